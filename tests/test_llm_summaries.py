"""Step A's optional LLM pass: summaries and severities from the model, rules as the fallback,
human edits kept."""
import json

import pytest

from refverify import api
from refverify.config import load_config
from refverify.errors import RefverifyError
from refverify.views import apply_edits, claims_df

BIB = """@article{smith2020, title={Diabetes prevalence in adults}, author={Smith, John}, journal={Lancet}, year={2020}}
@article{lee2019, title={A method for counting}, author={Lee, Kim}, journal={BMJ}, year={2019}}
"""
MD = "---\nbibliography: refs.bib\n---\n# Intro\n\nDiabetes affects 10% of adults [@smith2020]. Counting follows Lee [@lee2019].\n"


@pytest.fixture
def paper(tmp_path):
    (tmp_path / "refs.bib").write_text(BIB, encoding="utf-8")
    (tmp_path / "p.md").write_text(MD, encoding="utf-8")
    return tmp_path / "p.md"


def _answer(rows):
    return json.dumps({"claims": rows})


def test_model_summaries_replace_the_rules_and_edits_survive(paper, tmp_path):
    cfg = load_config(model="openai/test-model", llm_cache_path=str(tmp_path / "llm.sqlite"))
    mock = _answer([
        {"claim_id": "C_smith2020_001", "template": "data", "topic": "adult diabetes prevalence",
         "contribution": "This ref reports 10%"},
        {"claim_id": "C_lee2019_001", "template": "method", "topic": "the counting method",
         "contribution": "This ref describes the method"},
        {"claim_id": "C_unknown_001", "template": "data", "topic": "ignored"}])
    state = api.parse(paper, out=tmp_path / "o", config=cfg, llm_summaries=True,
                      llm_options={"mock_response": mock})
    smith = state.claim("C_smith2020_001")[1]
    assert (smith.claim_summary, smith.severity, smith.summary_source) == (
        "Cites [smith2020] to provide data/evidence supporting adult diabetes prevalence → This ref reports 10%",
        "Strict", "llm")
    lee = state.claim("C_lee2019_001")[1]
    assert (lee.severity, lee.method_needs_human_confirm) == ("Standard", True)
    assert state.meta.messages[-1] == "claim summaries: 2 rewritten by openai/test-model"
    # A person's edit wins over a later LLM pass (same cached answer, no new call).
    df = claims_df(state)
    df.loc["C_smith2020_001", "severity"] = "Lenient"
    apply_edits(state, df, who="reviewer")
    from refverify.state_file import save_state
    save_state(state, tmp_path / "o")
    again = api.parse(paper, out=tmp_path / "o", config=cfg, llm_summaries=True,
                      llm_options={"mock_response": Exception("no call expected")})
    assert again.claim("C_smith2020_001")[1].severity == "Lenient"
    assert again.claim("C_lee2019_001")[1].summary_source == "llm"


def test_unusable_answer_keeps_the_rule_summaries(paper, tmp_path):
    cfg = load_config(model="openai/test-model", llm_cache_path=str(tmp_path / "llm.sqlite"))
    rules = api.parse(paper, out=tmp_path / "a", config=cfg)
    state = api.parse(paper, out=tmp_path / "b", config=cfg, llm_summaries=True,
                      llm_options={"mock_response": "sorry, I cannot help"})
    assert [c.claim_summary for _, c in state.iter_claims()] == [c.claim_summary for _, c in rules.iter_claims()]
    assert {c.summary_source for _, c in state.iter_claims()} == {"rules"}


def test_llm_summaries_need_a_model(paper, tmp_path):
    with pytest.raises(RefverifyError, match="needs a model"):
        api.parse(paper, out=tmp_path / "o", config=load_config(), llm_summaries=True)
