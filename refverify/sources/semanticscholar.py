"""Semantic Scholar Graph API: ``POST /paper/batch`` for identifiers, ``/paper/search/match``
for titles."""
from __future__ import annotations

import json

from ..core.compare_text import title_similarity
from ..core.names import split_name
from ..core.work import Work, make_record
from .base import SEARCH_FLOOR, Provider, Query, found, missing, run_batch
from .compare import is_preprint_venue
from .http import call

FIELDS = "title,authors,year,venue,journal,externalIds,abstract,publicationTypes,publicationDate"
BATCH = 500


def parse_paper(p: dict) -> Work:
    ext = p.get("externalIds") or {}
    journal = p.get("journal") or {}
    venue = p.get("venue") or journal.get("name") or ""
    date = p.get("publicationDate") or ""
    preprint = bool(ext.get("ArXiv")) and (not venue or is_preprint_venue(venue))
    return make_record(
        id=p.get("paperId", ""), title=p.get("title") or "",
        authors=[split_name(a.get("name", "")) for a in (p.get("authors") or [])],
        year=p.get("year"), journal=journal.get("name") or venue, venue=venue,
        volume=(journal.get("volume") or "").strip(), pages=(journal.get("pages") or "").strip(),
        doi=ext.get("DOI", ""), pmid=str(ext.get("PubMed", "") or ""), arxiv=ext.get("ArXiv", ""),
        type="preprint" if preprint else "", article_types=p.get("publicationTypes") or [],
        abstract=p.get("abstract") or "", is_preprint=preprint,
        year_online=int(date[:4]) if date[:4].isdigit() else None,
    )


def paper_id(q: Query) -> str:
    if q.doi:
        return f"DOI:{q.doi}"
    if q.pmid:
        return f"PMID:{q.pmid}"
    return f"ARXIV:{q.arxiv}" if q.arxiv else ""


def _page(rec: dict) -> str:
    return f"https://www.semanticscholar.org/paper/{rec.id}" if rec.id else ""


class SemanticScholar(Provider):
    name = "semanticscholar"
    search = True

    def _headers(self, config):
        return {"x-api-key": config.s2_api_key} if config.s2_api_key else {}

    def _lookup(self, queries: list[Query], session, config):
        results = {}
        base = config.url("semanticscholar")
        by_id = [q for q in queries if q.has_id]
        for i in range(0, len(by_id), BATCH):
            batch = by_id[i:i + BATCH]

            def go(batch=batch):
                ids = [paper_id(q) for q in batch]
                r = call(session, "POST", f"{base}/paper/batch", params={"fields": FIELDS},
                         json={"ids": ids}, headers=self._headers(config))
                r.raise_for_status()
                papers = r.json()
                if not isinstance(papers, list) or len(papers) != len(ids):
                    raise ValueError("batch answer does not list one entry per id")
                out = {}
                for q, pid, p in zip(batch, ids, papers):
                    if p is None:
                        out[q.ref_id] = missing(f"{pid} not in Semantic Scholar", code="id_unknown")
                    else:
                        rec = parse_paper(p)
                        out[q.ref_id] = found(rec, pid.split(":")[0].lower(), raw=json.dumps(p), url=_page(rec))
                return out
            run_batch(results, batch, go, self.name)
        for q in queries:
            if q.has_id:
                continue
            if not q.title:
                results[q.ref_id] = missing("nothing to look up", code="not_asked")
                continue

            def search(q=q):
                r = call(session, "GET", f"{base}/paper/search/match",
                         params={"query": q.title, "fields": FIELDS}, headers=self._headers(config))
                if r.status_code == 404:
                    return {q.ref_id: missing("no title match in Semantic Scholar")}
                r.raise_for_status()
                data = r.json().get("data") or []
                if not data:
                    return {q.ref_id: missing("no title match in Semantic Scholar")}
                rec = parse_paper(data[0])
                if title_similarity(q.title, rec.title) < SEARCH_FLOOR:
                    return {q.ref_id: missing("no close title in Semantic Scholar")}
                return {q.ref_id: found(rec, "title_search", raw=json.dumps(data[0]), url=_page(rec))}
            run_batch(results, [q], search, self.name)
        return results
