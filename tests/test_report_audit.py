"""CITATION_AUDIT.json: schema (seed 003), RUBRIC §2 mapping, the decision table row by row,
exit codes, --uncited and --soft-only."""
from __future__ import annotations

import json

import pytest

from refverify.judge.backends import unjudged
from refverify.report import audit_exit_code, build_audit, write_reports
from refverify.report.soft_only import drop_cite
from refverify.report.audit import weak_action
from refverify.state import Claim, Judgment, MetadataIssue, Ref, State
from tests.report_fixture import make_state

TOP_KEYS = {"audit_skill", "verdict", "reason_code", "summary", "audited_input_hashes",
            "trace_path", "thread_id", "reviewer_model", "reviewer_reasoning", "generated_at",
            "details"}
TOP_VERDICTS = {"PASS", "WARN", "FAIL", "NOT_APPLICABLE", "BLOCKED", "ERROR"}


def check_schema(audit: dict) -> None:
    """A JSON-schema-like check of seed 003's artefact."""
    assert TOP_KEYS <= set(audit)
    assert set(audit) - TOP_KEYS <= {"soft_only_mode"}
    assert audit["audit_skill"] == "citation-audit"
    assert audit["verdict"] in TOP_VERDICTS
    for key in ("reason_code", "summary", "trace_path", "reviewer_model", "reviewer_reasoning",
                "generated_at"):
        assert isinstance(audit[key], str) and audit[key], key
    assert "\n" not in audit["summary"]
    assert audit["thread_id"] is None
    for path, digest in audit["audited_input_hashes"].items():
        assert not path.startswith("/") and digest.startswith("sha256:")
    d = audit["details"]
    assert set(d["counts"]) == {"KEEP", "FIX", "REPLACE", "REMOVE"}
    assert d["total_entries"] == len(d["per_entry"]) == sum(d["counts"].values())
    for e in d["per_entry"]:
        assert set(e) == {"key", "verdict", "axis_failures", "note", "uses"}
        assert e["verdict"] in d["counts"]
        assert set(e["axis_failures"]) <= {"EXISTENCE", "METADATA", "CONTEXT"}
        for u in e["uses"]:
            assert set(u) == {"file", "line", "verdict", "note"}
            assert u["verdict"] in {"SUPPORTS", "WEAK", "WRONG"}
            assert isinstance(u["line"], int)


def entry(audit, key):
    return next(e for e in audit["details"]["per_entry"] if e["key"] == key)


def test_fixture_audit_follows_schema_and_rubric_mapping():
    audit = build_audit(make_state())
    check_schema(audit)
    assert (audit["verdict"], audit["reason_code"]) == ("FAIL", "hallucinated")
    assert audit["details"]["counts"] == {"KEEP": 5, "FIX": 1, "REPLACE": 2, "REMOVE": 2}
    assert audit["details"]["total_entries"] == 10  # cited entries only, not the 12 in the state
    assert (entry(audit, "6")["verdict"], entry(audit, "6")["axis_failures"]) == ("REMOVE", ["EXISTENCE", "METADATA"])
    assert (entry(audit, "7")["verdict"], entry(audit, "7")["axis_failures"]) == ("REMOVE", ["EXISTENCE"])
    assert [u["verdict"] for u in entry(audit, "3")["uses"]] == ["WEAK", "WRONG"]
    assert entry(audit, "3")["verdict"] == "REPLACE"
    assert entry(audit, "chen2015fix")["verdict"] == "FIX"
    assert entry(audit, "ruiz2019retracted")["axis_failures"] == ["METADATA"]
    assert entry(audit, "ruiz2019retracted")["uses"][1]["verdict"] == "SUPPORTS"  # PARTIAL-B
    conflict = entry(audit, "4")["uses"][0]
    assert conflict["verdict"] == "WEAK" and conflict["note"].startswith("CONFLICT: round 1 FAIL vs round 2 PARTIAL-A")
    # a resolved conflict counts with the human's verdict
    assert entry(audit, "smith2020deep")["uses"][1]["verdict"] == "WEAK"
    assert "uncited_entries" not in audit["details"] and "soft_only_mode" not in audit
    assert audit["reviewer_model"] == "llm:openai/gpt-4o-mini"
    assert audit["generated_at"] == "2026-03-28T09:30:00+00:00"


