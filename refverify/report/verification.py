"""verification_report.md (seed 000 D1): summary table, by-reference body, action-item index,
record-only list and one table per chapter."""
from __future__ import annotations

from ..core.outcome import ClaimKind, claim_outcome
from ..core.vocab import NOT_A_WORK, SEVERITIES, VERDICTS, Confidence
from ..state import State
from .derive import (
    ACTION_VERDICTS, ClaimView, chapters, claim_views, doi, doi_url,
    generated_at, github_slug, is_heuristic, one_line, ordered_refs, ref_label, short_time,
)
from .audit import build_audit
from .bottom_line import bottom_line
from .labels import PRECISION, labels
from .render import render
from .sections import (
    SOURCE_NAMES, SOURCE_ORDER, abstract_line, claim_excerpt, claim_where, existence_lines,
    metadata_check, metadata_rows, ref_heading, retraction_lines, skipped_reason,
)


def summary_table(views: list[ClaimView]) -> list[list]:
    rows = []
    for sev in (*SEVERITIES, None):
        counts = [sum(1 for v in views if v.verdict == verdict and (sev is None or v.claim.severity == sev))
                  for verdict in VERDICTS]
        rows.append([sev, *counts, sum(counts)])
    return rows


def api_sources_line(state: State) -> str:
    counts: dict[str, int] = {}
    for ref in state.refs.values():
        if ref.record and ref.record.source:
            name = SOURCE_NAMES.get(ref.record.source, ref.record.source)
            counts[name] = counts.get(name, 0) + 1
    order = [SOURCE_NAMES[s] for s in SOURCE_ORDER]
    names = sorted(counts, key=lambda n: (order.index(n) if n in order else 99, n))
    line = " / ".join(f"{n} {counts[n]}" for n in names) or "—"
    # Step B asked the local index of the snapshots first: which snapshots (sources/local.py)
    checked = ((state.meta.fetch and state.meta.fetch.index) or {}).get("line", "")
    return f"{line} ({checked})" if checked else line


def _claim_block(v: ClaimView, lab: dict, language: str) -> dict:
    j, c = v.judgment, v.claim
    head = f"{c.claim_id} ({claim_where(v, lab)}) — {c.severity} → "
    lines = [f'Context: "{one_line(c.context_raw)}"', f"Summary: {one_line(c.claim_summary)}"]
    if v.verdict is None:
        head += lab["not_judged"]
        lines.append(f"Verdict: {lab['not_judged']} — {skipped_reason(v, language)}")
    else:
        head += f"{v.verdict} ({v.symbol})"
        lines.append(f"Verdict: {v.verdict} — {one_line(j.reasoning)}")
        if j.anchor_quote:
            where = f"({j.anchor_location})" if j.anchor_location else ""
            lines.append(f'Anchor: "{one_line(j.anchor_quote)}"{where}')
        if j.numeric_check != "N/A":
            lines.append(f"Numbers: {j.numeric_check} ({', '.join(c.numeric_values)})")
        if j.conflict:
            lines.append(lab["conflict_note"].format(r1=j.verdict, r2=j.cv_verdict))
        if j.resolved_verdict:
            r = j.resolution
            note = f" — {one_line(r.note)}" if r.note else ""
            lines.append(lab["resolved"].format(who=r.who, when=r.when, verdict=r.verdict) + note)
    flags = list(j.flags) if j else []
    if c.method_needs_human_confirm:
        flags.append(lab["method_flag"])
    if c.context_confidence == "low":
        flags.append(lab["low_confidence"])
    if flags:
        lines.append(f"{lab['flags']}: {', '.join(flags)}")
    return {"heading": head, "lines": lines}


def _link(v: ClaimView, slugs: dict[str, str]) -> str:
    return f"[→ §{v.ref.ref_id}](#{slugs[v.ref.ref_id]})"


def action_items(views: list[ClaimView], slugs: dict[str, str], lab: dict) -> dict:
    def item(v):
        return f"- {ref_label(v.ref)} {claim_where(v, lab)}"

    out: dict[str, list[str]] = {}
    for verdict in ACTION_VERDICTS:
        out[verdict] = [f'{item(v)}: "{claim_excerpt(v)}" — {one_line(v.judgment.reasoning)} '
                        f"({_link(v, slugs)})" for v in views
                        if v.verdict == verdict and claim_outcome(v.judgment).finding]
    out["needs_reading"] = [f'{item(v)}: "{claim_excerpt(v)}" ({_link(v, slugs)})' for v in views
                            if claim_outcome(v.judgment).kind is ClaimKind.NEEDS_READING]
    out["preliminary"] = []
    for v in views:
        if v.preliminary:
            d = doi(v.ref)
            where = f"DOI: [{d}]({doi_url(d)})" if d else "no DOI"
            todo = (lab["quote_not_found"] if v.quote_unverified
                    else f"{lab['upload_pdf']} ({where})")
            out["preliminary"].append(f"{item(v)}: current verdict {v.verdict} ({Confidence.PRELIMINARY}) — "
                                      f"{todo} ({_link(v, slugs)})")
    out["conflict"] = [f"{item(v)}: " + lab["round_disagree"].format(
        r1=v.judgment.verdict, r2=v.judgment.cv_verdict) for v in views if v.verdict == "CONFLICT"]
    out["partial_b"] = [f"{item(v)}: {lab['composite']} ({_link(v, slugs)})"
                        for v in views if v.verdict == "PARTIAL-B"]
    return out


