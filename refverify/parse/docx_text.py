"""The text of a Word paragraph, read one way for everyone (issue 21).

Step A's reader and the annotated copy must see the same characters at the same offsets: a
comment is anchored on a citation marker Step A found at an offset of the paragraph's text. So
the walk over runs — hidden text skipped, invisible characters dropped, no-break spaces made
spaces, tabs and breaks as one character, superscript spans, note references — is written once,
here; ``paragraph_text(..., positions=True)`` also tells, for each stretch of characters, the
``w:r`` and the ``w:t`` (or ``w:tab``, ``w:br`` …) it came from.
"""
from __future__ import annotations

from dataclasses import dataclass, field

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
P, R, T, TBL, SDT, SDT_CONTENT = W + "p", W + "r", W + "t", W + "tbl", W + "sdt", W + "sdtContent"
VAL = W + "val"
# Elements whose runs are part of the visible paragraph text.
RUN_CONTAINERS = {W + n for n in ("hyperlink", "ins", "smartTag", "sdt", "sdtContent", "fldSimple",
                                  "customXml", "moveTo", "bdo", "dir")}
# Body-level wrappers whose paragraphs belong to the text (content controls, custom XML).
BLOCK_WRAPPERS = {SDT, W + "customXml"}
# Characters Word users paste in without seeing them: zero-width spaces and joiners, the BOM,
# soft hyphens go; no-break spaces become spaces, so "[1,\u200b2]" reads as "[1,2]".
INVISIBLE = str.maketrans({"\u200b": None, "\u200c": None, "\u200d": None, "\u2060": None,
                           "\ufeff": None, "\u00ad": None, "\u00a0": " ", "\u202f": " ",
                           "\u2007": " "})
_DROPPED = {chr(c) for c, v in INVISIBLE.items() if v is None}
# One-character elements of a run: a manual line break is "\n" (body blocks make it a space,
# a reference list splits entries at it).
_ONE_CHAR = {W + "tab": "\t", W + "br": "\n", W + "cr": "\n", W + "noBreakHyphen": "-"}
_NOTE_REFERENCES = {W + "footnoteReference": "footnote", W + "endnoteReference": "endnote"}


def val(parent, tag: str) -> str | None:
    element = parent.find(W + tag) if parent is not None else None
    return element.get(VAL) if element is not None else None


def toggle(parent, tag: str) -> bool | None:
    """An on/off property (<w:vanish/>, <w:vanish w:val="0"/>); None when absent."""
    element = parent.find(W + tag) if parent is not None else None
    if element is None:
        return None
    return element.get(VAL, "true").lower() not in ("0", "false", "off")


@dataclass
class Style:
    name: str = ""
    based_on: str | None = None
    outline: int | None = None     # w:outlineLvl (0-based), 9 = body text
    superscript: bool | None = None
    numbered: bool = False
    hidden: bool | None = None     # w:vanish in the style's run properties


class Styles:
    """The document's styles (styles.xml), with their basedOn chains."""

    def __init__(self, root):
        self.styles: dict[str, Style] = {}
        if root is None:
            return
        for element in root.iter(W + "style"):
            style_id = element.get(W + "styleId")
            if not style_id:
                continue
            ppr, rpr = element.find(W + "pPr"), element.find(W + "rPr")
            outline = val(ppr, "outlineLvl")
            vert = val(rpr, "vertAlign")
            num = ppr.find(W + "numPr") if ppr is not None else None
            self.styles[style_id] = Style(
                name=val(element, "name") or "", based_on=val(element, "basedOn"),
                outline=int(outline) if outline and outline.isdigit() else None,
                superscript=None if vert is None else vert == "superscript",
                numbered=num is not None, hidden=toggle(rpr, "vanish"))

    def chain(self, style_id: str | None):
        seen = set()
        while style_id and style_id in self.styles and style_id not in seen:
            seen.add(style_id)
            yield self.styles[style_id]
            style_id = self.styles[style_id].based_on

    def name(self, style_id: str | None) -> str:
        style = self.styles.get(style_id or "")
        return style.name if style else ""

    def inherited(self, style_id: str | None, attribute: str):
        for style in self.chain(style_id):
            value = getattr(style, attribute)
            if value not in (None, False):
                return value
        return None


