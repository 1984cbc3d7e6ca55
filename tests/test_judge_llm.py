"""The LLM judge against litellm's mock_response and the scripted local server: batching, the
cache, retries, JSON repair, cross-validation, conflicts, resume after a crash, cost accounting."""
import json
import time

import pytest

from tests.judge_cases import (METFORMIN, SCRIPTED_MODEL as MODEL, basic_state, claim, llm_config as config,
                               metformin_refs, ref)
from tests.llm_server import ScriptedLLM
from refverify.errors import RefverifyError
from refverify.judge import judge_state
from refverify.ratelimit import Spacer as RateLimiter
from refverify.state import State

@pytest.fixture(autouse=True)
def lexical(monkeypatch):
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")


def run(state, cfg, **kw):
    kw.setdefault("model", MODEL)
    return judge_state(state, cfg, judge="llm", progress=False, backoff_s=0.01, **kw)


def all_judgments(state):
    return {j.claim_id: j for r in state.refs.values() for j in r.judgments}


# --- litellm mock_response -------------------------------------------------------------------
def _mock_answer(**kw):
    item = {"claim_id": "C001_001", "verdict": "PASS", "confidence": "confirmed",
            "fulltext_required": False, "reasoning": "The RESULTS report the HbA1c fall.",
            "numeric_check": "N/A", "anchor_quote": "Metformin lowered HbA1c by 0.9 percentage points",
            "anchor_location": "RESULTS", "secondary_citation": False}
    item.update(kw)
    return json.dumps({"judgments": [item]})


def test_mock_response_fills_a_confirmed_judgment(tmp_path):
    state = metformin_refs(1)
    run(state, config(tmp_path), model="gpt-4o-mini", llm_options={"mock_response": _mock_answer()})
    j = all_judgments(state)["C001_001"]
    assert (j.verdict, j.confidence, j.judge, j.model, j.quote_verified, j.anchor_location) == (
        "PASS", "confirmed", "llm", "gpt-4o-mini", True, "RESULTS")
    assert state.meta.judge.calls == 1


def test_mock_fenced_answer_is_repaired(tmp_path):
    text = "```json\n" + _mock_answer().replace("}]", "},]") + "\n```"
    state = metformin_refs(1)
    run(state, config(tmp_path), model="gpt-4o-mini", llm_options={"mock_response": text})
    assert all_judgments(state)["C001_001"].verdict == "PASS"
    assert state.meta.judge.calls == 1


def test_mock_garbage_twice_leaves_the_claim_unjudged(tmp_path):
    state = metformin_refs(1)
    run(state, config(tmp_path), model="gpt-4o-mini", llm_options={"mock_response": "PASS, surely."})
    j = all_judgments(state)["C001_001"]
    assert j.verdict is None
    assert j.skipped_reason == ("unjudged: invalid JSON answer (no JSON object in the answer); "
                                "after retry: invalid JSON answer (no JSON object in the answer)")
    assert state.meta.judge.calls == 2          # the call and exactly one retry


def test_mock_invalid_verdict_is_not_guessed(tmp_path):
    state = metformin_refs(1)
    run(state, config(tmp_path), model="gpt-4o-mini",
        llm_options={"mock_response": _mock_answer(verdict="MOSTLY")})
    j = all_judgments(state)["C001_001"]
    assert j.verdict is None and j.skipped_reason.startswith("unjudged: invalid answer (verdict:")


def test_no_model_is_a_clear_error(tmp_path):
    with pytest.raises(RefverifyError, match="no LLM model set"):
        judge_state(metformin_refs(1), config(tmp_path), judge="llm", progress=False)


# --- the scripted server ----------------------------------------------------------------------
def test_one_call_per_batch_each_source_once(tmp_path):
    state = metformin_refs(25)
    with ScriptedLLM() as srv:
        run(state, config(tmp_path, srv))
        assert srv.count == 3
        assert sorted(len(r["claim_ids"]) for r in srv.requests) == [5, 10, 10]
        for r in srv.requests:
            for cid in r["claim_ids"]:
                rid = str(int(cid[1:4]))
                assert r["prompt"].count(f'<source id="S{rid}"') == 1
            assert r["response_format"]["type"] == "json_schema"
    assert {j.verdict for j in all_judgments(state).values()} == {"PASS"}


def test_second_run_makes_no_call(tmp_path):
    with ScriptedLLM() as srv:
        run(metformin_refs(12), config(tmp_path, srv))
        first = srv.count
        again = metformin_refs(12)
        run(again, config(tmp_path, srv))
        assert srv.count == first == 2
    m = again.meta.judge
    assert (m.calls, m.cached_calls, m.prompt_tokens) == (0, 2, 0)
    assert {j.verdict for j in all_judgments(again).values()} == {"PASS"}


def test_calls_run_concurrently_within_the_limit(tmp_path):
    import litellm  # (its import time and first-call setup are not what is measured)
    with ScriptedLLM(latency=0.3) as srv:
        litellm.completion(model=MODEL, api_base=srv.url, api_key="sk-test", max_tokens=5,
                           messages=[{"role": "user", "content": "warm-up"}])
        srv.requests.clear()
        run(metformin_refs(40), config(tmp_path, srv, llm_concurrency=3))
        assert srv.count == 4
        assert srv.max_in_flight == 3     # (the time this saves is bench/judge_bench.py's figure)


def test_rate_limiter_spaces_starts():
    limiter = RateLimiter(20.0)
    t0 = time.monotonic()
    for _ in range(6):
        limiter.wait()
    assert time.monotonic() - t0 >= 5 / 20.0 - 0.01


