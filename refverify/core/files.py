"""Files refverify writes through a temporary file (atomic replace) get the permissions of any
other file the user creates: ``tempfile.mkstemp`` makes them 0600, readable by nobody else, so a
supervisor sharing the folder could not open the state or the annotated copy (issue 23)."""
from __future__ import annotations

import os
import threading

_LOCK = threading.Lock()


def umask() -> int:
    with _LOCK:                      # os.umask can only be read by setting it
        mask = os.umask(0o022)
        os.umask(mask)
    return mask


def as_created(path: str | os.PathLike) -> None:
    """Give ``path`` (a mkstemp file) the mode ``open(path, "w")`` would have: 0666 & ~umask."""
    os.chmod(path, 0o666 & ~umask())
