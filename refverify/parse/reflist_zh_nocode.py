"""Chinese reference lines typed without GB/T 7714's type code ([J], [M], [D]…), as many
undergraduate theses and course reports write them: the authors, a period, the title, a period,
then the source in one of a few orders.

    唐柱，丁学明，刘灿.题名.上海理工大学学报,2013,35(4)：351-354.      刊名,年,卷(期):页
    张建勤.题名.计算机光盘软件与应用,2013(10)                             刊名,年(期)
    库路巴依·吾布力.题名.水利规划与设计，2016，（2）：21-23.              刊名,年,(期):页
    肖宇,许炜,夏霖.题名.计算机工程与科学.33(1).2010,1:150-157.           刊名.卷(期).年,月:页
    周明辉, 张宇霞, 谭鑫. 题名. 中国科学信息科学. 2019. 49(11). 1399-1411.  刊名. 年. 卷(期). 页
    周明辉,郭长国. 题名.中国计算机学会通讯.第10卷,第3期. 2014年3月          刊名.第卷,第期.年月
    萨师煊.题名.高等教育出版社,2006.8 / 邹婷.题名.北京:中国青年出版社,2006,153-165   a book
    付永利.题名.[学位论文].河南大学：2007.                                  a thesis
    刘威，杨丹. 2009. 题名.计算机技术与发展，19（6）：91-94.                 the year after the names

"等" may be glued to the last name ("曾浩健等"): the list is cut short. English lines in such a list
("J Wang,X Jia,L Zhang.Title.Journal.8(9).2013,5:120-124.") are read here only in the home-made
order "卷(期).年,月:页", whose shape no English style has. Without the type code, the part after the
title is told a journal or a publisher by its shape alone: it is marked guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_certainty import guess

_DOT = r"\s*[.．。]\s*"
_SEP = r"\s*[,，、]\s*"
# a translated writer's country before the name: "(美)", "［英］"
_COUNTRY = r"(?:[(（\[［][\u4e00-\u9fff]{1,3}[)）\]］]\s*)?"
_ZH_NAME = rf"{_COUNTRY}[\u4e00-\u9fff]{{2,4}}?(?:[·•][\u4e00-\u9fff]{{1,8}})?"
# "Ryan Asleson", "Art Taylor", "Nathaniel T.Schutta" (the initial's period without its space)
# (atomic: "Li Wei" fits two of the shapes, and trying both for each of 20 names took minutes)
_EN_NAME = (rf"{_COUNTRY}(?>[A-Z][A-Za-z]{{0,2}}\s[A-Z][\w'’-]+|[A-Z][a-z]+\s[A-Z][\w'’-]+"
            rf"|[A-Z][a-z]+\s[A-Z]\.\s?[A-Z][\w'’-]+)")
# 等 / [等] / et al., then what the writers did: "席天宝[等]著", "王伟主编", "李明 编著", "张三等译"
_ETAL = r"(?P<etal>\s*[,，]?\s*(?:[\[［]等[\]］]|等|et\s+al\.?))?(?:\s*(?:编著|主编|主译|编译|编|著|译))?"
_ZH_NAMES = re.compile(rf"^(?P<names>{_ZH_NAME}(?:{_SEP}{_ZH_NAME})*){_ETAL}(?:{_DOT}(?P<dated>[(（]?(?:19|20)\d\d[)）]?))?{_DOT}")
# "作者：题名，刊名，年份[，卷(期)：页]": the names closed by a colon, the parts by commas (no period:
# "周志华: 机器学习. 清华大学出版社, 北京, 2016." is another style's)
_COLON_NAMES = re.compile(rf"^(?P<names>{_ZH_NAME}(?:{_SEP}{_ZH_NAME})*){_ETAL}\s*[:：]\s*")
_COMMA_NAMES = re.compile(rf"^(?P<names>{_ZH_NAME}(?:{_SEP}{_ZH_NAME})*){_ETAL}\s*[,，、]\s*")
_COMMA_PARTS = re.compile(r"(?P<title>[^，,:：《》.．。]{2,80}?)\s*[，,]\s*(?P<journal>[^，,\d《》.．。]{2,40}?)\s*[，,]\s*(?P<year>(?:19|20)\d\d)\s*年?"
                          r"(?:\s*[，,]?\s*(?:(?P<volume>\d+)\s*)?(?:[(（](?P<issue>[\w-]+)[)）]|第\s*(?P<issue2>\d+)\s*期))?"
                          r"(?:\s*[:：,，]\s*(?P<pages>\d+(?:\s*[-–~－]\s*\d+)?))?\s*[.．。]?$")
_EN_NAMES = re.compile(rf"^(?P<names>(?:{_EN_NAME})(?:{_SEP}(?:{_EN_NAME}))*){_ETAL}{_DOT}")

_YEAR = r"(?P<year>(?:19|20)\d\d)"
_PAGES = r"(?P<pages>\d+(?:\s*[-–~－]\s*\d+)?)"
_VI = r"(?:(?P<volume>\d+)\s*)?[(（]\s*(?P<issue>[\w-]+)\s*[)）]"
_END = r"\s*[.．。]?$"
_JOURNAL = r"(?P<journal>[^.．。]{2,60}?)"
# the source after the title's period, each order anchored at the line's end
_SOURCES = (
    # 刊名.卷(期).年,月:页 (the home-made order; the month is dropped)
    ("homemade", re.compile(rf"{_JOURNAL}{_DOT}{_VI}{_DOT}{_YEAR}(?:\s*[,，]\s*\d{{1,2}})?\s*[:：]\s*{_PAGES}{_END}")),
    # 刊名. 年. 卷(期). 页
    ("dotted", re.compile(rf"{_JOURNAL}{_DOT}{_YEAR}{_DOT}{_VI}(?:{_DOT}{_PAGES})?{_END}")),
    # 刊名.第10卷,第3期. 2014年3月
    ("numbered", re.compile(rf"{_JOURNAL}{_DOT}第\s*(?P<volume>\d+)\s*卷\s*[,，]?\s*第\s*(?P<issue>\d+)\s*期{_DOT}"
                            rf"{_YEAR}\s*年(?:\s*\d{{1,2}}\s*月)?{_END}")),
    # 刊名,年,卷(期):页 / 刊名,年(期) / 刊名,年,(期):页 / 刊名,年,卷:页 / 刊名.年
    # 年,卷(期):页 with no journal written ("题名.2002年，29（5）：23-28."): the year carries 年
    ("unnamed", re.compile(rf"{_YEAR}\s*年\s*[,，]?\s*{_VI}\s*[:：]\s*{_PAGES}{_END}")),
    ("gbt", re.compile(rf"(?P<journal>[^.．。,，]{{2,60}}?)\s*[,，.．。]\s*{_YEAR}\s*(?:[,，]?\s*{_VI}|[,，]\s*(?P<volume_only>\d+))?"
                       rf"(?:(?:\s*[:：]|(?<=[)）])\s*[.．])\s*{_PAGES})?{_END}")),
    # a newspaper: 报名，1999-3-24（4） (the page in brackets after the date is left out)
    ("newspaper", re.compile(rf"(?P<journal>[^.．。,，\d]{{2,30}}?[报刊])\s*[,，]\s*{_YEAR}-\d{{1,2}}-\d{{1,2}}\s*(?:[(（]\s*\d+\s*[)）])?{_END}")),
    # 刊名，年.月：页 / 刊名年.月：页 (the journal glued to the year: "…学报2015.8：3-4"; the month is dropped)
    ("monthly", re.compile(rf"(?P<journal>[^.．。,，\d]{{2,60}}?)(?:\s*[,，.．]\s*|(?<=[报刊志]))\s*{_YEAR}\s*[.．]\s*\d{{1,2}}\s*[:：]\s*{_PAGES}{_END}")),
    # 刊名.年，页-页 (a page range and no volume)
    ("range", re.compile(rf"(?P<journal>[^.．。,，]{{2,60}}?)\s*[,，.．]\s*{_YEAR}\s*[,，.．]\s*(?P<pages>\d+\s*[-–~－]\s*\d+){_END}")),
)
# 刊名，卷(期)：页 after a year that follows the names ("刘威，杨丹. 2009. 题名.刊名，19（6）：91-94.")
_DATED = re.compile(rf"(?P<journal>[^.．。,，]{{2,60}}?)\s*[,，]\s*(?:{_VI}|(?P<volume_only>\d+))(?:\s*[:：,，]\s*{_PAGES})?{_END}")
_PUBLISHER = r"[^.．。,，:：;；]{0,30}(?:出版社|出版公司|出版集团|书局|书店|Press)"
# "北京：电子工业出版社，2008" / "…出版社 2008" (the year after a space) / "东南大学出版社，2006" (no place) /
# two publishers "北京：清华大学出版社；北京交通大学出版社 2008" (the first is kept)
_BOOK = re.compile(rf"(?:(?P<place>[^.．。,，:：]{{2,10}}\s*[:：]|[\u4e00-\u9fff]{{2,3}}\s*[,，])\s*|(?![\u4e00-\u9fff]{{1,2}}[译编著版]\s*[.．])[\u4e00-\u9fff]{{2,3}}\s*[.．]\s*)?(?P<publisher>{_PUBLISHER})"
                   rf"(?P<second>\s*[;；]\s*(?:[^.．。,，:：;；]{{2,10}}\s*[:：]\s*)?{_PUBLISHER})?"
                   rf"(?:(?:\s*[,，.．。]\s*|\s+){_YEAR}\s*年?(?:[.．]\d{{1,2}}|\s*\d{{1,2}}\s*月)?(?:\s*[,，:：]\s*{_PAGES})?)?{_END}")
# "[学位论文].河南大学：2007." / "硕士学位论文.大连理工大学.2016：" (no brackets, a colon left at the end)
_THESIS = re.compile(rf"(?:[\[［](?:硕士|博士|学士)?学位论文[\]］]|(?:硕士|博士|学士)学位论文){_DOT}(?P<school>[^:：,，.．]{{2,30}}?)"
                     rf"\s*[:：,，.．]\s*{_YEAR}\s*[:：]?{_END}")
# the title and the source parted by commas after the names' period: "题名,刊名, 2000, (4) : 88-90" /
# "题名，北京，清华大学出版社，2017"
_COMMA_BOOK = re.compile(rf"(?P<title>[^.．。,，]{{2,80}}?)\s*[,，]\s*(?:[\u4e00-\u9fff]{{2,3}}\s*[,，:：]\s*)?(?P<publisher>{_PUBLISHER})"
                         rf"\s*[,，]\s*{_YEAR}{_END}")


def _names(text: str) -> list[str]:
    return [n.strip() for n in re.split(_SEP, text) if n.strip()]


def _source(rest: str, english: str, dated: bool) -> tuple[str, str, re.Match] | None:
    """The source's kind, the title and the source's match: the source is the last part of the
    line in one of the orders (without a year of its own when the year follows the names)."""
    book = ("book", _BOOK)      # English names before a Chinese publisher: a translated book
    kinds = {"": (("thesis", _THESIS), book, *_SOURCES), "early": (book, _SOURCES[0]), "late": (book, *_SOURCES[:3], _SOURCES[4])}[english]
    kinds = (("dated", _DATED),) if dated else kinds
    for kind, pattern in kinds:
        for start in [m.end() for m in re.finditer(_DOT, rest)]:
            found = pattern.match(rest, start)
            if found and kind == "book" and english and not re.search(r"[\u4e00-\u9fff]", found.group("publisher")):
                continue
            if found:
                title = re.sub(rf"{_DOT}$", "", rest[:start]).strip()
                if len(title) >= 2 and not re.fullmatch(r"[\d\s().,，（）:：-]+", title):
                    return kind, title, found
    return None


def parse_zh_nocode(text: str, entry: BibEntry) -> bool:
    """Chinese names, or English ones before the home-made source order."""
    return _parse(text, entry, "early")


def parse_pinyin_nocode(text: str, entry: BibEntry) -> bool:
    """English (often pinyin) names given first in any of the orders ("Yuan Yong, Wang Fei-Yue. Title.
    Journal, 2016, 42(4): 481-494"): tried only after every English style has declined the line."""
    return not _ZH_NAMES.match(text.strip()) and _parse(text, entry, "late")


# the translators after the title, their names parted by commas or periods: "王明译", "李红. 王明译", "张三，李四等译"
_TRANSLATORS = (r"(?:[\u4e00-\u9fff]{2,4}|[A-Z][\w.'’ -]{1,30})(?:\s*[,，、.．]\s*(?:[\u4e00-\u9fff]{2,4}|[A-Z][\w.'’ -]{1,30}))*"
                r"等?\s*(?<!翻)(?:编译|译)")


def _authors(head: re.Match, english: str, entry: BibEntry) -> None:
    # "Nathaniel T.Schutta": the initial's period without its space
    entry.authors = [re.sub(r"\b([A-Z])\.(?=[A-Z][a-z])", r"\1. ", n) for n in _names(head.group("names"))]
    entry.authors_truncated = bool(head.group("etal"))
    if not english and len(entry.authors[-1]) >= 3 and entry.authors[-1].endswith("等"):
        # "曾浩健等": 等 glued to the last name cuts the list short
        entry.authors[-1], entry.authors_truncated = entry.authors[-1][:-1], True


# what some lists write after the title instead of a source: the library's classification number
_CLASS_NUMBER = re.compile(r"\s*[.．。,，;；]?\s*(?:中图分类号|中图法分类号|分类号|文献标识码|文献标志码)\s*[:：].*$")


def _bare(head: re.Match, rest: str, english: str, entry: BibEntry) -> bool:
    """A line with no source: "作者.题名" (with the classification number "中图分类号：TP393.1" after it) or
    a web page's "作者.题名.网站" before its address ("Bruce Tate.Persistence strategies.IBM http://…",
    the address already taken off). English names only when every English style declined the line."""
    rest = _CLASS_NUMBER.sub("", rest).strip()
    # "…. https://blog.example.net/a/1,2018.10.28": the date typed after the address is no part of it
    dated = re.search(r"\s*[,，]\s*(?P<year>(?:19|20)\d\d)(?:[.\-/]\d{1,2}){0,2}\.?$", entry.url)
    rest_dated = re.search(r"\s*[,，]\s*(?P<year>(?:19|20)\d\d)(?:[.\-/]\d{1,2}){0,2}\s*[.．]?$", rest) if entry.url else None
    rest = rest[:rest_dated.start()] if rest_dated else rest
    parts = [p.strip() for p in re.split(_DOT, rest) if p.strip()]
    site = ""
    # "林洪武.题名.2012": the year alone after the title (a thesis or report whose source is not written)
    alone = re.fullmatch(r"(?P<year>(?:19|20)\d\d)", parts[-1]) if len(parts) == 2 and not english and not entry.url else None
    if alone:
        rest_dated, parts = alone, parts[:1]
    elif english == "early" or not parts or re.search(r"(?:19|20)\d\d", rest):
        return False
    if len(parts) == 2 and entry.url and re.fullmatch(r"[^\d:：,，]{2,30}", parts[1]):
        site = parts.pop()
    if len(parts) != 1 or len(parts[0]) < 4 or re.fullmatch(r"[\d\s().,，（）:：-]+", parts[0]):
        return False
    if english and not entry.url:
        return False        # an English "Name. Title." alone: too little to tell
    _authors(head, english, entry)
    entry.title, entry.entry_type = parts[0], "misc"
    if dated:
        entry.url = entry.url[:dated.start()]
    if dated or rest_dated:
        entry.year, entry.year_suffix = split_year((dated or rest_dated).group("year"))
    if site:
        entry.publisher = site
        guess(entry, "publisher", "the part between the title and the address taken as the web site")
    guess(entry, ("authors", "title"), "a line without a source: the part before the first period taken as the authors")
    return True


# "Dino Esposito著，施平安 译．题名．…": the writer, then the translator, who is no author
_WROTE_TRANSLATED = re.compile(r"^(?P<names>[^.．。]{2,40}?)\s*著\s*[，,]\s*[^.．。]{2,30}?\s*(?:等\s*)?译\s*(?=[.．。])")
# "王珊。萨师煊。书名(第四版).北京:…": the names parted by the same full stop as the title
_STOP_NAMES = re.compile(rf"^(?P<names>{_ZH_NAME}(?:\s*。\s*{_ZH_NAME})+)\s*。\s*(?=[^。]{{5,}}$)")


def _comma_source(rest: str, head: re.Match, entry: BibEntry) -> bool:
    """"题名,刊名, 2000, (4) : 88-90" / "题名，北京，清华大学出版社，2017": no period after the title."""
    book = _COMMA_BOOK.fullmatch(rest)
    parts = None if book else _COMMA_PARTS.fullmatch(rest)
    if not book and not (parts and (parts.group("pages") or parts.group("issue") or parts.group("volume"))):
        return False
    _authors(head, "", entry)
    entry.year, entry.year_suffix = split_year((book or parts).group("year"))
    if book:
        entry.entry_type, entry.title, entry.publisher = "book", book.group("title").strip(), book.group("publisher").strip()
        guess(entry, ("title", "publisher"), "the title told from the publisher by the commas alone (the line has no type code such as [M])")
        return True
    entry.entry_type, entry.title, entry.journal = "article", parts.group("title").strip(), parts.group("journal").strip()
    entry.volume, entry.issue = parts.group("volume") or "", parts.group("issue") or parts.group("issue2") or ""
    entry.pages = re.sub(r"\s*[-–~－]\s*", "-", parts.group("pages") or "")
    guess(entry, ("title", "journal"), "the title told from the journal by the commas alone (the line has no type code such as [J])")
    return True


def _parse(text: str, entry: BibEntry, late: str) -> bool:
    text = _WROTE_TRANSLATED.sub(r"\g<names>", text.strip())
    stops = _STOP_NAMES.match(text) if late != "late" else None
    if stops:
        text = re.sub(r"\s*。\s*", "、", stops.group("names")) + "。" + text[stops.end():]
        if _parse(text, entry, late):
            guess(entry, ("authors", "title"), "the names told from the title by their shape alone (all parted by 。)")
            return True
        return False
    colon = _COLON_NAMES.match(text) if not late == "late" else None
    parts = _COMMA_PARTS.fullmatch(text, colon.end()) if colon else None
    if not parts and late != "late":      # "柴天佑，题名，刊名，2009,6(35),641-649": commas only, a title of five characters or more
        colon = _COMMA_NAMES.match(text)
        parts = _COMMA_PARTS.fullmatch(text, colon.end()) if colon else None
        parts = parts if parts and len(parts.group("title").strip()) >= 5 and (parts.group("pages") or parts.group("issue")) else None
    if parts:
        entry.authors = _names(colon.group("names"))
        entry.authors_truncated = bool(colon.group("etal"))
        entry.entry_type, entry.title, entry.journal = "article", parts.group("title").strip(), parts.group("journal").strip()
        entry.year, entry.year_suffix = split_year(parts.group("year"))
        entry.volume, entry.issue = parts.group("volume") or "", parts.group("issue") or parts.group("issue2") or ""
        entry.pages = re.sub(r"\s*[-–~－]\s*", "-", parts.group("pages") or "")
        guess(entry, ("title", "journal") if colon.re is _COMMA_NAMES else "journal",
              "a journal told from the title by the commas alone (the line has no type code such as [J])")
        return True
    head = _ZH_NAMES.match(text)
    english = "" if head else late
    head = head or _EN_NAMES.match(text)
    if not head:
        return False
    dated = "dated" in head.groupdict() and head.group("dated")
    found = _source(text[head.end():].rstrip(), english, bool(dated))
    if not found and not english and not dated and _comma_source(text[head.end():].strip(), head, entry):
        return True
    if not found:
        return not dated and _bare(head, text[head.end():], english, entry)
    kind, title, source = found
    journal = source.groupdict().get("journal") or ""
    if journal and (not re.search(r"[^\W\d_]{2}", journal) or re.search(r"\s\d+$|[:：]\s*\d", journal)):
        return False    # numbers where the journal goes ("自然杂志 13: 3–10, 1990", "327–336, 2014"): another style's order
    groups = source.groupdict()
    _authors(head, english, entry)
    if kind == "book" and not source.group("year") and not re.fullmatch(r"《[^《》]+》", title.strip()):
        return False    # a publisher and no year: only a title in book marks ("黄斯伟编著.《书名》.人民邮电出版社") says a book
    # "书名.2版.北京：…" (the edition) / "书名.王明译.北京：…" (the translators)
    entry.title = re.sub(rf"{_DOT}(?:第\s*\d+\s*版|\d+\s*版|修订版|{_TRANSLATORS})$", "", title)
    entry.title = re.sub(r"^《([^《》]+)》$", r"\1", entry.title.strip())       # "《书名》": the book marks are no part of it
    second = re.match(r"^(?P<name>[\u4e00-\u9fff]{2,3})\s*[.．]\s*(?P<title>\S.{3,})$", entry.title) if not english else None
    if second and len(entry.authors) == 1:
        # "姜灵敏.王金矿. 管理信息系统.…": a second name parted from the first by the same period as the title
        entry.authors, entry.title = [*entry.authors, second.group("name")], second.group("title")
        guess(entry, ("authors", "title"), "a second name told from the title by its length alone (all parted by periods)")
    year = groups.get("year") or re.sub(r"\D", "", dated or "")
    entry.year, entry.year_suffix = split_year(year)
    entry.pages = re.sub(r"\s*[-–~－]\s*", "-", groups.get("pages") or "")
    if kind == "thesis":
        entry.entry_type, entry.publisher = "thesis", source.group("school").strip()
    elif kind == "book":
        entry.entry_type, entry.publisher = "book", source.group("publisher").strip()
        guess(entry, "publisher", "the first of two publishers joined by a semicolon (the line has no type code such as [M])"
              if source.group("second") else "a publisher told by its name alone (the line has no type code such as [M])")
    else:
        entry.entry_type = "article"
        entry.journal = (groups.get("journal") or "").strip()
        entry.volume = groups.get("volume") or groups.get("volume_only") or ""
        entry.issue = groups.get("issue") or ""
        if not entry.issue and re.fullmatch(r"0\d", groups.get("volume_only") or ""):
            # "理论观察.2014,06": a number padded with a zero after the year is the issue (CNKI's "2014(06)")
            entry.volume, entry.issue = "", groups["volume_only"]
            guess(entry, "issue", "a zero-padded number after the year taken as the issue")
        if entry.journal:
            guess(entry, "journal", "a journal told from the title by the periods alone (the line has no type code such as [J])")
    return True


# a title first, then the journal in book-title marks, no writer: "[7]题名.《期刊》. 2021" / "题名.《期刊》,2021,(3):5-9"
_TITLE_MARKED_JOURNAL = re.compile(
    rf"^(?P<title>[^.．。《》]*[\u4e00-\u9fff][^.．。《》]{{3,}}?){_DOT}《(?P<journal>[^《》]{{2,40}})》\s*[.．。,，]?\s*{_YEAR}\s*年?"
    rf"(?:\s*[,，]?\s*{_VI})?(?:\s*[:：]\s*{_PAGES})?{_END}")


_ORGANISATION = re.compile(r"(?:委员会|学会|协会|研究会|联合会|部|局|署|院|所|公司|集团|中心|办公厅|办公室|政府|国务院|网|处|厅|社)\s*$")


def parse_title_marked_journal(text: str, entry: BibEntry) -> bool:
    """"题名.《期刊》. 2021": a Chinese title, the journal in 《》, the year (no writers written)."""
    match = _TITLE_MARKED_JOURNAL.match(text.strip())
    if not match or _ZH_NAMES.match(text.strip() + ".") or len(re.findall(r"[\u4e00-\u9fff]", match.group("title"))) < 8 \
            or _ORGANISATION.search(match.group("title")):
        return False    # "国家发展和改革委员会. 《某规划》. 2021": a body and its document's title, not a title and a journal
    groups = match.groupdict()
    entry.entry_type, entry.title, entry.journal = "article", match.group("title").strip(), match.group("journal").strip()
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.volume, entry.issue = groups.get("volume") or "", groups.get("issue") or ""
    entry.pages = re.sub(r"\s*[-–~－]\s*", "-", groups.get("pages") or "")
    guess(entry, "journal", "the name in 《》 after the title taken as the journal (the line has no type code such as [J])")
    return True
