"""APA 6's web document without an author, as Word and students write it (issue 20, held-out batch 29):
the title takes the author's place, then the date, then "Retrieved from" and the link.

- "Role of Front Office in The Hotel Industry Tourism Essay. (2015). Retrieved from https://…"
- "The Importance of Front Office in Tourism and Hospitality Industry. (n.d.). Retrieved from http://…"

A head with names ("Family, I.", "&", an organisation of one or two words) is left to the APA reader.
"""
from __future__ import annotations

import re
import unicodedata

from .entry import BibEntry, set_names_and_year

_LINE = re.compile(r"^(?P<title>[^\W\d_][^()]{10,300}?)\.\s+\((?P<year>(?:19|20)\d\d[a-z]?|n\.\s?d\.)\)\.\s*"
                   r"(?:Retrieved\s+(?:\w+\s+\d{1,2},\s+\d{4},\s+)?from|Available\s+(?:at|from))\b", re.I)


def parse_title_then_date(text: str, entry: BibEntry) -> bool:
    raw = unicodedata.normalize("NFC", re.sub(r"[\u00a0\u2009\u202f]", " ", entry.raw or "")).strip()
    line = _LINE.match(raw)
    if not line:
        return False
    title = line.group("title").strip()
    if len(title.split()) < 4 or re.search(r",\s*(?:[A-Z]\.\s*)+(?:,|&|$)|\s&\s", title):
        return False        # "Smith, J., & Lee, K. (2015). Retrieved from …": names, not a title
    entry.entry_type, entry.title = "misc", title
    set_names_and_year(entry, [], "" if line.group("year").lower().startswith("n") else line.group("year"))
    return True
