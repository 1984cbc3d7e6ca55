"""Step C against a real, weak, local model (SmolLM2-135M through llama.cpp on 127.0.0.1): whatever
the model answers, the run stays honest — every claim ends with a verdict that passed the
checks or unjudged with the reason; an unjudged claim makes the audit ERROR; a failed re-run
never wipes earlier verdicts; the meta names what judged. Slow: a few minutes on 2 cores."""
import pytest

from refverify.config import Config
from refverify.judge import judge_state
from refverify.judge.run import is_unjudged, judged_by
from refverify.report.audit import build_audit
from refverify.state import State
from tests.judge_cases import METFORMIN, claim, ref
from tests.local_llm import backend, serve

pytestmark = pytest.mark.slow
VERDICTS = {"PASS", "PARTIAL-A", "PARTIAL-B", "FAIL"}


@pytest.fixture(scope="module")
def local_url():
    if not backend():
        pytest.fail("no llama.cpp runtime installed: `pip install -e .[test]` brings xllamacpp")
    with serve(n_ctx=4096) as url:
        yield url


def _state() -> State:
    return State(refs={"1": ref("1", METFORMIN, [
        claim("C001_001", "1", "Metformin lowered HbA1c in older adults with type 2 diabetes [1]."),
        claim("C001_002", "1", "Metformin increased HbA1c in older adults with type 2 diabetes [1]."),
    ])})


def _config(tmp_path, url) -> Config:
    return Config(llm_cache_path=str(tmp_path / "llm.sqlite"), llm_api_base=url, llm_api_key="sk-local",
                  llm_context_tokens=4096, max_retries=0, llm_concurrency=1, llm_rate_per_s=0,
                  llm_timeout=900.0)


def test_a_weak_local_model_never_produces_a_dishonest_state(tmp_path, local_url):
    # C001_001 has a heuristic verdict already; C001_002 has none. Then the LLM judges both.
    state = judge_state(_state(), Config(), judge="heuristic", progress=False, claim_ids={"C001_001"})
    prior = state.refs["1"].judgment_for("C001_001").verdict
    assert prior in VERDICTS
    judge_state(state, _config(tmp_path, local_url), judge="llm", model="openai/smollm2",
                mode="batch", progress=False, backoff_s=0.01)
    m = state.meta.judge
    assert m.calls >= 1 and m.prompt_tokens > 0          # the real server answered
    assert m.requested == "llm:openai/smollm2"
    # llama.cpp servers differ on json_schema: accepted, or refused with the reason kept.
    assert m.response_format in ("json_schema", "json_object", "none")
    if m.response_format != "json_schema":
        assert m.server_notes[0].startswith("the server refused response_format json_schema (")
    judgments = {j.claim_id: j for j in state.refs["1"].judgments}
    assert set(judgments) == {"C001_001", "C001_002"}
    first = judgments["C001_001"]
    assert first.verdict is not None                            # never wiped by a failure
    if first.judge == "heuristic":
        assert first.verdict == prior
    for j in judgments.values():
        if j.verdict is None:
            assert is_unjudged(j) and len(j.skipped_reason) > len("unjudged: ")
        else:
            assert j.verdict in VERDICTS and j.reasoning
            assert j.anchor_quote == "" or j.quote_verified is not None
    assert m.failed_claims == m.kept_prior + sum(is_unjudged(j) for j in judgments.values())
    assert m.judge == "+".join(sorted({j.judge for j in judgments.values() if j.verdict}))
    audit = build_audit(state)
    if is_unjudged(judgments["C001_002"]):
        assert (audit["verdict"], audit["reason_code"]) == ("ERROR", "reviewer_error")
    assert audit["reviewer_model"] == (":".join(x for x in judged_by(state) if x) or "none")
