"""An IEEE line with a Harvard year put after the names (issue 20, held-out batch 28), as writers mix the
two: 'N. Vlajic and D. Zhou, (2018)"Title," in Computer, vol. 51, no. 7, pp. 26-34, July (2018), doi: …'.
The year in parentheses after the names is taken out (and the one after the month freed of its
parentheses), then the line is read as the IEEE line it is; the year stays the one written.

A hand-typed list (held-out batch 54) writes it without the comma and with only the year there: 'Sidra
Mehtab (2020), “Title” 2nd Novel Intelligent … Conference' — the year then closes the venue.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_styles import parse_ieee

# (a comma before the year or after it: "Name (2020) “Title”" without either is Harvard's)
_HEAD = re.compile(r"^(?P<names>[^\"“”()]{3,300}?)(?:,\s*\((?P<year>(?:1[6-9]|20)\d\d)[a-z]?\)\s*,?"
                   r"|\s*\((?P<later>(?:1[6-9]|20)\d\d)[a-z]?\)\s*,)\s*(?=[\"“])")


def parse_ieee_year_after_names(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text)
    if not head:
        return False
    year = head.group("year") or head.group("later")
    rest = re.sub(r"\((?P<year>(?:1[6-9]|20)\d\d)\)", r"\g<year>", text[head.end():])
    if not parse_ieee(f"{head.group('names')}, {rest}", entry) and (
            split_year(rest)[0] or not parse_ieee(f"{head.group('names')}, {rest.rstrip(' .')}, {year}", entry)):
        return False
    if not entry.year:
        entry.year, entry.year_suffix = split_year(year)
    return True
