"""Wikipedia's citation templates (CS1) copied into a reference list: "Family, Given; Family, Given
(year), Title, Place: Publisher" for a book and "Family, Given (year), "Title", Journal, 300 (2):
331–333" for an article — names joined by semicolons, the year in parentheses followed by a comma,
the parts of the rest separated by commas. An original year may follow ("(1878) [1822],").
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_parts import _PAGES, normalize_pages

_NAME = r"[^\W\d_][\w'’\-]*(?:\s+[^\W\d_][\w'’\-]*){0,2},\s*[^\W\d_][\w'’\-.]*(?:\s+[^\W\d_][\w'’\-.]*){0,3}"
_HEAD = re.compile(rf"^(?P<authors>{_NAME}(?:\s*;\s*{_NAME})*)\s*\((?P<year>(?:1[5-9]|20)\d\d[a-z]?)\)"
                   r"(?:\s*\[\d{4}\])?\s*,\s*(?P<rest>\S.*)$")
_QUOTED = re.compile(r"^[\"“](?P<title>[^\"”]+?)[,.]?[\"”]\s*,\s*(?P<container>.+)$")
_NUMBERS = re.compile(rf"^(?P<journal>.+?),\s*(?:vol\.\s*)?(?P<volume>\d{{1,5}})\s*(?:\((?P<issue>[^)]+)\))?"
                      rf"\s*(?::\s*(?P<pages>{_PAGES}))?\s*\.?$")


def parse_cs1(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text.strip())
    if not head:
        return False
    entry.authors = [re.sub(r"\s+", " ", name).strip() for name in head.group("authors").split(";")]
    entry.year, entry.year_suffix = split_year(head.group("year"))
    rest = head.group("rest").strip().rstrip(".")
    quoted = _QUOTED.match(rest)
    if quoted:
        entry.title = quoted.group("title").strip()
        container = quoted.group("container").strip()
        numbers = _NUMBERS.match(container)
        if numbers:
            entry.entry_type = "article"
            entry.journal = numbers.group("journal").strip()
            entry.volume, entry.issue = numbers.group("volume"), (numbers.group("issue") or "").strip()
            entry.pages = normalize_pages(numbers.group("pages") or "")
        else:
            entry.journal = container
        return True
    # a book: the title is the first part, the publisher the last ("Princeton, N.J.: Princeton
    # University Press"), a note in parentheses is no part of it
    parts = [p.strip() for p in re.split(r",\s+(?![^()]*\))", re.sub(r"\s*\([^()]*\)\s*$", "", rest)) if p.strip()]
    entry.entry_type = "book"
    entry.title = parts[0]
    if len(parts) >= 2:
        entry.publisher = re.sub(r"^[^:]{1,40}:\s*", "", ", ".join(parts[-1:]) if ":" not in ", ".join(parts[1:])
                                 else ", ".join(parts[1:]).rsplit(":", 1)[-1]).strip(" .")
    return True
