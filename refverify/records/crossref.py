"""A Crossref work (``/works`` answers, the public data file's items) read into a ``Work``."""
from __future__ import annotations

import json
import re

from ..core.work import Work, make_record

UPDATE_KINDS = {"retraction": "retracted", "removal": "retracted", "withdrawal": "retracted",
                "correction": "erratum", "erratum": "erratum", "corrigendum": "erratum",
                "expression_of_concern": "concern", "expression-of-concern": "concern"}
_JATS = re.compile(r"<[^>]+>")


def strip_jats(text: str | None) -> str:
    if not text:
        return ""
    text = re.sub(r"<jats:title>[^<]*</jats:title>", " ", text)
    return re.sub(r"\s+", " ", _JATS.sub(" ", text)).strip()


def _year(parts_holder) -> int | None:
    try:
        y = parts_holder["date-parts"][0][0]
        return int(y) if y else None
    except (TypeError, KeyError, IndexError, ValueError):
        return None


def _first(values) -> str:
    return (values or [""])[0] if isinstance(values, list) else (values or "")


def parse_work(m: dict) -> Work:
    title = _first(m.get("title"))
    subtitle = _first(m.get("subtitle"))
    authors = []
    for a in m.get("author") or []:
        if a.get("family"):
            authors.append({"family": a["family"], "given": a.get("given", "")})
        elif a.get("name"):
            authors.append({"name": a["name"]})
    updates = [{"kind": UPDATE_KINDS[u.get("type", "")], "notice": u.get("DOI", "")}
               for u in (m.get("updated-by") or []) if u.get("type") in UPDATE_KINDS]
    notices = [UPDATE_KINDS[u.get("type", "")] for u in (m.get("update-to") or [])
               if u.get("type") in UPDATE_KINDS]
    rel = m.get("relation") or {}
    first_id = lambda key: _first([r.get("id", "") for r in rel.get(key, []) if r.get("id-type") == "doi"])
    year = _year(m.get("issued")) or _year(m.get("published"))
    return make_record(
        id=m.get("DOI", ""), title=title, alt_titles=[f"{title}: {subtitle}"] if subtitle else [],
        authors=authors, year=year, year_online=_year(m.get("published-online")),
        journal=_first(m.get("container-title")), journal_abbrev=_first(m.get("short-container-title")),
        volume=m.get("volume", ""), issue=m.get("issue", ""), pages=m.get("page", ""),
        doi=m.get("DOI", ""), type=m.get("type", ""), article_types=[m.get("type", "")] if m.get("type") else [],
        abstract=strip_jats(m.get("abstract")), language=m.get("language", ""),
        updates=updates, notice_of=notices[0] if notices else "",
        published_doi=first_id("is-preprint-of"), preprint_doi=first_id("has-preprint"),
        is_preprint=m.get("type") == "posted-content" or m.get("subtype") == "preprint",
    )


def parse_response(body: str | bytes) -> list[Work]:
    """A ``/works/{doi}`` (work) or ``/works?…`` (work-list) answer → records."""
    data = json.loads(body)
    msg = data["message"]
    if data.get("message-type") == "work-list" or "items" in msg:
        return [parse_work(m) for m in msg.get("items", [])]
    return [parse_work(msg)]
