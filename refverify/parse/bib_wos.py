"""Web of Science "Plain text" exports (``savedrecs.txt``): ``FN Clarivate Analytics Web of
Science`` / ``VR 1.0``, then records from ``PT J`` to ``ER``, two-letter tags, a value continued
on lines indented by three spaces (one name per line for ``AU`` / ``AF``). Each record becomes a
``BibEntry`` (see ``bib_structured``).
"""
from __future__ import annotations

import re

from .bib_structured import author_year_key, structured_entry, written_name
from .entry import BibEntry, split_year

_TAG_LINE = re.compile(r"^([A-Z][A-Z0-9])(?: (.*))?$")
_ONE_PER_LINE = {"AU", "AF", "CA", "BA", "BF", "BE", "CR", "C1", "C3", "RP", "EM", "OI", "RI"}
_TYPES = {"J": "JOUR", "B": "BOOK", "S": "JOUR", "P": "PAT"}


def _records(text: str):
    record: list[list] = []
    last = ""
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.lstrip("\ufeff").rstrip()
        if line.startswith("   ") and record:
            value = line.strip()
            if last in _ONE_PER_LINE:
                record.append([last, value, number])
            else:
                record[-1][1] = (record[-1][1] + " " + value).strip()
            continue
        match = _TAG_LINE.match(line)
        if not match:
            continue
        tag, value = match.group(1), (match.group(2) or "").strip()
        last = tag
        if tag in ("FN", "VR", "EF"):
            continue
        if tag == "PT":
            if record:
                yield record, False
            record = [[tag, value, number]]
        elif tag == "ER":
            if record:
                yield record, True
            record = []
        elif record:
            record.append([tag, value, number])
    if record:
        yield record, False


def _entry(record: list, closed: bool, file: str, taken: set[str]) -> BibEntry:
    values: dict[str, list[str]] = {}
    for tag, value, _ in record:
        values.setdefault(tag, []).append(value)
    first = lambda *tags: next((v for t in tags for v in values.get(t, []) if v), "")  # noqa: E731
    notes = [] if closed else ["record not closed by an 'ER' line (file cut short?)"]
    # AF holds the full names ("LeCun, Yann"), AU the short ones ("LeCun, Y"); CA a group
    authors = [written_name(v) for v in values.get("AF", []) or values.get("AU", []) if v]
    authors += [v for v in values.get("CA", []) if v]
    kind = _TYPES.get(first("PT"), "GEN")
    if "proceedings" in first("DT").lower():
        kind = "CONF"
    start, end = first("BP"), first("EP")
    fields = {
        "title": first("TI"), "year": first("PY", "EA", "PD"),
        "journal": first("SO", "SE", "JI", "J9"), "volume": first("VL"), "number": first("IS"),
        "pages": f"{start}-{end}" if start and end and start != end else (start or first("AR")),
        "doi": first("DI"), "pmid": first("PM"), "publisher": first("PU"),
        "langid": first("LA").lower(),
    }
    key = author_year_key(authors, split_year(fields["year"])[0], taken)
    raw = "\n".join(f"{tag} {value}" for tag, value, _ in record)
    return structured_entry(key, kind, fields, authors, raw=raw, file=file, line=record[0][2],
                            notes=notes)


def read_wos(text: str, file: str) -> list[BibEntry]:
    taken: set[str] = set()
    return [_entry(record, closed, file, taken) for record, closed in _records(text)]
