"""Book lists typed by hand in Chinese theses, the parts parted by commas only, without GB/T's type
codes or periods: "作者，书名，出版社，年" ("李刚，疯狂Android讲义，电子工业出版社，2011",
"余志龙等，书名，人民邮电出版社，2009", "王伟，《物联网安全》，电子工业出版社，2019年。", a Western
writer "Bruce Eckel ，java编程思想，机械工业出版社，2002"), sometimes the title first ("书名，罗杰，机械工业
出版社，2015年04月"), the year glued to the publisher ("机械工业出版社 2010") or with its month ("2012.10").

The same list's English books keep the shape with ASCII commas ("Reto Meier, Professional Android 2
Application Development, Wrox, 2010"): read only when no other style took the line, every field guessed.
"""
from __future__ import annotations

import re

from ..core.text import has_cjk
from .entry import BibEntry, split_year
from .reflist_certainty import guess as mark_guessed

_CJK = r"\u4e00-\u9fff"
# the year, with its month ("2012.10", "2015年04月", "2013.08") and the line's end
_YEAR_END = re.compile(r"(?:^|(?<=[\s,，、]))(?P<year>(?:19|20)\d\d)(?:\s*年)?(?:\s*[.．/\-]\s*\d{1,2}|\s*\d{1,2}\s*月)?"
                       r"(?:\s*\d{1,2}\s*日)?\s*(?:第\s*\d+\s*版)?\s*[。.．]?\s*$")
_CN_PRESS = re.compile(rf"[{_CJK}A-Za-z]{{2,20}}(?:出版社|出版公司|书局|出版集团)")
# a Chinese writer's name, also "…等" (and others) and "…著/编著/主编/译" (wrote, edited)
_ZH_NAME = re.compile(rf"^(?:[(（\[［][{_CJK}]{{1,3}}[)）\]］]\s*)?(?P<name>[{_CJK}]{{2,4}}?|[{_CJK}]{{1,8}}(?:[·•][{_CJK}]{{1,8}})+)(?P<etal>等)?"
                      rf"\s*(?:编著|主编|著|编|等译|译)?$")
_ORG_NAME = re.compile(rf"^[A-Za-z0-9{_CJK}]{{2,20}}(?:工作室|研究院|研究所|公司|协会|学会|委员会|团队)$")
_LATIN_NAME = re.compile(r"^(?P<name>[A-Z][a-z]+(?:\s+[A-Z]\.?)?(?:\s+(?:[A-Z]\.\s*)?[A-Z][a-zA-Z'\-]+){1,2})"
                         r"(?P<etal>\s+et\s+al\.?)?$")
_LATIN_PUBLISHER = re.compile(r"^[A-Z][\w'&.\-]*(?:\s+[A-Z&][\w'&.\-]*){0,4}(?:,\s*(?:LLC|Inc\.?|Ltd\.?))?$")


def _split(text: str) -> list[str]:
    return [p.strip() for p in re.split(r"\s*[，,]\s*", text)]


def _names(part: str) -> tuple[list[str], bool] | None:
    """The writers of a part that holds only names (Chinese ones parted by "、"), else None."""
    part = part.strip()
    if _ORG_NAME.match(part):
        return [part], False
    latin = _LATIN_NAME.match(part)
    if latin:
        return [latin.group("name")], bool(latin.group("etal"))
    people, etal = [], False
    # "张成 朱磊 方敬": names parted by spaces, as typed by hand (each must be a whole Chinese name)
    for name in re.split(r"\s*[、/]\s*|\s+", part):
        zh = _ZH_NAME.match(name)
        if not zh:
            return None
        people.append(zh.group("name"))
        etal = etal or bool(zh.group("etal"))
    return (people, etal) if people else None


def _more_names(parts: list[str], first: list[str]) -> int:
    """Where the title is when the writers are parted by the same commas as the rest ("陈雄华，林开雄，Spring3.X
    企业应用开发实战，电子工业出版社，2012"): each further part a Chinese name of two or three characters, a title
    of five characters or more after them, and a press after that."""
    lead = 1
    while (lead < len(parts) - 2 and re.fullmatch(rf"[{_CJK}]{{2,3}}", parts[lead]) and first and has_cjk(first[0])
           and len(parts[lead + 1]) >= 5 and any(_CN_PRESS.search(p) for p in parts[lead + 2:])):
        lead += 1
    return lead


def _read(parts: list[str], year: str, entry: BibEntry) -> bool:
    if len(parts) < 3 or not all(parts):
        return False
    first, second = _names(parts[0]), _names(parts[1])
    title_first = first is None and second is not None
    if first is None and not title_first:
        return False
    names, etal = second if title_first else first
    lead = 1 if title_first else _more_names(parts, names)
    title = parts[0] if title_first else parts[lead]
    entry.authors, entry.authors_truncated = (names, etal) if title_first else (
        [n for part in parts[:lead] for n in _names(part)[0]], any(_names(part)[1] for part in parts[:lead]))
    entry.title = re.sub(r"^《(.+)》$", r"\1", title).strip()
    entry.publisher = ", ".join(parts[lead + 1:] if not title_first else parts[2:])
    entry.year, entry.year_suffix = split_year(year)
    entry.entry_type = "book"
    if title_first:
        mark_guessed(entry, ("authors", "title"), "the title comes before the writer: told by the shape of the names only")
    return True


def _year_split(text: str) -> tuple[str, str] | None:
    match = _YEAR_END.search(text)
    if not match:
        return None
    return text[:match.start()].rstrip(" ,，、"), match.group("year")


def parse_comma_book(text: str, entry: BibEntry) -> bool:
    """"作者，书名，出版社，年": a Chinese publisher or a full-width comma ties the line to this shape."""
    text = re.sub(r"^([^，,《》]+?)\s+(?=《)", r"\1，", text.strip())     # "张海藩 《书名》，…": a space for the comma
    split = _year_split(text)
    if not split or "[" in text or "《" in text.replace("《", "", 1) or re.search(r"(?<![A-Z])[.]\s|[。．]|[\u4e00-\u9fff][.](?=[^\s\d])", split[0]):
        return False
    head, year = split
    parts = _split(head)
    press = _CN_PRESS.fullmatch(parts[-1]) if parts else None
    if not press and "，" not in head:
        return False
    if not press and not _LATIN_PUBLISHER.match(parts[-1]):
        return False
    if not _read(parts, year, entry):
        return False
    if not press:
        mark_guessed(entry, "publisher", "the part before the year is taken as the publisher by its place only")
    return True


def parse_comma_book_latin(text: str, entry: BibEntry) -> bool:
    """"Reto Meier, Title, Wrox, 2010": the English books of such a list, read by their place alone."""
    text = text.strip()
    split = _year_split(text)
    if not split or re.search(r"[\"“”()\[\]:;]|\d{2,}", split[0]):
        return False
    head, year = split
    parts = _split(head)
    if len(parts) < 3 or not _LATIN_NAME.match(parts[0]) or not _LATIN_PUBLISHER.match(", ".join(parts[2:])):
        return False
    if re.search(r"\b(?:Journal|Proc|Proceedings|Conference|Symposium|Workshop|Review|Transactions|Letters|Magazine)\b",
                 ", ".join(parts[2:])):
        return False        # a venue, not a publisher
    if len(parts) > 4 or (len(parts) == 4 and not re.fullmatch(r"LLC|Inc\.?|Ltd\.?", parts[3])):
        return False
    if not _read(parts, year, entry):
        return False
    mark_guessed(entry, ("authors", "title", "publisher", "year"),
                 "a book line parted by commas only: writer, title, publisher, year told by their places")
    return True
