"""Cases that held, kept so: `kill -9` and Ctrl-C in the middle of Step B and of Step C leave a
valid state; the same command resumes with fewer requests and ends with the same result as a
run that was never interrupted."""
from __future__ import annotations

import json
import re
import shlex
import shutil
import signal
import subprocess
import sys
import time

import pytest

from refverify.state_file import STATE_FILENAME, load_state
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


@pytest.fixture(scope="module")
def llm():
    with ScriptedLLM(latency=0.4) as server:
        yield server


JUDGE = ["--judge", "llm", "--model", "openai/scripted"]


def _llm_env(sims, llm, folder):
    return sim_env(sims, folder, REFVERIFY_LLM_API_BASE=llm.url, REFVERIFY_LLM_API_KEY="sk-test",
                   REFVERIFY_LLM_CONCURRENCY="1", REFVERIFY_LLM_CACHE=str(folder / "llm.sqlite"))


@pytest.fixture(scope="module")
def reference(sims, llm, tmp_path_factory):
    """One uninterrupted run: the manuscript, the fetched state, its request count, the judged
    state and its call count."""
    root = tmp_path_factory.mktemp("reference")
    bib, text = _bib_and_text()
    ms = paper(root / "ms", bib=bib, text=text)
    env = sim_env(sims, root)
    fetched = root / "fetched"
    cli(["parse", str(ms), "--out", str(fetched)], env)
    sims.reset_counts()
    assert cli(["fetch", str(fetched)], env).returncode == 0
    requests = sims.total()
    judged = root / "judged"
    shutil.copytree(fetched, judged)
    start = llm.count
    assert cli(["judge", str(judged), *JUDGE], _llm_env(sims, llm, root)).returncode == 0
    return {"ms": ms, "fetched": fetched, "requests": requests, "judged": judged,
            "calls": llm.count - start}


def _outcome(folder):
    state = load_state(folder)
    return {rid: (r.existence, r.record and r.record.source, [(j.claim_id, j.verdict) for j in r.judgments])
            for rid, r in sorted(state.refs.items())}


def _interruptible():
    # A shell starts background jobs with SIGINT ignored, and Python then never raises
    # KeyboardInterrupt: give the child the default a user's terminal gives it.
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _as_background_job():
    # ... and what a shell script's `refverify run … &` gets: SIGINT ignored.
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _start(args, env, preexec=_interruptible):
    proc = subprocess.Popen([sys.executable, "-m", "refverify.cli", *args, "--quiet"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            preexec_fn=preexec)
    proc.argv = [*args, "--quiet"]
    return proc


def _wait_for(predicate, timeout=60.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if predicate():
            return True
        time.sleep(0.05)
    return False


def _stop(proc, how, folder=None):
    """Stop the command; after Ctrl-C: exit 130 and one line naming what the state folder keeps
    and the exact command that resumes. Returns that command's arguments."""
    proc.send_signal(signal.SIGKILL if how == "kill9" else signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    if how == "kill9":
        assert proc.returncode == -signal.SIGKILL
        return None
    assert proc.returncode == 130, err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    state_file = re.escape(str(folder / STATE_FILENAME))
    n = len(WORKS) + len(FAKE)
    assert re.fullmatch(rf"refverify: interrupted; {state_file} keeps \d+ of {n} references looked "
                        rf"up and \d+ of {n} claims judged — resume with: refverify "
                        + re.escape(shlex.join(proc.argv)), lines[0]), lines[0]
    return shlex.split(lines[0].split(" — resume with: refverify ", 1)[1])


@pytest.mark.parametrize("how", ["kill9", "ctrl_c"])
def test_interrupted_fetch_resumes_with_fewer_requests_and_the_same_result(sims, reference, tmp_path, how):
    env = sim_env(sims, tmp_path)
    cut = tmp_path / "cut"
    cli(["parse", str(reference["ms"]), "--out", str(cut)], env)
    sims.reset_counts()
    proc = _start(["fetch", str(cut)], env)
    assert _wait_for(lambda: sims.total() >= reference["requests"] // 3)
    _stop(proc, how, cut)
    load_state(cut)                                   # still a valid state
    assert 0 < sims.total() < reference["requests"]
    sims.reset_counts()
    assert cli(["fetch", str(cut)], env).returncode == 0
    assert sims.total() < reference["requests"]       # the cache kept what was answered
    assert _outcome(cut) == _outcome(reference["fetched"])


@pytest.mark.parametrize("how", ["kill9", "ctrl_c"])
def test_interrupted_llm_judge_resumes_with_fewer_calls_and_the_same_result(sims, llm, reference,
                                                                           tmp_path, how):
    assert reference["calls"] >= 2
    cut = tmp_path / "cut"
    shutil.copytree(reference["fetched"], cut)
    env = _llm_env(sims, llm, tmp_path)
    start = llm.count
    proc = _start(["judge", str(cut), *JUDGE], env)
    # the second call has started: the first is answered (and cached), the second in flight
    assert _wait_for(lambda: llm.count - start >= 2)
    _stop(proc, how, cut)
    load_state(cut)                                   # still a valid state
    start = llm.count
    assert cli(["judge", str(cut), *JUDGE], env).returncode == 0
    assert llm.count - start < reference["calls"]     # answered calls come from the LLM cache
    assert _outcome(cut) == _outcome(reference["judged"])
    state = json.loads((cut / STATE_FILENAME).read_text())
    assert state["meta"]["last_step"] == "C"


@pytest.mark.parametrize("stage", ["fetch", "judge"])
def test_ctrl_c_stops_a_run_started_as_a_background_job(sims, llm, reference, tmp_path, stage):
    """Issue 22, item 6: SIGINT ignored by the parent (a shell's background job) used to let the
    run go on to the end and exit 0; it exits 130 with the resume line, and that command ends
    with the result of a run never interrupted."""
    out = tmp_path / "out"
    env = _llm_env(sims, llm, tmp_path)
    sims.reset_counts()
    start = llm.count
    proc = _start(["run", str(reference["ms"]), "--out", str(out), *JUDGE], env,
                  preexec=_as_background_job)
    if stage == "fetch":
        assert _wait_for(lambda: sims.total() >= reference["requests"] // 3)
    else:
        assert _wait_for(lambda: llm.count - start >= 2)
    resume = _stop(proc, "ctrl_c", out)
    assert resume == ["run", str(reference["ms"]), "--out", str(out), *JUDGE, "--quiet"]
    assert cli(resume[:-1], env).returncode in (0, 1, 2)
    assert _outcome(out) == _outcome(reference["judged"])
