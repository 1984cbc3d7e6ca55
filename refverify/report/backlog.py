"""backlog.md (seed 000 D2): everything that needs a person, retractions first."""
from __future__ import annotations

from ..state import State
from .derive import (
    claim_views, doi, doi_url, generated_at, one_line, ordered_refs, ref_label, short_time,
)
from .labels import labels
from .render import render
from .sections import claim_where, existence_lines, retraction_lines
from ..core.work import NO_WORK


def _sources_errors(ref) -> str:
    errors = [f"{name}: {one_line(r.error)}" for name, r in ref.sources.items() if r.error]
    return "; ".join(errors) or one_line(ref.existence_note) or "—"


def _failed_lookups(refs) -> list[str]:
    """One line per reference, or one per set of identical errors (a service down fails every
    reference alike: the errors are said once, with the references they hit)."""
    groups: dict[str, list] = {}
    for ref in refs:
        groups.setdefault(_sources_errors(ref), []).append(ref)
    if all(len(g) == 1 for g in groups.values()):
        return [f"- {ref_label(r)} {one_line(r.bib.title)} — {_sources_errors(r)}" for r in refs]
    return [f"- {len(g)} references ({' '.join(ref_label(r) for r in g)}) — {errors}"
            if len(g) > 1 else f"- {ref_label(g[0])} {one_line(g[0].bib.title)} — {errors}"
            for errors, g in groups.items()]


def backlog(state: State, language: str) -> str:
    lab = labels(language)
    refs = ordered_refs(state)
    views = claim_views(state)
    mismatch = [{"ref": ref_label(r), "bib": one_line(r.bib.title), "api": one_line((r.record or NO_WORK).title),
                 "score": "—" if r.title_match_score is None else f"{r.title_match_score:.2f}",
                 "record": next((i.record for i in r.metadata_issues if i.field == "title"), "")
                 or (f"PMID {r.record.pmid}" if r.record and r.record.pmid else doi(r))}
                for r in refs if r.existence == "id_mismatch"]
    conflicts = [{"where": f"{ref_label(v.ref)} {v.claim.claim_id} ({claim_where(v, lab)})",
                  "sentence": one_line(v.claim.citing_sentence or v.claim.context_raw),
                  "r1": v.judgment.verdict, "r1_why": one_line(v.judgment.reasoning),
                  "r2": v.judgment.cv_verdict, "r2_why": one_line(v.judgment.cv_reasoning)}
                 for v in views if v.verdict == "CONFLICT"]
    api_fail = _failed_lookups([r for r in refs if r.existence == "api_fail"])
    not_found = [f"- {ref_label(r)} {one_line(r.bib.title)} — {_sources_errors(r)}"
                 for r in refs if r.existence == "not_found"]
    manual = [f"- {ref_label(r)} {one_line(r.bib.title)}" for r in refs if r.needs_manual_id]
    prelim = []
    for v in views:
        if v.preliminary:
            d = doi(v.ref)
            link = f"[{d}]({doi_url(d)})" if d else "no DOI"
            prelim.append(f"- {ref_label(v.ref)} {v.claim.claim_id} ({claim_where(v, lab)}): "
                          f"{v.verdict} (preliminary) — {lab['upload_pdf']}: {link}")
    return render("backlog.md.j2", lab=lab, generated=short_time(generated_at(state)),
                  retractions=retraction_lines(state), mismatch=mismatch, conflicts=conflicts,
                  api_fail=api_fail, not_found=not_found, manual=manual, prelim=prelim,
                  existence=existence_lines(state, language))
