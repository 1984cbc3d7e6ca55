"""Readers of the sources' bulk files, one record at a time (never a whole file in memory).

Each reader yields events: ``Rec`` (a work of a source, under the source's own key), ``Delete``
(a key the source withdrew: PubMed's ``DeleteCitation``, OpenAlex's merged ids), ``Flag`` (a
Retraction Watch notice by DOI / PMID) and ``Bad`` (a record that could not be read: counted and
named in the manifest, never dropped silently). ``detect`` names a file's format from its name
and first bytes. The JSON records go through the providers' own parsers (``openalex.parse_work``,
``crossref.parse_work``), so a snapshot answer reads exactly like a live one.
"""
from __future__ import annotations

import csv
import json
import re
from pathlib import Path

from ..core.names import split_name
from ..core.work import make_record
from ..errors import RefverifyError
from ..ids import normalize_arxiv, normalize_doi, normalize_pmid
from ..records import crossref as _crossref
from ..records import openalex as _openalex
from .events import Bad, Delete, Flag, Rec, open_binary, open_text
from .xml_formats import read_dblp, read_pubmed

FORMATS = ("openalex", "openalex-merged", "crossref", "pubmed", "dblp", "arxiv", "retractionwatch")
_NOTHING = lambda path: iter(())  # noqa: E731
_DATE = re.compile(r"(?<!\d)(\d{4})-?(\d{2})-?(\d{2})(?!\d)")


def detect(path: Path) -> str:
    """The format of one snapshot file, from its first bytes; a RefverifyError if none."""
    try:
        with open_binary(path) as f:
            head = f.read(65536)
    except (OSError, EOFError) as exc:
        raise RefverifyError(f"{path}: cannot read the snapshot file ({exc})") from None
    text = head.decode("utf-8", "replace").lstrip("\ufeff \t\r\n")
    if not text:
        return "empty"       # recorded in the manifest as such: nothing in it to import
    if "merged_ids" in str(path).replace("\\", "/") and text.lower().startswith("merge_date"):
        return "openalex-merged"
    first_line = text.split("\n", 1)[0]
    if "OriginalPaperDOI" in first_line and "RetractionNature" in first_line:
        return "retractionwatch"
    if text.startswith("<"):
        if "<PubmedArticleSet" in text or "<MedlineCitationSet" in text:
            return "pubmed"
        if "<dblp" in text:
            return "dblp"
    if text.startswith("{"):
        if re.match(r'\{\s*"items"\s*:', text):
            return "crossref"
        if '"https://openalex.org/W' in first_line or '"authorships"' in first_line:
            return "openalex"
        if '"authors_parsed"' in first_line or ('"submitter"' in first_line and '"versions"' in first_line):
            return "arxiv"
        if '"DOI"' in first_line and ('"member"' in first_line or '"prefix"' in first_line):
            return "crossref"
    raise RefverifyError(f"{path}: not a snapshot format refverify reads (OpenAlex works, Crossref "
                         f"public data file, PubMed XML, dblp.xml, arXiv metadata, Retraction Watch CSV)")


def date_in_path(path: Path) -> str:
    """A date the file's path carries (``updated_date=2026-11-01``, ``dblp-2026-11-01.xml.gz``)."""
    found = _DATE.findall(str(path))
    return "-".join(found[-1]) if found else ""


# ---- JSON formats --------------------------------------------------------------------------

def _json_lines(path: Path):
    with open_text(path) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line:
                continue
            try:
                yield n, json.loads(line)
            except ValueError as exc:
                yield n, Bad(f"{path.name} line {n}", f"invalid JSON ({exc})")


def read_openalex(path: Path):
    for n, w in _json_lines(path):
        if isinstance(w, Bad):
            yield w
            continue
        key = (w.get("id") or "").rstrip("/").rsplit("/", 1)[-1]
        if not key:
            yield Bad(f"{path.name} line {n}", "an OpenAlex work without an id")
            continue
        pmcid = ((w.get("ids") or {}).get("pmcid") or "").rstrip("/").rsplit("/", 1)[-1]
        yield Rec("openalex", key, _openalex.parse_work(w), (w.get("updated_date") or "")[:10],
                  {"pmcid": f"PMC{pmcid}" if pmcid.isdigit() else pmcid})


def read_openalex_merged(path: Path):
    """``merged_ids/works/DATE.csv.gz``: merge_date, id, merge_into_id — the id is gone."""
    with open_text(path) as f:
        for n, row in enumerate(csv.DictReader(f), 2):
            key = (row.get("id") or "").strip().rsplit("/", 1)[-1]
            if key:
                yield Delete("openalex", key)
            else:
                yield Bad(f"{path.name} line {n}", "a merged-ids row without an id")


