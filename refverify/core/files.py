"""Files written whole or not at all: a temporary file beside the target, flushed to disk, then
moved over it (``os.replace`` is atomic on one file system); on any failure the target is left as
it was and the temporary file removed. The file gets the permissions of any other file the user
creates: ``tempfile.mkstemp`` makes them 0600, so a supervisor sharing the folder could not open
the state or the annotated copy (issue 23)."""
from __future__ import annotations

import os
import tempfile
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

from ..errors import RefverifyError

_LOCK = threading.Lock()


def umask() -> int:
    with _LOCK:                      # os.umask can only be read by setting it
        mask = os.umask(0o022)
        os.umask(mask)
    return mask


def as_created(path: str | os.PathLike) -> None:
    """Give ``path`` (a mkstemp file) the mode ``open(path, "w")`` would have: 0666 & ~umask."""
    os.chmod(path, 0o666 & ~umask())


@contextmanager
def atomic_path(target: str | os.PathLike, *, prefix: str = ".tmp-", suffix: str = ".tmp") -> Iterator[Path]:
    """A temporary path beside ``target`` to write to; it replaces ``target`` when the block ends
    without an error (a caller writing through its own opener fsyncs it, or uses ``atomic_write``)."""
    target = Path(target)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=prefix, suffix=suffix, dir=target.parent)
    os.close(fd)
    try:
        yield Path(tmp)
        as_created(tmp)
        os.replace(tmp, target)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def atomic_write(target: str | os.PathLike, data: bytes | str, *, prefix: str = ".tmp-") -> None:
    """Write ``data`` (text as UTF-8) to ``target`` atomically, fsync'd before the move."""
    raw = data.encode("utf-8") if isinstance(data, str) else data
    with atomic_path(target, prefix=prefix) as tmp:
        with open(tmp, "wb") as fh:
            fh.write(raw)
            fh.flush()
            os.fsync(fh.fileno())


def check_writable(folder: Path | None, what: str) -> None:
    """Refuse before any work starts when ``folder`` cannot take a new file, so no lookup or
    verdict is done only to be lost at the first save."""
    if folder is None or str(folder) == ":memory:":
        return
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, probe = tempfile.mkstemp(prefix=".refverify-probe-", dir=folder)
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise RefverifyError(f"{folder}: cannot write the {what} here "
                             f"({exc.strerror or exc}); choose another folder") from None
