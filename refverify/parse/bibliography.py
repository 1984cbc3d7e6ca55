"""Bibliography entries from .bib files (bibtexparser v2) and, via ``reflist``, from the numbered
or APA reference list written in the document.

Field rules are small named functions applied to the decoded fields of each entry, in the spirit
of bibtexparser's middlewares: one job each.
"""
from __future__ import annotations

import logging
import re
from pathlib import Path

import bibtexparser
from bibtexparser.middlewares import NormalizeFieldKeys
from bibtexparser.model import DuplicateBlockKeyBlock, Entry, Field, ImplicitComment, ParsingFailedBlock

from ..core.certainty import Certainty
from ..core.work import BibSide
from ..errors import RefverifyError
from .bibtex_names import People, split_people
from .entry import (PLACEHOLDER_AUTHORS, BibEntry, BibResult, clean_space,  # noqa: F401 (said of bibliography)
                    entry_from_fields, latex_to_text, normalize_pages, placeholder_authors,
                    split_year, unescape)
from .bibtex_tolerant import SWALLOWED_FIELD, read_entry
from .documents import ParseContext, check_size, context_or_default, decode_text

# Failed blocks are reported in BibResult.errors; bibtexparser's own warnings would repeat them.
logging.getLogger("bibtexparser").setLevel(logging.ERROR)

# --- .bib files ---------------------------------------------------------------------------

_TEXT_FIELDS = ("title", "journal", "journaltitle", "booktitle", "publisher", "school",
                "institution", "organization", "series", "howpublished", "note")


def _field_values(entry: Entry) -> tuple[dict, People]:
    """Decoded text fields and the persons (editors when no author), read by ``split_people``."""
    fields: dict = {}
    people = None
    for item in entry.fields:
        if item.key in ("author", "editor"):
            if item.key == "author" or people is None:
                people = item.value
            continue
        value = str(item.value)
        fields[item.key] = latex_to_text(value) if item.key in _TEXT_FIELDS else unescape(value)
    return fields, split_people(str(people or ""), latex_to_text)


def _noted(entry: BibEntry, people: People) -> BibEntry:
    """The notes and the author certainty of a guessed name split, on the entry."""
    entry.notes.extend(people.notes)
    if people.guessed:
        entry.certainty["authors"] = Certainty.GUESSED.value
    return entry


def _failure_cause(error) -> str:
    reason = clean_space(getattr(error, "abort_reason", "") or str(error or "")) or "parse error"
    if "closing `}`" in reason:
        return f"unbalanced braces ({reason})"
    if reason.startswith("Duplicate field keys"):
        return reason.split(". Note:")[0]
    return reason


def _failed_key(raw: str) -> str:
    match = re.match(r"\s*@\w+\s*[{(]\s*([^,\s]+)", raw)
    return match.group(1) if match else "?"


def _inherit_crossref(parsed: list[tuple[BibEntry, dict, list[str], bool, Entry]], errors: list[str]):
    """biblatex/BibTeX crossref: a child takes every field it lacks from its parent; the
    parent's title becomes the child's booktitle (a chapter in a book, a paper in proceedings)."""
    by_key = {entry.key.lower(): (fields, authors, truncated) for entry, fields, authors, truncated, _ in parsed}
    result = []
    for entry, fields, authors, truncated, block in parsed:
        parent_key = fields.get("crossref", "").strip()
        if parent_key:
            parent = by_key.get(parent_key.lower())
            if parent is None:
                errors.append(f"{entry.file}:{entry.line}: entry '{entry.key}': crossref "
                              f"'{parent_key}' not found")
            else:
                parent_fields, parent_authors, parent_truncated = parent
                merged = dict(parent_fields)
                if "title" in parent_fields:
                    merged.setdefault("booktitle", parent_fields["title"])
                    merged.pop("title")
                merged.update(fields)
                fields = merged
                if not authors:
                    authors, truncated = parent_authors, parent_truncated
                child = entry_from_fields(entry.key, entry.entry_type, fields, authors, truncated,
                                           entry.raw, entry.file, entry.line)
                child.notes, child.certainty = entry.notes, entry.certainty
                entry = child
        result.append(entry)
    return result


def _read_one(path: Path, errors: list[str], embedded: tuple | None, ctx: ParseContext) -> list[tuple]:
    """``embedded``: (text, file, first line) of a .bib held in the manuscript (filecontents)."""
    if embedded is not None:
        text, held_in, first = embedded
        entries = _read_other_format(text, f"{held_in}", path.suffix)
        entries = entries if entries is not None else _read_bibtex(text, f"{held_in}", errors)
        for entry, *_ in entries:
            entry.line = (entry.line or 1) + first - 1
        return entries
    check_size(path, ctx)
    try:
        data = path.read_bytes()
    except FileNotFoundError as exc:
        raise RefverifyError(f"{path}: bibliography file not found") from exc
    except OSError as exc:
        raise RefverifyError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    if not data.strip():
        raise RefverifyError(f"{path}: file is empty")
    text = decode_text(data, path, ctx.encodings)
    from .bib_formats import holds_bibtex
    if path.suffix.lower() == ".bbl" and not holds_bibtex(text):  # biber's output, read in place of a missing .bib
        from .bbl_biblatex import read_biblatex_bbl
        return [(e, {}, e.authors, e.authors_truncated, None)
                for e in read_biblatex_bbl(text, str(path))]
    entries = _read_other_format(text, str(path), path.suffix)
    return entries if entries is not None else _read_bibtex(text, str(path), errors)


