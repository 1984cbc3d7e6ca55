"""citation_contexts.md (seed 000 A7 / D5): the Step A checkpoint, claims grouped by chapter."""
from __future__ import annotations

from ..state import State
from .derive import chapters, claim_views, generated_at, one_line, ref_label, short_time
from .labels import labels
from .render import render


def citation_contexts(state: State, language: str) -> str:
    lab = labels(language)
    groups = []
    for chapter, views in chapters(claim_views(state), list(state.meta.input_hashes)):
        claims = []
        for v in views:
            c = v.claim
            flags = []
            if c.method_needs_human_confirm:
                flags.append(lab["method_flag"])
            if c.context_confidence == "low":
                flags.append(lab["low_confidence"])
            claims.append({
                "heading": f"{c.claim_id} {ref_label(v.ref)} {v.where} — {c.severity}"
                           + (" [full text]" if c.fulltext_likely else ""),
                "file": c.file, "context": one_line(c.context_raw),
                "summary": one_line(c.claim_summary), "flags": flags,
                "trigger": c.fulltext_trigger if c.fulltext_likely else None})
        groups.append({"chapter": chapter or lab["no_chapter"], "claims": claims})
    return render("citation_contexts.md.j2", lab=lab, groups=groups,
                  generated=short_time(generated_at(state)), source=state.meta.source_file,
                  n_claims=sum(len(g["claims"]) for g in groups))
