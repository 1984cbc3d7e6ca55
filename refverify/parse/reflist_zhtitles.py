"""Chinese reference lines that mark titles with book-title marks 《》 instead of GB/T's type codes:

- the legal citation style of Chinese law reviews and theses: "作者，作者：《题名》，《期刊》2019年第5期。",
  a book "作者：《书名》，译者译，出版社2020年9月第1版。", a thesis "作者：《题名》，某大学2022年博士学位论文。",
  a newspaper "《检察日报》2018年4月2日，第3版。"; a translated author carries the country ("[美]");
- CNKI's informal copy of a search result: "《题名》 作者作者-《期刊》2021年8期" (the names run together).
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_certainty import guess as mark_guessed
from .reflist_zhyeartitle import parse_year_title

_NAME = r"(?:[\[［(（][\u4e00-\u9fff]{1,3}[\]］)）]\s*)?[\u4e00-\u9fff·•]{2,20}"
_LEGAL = re.compile(rf"^(?P<authors>{_NAME}(?:\s*[，,、]\s*{_NAME})*)\s*[：:]\s*《(?P<title>[^》]+)》\s*[，,]\s*(?P<rest>.+?)[。.]?$")
_JOURNAL_ISSUE = re.compile(r"^《(?P<journal>[^》]+)》\s*(?:[A-Z]{2,8}\s*)?(?P<year>(?:19|20)\d\d)\s*年\s*(?:第\s*)?"
                            r"(?:(?P<issue>\d{1,3})\s*期|(?P<month>\d{1,2})\s*月(?:\s*\d{1,2}\s*日)?)")
_THESIS = re.compile(r"^(?P<school>[\u4e00-\u9fff（）()]{2,30}?)\s*(?P<year>(?:19|20)\d\d)\s*年\s*(?:博士|硕士|学士)?(?:学位)?论文$")
_BOOK = re.compile(r"^(?:(?P<translator>[^，,]{1,30}译)\s*[，,]\s*)?(?P<publisher>[^，,\d]{2,40}?)\s*"
                   r"(?P<year>(?:19|20)\d\d)\s*年")
# "中国电信集团公司，《技术规范》": the authors, a comma, the title in 《》, and perhaps nothing more
_COMMA_TITLE = re.compile(rf"^(?P<authors>{_NAME}(?:\s*[、]\s*{_NAME})*)\s*[，,]\s*《(?P<title>[^《》]+)》"
                          r"(?:\s*[，,]\s*(?P<rest>.+?))?\s*[。.]?$")
_CNKI = re.compile(r"^《(?P<title>[^》]+)》\s*(?P<authors>[\u4e00-\u9fff·]{0,20}?)(?P<etal>等)?\s*[-－—]\s*(?P<rest>《.+)$")


def _people(text: str) -> list[str]:
    return [re.sub(r"^[\[［(（][\u4e00-\u9fff]{1,3}[\]］)）]\s*", "", n).strip()
            for n in re.split(r"\s*[，,、]\s*", text) if n.strip()]


def _container(rest: str, entry: BibEntry) -> bool:
    journal = _JOURNAL_ISSUE.match(rest)
    if journal:
        entry.entry_type = "article"
        entry.journal = journal.group("journal").strip()
        entry.year, entry.year_suffix = split_year(journal.group("year"))
        entry.issue = journal.group("issue") or ""
        return True
    thesis = _THESIS.match(rest.strip())
    if thesis:
        entry.entry_type = "thesis"
        entry.publisher = thesis.group("school")
        entry.year, entry.year_suffix = split_year(thesis.group("year"))
        return True
    book = _BOOK.match(rest)
    if book:
        entry.entry_type = "book"
        entry.publisher = book.group("publisher").strip()
        entry.year, entry.year_suffix = split_year(book.group("year"))
        return True
    entry.year, entry.year_suffix = split_year(rest)
    return bool(entry.year)


def parse_title_marks(text: str, entry: BibEntry) -> bool:
    if parse_year_title(text, entry):   # "作者，2004，《书名》，出版社，第12页"
        return True
    legal = _LEGAL.match(text.strip())
    if legal:
        entry.authors = _people(legal.group("authors"))
        entry.title = legal.group("title").strip()
        _container(legal.group("rest").strip(), entry)
        return True
    comma = _COMMA_TITLE.match(text.strip())
    if comma and (not comma.group("rest") or _container(comma.group("rest").strip(), entry)):
        entry.authors = _people(comma.group("authors"))
        entry.title = comma.group("title").strip()
        entry.entry_type = entry.entry_type or "misc"
        if not comma.group("rest"):
            mark_guessed(entry, "authors", "the part before the comma and the title in 《》 taken as the authors (no source follows)")
        return True
    cnki = _CNKI.match(text.strip())
    if cnki and _container(cnki.group("rest"), entry):
        entry.title = cnki.group("title").strip()
        names = cnki.group("authors")
        # the names run together: only one name of two or three characters is sure to be one person
        entry.authors = [names] if 2 <= len(names) <= 3 and not cnki.group("etal") else []
        entry.authors_truncated = bool(cnki.group("etal"))
        if names and not entry.authors:
            entry.notes.append(f"the authors \"{names}\" are written together without separators: not split")
        return True
    return False
