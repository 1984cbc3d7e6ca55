"""Byte-exact editing of OOXML parts.

An XML part is parsed with lxml for its meaning and tokenised once for the byte span of every
element, so insertions go into the original bytes and everything else stays as it was (python-docx
would re-serialise every part it loads). ``Spans`` pairs the n-th element of lxml's document order
with the n-th start tag of the byte stream.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from lxml import etree

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
# A tag, a comment, a processing instruction or a CDATA section; attribute values may hold ">".
_TOKEN = re.compile(rb"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<\?.*?\?>|<!DOCTYPE[^>]*>"
                    rb"|<(/?)([^\s/>]+)((?:[^>\"']+|\"[^\"]*\"|'[^']*')*)>", re.S)
# One character of text content: an entity or character reference, a CRLF (parsed as one LF), or
# one UTF-8 character.
_CHAR = re.compile(rb"&[^;]{1,32};|\r\n|[\x00-\x7f]|[\xc0-\xdf][\x80-\xbf]|[\xe0-\xef][\x80-\xbf]{2}"
                   rb"|[\xf0-\xf7][\x80-\xbf]{3}")


class SpanError(ValueError):
    """The byte stream and the parsed tree disagree: the part is left as it was."""


@dataclass
class Span:
    start: int           # "<" of the start tag
    open_end: int        # just after the start tag (== end for an empty element)
    close_start: int     # "<" of the end tag (== end for an empty element)
    end: int             # just after the end tag


class Spans:
    def __init__(self, data: bytes):
        self.data = data
        self.root = etree.fromstring(data)
        starts: list[Span] = []
        stack: list[Span] = []
        for match in _TOKEN.finditer(data):
            closing, name = match.group(1), match.group(2)
            empty = bool(match.group(3)) and match.group(3).endswith(b"/")
            if name is None:
                continue
            if closing:
                span = stack.pop()
                span.close_start, span.end = match.start(), match.end()
            else:
                span = Span(match.start(), match.end(), match.end(), match.end())
                starts.append(span)
                if not empty:
                    stack.append(span)
        elements = list(self.root.iter(tag=etree.Element))
        if len(elements) != len(starts) or stack:
            raise SpanError(f"{len(elements)} elements parsed, {len(starts)} tags found")
        self._by_element = dict(zip(elements, starts))

    def __getitem__(self, element) -> Span:
        return self._by_element[element]

    def raw(self, element) -> bytes:
        span = self[element]
        return self.data[span.start:span.end]

    def prefix_of(self, namespace: str) -> str | None:
        """The prefix bound to ``namespace`` on the root element (None: not bound there)."""
        for prefix, uri in self.root.nsmap.items():
            if uri == namespace and prefix:
                return prefix
        return None


def text_units(data: bytes, span: Span) -> list[tuple[int, int]]:
    """Byte ranges of each character of an element's text content (as lxml counts them)."""
    units = []
    pos = span.open_end
    for match in _CHAR.finditer(data, span.open_end, span.close_start):
        if match.start() != pos:
            raise SpanError("unexpected bytes in text content")
        units.append((match.start(), match.end()))
        pos = match.end()
    return units


def apply_edits(data: bytes, edits: list[tuple[int, int, bytes]]) -> bytes:
    """Replace ``data[start:end]`` by each replacement; the ranges must not overlap."""
    out, pos = [], 0
    for start, end, replacement in sorted(edits, key=lambda e: (e[0], e[1])):
        if start < pos:
            raise SpanError("overlapping edits")
        out += [data[pos:start], replacement]
        pos = end
    out.append(data[pos:])
    return b"".join(out)


# What XML 1.0 cannot hold at all, even as a character reference: C0 controls but tab / LF / CR,
# surrogates, U+FFFE / U+FFFF
_XML_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def escape(text: str) -> bytes:
    """Text (or an attribute value) for an XML part: markup characters escaped, the characters
    XML cannot hold dropped (a source value with ``</w:t>``, ``&``, ``]]>`` or a control
    character stays one well-formed text node)."""
    text = _XML_ILLEGAL.sub("", text)
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;")).encode("utf-8")


def insert_before_close(data: bytes, spans: Spans, element, content: bytes) -> tuple[int, int, bytes]:
    """An edit that appends ``content`` as the last children of ``element``."""
    span = spans[element]
    if span.close_start == span.end and span.open_end == span.end:   # <x/>: open it
        tag = spans.data[span.start:span.end]
        name = re.match(rb"<([^\s/>]+)", tag).group(1)
        opened = tag[:-2].rstrip() + b">"
        return span.start, span.end, opened + content + b"</" + name + b">"
    return span.close_start, span.close_start, content