def _state(**ref_fields) -> State:
    """One cited reference, judged PASS unless told otherwise."""
    verdict = ref_fields.pop("verdict", "PASS")
    ref = Ref(ref_id="k", key="k", existence=ref_fields.pop("existence", "triangulated"),
              claims=[Claim(claim_id="C_k_001", ref_id="k", file="main.tex", line=3)],
              judgments=[Judgment(claim_id="C_k_001", verdict=verdict)], **ref_fields)
    state = State(refs={"k": ref})
    state.meta.updated = "2026-01-01T00:00:00+00:00"
    return state


def _empty(**refs) -> State:
    state = State(refs=refs)
    state.meta.updated = "2026-01-01T00:00:00+00:00"
    return state


DRIFT = [MetadataIssue(field="year", bib=2020, source_value=2021, source="crossref", severity="error")]
SOFT_DRIFT = [MetadataIssue(field="year", bib=2020, source_value=2021, source="crossref", severity="warning")]


@pytest.mark.parametrize("state, verdict, reason, code", [
    (_empty(), "NOT_APPLICABLE", "no_citations", 0),
    (_empty(k=Ref(ref_id="k", key="k")), "NOT_APPLICABLE", "no_citations", 0),
    (_state(), "PASS", "all_entries_keep", 0),
    (_state(verdict="PARTIAL-B"), "PASS", "all_entries_keep", 0),
    (_state(metadata_issues=DRIFT), "WARN", "metadata_drift", 1),
    (_state(metadata_issues=SOFT_DRIFT), "PASS", "all_entries_keep", 0),
    (_state(verdict="FAIL"), "FAIL", "wrong_context", 2),
    (_state(existence="not_found", verdict=None), "FAIL", "hallucinated", 2),
    (_state(existence="id_mismatch", verdict=None), "FAIL", "hallucinated", 2),
    (_state(existence="api_fail", verdict=None), "ERROR", "reviewer_error", 3),
], ids=["no-refs", "no-citations", "pass", "partial-b", "warn", "warning-only", "fail-context", "fail-missing",
        "fail-id-mismatch", "error"])
def test_decision_table(state, verdict, reason, code):
    audit = build_audit(state)
    check_schema(audit)
    assert (audit["verdict"], audit["reason_code"]) == (verdict, reason)
    assert audit_exit_code(audit["verdict"]) == code


def test_blocked_when_bib_unreadable():
    state = _state()
    state.meta.checks.bib_unreadable = "refs.bib: unbalanced braces at line 4"
    audit = build_audit(state)
    assert (audit["verdict"], audit["reason_code"]) == ("BLOCKED", "bib_unreadable")
    assert audit["summary"] == "BLOCKED: bibliography unreadable (refs.bib: unbalanced braces at line 4)"
    assert audit_exit_code("BLOCKED") == 3


def test_judge_error_is_error_and_wrong_context_outranks_it():
    # a judge failure as the judge records it (a typed unjudged judgment), not a planted flag
    state = _state()
    state.meta.judge = {"judge": "llm", "requested": "llm"}
    ref = state.refs["k"]
    ref.judgments[0] = unjudged(ref.judgments[0].claim_id, "the model timed out", "openai/x")
    assert build_audit(state)["verdict"] == "ERROR"
    ref.claims.append(Claim(claim_id="C_k_002", ref_id="k", file="main.tex", line=9))
    ref.judgments.append(Judgment(claim_id="C_k_002", verdict="FAIL"))
    assert build_audit(state)["verdict"] == "FAIL"


def test_uncited_entries_opt_in():
    audit = build_audit(make_state(), uncited=True)
    check_schema({**audit, "details": {k: v for k, v in audit["details"].items()
                                       if not k.startswith("uncited")}})
    assert audit["details"]["uncited_entries"] == [
        {"key": "lee2019todo", "suggestion": "check",
         "note": "a TODO comment naming it was found in sections/related.tex"},
        {"key": "old2001unused", "suggestion": "prune", "note": "uncited; no local evidence of intent"}]
    assert audit["details"]["uncited_entries_status"] == "ok"
    assert audit["verdict"] == build_audit(make_state())["verdict"]


def test_uncited_unavailable_when_bib_not_enumerated():
    state = make_state()
    state.meta.checks.bib_enumerated = False
    details = build_audit(state, uncited=True)["details"]
    assert (details["uncited_entries"], details["uncited_entries_status"]) == ([], "unavailable")


