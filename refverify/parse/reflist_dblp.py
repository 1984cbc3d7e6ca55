"""Lines in dblp's plain-text form: the authors' full names up to a colon, the title, then the venue
in dblp's short notation, the year in parentheses last for a journal, after the publisher for a book:

    Ada B. Lovelace, Carl van Dyke: Title of the paper. J. Some Abbrev. 12(3): 45-67 (2019)
    Ada B. Lovelace: Title. Some Publisher 2016, ISBN 978-3-000-00000-0, pp. 3-452
    Ada B. Lovelace, Carl van Dyke: Title. CONF 2019: 1-5

The names are written given name first, dblp's homonym number ("Wei Wang 0001") dropped.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_parts import UPPER

_U = f"[{UPPER}]"
_PARTICLE = r"(?:van|von|der|den|de|da|di|del|la|le|dos|ten|ter)"
# a name's words in lower case after their capital (not Vancouver's "Kingma DP, Ba J."), its initials with periods
_WORD = rf"{_U}[a-z’'][\w’'-]*"
# (a given name may open abbreviated, "Md. Saiful Islam")
_NAME = rf"(?:{_U}[a-z]{{1,2}}\.\s)?{_WORD}(?:\s(?:{_U}\.(?:\s?-?{_U}\.)*|{_WORD}|{_PARTICLE}))*\s{_WORD}(?:\s\d{{4}})?"
_HEAD = re.compile(rf"^(?P<names>{_NAME}(?:,\s{_NAME})*):\s+(?P<rest>.+)$")
_PAGES = r"(?P<pages>\d+\s*[-–]\s*\d+|\d+)"
# "J. Mach. Learn. Res. 15(1): 1929-1958 (2014)" / "CoRR abs/1412.6980 (2014)" (the arXiv number may be taken out already)
_JOURNAL = re.compile(rf"^(?P<title>.+?[.?!])\s+(?P<venue>[^:()]+?)(?:\s+abs/\S+)?(?:\s+(?P<volume>\d+)(?:\((?P<issue>[^)]+)\))?"
                      rf"(?::\s*{_PAGES})?)?\s+\((?P<year>(?:19|20)\d\d)\)\.?$")
_BOOK = re.compile(rf"^(?P<title>.+?[.?!])\s+(?P<publisher>[^:()]+?)\s+(?P<year>(?:19|20)\d\d)"
                   rf"(?P<isbn>(?:\s*,\s*(?:ISBN[\s:]*[\dXx-]+)?)*)(?:\s*pp\.\s*{_PAGES})?\.?$")     # the ISBN may be taken out already
_PUBLISHER_WORD = re.compile(r"Press|Verlag|Springer|Wiley|Elsevier|Publish|O'Reilly|Addison|Prentice|McGraw|Morgan|MIT|Cambridge|Oxford")
# "NIPS 2017: 5998-6008" / "ICLR (Poster) 2015" (a meeting without pages)
_CONF = re.compile(rf"^(?P<title>.+?[.?!])\s+(?P<venue>[^:]+?\s(?P<year>(?:19|20)\d\d))(?:\s*:\s*{_PAGES})?\.?$")


def parse_dblp(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text.strip())
    if not head:
        return False
    rest = head.group("rest").strip()
    journal, book, conf = _JOURNAL.match(rest), _BOOK.match(rest), _CONF.match(rest)
    if book and not (book.group("isbn").strip() or book.group("pages") or _PUBLISHER_WORD.search(book.group("publisher"))):
        book = None     # "ICLR (Poster) 2015": no ISBN, pages nor publisher's word — a meeting
    found = journal or book or conf
    if not found:
        return False
    entry.authors = [re.sub(r"\s\d{4}$", "", n).strip() for n in head.group("names").split(", ")]
    entry.title = found.group("title").rstrip(".").strip()
    entry.year, entry.year_suffix = split_year(found.group("year"))
    entry.pages = re.sub(r"\s", "", found.group("pages") or "")
    if journal:
        entry.entry_type, entry.journal = "article", journal.group("venue").strip()
        entry.volume, entry.issue = journal.group("volume") or "", journal.group("issue") or ""
    elif book:
        entry.entry_type, entry.publisher = "book", book.group("publisher").strip()
    else:
        # "KDD 2010: 939-948": the meeting's name, its year the entry's
        entry.entry_type, entry.journal = "inproceedings", re.sub(r"\s+(?:19|20)\d\d$", "", conf.group("venue").strip())
    return True


def drop_homonym_numbers(entry: BibEntry) -> None:
    """dblp's homonym number carried into another style's line by an export (CNKI's GB/T from dblp
    records: "Tomas Mikolov,Kai Chen 0010,Greg Corrado. Title[J]. CoRR,2013"): no part of the name."""
    entry.authors = [re.sub(rf"(?<=[a-z’'])\s+0\d{{3}}$", "", a) for a in entry.authors]
