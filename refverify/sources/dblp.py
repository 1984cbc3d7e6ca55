"""DBLP publication search (computer science), for references without identifiers."""
from __future__ import annotations

import html
import json
import re

from ..core.work import Work
from .base import SEARCH_FLOOR, Provider, Query, best_by_title, found, make_record, missing, run_batch
from .compare import split_name
from .http import call


_HOMONYM = re.compile(r"\s+\d{4}$")


def person(text: str) -> dict:
    """DBLP's display name without its homonym number: ``Wei Chen 0002`` is Wei Chen."""
    return split_name(_HOMONYM.sub("", html.unescape(text or "").strip()))


def parse_hit(hit: dict) -> Work:
    info = hit.get("info") or {}
    authors = (info.get("authors") or {}).get("author") or []
    if isinstance(authors, dict):  # a single author comes as an object, not a list
        authors = [authors]
    title = html.unescape(info.get("title") or "").rstrip(".")
    kind = info.get("type") or ""
    year = info.get("year") or ""
    return make_record(
        id=info.get("key", ""), title=title,
        authors=[person(a.get("text", "") if isinstance(a, dict) else str(a)) for a in authors],
        year=int(year) if str(year).isdigit() else None, journal=info.get("venue") or "",
        venue=info.get("venue") or "", volume=info.get("volume") or "", issue=info.get("number") or "",
        pages=info.get("pages") or "", doi=info.get("doi") or "", type=kind, article_types=[kind],
        is_preprint=kind == "Informal and Other Publications" or info.get("venue") == "CoRR",
    )


def parse_hits(data: dict | list) -> list[Work]:
    """The full ``{"result": …}`` envelope, or a bare ``hit`` list."""
    if isinstance(data, dict):
        data = ((data.get("result") or {}).get("hits") or {}).get("hit") or []
    return [parse_hit(h) for h in data]


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
