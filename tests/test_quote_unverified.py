"""Issue 22, item 14 (RUBRIC §7): an LLM verdict whose anchor quote is not in the stored source is
preliminary — the audit, the verification report and the annotated copy say "quote not found in
the source: read the source" instead of counting a clean PASS."""
from __future__ import annotations

import json

import pytest

from refverify.annotate.findings import collect_notes
from refverify.decisions import resolve
from refverify.judge import judge_state
from refverify.report import build_audit, write_reports
from tests.judge_cases import llm_config, metformin_refs

INVENTED = "Metformin cured diabetes in every older adult within a week"


@pytest.fixture(autouse=True)
def lexical(monkeypatch):
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")


def _answer(quote: str) -> str:
    return json.dumps({"judgments": [{
        "claim_id": "C001_001", "verdict": "PASS", "confidence": "confirmed",
        "fulltext_required": False, "reasoning": "The RESULTS report the HbA1c fall.",
        "numeric_check": "N/A", "anchor_quote": quote, "anchor_location": "RESULTS",
        "secondary_citation": False}]})


def _judged(tmp_path, quote: str):
    state = metformin_refs(1)
    state.meta.input_hashes = {"thesis.md": "sha256:" + "0" * 64}
    judge_state(state, llm_config(tmp_path), judge="llm", model="gpt-4o-mini", progress=False,
                backoff_s=0.01, llm_options={"mock_response": _answer(quote)})
    return state


def test_pass_with_a_quote_missing_from_the_source_is_preliminary_everywhere(tmp_path):
    state = _judged(tmp_path, INVENTED)
    j = state.refs["1"].judgments[0]
    assert (j.verdict, j.confidence, j.quote_verified, j.flags) == (
        "PASS", "preliminary", False, ["quote_unverified"])

    use = build_audit(state)["details"]["per_entry"][0]["uses"][0]
    assert use["verdict"] == "WEAK"
    assert use["note"] == ("preliminary (quote not found in the source: read the source): "
                           "The RESULTS report the HbA1c fall.")

    write_reports(state, tmp_path / "out")
    report = (tmp_path / "out" / "verification_report.md").read_text(encoding="utf-8")
    assert "current verdict PASS (preliminary) — quote not found in the source: read the source" in report
    audit_md = (tmp_path / "out" / "CITATION_AUDIT.md").read_text(encoding="utf-8")
    assert "Read the source: the judge's quote is not in it" in audit_md

    # the annotated copy notes it although it is a PASS (PASS notes need --all otherwise)
    notes = collect_notes(state)
    assert [(n.kind, n.tag, n.text) for n in notes if n.claim_id == "C001_001"] == [(
        "pass", "PASS", f"[1] supports this sentence; anchor: “{INVENTED}”; preliminary: quote not "
                        "found in the source, read the source")]


def test_a_quote_found_in_the_source_stays_a_supporting_use(tmp_path):
    state = _judged(tmp_path, "Metformin lowered HbA1c by 0.9 percentage points")
    j = state.refs["1"].judgments[0]
    assert (j.confidence, j.flags) == ("confirmed", [])
    assert build_audit(state)["details"]["per_entry"][0]["uses"][0]["verdict"] == "SUPPORTS"
    assert [n for n in collect_notes(state) if n.claim_id == "C001_001"] == []


def test_a_person_who_read_the_source_settles_it(tmp_path):
    state = _judged(tmp_path, INVENTED)
    resolve(state, "C001_001", "PASS", "read the paper: it says so", who="ana", when="2026-01-01")
    use = build_audit(state)["details"]["per_entry"][0]["uses"][0]
    assert (use["verdict"], use["note"].endswith("[resolved by ana]")) == ("SUPPORTS", True)
