"""A Sphinx / Jupyter Book index in MyST Markdown reads its chapters in through a toctree:

    ```{toctree}
    :maxdepth: 1
    presentazione
    1_studiare_le_mafie
    bibliografia_essenziale
    ```

The book is one document: each chapter's text is read in the toctree's order (its blocks name
their own file), and the book's reference list is what its list chapters hold ("Bibliografia
essenziale", "Sitografia"). A chapter with text and a list of its own keeps it as its own part.
A listed file that is not there, is no Markdown, or lies outside the book's folder is said, never
passed over in silence; a chapter already being read (toctrees that list each other) is read once."""
from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path
from typing import Callable

from .documents import Document, ListLine, Part

_TOCTREE = re.compile(r"^\s*(`{3,}|:{3,})\s*\{toctree\}")
# MyST's options: ":maxdepth: 1", or a YAML block between "---" lines ("maxdepth: 2", "caption: Contents")
_OPTION = re.compile(r"^(?::[\w-]+:|-{3}$|[\w-]+:\s)")
_ACTIVE: set[Path] = set()      # the documents whose toctree is being followed (a toctree listing its own index)


def toctree_entries(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The documents a MyST toctree lists, with their lines: options, "self", a glob's patterns and
    links left out; "Title <path>" gives its path."""
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
        if not entry or _OPTION.match(entry) or entry == "self" or "*" in entry or re.match(r"https?://", entry):
            continue
        titled = re.search(r"<([^<>]+)>$", entry)
        found.append((number, titled.group(1).strip() if titled else entry))
    return found


# R Markdown's child chunk ("```{r child = './chpt/Introduction.Rmd'}") and Quarto's "{{< include _part.qmd >}}": the
# other files pandoc reads in where they stand
_CHILD = re.compile(r"\{\{<\s*include\s+([^\s>]+)\s*>\}\}"
                    r"|^\s*```+\s*\{r\b[^}]*?\bchild\s*=\s*(?:c\()?[\"']([^\"']+)[\"']")
_READ = (".md", ".markdown", ".rmd", ".qmd")


def child_entries(lines: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The files an R Markdown or Quarto document reads in (child chunks, includes), with their lines."""
    return [(number, found.group(1) or found.group(2)) for number, text in lines for found in _CHILD.finditer(text)]


def _chapter_path(index: Path, entry: str) -> tuple[Path | None, str]:
    """The chapter's Markdown (R Markdown, Quarto) file, or None and why it is not read."""
    book = index.parent.resolve()
    base = (index.parent / entry.lstrip("/")).resolve()
    if book not in base.parents and base != book:
        return None, "which lies outside the book's folder: it is not read"
    for candidate in (base, base.with_name(base.name + ".md"), base.with_name(base.name + ".markdown")):
        if candidate.suffix.lower() in _READ and candidate.is_file():
            return candidate, ""
    other = [c for c in (base, *base.parent.glob(base.name + ".*")) if c.is_file()]
    if other:
        return None, f"which is {other[0].suffix or 'no Markdown'} and not read: its citations and references are not checked"
    return None, "which is not there: its citations and references are not checked"


def _in_file(lines, file: str) -> list[ListLine]:
    return [ListLine(n, t, getattr(item, "file", "") or file) for item in lines for n, t in [item]]


def _list_only(chapter: Document) -> bool:
    """A chapter that is its list, a heading and a line or two before it, no text that cites."""
    return sum(len(b.text) for b in chapter.blocks) < 600


def follow_toctree(doc: Document, lines: list[tuple[int, str]], read: Callable[[Path], Document]) -> Document:
    """``doc`` with the chapters its toctree lists, or its child chunks and includes read in (``read`` reads one
    chapter)."""
    entries = [(n, e, "the toctree lists") for n, e in toctree_entries(lines)] + [
        (n, e, "the document reads in") for n, e in child_entries(lines)]
    own = doc.path.resolve()
    if not entries or own in _ACTIVE:
        return doc
    blocks, files, warnings = list(doc.blocks), list(doc.files), list(doc.warnings)
    references, parts = list(doc.reference_lines), list(doc.extra_parts)
    bib_paths, embedded, nocite = list(doc.bib_paths), dict(doc.embedded_bibs), list(doc.nocite)
    seen, chapters = {own}, []
    _ACTIVE.add(own)
    try:
        for number, entry, how in entries:
            path, why = _chapter_path(doc.path, entry)
            if path is None:
                warnings.append(f"{doc.path.name}:{number}: {how} {entry}, {why}")
                continue
            if path.resolve() in seen or path.resolve() in _ACTIVE:
                continue
            seen.add(path.resolve())
            chapters.append(read(path))
    finally:
        _ACTIVE.discard(own)
    for chapter in chapters:
        files += [f for f in chapter.files if f not in files]
        warnings += chapter.warnings
        bib_paths += [p for p in chapter.bib_paths if p not in bib_paths]
        embedded.update(chapter.embedded_bibs)
        nocite += chapter.nocite
        listed = _in_file(chapter.reference_lines, chapter.path.name)
        if chapter.reference_lines and _list_only(chapter):
            references += listed            # the book's list ("Bibliografia", "Sitografia"): every chapter cites it
            blocks += chapter.blocks
        elif chapter.reference_lines:
            parts.append(Part("", chapter.blocks, listed, title=chapter.path.stem))
        else:
            blocks += chapter.blocks
        parts += [replace(p, reference_lines=_in_file(p.reference_lines, chapter.path.name)) for p in chapter.extra_parts]
    parts = [replace(p, label=f"P{k}") for k, p in enumerate(parts, start=2)]
    return replace(doc, blocks=blocks, reference_lines=references, extra_parts=parts, files=files,
                   warnings=warnings, bib_paths=bib_paths, embedded_bibs=embedded, nocite=nocite)
