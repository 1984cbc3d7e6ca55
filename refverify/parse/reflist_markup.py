"""Reference lines that carry HTML markup (issue 20): a list pasted from a web page, Markdown with
``<p>…</p>`` paragraphs and ``<i>…</i>`` titles, Zotero's "Copy Bibliography" as HTML
(``<div class="csl-entry">``, ``<div class="csl-left-margin">[1]</div>``), citeproc's and pandoc's
HTML (``<span class="nocase">``, ``<b>``, ``<sup>``, ``<a href="https://doi.org/…">``, ``&amp;``).

``as_text`` gives the text the readers already know: italics as Markdown's ``*…*``, the other inline
tags and the block wrappers gone (a block parts words like a space, so the left-margin number
stays the line's number: "[1] …"), ``<br>`` a space, a link's address kept after the line where
its text does not already say it (a DOI must still be found), entities unescaped. A line without
a real tag keeps its "<" ("a < b", "<https://…>", "<2 years" are no tags): only its entities are read.
"""
from __future__ import annotations

import html
import re

# Markdown emphasis, "*x*" / "**x**" / "_x_" (its text the second group)
MD_EMPHASIS = re.compile(r"(?<![\w*_])([*_]{1,2})(?=\S)(.+?)(?<=\S)\1(?![\w*_])")

_INLINE = ("a|abbr|b|bdi|bdo|big|cite|code|del|dfn|em|font|i|ins|kbd|mark|q|s|samp|small|span|strike|strong|"
           "sub|sup|time|tt|u|var")
_BLOCK = ("address|article|blockquote|body|dd|div|dl|dt|figcaption|footer|h[1-6]|header|html|li|main|nav|ol|p|"
          "section|table|tbody|td|th|thead|tr|ul")
_ATTRIBUTE = r"""\s+[A-Za-z_:][\w:.\-]*\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>=`]+)"""
# a tag of HTML's own names, its attributes written name="value": "<b and c>" in "a<b and c>d" is none
TAG = re.compile(rf"<(?P<close>/)?(?P<name>{_INLINE}|{_BLOCK}|br|hr|wbr|img)(?P<attrs>(?:{_ATTRIBUTE})*)\s*/?>",
                 re.I)
