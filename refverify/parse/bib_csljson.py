"""CSL-JSON and CSL-YAML bibliographies: Zotero's (Better) CSL JSON, pandoc ``--to csljson``,
Quarto and Mendeley exports, ``references.yaml`` and the ``references:`` block of a pandoc
Markdown header. Each item becomes a ``BibEntry`` (see ``bib_structured``).
"""
from __future__ import annotations

import bisect
import datetime
import json
import re

from ..core.text import valid_unicode
from ..errors import RefverifyError
from .bib_structured import author_year_key, person, structured_entry, written_name
from .entry import BibEntry, split_year

_TAG = re.compile(r"</?(?:i|b|em|strong|sup|sub|span|sc)(?:\s[^<>]*)?>", re.I)


def _text(value) -> str:
    """A CSL value as text: numbers as written, a list (Mendeley writes container-title as a
    one-item list) by its first item, rich-text tags (<i>, <sup>) dropped."""
    if isinstance(value, list):
        value = value[0] if value else ""
    if value is None or isinstance(value, dict):
        return ""
    return _TAG.sub("", str(value)).strip()


def _name(value) -> str:
    if isinstance(value, str):
        return written_name(value)
    if not isinstance(value, dict):
        return ""
    if value.get("literal"):
        return _text(value["literal"])
    family = " ".join(_text(value.get(p)) for p in ("non-dropping-particle", "family")
                      if value.get(p))
    given = " ".join(_text(value.get(p)) for p in ("given", "dropping-particle") if value.get(p))
    return person(family, given, _text(value.get("suffix")))


def _year(value) -> str:
    """The year of a CSL date in any of its written forms: {"date-parts": [[2020, 3]]},
    {"raw": "2020-03"}, {"literal": …}, pandoc-citeproc's [{year: 2020}], a bare 2020 or an
    EDTF string (YAML may hand it over as a date)."""
    if isinstance(value, (datetime.date, int)):
        return str(getattr(value, "year", value))
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return _year(value[0]) if value else ""
    if not isinstance(value, dict):
        return ""
    parts = value.get("date-parts")
    if isinstance(parts, list) and parts and isinstance(parts[0], list) and parts[0]:
        return str(parts[0][0])
    for name in ("year", "raw", "literal"):
        if value.get(name):
            return str(value[name])
    return ""


def _fields(item: dict) -> dict:
    note = " ".join(_text(item.get(k)) for k in ("note", "number") if item.get(k))
    if str(item.get("type", "")) in ("article", "paper-conference", "report") and \
            "arxiv" in _text(item.get("publisher")).lower() and item.get("number"):
        note = f"arXiv:{_text(item['number'])} {note}"
    return {
        "title": _text(item.get("title")),
        "year": _year(item.get("issued")),
        "journal": _text(item.get("container-title")) or _text(item.get("event-title"))
        or _text(item.get("container-title-short")) or _text(item.get("journalAbbreviation")),
        "volume": _text(item.get("volume")),
        "number": _text(item.get("issue")),
        "pages": _text(item.get("page")),
        "doi": _text(item.get("DOI") or item.get("doi")),
        "pmid": _text(item.get("PMID") or item.get("pmid")),
        "url": _text(item.get("URL") or item.get("url")),
        "publisher": _text(item.get("publisher")),
        "langid": _text(item.get("language")).lower(),
        "note": note,
    }


def csl_item_entry(item, key: str, *, raw: str, file: str, line: int | None) -> BibEntry:
    if not isinstance(item, dict):
        entry = BibEntry(key=key, raw=raw, file=file, line=line, unreadable=True)
        entry.notes.append(f"could not read: a CSL item is a {type(item).__name__}, not a record")
        return entry
    people = item.get("author") or item.get("editor") or []
    notes = []
    if not item.get("author") and item.get("editor"):
        notes.append("no author: the editors are listed as authors")
    if isinstance(people, (str, dict)):
        people = [people]
    authors = [_name(p) for p in people] if isinstance(people, list) else []
    return structured_entry(key, str(item.get("type") or ""), _fields(item), authors, raw=raw,
                            file=file, line=line, notes=notes)


