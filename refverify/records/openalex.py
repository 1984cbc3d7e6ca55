"""An OpenAlex work (the API's answers, the snapshot's lines) read into a ``Work``."""
from __future__ import annotations

from ..core.names import split_name
from ..core.work import Work, make_record


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
