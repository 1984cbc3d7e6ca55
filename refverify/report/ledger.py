"""CITATIONS.md (seed 001): the verification ledger, one line per reference."""
from __future__ import annotations

from ..state import Ref, State
from ..core.vocab import CONFLICT, FOUND as EXISTS_OK, Existence, Verdict
from .derive import (
    authors, claim_views, family_name, has_retraction, one_line, ordered_refs,
    ref_label,
)
from .labels import labels
from .render import render
from .sections import found_sources
from ..core.work import NO_WORK

CLAIM_WORD = {Verdict.PASS: "support", Verdict.PARTIAL_B: "support", Verdict.PARTIAL_A: "partial",
              Verdict.FAIL: "not-support", CONFLICT: "conflict"}
# Worst first: the ledger shows the weakest use of a reference.
CLAIM_RANK = ["not-support", "conflict", "partial", "support"]


def citation_text(ref: Ref) -> str:
    names = [family_name(a) for a in authors(ref)]
    who = (names[0] if len(names) == 1 else f"{names[0]} & {names[1]}" if len(names) == 2
           else f"{names[0]} et al." if names else "?")
    year = f"{ref.bib.year or (ref.record or NO_WORK).year or 'n.d.'}{ref.bib.year_suffix}"
    where = ":".join(x for x in (ref.bib.volume, ref.bib.pages.replace("--", "–")) if x)
    venue = " ".join(x for x in (one_line(ref.bib.journal or ref.bib.publisher), where) if x)
    return f"{who} {year}" + (f", {venue}" if venue else "")


def exists_field(ref: Ref) -> str:
    if ref.existence in EXISTS_OK:
        return f"exists:✓({'+'.join(found_sources(ref)) or (ref.record or NO_WORK).source or '?'})"
    return {Existence.NOT_FOUND: "exists:✗ not found in any source",
            Existence.ID_MISMATCH: "exists:✗ identifier points to another work",
            Existence.API_FAIL: "exists:? lookup failed, retry later",
            Existence.UNINDEXED: "exists:? not indexed",
            Existence.UNREADABLE: "exists:? could not read this entry",
            }.get(ref.existence, f"exists:? {ref.existence}")


def triangulate_field(ref: Ref) -> str:
    return {Existence.TRIANGULATED: "triangulate:✓",
            Existence.SINGLE_SOURCE: "triangulate:single source, review with care",
            Existence.VERIFIED: "triangulate:—"}.get(ref.existence, "triangulate:✗")


def ledger_line(ref: Ref, views, edited: set[str]) -> str:
    judged = [v for v in views if v.verdict]
    parts = [f"- {ref_label(ref)} {citation_text(ref)}", exists_field(ref), triangulate_field(ref)]
    claim = None
    if judged:
        worst = min(judged, key=lambda v: CLAIM_RANK.index(CLAIM_WORD[v.verdict]))
        claim = CLAIM_WORD[worst.verdict]
        anchor = next((v.judgment for v in judged if CLAIM_WORD[v.verdict] == claim
                       and v.judgment.anchor_quote), None)
        text = f"claim:{claim}"
        if anchor:
            loc = f"({anchor.anchor_location})" if anchor.anchor_location else ""
            text += f' "{one_line(anchor.anchor_quote)}"{loc}'
        if ref.abstract_source == "none":
            text += " no-source-text"
        elif ref.abstract_source != "full_text_pdf":
            text += " abstract-only"
        parts.append(text)
    else:
        parts.append("claim:— not judged")
    if has_retraction(ref):
        parts.append(f"warning: {(ref.retraction or {}).get('kind', 'retraction')}")
    ok = ref.existence in EXISTS_OK and claim == "support" and not has_retraction(ref)
    human = ref.ref_id in edited or any(v.claim.claim_id in edited for v in views)
    parts.append("status: " + ("verified-revised" if ok and human else "verified" if ok
                               else "unverified"))
    return " | ".join(parts)


def ledger(state: State, language: str) -> str:
    lab = labels(language)
    edited = {e.target for e in state.edits}
    views = claim_views(state)
    lines = [ledger_line(r, [v for v in views if v.ref is r], edited)
             for r in ordered_refs(state) if r.claims]
    return render("CITATIONS.md.j2", lab=lab, lines=lines)
