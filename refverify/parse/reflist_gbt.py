"""The part after the type code of a GB/T 7714 line ("[J]. 中华医学杂志, 2019, 99(3): 201-205",
"[M]. 北京: 人民卫生出版社, 2018: 12-15", "[C]//Proceedings. IEEE, 2006, 1: 230-237") → journal,
publisher, year, volume, issue and pages, in the ways Chinese theses write it: full-width or ASCII
punctuation, with or without spaces, "Journal,2019;393(10181):1-9", "2006:32(12):971-987",
"北京:清华大学出版社.2016", an edition before the place ("3版.", "3rd ed."), a place with a comma
("Belmont, MA"), no year ("情报理论与实践:1-9").
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_certainty import guess
from .reflist_parts import MONTH, PAGE_DASH
from .reflist_styles import _PAGES, normalize_pages

# "[C]. In proceedings of the 2014 Week - IEEE Conference on X, Y, and Z, 2014:44-53.": the
# an article printed in parts: "2023(17): 68-70, 74." / "103-112, 121, 153." (each part to the line's end)
_MORE_PAGES = r"(?:\s*[,，]\s*\d+(?:\s*[-–—]\s*\d+)?(?=\s*(?:[,，]\s*\d|[.．。]?\s*$)))*"
# container is all before the last ", year" that only pages follow
CONTAINER_BEFORE_YEAR = re.compile(
    r"^(?:In:?\s+)?(?P<container>.+)[,，.]\s*(?=(?:19|20)\d\d[a-z]?\s*(?:[:：,，]\s*" + _PAGES + r")?\s*\.?$)", re.I)
# "ZoyaAli.Designing …" / "Ding Lingling.Design …": an author written without a space after the period
GLUED_AUTHOR = re.compile(r"^(?P<author>[^\W\d_][^\s.,，]{1,30}(?:\s[A-Z][^\s.,，]{0,20})?[a-z]\.)(?=[A-Z][a-z])")
# Loose GB/T of proposals and course papers: the author list ends with a colon, no period
# ("许峰：转型视角下…[J]旅游科学，2006（08）", "Poon, Auliana: Tourism …[M]", "Scott N: Product …[A]"),
# once with a semicolon after a "Family, Given" pair ("SorenSen，Anders;Backpacker ethnography[J]")
_COLON_HEAD = re.compile(r"^(?P<authors>[^:：;；.。．\d]{1,60}?)\s*(?P<mark>[:：;；])\s*(?P<title>\S.*)$")
# "周昱昕,包卫东 数据中心网络…[J]": Chinese names, then a space, then the title (no period between)
_CJK_NAMES_SPACE = re.compile(r"^(?P<authors>[\u4e00-\u9fff·]{2,4}(?:\s*[,，、]\s*[\u4e00-\u9fff·]{2,4})*)\s+(?P<title>\S.{5,})$")
# "Title[J]  Philippa Anne Gardner,Sergio Maffeis.  ACM SIGPLAN Notices . 2012 (1):31-43": the
# authors after the type code, written given-first in full
_PERSON_FULL = r"[A-Z][a-z]+(?:[\s\-]+[A-Z][a-z]*\.?){1,3}"
_NAMES_AFTER_TYPE = re.compile(rf"^\s*[.．]?\s*(?P<names>{_PERSON_FULL}(?:\s*,\s*{_PERSON_FULL})*)\s*[.．]\s*(?P<rest>[^\d\s].*)$")   # a journal after the names, not the year
_FAMILY_GIVEN = re.compile(r"^(?P<family>[A-Z][\w'’\-]+)\s*[,，]\s*(?P<given>[A-Z][\w'’\-]+)$")
_EDITION = re.compile(r"^(?:\d+(?:st|nd|rd|th)\s+(?:edn?|edition)\.?|第?\s*\d+\s*版|修订版|Rev\.\s*ed\.)\s*[.．,，]?\s*", re.I)
_CJK_NAMES = re.compile(r"^[\u4e00-\u9fff·]{2,5}(?:\s*[,，、]\s*[\u4e00-\u9fff·]{2,5})*(?:\s*[,，]?\s*等)?\s*(?:主?编)?$")


# GB/T names written family-first in capitals ("SODEMAN W A Jr", "GOTTENBERG W G")
_LATIN_NAME = r"[A-Z][A-Za-z'\-]+(?:\s+[A-Z][A-Za-z'\-]+)?(?:\s+[A-Z]){1,3}(?:\s+Jr)?"
_LATIN_NAMES = re.compile(rf"^{_LATIN_NAME}(?:\s*,\s*{_LATIN_NAME})*(?:\s*,?\s*et al)?$")
_CJK_BODY = re.compile(r"^[\u4e00-\u9fff（）()《》]{4,40}(?:所|会|院|室|局|部|社|中心|委员会|办公室|实验室|公司)$")
_PUBLICATION = re.compile(r"^(?:[^:：]{1,40}[:：]\s*[^,，:：]+[,，]\s*c?\d{4}|(?:19|20)\d\d\b|c\d{4})")
_EDITION_ONLY = re.compile(r"^(?:\d+\s*版|第\s*\d+\s*版|修订版|新版|\d{4}\s*版|\d+(?:st|nd|rd|th)\s+edn?|Rev\.\s*ed)\.?$", re.I)


def colon_authors(head: str) -> tuple[str, str, bool] | None:
    """(authors, title, sure) of a head whose author list ends with a colon (or a semicolon after
    one "Family, Given"); None when the part before it is no list of names. Chinese names before
    a full-width colon are sure; Latin capitalised words before a colon might be a title's first
    half ("Machine Learning: A Review"), so they are not."""
    match = _COLON_HEAD.match(head.strip())
    if not match:
        return None
    names, title = match.group("authors").strip(), match.group("title").strip()
    if len(title) < max(6, len(names) + 1):     # "周易外传：卷5": a title's own colon, a short part after it
        return None
    if match.group("mark") in ";；":
        return (names, title, False) if _FAMILY_GIVEN.match(names) else None
    if _CJK_NAMES.match(names):
        return names, title, True
    if _FAMILY_GIVEN.match(names) or _LATIN_NAMES.match(names):
        return names, title, False
    return None


# "Yusuf Dogan, Christi K. Madsen Optimization of …[J]": names given first, no period before the title
_SPACED_NAME = r"(?:[A-Z][a-z]+(?:-[a-z]+)?|[A-Z]\.)(?:\s[A-Z]\.)?\s[A-Z][a-z]+"
_SPACED_ETAL = re.compile(rf"^(?P<names>{_SPACED_NAME}(?:,\s*{_SPACED_NAME})*),?\s+et\s+al\.\s+(?P<title>\S.*)$")
_SPACED_HEAD = re.compile(rf"^(?P<names>{_SPACED_NAME}(?:,\s*{_SPACED_NAME})*)\s+(?P<title>[A-Z][\w\-]*\s+[a-z].*)$")


def spaced_latin_head(head: str) -> tuple[str, str, bool] | None:
    """(names, title, sure) of a head whose given-first names run into the title without a period; only a
    list of two names or more, or one that opens with an initial ("S. Jelvani Effect of …"), so that a
    title alone ("Deep Learning Models for X") is never read as a name."""
    etal = _SPACED_ETAL.match(head.strip())
    if etal:        # "Andrey M. Popov, Sergey M. Zaytsev et al. Title": "et al." ends the names, the initials' periods do not
        return etal.group("names") + " et al.", etal.group("title"), True
    match = _SPACED_HEAD.match(head.strip())
    if not match or "," not in match.group("names") and not re.match(r"[A-Z]\.", match.group("names")):
        return None
    return match.group("names"), match.group("title"), False


def space_authors(head: str) -> tuple[str, str, bool] | None:
    """(authors, title, sure) of "周昱昕,包卫东 数据中心…" (Chinese names, a space, the title); one
    name before the space is less sure than a list."""
    match = _CJK_NAMES_SPACE.match(head.strip())
    if not match:
        return None
    names = match.group("authors")
    return names, match.group("title"), bool(re.search(r"[,，、]", names))


# CNKI's export puts the title first: "Title[J]. 尹大禹,李冶. 科技视界. 2014(08)" — Chinese names
# after the type code (one name of 2-3 characters, or several of 2-4), then the journal
_CJK_NAMES_AFTER_TYPE = re.compile(
    r"^\s*[.．]?\s*(?P<names>[\u4e00-\u9fff]{2,3}|[\u4e00-\u9fff]{2,4}(?:\s*[,，、]\s*[\u4e00-\u9fff]{2,4})+)"
    r"\s*(?P<etal>等)?\s*[.．]\s*(?P<rest>[^\d\s].*)$")


def names_after_type(tail: str) -> tuple[str, str] | None:
    """(authors, rest) when the authors follow the type code ("Title[J]  A. B. Name,C. Name.  Journal",
    "Title[J]. 尹大禹,李冶. 科技视界. 2014(08)")."""
    match = _NAMES_AFTER_TYPE.match(tail)
    if match:
        return match.group("names"), match.group("rest")
    match = _CJK_NAMES_AFTER_TYPE.match(tail)
    return (match.group("names") + (match.group("etal") or ""), match.group("rest")) if match else None


def one_family_given(names: str) -> str:
    """"Poon, Auliana" (one person written family first, a comma, the given name) → "Poon, Auliana";
    "" when ``names`` is not that shape."""
    match = _FAMILY_GIVEN.match(names.strip())
    return f"{match.group('family')}, {match.group('given')}" if match else ""


def editors_only(segment: str) -> bool:
    """"王五" / "王五, 李六, 等" / "SODEMAN W A Jr, SODEMAN W A" / "Smith J, ed" / "中国地质科学院…研究所" /
    "American Water Works Association": the editors (persons or a body) before a book's title."""
    from .reflist_names import is_organisation
    segment = segment.strip(" .．")
    return bool(_CJK_NAMES.match(segment) or _LATIN_NAMES.match(segment) or _CJK_BODY.match(segment)
                or re.search(r",\s*(?:eds?|editors?)$|[\u4e00-\u9fff][,，]?\s*(?:主编|编著|编)$", segment, re.I)   # "李四, 编"
                or is_organisation(segment)
                and not re.search(r"(?i)proceedings|conference|convention|symposium|workshop|congress|colloquium|meeting|论文集|会议", segment))


