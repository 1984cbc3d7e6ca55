"""Which files of a cohort folder are manuscripts, and which department / year each belongs to.

A manuscript is any file Step A reads as one (.docx .tex .md .Rmd .qmd .txt; a .rst is run on its own, never found
in a folder: a project's documentation pages would each count as a manuscript); its bibliography
is found as ``refverify run`` finds it (the document's own list, ``\\bibliography``, pandoc's
``bibliography:``). Nothing is dropped silently: every candidate that is not run (a LaTeX part
without ``\\documentclass``, a Word lock file, an output folder) is listed with the reason.

Groups come from ``metadata.csv`` (or ``cohort.csv``) in the folder — a ``file`` (or
``manuscript``) column with the path relative to the folder, any other columns (``department``,
``year``, …) — else from the path: the first folder that is not a year is the department, a
folder or file name holding a year (1950–2099) is the year. ``groups_from`` says which.
"""
from __future__ import annotations

import csv
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import RefverifyError

MANUSCRIPT_SUFFIXES = (".docx", ".tex", ".md", ".rmd", ".qmd", ".txt")
METADATA_FILES = ("metadata.csv", "cohort.csv")
_YEAR = re.compile(r"(?<!\d)(19[5-9]\d|20\d\d)(?!\d)")
_SKIP_DIRS = {".git", "__pycache__", ".ipynb_checkpoints", "node_modules"}
_TEX_MAIN = re.compile(rb"\\documentclass|\\begin\s*\{document\}")
_NOT_MANUSCRIPTS = {"readme.md", "readme.txt", "license.md", "license.txt", "changelog.md",
                    "requirements.txt", "citation_contexts.md"}


@dataclass
class Manuscript:
    id: str                              # the path relative to the cohort folder (posix)
    path: Path
    groups: dict[str, str] = field(default_factory=dict)
    groups_from: str = ""                # metadata.csv | path | "" (nothing to group by)


@dataclass
class Skipped:
    id: str
    reason: str


def is_output_folder(folder: Path) -> bool:
    return any((folder / name).exists() for name in ("verification_state.json", "batch_progress.json", ".progress"))


def find_manuscripts(folder, exclude=()) -> tuple[list[Manuscript], list[Skipped]]:
    """Every manuscript under ``folder`` (sorted by path) and every file passed over, with why.
    ``exclude``: folders not to look into (the batch's own output folder)."""
    root = Path(folder)
    if not root.is_dir():
        raise RefverifyError(f"{root}: not a folder (refverify batch takes a folder of manuscripts)")
    excluded = {Path(e).resolve() for e in exclude}
    metadata, meta_name = read_metadata(root)
    found, skipped = [], []
    for path in sorted(_walk(root, excluded, skipped), key=lambda p: p.relative_to(root).as_posix()):
        rel = path.relative_to(root).as_posix()
        why = _not_a_manuscript(path)
        if why:
            skipped.append(Skipped(rel, why))
            continue
        if metadata is not None and rel in metadata:
            groups, source = metadata[rel], meta_name
        else:
            groups = groups_from_path(rel)
            source = "path" if groups else ""
        found.append(Manuscript(rel, path, groups, source))
    if metadata is not None:
        listed = {m.id for m in found}
        for rel in sorted(set(metadata) - listed):
            skipped.append(Skipped(rel, f"listed in {meta_name} but not found as a manuscript"))
    return found, skipped


def _walk(root: Path, excluded: set[Path], skipped: list[Skipped]):
    for path in root.iterdir():
        if path.name.startswith(".") or path.name in _SKIP_DIRS:
            continue
        if path.is_dir():
            if path.resolve() in excluded:
                continue
            if is_output_folder(path):
                skipped.append(Skipped(path.relative_to(root).as_posix() + "/",
                                       "a refverify output folder"))
                continue
            # a folder below: paths are relative to the cohort root
            for sub in _walk(path, excluded, skipped):
                yield sub
            continue
        if path.suffix.lower() in MANUSCRIPT_SUFFIXES:
            yield path


def _not_a_manuscript(path: Path) -> str:
    name = path.name.lower()
    if name.startswith("~$"):
        return "a Word lock file (~$…), not a document"
    if name in _NOT_MANUSCRIPTS:
        return "a project file (README, licence, requirements), not a manuscript"
    if path.suffix.lower() == ".tex":
        try:
            head = path.read_bytes()[:200_000]
        except OSError as exc:
            return f"cannot be read ({exc.strerror or exc})"
        if not _TEX_MAIN.search(head):
            return "a LaTeX part (no \\documentclass): read through the main file that inputs it"
    return ""


def groups_from_path(rel: str) -> dict[str, str]:
    """department = the first folder that is not a year; year = the first year in a folder name,
    else in the file name."""
    parts = rel.split("/")
    folders, name = parts[:-1], parts[-1]
    groups = {}
    department = next((p for p in folders if not _YEAR.fullmatch(p)), "")
    if department:
        groups["department"] = department
    year = next((m.group(1) for p in folders for m in [_YEAR.search(p)] if m), "")
    if not year:
        m = _YEAR.search(Path(name).stem)
        year = m.group(1) if m else ""
    if year:
        groups["year"] = year
    return groups


def read_metadata(root: Path) -> tuple[dict[str, dict[str, str]] | None, str]:
    """{relative path: {column: value}} from the folder's metadata CSV, or (None, "")."""
    for name in METADATA_FILES:
        path = root / name
        if not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8-sig")
        except (OSError, UnicodeDecodeError) as exc:
            raise RefverifyError(f"{path}: cannot read the metadata CSV ({exc})") from None
        rows = list(csv.DictReader(text.splitlines()))
        columns = [c.strip() for c in (rows[0].keys() if rows else [])]
        key = next((c for c in ("file", "manuscript", "path") if c in columns), None)
        if key is None:
            raise RefverifyError(f"{path}: the metadata CSV needs a 'file' column (the manuscript's "
                                 f"path relative to the folder); it has {', '.join(columns) or 'none'}")
        table = {}
        for row in rows:
            row = {(k or "").strip(): (v or "").strip() for k, v in row.items()}
            rel = row.pop(key).replace("\\", "/").removeprefix("./")
            if rel:
                table[rel] = {k: v for k, v in row.items() if k}
        return table, name
    return None, ""