def test_retries_on_429_500_and_timeout(tmp_path):
    with ScriptedLLM(faults=[429, 500, "timeout"], hang_s=1.5) as srv:
        state = metformin_refs(2)
        run(state, config(tmp_path, srv, llm_timeout=0.5))
        assert [r["fault"] for r in srv.requests] == [429, 500, "timeout", None]
    m = state.meta.judge
    assert (m.calls, m.failed_calls) == (4, 3)
    assert {j.verdict for j in all_judgments(state).values()} == {"PASS"}


def test_gives_up_after_max_retries(tmp_path):
    with ScriptedLLM(faults=[500, 500, 500]) as srv:
        state = metformin_refs(1)
        run(state, config(tmp_path, srv, max_retries=2))
        assert srv.count == 3
    j = all_judgments(state)["C001_001"]
    assert j.verdict is None and j.skipped_reason.startswith("unjudged: LLM call failed after retries")


def test_garbage_then_valid_and_missing_claim_repaired(tmp_path):
    with ScriptedLLM(faults=["garbage"]) as srv:
        state = metformin_refs(2)
        run(state, config(tmp_path, srv))
        assert srv.count == 2
    with ScriptedLLM(faults=["drop"]) as srv:
        state2 = metformin_refs(2)
        run(state2, config(tmp_path / "b", srv))
        assert srv.count == 2
        assert "no answer for this claim" in srv.requests[1]["prompt"]
    assert {j.verdict for j in all_judgments(state).values()} == {"PASS"}
    assert {j.verdict for j in all_judgments(state2).values()} == {"PASS"}


def test_cross_validation_agreement_and_conflict(tmp_path):
    state = metformin_refs(3)
    verdicts = {"C001_001": "FAIL", "C002_001": "PARTIAL-A", "C003_001": "PASS"}
    with ScriptedLLM(verdicts=verdicts, cv_verdicts={"C001_001": "FAIL", "C002_001": "PASS"}) as srv:
        run(state, config(tmp_path, srv))
        assert srv.count == 2
        round2 = srv.requests[1]
        assert round2["claim_ids"] == ["C001_001", "C002_001"]
        assert "which specific parts of this claim have no basis" in " ".join(round2["prompt"].split())
        assert "Scripted round 1" not in round2["prompt"]      # round 2 never sees round 1
        assert "FAIL" not in round2["prompt"].split("</task>")[1].split("Return {")[0]
    j = all_judgments(state)
    assert (j["C001_001"].cross_validated, j["C001_001"].cv_verdict, j["C001_001"].conflict) == (True, "FAIL", False)
    assert j["C001_001"].cv_reasoning.startswith("Unsupported parts: scripted part.")
    assert (j["C002_001"].cross_validated, j["C002_001"].cv_verdict, j["C002_001"].conflict) == (True, "PASS", True)
    assert j["C002_001"].final_verdict == "CONFLICT"
    assert (j["C003_001"].cross_validated, j["C003_001"].cv_verdict) == (False, None)


def test_resume_after_kill_calls_only_unjudged(tmp_path):
    state = metformin_refs(50)                     # 5 batches of 10
    cfg = config(tmp_path, llm_concurrency=1)
    with ScriptedLLM() as srv:
        cfg.llm_api_base = srv.url
        done = []

        def die_after_two(s):
            done.append(1)
            if len(done) == 2:
                raise RuntimeError("simulated kill")

        with pytest.raises(RuntimeError, match="simulated kill"):
            run(state, cfg, on_batch_done=die_after_two)
        judged = {cid for cid, j in all_judgments(state).items() if j.verdict}
        assert len(judged) == 20
        before = srv.count
        run(state, cfg)
        resumed = srv.requests[before:]
        asked = {cid for r in resumed for cid in r["claim_ids"]}
        assert not asked & judged
        m = state.meta.judge
        assert m.claims == 30 and m.calls + m.cached_calls == 3
    assert len([j for j in all_judgments(state).values() if j.verdict]) == 50


def test_cost_and_tokens_recorded(tmp_path):
    import litellm
    with ScriptedLLM() as srv:
        state = metformin_refs(3)
        run(state, config(tmp_path, srv), model="openai/gpt-4o-mini")
        prompt_tokens = sum(len(r["prompt"].split()) for r in srv.requests)
    m = state.meta.judge
    assert m.prompt_tokens == prompt_tokens and m.completion_tokens > 0
    price = litellm.model_cost["gpt-4o-mini"]
    expected = (m.prompt_tokens * price["input_cost_per_token"]
                + m.completion_tokens * price["output_cost_per_token"])
    assert m.cost_usd == pytest.approx(expected, rel=1e-6) and m.cost_usd > 0
    assert m.model == "openai/gpt-4o-mini" and m.started <= m.finished


def test_numbers_checked_by_code_over_the_model(tmp_path):
    state = State(refs={"1": ref("1", METFORMIN, [claim(
        "C001_001", "1", "Metformin lowered HbA1c in 35% of older adults [1].")])})
    with ScriptedLLM(verdicts={"C001_001": "PASS"}) as srv:
        run(state, config(tmp_path, srv))
    j = all_judgments(state)["C001_001"]
    assert (j.verdict, j.numeric_check, j.fulltext_required, j.confidence) == (
        "PASS", "NUM_MISS", True, "preliminary")


def test_skips_match_the_heuristic(tmp_path):
    with ScriptedLLM() as srv:
        state = basic_state()
        run(state, config(tmp_path, srv))
        assert all("C005" not in cid and "C006" not in cid for r in srv.requests for cid in r["claim_ids"])
    j = all_judgments(state)
    assert j["C005_001"].skipped_reason == "no source text"
    assert j["C006_001"].verdict is None
