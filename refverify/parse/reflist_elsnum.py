"""elsarticle-num's comma-only items: "M. Okafor, J. Lind, et al., Title, Journal 40 (5) (2021) 289--301."

elsarticle-num.bst (and the Elsevier numeric styles built like it) parts every element by a comma
and puts no quotes or italics around the title; the journal's volume, issue, year and pages close
the article as "Journal Vol (Iss) (Year) pages". Read comma by comma, the title and the journal
would be taken for names. Here the item is rewritten in the IEEE form the numeric readers know
(names, “Title,” Journal, vol. V, no. I, pp. P, Year.); the title is all between the names and the
last comma before the journal's numbers, so a journal name with a comma stays in the title's end.
An article number ("13 (2013) 152", "106 (6) (2014) dju124") stands where the pages would.
"""
from __future__ import annotations

import re

_L = r"[^\W\d_]"
# "M. Okafor", "S. D. Anker", "J.-P. Roux", "A. van der Berg", "X. Hébuterne-Lacroix"
_NAME = (rf"(?:{_L}{_L}?\.(?:\s?-?{_L}{_L}?\.)*\s)(?:(?:van|von|de|der|den|da|di|du|le|la|dos|del)\s)*"
         rf"{_L}[\w'’]*(?:[ -]{_L}[\w'’]*)*")
_ITEM = re.compile(
    rf"^(?P<names>(?:{_NAME},\s)+(?:et\sal\.,\s)?)"
    r"(?P<title>[^“”\"]+?),\s(?P<journal>[^,()]+?)\s(?P<volume>\d+[A-Za-z]?)"
    r"(?:\s\((?P<issue>[^()]{1,15})\))?\s\((?P<year>(?:19|20)\d\d[a-z]?)\)"
    r"(?:\s(?P<pages>[A-Za-z]{0,4}\d+(?:[–-][A-Za-z]{0,4}\d+)?))?\.(?P<rest>(?:\s.*)?)$")


def as_ieee(text: str) -> str:
    """The item in IEEE's form when it has elsarticle-num's article shape, else as it was."""
    match = _ITEM.match(text.strip())
    if not match:
        return text
    names = match.group("names").rstrip().rstrip(",")
    parts = [f"{names}, “{match.group('title').strip()},” {match.group('journal').strip()}",
             f"vol. {match.group('volume')}"]
    if match.group("issue"):
        parts.append(f"no. {match.group('issue').strip()}")
    if match.group("pages"):
        pages = match.group("pages")
        parts.append(f"pp. {pages}" if re.search(r"[–-]", pages) else f"p. {pages}")
    parts.append(match.group("year"))
    return ", ".join(parts) + "." + match.group("rest")


def title_unsure(text: str) -> bool:
    """An elsarticle-num article whose title holds a comma: where the title ends and the journal
    begins is then a guess (a journal name with a comma would end the title too early)."""
    match = _ITEM.match(text.strip())
    return bool(match and "," in match.group("title"))
