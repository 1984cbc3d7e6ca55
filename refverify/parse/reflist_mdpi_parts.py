"""MDPI's chapters, books and reports, its "; and" pair and its volume without pages (issue 20,
held-out batch 24, a Google Docs list exported to Markdown), read after the line's style split it:

    Name, A.; Other, B. Chapter. In *Book*; Editor, C., Ed.; Springer: Singapore, 2020; pp. 271–287 ISBN ….
    Name, A. Chapter. In *Book*; Elsevier, 2022; pp. 317–330.
    Name, A. Chapter. In Book; Editor, C., Ed.; CRC Press: Boca Raton, FL, USA, 2019; Volume 3, pp. 45–67.
    Name, A. *Report Title*; International Potato Center, 2022; p. 21.
    Agency (ABBR). Resolution No. 12-2024; Ministry of Agriculture: Lima, Peru 2024.
    Name, A.; and Other, B. Title. *Journal* **1997**, *31*, 99–153.
    Name, A. Title. *Journal* **2018**, *9*, doi:10.1093/x.

A Vancouver reading leaves the book, its editors and its publisher in the journal ("Book; Editor,
C., Ed.; Springer: Singapore"), or a book's publisher in its title ("Report Title; International
Potato Center"): the segments are MDPI's (the book; "…, Eds."; "Publisher: Place"), so they are
parted; the place is no publisher.
"""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space, split_year
from . import reflist_parts as parts

_EDITORS = re.compile(r"\bEds?\.?$")
_CHAPTER_END = re.compile(r";\s*(?:Volume\s+(?P<volume>\d+),\s*)?pp?\.\s*(?P<pages>\d+(?:\s*[–—-]\s*\d+)?)")
_PUBLISHER = re.compile(r"^(?P<publisher>[^:;,\d][^:;]{1,80}?)(?::\s*(?P<place>[^;]{2,60}?))?(?:,?\s+(?P<year>(?:19|20)\d\d))?\.?$")


def _publisher(segment: str) -> str:
    match = _PUBLISHER.match(clean_space(segment).strip(" ,."))
    return match.group("publisher").strip(" ,") if match else ""


def _chapter(entry: BibEntry) -> None:
    """"Book; Editor, C., Ed.; Springer: Singapore" in the journal: the book, the publisher."""
    if "; " not in entry.journal or not (_CHAPTER_END.search(entry.raw) or re.search(r"\bEds?\.\s*;", entry.raw)):
        return
    book, *rest = [s.strip() for s in entry.journal.split(";")]
    rest = [s for s in rest if s and not _EDITORS.search(s)]
    publisher = _publisher(rest[-1]) if rest else ""
    if len(rest) > 1 or (rest and not publisher):
        return
    entry.journal = re.sub(r"^In\s+", "", book).strip(" .")
    entry.publisher = entry.publisher or publisher
    entry.entry_type = "incollection"
    end = _CHAPTER_END.search(entry.raw)
    if end and not entry.pages:
        entry.pages = parts.normalize_pages(end.group("pages"))
    if end and end.group("volume") and not re.search(r"\d", entry.volume or ""):
        entry.volume = end.group("volume")
    elif not re.search(r"\w", entry.volume or ""):
        entry.volume = ""


def _book(entry: BibEntry) -> None:
    """"Report Title; International Potato Center" in the title: the title, the publisher."""
    if entry.journal or entry.publisher or "; " not in entry.title:
        return
    title, _, after = entry.title.rpartition("; ")
    match = _PUBLISHER.match(clean_space(after).strip(" ,."))
    if not match or not re.search(r"[^\W\d_]{3}", title) or not (match.group("place") or match.group("year")
                                                                  or re.search(r";\s*(?:19|20)\d\d|,\s*(?:19|20)\d\d", entry.raw)):
        return
    entry.title = title.strip(" .")
    entry.publisher = match.group("publisher").strip(" ,")
    if match.group("year") and not entry.year:
        entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.entry_type = "book" if entry.entry_type in ("misc", "article", "") else entry.entry_type
    if entry.entry_type == "book":
        entry.volume = entry.volume if re.search(r"\d", entry.volume or "") else ""


def _volume_alone(entry: BibEntry) -> None:
    """"*Journal* **2018**, *9*, doi:…": the volume with no pages after it."""
    if entry.volume or not entry.journal or not entry.year:
        return
    match = re.search(rf"{re.escape(entry.journal)}\.?\*{{0,2}}\s+\*{{0,2}}{entry.year}\*{{0,2}},\s*\*?(?P<volume>\d{{1,4}})\*?\s*,?\s*"
                      r"(?:doi\b|https?://|\.?\s*$)", entry.raw)
    if match:
        entry.volume = match.group("volume")


def refine(entry: BibEntry) -> None:
    """The MDPI shapes of the module, on an entry a style already read."""
    if ";" not in (entry.raw or ""):
        return
    if entry.journal:
        _chapter(entry)
    _book(entry)
    if re.search(r";\s*(?:and|&)\s+[^\W\d_]", entry.raw):      # "Burckhardt, D.; and Lauterer, P."
        entry.authors = [re.sub(r"^(?:and|&)\s+", "", a) for a in entry.authors]
    _volume_alone(entry)
