"""The offline judge: verdicts on clear cases, honesty about numbers, never confirmed."""
import pytest

from tests.judge_cases import DENTAL, METFORMIN, basic_state, claim, judge_one, ref
from refverify.config import Config
from refverify.judge import judge_state
from refverify.judge.anchors import quote_in_source
from refverify.state import State


@pytest.fixture(autouse=True)
def lexical(monkeypatch):
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")


@pytest.fixture
def judged():
    state = basic_state()
    judge_state(state, Config(), progress=False)
    return {j.claim_id: j for r in state.refs.values() for j in r.judgments}


def test_verdicts_on_clear_cases(judged):
    got = {cid: j.verdict for cid, j in judged.items()}
    assert got == {
        "C001_001": "PASS",        # every element and the 18% (source 18.4%) present
        "C001_002": "PARTIAL-A",   # 35% is nowhere in the source
        "C001_003": "FAIL",        # "increased" against "lowered / reduced"
        "C001_004": "PASS",        # Chinese claim, English abstract, through the glossary
        "C002_001": "FAIL",        # off topic
        "C003_001": "PARTIAL-A",   # "cause" for an association (§5)
        "C004_001": "PARTIAL-B",   # 28% inside the cited 10%-45% range of three refs
        "C005_001": None,          # unindexed standard without text
        "C006_001": None,          # not found
    }


def test_always_preliminary_and_heuristic(judged):
    for j in judged.values():
        assert j.confidence == "preliminary"
        if j.verdict:
            assert j.judge == "heuristic"


def test_numbers_never_reported_found_when_absent(judged):
    miss = judged["C001_002"]
    assert miss.numeric_check == "NUM_MISS"
    assert miss.fulltext_required is True
    assert miss.numeric_details == [{"claim": "35%", "found": False, "rule": None, "source": None}]
    ok = judged["C001_001"]
    assert ok.numeric_check == "NUM_OK"
    assert ok.numeric_details == [{"claim": "18%", "found": True, "rule": "rounding", "source": "18.4%"}]


def test_anchor_is_verbatim_short_and_located(judged):
    j = judged["C001_001"]
    assert j.anchor_location == "RESULTS"
    assert j.quote_verified is True
    assert quote_in_source(j.anchor_quote, METFORMIN)
    assert len(j.anchor_quote.split()) <= 25
    assert "18.4%" in j.anchor_quote


def test_fail_says_no_relevant_sentence(judged):
    off = judged["C002_001"]
    assert off.anchor_quote == ""
    assert "No relevant sentence exists" in off.reasoning
    contra = judged["C001_003"]
    assert "Closest sentence quoted" in contra.reasoning
    assert contra.anchor_quote.startswith("In older adults with type 2 diabetes, metformin reduced HbA1c")


def test_skipped_reasons(judged):
    assert judged["C005_001"].skipped_reason == "no source text"
    assert judged["C005_001"].fulltext_required is True
    assert judged["C006_001"].skipped_reason.startswith("reference not found")


def test_separates_supported_from_unrelated_pairs():
    """Every claim against its own abstract vs against the unrelated one: no crossing."""
    sentences = [
        "Metformin lowered HbA1c and fasting glucose in older adults with type 2 diabetes [1].",
        "In patients aged 65 or older with diabetes, metformin reduced fasting glucose [1].",
        "Gastrointestinal adverse events were more common with metformin than placebo [1].",
    ]
    refs = [ref("1", METFORMIN, [claim(f"C001_{i:03d}", "1", s) for i, s in enumerate(sentences, 1)]),
            ref("2", DENTAL, [claim(f"C002_{i:03d}", "2", s.replace("[1]", "[2]"))
                              for i, s in enumerate(sentences, 1)])]
    state = State(refs={r.ref_id: r for r in refs})
    judge_state(state, Config(), progress=False)
    assert [j.verdict for j in state.refs["1"].judgments] == ["PASS", "PASS", "PASS"]
    assert [j.verdict for j in state.refs["2"].judgments] == ["FAIL", "FAIL", "FAIL"]


def test_never_confirmed_even_for_perfect_match():
    sentence = "Metformin lowered HbA1c by 0.9 percentage points more than placebo [1]."
    j = judge_one(METFORMIN, sentence)
    assert (j.verdict, j.confidence, j.numeric_check) == ("PASS", "preliminary", "NUM_OK")


def test_cross_validation_on_fail_and_partial_a_only(judged):
    assert [cid for cid, j in judged.items() if j.cross_validated] == [
        "C001_002", "C001_003", "C002_001", "C003_001"]
    assert judged["C001_003"].cv_verdict == "FAIL"
    assert judged["C001_003"].cv_reasoning.startswith("Round 2: the relevant sentences say down, the claim up")
    assert judged["C001_001"].cv_verdict is None


def test_heuristic_round_two_can_disagree():
    # The source says both: glucose fell in one sentence and rose in another. Round 1 reads the
    # best-matching sentence and calls a contradiction; round 2 lets every relevant sentence vote,
    # the votes split, so it finds no contradiction: a real disagreement for a person to decide.
    source = ("Metformin lowered fasting glucose in older adults with diabetes. At night, fasting "
              "glucose in older adults with diabetes rose with metformin.")
    sentence = "Metformin increased fasting glucose in older adults with diabetes [1]."
    j = judge_one(source, sentence)
    assert j.cross_validated is True
    assert (j.verdict, j.cv_verdict, j.conflict) == ("FAIL", "PASS", True)
    assert j.final_verdict == "CONFLICT"


def test_a_finding_compared_with_its_control_keeps_its_own_numbers():
    """"compared with placebo" is part of the cited finding: every number of the claim needs the
    source (before, only the numbers after "compared with" were checked and 28.4% went through)."""
    j = judge_one(METFORMIN, "Gastrointestinal adverse events occurred in 28.4% of patients given "
                             "metformin compared with 7.9% given placebo [1].")
    assert (j.verdict, j.numeric_check) == ("PARTIAL-A", "NUM_MISS")
    assert j.numeric_details == [{"claim": "28.4%", "found": False, "rule": None, "source": None},
                                 {"claim": "7.9%", "found": True, "rule": "exact", "source": "7.9%"}]


def test_the_thesis_own_result_compared_with_the_cited_one_checks_only_the_cited_part():
    j = judge_one(METFORMIN, "Our rate of gastrointestinal adverse events, 12.0%, was lower than the "
                             "18.4% reported with metformin in older adults [1].")
    assert (j.verdict, j.numeric_check) == ("PASS", "NUM_OK")
    assert j.numeric_details == [{"claim": "18.4%", "found": True, "rule": "exact", "source": "18.4%"}]


def test_a_comparison_with_earlier_work_checks_only_the_earlier_figure():
    """No "our", but what the thesis's 12.0% is compared with is named as earlier work."""
    j = judge_one(METFORMIN, "Gastrointestinal adverse events occurred in 12.0% of our metformin users, "
                             "lower than the 18.4% previously reported in older adults [1].")
    assert j.numeric_details == [{"claim": "18.4%", "found": True, "rule": "exact", "source": "18.4%"}]
    j = judge_one(METFORMIN, "Gastrointestinal adverse events occurred in 12.0%, lower than the 18.4% "
                             "previously reported with metformin in older adults [1].")
    assert (j.numeric_check, j.numeric_details) == (
        "NUM_OK", [{"claim": "18.4%", "found": True, "rule": "exact", "source": "18.4%"}])
