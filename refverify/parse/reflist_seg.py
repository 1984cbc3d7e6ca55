"""The geoscience societies' author–date form (seg.bst, GSA, AGU-like; issue 20, held-out batch 75): the year
after the names and a comma, the title ended by a colon, then the journal and its numbers or the publisher:

    Bott, M., 1967, Solution of the linear inverse problem: Geophysical Journal International, 13, 313–323.
    Dampney, C. N. G., 1969, The equivalent source technique: Geophysics, 34, no. 1, 39–53.
    Aster, R. C., B. Borchers, and C. H. Thurber, 2019, Parameter estimation and inverse problems, 3 ed.: Elsevier.
    Smith, J. A., 2001, Title: Geology, v. 29, p. 123–126.

The names must read as such (the first family first, the others initials first; or one "Family, I. I."), so
a Harvard line ("Smith, J., 2020. Title.") or any other with a comma before its year is left alone.
"""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space, normalize_pages, set_names_and_year
from .reflist_parts import inverted_then_initials

_HEAD = re.compile(r"^(?P<names>[^()\d:]{3,400}?),\s*(?P<year>(?:1[5-9]|20)\d\d[a-z]?),\s+(?P<rest>[^\W\d_].*?)\.?$")
_ONE = re.compile(r"[^\W\d_][\w'’\- ]{1,40},\s*(?:[A-Z]\.\s?-?){1,3}")
_ARTICLE = re.compile(r"(?P<journal>[^\W\d_][^,\d]*?),\s*(?:v\.\s*)?(?P<volume>\d+(?:\s?[A-Z])?)(?:,\s*no\.\s*(?P<issue>[\w\-–/]+))?"
                      r"(?:,\s*(?:p\.\s*)?(?P<pages>[A-Za-z]?\d+(?:\s*[-–]+\s*[A-Za-z]?\d+)?))?")
_EDITION = re.compile(r",\s*(?:\d+(?:st|nd|rd|th)?|[Ff]irst|[Ss]econd|[Tt]hird)\s+ed\.?$")


def parse_seg(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a line of this shape; False (entry untouched) otherwise."""
    head = _HEAD.match(clean_space(text))
    if not head or ": " not in head.group("rest"):
        return False
    names = head.group("names").strip(" ,")
    authors = inverted_then_initials(names) or ([names.rstrip(".")] if _ONE.fullmatch(names) else [])
    if not authors:
        return False
    title, _, source = head.group("rest").rpartition(": ")
    article = _ARTICLE.fullmatch(source.strip(" ."))
    if article:
        entry.journal, entry.volume = article.group("journal").strip(), article.group("volume")
        entry.issue, entry.pages = article.group("issue") or "", normalize_pages(article.group("pages") or "")
        entry.entry_type = "article"
    elif not re.search(r"\d", source) or re.fullmatch(r"[^\d,]{2,80},\s*\d{1,4}", source.strip(" .")):
        publisher = re.split(r",(?!\s*(?:Inc|Ltd|LLC|Co)\b)", source)[0]      # "Elsevier" / "SIAM, 5" (a series' volume)
        entry.publisher, entry.entry_type = publisher.strip(" ") + ("." if publisher.endswith((", Inc", ", Ltd", ", Co")) else ""), "book"
    else:
        return False
    entry.title = _EDITION.sub("", title.strip(" ,."))
    set_names_and_year(entry, authors, head.group("year"))
    return bool(entry.title)
