"""Whole documents embedded in a Word document's body (Word's altChunk), read in their place (issue 20).

A merging tool, a thesis template's macro or R's officedown puts whole .docx files into the body as
``<w:altChunk r:id=…/>``: Word shows their text in place, python-docx sees only the marker. Their
paragraphs and tables are copied into the body where the marker stands, so their text, citations and
reference list are read like the rest. An embedded part in another format (HTML, MHT, RTF) is not
read, and is counted so the reader can name it.
"""
from __future__ import annotations

import io
import zipfile
from copy import deepcopy

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_R_ID = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}id"
_DEPTH = 3      # an embedded document may embed others; deeper than this is not followed


def _is_docx(part) -> bool:
    return "wordprocessingml.document" in part.content_type or str(part.partname).lower().endswith(".docx")


def _small_enough(blob: bytes, limit_mb: float) -> bool:
    """The embedded package's expanded size stays under the reader's limit (no zip bomb inside a package)."""
    try:
        with zipfile.ZipFile(io.BytesIO(blob)) as package:
            return sum(info.file_size for info in package.infolist()) <= limit_mb * 1024 * 1024
    except zipfile.BadZipFile:
        return False


def splice_alt_chunks(document, limit_mb: float, depth: int = 0) -> tuple[int, int]:
    """Replace each altChunk of ``document``'s body that holds a .docx by that document's body
    content; (chunks read, chunks left unread)."""
    import docx
    read = unread = 0
    for chunk in list(document.element.body.iter(f"{W}altChunk")):
        part = document.part.related_parts.get(chunk.get(_R_ID))
        if part is None or not _is_docx(part) or depth >= _DEPTH or not _small_enough(part.blob, limit_mb):
            unread += 1
            continue
        try:
            embedded = docx.Document(io.BytesIO(part.blob))
        except Exception:       # a broken embedded package is named as not read, never fatal
            unread += 1
            continue
        inner_read, inner_unread = splice_alt_chunks(embedded, limit_mb, depth + 1)
        read, unread = read + 1 + inner_read, unread + inner_unread
        parent, index = chunk.getparent(), chunk.getparent().index(chunk)
        parent.remove(chunk)
        for offset, element in enumerate(e for e in embedded.element.body if e.tag != f"{W}sectPr"):
            parent.insert(index + offset, deepcopy(element))
    return read, unread
