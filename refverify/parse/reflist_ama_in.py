"""AMA (11th edition) papers and chapters inside a larger work: the publisher, a semicolon, then the
year and the pages after a colon.

    Chen T, Guestrin C. Title. In: Proceedings of the 22nd ACM SIGKDD Conference. Association for Computing Machinery; 2016:785-794.
    Sundararajan M, Taly A, Yan Q. Title. In: Proceedings of the 34th International Conference on Machine Learning. PMLR; 2017:3319-3328.
    Smith AB, Lee C. Title. In: Doe J, Roe K, eds. Book Title. 2nd ed. Springer; 2019:12-30.
"""
from __future__ import annotations

import re

from .entry import BibEntry, normalize_pages, placeholder_authors, split_year
from .reflist_parts import UPPER, _PAGES, _authors, is_proceedings

_U = f"[{UPPER}]"
# "Chen T, Guestrin C" / "Akiba T, Sano S, …, et al": AMA's names, family then initials without periods
_NAME = rf"(?:[a-z]+\s+)?{_U}[\w'’\-]+(?:\s+{_U}[\w'’\-]+)?\s+{_U}{{1,3}}"
_LINE = re.compile(
    rf"^(?P<authors>{_NAME}(?:,\s+{_NAME})*(?:,\s+et\s+al)?)\.\s+(?P<title>[^.]+(?:\.(?!\s)[^.]*)*[.?!])\s+"
    rf"In:\s+(?:(?P<editors>[^.]+?),\s+eds?\.\s+)?(?P<container>[^;]+?)"
    rf"(?:\.\s+(?:(?P<edition>\d+(?:st|nd|rd|th)\s+ed)\.\s+)?(?:(?P<publisher>[^.;]+?);\s*)?|;\s*)"
    rf"(?P<year>(?:1[6-9]|20)\d\d)(?::\s*(?P<pages>{_PAGES}))?\.?$")


def parse_ama_in(text: str, entry: BibEntry) -> bool:
    match = _LINE.match(text)
    if not match:
        return False
    # the meeting's short name after its name ("… Learning. CHIL ’20") is no part of it
    container = re.sub(r"\.\s+[A-Z][A-Za-z\-]*[A-Z][A-Za-z\-]*\s*['’]\d{2}$", "", match.group("container").strip())
    if not match.group("publisher") and not is_proceedings(container):
        return False        # "In: Book. 2019." with no publisher: the NLM reader's shape
    entry.authors, truncated = _authors(match.group("authors"))
    entry.authors_truncated = truncated or bool(re.search(r"\bet\s+al$", match.group("authors")))
    entry.placeholder_authors = placeholder_authors(entry.authors, entry.authors_truncated)
    entry.title = match.group("title").strip(" .")
    # AMA names no place, NLM does ("New York, NY, USA: ACM; 2018:22-25"): the publisher after the colon
    entry.journal, entry.publisher = container, (match.group("publisher") or "").rsplit(":", 1)[-1].strip()
    entry.entry_type = "inproceedings" if is_proceedings(container) and not match.group("editors") else "incollection"
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.pages = normalize_pages(match.group("pages") or "")
    return True
