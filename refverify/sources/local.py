"""The ``local`` provider: Step B's answers from the local index of the sources' snapshots.

Asked before any service (``fetch.fetch_state``). Its answers are the snapshots' records, filed
under the source each came from (an OpenAlex snapshot's record is OpenAlex's answer as of its
snapshot date): so two snapshots triangulate a reference only when they are two independent
sources (OpenAlex, Crossref, PubMed, DBLP, arXiv), never two copies of one; each answer names its
snapshot (``SourceResult.snapshot``, its record URL the source's own page).

A reference is *settled* locally — no request for it — when its identifier is in the index with
a title that agrees, or (without an identifier) its title is, with the first author or the year.
Everything else falls through to the live services with whatever the index found kept: an
identifier the index does not know, a title it does not have (a work newer than the snapshot,
or outside it), a title that disagrees. A miss of the index is never recorded as a service's
"no such work".
"""
from __future__ import annotations

import json

from ..core.work import BibWork
from ..index.rows import SOURCE_NAMES, SOURCES
from ..state import SourceResult
from .base import Query, found
from .checks import record_title_score
from .compare import TITLE_OK, TITLE_WARN
from .resolve import _first_author_or_year


def _answer(hit, matched_by: str) -> SourceResult:
    rec = hit.work
    raw = json.dumps({"index": f"{SOURCE_NAMES.get(hit.source, hit.source)} snapshot {hit.snapshot}",
                      "record": rec.model_dump(mode="json", exclude={"abstract"})})
    result = found(rec, matched_by, raw=raw, url=hit.url)
    result.snapshot = hit.snapshot     # an extra key of the state's SourceResult: the snapshot's date
    return result


def _by_source(hits, matched_by: str, out: dict) -> None:
    for hit in hits:
        if hit.source in SOURCES and hit.source not in out:
            out[hit.source] = _answer(hit, matched_by)


class Local:
    """Lookups in a ``LocalIndex``: identifiers first, then the title."""
    name = "local"

    def __init__(self, index):
        self.index = index

    def lookup(self, q: Query) -> dict[str, SourceResult]:
        """Found answers per source for one query (empty: the index has nothing)."""
        out: dict[str, SourceResult] = {}
        for matched_by, value, fn in (("doi", q.doi, self.index.by_doi), ("pmid", q.pmid, self.index.by_pmid),
                                      ("arxiv", q.arxiv, self.index.by_arxiv)):
            if value:
                _by_source(fn(value), matched_by, out)
        if out and not q.doi:
            # the DOI the records found give: the snapshots keyed by DOI alone (Crossref) confirm it
            for doi in dict.fromkeys(r.record.doi for r in list(out.values()) if r.record.doi):
                _by_source(self.index.by_doi(doi), "doi", out)
        if q.title and not q.has_id:
            # a reference with an identifier is settled by it or asked of the services: a title
            # near it in the index is no answer about that identifier
            best: dict[str, object] = {}
            for hit in self.index.by_title(q.title):
                if hit.score >= TITLE_WARN and hit.source not in best:
                    best[hit.source] = hit
            _by_source(best.values(), "title_search", out)
        return out


def settled(q: Query, bib: BibWork, answers: dict[str, SourceResult]) -> bool:
    """Whether the index's answers settle the reference without asking the services."""
    if not answers:
        return False
    if q.has_id:
        by_id = [r for r in answers.values() if r.matched_by != "title_search"]
        return bool(by_id) and all(not bib.title or record_title_score(bib.title, r.record) >= TITLE_WARN
                                   for r in by_id)
    return any(record_title_score(bib.title, r.record) >= TITLE_OK and _first_author_or_year(bib, r.record)
               for r in answers.values())


def newer_than(year: int | None, snapshots: dict[str, str]) -> bool:
    """A work dated after every snapshot's year: the index cannot have it yet."""
    years = [int(d[:4]) for s, d in snapshots.items() if s in SOURCES and d[:4].isdigit()]
    return bool(year and years and year > max(years))


def snapshot_line(snapshots: dict[str, str]) -> str:
    """``checked against OpenAlex snapshot 2026-11-01, Crossref snapshot 2026-10-15``."""
    names = [f"{SOURCE_NAMES.get(s, 'Retraction Watch' if s == 'retractionwatch' else s)} snapshot {d}"
             for s, d in sorted(snapshots.items()) if d]
    return "checked against " + ", ".join(names) if names else ""


def answer_locally(folder: str, queries: dict[str, Query], refs, collected: dict, log) -> tuple[set[str], dict]:
    """Ask the index for every query; fill ``collected`` with its answers. The references it
    settles, and what to record of the run (``meta.fetch.index``)."""
    from ..index import LocalIndex

    with LocalIndex(folder) as index:
        provider, done, newer, errors = Local(index), set(), 0, []
        snapshots = dict(index.snapshots)
        for rid, q in queries.items():
            try:
                answers = provider.lookup(q)
            except Exception as exc:   # a damaged part of the index: this reference goes to the services
                errors.append(f"{rid}: {type(exc).__name__}: {str(exc)[:200]}")
                continue
            bib = refs[rid].bib.work(refs[rid].entry_type)
            if settled(q, bib, answers):
                done.add(rid)
                collected[rid].update(answers)
                continue
            # Falling through: what the index said of the reference's identifiers stays; a title
            # it found near (not settled) is left to the services' own searches.
            collected[rid].update({s: r for s, r in answers.items() if r.matched_by != "title_search"})
            if newer_than(bib.year, snapshots):
                newer += 1
    info = {"folder": str(folder), "snapshots": snapshots, "answered": len(done),
            "asked_live": len(queries) - len(done), "newer_than_snapshot": newer, "line": snapshot_line(snapshots)}
    if errors:
        info["errors"] = errors[:20]
    log(f"local index: {len(done)} of {len(queries)} references answered ({info['line']})")
    return done, info
