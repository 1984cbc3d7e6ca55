"""A Sphinx / Jupyter Book index in MyST Markdown reads its chapters in through a toctree:

    ```{toctree}
    :maxdepth: 1
    presentazione
    1_studiare_le_mafie
    bibliografia_essenziale
    ```

The book is one document: each chapter's text is read in the toctree's order (its blocks name
their own file), and the book's reference list is what its list chapters hold ("Bibliografia
essenziale", "Sitografia"). A chapter with text and a list of its own keeps it as its own part. A listed file that is not there is
said, never passed over in silence."""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Callable

from .documents import Document, ListLine, Part

_TOCTREE = re.compile(r"^\s*(`{3,}|:{3,})\s*\{toctree\}")


def toctree_entries(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The documents a MyST toctree lists, with their lines: options (":maxdepth: 1") and a glob's
    patterns left out; "Title <path>" gives its path."""
    found, fence = [], None
    for number, text in lines:
        if fence is None:
            opened = _TOCTREE.match(text)
            fence = opened.group(1) if opened else None
            continue
        if text.strip().startswith(fence):
            fence = None
            continue
        entry = text.strip()
        if not entry or entry.startswith(":") or "*" in entry or re.match(r"https?://", entry):
            continue
        titled = re.search(r"<([^<>]+)>$", entry)
        found.append((number, titled.group(1).strip() if titled else entry))
    return found


def _chapter_path(index: Path, entry: str) -> Path | None:
    base = index.parent / entry.lstrip("/")
    for candidate in (base, base.with_name(base.name + ".md"), base.with_name(base.name + ".markdown")):
        if candidate.suffix.lower() in (".md", ".markdown") and candidate.is_file():
            return candidate
    return None


def _list_only(chapter: Document) -> bool:
    """A chapter that is its list, a heading and a line or two before it, no text that cites."""
    return sum(len(b.text) for b in chapter.blocks) < 600


def follow_toctree(doc: Document, lines: list[tuple[int, str]], read: Callable[[Path], Document]) -> Document:
    """``doc`` with the chapters its toctree lists read in (``read`` reads one chapter)."""
    entries = toctree_entries(lines)
    if not entries:
        return doc
    blocks, files, warnings = list(doc.blocks), list(doc.files), list(doc.warnings)
    references, parts = list(doc.reference_lines), list(doc.extra_parts)
    bib_paths, embedded, nocite = list(doc.bib_paths), dict(doc.embedded_bibs), list(doc.nocite)
    seen = {doc.path.resolve()}
    chapters = []
    for number, entry in entries:
        path = _chapter_path(doc.path, entry)
        if path is None:
            warnings.append(f"{doc.path.name}:{number}: the toctree lists {entry}, which is not there: "
                            "its citations and references are not checked")
            continue
        if path.resolve() in seen:
            continue
        seen.add(path.resolve())
        chapters.append(read(path))
    for chapter in chapters:
        files += [f for f in chapter.files if f not in files]
        warnings += chapter.warnings
        bib_paths += [p for p in chapter.bib_paths if p not in bib_paths]
        embedded.update(chapter.embedded_bibs)
        nocite += chapter.nocite
        listed = [ListLine(n, t, chapter.path.name) for n, t in chapter.reference_lines]
        if chapter.reference_lines and _list_only(chapter):
            references += listed            # the book's list ("Bibliografia", "Sitografia"): every chapter cites it
            blocks += chapter.blocks
        elif chapter.reference_lines:
            parts.append(Part(f"P{len(parts) + 2}", chapter.blocks, listed, title=chapter.path.stem))
        else:
            blocks += chapter.blocks
        parts += chapter.extra_parts
    return replace(doc, blocks=blocks, reference_lines=references, extra_parts=parts, files=files,
                   warnings=warnings, bib_paths=bib_paths, embedded_bibs=embedded, nocite=nocite)
