"""OpenAlex: ``/works?filter=doi:A|B`` (100 per request). Needs an API key since Feb 2026."""
from __future__ import annotations

import json

from ..records.openalex import parse_work
from .base import SEARCH_FLOOR, Provider, Query, batches_by, best_by_title, found, missing, run_batch
from .http import call

CHUNK = 100


class OpenAlex(Provider):
    name = "openalex"
    search = True

    def _search(self, q: Query, session, config) -> dict:
        """``/works?search=<title>``: OpenAlex's relevance search (10 requests/s)."""
        r = call(session, "GET", f"{config.url('openalex')}/works",
                 params={"search": q.title, "per-page": "5", "api_key": config.openalex_api_key})
        r.raise_for_status()
        rec, score = best_by_title(q, [parse_work(w) for w in r.json().get("results", [])])
        if rec is None or score < SEARCH_FLOOR:
            return {q.ref_id: missing("no close title in OpenAlex search")}
        return {q.ref_id: found(rec, "title_search", raw=json.dumps(rec.model_dump(mode="json"))[:4096], url=f"https://openalex.org/{rec.id}")}

    def _lookup(self, queries: list[Query], session, config):
        if not config.openalex_api_key:
            return {q.ref_id: missing("skipped: no OpenAlex API key", code="skipped") for q in queries}
        by_title = [q for q in queries if not q.has_id and q.title]
        results, batches = batches_by([q for q in queries if q not in by_title], lambda q: q.doi,
                                      "OpenAlex is asked by DOI or title only", CHUNK)
        for q in by_title:
            run_batch(results, [q], lambda q=q: self._search(q, session, config), self.name)
        for batch in batches:

            def go(batch=batch):
                r = call(session, "GET", f"{config.url('openalex')}/works",
                         params={"filter": "doi:" + "|".join(q.doi for q in batch),
                                 "per-page": str(CHUNK), "api_key": config.openalex_api_key})
                r.raise_for_status()
                works = {}
                for w in r.json().get("results", []):
                    rec = parse_work(w)
                    works[rec.doi] = (rec, w)
                out = {}
                for q in batch:
                    if q.doi in works:
                        rec, w = works[q.doi]
                        out[q.ref_id] = found(rec, "doi", raw=json.dumps({k: v for k, v in w.items()
                                              if k != "abstract_inverted_index"})[:4096],
                                              url=f"https://openalex.org/{rec.id}")
                    else:
                        out[q.ref_id] = missing("DOI not in OpenAlex", code="id_unknown")
                return out
            run_batch(results, batch, go, self.name)
        return results
