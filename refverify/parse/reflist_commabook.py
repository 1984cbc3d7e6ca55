"""Books, reports, chapters and papers in proceedings written with commas only and the initials
before the family names (issue 20's CSL sweep: Elsevier's numbered styles, the RSC, SPIE):

- book: "N. C. Okafor, B. Lund, Tidal mesh routing, 2nd ed., Harbor Press, Leeds, UK, 2011." (the RSC:
  "N. C. Okafor and B. Lund, Tidal mesh routing, Harbor Press, Leeds, UK, 2nd edn., 2011."; SPIE:
  "…, Harbor Press, Leeds, UK (2011).");
- chapter and paper (Elsevier): "B. Lund, Sparse routing, in: N.C. Okafor (Eds.), Handbook of Meshes, Harbor
  Press, Leeds, 2011: pp. 10–22." / "B. Lund, Sparse routing, in: Mesh Conference, Tarn Society, Oslo, NO,
  2019: pp. 5–9.".

The publisher and its place are read from the end: the place is the last part (with a state or country
code after it: "Leeds, UK"), the publisher the part before. What comes between the names and the
publisher is the title (a title holding a comma, or a book whose name may end in what is read as the
publisher, is marked guessed). Only a whole line of this shape is read here.
"""
from __future__ import annotations

import re

from .entry import BibEntry, placeholder_authors, split_year
from .reflist_certainty import guess
from .reflist_names import has_organisation_word
from .reflist_parts import _PAGES, UPPER, is_proceedings, normalize_pages

_INITIALS = rf"[{UPPER}]\.(?:\s?-?[{UPPER}]\.)*"
_FAMILY = rf"(?:(?:van|von|de|der|da|del|di|le|la)\s+)*[{UPPER}][\w'’\-]*[^\W\d_](?:\s+[{UPPER}][\w'’\-]*[^\W\d_])?(?:\s+Jr\.)?"
_PERSON = rf"{_INITIALS}\s?{_FAMILY}"
_NAMES = re.compile(rf"^(?P<authors>{_PERSON}(?:(?:,\s+|,?\s+and\s+){_PERSON})*)(?P<etal>\s+et\s+al\.)?"
                    r"(?P<eds>,\s+[Ee]ds?\.?)?,\s+(?=\S)")
_END = re.compile(rf"(?:,\s*(?P<year>(?:1[5-9]|20)\d\d)[a-z]?(?::\s*pp\.\s*(?P<pages>{_PAGES})"
                  rf"|,\s*(?:vol\.\s*(?P<volume>\w+),\s*)?(?:pp\.\s*)?(?P<pages2>{_PAGES}))?"
                  rf"|\s+\((?P<year2>(?:1[5-9]|20)\d\d)[a-z]?\))\s*\.?$")
_CODE = re.compile(r"^(?:[A-Z]{2}|USA)$")          # "Cambridge, MA", "Leeds, UK"
_EDITION = re.compile(r"^\d+(?:st|nd|rd|th)\s+edn?\.?$")
_IN = re.compile(r"^in:?\s+(?:(?P<eds>[^()]+?)\s+\(Eds?\.\),\s+)?(?P<rest>.+)$")
# the RSC's editors after the book: ", eds D. E. Okafor and B. Lund"
_RSC_EDITORS = re.compile(rf",\s+eds\s+{_PERSON}(?:(?:,\s+|,?\s+and\s+){_PERSON})*(?=,)")


def _place_and_publisher(parts: list[str]) -> tuple[str, int, bool] | None:
    """(publisher, index where it starts, sure) from the parts before the year; None when the last
    parts do not read as "Publisher, Place"."""
    if len(parts) >= 3 and _CODE.match(parts[-1]):
        place_at = len(parts) - 2
    else:
        place_at = len(parts) - 1
    place = parts[place_at] if place_at >= 1 else ""
    if not place or re.search(r"\d", place) or len(place.split()) > 3 or has_organisation_word(place) \
            or not re.match(rf"[{UPPER}]", place):
        return None
    publisher = parts[place_at - 1]
    if re.search(r"\d", publisher) or not re.match(rf"[{UPPER}]", publisher) \
            or any(re.search(r":|\.\s", p) for p in parts[place_at - 1:]):
        return None     # IEEE's "3rd ed. New York, NY, USA: Loom Press, 2018": the place before the publisher
    return publisher, place_at - 1, place_at != len(parts) - 1


