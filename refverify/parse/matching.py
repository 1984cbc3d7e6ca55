"""Numeric styles: join the numbered reference list of the document with the .bib entries.

The bib wins field by field; where both give a value and they disagree, the disagreement is
recorded on the reference so the report can show it."""
from __future__ import annotations

import re
from dataclasses import replace

from ..core.compare_text import title_similarity
from .entry import BibEntry

COMPARED = ("title", "year", "journal", "volume", "issue", "pages", "doi", "pmid")


def _norm(field: str, value) -> str:
    text = str(value or "").strip().lower()
    if field == "pages":
        text = re.sub(r"[\u2010-\u2015\-]+", "-", text)
    return re.sub(r"\s+", " ", text)


def _same_work(a: BibEntry, b: BibEntry) -> bool:
    if a.doi and b.doi:
        return a.doi.lower() == b.doi.lower()
    if a.pmid and b.pmid:
        return a.pmid == b.pmid
    return bool(a.title and b.title) and title_similarity(a.title, b.title) >= 0.85


def _differences(listed: BibEntry, bib: BibEntry) -> list[dict]:
    out = []
    for field in COMPARED:
        lv, bv = getattr(listed, field), getattr(bib, field)
        if lv and bv and _norm(field, lv) != _norm(field, bv):
            if field == "title" and title_similarity(str(lv), str(bv)) >= 0.95:
                continue
            out.append({"field": field, "bib": bv, "document": lv})
    return out


def _merge(listed: BibEntry, bib: BibEntry) -> BibEntry:
    changes = {f: getattr(bib, f) for f in bib.__dataclass_fields__
               if getattr(bib, f) not in (None, "", [], False) and f not in ("number", "origin")}
    merged = replace(listed, **changes)
    merged.number = listed.number
    merged.origin = "both"
    merged.raw = listed.raw
    return merged


def merge_bib_and_list(listed: list[BibEntry], bib: list[BibEntry]):
    """Return ({ref_id: entry}, {ref_id: [disagreements]}) keyed by reference number."""
    by_id: dict[str, BibEntry] = {}
    disagreements: dict[str, list[dict]] = {}
    unused = list(bib)
    for entry in listed:
        if entry.number is None:
            continue
        partner = next((b for b in unused if _same_work(entry, b)), None)
        rid = str(entry.number)
        if rid in by_id:
            # The list numbers two entries alike ("[0] Baig …", "[0] Potter …"): the second is
            # kept under an id of its own, never dropped; citations of [n] go to the first.
            n = 2
            while f"{rid}-{n}" in by_id:
                n += 1
            entry.notes.append(f"the reference list numbers another entry [{rid}] too: this one "
                               f"is kept as {rid}-{n}; citations of [{rid}] go to the first")
            rid = f"{rid}-{n}"
        if partner is None:
            by_id[rid] = entry
            continue
        unused.remove(partner)
        by_id[rid] = _merge(entry, partner)
        diffs = _differences(entry, partner)
        if diffs:
            disagreements[rid] = diffs
    if not listed and bib:
        # A numeric manuscript with a .bib only: the bib's order is the numbering.
        for i, entry in enumerate(bib, start=1):
            by_id[str(i)] = replace(entry, number=i)
    return by_id, disagreements
