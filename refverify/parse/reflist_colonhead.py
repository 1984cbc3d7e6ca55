"""Lines whose names end at a colon ("Family, I., Family, I. I., and Family, I.:"), then the title,
with the year after the journal or at the very end (issue 20's CSL sweep):

- Copernicus (the year last): "Tamsin, A., Ovell, R., and Brack, T.: Title, J. Appl. Phys., 54,
  1201–1209, https://doi.org/…, 1983." — a book "Title, 2nd ed., Publisher, Place, 1983.", a
  chapter "Title, in: Book, edited by: …, Publisher, Place, 12–30, 1983.";
- IET (the title quoted, no space after it): "Tamsin, A., Ovell, R., Brack, T.: ‘Title’J. Appl.
  Phys., 1983, 54, (3), pp. 1201–1209." — a book "‘Title’ (Publisher, 1983, 2nd edn.)", a chapter
  "‘Title’, in Editor, E. (Eds): ‘Book’ (Publisher, 1983), pp. 12–30".

Only a whole line of one of these shapes is read here; any other line is left to the other readers.
Where only commas tell a book's title from its publisher, both are marked guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, placeholder_authors, split_year
from .reflist_certainty import guess
from .reflist_parts import UPPER, normalize_pages

_INITIALS = rf"[{UPPER}]\.(?:\s?-?[{UPPER}]\.)*"
_PARTICLE = r"(?:van|von|de|der|den|del|da|du|la|le|dos|di|ten|ter)"
_FAMILY = rf"(?:{_PARTICLE}\s+)*[{UPPER}][\w'’\-]*[^\W\d_](?:\s[{UPPER}][\w'’\-]*[^\W\d_])?"
_PERSON = rf"{_FAMILY},\s*{_INITIALS}(?:,\s*Jr\.)?|[\u4e00-\u9fff]{{2,20}}"
_GROUP = rf"(?:The\s+)?[{UPPER}][\w\-]*(?:\s+(?:of|for|and|on|the|[{UPPER}][\w\-]*)){{1,7}}"
# after a bare comma only a name that says it is a body ("…, Altman, D.G., The PRISMA Group:"), not a title's words
_BODY = r"(?:Group|Consortium|Organi[sz]ation|Committee|Society|Association|Institute|Council|Team|Foundation|Collaboration)"
_SEP = r"(?:,?\s+and\s+|,\s+)"
_HEAD = re.compile(rf"^(?P<authors>(?:{_PERSON})(?:{_SEP}(?:{_PERSON}))*(?:,?\s+and\s+{_GROUP}|,\s+{_GROUP}\s{_BODY})?|{_GROUP})"
                   rf"(?P<etal>,?\s+et\s+al\.)?(?:\s+\((?P<eds>Eds?)\.?\))?:\s+(?P<rest>\S.*)$")
_YEAR = r"(?P<year>(?:1[6-9]|20)\d\d)[a-z]?"
_PAGES = r"(?P<pages>[A-Za-z]{0,4}\d+(?:\s*[–\-]+\s*[A-Za-z]{0,4}\d+)?)"
_GAP = r"(?:\s*,)+\s*"          # what a DOI taken out leaves: "403–410, , 1990"
# Copernicus
_COP_ARTICLE = re.compile(rf"^(?P<title>.+?),\s+(?P<journal>[^\W\d][^,:]*?),\s+(?P<volume>\d+[A-Z]?),\s+{_PAGES}{_GAP}{_YEAR}\.?$")
_COP_CHAPTER = re.compile(rf"^(?P<title>.+?),\s+in:\s+(?P<book>.+?)(?:,\s+edited\s+by:\s+(?P<after>.+?))?,\s+{_PAGES}{_GAP}{_YEAR}\.?$")
_COP_BOOK = re.compile(rf"^(?P<title>[^,]+?)(?:,\s+(?P<edition>\d+(?:st|nd|rd|th)\s+ed\.))?,\s+(?P<publisher>[^,\d]+?),"
                       rf"\s+[^,\d]+?(?:,\s+[A-Z]{{2}})?,\s+{_YEAR}\.?$")
_COP_THESIS = re.compile(rf"^(?P<title>.+?),\s+(?:PhD|Ph\.D\.|Doctoral|Master’s|Master's|MSc|Diploma)\s+thesis,\s+(?P<publisher>[^,\d]+?),"
                         rf"(?:\s+[^,\d]+?(?:,\s+[A-Z]{{2}})?,)?\s+{_YEAR}\.?$")
# a web page or preprint whose address went: "Title, last access: 10 May 2023, 2019., 2019"
_COP_ONLINE = re.compile(rf"^(?P<title>[^,.]{{8,}}?)(?:,\s*\(?last\s+access:[^,()]*\)?)?(?:,\s*(?:1[6-9]|20)\d\d\.)?,\s+{_YEAR}\.?$")
# IET
_IET_ARTICLE = re.compile(rf"^‘(?P<title>[^’]+(?:’\w[^’]*)*)’\s*(?P<journal>[^\W\d][^,‘’]*?),\s+{_YEAR},\s+(?P<volume>\d+[A-Z]?),"
                          rf"(?:\s+\((?P<issue>[^()]{{1,12}})\),)?\s+(?:pp?\.\s+)?{_PAGES}\.?$")
_IET_BOOK = re.compile(rf"^‘(?P<title>[^’]+(?:’\w[^’]*)*)’\s+\((?:(?P<publisher>[^()]+?),\s+)?{_YEAR}(?:,\s+[^()]*)?\)\.?$")
_IET_CHAPTER = re.compile(rf"^‘(?P<title>[^’]+(?:’\w[^’]*)*)’,\s+in\s+(?:[^‘]*?\(Eds?\):\s+)?‘(?P<book>[^’]+)’\s+"
                          rf"\((?:(?P<publisher>[^()]+?),\s+)?{_YEAR}\),\s+(?:pp?\.\s+)?{_PAGES}\.?$")


def _authors(text: str) -> list[str]:
    names = re.findall(rf"{_PERSON}|{_GROUP}", text)
    return [n.strip() for n in names]


def _copernicus(rest: str, entry: BibEntry) -> bool:
    article, chapter = _COP_ARTICLE.match(rest), _COP_CHAPTER.match(rest)
    if chapter:
        entry.entry_type, entry.title, entry.journal = "incollection", chapter.group("title"), chapter.group("book")
        placed = re.search(r",\s+(?P<publisher>[^,\d]+?),\s+[^,\d]+?(?:,\s+[A-Z]{2})?$", chapter.group("after") or "")
        entry.publisher = placed.group("publisher") if placed else ""
        found = chapter
    elif article and not re.match(r"in:\s", article.group("journal")):
        entry.entry_type, entry.title, entry.journal = "article", article.group("title"), article.group("journal")
        entry.volume = article.group("volume")
        found = article
    else:
        thesis, book, online = _COP_THESIS.match(rest), _COP_BOOK.match(rest), _COP_ONLINE.match(rest)
        if online:
            entry.entry_type, entry.title = "misc", online.group("title")
            entry.year, entry.year_suffix = split_year(online.group("year"))
            return True
        if thesis:
            entry.entry_type, entry.title, entry.publisher = "phdthesis", thesis.group("title"), thesis.group("publisher")
            entry.year, entry.year_suffix = split_year(thesis.group("year"))
            return True
        if not book or re.search(r"\bthesis\b", rest, re.I):
            return False
        entry.entry_type, entry.title, entry.publisher = "book", book.group("title"), book.group("publisher")
        entry.year, entry.year_suffix = split_year(book.group("year"))
        guess(entry, ("title", "publisher"), "the title told from the publisher by a comma only")
        return True
    entry.pages = normalize_pages(found.group("pages"))
    entry.year, entry.year_suffix = split_year(found.group("year"))
    return True


def _iet(rest: str, entry: BibEntry) -> bool:
    article, book, chapter = _IET_ARTICLE.match(rest), _IET_BOOK.match(rest), _IET_CHAPTER.match(rest)
    found = article or book or chapter
    if not found:
        return False
    entry.title = found.group("title")
    if article:
        entry.entry_type, entry.journal, entry.volume = "article", article.group("journal"), article.group("volume")
        entry.issue = article.group("issue") or ""
    else:
        entry.entry_type = "book" if book else "incollection"
        entry.journal = chapter.group("book") if chapter else ""
        entry.publisher = (found.group("publisher") or "").strip()
    entry.pages = normalize_pages(found.group("pages")) if not book else ""
    entry.year, entry.year_suffix = split_year(found.group("year"))
    return True


def parse_colon_head(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text)
    # Vancouver initials ("Watts JD and Crane FHC: Title. Journal 17: 737–738, 1953") are no group's words
    if not head or re.search(rf"[^\W\d_]\s+[{UPPER}]{{1,4}}(?:,|\s+and\s|$)", head.group("authors")):
        return False
    rest = head.group("rest").strip()
    if not (_iet(rest, entry) if rest.startswith("‘") else _copernicus(rest, entry)):
        return False
    authors = _authors(head.group("authors"))
    entry.authors, entry.authors_truncated = authors, bool(head.group("etal"))
    entry.placeholder_authors = placeholder_authors(authors, entry.authors_truncated)
    entry.title = entry.title.strip()
    return True