# biblatex-gb7714's "[C]//Proceedings：Vol 34，［S.l.］，2020：4140-4149" / gbt7714.bst's
# "[C]//ACM SIGCOMM Computer Communication Review: volume~45. London: SIGCOMM'15, 2015: 537--550":
# the volume and what follows the container ("[S.l.]" for no place, then the year and pages)
_CONTAINER_VOLUME = re.compile(r"\s*[:：,，]\s*(?:vol(?:ume)?\.?)\s*(?P<volume>\d{1,5})(?=\s*(?:[,，.]|$))", re.I)
_CONTAINER_YEAR = re.compile(r"\s*[,，]\s*(?:[\[［]\s*[Ss]\.\s*[lLnN]\.\s*[\]］]\s*[:：,，]?\s*)*"
                             r"(?=(?:19|20)\d\d[a-z]?\s*(?:[:：]\s*" + _PAGES + r")?\s*[.．]?$)")
# "[C]//NEW DELHI, INDIA: ACM SIGCOMM, 2010: 63--74": no container, the place and the publisher
_PLACE_PUBLISHER_YEAR = re.compile(r"^[^:：.]{2,40}[:：]\s*[^:：,，.]{2,60}[,，]\s*(?:19|20)\d\d[a-z]?\s*(?:[:：]\s*" + _PAGES + r")?\s*[.．]?$")


