"""OpenAlex: /works?filter=doi:A|B (API key required, as since Feb 2026)."""
from __future__ import annotations

import re

from . import fulltext_sim
from .server_util import json_bytes
from .world import abstract_text

JSON = "application/json"


def inverted(text: str) -> dict:
    index: dict[str, list[int]] = {}
    for i, word in enumerate(text.split()):
        index.setdefault(word, []).append(i)
    return index


def open_access(world, w: dict) -> dict:
    """The open-access fields, with the simulated full-text services only (fulltext_sim)."""
    if not getattr(world, "oa_base", ""):
        return {}
    url = fulltext_sim.oa_pdf_url(world, w, "openalex")
    best = {"is_oa": True, "landing_page_url": f"https://doi.org/{w['doi']}", "pdf_url": url,
            "license": fulltext_sim.licence(w), "version": "publishedVersion"} if url else None
    out = {"best_oa_location": best, "open_access": {"is_oa": bool(url), "oa_status": "gold" if url else "closed",
                                                     "oa_url": url or None}}
    if w["pmcid"]:
        out["pmcid"] = f"https://www.ncbi.nlm.nih.gov/pmc/articles/{w['pmcid'][3:]}"
    return out


def work(w: dict, world=None) -> dict:
    preprint = w["type"] == "preprint"
    first, _, last = w["pages"].partition("-")
    source = {"id": "https://openalex.org/S1", "display_name": "arXiv (Cornell University)" if preprint else (w["container_title"] or w["journal"]),
              "type": "repository" if preprint else "journal"}
    out = {
        "id": f"https://openalex.org/W{int(w['paper_id'][:8], 16)}",
        "doi": f"https://doi.org/{w['doi']}" if w["doi"] else None,
        "title": w["title"], "display_name": w["title"], "publication_year": w.get("year"),
        "type": "preprint" if preprint else ("article" if w["type"] == "journal-article" else w["type"]),
        "ids": {"doi": f"https://doi.org/{w['doi']}" if w["doi"] else None,
                **({"pmid": f"https://pubmed.ncbi.nlm.nih.gov/{w['pmid']}"} if w["pmid"] else {})},
        "language": w["language"] or "en",
        "primary_location": {"source": source, "version": "submittedVersion" if preprint else "publishedVersion"},
        "locations": [{"source": source, "version": "submittedVersion" if preprint else "publishedVersion"}],
        "authorships": [{"author_position": "first" if i == 0 else "middle",
                         "author": {"display_name": f"{a.get('given', '')} {a['family']}".strip() if a.get("family") else a.get("name", "")},
                         "raw_author_name": f"{a.get('given', '')} {a.get('family', '')}".strip()}
                        for i, a in enumerate(w["authors"])],
        "biblio": {"volume": w["volume"] or None, "issue": w["issue"] or None,
                   "first_page": first or None, "last_page": (last or first) or None},
        "is_retracted": bool(w.get("retracted")),
        "abstract_inverted_index": inverted(abstract_text(w)) if abstract_text(w) else None,
    }
    oa = open_access(world, w) if world is not None else {}
    if oa:
        if "pmcid" in oa:
            out["ids"]["pmcid"] = oa.pop("pmcid")
        out.update(oa)
    return out


def handle(world, method, path, params, body):
    if not params.get("api_key"):
        return 401, JSON, json_bytes({"error": "API key required", "message": "Add api_key to your request"})
    if path.rstrip("/").endswith("/works"):
        results = []
        flt = params.get("filter", "")
        m = re.match(r"doi:(.*)", flt)
        if m:
            for doi in m.group(1).split("|"):
                w = world.get("openalex", doi=doi)
                if w:
                    results.append(work(w, world))
        per_page = int(params.get("per-page", "25") or 25)
        if params.get("search"):  # relevance search over titles (the real one reads abstracts too)
            results = [{**work(w, world), "relevance_score": round(sc * 100, 2)}
                       for sc, w in world.search("openalex", params["search"], limit=per_page, floor=0.3)]
        return 200, JSON, json_bytes({"meta": {"count": len(results), "page": 1, "per_page": per_page},
                                      "results": results[:per_page], "group_by": []})
    return 404, JSON, json_bytes({"error": "Not found"})


def empty(params):
    return 200, JSON, json_bytes({"meta": {"count": 0, "page": 1, "per_page": 25}, "results": [], "group_by": []})
