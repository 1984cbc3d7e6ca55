"""A DBLP record (the search API's hits, the XML dump's authors) read into a ``Work``."""
from __future__ import annotations

import html
import re

from ..core.names import split_name
from ..core.work import Work, make_record

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
