"""A reference whose parts are parted by semicolons, as a reading list or a spreadsheet's export writes it
(issue 20, held-out batch 107: an Italian thesis's annotated bibliography typed in Word):

    Regularization for electricity price forecasting; Uniejewski, Bartosz; 2024; http://dx.doi.org/…
    The very short-term price elasticity of German electricity demand; Lion Hirth and Tarun Khanna and Oliver Ruhnau; 2022; https://…
    Uniejewski, Bartosz and Weron, Rafał; Regularization for electricity price forecasting; 2024/03/13

Three parts (the address already taken out): the title and a list of names joined by "and" (BibTeX's way:
"Family, Given" or "Given Family" each), in either order, then a year or a date. Read only when each name
is one (a semicolon inside a title, "Title; a review; 2020", has no part of names) and the date is last
(NLM's "Meeting (MLSP); 2023; Xi’an, China." ends with a place that looks like a name).
"""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space
from .reflist_certainty import guess
from .reflist_parts import _PARTICLE

_CAP = r"(?=[^\W\d_])(?-i:[^\W\d_a-z])[\w'’.]*+"      # a word that opens with a capital (any script)
_WORD = rf"{_CAP}(?:-{_CAP})*+"                       # and its hyphenated parts ("Kalpathy-Cramer")
_INVERTED = re.compile(rf"^(?:{_PARTICLE}\s+)*{_WORD}(?:\s+(?:{_PARTICLE}\s+)*{_WORD}){{0,2}},\s*{_WORD}(?:\s+{_WORD}){{0,3}}$")
_GIVEN_FIRST = re.compile(rf"^{_WORD}(?:\s+{_WORD}){{0,2}}(?:\s+{_PARTICLE})*\s+{_WORD}$")
# a title that opens with a name and its stop ("Hawking, Stephen. A Brief History of Time; Bantam Books; 1988.")
_NAMES_IN_TITLE = re.compile(r"\.\s+[A-Z]")
_DATE = re.compile(r"^(?P<year>(?:1[5-9]|20)\d\d)(?:\s*[/\-.]\s*\d{1,2}(?:\s*[/\-.]\s*\d{1,2})?)?$")


def _names(part: str) -> list[str] | None:
    names = [clean_space(n) for n in re.split(r"\s+and\s+", part)]
    if names and all(_INVERTED.match(n) or _GIVEN_FIRST.match(n) for n in names) and len(names) <= 60:
        return names
    return None


def parse_semicolon_parts(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from "Title; Names; Year" (the parts in any order); False when the line has another shape."""
    parts = [p.strip() for p in text.strip().strip(";. ").split(";")]
    if len(parts) != 3 or any(not p for p in parts):
        return False
    dates = [i for i, p in enumerate(parts) if _DATE.match(p.rstrip("."))]
    names = [(i, found) for i, p in enumerate(parts) if i not in dates and (found := _names(p.rstrip(".")))]
    if len(names) == 2:
        # a title in title case reads as one name too ("Electricity Price Forecasting"): the names are the part with
        # more than one person, or a person written family first
        names = [(i, found) for i, found in names if len(found) > 1 or "," in found[0]] or names
    if dates != [2] or len(names) != 1 or re.search(r"\bet\s+al\b", text):
        return False
    (_, found), title = names[0], parts[3 - dates[0] - names[0][0]].rstrip(".")
    if len(title.split()) < 2 or _NAMES_IN_TITLE.search(title):
        return False        # (a stop in the "title": the line's own names and title before the first semicolon)
    entry.authors = found
    entry.year = int(_DATE.match(parts[dates[0]].rstrip(".")).group("year"))
    entry.title = title
    if len(found) == 1 and "," not in found[0]:
        # one name written given-first may as well be a subtitle ("A survey; Machine Learning; 2020")
        guess(entry, ("authors", "title"), "one name given first, between semicolons: it may be part of the title")
    return True
