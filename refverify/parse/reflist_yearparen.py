"""Inverted names ("Tamsin, A., Ovell, R. J., and Brack, T.") then (Year) and a title that only a
comma or quotes end, or no year until the end (issue 20's CSL sweep):

- ASA: "Tamsin, A., and Brack, T. (1983), “Title,” Journal of Meshes, 54, 1201–1209." — a book
  "(1983), Title, Cambridge, MA: Publisher.";
- Bristol: "Tamsin, A. and Brack, T. (1983) Title, Journal of Meshes, 54(3): 1201–1209, doi: …" — a
  book "(1983) Title, Publisher.";
- Begell: "Tamsin, A. and Brack, T., Title, Journal of Meshes, vol. 54, no. 3, pp. 1201–9, 1983." — a
  book "…, Title, Cambridge, MA: Publisher, 1983."

The journal is the last part before its numbers (a title may hold commas). Only a whole line of one
of these shapes is read here; a book's title told from its publisher by a comma only is guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, placeholder_authors, split_year
from .reflist_certainty import guess
from .reflist_parts import UPPER, normalize_pages
from .reflist_yearcomma import _GROUP, _INVERTED, _SEP, _authors

# (a group closes a list only after "and": "…, and The Mesh Group (2009)"; "…, A., Deep Learning," is a title)
_PERSON = rf"(?:{_INVERTED}|[\u4e00-\u9fff]{{2,20}})"      # or a Chinese name (or body) written whole
_NAMES = rf"(?P<authors>{_PERSON}(?:{_SEP}{_PERSON})*(?:,?\s+(?:and|&)\s+{_GROUP})?|{_GROUP})(?P<etal>,?\s+et\s+al\.?)?"
_YEAR = r"(?P<year>(?:1[6-9]|20)\d\d)[a-z]?"
_PAGES = r"(?P<pages>[A-Za-z]{0,4}\d+(?:\s*[–\-]\s*[A-Za-z]{0,4}\d+)?)"
_JOURNAL = r"(?P<journal>[^\W\d][^,“”]*?)"
_END = r"[\s.,]*$"
_ARTICLES = (
    # ASA
    re.compile(rf"^{_NAMES}\s+\({_YEAR}\),\s+“(?P<title>[^”]+?),?”\s+{_JOURNAL},\s+(?P<volume>\d+[A-Z]?)(?:\((?P<issue>[^()]{{1,12}})\))?,"
               rf"\s+(?:pp?\.\s+)?{_PAGES}{_END}"),
    # Bristol
    re.compile(rf"^{_NAMES}\s+\({_YEAR}\)\s+(?P<title>[^“\"‘'].*?),\s+{_JOURNAL},\s+(?P<volume>\d+[A-Z]?)(?:\((?P<issue>[^()]{{1,12}})\))?:"
               rf"\s*{_PAGES}(?:,\s*doi:?)?{_END}"),
    # Begell
    re.compile(rf"^{_NAMES},\s+(?P<title>[^“\"‘'(].*?),\s+{_JOURNAL},\s+vol\.\s+(?P<volume>\d+[A-Z]?),(?:\s+no\.\s+(?P<issue>[^,]{{1,12}}),)?"
               rf"\s+pp?\.\s+{_PAGES},\s+{_YEAR}{_END}"),
)
# ASA "(1983), “Title,” in Book, Cambridge, MA: Publisher, pp. 12–30."
_ASA_CHAPTER = re.compile(rf"^{_NAMES}\s+\({_YEAR}\),\s+“(?P<title>[^”]+?),?”\s+in\s+(?P<book>[^,]+?),(?:\s+[^,:\d]+(?:,\s+[A-Z]{{2}})?:"
                          rf"\s+(?P<publisher>[^,:\d][^,:]*?),)?\s+pp?\.\s+{_PAGES}{_END}")
_BOOKS = (
    # ASA "(1983), Title, Cambridge, MA: Publisher." / Bristol "(1983) Title, Publisher."
    re.compile(rf"^{_NAMES}\s+\({_YEAR}\),?\s+(?P<title>[^“\"‘',.][^,.]*?)(?:,\s+\d+(?:st|nd|rd|th)\s+edn?\.?)?,\s+"
               rf"(?:[^,:\d]+(?:,\s+[A-Z]{{2}})?:\s+)?(?P<publisher>[{UPPER}\u4e00-\u9fff][^,:]*?)\.?$"),
    # Begell "…, Title, Cambridge, MA: Publisher, 1983."
    re.compile(rf"^{_NAMES},\s+(?P<title>[^“\"‘'(,.][^,.]*?),\s+[^,:\d]+(?:,\s+[A-Z]{{2}})?:\s+(?P<publisher>[^,:\d][^,:]*?),\s+{_YEAR}\.?$"),
)


def parse_year_paren(text: str, entry: BibEntry) -> bool:
    found = next((m for m in (shape.match(text) for shape in _ARTICLES) if m), None)
    if found and re.match(rf"[{UPPER}][\w'’\-]+,\s+(?:[{UPPER}]\.\s?)+,", found.group("title")):
        return False        # "Heckman, S., Williams, L., “Title”, …": the title read is a name, the list goes on
    if found:
        entry.entry_type, entry.title, entry.journal = "article", found.group("title").strip(), found.group("journal").strip()
        entry.volume, entry.issue = found.group("volume"), (found.group("issue") or "").strip()
        entry.pages = normalize_pages(found.group("pages"))
    elif _ASA_CHAPTER.match(text):
        found = _ASA_CHAPTER.match(text)
        entry.entry_type, entry.title, entry.journal = "incollection", found.group("title").strip(), found.group("book").strip()
        entry.publisher, entry.pages = (found.group("publisher") or "").strip(), normalize_pages(found.group("pages"))
    else:
        found = next((m for m in (shape.match(text) for shape in _BOOKS) if m), None)
        if not found:
            return False
        entry.entry_type, entry.title, entry.publisher = "book", found.group("title").strip(), found.group("publisher").strip()
        guess(entry, ("title", "publisher"), "the title told from the publisher by a comma only")
    authors = _authors(found.group("authors"))
    entry.authors, entry.authors_truncated = authors, bool(found.group("etal"))
    entry.placeholder_authors = placeholder_authors(authors, entry.authors_truncated)
    entry.year, entry.year_suffix = split_year(found.group("year"))
    return True
