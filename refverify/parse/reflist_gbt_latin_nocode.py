"""GB/T-like lines of Chinese theses without a type code, the names Latin and written in full,
given name first (issue 20, held-out batch 31):

    "Ann Lee, Bo V.S. Chen. Title. Proc. VLDB Endow. 2024,17(9):2227-2240"   (the journal, a space, the year)
    "Ann Lee,Bo Chen.Title. Journal Name 2021, 3(2): 5-9."
    "Ann Lee, Bo Chen. Title, Proceedings of the VLDB Endowment, 2017,10(9):949-960."
        (the title told from the journal by a comma only: both marked guessed)

Only a whole line of one of these shapes (the year, volume, issue and pages last) is read here.
"""
from __future__ import annotations

import re

from .entry import BibEntry, set_names_and_year
from .reflist_certainty import guess
from .reflist_parts import normalize_pages

_TOKEN = r"[A-Z][a-z]+(?:[A-Z][a-z]+)?(?:-[A-Za-z][a-z]+)?"
# (or glued into one word, "XueminLin")
_NAME = rf"(?:{_TOKEN}(?:\s+(?:{_TOKEN}|(?:[A-Z]\.){{1,3}}))+|[A-Z][a-z]+[A-Z][a-z]+)"
_HEAD = re.compile(rf"^(?P<names>{_NAME}(?:\s*,\s*{_NAME}){{0,19}})(?P<etal>\s*,?\s*et\s+al)?\s*\.\s*(?P<rest>[A-Z\d].*)$")
_NUMBERS = r"(?P<year>(?:19|20)\d\d)\s*[,，]\s*(?P<volume>\d+)\s*\((?P<issue>[^()]{1,8})\)\s*[:：]\s*(?P<pages>[A-Za-z]?\d+\s*[\-–]\s*[A-Za-z]?\d+)\s*\.?$"
_DOTTED = re.compile(rf"^(?P<title>[^.]{{8,}}?[^.\s])\.\s+(?P<journal>[^\d\s,][^\d,]*?)\s+{_NUMBERS}")
_COMMA = re.compile(rf"^(?P<title>[^,]{{8,}}?)\s*,\s*(?P<journal>[^\d\s,][^\d,]*?)\s*,\s*{_NUMBERS}")


def parse_latin_nocode(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text.strip())
    if not head:
        return False
    rest = head.group("rest").strip()
    found = _DOTTED.match(rest) or _COMMA.match(rest)
    if not found:
        return False
    names = [n.strip() for n in re.split(r"\s*,\s*", head.group("names"))]
    set_names_and_year(entry, names, found.group("year"), bool(head.group("etal")))
    entry.entry_type = "article"
    entry.title, entry.journal = found.group("title").strip(), found.group("journal").strip().rstrip(",")
    entry.volume, entry.issue = found.group("volume"), found.group("issue").strip()
    entry.pages = normalize_pages(re.sub(r"\s+", "", found.group("pages")))
    if found.re is _COMMA:
        guess(entry, ("title", "journal"), "the title told from the journal by a comma only")
    return True
