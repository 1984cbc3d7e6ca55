"""An IEEE line with a Harvard year put after the names (issue 20, held-out batch 28), as writers mix the
two: 'N. Vlajic and D. Zhou, (2018)"Title," in Computer, vol. 51, no. 7, pp. 26-34, July (2018), doi: …'.
The year in parentheses after the names is taken out (and the one after the month freed of its
parentheses), then the line is read as the IEEE line it is; the year stays the one written.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_styles import parse_ieee

_HEAD = re.compile(r"^(?P<names>[^\"“”()]{3,300}?),\s*\((?P<year>(?:1[6-9]|20)\d\d)[a-z]?\)\s*,?\s*(?=[\"“])")


def parse_ieee_year_after_names(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text)
    if not head:
        return False
    rest = re.sub(r"\((?P<year>(?:1[6-9]|20)\d\d)\)", r"\g<year>", text[head.end():])
    if not parse_ieee(f"{head.group('names')}, {rest}", entry):
        return False
    if not entry.year:
        entry.year, entry.year_suffix = split_year(head.group("year"))
    return True