def test_soft_only_actions_follow_per_entry_order_and_rewrite_fn():
    calls = []

    def rewrite(sentence, key, reason):
        calls.append((sentence, key))
        return f"SOFT: {sentence}", f"softened for {key}"

    audit = build_audit(make_state(), soft_only=True, rewrite_fn=rewrite)
    actions = audit["details"]["soft_only_actions"]
    assert audit["soft_only_mode"] is True
    assert [a["citekey"] for a in actions] == [e["key"] for e in audit["details"]["per_entry"]]
    by_key = {a["citekey"]: a for a in actions}
    assert by_key["chen2015fix"]["soft_action"] == "keep_metadata_drift_acknowledged"
    assert by_key["3"]["soft_action"] == "soften_citing_sentence"
    assert [o["line"] for o in by_key["3"]["occurrences"]] == [52]  # the WRONG use only
    assert by_key["3"]["occurrences"][0]["proposed_rewrite"].startswith("SOFT: Actigraphy")
    assert by_key["7"]["occurrences"][0]["bib_entry_action"] == "leave_as_is_per_soft_only"
    assert ("A large trial showed a 50% drop in blood pressure [7].", "7") in calls


@pytest.mark.parametrize("sentence, marker, number, key, expected", [
    ("Rates vary [5,6].", "[5,6]", 6, "", "Rates vary [5]."),
    ("A drop [7].", "[7]", 7, "", "A drop."),
    ("Shown before [1-4].", "[1-4]", 3, "", "Shown before [1,2,4]."),
    ("Shown before [1-5].", "[1-5]", 1, "", "Shown before [2-5]."),
    ("Models fail~\\citep{a,b}.", "\\citep{a,b}", None, "a", "Models fail~\\citep{b}."),
    ("Models fail~\\cite[p.~3]{a}.", "\\cite[p.~3]{a}", None, "a", "Models fail."),
    ("Known [@a; @b].", "[@a; @b]", None, "b", "Known [@a]."),
    ("Smith (2020) says so.", "(Smith, 2020)", None, "smith2020", None),
])
def test_rule_based_cite_drop(sentence, marker, number, key, expected):
    ref = Ref(ref_id=key or str(number), number=number, key=key)
    claim = Claim(claim_id="c", ref_id=ref.ref_id, cite_marker=marker)
    assert drop_cite(sentence, claim, ref) == expected


def test_written_json_is_the_built_audit(tmp_path):
    state = make_state(tmp_path)
    write_reports(state, tmp_path / "out")
    written = json.loads((tmp_path / "out" / "CITATION_AUDIT.json").read_text(encoding="utf-8"))
    assert written == build_audit(state, state_file=(tmp_path / "out").resolve() / "verification_state.json")
    assert written["trace_path"] == "out/verification_state.json"


def test_a_warning_is_a_note_to_check_not_a_fix():
    """Errors decide FIX; a warning (a careful person may accept it) keeps the entry and says
    what to check — the rule the benchmarks count detections and false alarms by."""
    entry = build_audit(_state(metadata_issues=SOFT_DRIFT))["details"]["per_entry"][0]
    assert (entry["verdict"], entry["axis_failures"]) == ("KEEP", [])
    assert entry["note"] == "to check: year: 2020 -> 2021 (crossref)"


@pytest.mark.parametrize("note, heading, action_start", [
    ("not judged (sources could not be reached (§3); retry Step B, then judge)", "NOT-CHECKED",
     "Nothing is known to be wrong yet: run `refverify fetch` again"),
    ("not judged — the judge failed, ERROR (timeout)", "NOT-CHECKED", "Run `refverify judge` again"),
    ("not judged (no source text)", "NOT-CHECKED", "No abstract or full text was found"),
    ("CONFLICT: round 1 FAIL vs round 2 PARTIAL-A, awaiting a human decision", "CONFLICT",
     "Decide between the two rounds"),
    ("preliminary (full text needed): the dose is not in the abstract", "WEAK-CONTEXT",
     "Check the claim in the full text"),
    ("The source studied adults, the claim says children.", "WEAK-CONTEXT",
     "Rewrite the claim to fit the evidence"),
])
def test_a_weak_claim_gets_the_action_its_reason_calls_for(note, heading, action_start):
    """A claim that could not be checked is never told to be rewritten: nothing is known to be wrong."""
    got_heading, action = weak_action(note)
    assert got_heading == heading
    assert action.startswith(action_start)


def test_how_a_tolerantly_read_entry_was_read_is_in_its_audit_note():
    state = _state(bib_notes=["field 'doi' given 3 times: the first kept",
                              "authors written with commas: split at the commas (guessed)"])
    [entry] = build_audit(state)["details"]["per_entry"]
    assert entry["note"] == ("to check how the entry was read: field 'doi' given 3 times: the first "
                             "kept / authors written with commas: split at the commas (guessed)")
    assert entry["verdict"] == "KEEP"
