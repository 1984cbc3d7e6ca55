"""GB/T-like lines of Chinese theses without a type code, the names Latin and written in full,
given name first (issue 20, held-out batch 31):

    "Ann Lee, Bo V.S. Chen. Title. Proc. VLDB Endow. 2024,17(9):2227-2240"   (the journal, a space, the year)
    "Ann Lee,Bo Chen.Title. Journal Name 2021, 3(2): 5-9."
    "Ann Lee, Bo Chen. Title, Proceedings of the VLDB Endowment, 2017,10(9):949-960."
        (the title told from the journal by a comma only: both marked guessed)
    "M. Rosenblum, T. Garfinkel. Title. IEEE Computer. 2005, 38(5):39-47"   (a period after the journal, held-out
        batch 33; also "Journal. 2012.12" with the month, "Proc. Week. 2009.9: 1-10", and "Ann Lee, Bo Chen, Title.
        Journal. 2010, 38(33): 532-533" where a comma ends the names: the names and title marked guessed)

Only a whole line of one of these shapes (the year, volume, issue and pages last) is read here.
"""
from __future__ import annotations

import re

from .entry import BibEntry, set_names_and_year
from .reflist_certainty import guess
from .reflist_parts import _PUBLISHER_WORDS, UPPER, normalize_pages

_LOWER = "a-z\u00df-\u00f6\u00f8-\u00ff\u0101-\u017e"     # "Galárraga", "Łukasz"
_TOKEN = rf"[{UPPER}][{_LOWER}]+(?:[{UPPER}][{_LOWER}]+)?(?:-[{UPPER}a-z][{_LOWER}]+)?"
# (or glued into one word, "XueminLin")
_NAME = rf"(?:Dr\.\s?)?(?:{_TOKEN}(?:\s+(?:{_TOKEN}|(?:[A-Z]\.){{1,3}}(?:{_TOKEN})?))+|[A-Z][a-z]+[A-Z][a-z]+|(?:[A-Z]\.\s?){{1,3}}{_TOKEN})"
_HEAD = re.compile(rf"^(?P<names>{_NAME}(?:\s*,\s*{_NAME}){{0,19}})(?P<etal>\s*,?\s*et\s+al)?\s*(?P<end>[.,])\s*(?P<rest>[A-Z\d].*)$")
_NUMBERS = r"(?P<year>(?:19|20)\d\d)\s*[,，]\s*(?P<volume>\d+)\s*\((?P<issue>[^()]{1,8})\)\s*[:：]\s*(?P<pages>[A-Za-z]?\d+\s*[\-–]\s*[A-Za-z]?\d+)\s*\.?$"
_DOTTED = re.compile(rf"^(?P<title>[^.]{{8,}}?[^.\s])\.\s+(?P<journal>[^\d\s,][^\d,]*?)\s+{_NUMBERS}")
# "Journal. 2010, 38(33): 532-533" / "Journal. 2012.12" / "Journal. 2009.9: 1-10": a period before the year
# (the period glued to the venue, "AMIE+.Vldb Journal. 2015"; the venue's numbers before the year, "(IJWesT) Vol.5, No.4. 2014")
_DATED = re.compile(r"^(?P<title>[^.]{8,}?[^.\s])\.(?:\s+|(?=[A-Z][a-z]))(?P<journal>[^\d\s,].*?(?:[^\W\d_]|\)))"
                    r"(?:\s+Vol\.\s?(?P<vol>\d+),\s*No\.\s?(?P<no>\d+))?\.\s+(?P<year>(?:19|20)\d\d)(?:\.\d{1,2})?"
                    r"(?:\s*[,，]\s*(?P<volume>\d+)?\s*(?:\((?P<issue>[^()]{1,8})\))?)?"
                    r"(?:\s*[:：]\s*(?P<pages>[A-Za-z]?\d+(?:\s*[\-–一]\s*[A-Za-z]?\d+)?))?\s*\.?$")
_COMMA = re.compile(rf"^(?P<title>[^,]{{8,}}?)\s*,\s*(?P<journal>[^\d\s,][^\d,]*?)\s*,\s*{_NUMBERS}")


def parse_latin_nocode(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text.strip())
    if not head:
        return False
    rest = head.group("rest").strip()
    found = _DOTTED.match(rest) or _COMMA.match(rest) if head.group("end") == "." else None
    found = found or _DATED.match(rest)
    if not found or head.group("end") == "," and not re.search(r"\s(?!and\b)[a-z]{3,}", found.group("title")):
        return False        # after a comma, a title of names' words ("…, Kumar Murty, Guangwu Xu. “Title”…", "…, and Jian Sun.") is a name
    names = [re.sub(r"^Dr\.\s?", "", n.strip()) for n in re.split(r"\s*,\s*", head.group("names"))]
    set_names_and_year(entry, names, found.group("year"), bool(head.group("etal")))
    entry.entry_type = "article"
    entry.title, entry.journal = found.group("title").strip(), found.group("journal").strip().rstrip(",")
    if re.fullmatch(r"[^.]*[^\W\d_]{5}\.", entry.journal):
        entry.journal = entry.journal[:-1]      # "IEEE Computer. 2005": a sentence's period, no abbreviation's
    numbers = found.groupdict()
    entry.volume, entry.issue = numbers["volume"] or numbers.get("vol") or "", (numbers["issue"] or numbers.get("no") or "").strip()
    if found.re is _DATED and not (entry.volume or entry.issue or found.group("pages")) and _PUBLISHER_WORDS.search(entry.journal):
        entry.entry_type, entry.journal, entry.publisher = "book", "", entry.journal     # "Springer-Verlag Berlin Heidelberg. 2013"
    entry.pages = normalize_pages(re.sub(r"\s+", "", found.group("pages") or ""))
    if found.re is _COMMA:
        guess(entry, ("title", "journal"), "the title told from the journal by a comma only")
    if head.group("end") == ",":
        guess(entry, ("authors", "title"), "the names told from the title by a comma only")
    return True
