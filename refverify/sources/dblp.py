"""DBLP publication search (computer science), for references without identifiers."""
from __future__ import annotations

import json

from ..records.dblp import parse_hits
from .base import SEARCH_FLOOR, Provider, Query, best_by_title, found, missing, run_batch
from .http import call


class Dblp(Provider):
    name = "dblp"
    search = True

    def _lookup(self, queries: list[Query], session, config):
        results = {}
        for q in queries:
            if not q.title:
                results[q.ref_id] = missing("nothing to look up", code="not_asked")
                continue

            def go(q=q):
                r = call(session, "GET", f"{config.url('dblp')}/search/publ/api",
                         params={"q": q.title, "format": "json", "h": "5"})
                r.raise_for_status()
                rec, score = best_by_title(q, parse_hits(r.json()))
                if rec is None or score < SEARCH_FLOOR:
                    return {q.ref_id: missing("no close title in DBLP")}
                return {q.ref_id: found(rec, "title_search", raw=json.dumps(rec.model_dump(mode="json"))[:4096],
                                        url=f"https://dblp.org/rec/{rec.id}")}
            run_batch(results, [q], go, self.name)
        return results