# "[C]. Proceedings of X (CVPR). Honolulu: IEEE, 2017: 1-9" (a period where GB/T has "//"): the
# place and the publisher at the end of the container read before the year
_CONTAINER_PLACE_PUBLISHER = re.compile(r"^(?P<container>.{8,}?)[.．]\s*(?P<place>(?:[A-Z][\w'\-]*\s*){1,3}(?:,\s*[A-Z][\w'\-]*)?|[\u4e00-\u9fff]{2,6})"
                                        r"\s*[:：]\s*(?P<publisher>[^.:：,，\d]{2,80}?)\s*$")


# "[C]. 2019 International Conference on X (ICCV), Seoul, South Korea, 2019: 1-9": the place after the acronym
_CONTAINER_ACRONYM_PLACE = re.compile(r"^(?P<container>.{8,}\([A-Z][A-Za-z0-9\-]{1,15}\))"
                                      r"(?P<place>(?:\s*,\s*[A-Z][A-Za-z.\-]*(?:\s+[A-Z][A-Za-z.\-]*){0,2}){1,4})\s*$")


def place_publisher_off(container: str, entry: BibEntry) -> str:
    """The container of a "[C]." line without its ". Place: Publisher" end (the publisher into ``entry``)
    or the place after the conference's acronym (a guess by the shape of the words)."""
    held = _CONTAINER_PLACE_PUBLISHER.match(container.strip())
    if not held:
        placed = _CONTAINER_ACRONYM_PLACE.match(container.strip())
        if placed:
            guess(entry, "journal", f"\"{placed.group('place').strip(' ,')}\" after the conference's acronym taken as its place")
            return placed.group("container")
        return container
    entry.publisher = held.group("publisher").strip()
    return held.group("container")


