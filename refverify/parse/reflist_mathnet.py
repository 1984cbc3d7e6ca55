"""Russian lists typed by hand in the forms Math-Net.ru and GOST's short book give (issue 20, held-out batch 76):

    Магомедов К.М., Холодов А.С. О построении разностных схем …, Ж. вычисл. матем. и матем. физ., 9:2 (1969), 373–386.
    Седов Л. И. Механика сплошной среды. Том 1. — М. : Наука, 1970, с. 143.

The names "Family I. I." joined by commas; an article's title ends at the comma before its journal, whose volume and
issue are "9:2" before the year in brackets; a book's place and publisher follow a dash, the year after a comma.
"""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space, normalize_pages, set_names_and_year

_NAME = r"[А-ЯЁ][а-яё\-]+\s+(?:[А-ЯЁ]\.\s?){1,2}"
_HEAD = re.compile(rf"^(?P<names>{_NAME}(?:,\s*{_NAME})*)[.,]?\s+(?P<rest>[А-ЯЁA-Z«].*)$")
_ARTICLE = re.compile(r"(?P<title>.{5,}?),\s+(?P<journal>[^,\d]{3,120}?),\s+(?P<volume>\d+):(?P<issue>\d+)\s*\((?P<year>(?:1[89]|20)\d\d)\)"
                      r",\s*(?:с\.\s*)?(?P<pages>\d+\s*[–-]\s*\d+)\.?")
_BOOK = re.compile(r"(?P<title>.{5,}?)\.(?:\s*(?:Том|Т\.)\s*\d+\.)?\s*[—–-]+\s*(?P<place>[А-ЯЁ][^:]{0,40}?)\s*:\s*(?P<publisher>[^,:]{2,80}?),\s*"
                   r"(?P<year>(?:1[89]|20)\d\d)(?:,\s*(?:с\.\s*\d+|\d+\s*с)\.?)?\.?")


def parse_mathnet(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from a line of these shapes; False (entry untouched) otherwise."""
    head = _HEAD.match(clean_space(text))
    if not head:
        return False
    rest = head.group("rest").strip()
    article, book = _ARTICLE.fullmatch(rest), _BOOK.fullmatch(rest)
    if not (article or book):
        return False
    names = [re.sub(r"\s+", " ", n).strip() for n in re.split(r",\s*", head.group("names").strip())]
    if article:
        entry.title, entry.journal = article.group("title").strip(), article.group("journal").strip()
        entry.volume, entry.issue = article.group("volume"), article.group("issue")
        entry.pages, entry.entry_type = normalize_pages(article.group("pages")), "article"
        year = article.group("year")
    else:
        entry.title, entry.publisher, entry.entry_type = book.group("title").strip(), book.group("publisher").strip(), "book"
        year = book.group("year")
    set_names_and_year(entry, names, year)
    return True