def _set_names(names: re.Match, entry: BibEntry) -> None:
    entry.authors = [] if names.group("eds") else [_person(a) for a in re.split(r",?\s+and\s+|,\s+", names.group("authors"))]
    entry.authors_truncated = bool(names.group("etal"))
    entry.placeholder_authors = placeholder_authors(entry.authors, entry.authors_truncated)


def _thesis(title: str, school: str, names: re.Match, end: re.Match, entry: BibEntry) -> bool:
    """"C.E. Lund, Sparse routing, PhD thesis, Tarn University, 1999." (the RSC leaves the title out)."""
    if end.group("pages") or end.group("pages2"):
        return False
    _set_names(names, entry)
    entry.title, entry.publisher, entry.entry_type = title.strip(" ,"), school.strip(), "thesis"
    entry.year, entry.year_suffix = split_year(end.group("year") or end.group("year2"))
    if "," in entry.title:
        guess(entry, "title", "a title holding a comma in a line set off by commas only: where it ends is a guess")
    return True


def _person(name: str) -> str:
    """"B. Lund" as written; a family name of two words or with "Jr." written first, so it is read whole:
    "G. van Tarn" → "van Tarn, G.", "D.R. Hale Jr." → "Hale, D.R. Jr.".
    """
    written = re.match(rf"({_INITIALS})\s?(.+)$", name.strip())
    if not written:
        return name.strip()
    initials, family = written.groups()
    family, junior = re.subn(r"\s+Jr\.$", "", family)
    if " " not in family and not junior:
        return name.strip()
    return f"{family}, {initials}" + (" Jr." if junior else "")


# the physics styles (APS, AIP, Springer physics): "…, Title, 3rd ed. (Harbor Press, Leeds, UK, 2011)." and
# "…, Title, in Handbook of Meshes, edited by N. C. Okafor, Vol. 2 (Harbor Press, Leeds, 2011), pp. 10–22."
_PAREN_END = re.compile(rf"\s*\((?P<block>[^()]*?)(?:,\s*)?(?P<year>(?:1[5-9]|20)\d\d)[a-z]?\)"
                        rf"(?:,\s*(?:pp?\.\s*)?(?P<pages>{_PAGES}))?\s*\.?$")
_EDITED_BY = re.compile(rf",?\s+edited\s+by\s+{_PERSON}(?:(?:,?\s+and\s+|,\s+){_PERSON})*")


def _parenthesised(text: str, names: re.Match, entry: BibEntry) -> bool:
    end = _PAREN_END.search(text, names.end())
    if not end or names.group("eds"):
        return False
    body = text[names.end():end.start()]
    inside = re.search(r"(?:^|,\s+)in\s+(?P<book>.+)$", body)
    title = body[:inside.start()] if inside else body
    title = re.sub(r",\s*\d+(?:st|nd|rd|th)\s+edn?\.?$", "", title).strip(" ,")
    # (an article's "Phys. Rev. B 12, 345" is no title)
    if re.search(r"\d+\s*,\s*[A-Za-z]?\d+|\d$", title) and not inside or (not title and not inside) or re.search(r"[()]", body):
        return False
    block = end.group("block").strip(" ,")
    venue = ""
    if not block and not inside and "," in title:
        # "D. Ode, Quiet herons, arXiv (2014)": the last part is where it appeared (a guess)
        title, venue = (p.strip() for p in title.rsplit(",", 1))
        guess(entry, ("title", "journal"), "title and venue told apart by the last comma before the year")
    publisher = block.split(":", 1)[1] if ":" in block else block.split(",")[0]
    _set_names(names, entry)
    entry.title, entry.publisher, entry.journal = title, publisher.strip(), venue
    entry.year, entry.year_suffix = split_year(end.group("year"))
    entry.pages = normalize_pages(end.group("pages")) if end.group("pages") else ""
    if inside:
        book = _EDITED_BY.sub("", inside.group("book"))
        volume = re.search(r",\s*Vol\.\s*(\w+)\s*$", book)
        if volume:
            book, entry.volume = book[:volume.start()], volume.group(1)
        entry.journal = book.strip(" ,")
        entry.entry_type = "inproceedings" if is_proceedings(entry.journal) or entry.volume else "incollection"
    else:
        entry.entry_type = "misc" if venue or not block else "book"
    if "," in title:
        guess(entry, "title", "a title holding a comma in a line set off by commas only: where it ends is a guess")
    return True


