"""The plain text of ScienceDirect's "Export citation → text" (Elsevier, Cell Press journals and
books) pasted into a list as one line (issue 20):

- articles: "Lena Ortiz, Paul Haas, Ana Lind, Coastal ferries and commuting, Journal of Transport
  Geography, Volume 41, Issue 3, 2014, Pages 325-337, ISSN 0966-6923, https://doi.org/….
  (https://www.sciencedirect.com/science/article/pii/…) Abstract: … Keywords: …" — an article number
  in place of the pages ("Volume 117, 2024, 103900"), spaces lost ("2019,Pages 184-203"), the
  title in quotation marks, the names closed by a period ("…, Carlos A. Iglesias. Title, Journal");
- chapters: "Names, Chapter 5 - Title, Editor(s): Ed One, Ed Two, Book Title (Third Edition),
  Academic Press, 2012, Pages 581-591, ISBN …" and "…, Title, In: Ed One (Ed.), Book, Publisher,
  2019, Pages 1-20";
- the same tail after a head a Chinese writer reshaped: "Names. 2014. Title[J]. Journal,Volume
  41,Pages 325-337" / "Names.Title[J]. Journal, Volume 75, 2019,Pages 184-203".

Names and title are both set off by commas only: the names are the leading run of given-first
names, the journal the last part before "Volume" (with a one-word part before it, "Computers,
Environment and Urban Systems"). Where that split could fall elsewhere (a title that reads like a
name, a title or journal with a comma) the fields are marked guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_acm import GIVEN_FIRST, names, plain
from .reflist_certainty import guess
from .reflist_parts import _PAGES, UPPER, normalize_pages

# "…, Volume 41, Issue 3, 2014, Pages 325-337" as reflist_parts.spelled_numbers leaves it ("…, 41(3), 2014,
# Pages 325-337" / "…, vol. 117, 2024, 103900")
_TAIL = re.compile(
    r"\s*,\s*(?:(?:(?:Volume|Vol\.|vol\.)\s*(?P<volume>[\w\-]+)|(?P<volume2>\d+)\((?P<issue2>[^()]{1,20})\))\s*,\s*)?"
    r"(?:Issue\s*(?P<issue>[^,]{1,20}?)\s*,\s*)?(?:Part\s+\w+\s*,\s*)?(?:(?P<year>(?:19|20)\d\d)\s*,\s*)?"
    rf"(?:Pages\s*(?P<pages>{_PAGES})|(?P<article>\d{{4,7}}))[\s.,;(]*$")
_END_NOTES = re.compile(r"[\s.,;(]*\b(?:Abstract|Keywords)\s*:.*$|[\s,]*\bDOI\s*:?\s*$", re.I | re.S)
_TYPE_CODE = re.compile(r"\s*[\[［](?:J|C|M|A)[\]］]\s*[.,]?\s*")
_EDITORS = re.compile(r",\s*Editor\(s\)\s*:\s*|,\s*In:?\s+(?P<editors>[^()]+?)\s*\((?:Eds?\.?)\)\s*,\s*")
_QUOTED = re.compile(r"^(?P<authors>[^“”\"]+?)\s*,?\s*[“\"](?P<title>[^“”\"]+?)[,.]?[”\"]\s*,?\s*(?P<rest>\S.*)$")
_NAME = re.compile(rf"(?:and\s+)?{GIVEN_FIRST}")
_SMALL = {"of", "and", "the", "in", "for", "on", "with", "to", "at", "by", "a", "an", "&", "de", "und", "et"}


def _is_name(part: str) -> bool:
    return bool(_NAME.fullmatch(part.strip()))


def _title_case(part: str) -> bool:
    words = [w for w in re.findall(r"[^\W\d_][\w'’\-]*", part) if w.lower() not in _SMALL]
    return bool(words) and all(w[0].isupper() for w in words)


def _names_then(text: str) -> tuple[list[str], str] | None:
    """(names, rest) where ``text`` opens with a run of given-first names closed by a period
    ("Yang Xu, Ana Lind.Title" / "Mara Quill, Ida Voss. 2014. Title")."""
    for stop in re.finditer(r"(?<!\b[A-Z])\.(?!\s*[A-Z]\.)(?!\w\.)", text):
        left, right = text[:stop.start()], text[stop.end():].strip()
        if right and all(_is_name(p) for p in left.split(",")):
            return names(left), right
    return None


def title_journal(parts: list[str], entry: BibEntry, source: str = "ScienceDirect's text export") -> tuple[str, str] | None:
    """(title, journal) of "Title, Journal": the journal the last part (and a one-word part before
    it, "Computers, Environment and Urban Systems"), the title all before."""
    if len(parts) < 2:
        return None
    journal_at = len(parts) - 1
    if journal_at > 1 and re.fullmatch(rf"[{UPPER}][a-z]+", parts[journal_at - 1]):
        journal_at -= 1
    if len(parts) - journal_at > 1 or (journal_at > 1 and _title_case(parts[journal_at - 1])):
        guess(entry, ("title", "journal"), f"a title or journal with a comma in it ({source})")
    return ", ".join(parts[:journal_at]), re.sub(r"^[Ii]n\s+", "", ", ".join(parts[journal_at:]))


def _names_count(parts: list[str], keep: int) -> int:
    """How many of ``parts`` open the line as given-first names, leaving ``keep`` parts after them."""
    count = 0
    while count < len(parts) - keep and _is_name(parts[count]):
        count += 1
    return count


def _after_names(rest: str, entry: BibEntry) -> tuple[str, str, str] | None:
    """(year, title, journal) of what follows names closed by a period: "2014. Title[J]. Journal",
    "Title. Journal", "Title, Journal"."""
    year = re.match(r"^((?:19|20)\d\d)[a-z]?\.\s*(?=\S)", rest)
    rest = rest[year.end():] if year else rest
    code = _TYPE_CODE.search(rest)
    stops = list(re.finditer(r"(?<=[^\W\d_]{2})[.?!]\s+(?=\S)", rest))
    if code:
        title, journal = rest[:code.start()], rest[code.end():]
    elif stops:       # the journal is the last sentence: SD names no journal with a period
        title, journal = rest[:stops[-1].start() + 1], rest[stops[-1].end():]
    else:
        split = title_journal([p.strip() for p in rest.split(",") if p.strip()], entry)
        if not split:
            return None
        title, journal = split
    return (year.group(1) if year else ""), title.rstrip("."), journal


def _head(pre: str, entry: BibEntry) -> tuple[list[str], str, str, str] | None:
    """(names, year written in the head, title, venue) of what stands before the volume."""
    quoted = _QUOTED.match(pre)
    if quoted and all(_is_name(p) for p in quoted.group("authors").split(",")):
        return names(quoted.group("authors")), "", quoted.group("title"), quoted.group("rest")
    closed = _names_then(pre)      # "Names. 2014. Title[J]. Journal" / "Names.Title[J]. Journal" / "…, Carlos A. Iglesias. Title, Journal"
    after = _after_names(closed[1], entry) if closed else None
    if after:
        return closed[0], *after
    if _TYPE_CODE.search(pre):
        return None
    parts = [p.strip() for p in pre.split(",") if p.strip()]
    count = _names_count(parts, 2)
    split = title_journal(parts[count:], entry) if count else None
    if not split:
        return None
    if _is_name(parts[count]):
        guess(entry, ("authors", "title"), "names and title set off by commas only (ScienceDirect's text export)")
    return names(", ".join(parts[:count])), "", *split


def _chapter(pre: str, editors: re.Match, entry: BibEntry) -> tuple[list[str], str, str, str] | None:
    """(names, title, book, publisher) of a chapter: "Names, Title, Editor(s): Eds, Book, Publisher"."""
    head = [p.strip() for p in pre[:editors.start()].split(",") if p.strip()]
    parts = [p.strip() for p in pre[editors.end():].split(",") if p.strip()]
    if not editors.group("editors"):
        parts = parts[_names_count(parts, 2):]
    count = _names_count(head, 1)
    if not count or len(parts) < 2:
        return None
    if _is_name(head[count]):
        guess(entry, ("authors", "title"), "names and title set off by commas only (ScienceDirect's text export)")
    title = re.sub(r"^Chapter\s+\w+\s*[-–]\s*", "", ", ".join(head[count:]))
    return names(", ".join(head[:count])), title, re.sub(r"^[Ii]n\s+", "", ", ".join(parts[:-1])), parts[-1]


def parse_sciencedirect(text: str, entry: BibEntry) -> bool:
    line = re.sub(r",(?:\s*,)+", ",", _END_NOTES.sub("", plain(text))).strip(" .,;(")
    line = re.sub(r"^[\[［]\d{1,4}[\]］]\s*", "", line)     # numbered twice: "1. [1]Elliot Fishman, …"
    tail = _TAIL.search(line)
    if not tail or not (tail.group("pages") or tail.group("volume") or tail.group("volume2")):
        return False
    pre = line[:tail.start()].strip()
    editors = _EDITORS.search(pre)
    notes, certainty = list(entry.notes), dict(entry.certainty)
    if editors:
        chapter = _chapter(pre, editors, entry)
        if not chapter or not tail.group("year"):
            entry.notes, entry.certainty = notes, certainty
            return False
        entry.authors, entry.title, entry.journal, entry.publisher = chapter
        entry.entry_type, year = "incollection", tail.group("year")
    else:
        head = _head(pre, entry)
        year = (tail.group("year") or (head[1] if head else ""))
        if not head or not year or not head[0] or not head[2].strip() or not head[3].strip(" .,"):
            entry.notes, entry.certainty = notes, certainty
            return False
        entry.authors, entry.title, entry.journal = head[0], head[2], re.sub(r"^[Ii]n\s+", "", head[3].strip())
        entry.entry_type = "article"
    entry.title, entry.journal = entry.title.strip(" .,"), entry.journal.strip(" .,")
    entry.year, entry.year_suffix = split_year(year)
    entry.volume = tail.group("volume") or tail.group("volume2") or ""
    entry.issue = (tail.group("issue") or tail.group("issue2") or "").strip()
    entry.pages = normalize_pages(tail.group("pages") or tail.group("article") or "")
    if entry.url.endswith(")") and entry.url.count("(") < entry.url.count(")"):
        entry.url = entry.url[:-1]      # "(https://www.sciencedirect.com/science/article/pii/…)"
    return True
