"""Hand-typed lists that write the title first, then the names family-first, then the venue and the
year last (issue 20, held-out batch 32: a French-Canadian mémoire typed in Word; the same shape in
English notes and comments):

    [5]. Title of the paper, Surname, Given et Surname, Given, Venue, (ACRO'96), vol. 3687, p. 302-308, 2005
    Title, Surname, Given, Surname, Given and Surname, Given, Journal, vol. 53, p. 1052-1068, 2004
    Title, Surname, Given, et al., Proceedings of …, pp. 12-20, 1998
    Title, Surname, Given, Technical report, Dept. of …, 1999
    "Title", Surname, H. V., et al., IEEE TRANSACTIONS ON …, VOL. ASSP-35, NO. 6, JUNE 1987, pp. 849-863.
    "Title," by Given Surname, et al., Journal, vol. 13, no. 12, pp. 2899-2910, 2018.
    Title, Given Surname, et al., Journal, 2023

The names are "Family, Given" pairs, the last two joined by "et", "and", "und", "y", "e" or "&";
"et al." may end them; one name written given name first is read only before "et al.". The title is what comes before the first such pair (a title may hold commas:
"Real-Time Eye, Gaze, and Face Pose Tracking"); the venue is what follows the names, less a
conference acronym in parentheses, "vol." and "p."/"pp."; a short place before it ("Puerto Rico,
IEEE Conference …") goes. Where the title ends and where the venue begins rest on that shape, so
authors and venue are marked guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space, set_names_and_year
from .reflist_certainty import guess

_UP = "A-ZÀ-ÖØ-ÞĀ-Ž"
_LOW = "a-zß-öø-ÿā-ž"
_WORD = rf"[{_UP}][{_LOW}'’]+(?:-[{_UP}]?[{_LOW}'’]+)*"
_PARTICLE = r"(?:[Vv]an|[Vv]on|[Dd]e|[Dd]er|[Dd]en|[Dd]a|[Dd]os|[Dd]i|[Dd]u|[Ll]a|[Ll]e|[Dd]el)"
# "Fieguth", "Witzner Hansen", "Van Dooren", "de la Torre" (a family of one to three words)
_FAMILY = rf"(?:[{_UP}]\.\s+)?(?:{_PARTICLE}\s+){{0,2}}{_WORD}(?:\s+{_WORD})?"
# "Paul", "Alex P.", "M. Cesar Junior", "P A.", "A", "Kar-Han", "Bruce D", "Sandra Trejo"
_INITIAL = rf"[{_UP}](?:\.|(?=[\s,]|$))"
_GIVEN_PART = rf"(?:{_WORD}|{_INITIAL}(?:-{_INITIAL})?)"
_GIVEN = rf"{_GIVEN_PART}(?:\s*{_GIVEN_PART}){{0,3}}"
_AND = r"(?:et|and|und|y|e|&)"
_PAIR = rf"{_FAMILY},\s+{_GIVEN}"
_NAMES = re.compile(rf"(?P<names>{_PAIR}(?:,\s+{_PAIR})*(?:,?\s+{_AND}\s+{_PAIR})?)"
                    rf"(?P<etal>,?\s+et\s+al\.?)?\s*(?:,|(?<=\.)\s|$)\s*")
_ONE = re.compile(rf"(?P<family>{_FAMILY}),\s+(?P<given>{_GIVEN})$")
_HEAD = re.compile(r"^\s*(?:\[\d{1,4}\]\.?|\d{1,4}[.)])\s*")
# the year last, or before the pages: "…, JUNE 1987, pp. 849-863."
_TAIL = re.compile(r"(?:,|\s)\s*(?P<year>(?:19|20)\d\d)[a-z]?(?:\s*,\s*pp?\.\s*(?P<pages>\d+(?:\s*[-–]\s*\d+)?))?\s*\.?\s*$")
_PAGES = re.compile(r"(?:^|,)\s*pp?\.\s*(?P<pages>\d+(?:\s*[-–]\s*\d+)?)\s*$")
_VOLUME = re.compile(r"(?:^|,)\s*vol\.\s*(?P<volume>[\w\-]+)\s*$", re.I)
_ISSUE = re.compile(r"(?:^|,)\s*no\.\s*(?P<issue>[\w\-]+)\s*$", re.I)
_MONTH = re.compile(r"(?:^|,)\s*(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?\s*$", re.I)
_ACRONYM = re.compile(r"(?:^|,)\s*\((?P<acro>[^()]{2,30})\)\s*$")
# a quoted title first: "\"Title\", Sorensen, H. V., et al., …" / "“Title,” by Yao Wang, et al., …"
_QUOTED = re.compile(r'^["“](?P<title>[^"“”]{6,300}?)[,.]?["”]\s*,?\s*(?:by\s+)?')
# one name written given name first, cut by "et al.": "K. Christakou, et al.", "Liangchen Song, et al."
_GIVEN_FIRST = re.compile(rf"(?P<names>(?:{_GIVEN_PART}\s*){{1,3}}\s(?P<family>{_WORD}))(?P<etal>,?\s+et\s+al\.?)\s*(?:,|$)\s*")
# a line that opens with a name ("C.M. Bishop, …", "J. Devlin, M.-W. Chang, …", "Bishop, C. M.: …"): names first
_NAMES_FIRST = re.compile(rf"^(?:(?:[{_UP}]\.[\s\-]?)+\s*{_WORD}\s*[,:]|{_WORD}(?:\s+{_WORD})?,\s+(?:[{_UP}]\.\s?)+[,:;&]?)")
# a report's or a place's words, never a venue's alone
_REPORT = re.compile(r"^(?:Technical report|Tech\. rep\.?|Rapport technique|Report)\b", re.I)


def _names(text: str) -> list[str]:
    """"Ji, Qiang, Zhu, Zhiwei et Lan, Peilin" → the family names in order."""
    pairs = re.split(rf",?\s+{_AND}\s+(?={_PAIR}$)", text)
    last = pairs.pop() if len(pairs) > 1 else None
    found = re.findall(rf"({_FAMILY}),\s+{_GIVEN}(?=,\s|$)", pairs[0])
    if last:
        found.append(_ONE.match(last).group("family"))
    return [clean_space(f) for f in found]


def _venue(middle: str) -> str:
    """The venue left between the names and the year: the acronym, volume and pages out, a short
    place before it gone."""
    for pattern in (_PAGES, _VOLUME, _ACRONYM):
        middle = pattern.sub("", middle.strip(" ,"))
    parts = [p.strip() for p in middle.split(",") if p.strip()]
    if len(parts) > 1 and re.fullmatch(rf"{_WORD}(?:\s+{_WORD})?", parts[0]) and len(parts[1].split()) >= 3:
        parts = parts[1:]         # "Puerto Rico, IEEE Conference on …"
    return ", ".join(parts)


def _numbers(after: str, entry: BibEntry) -> str:
    """The pages, volume and issue at the end of what follows the names, taken out; the rest (the
    venue) returned."""
    rest = after.rstrip(" ,")
    for pattern, field in ((_PAGES, "pages"), (_MONTH, ""), (_ISSUE, "issue"), (_VOLUME, "volume")):
        found = pattern.search(rest)
        if found:
            if field:
                setattr(entry, field, re.sub(r"\s+", "", found.group(field)))
            rest = rest[:found.start()].rstrip(" ,")
    return rest


def _read(entry: BibEntry, title: str, names: list[str], truncated: bool, year: str, after: str) -> None:
    entry.title = clean_space(title)
    set_names_and_year(entry, names, year, truncated)
    rest = _numbers(after, entry)
    venue = _venue(rest)
    if venue and not _REPORT.match(venue) and not (re.fullmatch(rf"[{_UP}\s\-,]+", venue) and not entry.volume):
        entry.journal = re.sub(r"^In\s+", "", venue)
        guess(entry, "journal", "the venue after the names of a title-first line: where it begins is a guess")
    entry.entry_type = "article" if entry.journal else "misc"
    guess(entry, "authors", "the names after the title of a title-first line: where the title ends is a guess")


def parse_title_names(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from "Title, Surname, Given et Surname, Given, Venue, vol. 3, p. 5-9, 2005"
    (identifiers already out); False when the line has another shape."""
    body = _HEAD.sub("", text, count=1)
    tail = _TAIL.search(body)
    quoted = _QUOTED.match(body)
    if not tail or re.search(r"\((?:19|20)\d\d\)", body) or not quoted and re.search(r"[\"“”«»]", body):
        return False
    pages = tail.group("pages")
    body = body[:tail.start()]
    starts = [quoted.end()] if quoted else [m.end() for m in re.finditer(r",\s+", body)]
    for start in starts:
        title = quoted.group("title") if quoted else body[:start].rstrip(" ,")
        match = _NAMES.match(body, start)
        given_first = None if match else _GIVEN_FIRST.match(body, start)
        if given_first:         # "Title, Liangchen Song, et al., Venue, 2023"
            if len(title.split()) < 3 or _NAMES_FIRST.match(title):
                return False
            _read(entry, title, [clean_space(given_first.group("names"))], True, tail.group("year"),
                  body[given_first.end():])
            entry.pages = entry.pages or re.sub(r"\s+", "", pages or "")
            return True
        if not match:
            continue
        if len(title.split()) < 3 or re.search(rf"(?:^|\s)[{_UP}]\.?$", title) or _NAMES_FIRST.match(title):
            return False          # "Smith, John, …" or "J. Smith, …": names first
        after = body[match.end():]
        multi = bool(match.group("etal")) or bool(re.search(rf"\s{_AND}\s", match.group("names"))) \
            or match.group("names").count(",") >= 3
        if not multi and not (re.search(r"(?:^|,)\s*(?:vol\.|pp?\.)\s*\d", after) or _REPORT.match(after)
                              or re.search(r"\b(?:Conference|Proceedings?|Workshop|Journal|Transactions)\b", after)
                              or not after.strip(" ,") and len(_ONE.match(match.group("names")).group("given").split()) == 2
                              and not re.search(r"[,:;]", title)):
            continue          # one "Family, Given" pair alone may be a place: "Geneva, Switzerland, 2016"
        _read(entry, title, _names(match.group("names")), bool(match.group("etal")), tail.group("year"), after)
        entry.pages = entry.pages or re.sub(r"\s+", "", pages or "")
        return True
    return False