_COMMENT = re.compile(r"<!--.*?-->", re.S)
_ENTITY = re.compile(r"&(?:#\d{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_ITALIC_NAMES = {"i", "em", "cite"}
_ITALIC_STYLE = re.compile(r"font-style\s*:\s*(?:italic|oblique)", re.I)
_HREF = re.compile(r"""\shref\s*=\s*(?:"(?P<q>[^"]*)"|'(?P<s>[^']*)'|(?P<b>[^\s"'<>=`]+))""", re.I)
_STYLE = re.compile(r"""\sstyle\s*=\s*(?:"(?P<q>[^"]*)"|'(?P<s>[^']*)')""", re.I)
_BLOCK_NAME = re.compile(rf"(?:{_BLOCK}|br|hr)", re.I)


def has_markup(line: str) -> bool:
    """True when the line holds an HTML tag (not a "<" of the text, nor an autolink "<https://…>")."""
    return "<" in line and bool(TAG.search(line) or _COMMENT.search(line))


# Markdown's escaped punctuation, as pandoc writes it ("Milano 2018\\.", "\\[PhD dissertation\\]", "\\(2018\\)"); a
# LaTeX accent is no escape ("\\.{z}"), and an escaped "*" or "_" stays: it is the text's, not emphasis
_MD_ESCAPE = re.compile(r"\\([\[\]()#!+\-@$|<>]|\.(?![{A-Za-z]))")


def md_unescape(text: str) -> str:
    return _MD_ESCAPE.sub(r"\1", text) if "\\" in text else text


# reStructuredText around a list line: a citation target's ".. " before its label ("… [BrHe16] Brookes, …"), a link's
# backquotes and target ("`M. Hall, “Title,” … 2015. <http://…>`_", wrapped over lines); and a Markdown heading's
# "#" marks before an annotated bibliography's entry ("### Ananian, C. Scott. 2018. …")
_RST_TARGET = re.compile(r"^\s*\.\.\s+(?=\[[^\]\s]+\]\s)")
_RST_LINK_END = re.compile(r"\s*<(?P<url>(?:https?|ftp)://[^<>\s`]+)>`__?(?=[\s.,;]*$)")
_RST_LINK = re.compile(r"`(?P<text>[^`<>]+?)\s*<(?P<url>(?:https?|ftp)://[^<>\s`]+)>`__?")
_HEADING_MARKS = re.compile(r"^\s*#{1,6}\s+(?=\S)")


def rst_and_heading_marks_off(text: str) -> str:
    if "\\ " in text and not re.search(r"\\[A-Za-z]{2,}", text):
        # reStructuredText's escaped space, gone when rendered: "M.\\  Reiher" is "M. Reiher" (LaTeX's "\\ " is a
        # space); one written alone between two words ("E.\\ van Lenthe") is read as the space it stands for
        text = re.sub(r"(?<=[^\s\\])\\ (?=(\s?))", lambda m: "" if m.group(1) else " ", text)
    if "`" in text:
        text = _RST_LINK_END.sub(lambda m: " " + m.group("url"), _RST_LINK.sub(r"\g<text> \g<url>", text))
        text = re.sub(r"^(\s*)`(?=[^`\s])(?![^`]*`)", r"\1", text)
    text = _HEADING_MARKS.sub("", _RST_TARGET.sub("", text))
    # a software's name as a bold or code label before its citation: "- **AER**: Kleiber, C., & Zeileis, A. (2019)."
    return _NAME_LABEL.sub(r"\1", text)


# (the citation after it opens with a name and has its year in brackets)
_NAME_LABEL = re.compile(r"^(\s*(?:[-*+]\s+)?)(?:\*\*|`)[\w.\-]{1,24}(?:\*\*|`)\s*[:：]\s+(?=[A-Z][^()]{1,200}\((?:1[89]|20)\d\d[a-z]?\))")


def unescape(text: str) -> str:
    """Entities written whole ("&amp;", "&#8211;", "&nbsp;") as their characters; a "&" of the text
    ("R&D", "&para" without its ";") stays."""
    return _ENTITY.sub(lambda m: html.unescape(m.group(0)), text)


def _attribute(pattern: re.Pattern, attrs: str) -> str:
    match = pattern.search(attrs or "")
    if not match:
        return ""
    return unescape(next(v for v in match.groupdict().values() if v is not None)).strip()


class _Reader:
    """Walks the tags of one line, keeping its text, its italics as ``*…*`` and its links."""

    def __init__(self):
        self.out: list[str] = []
        self.open: list[tuple[str, str, int, str]] = []   # (name, "open" for italics, start, href)
        self.italic = 0
        self.addresses: list[str] = []

    def text(self, chunk: str) -> None:
        self.out.append(unescape(chunk))

    def tag(self, match: re.Match) -> None:
        name, attrs = match.group("name").lower(), match.group("attrs") or ""
        if _BLOCK_NAME.fullmatch(name):
            self.out.append(" ")
            return
        if name in ("wbr", "img"):
            return
        if not match.group("close"):
            style = _attribute(_STYLE, attrs)
            # (a title inside an italic one is set upright: Markdown has no such nesting, the span stays one)
            kind = "open" if name in _ITALIC_NAMES or _ITALIC_STYLE.search(style) else ""
            if kind == "open":
                self.italic += 1
            self.open.append((name, kind, len(self.out), _attribute(_HREF, attrs) if name == "a" else ""))
            if kind == "open" and self.italic == 1:
                self.out.append("\x00")
            return
        for at in range(len(self.open) - 1, -1, -1):
            if self.open[at][0] == name:
                break
        else:
            return              # a closing tag never opened: nothing to close
        while len(self.open) > at:
            self._close(*self.open.pop())

    def _close(self, name: str, kind: str, start: int, href: str) -> None:
        if kind == "open":
            self.italic -= 1
            if self.italic == 0:
                self._italics_end()
        if name == "a" and href:
            self._link(start, href)
        if name == "sup" and not "".join(self.out[:start]).strip() and "".join(self.out[start:]).strip().isdigit():
            self.out.append(" ")      # a list numbered in superscript: "<sup>4</sup>Okafor NC" → "4 Okafor NC"

    def _italics_end(self) -> None:
        """The span since the last opening mark as ``*span*``, its outer spaces outside the marks."""
        for at in range(len(self.out) - 1, -1, -1):
            if self.out[at] == "\x00":
                break
        else:
            return
        span = "".join(self.out[at + 1:])
        inner = span.strip()
        lead, trail = span[:len(span) - len(span.lstrip())], span[len(span.rstrip()):]
        self.out[at:] = [lead, f"*{inner}*" if inner else "", trail]

    def _link(self, start: int, href: str) -> None:
        shown = "".join(p for p in self.out[start:] if p != "\x00").strip()
        bare = lambda s: re.sub(r"^(?:https?://)?(?:www\.)?|/+$", "", s.strip(), flags=re.I).casefold()
        before = "".join(p for p in self.out[:start] if p != "\x00")
        if re.fullmatch(r"10\.\d{4,9}/\S+", shown) and shown.casefold() in href.casefold() \
                and not re.search(r"\bdoi\s*[:：]?\s*$", before, re.I):
            self.out[start:] = [href]      # a DOI alone, its link the address: "<a href=https://doi.org/10.1/x>10.1/x</a>"
            return
        if re.match(r"(?:https?|ftp)://", href, re.I) and bare(shown) != bare(href):
            self.addresses.append(href)    # not "#ref-smith" nor "mailto:…"; not what the text says

    def result(self) -> str:
        while self.open:
            self._close(*self.open.pop())
        if self.italic:
            self.italic = 0
            self._italics_end()
        text = "".join(p for p in self.out if p != "\x00")
        shown = re.sub(r"\s+", " ", text).strip()
        for address in dict.fromkeys(self.addresses):
            doi = re.search(r"doi\.org/(10\.\d{4,9}/\S+)", address, re.I)
            said = re.search(rf"(?:\bdoi\s*[:：]?\s*|doi\.org/){re.escape(doi.group(1))}", shown, re.I) if doi else None
            if address.casefold() not in shown.casefold() and not said:
                shown = f"{shown} {address}"     # where the line's reader looks for it: after the fields
        return shown


def as_text(line: str) -> str:
    """The line's HTML as the text it shows (see the module); a line without tags only has its
    entities unescaped ("Sensors &amp; Actuators", "1&ndash;9"), a line without either is unchanged."""
    if not has_markup(line):
        return unescape(line) if "&" in line else line
    reader = _Reader()
    text = _COMMENT.sub("", line)
    at = 0
    for match in TAG.finditer(text):
        reader.text(text[at:match.start()])
        reader.tag(match)
        at = match.end()
    reader.text(text[at:])
    return reader.result()
