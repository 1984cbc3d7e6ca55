"""A tool or web page cited by its authors, its name and its address only, as numbered styles print a
BibTeX ``@misc`` (elsarticle-num, IEEE-like lists typed by hand):

    [1] R. Oduya, Quick fuzzer, https://example.org/qf/
    [1] R. Oduya, Quick fuzzer (2014). URL http://example.org/qf/
    [2] K. Lind, D. Moss, qlib: a library for fuzz testing, https://example.org/qlib.html, accessed 2020-01-02.

The names are given first by their initials ("R. Oduya", "C.A. Moss"); the title is everything after the
last name, up to the year, the "URL" word or the access date. Only a line whose address was taken out
(``entry.url``) is read here.
"""
from __future__ import annotations

import re

from .entry import BibEntry
from .reflist_parts import UPPER

_NAME = rf"[{UPPER}]\.(?:\s?-?[{UPPER}]\.)*\s?[{UPPER}][\w'’\-]+(?:\s+[{UPPER}][\w'’\-]+)?"
_LINE = re.compile(
    rf"^(?P<names>{_NAME}(?:\s*,\s*(?:and\s+)?{_NAME})*(?:,?\s+and\s+{_NAME})?)(?P<etal>,?\s+et\s+al\.?)?\s*,\s+"
    r"(?P<title>[^\s,.].*?)(?:\s*\((?P<year>(?:19|20)\d\d)\))?"
    r"[\s.,]*(?:URL\b|[Aa]vailable(?:\s+(?:at|from|online))?\s*:?|\[Online\]\.?(?:\s*Available\s*:?)?)?"
    r"[\s.,]*(?:\(?(?:[Ll]ast\s+)?[Aa]ccessed\b[^()]*\)?)?[\s.,]*$")


def parse_names_web_title(text: str, entry: BibEntry) -> bool:
    if not entry.url:
        return False
    line = _LINE.match(text.strip())
    # (a journal's numbers, a quoted title, a year inside — "Title, Journal 5 (2001) 123", "Title, Press, 2001"
    # — are another style's)
    # (nor a journal and its volume alone after the title: "Title, Scientific reports 4", elsarticle-num's)
    if not line or re.search(r"\b(?:vol\.|pp\.|no\.)\s*\d|\d+\s*[–\-]\s*\d+|[“\"]|[,(]\s*(?:19|20)\d\d\b",
                             line.group("title")) or re.search(r",\s+[A-Z][^,\d]{2,80}\s+\d{1,4}\s*$", line.group("title")):
        return False
    entry.authors = [n.strip() for n in re.split(r"\s*,\s*(?:and\s+)?|,?\s+and\s+", line.group("names")) if n.strip()]
    entry.authors_truncated = bool(line.group("etal"))
    entry.title = line.group("title").strip(" .,")
    entry.year = int(line.group("year")) if line.group("year") else None
    entry.entry_type = "misc"
    return True
