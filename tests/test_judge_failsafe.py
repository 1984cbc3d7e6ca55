"""The LLM judge fails safe: a failure never becomes a milder audit, never wipes an earlier verdict,
never relabels who judged; a refused response_format, a context overflow, a self-contradictory
answer or one broken batch cost only what they must. Scripted server on 127.0.0.1 only."""
import json

import pytest

from refverify.cli import main
from refverify.config import Config
from refverify.judge import judge_state
from refverify.llm.calls import estimate_tokens, resolve_settings
from refverify.report.audit import build_audit
from refverify.report.soft_only import soft_only_actions
from refverify.report.audit import per_entry
from refverify.state_file import save_state
from tests import judge_cases
from tests.judge_cases import METFORMIN, SCRIPTED_MODEL as MODEL, basic_state, claim, llm_config, ref
from tests.llm_server import ScriptedLLM
from refverify.state import State

@pytest.fixture(autouse=True)
def lexical(monkeypatch):
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")


def config(tmp_path, server=None, **kw) -> Config:
    """No retries, two workers: a failure shows at once."""
    return llm_config(tmp_path, server, **{"max_retries": 0, "llm_concurrency": 2, **kw})


def llm(state, cfg, **kw):
    kw.setdefault("model", MODEL)
    return judge_state(state, cfg, judge="llm", progress=False, backoff_s=0.01, **kw)


def heuristic(state, cfg):
    return judge_state(state, cfg, judge="heuristic", progress=False)


def verdicts(state):
    return {j.claim_id: j.verdict for r in state.refs.values() for j in r.judgments}


def metformin_refs(n_refs: int) -> State:
    return judge_cases.metformin_refs(n_refs, sentence="Metformin lowered HbA1c in older adults, report {k} [{rid}].")


# --- a failed LLM run never makes the audit milder ---------------------------------------------
def test_failed_llm_batch_run_keeps_the_heuristic_verdicts_and_their_label(tmp_path):
    state = heuristic(basic_state(), config(tmp_path))
    before = verdicts(state)
    audit_before = build_audit(state)
    with ScriptedLLM(faults=[500] * 20) as srv:
        llm(state, config(tmp_path, srv), mode="batch")
    assert verdicts(state) == before
    m = state.meta.judge
    assert (m.judge, m.model, m.requested) == ("heuristic", "", "llm:openai/scripted")
    assert (m.failed_claims, m.kept_prior) == (7, 7)
    assert m.first_failure == "unjudged: LLM call failed after retries: InternalServerError (scripted 500)"
    audit = build_audit(state)
    assert (audit["verdict"], audit["reviewer_model"]) == (audit_before["verdict"], "heuristic")


def test_all_claims_unjudged_is_an_error_never_a_pass(tmp_path):
    state = metformin_refs(2)
    with ScriptedLLM(faults=[500] * 10) as srv:
        llm(state, config(tmp_path, srv))
    assert set(verdicts(state).values()) == {None}
    audit = build_audit(state)
    assert (audit["verdict"], audit["reason_code"]) == ("ERROR", "reviewer_error")
    assert audit["summary"] == ("ERROR: 2 cited entries — 2 KEEP, 0 FIX, 0 REPLACE, 0 REMOVE; "
                                "2 claim(s) not judged (the judge failed)")
    assert audit["reviewer_model"] == "none"
    assert audit["reviewer_reasoning"].startswith("no verdicts: the requested judge (llm:openai/scripted) "
                                                  "failed (unjudged: LLM call failed after retries")
    use = audit["details"]["per_entry"][0]["uses"][0]
    assert use["verdict"] == "WEAK"
    assert use["note"].startswith("not judged — the judge failed, ERROR (LLM call failed after retries")


