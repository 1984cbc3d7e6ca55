"""Find a claim's citation marker again in a Word document: the runs and characters it spans.

The paragraphs are read by the walk Step A reads them with (``parse.docx_text``: runs, hidden
text, invisible characters, superscripts), asked to also tell the run and the ``w:t`` each
character came from, so a comment can be anchored on the marker.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from typing import NamedTuple

from lxml import etree

from ..parse import docx_text as dt
from ..parse.citations import find_citations


class CharRef(NamedTuple):
    run: object          # the w:r element
    item: object         # the w:t (or w:tab, w:br …) element
    index: int           # the character's index in item.text (0 for a one-character element)


@dataclass
class TextMap:
    """A paragraph's text and where each character came from: ``segments`` are
    (text offset, run, item, index in item.text) of stretches of consecutive characters of one
    item; a stretch with no run is a joining space."""
    text: str = ""
    segments: list[tuple] = field(default_factory=list)
    superscripts: list[tuple[int, int]] = field(default_factory=list)
    # the notes referenced: (footnote|endnote, id, the reference mark's run and element)
    notes: list[tuple[str, str, CharRef]] = field(default_factory=list)

    def char(self, offset: int) -> CharRef | None:
        at = bisect_right(self.segments, offset, key=lambda seg: seg[0]) - 1
        start, run, item, index = self.segments[at]
        return None if run is None else CharRef(run, item, index + offset - start)

    def extend(self, other: "TextMap", joiner: str = "") -> None:
        if joiner and self.text:
            self.segments.append((len(self.text), None, None, 0))
            self.text += joiner
        offset = len(self.text)
        self.text += other.text
        self.segments += [(s + offset, r, i, k) for s, r, i, k in other.segments]
        self.superscripts += [(s + offset, e + offset) for s, e in other.superscripts]


def paragraph_map(p, styles) -> TextMap:
    """The paragraph's text as Step A reads it (the one walk, ``parse.docx_text``), with each
    character's origin."""
    read = dt.paragraph_text(p, styles, positions=True)
    return TextMap(read.text, read.segments, read.superscripts,
                   [(kind, note_id, CharRef(run, item, 0)) for kind, note_id, run, item in read.notes])


class WordBlocks:
    """The body paragraphs by Step A's index, and the footnotes / endnotes they reference."""

    def __init__(self, body, notes_roots: dict[str, object], styles):
        self.styles = styles
        self.paragraphs = {index: p for index, (p, _t, _s) in
                           enumerate(dt.body_paragraphs(body), 1)}
        self.notes = {}
        for kind, root in notes_roots.items():
            for note in root.iter(dt.W + kind):
                self.notes[(kind, note.get(dt.W + "id"))] = note
        self._maps: dict[tuple, TextMap] = {}

    def body_map(self, index: int) -> TextMap | None:
        p = self.paragraphs.get(index)
        if p is None:
            return None
        key = ("p", index)
        if key not in self._maps:
            text_map = paragraph_map(p, self.styles)
            text_map.text = text_map.text.replace("\n", " ")   # as Step A's body blocks
            self._maps[key] = text_map
        return self._maps[key]

    def note_maps(self, index: int) -> list[tuple[CharRef, TextMap]]:
        """The notes referenced from paragraph ``index``, each as Step A merges it, with the
        reference mark that calls it in the paragraph."""
        p = self.paragraphs.get(index)
        if p is None:
            return []
        out = []
        for kind, note_id, mark in self.body_map(index).notes:
            note = self.notes.get((kind, note_id))
            if note is None:
                continue
            merged = TextMap()
            for para in note.iter(dt.P):
                one = paragraph_map(para, self.styles)
                if one.text.strip():
                    one.text = one.text.replace("\n", " ")
                    merged.extend(one, joiner=" ")
            if merged.text.strip():
                out.append((mark, merged))
        return out


def find_marker(maps: list[TextMap], marker: str, occurrence: int,
                max_number: int | None) -> tuple[TextMap, int, int] | None:
    """The ``occurrence``-th citation marker written ``marker`` across ``maps`` (in order)."""
    seen = 0
    for text_map in maps:
        for match in find_citations(text_map.text, text_map.superscripts, max_number=max_number):
            if match.raw != marker:
                continue
            if seen == occurrence:
                return text_map, match.start, match.end
            seen += 1
    return None


def find_text(text_map: TextMap, needle: str) -> tuple[int, int] | None:
    at = text_map.text.find(needle) if needle else -1
    if at >= 0:
        return at, at + len(needle)
    stripped = text_map.text.strip()
    if not stripped:
        return None
    start = text_map.text.find(stripped)
    return start, start + len(stripped)


def read_styles(blob: bytes | None) -> dt.Styles:
    return dt.Styles(etree.fromstring(blob) if blob else None)


_FLD_SIMPLE = dt.W + "fldSimple"
_FLD_CHAR = dt.W + "fldChar"
_FLD_TYPE = dt.W + "fldCharType"


def field_around(run):
    """(first, last) element of the reference-manager field (Zotero, EndNote, Mendeley) whose
    visible result holds ``run``, or None. A comment inside a field result is lost when the
    field is refreshed (and LibreOffice drops its text), so the comment goes around the field."""
    outer = None
    parent = run.getparent()
    while parent is not None and parent.tag != dt.P:
        if parent.tag == _FLD_SIMPLE:
            outer = parent
        parent = parent.getparent()
    if outer is not None:
        return outer, outer
    if parent is None:
        return None
    stack: list[list] = []       # [begin run, in result]
    opened = None
    for r in parent.iter(dt.R):
        for fld in r.iter(_FLD_CHAR):
            kind = fld.get(_FLD_TYPE)
            if kind == "begin":
                stack.append([r, False])
            elif kind == "separate" and stack:
                stack[-1][1] = True
            elif kind == "end" and stack:
                begin = stack.pop()
                if opened is not None and begin[0] is opened and not stack:
                    return opened, r
        if r is run:
            if not stack or not stack[0][1]:
                return None
            opened = stack[0][0]
    return None
