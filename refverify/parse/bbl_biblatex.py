"""The ``.bbl`` that biber writes for biblatex (arXiv sources often ship it without the ``.bib``):
``\\entry{key}{type}{}`` … ``\\endentry`` blocks of ``\\name``, ``\\list``, ``\\field`` and
``\\verb`` data → ``BibEntry`` (origin "document", line of the ``\\entry``).

Small rules, one job each: split the entries, collect the verbatim fields, read the brace
commands, turn a name group into "Family, Given".
"""
from __future__ import annotations

import re

from .entry import BibEntry, entry_from_fields, unescape, latex_to_text

_ENTRY = re.compile(r"^\s*\\entry\s*\{([^}]*)\}\s*\{([^}]*)\}")
_END_ENTRY = re.compile(r"^\s*\\endentry\b")
_VERB_START = re.compile(r"^\s*\\verb\s*\{([^}]*)\}\s*$")
_VERB_LINE = re.compile(r"^\s*\\verb(?:\s|$)(.*)$")
_END_VERB = re.compile(r"^\s*\\endverb\b")
_COMMAND = re.compile(r"\\(name|list|field|true)\s*\{")
_COMMENT = re.compile(r"(?<!\\)%.*$")
# biblatex's name and range punctuation macros, as the characters they print
_NAME_MACROS = [(re.compile(r"\\bibinitperiod\b\s*"), "."),
                (re.compile(r"\\bibinithyphendelim\b\s*"), "-"),
                (re.compile(r"\\bib(?:initdelim|namedelim[a-z]?)\b\s*"), " "),
                (re.compile(r"\\bibrangedash\b\s*"), "-")]
_TEXT_FIELDS = {"title", "journaltitle", "journal", "booktitle", "publisher", "institution",
                "organization", "school", "series", "howpublished", "note"}


def is_biblatex_bbl(text: str) -> bool:
    """A biber .bbl holds ``\\entry{…}`` blocks; a BibTeX .bbl holds ``\\bibitem``s."""
    return bool(re.search(r"^\s*\\entry\s*\{", text, re.M))


def _group(text: str, start: int) -> tuple[str, int]:
    """Content of the brace group whose "{" is at ``text[start]``, and the index after it."""
    depth, index = 0, start
    while index < len(text):
        char = text[index]
        if char == "\\":
            index += 2
            continue
        if char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return text[start + 1:index], index + 1
        index += 1
    return text[start + 1:], len(text)


def _groups(text: str) -> list[str]:
    """The top-level brace groups of ``text`` in order (what lies between them is skipped)."""
    found, index = [], 0
    while True:
        index = text.find("{", index)
        if index == -1:
            return found
        content, index = _group(text, index)
        found.append(content)


def _macros(value: str) -> str:
    for pattern, replacement in _NAME_MACROS:
        value = pattern.sub(replacement, value)
    return value


def _plain(value: str) -> str:
    return latex_to_text(_macros(value))


def _name_parts(body: str) -> dict[str, str]:
    """family / given / prefix / suffix of one name, in the key=value form (biber ≥ 2.8),
    the labelled form ({family}{Smith}{S.}{given}{John}{J.}) or the positional one
    ({Smith}{S.}{John}{J.}{prefix}{prefix-i}{suffix}{suffix-i})."""
    groups = _groups(body)
    data = groups[1] if len(groups) == 2 and "=" in groups[1] else ""
    if data:
        parts: dict[str, str] = {}
        for match in re.finditer(r"\b(family|given|prefix|suffix)\s*=\s*\{", data):
            parts[match.group(1)], _ = _group(data, match.end() - 1)
        return parts
    values = groups[1:] if groups and ("hash=" in groups[0] or not groups[0]) else groups
    if "family" in values:
        return {label: values[i + 1] for i, label in enumerate(values[:-1])
                if label in ("family", "given", "prefix", "suffix")}
    labels = ("family", None, "given", None, "prefix", None, "suffix", None)
    return {label: value for label, value in zip(labels, values) if label}


def _person(body: str) -> str:
    """"Family, Given" like the .bib reader: prefix joins the family, suffix follows."""
    parts = {k: _plain(v) for k, v in _name_parts(body).items()}
    family = " ".join(p for p in (parts.get("prefix", ""), parts.get("family", "")) if p)
    given = parts.get("given", "")
    suffix = f", {parts['suffix']}" if parts.get("suffix") else ""
    return f"{family}, {given}{suffix}" if given else family


def _verbatim_fields(lines: list[str]) -> tuple[dict[str, str], list[str]]:
    """``\\verb{doi}`` / ``\\verb 10.1/x`` / ``\\endverb`` (kept as written: "%" in a URL is
    not a comment); the remaining lines with their comments removed."""
    fields: dict[str, str] = {}
    rest: list[str] = []
    name = None
    for line in lines:
        start = _VERB_START.match(line)
        if name is None and start:
            name, fields[start.group(1)] = start.group(1), ""
        elif name is not None and _END_VERB.match(line):
            name = None
        elif name is not None:
            verb = _VERB_LINE.match(line)
            fields[name] += (verb.group(1) if verb else line).strip()
        else:
            rest.append(_COMMENT.sub("", line))
    return fields, rest


def _entry(key: str, entry_type: str, line: int, body: list[str], raw: str,
           file: str) -> BibEntry:
    fields, rest = _verbatim_fields(body)
    code = "\n".join(rest)
    authors: list[str] = []
    editors: list[str] = []
    truncated = False
    for match in _COMMAND.finditer(code):
        command = match.group(1)
        label, end = _group(code, match.end() - 1)
        if command == "true":
            truncated = truncated or label in ("moreauthor", "moreeditor")
            continue
        args = []
        while len(args) < (3 if command == "name" else 2 if command == "list" else 1):
            brace = code.find("{", end)
            if brace == -1:
                break
            value, end = _group(code, brace)
            args.append(value)
        if command == "field" and args:
            value = args[0]
            fields[label] = _plain(value) if label in _TEXT_FIELDS else unescape(_macros(value))
        elif command == "list" and len(args) == 2:
            fields.setdefault(label, "; ".join(_plain(v) for v in _groups(args[1])))
        elif command == "name" and len(args) == 3:
            people = [_person(group) for group in _groups(args[2])]
            (authors if label == "author" else editors if label == "editor" else []).extend(people)
    fields.pop("crossref", None)  # biber has already copied the parent's fields
    people = authors or editors
    entry = entry_from_fields(key, entry_type, fields, people, truncated, raw, file, line)
    entry.origin = "document"
    return entry


def read_biblatex_bbl(text: str, file: str) -> list[BibEntry]:
    """Every ``\\entry`` of the .bbl, in order; ``file`` is recorded on each entry. Only the
    first of repeated keys is kept (biber repeats entries per refsection / datalist)."""
    entries: list[BibEntry] = []
    seen: set[str] = set()
    current = None
    lines = text.split("\n")
    for number, line in enumerate(lines, start=1):
        opening = _ENTRY.match(line)
        if opening:
            current = (opening.group(1).strip(), opening.group(2).strip(), number, [])
            continue
        if current is None:
            continue
        if _END_ENTRY.match(line):
            key, entry_type, first, body = current
            if key not in seen:
                seen.add(key)
                raw = "\n".join(lines[first - 1:number]).strip()
                entries.append(_entry(key, entry_type, first, body, raw, file))
            current = None
            continue
        current[3].append(line)
    return entries
