"""DBLP: /search/publ/api?q=…&format=json&h=…"""
from __future__ import annotations

from .server_util import json_bytes

JSON = "application/json"
KINDS = {"proceedings-article": "Conference and Workshop Papers", "journal-article": "Journal Articles",
         "preprint": "Informal and Other Publications", "book": "Books and Theses", "thesis": "Books and Theses"}


def _name(a: dict) -> str:
    """DBLP's display name: a homonym number (``Wei Chen 0002``) follows some people's names."""
    name = f"{a.get('given', '')} {a['family']}".strip() if a.get("family") else a.get("name", "")
    return f"{name} {a['dblp_suffix']}" if a.get("dblp_suffix") else name


def hit(w: dict, score: float, n: int) -> dict:
    authors = [{"@pid": f"00/{i}", "text": _name(a)} for i, a in enumerate(w["authors"])]
    info = {"authors": {"author": authors[0] if len(authors) == 1 else authors},
            "title": w["title"].rstrip(".") + ".", "venue": w["venue_dblp"], "year": str(w.get("year") or ""),
            "type": KINDS.get(w["type"], "Journal Articles"), "key": f"sim/{w['id']}",
            "url": f"https://dblp.org/rec/sim/{w['id']}"}
    for key, src in (("volume", "volume"), ("number", "issue"), ("pages", "pages"), ("doi", "doi")):
        if w[src]:
            # DBLP writes DOIs in upper case (10.1016/B978-…), as the conformance hits show
            info[key] = w[src].upper() if key == "doi" else w[src]
    return {"@score": str(int(score * 10)), "@id": str(n), "info": info, "url": f"URL#{n}"}


def _envelope(q, hits):
    result = {"query": q, "status": {"@code": "200", "text": "OK"},
              "hits": {"@total": str(len(hits)), "@computed": str(len(hits)), "@sent": str(len(hits)), "@first": "0"}}
    if hits:
        result["hits"]["hit"] = hits
    return json_bytes({"result": result})


def handle(world, method, path, params, body):
    if not path.endswith("/search/publ/api"):
        return 404, "text/plain", b"Not found"
    q, h = params.get("q", ""), int(params.get("h", "30") or 30)
    found = world.search("dblp", q, limit=h, floor=0.5)
    return 200, JSON, _envelope(q, [hit(w, s, i) for i, (s, w) in enumerate(found)])


def empty(params):
    return 200, JSON, _envelope(params.get("q", ""), [])