def _crossref_items(path: Path):
    with open_text(path) as f:
        head = f.read(4096)
        f.seek(0)
        if re.match(r'\s*\{\s*"items"\s*:', head):
            try:
                data = json.load(f)
            except ValueError as exc:
                yield Bad(path.name, f"invalid JSON ({exc})")
                return
            for n, item in enumerate(data.get("items") or [], 1):
                yield f"{path.name} item {n}", item
            return
    for n, item in _json_lines(path):
        if isinstance(item, Bad):
            yield None, item
        elif "items" in item:
            for k, sub in enumerate(item.get("items") or [], 1):
                yield f"{path.name} line {n} item {k}", sub
        else:
            yield f"{path.name} line {n}", item


def read_crossref(path: Path):
    for where, item in _crossref_items(path):
        if isinstance(item, Bad):
            yield item
            continue
        work = _crossref.parse_work(item) if isinstance(item, dict) else None
        if work is None or not work.doi:
            yield Bad(where, "a Crossref item without a valid DOI")
            continue
        date = ((item.get("indexed") or {}).get("date-time") or "")[:10]
        yield Rec("crossref", work.doi, work, date)


def _arxiv_year(rec: dict) -> int | None:
    versions = rec.get("versions") or []
    created = versions[0].get("created", "") if versions and isinstance(versions[0], dict) else ""
    m = re.search(r"\b(19|20)\d{2}\b", created)
    if m:
        return int(m.group(0))
    m = re.match(r"(\d{2})(\d{2})\.", rec.get("id") or "")    # 2106.01345: June 2021
    return 2000 + int(m.group(1)) if m else None


def _arxiv_authors(rec: dict) -> list:
    parsed = rec.get("authors_parsed")
    if isinstance(parsed, list) and parsed:
        out = []
        for parts in parsed:
            parts = [p.strip() for p in (parts or []) if isinstance(p, str)]
            if parts and parts[0]:
                given = " ".join(p for p in parts[1:] if p)
                out.append({"family": parts[0], "given": given})
        return out
    names = re.split(r",\s*|\s+and\s+", re.sub(r"\s+", " ", rec.get("authors") or ""))
    return [split_name(n) for n in names if n.strip()]


def read_arxiv(path: Path):
    for n, rec in _json_lines(path):
        if isinstance(rec, Bad):
            yield rec
            continue
        arxiv = normalize_arxiv(rec.get("id") or "")
        if not arxiv:
            yield Bad(f"{path.name} line {n}", f"an arXiv record without a valid id ({rec.get('id')!r})")
            continue
        doi = normalize_doi(rec.get("doi") or "")
        work = make_record(
            id=arxiv, title=re.sub(r"\s+", " ", rec.get("title") or "").strip(), authors=_arxiv_authors(rec),
            year=_arxiv_year(rec), journal="arXiv", venue="arXiv", arxiv=arxiv, doi=doi, type="preprint",
            article_types=["preprint"], abstract=re.sub(r"\s+", " ", rec.get("abstract") or "").strip(),
            is_preprint=True, journal_ref=re.sub(r"\s+", " ", rec.get("journal-ref") or "").strip(),
            published_doi=doi)
        yield Rec("arxiv", arxiv, work, (rec.get("update_date") or "")[:10])


# ---- Retraction Watch ----------------------------------------------------------------------

RETRACTION_KINDS = {"retraction": "retracted", "expression of concern": "concern", "correction": "erratum"}


def _us_date(text: str) -> str:
    m = re.match(r"\s*(\d{1,2})/(\d{1,2})/(\d{4})", text or "")
    return f"{m.group(3)}-{int(m.group(1)):02d}-{int(m.group(2)):02d}" if m else ""


def read_retractionwatch(path: Path):
    """Retraction Watch's CSV: one notice per row, for the original paper's DOI and / or PMID.
    Reinstatements and unknown natures are no flag (named as unread, not dropped silently)."""
    with open_text(path) as f:
        for n, row in enumerate(csv.DictReader(f), 2):
            nature = (row.get("RetractionNature") or "").strip().lower()
            kind = RETRACTION_KINDS.get(nature)
            doi = normalize_doi(row.get("OriginalPaperDOI") or "")
            pmid = normalize_pmid((row.get("OriginalPaperPubMedID") or "").split(".")[0])
            if not kind:
                yield Bad(f"{path.name} line {n}", f"notice of nature {nature or 'none'!r}: no flag")
                continue
            if not (doi or pmid):
                yield Bad(f"{path.name} line {n}", "a notice without the original paper's DOI or PMID")
                continue
            notice = normalize_doi(row.get("RetractionDOI") or "")
            notice_pmid = normalize_pmid((row.get("RetractionPubMedID") or "").split(".")[0])
            yield Flag(doi, pmid, kind, notice or (f"PMID:{notice_pmid}" if notice_pmid else ""),
                       _us_date(row.get("RetractionDate") or ""))


def reader(fmt: str):
    return {"openalex": read_openalex, "openalex-merged": read_openalex_merged, "crossref": read_crossref,
            "arxiv": read_arxiv, "retractionwatch": read_retractionwatch, "pubmed": read_pubmed,
            "dblp": read_dblp, "empty": _NOTHING}[fmt]
