"""IEEE Xplore's own "citation" text, as pasted into Word (issue 20, held-out batch 29): the names
parted by semicolons (the first "Family, I.", the others given name first), the title in quotes, then
the venue and "vol., no., pp.first,last," with the fields Xplore had empty left bare, the date last:

- 'Niu, B.; Qinghua Li; Xiaoyan Zhu, "Title," INFOCOM, 2014 Proceedings IEEE , vol., no., pp.754,762, April 27 2014-May 2 2014.'
- 'Wang, X.; Li Ming, "Title," Computers, IEEE Transactions on , vol.64, no.3, pp.700,712, March 1 2015'

"pp.754,762" is the page range (Xplore writes its dash as a comma).
"""
from __future__ import annotations

import re

from .entry import BibEntry, set_names_and_year
from .reflist_parts import normalize_pages

_LINE = re.compile(r"^(?P<names>[^\"“”;]+(?:;[^\"“”;]+)+),\s*[\"“](?P<title>[^\"“”]{3,}?),?[\"”]\s*,?\s*(?P<venue>[^\"“”]+?)\s*,"
                   r"\s*vol\.\s*(?P<volume>[\w\-]*)\s*,\s*no\.\s*(?P<issue>[\w\-]*)\s*,\s*pp\.\s*(?P<first>[A-Za-z]?\d+)"
                   r"(?:\s*[,\-–]\s*(?P<last>[A-Za-z]?\d+))?\s*,\s*(?P<date>[^\"“”]*?)\.?\s*$")
_NAME = re.compile(r"^[^\W\d_][\w'’\-]*(?:,\s*(?:[A-Z]\.\s?-?)+|(?:\s+[^\W\d_][\w'’.\-]*){1,3})$")


def parse_xplore(text: str, entry: BibEntry) -> bool:
    line = _LINE.match(text.strip())
    if not line:
        return False
    names = [n.strip() for n in line.group("names").split(";")]
    years = re.findall(r"\b(?:19|20)\d\d\b", line.group("date"))
    if not years or not all(_NAME.match(n) for n in names):
        return False
    pages = line.group("first") + (f"-{line.group('last')}" if line.group("last") else "")
    entry.entry_type, entry.title = "article", line.group("title").strip()
    entry.journal = line.group("venue").strip(" ,")
    entry.volume, entry.issue, entry.pages = line.group("volume"), line.group("issue"), normalize_pages(pages)
    set_names_and_year(entry, [n.rstrip(".") for n in names], years[0])
    return True
