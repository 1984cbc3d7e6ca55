"""A page break inside a Word paragraph starts a new paragraph (issue 20, held-out batch 24).

WPS and generated documents often put the next chapter's heading in the same paragraph as the
last sentence before it, after a page break: "…日期格式等因素。<page break>参考文献", and the last
entry of the list with the next heading: "…2023.<page break>致谢". On the page these are two
paragraphs; read as one, the heading is lost and the list with it. Each piece after a page break
is read as its own paragraph, with the paragraph's properties and the same paragraph number.
"""
from __future__ import annotations

import copy

from .docx_text import W

_TEXT = W + "t"


def _is_page_break(element) -> bool:
    return element.tag == W + "br" and element.get(W + "type") == "page"


def _has_text(elements) -> bool:
    return any((t.text or "").strip() for e in elements for t in e.iter(_TEXT))


def split_at_page_breaks(p) -> list:
    """The paragraph element ``p`` as one or more paragraph elements, cut at each page break that has
    text on both sides (a break at the start or the end changes nothing). ``p`` itself is not changed."""
    children = list(p)
    for position, child in enumerate(children):
        if child.tag != W + "r":
            continue
        inner = list(child)
        cut = next((k for k, e in enumerate(inner) if _is_page_break(e)), None)
        if cut is None:
            continue
        head_run, tail_run = copy.deepcopy(child), copy.deepcopy(child)
        for e in list(head_run)[cut:]:
            head_run.remove(e)
        for k, e in enumerate(list(tail_run)):
            if k <= cut and e.tag != W + "rPr":
                tail_run.remove(e)
        before = [c for c in children[:position] if c.tag != W + "pPr"] + [head_run]
        after = [tail_run] + children[position + 1:]
        if not (_has_text(before) and _has_text(after)):
            continue
        first, second = _paragraph_like(p, before), _paragraph_like(p, after)
        return [first, *split_at_page_breaks(second)]
    return [p]


def _paragraph_like(p, content) -> object:
    piece = p.makeelement(p.tag, dict(p.attrib))
    properties = p.find(W + "pPr")
    if properties is not None:
        piece.append(copy.deepcopy(properties))
    for element in content:
        piece.append(copy.deepcopy(element))
    return piece
