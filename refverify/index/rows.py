"""One indexed record: a ``Work`` flattened into the columns Step B compares, and back.

The columns are the fields the checks read (title, authors, year, venue, volume / issue / pages,
identifiers, type, notices); the abstract travels apart (``ABSTRACT``) so the index without
abstracts stays small and its size measurable. The title search reads ``title_key`` (the
project's title normalisation, ``core.compare_text.normalize_text``) and ``search_tokens``.
"""
from __future__ import annotations

import json
import re

from ..core.compare_text import normalize_text
from ..core.work import Work

SOURCES = ("openalex", "crossref", "pubmed", "dblp", "arxiv")
#: how a person reads each source's name in a report
SOURCE_NAMES = {"openalex": "OpenAlex", "crossref": "Crossref", "pubmed": "PubMed", "dblp": "DBLP",
                "arxiv": "arXiv"}

# (column, Arrow type name): the Parquet parts' schema (build.py makes the Arrow schema)
WORK_COLUMNS = [
    ("source", "string"), ("key", "string"), ("snapshot", "string"), ("title", "string"),
    ("title_key", "string"), ("search_tokens", "string"), ("authors", "string"), ("year", "int16"),
    ("year_online", "int16"), ("journal", "string"), ("journal_abbrev", "string"), ("volume", "string"),
    ("issue", "string"), ("pages", "string"), ("doi", "string"), ("pmid", "string"), ("pmcid", "string"),
    ("arxiv", "string"), ("dblp", "string"), ("type", "string"), ("article_types", "string"),
    ("language", "string"), ("updates", "string"), ("notice_of", "string"), ("published_doi", "string"),
    ("preprint_doi", "string"), ("journal_ref", "string"), ("is_preprint", "bool_"), ("venue", "string"),
    ("alt_titles", "string"), ("languages", "string"), ("oa_url", "string"), ("oa_licence", "string"),
]
ABSTRACT_COLUMNS = [("source", "string"), ("key", "string"), ("abstract", "string")]
DELETE_COLUMNS = [("source", "string"), ("key", "string")]
FLAG_COLUMNS = [("doi", "string"), ("pmid", "string"), ("kind", "string"), ("notice", "string"), ("date", "string")]

_AUTHOR_SEP, _NAME_SEP, _LIST_SEP = "\x1e", "\x1f", "|"
_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]+")
# Words every second title has: no use for finding candidates (the full key still compares them).
STOP = frozenset("a an the of for in on to and with via by from at is are its as or into".split())


def search_tokens(title_key: str) -> list[str]:
    """The tokens a title is found by: its words (small words dropped), and for Chinese /
    Japanese text, which has no spaces, each pair of adjacent characters."""
    out = []
    for word in title_key.split():
        cjk = _CJK.findall(word)
        if cjk:
            for run in cjk:
                out += [run[i:i + 2] for i in range(max(1, len(run) - 1))]
            rest = _CJK.sub(" ", word).split()
            out += [w for w in rest if w not in STOP]
        elif word not in STOP:
            out.append(word)
    return list(dict.fromkeys(out))


def encode_authors(work: Work) -> str:
    return _AUTHOR_SEP.join(
        f"{a.family}{_NAME_SEP}{a.given}" if (a.family or a.given) else a.name.replace(_NAME_SEP, " ")
        for a in work.authors)


def decode_authors(text: str | None) -> list[dict]:
    out = []
    for part in (text or "").split(_AUTHOR_SEP) if text else []:
        if _NAME_SEP in part:
            family, given = part.split(_NAME_SEP, 1)
            out.append({"family": family, "given": given})
        elif part:
            out.append({"name": part})
    return out


def work_row(source: str, key: str, work: Work, snapshot: str = "", pmcid: str = "", dblp: str = "") -> dict:
    """The index columns of one record (without its abstract)."""
    key_text = normalize_text(work.title)
    return {
        "source": source, "key": key, "snapshot": snapshot, "title": work.title, "title_key": key_text,
        "search_tokens": " ".join(search_tokens(key_text)), "authors": encode_authors(work),
        "year": work.year if work.year and -32768 < work.year < 32768 else None,
        "year_online": work.year_online if work.year_online and -32768 < work.year_online < 32768 else None,
        "journal": work.journal, "journal_abbrev": work.journal_abbrev, "volume": work.volume,
        "issue": work.issue, "pages": work.pages, "doi": work.doi, "pmid": work.pmid, "pmcid": work.pmcid or pmcid,
        "arxiv": work.arxiv, "dblp": dblp, "type": work.type, "article_types": _LIST_SEP.join(work.article_types),
        "language": work.language,
        "updates": json.dumps([u.model_dump() for u in work.updates]) if work.updates else "",
        "notice_of": work.notice_of, "published_doi": work.published_doi, "preprint_doi": work.preprint_doi,
        "journal_ref": work.journal_ref, "is_preprint": bool(work.is_preprint), "venue": work.venue,
        "alt_titles": _AUTHOR_SEP.join(work.alt_titles), "languages": _LIST_SEP.join(work.languages),
        "oa_url": work.oa_url, "oa_licence": work.oa_licence,
    }


def row_work(row: dict, abstract: str = "") -> Work:
    """The ``Work`` a provider answers with, from an index row."""
    updates = json.loads(row["updates"]) if row.get("updates") else []
    return Work(
        id=row["key"], title=row["title"] or "", authors=decode_authors(row.get("authors")),
        venue=row["venue"] if row.get("venue") is not None else row.get("journal") or "",
        alt_titles=[t for t in (row.get("alt_titles") or "").split(_AUTHOR_SEP) if t],
        languages=[t for t in (row.get("languages") or "").split(_LIST_SEP) if t], year=row.get("year"), year_online=row.get("year_online"),
        journal=row.get("journal") or "", journal_abbrev=row.get("journal_abbrev") or "",
        volume=row.get("volume") or "", issue=row.get("issue") or "", pages=row.get("pages") or "",
        doi=row.get("doi") or "", pmid=row.get("pmid") or "", arxiv=row.get("arxiv") or "",
        pmcid=row.get("pmcid") or "", oa_url=row.get("oa_url") or "", oa_licence=row.get("oa_licence") or "",
        type=row.get("type") or "",
        article_types=[t for t in (row.get("article_types") or "").split(_LIST_SEP) if t],
        abstract=abstract or "", language=row.get("language") or "", updates=updates,
        notice_of=row.get("notice_of") or "", published_doi=row.get("published_doi") or "",
        preprint_doi=row.get("preprint_doi") or "", journal_ref=row.get("journal_ref") or "",
        is_preprint=bool(row.get("is_preprint")))


def record_url(source: str, row: dict) -> str:
    """Where a person opens the record the answer came from (the service's own page)."""
    key = row["key"]
    return {"openalex": f"https://openalex.org/{key}", "pubmed": f"https://pubmed.ncbi.nlm.nih.gov/{key}/",
            "crossref": f"https://doi.org/{row.get('doi') or key}", "dblp": f"https://dblp.org/rec/{key}",
            "arxiv": f"https://arxiv.org/abs/{key}"}.get(source, "")
