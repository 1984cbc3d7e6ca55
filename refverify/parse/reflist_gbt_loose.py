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
    """"2020(04).:74-75" → "2020(04):74-75": a period typed before the pages' colon; "2013: 2013: 3111--3119" →
    "2013: 3111--3119": a style that writes the year twice."""
    tail = re.sub(r"\b((?:1[89]|20)\d\d)\s*[:：]\s*\1\s*(?=[:：])", r"\1", tail)
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
    if re.match(r"[\u4e00-\u9fff]{2,3}[.．](?i:NET)(?![A-Za-z])", entry.title):
        return      # "基于.NET三层架构的…": the title's ".NET", no second name
    if len(entry.authors) == 1 and re.fullmatch(r"[\u4e00-\u9fff]{2,3}", entry.authors[0]) and found \
            and not entry.authors_truncated:
        entry.authors.append(found.group("name"))
        entry.title = found.group("title").strip()
        guess(entry, ("authors", "title"), "a second Chinese name parted from the first by a period, read as an author")


# --- English works typed into GB/T by Chinese students ---------------------------------------------
_GIVEN = r"[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?"
# "Ronald G. Meyer. Title": one name given first with a middle initial (its period no list's end)
_ONE_MIDDLE = re.compile(rf"^(?P<names>{_GIVEN}\s[A-Z]\.\s?[A-Z][a-z][\w'’-]*)\s*[.．]\s+(?P<title>\S.+)$")
# "R.M.加涅,L.J.布里格斯.题名": translated names with the initials glued to them
_TRANSLATED = r"(?:[A-Z]\.){1,3}\s?[\u4e00-\u9fff]{2,8}(?:[·•][\u4e00-\u9fff]{1,8})?"
_TRANSLATED_HEAD = re.compile(rf"^(?P<names>{_TRANSLATED}(?:\s*[,，、]\s*{_TRANSLATED})*)\s*[.．]\s*(?P<title>\S.+)$")
# "Yunxi Wang,On the Application of …" / "Ronal J.Norman， Object-Oriented …": one name given first, a comma, the title (no period between)
_COMMA_TITLE = re.compile(rf"^(?P<names>{_GIVEN}\s(?:[A-Z]\.\s?)?{_GIVEN})\s*[,，]\s*(?P<title>[A-Z]\S*(?:\s+\S+){{3,}})$")


def loose_head(head: str, entry: BibEntry) -> tuple[str, str] | None:
    """(authors, title) of a head in one of the shapes above; None for any other."""
    head = head.strip()
    found = _ONE_MIDDLE.match(head) or _TRANSLATED_HEAD.match(head)
    if found:
        return found.group("names"), found.group("title")
    found = _COMMA_TITLE.match(head)
    if found and not re.search(r"[.．]\s", found.group("title")):
        guess(entry, ("authors", "title"), "one name given first read as ending at a comma before the title")
        return found.group("names"), found.group("title")
    return None


_CAPS = r"[A-Z][A-Z'’\-]+"
_GIVEN_WORDS = rf"{_GIVEN}(?:\s{_GIVEN})*"


def caps_family_pairs(entry: BibEntry) -> None:
    """"BEVENSEE, Brendan Elwood,BERNINGER, Trevor" (a patent office's names: the family name in capitals,
    a comma, the given names): each pair read as one person."""
    names = entry.authors
    if len(names) < 2 or len(names) % 2 or not all(
            re.fullmatch(_CAPS, f) and re.fullmatch(_GIVEN_WORDS, g) for f, g in zip(names[::2], names[1::2])):
        return
    entry.authors = [f"{f}, {g}" for f, g in zip(names[::2], names[1::2])]


def family_given_initials(entry: BibEntry) -> None:
    """"Paul Caroline R,Kerr Bradley R,Frohna John G" (PubMed's full names without their comma): every name
    read as "Paul Caroline, R" is "Paul, Caroline R" (a guess: "Garcia Lopez J" would look the same)."""
    shape = r"(?P<family>[A-Z][a-z]+(?:[A-Z][a-z]+)?)\s(?P<given>[A-Z][a-z]+),\s*(?P<initials>[A-Z](?:\s?[A-Z])?)"
    held = [re.fullmatch(shape, n) for n in entry.authors]
    if len(held) < 2 or not all(held):
        return
    entry.authors = [f"{m.group('family')}, {m.group('given')} {m.group('initials')}" for m in held]
    guess(entry, "authors", "every name read as family name, given name in full, initial (PubMed's full names)")


