"""EndNote XML bibliographies (EndNote "Export → XML", Zotero's and Mendeley's EndNote XML):
``<xml><records><record>…`` with ``<contributors><authors><author>``, ``<titles><title>``,
``<dates><year>``, ``<electronic-resource-num>``. EndNote wraps each text in ``<style face=…>``
runs (several when part of a title is in italics): a field's text is all its runs joined.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from ..errors import RefverifyError
from .bib_structured import author_year_key, line_of, read_names, structured_entry
from .entry import BibEntry, clean_space, split_year


def _text(element) -> str:
    return clean_space("".join(element.itertext())) if element is not None else ""


def _all(record, path: str) -> list[str]:
    return [t for t in (_text(e) for e in record.findall(path)) if t]


def _first(record, *paths: str) -> str:
    for path in paths:
        for element in record.findall(path):
            text = _text(element)
            if text:
                return text
    return ""


def _pmid(record) -> str:
    source = (_first(record, "remote-database-name") + " " + _first(record, "remote-database-provider")).lower()
    accession = _first(record, "accession-num")
    if re.fullmatch(r"\d{1,8}", accession) and re.search(r"pubmed|medline|nlm", source):
        return accession
    match = re.search(r"PMID\s*:?\s*(\d{1,8})\b", accession + " " + _first(record, "notes"), re.I)
    return match.group(1) if match else ""


def _entry(record, raw: str, line: int | None, file: str, taken: set[str]) -> BibEntry:
    notes = []
    authors, name_notes, guessed = read_names(_all(record, "contributors/authors/author"))
    if not authors:
        authors, name_notes, guessed = read_names(_all(record, "contributors/secondary-authors/author"))
        if authors:
            notes.append("no author: the editors are listed as authors")
    notes += name_notes
    ref_type = record.find("ref-type")
    kind = (ref_type.get("name") if ref_type is not None else "") or ""
    journal_paths = ["titles/secondary-title", "periodical/full-title", "alt-periodical/full-title",
                     "periodical/abbr-1", "titles/alt-title"]
    title = _first(record, "titles/title")
    if not title and kind in ("Book", "Edited Book", "Electronic Book"):
        title, journal_paths = _first(record, "titles/secondary-title"), ["titles/tertiary-title"]
    fields = {
        "title": title,
        "year": _first(record, "dates/year", "dates/pub-dates/date"),
        "journal": _first(record, *journal_paths), "volume": _first(record, "volume"),
        "number": _first(record, "number", "issue"), "pages": _first(record, "pages"),
        "doi": _first(record, "electronic-resource-num"), "pmid": _pmid(record),
        "url": _first(record, "urls/related-urls/url", "urls/web-urls/url"),
        "publisher": _first(record, "publisher"), "langid": _first(record, "language").lower(),
        "note": _first(record, "notes"),
    }
    label = _first(record, "label")
    key = label if label and " " not in label and label.lower() not in taken else ""
    if key:
        taken.add(key.lower())
    else:
        key = author_year_key(authors, split_year(fields["year"])[0], taken)
    return structured_entry(key, kind, fields, authors, raw=raw, file=file, line=line, notes=notes,
                            guessed=("authors",) if guessed else ())


_STRAY_AMP = re.compile(r"&(?!(?:[A-Za-z][\w.-]*|#\d+|#x[0-9A-Fa-f]+);)")
_RECORD = re.compile(r"<record[\s>].*?</record\s*>", re.I | re.S)


def read_endnote_xml(text: str, file: str) -> list[BibEntry]:
    """Every ``<record>``. A file that is not well-formed XML (a bare "&" in a title, a record
    cut short) is read record by record: a record that still cannot be parsed is kept as
    unreadable with the parser's cause."""
    text = text.lstrip("\ufeff")
    try:
        root = ET.fromstring(text.encode("utf-8"))
    except ET.ParseError as exc:
        return _read_record_by_record(text, file, str(exc))
    return _entries(root, text, file)


