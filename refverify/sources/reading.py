"""How the bibliography side was read weighs on Step B's verdicts (issue 20).

A reference-list line split by guesswork can put the authors in the title or the year in the
title; the record its DOI resolves to then looks like another work. Before an identifier is called
a mismatch, the record is compared with the whole line as written (``raw_describes``); and a
discrepancy on a field Step A did not read with certainty is at most a warning (``soften``)."""
from __future__ import annotations

import re

from rapidfuzz import fuzz

from ..core.certainty import is_certain
from ..core.compare_text import normalize_text
from ..core.work import Work, as_work
from ..state import MetadataIssue
from . import compare

RAW_TITLE_OK = 92            # partial similarity of the record's title inside the line, 0..100
RAW_TITLE_MIN_WORDS = 4      # shorter titles must appear word for word
CHECK_READING = "check how this reference line was read"
# MetadataIssue.field → the BibEntry field it compares
ISSUE_FIELDS = {"title": "title", "authors": "authors", "year": "year", "venue": "journal",
                "volume": "volume", "issue": "issue", "pages": "pages", "doi": "doi",
                "pmid": "pmid", "arxiv": "arxiv"}


def _title_in(title: str, raw: str) -> bool:
    title = normalize_text(title)
    if not title:
        return False
    if f" {title} " in f" {raw} ":
        return True
    return len(title.split()) >= RAW_TITLE_MIN_WORDS and fuzz.partial_ratio(title, raw) >= RAW_TITLE_OK


def raw_describes(raw: str, rec: Work | dict) -> bool:
    """The line as written carries the record's title, and its first author's family name or its
    year: the line describes that work, whatever its fields were split into."""
    rec = as_work(rec)
    text = normalize_text(raw)
    if not text or not any(_title_in(t, text) for t in rec.titles() if t):
        return False
    first = compare.family_name(rec.authors[0]) if rec.authors else ""
    author_in = bool(first) and re.search(rf"(?<!\w){re.escape(first)}(?!\w)", text) is not None
    year_in = bool(rec.year) and re.search(rf"(?<!\d){rec.year}(?!\d)", raw or "") is not None
    return author_in or year_in


_PAGE_RUN = re.compile(r"[A-Za-z]?\d+(?:\s*(?:-{1,3}|[~～\u2010-\u2015\u2212\u301c])\s*[A-Za-z]?\d+)*")
_LINKS = re.compile(r"https?://\S+|\bdoi\s*:\s*\S+|\b10\.\d{4,9}/\S+|www\.\S+", re.IGNORECASE)


def _authors_written(raw: str, rec: Work) -> bool:
    """The record's authors (the first six) are all written in the line, in the record's order."""
    text = f" {normalize_text(_LINKS.sub(' ', raw))} "
    at = []
    for author in rec.authors[:6]:
        family = normalize_text(compare.family_name(author))
        found = re.search(rf"(?<!\w){re.escape(family)}(?!\w)", text) if family else None
        if not found:
            return False
        at.append(found.start())
    return bool(at) and at == sorted(at)


def written_in_line(field: str, raw: str, rec: Work | dict | None) -> bool:
    """The record's value of ``field`` is written in the reference line as it stands (its title,
    its volume before the issue, its issue in brackets, its page range): a discrepancy on it comes
    from how the line was split, not from the line."""
    if not raw or rec is None:
        return False
    rec = as_work(rec)
    if field == "title":
        text = compare.normalize_text(raw)
        return any(_title_in(t, text) for t in rec.titles() if t)
    if field == "authors":
        return _authors_written(raw, rec)
    if field == "year":     # the year written in the line, not inside its DOI or link
        return bool(rec.year) and re.search(rf"(?<!\d){rec.year}(?!\d)", _LINKS.sub(" ", raw)) is not None
    value = re.escape(str(getattr(rec, field, "") or "").strip())
    if not value:
        return False
    if field == "volume":
        return re.search(rf"(?<![\w.\-]){value}\s*\(|\bvol(?:ume)?\.?\s*{value}(?!\d)", raw, re.I) is not None
    if field == "issue":
        return re.search(rf"\(\s*{value}\s*\)", raw) is not None
    if field == "pages":
        want = compare.normalize_pages(rec.pages)
        return any(compare.normalize_pages(m) == want for m in _PAGE_RUN.findall(raw))
    return False


def soften(issues: list[MetadataIssue], certainty: dict[str, str] | None,
           misread: bool = False, line: str = "", rec: Work | dict | None = None) -> list[MetadataIssue]:
    """Discrepancies on fields not read with certainty (or on any field of a line found to be
    mis-split, ``misread``, or whose record value is written in the reference ``line`` as it
    stands) are warnings at most, and tell the user to check how the line was read (once: a rule
    that already said so is left as it is)."""
    out = []
    for issue in issues:
        field = ISSUE_FIELDS.get(issue.field, "")
        uncertain = misread or not is_certain(certainty, field) or (
            issue.severity == "error" and written_in_line(issue.field, line, rec))
        if field and uncertain and issue.severity in ("error", "warning") and "check how" not in issue.message:
            issue = issue.model_copy(update={"severity": "warning",
                                             "message": f"{issue.message} ({CHECK_READING})"})
        out.append(issue)
    return out
