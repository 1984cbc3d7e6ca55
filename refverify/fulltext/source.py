"""The full text of a reference as a `Document`: one path for the PDF the user supplied
(`--pdfs`, ``ref.fulltext_pdf``) and the text Step B fetched (``ref.fulltext``, bytes in the blob
store beside the HTTP cache, `core.fulltext_store.load_fulltext`). The user's PDF wins.

Reading is cached per content (a digest): the judge asks once per claim. A file that cannot be
read gives no document and a note (`read_notes`), never an exception in the middle of Step C.
"""
from __future__ import annotations

import hashlib
import re
import threading
from pathlib import Path

from ..core.fulltext_store import load_fulltext
from ..errors import RefverifyError
from .document import ABSTRACT, BODY, Document, Section
from .sections_jats import parse_jats
from .sections_pdf import parse_pdf

_lock = threading.Lock()
_docs: dict[str, Document | None] = {}
_notes: dict[str, str] = {}          # ref_id -> why its full text could not be read
_cache_for_blobs: object = None      # the Config (or cache folder) Step C runs with
_MAX_DOCS = 512


def use_cache(cache) -> None:
    """Where fetched full texts are stored (the Config or the HTTP cache folder)."""
    global _cache_for_blobs
    _cache_for_blobs = cache


def parse_bytes(kind: str, data: bytes, name: str = "full text") -> Document:
    if kind == "jats":
        return parse_jats(data, name)
    if kind == "pdf":
        return parse_pdf(data, name)
    if kind == "html":
        return parse_html(data, name)
    raise RefverifyError(f"{name}: unknown full-text kind {kind!r}")


def parse_html(data: bytes, name: str = "HTML") -> Document:
    """An article page: h1-h4 are heads, p / li / td rows the paragraphs; nav, scripts and the
    reference list (a head named References) left out."""
    from lxml import html as lhtml
    try:
        root = lhtml.fromstring(data)
    except Exception as exc:
        raise RefverifyError(f"{name}: not readable as HTML ({type(exc).__name__}: {exc})") from None
    for bad in root.xpath("//script|//style|//nav|//header|//footer"):
        bad.drop_tree()
    doc, label, paras, dropping = Document(kind="html"), "Main text", [], False
    drop_re = re.compile(r"^(references?|bibliography|acknowledge?ments?|参考文献)$", re.I)

    def close():
        if paras and not dropping:
            kind = ABSTRACT if re.match(r"abstract|summary|摘要", label, re.I) else BODY
            doc.sections.append(Section(label, kind, tuple(paras)))
        paras.clear()
    for el in root.iter("h1", "h2", "h3", "h4", "p", "li", "tr"):
        text = re.sub(r"\s+", " ", el.text_content()).strip()
        if not text:
            continue
        if el.tag in ("h1", "h2", "h3", "h4"):
            close()
            label, dropping = text, bool(drop_re.match(text))
        elif el.tag == "tr":
            paras.append(" | ".join(re.sub(r"\s+", " ", c.text_content()).strip() for c in el if c.tag in ("td", "th")))
        else:
            paras.append(text)
    close()
    return doc


def sniff_kind(data: bytes) -> str:
    """What a user's file holds, by its first bytes: a PDF, a JATS article, else HTML."""
    head = data[:4096].lstrip()
    if head.startswith(b"%PDF"):
        return "pdf"
    if b"<article" in data[:20000] and not re.search(rb"<html[\s>]", head, re.IGNORECASE):
        return "jats"
    return "html" if head.startswith(b"<") else "pdf"


def _digest(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _read(key: str, kind: str, data: bytes, name: str, ref_id: str) -> Document | None:
    with _lock:
        if key in _docs:
            return _docs[key]
    try:
        doc = parse_bytes(kind, data, name)
        doc.key = key
    except RefverifyError as exc:
        _notes[ref_id] = str(exc)
        doc = None
    if doc is not None and not doc.body_sections:
        _notes[ref_id] = f"{name}: no text beyond the abstract could be read" + (
            f" ({'; '.join(doc.notes)})" if doc.notes else "")
        doc = None
    with _lock:
        if len(_docs) >= _MAX_DOCS:
            _docs.clear()
        _docs[key] = doc
    return doc


def _ref_key(ref) -> tuple | None:
    pdf = getattr(ref, "fulltext_pdf", "") or ""
    if pdf:
        try:
            st = Path(pdf).stat()
        except OSError:
            return None
        return ("pdf", pdf, st.st_mtime_ns, st.st_size)
    ft = getattr(ref, "fulltext", None)
    sha = getattr(ft, "sha256", "") if ft is not None else ""
    return ("blob", sha, id(_cache_for_blobs)) if sha else None


_by_ref: dict[tuple, str] = {}       # (where the text is) -> content digest, to skip re-reading


def document_for(ref) -> Document | None:
    """The reference's full text read into sections, or None (none stored, or unreadable)."""
    rk = _ref_key(ref)
    if rk is not None and rk in _by_ref:
        with _lock:
            if _by_ref[rk] in _docs:
                return _docs[_by_ref[rk]]
    doc = _document_for(ref, rk)
    return doc


def _document_for(ref, rk) -> Document | None:
    pdf = getattr(ref, "fulltext_pdf", "") or ""
    if pdf:
        try:
            data = Path(pdf).read_bytes()
        except OSError as exc:
            _notes[ref.ref_id] = f"{pdf}: cannot read ({exc.strerror or exc})"
        else:
            key = _digest(data)
            if rk is not None:
                _by_ref[rk] = key
            return _read(key, sniff_kind(data), data, Path(pdf).name, ref.ref_id)
    if getattr(ref, "fulltext", None) is None:
        return None
    cache = _cache_for_blobs
    if cache is None:
        from ..config import load_config
        cache = load_config()
    got = load_fulltext(ref, cache)
    if got is None:
        return None
    kind, data = got
    key = _digest(data)
    if rk is not None:
        _by_ref[rk] = key
    return _read(key, kind, data, f"full text of [{ref.ref_id}] ({kind})", ref.ref_id)


def read_note(ref_id: str) -> str:
    """Why the full text of `ref_id` could not be read in this process, or ''."""
    return _notes.get(ref_id, "")
