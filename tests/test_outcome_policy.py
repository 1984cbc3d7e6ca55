"""Issue 21: one outcome policy — every report, view and annotated note agrees with the audit on
which claims are findings (a FAIL, a PARTIAL-A with a reason) and which are not (needs reading,
conflict, unjudged, not checked)."""
import json
import re

import pytest

from refverify.annotate.findings import collect_notes
from refverify.core.outcome import ClaimKind, claim_outcome, entry_outcome, reference_flagged
from refverify.report import write_reports
from refverify.state import Judgment, MetadataIssue, Ref
from refverify.views import actions_df
from tests.report_fixture import make_state


def _every_status_state():
    state = make_state()
    ref = state.refs["3"]
    # C003_001 is a PARTIAL-A finding; add the offline triage's "needs reading" and a judge failure
    ref.claims.append(ref.claims[0].model_copy(update={"claim_id": "C003_003", "line": 90}))
    ref.claims.append(ref.claims[0].model_copy(update={"claim_id": "C003_004", "line": 91}))
    ref.claims.append(ref.claims[0].model_copy(update={"claim_id": "C003_005", "line": 92}))
    ref.judgments += [
        Judgment(claim_id="C003_003", verdict="PARTIAL-A", flags=["needs_reading"], judge="heuristic",
                 reasoning="Needs reading: no source sentence carries the claim."),
        Judgment(claim_id="C003_004", verdict=None, skipped_reason="unjudged: the model timed out"),
        Judgment(claim_id="C003_005", verdict="PASS", flags=["quote_unverified"], judge="llm",
                 reasoning="The protocol is described.", anchor_quote="not in the abstract"),
    ]
    return state


def _findings_by_report(state, tmp_path):
    """The claims each output treats as findings."""
    out = {}
    write_reports(state, tmp_path)
    audit = json.loads((tmp_path / "CITATION_AUDIT.json").read_text(encoding="utf-8"))
    claims = {ref.ref_id: ref.claims for ref in state.refs.values()}
    keys = {(r.key or r.ref_id): r.ref_id for r in state.refs.values()}
    out["audit"] = {c.claim_id for e in audit["details"]["per_entry"]
                    for c, u in zip(claims[keys[e["key"]]], e["uses"])
                    if u["verdict"] == "WRONG" or (u["verdict"] == "WEAK" and not re.match(
                        r"needs reading|CONFLICT|not judged|preliminary \(quote not found", u["note"]))}
    out["annotate"] = {n.claim_id for n in collect_notes(state) if n.kind in ("fail", "partial_a") or (
        n.kind == "resolved" and n.tag.split()[0] in ("FAIL", "PARTIAL-A"))}   # a person's decision
    actions = actions_df(state)
    out["actions"] = set(actions.claim_id[actions.priority.isin([2, 3])])
    report = (tmp_path / "verification_report.md").read_text(encoding="utf-8")
    fail, pa = map(int, re.search(r"(\d+) FAIL \+ (\d+) PARTIAL-A", report).groups())
    out["report_count"] = fail + pa
    return out


def test_every_output_agrees_with_the_audit_on_what_is_a_finding(tmp_path):
    state = _every_status_state()
    kinds = {c.claim_id: claim_outcome(r.judgment_for(c.claim_id)).kind for r, c in state.iter_claims()}
    assert kinds["C003_003"] is ClaimKind.NEEDS_READING and kinds["C003_004"] is ClaimKind.UNJUDGED
    assert kinds["C003_005"] is ClaimKind.QUOTE_NOT_FOUND
    findings = {cid for cid, kind in kinds.items() if kind in (ClaimKind.WRONG, ClaimKind.WEAK)}
    assert kinds["C004_001"] is ClaimKind.CONFLICT
    assert findings == {"C003_001", "C003_002", "C_smith2020deep_002"}
    seen = _findings_by_report(state, tmp_path)
    assert seen.pop("report_count") == len(findings)
    assert seen == {"audit": findings, "annotate": findings, "actions": findings}
    report = (tmp_path / "verification_report.md").read_text(encoding="utf-8")
    assert "1 other PARTIAL-A need reading" in report
    assert "### Needs reading (not findings)" in report