def _read_other_format(text: str, name: str, suffix: str) -> list[tuple] | None:
    """CSL-JSON / CSL-YAML, RIS, MEDLINE or EndNote XML (by content and extension; see
    ``bib_formats``); None for BibTeX."""
    from .bib_formats import read_structured
    entries = read_structured(text, name, suffix)
    if entries is None:
        return None
    return [(e, {}, e.authors, e.authors_truncated, None) for e in entries]


# an entry's opening at a line's start, as in "@article{key," (not "@comment", "@preamble", "@string")
_ENTRY_START = re.compile(r"(?m)^[ \t]*@[ \t]*(?!(?:comment|preamble|string)\b)[A-Za-z]+\s*[{(]", re.I)


def _read_bibtex(text: str, name: str, errors: list[str]) -> list[tuple]:
    """Every entry of a .bib text, in file order: read by bibtexparser, or by the tolerant
    reader where bibtexparser refused or mis-read it, or kept as unreadable; never dropped."""
    # BibTeX lets space part "@" from the type ("@ misc{key,"), which bibtexparser takes for a comment
    text = re.sub(r"(?m)^([ \t]*@)[ \t]+(?=[A-Za-z]+[ \t]*[{(])", r"\1", text)
    library = bibtexparser.parse_string(text, append_middleware=[NormalizeFieldKeys()])
    strings = {s.key: str(s.value) for s in library.strings}
    parsed, dropped = [], []
    for block in library.blocks:
        line = (block.start_line or 0) + 1
        if isinstance(block, DuplicateBlockKeyBlock):
            errors.append(f"{name}:{line}: duplicate key '{block.key}' (kept the first)")
            dropped.append((block.key, f"{name}:{line}"))
        elif isinstance(block, ParsingFailedBlock):
            parsed.append(_tolerant_entry(block.raw, name, line, strings, errors,
                                          _failure_cause(block.error)))
        elif isinstance(block, ImplicitComment):
            # text bibtexparser passed over as a comment that opens an entry all the same: never dropped
            for start in _ENTRY_START.finditer(block.comment):
                raw = block.comment[start.start():]
                raw = raw[:m.start()] if (m := _ENTRY_START.search(raw, 1)) else raw
                parsed.append(_tolerant_entry(raw, name, line + block.comment[:start.start()].count("\n"), strings,
                                              errors, "an entry bibtexparser took for a comment"))
        elif isinstance(block, Entry):
            if not any(f.key and str(f.value).strip() for f in block.fields):
                # "@article{key, }" / "title = }": nothing to check, and no fabrication either
                parsed.append(_tolerant_entry(block.raw, name, line, strings, errors, "no field"))
                continue
            if any(SWALLOWED_FIELD.search(str(f.value)) for f in block.fields):
                # "author={A B} title={T}": a missing comma makes bibtexparser swallow a field
                parsed.append(_tolerant_entry(block.raw, name, line, strings, errors,
                                              "a field swallowed by the one before it (missing comma?)"))
                continue
            fields, people = _field_values(block)
            entry = entry_from_fields(block.key, block.entry_type, fields, people.names, people.truncated,
                                       block.raw.strip(), name, line)
            parsed.append((_noted(entry, people), fields, people.names, people.truncated, block))
    for key, where in dropped:
        kept = next((e for e, *_ in parsed if e.key == key), None)
        if kept is not None:
            kept.notes.append(f"another entry with the key '{key}' ({where}) was ignored: this one, "
                              "the first, is checked")
    return parsed


# BibEntry field each .bib field fills, for the certainty of a field read by a guess.
_CERTAINTY_FIELD = {"author": "authors", "editor": "authors", "journaltitle": "journal",
                    "booktitle": "journal", "date": "year", "number": "issue"}


