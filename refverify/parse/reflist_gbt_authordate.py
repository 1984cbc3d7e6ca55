"""GB/T 7714's author-year system (著者-出版年制): the year follows the authors and leaves the place
it has in the numbered system.

    周飞燕, 金林鹏, 董军, 2017. 卷积神经网络研究综述[J]. 计算机学报, 40(6): 1229-1251.
    BISHOP C M, 2006. Pattern recognition and machine learning[M]. New York: Springer.
    DENG J, DONG W, 等, 2009. ImageNet[C]//2009 IEEE Conference on CVPR. Miami, FL: IEEE: 248-255.

The line is written back in the numbered form the GB/T reader knows ("计算机学报, 2017, 40(6):
1229-1251", "New York: Springer, 2006", "Miami, FL: IEEE, 2009: 248-255"); the year after the
authors is the record's year whatever the rest of the line holds.
"""
from __future__ import annotations

import re
from typing import Callable

from .entry import BibEntry, split_year
from .reflist_parts import _PAGES

# "…, 等, 2014. Title" / "ENCODE PROJECT CONSORTIUM, 2012. Title": no period inside the names
_HEAD = re.compile(r"^(?P<names>(?:[^.．。\[\]［］]|(?<=[\u4e00-\u9fff])[.．](?=[\u4e00-\u9fff])){1,400}?[^\W\d_])\s*[,，]\s*(?P<year>(?:1[5-9]|20)\d\d[a-z]?)\s*[.．。]\s*(?=\S)")
# GB/T 7714-2005's way: the year a sentence of its own after the names, with or without APA's
# parentheses ("Fishman E, Washington S. 2014. Title[J]", "Zhang, H., & Chen, X. (2014). Title[J]",
# "图尔贡.麦提萨比尔. 2017. 标题[J]"); the names may hold initials' periods
_HEAD_SENTENCE = re.compile(r"^(?P<names>[^\[\]［］]{1,400}?(?:[^\W\d_]|(?<=[A-Z])\.))\s*(?:[.．。]\s*|(?=[(（]))"
                            r"(?P<open>[(（])?(?P<year>(?:1[5-9]|20)\d\d[a-z]?)(?(open)[)）])\s*[.．。]\s*(?=[^\s.．。])")
# the journal, then its volume (issue): pages — the year goes between them
_JOURNAL_NUMBERS = re.compile(r"^(?P<journal>\s*[.．]?\s*[^\d\s].*?)\s*[,，]\s*"
                              r"(?=[A-Za-z]?\d[\w\-]*\s*(?:[(（][^)）]*[)）])?\s*(?:[:：]|[,，]\s*[A-Za-z]?\d+\s*[-–—]|[.．]?\s*$))")
_JOURNAL_ALONE = re.compile(r"^(?P<journal>\s*[.．]?\s*[^\d\s:：,，][^:：,，]*?)\s*(?=[:：]\s*\S|[.．]?\s*$)")
_CLOSING_PAGES = re.compile(rf"\s*[:：]\s*(?:{_PAGES})\s*[.．]?\s*$")
# a proceedings' pages after a comma or a period, without the year the numbered form puts before them
_BARE_PAGES = re.compile(r"\s*[,，.．]\s*(?P<pages>[A-Z]?\d{1,5}\s*[-–—]\s*[A-Z]?\d{1,5})\s*[.．]?\s*$")


def _with_year(code: str, tail: str, year: str) -> str:
    """The part after the type code with the year where the numbered form writes it."""
    if code in ("J", "N"):
        tail = re.sub(r"^\s*[,，]\s*", " ", tail)      # "[J]，刊名": a comma after the type code
        journal = _JOURNAL_NUMBERS.match(tail) or _JOURNAL_ALONE.match(tail)
        if journal:
            return f"{journal.group('journal')}, {year}{'' if journal.re is _JOURNAL_ALONE else ','} {tail[journal.end():].lstrip()}"
        return tail
    closing = _CLOSING_PAGES.search(tail)
    if closing:        # "Place: Publisher: 248-255" → "Place: Publisher, 2009: 248-255"
        return f"{tail[:closing.start()]}, {year}{tail[closing.start():]}"
    bare = _BARE_PAGES.search(tail) if code in ("C", "A") else None
    if bare:           # "[C]//Proceedings. IEEE, 885-888." / "[C]//ISMIR. 159-160." → "…, 2006: 885-888"
        return f"{tail[:bare.start()]}, {year}: {bare.group('pages')}."
    body = tail.rstrip(" .．。")
    if re.search(r"[:：]\s*[^:：\s]", body) and not re.search(r"(?:19|20)\d\d", body):
        return f"{body}, {year}."     # "Place: Publisher" → "Place: Publisher, 2006."
    if code == "M" and body and not re.search(r"(?:19|20)\d\d|\d", body):
        return f"{body}, {year}."     # a publisher without its place: "[M]. John Wiley & Sons."
    return tail


def parse(text: str, entry: BibEntry, type_pattern: re.Pattern, parse_numbered: Callable[[str, BibEntry], None]) -> bool:
    """Read an author-year GB/T line into ``entry`` through the numbered reader; False when the
    line does not open with "names, year." before its title."""
    type_match = type_pattern.search(text)
    head = _HEAD.match(text[:type_match.start()]) or _HEAD_SENTENCE.match(text[:type_match.start()])
    if not head:
        return _code_after_names(text, type_match, entry, parse_numbered)
    year = head.group("year")
    code = type_match.group(1).upper()
    rebuilt = (f"{head.group('names')}. {text[head.end():type_match.end()]}"
               f"{_with_year(code, text[type_match.end():], year)}")
    parse_numbered(rebuilt, entry)
    entry.year, entry.year_suffix = split_year(year)
    return True


# the type code typed after the names, the year and the title after it: "Shen, Y., Zhang, X., &
# Zhao, J[J]. 2018. Title. Journal, 12(9), 686-700."
_NAMES_ONLY = re.compile(r"^(?:[^\W\d_][\w'’\-]+,\s*(?:[A-Z]\.?\s?){1,3}[,，]?\s*(?:&\s*|and\s+)?)+$")
_AFTER_CODE = re.compile(r"^\s*[.．]\s*(?P<year>(?:19|20)\d\d)[a-z]?\s*[.．]\s*(?P<title>[^.．]{8,}?)\s*[.．]\s+"
                         r"(?P<rest>[^\d\s].*?[,，]\s*\d.*)$")


def _code_after_names(text: str, type_match: re.Match, entry: BibEntry, parse_numbered) -> bool:
    head, after = text[:type_match.start()].strip(), _AFTER_CODE.match(text[type_match.end():])
    if not after or not _NAMES_ONLY.match(head) or head.count(",") < 2:
        return False
    year = after.group("year")
    rest = _with_year(type_match.group(1).upper(), after.group("rest"), year)
    parse_numbered(f"{head.rstrip(' .')}. {after.group('title')}{type_match.group(0)}. {rest}", entry)
    entry.year, entry.year_suffix = split_year(year)
    from .reflist_certainty import guess
    guess(entry, ("title", "journal"), "the type code after the names, the title read up to the next period")
    return True
