"""CITATION_AUDIT.json (seed 003 schema) and its decision table, RUBRIC §2 mapping.

Per use: PASS / PARTIAL-B → SUPPORTS, PARTIAL-A → WEAK, FAIL → WRONG; an undecided CONFLICT or a
claim that could not be judged → WEAK with a note. Per entry: missing work or identifier of another
work → REMOVE; any WRONG use → REPLACE; metadata drift only → FIX; else KEEP.

A claim the judge tried and failed on (unjudged, or never judged although Step C ran and its
reference has a text) makes the run incomplete: ERROR (reviewer_error), never a milder verdict.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Callable

from ..core.outcome import (
    ClaimKind, claim_outcome, entry_outcome, exit_code, is_unjudged,
    judged_by, skip_reason, unjudged_reason,
)
from ..core.vocab import ACTIONS as ENTRY_VERDICTS, NOT_A_WORK, Action, Existence
from ..decision_places import pending as pending_decisions, pending_lines
from ..state import Ref, State
from ..state_file import STATE_FILENAME
from .derive import (
    active_issues, cited_refs, issues_of, claim_views, entry_key, generated_at, has_retraction, one_line,
)
from .soft_only import soft_only_actions

QUOTE_NOT_FOUND = "preliminary (quote not found in the source: read the source)"

RewriteFn = Callable[[str, str, str], tuple[str, str]]


def audit_exit_code(verdict: str) -> int:
    """The CLI exit status for a top-level audit verdict."""
    return exit_code(verdict)


def use_record(ref: Ref, view) -> dict:
    j = view.judgment
    outcome = claim_outcome(j)
    kind = outcome.kind
    if kind is ClaimKind.CONFLICT:
        note = f"CONFLICT: round 1 {j.verdict} vs round 2 {j.cv_verdict}, awaiting a human decision"
    elif kind is ClaimKind.UNJUDGED:
        note = f"not judged — the judge failed, ERROR ({unjudged_reason(j)})"
    elif kind is ClaimKind.NOT_CHECKED:
        note = f"not judged ({j.skipped_reason if j and j.skipped_reason else ref.existence})"
    elif kind is ClaimKind.QUOTE_NOT_FOUND:
        # §7: a verdict resting on a quote the source does not contain is not a finding
        # either way: preliminary, and a person reads the source.
        note = f"{QUOTE_NOT_FOUND}: {one_line(j.reasoning)}"
    elif kind is ClaimKind.NEEDS_READING:
        note = ("needs reading (preliminary, not a finding): the offline judge found no strong "
                f"evidence either way — {one_line(j.reasoning).removeprefix('Needs reading: ')}")
    elif kind is ClaimKind.QUOTE_NOT_FOUND:
        # §7: a verdict resting on a quote the source does not contain is not a finding either
        # way: preliminary, and a person reads the source.
        note = f"{QUOTE_NOT_FOUND}: {one_line(j.reasoning)}"
    else:
        note = one_line(j.reasoning)
        if outcome.preliminary:
            note = f"preliminary (full text needed): {note}"
    if outcome.resolved:
        note += f" [resolved by {j.resolution.who}]"
    return {"file": view.claim.file, "line": view.claim.line, "verdict": outcome.use, "note": note}


# what the audit notes of an entry Step B could not settle
_LOOKUP_NOTES = {Existence.API_FAIL: "lookup failed: not verified, retry later",
                 Existence.UNINDEXED: "could not verify: not indexed",
                 Existence.SINGLE_SOURCE: "single source, review with care"}


def entry_record(ref: Ref, views) -> dict:
    uses = [use_record(ref, v) for v in views]
    outcome = entry_outcome(ref, [claim_outcome(v.judgment) for v in views])
    notes = []
    if ref.bib.origin == "none":
        notes.append("cited in the text but not in the reference list" + (
            f"; the list has {ref.orphan_of}, most likely the entry meant (its name and year are "
            "one slip away): correct the citation or add the entry" if ref.orphan_of else ""))
    elif ref.existence in NOT_A_WORK:
        notes.append("work not found in any source" if ref.existence == "not_found"
                     else "identifier resolves to another work")
    # A retraction / concern / erratum is reported on the metadata axis (RUBRIC §3.2); only an
    # error makes drift a finding (FIX), a warning is a note to check.
    notes += [("" if i.severity == "error" else "to check: ")
              + f"{i.field}: {one_line(i.bib)} -> {one_line(i.source_value)} "
              + (f"(cited so at {i.record})" if i.source == "citation" else f"({i.source})")
              for i in active_issues(ref) if not (ref.existence == "id_mismatch" and i.field == "title")]
    if "CONTEXT" in outcome.axes:
        notes.append(f"{sum(u['verdict'] == 'WRONG' for u in uses)} use(s) WRONG")
    if ref.retraction:
        notes.insert(0, f"{ref.retraction.get('kind', 'retraction')} notice "
                        f"{ref.retraction.get('notice', '')}".strip())
    if ref.existence == "unreadable":
        # kept, never dropped, never called fabricated: the entry itself has to be fixed (FIX,
        # decided by the outcome policy)
        notes.insert(0, ref.existence_note or "could not read this entry")
    if ref.bib.notes and ref.existence != "unreadable":
        # how Step A read an entry it had to read tolerantly (a repeated field, a guessed author
        # split): shown, so a finding that rests on that reading can be checked
        notes.append("to check how the entry was read: " + " / ".join(one_line(n) for n in ref.bib.notes))
    if ref.existence in _LOOKUP_NOTES:
        notes.append(_LOOKUP_NOTES[ref.existence])
    return {"key": entry_key(ref), "verdict": outcome.action, "axis_failures": list(outcome.axes),
            "note": "; ".join(notes), "uses": uses}


def per_entry(state: State) -> list[dict]:
    views = claim_views(state)
    return [entry_record(ref, [v for v in views if v.ref is ref]) for ref in cited_refs(state)]


def unjudged_claims(state: State) -> int:
    """Claims the judge should have answered and did not: it failed on them, or Step C ran and
    they have no judgment although their reference has a text to judge against."""
    if not state.meta.judge:
        return 0
    n = 0
    for ref in cited_refs(state):
        for claim in ref.claims:
            j = ref.judgment_for(claim.claim_id)
            if is_unjudged(j) or (j is None and not skip_reason(ref)):
                n += 1
    return n


def lookup_failed(state: State) -> bool:
    refs = cited_refs(state)
    return (any(r.existence == "api_fail" for r in refs)
            or unjudged_claims(state) > 0)


def decide(state: State, entries: list[dict]) -> tuple[str, str]:
    """Seed 003's decision table. A definite finding (FAIL) outranks an incomplete run (ERROR):
    both exit non-zero, and the finding is the more useful thing to show."""
    if state.meta.checks.bib_unreadable:
        return "BLOCKED", "bib_unreadable"
    if not entries:
        return "NOT_APPLICABLE", "no_citations"
    if state.meta.checks.no_bibliography:
        return "NOT_APPLICABLE", "no_bibliography"
    missing = missing_step(state)
    if missing:
        return "BLOCKED", f"step_{missing.lower()}_not_run"
    verdicts = {e["verdict"] for e in entries}
    if "REMOVE" in verdicts:
        return "FAIL", "hallucinated"
    if "REPLACE" in verdicts:
        return "FAIL", "wrong_context"
    if lookup_failed(state):
        return "ERROR", "reviewer_error"
    if "FIX" in verdicts:
        return "WARN", "metadata_drift"
    if pending_decisions(state):
        # a person's decision the edited manuscript left unplaced: never a silent PASS
        return "WARN", "decisions_pending"
    return "PASS", "all_entries_keep"


STEP_COMMANDS = {"B": "fetch", "C": "judge"}


def missing_step(state: State) -> str:
    """"B" when a cited reference was never looked up, "C" when no judge has run on claims
    that have a source; "" when the audit can decide. Unchecked is never PASS."""
    refs = cited_refs(state)
    if any(r.existence == "pending" for r in refs):
        return "B"
    if (not state.meta.judge and any(r.claims for r in refs)
            and not any(r.judgments for r in refs)):
        return "C"
    return ""


def blocked_line(state: State) -> str:
    if state.meta.checks.bib_unreadable:
        return f"BLOCKED: bibliography unreadable ({one_line(state.meta.checks.bib_unreadable)})"
    step = missing_step(state)
    refs = cited_refs(state)
    if step == "B":
        pending = sum(1 for r in refs if r.existence == "pending")
        todo = f"{pending} of {len(refs)} cited entries not looked up"
    else:
        todo = f"{sum(len(r.claims) for r in refs)} claims not judged"
    then = "; then `refverify judge` and `refverify report`" if step == "B" else "; then `refverify report`"
    return (f"BLOCKED: incomplete — Step {step} has not run ({todo}); run "
            f"`refverify {STEP_COMMANDS[step]} <state folder>`{then}")


def summary_line(verdict: str, counts: dict, state: State, not_checked: int = 0) -> str:
    """The verdict, then the entries by action; ``not_checked`` of the KEEP entries could not be
    looked up and are counted as NOT CHECKED instead (never as KEEP)."""
    if verdict == "BLOCKED":
        return blocked_line(state)
    if verdict == "NOT_APPLICABLE":
        if state.meta.checks.no_bibliography:
            return "NOT_APPLICABLE: citations but no bibliography to audit (give --bib)"
        return "NOT_APPLICABLE: no citations to audit"
    total = sum(counts.values())
    shown = {**counts, "KEEP": counts["KEEP"] - not_checked}
    text = (f"{verdict}: {total} cited entries — " +
            ", ".join(f"{shown[v]} {v}" for v in ENTRY_VERDICTS)
            + (f", {not_checked} NOT CHECKED" if not_checked else ""))
    failed = sum(1 for r in cited_refs(state) if r.existence == "api_fail")
    if failed:
        text += f"; {failed} lookup(s) failed"
    if unjudged := unjudged_claims(state):
        text += f"; {unjudged} claim(s) not judged (the judge failed)"
    return text


def pending_note(state: State) -> str:
    """Decisions a re-parse could not place (decision_places): said in every summary."""
    waiting = len(pending_decisions(state))
    return (f"; {waiting} decision(s) pending re-attachment (the manuscript changed: a person "
            "confirms where they apply)") if waiting else ""


def reviewer(state: State) -> tuple[str, str]:
    """What produced the verdicts in the state (from the judgments themselves, so a run that
    judged nothing never relabels the audit), not what was last asked for."""
    judge, model = judged_by(state)
    name = ":".join(x for x in (judge, model) if x) or "none"
    heuristic = "offline heuristic judge: numbers and word overlap; all verdicts preliminary"
    if judge == "heuristic":
        reasoning = heuristic
    elif judge == "heuristic+llm":
        reasoning = (f"LLM judge for some claims, {heuristic} for the others "
                     "(the LLM failed on them or was not run on them)")
    elif judge:
        reasoning = "rubric judge with cross-validation of FAIL and PARTIAL-A"
    elif state.meta.judge is not None and state.meta.judge.requested:
        reasoning = (f"no verdicts: the requested judge ({state.meta.judge.requested}) failed "
                     f"({one_line(state.meta.judge.first_failure)[:200]})")
    else:
        reasoning = "no judge run"
    return name, reasoning


def trace_path(state: State, state_file: str | os.PathLike | None) -> str:
    path = Path(state_file) if state_file else Path(STATE_FILENAME)
    root = state.meta.manuscript_dir
    if root and path.is_absolute():
        try:
            return Path(os.path.relpath(path, root)).as_posix()
        except ValueError:
            return path.as_posix()
    return path.as_posix()


def uncited_entries(state: State) -> tuple[list[dict], str]:
    if not state.meta.checks.bib_enumerated:
        return [], "unavailable"
    out = []
    for key in state.meta.checks.uncited:
        ref = state.refs.get(key)
        name = entry_key(ref) if ref else key
        where = state.meta.todo_keys.get(name)
        if where:
            out.append({"key": name, "suggestion": "check",
                        "note": f"a TODO comment naming it was found in {where}"})
        else:
            out.append({"key": name, "suggestion": "prune",
                        "note": "uncited; no local evidence of intent"})
    return out, "ok"


def build_audit(state: State, *, uncited: bool = False, soft_only: bool = False,
                rewrite_fn: RewriteFn | None = None,
                state_file: str | os.PathLike | None = None) -> dict:
    entries = per_entry(state)
    counts = {v: sum(1 for e in entries if e["verdict"] == v) for v in ENTRY_VERDICTS}
    verdict, reason = decide(state, entries)
    model, reasoning = reviewer(state)
    not_checked = sum(1 for e, ref in zip(entries, cited_refs(state))
                      if e["verdict"] == "KEEP" and not entry_outcome(ref, ()).checked)
    audit: dict = {
        "audit_skill": "citation-audit",
        "verdict": verdict,
        "reason_code": reason,
        "summary": summary_line(verdict, counts, state, not_checked) + pending_note(state),
        "audited_input_hashes": {p: h if h.startswith("sha256:") else f"sha256:{h}"
                                 for p, h in state.meta.input_hashes.items()},
        "trace_path": trace_path(state, state_file),
        "thread_id": None,
        "reviewer_model": model,
        "reviewer_reasoning": reasoning,
        "generated_at": generated_at(state),
    }
    if soft_only:
        audit["soft_only_mode"] = True
    details: dict = {"total_entries": len(entries), "counts": counts, "per_entry": entries}
    if not_checked:   # of the KEEP entries: the lookup failed, nothing is known either way
        details["not_checked"] = not_checked
    if uncited:
        details["uncited_entries"], details["uncited_entries_status"] = uncited_entries(state)
        if details["uncited_entries_status"] == "unavailable":
            details["uncited_entries_note"] = ("bib parser could not enumerate keys; cited-entry "
                                               "audit completed normally")
    if soft_only:
        details["soft_only_actions"] = soft_only_actions(state, entries, rewrite_fn)
    if waiting := pending_decisions(state):
        details["pending_decisions"] = waiting
    audit["details"] = details
    return audit


# What a person does about a claim that is not shown to be wrong, by what kept it from SUPPORTS
# (the start of its note, as use_record writes it): (heading, action).
_READ_IT = "Read the cited work and confirm the claim (or run the LLM judge); nothing is known to be wrong"
_WEAK_ACTIONS = (
    ("needs reading", ("WEAK-CONTEXT", _READ_IT)),
    (QUOTE_NOT_FOUND, ("WEAK-CONTEXT", "Read the source: the judge's quote is not in it, so its "
                                        "verdict rests on nothing checked; then resolve the claim")),
    ("preliminary (full text needed)", ("WEAK-CONTEXT", "Check the claim in the full text (give its PDF "
                                        "with --pdfs); the abstract does not settle it")),
    ("CONFLICT", ("CONFLICT", "Decide between the two rounds (03_judge's conflict form, or "
                              "decisions.resolve), then run the report again")),
    ("not judged — the judge failed", ("NOT-CHECKED", "Run `refverify judge` again once the model "
                                       "answers; nothing is known to be wrong yet")),
    ("not judged (no source text)", ("NOT-CHECKED", "No abstract or full text was found: give the "
                                     "work's PDF with --pdfs and judge again, or read it yourself")),
    ("not judged (heuristic judge", ("NOT-CHECKED", _READ_IT)),
    ("not judged", ("NOT-CHECKED", "Nothing is known to be wrong yet: run `refverify fetch` again when "
                                   "the sources can be reached, then judge, or read the cited work")),
)


def weak_action(note: str) -> tuple[str, str]:
    """(heading, action) for a claim the audit counts as WEAK."""
    for start, found in _WEAK_ACTIONS:
        if note.startswith(start):
            return found
    return "WEAK-CONTEXT", "Rewrite the claim to fit the evidence, or add a source"


def _priority_fixes(state: State, audit: dict, soft_only: bool) -> list[dict]:
    refs = {entry_key(r): r for r in cited_refs(state)}
    blocks: dict[str, list[dict]] = {Action.REMOVE: [], Action.REPLACE: [], Action.FIX: [], "WEAK": []}
    for entry in audit["details"]["per_entry"]:
        ref, verdict = refs[entry["key"]], entry["verdict"]
        if verdict == "REMOVE":
            action = ("Delete the citation or provide a PDF/DOI; never keep a cite to a work "
                      "that cannot be found" if ref.existence == "not_found" else
                      "Correct the identifier to the cited work, or replace the entry")
            blocks["REMOVE"].append({"title": f"REMOVE: {entry['key']}",
                                     "bullets": [*entry["note"].split("; "), f"ACTION: {action}"]})
        if verdict == "FIX" or (verdict == "REPLACE" and has_retraction(ref)):
            bullets = [f"{i.field}: bib {one_line(i.bib)} → {i.source} {one_line(i.source_value)}"
                       + (f" ({i.record})" if i.record else "") for i in issues_of(ref)
                       if i.severity in ("error", "warning") and i.field != "retraction"]
            if ref.retraction:
                r = ref.retraction
                bullets.insert(0, f"{r.get('kind', 'retraction')}: notice {r.get('notice', '—')} "
                                  f"({r.get('source', '—')})")
            action = ("bib frozen by --soft-only: acknowledge the drift" if soft_only
                      else "Correct the bib entry (corrected.bib has the changes applied)")
            if has_retraction(ref):
                action = "Replace the retracted work, or say in the text why it is still cited"
            blocks[verdict].append({"title": f"{verdict}: {entry['key']}",
                                    "bullets": [*bullets, f"ACTION: {action}"]})
        for claim, use in zip(ref.claims, entry["uses"]):
            kind = {"WRONG": "REPLACE", "WEAK": "WEAK"}.get(use["verdict"])
            if kind is None or verdict == "REMOVE":
                continue
            title, action = weak_action(use["note"]) if kind == "WEAK" else (
                "REPLACE-CONTEXT", "Rewrite the sentence; cite the work for what it actually establishes")
            blocks[kind].append({
                "title": f"{title}: {entry['key']} in {use['file']}:{use['line']}",
                "bullets": [f'Cited to support: "{one_line(claim.citing_sentence or claim.context_raw)}"',
                            f"Finding: {use['note']}", f"ACTION: {action}"]})
    return _said_once([b for kind in blocks for b in blocks[kind]])


def _said_once(blocks: list[dict]) -> list[dict]:
    """Claims not checked for the same reason and with the same action (a service down: every
    claim alike) are one block listing their places, not one block each (issue 23)."""
    groups: dict[tuple, list[dict]] = {}
    for b in blocks:
        if b["title"].startswith("NOT-CHECKED: "):
            groups.setdefault(tuple(b["bullets"][1:]), []).append(b)
    out = []
    for b in blocks:
        group = groups.get(tuple(b["bullets"][1:])) if b["title"].startswith("NOT-CHECKED: ") else None
        if group is None or len(group) == 1:
            out.append(b)
        elif group[0] is b:
            places = [g["title"].removeprefix("NOT-CHECKED: ") for g in group]
            out.append({"title": f"NOT-CHECKED: {len(group)} claims",
                        "bullets": [f"Where: {'; '.join(places)}", *b["bullets"][1:]]})
    return out


def audit_markdown(state: State, audit: dict) -> str:
    from .render import render
    details = audit["details"]
    soft_only = bool(audit.get("soft_only_mode"))
    return render(
        "CITATION_AUDIT.md.j2", audit=audit, details=details, soft_only=soft_only,
        date=audit["generated_at"][:10], bib_files=", ".join(state.meta.bib_files) or "—",
        fixes=_priority_fixes(state, audit, soft_only),
        clean=[e["key"] for e in details["per_entry"] if e["verdict"] == "KEEP"
               and all(u["verdict"] == "SUPPORTS" for u in e["uses"])],
        verdicts=ENTRY_VERDICTS, pending=pending_lines(state))
