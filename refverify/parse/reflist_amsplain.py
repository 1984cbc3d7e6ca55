"""The AMS styles' lines as plain text, the italics lost (issue 20, held-out batch 101: a list copied
from a PDF typeset with amsplain):

    Norsaremah Salleh, Emilia Mendes, and John Grundy, Empirical studies of pair programming: A
    systematic literature review, IEEE Transactions on Software Engineering 37 (2011), no. 4, 509–525.
    Xuefeng Wei, Lin Lin, and Kinshuk, The effectiveness of partial pair programming, Computers &
    Education 160 (2021), 104023.

The names given first, parted by commas and a last "and"; then the title; then the journal, its volume,
the year in brackets, "no." and the pages. Without the italics the title's end is told by that journal
tail alone: the title is all between the names and it (its commas too), and both are marked guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, normalize_pages, split_year
from .reflist_certainty import guess
from .reflist_parts import UPPER

_WORD = rf"(?:(?:[{UPPER}]\.){{2,}}|[{UPPER}][\w'’\-]*\.?|(?:van|von|de|der|da|di|du|la|le)(?=\s))"
_NAME = rf"[{UPPER}][\w'’\-]*\.?(?:\s+{_WORD}){{1,3}}"
_LINE = re.compile(rf"^(?P<names>{_NAME}(?:,\s+{_NAME})*,?\s+and\s+(?:{_NAME}|[{UPPER}][\w'’\-]+)),\s+(?P<title>[^\d].{{5,400}}?),\s+"
                   r"(?P<journal>[^\W\d_][^;:()\d,]*?)\s+(?P<volume>\d{1,5})\s+\((?P<year>(?:1[5-9]|20)\d\d)\)"
                   r"(?:,\s*no\.\s*(?P<issue>[\w/\-–]+))?,\s*(?P<pages>[A-Za-z]?\d+(?:\s*[-–]+\s*[A-Za-z]?\d+)?)\.?$")


def parse_amsplain_text(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from such a line; False (entry untouched) for any other."""
    found = _LINE.match(text.strip())
    if not found:
        return False
    names = re.split(r",\s+(?:and\s+)?|\s+and\s+", found.group("names"))
    entry.authors = [n.strip() for n in names if n.strip()]
    entry.title = found.group("title").strip(" ,.")
    entry.journal, entry.volume = found.group("journal").strip(" ,."), found.group("volume")
    entry.issue, entry.pages = found.group("issue") or "", normalize_pages(found.group("pages"))
    entry.year, entry.year_suffix = split_year(found.group("year"))
    entry.entry_type = "article"
    guess(entry, ("title", "journal"), "an AMS line without its italics: the title's end told by the journal after it")
    return True