def split_container(container: str, tail: str, entry: BibEntry) -> tuple[str, str]:
    """The container without its volume (into ``entry``) and, when the container runs on to the
    year, the part from there as the tail."""
    if _PLACE_PUBLISHER_YEAR.match(container.strip()) and not tail.strip():
        return "", container
    volume = _CONTAINER_VOLUME.search(container)
    if volume:
        entry.volume = volume.group("volume")
        container = container[:volume.start()] + container[volume.end():]
    year = _CONTAINER_YEAR.search(container)
    if year and not tail.strip():
        container, tail = container[:year.start()], container[year.end():]
    return container, tail


# a container's abbreviated word, whose period ends no sentence: "Proc", "Conf", "Int", "IEEE Cat"
_ABBREVIATED_END = re.compile(r"(?:^|\s|\()(?:Proc|Conf|Int|Intl|Symp|Annu|Natl|Assoc|Soc|Comput|Eng|Sci|Res|Cat|Dig|Trans|Adv)\.?$")


def container_after_slashes(rest: str, first_segment) -> tuple[str, str]:
    """"[M]//王夫之. 船山全书: 第1册. 修订版. 长沙: 岳麓书社, 2011: 983-1029." → ("船山全书: 第1册",
    "长沙: 岳麓书社, 2011: 983-1029"): the editors before the book and its edition after it are left
    out; the container is the first sentence otherwise ("[C]//Proceedings. IEEE, 2002: 1-5")."""
    container, tail = first_segment(rest)
    while tail and _ABBREVIATED_END.search(container):     # "[C]//Proc. of ICLR. 2020.", "(IEEE Cat. No.03EX693)"
        more, tail = first_segment(tail)
        container = f"{container.rstrip('.')}. {more}"
    if not editors_only(container) or not tail:
        return container, tail
    book, after = first_segment(tail)
    # (Baidu Scholar's "[M]// Thinking in Java (4th Edition). Prentice Hall PTR, 2005:123-256": the publisher and the
    # year follow, so what came before was the book, whatever its words)
    if not book or _PUBLICATION.match(book) or re.fullmatch(r"[^.:：,，]{2,60}?[,，]\s*(?:19|20)\d\d[a-z]?(?:\s*[:：]\s*\S+)?\s*[.．]?", tail):
        return container, tail
    edition, later = first_segment(after)
    if _EDITION_ONLY.match(edition.strip()):
        after = later
    return book, after


