"""EndNote's tagged export (``.enw``, the refer format journal sites offer as "EndNote"):
``%0 Journal Article``, ``%A`` per author, ``%T`` title, ``%J`` journal, ``%D`` year, ``%R`` DOI;
a record from one ``%0`` (or blank line) to the next. Each becomes a ``BibEntry``.
"""
from __future__ import annotations

import re

from .bib_structured import author_year_key, read_names, structured_entry
from .entry import BibEntry, split_year

_TAG_LINE = re.compile(r"^%([0-9A-Z@!#$&()*+^~>\]<\[|?])(?:\s(.*))?$")


def _records(text: str):
    record: list[list] = []
    for number, line in enumerate(text.split("\n"), start=1):
        line = line.lstrip("\ufeff").rstrip()
        match = _TAG_LINE.match(line)
        if match:
            if match.group(1) == "0" and record:
                yield record
                record = []
            record.append([match.group(1), (match.group(2) or "").strip(), number])
        elif not line.strip():
            if record:
                yield record
            record = []
        elif record:
            record[-1][1] = (record[-1][1] + " " + line.strip()).strip()
    if record:
        yield record


def _entry(record: list, file: str, taken: set[str]) -> BibEntry:
    values: dict[str, list[str]] = {}
    for tag, value, _ in record:
        values.setdefault(tag, []).append(value)
    first = lambda *tags: next((v for t in tags for v in values.get(t, []) if v), "")  # noqa: E731
    notes = []
    authors, name_notes, guessed = read_names(values.get("A", []))
    if not authors and values.get("E"):
        authors, name_notes, guessed = read_names(values["E"])
        notes.append("no author: the editors are listed as authors")
    notes += name_notes
    kind = first("0")
    title = first("T")
    fields = {
        "title": title, "year": first("D", "8"), "journal": first("J", "B", "S"),
        "volume": first("V"), "number": first("N"), "pages": first("P"), "doi": first("R"),
        "url": first("U"), "publisher": first("I"), "langid": first("G").lower(),
        "note": " ".join(values.get("Z", []) + values.get("M", [])),
    }
    label = first("F")
    key = label if label and " " not in label and label.lower() not in taken else ""
    if key:
        taken.add(key.lower())
    else:
        key = author_year_key(authors, split_year(fields["year"])[0], taken)
    raw = "\n".join(f"%{tag} {value}" for tag, value, _ in record)
    return structured_entry(key, kind, fields, authors, raw=raw, file=file, line=record[0][2],
                            notes=notes, guessed=("authors",) if guessed else ())


def read_refer(text: str, file: str) -> list[BibEntry]:
    taken: set[str] = set()
    return [_entry(record, file, taken) for record in _records(text)]
