"""ASA's chapter (and the hand-typed lists that follow it), issue 20: the pages before the book, "“Title.” Pp.
1–22 in *Book*, edited by T. Honderich. London: Routledge." / "“Title,” pp. 111-129 in Ted Honderich, ed., Book.
London: Routledge and Kegan Paul." / a book cited by its own entry: "pp. 163-187 in (Holtzman and Leich 1981)."
A reader that took "Pp" for the journal and the pages for its volume is put right: the pages, the book, the
publisher after its place."""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space
from .reflist_parts import normalize_pages

_CHAPTER = re.compile(r"[”\"'’]\s*,?\s*[Pp]p?\.\s*(?P<pages>\d+\s*[-–]\s*\d+)\s+in\s+(?P<book>.+?)"
                      r"(?<![\s.][A-Z])(?:\.\s+(?P<source>.*)|\.?\s*$)")     # (an initial's period goes on: "J. L. Mackie")
# the editors before or after the book: "Ted Honderich, ed., Book" / "Book, edited by T. Honderich"
_EDITORS_FIRST = re.compile(r"^[^,]{2,80}?,\s*eds?\.\s*,\s*")
_EDITED_BY = re.compile(r",?\s+edited\s+by\s+.*$", re.I)
_PLACE_PUBLISHER = re.compile(r"^(?P<place>[A-Z][^:.]{1,40}):\s*(?P<publisher>[^.:]{2,80}?)(?:,\s*(?:1[5-9]|20)\d\d)?\s*\.?\s*$")


def refine(entry: BibEntry) -> None:
    """The pages, the book and its publisher of an ASA chapter that another reader read as "journal Pp"."""
    if entry.journal.strip(" .").lower() not in ("p", "pp"):
        return
    found = _CHAPTER.search(entry.raw or "")
    if not found:
        return
    pages = normalize_pages(found.group("pages"))
    entry.pages = pages
    if entry.volume and normalize_pages(entry.volume) == pages:
        entry.volume = ""
    book = found.group("book").strip()
    if book.startswith("("):
        entry.journal = ""          # the book is another entry of the list: "(Blackburn 1993a)"
    else:
        entry.journal = clean_space(_EDITED_BY.sub("", _EDITORS_FIRST.sub("", book))).strip(" ,*_")
    entry.title = entry.title.rstrip(" ,")
    entry.entry_type = "incollection"
    source = _PLACE_PUBLISHER.match(clean_space(found.group("source") or ""))
    if source and not entry.publisher and not book.startswith("("):
        entry.publisher = source.group("publisher").strip()
