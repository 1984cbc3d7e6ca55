"""Sections several reports share: the retraction block (always first), existence problems,
metadata issues, and the one-line descriptions of a reference and of a claim."""
from __future__ import annotations

from markupsafe import Markup

from ..state import Ref, State
from .derive import (
    SOURCE_NAMES, SOURCE_ORDER, ClaimView, author_year, doi, doi_url, excerpt, issues_of,
    is_web_url, md_escape, one_line, ordered_refs, pmid, ref_label, safe_url,
)
from .labels import existence_text
from ..core.vocab import Existence
from ..core.work import NO_WORK

FIELD_NAMES = {"year": "Year", "authors": "Authors", "venue": "Journal", "journal": "Journal",
               "volume": "Volume", "issue": "Issue", "pages": "Pages", "doi": "DOI",
               "title": "Title"}


def retraction_lines(state: State) -> list[str]:
    lines = []
    for ref in ordered_refs(state):
        notice = ref.retraction or {}
        issue = next((i for i in ref.metadata_issues if i.field == "retraction"), None)
        if not notice and issue is None:
            continue
        kind = notice.get("kind") or (issue.source_value if issue else "") or "retraction"
        where = notice.get("notice") or (issue.record if issue else "")
        source = notice.get("source") or (issue.source if issue else "")
        link = doi_url(where) if where.startswith("10.") else md_escape(where)
        lines.append(f"- {ref_label(ref)} {author_year(ref)} — {one_line(ref.bib.title)}: "
                     f"**{kind}** (notice: {link or '—'}; source: {source or '—'})")
    return lines


def found_sources(ref: Ref) -> list[str]:
    names = [n for n, r in ref.sources.items() if r.found]
    return sorted(names, key=lambda n: (SOURCE_ORDER.index(n) if n in SOURCE_ORDER else 99, n))


# the existence statuses the report lists as a problem with the entry (the rest were found,
# or Step B has not looked them up yet)
EXISTENCE_PROBLEMS = (Existence.NOT_FOUND, Existence.ID_MISMATCH, Existence.API_FAIL, Existence.UNINDEXED,
                      Existence.SINGLE_SOURCE, Existence.UNREADABLE)


def existence_lines(state: State, language: str) -> list[str]:
    """One line per reference with an existence problem; failed lookups with the same errors
    (a service down fails every reference alike) are one line naming them all."""
    lines, failed = [], {}
    for ref in ordered_refs(state):
        if ref.existence not in EXISTENCE_PROBLEMS:
            continue
        note = f" ({one_line(ref.existence_note)})" if ref.existence_note else ""
        if ref.existence == "api_fail":
            if note in failed:
                failed[note].append(ref)
                continue
            failed[note] = [ref]
        lines.append(f"- {ref_label(ref)} {author_year(ref)} — {one_line(ref.bib.title)}: "
                     f"`{ref.existence}` — {existence_text(language, ref.existence)}{note}")
    for note, refs in failed.items():
        if len(refs) > 1:
            at = lines.index(next(line for line in lines if line.startswith(f"- {ref_label(refs[0])} ")
                                  and line.endswith(note)))
            lines[at] = (f"- {' '.join(ref_label(r) for r in refs)} ({len(refs)} references): "
                         f"`api_fail` — {existence_text(language, 'api_fail')}{note}")
    return lines


def metadata_rows(state: State) -> list[dict]:
    rows = []
    for ref in ordered_refs(state):
        for issue in issues_of(ref):
            if issue.field == "retraction":
                continue
            rows.append({"ref": ref_label(ref), "field": issue.field, "bib": issue.bib,
                         "source_value": issue.source_value, "severity": issue.severity,
                         "record": Markup(f"{md_escape(issue.source)} "
                                          f"{record_link(issue.record)}".strip())})
    return rows


def record_link(record: str) -> str:
    if is_web_url(record):
        return f"<{safe_url(record)}>"
    if record.startswith("10."):
        return f"<{safe_url(doi_url(record))}>"
    return md_escape(record)


def ref_heading(ref: Ref) -> str:
    parts = [f"{ref_label(ref)} {author_year(ref)}".strip()]
    if pmid(ref):
        parts.append(f"PMID {pmid(ref)}")
    elif doi(ref):
        parts.append(f"DOI {doi(ref)}")
    rec = ref.record or NO_WORK
    venue = rec.journal or ref.bib.journal or ref.bib.publisher
    if venue:
        parts.append(one_line(venue))
    if rec.type:
        parts.append(rec.type)
    return " | ".join(parts)


# The marks of the metadata check. In the Markdown reports plain words in brackets, so they read
# in any terminal and font (issue 23: emoji showed as boxes); report.html passes its own signs.
WORD_MARKS = {"ok": "[ok]", "warn": "[warning]", "error": "[error]"}


def _score_mark(score: float | None, marks: dict[str, str]) -> str:
    if score is None:
        return "Title match —"
    mark = marks["ok"] if score >= 0.85 else marks["warn"] if score >= 0.60 else marks["error"]
    return f"{mark} Title match {score:.2f}"


def metadata_check(ref: Ref, language: str, marks: dict[str, str] = WORD_MARKS) -> str:
    if ref.existence == "unreadable":
        return f"{marks['error']} {one_line(ref.existence_note) or existence_text(language, ref.existence)}"
    if ref.existence in (Existence.NOT_FOUND, Existence.API_FAIL, Existence.PENDING, Existence.UNINDEXED):
        return f"{marks['error']} {ref.existence}: {existence_text(language, ref.existence)}"
    parts = [_score_mark(ref.title_match_score, marks)]
    issue_fields = {}
    for issue in issues_of(ref):
        if issue.field in ("retraction", "title"):
            continue
        name = FIELD_NAMES.get(issue.field, issue.field)
        mark = marks["error"] if issue.severity == "error" else marks["warn"]
        if name in issue_fields and issue.severity != "error":
            continue            # a record's error on the field is not hidden by a warning
        issue_fields[name] = f"{name} {mark} {one_line(issue.bib)} → {one_line(issue.source_value)}"
    for name in ("Year", "Authors", "Journal", "Volume", "Issue", "Pages", "DOI"):
        if name in issue_fields:
            parts.append(issue_fields.pop(name))
        elif name in ("Year", "Journal"):
            parts.append(f"{name} {marks['ok']}")
    parts.extend(issue_fields.values())
    if ref.existence == "triangulated":
        parts.append(f"triangulated ({'+'.join(found_sources(ref))})")
    elif ref.existence in (Existence.SINGLE_SOURCE, Existence.ID_MISMATCH):
        parts.append(existence_text(language, ref.existence))
    return " | ".join(parts)


def abstract_line(ref: Ref, lab: dict) -> str:
    if ref.abstract_source == "none" or not ref.abstract_words:
        return lab["no_abstract"]
    name = SOURCE_NAMES.get(ref.abstract_source, ref.abstract_source)
    return f"{name} ({ref.abstract_words} {lab['words']})"


def claim_where(view: ClaimView, lab: dict) -> str:
    chapter = view.claim.chapter or view.claim.file or lab["no_chapter"]
    return f"{chapter} {view.where}"


def claim_excerpt(view: ClaimView) -> str:
    return excerpt(view.claim.citing_sentence or view.claim.context_raw)


def skipped_reason(view: ClaimView, language: str) -> str:
    j = view.judgment
    if j and j.skipped_reason:
        return j.skipped_reason
    return f"{view.ref.existence}: {existence_text(language, view.ref.existence)}"
