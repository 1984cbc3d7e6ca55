"""Step C through a provider's batch API (issue 24 item 5, config ``llm_batch``): the calls of all
batches go in one job (files + batches, OpenAI's shape), each claim gets its own answer back, a
line the provider failed is asked again in the next job, and a warm re-run sends nothing.
Against the scripted OpenAI-compatible server on 127.0.0.1."""
import json

import pytest

from refverify.config import Config
from refverify.errors import RefverifyError
from refverify.judge import judge_state
from refverify.llm.calls import resolve_settings
from tests.judge_cases import SCRIPTED_MODEL as MODEL, llm_config, metformin_refs
from tests.llm_server import ScriptedLLM


@pytest.fixture(autouse=True)
def lexical(monkeypatch):
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")


def _judge(state, cfg):
    return judge_state(state, cfg, judge="llm", model=MODEL, progress=False, backoff_s=0.01)


def _verdicts(state):
    return {j.claim_id: j.verdict for ref in state.refs.values() for j in ref.judgments}


def test_all_batches_go_in_one_job_and_each_claim_gets_its_answer(tmp_path):
    state = metformin_refs(25, claims_per_ref=2)          # 50 claims: 3 batches of 10 references at most
    with ScriptedLLM(batch_polls=2) as srv:
        _judge(state, llm_config(tmp_path, srv, llm_batch=True, llm_batch_poll_s=0.05))
        assert srv.in_flight == 0 and srv.max_in_flight == 0      # no direct chat call
        assert all(r["batch"] for r in srv.requests) and len(srv.requests) == 3
        assert list(srv.batches) == ["batch_1"]                   # the three batches in one job
        upload = srv.files["file-1"]
        assert upload["purpose"] == "batch"
        lines = [json.loads(line) for line in upload["content"].decode().splitlines()]
        assert [sorted(line) for line in lines] == [["body", "custom_id", "method", "url"]] * 3
        assert {(line["method"], line["url"], line["body"]["model"]) for line in lines} == {
            ("POST", "/v1/chat/completions", "scripted")}
        assert sorted(cid for r in srv.requests for cid in r["claim_ids"]) == sorted(_verdicts(state))
    assert set(_verdicts(state).values()) == {"PASS"} and len(_verdicts(state)) == 50
    assert state.meta.judge.batch_jobs == ["batch_1"]
    with ScriptedLLM() as srv:                      # warm: every answer is in the cache
        again = metformin_refs(25, claims_per_ref=2)
        _judge(again, llm_config(tmp_path, srv, llm_batch=True, llm_batch_poll_s=0.05))
        assert srv.requests == [] and srv.batches == {}
    assert _verdicts(again) == _verdicts(state)


def test_a_line_the_provider_failed_is_asked_again_in_the_next_job(tmp_path):
    state = metformin_refs(3)
    with ScriptedLLM(faults=[429]) as srv:
        _judge(state, llm_config(tmp_path, srv, llm_batch=True, llm_batch_poll_s=0.05, max_retries=2))
        assert list(srv.batches) == ["batch_1", "batch_2"]
        assert [r["fault"] for r in srv.requests] == [429, None]
    assert _verdicts(state) == {"C001_001": "PASS", "C002_001": "PASS", "C003_001": "PASS"}


def test_a_provider_without_a_batch_api_is_refused_in_one_line():
    with pytest.raises(RefverifyError, match="llm_batch: no batch API for provider 'anthropic'"):
        resolve_settings(Config(llm_batch=True), "anthropic/claude-3-5-haiku-20241022")
    settings = resolve_settings(Config(llm_batch=True, llm_api_base="http://127.0.0.1:8080/v1"), "openai/judge")
    assert (settings.batch_provider, settings.rate_per_s) == ("openai", 0.0)
