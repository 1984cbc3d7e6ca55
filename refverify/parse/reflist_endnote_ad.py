"""EndNote's "Author-Date" output style (Word's EndNote plug-in, South African and Australian theses):
the first author family name first, the others given names first, joined by "and"; the year in
parentheses; the title in double quotes; then the journal, its volume, "(number)" and ": pages".

    Okafor, N., P. T. Brandt and L. Moreau (2011). "Title of the paper." Journal of Things 12(3): 45-67.
    Okafor, N. and P. T. Brandt (2006). "Title." Journal of Things(22): 239– 247.
    Okafor, N., et al. (2002). "Title." Journal of Things (8): 11-20.
    Okafor, N. (1969). "Title." 3-46.
    Okafor, N. and P. T. Brandt "Title without a year."

The journal is glued to "(number)" when the volume is empty, and a space may stand inside the page
range; a line with nothing after the title is a title alone. A line whose tail is a book's (place,
publisher) or a web page's ("from http://…") is left to the other readers.
"""
from __future__ import annotations

import re

from .entry import BibEntry, set_names_and_year
from .reflist_certainty import guess

_UP = r"A-ZÀ-ÞĀ-ſ"
_FAMILY = rf"(?:(?:van|von|de|der|den|da|du|di|la|le|al|el)\s+)*[{_UP}][\w'’\-]+(?:\s[{_UP}][\w'’\-]+)?"
_INITIALS = rf"[{_UP}]\.(?:\s?-?[{_UP}]\.)*"
_GIVEN = rf"(?:{_INITIALS}|[{_UP}][a-zà-ÿ'’\-]+(?:\s{_INITIALS})?)"
_FIRST = rf"{_FAMILY},\s{_GIVEN}"                       # "Billah, B." / "Gooijer, J. G. D."
_FIRST_INITIALS = rf"{_FAMILY},\s{_INITIALS}(?:,|\s(?:and|&)\s|$)"
_OTHER = rf"(?:{_GIVEN}\s{_FAMILY}|{_FAMILY},\s{_GIVEN})"   # "M. L. King" / "Kato, H."
_NAMES = rf"{_FIRST}(?:(?:,\s|,?\s(?:and|&)\s){_OTHER})*(?:,?\set\sal\.?)?"
_YEAR = r"(?:1[5-9]|20)\d\d[a-z]?|n\.\s?d\.?"
_QUOTED = r"[\"“](?P<title>[^\"“”]{3,}?)[.?!]?[\"”]"
_LINE = re.compile(rf"^(?P<names>{_NAMES})\s(?:\((?P<year>{_YEAR})\)\.\s)?{_QUOTED}\s*(?P<rest>.*)$")
_PAGES = r"[A-Za-z]?\d+(?:\s?[-–—]\s?[A-Za-z]?\d+)?"
# the journal may hold words in parentheses ("Journal of Structures (Transactions of AIJ) (353): 29-36")
_JOURNAL_CHAR = r"(?:[^\d\"“”():]|\([^()\d]*[^\W\d][^()\d]*\))"
_TAIL = re.compile(rf"^(?P<journal>{_JOURNAL_CHAR}*[^\W\d]{_JOURNAL_CHAR}*?)\s?(?P<volume>\d+[A-Za-z]?)?\s?"
                   rf"(?:\((?P<issue>[\w\-–/ ]+)\))?(?::\s?(?P<pages>{_PAGES}))?$")
_NAME_SPLIT = re.compile(r",?\s+(?:and|&)\s+|,\s+")


def _names(text: str) -> tuple[list[str], bool]:
    """The authors ("Family, I" for the first, as written for the others, the last dot off) and whether "et al." ends them."""
    truncated = bool(re.search(r",?\set\sal\.?$", text))
    text = re.sub(r",?\set\sal\.?$", "", text)
    parts = [p.strip() for p in _NAME_SPLIT.split(text)]
    names = [f"{parts[0]}, {parts[1]}"] if len(parts) > 1 else parts
    for part in parts[2:]:
        if re.fullmatch(_GIVEN, part) and not re.search(r"[.,]", names[-1]):
            names[-1] = f"{names[-1]}, {part}"      # "Kato" "H." → "Kato, H."
        else:
            names.append(part)
    return [n.rstrip(".") for n in names], truncated


def parse_endnote_author_date(text: str, entry: BibEntry) -> bool:
    """Fields of a line in this shape; False (entry untouched) for any other line."""
    m = _LINE.match(text.strip())
    if not m:
        return False
    rest = m.group("rest").strip().rstrip(".").strip()
    tail = _TAIL.match(rest) if rest else None
    pages_only = re.fullmatch(_PAGES, rest) if rest else None
    if rest and not pages_only and not (tail and tail.group("journal").strip(" ,")
                                        and (tail.group("volume") or tail.group("issue") or tail.group("pages"))):
        return False        # a book's place and publisher, a web page's "from http://…": another reader's
    if tail and (re.search(r"\b(?:from|available|retrieved|accessed)\b|^In\s|\bVol\.", tail.group("journal"), re.I)
                 or re.fullmatch(r"(?:1[5-9]|20)\d\d", tail.group("volume") or "") and not tail.group("pages")):
        return False        # a chapter's "In Book. Vol. 3", a publisher's "Springer, Cham, 2020": not a journal
    if not m.group("year") and not re.match(_FIRST_INITIALS, m.group("names")):
        return False        # without the year, the first author's initials are the style's only mark
    names, truncated = _names(m.group("names"))
    set_names_and_year(entry, names, (m.group("year") or "") if m.group("year") and m.group("year")[0].isdigit() else "",
                       truncated)
    entry.title = m.group("title").strip()
    entry.entry_type = "misc"
    if pages_only:
        entry.pages = rest
    elif tail:
        entry.entry_type = "article"
        entry.journal = tail.group("journal").strip(" ,")
        entry.volume = tail.group("volume") or ""
        entry.issue = (tail.group("issue") or "").strip()
        entry.pages = tail.group("pages") or ""
        if entry.issue and not entry.volume:
            guess(entry, "issue", "a number in parentheses after the journal, with no volume before it, read as the issue")
    if not m.group("year"):
        entry.notes.append("no year in this line")
    return True
