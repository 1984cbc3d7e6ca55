"""PubMed's MEDLINE format (``.nbib``, "Send to → Citation manager"; ``.txt`` from "Save →
PubMed format"): a record per ``PMID- `` line, four-character tags padded to "TAG - ", values
continued on lines indented by six spaces. Each record becomes a ``BibEntry``.
"""
from __future__ import annotations

import re

from .bib_structured import author_year_key, structured_entry, written_name
from .entry import BibEntry, split_year

_TAG_LINE = re.compile(r"^([A-Z]{2,4})\s*-\s(.*)$|^([A-Z]{2,4})\s*-$")
_ID_KIND = re.compile(r"^(.*?)\s*\[(\w+)\]\s*$")


def _records(text: str):
    record: list[list] = []
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.lstrip("\ufeff").rstrip()
        match = _TAG_LINE.match(line)
        if match:
            tag, value = match.group(1) or match.group(3), (match.group(2) or "").strip()
            if tag == "PMID" and record:
                yield record
                record = []
            record.append([tag, value, number])
        elif line.startswith(" ") and record and line.strip():
            record[-1][1] = (record[-1][1] + " " + line.strip()).strip()
        elif not line.strip() and record and any(t == "PMID" for t, _, _ in record):
            continue       # blank lines separate records; the next PMID starts one
    if record:
        yield record


def _identifiers(values: dict, kind: str) -> list[str]:
    """"10.1000/x [doi]" of LID / AID lines, by the kind in brackets."""
    found = []
    for value in values.get("LID", []) + values.get("AID", []):
        match = _ID_KIND.match(value)
        if match and match.group(2).lower() == kind:
            found.append(match.group(1))
    return found


def _title(text: str) -> str:
    """MEDLINE ends every title with a period; a .bib title has none."""
    return text[:-1] if text.endswith(".") and not text.endswith("..") else text


def _entry(record: list, file: str, taken: set[str]) -> BibEntry:
    values: dict[str, list[str]] = {}
    for tag, value, _ in record:
        values.setdefault(tag, []).append(value)
    first = lambda *tags: next((v for t in tags for v in values.get(t, []) if v), "")  # noqa: E731
    notes = []
    # FAU is the full name ("Smith, John A"); AU the initials ("Smith JA"); CN a group author
    authors = [written_name(v) for v in values.get("FAU", [])] or \
        [written_name(v) for v in values.get("AU", [])]
    authors += [v for v in values.get("CN", []) if v]
    if not authors and values.get("FED"):
        authors = [written_name(v) for v in values["FED"]]
        notes.append("no author: the editors are listed as authors")
    kind = "JOUR" if first("TA", "JT") else ("BOOK" if first("BTI") else "")
    fields = {
        "title": _title(first("TI", "BTI", "TT")), "year": first("DP", "DEP", "EDAT"),
        "journal": first("JT", "TA"), "volume": first("VI"), "number": first("IP"),
        "pages": first("PG"), "doi": next(iter(_identifiers(values, "doi")), ""),
        "pmid": first("PMID"), "publisher": first("PB", "PL"),
        "langid": {"eng": "en", "chi": "zh"}.get(first("LA"), first("LA")),
    }
    if not first("TI") and first("TT"):
        notes.append("title is the English translation (TT): the original title is missing")
    key = first("PMID")
    if not key or key.lower() in taken:
        key = author_year_key(authors, split_year(fields["year"])[0], taken)
    else:
        taken.add(key.lower())
    raw = "\n".join(f"{tag:<4}- {value}" for tag, value, _ in record)
    return structured_entry(key, kind, fields, authors, raw=raw, file=file, line=record[0][2],
                            notes=notes)


def read_medline(text: str, file: str) -> list[BibEntry]:
    taken: set[str] = set()
    return [_entry(record, file, taken) for record in _records(text)]
