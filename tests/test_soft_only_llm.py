"""--soft-only with a model configured: rewrites come from the LLM (cached), never a bib edit."""
import json

import litellm  # noqa: F401  (LITELLM_LOCAL_MODEL_COST_MAP is set by conftest: no download)
import pytest

from refverify.config import load_config
from refverify.judge.rewrite import make_rewriter
from refverify.report import write_reports
from tests.report_fixture import make_state

ANSWER = json.dumps({"rewrite": "Sleep duration was associated with blood pressure in adolescents [3].",
                     "rationale": "Limited to the population the source studied."})


@pytest.fixture
def cfg(tmp_path):
    return load_config(model="openai/test-model", llm_cache_path=str(tmp_path / "llm.sqlite"))


def test_rewriter_answers_and_caches(cfg):
    rewrite = make_rewriter(cfg, extra={"mock_response": ANSWER})
    assert rewrite("Sleep lowers blood pressure at all ages [3].", "3", "overstated") == (
        "Sleep duration was associated with blood pressure in adolescents [3].",
        "Limited to the population the source studied.")
    # Same prompt again: answered from refverify's cache, so a failing model is never reached.
    broken = make_rewriter(cfg, extra={"mock_response": Exception("model down")})
    assert broken("Sleep lowers blood pressure at all ages [3].", "3", "overstated")[0] == (
        "Sleep duration was associated with blood pressure in adolescents [3].")


def test_failed_call_leaves_the_rewrite_to_a_person(cfg):
    rewrite = make_rewriter(cfg, extra={"mock_response": "not json at all"})
    proposed, rationale = rewrite("A sentence [9].", "9", "the work does not exist")
    assert proposed is None
    assert rationale.startswith("manual rewrite needed: the model's rewrite failed")


def test_soft_only_audit_uses_the_llm_rewrites_and_writes_no_bib(cfg, tmp_path):
    state = make_state(tmp_path)
    rewrite = make_rewriter(cfg, extra={"mock_response": ANSWER})
    write_reports(state, tmp_path / "out", soft_only=True, rewrite_fn=rewrite)
    audit = json.loads((tmp_path / "out" / "CITATION_AUDIT.json").read_text())
    assert audit["soft_only_mode"] is True
    occurrences = [o for a in audit["details"]["soft_only_actions"] for o in a.get("occurrences", [])]
    assert occurrences and all(o["proposed_rewrite"] == json.loads(ANSWER)["rewrite"] for o in occurrences)
    assert not list((tmp_path / "out").glob("*.bib"))
