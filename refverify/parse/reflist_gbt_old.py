"""GB/T lines in the older or exported shapes of Chinese theses (issue 20, held-out batches 25–26):

    "Title [A]. Proceedings of X [C]. Place, Country: ACM, 2010: 1-9."          (GB/T 7714-1987/2005's [A]/[C])
    "Title[A]. Proceedings of X, ACRONYM[C]. IEEE Computer Society, 2019: 245–248." (a publisher, no place)
    "Title[A]. Proceedings of X[C].  2008."                                     (the year alone)
    "Title[J]. Applied Energy, Elsevier Ltd, 2019, 250(May): 882–894"          (Scopus/Mendeley: the publisher
                                                                                 after the journal, the month
                                                                                 in the issue's place)
    "作者.书名[M].第二版.北京.人民邮电出版社.2016."                               (a hand-typed book: the edition or
                                                                                 the translators before the place)
    "Yuan Li,Paramjit K. Das,David L. Dowe. Title[J]"                           (given-first names, glued commas)
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_certainty import guess
from .reflist_styles import _PAGES, normalize_pages

_CONTAINER_CODE = re.compile(r"\s*[\[［]C[\]］]\s*[.．,，]?\s*")
_MEETING_WORDS = re.compile(r"proc|conference|symposium|workshop|congress|meeting|colloquium|会议|论文集|文集", re.I)
# what follows "[C]": "[Place: ]Publisher, year[, volume][: pages]" or the year (and pages) alone
_AFTER_CONTAINER = re.compile(
    rf"^(?:(?:(?P<place>[^:：\d]{{2,60}}?)\s*[:：]\s*)?(?P<publisher>[^:：,，\d][^:：,，]{{1,60}}?)\s*[,，]\s*)?"
    rf"(?P<year>(?:19|20)\d\d)[a-z]?(?:\s*[,，]\s*(?P<volume>(?!\d+\s*[-–—~]\s*\d)[\w\-]{{1,12}}))?"
    rf"(?:\s*[:：,，.]\s*(?:pp?\.\s*)?(?P<pages>{_PAGES}))?\s*[.．]?\s*$")


# the editors before the book (GB/T 7714-1987): "Pau R, Lind B, eds." / "王明, 李红, 主编." / "Pau R."
_EDITOR = r"(?:[A-Z][\w'’\-]+\s+[A-Z]{1,3}|[\u4e00-\u9fff]{2,4})"
_EDITORS = re.compile(rf"^{_EDITOR}(?:\s*[,，、]\s*{_EDITOR})*(?:\s*[,，]?\s*(?:et\s+al\.?|等))?"
                      rf"(?:\s*[,，]?\s*(?:eds?\.?|主编|编))?\s*[.．]\s+(?=\S)")


def old_conference(tail: str, entry: BibEntry) -> bool:
    """After "[A]": "Proceedings[C]. [Place: ]Publisher, year[: pages]" (the proceedings without "[C]",
    the publisher after the place, the editors before the book left out); False for another shape."""
    code = _CONTAINER_CODE.search(tail)
    if not code:
        return False
    container = tail[:code.start()].strip(" .．")
    editors = _EDITORS.match(container)
    container = container[editors.end():] if editors else container    # "[A]. Pau R, ed. Proceedings…[C]"
    after = _AFTER_CONTAINER.match(tail[code.end():].strip())
    if not after or not container or not _MEETING_WORDS.search(container) \
            or re.search(r"[.．]\s+\S", container):     # "Editors. Proceedings": an editor first
        return False
    entry.journal = container
    entry.publisher = (after.group("publisher") or "").strip()
    entry.year, entry.year_suffix = split_year(after.group("year"))
    entry.pages = normalize_pages(after.group("pages") or "")
    return True


# the publisher Scopus exports after the journal's name (Mendeley's GB/T keeps it there)
_EXPORT_PUBLISHER = re.compile(
    r"[,，]\s*(?P<publisher>Elsevier(?:\s+(?:Ltd|B\.\s?V|BV|Inc|Science(?:\s+Ltd)?|Masson(?:\s+SAS)?|Science\s+Publishers\s+B\.V))?\.?"
    r"|MDPI(?:\s+AG)?|Springer(?:\s+(?:Verlag|Nature|Science\s*\+\s*Business\s+Media|International\s+Publishing|London|"
    r"Berlin\s+Heidelberg|New\s+York|Netherlands|Singapore|Medizin))*(?:\s+(?:GmbH|LLC|AG|B\.V\.?|Ltd\.?))?"
    r"|(?:John\s+)?Wiley(?:[\-\s]Blackwell)?(?:\s+(?:and|&)\s+Sons)?(?:\s+(?:Ltd|Inc)\.?)?"
    r"|Taylor\s+(?:and|&)\s+Francis(?:\s+(?:Ltd|Inc)\.?)?"
    r"|Institute\s+of\s+Electrical\s+and\s+Electronics\s+Engineers(?:\s+Inc\.?)?|IEEE(?:\s+Computer\s+Society)?"
    r"|Pergamon(?:\s+Press)?(?:\s+Ltd\.?)?|BioMed\s+Central(?:\s+Ltd\.?)?|Nature\s+Publishing\s+Group|Nature\s+Research"
    r"|(?:Oxford|Cambridge)\s+University\s+Press|SAGE\s+Publications(?:\s+(?:Ltd|Inc)\.?)?|Academic\s+Press(?:\s+Inc\.?)?"
    r"|Public\s+Library\s+of\s+Science|Frontiers\s+Media\s+S\.?A\.?|Hindawi(?:\s+Limited|\s+Ltd\.?)?"
    r"|American\s+Chemical\s+Society|Emerald\s+Group\s+Publishing(?:\s+Ltd\.?)?)\s*$")
_MONTH = re.compile(r"(?i)(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?")


def export_publisher_off(entry: BibEntry) -> None:
    """A [J] line exported from Scopus through Mendeley: "Applied Energy, Elsevier Ltd, 2019, 250(May)":
    the publisher off the journal (into ``entry.publisher``) and a month in the issue's place dropped."""
    held = _EXPORT_PUBLISHER.search(entry.journal)
    if held and len(entry.journal[:held.start()].strip()) >= 3:
        entry.journal = entry.journal[:held.start()].strip()
        entry.publisher = entry.publisher or held.group("publisher").strip()
        numbered = re.fullmatch(r"(?P<journal>.+?)\s*,\s*(?P<volume>\d{1,4})", entry.journal)
        pages = re.fullmatch(r"pp?\.\s*(\d+\s*[\-–—~]\s*\d+)", entry.volume.strip())
        if numbered and (not entry.volume or pages):     # "Structures, 304, Elsevier Ltd, 2024": the volume first
            entry.journal = numbered.group("journal")
            entry.pages = normalize_pages(re.sub(r"\s+", "", pages.group(1))) if pages else entry.pages
            entry.volume = numbered.group("volume")
    if _MONTH.fullmatch(entry.issue.strip()) and entry.volume:
        entry.issue = ""       # "250(May)": the month of the issue, not its number


