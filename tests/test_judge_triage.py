"""The offline judge as triage (issue 14): a citation is let through (PASS / PARTIAL-B) only on
strong evidence — every number found in a sentence that carries the topic, or one sentence
carrying most of the claim's words — and anything else on topic is "needs reading": PARTIAL-A
with the needs_reading flag, no round 2, and in the audit a WEAK use that is no finding."""
import json

import pytest

from refverify.config import Config
from refverify.judge import judge_state
from refverify.report.audit import audit_markdown, build_audit
from refverify.state import State
from tests.judge_cases import METFORMIN, claim, ref


@pytest.fixture(autouse=True)
def lexical(monkeypatch):
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")


def judged(sentence: str, severity: str = "Strict"):
    state = State(refs={"1": ref("1", METFORMIN, [claim("C001_001", "1", sentence, severity=severity)])})
    judge_state(state, Config(), judge="heuristic", progress=False)
    return state, state.refs["1"].judgments[0]


def test_a_close_anchor_passes():
    _, j = judged("In older adults with type 2 diabetes, metformin reduced HbA1c and fasting glucose [1].")
    assert (j.verdict, j.flags) == ("PASS", [])


def test_matched_numbers_in_a_topical_sentence_pass():
    _, j = judged("Gastrointestinal adverse events occurred in 18.4% of patients given metformin [1].")
    assert (j.verdict, j.numeric_check) == ("PASS", "NUM_OK")


def test_loosely_on_topic_needs_reading_and_is_no_finding():
    state, j = judged("Metformin is a useful option for diabetes care in general practice [1].", "Standard")
    assert (j.verdict, j.flags, j.cross_validated) == ("PARTIAL-A", ["needs_reading"], False)
    assert j.reasoning.startswith("Needs reading: no strong evidence (the closest sentence carries ")
    assert "Without triage it would say: " in j.reasoning
    audit = build_audit(state)
    entry = audit["details"]["per_entry"][0]
    assert (audit["verdict"], entry["verdict"], entry["uses"][0]["verdict"]) == ("PASS", "KEEP", "WEAK")
    assert entry["uses"][0]["note"].startswith("needs reading (preliminary, not a finding): the offline "
                                               "judge found no strong evidence either way — no strong evidence")
    md = audit_markdown(state, audit)
    assert ("ACTION: Read the cited work and confirm the claim (or run the LLM judge); nothing is known "
            "to be wrong") in md


def test_a_contradiction_is_still_a_finding_not_a_reading():
    _, j = judged("In older adults with type 2 diabetes, metformin increased HbA1c and fasting glucose [1].")
    assert j.verdict == "FAIL" and "needs_reading" not in j.flags


NEGATION_SOURCE = (
    "METHODS: We randomly assigned 412 patients aged 65 years or older with type 2 diabetes to metformin or "
    "placebo. RESULTS: Metformin lowered HbA1c in patients with a long history of diabetes, whereas no benefit "
    "was found in newly diagnosed patients. Body weight did not change with metformin over 24 weeks.")


def judged_on(source: str, sentence: str):
    state = State(refs={"1": ref("1", source, [claim("C001_001", "1", sentence, severity="Strict")])})
    judge_state(state, Config(), judge="heuristic", progress=False)
    return state.refs["1"].judgments[0]


def test_a_negation_only_the_claim_carries_is_no_strong_evidence():
    # every word of the claim is in the conclusion, but the claim denies what it states
    _, j = judged("Metformin has no acceptable tolerability over 24 weeks in older adults with type 2 diabetes [1].")
    assert (j.verdict, j.flags) == ("PARTIAL-A", ["needs_reading"])
    assert ("the closest sentence carries 100% of the claim's content words, numbers NUM_OK, and only one "
            "of the two negates)") in j.reasoning


def test_a_negation_only_the_source_carries_is_no_strong_evidence():
    j = judged_on(NEGATION_SOURCE, "Body weight changed with metformin over 24 weeks [1].")
    assert (j.verdict, j.flags) == ("PARTIAL-A", ["needs_reading", "short_abstract"])
    assert "and only one of the two negates)" in j.reasoning


def test_negations_on_both_sides_or_in_another_clause_still_pass():
    j = judged_on(NEGATION_SOURCE, "Body weight did not change with metformin over 24 weeks [1].")
    assert (j.verdict, j.flags) == ("PASS", ["short_abstract"])
    # "whereas no benefit ..." negates the other clause of the sentence, not the one cited
    j = judged_on(NEGATION_SOURCE, "Metformin lowered HbA1c in patients with a long history of diabetes [1].")
    assert (j.verdict, j.flags) == ("PASS", ["short_abstract"])


