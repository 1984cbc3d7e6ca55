"""GB/T 7714 lines that put a period between every element after the type code (issue 20, held-out
batch 22: a Chinese master thesis typed by hand):

    "作者. 题名[J]. 期刊. 2007. 39(2). 213-217."                      (journal. year. volume(issue). pages)
    "Authors. Title[C]. Conference (ABBR). City, Country. 2005. Place. Publisher. 203-208."
    "作者. 题名[D]. 西安. 西安电子科技大学. 2010. 59-69."                (place. school. year. pages)
    "作者. 书名[M]. 北京. 某出版社. 2005. 12-19."                         (place. publisher. year. pages)
    "Authors. Title. Journal[J]. 1991. 3(1). 71-86."                     (the type code after the journal: a guess)

A thesis template's BibTeX style (BUPT's, held-out batch 56) writes the numbers before the year, and the
meeting's place after its name:

    "Authors. Title~[J]. Journal.~3~(Feb). 2003: 1137--1155."          (journal. volume (issue). year: pages)
    "作者. 题名~[J]. 期刊.~(16)． 2012： 140--147．"                      (journal. (issue). year: pages)
    "Authors. Title~[C]. In Proceedings of X. Seattle, Washington, USA. 2013 : 1631--1642."

Only a tail of one of these shapes is read here; any other is left to reflist_gbt.
"""
from __future__ import annotations

import re

from .entry import BibEntry
from .reflist_certainty import guess
from .reflist_parts import normalize_pages

_DOT = r"\s*[.．]\s*"
_YEAR = r"(?P<year>(?:1[89]|20)\d\d)"
_RANGE = r"(?P<pages>\d+\s*[\-–~]\s*\d+)"
_JOURNAL = re.compile(
    rf"^(?P<journal>[^\W\d_][^.．,，:：;；]*?){_DOT}{_YEAR}(?:{_DOT}(?P<volume>\d+)\s*(?:\((?P<issue>[^()]{{1,8}})\))?"
    rf"|\s*\((?P<only_issue>[^()]{{1,8}})\))(?:{_DOT}{_RANGE})?[\s.．]*$")     # "期刊. 2007(2). 213-217."
# "San Diego, USA" / "Vancouver, Canada": a place as the meeting's, never a name of the meeting
# "Title. Journal[J]. 1991. 3(1). 71-86.": the type code after the journal, the numbers alone after it
_NUMBERS = re.compile(rf"^{_YEAR}{_DOT}(?P<volume>\d+)\s*(?:\((?P<issue>[^()]{{1,8}})\))?{_DOT}{_RANGE}[\s.．]*$")
_CITY = r"[A-Z][\w'’\-]*(?:\s[A-Z][\w'’\-]*)*,\s*[A-Z][\w'’\-]*(?:\s[A-Z][\w'’\-]*)*"
_MEETING = re.compile(
    rf"^(?P<meeting>[^\W\d_][^.．:：;；]*?){_DOT}(?:{_CITY}{_DOT})?{_YEAR}"
    rf"(?:{_DOT}(?P<place>[A-Z][^\d.．,，:：]{{1,30}}){_DOT}(?P<publisher>[A-Z][^\d.．:：]{{1,60}}?))?(?:{_DOT}{_RANGE})?[\s.．]*$")
_NUMBERS_FIRST = re.compile(rf"^(?P<journal>[^\W\d_].*?){_DOT}(?P<volume>\d[\w\-]*)?\s*(?:[(（](?P<issue>[^()（）]{{1,12}})[)）])?{_DOT}{_YEAR}"
                            rf"(?:\s*[,，]\s*[^\W\d_]{{3,9}}\.?)?\s*[:：]\s*{_RANGE}[\s.．]*$")
_MEETING_PLACED = re.compile(rf"^(?:In\s+)?(?P<meeting>[^\W\d_].*?){_DOT}{_CITY}(?:,\s*[A-Z][\w'’\-]*)?{_DOT}{_YEAR}\s*[:：]\s*{_RANGE}[\s.．]*$")
_BOOK = re.compile(rf"^(?P<place>[^\W\d_][^.．,，:：\d]{{0,20}}){_DOT}(?P<publisher>[^\W\d_][^.．,，:：\d]{{1,60}}?){_DOT}{_YEAR}(?:{_DOT}{_RANGE})?[\s.．]*$")
_SCHOOL = re.compile(rf"^(?P<place>[^\W\d_][^.．,，:：\d]{{0,12}}){_DOT}(?P<school>[^\W\d_][^.．,，:：\d]{{1,40}}?){_DOT}{_YEAR}{_DOT}{_RANGE}[\s.．]*$")


def read_dotted_tail(code: str, tail: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from the ``tail`` after the type code ``code`` when every element of it is
    parted by a period; False (and ``entry`` untouched) for a tail of another shape."""
    numbers = _NUMBERS.match(tail.strip()) if code == "J" else None
    journal_last = re.match(r"^(?P<title>.+[^\s.A-Z])(?<!\bvs)(?<!\bal)(?<!\betc)\.\s+(?P<journal>[A-Z][^.]{3,})$", entry.title) if numbers else None
    if journal_last:
        entry.title, entry.journal = journal_last.group("title"), journal_last.group("journal").strip()
        guess(entry, ("title", "journal"), "the journal read as the title's last sentence (the type code after it)")
        match = numbers
        entry.volume = match.group("volume")
        entry.issue = (match.group("issue") or "").strip()
    elif code == "J":
        match = _JOURNAL.match(tail.strip())
        first = _NUMBERS_FIRST.match(tail.strip().lstrip(".．")) if not match else None
        if first and (first.group("volume") or first.group("issue")):
            entry.journal, entry.volume = first.group("journal").strip(), first.group("volume") or ""
            entry.issue, match = (first.group("issue") or "").strip(), first
        elif not match:
            return False
        else:
            entry.journal, entry.volume = match.group("journal").strip(), match.group("volume") or ""
            entry.issue = (match.group("issue") or match.group("only_issue") or "").strip()
    elif code == "M":
        match = _BOOK.match(tail.strip())
        if not match:
            return False
        entry.publisher = match.group("publisher").strip()
    elif code == "C":
        match = _MEETING.match(tail.strip())
        placed = _MEETING_PLACED.match(tail.strip().lstrip(".．")) if not match else None
        if placed:
            entry.journal, match = placed.group("meeting").strip(), placed
        elif not match:
            return False
        else:
            entry.journal = match.group("meeting").strip()
            entry.publisher = (match.group("publisher") or "").strip()
    elif code == "D":
        match = _SCHOOL.match(tail.strip())
        if not match:
            return False
        entry.publisher = match.group("school").strip()
    else:
        return False
    entry.year = int(match.group("year"))
    entry.pages = normalize_pages(re.sub(r"\s+", "", match.group("pages") or ""))
    return True
