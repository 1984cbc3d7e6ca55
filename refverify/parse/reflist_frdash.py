"""French library lines (the style French schools and libraries teach, after the old AFNOR card):
the family name in capitals, the given name in parentheses, each part opened by a dash, the title in
italics (or plain between two dashes: the reader has already taken *…* off), the place before the publisher.

    DURAND \\(Lucie\\) et MOREL \\(Paul\\). - _Titre du livre_. - Paris : Éditeur, 2015.
    LEBLANC \\(Jeanne\\), dir. - _Un ouvrage collectif ?_ - Lyon : Presses du Rhône, 2001.

The parentheses come escaped ("\\(") from a Markdown export, or plain; the italics as _…_ or *…*.
"""
from __future__ import annotations

import re

from .entry import BibEntry
from .reflist_parts import UPPER

_U = f"[{UPPER}]"
_FAMILY = rf"(?:d[’']|de\s+|du\s+|le\s+|la\s+)?{_U}[{UPPER}’'\-]+(?:\s{_U}[{UPPER}’'\-]+)*"
_NAME = rf"(?P<f>{_FAMILY}),?\s*\\?\(\s*(?P<g>[^()\\]+?)\s*\\?\)"
_ONE = re.compile(_NAME)
_NAMES = _NAME.replace("?P<f>", "?:").replace("?P<g>", "?:")
_LINE = re.compile(
    rf"^(?P<names>{_NAMES}(?:(?:\s+et\s+|,\s*){_NAMES})*)(?:,\s*(?:dir|éd|coord)\.?)?\s*\.?\s*-?\s*"
    rf"(?:(?P<mark>[_*])(?P<title>[^_*]+?)(?P=mark)\s*\.?\s*-?\s*|(?<=-\s)(?P<plain>[^_*]+?)\.?\s+-\s+)"
    rf"(?P<place>[^:,_*]+?)\s*:\s*(?P<publisher>[^,:_*]+?),\s*(?P<year>(?:1[5-9]|20)\d\d)\s*\.?\s*$")


def parse_french_dashes(text: str, entry: BibEntry) -> bool:
    """Fields of a line in this shape; False (entry untouched) for any other line."""
    m = _LINE.match(text.strip())
    if not m:
        return False
    entry.authors = [f"{n.group('f')}, {n.group('g')}" for n in _ONE.finditer(m.group("names"))]
    entry.title = (m.group("title") or m.group("plain")).strip().rstrip(".").strip()
    entry.entry_type, entry.publisher, entry.year = "book", m.group("publisher").strip(), int(m.group("year"))
    return True
