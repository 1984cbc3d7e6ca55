"""Taylor & Francis's "To cite this article" line (on the first page of every T&F PDF and under
"Cite this article" on the article page), pasted into a list (issue 20):
"Lena Ortiz, Paul Haas & Ana Lind (2014) Title, Journal of Things, 8:5, 317-335, DOI:
10.1080/…" — names given first, joined by commas and "&", the year in parentheses (sometimes with a
colon after it), then title, journal, "volume:issue" and the pages set off by commas; an article
published online first has no numbers ("(2018): Title, Journal, DOI: 10.1080/…").

The title and the journal are set off by a comma only: the journal is the last part before the
numbers; a title or journal with a comma in it is marked guessed (reflist_sciencedirect's rule).
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_acm import GIVEN_FIRST, names, plain
from .reflist_parts import _PAGES, normalize_pages
from .reflist_sciencedirect import title_journal

_HEAD = re.compile(rf"^(?:[\[［]\d{{1,4}}[\]］]\s*)?(?:To\s+cite\s+this\s+article\s*:\s*)?"
                   rf"(?P<authors>{GIVEN_FIRST}(?:\s*(?:,|&|,?\s+and)\s*{GIVEN_FIRST})*)"
                   r"\s*\((?P<year>(?:19|20)\d\d)[a-z]?\)\s*[:.]?\s+(?P<rest>\S.*)$")
_NUMBERS = re.compile(rf",\s*(?P<volume>\d+)(?::(?P<issue>[\w\-/]+)|\((?P<issue2>[\w\-/]+)\))?,\s*(?P<pages>{_PAGES})[\s.,]*$")


def parse_tandf(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(plain(text).strip())
    if not head or "," not in head.group("rest") or head.group("rest")[:1] in "'‘’“\"":
        return False          # a title in quotation marks is Harvard's ("Fiorineschi L and Rotini F (2021) 'Title', …")
    people = names(head.group("authors").replace("&", ","))
    if not all(re.search(r"[^\W\d_]{2,}$", p) for p in people):
        return False          # T&F spells the family name out last, never "Fiorineschi L"
    rest = head.group("rest").strip(" .,")
    numbers = _NUMBERS.search(rest)
    if not numbers and (not entry.doi.startswith("10.1080/") or re.search(r"\d", rest.rsplit(",", 1)[-1])):
        return False          # online first: only T&F's own DOI tells the shape, and no numbers follow the journal
    if numbers and not (numbers.group("issue") or numbers.group("issue2") or entry.doi.startswith("10.1080/")):
        return False          # "Title, Journal, 41, 325-337" without T&F's "41:3" is another style's
    before = rest[:numbers.start()] if numbers else rest
    notes, certainty = list(entry.notes), dict(entry.certainty)
    split = title_journal([p.strip() for p in before.split(",") if p.strip()], entry, "Taylor & Francis's citation line")
    if not split:
        entry.notes, entry.certainty = notes, certainty
        return False
    entry.entry_type, (entry.title, entry.journal) = "article", split
    entry.authors = people
    entry.year, entry.year_suffix = split_year(head.group("year"))
    if numbers:
        entry.volume = numbers.group("volume")
        entry.issue = numbers.group("issue") or numbers.group("issue2") or ""
        entry.pages = normalize_pages(numbers.group("pages"))
    return True