# "CRC Press:2020-04-30." / "Taylor and Francis;CRC Press:2019-03-01." / "甘肃人民出版社:, 201901.421."
_PRESS_COLON_DATE = re.compile(r"^(?P<publisher>[^:：.．]{2,60}?)\s*[:：]\s*[,，]?\s*(?P<year>(?:19|20)\d\d)"
                               r"(?:[-/]\d{1,2}[-/]\d{1,2}|\d\d)?(?:[.．]\d+)?\s*[.．]?\s*$")
# "Learning & EducationVolume9 Issue1，2020."
_VOLUME_ISSUE_WORDS = re.compile(r"^(?P<journal>[^,，]{2,80}?)\s*Volume\s*(?P<volume>\d+)\s*Issue\s*(?P<issue>\d+)\s*[,，]\s*"
                                 r"(?P<year>(?:19|20)\d\d)\s*[.．]?\s*$")


def english_tail(code: str, tail: str, entry: BibEntry) -> bool:
    """The tails above (a publisher and a full date after a colon, a journal with its volume and issue in words)."""
    tail = tail.strip().lstrip(".．，, ")
    found = _PRESS_COLON_DATE.match(tail) if code == "M" else None
    if found:
        publishers = re.split(r"\s*[;；]\s*", found.group("publisher").strip())
        entry.publisher = publishers[0]
        entry.year, entry.year_suffix = split_year(found.group("year"))
        if len(publishers) > 1:
            guess(entry, "publisher", "the first of two publishers joined by a semicolon")
        return True
    found = _VOLUME_ISSUE_WORDS.match(tail) if code == "J" else None
    if found:
        entry.journal, entry.volume, entry.issue = found.group("journal").strip(), found.group("volume"), found.group("issue")
        entry.year, entry.year_suffix = split_year(found.group("year"))
        return True
    return False


def translated_initials(entry: BibEntry) -> None:
    """"R.M.加涅": a translated name after its initials, kept as "加涅, R.M." (the family name first)."""
    entry.authors = [re.sub(r"^((?:[A-Z]\.\s?){1,3})\s*([\u4e00-\u9fff][\u4e00-\u9fff·•]{1,8})$", r"\2, \1", n).strip()
                     for n in entry.authors]


# Google Scholar's GB/T for a meeting: "[C]//Robot Soccer World Cup. Springer, Berlin, Heidelberg, 2010: 12-20" (the
# publisher before its places) / "[C]//Mixed and Augmented Reality, 2007. ISMAR 2007. 6th IEEE and ACM International
# Symposium on. IEEE, 2007: 225-234." (a year and periods inside the meeting's name)
_SCHOLAR_MEETING = re.compile(
    r"^(?P<venue>.+?)\.\s+(?P<publisher>[A-Z][\w&\-]*(?:\s[A-Z][\w&\-]*){0,3})(?P<places>(?:\s*,\s*[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)*)"
    r"\s*,\s*(?P<year>(?:19|20)\d\d)(?:\s*,\s*(?P<volume>\d+)\s*(?:\((?P<issue>\d+)\))?)?\s*:\s*(?P<pages>\d+\s*[-–]\s*\d+)\s*\.?\s*$")


def scholar_meeting(tail: str, entry: BibEntry) -> bool:
    """The meeting, its publisher and the numbers of such a line (after its "//"); False for another shape."""
    found = _SCHOLAR_MEETING.match(tail.strip())
    if not found or not (found.group("places") or re.search(r",\s*(?:19|20)\d\d\.\s", found.group("venue") + ". ")):
        return False
    # "Sixth IEEE Workshop on Vision, 2002. Proceedings": IEEE's word after the meeting is no part of its name
    venue = re.sub(r"\.\s*Proceedings$", "", found.group("venue").strip())
    entry.journal, entry.publisher = venue, found.group("publisher").strip()
    entry.year, entry.year_suffix = split_year(found.group("year"))
    entry.volume, entry.issue = found.group("volume") or "", found.group("issue") or ""
    entry.pages = normalize_pages(found.group("pages"))
    return True