def _entries(root, text: str, file: str, notes: list[str] | None = None) -> list[BibEntry]:
    if root.tag.isupper():
        _lower_tags(root)
    records = list(root.iter("record"))
    if not records:
        raise RefverifyError(f"{file}: no <record> in this XML (not an EndNote XML export)")
    starts = [m.start() for m in re.finditer(r"<record[\s>]", text, re.I)]
    taken: set[str] = set()
    entries = []
    for index, record in enumerate(records):
        offset = starts[index] if index < len(starts) else -1
        raw = ET.tostring(record, encoding="unicode")
        entry = _entry(record, raw, line_of(text, offset) if offset >= 0 else None, file, taken)
        entry.notes += notes or []
        entries.append(entry)
    return entries


def _read_record_by_record(text: str, file: str, cause: str) -> list[BibEntry]:
    matches = list(_RECORD.finditer(text))
    if not matches:
        raise RefverifyError(f"{file}: not valid EndNote XML ({cause})")
    upper = bool(re.search(r"<RECORD[\s>]", text))
    entries: list[BibEntry] = []
    taken: set[str] = set()
    for match in matches:
        chunk, note = match.group(0), []
        fixed = _STRAY_AMP.sub("&amp;", chunk)
        if fixed != chunk:
            note = ["a bare '&' in this record read as a character (the file is not well-formed XML)"]
        wrapper = "<XML><RECORDS>{}</RECORDS></XML>" if upper else "<xml><records>{}</records></xml>"
        try:
            root = ET.fromstring(wrapper.format(fixed).encode("utf-8"))
        except ET.ParseError as exc:
            line = line_of(text, match.start())
            entry = BibEntry(key=f"record-line-{line}", raw=chunk, file=file, line=line,
                             unreadable=True)
            entry.notes.append(f"could not read this record: not well-formed XML ({exc})")
            entries.append(entry)
            continue
        for entry in _entries(root, chunk, file, note):
            if entry.key.lower() in taken:
                entry.key = author_year_key(entry.authors, entry.year, taken)
            taken.add(entry.key.lower())
            entry.line = line_of(text, match.start())
            entries.append(entry)
    return entries


# The older upper-case EndNote XML (``<XML><RECORDS><RECORD><REFERENCE_TYPE>0</REFERENCE_TYPE>
# <AUTHORS><AUTHOR>…<YEAR>…<TITLE>…<SECONDARY_TITLE>``) that EndNote still imports: its tags
# lower-cased with "-" for "_"; authors and year sit right under the record, the type is a number.
_OLD_TYPES = {"0": "Journal Article", "1": "Book", "2": "Thesis", "3": "Conference Proceedings",
              "5": "Newspaper Article", "7": "Book Section", "10": "Report", "13": "Generic",
              "16": "Web Page", "17": "Journal Article", "47": "Conference Paper"}


def _lower_tags(root) -> None:
    for element in root.iter():
        element.tag = element.tag.lower().replace("_", "-")
    for record in root.iter("record"):
        kind = record.find("reference-type")
        if kind is not None and record.find("ref-type") is None:
            record.append(ET.Element("ref-type", name=_OLD_TYPES.get((kind.text or "").strip(), "Generic")))
        for name, parent in (("authors", "contributors"), ("title", "titles"),
                             ("secondary-title", "titles"), ("year", "dates"), ("url", "urls/related-urls")):
            element = record.find(name)
            if element is not None and record.find(f"{parent}/{element.tag}") is None:
                holder = record
                for part in parent.split("/"):
                    holder = holder.find(part) if holder.find(part) is not None else ET.SubElement(holder, part)
                record.remove(element)
                holder.append(element)
        if record.find("urls/related-urls/url") is not None and record.find("electronic-resource-num") is None:
            url = _text(record.find("urls/related-urls/url"))
            if url.startswith("10."):          # a DOI written where the URL goes
                ET.SubElement(record, "electronic-resource-num").text = url
