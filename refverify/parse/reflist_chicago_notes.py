"""A book as Chicago's notes cite it, copied into a list (issue 20, held-out batch 57: a reading list for a
comprehensive exam):

    Walter W. Powell and Paul J. Di Maggio, *The New Institutionalism in Organizational Analysis* (Chicago:
    University of Chicago Press, 1991).

The names given first, parted by commas and "and"; the title; the place, the publisher and the year in
parentheses at its end (maybe a page after them). A note's article is reflist_styles' IEEE-shaped line.
"""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space, split_year

_UP = "A-ZÀ-ÖØ-ÞĀ-Ž"
# a word or a run of initials, taken whole (atomic: "A. B." read as one word or two made "A. " * 80 take seconds)
_WORD = rf"(?>[{_UP}][\w'’\-]+|[{_UP}]\.(?:\s?[{_UP}]\.)*)"
_NAME = rf"{_WORD}(?:\s+(?:{_WORD}|de|van|von|der|di|da|du|la|le)){{1,4}}"
_BOOK = re.compile(rf"^(?P<names>{_NAME}(?:(?:,\s+and\s+|\s+and\s+|,\s+){_NAME}){{0,9}})(?P<etal>,?\s+et\s+al\.)?"
                   r"(?:,?\s+eds?\.)?,\s+(?P<title>[^()]{3,300}?)\s*\((?P<place>[^():]{2,60}):\s*(?P<publisher>[^():,]{2,100}),\s*"
                   r"(?P<year>(?:1[5-9]|20)\d\d[a-z]?)\)\s*(?:,\s*(?P<pages>\d+(?:\s*[-–]\s*\d+)?))?\s*\.?$")


def parse_notes_book(text: str, entry: BibEntry) -> bool:
    found = _BOOK.match(text.strip())
    if not found:
        return False
    entry.authors = [clean_space(n) for n in re.split(r",\s+and\s+|\s+and\s+|,\s+", found.group("names")) if n.strip()]
    entry.authors_truncated = bool(found.group("etal"))
    entry.title, entry.publisher = found.group("title").strip(" ,."), clean_space(found.group("publisher"))
    entry.pages, entry.entry_type = found.group("pages") or "", "book"
    entry.year, entry.year_suffix = split_year(found.group("year"))
    return True
