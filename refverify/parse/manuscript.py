"""A manuscript read: the one door to the readers (.docx, .tex, .md / .Rmd / .qmd, .rst, .txt).

It stands above ``documents`` (the shared document model and text rules) and the readers, so
that none of them imports another upward (issue 21)."""
from __future__ import annotations

import re
from pathlib import Path

from ..errors import RefverifyError
from .documents import (SUPPORTED_SUFFIXES, Document, ParseContext, context_or_default, detect_language,
                        is_reference_heading)
from .readers_docx import read_docx
from .readers_rst import read_rst
from .readers_tex import read_tex
from .readers_text import read_markdown, read_txt


def read_document(path, ctx: ParseContext | None = None) -> Document:
    """Read a .docx / .tex / .md / .txt manuscript under ``ctx`` (one parse's limits; default
    ones when none). Errors name the file and the cause."""
    path, ctx = Path(path), context_or_default(ctx)
    fmt = SUPPORTED_SUFFIXES.get(path.suffix.lower())
    if fmt is None:
        hint = {".doc": "; save it as .docx in Word or LibreOffice",
                ".pdf": "; give the source document (.docx / .tex) instead",
                ".rtf": "; save it as .docx"}.get(path.suffix.lower(), "")
        raise RefverifyError(
            f"{path}: unsupported file type '{path.suffix}' (supported: .docx, .tex, .md, .Rmd, "
            f".qmd, .rst, .txt{hint})")
    if not path.is_file():
        raise RefverifyError(f"{path}: file not found")
    if path.stat().st_size == 0:
        raise RefverifyError(f"{path}: file is empty")
    if fmt == "docx":
        doc = read_docx(path, ctx)
    elif fmt == "tex":
        doc = read_tex(path, ctx)
    elif fmt == "md":
        doc = read_markdown(path, ctx)
    elif fmt == "rst":
        doc = read_rst(path, ctx, read_markdown)
    else:
        doc = read_txt(path, ctx)
    doc.language = detect_language(" ".join(b.text for b in doc.blocks))
    return _named_list(doc, path)


def list_document_lines(path, ctx: ParseContext | None = None) -> list[tuple[int, str]]:
    """A document given where a bibliography goes ("--bib 参考文献.docx"): the lines of its reference
    list, or all its paragraphs when it has no heading over one (the file is the list)."""
    doc = read_document(path, ctx)
    return doc.reference_lines or _named_list(doc, Path(path), named=True).reference_lines


def is_list_document(path: Path) -> bool:
    """A Word, Markdown or plain-text file given as a bibliography that is a typed reference list
    (a .txt holding BibTeX records is read as BibTeX)."""
    suffix = path.suffix.lower()
    if suffix == ".txt" and path.is_file():
        from .bib_formats import holds_bibtex, is_bibliography_file
        return not is_bibliography_file(path) and not holds_bibtex(path.read_bytes()[:200000].decode("utf-8", errors="replace"))
    return SUPPORTED_SUFFIXES.get(suffix) in ("docx", "md", "rst")


def _named_list(doc: Document, path: Path, named: bool = False) -> Document:
    """A file named for its list ("参考文献.docx", "References.md", "bibliography.txt") with no
    heading of its own over one: its paragraphs are that list, every one an entry (a thesis kept in
    chapter files keeps its list in a file of its own)."""
    if doc.reference_lines or doc.extra_parts or not named and not is_reference_heading(re.sub(r"[_\-]+", " ", path.stem)):
        return doc
    lines = [(b.line, b.text.strip()) for b in doc.blocks if b.kind in ("paragraph", "heading") and b.text.strip()]
    if lines:
        doc.reference_lines, doc.blocks = lines, [b for b in doc.blocks if b.kind not in ("paragraph", "heading")]
        doc.warnings.append(f"{path.name}: no reference heading; the file is named for a reference list, "
                            f"so its {len(lines)} paragraphs are read as the list's entries")
    return doc
