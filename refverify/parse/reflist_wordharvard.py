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
from .reflist_parts import normalize_pages

# (a body's acronym after its name: "BOLETÍN OFICIAL DEL ESTADO (BOE), 1992."; no date: "s.f.", "s.d.", "n.d.")
_LINE = re.compile(r"^(?P<names>[^\d()\[\]]{2,160}?(?:\s\([^\W\d_][^\d()\[\]]{0,19}\))?)\s*,\s*"
                   r"(?P<year>(?:1[6-9]|20)\d\d[a-z]?|[sn]\.\s?[dfa](?=\.))\s*,?\s*\.\s+(?P<rest>\S.+)$")
_TITLE_END = re.compile(r"(?<=[^\s.])(?<!\b[A-Z])(?<!\bVol)(?<!\bvol)(?<!\bNo)(?<!\bpp)[.?!]\s+(?=\S)|\s*\[Online\]|,[\"”]\s+")    # '…System," 2019.'
# what Word leaves where a source's fields are empty: "Venue,, pp. 1-6.", "Venue, , pp. 954-957,.", "Venue, p. 1–6 ."
_LOOSE_PAGES = re.compile(r"^(?P<venue>\S.*?)(?:,\s*(?:19|20)\d\d|,\s*(?i:vol(?:ume)?)\.?\s*(?P<volume>\d+))?\s*,\s*,?\s*pp?\.\s*"
                          r"(?P<pages>\d+(?:\s*[–\-]\s*\d+)?)\s*,?\s*\.?$")
# "A.", "F. A.", "I. V. d.", "A. B. a. A." (Word's "and" cut short inside a name typed as one)
_COMMA_TITLE = re.compile(r"^(?P<title>.{8,}?),\s+(?P<after>[A-Z][^,]+,\s*(?i:vol(?:ume)?)\.?\s*\d+\s*,.*)$")
_INITIALS = re.compile(r"^[A-Z][a-z]?\.?(?:\s*(?:[A-Z][a-z]?\.?|[a-z]{1,3}\.)){0,5}$")
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


def parse_word_harvard_typed(text: str, entry: BibEntry) -> bool:
    """Before the Chicago and name readers: a line Word's Harvard plainly wrote from loosely typed
    sources ("Family, A. & Family, B., 2019, . Title. Venue,, pp. 1-6.", "…, 2020 . Title. …")."""
    line = _LINE.match(text)
    if not line or not (re.search(r"\s&\s", line.group("names")) or re.search(r"\d\s+\.|,\s*\.", text[:line.end("year") + 4])
                        or re.search(r",\s*,\s*pp?\.\s*\d", line.group("rest"))):
        return False
    return parse_word_harvard(text, entry, typed=True)


def parse_word_harvard(text: str, entry: BibEntry, typed: bool = False) -> bool:
    line = _LINE.match(text)
    # names hold no digit and no sentence ("Canfora and Luigi Cerulo. Impact analysis by mining …")
    # nor a comma glued to the next word ("MOREL Paul,Atlas des villes, PUF, 2013. ROUX Yann,…": two works)
    if not line or re.search(r"\d|[a-z]{2}\.\s+[A-Z]?[a-z]+\s+[a-z]|\bIn\s|,\S", line.group("names")):
        return False
    rest = line.group("rest")
    end = _TITLE_END.search(rest)
    title, after = (rest[:end.start()], rest[end.end():].strip()) if end else (rest.rstrip(" ."), "")
    # "Title, Journal, Vol. 4,, pp. 199-273." (a comma, not a stop, after the title): title and journal guessed
    comma = _COMMA_TITLE.match(title) if typed and not after else None
    if comma and _LOOSE_PAGES.match(comma.group("after")):
        title, after = comma.group("title"), comma.group("after")
        guess(entry, ("title",), "the title read as ending at the comma before the journal's name")
    if len(title.strip()) < 3:
        return False
    if not after or _ONLINE.search(after):
        entry.entry_type = "misc"
    elif re.search(r"\d", after) and not read_after_title(after, entry):
        loose = _LOOSE_PAGES.match(re.sub(r"^(?:19|20)\d\d\.\s+", "", after))    # '," 2019. Venue, 2019,, pp. 91-96.'
        if not loose or not typed:
            return False            # numbers in a shape read elsewhere
        entry.entry_type, entry.journal = "article", loose.group("venue").strip(" ,.")
        entry.pages = normalize_pages(loose.group("pages"))
        entry.volume = loose.group("volume") or ""
        guess(entry, ("journal",), "the part before the pages taken for where the work appeared (Word's empty fields)")
    elif not re.search(r"\d", after) and not read_after_title(after, entry):
        # "Place: Publisher." (Word) or "Publisher, Place." (Elsevier): the publisher
        entry.entry_type = "book"
        entry.publisher = after.rstrip(" .").split(":")[-1].strip() if ":" in after else after.split(",")[0].strip(" .")
        guess(entry, ("publisher",), "what follows the title taken for its publisher")
    entry.title = title.strip()
    set_names_and_year(entry, _names(line.group("names")), line.group("year"))
    guess(entry, ("authors",), "the names as typed into Word's sources, split at commas and '&'")
    return True