_PRESS = r"[^.．:：,，;；\d]{0,30}(?:出版社|出版公司|出版集团|书局)"
_NAME_LIST = (r"(?:[\u4e00-\u9fff·]{2,8}|[A-Z][\w'’\-]*(?:\s[A-Z][\w'’\-]*){0,3})"
              r"(?:\s*[、，,]\s*(?:[\u4e00-\u9fff·]{2,8}|[A-Z][\w'’\-]*(?:\s[A-Z][\w'’\-]*){0,3}))*\s*等?\s*(?:编译|主译|译)?")
# "[M].第二版.北京.人民邮电出版社.2016." / "[M].覃宇、罗丽.北京.电子工业出版社.2017.": the edition or the
# translators (no "译" written) before the place, every part closed by a period
_LED_BOOK = re.compile(
    rf"^\s*[.．]?\s*(?P<lead>第\s*[一二三四五六七八九十\d]{{1,3}}\s*版|[\d一二三四五六七八九十]{{1,2}}\s*版|修订版|{_NAME_LIST})\s*[.．]\s*"
    rf"(?:(?P<place>[\u4e00-\u9fff]{{2,4}})\s*[.．:：]\s*)?(?P<publisher>{_PRESS})\s*[.．,，]\s*(?P<year>(?:19|20)\d\d)\s*年?"
    rf"(?:\s*[:：,，.．]\s*(?P<pages>{_PAGES}))?\s*[.．]?\s*$")
# "霍普. Web安全测试.清华大学出版社[M].北京,2010:43-51.": the publisher before the code, the place after it
_PRESS_LAST = re.compile(rf"^(?P<title>.+?)\s*[.．]\s*(?P<publisher>{_PRESS})$")
_PLACE_YEAR = re.compile(rf"^\s*[.．]?\s*(?:[\u4e00-\u9fff]{{2,4}}\s*[,，:：]\s*)?(?P<year>(?:19|20)\d\d)\s*年?"
                         rf"(?:\s*[:：,，]\s*(?P<pages>{_PAGES}))?\s*[.．]?\s*$")


