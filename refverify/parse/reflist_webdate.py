"""Web-page lists that write the names given-name first, then the page's date or "Unknown", then the
title (issue 20, held-out batch 28): "Ana Lima, Tom Berg, Sara Holt. 11 April 2019. Title. Available at:
https://… [Accessed: 09/04/2021].", "Acme Consulting. Unknown. Title. Available at: …", "Sara Holt. 18th
February 2018. Title.". The date sentence is a day and month or "Unknown" (a bare year is ACM's and
read there); the address and the access date are taken out before this reader. The names are split at
commas and "and" and marked guessed (one word may be a body or a person).
"""
from __future__ import annotations

import re

from .entry import BibEntry, set_names_and_year
from .reflist_certainty import guess

_MONTH = r"(?:January|February|March|April|May|June|July|August|September|October|November|December)"
_NAME = r"[A-Z][\w'’\-]*\.?(?:\s+[A-Z][\w'’\-]*\.?){0,3}"
_LINE = re.compile(rf"^(?P<names>{_NAME}(?:\s*,\s*(?:and\s+)?{_NAME})*(?:,?\s+and\s+{_NAME})?)\.\s+"
                   rf"(?P<date>Unknown|n\.\s?d\.|(?:\d{{1,2}}(?:st|nd|rd|th)?\s+)?{_MONTH}\s+(?:19|20)\d\d|"
                   rf"{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,\s+(?:19|20)\d\d)\.\s+(?P<title>[^.]{{3,}}?)\.?$")


def parse_web_date(text: str, entry: BibEntry) -> bool:
    line = _LINE.match(text.strip())
    if not line or not entry.url and not re.search(r"Unknown|n\.\s?d\.", line.group("date"), re.I) \
            and not re.search(r"\bAvailable\s+(?:at|from)\b", entry.raw or "", re.I):
        return False
    names = [n.strip() for n in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", line.group("names")) if n.strip()]
    entry.entry_type, entry.title = "misc", line.group("title").strip()
    set_names_and_year(entry, names, line.group("date"))
    guess(entry, ("authors",), "the names before the page's date, split at commas and 'and'")
    return True