def journal_tail(tail: str, entry: BibEntry) -> None:
    """"中华医学杂志, 2019, 99(3): 201-205" and the loose forms: the year glued to a Chinese
    journal ("民营科技2012（11）"), in parentheses ("市场经纬（2005）", "Time and society,(2001)"), or
    no journal at all ("2016,2(3):43-51")."""
    # the numbers spelled as in an English list: "2022, Vol. 4, No. 3" / "Vol.4(3)" → "2022, 4(3)"
    tail = re.sub(r"\bVol(?:ume)?\.?\s*(\d+)\s*[,，]?\s*(?:No|Issue|Iss)\.?\s*(\d+)", r"\1(\2)", tail, flags=re.I)
    tail = re.sub(r"\bVol(?:ume)?\.?\s*(?=\d)", "", tail, flags=re.I)
    # an older .bst's "Journal, Nov 2009. \newblock 58(9):5225--5234.": the month off, the numbers after the year
    tail = re.sub(rf"([,，]\s*){MONTH}\s+(?=(?:19|20)\d\d\b)", r"\1", tail)
    tail = re.sub(r"((?:19|20)\d\d)\s*[.．]\s+(?=\d{1,4}\s*[(（]\s*\d{1,4}\s*[)）]\s*[:：])", r"\1, ", tail)
    only = re.fullmatch(rf"\s*[.．]?\s*((?:19|20)\d\d[a-z]?)\s*[:：]\s*({_PAGES})\s*[.．]?\s*", tail)
    if only:    # "[J].2016: 1800~1807": no journal written, the year and the pages
        entry.year, entry.year_suffix = split_year(only.group(1))
        entry.pages = normalize_pages(only.group(2))
        return
    tail = re.sub(r"^([^,，\d(（]*?[^\W\d_])\s*[,，]?\s*[(（]((?:19|20)\d\d)[)）]", r"\1, \2", tail)
    # "医疗卫生装备.2017(03)" / "ACM SIGPLAN Notices . 2012 (1)": a period before the year
    tail = re.sub(r"^([^,，\d]*?[^\W\d_])\s*[.．]\s*(?=(?:19|20)\d\d(?!\d))", r"\1, ", tail)
    tail = re.sub(r"^([^,，\d]*[\u4e00-\u9fff])\s*(?=(?:19|20)\d\d(?!\d))", r"\1, ", tail)
    # "Journal of X Vol. 2010, 2（6）, 1684-1689": a space before the year, the volume after its comma
    tail = re.sub(r"^([^,，\d]*[^\W\d_])\s+(?=(?:19|20)\d\d\s*[,，]\s*\d+\s*[(（])", r"\1, ", tail)
    bare_year = re.match(r"^(?P<year>(?:19|20)\d\d)[a-z]?\s*[,，]\s*(?P<volume>\d+)\s*(?:[(（](?P<issue>[^)）]*)[)）])?"
                         rf"(?:(?:\s*[:：]|(?<=[)）]))\s*(?P<pages>{_PAGES}))?", tail)   # "2018(06) 67-81", "2006 (4)26-37"
    if bare_year:
        entry.year, entry.year_suffix = split_year(bare_year.group("year"))
        entry.volume, entry.issue = bare_year.group("volume"), (bare_year.group("issue") or "").strip()
        entry.pages = normalize_pages(bare_year.group("pages") or "")
        return
    tail = re.sub(r"^In:?\s+(?=[A-Z])", "", tail)     # "[J]. In Proceedings of OSDI, 2004, 51(1)"
    match = re.match(
        r"^(?P<journal>(?:[^,，]|[,，](?!\s*(?:19|20)\d\d))+?)\s*(?:[,，]|\.(?=\s))\s*(?P<year>(?:1[5-9]|20)\d\d[a-z]?)[^,，;；:：(（]*"
        r"(?:[,，;；]\s*(?P<volume>[^(（:：,，;；]*)|[:：]\s*(?P<volume_colon>\d+)(?=\s*[(（:：]))?"
        r"\s*(?:[(（](?P<issue>[^)）]*)[)）])?"
        rf"(?:(?:\s*[:：]|(?<=[)）]))\s*(?P<pages>{_PAGES}{_MORE_PAGES}))?", tail)   # "2018(06) 67-81", "2006 (4)26-37"
    if not match:
        bare = re.match(rf"^(?P<journal>[^,，:：\d]+?)\s*[:：]\s*(?P<pages>{_PAGES})\.?$", tail)
        if bare:                                  # "[J/OL].情报理论与实践:1-9." (online first, no year)
            entry.journal, entry.pages = bare.group("journal").strip(" ."), normalize_pages(bare.group("pages"))
        elif re.fullmatch(r"[^\d,，:：;；]{2,60}", tail.strip(" .。．")):   # "[J]. 地理科学." (the journal alone)
            entry.journal = tail.strip(" .。．")
        entry.year, entry.year_suffix = split_year(tail)
        return
    entry.journal = match.group("journal").strip()
    if re.fullmatch(r"[\d/\[\]\s]+", entry.journal):
        entry.journal = ""       # a serial described whole: "Science[J]. 1883, 1883，1（1）—."
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.volume = (match.group("volume") or match.group("volume_colon") or "").strip()  # "2006:32(12):…"
    entry.issue = (match.group("issue") or "").strip()
    entry.pages = normalize_pages(match.group("pages") or "")
    comma_range = None if entry.pages or not entry.issue else re.match(
        rf"\s*[,，]\s*(\d+\s*{PAGE_DASH}\s*\d+)\s*\.?\s*$", tail[match.end():])
    if comma_range:     # "2022, 5(05), 1956-1962": a comma, not a colon, before the page range
        entry.pages = normalize_pages(comma_range.group(1))
    cnki = (re.search(r"[\u4e00-\u9fff]", entry.journal) and not entry.issue and entry.volume.isdigit()
            and re.search(rf"\d{{4}}[,，]{entry.volume}[:：]", tail))     # written without spaces, as CNKI exports
    # (a number past 53 is no issue: no journal comes out more than weekly — "中华…杂志，2012，71：799")
    if cnki and not re.fullmatch(r"0\d", entry.volume) and int(entry.volume) <= 53:
        # CNKI's export of a Chinese journal, which has no volumes: "科技管理研究,2009,12:238-240"
        from .reflist_certainty import guess
        entry.issue, entry.volume = entry.volume, ""
        guess(entry, "issue", "the number after the year of a Chinese journal read as the issue (CNKI's export)")
    if re.fullmatch(r"0\d", entry.volume) and not entry.issue:
        # CNKI's export "技术经济,2015,07:51-56": a zero-padded number after the year is the issue
        # (volumes are never padded), but the line does not say so: a guess
        from .reflist_certainty import guess
        entry.issue, entry.volume = entry.volume, ""
        guess(entry, "issue", "a zero-padded number after the year read as the issue")


