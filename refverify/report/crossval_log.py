"""cross_validation_log.md (seed 000 D3): both rounds of every cross-validated claim."""
from __future__ import annotations

from ..state import State
from .derive import claim_views, generated_at, one_line, ref_label, short_time
from .labels import labels
from .render import render
from .sections import claim_where


def final_state(view, lab: dict) -> str:
    j = view.judgment
    if j.resolved_verdict:
        r = j.resolution
        note = f" — {one_line(r.note)}" if r.note else ""
        return lab["resolved"].format(who=r.who, when=r.when, verdict=r.verdict) + note
    if j.conflict:
        return lab["conflict"]
    return f"{lab['adopted']}: {j.verdict}"


def crossval_log(state: State, language: str) -> str:
    lab = labels(language)
    entries = []
    for v in claim_views(state):
        j = v.judgment
        if not (j and j.cross_validated):
            continue
        entries.append({
            "heading": f"{v.claim.claim_id} {ref_label(v.ref)} ({claim_where(v, lab)}) — {v.claim.severity}",
            "sentence": one_line(v.claim.citing_sentence or v.claim.context_raw),
            "r1": j.verdict, "r1_why": one_line(j.reasoning),
            "r2": j.cv_verdict, "r2_why": one_line(j.cv_reasoning),
            "agreed": j.verdict == j.cv_verdict,
            "agree": lab["yes"] if j.verdict == j.cv_verdict else lab["no"],
            "final": final_state(v, lab)})
    agree = sum(1 for e in entries if e["agreed"])
    return render("cross_validation_log.md.j2", lab=lab, entries=entries, agree=agree,
                  generated=short_time(generated_at(state)))
