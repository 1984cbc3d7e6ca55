"""References held in Zotero's citation fields of a Word document.

Zotero's Word plugin writes each citation as a field ``ADDIN ZOTERO_ITEM CSL_CITATION {json}``
whose JSON carries every cited item's CSL data (title, authors, year, journal, DOI) and whose
visible result is the formatted marker ("1–3", "[4]"). A draft often has no bibliography inserted
yet; then these fields are the only reference list the document has. Numbers are taken from the
marker when it names exactly as many numbers as the field has items.
"""
from __future__ import annotations

import json
import re

from ..core.text import valid_unicode
from .entry import BibEntry

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"
_ZOTERO = re.compile(r"^\s*ADDIN\s+ZOTERO_ITEM\s+CSL_CITATION\s*", re.IGNORECASE)
_RANGE = re.compile(r"(\d{1,4})\s*(?:[-–—~～]\s*(\d{1,4}))?")
_MC_FALLBACK = "{http://schemas.openxmlformats.org/markup-compatibility/2006}Fallback"


def _fields(body):
    """(instruction, visible result) of every complex or simple field, in document order."""
    stack: list[list] = []          # [instruction, result, in_result]
    for element in body.iter(W + "fldChar", W + "instrText", W + "t", W + "fldSimple"):
        if any(a.tag == _MC_FALLBACK for a in element.iterancestors()):
            continue                # a text box's fallback copy repeats its fields
        tag = element.tag
        if tag == W + "fldSimple":
            text = "".join(t.text or "" for t in element.iter(W + "t"))
            yield element.get(W + "instr") or "", text
        elif tag == W + "fldChar":
            kind = element.get(W + "fldCharType")
            if kind == "begin":
                stack.append(["", "", False])
            elif kind == "separate" and stack:
                stack[-1][2] = True
            elif kind == "end" and stack:
                instruction, result, _ = stack.pop()
                yield instruction, result
                if stack and stack[-1][2]:
                    stack[-1][1] += result
        elif stack:
            if tag == W + "instrText" and not stack[-1][2]:
                stack[-1][0] += element.text or ""
            elif tag == W + "t" and stack[-1][2]:
                stack[-1][1] += element.text or ""


def _numbers(marker: str) -> list[int]:
    out: list[int] = []
    for first, last in _RANGE.findall(marker):
        a, b = int(first), int(last or first)
        out += list(range(a, b + 1)) if 0 <= b - a <= 50 else [a]
    return out


def _person(name: dict) -> str:
    family, given = name.get("family", ""), name.get("given", "")
    if not family:
        return name.get("literal", "")
    initials = "".join(p[0] for p in re.split(r"[\s.\-]+", given) if p) if given else ""
    return f"{family}, {initials}" if initials else family


def _entry(number: int, data: dict, file: str) -> BibEntry:
    issued = (data.get("issued") or {}).get("date-parts") or [[None]]
    year = issued[0][0] if issued and issued[0] else None
    authors = [_person(a) for a in data.get("author") or [] if isinstance(a, dict)]
    title = re.sub(r"\s+", " ", str(data.get("title", ""))).strip()
    journal = str(data.get("container-title", "") or "")
    entry = BibEntry(
        number=number, entry_type="article" if journal else "misc", title=title,
        authors=[a for a in authors if a], year=int(year) if str(year or "").isdigit() else None,
        journal=journal, volume=str(data.get("volume", "") or ""),
        issue=str(data.get("issue", "") or ""), pages=str(data.get("page", "") or ""),
        doi=str(data.get("DOI", "") or ""), pmid=str(data.get("PMID", "") or ""),
        url=str(data.get("URL", "") or ""), publisher=str(data.get("publisher", "") or ""),
        origin="fields", file=file)
    entry.raw = f"[{number}] " + ". ".join(p for p in (
        "; ".join(entry.authors), title, journal, str(entry.year or "")) if p)
    entry.language = "zh" if re.search(r"[\u4e00-\u9fff]", title) else "en"
    return entry


def zotero_entries(body, file: str) -> list[BibEntry]:
    """One entry per reference number of the document's Zotero citation fields, in number
    order; a field whose marker does not name one number per item is skipped."""
    found: dict[int, BibEntry] = {}
    for instruction, result in _fields(body):
        match = _ZOTERO.match(instruction)
        if not match:
            continue
        try:
            data = valid_unicode(json.loads(instruction[match.end():]))
        except ValueError:
            continue
        items = [i.get("itemData") or {} for i in data.get("citationItems") or []
                 if isinstance(i, dict)]
        numbers = _numbers(result)
        if not items or len(numbers) != len(items):
            continue
        for number, item in zip(numbers, items):
            if number not in found and item.get("title"):
                found[number] = _entry(number, item, file)
    return [found[n] for n in sorted(found)]
