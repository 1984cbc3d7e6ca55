"""Two hand-typed East Asian shapes (issue 20, held-out batch 103):

A Japanese thesis's list, the names before a spaced colon, the title in quotes, the rest parted by commas:

    戸部 秀之，堀田 美枝子，竹内 一夫 : “児童生徒の…横断的変化”，埼玉大学紀要 教育学部 Vol.59 No.2，pp.181-199，2010.
    森昭雄 : “ゲーム脳の恐怖”，NHK出版，2002.
    Growth Engineering : “WHAT ARE SERIOUS GAMES?”，2016/3/1，https://…，2022/12/29参照

A Chinese student paper's list, the title in book marks, then a dash and the names:

    《NaSch模型的细化研究》——龙贵忠，孔令江，刘慕仁，郑容森 广西大学学报：自然科学版，第26卷第三期,2008年9月

The year is a publication date's, never the access date's ("2022/12/29参照", "访问"); a part after the title
with "Vol." / "巻" / "卷" or pages is the journal, one ending in 出版 / 出版社 / Press the publisher.
"""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space

_CJK = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# (the title ends at the mark that closes its own: "“漱石『こころ』の研究”")
_COLON_QUOTED = re.compile(r"^(?P<names>[^:：“”「」『』\"]{1,160}?)\s+[:：]\s*(?:“(?P<t1>[^”]{2,300}?)[，,、]?\s*”|「(?P<t2>[^」]{2,300}?)」"
                           r"|『(?P<t3>[^』]{2,300}?)』|\"(?P<t4>[^\"]{2,300}?)[，,、]?\s*\")\s*[，,、]?\s*(?P<rest>.*)$")
# (a name holds no figure and is no publisher: "《红楼梦》——曹雪芹，人民文学出版社，1996" has one name)
_MARK_NAME = r"(?:[A-Za-z][\w.'’\-]*(?:\s[A-Za-z][\w.'’\-]*){0,6}|(?![^，,、\s：:]*(?:出版|书局|书店|Press))[^，,、\s：:\d]{2,40})"
_MARKS_DASH = re.compile(rf"^《(?P<title>[^《》]{{2,200}})》\s*[—–-]{{1,2}}\s*(?P<names>{_MARK_NAME}(?:\s*[，,、]\s*{_MARK_NAME}){{0,9}})"
                         r"(?:\s*[，,、]\s*(?P<after>(?:\d|[^，,、\s]*(?:出版|书局|书店|Press)).*)|\s+(?P<rest>.*)|(?P<glued>[:：].*))?$")
# a place glued to the last name before its publisher: "徐吉谦北京：人民交通出版社"
_PLACE = re.compile(r"(?:北京|上海|天津|重庆|南京|广州|武汉|西安|成都|杭州|长沙|沈阳|哈尔滨|济南|郑州|合肥|昆明|兰州|福州|长春|大连|青岛|深圳|台北|香港)$")
_ACCESSED = re.compile(r"(?:参照|閲覧|访问|引用日期|accessed)", re.I)
_DATE = re.compile(r"(?<!\d)((?:19|20)\d\d)(?:\s*[/.\-年]\s*\d{1,2}(?:\s*[/.\-月]\s*\d{1,2}日?)?)?(?!\d)")
_VOLUME = re.compile(r"Vol\.\s*(\d+)|(?:第\s*)?(?<!\d)(\d+)\s*(?:卷|巻)")
_ISSUE = re.compile(r"No\.\s*(\d+)|(?:第\s*)?(?<!\d)(\d+)\s*(?:期|号)")
_PAGES = re.compile(r"pp?\s*[.．]\s*(\d+\s*[-–~]\s*\d+|\d+)")
_PUBLISHER = re.compile(r"(?:出版社?|書店|书店|Press|Verlag)$")
_SOCIETY = re.compile(r"(?:学会|協会|协会|研究会|研究所|Society|Association|Institute)$")
_LINK = re.compile(r"(?:\\url\{[^{}]*\}|https?://\S+)")


def _names(text: str) -> list[str]:
    return [clean_space(n) for n in re.split(r"\s*[，,、]\s*", text.strip()) if n.strip()]


