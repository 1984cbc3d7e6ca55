"""A year is never read from a page range (issue 20, held-out batches 20–21): "…, New Delhi, 2015,
pp. 1919-1924." has the year 2015, not 1924; "Vol. 2010, 2（6）, 1684-1689." has 2010. A reader that
took one of the range's numbers as the year is set right here, after every style: the year is the
last one the line writes outside its page range; with none there the year is dropped and a note
says why (never guessed from the pages)."""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_certainty import guess

_YEAR = re.compile(r"(?<![\d\-–—/.:])(?:1[5-9]|20)\d\d(?![\d\-–—/])")


def _range_numbers(pages: str) -> list[str]:
    return re.findall(r"\d+", pages or "")


def outside_pages(text: str, pages: str) -> str:
    """``text`` with the written page range (its numbers joined by any dash) taken out."""
    numbers = _range_numbers(pages)
    if len(numbers) < 2:
        return text
    dash = r"\s*(?:-{1,3}|[\u2010-\u2015~～∼－])\s*"
    return re.sub(rf"(?<!\d){re.escape(numbers[0])}{dash}{re.escape(numbers[-1])}(?!\d)", " ", text)


def check(entry: BibEntry) -> None:
    """The year put right when it is a number of the entry's page range."""
    if not entry.year or str(entry.year) not in _range_numbers(entry.pages) or len(_range_numbers(entry.pages)) < 2:
        return
    rest = outside_pages(entry.raw, entry.pages)
    if rest == entry.raw:
        return          # the range is not written as read: nothing to go by
    years = _YEAR.findall(rest)
    if years:
        entry.year, entry.year_suffix = split_year(years[-1])
        if len(set(years)) > 1:
            guess(entry, "year", "the year read as the last one outside the page range")
        return
    entry.year, entry.year_suffix = None, ""
    entry.notes.append("no year read: the only year-like numbers are the page range's")
