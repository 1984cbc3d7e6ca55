"""How sure Step A is of each field it cut out of a reference-list line (issue 20).

A field a recognised style split out is ``style``; a line no style recognised keeps its best-effort
split, each field ``guessed``, with a note; a field that does not look like what it should be (a
title that is a year or a list of names, an author that is a sentence, a year out of range) is
``guessed`` whatever the style, with a note; a line nothing could be read from is ``unreadable``.
"""
from __future__ import annotations

import datetime as _dt
import re

from ..core.certainty import Certainty
from .entry import BibEntry

FIELDS = ("entry_type", "title", "authors", "year", "journal", "volume", "issue", "pages",
          "publisher", "doi", "pmid", "arxiv", "url")
_IDENTIFIERS = ("doi", "pmid", "arxiv", "url")
_NAME = r"[^\W\d_][\w'’\-]*(?:\s+[^\W\d_][\w'’\-]*){0,3}\s+[A-Z\u00c0-\u00de\u0100-\u024f\u1e00-\u1eff]{1,4}"
_NAME_LIST = re.compile(rf"^{_NAME}(?:\s*,\s*(?:{_NAME}|et\s+al\.?|…))+\s*[,.…]?$")


def _readable(value) -> bool:
    """A value with a letter or a digit in it ("——" alone is no title)."""
    if isinstance(value, list):
        return any(_readable(v) for v in value)
    return value is not None and bool(re.search(r"\w", str(value)))


def _doubts(entry: BibEntry) -> dict[str, str]:
    """field → why its value does not look like one."""
    doubts = {}
    title = entry.title.strip(" .\"'“”")
    if entry.title and len(title) <= 2 or title and (re.fullmatch(r"[\d\s.,:;()\-–]+", title) or _NAME_LIST.match(title)):
        doubts["title"] = f"the title read ({entry.title!r}) looks like a year or a list of names"
    # a digit, or a sentence end followed by four more words ("García P. Sparse Routing for
    # Efficient Mixture Models"); a long group name ("… Diabetes Study Group") is a name
    if any(re.search(r"\d|[.?!]\s+(?:\S+\s+){3,}\S", a) for a in entry.authors):
        doubts["authors"] = "an author read from the line looks like a sentence, not a name"
    # Chinese names with a translator's or editor's word, a nationality, 等 or a second name after a space:
    # "莫维里 （美）罗森费尔德 著 陈建勋 译", "江苏省教育厅等" — more than one name, or a name with its role
    if any(re.search(r"[\u4e00-\u9fff]", a) and re.search(r"[（(][\u4e00-\u9fff]{1,3}[)）]|(?:著|译|编|主编|等)$|"
                                                           r"[\u4e00-\u9fff]\s+\S*[\u4e00-\u9fff]", a.strip())
           for a in entry.authors):
        doubts["authors"] = "an author read from the line holds more than one Chinese name or a role (著, 译, 等)"
    # a volume is a number, maybe with a letter or two, or a Roman series ("Lancet, ii"); "2018-56th" is a venue's year
    if entry.volume and not re.fullmatch(r"[A-Za-z]{0,3}\s?\d{1,5}[A-Za-z]{0,2}|[ivxlcIVXLC]{1,6}", entry.volume.strip()):
        doubts["volume"] = f"the volume read ({entry.volume!r}) does not look like a volume number"
    if entry.year and not 1800 <= entry.year <= _dt.date.today().year + 1:
        doubts["year"] = f"the year read ({entry.year}) is outside 1800–next year"
    return doubts


def guess(entry: BibEntry, fields: str | tuple[str, ...], why: str) -> None:
    """A style's parser read ``fields`` by a heuristic (a journal told from a publisher by its
    words, a title from a journal by a comma): ``guessed``, with one note saying why; ``mark``
    keeps it."""
    for field in (fields,) if isinstance(fields, str) else fields:
        entry.certainty[field] = Certainty.GUESSED
    entry.notes.append(f"{why}: check how this line was read")


def mark(entry: BibEntry, style: str) -> None:
    """Fill ``entry.certainty`` / ``notes`` / ``unreadable`` after ``style`` (a style's name, or
    "" when none recognised the line) split it; a field a parser already marked guessed stays so."""
    filled = [f for f in FIELDS if f != "entry_type" and _readable(getattr(entry, f))]
    if not filled:
        entry.unreadable = True
        entry.notes.append("could not read this reference line: no author, title, year or identifier found")
        return
    level = Certainty.STYLE if style else Certainty.GUESSED
    for f in filled:
        if entry.certainty.get(f) == Certainty.GUESSED:
            continue
        # identifiers are found by their own unmistakable shape, whatever the style
        entry.certainty[f] = Certainty.STYLE if f in _IDENTIFIERS else level
    if entry.entry_type:
        entry.certainty["entry_type"] = level
    if not style:
        entry.notes.append("no reference style recognised: authors, title and year guessed from the "
                           "line; check how it was read")
    for f, why in _doubts(entry).items():
        entry.certainty[f] = Certainty.GUESSED
        entry.notes.append(f"{why}: check how this line was read")