def _item_key(item, taken: set[str]) -> str:
    """The item's ``id`` (Better CSL JSON: the citation key); one made from the first author
    and year when it has none or repeats an earlier one."""
    if not isinstance(item, dict):
        return author_year_key([], None, taken)
    for name in ("id", "citation-key", "citationKey"):
        value = item.get(name)
        if value not in (None, "") and str(value).lower() not in taken:
            taken.add(str(value).lower())
            return str(value)
    people = item.get("author") or []
    first = [_name(people[0])] if isinstance(people, list) and people else []
    return author_year_key(first, split_year(_year(item.get("issued")))[0], taken)


def csl_entries(items, text: str, file: str, first_line: int = 1) -> list[BibEntry]:
    """Entries of a list of CSL items; ``text`` is the file as written (for line numbers)."""
    entries: list[BibEntry] = []
    taken: set[str] = set()
    lines = _id_lines(text)
    for item in items:
        key = _item_key(item, taken)
        found = lines.get(key)
        line = found.pop(0) + first_line - 1 if found else None
        raw = json.dumps(item, ensure_ascii=False, default=str)
        entries.append(csl_item_entry(item, key, raw=raw, file=file, line=line))
    return entries


_ID = re.compile(r"""(?:^|[{,\s])["']?id["']?\s*:\s*["']?([^"'\n,}]+?)["']?\s*(?:[,}\n]|$)""", re.M)


def _id_lines(text: str) -> dict[str, list[int]]:
    """The line of every ``"id": key`` / ``id: key`` in the text, in order, read in one pass."""
    newlines = [m.start() for m in re.finditer("\n", text)]
    lines: dict[str, list[int]] = {}
    for match in _ID.finditer(text):
        lines.setdefault(match.group(1).strip(), []).append(bisect.bisect_left(newlines, match.start(1)) + 1)
    return lines


def _items_of(data, file: str):
    if isinstance(data, list):
        return data
    if isinstance(data, dict):
        for name in ("references", "items"):
            if isinstance(data.get(name), list):
                return data[name]
        if "title" in data or "type" in data:
            return [data]
    raise RefverifyError(f"{file}: not a CSL bibliography (no list of items, no 'references:')")


def read_csl_json(text: str, file: str) -> list[BibEntry]:
    try:
        data = valid_unicode(json.loads(text))      # a \ud83d escape: U+FFFD, not a surrogate
    except json.JSONDecodeError as exc:
        raise RefverifyError(f"{file}: not valid CSL-JSON (line {exc.lineno}: {exc.msg})") from None
    return csl_entries(_items_of(data, file), text, file)


def read_csl_yaml(text: str, file: str, first_line: int = 1) -> list[BibEntry]:
    """A CSL-YAML file (``references:`` list, or a bare list) or a Markdown header's block."""
    import yaml
    try:
        try:
            documents = [valid_unicode(d) for d in yaml.safe_load_all(text) if d is not None]
        except yaml.YAMLError:
            # tabs after "key:" or "- ", as YAML 1.2 (and pandoc) allow and PyYAML does not: "id:\t\tHaller"
            documents = [valid_unicode(d) for d in yaml.safe_load_all(re.sub(r"(?m)(?<=[:-])[ \t]*\t[ \t]*", " ", text))
                         if d is not None]
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + first_line}: " if mark else ""
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        raise RefverifyError(f"{file}: not valid CSL-YAML ({where}{problem})") from None
    items, found = [], False
    for data in documents:
        if isinstance(data, dict) and "references" not in data and not ("title" in data or "type" in data):
            continue          # another metadata block (title:, author:, output:)
        items += _items_of(data, file)
        found = True
    if not found:
        raise RefverifyError(f"{file}: not a CSL-YAML bibliography (no 'references:' list)")
    return csl_entries(items, text, file, first_line)
