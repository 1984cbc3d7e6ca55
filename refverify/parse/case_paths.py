"""A file named with another case of its letters ("\\include{Kap6/Kap6}" for Kap6/kap6.tex,
"bibliography: Refs.bib" for refs.bib): found on Windows and macOS, where the writer built the
document, not on a case-sensitive system. refverify reads it, with a note saying so."""
from __future__ import annotations

from pathlib import Path


def same_name_other_case(path: Path, root: Path) -> Path | None:
    """The one file under ``root`` whose path is ``path`` but for the case of its letters."""
    try:
        parts = path.relative_to(root).parts
    except ValueError:
        return None
    here = root
    for part in parts:
        if not here.is_dir():
            return None
        matches = [child for child in here.iterdir() if child.name.casefold() == part.casefold()]
        if len(matches) != 1:
            return None
        here = matches[0]
    return here if here.is_file() else None


def case_note(where: str, written: str, found: Path, root: Path) -> str:
    return (f"{where}: {written} read from {found.relative_to(root).as_posix()} (the name's case differs: "
            "a case-sensitive system such as Overleaf or Linux will not find it)")
