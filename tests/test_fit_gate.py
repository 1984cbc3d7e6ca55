"""The learned-gate experiment (bench/eval/fit_gate.py, issue 14 item 2): its reading of the judge
must be the judge's own (the "now" row is what public_eval measures), and its curve helpers must
count false support and retention the way public_eval does."""
import numpy as np
import pytest

from bench.eval import fit_gate as F
from bench.eval import public_eval as P

SOURCE = ("We followed 4,000 older adults for five years. Aspirin reduced the risk of stroke by 20% "
          "compared with placebo. Bleeding was more common with aspirin.")
CASES = [
    {"id": "a", "claim": "Aspirin reduced the risk of stroke by 20% in older adults <|cit|>.",
     "source": SOURCE, "gold": "SUPPORT", "supported": True},
    {"id": "b", "claim": "Aspirin did not change the risk of stroke in older adults <|cit|>.",
     "source": SOURCE, "gold": "REFUTE", "supported": False},
    {"id": "c", "claim": "Bleeding was rare among older adults who took aspirin <|cit|>.",
     "source": SOURCE, "gold": "REFUTE", "supported": False},
]


@pytest.fixture(autouse=True)
def lexical(monkeypatch):
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")


def test_the_experiment_reads_the_gate_exactly_as_the_judge_applies_it():
    rows = F.gather_cases(CASES)
    judged = P.judge_cases(CASES)
    assert [r["rule_pass"] and r["gate"] for r in rows] == [r["predicted"] for r in judged]
    first, second = rows[0], rows[1]
    assert (first["rule_pass"], first["gate"], first["num"], first["neg_differs"]) == (True, True, "NUM_OK", False)
    assert (second["rule_pass"], second["gate"], second["neg_differs"]) == (False, False, True)
    # the candidate sentences: the judge's anchor first (it holds the claim's number), then by coverage
    assert first["sentences"] == ["Aspirin reduced the risk of stroke by 20% compared with placebo.",
                                  "We followed 4,000 older adults for five years.",
                                  "Bleeding was more common with aspirin."]


def test_curve_helpers_count_false_support_and_retention():
    scores = np.array([0.9, 0.8, 0.7, 0.6, 0.5])
    y = np.array([1, 0, 1, 1, 0.0])
    assert F.auc(scores, y) == pytest.approx(4 / 6)
    assert F.threshold_for(scores, y, 0.0) == pytest.approx(0.9)      # 0.8 lets an unsupported one through
    assert F.threshold_for(scores, y, 0.5) == pytest.approx(0.6)
    assert F.retention_at(scores, y, 0.0) == pytest.approx(1 / 3)
    assert F.retention_at(scores, y, 0.5) == pytest.approx(1.0)
    assert F.fs_ret(scores >= 0.7, y) == pytest.approx((0.5, 2 / 3))
    # only the cases the rules let through count (the head in place of the gate): with both
    # unsupported cases stopped by the rules, every threshold is safe
    assert F.threshold_for(scores, y, 0.0, mask=np.array([True, False, True, True, False])) == pytest.approx(0.5)
    assert F.threshold_for(scores, y, 0.0, mask=np.array([True, True, True, True, False])) == pytest.approx(0.9)


def test_a_logistic_head_separates_what_is_separable():
    X = np.array([[0.0, 1.0], [0.1, 0.9], [1.0, 0.0], [0.9, 0.2]] * 5)
    y = np.array([0, 0, 1, 1.0] * 5)
    s = F.score(F.fit_logistic(X, y, 0.01), X)
    assert bool((s[y == 1] > 0.5).all() and (s[y == 0] < 0.5).all())
