"""A standard's or a patent's number where GB/T 7714 writes it, taken off the title.

GB/T 7714-2015 puts the number after the title and a colon: "信息与文献 参考文献著录规则: GB/T 7714—2015[S]",
"全智能节电器: 200610171314.3[P]", "Compiler: US828402[P/OL]"; the 2005 edition writes a patent's country
before its number ("一种温热外敷药制备方法: 中国, 88105607.3[P]"); older lists put a standard's number first
("GB/T 16159—1996 汉语拼音正词法基本规则[S]", "GB/T7714-2005,文后参考文献著录规则[S]"), a patent's after the type
code ("多功能一次性压舌板[P]. 中国专利: 92214985.2, 1993-04-14"). The number is no part of the title a catalogue
holds, and no publisher.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year

# GB, GB/T, GB/Z, JB/T, YY/T, HJ, ISO, ISO/IEC, IEEE Std, ASTM…: a code, then its number and year
_STANDARD = (r"(?:[A-Z]{1,5}(?:/[A-Z]{1,3})?|IEEE\s+Std\.?)\s*[A-Z]?\d+(?:[.\-]\d+)*"
             r"(?:\s*[—–\-－:：]\s*(?:19|20)?\d\d(?!\d))?")
# 881056073 / 88105607.3 / CN01128777.2 / CN 201510123456.7 A / US6215392 B1 / ZL 2006 1 0171314.3
_PATENT = r"(?:ZL\s*)?(?:[A-Z]{2}\s*)?\d[\d\s,.]{4,}\d(?:\s*[A-Z]\d?)?"
_COUNTRY = r"(?:[\u4e00-\u9fff]{2,8}|[A-Z][a-z]+(?:\s[A-Z][a-z]+)?)\s*[,，:：]\s*"
_TRAILING = {"S": re.compile(rf"\s*[:：]\s*{_STANDARD}\s*$"),
             "P": re.compile(rf"\s*[:：]\s*(?:{_COUNTRY})?{_PATENT}\s*$")}
_LEADING = re.compile(rf"^{_STANDARD}\s*(?:[,，]\s*|\s+(?=\S))")
_PATENT_ONLY = re.compile(rf"^(?:{_COUNTRY})?{_PATENT}$")
# after the type code: "[P]. 中国, 881056073, 1989-07-26." (the country, the number, the date)
_AFTER_CODE = re.compile(rf"^[\s.．]*{_COUNTRY}{_PATENT}\s*[,，.．]\s*(?P<year>(?:19|20)\d\d)(?:[-/.]\d{{1,2}}){{0,2}}\s*[.．]?\s*$")


def take_number(code: str, entry: BibEntry, tail: str = "") -> None:
    """The title of a standard ([S]) or a patent ([P]) without its number; a number read as the
    publisher ("[P]. 中国专利: 92214985.2, 1993") is no publisher, nor the country before it."""
    kind = code.upper().split("/")[0]
    if kind not in _TRAILING:
        return
    title = _TRAILING[kind].sub("", entry.title)
    if kind == "S" and title == entry.title:
        title = _LEADING.sub("", entry.title)
    if len(title.strip()) >= 2 and re.search(r"[^\W\d_]", title):
        entry.title = title.strip()
    if kind == "P" and _PATENT_ONLY.match(entry.publisher.strip()):
        entry.publisher = ""
    after = _AFTER_CODE.match(tail) if kind == "P" else None
    if after:
        entry.publisher = ""
        entry.year, entry.year_suffix = split_year(after.group("year"))
