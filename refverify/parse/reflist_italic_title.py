"""A line written in Markdown whose title is in italics between commas (issue 20):

    Fisher, M., _Capitalist realism : is there no alternative?_, Zero books, 2009
    Moretti F., _Distant reading_, Verso, 2013
    Boyd-Graber J., _Applications of Topic Models_, Foundations and Trends in Information Retrieval Vol. 11, No. 2-3, pp. 143–296, 2017

The italics say where the title begins and ends, so its commas and periods are the title's; after it
a journal with marked numbers, or a publisher and the year. Read from the line as written (``entry.raw``),
before the markers are taken away.
"""
from __future__ import annotations

import re
from typing import Callable

from .entry import BibEntry, split_year
from . import reflist_venues as venues

# the names, a comma (or the names' own period), the title in italics, a comma, the rest
_ITALIC_TITLE = re.compile(r"^(?P<names>[^*_\d()\[\]“”\"]{2,160}?)[.,]?\s*(?P<mark>\*{1,2}|_)(?=\S)(?P<title>[^*_]{3,300}?)(?<=\S)(?P=mark)"
                           r"\s*,\s*(?P<rest>[^*_]*?)\s*\.?$")
# what follows a book's title: its publisher and the year ("Verso, 2013", "university of illinois press, 2013")
_PUBLISHER_YEAR = re.compile(r"(?P<publisher>[^\W\d_][^,.;:()]{1,60}?),\s*(?P<year>(?:1[5-9]|20)\d\d)[a-z]?")
# a place alone before the year ("Champaign, IL, 2011"): no publisher said
_PLACE_YEAR = re.compile(r"[A-Z][a-z]+(?:\s[A-Z][a-z]+)?,\s*[A-Z]{2},\s*(?:1[5-9]|20)\d\d")
_YEAR = re.compile(r"\b((?:1[5-9]|20)\d\d)[a-z]?\b")


def parse_italic_title(entry: BibEntry, read_names: Callable[[str], tuple[list[str], bool]]) -> bool:
    """Fill ``entry`` from a line "Names, *Title*, rest" (see the module); False for a line of another shape."""
    raw = re.sub(r"^\s*(?:[-*+]\s+|\[?\d{1,4}[\].)]\s*)", "", entry.raw or "")
    found = _ITALIC_TITLE.match(raw)
    if not found or not _YEAR.search(found.group("rest")):
        return False
    names = found.group("names").strip(" ,")
    # (the names' words are names: capitalised words and initials, no sentence of a title)
    if not re.fullmatch(r"[^\W\d_][\w'’\-]*\.?(?:(?:,\s*|\s+|\s+(?:and|&)\s+)(?:[^\W\d_][\w'’\-]*\.?|[A-Z]\.)){0,12}", names) \
            or sum(1 for w in re.findall(r"[^\W\d_][\w'’\-]*", names) if w[0].islower() and w not in ("and", "van", "von", "de", "der", "da", "di")) >= 1:
        return False
    entry.authors, entry.authors_truncated = read_names(names)
    if not entry.authors:
        return False
    entry.title = found.group("title").strip(" ,.")
    rest = found.group("rest").strip(" .")
    years = _YEAR.findall(rest)
    entry.year, entry.year_suffix = split_year(years[-1])
    if venues.marked_numbers(rest, entry):
        entry.entry_type = "article"
        return True
    book = _PUBLISHER_YEAR.fullmatch(rest)
    if not (book or _PLACE_YEAR.fullmatch(rest) or _YEAR.match(rest)):
        return False        # "*Book*, Cambridge, U.K.: Cambridge Univ. Press, 2002": another reader's shape
    entry.entry_type = "book" if book else "misc"
    entry.publisher = book.group("publisher").strip() if book else ""
    return True