def year_pages(tail: str, entry: BibEntry) -> bool:
    """"2013: 17-23" / "2018, 2: 6" after a container (no publisher)."""
    match = re.match(r"^(?P<year>(?:19|20)\d\d)[a-z]?\s*(?:[,，]\s*(?P<volume>\d+)\s*)?[:：]\s*"
                     rf"(?P<pages>{_PAGES})", tail)
    if not match:
        return False
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.volume = match.group("volume") or entry.volume
    entry.pages = normalize_pages(match.group("pages"))
    return True


def publisher_tail(tail: str, entry: BibEntry) -> None:
    """"北京: 人民卫生出版社, 2018: 12-15" / "北京:清华大学出版社.2016" / "3rd ed. OTexts, 2021" /
    "Belmont, MA: Athena Scientific, 1997" / "Proceedings. IEEE, 2006, 1: 230-237" (place: publisher,
    year, volume: pages)."""
    tail = _EDITION.sub("", tail.strip())
    match = re.match(r"^(?:(?P<place>[^:：]{1,40}?)[:：]\s*)?(?P<publisher>[^,，:：]+?(?:,\s*(?:Inc|Ltd|LLC|Co)\.?)?)"
                     r"\s*(?:[,，]|[.．](?=\s*\d))\s*"
                     r"(?P<year>\d{4}[a-z]?)\S*?(?:\s*[,，]\s*(?P<volume>\d{1,4})(?=\s*[:：]))?"
                     r"(?:\s*[:：]\s*(?P<pages>" + _PAGES + "))?", tail)
    if match:
        # no place: "Proceedings. IEEE" → the publisher is the last sentence
        publisher = match.group("publisher").strip().rstrip(" ;；")     # CNKI's "…学院;,2024:167"
        entry.publisher = publisher if match.group("place") else re.split(r"\.\s+", publisher)[-1]
        placed = re.fullmatch(r"[\u4e00-\u9fff]{2,8}\s*[.．]\s*(?P<publisher>[\u4e00-\u9fff]{2,30}出版社)", entry.publisher)
        if placed:      # "[M].北京.电子工业出版社，2006": the place ended by a period instead of a colon
            entry.publisher = placed.group("publisher")
        entry.year, entry.year_suffix = split_year(match.group("year"))
        entry.volume = entry.volume or match.group("volume") or ""
        entry.pages = normalize_pages(match.group("pages") or "")
        place = (match.group("place") or "").strip()
        if "出版社" in place and "出版社" not in publisher:
            # "电子工业出版社:北京市,2018": publisher and place written the other way round
            entry.publisher = place
            from .reflist_certainty import guess
            guess(entry, "publisher", "the publisher read before the colon (written 出版社:place)")
        comma_range = None if entry.pages else re.match(
            rf"\s*[,，]\s*(\d+\s*{PAGE_DASH}\s*\d+)\s*[.．]?\s*$", tail[match.end():])
        if comma_range:     # "浙江工商大学硕士学位论文,2013,4~6": the pages after a comma
            entry.pages = normalize_pages(comma_range.group(1))
    else:
        no_year = re.match(r"^(?:[^:：]{1,40}?[:：]\s*)?(?P<publisher>[^,，:：\d][^,，:：]*?)\s*[:：]\s*(?P<pages>"
                           + _PAGES + r")\s*\.?$", tail)
        if no_year:     # "Irvine, CA, USA: CoNEXT'16: 297--311." (place: publisher: pages, no year)
            entry.publisher, entry.pages = no_year.group("publisher").strip(), normalize_pages(no_year.group("pages"))
        bare = re.fullmatch(r"\s*[^:：,，.\d]{1,20}[:：]\s*(?P<publisher>[^:：,，.。．\d]{2,60}?)\s*[.。．]?\s*", tail)
        if bare and not no_year:     # "[M]. 北京：中国统计出版社。" (place: publisher, no year)
            # a space a PDF's text left between two characters ("中国统 计出版社") is no space
            entry.publisher = re.sub(r"(?<=[\u4e00-\u9fff])\s+(?=[\u4e00-\u9fff])", "", bare.group("publisher").strip())
        spaced = re.fullmatch(r"\s*[^:：\d]{1,40}?[:：]\s*(?P<publisher>[^,，:：.\d][^,，:：\d]{1,80}?)\s+"
                              r"(?:19|20)\d\d[a-z]?\s*[.．]?\s*", tail)
        if spaced and not no_year and not bare:   # "Bristol: Institute of Physics Publishing 2005" (no comma)
            entry.publisher = spaced.group("publisher").strip()
        closing = re.search(rf"[,，]\s*(?:19|20)\d\d[a-z]?\s*[:：]\s*(?P<pages>{_PAGES})\s*[.．]?$", tail)
        if closing and not entry.pages:
            # a place or publisher this pattern cannot split ("St. Petersburg,Russia: Springer-Verlag
            # New York,Inc. New York,NY,USA, 2016: 262--277."): the line still closes with year: pages
            entry.pages = normalize_pages(closing.group("pages"))
        entry.year, entry.year_suffix = split_year(tail)


