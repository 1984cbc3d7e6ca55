"""A student's pointer to a web page: names, the year with no brackets, maybe a title, an address.

    [28] Chen et.al. 2018 A survey on dialogue systems https://arxiv.org/abs/1711.01731
    [29] Radziwill and Benton 2017 https://arxiv.org/abs/1704.04579
    [30] Picard n.d. https://affect.media.mit.edu/pdfs/95.picard.pdf
    [11] Prabod Rathnayaka, Nishan Mills, …, and Richard Gray 2022, https://www.ncbi.nlm.nih.gov/pmc/articles/PMC9148050/
    [5] Isaac Computer Science(2021) [Online]. Available: https://isaaccomputerscience.org/…   (a site, no title)

Only with an address (the line points at the work, the names and year say whose and when); no
punctuation parts names from title, so both are marked guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry, placeholder_authors, split_year
from .reflist_certainty import guess as mark_guessed
from .reflist_parts import UPPER

_LOWER = "a-z\u00df-\u00ff\u0100-\u024f\u1e00-\u1eff"
_NAME = rf"[{UPPER}][{_LOWER}'’\-]+(?:[\-][{UPPER}][{_LOWER}]+)?"
_PERSON = rf"(?:{_NAME}\s+){{0,2}}{_NAME}"          # "Picard", "Marcin Frąckiewicz", "Daswin De Silva"
_ETAL = r"\s*,?\s*et\.?\s?al\b\.?"
_LINE = re.compile(rf"^(?P<names>{_PERSON}(?:(?:\s*,\s*|\s*,?\s+and\s+){_PERSON}){{0,12}})(?P<etal>{_ETAL})?\s+"
                   rf"(?P<year>(?:19|20)\d\d[a-z]?|n\.\s?d\b\.?)(?:\s*[,.:]?\s+(?P<title>[{UPPER}\d][^/%#=]*))?\s*[,.]?$")

# a site's or an organisation's name, the year in brackets (glued on or not), the medium, the address:
# "Isaac Computer Science(2021) [Online]. Available: https://…" — the name is the author, no title is written
# (the medium and "Available:" are taken out with the address before the line is read: the line as written says them)
_SITE = re.compile(rf"^(?P<site>[{UPPER}][\w&'’\-]*(?:\s+[\w&'’\-]+){{0,6}}?)\s*\((?P<year>(?:19|20)\d\d)[a-z]?\)\.?$")
_SITE_MEDIUM = re.compile(r"\((?:19|20)\d\d[a-z]?\)\.?\s*\[Online\]", re.I)


def parse_name_year(text: str, entry: BibEntry) -> bool:
    if not entry.url:
        return False
    site = _SITE.match(text.strip())
    if site and _SITE_MEDIUM.search(entry.raw or ""):
        entry.authors = [site.group("site").strip()]
        entry.year, entry.year_suffix = split_year(site.group("year"))
        entry.entry_type = "misc"
        mark_guessed(entry, "authors", "the name before the year of a web page with no title read as its author")
        return True
    match = _LINE.match(re.sub(r"(?<=[\w,])\*(?=[\s,])", "", text.strip()))    # "De Silva,*": the corresponding author's mark
    if not match:
        return False
    entry.authors = [p.strip() for p in re.split(r"\s*,\s*(?:and\s+)?|\s+and\s+", match.group("names")) if p.strip()]
    entry.authors_truncated = bool(match.group("etal"))
    entry.placeholder_authors = placeholder_authors(entry.authors, entry.authors_truncated)
    entry.year, entry.year_suffix = split_year(match.group("year"))
    entry.title = (match.group("title") or "").strip(" .,")
    entry.entry_type = "misc"
    mark_guessed(entry, ("authors", "title") if entry.title else "authors",
                 "names and a year with no punctuation around them, before an address")
    return True
