"""Semantic Scholar Graph API: POST /paper/batch, GET /paper/search/match."""
from __future__ import annotations

import json

from . import fulltext_sim
from .server_util import json_bytes
from .world import abstract_text

JSON = "application/json"
PUBTYPES = {"Review": "Review", "Systematic Review": "Review", "Meta-Analysis": "MetaAnalysis",
            "Randomized Controlled Trial": "ClinicalTrial", "Clinical Trial": "ClinicalTrial"}


def paper(w: dict, fields: set[str], world=None) -> dict:
    ext = {"CorpusId": int(w["paper_id"][:7], 16)}
    if w["doi"]:
        ext["DOI"] = w["doi"]
    if w["pmid"]:
        ext["PubMed"] = w["pmid"]
    if w["arxiv"]:
        ext["ArXiv"] = w["arxiv"]
    preprint = w["type"] == "preprint"
    types = ["JournalArticle"] if w["type"] == "journal-article" else (
        ["Conference"] if w["type"] == "proceedings-article" else ["Book"] if w["type"] == "book" else [])
    types += [PUBTYPES[t] for t in w.get("publication_types", []) if t in PUBTYPES]
    full = {
        "paperId": w["paper_id"], "externalIds": ext, "title": w["title"],
        "authors": [{"authorId": str(abs(hash(a.get("family", a.get("name", "")))) % 10**8),
                     "name": f"{a.get('given', '')} {a['family']}".strip() if a.get("family") else a.get("name", "")}
                    for a in w["authors"]],
        "year": w.get("year"), "venue": "arXiv.org" if preprint else (w["venue_s2"] or w["journal"] or w["venue_dblp"]),
        "journal": None if preprint else {"name": w["venue_s2"] or w["journal"], "volume": w["volume"],
                                          "pages": w["pages"]},
        "abstract": abstract_text(w) or None, "publicationTypes": types or None,
        "publicationDate": (w["arxiv_versions"][0]["date"] if preprint and w["arxiv_versions"]
                            else (f"{w['year']}-01-01" if w.get("year") else None)),
    }
    url = fulltext_sim.oa_pdf_url(world, w, "semanticscholar") if world is not None else ""
    full["openAccessPdf"] = {"url": url, "status": "GOLD", "license": fulltext_sim.licence(w)} if url else None
    keep = {"paperId"} | fields
    return {k: v for k, v in full.items() if k in keep}


def _lookup(world, pid: str):
    kind, _, value = pid.partition(":")
    kind = kind.upper()
    if not value:   # a paper id
        return next((w for w in world.works if w["paper_id"] == kind.lower() and world.indexed(w, "semanticscholar")), None)
    if kind == "DOI":
        return world.get("semanticscholar", doi=value)
    if kind == "PMID":
        return world.get("semanticscholar", pmid=value)
    if kind == "ARXIV":
        return world.get("semanticscholar", arxiv=value)
    return None


def handle(world, method, path, params, body):
    fields = set((params.get("fields") or "title").split(","))
    if path.endswith("/paper/batch") and method == "POST":
        try:
            ids = json.loads(body or b"{}")["ids"]
        except (ValueError, KeyError):
            return 400, JSON, json_bytes({"error": "Unacceptable JSON body"})
        if len(ids) > 500:
            return 400, JSON, json_bytes({"error": "Too many ids. Max 500."})
        return 200, JSON, json_bytes([(paper(w, fields, world) if (w := _lookup(world, i)) else None) for i in ids])
    if path.endswith("/paper/search/match"):
        hits = world.search("semanticscholar", params.get("query", ""), limit=1, floor=0.6)
        if not hits:
            return 404, JSON, json_bytes({"error": "Title match not found"})
        score, w = hits[0]
        return 200, JSON, json_bytes({"data": [{**paper(w, fields), "matchScore": round(score * 120, 3)}]})
    if "/paper/" in path:
        w = _lookup(world, path.split("/paper/", 1)[1])
        if w is None:
            return 404, JSON, json_bytes({"error": f"Paper with id {path.split('/paper/', 1)[1]} not found"})
        return 200, JSON, json_bytes(paper(w, fields))
    return 404, JSON, json_bytes({"error": "Not found"})


def empty(params):
    return 200, JSON, json_bytes({"data": []})
