"""Typed Chinese lists that write "作者，年份，《题名》，出处": the year right after the names, the title in
book-title marks 《》 and no GB/T type code, e.g. "张三、李四,2004,《书名》，某某出版社，第12页",
"张三,2009,《题名》，《期刊》", "张三 等，《题名》，《期刊》,2005年第22期" (the year only in the issue),
"张三,2012,《题名》，某大学硕士论文", "张三,2003,《题名》，期刊名,2003- 3(2): 11-13",
"编写组，2015，《书名》，北京：某某出版社。" (the place before the publisher) or "张三，2010，《书名》，二版，某某文化。".
Names may be Latin ("Michael Hammer、James Champy"): the family name is the last word.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_certainty import guess as mark_guessed

_YEAR = r"(?:19|20)\d\d"
_ZH_NAME = r"[\u4e00-\u9fff·]{2,12}(?:[（(][\u4e00-\u9fff]{2,4}[）)])?"
_LATIN_NAME = r"[A-Z][A-Za-z'\-]+(?:\s+(?:[A-Z]\.\s*)*[A-Z][A-Za-z'\-]+)+"
_NAME = rf"(?:{_ZH_NAME}|{_LATIN_NAME})"
_HEAD = re.compile(rf"^(?P<authors>{_NAME}(?:\s*[，,、]\s*{_NAME})*)\s*(?P<etal>等)?\s*[，,]?\s*"
                   rf"(?:(?P<year>{_YEAR})\s*年?\s*[，,]?)?\s*《(?P<title>[^》]+)》\s*[，,]?\s*(?P<rest>.*?)\s*[。.]?$")
_PAGE = re.compile(r"\s*[，,]?\s*(?:第\s*\d+(?:\s*[-–~]\s*\d+)?\s*页|p{1,2}\.\s*\d+(?:\s*[-–]\s*\d+)?)\s*$")
_JOURNAL = re.compile(rf"^《(?P<journal>[^》]+)》\s*(?:[，,]\s*(?:(?P<year>{_YEAR})\s*年\s*)?"
                      r"(?:第\s*(?P<issue>\d{1,3})\s*期|第\s*[一二三四五六七八九十]{1,3}\s*期)?)?$")
_THESIS = re.compile(r"^(?P<school>[\u4e00-\u9fff]{2,20}?(?:大学|学院|研究院|研究所))\s*(?:博士|硕士|学士)(?:学位)?论文$")
_PUBLISHER = re.compile(r"^(?:(?:第\s*\d{1,2}\s*|[一二三四五六七八九十]{1,2})版\s*[，,]\s*)?(?:[\u4e00-\u9fff]{2,6}\s*[：:]\s*)?"
                        r"(?P<publisher>[\u4e00-\u9fff]{2,20}?(?P<sure>出版社|出版公司|出版集团|书局|書局|出版社有限公司)?)$")
_JOURNAL_NUMBERS = re.compile(rf"^(?P<journal>[^，,《》\d]{{2,40}}?)\s*[，,]\s*(?:{_YEAR}\s*[-－]?\s*)?"
                              r"(?P<volume>\d{1,4})\s*[(（](?P<issue>\d{1,3})[)）]\s*[:：]\s*(?P<pages>\d+\s*[-–]\s*\d+)$")


def _names(text: str) -> list[str]:
    names = []
    for name in re.split(r"\s*[，,、]\s*", text.strip()):
        name = re.sub(r"[（(][^）)]*[）)]$", "", name)   # "罗点点（罗峪平）": the other name in brackets
        names.append(name.split()[-1] if re.match(r"[A-Za-z]", name) else name)
    return names


def _source(rest: str, entry: BibEntry) -> bool:
    journal = _JOURNAL.match(rest)
    if journal:
        entry.entry_type = "article"
        entry.journal = journal.group("journal").strip()
        entry.issue = journal.group("issue") or ""
        if journal.group("year") and not entry.year:
            entry.year, entry.year_suffix = split_year(journal.group("year"))
        return True
    thesis = _THESIS.match(rest)
    if thesis:
        entry.entry_type = "thesis"
        entry.publisher = thesis.group("school")
        return True
    publisher = _PUBLISHER.match(rest)
    if publisher:
        entry.entry_type = "book"
        entry.publisher = publisher.group("publisher")
        if not publisher.group("sure"):
            mark_guessed(entry, "publisher", "the part after the title is taken as the publisher by its place only")
        return True
    numbers = _JOURNAL_NUMBERS.match(rest)
    if numbers:
        entry.entry_type = "article"
        entry.journal = numbers.group("journal").strip()
        entry.volume, entry.issue = numbers.group("volume"), numbers.group("issue")
        entry.pages = re.sub(r"\s+", "", numbers.group("pages"))
        mark_guessed(entry, ("journal", "volume"), "a journal without 《》 and numbers without labels: read by place only")
        return True
    return not rest


def parse_year_title(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text.strip())
    if not head or not (head.group("year") or head.group("etal")):
        return False
    if head.group("year"):
        entry.year, entry.year_suffix = split_year(head.group("year"))
    rest = _PAGE.sub("", head.group("rest"))
    if not _source(rest.strip(), entry):
        if not entry.year:
            return False
        entry.notes.append(f"the part after the title \"{rest.strip()}\" is not read")
    entry.authors = _names(head.group("authors"))
    entry.authors_truncated = bool(head.group("etal"))
    entry.title = head.group("title").strip()
    return True