# --- the public-data bench on data written here (the real files live outside the repo) ---------
def _write(folder, claims, corpus):
    folder.mkdir(parents=True)
    (folder / "claims_dev.jsonl").write_text("\n".join(json.dumps(c) for c in claims), encoding="utf-8")
    (folder / "claims_train.jsonl").write_text("\n".join(json.dumps(c) for c in claims), encoding="utf-8")
    (folder / "corpus.jsonl").write_text("\n".join(json.dumps(d) for d in corpus), encoding="utf-8")


def test_public_bench_scores_dev_and_never_reads_test(tmp_path):
    from bench.eval import public_eval as P
    corpus = [{"doc_id": 1, "title": "", "abstract": METFORMIN.split(". ")},
              {"doc_id": 2, "title": "", "abstract": ["Coffee intake was unrelated to sleep in students."]}]
    claims = [
        {"id": 1, "claim": "In older adults with type 2 diabetes, metformin reduced HbA1c and fasting "
                           "glucose [<|cit|>].", "evidence": {"1": [{"sentences": [8], "label": "SUPPORT"}]},
         "cited_doc_ids": [1]},
        {"id": 2, "claim": "Coffee improves memory [<|other_cit|>] and sleep in students [<|multi_cit|>].",
         "evidence": {"2": [{"sentences": [0], "label": "REFUTE"}]}, "cited_doc_ids": [2]},
        {"id": 3, "claim": "Metformin is a useful option in general practice [<|cit|>].", "evidence": {},
         "cited_doc_ids": [1]},
    ]
    _write(tmp_path / "citint", claims, corpus)
    (tmp_path / "citint" / "claims_test.jsonl").write_text("not json", encoding="utf-8")
    result = P.evaluate(tmp_path, "dev")
    r = result["datasets"]["citint"]
    assert [c["gold"] for c in P.load_cases(tmp_path, "citint", "dev")] == ["SUPPORT", "REFUTE", "NEI"]
    # "unrelated to sleep" is not read as "no effect": the REFUTE case gets through (a known gap).
    assert r["verdicts_by_gold"] == {"SUPPORT": {"PASS": 1}, "REFUTE": {"PARTIAL-B": 1}, "NEI": {"FAIL": 1}}
    assert r["heuristic"] == {"n": 3, "supported": 1, "unsupported": 2, "false_support": 0.5,
                              "pass_retention": 1.0, "accuracy": 0.6667, "macro_f1": 0.6667}
    assert r["always_pass"]["false_support"] == 1.0
    assert r["fail"] == {"detected": 1, "false_alarms": 0, "detection": 0.5, "false_alarm": 0.0,
                         "precision": 1.0}
    assert P.format_table(result).splitlines()[5] == (
        "  FAIL (makes the audit FAIL): 1 unsupported caught (50.0%), 0 supported flagged (0.0%), "
        "precision 100.0%")
    assert result["missing"] == ["scifact/claims_dev.jsonl with a non-empty corpus.jsonl"]
    with pytest.raises(ValueError, match="the test split is never read"):
        P.load_jsonl(tmp_path / "citint" / "claims_test.jsonl")
    text, start, end, group, _ = P._sentence("Coffee improves memory [<|other_cit|>] and sleep [<|multi_cit|>].", 10)
    assert (text, text[start:end], group) == ("Coffee improves memory [15] and sleep [10,11].", "[10,11]",
                                              ["10", "11"])


def test_public_bench_table_says_n_a_for_a_class_the_cases_lack():
    from bench.eval import public_eval as P
    rows = [{"supported": True, "predicted": True}, {"supported": True, "predicted": False}]
    m = P.metrics(rows)
    assert (m["false_support"], m["pass_retention"]) == (None, 0.5)
    result = {"split": "dev", "missing": [], "datasets": {"scifact": {
        "heuristic": m, "always_pass": m, "word_overlap": {**m, "threshold": 0.5},
        "verdicts_by_gold": {"SUPPORT": {"PASS": 1, "PARTIAL-A": 1}}, "needs_reading": 1, "seconds": 0.1}}}
    assert P.format_table(result).splitlines()[2] == (
        "scifact heuristic                2            n/a           50.0%     0.333     50.0%")