# GB/T 7714-1987's part of a collection: "Title[A]. Editors. Book[C]. Place: Publisher, year: pages"
_CONTAINER_CODE = re.compile(r"[\[［](?:C|M)[\]］]")
_BOOK_WORDS = re.compile(r"proc|conference|symposium|workshop|congress|会议|论文集|文集", re.I)
_PUBLISHED_AT = re.compile(rf"^\s*[.．]?\s*(?:(?P<publisher>[^:：]{{2,80}}?)\s*[:：]\s*[,，]?)?\s*(?P<year>(?:19|20)\d\d)[a-z]?"
                           rf"\s*[:：]\s*(?P<pages>{_PAGES})\s*[.．]?\s*$")


def analytic_container(tail: str, entry: BibEntry) -> bool:
    """After "[A]": the book (its editors before the first period left out) and its year and
    pages ("….武汉大学.Proceedings of …[C].武汉大学:,2010:4." / "…学会.第三十三届…论文集[C].…学会:2014:6.")."""
    code = _CONTAINER_CODE.search(tail)
    published = _PUBLISHED_AT.match(tail[code.end():]) if code else None
    if not published:
        return False
    head = tail[:code.start()].strip(" .．")
    parts = re.split(r"[.．]", head, maxsplit=1)
    if len(parts) == 2 and parts[1].strip() and not _BOOK_WORDS.search(parts[0]):
        head = parts[1]
    entry.journal = head.strip(" .．")
    entry.year, entry.year_suffix = split_year(published.group("year"))
    entry.pages = normalize_pages(published.group("pages"))
    return True


# CNKI's title-first export without a type code: "红外测温系统调校方法的研究. 胡学深,金方林等. 现代科技 .
# 2009" — a Chinese title, then Chinese names (等 for "et al."), the journal, the year
_TITLE_FIRST = re.compile(
    r"^(?P<title>[^.．]*[\u4e00-\u9fff][^.．]{4,}?)\s*[.．]\s*"
    r"(?P<names>(?:(?!等)[\u4e00-\u9fff]){2,4}(?:\s*[,，、]\s*(?:(?!等)[\u4e00-\u9fff]){2,4})*)\s*(?P<etal>[,，]?\s*等)?\s*[.．]\s*"
    r"(?P<journal>[^\d.．,，]*[\u4e00-\u9fff][^\d.．,，]*?)\s*[.．,，]\s*(?P<tail>(?:19|20)\d\d(?!\d).*)$")


def parse_title_first(text: str, entry: BibEntry) -> bool:
    """A CNKI title-first line with no type code (see ``_TITLE_FIRST``); False for another shape."""
    match = _TITLE_FIRST.match(text.strip())
    if not match or _CJK_NAMES.match(match.group("title").strip()):
        return False
    entry.title = match.group("title").strip()
    entry.authors = re.split(r"\s*[,，、]\s*", match.group("names"))
    entry.authors_truncated = bool(match.group("etal"))
    entry.entry_type = "article"
    journal_tail(f"{match.group('journal').strip()}, {match.group('tail').strip(' .．')}", entry)
    return True


# APA's names before a GB/T type code: "Zhang, H., Shaheen, S. A., & Chen, X. Title[J]" — each
# "Family, I." (initials with periods), the last one's period ending the list
_APA_NAME = r"[^\W\d_][\w'’\-]+(?:\s[^\W\d_][\w'’\-]+){0,2},\s*(?:[A-Z]\.\s?(?:-\s?[A-Z]\.\s?)?){1,3}"
_APA_HEAD = re.compile(rf"^(?P<names>{_APA_NAME}(?:\s*,\s*(?:&\s*|and\s+)?{_APA_NAME})*(?:\s*,?\s*(?:&|and)\s*{_APA_NAME})?)"
                       rf"\s*(?P<title>[^\W\d_].*)$")


