"""HALLMARK replay records (``world.jsonl``) → the simulators' world format.

Each HALLMARK record says which services know the work (``indexed_by``) and how each writes its
venue: DBLP's short name (``venue_short``), Semantic Scholar's (``venue_s2``), the Crossref /
OpenAlex container title. The converted work keeps those per-service spellings, so every
simulator answers the way its service does. The benchmark's data stays outside the repository:
convert at bench time (``bench/hallmark_bench.py``).
"""
from __future__ import annotations

import json
from pathlib import Path

SERVICE_NAMES = {"s2": "semanticscholar"}
WORK_TYPES = {"conference": "proceedings-article", "journal": "journal-article", "preprint": "preprint"}


def convert_record(rec: dict) -> dict:
    """One HALLMARK world record → one simulator work."""
    indexed = sorted(SERVICE_NAMES.get(s, s) for s in rec.get("indexed_by") or [])
    doi = rec.get("doi") or ""
    arxiv = rec.get("arxiv_id") or ""
    kind = WORK_TYPES.get(rec.get("venue_type") or "", "journal-article")
    authors = []
    for a in rec.get("authors") or []:
        author = {"family": a.get("family", ""), "given": a.get("given", "")}
        if a.get("dblp_suffix"):
            author["dblp_suffix"] = a["dblp_suffix"]
        authors.append(author)
    return {
        "id": rec["id"], "title": rec["title"], "authors": authors, "year": rec.get("year"),
        "journal": "arXiv" if kind == "preprint" else (rec.get("venue") or ""),
        "venue_dblp": rec.get("venue_short") or rec.get("venue") or "",
        "venue_s2": rec.get("venue_s2") or "", "container_title": rec.get("container_title") or "",
        "crossref_type": rec.get("crossref_type") or "",
        "volume": rec.get("volume") or "", "issue": rec.get("issue") or "", "pages": rec.get("pages") or "",
        "doi": doi, "pmid": rec.get("pmid") or "", "arxiv": arxiv,
        # an arXiv entry names the DOI of its published version
        "published_doi": doi if arxiv and doi and kind != "preprint" else "",
        "type": kind, "indexed_in": indexed,
        "publication_types": ["Journal Article"] if rec.get("pmid") else [],
    }


def load_hallmark_world(path: str | Path) -> dict:
    """``world.jsonl`` → ``{"works": [...]}`` for ``start_simulators``."""
    works = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            works.append(convert_record(json.loads(line)))
        except (ValueError, KeyError) as exc:
            raise ValueError(f"{path}: line {n}: not a HALLMARK world record ({exc})") from exc
    return {"works": works}