def hand_typed_book(code: str, tail: str, entry: BibEntry) -> bool:
    """A [M] line typed by hand: the edition or the translators before "place. publisher. year", or the
    publisher before the type code and the place after it; False for another shape."""
    if code != "M":
        return False
    led = _LED_BOOK.match(tail)
    pressed = None if led else _PRESS_LAST.match(entry.title)
    placed = _PLACE_YEAR.match(tail) if pressed else None
    if not led and not placed:
        return False
    if placed:
        entry.title = pressed.group("title").strip()
    found = led or placed
    entry.publisher = (led or pressed).group("publisher").strip()
    entry.year, entry.year_suffix = split_year(found.group("year"))
    entry.pages = normalize_pages(found.group("pages") or "")
    return True


def spaced_initials(names: list[str]) -> list[str]:
    """"(美)Charles A.Bell": a given-first name whose initial's period has no space after it."""
    return [re.sub(r"\b([A-Z])\.(?=[A-Z][a-z])", r"\1. ", n) if "," not in n and re.search(r"[a-z]", n) else n
            for n in names]


# "Yuan Li,Paramjit K. Das,David L. Dowe. Title[J]": whole names given first, parted by commas (often
# without a space), the middle initial closed by a period, so the first period is not the list's end
_GIVEN_FIRST = r"[A-Z][a-z]+(?:-[A-Z]?[a-z]+)?(?:\s[A-Z]\.)*\s[A-Z][a-z][\w'’\-]*"
_GIVEN_FIRST_HEAD = re.compile(rf"^(?P<names>{_GIVEN_FIRST}(?:\s*[,，]\s*(?:and\s+)?{_GIVEN_FIRST})+)\s*[.．]\s+(?P<title>\S.+)$")


def given_first_head(head: str) -> tuple[str, str] | None:
    """(authors, title) of a GB/T head with two names or more written given-first in full, one of them
    with a middle initial ("Paramjit K. Das"); None for another head."""
    match = _GIVEN_FIRST_HEAD.match(head.strip())
    if not match or not re.search(r"\s[A-Z]\.\s", match.group("names")):
        return None
    return match.group("names"), match.group("title")


_FULL_WORD = r"[A-Z][a-z]{2,}"
_PARTICLES = {"Van", "Von", "Der", "Den", "Ter", "Del", "Della", "Dos", "Das", "Mac", "San", "Santa", "Saint", "Le", "La", "De", "Di", "Du", "Da"}


def family_given_initial(entry: BibEntry) -> None:
    """"Stiglitz Joseph E，Weiss Andrew．": the names written family first with the given name in full
    (another writer of the line has no initial at all), which the initials' reading took as a double
    family name ("Stiglitz Joseph, E"): read "Stiglitz, Joseph E", a guess by the shape of the names."""
    full_only = [n for n in entry.authors if re.fullmatch(rf"{_FULL_WORD}\s{_FULL_WORD}", n)]
    if not full_only:
        return
    changed = False
    for index, name in enumerate(entry.authors):
        held = re.fullmatch(rf"(?P<family>{_FULL_WORD})\s(?P<given>{_FULL_WORD}),\s*(?P<initials>[A-Z](?:\s[A-Z])*)", name)
        if held and held.group("family") not in _PARTICLES:
            entry.authors[index] = f"{held.group('family')}, {held.group('given')} {held.group('initials')}"
            changed = True
    if changed:
        guess(entry, "authors", "names read as family name, given name in full, initial (the line writes them so)")


def semicolon_pages(tail: str) -> str:
    """"自然科学进展,2009,19(1);1-15.": a semicolon typed for the colon before the page range."""
    return re.sub(rf"([)）])\s*[;；]\s*(?=\d+\s*[\-–—~～]\s*\d+\s*[.．]?\s*$)", r"\1:", tail)


def closing_year(tail: str, entry: BibEntry) -> None:
    """The year that closes the line (", 2001.") when no reader of the tail took one (a long address before it)."""
    closing = re.search(r"[,，]\s*((?:19|20)\d\d)\s*[.．]?\s*$", tail)
    if closing and not entry.year:
        entry.year, entry.year_suffix = split_year(closing.group(1))


def title_opens_badly(entry: BibEntry) -> None:
    """A title read that opens with a comma ("，Miller，Andrew，… Title"): the author list's end was not
    found, so the authors and the title are a guess."""
    if re.match(r"\s*[,，;；]", entry.title):
        entry.title = entry.title.lstrip(" ,，;；")
        guess(entry, ("authors", "title"), "the title read opened with a comma: where the author list ends is unclear")
