"""PDF → text, page by page, behind one function so the reader can change.

Readers, in the default order: pypdfium2 (Apache-2.0 / BSD-3, a core dependency), pymupdf (AGPL-3.0,
the optional `pdf` extra), pypdf (BSD, pure Python, slowest). `REFVERIFY_PDF_READER` picks one.
Measured by `bench/pdf_readers_bench.py` (figures in docs/internals.md): pypdfium2 reads as well
as pymupdf on the same files and is about as fast, so the permissive reader is the default.
"""
from __future__ import annotations

import os

from ..core.text import valid_text
from ..errors import RefverifyError

READERS = ("pypdfium2", "pymupdf", "pypdf")


def _pypdfium2(data: bytes) -> list[str]:
    import pypdfium2 as pdfium
    doc = pdfium.PdfDocument(data)
    try:
        pages = []
        for i in range(len(doc)):
            page = doc[i]
            tp = page.get_textpage()
            text = tp.get_text_range().replace("\r\n", "\n").replace("\r", "\n")
            # pdfium marks a word broken at a line end with U+FFFE (or U+0002) and joins the lines
            pages.append(text.replace("\ufffe", "").replace("\x02", ""))
            tp.close()
            page.close()
        return pages
    finally:
        doc.close()


def _pymupdf(data: bytes) -> list[str]:
    import pymupdf
    with pymupdf.open(stream=data, filetype="pdf") as doc:
        return [page.get_text() for page in doc]


def _pypdf(data: bytes) -> list[str]:
    import io

    import pypdf
    return [page.extract_text() or "" for page in pypdf.PdfReader(io.BytesIO(data)).pages]


_FUNCS = {"pypdfium2": _pypdfium2, "pymupdf": _pymupdf, "pypdf": _pypdf}


def available_readers() -> list[str]:
    out = []
    for name in READERS:
        try:
            __import__(name)
        except Exception:
            continue
        out.append(name)
    return out


def chosen_reader() -> str:
    wanted = os.environ.get("REFVERIFY_PDF_READER", "").strip().lower()
    have = available_readers()
    if wanted:
        if wanted not in _FUNCS:
            raise RefverifyError(f"REFVERIFY_PDF_READER={wanted}: not a PDF reader (one of {', '.join(READERS)})")
        if wanted not in have:
            raise RefverifyError(f"REFVERIFY_PDF_READER={wanted}: not installed (pip install {wanted})")
        return wanted
    if not have:
        raise RefverifyError("reading PDFs needs a PDF reader: pip install pypdfium2")
    return have[0]


def pdf_pages(data: bytes, name: str = "PDF", reader: str | None = None) -> list[str]:
    """The text of each page. A file no reader can open raises a one-line error naming it."""
    reader = reader or chosen_reader()
    try:
        return [valid_text(p) for p in _FUNCS[reader](data)]
    except ImportError:
        raise RefverifyError(f"{name}: PDF reader {reader} is not installed") from None
    except Exception as exc:
        raise RefverifyError(f"{name}: cannot read PDF ({type(exc).__name__}: {exc})") from None
