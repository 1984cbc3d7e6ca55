"""Crossref REST: /works/{doi}, /works?filter=doi:…, /works?query.bibliographic=…"""
from __future__ import annotations

from urllib.parse import unquote

from .server_util import json_bytes
from .world import abstract_text

JSON = "application/json"
TYPES = {"thesis": "dissertation", "preprint": "posted-content", "book": "book",
         "book-chapter": "book-chapter", "proceedings-article": "proceedings-article",
         "report": "report", "standard": "standard", "journal-article": "journal-article"}


def headers():
    return {"X-Rate-Limit-Limit": "10", "X-Rate-Limit-Interval": "1s"}


def work(world, w: dict, score: float | None = None) -> dict:
    m = {
        "DOI": w["doi"], "URL": f"https://doi.org/{w['doi']}", "type": w["crossref_type"] or TYPES.get(w["type"], "journal-article"),
        "title": [w["title"]],
        "container-title": [w["container_title"] or w["journal"]] if (w["container_title"] or w["journal"]) else [],
        "short-container-title": [w["journal_abbrev"]] if w["journal_abbrev"] else [],
        "author": [({"given": a.get("given", ""), "family": a["family"], "sequence": "first" if i == 0 else "additional",
                     "affiliation": []} if a.get("family") else {"name": a.get("name", ""), "sequence": "additional",
                                                                  "affiliation": []})
                   for i, a in enumerate(w["authors"])],
        "issued": {"date-parts": [[w["year"]]] if w.get("year") else [[None]]},
        "publisher": "Simulated Publisher", "reference-count": 0, "is-referenced-by-count": 0,
        "relation": {},
    }
    for key in ("volume", "issue"):
        if w[key]:
            m[key] = w[key]
    if w["pages"]:
        m["page"] = w["pages"]
    if w["type"] == "preprint":
        m["subtype"] = "preprint"
    # Crossref carries abstracts for few works; the simulator gives them where PubMed cannot.
    if w.get("abstract") and not w["pmid"]:
        m["abstract"] = f"<jats:p>{abstract_text(w)}</jats:p>"
    updated_by = []
    if w.get("retracted"):
        updated_by.append({"DOI": w.get("retraction_doi") or f"{w['doi']}-retraction", "type": "retraction",
                           "label": "Retraction", "source": "retraction-watch"})
    if w.get("erratum_doi"):
        updated_by.append({"DOI": w["erratum_doi"], "type": "correction", "label": "Correction", "source": "publisher"})
    if w.get("concern"):
        updated_by.append({"DOI": f"{w['doi']}-eoc", "type": "expression_of_concern",
                           "label": "Expression of Concern", "source": "publisher"})
    if updated_by:
        m["updated-by"] = updated_by
    if w["published_doi"]:
        m["relation"]["is-preprint-of"] = [{"id-type": "doi", "id": w["published_doi"], "asserted-by": "subject"}]
    if w["preprint_doi"]:
        m["relation"]["has-preprint"] = [{"id-type": "doi", "id": w["preprint_doi"], "asserted-by": "object"}]
    if score is not None:
        m["score"] = round(score * 100, 3)
    return m


def _envelope(kind: str, message) -> bytes:
    return json_bytes({"status": "ok", "message-type": kind, "message-version": "1.0.0", "message": message})


def _list(items, rows):
    return _envelope("work-list", {"facets": {}, "total-results": len(items), "items": items[:rows],
                                   "items-per-page": rows, "query": {"start-index": 0, "search-terms": None}})


def handle(world, method, path, params, body):
    path = unquote(path)
    if "/works/" in path:
        doi = path.split("/works/", 1)[1]
        w = world.get("crossref", doi=doi)
        if w is None:
            return 404, "text/plain", b"Resource not found."
        return 200, JSON, _envelope("work", work(world, w))
    if path.rstrip("/").endswith("/works"):
        rows = int(params.get("rows", "20") or 20)
        if "filter" in params:
            items = []
            for f in params["filter"].split(","):
                name, _, value = f.partition(":")
                if name == "doi":
                    w = world.get("crossref", doi=value)
                    if w:
                        items.append(work(world, w))
            return 200, JSON, _list(items, rows)
        text = params.get("query.bibliographic") or params.get("query") or ""
        hits = world.search("crossref", text, limit=rows, floor=0.3)
        return 200, JSON, _list([work(world, w, s) for s, w in hits], rows)
    return 404, "text/plain", b"Resource not found."


def empty(params):
    return 200, JSON, _list([], 20)
