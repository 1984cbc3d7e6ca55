"""Econometrica's author–date form (econometrica.bst / ecta.bst, and economics lists typed the same way;
issue 20, held-out batch 72): the year in brackets and a colon after the names, the title quoted, the
journal's volume and pages after commas:

    Aghion, P., N. Bloom, and P. Howitt (2005): “Competition and Innovation,” The Quarterly Journal of Economics, 120, 701–728.
    Acemoglu, D. (2009): Introduction to Modern Economic Growth, Princeton University Press.
    Bishara, N. and E. Starr (2016): “The Incomplete Noncompete Picture,” SSRN Scholarly Paper ID 2782137, Social Science Research Network.

A book's title (italic in the style, plain here) is read up to its first comma and marked guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space, normalize_pages, set_names_and_year
from .reflist_certainty import guess
from .reflist_parts import inverted_then_initials

_HEAD = re.compile(r"^(?P<names>[^()“”\"]{2,400}?)\s*\((?P<year>(?:1[5-9]|20)\d\d[a-z]?)\):\s+(?P<rest>\S.*)$")
_QUOTED = re.compile(r"^[“\"](?P<title>[^“”\"]{3,400}?),?[”\"]\s*,?\s*(?P<rest>.*)$")
_NUMBERS = re.compile(r"^(?P<volume>\d+)(?:\s*\((?P<issue>[\w\-–/]+)\))?$")
_ONE = re.compile(r"[^\W\d_][\w'’\- ]{1,40},\s*(?:[A-Z]\.\s?-?){0,2}[A-Z]\.?")     # "Garmaise, M. J."
_PAGES = re.compile(r"^(?:pp?\.\s*)?(?P<pages>[A-Za-z]?\d+(?:\s*[-–]+\s*[A-Za-z]?\d+)?)$")


def parse_econometrica(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a line of this shape; False (entry untouched) otherwise."""
    head = _HEAD.match(clean_space(text))
    if not head:
        return False
    names = head.group("names").strip(" .,")
    # (the names as the style writes them: the first family first with initials, the others initials first;
    # "A. Sameauthors" stands for the dash of the same authors)
    authors = inverted_then_initials(names) or ([names] if _ONE.fullmatch(names) or names == "A. Sameauthors" else [])
    truncated = False
    if not authors:
        return False
    rest = head.group("rest").strip().rstrip(".")
    quoted = _QUOTED.match(rest)
    if quoted:
        entry.title = quoted.group("title").strip(" ,")
        _source(quoted.group("rest").strip(" ,."), entry)
    else:
        parts = [p.strip() for p in rest.split(", ")]
        if len(parts) < 2 or any(re.search(r"\d|\.\s", p) for p in parts[1:]) or re.search(r"\.\s", parts[0]):
            return False        # (a sentence inside: "Title, Subtitle. Publisher, Place" is no book of this style)
        entry.title, entry.publisher, entry.entry_type = parts[0], ", ".join(parts[1:]), "book"
        guess(entry, ("title", "publisher"), "a book's title read up to its first comma")
    set_names_and_year(entry, authors, head.group("year"), truncated)
    return bool(entry.title)


def _source(rest: str, entry: BibEntry) -> None:
    """What follows the quoted title: "Journal, 60, 323–351", "Journal, 120(2), 701–728", "NBER Working Paper, 76",
    "in Book, ed. by …", or a paper's series and its publisher."""
    booked = re.match(r"^in\s+(?P<book>[^,]{3,200}),", rest)
    if booked:
        entry.journal, entry.entry_type = booked.group("book").strip(), "incollection"
        pages = re.search(r"(?:,\s*|\s)(?P<pages>\d+\s*[-–]+\s*\d+)$", rest)
        entry.pages = normalize_pages(pages.group("pages")) if pages else ""
        return
    leaked = re.search(r",\s*publisher:\s*(?P<publisher>[^,]+)$", rest)      # Zotero's note: "…, 9, 391–421, publisher: Springer"
    if leaked:
        entry.publisher, rest = leaked.group("publisher").strip(), rest[:leaked.start()]
    parts = [p.strip() for p in re.split(r",\s+(?!(?:Inc|Ltd|LLC|Co)\b\.?)", rest) if p.strip()]
    if not parts:
        return
    numbered = next((i for i, p in enumerate(parts) if i and _NUMBERS.match(p)), 0)
    if numbered:        # the journal's name runs to its volume: "Journal of Law, Economics, & Organization, 11, 362–378"
        parts = [", ".join(parts[:numbered]), *parts[numbered:]]
    entry.journal, entry.entry_type = parts[0], "article"
    numbers = [p for p in parts[1:] if re.search(r"\d", p)]
    named = [p for p in parts[1:] if not re.search(r"\d", p)]
    for part in numbers:
        volume, pages = _NUMBERS.match(part), _PAGES.match(part)
        if volume and not entry.volume:
            entry.volume, entry.issue = volume.group("volume"), volume.group("issue") or ""
        elif pages and entry.volume and not entry.pages:
            entry.pages = normalize_pages(pages.group("pages"))
    if not entry.publisher and (named and not numbers or named and re.search(r"\bPaper\b", entry.journal)):
        entry.publisher = named[0]     # "…, SSRN Scholarly Paper ID 2782137, Social Science Research Network, Rochester, NY"
        guess(entry, "publisher", "the first name after the paper's series read as its publisher")
