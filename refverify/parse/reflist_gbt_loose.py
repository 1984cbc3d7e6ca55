"""GB/T 7714 lines of bachelor theses typed loosely by hand after the type code: the pages written with
"～" after the year and no volume ("工业控制计算机,2004,44～45."), the year and an issue counted in 期 before
the pages ("[J].2005（23期）9～12."), the volume written "第37卷" after a full stop ("山东大学学报，2007。第37卷"),
a stray period before the pages' colon ("中国农机化,2020(04).:74-75."), a second Chinese name parted from the
first by a period ("王法能.周晓娟.题名[J]"), the names after a [M] code ("书名[M].唐贵瑶；陈志军.出版社.2021."),
and a journal's article typed with [M] ("[M].微型电脑运用，1999.60～65.").
"""
from __future__ import annotations

import re

from .entry import BibEntry, normalize_pages, split_year
from .reflist_certainty import guess

_YEAR = r"(?P<year>(?:19|20)\d\d)"
_RANGE = r"(?P<pages>\d+\s*[-–~～－]\s*\d+)"
_END = r"\s*[.．。]?\s*$"
_PRESS = re.compile(r"出版社|出版公司|出版集团|书局|书店|Press|Publish", re.I)
# 刊名,2004,44～45 / 人民邮电出版社,2006.96～100 / 微型电脑运用，1999.60～65: a range after the year, no volume
_YEAR_RANGE = re.compile(rf"^(?P<source>[^.．。,，\d]{{2,40}}?)\s*[,，]\s*{_YEAR}\s*[,，.．]\s*{_RANGE}{_END}")
# [J].2005（23期）9～12.: no journal, the year, the issue, the pages
_YEAR_ISSUE_RANGE = re.compile(rf"^{_YEAR}\s*[(（]\s*(?P<issue>\d+)\s*期?\s*[)）]\s*[,，:：]?\s*{_RANGE}{_END}")
# 山东大学学报，2007。第37卷
_YEAR_VOLUME = re.compile(rf"^(?P<source>[^.．。,，\d]{{2,40}}?)\s*[,，]\s*{_YEAR}\s*[.．。,，]\s*第\s*(?P<volume>\d+)\s*卷{_END}")
# [M].唐贵瑶；陈志军.中国人民大学出版社.2021.
_NAMES_PRESS_YEAR = re.compile(rf"^(?P<names>[\u4e00-\u9fff]{{2,4}}(?:\s*[；;，,、]\s*[\u4e00-\u9fff]{{2,4}})*)(?P<etal>\s*等)?\s*[.．]\s*"
                               rf"(?P<publisher>[^.．。,，]{{2,30}}?)\s*[.．,，]\s*{_YEAR}{_END}")
_SECOND_NAME = re.compile(r"^(?P<name>[\u4e00-\u9fff]{2,3})\s*[.．]\s*(?P<title>\S.{3,})$")


def tidy(tail: str) -> str:
    """"2020(04).:74-75" → "2020(04):74-75": a period typed before the pages' colon."""
    return re.sub(r"([)）])\s*[.．]\s*(?=[:：]\s*\d)", r"\1", tail)


def loose_tail(code: str, tail: str, entry: BibEntry) -> bool:
    """Read one of the loose tails above into ``entry``; False for any other shape."""
    tail = tail.strip().lstrip(".．，, ")
    if code in ("J", "M"):
        found = _YEAR_RANGE.match(tail)
        if found:
            source = found.group("source").strip()
            entry.year, entry.year_suffix = split_year(found.group("year"))
            entry.pages = normalize_pages(re.sub(r"\s*[~～]\s*", "-", found.group("pages")))
            if code == "M" and _PRESS.search(source):
                entry.publisher = source
            else:
                entry.journal = source
                if code == "M":     # a journal's name after [M] (no publisher's word, a page range)
                    entry.entry_type = "article"
                    guess(entry, "journal", "a book's type code [M] before a name with no publisher's word and a page range: read as a journal")
            return True
    if code == "J":
        found = _YEAR_ISSUE_RANGE.match(tail)
        if found:
            entry.year, entry.year_suffix = split_year(found.group("year"))
            entry.issue = found.group("issue")
            entry.pages = normalize_pages(re.sub(r"\s*[~～]\s*", "-", found.group("pages")))
            return True
        found = _YEAR_VOLUME.match(tail)
        if found:
            entry.journal, entry.volume = found.group("source").strip(), found.group("volume")
            entry.year, entry.year_suffix = split_year(found.group("year"))
            return True
    if code == "M" and not entry.authors:
        found = _NAMES_PRESS_YEAR.match(tail)
        if found and _PRESS.search(found.group("publisher")):
            entry.authors = [n for n in re.split(r"\s*[；;，,、]\s*", found.group("names")) if n]
            entry.authors_truncated = bool(found.group("etal"))
            entry.publisher = found.group("publisher").strip()
            entry.year, entry.year_suffix = split_year(found.group("year"))
            guess(entry, "authors", "the authors read after the type code")
            return True
    return False


def second_name(entry: BibEntry) -> None:
    """"王法能.周晓娟.题名[J]": one Chinese author read, the title opening with a 2–3 character name and a
    period: that name taken as the second author (a guess: a short title would look the same)."""
    found = _SECOND_NAME.match(entry.title)
    if len(entry.authors) == 1 and re.fullmatch(r"[\u4e00-\u9fff]{2,3}", entry.authors[0]) and found \
            and not entry.authors_truncated:
        entry.authors.append(found.group("name"))
        entry.title = found.group("title").strip()
        guess(entry, ("authors", "title"), "a second Chinese name parted from the first by a period, read as an author")
