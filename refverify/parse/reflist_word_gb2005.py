"""Word's built-in "GB7714 2005" bibliography style in a Chinese locale (issue 20, held-out batch 31):
the author, the year, the title, then Word's Chinese marks for a web page or a document:

    "chen2011. 2011. 标题. 某某文库. [联机] 某某有限公司, 2011年08月12日. https://…"  (site, publisher, date, URL)
    "InvenSense. 2016. Product Specification. 无出版地 : InvenSense, 2016年."      (no place known)
    "某某公司. Reference manual. 无出版地 : 某某公司."                               (no year)
    "—. 2018. Datasheet. 北京 : 某某出版社, 2018年1月."                             (the same author; a place)
    "2024. 标题. 维基百科. [联机] 2024年1月10日. [引用日期: 2024年11月7日.] https://…"  (no author; the day read)

Only a line with one of Word's marks ("[联机]", "无出版地 :", or "Place : Publisher, 2016年") is read here.
"""
from __future__ import annotations

import re

from .entry import BibEntry, set_names_and_year

_YEAR = r"(?:19|20)\d\d"
# ("—." for the author before's is read as "A. Sameauthors." by then)
# (no author: the year first, "2024. Title. 维基百科. [联机] 2024年1月10日.")
_HEAD = re.compile(rf"^(?:(?P<author>A\. Sameauthors|(?!{_YEAR}\.)[^.\s][^.]{{0,60}}?)\.\s+)?(?:(?P<year>{_YEAR})[a-z]?\.\s+)?(?P<rest>\S.*)$")
_ONLINE = re.compile(
    rf"^(?P<title>.+?)\.\s+(?:(?P<site>[^.\[\]]{{1,60}}?)\.\s+)?\[联机\]\s*(?:(?P<publisher>[^,，\[\]]+?)\s*[,，]\s*)?"
    rf"(?:(?P<date>{_YEAR})\s*年[^.\s]*)?\s*\.?\s*(?:\[引用日期\s*[:：][^\[\]]*\]\s*)?(?:(?:URL\s*[:：]?\s*)?https?://\S+?)?"
    rf"[\s.\]]*$")     # (what taking out the access date "[引用日期: 2024年11月7日.]" leaves: ". .]")
_PRINTED = re.compile(
    rf"^(?P<title>.+?)\.\s+(?P<place>无出版地|[^.:：,，\d]{{1,20}}?)\s*[:：]\s*(?P<publisher>[^,，.:：]+?)"
    rf"(?:\s*[,，]\s*(?P<date>{_YEAR})\s*年(?:\s*\d{{1,2}}\s*月(?:\s*\d{{1,2}}\s*日)?)?)?\s*\.?$")


def parse_word_gb2005(text: str, entry: BibEntry) -> bool:
    if re.search(r"[\[［][A-Z]{1,2}(?:/OL)?[\]］]", text):
        return False        # a GB/T type code ("标题[M]. 上海: 某出版社，2011年."): GB/T's own readers
    head = _HEAD.match(text.strip().replace("\xa0", " "))
    if not head or not (head.group("author") or head.group("year")):
        return False
    rest = head.group("rest")
    online = _ONLINE.match(rest) if "[联机]" in rest else None
    printed = _PRINTED.match(rest) if not online else None
    if printed and printed.group("place") != "无出版地" and not printed.group("date"):
        return False        # "Title. Place : Publisher." without Word's "2016年": another style's
    found = online or printed
    if not found:
        return False
    year = head.group("year") or found.group("date") or ""
    set_names_and_year(entry, [head.group("author").strip()] if head.group("author") else [], year)
    entry.title = found.group("title").strip()
    entry.publisher = (found.group("publisher") or "").strip()
    if online:
        entry.entry_type, entry.journal = "misc", (online.group("site") or "").strip()
    else:
        entry.entry_type = "book"
    return True
