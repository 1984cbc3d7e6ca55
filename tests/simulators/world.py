"""A world: the works that exist (docs/internals.md, "Simulators and the world file")."""
from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from pathlib import Path

from rapidfuzz import fuzz

SERVICES = ("pubmed", "crossref", "semanticscholar", "openalex", "arxiv", "dblp")


def norm(text: str) -> str:
    s = unicodedata.normalize("NFKD", re.sub(r"<[^>]+>", " ", text or ""))
    s = "".join(c for c in s if not unicodedata.combining(c)).lower()
    return re.sub(r"\s+", " ", re.sub(r"[^\w\s]", " ", s)).strip()


def norm_doi(doi: str) -> str:
    d = (doi or "").strip().lower()
    return re.sub(r"^(https?://(dx\.)?doi\.org/|doi:)", "", d)


class World:
    def __init__(self, works: list[dict]):
        self.works = [self._defaults(w) for w in works]
        self.by_doi = {norm_doi(w["doi"]): w for w in self.works if w["doi"]}
        self.by_pmid = {str(w["pmid"]): w for w in self.works if w["pmid"]}
        self.by_arxiv = {w["arxiv"].lower(): w for w in self.works if w["arxiv"]}
        # each title normalised once: a search then costs the comparisons only, so a simulator
        # serving 1,500 works does not hold its process (and the arrival stamps of its other
        # requests) for tens of milliseconds per search
        self.norm_titles = [norm(w["title"]) for w in self.works]

    @staticmethod
    def _defaults(w: dict) -> dict:
        w = dict(w)
        for key in ("doi", "pmid", "pmcid", "arxiv", "journal", "journal_abbrev", "volume", "issue",
                    "pages", "venue_dblp", "published_doi", "preprint_doi", "retraction_doi",
                    "erratum_doi", "language", "type", "venue_s2", "container_title", "crossref_type"):
            w[key] = str(w.get(key) or "")
        w["type"] = w["type"] or "journal-article"
        w.setdefault("authors", [])
        w.setdefault("publication_types", ["Journal Article"] if w["pmid"] else [])
        w.setdefault("abstract", "")
        w.setdefault("arxiv_versions", [])
        w["paper_id"] = hashlib.sha1(w["id"].encode()).hexdigest()
        return w

    def indexed(self, w: dict, service: str) -> bool:
        if "indexed_in" in w:
            return service in w["indexed_in"]
        return {
            "pubmed": bool(w["pmid"]),
            "crossref": bool(w["doi"]) and not w["doi"].startswith("10.48550"),
            "semanticscholar": True,
            "openalex": bool(w["doi"]) or bool(w["pmid"]),
            "arxiv": bool(w["arxiv"]),
            "dblp": bool(w["venue_dblp"]),
        }[service]

    def get(self, service: str, *, doi: str = "", pmid: str = "", arxiv: str = "") -> dict | None:
        w = None
        if doi:
            w = self.by_doi.get(norm_doi(doi))
        elif pmid:
            w = self.by_pmid.get(str(pmid))
        elif arxiv:
            w = self.by_arxiv.get(re.sub(r"v\d+$", "", arxiv.lower()))
        return w if w is not None and self.indexed(w, service) else None

    def search(self, service: str, text: str, limit: int = 5, floor: float = 0.0) -> list[tuple[float, dict]]:
        q = norm(text)
        scored = []
        for w, title in zip(self.works, self.norm_titles):
            if not self.indexed(w, service):
                continue
            score = max(fuzz.ratio(q, title), fuzz.partial_ratio(title, q) * 0.9) / 100
            if score >= floor:
                scored.append((score, w))
        scored.sort(key=lambda x: -x[0])
        return scored[:limit]

    def find(self, doi: str) -> dict | None:
        return self.by_doi.get(norm_doi(doi))


def abstract_text(w: dict) -> str:
    a = w.get("abstract") or ""
    if isinstance(a, dict):
        return " ".join(a.values())
    return a


def load_world(path_or_data) -> World:
    if isinstance(path_or_data, (str, Path)):
        data = json.loads(Path(path_or_data).read_text(encoding="utf-8"))
    else:
        data = path_or_data
    return World(data["works"] if isinstance(data, dict) else data)
