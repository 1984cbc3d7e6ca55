"""French lines pasted from a PDF whose italic title lost the space after its comma: the family name
in capitals before the given name, then the title glued to the comma, then [place,] publisher, year.

    MOREL Paul et DURAND Lucie,Atlas des villes lentes, Paris, Autrement, 1995, 144 p.
    LEBLANC Jeanne \\(dir.\\),Dictionnaire des places, Flammarion « Champs », 2004
    PETIT A-M, ROUX Yann,Le goût des listes. Un essai, PUF 2016.

The missing space is the mark of the shape: a line with "Name, Title" spaced is another style's.
"""
from __future__ import annotations

import re

from .entry import BibEntry
from .reflist_parts import UPPER

_U = f"[{UPPER}]"
_FAMILY = rf"{_U}[{UPPER}’'\-]+(?:\s{_U}[{UPPER}’'\-]+)*"
_GIVEN = rf"{_U}(?:[a-zà-ÿ’']+|\.?(?:-{_U}\.?)?)(?:[\s\-]{_U}[a-zà-ÿ’'\-]+)*"
_ROLE = r"(?:\s*\\?\((?:dir|éd|eds?|coord)\.?\\?\))?"
_NAME = rf"(?P<f>{_FAMILY})\s+(?:{_GIVEN}){_ROLE}"
_ONE = re.compile(_NAME)
_NAMES = _NAME.replace("?P<f>", "?:")
_LINE = re.compile(
    rf"^(?P<names>{_NAMES}(?:(?:\s+et\s+|,\s+){_NAMES})*),(?=[^\s\d])(?P<body>.+?)"
    rf",\s+(?:(?P<place>{_U}[\w’'\-]+),\s+)?(?P<publisher>[^,«]+?)(?:\s*«[^»]*»)?,?\s+"
    rf"(?P<year>(?:1[5-9]|20)\d\d)(?:,\s*[\dIVXLC\-]+\s*p\b.*)?\s*\.?\s*$")


def parse_french_glued(text: str, entry: BibEntry) -> bool:
    """Fields of a line in this shape; False (entry untouched) for any other line."""
    m = _LINE.match(text.strip())
    if not m or re.search(r"(?:1[5-9]|20)\d\d\.?\s+" + _FAMILY + r"\s", m.group("body")):
        return False        # two works run together on one line: not read as one
    publisher = m.group("publisher").strip()
    if re.search(r"\d", publisher):
        return False
    entry.authors = [f"{n.group('f')}, {n.group(0)[len(n.group('f')):].strip()}" for n in _ONE.finditer(m.group("names"))]
    entry.authors = [re.sub(rf"{_ROLE}$", "", a).strip() for a in entry.authors]
    entry.title = m.group("body").strip().rstrip(".").strip()
    entry.entry_type, entry.publisher, entry.year = "book", publisher, int(m.group("year"))
    return True
