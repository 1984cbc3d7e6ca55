"""MLA 7's web entries as EasyBib and its kin write them (issue 20, held-out batch 90): "N.p." for no publisher,
"n.d." for no date, "Web." and the date of access after them — the entry's own parts are the ones before:

    "Minimum Wage System. N.p., n.d. Web. 20 May 2017."                      (a page's title, nothing else)
    "Glogou. Glogou Inc., 2012. Web. 05 June 2017."                          (a site, its publisher, a year)
    "\"Hyundai Opens R&D Center.\" The Korea Herald. N.p., 29 May 2015. Web. 01 June 2017."   (a quoted title, its site)
    "McCurry, Justin. \"Who Is Moon Jae-in?\" The Guardian. Guardian News and Media, 09 May 2017. Web. 12 May 2017."

Only a line written with "Web." and a date of access at its end is read here.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_parts import _set_authors

_ACCESS = re.compile(r"\.\s*Web\.\s*(?:\d{1,2}\s+)?[A-Z][a-z]{2,8}\.?\s+(?:\d{1,2},?\s+)?(?:19|20)\d\d\.?\s*$")
_IMPRINT = r"(?P<publisher>N\.\s?p\.|[^.“”\"]{2,80}?),\s*(?P<date>n\.\s?d|(?:\d{1,2}\s+[A-Z][a-z]{2,8}\.?\s+)?(?:19|20)\d\d)"
_QUOTED = re.compile(r"^(?:(?P<names>[^“”\"]{2,200}?)\.\s+)?[“\"](?P<title>[^“”\"]{2,300}?)[.?!]?[”\"]\s+(?P<site>[^.]{2,120})\.\s+"
                     + _IMPRINT + r"$")
_PLAIN = re.compile(r"^(?P<title>[^“”\"]{2,200}?)\.\s+" + _IMPRINT + r"$")


def parse(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from such a line; False, ``entry`` untouched, for any other."""
    if not _ACCESS.search(entry.raw or text):      # (the date of access may be taken off the text already)
        return False
    access = _ACCESS.search(text)
    body = (text[:access.start()] if access else text).strip().rstrip(".")
    quoted, plain = _QUOTED.match(body), _PLAIN.match(body)
    match = quoted or plain
    if not match or plain and re.search(r",\s", match.group("title")):     # "Family, Given. Title.": another reader's
        return False
    if quoted and quoted.group("names"):
        _set_authors(entry, quoted.group("names"))
    entry.title = match.group("title").strip()
    if quoted:
        entry.journal = quoted.group("site").strip()
    publisher = match.group("publisher").strip()
    entry.publisher = "" if re.fullmatch(r"N\.\s?p\.", publisher) or quoted and publisher == entry.journal else publisher
    year = re.search(r"(?:19|20)\d\d", match.group("date"))
    if year:
        entry.year, entry.year_suffix = split_year(year.group(0))
    entry.entry_type = "misc"
    return True
