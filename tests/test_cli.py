"""The CLI as a CI gate: `refverify run` against the local simulators (real HTTP), exit codes from
the audit verdict, resume without new requests, the inline check, and the demo."""
import json
import os
import subprocess
import sys

import pytest

from tests.faults_fixtures import BIB_FAKE, BIB_OK
from tests.simulators.fixtures import planted_world
from tests.simulators.server import start_simulators

CLAIM_OK = ("In primary care, supervised exercise lowered glycated haemoglobin and 28% of patients "
            "reduced their medication compared with 11% under usual care [@lindqvist2019].")
CLAIM_FAKE = "Intermittent fasting reversed retinopathy in adults with diabetes [@zhou2021fake]."


@pytest.fixture(scope="module")
def sims():
    s = start_simulators(planted_world())
    yield s
    s.stop()


def _env(sims, tmp_path):
    env = dict(os.environ, LITELLM_LOCAL_MODEL_COST_MAP="True",
               REFVERIFY_CACHE=str(tmp_path / "cache.sqlite"), REFVERIFY_EMAIL="ci@example.org")
    for name, url in sims.urls().items():
        env[f"REFVERIFY_{name.upper()}_URL"] = url
    return env


def _run(args, env):
    return subprocess.run([sys.executable, "-m", "refverify.cli", *args, "--quiet"],
                          capture_output=True, text=True, env=env, timeout=300)


def _paper(tmp_path, bib, text):
    (tmp_path / "refs.bib").write_text(bib, encoding="utf-8")
    paper = tmp_path / "paper.md"
    paper.write_text(f"---\nbibliography: refs.bib\n---\n# Introduction\n\n{text}\n", encoding="utf-8")
    return paper


def test_clean_paper_passes_with_exit_0(sims, tmp_path):
    paper = _paper(tmp_path, BIB_OK, CLAIM_OK)
    r = _run(["run", str(paper), "--out", str(tmp_path / "out")], _env(sims, tmp_path))
    audit = json.loads((tmp_path / "out" / "CITATION_AUDIT.json").read_text())
    assert (r.returncode, audit["verdict"], audit["reason_code"]) == (0, "PASS", "all_entries_keep"), r.stderr
    assert r.stdout.splitlines()[-2].startswith("PASS: ")


def test_fabricated_reference_fails_with_exit_2_and_resume_is_free(sims, tmp_path):
    paper = _paper(tmp_path, BIB_OK + BIB_FAKE, CLAIM_OK + " " + CLAIM_FAKE)
    env = _env(sims, tmp_path)
    out = tmp_path / "out"
    r = _run(["run", str(paper), "--out", str(out)], env)
    audit = json.loads((out / "CITATION_AUDIT.json").read_text())
    assert (r.returncode, audit["verdict"], audit["reason_code"]) == (2, "FAIL", "hallucinated"), r.stderr
    entry = {e["key"]: e for e in audit["details"]["per_entry"]}["zhou2021fake"]
    assert (entry["verdict"], entry["axis_failures"]) == ("REMOVE", ["EXISTENCE"])
    for name in ("verification_report.md", "backlog.md", "cross_validation_log.md",
                 "fulltext_prediction_monitor.md", "citation_contexts.md", "CITATIONS.md",
                 "CITATION_AUDIT.md", "report.html"):
        assert (out / name).stat().st_size > 0, name
    # A second run on the same inputs resumes the finished state: no request reaches a service.
    before = sims.total()
    r2 = _run(["run", str(paper), "--out", str(out)], env)
    assert r2.returncode == 2 and sims.total() == before


def test_report_step_flags_and_exit_code(sims, tmp_path):
    paper = _paper(tmp_path, BIB_OK + BIB_FAKE, CLAIM_OK)     # zhou2021fake is never cited
    env = _env(sims, tmp_path)
    out = tmp_path / "out"
    assert _run(["parse", str(paper), "--out", str(out)], env).returncode == 0
    assert _run(["fetch", str(out)], env).returncode == 0
    assert _run(["judge", str(out)], env).returncode == 0
    r = _run(["report", str(out), "--uncited"], env)
    audit = json.loads((out / "CITATION_AUDIT.json").read_text())
    assert r.returncode == 0 and audit["verdict"] == "PASS"
    assert audit["details"]["uncited_entries"] == [
        {"key": "zhou2021fake", "suggestion": "prune", "note": "uncited; no local evidence of intent"}]
    assert audit["details"]["uncited_entries_status"] == "ok"


def test_judge_unknown_claim_is_a_one_line_error(sims, tmp_path):
    paper = _paper(tmp_path, BIB_OK, CLAIM_OK)
    env = _env(sims, tmp_path)
    out = tmp_path / "out"
    _run(["parse", str(paper), "--out", str(out)], env)
    r = _run(["judge", str(out), "--claim", "C_nobody_001"], env)
    assert r.returncode == 3
    assert r.stderr.strip() == f"refverify: error: {out}: no claim or reference 'C_nobody_001'"