def _rest(rest: str, entry: BibEntry) -> None:
    """The parts after the title: journal (with its numbers) or publisher, and the year."""
    rest = _LINK.sub(" ", rest).strip(" .．。")
    parts = [p.strip(" .．。") for p in re.split(r"\s*[，,]\s*", rest) if p.strip(" .．。")]
    pending = ""        # a part of words before the numbers: the journal they belong to ("日本語教育，2019年第3号")
    for part in parts:
        if _ACCESSED.search(part):
            continue
        volume, issue, pages = _VOLUME.search(part), _ISSUE.search(part), _PAGES.search(part)
        numbered = [m for m in (volume, issue, pages) if m]
        if numbered and not entry.journal and not _DATE.fullmatch(part):
            head = part[:min(m.start() for m in numbered)]
            head = re.sub(r"(?:19|20)\d\d\s*年?|[《》]", "", re.sub(r"^(?:载|見|见|In:?)\s*", "", head)).strip(" ：:")
            head = head if len(head) >= 2 and not re.search(r"\d", head) else pending
            entry.journal = head or entry.journal
        entry.volume = entry.volume or (volume and (volume.group(1) or volume.group(2))) or ""
        entry.issue = entry.issue or (issue and (issue.group(1) or issue.group(2))) or ""
        entry.pages = entry.pages or (pages and re.sub(r"\s*[-–~]\s*", "-", pages.group(1))) or ""
        if _PUBLISHER.search(part) and not entry.publisher and not numbered:
            entry.publisher = part
        dated = _DATE.search(part)
        # (a society is no journal: "日本シミュレーション＆ゲーミング学会， 2000年 10 巻 1 号")
        pending = part if not (numbered or dated or _PUBLISHER.search(part) or _SOCIETY.search(part)) else ""
        if dated and entry.year is None:
            entry.year = int(dated.group(1))


def parse_colon_quoted(text: str, entry: BibEntry) -> bool:
    """The Japanese shape above; only for a line written with CJK text or full-width commas."""
    if not (_CJK.search(text) or "，" in text):
        return False
    found = _COLON_QUOTED.match(text.strip())
    if not found or len(_names(found.group("names"))) > 12:
        return False
    entry.authors = _names(found.group("names"))
    entry.title = next(t for t in found.group("t1", "t2", "t3", "t4") if t).strip(" ，,")
    _rest(found.group("rest"), entry)
    entry.entry_type = "article" if entry.journal else ("book" if entry.publisher else "misc")
    return True


def parse_marks_dash(text: str, entry: BibEntry) -> bool:
    """The Chinese shape above: 《title》——names, then where it appeared."""
    found = _MARKS_DASH.match(text.strip())
    if not found:
        return False
    entry.title, entry.authors = found.group("title").strip(), _names(found.group("names"))
    rest = found.group("rest") or ""
    if found.group("after"):       # "，人民文学出版社，1996": the publisher and the year after the names
        _rest(found.group("after"), entry)
        entry.entry_type = "article" if entry.journal else ("book" if entry.publisher else "misc")
        return True
    if found.group("glued"):
        place = _PLACE.search(entry.authors[-1])
        if not place or place.start() < 2:
            return False
        entry.authors[-1] = entry.authors[-1][:place.start()]
        publisher = re.match(r"^[:：]\s*(?P<publisher>[^，,\d]{2,40}?)\s*(?:[，,]\s*(?P<after>.*))?$", found.group("glued"))
        entry.publisher = publisher.group("publisher").strip() if publisher else ""
        rest = publisher.group("after") or "" if publisher else ""
    journal = re.match(r"^(?P<journal>[^，,\d]{2,40}?)\s*[，,]\s*(?P<after>.*)$", rest)
    if journal and re.search(r"第\s*\d+\s*卷|Vol\.|\d+\s*[卷期]", journal.group("after")):
        entry.journal = journal.group("journal").strip()
        _rest(journal.group("after"), entry)
    elif rest:
        _rest(rest, entry)
    entry.entry_type = "article" if entry.journal else ("book" if entry.publisher else "misc")
    return True
