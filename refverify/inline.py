"""`check_one`: one citation (DOI, PMID or a reference string) and the sentence citing it, through
Step B and Step C, answered as a dict with a short text report."""
from __future__ import annotations

import re

from .config import Config, load_config
from .ids import find_doi, normalize_pmid
from .core.work import NO_WORK
from .state import Ref, State, api_cells

REF_ID = "1"
_PMID_RE = re.compile(r"^\s*(?:pmid\s*:?\s*)?(\d{1,9})\s*$", re.IGNORECASE)
_MARKER_RE = re.compile(r"[\[［【]\s*\d+(?:\s*[-–,，、]\s*\d+)*\s*[\]］】]")


def reference_to_ref(reference: str) -> Ref:
    """A one-reference stub for Step B: a PMID, a DOI, or the reference as written."""
    text = (reference or "").strip()
    ref = Ref(ref_id=REF_ID, number=1, bib_raw=text, bib_origin="document")
    pmid = _PMID_RE.match(text)
    if pmid:
        ref.bib.pmid = normalize_pmid(pmid.group(1))
        return ref
    doi = find_doi(text)
    if doi:
        ref.bib.doi = doi
    rest = text.replace(doi, " ") if doi else text
    # A written reference: take its longest sentence-like part as the title to search by.
    parts = [p.strip() for p in re.split(r"\.\s+|\[[A-Z]\]", rest) if len(p.strip().split()) >= 3]
    if parts:
        ref.bib.title = max(parts, key=len)
    year = re.search(r"\b(19|20)\d{2}\b", rest)
    if year:
        ref.bib.year = int(year.group(0))
    return ref


def _claim_for(context: str):
    from .parse.records import build_claim
    text = context.strip()
    marker = _MARKER_RE.search(text)
    if marker is None:                     # the sentence as pasted, without its marker
        text = re.sub(r"([.。!?！？])?\s*$", lambda m: f" [{REF_ID}]" + (m.group(1) or ""), text, count=1)
        marker = _MARKER_RE.search(text)
    return build_claim(claim_id=f"C{int(REF_ID):03d}_001", ref_id=REF_ID, text=text,
                       start=marker.start(), end=marker.end(), marker=marker.group(0),
                       group=[REF_ID], chapter="", section_kind="other", line=0,
                       line_kind="line", file="")


def _report(ref: Ref, out: dict) -> str:
    lines = [f"Reference: {(ref.record or NO_WORK).title or ref.bib.title or ref.bib.raw}",
             f"Existence: {ref.existence}" + (f" ({ref.existence_note})" if ref.existence_note else "")]
    for issue in ref.metadata_issues:
        lines.append(f"Metadata: {issue.field}: {issue.bib!r} vs {issue.source_value!r} ({issue.source})")
    if out["verdict"]:
        lines.append(f"Verdict: {out['verdict']} ({out['confidence']}, {out['judge']} judge)"
                     + ("; full text required" if out["fulltext_required"] else ""))
        lines.append(f"Numbers: {out['numeric_check']}")
        if out["anchor_quote"]:
            lines.append(f"Evidence [{out['anchor_location']}]: \"{out['anchor_quote']}\"")
        lines.append(f"Why: {out['reasoning']}")
        if out["conflict"]:
            lines.append(f"CONFLICT with round 2: {out['cv_verdict']} — {out['cv_reasoning']}")
    else:
        lines.append(f"Not judged: {out['skipped_reason']}")
    return "\n".join(lines)


def check_one(reference: str, context: str, config: Config | None = None, judge: str = "heuristic",
              model: str | None = None, **judge_kwargs) -> dict:
    """Check one citation: Step B on a one-reference state, then Step C; returns the judgment as a
    dict with `report`, a short text for a person."""
    from .sources.fetch import fetch_state
    from .judge.run import judge_state

    config = config or load_config()
    ref = reference_to_ref(reference)
    ref.claims = [_claim_for(context)]
    state = State(refs={REF_ID: ref})
    state.recount()
    state = fetch_state(state, config, progress=False)
    state = judge_state(state, config, judge=judge, model=model, progress=False, **judge_kwargs)
    ref = state.refs[REF_ID]
    j = ref.judgments[0]
    out = {"reference": reference, "context": context, "existence": ref.existence,
           **{name: api_cells(ref.record)["api_" + name] for name in ("title", "doi", "pmid")},
           "severity": ref.claims[0].severity, "verdict": j.verdict, "final_verdict": j.final_verdict,
           "confidence": j.confidence, "fulltext_required": j.fulltext_required,
           "numeric_check": j.numeric_check, "anchor_quote": j.anchor_quote,
           "anchor_location": j.anchor_location, "reasoning": j.reasoning, "flags": list(j.flags),
           "conflict": j.conflict, "cv_verdict": j.cv_verdict, "cv_reasoning": j.cv_reasoning,
           "judge": j.judge or judge, "skipped_reason": j.skipped_reason}
    # The one-citation audit: its verdict gives the CLI's exit status (a failed lookup → ERROR, 3)
    # and what could not be checked opens the report.
    from .report.audit import build_audit
    from .report.bottom_line import bottom_line
    audit = build_audit(state)
    out["audit_verdict"] = audit["verdict"]
    unchecked = [f"NOT CHECKED: {u.why} — {u.fix}"
                 for u in bottom_line(state, audit, where=None).unchecked]
    out["report"] = "\n".join([*unchecked, _report(ref, out)])
    return out
