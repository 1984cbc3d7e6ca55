"""Word's Harvard lines whose names no name reader takes (issue 20, held-out batch 28).

Word's built-in Harvard style writes "Names, Year. Title. Rest", and the names are whatever the
writer typed into Word's source manager: "Github, 2021. Email Spam Classifier. [Online] Available
at: … [Accessed 22 November 2021].", "Tazmina, Fobia & Kateriana, 2020. Title. Journal, 12(2),
pp. 1-9.", "Bibi, A., Rasia & Samina, 2020. Title. …". No other reader takes such a line, and the
best-effort split made the year an author. Here the year set off by ", " and ". " is read, the
title is the sentence after it, then a journal with its numbers or a publisher. The names are
split at "," and "&" (initials kept with the name before them) and marked guessed, as is a
publisher told only by its place in the line.
"""
from __future__ import annotations

import re

from .entry import BibEntry, set_names_and_year
from .reflist_certainty import guess
from .reflist_gsharvard import read_after_title

_LINE = re.compile(r"^(?P<names>[^\d()\[\]]{2,160}?)\s*,\s*(?P<year>(?:1[6-9]|20)\d\d[a-z]?)\s*,?\s*\.\s+(?P<rest>\S.+)$")
_TITLE_END = re.compile(r"(?<=[^\s.])(?<!\b[A-Z])[.?!]\s+(?=\S)|\s*\[Online\]")
_INITIALS = re.compile(r"^(?:[A-Z][a-z]?\.?\s*){1,4}(?:[a-z]{1,3}\.)?$")    # "A.", "F. A.", "I. V. d."
_ONLINE = re.compile(r"\[Online\]|Available\s+(?:at|from)\s*:|\[Accessed", re.IGNORECASE)


def _names(text: str) -> list[str]:
    """"Bibi, A., Rasia & Samina" → ["Bibi, A.", "Rasia", "Samina"]."""
    names: list[str] = []
    for part in re.split(r"\s*(?:,|&|\band\b)\s*", text):
        part = part.strip()
        if not part:
            continue
        if names and _INITIALS.match(part) and "," not in names[-1]:
            names[-1] = f"{names[-1]}, {part}"
        else:
            names.append(part)
    return [n.rstrip(". ") or n for n in names if n.strip(" .")]


def parse_word_harvard(text: str, entry: BibEntry) -> bool:
    line = _LINE.match(text)
    # names hold no digit and no sentence ("Canfora and Luigi Cerulo. Impact analysis by mining …")
    # nor a comma glued to the next word ("MOREL Paul,Atlas des villes, PUF, 2013. ROUX Yann,…": two works)
    if not line or re.search(r"\d|[a-z]{2}\.\s+[A-Z]?[a-z]+\s+[a-z]|\bIn\s|,\S", line.group("names")):
        return False
    rest = line.group("rest")
    end = _TITLE_END.search(rest)
    title, after = (rest[:end.start()], rest[end.end():].strip()) if end else (rest.rstrip(" ."), "")
    if len(title.strip()) < 3:
        return False
    if not after or _ONLINE.search(after):
        entry.entry_type = "misc"
    elif re.search(r"\d", after) and not read_after_title(after, entry):
        return False            # numbers in a shape read elsewhere
    elif not re.search(r"\d", after) and not read_after_title(after, entry):
        # "Place: Publisher." (Word) or "Publisher, Place." (Elsevier): the publisher
        entry.entry_type = "book"
        entry.publisher = after.rstrip(" .").split(":")[-1].strip() if ":" in after else after.split(",")[0].strip(" .")
        guess(entry, ("publisher",), "what follows the title taken for its publisher")
    entry.title = title.strip()
    set_names_and_year(entry, _names(line.group("names")), line.group("year"))
    guess(entry, ("authors",), "the names as typed into Word's sources, split at commas and '&'")
    return True