def test_the_demo_reports_agree_on_what_is_a_finding(tmp_path):
    from refverify.demo import run_demo
    from refverify import load_state
    assert run_demo(tmp_path, progress=False) == 0
    state = load_state(tmp_path / "thesis")
    kinds = [claim_outcome(r.judgment_for(c.claim_id)).kind for r, c in state.iter_claims()]
    findings = sum(k in (ClaimKind.WRONG, ClaimKind.WEAK) for k in kinds)
    reading = sum(k is ClaimKind.NEEDS_READING for k in kinds)
    assert (findings, reading) == (6, 32)          # 2 FAIL + 4 PARTIAL-A findings; 32 to read
    seen = _findings_by_report(state, tmp_path / "again")
    assert seen.pop("report_count") == findings
    assert len(set(map(frozenset, seen.values()))) == 1 and len(seen["audit"]) == findings


@pytest.mark.parametrize("existence, issues, retraction, flagged, action", [
    ("verified", [], None, False, "KEEP"),
    ("verified", [("year", "warning")], None, False, "KEEP"),
    ("verified", [("year", "error")], None, True, "FIX"),
    ("not_found", [], None, True, "REMOVE"),
    ("id_mismatch", [], None, True, "REMOVE"),
    ("api_fail", [], None, False, "KEEP"),
    ("verified", [], {"kind": "retracted"}, True, "REPLACE"),
    ("verified", [], {"kind": "erratum"}, True, "FIX"),
])
def test_a_reference_is_flagged_exactly_when_its_entry_is_not_kept(existence, issues, retraction,
                                                                    flagged, action):
    ref = Ref(ref_id="1", existence=existence, retraction=retraction,
              metadata_issues=[MetadataIssue(field=f, severity=s) for f, s in issues])
    assert reference_flagged(ref) is flagged
    assert entry_outcome(ref, []).action == action


def test_a_bib_and_list_disagreement_is_an_error_for_the_benchmark_rule_too():
    ref = Ref(ref_id="17", existence="verified", bib_file="refs.bib",
              bib_discrepancies=[{"field": "year", "bib": "2019", "document": "2018"}])
    assert reference_flagged(ref) and entry_outcome(ref, []).action == "FIX"


def test_an_entry_step_a_could_not_read_is_to_fix_and_flagged_by_the_same_rule():
    ref = Ref(ref_id="k", existence="unreadable", bib_unreadable=True)
    assert entry_outcome(ref, []).action == "FIX" and reference_flagged(ref)


def test_an_entry_step_a_could_not_read_is_fixed_never_removed():
    """It is kept and shown (the bib entry itself needs fixing), never called fabricated."""
    outcome = entry_outcome(Ref(ref_id="ghost2020", existence="unreadable"), [])
    assert (outcome.action, outcome.axes) == ("FIX", ("METADATA",))


def test_a_claim_a_person_decided_before_step_c_judged_it_counts_the_same_everywhere(tmp_path):
    # decisions.resolve(create=True): a person's FAIL on a claim Step C never judged (status
    # skipped, reason not_run) is a finding for the audit, the notes, the actions table and the report
    from refverify.decisions import resolve
    state = _every_status_state()
    ref = state.refs["3"]
    ref.claims.append(ref.claims[0].model_copy(update={"claim_id": "C003_006", "line": 93}))
    resolve(state, "C003_006", "FAIL", note="the source says the opposite", who="ana",
            when="2026-01-02T10:00:00Z", create=True)
    judgment = ref.judgment_for("C003_006")
    assert (judgment.verdict, judgment.status, judgment.reason) == (None, "skipped", "not_run")
    assert claim_outcome(judgment).kind is ClaimKind.WRONG
    findings = {"C003_001", "C003_002", "C_smith2020deep_002", "C003_006"}
    seen = _findings_by_report(state, tmp_path)
    assert seen.pop("report_count") == len(findings)
    assert seen == {"audit": findings, "annotate": findings, "actions": findings}
    actions = actions_df(state)
    assert actions[actions.claim_id == "C003_006"][["priority", "action"]].values.tolist() == \
        [[2, "FAIL: the source says the opposite"]]
