"""GB/T 7714 tails of Chinese Word theses that the main GB/T reader left whole (issue 20, held-out
batches 22–24):

    "[C] // Conference Name, City Country: IEEE Computer Society, 2009: 172-176"   (place: publisher in the container)
    "[C]//2016 IEEE Symposium on Security and Privacy (SP): IEEE, 2016."            (": publisher", no place)
    "[A]. Conference Name[C]. New York: IEEE, 2010: 559-564."                     (GB/T 7714-1987's part of a book)
    "[J]: 2-13."                                                                 (the pages alone)
    "[M].人民邮电出版社"                                                            (the publisher alone)
    "[C]// Proc. IEEE CEC’07, 2007:2569-2575"                                   (an abbreviated meeting)
    "[C].Conference on Data Engineering,1984(4):50-55"                          (a meeting's numbers as a journal's)
    "[A]. Proc. IEEE, vol. 86, no. 11, pp. 2278-2324, 1998."                     (IEEE's numbers after the code)
    "[EB/OL].https://example.org/a,2018-12-03."                                 (the date glued to the address)
    "(美)Robert Vieria.SQL Server 2008 编程入门经典[M]"                            (a translated book's author)
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_certainty import guess
from .reflist_parts import _PAGES, _PUBLISHER_WORDS, normalize_pages
from .reflist_styles import _PUBLISHER_ACRONYM

# ", Dubai United Arab Emirates: IEEE Computer Society" / ", 北京: 科学出版社" at the container's end
_PLACED = re.compile(r"^(?P<container>.{8,}?)\s*[,，]\s*(?P<place>[^,，:：\d]{2,40}?)\s*[:：]\s*(?P<publisher>[^,，:：\d]{2,60}?)\s*$")
# "(SP): IEEE" — a publisher alone after the colon, a known name or a name with a publisher's word
_UNPLACED = re.compile(r"^(?P<container>.{8,}?)\s*[:：]\s*(?P<publisher>[^,，:：\d]{2,60}?)\s*$")
_PUBLISHED = re.compile(rf"^\s*[.．]?\s*(?:(?P<place>[^:：,，\d]{{1,40}}?)\s*[:：]\s*)?(?P<publisher>[^:：,，\d]{{2,80}}?)\s*[,，]\s*"
                        rf"(?P<year>(?:19|20)\d\d)[a-z]?\s*[:：]\s*(?P<pages>{_PAGES}(?:\s*[\-–~]\s*\d+)?)\s*[.．]?\s*$")
_CONTAINER_CODE = re.compile(r"[\[［]C[\]］]")


# a translated book's authors, their country in brackets, the period glued to the title:
# "(美)Robert Vieria.SQL Server 2008 …[M]" / "威尔顿P[美],科尔比J[美].SQL入门经典[M]"
_COUNTRY = r"[(（\[［][\u4e00-\u9fff]{1,2}[)）\]］]"
TRANSLATED_AUTHORS = re.compile(
    rf"^(?P<author>{_COUNTRY}\s*[A-Z][\w'’\-]*(?:\s[A-Z][\w'’\-]*){{0,3}}"
    rf"|[\u4e00-\u9fff·]{{2,8}}[A-Z]?\s*{_COUNTRY}(?:\s*[,，、]\s*[\u4e00-\u9fff·]{{2,8}}[A-Z]?\s*{_COUNTRY})*)[.．](?=\S)")


def without_translators(names: list[str]) -> list[str]:
    """"（美）Bruce Eckel著，陈昊鹏译": the translator ("…译") after the author is no author; "威尔顿P[美]":
    the country after a name is no part of it."""
    # a translated writer's country ("[美]"); never an organisation's own "(中国)": "高血压联盟(中国)"
    names = [n if re.search(r"[(（\[［]中国?[)）\]］]$", n) else re.sub(rf"(?<=\S)\s*{_COUNTRY}$", "", n)
             for n in names]
    kept = [n for n in names if not re.search(r"[\u4e00-\u9fff]\s*译(?:者)?$", n)]
    return kept if kept and len(kept) < len(names) else names


def url_date(entry: BibEntry) -> None:
    """"[EB/OL].https://…,2018-12-03.": the date typed right after the address is no part of it; its
    year is the year when the line has none."""
    dated = re.search(r"[,，]\s*(?P<year>(?:19|20)\d\d)-\d{1,2}-\d{1,2}\.?$", entry.url)
    if dated:
        entry.url = entry.url[:dated.start()]
        if not entry.year:
            entry.year = int(dated.group("year"))


def _publisher_like(text: str) -> bool:
    return bool(re.fullmatch(_PUBLISHER_ACRONYM, text.strip()) or _PUBLISHER_WORDS.search(text)
                or re.search(r"出版社$", text.strip()))


def container_publisher(container: str, entry: BibEntry) -> str:
    """The container after "//" without the ", Place: Publisher" or ": Publisher" it ends with (the
    publisher into ``entry``); the container unchanged when it ends otherwise."""
    placed = _PLACED.match(container.strip())
    if placed and re.match(r"[^\W\d_]", placed.group("place")) and _publisher_like(placed.group("publisher")):
        entry.publisher = placed.group("publisher").strip()
        return placed.group("container")
    unplaced = _UNPLACED.match(container.strip())
    if unplaced and re.fullmatch(_PUBLISHER_ACRONYM, unplaced.group("publisher").strip()):
        entry.publisher = unplaced.group("publisher").strip()
        return unplaced.group("container")
    return container


_MEETING_WORDS = re.compile(r"(?i)conference|symposium|workshop|congress|proceedings|meeting|colloquium|会议|论文集|文集|研讨会")
_MEETING_PUBLISHED = re.compile(
    rf"^(?P<container>(?:[^:：.．]|[.．](?!\s)){{4,}}?)\s*(?:[,，]\s*(?P<place>[^,，:：\d]{{2,40}}?))?\s*[:：]\s*(?P<publisher>[^,，:：\d]{{2,60}}?)\s*[,，]\s*"
    rf"(?P<year>(?:19|20)\d\d)[a-z]?\s*(?:[:：]\s*(?P<pages>{_PAGES}))?\s*[.．]?\s*$")


# "Proc. IEEE CEC’07, 2007:2569-2575 Vol. 3": an abbreviated meeting, its year and pages
_PROC = re.compile(rf"^(?P<container>(?:In\s+)?Proc\.\s+[^.:：,，]+?)\s*[,，]\s*(?P<year>(?:19|20)\d\d)[a-z]?\s*[:：]\s*"
                   rf"(?P<pages>{_PAGES})(?:\s*[,，]?\s*Vol\.\s*(?P<volume>\d+))?\s*[.．]?\s*$", re.I)


def _abbreviated(rest: str, entry: BibEntry) -> bool:
    match = _PROC.match(rest.strip())
    if not match:
        return False
    entry.journal = match.group("container").strip()
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.pages = normalize_pages(match.group("pages"))
    entry.volume = match.group("volume") or ""
    return True


def meeting_published(rest: str, entry: BibEntry) -> bool:
    """After "[C]//": "Conference[, Place]: Publisher, year[: pages]" whole — a meeting's name (its
    words say so: Conference, 会议, 论文集…) before the place and a publisher's name; or an abbreviated
    meeting ("Proc. IEEE CEC’07, 2007:1-5")."""
    if _abbreviated(rest, entry):
        return True
    match = _MEETING_PUBLISHED.match(rest.strip())
    if not match or not _MEETING_WORDS.search(match.group("container")) or _MEETING_WORDS.search(match.group("place") or "") \
            or not _publisher_like(match.group("publisher")):
        return False
    entry.journal = match.group("container").strip(" .")
    entry.publisher = match.group("publisher").strip()
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.pages = normalize_pages(match.group("pages") or "")
    return True


def analytic_published(tail: str, entry: BibEntry) -> bool:
    """After "[A]": "Book[C]. Place: Publisher, year: pages" (the book, its publisher, year, pages)."""
    code = _CONTAINER_CODE.search(tail)
    published = _PUBLISHED.match(tail[code.end():]) if code else None
    if not published or not tail[:code.start()].strip(" .．"):
        return False
    entry.journal = tail[:code.start()].strip(" .．")
    entry.publisher = published.group("publisher").strip()
    entry.year, entry.year_suffix = split_year(published.group("year"))
    entry.pages = normalize_pages(re.sub(r"\s+", "", published.group("pages")))
    if "." in entry.journal.rstrip("."):
        guess(entry, "journal", "the book after [A] read whole (editors before it, if any, kept)")
    return True


_MEETING_ISSUE = re.compile(rf"^(?P<container>[^\W\d_][^,，:：]*?)\s*[,，]\s*(?P<year>(?:19|20)\d\d)\s*[(（]\s*(?P<issue>\d{{1,3}})\s*[)）]"
                            rf"\s*[:：]\s*(?P<pages>{_PAGES})\s*[.．]?\s*$")


# IEEE's numbers after a type code: "[A]. Proc. IEEE, vol. 86, no. 11, pp. 2278-2324, 1998."
_IEEE_NUMBERS = re.compile(rf"^(?P<journal>[^\W\d_][^,，]*?)\s*,\s*vol\.\s*(?P<volume>\w+)\s*,\s*(?:no\.\s*(?P<issue>\w+)\s*,\s*)?"
                           rf"pp?\.\s*(?P<pages>{_PAGES})\s*,\s*(?:[A-Z][a-z]{{2,3}}\.?\s+)?(?P<year>(?:19|20)\d\d)\s*[.．]?\s*$")


def bare_tail(code: str, tail: str, entry: BibEntry) -> bool:
    """"[J]: 2-13." (the pages alone) / "[M].人民邮电出版社" (the publisher alone) / "[C].Conference,1984(4):50-55"
    (a meeting's numbers written as a journal's) / "[A]. Proc. IEEE, vol. 86, no. 11, pp. 1-9, 1998." (IEEE's)."""
    ieee = _IEEE_NUMBERS.match(tail.strip()) if code in ("J", "A", "C") else None
    if ieee:
        entry.journal, entry.volume = ieee.group("journal").strip(), ieee.group("volume")
        entry.issue, entry.pages = ieee.group("issue") or "", normalize_pages(ieee.group("pages"))
        entry.year, entry.year_suffix = split_year(ieee.group("year"))
        return True
    numbered = _MEETING_ISSUE.match(tail.strip()) if code == "C" else None
    if numbered and _MEETING_WORDS.search(numbered.group("container")):
        entry.journal, entry.issue = numbered.group("container").strip(), numbered.group("issue")
        entry.year, entry.year_suffix = split_year(numbered.group("year"))
        entry.pages = normalize_pages(numbered.group("pages"))
        return True
    pages = re.fullmatch(rf"\s*[:：]\s*(?P<pages>{_PAGES})\s*[.．]?\s*", tail)
    if pages:
        entry.pages = normalize_pages(pages.group("pages"))
        return True
    press = re.fullmatch(r"\s*[.．]?\s*(?P<publisher>[\u4e00-\u9fff]{2,30}出版社)\s*[.．。]?\s*", tail)
    if press and code == "M":
        entry.publisher = press.group("publisher")
        return True
    return False