def test_llm_judge_without_model_is_refused(tmp_path):
    paper = _paper(tmp_path, BIB_OK, CLAIM_OK)
    env = dict(os.environ, REFVERIFY_CACHE=str(tmp_path / "c.sqlite"))
    env.pop("REFVERIFY_MODEL", None)
    out = tmp_path / "out"
    _run(["parse", str(paper), "--out", str(out)], env)
    r = _run(["judge", str(out), "--judge", "llm"], env)
    assert r.returncode == 3
    assert "needs a model" in r.stderr and "Traceback" not in r.stderr


def test_inline_check_by_doi(sims, tmp_path):
    r = _run(["check", "10.1016/s2213-8587(19)30001-1",
              "Supervised exercise lowered glycated haemoglobin in primary care [1]."],
             _env(sims, tmp_path))
    assert r.returncode == 0, r.stderr
    assert "Supervised exercise for adults with type 2 diabetes" in r.stdout
    assert "heuristic" in r.stdout


def test_demo_runs_offline_and_exits_0(tmp_path):
    env = dict(os.environ, LITELLM_LOCAL_MODEL_COST_MAP="True")
    for name in ("PUBMED", "CROSSREF", "SEMANTICSCHOLAR", "OPENALEX", "ARXIV", "DBLP"):
        env[f"REFVERIFY_{name}_URL"] = "http://127.0.0.1:9"      # nothing listens: must stay offline
    r = subprocess.run([sys.executable, "-m", "refverify.cli", "demo", "--which", "paper",
                        "--out", str(tmp_path / "demo"), "--quiet"],
                       capture_output=True, text=True, env=env, timeout=600)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("[paper] FAIL: ")
    audit = json.loads((tmp_path / "demo" / "paper" / "CITATION_AUDIT.json").read_text())
    bert = {e["key"]: e for e in audit["details"]["per_entry"]}["devlin2018bert"]
    assert "METADATA" in bert["axis_failures"] and "venue" in bert["note"]


def test_unreadable_bib_writes_a_blocked_audit_and_exits_3(tmp_path):
    paper = tmp_path / "paper.md"
    paper.write_text("A claim [@a].\n", encoding="utf-8")
    out = tmp_path / "out"
    r = _run(["run", str(paper), "--bib", str(tmp_path / "gone.bib"), "--out", str(out)], dict(os.environ, REFVERIFY_CACHE=str(tmp_path / "c")))
    assert r.returncode == 3
    assert r.stderr.strip() == f"refverify: error: {tmp_path / 'gone.bib'}: bibliography file not found"
    audit = json.loads((out / "CITATION_AUDIT.json").read_text())
    assert (audit["verdict"], audit["reason_code"]) == ("BLOCKED", "bib_unreadable")
    assert audit["audited_input_hashes"] == {"paper.md": audit["audited_input_hashes"]["paper.md"]}
    assert not (out / "verification_state.json").exists()


def test_bibliography_alone_is_audited_entry_by_entry(sims, tmp_path):
    bib = tmp_path / "refs.bib"
    bib.write_text(BIB_OK + BIB_FAKE, encoding="utf-8")
    out = tmp_path / "out"
    r = _run(["run", str(bib), "--out", str(out)], _env(sims, tmp_path))
    audit = json.loads((out / "CITATION_AUDIT.json").read_text())
    assert (r.returncode, audit["verdict"], audit["details"]["total_entries"]) == (2, "FAIL", 2)
    assert {e["key"]: e["verdict"] for e in audit["details"]["per_entry"]} == {
        "lindqvist2019": "KEEP", "zhou2021fake": "REMOVE"}


def test_run_with_the_llm_judge_through_an_openai_compatible_server(sims, tmp_path):
    """`--judge llm --model openai/…` with REFVERIFY_LLM_API_BASE: verdicts come from the server,
    are recorded with judge and model, the run's calls and tokens are in the state, and a second
    `judge` makes no new call (refverify's own LLM cache)."""
    from tests.llm_server import ScriptedLLM
    paper = _paper(tmp_path, BIB_OK, CLAIM_OK)
    env = _env(sims, tmp_path)
    out = tmp_path / "out"
    with ScriptedLLM(verdicts={"C_lindqvist2019_001": "PASS"}) as llm:
        env.update(REFVERIFY_LLM_API_BASE=llm.url, REFVERIFY_LLM_API_KEY="sk-test",
                   REFVERIFY_LLM_CACHE=str(tmp_path / "llm.sqlite"))
        r = _run(["run", str(paper), "--out", str(out), "--judge", "llm", "--model", "openai/scripted"], env)
        assert r.returncode == 0, r.stderr
        calls = llm.count
        assert calls == 1
        state = json.loads((out / "verification_state.json").read_text())
        [j] = state["refs"]["lindqvist2019"]["judgments"]
        assert (j["verdict"], j["judge"], j["model"]) == ("PASS", "llm", "openai/scripted")
        assert state["meta"]["judge"]["calls"] == 1 and state["meta"]["judge"]["prompt_tokens"] > 0
        r2 = _run(["judge", str(out), "--judge", "llm", "--model", "openai/scripted", "--mode", "batch"], env)
        assert r2.returncode == 0, r2.stderr
        assert llm.count == calls
