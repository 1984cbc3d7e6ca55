"""Chinese lines of EndNote's default "Numbered" output and NoteExpress's "Numbered(Multilingual)"
(issue 20, held-out batches 22 and 23): no GB/T type code, the names parted by commas with "and",
"与" or "和" before the last, "等" or ", et al." after a cut list, a comma after the names, then

    "黄文周 and 孙福英, 标题. 期刊, 2019. 46(02): p. 54+59."        (journal, year. volume(issue): pages)
    "刘佳, 标题. 期刊, 2019(04): p. 75-76."                         (an issue without a volume)
    "胡啸峰与郑云勇, 标题. 期刊(自然科学版), 2018. 24(01): 第51-56页."   (NoteExpress's pages)
    "蔡海云, 标题. 2000, 西安理工大学."                              (a thesis: year, school)
    "张三, 书名. 2005, 北京: 清华大学出版社."                         (a book: year, place: publisher)
    "周一, 书名. 北京: 清华大学出版社, 2016."                         (IEEE's book: place: publisher, year)

Only a whole line of one of these shapes is read here; any other line is left to the other readers.
"""
from __future__ import annotations

import re

from .entry import BibEntry
from .reflist_certainty import guess
from .reflist_parts import normalize_pages

_HAN = r"\u4e00-\u9fff"
_NAME = rf"[{_HAN}][{_HAN}·]{{1,5}}(?<!等)"     # "武克恭等,": the 等 cuts the list
_SEP = r"(?:\s*[,，、]\s*(?:and\s+)?|\s+and\s+|\s*[与和]\s*)"
# (or the names written with nothing between them, "徐一芬彭二忠吴三平,": one block, marked guessed)
_HEAD = re.compile(
    rf"^(?P<authors>{_NAME}(?:{_SEP}{_NAME}){{0,9}}|(?P<glued>[{_HAN}]{{7,12}}))(?P<etal>\s*等|\s*[,，]\s*et\s+al\.)?\s*[,，]\s*"
    rf"(?P<title>[^\s,，.][^。]*?[^\s.])\.\s+(?P<rest>\S.*?)\.?\s*$")
_YEAR = r"(?P<year>(?:1[89]|20)\d\d)"
# EndNote's thesis with commas only: "王一, 标题, 2013, 某某学院."
_THESIS = re.compile(rf"^(?P<authors>{_NAME})\s*[,，]\s*(?P<title>[^,，]{{4,200}}?)\s*[,，]\s*(?P<year>(?:1[89]|20)\d\d)\s*[,，]\s*"
                     rf"(?P<school>[^,，.\d]{{2,40}}(?:大学|学院|研究院|研究所|科学院|研究生院|党校))\s*\.?$")
_PAGES = r"(?::\s*(?:p\.\s*|第\s*)?(?P<pages>[A-Za-z]?\d+(?:\s*[\-–~+,]\s*[A-Za-z]?\d+)*)\s*页?)?"
_JOURNAL = re.compile(
    rf"^(?P<journal>[^\d\s,，.](?:[^,，.]|\.(?!\s))*?)\s*[,，]\s*{_YEAR}"
    rf"(?:\s*\((?P<only_issue>[^()]{{1,8}})\)|\.\s*(?P<volume>\d+[A-Z]?)(?:\s*\((?P<issue>[^()]{{1,8}})\))?)?{_PAGES}$")
# IEEE's book, as Chinese lists write it: "周一, 书名. 北京: 某出版社, 2016."
_PRESS = re.compile(rf"^(?P<place>[^\d\s,，:：.][^,，:：.]{{0,11}})\s*[:：]\s*(?P<publisher>[^\d\s,，:：.][^,，:：.]{{1,40}}?)\s*[,，]\s*{_YEAR}$")
_SCHOOL = re.compile(rf"^{_YEAR}\s*[,，]\s*(?:(?P<place>[^,，:：]{{1,12}})\s*[:：]\s*)?(?P<body>[^,，:：.]{{2,40}})$")
_SCHOOL_WORD = re.compile(r"(?:大学|学院|研究院|研究所|科学院|研究生院|党校)$")


def _names(text: str) -> tuple[list[str], bool]:
    """The names of ``text`` and whether one was parted at a "与" / "和" (characters a name may also
    hold: "李和平"; a part longer than a name, "王凯娟与王润田", is two names)."""
    names, joined = [], False
    for part in (p for p in re.split(r"\s*[,，、]\s*(?:and\s+)?|\s+and\s+", text) if p):
        two = re.fullmatch(rf"([{_HAN}·]{{2,4}})[与和]([{_HAN}·]{{2,4}})", part) if len(part) > 4 else None
        names += [two.group(1), two.group(2)] if two else [part]
        joined = joined or bool(two)
    return names, joined


def parse_endnote_zh(text: str, entry: BibEntry) -> bool:
    thesis = _THESIS.match(text.strip())
    if thesis and re.search(f"[{_HAN}]", thesis.group("title")):
        entry.authors, entry.title = [thesis.group("authors")], thesis.group("title").strip()
        entry.entry_type, entry.publisher, entry.year = "thesis", thesis.group("school").strip(), int(thesis.group("year"))
        return True
    head = _HEAD.match(text.strip())
    if not head or not re.search(f"[{_HAN}]", head.group("title")) \
            or re.search(rf"[{_HAN}][.．]|[.．][{_HAN}]", head.group("title")):
        return False        # "郑三等.标题.期刊": periods glued to the words part a GB/T line's elements
    rest = head.group("rest").strip()
    press = _PRESS.match(rest)
    journal, school = None if press else _JOURNAL.match(rest), None if press else _SCHOOL.match(rest)
    if not journal and not school and not press:
        return False
    if journal and (not re.search(rf"[{_HAN}A-Za-z]", journal.group("journal"))
                    or re.search(r"[:：]", journal.group("journal"))):    # "自然杂志 13: 3–10, 1990": Spandidos' numbers
        return False
    if re.match(rf"{_NAME}(?:{_SEP}{_NAME})*\s*[:：]", head.group("title")):
        return False        # "钱一, 于二 and 戴三: 标题.": names before a colon (Spandidos), no EndNote title
    entry.authors, joined = _names(head.group("authors")) if not head.group("glued") else ([head.group("glued")], False)
    if head.group("glued"):
        guess(entry, "authors", "names written with nothing between them, read as one block")
    entry.authors_truncated = bool(head.group("etal"))
    entry.title = head.group("title").strip()
    if press:
        entry.entry_type, entry.publisher = "book", press.group("publisher").strip()
        entry.year = int(press.group("year"))
    elif journal:
        entry.entry_type = "article"
        entry.journal = journal.group("journal").strip()
        entry.year = int(journal.group("year"))
        entry.volume = journal.group("volume") or ""
        entry.issue = (journal.group("issue") or journal.group("only_issue") or "").strip()
        entry.pages = normalize_pages(re.sub(r"\s+", "", journal.group("pages") or ""))
    else:
        entry.year = int(school.group("year"))
        body = school.group("body").strip()
        if school.group("place") or body.endswith("出版社"):
            entry.entry_type, entry.publisher = "book", body       # "2005, 北京: 清华大学出版社"
        elif _SCHOOL_WORD.search(body):
            entry.entry_type, entry.publisher = "thesis", body     # "2000, 西安理工大学": as GB/T's [D] school
        else:
            entry.entry_type = "report"        # "2002, 某某实验室": an institution, no publisher
            guess(entry, (), "a work read as a report from the body after its year")
    if joined:
        guess(entry, "authors", "the names parted at '与' / '和', characters a name may also hold")
    return True
