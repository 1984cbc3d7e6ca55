"""An independent count of the entries in a bibliography file, to measure refverify's reader by.

BibTeX: every ``@type{key,`` / ``@type(key,`` opening outside an entry and outside the blocks
``@comment`` / ``@string`` / ``@preamble`` (whose braces are skipped whole). RIS: every ``TY  -``
line. CSL-JSON: every item of the top-level list (or of ``items``). biber's .bbl: every ``\\entry``.
EndNote XML: every ``<record>`` element (its key the ``<rec-number>``).
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass

_OPENING = re.compile(r"@[ \t]*([A-Za-z]+)[ \t]*([{(])")
_LINE_OPENING = re.compile(r"\n[ \t]*@[ \t]*[A-Za-z]+[ \t]*[{(]")
_SKIPPED = {"comment", "string", "preamble"}
_FIELD = re.compile(r"(?:^|[,{])\s*(author|editor|year|date|title)\s*=", re.M | re.I)


@dataclass
class ScannedEntry:
    key: str
    entry_type: str
    line: int
    fields: frozenset   # which of author / editor / year / date / title the source gives


def _block_end(text: str, start: int, opener: str) -> int:
    """Index just past the brace (or parenthesis) closing the block opened at ``start``."""
    closer = "}" if opener == "{" else ")"
    depth = 0
    for i in range(start, len(text)):
        ch = text[i]
        if ch == opener:
            depth += 1
        elif ch == closer:
            depth -= 1
            if depth == 0:
                return i + 1
    return len(text)


def scan_bibtex(text: str) -> list[ScannedEntry]:
    """Top-level ``@`` openings, as BibTeX reads them (one may follow ``}`` on the same line);
    a block whose braces do not close before the next line-initial opening ends there (an
    unbalanced field does not swallow the entries after it)."""
    entries: list[ScannedEntry] = []
    pos = 0
    while True:
        match = _OPENING.search(text, pos)
        if not match:
            return entries
        kind, opener = match.group(1).lower(), match.group(2)
        end = _block_end(text, match.end() - 1, opener)
        nxt = _LINE_OPENING.search(text, match.end(), end)
        if nxt and kind not in _SKIPPED:
            end = nxt.start() + 1
        if kind not in _SKIPPED:
            key_match = re.match(r"\s*([^,\s{}()]*)\s*,", text[match.end():match.end() + 300])
            body = text[match.end():end]
            fields = frozenset(f.lower() for f in _FIELD.findall(body))
            entries.append(ScannedEntry(key_match.group(1) if key_match else "", kind,
                                        text.count("\n", 0, match.start()) + 1, fields))
        pos = end


def scan_ris(text: str) -> list[ScannedEntry]:
    out = []
    for i, line in enumerate(text.splitlines(), 1):
        if re.match(r"^TY  -", line):
            out.append(ScannedEntry("", line[6:].strip().lower(), i, frozenset()))
    return out


def scan_csl_json(text: str) -> list[ScannedEntry]:
    data = json.loads(text)
    items = data.get("items", []) if isinstance(data, dict) else data
    return [ScannedEntry(str(item.get("id", "")), str(item.get("type", "")), 0,
                         frozenset(k for k in ("author", "editor", "title") if item.get(k))
                         | ({"year"} if item.get("issued") else frozenset()))
            for item in items if isinstance(item, dict)]


def scan_biblatex_bbl(text: str) -> list[ScannedEntry]:
    """biber's .bbl: every ``\\entry{key}{type}``."""
    return [ScannedEntry(m.group(1), m.group(2).lower(), text.count("\n", 0, m.start()) + 1, frozenset())
            for m in re.finditer(r"\\entry\{([^}]*)\}\{([^}]*)\}", text)]


def scan_endnote_xml(text: str) -> list[ScannedEntry]:
    """EndNote's XML export: every ``<record>``, its type the ``name`` of ``<ref-type>``; author,
    title and year count as given when ``<author>``, ``<title>`` and ``<year>`` hold text."""
    out = []
    for m in re.finditer(r"<record>(.*?)</record>", text, re.S):
        body = m.group(1)
        number = re.search(r"<rec-number>\s*([^<\s]*)", body)
        ref_type = re.search(r'<ref-type name="([^"]*)"', body)
        fields = frozenset(name for name, tag in (("author", "author"), ("title", "title"), ("year", "year"))
                           if re.search(rf"<{tag}>(?:<style[^>]*>)?\s*[^<\s]", body))
        out.append(ScannedEntry(number.group(1) if number else "", ref_type.group(1).lower() if ref_type else "",
                                text.count("\n", 0, m.start()) + 1, fields))
    return out


def scan_nbib(text: str) -> list[ScannedEntry]:
    """PubMed's MEDLINE export (.nbib / .txt): every record opens with a ``PMID-`` line; author,
    title and year count as given when a ``FAU``/``AU``, ``TI`` and ``DP`` tag is there."""
    out, fields, start, pmid = [], set(), 0, None
    tags = {"FAU": "author", "AU": "author", "TI": "title", "DP": "year"}
    for i, line in enumerate(text.splitlines(), 1):
        tag = line[:4].strip()
        if line.startswith("PMID-"):
            if pmid is not None:
                out.append(ScannedEntry(pmid, "medline", start, frozenset(fields)))
            pmid, start, fields = line[6:].strip(), i, set()
        elif tag in tags and line[4:6] == "- ":
            fields.add(tags[tag])
    if pmid is not None:
        out.append(ScannedEntry(pmid, "medline", start, frozenset(fields)))
    return out


def scan(kind: str, text: str) -> list[ScannedEntry]:
    return {"bibtex": scan_bibtex, "ris": scan_ris, "csl-json": scan_csl_json,
            "biblatex-bbl": scan_biblatex_bbl, "endnote-xml": scan_endnote_xml,
            "nbib": scan_nbib}[kind](text)