def parse_comma_book(text: str, entry: BibEntry) -> bool:
    names = _NAMES.match(text)
    if not names or "“" in text or '"' in text:
        return False
    return _comma_only(text, names, entry) or _parenthesised(text, names, entry)


def _comma_only(text: str, names: re.Match, entry: BibEntry) -> bool:
    end = _END.search(text, names.end())
    if not end:
        return False
    body = text[names.end():end.start()]
    inside = re.search(r"(?:^|,\s+)(in:\s+.+)$|^(in\s+.+)$", body)
    thesis = re.search(r"(?:^|,\s+)((?:PhD|Ph\.D\.|Master[’']s|Doctoral|MSc)\s+(?:thesis|dissertation)),\s+(?P<school>[^,\d]+)(?:,\s+[^,\d]+)*$", body)
    if thesis and not inside and not names.group("eds"):
        return _thesis(body[:thesis.start()], thesis.group("school"), names, end, entry)
    if inside and names.group("eds"):
        return False
    parts = [p.strip() for p in (body[:inside.start()] if inside else body).split(", ")]
    if not inside:
        if any(re.match(r"[Ii]n:?\s", p) for p in parts[1:]):
            return False    # "…, Title, in Proceedings of X, New York, NY, USA, 2006.": IEEE's paper, no book
        parts = [p for p in parts if not _EDITION.match(p)]
        found = _place_and_publisher(parts)
        if not found or found[1] < 1 or end.group("pages") or end.group("pages2"):
            return False
        publisher, at, sure = found
        title, container = ", ".join(parts[:at]), ""
        sure = sure or "," not in title
    else:
        title = ", ".join(parts) if inside.start() else ""
        held = _IN.match(inside.group(1) or inside.group(2))
        if not held:
            return False
        rest = [p.strip() for p in _RSC_EDITORS.sub("", held.group("rest")).split(", ")]
        found = _place_and_publisher(rest) if len(rest) >= 3 else None
        if found:
            publisher, at, sure = found
            container = ", ".join(rest[:at])
        elif len(rest) == 2 and not re.search(r"\d", rest[1]):
            publisher, container, sure = rest[1], rest[0], False
        else:
            publisher, container, sure = "", ", ".join(rest), True
        if not container:
            return False
    title = re.sub(r",\s*\d+(?:st|nd|rd|th)\s+edn?\.?$", "", title).strip()
    if (not title and not inside) or re.search(r"\d{4}$", title):
        return False
    _set_names(names, entry)
    entry.title, entry.journal, entry.publisher = title, container, publisher
    entry.year, entry.year_suffix = split_year(end.group("year") or end.group("year2"))
    pages = end.group("pages") or end.group("pages2")
    entry.pages, entry.volume = normalize_pages(pages) if pages else "", end.group("volume") or ""
    if inside:
        entry.entry_type = "inproceedings" if is_proceedings(container) else "incollection"
    else:
        entry.entry_type = "book"
    if "," in title:
        guess(entry, "title", "a title holding a comma in a line set off by commas only: where it ends is a guess")
    if not sure:
        guess(entry, ("journal", "publisher") if inside else ("title", "publisher"),
              "the publisher told from the place and the title by commas only")
    return True
