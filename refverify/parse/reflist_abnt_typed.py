"""ABNT NBR 6023 lines typed by hand (issue 20): the parts of the source closed by periods where the
norm wants a colon or a comma, the volume and issue without their period ("v14, n 2", "v(5), n°5"),
the family name in capitals without its comma ("STAIR Ralph M; REYNOLDS George W."):

- a thesis: "2016. Monografia (Bacharel em X). Universidade Federal de Ouro Preto. Ouro Preto. 2016.";
- a book: "1. ed. São Paulo. Érica. 2014. 160p." / "7 ed. Érica. 2013. 529p." / "Indianapolis. Wiley, 2004."
  — the place and the publisher told apart by a period only, so the publisher is marked guessed;
- a book with the year first: "2013. Frederico Westphalen: e-Tec Brasil. 106p.";
- a journal: "Franca. Revista X, v14, n 2, p. 159-163. abr./jun. 2013." (the town before the journal).

Only the source after the title is read here (reflist_iso690 reads the names and the title).
"""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space
from .reflist_certainty import guess
from .reflist_parts import _PAGES, UPPER, normalize_pages
from .reflist_terms import EDITION, THESIS

_YEAR = r"(?P<year>(?:1[5-9]|20)\d\d)"
_THESIS = re.compile(rf"^(?:(?P<before>(?:1[5-9]|20)\d\d)\.\s*)?(?:\d+\s*f\.\s*)?{THESIS}\s*(?:\([^()]*\))?\s*[.–—\-]+\s*"
                     rf"(?P<school>[^.,]{{4,}}?)\s*[.,](?:\s*[^.,\d]{{2,40}}[.,])?\s*{_YEAR}?")
_NAME = r"[^\W\d][^.:;,\d]{1,58}"
_BOOK = re.compile(rf"^(?:(?i:{EDITION})\s*)?(?:(?P<place>{_NAME}?)\.\s+)?(?P<publisher>{_NAME}?)[.,]\s+{_YEAR}"
                   r"(?:\.\s*\d+\s*p\.?)?$")
# the year before the place: "2013. Frederico Westphalen: e-Tec Brasil. 106p. …"
_YEAR_FIRST_BOOK = re.compile(rf"^{_YEAR}\.\s+(?P<place>{_NAME}?):\s*(?P<publisher>[^.:;\d][^.:;]{{1,60}}?)(?:\.\s|\.?$)")
_JOURNAL = re.compile(rf"^(?:(?P<town>[^\W\d][^.,\d]{{1,30}}?)\.\s+)?(?P<journal>[^\W\d][^\d]*?),\s+"
                      rf"v\s*\(?(?P<volume>\d+)\)?,\s+n\s*[°º.]?\s*(?P<issue>\d+[\w\-/]*),\s+p\.\s*(?P<pages>{_PAGES})"
                      rf"[.,]\s*(?:[a-zç]{{3,5}}\.?(?:/[a-zç]{{3,5}}\.?)?\s+)?{_YEAR}$")


def read_source(source: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a hand-typed ABNT source; False when it has none of these shapes."""
    source = source.strip(" .")
    thesis = _THESIS.match(source)
    if thesis:
        entry.entry_type, entry.publisher = "thesis", clean_space(thesis.group("school"))
        year = thesis.group("year") or thesis.group("before")
        entry.year = int(year) if year else entry.year
        return True
    journal = _JOURNAL.match(source)
    if journal:
        entry.entry_type, entry.journal = "article", clean_space(journal.group("journal"))
        entry.volume, entry.issue = journal.group("volume"), journal.group("issue")
        entry.pages, entry.year = normalize_pages(journal.group("pages")), int(journal.group("year"))
        if journal.group("town"):
            guess(entry, "journal", "the town before the journal told from it by a period only")
        return True
    year_first = _YEAR_FIRST_BOOK.match(source)
    if year_first:
        entry.entry_type, entry.publisher = "book", clean_space(year_first.group("publisher"))
        entry.year = int(year_first.group("year"))
        return True
    book = _BOOK.match(source)
    if book and (book.group("place") or re.match(rf"{EDITION}\s", source, re.I)):
        entry.entry_type, entry.publisher = "book", clean_space(book.group("publisher"))
        entry.year = int(book.group("year"))
        guess(entry, "publisher", "the place and the publisher told apart by periods only")
        return True
    return False


# "STAIR Ralph M; REYNOLDS George W. Title": the family name in capitals, no comma before the given names
_CAPS_NAME = rf"[{UPPER}]{{2,}}(?:\s+[{UPPER}]{{2,}})?\s+[{UPPER}][a-zà-ÿ]+(?:\s+[{UPPER}](?:[a-zà-ÿ]+|\.)?)*"
_NO_COMMA = re.compile(rf"^(?P<names>{_CAPS_NAME}(?:\s*;\s*{_CAPS_NAME})+)(?=\.\s)")


def caps_without_comma(text: str) -> tuple[list[str], bool, int] | None:
    """(names, truncated, end) for two or more such names joined by ";"; None otherwise."""
    found = _NO_COMMA.match(text)
    if not found:
        return None
    names = []
    for name in re.split(r"\s*;\s*", found.group("names")):
        family = re.match(rf"[{UPPER}]{{2,}}(?:\s+[{UPPER}]{{2,}}(?=\s))?", name).group(0)
        names.append(f"{family}, {name[len(family):].strip()}")
    return names, False, found.end()