def test_judge_command_exits_3_when_every_claim_is_unjudged(tmp_path, capsys):
    out = tmp_path / "out"
    out.mkdir()
    save_state(metformin_refs(2), out / "verification_state.json")
    with ScriptedLLM(faults=[500] * 10) as srv:
        (tmp_path / "refverify.toml").write_text(
            f'llm_api_base = "{srv.url}"\nllm_api_key = "sk-test"\nmax_retries = 0\n'
            f'llm_cache_path = "{tmp_path / "llm.sqlite"}"\nllm_timeout = 5.0\n', encoding="utf-8")
        code = main(["judge", str(out), "--judge", "llm", "--model", MODEL, "--quiet",
                     "--config", str(tmp_path / "refverify.toml")])
    captured = capsys.readouterr()
    assert code == 3
    assert "UNJUDGED 2 (the judge failed on them: the audit reports ERROR)" in captured.out
    assert captured.err.startswith("refverify: error: the judge failed on 2 of 2 claims (unjudged: LLM call "
                                   "failed after retries: InternalServerError")


def test_resume_with_nothing_to_judge_does_not_relabel_the_judge(tmp_path):
    state = heuristic(metformin_refs(2), config(tmp_path))
    with ScriptedLLM() as srv:
        llm(state, config(tmp_path, srv))          # resume: every claim already has a verdict
        assert srv.count == 0
    m = state.meta.judge
    assert (m.judge, m.calls, m.claims) == ("heuristic", 0, 0)
    assert build_audit(state)["reviewer_model"] == "heuristic"


def test_mixed_judges_are_named_as_such(tmp_path):
    state = heuristic(metformin_refs(2), config(tmp_path))
    with ScriptedLLM() as srv:
        llm(state, config(tmp_path, srv), mode="rejudge", ref_ids={"1"})
    assert state.meta.judge.judge == "heuristic+llm"
    assert build_audit(state)["reviewer_model"] == "heuristic+llm:openai/scripted"


# --- response_format ladder --------------------------------------------------------------------
def test_refused_json_schema_falls_back_to_json_object_and_keeps_the_message(tmp_path):
    state = metformin_refs(3)
    with ScriptedLLM(refuse_formats={"json_schema"}) as srv:
        llm(state, config(tmp_path, srv, llm_concurrency=1))
        kinds = [(r["response_format"] or {}).get("type") for r in srv.requests]
    assert kinds == ["json_schema", "json_object"]
    assert set(verdicts(state).values()) == {"PASS"}
    m = state.meta.judge
    assert m.response_format == "json_object"
    assert m.server_notes == [
        "the server refused response_format json_schema (response_format type json_schema is not "
        "supported by this server); using json_object"]


def test_refusing_both_formats_ends_with_plain_json(tmp_path):
    state = metformin_refs(2)
    with ScriptedLLM(refuse_formats={"json_schema", "json_object"}) as srv:
        llm(state, config(tmp_path, srv, llm_concurrency=1))
        kinds = [(r["response_format"] or {}).get("type") for r in srv.requests]
    assert kinds == ["json_schema", "json_object", None]
    assert state.meta.judge.response_format == "none"
    assert set(verdicts(state).values()) == {"PASS"}


# --- context, max_tokens, timeouts --------------------------------------------------------------
def test_context_overflow_splits_the_batch_and_gives_up_only_on_what_cannot_fit(tmp_path):
    huge = METFORMIN + " " + " ".join(["Background text that pads the abstract."] * 300)
    state = metformin_refs(4)
    state.refs["4"] = ref("4", huge, [claim("C004_001", "4", "Metformin lowered HbA1c [4].")])
    with ScriptedLLM(context_chars=9000) as srv:
        llm(state, config(tmp_path, srv, llm_concurrency=1))
        sizes = [len(r["claim_ids"]) for r in srv.requests]
    v = verdicts(state)
    assert v == {"C001_001": "PASS", "C002_001": "PASS", "C003_001": "PASS", "C004_001": None}
    assert sizes == [4, 2, 2, 1, 1]
    j = state.refs["4"].judgments[0]
    assert j.skipped_reason.startswith("unjudged: context overflow: source and claim do not fit the "
                                       "model's context window (the request exceeds the available context size, try increasing it)")


