"""Elsevier's Vancouver (and the reference managers' "Vancouver" built on it) writes a work without a
journal as its title and the year parted by a space only: "Yousaf H. NHS Recovery Plan 2021-2026 2021.",
"FSRH. Essential Services in Sexual and Reproductive Healthcare 2020."; an article online before its
volume as "Journal Year.": "… in France. Therapies 2023. https://doi.org/…".

A title may end in a year of its own, so the year is split off only in a list that is Elsevier's
Vancouver ("Journal 2021;23:e31374" on other lines), and both fields stay guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_certainty import guess as mark_guessed

_ELSEVIER_SOURCE = re.compile(r"[A-Za-z)]\s+(?:19|20)\d\d[a-z]?;\s*\d+(?:\s*\([^)]*\))?:\s*\S")
_GLUED = re.compile(r"^(?P<head>.*\S)\s+(?P<year>(?:19|20)\d\d)[a-z]?$")
_AFTER = r"\.?\s*(?:(?:https?://|doi:\s*)\S*\s*)?$"


def _elsevier_vancouver(entries: list[BibEntry]) -> bool:
    numbered = [e for e in entries if _ELSEVIER_SOURCE.search(e.raw)]
    return len(numbered) >= 2 and 4 * len(numbered) >= len(entries)


def _glued(field: str, raw: str, words: int = 2) -> re.Match | None:
    glued = _GLUED.match(field)
    if not glued or len(glued.group("head").split()) < words or not re.search(re.escape(field) + _AFTER, raw):
        return None
    return glued


def split_glued_years(entries: list[BibEntry]) -> list[BibEntry]:
    if not _elsevier_vancouver(entries):
        return entries
    for entry in entries:
        if entry.volume or entry.pages or entry.publisher:
            continue
        if not entry.journal:
            glued = _glued(entry.title, entry.raw)
            if glued:
                entry.title = glued.group("head").strip(" .,")
                entry.year, entry.year_suffix = split_year(glued.group("year"))
                mark_guessed(entry, ("title", "year"), "the year written after the title without a stop "
                             "(Elsevier's Vancouver) is taken for the year, not the title's end")
            continue
        glued = _glued(entry.journal, entry.raw, words=1)
        if glued and str(entry.year) == glued.group("year"):     # "Therapies 2023.": online before its volume
            entry.journal = glued.group("head").strip(" .,")
    return entries
