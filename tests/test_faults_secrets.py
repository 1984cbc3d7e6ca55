"""Issue 22, item 12: an LLM server that echoes the Authorization header in its error message never
puts a key into the state, the reports, the audit, stdout or stderr; one redaction function with
one list of secret names (the same list keys the HTTP cache)."""
from __future__ import annotations

import pytest

from refverify.cli import main
from refverify.config import Config
from refverify.core.secrets import SECRET_PARAMS, redact, redact_values
from refverify.sources.base import failed, public_url
from refverify.sources.http import IGNORED_PARAMETERS
from refverify.state_file import save_state
from tests.faults_fixtures import BIB_OK, cli, paper, sim_env
from tests.judge_cases import SCRIPTED_MODEL as MODEL
from tests.llm_server import ScriptedLLM
from tests.simulators import start_simulators
from tests.simulators.fixtures import planted_world
from tests.test_judge_failsafe import metformin_refs

LLM_KEY = "sk-live-Q7d2LLMSECRETvalue0001"
NCBI_KEY = "ncbiSECRETkey77"


def test_redact_removes_configured_keys_and_secret_shapes(monkeypatch):
    monkeypatch.setenv("ANTHROPIC_API_KEY", "anthSECRET123456")
    Config(s2_api_key="s2SECRETkey9988")
    assert redact("server said: {'Authorization': 'Bearer abcdef123456'} and x-api-key: s2SECRETkey9988") \
        == "server said: {'Authorization': '[redacted]'} and x-api-key: [redacted]"
    assert redact("GET /esearch.fcgi?db=pubmed&api_key=abc123456&term=x failed") == \
        "GET /esearch.fcgi?db=pubmed&api_key=[redacted]&term=x failed"
    assert redact('{"key": "AIzaSyXYZ", "token": "t0k3nvalue"} sk-proj-ABCDEFGH12 anthSECRET123456') == \
        '{"key": "[redacted]", "token": "[redacted]"} sk-[redacted] [redacted]'
    assert redact("Authorization: Basic dXNlcjpwYXNz") == "Authorization: [redacted]"
    # ordinary words are left alone
    assert redact("the key finding: a monkey=1 keyword=2 token ring") == \
        "the key finding: a monkey=1 keyword=2 token ring"
    assert redact_values("no pattern here: api_key=abc123 s2SECRETkey9988") == \
        "no pattern here: api_key=abc123 [redacted]"


def test_one_list_of_secret_names_keys_the_cache_and_the_urls():
    assert set(SECRET_PARAMS) <= set(IGNORED_PARAMETERS)
    assert public_url("https://eutils.example/esearch.fcgi?term=x&api_key=k1&access_token=t2&email=a@b") \
        == "https://eutils.example/esearch.fcgi?term=x&api_key=&access_token=&email="
    assert failed("pubmed: invalid response (https://x/?api_key=abcdef99&x=1)", raw="Bearer zzzzzzzz1").error \
        == "pubmed: invalid response (https://x/?api_key=[redacted]&x=1)"


@pytest.fixture(scope="module")
def sims():
    s = start_simulators(planted_world())
    yield s
    s.stop()


def _everything(out, r) -> dict[str, str]:
    files = {p.name: p.read_text(encoding="utf-8", errors="replace") for p in out.rglob("*") if p.is_file()}
    return {**files, "stdout": r.stdout, "stderr": r.stderr}


def test_an_llm_server_echoing_the_key_leaks_it_nowhere(sims, tmp_path):
    out = tmp_path / "out"
    text = "In primary care, supervised exercise lowered glycated haemoglobin [@lindqvist2019]."
    with ScriptedLLM(faults=["echo"] * 40) as srv:
        (tmp_path / "rv.toml").write_text(
            f'llm_api_base = "{srv.url}"\nllm_api_key = "{LLM_KEY}"\nmax_retries = 0\n'
            f'llm_cache_path = "{tmp_path / "llm.sqlite"}"\nllm_timeout = 5.0\n', encoding="utf-8")
        env = sim_env(sims, tmp_path, NCBI_API_KEY=NCBI_KEY, REFVERIFY_CONFIG=str(tmp_path / "rv.toml"))
        r = cli(["run", str(paper(tmp_path, bib=BIB_OK, text=text)), "--out", str(out),
                 "--judge", "llm", "--model", MODEL], env)
        assert srv.count >= 1
    seen = _everything(out, r)
    assert {"verification_state.json", "verification_report.md", "CITATION_AUDIT.json",
            "CITATION_AUDIT.md"} <= set(seen)
    leaks = {name for name, body in seen.items() if LLM_KEY in body or NCBI_KEY in body
             or LLM_KEY[8:20] in body}
    assert leaks == set()
    # the server's words are kept, the key replaced
    assert "upstream refused the request; headers were {'Authorization': '[redacted]'}" \
        in seen["verification_state.json"]
    assert "[redacted]" in seen["CITATION_AUDIT.json"] or "[redacted]" in seen["stderr"]


def test_a_fatal_echo_is_one_redacted_line_on_stderr(tmp_path, capsys):
    out = tmp_path / "out"
    save_state(metformin_refs(1), out)
    with ScriptedLLM(faults=["echo401"] * 5) as srv:
        (tmp_path / "rv.toml").write_text(
            f'llm_api_base = "{srv.url}"\nllm_api_key = "{LLM_KEY}"\nmax_retries = 0\n'
            f'llm_cache_path = "{tmp_path / "llm.sqlite"}"\nllm_timeout = 5.0\n', encoding="utf-8")
        code = main(["judge", str(out), "--judge", "llm", "--model", MODEL, "--quiet",
                     "--config", str(tmp_path / "rv.toml")])
    captured = capsys.readouterr()
    assert code == 3
    assert LLM_KEY not in captured.err + captured.out
    assert "[redacted]" in captured.err
    assert LLM_KEY not in (out / "verification_state.json").read_text(encoding="utf-8")


def test_a_key_a_model_echoes_into_its_answer_is_not_stored_in_the_llm_cache(tmp_path):
    """The independent check of issue 22 found the key in the LLM cache when the model put it in
    its answer: the cache stores the answer redacted, as the state and the reports are."""
    from refverify.core.secrets import register_secrets
    from refverify.llm.cache import LLMCache
    key = "sk-echoed-into-the-answer-0123456789"
    register_secrets(key)
    cache = LLMCache(tmp_path / "llm.sqlite")
    cache.put("k1", "openai/m", f'{{"judgments": [], "note": "auth {key}"}}', {}, 0.0)
    cache.put_many([("k2", "openai/m", f"echo {key}")])
    cache.close()
    raw = (tmp_path / "llm.sqlite").read_bytes()
    assert key.encode() not in raw
    again = LLMCache(tmp_path / "llm.sqlite")
    assert again.get("k1")["text"] == '{"judgments": [], "note": "auth [redacted]"}'
    again.close()
