"""Crossref REST API: DOIs by list request, ``/works/{doi}`` only to confirm a miss, titles by
``query.bibliographic``."""
from __future__ import annotations

import json
from urllib.parse import quote

from ..records.crossref import parse_response
from .base import SEARCH_FLOOR, Provider, Query, best_by_title, found, missing, run_batch
from .http import call
from .reading import raw_describes

LIST_CHUNK = 50


class Crossref(Provider):
    name = "crossref"
    search = True

    def _params(self, config, **extra):
        p = {"mailto": config.email} if config.email else {}
        p.update(extra)
        return p

    def _list(self, session, config, dois: list[str]):
        url = f"{config.url('crossref')}/works"
        params = self._params(config, filter=",".join(f"doi:{d}" for d in dois), rows=str(len(dois)))
        r = call(session, "GET", url, params=params)
        r.raise_for_status()
        return {rec.doi: rec for rec in parse_response(r.content)}, r

    def _single(self, session, config, doi: str):
        url = f"{config.url('crossref')}/works/{quote(doi, safe='/:;()')}"
        r = call(session, "GET", url, params=self._params(config))
        if r.status_code == 404:
            return None, r
        r.raise_for_status()
        return parse_response(r.content)[0], r

    def _search(self, session, config, q: Query):
        url = f"{config.url('crossref')}/works"
        biblio = q.raw or " ".join(x for x in [q.title, (q.names() or [""])[0], str(q.year or "")] if x)
        r = call(session, "GET", url, params=self._params(config, **{"query.bibliographic": biblio, "rows": "5"}))
        r.raise_for_status()
        return parse_response(r.content), r

    def _lookup(self, queries: list[Query], session, config):
        results = {}
        by_doi = [q for q in queries if q.doi]
        for i in range(0, len(by_doi), LIST_CHUNK):
            batch = by_doi[i:i + LIST_CHUNK]

            def go(batch=batch):
                out = {}
                records, r = self._list(session, config, [q.doi for q in batch])
                for q in batch:
                    rec = records.get(q.doi)
                    if rec is None:
                        # Only a miss in the list costs a single request: confirm it is a 404.
                        rec, r1 = self._single(session, config, q.doi)
                        if rec is None:
                            out[q.ref_id] = missing("DOI does not resolve (404 at Crossref)", url=r1.url, code="id_unknown")
                            continue
                    out[q.ref_id] = found(rec, "doi", raw=json.dumps(rec.model_dump(mode="json"))[:4096],
                                          url=f"https://api.crossref.org/works/{rec.doi}")
                return out
            run_batch(results, batch, go, self.name)
        for q in queries:
            if q.doi:
                continue
            if not q.title and not q.raw:
                results[q.ref_id] = missing("nothing to look up", code="not_asked")
                continue

            def search(q=q):
                records, r = self._search(session, config, q)
                rec, score = best_by_title(q, records)
                described = [w for w in records if q.raw and raw_describes(q.raw, w)]
                if described:
                    # the line as written carries this work's title and first author or year
                    rec, score = rec if rec in described else described[0], max(score, SEARCH_FLOOR)
                if rec is None or score < SEARCH_FLOOR:
                    return {q.ref_id: missing("no close title in Crossref search", url=r.url)}
                return {q.ref_id: found(rec, "title_search", raw=json.dumps(rec.model_dump(mode="json"))[:4096],
                                        url=f"https://api.crossref.org/works/{rec.doi}")}
            run_batch(results, [q], search, self.name)
        return results