def apa_head(head: str) -> tuple[str, str] | None:
    """(names, title) of a head whose names are written as APA writes them (two names or more, or
    one with two initials); None for another head."""
    match = _APA_HEAD.match(head.strip())
    if not match or not match.group("title").strip(" ."):
        return None
    names = match.group("names").strip()
    if names.count(",") < 2 and not re.search(r"[A-Z]\.\s?-?\s?[A-Z]\.", names):
        return None     # "Smith, J. Title": one name, one initial — as the GB/T reader already reads it
    return names, match.group("title")


# ScienceDirect's "Export citation" tail glued to a GB/T line: "Journal of Transport Geography,Volume
# 41,Pages 325-337" / "Computers, Environment and Urban Systems, Volume 75, 2019,Pages 184-203"
_SCIENCEDIRECT = re.compile(
    r"^\s*[.．]?\s*(?P<journal>.+?)\s*[,，]\s*(?:(?:Volume|vol\.)\s*(?P<volume>[\w\-]+)\s*(?:[,，]\s*(?:Issue|no\.)\s*(?P<issue>[\w\-]+)\s*)?"
    r"|(?P<volume2>\d+)\s*\((?P<issue2>[\w\-]+)\)(?=\s*[,，]\s*Pages?\s))"     # "Volume 27, Issue 3" spelled as "27(3)"
    r"(?:[,，]\s*(?:[A-Z][a-z]+\s+)?(?P<year>(?:19|20)\d\d)\s*)?"
    rf"(?:[,，]\s*(?:(?:Pages?|pp?\.)\s*(?P<pages>{_PAGES})|(?P<article>\d+)))?\s*(?:[,，]\s*(?:ISSN\s*[:：]?\s*[\dXx\-]+|DOI\s*[:：]?)\s*)*[,，.]?\s*$")


# CNKI's conference paper with its "//" lost: "[C]中国仿真学会.第三十三届中国仿真大会论文集.2021:16."
# — the organiser (a society, an association, a university) before the proceedings
_ORGANISER = re.compile(r"(?:学会|协会|委员会|大学|研究院|科学院|分会|学院|研究所|研究会|联合会|中心|实验室|Society|Association|Committee|University|Institute)$", re.I)
_PROCEEDINGS = re.compile(_BOOK_WORDS.pattern + r"|摘要集|汇编|大会|年会|论坛|研讨会", re.I)


def organiser_first(tail: str, first_segment) -> bool:
    """A [C] tail that opens with the organiser, then the proceedings."""
    organiser, rest = first_segment(tail)
    proceedings, _ = first_segment(rest) if rest else ("", "")
    return bool(organiser and _ORGANISER.search(organiser.strip(" .．")) and _PROCEEDINGS.search(proceedings)
                and not _BOOK_WORDS.search(organiser))


_LOST_DASH = re.compile(r"(?<=[:：])(\s*)(\d{1,5}) (\d{1,5})(?=\s*(?:[.．]|$))")


def lost_dash(tail: str) -> tuple[str, str]:
    """(tail, what was mended): a page range whose dash a PDF's conversion lost, "38(12):1615 1618.", as
    "1615-1618" — the second number above the first by less than 300 ("" when none)."""
    lost = _LOST_DASH.search(tail)
    if not lost or not 0 < int(lost.group(3)) - int(lost.group(2)) < 300:
        return tail, ""
    return (f"{tail[:lost.start()]}{lost.group(1)}{lost.group(2)}-{lost.group(3)}{tail[lost.end():]}",
            f"{lost.group(2)} {lost.group(3)}")


def glued_pages(entry: BibEntry) -> None:
    """CNKI's page list copied without its "+" ("137-140145" for 137-140+145): the range as
    written, marked a guess."""
    match = re.fullmatch(r"(\d{2,})-(\d+)", entry.pages)
    if match and len(match.group(2)) >= len(match.group(1)) + 2 and int(match.group(2)[:len(match.group(1))]) >= int(match.group(1)):
        from .reflist_certainty import guess
        guess(entry, "pages", "a page range that may hold a second part whose '+' was lost")


def read_sciencedirect(tail: str, entry: BibEntry) -> bool:
    """A ScienceDirect tail (see ``_SCIENCEDIRECT``) read into ``entry``; False for another tail."""
    match = _SCIENCEDIRECT.match(tail.strip())
    if not match:
        return False
    entry.journal, entry.volume = match.group("journal").strip(" ."), match.group("volume") or match.group("volume2")
    entry.issue = match.group("issue") or match.group("issue2") or ""
    if match.group("year"):
        entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.pages = normalize_pages(match.group("pages") or match.group("article") or "")
    return True
