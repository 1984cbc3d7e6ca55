"""Where a report is written: never over one of the user's files."""
from __future__ import annotations

import logging
from pathlib import Path

from ..errors import RefverifyError

log = logging.getLogger(__name__)


def safe_target(path: Path, inputs: frozenset, ours=None) -> Path:
    """``path``, unless that is an input file (or a file ``ours(path)`` does not recognise as one
    refverify wrote): then ``<stem>.refverify<suffix>`` beside it, with a warning on stderr."""
    def taken(p: Path) -> bool:
        if str(p.resolve()) in inputs:
            return True
        return ours is not None and p.exists() and not ours(p)
    if not taken(path):
        return path
    for n in range(1, 100):
        alt = path.with_name(f"{path.stem}.refverify{'' if n == 1 else f'-{n}'}{path.suffix}")
        if not taken(alt):
            log.warning("refverify: %s is one of your files, not overwritten; wrote %s instead",
                        path, alt.name)
            return alt
    raise RefverifyError(f"{path}: no free name for this report beside your own files")