def _note(v: ClaimView, lab: dict) -> str:
    notes = []
    if v.verdict == "PARTIAL-B":
        notes.append("composite")
    if v.verdict is None:
        notes.append(v.judgment.skipped_reason if v.judgment and v.judgment.skipped_reason
                     else v.ref.existence)
    if v.judgment and v.judgment.fulltext_required:
        notes.append("full text")
    if v.claim.method_needs_human_confirm:
        notes.append("method?")
    return ", ".join(notes)


def chapter_tables(state: State, views: list[ClaimView], lab: dict) -> list[dict]:
    tables = []
    for chapter, items in chapters(views, list(state.meta.input_hashes)):
        rows = [[v.line, ref_label(v.ref), v.claim.severity, v.verdict or "—", v.symbol,
                 _note(v, lab)] for v in items]
        tables.append({"chapter": chapter or lab["no_chapter"], "rows": rows})
    return tables


def verification_report(state: State, language: str) -> str:
    lab = labels(language)
    views = claim_views(state)
    seen: dict[str, int] = {}
    for fixed in (lab["report_title"], lab["bottom_line"], lab["precision"], lab["retractions"], lab["summary"],
                  lab["existence"], lab["metadata"], lab["by_ref"]):
        github_slug(fixed, seen)
    refs = [r for r in ordered_refs(state) if r.claims]
    slugs = {r.ref_id: github_slug(ref_heading(r), seen) for r in refs}
    by_ref = [{"heading": ref_heading(r), "check": metadata_check(r, language),
               "abstract": abstract_line(r, lab),
               "claims": [_claim_block(v, lab, language) for v in views if v.ref is r]}
              for r in refs]
    prelim = [v for v in views if v.preliminary]
    by_sev = ", ".join(f"{s}: {sum(1 for v in prelim if v.claim.severity == s)}" for s in SEVERITIES)
    outcomes = [claim_outcome(v.judgment) for v in views]
    n_fail = sum(1 for o in outcomes if o.kind is ClaimKind.WRONG)
    n_pa = sum(1 for o in outcomes if o.kind is ClaimKind.WEAK)
    n_read = sum(1 for o in outcomes if o.kind is ClaimKind.NEEDS_READING)
    # A claim on a work that does not exist is the entry's finding (REMOVE), not "unchecked".
    n_unchecked = sum(1 for v, o in zip(views, outcomes) if v.ref.existence not in NOT_A_WORK
                      and o.kind in (ClaimKind.NOT_CHECKED, ClaimKind.UNJUDGED))
    m = state.meta
    return render(
        "verification_report.md.j2", lab=lab, precision=PRECISION[language],
        generated=short_time(generated_at(state)),
        input=" + ".join(x for x in (m.source_file, m.bib_file) if x),
        scope=lab["scope_value"].format(refs=len(state.refs), claims=len(views)),
        api_sources=api_sources_line(state),
        parse_notes=[n.replace("<", "&lt;") for n in m.messages], heuristic=is_heuristic(state),
        retractions=retraction_lines(state), table=summary_table(views), verdicts=VERDICTS,
        preliminary=lab["preliminary_line"].format(n=len(prelim), by_severity=by_sev),
        conflicts=lab["conflict_line"].format(n=sum(1 for v in views if v.verdict == "CONFLICT")),
        mismatch=lab["mismatch_line"].format(
            n=sum(1 for r in state.refs.values() if r.existence == "id_mismatch")),
        not_judged=lab["not_judged_line"].format(n=sum(1 for v in views if v.verdict is None)),
        action=lab["action_line"].format(fail=n_fail, pa=n_pa, total=n_fail + n_pa,
                                         prelim=len(prelim))
        + (lab["needs_reading_line"].format(n=n_read) if n_read else "")
        + (lab["not_checked_action"].format(n=n_unchecked) if n_unchecked else ""),
        bottom_line=bottom_line(state, build_audit(state), language=language).markdown(),
        existence=existence_lines(state, language), metadata=metadata_rows(state),
        by_ref=by_ref, actions=action_items(views, slugs, lab),
        chapters=chapter_tables(state, views, lab),
    )
