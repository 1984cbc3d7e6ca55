"""Hand-typed lists that write the title first, then the names family-first, then the venue and the
year last (issue 20, held-out batch 32: a French-Canadian mémoire typed in Word; the same shape in
English notes and comments):

    [5]. Title of the paper, Surname, Given et Surname, Given, Venue, (ACRO'96), vol. 3687, p. 302-308, 2005
    Title, Surname, Given, Surname, Given and Surname, Given, Journal, vol. 53, p. 1052-1068, 2004
    Title, Surname, Given, et al., Proceedings of …, pp. 12-20, 1998
    Title, Surname, Given, Technical report, Dept. of …, 1999

The names are "Family, Given" pairs, the last two joined by "et", "and", "und", "y", "e" or "&";
"et al." may end them. The title is what comes before the first such pair (a title may hold commas:
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
_TAIL = re.compile(r"(?:,|\s)\s*(?P<year>(?:19|20)\d\d)[a-z]?\s*\.?\s*$")
_PAGES = re.compile(r"(?:^|,)\s*pp?\.\s*(?P<pages>\d+(?:\s*[-–]\s*\d+)?)\s*$")
_VOLUME = re.compile(r"(?:^|,)\s*vol\.\s*(?P<volume>\d+)\s*$", re.I)
_ACRONYM = re.compile(r"(?:^|,)\s*\((?P<acro>[^()]{2,30})\)\s*$")
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


def parse_title_names(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from "Title, Surname, Given et Surname, Given, Venue, vol. 3, p. 5-9, 2005"
    (identifiers already out); False when the line has another shape."""
    body = _HEAD.sub("", text, count=1)
    tail = _TAIL.search(body)
    if not tail or re.search(r"[\"“”«»]|\((?:19|20)\d\d\)", body):
        return False
    body = body[:tail.start()]
    for start in [m.end() for m in re.finditer(r",\s+", body)]:
        title = body[:start].rstrip(" ,")
        match = _NAMES.match(body, start)
        if not match:
            continue
        if len(title.split()) < 3 or re.search(rf"(?:^|\s)[{_UP}]\.?$", title):
            return False          # "Smith, John, …" or "J. Smith, …": names first
        after = body[match.end():]
        multi = bool(match.group("etal")) or bool(re.search(rf"\s{_AND}\s", match.group("names"))) \
            or match.group("names").count(",") >= 3
        if not multi and not (re.search(r"(?:^|,)\s*(?:vol\.|pp?\.)\s*\d", after) or _REPORT.match(after)
                              or re.search(r"\b(?:Conference|Proceedings?|Workshop|Journal|Transactions)\b", after)
                              or not after.strip(" ,") and len(_ONE.match(match.group("names")).group("given").split()) > 1):
            continue          # one "Family, Given" pair alone may be a place: "Geneva, Switzerland, 2016"
        entry.title = clean_space(title)
        set_names_and_year(entry, _names(match.group("names")), tail.group("year"), bool(match.group("etal")))
        pages, volume = _PAGES.search(after.rstrip(" ,")), None
        rest = after.rstrip(" ,")
        if pages:
            entry.pages, rest = re.sub(r"\s+", "", pages.group("pages")), rest[:pages.start()]
        volume = _VOLUME.search(rest.rstrip(" ,"))
        if volume:
            entry.volume = volume.group("volume")
        venue = _venue(after)
        if venue and not _REPORT.match(venue) and not re.fullmatch(rf"[{_UP}\s\-]+", venue):
            entry.journal = re.sub(r"^In\s+", "", venue)
            guess(entry, "journal", "the venue after the names of a title-first line: where it begins is a guess")
        entry.entry_type = "article" if entry.journal else "misc"
        guess(entry, "authors", "the names after the title of a title-first line: where the title ends is a guess")
        return True
    return False
