"""OpenAlex: ``/works?filter=doi:A|B`` (100 per request). Needs an API key since Feb 2026."""
from __future__ import annotations

import json

from ..core.work import Work
from .base import SEARCH_FLOOR, Provider, Query, batches_by, best_by_title, found, make_record, missing, run_batch
from .compare import split_name
from .http import call

CHUNK = 100


def rebuild_abstract(index: dict | None) -> str:
    """OpenAlex ships abstracts as {word: [positions]}; put the words back in order."""
    if not index:
        return ""
    slots = {}
    for word, positions in index.items():
        for pos in positions:
            slots[pos] = word
    return " ".join(slots[i] for i in sorted(slots))


def parse_work(w: dict) -> Work:
    primary = (w.get("primary_location") or {}).get("source") or {}
    biblio = w.get("biblio") or {}
    first, last = biblio.get("first_page") or "", biblio.get("last_page") or ""
    ids = w.get("ids") or {}
    published = [loc for loc in (w.get("locations") or [])
                 if ((loc.get("source") or {}).get("type") == "journal") and loc.get("version") == "publishedVersion"]
    is_preprint = w.get("type") == "preprint" or primary.get("type") == "repository"
    best = w.get("best_oa_location") or {}
    return make_record(
        id=(w.get("id") or "").rsplit("/", 1)[-1], title=w.get("title") or w.get("display_name") or "",
        authors=[split_name((a.get("author") or {}).get("display_name") or a.get("raw_author_name") or "")
                 for a in (w.get("authorships") or [])],
        year=w.get("publication_year"), journal=primary.get("display_name") or "",
        venue=primary.get("display_name") or "",
        volume=biblio.get("volume") or "", issue=biblio.get("issue") or "",
        pages=f"{first}-{last}" if first and last and first != last else first,
        doi=w.get("doi") or "", pmid=(ids.get("pmid") or "").rstrip("/").rsplit("/", 1)[-1],
        type=w.get("type") or "", article_types=[w.get("type")] if w.get("type") else [],
        abstract=rebuild_abstract(w.get("abstract_inverted_index")), language=w.get("language") or "",
        updates=[{"kind": "retracted", "notice": ""}] if w.get("is_retracted") else [],
        is_preprint=is_preprint,
        journal_ref=((published[0].get("source") or {}).get("display_name", "") if is_preprint and published else ""),
        pmcid=ids.get("pmcid") or "",
        # the open copy: the best location's PDF, else the URL open_access gives (may be a landing page)
        oa_url=best.get("pdf_url") or (w.get("open_access") or {}).get("oa_url") or "",
        oa_licence=best.get("license") or "",
    )


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
