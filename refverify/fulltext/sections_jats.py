"""JATS XML (PMC, Europe PMC, eLife, PLOS, bioRxiv) → a `Document`.

Kept: the abstract(s), body sections with their label and title (nested sections as
"Results > Subgroups"), their paragraphs and lists, every table as rows of text (caption, header,
rows: one row a paragraph, cells joined by " | "), figure captions. Dropped: back matter (the
reference list, acknowledgements, footnotes), sub-articles (an eLife decision letter is the
reviewers' text, not the work's), formulas laid out on their own line, graphical abstracts.
A table or figure placed inside a paragraph or in the floats group is read once, after the
section that holds it.
"""
from __future__ import annotations

import re

from ..errors import RefverifyError
from .document import ABSTRACT, BODY, FIGURE, TABLE, Document, Section

SEP = " > "
# Never part of a paragraph's text: read on their own (floats), or not the work's own prose.
_FLOATS = {"table-wrap", "fig", "table-wrap-group", "fig-group", "media"}
_SKIP_IN_TEXT = _FLOATS | {"disp-formula", "ref-list", "fn-group", "supplementary-material",
                           "object-id", "alternatives-graphic"}
_SKIP_ABSTRACT_TYPES = {"graphical", "teaser", "toc", "short"}
_BLOCKS = {"p", "list", "disp-quote", "boxed-text", "statement", "def-list", "speech", "verse-group"}
_DROP_HEADS = re.compile(r"^(references?|bibliography|literature cited|acknowledge?ments?|参考文献|致谢)$",
                         re.IGNORECASE)


def _local(tag) -> str:
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text or "").strip()


def inline_text(el) -> str:
    """The text of an element, floats and display formulas left out (their tails kept)."""
    parts: list[str] = []

    def walk(e, top: bool) -> None:
        tag = _local(e.tag)
        if tag not in _SKIP_IN_TEXT and tag:
            if tag == "sup" and parts and re.search(r"10$", parts[-1]) and re.fullmatch(r"[−\-–]?\d+", (e.text or "").strip()):
                parts.append("^")          # 10<sup>−5</sup>: written 10^−5, not the number 10−5
            if e.text:
                parts.append(e.text)
            for child in e:
                walk(child, False)
        if not top and e.tail:
            parts.append(e.tail)
    walk(el, True)
    return _norm("".join(parts))


def _children(el, *names):
    return [c for c in el if _local(c.tag) in names]


def _first(el, name):
    return next((c for c in el if _local(c.tag) == name), None)


def _heading(sec) -> str:
    label, title = _first(sec, "label"), _first(sec, "title")
    text = " ".join(x for x in (inline_text(label) if label is not None else "",
                                inline_text(title) if title is not None else "") if x)
    if not text:
        text = (sec.get("sec-type") or "").replace("|", " / ").capitalize()
    return text


def _rows(table) -> list[str]:
    out = []
    for tr in table.iter():
        if _local(tr.tag) != "tr":
            continue
        cells = [inline_text(c) for c in tr if _local(c.tag) in ("td", "th")]
        if any(cells):
            out.append(" | ".join(cells))
    return out


def _float_section(el, where: str) -> Section | None:
    """A table (caption, header and rows) or a figure (caption) as its own section."""
    tag = _local(el.tag)
    label = _first(el, "label")
    name = inline_text(label) if label is not None else ""
    caption = _first(el, "caption")
    caption_text = " ".join(inline_text(c) for c in caption if _local(c.tag) in ("title", "p")) if caption is not None else ""
    if tag == "table-wrap":
        rows = [r for t in el.iter() if _local(t.tag) == "table" for r in _rows(t)]
        foot = [inline_text(f) for f in el.iter() if _local(f.tag) == "table-wrap-foot"]
        paras = tuple(x for x in (caption_text, *rows, *foot) if x)
        kind, default = TABLE, "Table"
    else:
        paras = (caption_text,) if caption_text else ()
        kind, default = FIGURE, "Figure"
    if not paras:
        return None
    name = name.rstrip(" .:")
    return Section(label=name or (f"{default} in {where}" if where else default), kind=kind, paragraphs=paras)


def _floats_in(el) -> list:
    """Tables and figures inside `el`, outermost first, not those of nested sections."""
    found = []

    def walk(e) -> None:
        for c in e:
            tag = _local(c.tag)
            if tag in ("table-wrap", "fig", "media"):
                found.append(c)
            elif tag in ("sec", "ref-list", "sub-article"):
                continue
            else:
                walk(c)
    walk(el)
    return found


def _read_sec(sec, path: list[str], out: list[Section], kind: str = BODY, own_head: bool = True) -> None:
    head = _heading(sec) if own_head else ""
    if head and _DROP_HEADS.match(head.strip(" .:")):
        return
    here = path + ([head] if head else [])
    label = SEP.join(here) if here else ("Abstract" if kind == ABSTRACT else "Main text")
    paras = []
    for c in sec:
        tag = _local(c.tag)
        if tag in _BLOCKS:
            text = inline_text(c)
            if text:
                paras.append(text)
    if paras:
        out.append(Section(label=label, kind=kind, paragraphs=tuple(paras)))
    if kind == BODY:
        for f in _floats_in(sec):
            s = _float_section(f, label)
            if s:
                out.append(s)
    for child in _children(sec, "sec"):
        _read_sec(child, here, out, kind)


def _abstracts(meta) -> list[Section]:
    out: list[Section] = []
    for ab in _children(meta, "abstract"):
        kind_attr = (ab.get("abstract-type") or "").lower()
        if kind_attr in _SKIP_ABSTRACT_TYPES:
            continue
        title = _first(ab, "title")
        name = "Abstract" if not kind_attr else f"Abstract ({inline_text(title) if title is not None else kind_attr})"
        _read_sec(ab, [name], out, ABSTRACT, own_head=False)
    return out


def parse_jats(data: bytes | str, name: str = "JATS") -> Document:
    """Read a JATS article. A file that is not XML raises a one-line error naming it."""
    from lxml import etree   # python-docx depends on lxml: always present
    raw = data.encode("utf-8") if isinstance(data, str) else data
    parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False, recover=True,
                             huge_tree=True)
    try:
        root = etree.fromstring(raw, parser)
    except etree.XMLSyntaxError as exc:
        raise RefverifyError(f"{name}: not readable as JATS XML ({exc})") from None
    if root is None:
        raise RefverifyError(f"{name}: not readable as JATS XML (empty document)")
    # Europe PMC / OAI wrap the article: find it
    article = root if _local(root.tag) == "article" else next(
        (e for e in root.iter() if _local(e.tag) == "article"), None)
    if article is None:
        raise RefverifyError(f"{name}: no <article> element: not a JATS article")
    doc = Document(kind="jats")
    front, body = _first(article, "front"), _first(article, "body")
    meta = _first(front, "article-meta") if front is not None else None
    if meta is not None:
        title = next((e for e in meta.iter() if _local(e.tag) == "article-title"), None)
        doc.title = inline_text(title) if title is not None else ""
        doc.sections.extend(_abstracts(meta))
    if body is not None:
        _read_sec(body, [], doc.sections)
    else:
        doc.notes.append("no <body>: only the abstract is available in this JATS file")
    floats = _first(article, "floats-group")
    if floats is not None:
        for f in _floats_in(floats):
            s = _float_section(f, "")
            if s:
                doc.sections.append(s)
    return doc
