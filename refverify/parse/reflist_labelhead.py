"""Author-date lines of the humanities that open with their citation label, the family names and the
year the text cites ("Italia 2017"), before the entry itself with the authors' full names:

    Italia 2017 Paola Italia, Come lavorava Gadda, Rome: Carocci editore.
    Alcini and Giuffrida 2022 Alcini Giorgia and Giuffrida Milena, Catalogo …, Rome: Bulzoni.
    Gadda 1993 Carlo Emilio Gadda, Bibliografia e indici, in Opere, vol. 5, ed. by Dante Isella, Milan: Garzanti.
    Del Vento 2017 Christian Del Vento, Filologia delle biblioteche. Come leggeva Alfieri. Autografo, 57, 39–52.

The label is no author: the authors are the names after the year, each of which holds one of the
label's family names (so a line whose names do not repeat the label is not of this shape). Each is
given as "Family, Given", the family taken from the label.
"""
from __future__ import annotations

import re

from .entry import BibEntry, split_year
from .reflist_certainty import guess
from .reflist_parts import UPPER

_WORD = rf"[{UPPER}][\w’'-]+"
_FAMILY = rf"(?:(?:[Dd][ei]|[Dd]el(?:la)?|[Dd]ella|[Vv][ao]n(?:\s[dD]e[rn]?)?|[Ll]a|[Ll]o)\s)?{_WORD}(?:\s{_WORD})?"
_AND = r"\s*(?:,|\band\b|\be\b|\bund\b|\bet\b|\by\b|&)\s*"
_NAMES_AND = r"\s+(?:and|e|und|y|&)\s+"       # the full names end at the first comma: joined by words only
_FIRST = rf"[{UPPER}](?:[\w’'-]+|\.)"        # a given name or its initial: "Paola Italia", "C. Segre"
# the label, then "=" or ":" or nothing before the names ("Segre 1999 = C. Segre, …" in Italian philology)
_HEAD = re.compile(rf"^(?P<label>{_FAMILY}(?:{_AND}{_FAMILY})*(?:\s+et\s+al\.?)?)\s+(?P<year>(?:1[5-9]|20)\d\d[a-z]?)\s*[=:]?\s+"
                   rf"(?P<names>{_FIRST}(?:[\s.’'-]+[\w’'.-]+){{1,5}}(?:{_NAMES_AND}{_FIRST}(?:[\s.’'-]+[\w’'.-]+){{1,5}})*)\s*,\s+(?P<rest>.+)$")
_PLACE = r"[A-Z][\w’'-]+(?:[\s-][A-Z][\w’'-]+)?"
# "…, Rome: Carocci editore." / "…, Padova: UP, 253–60." / "…, Firenze: University Press («Series»)."
_IMPRINT = re.compile(rf",\s+(?P<place>{_PLACE})\s*:\s*(?P<publisher>[^,:;]+?)(?:\s*\((?:«[^»]*»|[^()]*)\))?"
                      rf"(?:,\s+(?:pp?\.\s*)?(?P<pages>\d+\s*[–-]\s*\d+))?\s*\.?$")
# the Italian order without a colon, the year repeated last: "…, Torino, Einaudi, 1999." / "…, Roma-Bari, Laterza, 2001"
_IMPRINT_COMMAS = re.compile(rf",\s+(?P<place>{_PLACE}),\s+(?P<publisher>[{UPPER}][^,:;]{{1,40}}?),\s+(?P<year>(?:1[5-9]|20)\d\d)\.?$")
# "…, in Opere, vol. 5, ed. by …" / "… in Assenze e persistenze, ed. by …" / "…, in Atti, a cura di …"
_IN = re.compile(r",?\s+in\s+(?P<book>[A-Z][^,]*?)(?=,\s+(?:vol\.|ed\.\s+by|edited\s+by|a\s+cura\s+di|hrsg\.)|\s*$)")
# "Title. Journal, 57, 39–52." / "Title, Journal, 12 (3), 5–20."
_ARTICLE = re.compile(r"^(?P<title>.+?)[.,]\s+(?P<journal>[A-Z][^.,]{2,80}?),\s+(?:vol\.\s*)?(?P<volume>\d+)"
                      r"(?:\s*\((?P<issue>[^)]+)\))?,\s+(?:pp?\.\s*)?(?P<pages>\d+\s*[–-]\s*\d+)\.?$")


def _families(label: str) -> list[str]:
    label = re.sub(r"\s+et\s+al\.?$", "", label)
    return [f.strip() for f in re.split(_AND, label) if f.strip()]


def _authors(names: str, families: list[str]) -> list[str] | None:
    out = []
    for name in (n.strip() for n in re.split(_NAMES_AND, names) if n.strip()):
        family = next((f for f in families if name.startswith(f + " ") or name.endswith(" " + f)), None)
        if family is None:
            return None
        given = (name[len(family):] if name.startswith(family + " ") else name[:-len(family)]).strip()
        out.append(f"{family}, {given}")
    return out if len(out) >= len(families) else None


def parse_label_head(text: str, entry: BibEntry) -> bool:
    head = _HEAD.match(text.strip())
    if not head:
        return False
    authors = _authors(head.group("names"), _families(head.group("label")))
    if not authors:
        return False
    entry.authors = authors
    entry.authors_truncated = bool(re.search(r"\bet\s+al\.?$", head.group("label")))
    entry.year, entry.year_suffix = split_year(head.group("year"))
    rest = head.group("rest").strip()
    imprint = _IMPRINT.search(rest)
    commas = _IMPRINT_COMMAS.search(rest) if not imprint else None
    if commas and commas.group("year") == head.group("year")[:4]:
        imprint = commas
        guess(entry, ("title", "publisher"), "a title told from the place and publisher by commas only")
    if imprint:
        entry.publisher = imprint.group("publisher").strip()
        entry.pages = re.sub(r"\s", "", imprint.groupdict().get("pages") or "")
        rest = rest[:imprint.start()]
        book = _IN.search(rest)
        if book:
            entry.entry_type, entry.journal = "incollection", book.group("book").strip()
            rest = rest[:book.start()]
        else:       # a book's editors after its title: "Scritti, a cura di M. Feo" / "Letters, ed. by A. Bo"
            entry.entry_type = "book"
            rest = re.split(r",\s+(?:a\s+cura\s+di|ed\.\s+by|edited\s+by)\s", rest)[0]
        entry.title = rest.strip(" ,.")
        return True
    article = _ARTICLE.match(rest)
    if article:
        entry.entry_type = "article"
        entry.title, entry.journal = article.group("title").strip(), article.group("journal").strip()
        entry.volume, entry.issue = article.group("volume"), article.group("issue") or ""
        entry.pages = re.sub(r"\s", "", article.group("pages"))
        return True
    entry.title = re.split(r",\s+in\s+", rest)[0].strip(" ,.")
    return True
