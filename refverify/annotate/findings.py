"""The findings that need a person, each with the citing place it belongs to.

A finding about a claim (FAIL, PARTIAL-A, CONFLICT) sits at that claim's citing place. A finding
about a reference sits at every citing place when each use must change (not found, identifier
of another work, orphan, retraction) and at the first one when one fix in the bibliography
settles it (metadata drift, numbering order). An uncited entry sits at its line in the
document's reference list. ``include_all`` adds the PASS, PARTIAL-B and unjudged uses.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core.outcome import ClaimKind, claim_outcome, entry_outcome
from ..core.vocab import CONFLICT, NOT_A_WORK, Action, Confidence, Existence, Verdict
from ..decisions import latest
from ..report.derive import active_issues, claim_views, ref_label, short_time
from ..state import Claim, Ref, State
from .wording import (field_name, join_list, reason_words, record_name, source_name, value_text,
                      words)

EACH_USE = (Existence.NOT_FOUND, "orphan", Existence.ID_MISMATCH, "retracted", "concern", "erratum")


@dataclass(frozen=True)
class Place:
    """Where a note goes: a citing place (file, line, block kind, marker as written, and which
    occurrence of that marker in the block), or an entry of the in-document reference list."""
    file: str
    line: int
    block_kind: str
    marker: str
    occurrence: int = 0


@dataclass(frozen=True)
class Note:
    ref_id: str
    claim_id: str | None
    kind: str           # not_found | orphan | id_mismatch | retracted | concern | erratum | issue | cited_year |
                        # list_issue | out_of_order | uncited | fail | partial_a | conflict |
                        # resolved | partial_b | pass | not_judged
    tag: str            # "FAIL · REMOVE", "FIX", "PARTIAL-A", …
    text: str
    place: Place

    @property
    def full_text(self) -> str:
        return f"{self.tag} — {self.text}"


def places(ref: Ref) -> dict[str, Place]:
    """Claim id -> its place; the occurrence counts the same marker earlier in the same block
    (each occurrence of a marker gives every reference in it one claim, in document order)."""
    seen: dict[tuple, int] = {}
    out = {}
    for claim in ref.claims:
        key = (claim.file, claim.line, claim.block_kind, claim.cite_marker)
        out[claim.claim_id] = Place(*key, seen.get(key, 0))
        seen[key] = seen.get(key, 0) + 1
    return out


def collect_notes(state: State, *, include_all: bool = False,
                  list_places: dict[str, Place] | None = None) -> list[Note]:
    """Every note, in reference order. ``list_places`` maps a reference id to its entry in the
    document's reference list (for uncited entries); without it uncited entries get no note."""
    lang = state.meta.language if state.meta.language in ("en", "zh") else "en"
    w = words(lang)
    checks = state.meta.checks
    orphans, out_of_order = set(checks.orphans), set(checks.out_of_order)
    severity_edits = {cid: e for (cid, field), e in latest(state).items() if field == "severity"}
    views = claim_views(state)
    notes: list[Note] = []
    for ref in state.refs.values():
        label = ref_label(ref)
        ref_places = places(ref)
        if not ref.claims:
            if ref.ref_id in checks.uncited and list_places and ref.ref_id in list_places:
                notes.append(Note(ref.ref_id, None, "uncited", "UNCITED",
                                  w["uncited"].format(label=label), list_places[ref.ref_id]))
            continue
        action = entry_outcome(ref, [claim_outcome(v.judgment) for v in views if v.ref is ref]).action
        each = _reference_notes(ref, label, lang, action, ref.ref_id in orphans)
        first = _first_use_notes(ref, label, lang, ref.ref_id in out_of_order)
        for index, claim in enumerate(ref.claims):
            place = ref_places[claim.claim_id]
            for kind, tag, text in each + (first if index == 0 else []) + _cited_year_notes(ref, claim, label, lang):
                notes.append(Note(ref.ref_id, claim.claim_id, kind, tag, text, place))
            if any(kind in (*NOT_A_WORK, "orphan") for kind, _, _ in each):
                continue  # not judged: the existence note says what to do
            verdict_note = _verdict_note(ref, claim, label, lang, action, include_all,
                                         severity_edits.get(claim.claim_id))
            if verdict_note:
                notes.append(Note(ref.ref_id, claim.claim_id, *verdict_note, place))
    return notes


def _reference_notes(ref: Ref, label: str, lang: str, action: str, orphan: bool):
    """Findings every use of the reference must deal with."""
    w = words(lang)
    out = []
    if orphan:
        out.append(("orphan", "ORPHAN · REMOVE", w["orphan"].format(label=label)))
    elif ref.existence == "not_found":
        sources = [source_name(s) for s in ref.sources]
        text = (w["not_found"].format(label=label, sources=join_list(lang, sources)) if sources
                else w["not_found_nowhere"].format(label=label))
        out.append(("not_found", "FAIL · REMOVE", text))
    elif ref.existence == "id_mismatch":
        issue = next((i for i in ref.metadata_issues if i.field in ("doi", "pmid", "arxiv")), None)
        field = issue.field if issue else "DOI"
        value = value_text(issue.bib) if issue else (ref.bib.doi or ref.bib.pmid or ref.bib.arxiv)
        other = value_text(issue.source_value) if issue else value_text(ref.record.title or None if ref.record else None)
        record = record_name(issue.source, issue.record) if issue else source_name(ref.record.source if ref.record else "")
        out.append(("id_mismatch", "FAIL · REMOVE", w["id_mismatch"].format(
            label=label, field=field_name(lang, field).upper() if field != "DOI" else field,
            value=value, other=other, record=record)))
    notice = ref.retraction or next(({"kind": "retracted", "notice": i.record, "source": i.source}
                                     for i in ref.metadata_issues if i.field == "retraction"), None)
    if notice:
        kind = notice.get("kind", "retracted")
        kind = kind if kind in ("retracted", "concern", "erratum") else "retracted"
        tag = "REPLACE" if kind == "retracted" else "CHECK"
        out.append((kind, tag, w[kind].format(label=label, notice=notice.get("notice") or "—",
                                               source=source_name(notice.get("source", "")))))
    return out