def is_hidden(run, styles: Styles) -> bool:
    """Hidden text (w:vanish on the run or its character style) is not printed: reference
    managers leave field data there."""
    rpr = run.find(W + "rPr")
    own = toggle(rpr, "vanish")
    if own is not None:
        return own
    # the nearest style in the basedOn chain that sets vanish decides
    for style in styles.chain(val(rpr, "rStyle")):
        if style.hidden is not None:
            return style.hidden
    return False


def is_superscript(run, styles: Styles) -> bool:
    rpr = run.find(W + "rPr")
    if rpr is not None:
        vert = val(rpr, "vertAlign")
        if vert is not None:
            return vert == "superscript"
        style = val(rpr, "rStyle")
        if style:
            return bool(styles.inherited(style, "superscript"))
    return False


@dataclass
class ParagraphText:
    """A paragraph's visible text; its superscript spans; the notes it calls, as (footnote |
    endnote, id, run, reference element); with ``positions``, ``segments``: (text offset, run,
    item, index in item.text) for each stretch of consecutive characters of one item."""
    text: str = ""
    superscripts: list[tuple[int, int]] = field(default_factory=list)
    notes: list[tuple[str, str, object, object]] = field(default_factory=list)
    segments: list[tuple] = field(default_factory=list)


def paragraph_text(p, styles: Styles, positions: bool = False) -> ParagraphText:
    """The text of paragraph element ``p`` as every part of refverify reads it."""
    out = ParagraphText()
    parts: list[str] = []
    length = 0

    def add(text: str, run, item, index: int = 0) -> None:
        nonlocal length
        if positions:
            out.segments.append((length, run, item, index))
        parts.append(text)
        length += len(text)

    def walk(element):
        for child in element:
            tag = child.tag
            if tag == R:
                if is_hidden(child, styles):
                    continue
                start = length
                for item in child:
                    item_tag = item.tag
                    if item_tag == T:
                        value = item.text or ""
                        if not positions or not _DROPPED.intersection(value):
                            add(value.translate(INVISIBLE), child, item)
                        else:   # each kept character remembers its index in the w:t
                            for i, ch in enumerate(value):
                                if ch not in _DROPPED:
                                    add(ch.translate(INVISIBLE), child, item, i)
                    elif item_tag in _ONE_CHAR:
                        add(_ONE_CHAR[item_tag], child, item)
                    elif item_tag in _NOTE_REFERENCES:
                        out.notes.append((_NOTE_REFERENCES[item_tag], item.get(W + "id"), child, item))
                if length > start and is_superscript(child, styles):
                    if out.superscripts and out.superscripts[-1][1] == start:
                        out.superscripts[-1] = (out.superscripts[-1][0], length)
                    else:
                        out.superscripts.append((start, length))
            elif tag in RUN_CONTAINERS:
                walk(child)

    walk(p)
    out.text = "".join(parts)
    return out


def body_paragraphs(body):
    """(paragraph element, in_table, in a table of contents) in document order; table-of-contents
    controls are flagged but still counted, so paragraph indices match the document."""
    for child in body:
        if child.tag == P:
            yield child, False, False
        elif child.tag == TBL:
            for p in child.iter(P):
                yield p, True, False
        elif child.tag in BLOCK_WRAPPERS:
            gallery = child.find(f"{W}sdtPr/{W}docPartObj/{W}docPartGallery")
            is_toc = gallery is not None and "contents" in (gallery.get(VAL) or "").lower()
            content = child.find(SDT_CONTENT) if child.tag == SDT else child
            if content is not None:
                for p, in_table, skipped in body_paragraphs(content):
                    yield p, in_table, skipped or is_toc
