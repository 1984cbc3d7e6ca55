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
    r"^(?P<title>[^()]+?)(?:[.?!]\s+[Ii]n|,\s+in)\s+(?P<venue>\S.+?)(?:\s+vol\.\s*(?P<volume>\w+))?"
    r"(?:\s+(?P<pages>[A-Za-z]?\d+(?:\s*[–\-]\s*[A-Za-z]?\d+)?))?\s*"
    r"\((?:(?P<publisher>[^()\d][^()]*?),\s*)?(?P<year>(?:19|20)\d\d)[a-z]?\)\.?$")
_PROCEEDINGS = re.compile(r"^(?:Proc\.|Proceedings\b)|\b(?:Conference|Symposium|Workshop|Advances in)\b")


def parse_nature_proceedings(text: str, entry: BibEntry) -> bool:
    head = _NATURE_AUTHORS.match(text.strip())
    if not head:
        return False
    match = _PROC.match(head.group("rest").strip())
    if not match:
        return False
    # a chapter of an edited book (issue 20's CSL sweep): "Title. in Book (eds Okafor, N. C. & Lund, B.) 10–22
    # (Harbor Press, Leeds, 2011)." — the editors go, the book is the venue
    venue = re.sub(r"\s*\(eds?\.?\s[^()]*\)\s*$", "", match.group("venue"))
    chapter = venue != match.group("venue")
    if not (_PROCEEDINGS.search(venue) or chapter):
        return False
    authors, truncated = _names(head.group("authors"))
    if not authors:
        return False
    entry.authors, entry.authors_truncated = authors, truncated
    entry.placeholder_authors = placeholder_authors(authors, truncated)
    entry.title = match.group("title").strip(" .,")
    entry.journal = venue.strip(" .,")
    entry.pages = normalize_pages(match.group("pages") or "")
    entry.volume = match.group("volume") or ""
    entry.publisher = _publisher(match.group("publisher") or "")
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.entry_type = "incollection" if chapter else "inproceedings"
    return True


def _publisher(block: str) -> str:
    """"Harbor Press, Leeds, UK" → "Harbor Press": Nature writes the place after the publisher."""
    return block.split(",")[0].strip()


# Nature's books: "Okafor, N. C. & Lund, B. Tidal Mesh Routing. (Harbor Press, Leeds, UK, 2011)." (and its theses,
# which name the university where the publisher goes)
_BOOK = re.compile(r"^(?P<title>[^()]+?[^\s.])\.\s+\((?P<publisher>[^()\d][^()]*?),\s*(?P<year>(?:1[5-9]|20)\d\d)[a-z]?\)\.?$")


def parse_nature_book(text: str, entry: BibEntry) -> bool:
    head = _NATURE_AUTHORS.match(text.strip())
    match = _BOOK.match(head.group("rest").strip()) if head else None
    if not match or re.search(r"[.?!]\s+[Ii]n\s", match.group("title")):
        return False
    authors, truncated = _names(head.group("authors"))
    if not authors:
        return False
    entry.authors, entry.authors_truncated = authors, truncated
    entry.placeholder_authors = placeholder_authors(authors, truncated)
    entry.title = match.group("title").strip(" .,")
    entry.publisher = _publisher(match.group("publisher"))
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.entry_type = "book"
    return True
