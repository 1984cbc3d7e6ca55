"""Web pages cited title-first as a trail of parts parted by dashes, the way a browser shows them,
ending with the link's own text (often the page title again, then the site's domain):

    Scope – Internet Protocol – Darpa … Specification - RFC 791: Internet Protocol (rfc-editor.org)
    An Introduction to the XES Standard – Fluxicon - Christian W. Günther -  An Introduction … (fluxicon.com)
    Macro Average - Micro, Macro & … Clearly Explained - Kenneth Leung - Micro, … | by Kenneth Leung | Towards Data Science
    Quality Metrics - Alignment-based Metrics … - B.F. van Dongen and J. Carmona - paper22.pdf (ceur-ws.org)

No part is named: the title is the part the link's text repeats (the longest), else the part before
the authors; the authors are a part written as people's names with initials ("Y. Shafranovich",
"Christian W. Günther") or the name after "by" in the link's text. Nothing else is read (no author is
made from a site's name), and the title and authors are marked guessed.
"""
from __future__ import annotations

import re

from .entry import BibEntry
from .reflist_certainty import guess
from .reflist_parts import UPPER

# a hyphen or en dash between spaces parts them (or glued to a word before a capital: "Weighted Average- Micro");
# an em dash is the page's own, inside the link's text ("conn.log — Book of Zeek")
_PARTS = re.compile(r"\s+[-–]\s+|(?<=\w)[-–]\s+(?=[A-Z])")
_DOMAIN = re.compile(r"\((?:www\.)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:/[^()\s]*)?\)\s*\.?$")
_U = f"[{UPPER}]"
_FAMILY = rf"(?:(?:van der|van den|van|von|de|da|del|di)\s)?{_U}[\w’'-]+"
# "Y. Shafranovich", "B.F. van Dongen", "Christian W. Günther", "David L. Poole"
_PERSON = rf"(?:{_U}[a-z]+\s)?(?:{_U}\.\s?)+{_FAMILY}"
_PEOPLE = re.compile(rf"^{_PERSON}(?:(?:\s+and\s+|\s*,\s*|\s*&\s*){_PERSON})*$")
_BY = re.compile(rf"\|\s*by\s+(?P<name>{_U}[\w’'-]+(?:\s{_U}[\w’'.-]+){{1,2}})\s*(?:\||$)")


def _inverted(name: str) -> str:
    """"B.F. van Dongen" → "van Dongen, B.F."."""
    given = re.match(rf"^(?:{_U}[a-z]+\s)?(?:{_U}\.\s?)+", name)
    return f"{name[given.end():].strip()}, {given.group(0).strip()}"


def parse_web_crumbs(text: str, entry: BibEntry) -> bool:
    parts = [p.strip() for p in _PARTS.split(text.strip().rstrip(".")) if p.strip()]
    if len(parts) < 3 or re.search(r"\b(?:19|20)\d\d\b", " ".join(parts[:-1])):
        return False
    link, before = parts[-1], parts[:-1]
    people = next((i for i, p in enumerate(before) if _PEOPLE.match(p)), None)
    # the page's title, repeated by the link's text: two words at least (not a site's name, "Wikipedia")
    repeated = [p for i, p in enumerate(before) if i != people and len(p.split()) >= 2 and p in link]
    if not (repeated or _DOMAIN.search(link) or " | " in link):
        return False
    if people is not None:
        entry.authors = [_inverted(n) for n in re.split(r"\s+and\s+|\s*,\s*|\s*&\s*", before[people])]
    elif _BY.search(link):
        name = _BY.search(link).group("name").split()
        entry.authors = [f"{name[-1]}, {' '.join(name[:-1])}"]
    if repeated:
        entry.title = max(repeated, key=len)
    elif people:
        entry.title = before[people - 1]
    if not entry.title and not entry.authors:
        return False
    entry.entry_type = "online"
    guess(entry, tuple(f for f in ("title", "authors") if getattr(entry, f)),
          "a web page cited as a trail of parts: its title and authors told by their place and shape")
    return True
