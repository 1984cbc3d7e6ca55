"""Cases that held, kept so: `kill -9` and Ctrl-C in the middle of Step B and of Step C leave a
valid state; the same command resumes with fewer requests and ends with the same result as a
run that was never interrupted."""
from __future__ import annotations

import json
import shutil
import signal
import subprocess
import sys
import time

import pytest

from refverify.state import STATE_FILENAME, load_state
from tests.faults_fixtures import cli, paper, sim_env
from tests.llm_server import ScriptedLLM
from tests.simulators import start_simulators
from tests.simulators.fixtures import WORKS, planted_world

FAKE = ["Quantum gut bacteria predict marathon speed", "Moonlight exposure and renal stones",
        "Chewing gum and bone density in astronauts", "Violin practice lowers cholesterol",
        "Dream recall and insulin resistance", "Left-handedness and hip fracture healing",
        "Umbrella use and seasonal asthma", "Tea temperature and cataract risk"]


def _bib_and_text():
    entries, uses = [], []
    for i, w in enumerate(WORKS):
        authors = " and ".join(f"{a['family']}, {a['given']}" for a in w["authors"])
        ident = f"doi = {{{w['doi']}}}" if w.get("doi") else ""
        entries.append(f"@article{{w{i},\n  title = {{{w['title']}}},\n  author = {{{authors}}},\n"
                       f"  journal = {{{w.get('journal', 'Proc')}}}, year = {{{w['year']}}}, {ident}}}\n")
        uses.append(f"Work {i} reported its findings in detail [@w{i}].")
    for i, title in enumerate(FAKE):
        entries.append(f"@article{{f{i},\n  title = {{{title}}},\n  author = {{Nobody, Ann}},\n"
                       f"  journal = {{J Imag Res}}, year = {{2020}}}}\n")
        uses.append(f"A surprising effect was reported [@f{i}].")
    return "\n".join(entries), " ".join(uses)


@pytest.fixture(scope="module")
def sims():
    s = start_simulators(planted_world(), latency=0.05)
    yield s
    s.stop()


def _outcome(folder):
    state = load_state(folder)
    return {rid: (r.existence, r.api_source, [(j.claim_id, j.verdict) for j in r.judgments])
            for rid, r in sorted(state.refs.items())}


def _start(args, env):
    return subprocess.Popen([sys.executable, "-m", "refverify.cli", *args, "--quiet"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def _wait_for(predicate, timeout=60.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.05)
    return False


@pytest.mark.parametrize("how", ["kill9", "ctrl_c"])
def test_interrupted_fetch_resumes_with_fewer_requests_and_the_same_result(sims, tmp_path, how):
    bib, text = _bib_and_text()
    ms = paper(tmp_path / "ms", bib=bib, text=text)
    full_env = sim_env(sims, tmp_path / "full")
    full = tmp_path / "full"
    cli(["parse", str(ms), "--out", str(full)], full_env)
    sims.reset_counts()
    assert cli(["fetch", str(full)], full_env).returncode == 0
    requests_full = sims.total()

    env = sim_env(sims, tmp_path / "cut")
    cut = tmp_path / "cut"
    cli(["parse", str(ms), "--out", str(cut)], env)
    sims.reset_counts()
    proc = _start(["fetch", str(cut)], env)
    assert _wait_for(lambda: sims.total() >= requests_full // 3)
    proc.send_signal(signal.SIGKILL if how == "kill9" else signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    if how == "kill9":
        assert proc.returncode == -signal.SIGKILL
    else:
        assert proc.returncode == 130
        assert err.strip().splitlines()[-1] == (
            "refverify: interrupted; the state file keeps everything finished so far — run the "
            "same command again to resume")
    load_state(cut)                                   # still a valid state
    asked_before = sims.total()
    assert 0 < asked_before < requests_full
    sims.reset_counts()
    assert cli(["fetch", str(cut)], env).returncode == 0
    assert sims.total() < requests_full               # the cache kept what was answered
    assert _outcome(cut) == _outcome(full)


@pytest.mark.parametrize("how", ["kill9", "ctrl_c"])
def test_interrupted_llm_judge_resumes_with_fewer_calls_and_the_same_result(sims, tmp_path, how):
    bib, text = _bib_and_text()
    ms = paper(tmp_path / "ms", bib=bib, text=text)
    base = tmp_path / "base"
    env0 = sim_env(sims, tmp_path / "base")
    cli(["parse", str(ms), "--out", str(base)], env0)
    assert cli(["fetch", str(base)], env0).returncode == 0
    judge = ["--judge", "llm", "--model", "openai/scripted"]
    with ScriptedLLM(latency=0.4) as llm:
        def env(name):
            return sim_env(sims, tmp_path / name, REFVERIFY_LLM_API_BASE=llm.url,
                           REFVERIFY_LLM_API_KEY="sk-test", REFVERIFY_LLM_CONCURRENCY="1",
                           REFVERIFY_LLM_CACHE=str(tmp_path / f"{name}_llm.sqlite"))
        full, cut = tmp_path / "full", tmp_path / "cut"
        shutil.copytree(base, full)
        shutil.copytree(base, cut)
        assert cli(["judge", str(full), *judge], env("full")).returncode == 0
        calls_full = llm.count
        assert calls_full >= 2
        start = llm.count
        proc = _start(["judge", str(cut), *judge], env("cut"))
        # the second call has started: the first is answered (and cached), the second in flight
        assert _wait_for(lambda: llm.count - start >= 2)
        proc.send_signal(signal.SIGKILL if how == "kill9" else signal.SIGINT)
        proc.communicate(timeout=60)
        assert proc.returncode == (-signal.SIGKILL if how == "kill9" else 130)
        load_state(cut)                               # still a valid state
        start = llm.count
        assert cli(["judge", str(cut), *judge], env("cut")).returncode == 0
        assert llm.count - start < calls_full         # answered calls come from the LLM cache
    assert _outcome(cut) == _outcome(full)
    state = json.loads((cut / STATE_FILENAME).read_text())
    assert state["meta"]["last_step"] == "C"
