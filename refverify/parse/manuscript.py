"""A manuscript read: the one door to the readers (.docx, .tex, .md / .Rmd / .qmd, .txt).

It stands above ``documents`` (the shared document model and text rules) and the readers, so
that none of them imports another upward (issue 21)."""
from __future__ import annotations

from pathlib import Path

from ..errors import RefverifyError
from .documents import SUPPORTED_SUFFIXES, Document, ParseContext, context_or_default, detect_language
from .readers_docx import read_docx
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
            f".qmd, .txt{hint})")
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
    else:
        doc = read_txt(path, ctx)
    doc.language = detect_language(" ".join(b.text for b in doc.blocks))
    return doc