def test_batches_are_sized_to_the_context_window_and_max_tokens_is_sent(tmp_path):
    state = metformin_refs(12)
    with ScriptedLLM() as srv:
        llm(state, config(tmp_path, srv, llm_context_tokens=4000))
        reqs = list(srv.requests)
    # Each call: the prompt estimate plus the answer reserve stays inside the window.
    for r in reqs:
        n = len(r["claim_ids"])
        assert r["max_tokens"] == 160 + 260 * n
        assert estimate_tokens(r["prompt"]) + 160 + 320 * n <= 4000 + 64
    assert sum(len(r["claim_ids"]) for r in reqs) == 12 and len(reqs) == 3
    assert set(verdicts(state).values()) == {"PASS"}


def test_timeouts_are_longer_for_local_models(tmp_path):
    local = resolve_settings(Config(llm_api_base="http://127.0.0.1:8080/v1"), "openai/local")
    ollama = resolve_settings(Config(), "ollama/qwen2.5:0.5b")
    hosted = resolve_settings(Config(), "openai/gpt-4o-mini")
    assert (local.local, ollama.local, hosted.local) == (True, True, False)
    assert (local.timeout_for(4), hosted.timeout_for(4)) == (540.0, 80.0)
    assert (local.context_tokens, hosted.context_tokens) == (4096, 128000)
    fixed = resolve_settings(Config(llm_timeout=7.0, llm_context_tokens=2048), "openai/local")
    assert (fixed.timeout_for(30), fixed.context_tokens) == (7.0, 2048)


# --- answers: per-claim cache, consistency, schemas ---------------------------------------------
def test_valid_answers_are_cached_per_claim_even_when_the_batch_is_incomplete(tmp_path):
    state = metformin_refs(3)
    with ScriptedLLM(faults=["drop", "drop"]) as srv:
        llm(state, config(tmp_path, srv))
        assert srv.count == 2                      # the call and its repair round
    assert verdicts(state) == {"C001_001": "PASS", "C002_001": "PASS", "C003_001": None}
    with ScriptedLLM() as srv:
        fresh = metformin_refs(3)
        llm(fresh, config(tmp_path, srv))
        assert [r["claim_ids"] for r in srv.requests] == [["C003_001"]]
    assert fresh.meta.judge.cached_claims == 2
    assert set(verdicts(fresh).values()) == {"PASS"}


def test_a_verdict_contradicting_its_reasoning_is_not_accepted(tmp_path):
    state = metformin_refs(1)
    says_no = {"C001_001": "The abstract does not support the claim about older adults."}
    with ScriptedLLM(verdicts={"C001_001": "PASS"}, reasonings=says_no) as srv:
        llm(state, config(tmp_path, srv))
        assert srv.count == 2
        assert "self-contradictory answer" in srv.requests[1]["prompt"]
    j = state.refs["1"].judgments[0]
    assert j.verdict is None
    assert j.skipped_reason == ("unjudged: self-contradictory answer (verdict PASS contradicts its "
                                "reasoning ('does not support')); after retry: self-contradictory answer "
                                "(verdict PASS contradicts its reasoning ('does not support'))")


def test_round_one_schema_has_no_round_two_field_and_round_two_is_bounded(tmp_path):
    from refverify.judge.schema import ClaimAnswer
    with pytest.raises(ValueError, match="at most 1500 characters"):
        ClaimAnswer(claim_id="C1", verdict="PASS", confidence="confirmed", reasoning="x" * 1501)
    state = metformin_refs(1)
    with ScriptedLLM(verdicts={"C001_001": "FAIL"}) as srv:
        llm(state, config(tmp_path, srv))
        r1, r2 = (json.dumps(r["response_format"]) for r in srv.requests)
    assert "unsupported_parts" not in r1
    schema2 = json.loads(r2)["json_schema"]["schema"]
    parts = schema2["$defs"]["CrossAnswer"]["properties"]["unsupported_parts"]
    assert (parts["maxItems"], parts["items"]) == (8, {"type": "string"})
    # String lengths are validated after the answer, not sent (llama.cpp grammars crawl on them).
    assert "maxLength" not in r2 and "maxLength" not in r1