def _first_use_notes(ref: Ref, label: str, lang: str, out_of_order: bool):
    """Findings one correction settles: shown at the first citing place."""
    w = words(lang)
    out = []
    skip_identifier = ref.existence == "id_mismatch"
    for issue in active_issues(ref):
        if skip_identifier and issue.field in ("doi", "pmid", "arxiv", "title") or issue.source == "citation":
            continue
        field = field_name(lang, issue.field)
        if issue.source == "reference list":
            text = w["list_issue"].format(label=label, field=field, bib_file=ref.bib.file or ".bib",
                                          bib=value_text(issue.bib), value=value_text(issue.source_value))
        else:
            text = w["issue"].format(label=label, field=field, bib=value_text(issue.bib),
                                     value=value_text(issue.source_value),
                                     record=record_name(issue.source, issue.record))
        # A warning is shown to be checked; only an error is a FIX (as in the audit).
        out.append(("list_issue" if issue.source == "reference list" else "issue",
                    "FIX" if issue.severity == "error" else "CHECK", text))
    if out_of_order:
        out.append(("out_of_order", "ORDER", w["out_of_order"].format(label=label)))
    return out


def _cited_year_notes(ref: Ref, claim: Claim, label: str, lang: str):
    """A citation whose year is not its entry's: a CHECK at each place that cites that year."""
    here = f"{claim.file}:{claim.line}"
    return [("cited_year", "CHECK", words(lang)["cited_year"].format(
                label=label, value=value_text(issue.source_value), bib=value_text(issue.bib)))
            for issue in active_issues(ref)
            if issue.source == "citation" and here in issue.record.split(", ")
            and str(issue.source_value) in claim.cite_marker]


def _verdict_note(ref: Ref, claim: Claim, label: str, lang: str, action: str, include_all: bool,
                  severity_edit):
    w = words(lang)
    j = ref.judgment_for(claim.claim_id)
    resolved = j is not None and bool(j.resolved_verdict)
    verdict = j.final_verdict if j else None
    extra = []
    if j and j.numeric_details and verdict in (Verdict.FAIL, Verdict.PARTIAL_A):
        for d in j.numeric_details:
            if d.get("found"):
                continue
            number = d.get("claim")
            extra.append(w["number_differs"].format(source=d["source"], number=number)
                         if d.get("source") else w["number_missing"].format(number=number))
    if j and j.anchor_quote and (verdict in (Verdict.PARTIAL_A, Verdict.PASS, CONFLICT) or resolved):
        extra.append(w["anchor"].format(quote=_short(j.anchor_quote)))
    quote_missing = claim_outcome(j).kind is ClaimKind.QUOTE_NOT_FOUND
    if quote_missing:
        extra.append(w["quote_not_found"])     # RUBRIC §7: shown even on a PASS
    elif j and j.verdict and j.confidence == Confidence.PRELIMINARY and not resolved:
        extra.append(w["preliminary"])
    if severity_edit is not None:
        extra.append(w["severity_edit"].format(value=severity_edit.new, who=severity_edit.who or "?"))
    reason = " ".join((j.reasoning if j else "").split())
    if resolved:
        r = j.resolution
        text = w["resolved"].format(who=r.who or "?", when=short_time(r.when), verdict=r.verdict)
        if r.note:
            text += f": {' '.join(r.note.split())}"
        kind, tag = "resolved", f"{r.verdict} (decided)"
        text = f"{label} {text}"
    elif verdict == "CONFLICT":
        kind, tag = "conflict", "CONFLICT"
        text = w["conflict"].format(label=label, r1=j.verdict, r2=j.cv_verdict)
    elif verdict == "FAIL":
        kind, tag = "fail", f"FAIL · {action}" if action in (Action.REPLACE, Action.REMOVE) else "FAIL"
        text = reason_words(lang, reason)["fail"].format(label=label, reason=reason)
    elif claim_outcome(j).kind is ClaimKind.NEEDS_READING:
        # The offline judge's triage: no evidence either way, not a finding (as in the audit).
        if not include_all:
            return None
        kind, tag = "needs_reading", "needs reading"
        text = w["needs_reading"].format(label=label)
    elif verdict == "PARTIAL-A":
        kind, tag = "partial_a", "PARTIAL-A"
        text = reason_words(lang, reason)["partial_a"].format(label=label, reason=reason)
    elif not include_all and not quote_missing:
        return None
    elif verdict == "PASS":
        kind, tag, text = "pass", "PASS", w["pass"].format(label=label)
    elif verdict == "PARTIAL-B":
        kind, tag, text = "partial_b", "PARTIAL-B", w["partial_b"].format(label=label)
    else:
        reason = (j.skipped_reason if j and j.skipped_reason else ref.existence)
        kind, tag = "not_judged", "—"
        text = reason_words(lang, reason)["not_judged"].format(label=label, reason=reason)
    if extra:
        text += w["sep"] + w["sep"].join(extra)
    return kind, tag, text


def _short(quote: str, limit: int = 160) -> str:
    quote = " ".join(quote.split())
    return quote if len(quote) <= limit else quote[: limit - 1].rstrip() + "…"
