"""Lines copied from a publisher's "Cite this" box into a Word list (Springer's LNCS chapters and
journal articles): "Family, I., Family, I.B. “Title”. In: Editor, E. (eds) Book. ACRONYM 2023.
Lecture Notes in Computer Science, vol 14008. Springer, Cham. 2023.", "Family, I. “Title”.
J Cryptology 17, 235–261 (2004).", and the MLA form "Family, Given. "Title." Journal, vol. 12,
no. 4, 1997, pp. 93-122." — family names with initials (or one given name), then the title in
quotation marks.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_parts import _PAGES, normalize_pages

_INITIALS = r"(?:[A-Z][a-z]?\.?\s?-?)*[A-Z][a-z]?\.?"
_FAMILY = r"[^\W\d_][\w'’\-]*(?:\s+[^\W\d_][\w'’\-]*){0,2}"
_PERSON = rf"{_FAMILY},\s*{_INITIALS}"
_HEAD = re.compile(rf"^(?P<authors>{_PERSON}(?:\s*,\s*{_PERSON})*(?:,?\s+and\s+{_PERSON})?"
                   rf"|{_FAMILY},\s*[A-Z][a-z]+)\.?\s*(?:\((?P<year>(?:19|20)\d\d)[a-z]?\)\s*\.?)?\s*"
                   r"[“\"](?P<title>[^”\"]{8,}?)[.,]?[”\"]\s*[.,]?\s*(?P<rest>\S.*)$")
_CHAPTER = re.compile(r"^[Ii]n:?\s+(?P<editors>.+?)\s*\((?:eds?|Eds?)\.?\)\s*(?P<book>[^.]+?)\.\s*(?P<after>.*)$")
_NATURE = re.compile(rf"^(?P<journal>[^\d,]+?)\s+(?P<volume>\d+),\s*(?P<pages>{_PAGES})\s*\((?P<year>(?:19|20)\d\d)\)")
_MLA = re.compile(rf"^(?P<journal>[^,]+),\s*vol\.\s*(?P<volume>\w+),\s*no\.\s*(?P<issue>\w+),\s*(?P<year>(?:19|20)\d\d),"
                  rf"\s*pp?\.\s*(?P<pages>{_PAGES})")
_SERIES = re.compile(r"^(?:Lecture Notes|Communications in|Advances in Intelligent|Studies in|LNCS)", re.I)
_YEARS = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def _publisher(after: str) -> str:
    """"ASIACRYPT 2023. Lecture Notes in Computer Science, vol 14445. Springer, Singapore. 2023" →
    "Springer"; "Singapore: Springer Nature Singapore, pp. 98–126. 2023" → "Springer Nature Singapore"."""
    for part in re.split(r"\.\s+", after):
        part = part.strip(" .")
        if not part or _SERIES.match(part) or re.fullmatch(r"[A-Z][\w\-]*\s+(?:19|20)\d\d|(?:19|20)\d\d", part):
            continue
        placed = re.match(r"^[^:,]{2,40}:\s*(?P<publisher>[^,]+)", part)
        if placed:
            return placed.group("publisher").strip()
        return part.split(",")[0].strip()
    return ""


def parse_springer(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text.strip())
    if not head:
        return False
    rest = head.group("rest").strip()
    chapter, nature, mla = _CHAPTER.match(rest), _NATURE.match(rest), _MLA.match(rest)
    if not (chapter or nature or mla):
        return False
    authors = re.sub(r",?\s+and\s+", ", ", head.group("authors"))
    entry.authors = [f"{m.group(1)}, {m.group(2).strip()}" for m in
                     re.finditer(rf"({_FAMILY}),\s*({_INITIALS}|[A-Z][a-z]+)(?=\s*,|\s*$)", authors)]
    entry.title = head.group("title").strip()
    if chapter:
        after = chapter.group("after")
        entry.entry_type = "incollection"
        entry.journal = chapter.group("book").strip()
        entry.publisher = _publisher(after)
        pages = re.search(rf"pp?\.\s*({_PAGES})", after)
        entry.pages = normalize_pages(pages.group(1)) if pages else ""
        years = _YEARS.findall(after)
    else:
        found = nature or mla
        entry.entry_type = "article"
        entry.journal = found.group("journal").strip(" .")
        entry.volume = found.group("volume")
        entry.issue = found.groupdict().get("issue") or ""
        entry.pages = normalize_pages(found.group("pages"))
        years = [found.group("year")]
    year = head.group("year") or (years[-1] if years else "")
    entry.year, entry.year_suffix = split_year(year)
    return True
