"""Springer Link's "Cite this paper" for a chapter or a conference paper, pasted into a list (issue 20):
"Camill, A., Porta, C. (2022). Title. In: Holz, A., Silva, H.P. (eds) Book Title. CHIRA 2020.
Communications in Computer and Information Science, vol 1609. Springer, Cham. https://doi.org/…",
and its older form "Lagun M., Pardal P. (2018) Title. In: Marti R. (eds) Book Title. Springer, Cham."
— the book ends where the conference's acronym and year, the series ("…, vol 1609") or the
publisher and its place ("Springer, Cham") begin; the publisher is named without its place; a book
that is the series itself ("(eds) Lecture Notes in Electrical Engineering, vol 783 (pp. 351-361).")
keeps its name and the pages.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_parts import _PAGES, normalize_pages
from .reflist_springer import _FAMILY

# "Camill, A.", "Silva, H.P.", "Lagun M.", "Ronneberger O" — the initials capitals only
_PERSON = rf"{_FAMILY}(?:,\s*|\s+)(?:[A-Z]\.?\s?-?){{1,4}}(?=\s*(?:,|\(|$|et\s+al))"
_HEAD = re.compile(rf"^(?P<authors>{_PERSON}(?:\s*,\s*{_PERSON})*)(?P<etal>,?\s+et\s+al\.)?\s*\((?P<year>(?:19|20)\d\d)[a-z]?\)\.?\s+"
                   r"(?P<title>[^.?!]\S.*?[.?!])\s+In:\s+(?P<editors>.{2,300}?)\s*\((?:eds?|Eds?)\.?\)\s+(?P<after>\S.*)$")
_PUBLISHER = re.compile(r"^(?P<publisher>Springer(?: Nature)?|Palgrave Macmillan|Birkhäuser|Springer[\w ]*?|Apress|Humana)"
                        r"(?:,\s*(?:Cham|Berlin|Heidelberg|Singapore|London|New York|NY|Boston|MA|Dordrecht|Wiesbaden|Tokyo|Basel)\b.*)?$")
_CONFERENCE = re.compile(r"^[A-Z][\w\-&/ ]{1,30}?\s'?(?:19|20)?\d\d$")
_SERIES = re.compile(r",\s*vol\.?\s*(?P<volume>\d+)(?:\s*\(pp?\.?\s*(?P<pages>" + _PAGES + r")\))?$")


def parse_springer_chapter(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text.strip())
    if not head:
        return False
    parts = [p.strip() for p in re.split(r"(?<!\bpp)(?<!\bp)(?<!\bvol)\.\s+(?![^()]*\))", head.group("after").strip(" .")) if p.strip()]
    book, publisher, pages, stopped = [], "", "", False
    for part in parts:
        placed, series = _PUBLISHER.match(part), _SERIES.search(part)
        if placed:
            publisher = placed.group("publisher").strip()
            after = re.search(rf",\s*pp?\.?\s*({_PAGES})\s*$", part)      # "Springer, Cham, pp 234–241"
            pages = after.group(1) if after else pages
            break
        if series and not book:     # the series is the book: "(eds) Lecture Notes in …, vol 783 (pp. 351-361)"
            book, pages = [part[:series.start()]], series.group("pages") or ""
        stopped = stopped or bool(series or _CONFERENCE.match(part))
        if not stopped:
            book.append(part)
    if not publisher or not book:
        return False
    people = [m.group(0).strip(" ,") for m in re.finditer(_PERSON, head.group("authors"))]
    entry.authors = [a if "," in a else re.sub(r"\s+(?=(?:[A-Z]\.?\s?-?){1,4}$)", ", ", a, count=1) for a in people]
    entry.authors_truncated = bool(head.group("etal"))
    entry.year, entry.year_suffix = split_year(head.group("year"))
    entry.title = head.group("title").rstrip(".").strip()
    entry.entry_type = "incollection"
    entry.journal, entry.publisher = ". ".join(book), publisher
    entry.pages = normalize_pages(pages)
    return True