def test_one_broken_batch_does_not_stop_the_others(tmp_path, monkeypatch):
    from refverify.judge import backends
    real = backends.LLMBackend.judge_batch

    def flaky(self, state, batch):
        if batch.index == 0:
            raise KeyError("judgments")
        return real(self, state, batch)
    monkeypatch.setattr(backends.LLMBackend, "judge_batch", flaky)
    state = metformin_refs(12)                   # two batches: 10 + 2
    with ScriptedLLM() as srv:
        llm(state, config(tmp_path, srv))
    v = verdicts(state)
    assert sum(x is None for x in v.values()) == 10 and sum(x == "PASS" for x in v.values()) == 2
    j = state.refs["1"].judgments[0]
    assert j.skipped_reason == "unjudged: judge error: KeyError ('judgments')"


# --- --soft-only with a failing model keeps the rule-based removals -----------------------------
def test_soft_only_with_a_failing_model_still_drops_the_cite_of_a_missing_work(tmp_path):
    state = State(refs={
        "1": ref("1", METFORMIN, [claim("C001_001", "1", "Metformin lowered HbA1c [1,2].")]),
        "2": ref("2", "", [claim("C002_001", "2", "Metformin lowered HbA1c [1,2].")], existence="not_found"),
    })
    for r in state.refs.values():
        r.claims[0].cite_marker = "[1,2]"

    def failing(sentence, key, reason):
        return None, f"manual rewrite needed: the model's rewrite failed (APIConnectionError); {reason}"
    actions = {a["citekey"]: a for a in soft_only_actions(state, per_entry(state), failing)}
    occ = actions["2"]["occurrences"][0]
    assert actions["2"]["soft_action"] == "drop_cite_in_body_only"
    assert occ["proposed_rewrite"] == "Metformin lowered HbA1c [1]."
    assert occ["rationale"].startswith("cite of 2 removed (work not found in any source); check that the "
                                       "sentence still stands without it (the model's rewrite failed:")


def test_an_answer_cut_at_max_tokens_says_so(tmp_path):
    from refverify.judge.llm import LLMClient
    client = LLMClient(resolve_settings(config(tmp_path), MODEL), cache=None)
    valid, problems = client._parse('{"judgments": [{"claim_id": "C1", "verdict": "PA' + "\n[answer cut at max_tokens]",
                                    ["C1"])
    assert (valid, problems) == ({}, {"C1": "answer cut at max_tokens: invalid JSON answer (unbalanced "
                                            "JSON object in the answer)"})


@pytest.mark.parametrize("describes, told, expected", [
    ("vllm", 32768, 32768),          # max_model_len in its model list
    ("llamacpp", 16384, 16384),      # /props: the context each slot has (not n_ctx_train)
    (None, 32768, 4096),             # a server that does not say: the cautious local default
])
def test_a_local_servers_own_context_size_sizes_the_batches(describes, told, expected):
    """Issue 24: batching follows the model's real context, asked of the server, not a guess."""
    with ScriptedLLM(describes=describes, context_tokens=told) as srv:
        settings = resolve_settings(Config(llm_api_base=srv.url), "openai/judge")
        assert settings.context_tokens == expected
        override = resolve_settings(Config(llm_api_base=srv.url, llm_context_tokens=2048), "openai/judge")
        assert override.context_tokens == 2048
        assert [r["model"] for r in srv.requests] == []    # asked by GET only, no completion call