def _tolerant_entry(raw: str, name: str, line: int, strings: dict, errors: list[str],
                    cause: str) -> tuple:
    reading = read_entry(raw, strings)
    raw = raw.strip()
    whole = [f for f in reading.fields if f not in reading.guessed]
    if reading.unreadable or not whole:
        why = reading.unreadable or "; ".join(reading.notes) or cause
        key = reading.key or _failed_key(raw)
        key = key if key != "?" else f"nokey-L{line}"
        errors.append(f"{name}:{line}: could not read entry '{key}': {why}")
        entry = BibEntry(key=key, entry_type=reading.entry_type, raw=raw, origin="bib", file=name,
                         line=line, unreadable=True, notes=[f"could not read this entry: {why}"])
        return entry, {}, [], False, None
    key = reading.key or f"nokey-L{line}"
    block = Entry(reading.entry_type, key, [Field(k, v) for k, v in reading.fields.items()])
    fields, people = _field_values(block)
    entry = entry_from_fields(key, reading.entry_type, fields, people.names, people.truncated, raw,
                               name, line)
    entry.notes.append(f"read by the tolerant reader (bibtexparser: {cause})")
    entry.notes.extend(reading.notes)
    for guessed in sorted(reading.guessed):
        entry.certainty[_CERTAINTY_FIELD.get(guessed, guessed)] = Certainty.GUESSED.value
    errors.append(f"{name}:{line}: entry '{key}' read by the tolerant reader: "
                  + "; ".join(reading.notes or [cause]))
    return _noted(entry, people), fields, people.names, people.truncated, block


def _another_work_of_another_format(entry: BibEntry, first: BibEntry) -> bool:
    """Two entries of one key from files other than BibTeX (whose keys the reader may have
    made), with different titles: two works, not a duplicate."""
    bibtex = entry.raw.lstrip().startswith("@") or first.raw.lstrip().startswith("@")
    return not bibtex and entry.file != first.file and \
        clean_space(entry.title).lower() != clean_space(first.title).lower()


def read_bib_files(paths, embedded: dict | None = None, ctx: ParseContext | None = None) -> BibResult:
    """Parse one or several .bib files. An entry bibtexparser refuses is read tolerantly or kept
    as unreadable (``BibEntry.unreadable``), and reported in ``errors``; none is dropped. A missing, empty or unreadable file raises RefverifyError.
    ``embedded`` maps a path to the (text, file, line) of a filecontents environment; ``ctx`` is the
    parse's (its size limit; it records each file's encoding)."""
    ctx = context_or_default(ctx)
    result = BibResult()
    parsed: list[tuple] = []
    for path in paths:
        path = Path(path)
        try:
            parsed.extend(_read_one(path, result.errors, (embedded or {}).get(path), ctx))
        except RefverifyError:
            raise
        except Exception as exc:  # the parser itself gave up on the file
            result.errors.append(f"{path}: could not be parsed ({type(exc).__name__}: {exc})")
            result.keys_enumerated = False
    seen: dict[str, BibEntry] = {}
    unique = []
    for item in parsed:
        entry = item[0]
        first = seen.get(entry.key.lower())
        if first is not None and _another_work_of_another_format(entry, first):
            # RIS / EndNote / MEDLINE keys are made per file from author and year: a second file's
            # "Smith2020" is another work, kept under a key of its own, never dropped
            old, n = entry.key, 0
            while entry.key.lower() in seen:
                n += 1
                entry.key = f"{old}-{n + 1}"
            entry.notes.append(f"key '{old}' was taken by {first.file}:{first.line}; read as '{entry.key}'")
            first = None
        if first is not None:
            result.errors.append(f"{entry.file}:{entry.line}: duplicate key '{entry.key}' "
                                 f"(kept the first, {first.file}:{first.line})")
            first.notes.append(f"another entry with the key '{entry.key}' ({entry.file}:{entry.line}) "
                               "was ignored: this one, the first, is checked")
            continue
        seen[entry.key.lower()] = entry
        unique.append(item)
    result.entries = _inherit_crossref(unique, result.errors)
    return result


def parse_reference_list(lines: list[tuple[int, str]], file: str) -> list[BibEntry]:
    """Entries of the reference list written in the document (GB/T 7714, Vancouver, APA,
    \\bibitem). See ``reflist``."""
    from .reflist import parse_reference_lines
    return parse_reference_lines(lines, file)


def bib_entry_to_ref_fields(entry: BibEntry) -> dict:
    """The ``Ref`` fields an entry fills (``bib``, ``entry_type``, ``key``, ``number``)."""
    return {
        "key": entry.key, "number": entry.number, "entry_type": entry.entry_type,
        "bib": BibSide(title=entry.title, authors="; ".join(entry.authors), author_list=list(entry.authors),
                       authors_truncated=entry.authors_truncated, year=entry.year, year_suffix=entry.year_suffix,
                       journal=entry.journal, volume=entry.volume, issue=entry.issue, pages=entry.pages,
                       pmid=entry.pmid, doi=entry.doi, arxiv=entry.arxiv, url=entry.url, publisher=entry.publisher,
                       language=entry.language, raw=entry.raw, origin=entry.origin, file=entry.file,
                       line=entry.line, certainty=dict(entry.certainty), notes=list(entry.notes),
                       unreadable=entry.unreadable),
        # an entry that could not be read is not looked up as if it were a fabrication (Step B)
        **({"existence": "unreadable", "existence_note": unreadable_note(entry)} if entry.unreadable else {}),
    }


def unreadable_note(entry: BibEntry) -> str:
    """"could not read this entry: <why>" (the entry's note saying so, or a plain one)."""
    return next((n for n in entry.notes if n.startswith("could not read this entry")),
                "could not read this entry")
