"""Nature's conference papers: "Kim, Y. J. et al. Title. In Proc. 2014 IEEE International Conference on
Robotics and Automation (ICRA) 6712–6718 (IEEE, 2014)." — the proceedings' name runs to the pages, the
publisher and the year close the line in parentheses; also written ", in Proc. …" after the title, or
"In Advances in Neural Information Processing Systems 30 5998–6008 (Curran Associates, 2017)."
(The older readers took "Proc" alone for the venue.)
"""
from __future__ import annotations

import re

from .entry import BibEntry, normalize_pages, placeholder_authors, split_year
from .reflist_parts import _NATURE_AUTHORS, _names

_PROC = re.compile(
    r"^(?P<title>[^()]+?)(?:[.?!]\s+In|,\s+in)\s+(?P<venue>\S.+?)"
    r"(?:\s+(?P<pages>[A-Za-z]?\d+(?:\s*[–\-]\s*[A-Za-z]?\d+)?))?\s*"
    r"\((?:(?P<publisher>[^()\d][^()]*?),\s*)?(?P<year>(?:19|20)\d\d)[a-z]?\)\.?$")
_PROCEEDINGS = re.compile(r"^(?:Proc\.|Proceedings\b)|\b(?:Conference|Symposium|Workshop|Advances in)\b")


def parse_nature_proceedings(text: str, entry: BibEntry) -> bool:
    head = _NATURE_AUTHORS.match(text.strip())
    if not head:
        return False
    match = _PROC.match(head.group("rest").strip())
    if not match or not _PROCEEDINGS.search(match.group("venue")) or re.search(r"\(eds?\.?\b", match.group("venue")):
        return False
    authors, truncated = _names(head.group("authors"))
    if not authors:
        return False
    entry.authors, entry.authors_truncated = authors, truncated
    entry.placeholder_authors = placeholder_authors(authors, truncated)
    entry.title = match.group("title").strip(" .,")
    entry.journal = match.group("venue").strip(" .,")
    entry.pages = normalize_pages(match.group("pages") or "")
    entry.publisher = (match.group("publisher") or "").strip()
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.entry_type = "inproceedings"
    return True
