"""RIS bibliographies (``.ris`` from Zotero, Mendeley, EndNote, Google Scholar, JabRef, journal
sites): ``TAG  - value`` lines, a record from ``TY`` to ``ER``. Tags vary by exporter (``AU`` or
``A1``, ``TI`` or ``T1``, ``PY`` / ``Y1`` / ``DA``, ``T2`` / ``JF`` / ``JO`` / ``JA``); every
variant maps to the same ``BibEntry`` (see ``bib_structured``).
"""
from __future__ import annotations

import re

from .bib_structured import author_year_key, read_names, structured_entry
from .entry import BibEntry, split_year

# "TY  - JOUR"; exporters differ in the spaces around the hyphen, and "ER  -" may end there.
_TAG_LINE = re.compile(r"^([A-Z][A-Z0-9])\s{1,3}-(?:\s(.*)|\s*)$")
# A tag RIS does not define ("NOTE - …", written by some scripts): its own field, not a
# continuation of the value before it.
_OTHER_TAG = re.compile(r"^([A-Z][A-Z0-9]{2,4})\s{1,3}-(?:\s(.*)|\s*)$")

_AUTHORS = ("AU", "A1")
_EDITORS = ("A2", "ED", "A3")
_TITLES = ("TI", "T1", "CT")
_YEARS = ("PY", "Y1", "DA")
# the container: T2 is Zotero's and EndNote's, JF / JO Mendeley's and Google Scholar's
_JOURNALS = ("T2", "JF", "JO", "JA", "J2", "J1", "BT", "T3")
_SINGLE = {"TI", "T1", "PY", "Y1", "DO", "VL", "IS", "SP", "EP"}


def _records(text: str):
    """(first line, [(tag, value, line)]) per record; a line without a tag continues the value
    before it (wrapped abstracts and titles)."""
    record: list[list] = []
    first = 0
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.lstrip("\ufeff").rstrip()
        match = _TAG_LINE.match(line) or _OTHER_TAG.match(line)
        if match:
            tag, value = match.group(1), (match.group(2) or "").strip()
            if tag == "TY":
                if record:
                    yield first, record, False
                record, first = [[tag, value, number]], number
            elif tag == "ER":
                if record:
                    yield first, record, True
                record = []
            elif record:
                record.append([tag, value, number])
            else:   # a field before any TY: a record whose TY line is missing
                record, first = [["TY", "", number], [tag, value, number]], number
        elif line.strip() and record:
            record[-1][1] = (record[-1][1] + " " + line.strip()).strip()
    if record:
        yield first, record, False


def _pages(values: dict) -> str:
    start, end = _first(values, ("SP",)), _first(values, ("EP",))
    if start and end and end != start and "-" not in start:
        return f"{start}-{end}"
    return start or end


def _first(values: dict, tags) -> str:
    for tag in tags:
        for value in values.get(tag, []):
            if value:
                return value
    return ""


def _pmid(values: dict) -> str:
    """``AN`` is an accession number: a PMID only when the record says it came from PubMed or
    MEDLINE (``DB`` / ``DP``), or the number says so ("PMID: 123")."""
    text = " ".join(values.get("AN", []) + values.get("N1", []) + values.get("M2", []))
    match = re.search(r"PMID\s*:?\s*(\d{1,8})\b", text, re.I)
    if match:
        return match.group(1)
    source = " ".join(values.get("DB", []) + values.get("DP", [])).lower()
    accession = _first(values, ("AN",))
    if re.search(r"pubmed|medline|nlm", source) and re.fullmatch(r"\d{1,8}", accession):
        return accession
    return ""


def _entry(first: int, record: list, closed: bool, file: str, taken: set[str]) -> BibEntry:
    values: dict[str, list[str]] = {}
    notes: list[str] = []
    for tag, value, _ in record:
        values.setdefault(tag, []).append(value)
    for tag in sorted(_SINGLE & values.keys()):
        if len([v for v in values[tag] if v]) > 1:
            notes.append(f"{tag} given {len(values[tag])} times: kept the first")
    if not closed:
        notes.append("record not closed by an 'ER  -' line (file cut short?)")
    if not values.get("TY", [""])[0]:
        notes.append("record has no 'TY  -' line")
    authors, name_notes, guessed = read_names([v for t in _AUTHORS for v in values.get(t, [])])
    if not authors:
        authors, name_notes, guessed = read_names([v for t in _EDITORS for v in values.get(t, [])])
        if authors:
            notes.append("no author: the editors are listed as authors")
    notes += name_notes
    kind = values.get("TY", [""])[0]
    title = _first(values, _TITLES)
    journals = _JOURNALS
    if not title and kind in ("BOOK", "EBOOK", "EDBOOK"):
        title, journals = _first(values, ("BT", "T2")), ("T3",)
    fields = {
        "title": title, "year": _first(values, _YEARS),
        "journal": _first(values, journals), "volume": _first(values, ("VL",)),
        "number": _first(values, ("IS", "CP")), "pages": _pages(values),
        "doi": _first(values, ("DO", "DI")), "url": _first(values, ("UR", "L2")),
        "pmid": _pmid(values), "publisher": _first(values, ("PB",)),
        "langid": _first(values, ("LA",)).lower(),
        "note": " ".join(values.get("N1", []) + values.get("M3", [])),
    }
    key = _first(values, ("ID",))
    if not key or key.lower() in taken:
        key = author_year_key(authors, split_year(fields["year"])[0], taken)
    else:
        taken.add(key.lower())
    raw = "\n".join(f"{tag}  - {value}" for tag, value, _ in record)
    return structured_entry(key, kind, fields, authors, raw=raw, file=file, line=first,
                            notes=notes, guessed=("authors",) if guessed else ())


def read_ris(text: str, file: str) -> list[BibEntry]:
    taken: set[str] = set()
    return [_entry(first, record, closed, file, taken) for first, record, closed in _records(text)]
