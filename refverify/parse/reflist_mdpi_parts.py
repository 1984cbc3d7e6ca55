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


def _journal_year(entry: BibEntry) -> None:
    """"Haydarpasa Med J 2019, doi:…" (no volume, the DOI next): the year is no part of the journal."""
    year = str(entry.year or "")
    if not year or entry.volume or not entry.journal.endswith(" " + year):
        return
    if re.search(rf"{re.escape(entry.journal)},\s*(?:doi:|https?://)\S+?\.?\s*$", entry.raw or ""):
        journal = entry.journal[:-len(year)].strip(" ,")
        if "," not in journal and not re.search(r"Proceedings|Conference|Workshop|Symposium|Congress|Meeting|"
                                                r"\b[A-Z]{2,}[\w\-]*$|\b(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?$", journal):
            entry.journal = journal     # "CVPR 2019", "Conference 2019": the venue's name holds its year


def _colon_journal(entry: BibEntry) -> None:
    """"Title. Sensors and Actuators A: Physical 2021, 331, 112900, doi:…": a journal with a colon in its
    name, read as a place and publisher; MDPI's "Journal Year, Volume, Pages" after the title gives it."""
    if entry.journal or not entry.title or entry.title not in (entry.raw or ""):
        return
    after = entry.raw[entry.raw.index(entry.title) + len(entry.title):]
    match = re.fullmatch(r"[.?!]?\s+(?P<journal>[^;\d]{3,120}?)\s+(?P<year>(?:19|20)\d\d),\s*(?P<volume>\d{1,5}),\s*"
                         r"(?P<pages>[A-Za-z]?\d+(?:\s*[–—-]\s*[A-Za-z]?\d+)?)(?:,\s*(?:doi:|https?://)\S+?)?\.?\s*", after)
    if not match or str(entry.year or match.group("year")) != match.group("year"):
        return
    entry.journal, entry.publisher, entry.entry_type = match.group("journal").strip(), "", "article"
    entry.volume, entry.pages = match.group("volume"), parts.normalize_pages(match.group("pages"))
    entry.year, entry.year_suffix = split_year(match.group("year"))


def _conference_editors(entry: BibEntry) -> None:
    """"Title.; Editor, A., Other, B., Eds.; Tokyo, Japan, July 11 2016; p. 1001112.": a conference paper
    whose proceedings' name is missing; the title ends at ".;", the year is the date's."""
    match = re.match(r"(?P<title>.+?)[.?!]?;\s+[^;]+?\bEds?\.;\s*(?P<place>[^;]*?(?P<year>(?:19|20)\d\d))\s*;\s*"
                     r"(?:pp?\.\s*(?P<pages>[\w–\-]+))?", entry.title)
    if not match:
        return
    entry.title = match.group("title").strip()
    entry.entry_type = "inproceedings"
    if not entry.year:
        entry.year, entry.year_suffix = split_year(match.group("year"))
    tail = re.search(r";\s*pp?\.\s*(?P<pages>[A-Za-z]?\d+(?:\s*[–—-]\s*[A-Za-z]?\d+)?)\.?\s*$", entry.raw or "")
    if tail and entry.journal.strip(" .") in ("", tail.group("pages")):
        entry.journal, entry.pages = "", entry.pages or parts.normalize_pages(tail.group("pages"))


def _proceedings_publisher(entry: BibEntry) -> None:
    """"In Proceedings of …; ACM: Newport Rhode Island USA, October 7 2007; pp. 149–158.": the publisher
    before the place."""
    if entry.publisher or not re.match(r"(?:In\s+)?Proceedings\b", entry.journal or ""):
        return
    match = re.search(r";\s*(?P<publisher>[^;:,\d]{2,60}?):\s*[^;]{2,120}?(?:19|20)\d\d\s*;\s*pp?\.\s*\d", entry.raw or "")
    if match:
        entry.publisher = match.group("publisher").strip()


def refine(entry: BibEntry) -> None:
    """The MDPI shapes of the module, on an entry a style already read."""
    _journal_year(entry)
    if ";" not in (entry.raw or ""):
        return
    _colon_journal(entry)
    _conference_editors(entry)
    _proceedings_publisher(entry)
    if entry.journal:
        _chapter(entry)
    _book(entry)
    if re.search(r";\s*(?:and|&)\s+[^\W\d_]", entry.raw):      # "Burckhardt, D.; and Lauterer, P."
        entry.authors = [re.sub(r"^(?:and|&)\s+", "", a) for a in entry.authors]
    _volume_alone(entry)
