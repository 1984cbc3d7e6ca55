"""Two writers on one state folder (issue 12, case 7): a person's decisions saved while
`refverify fetch --force` runs on the same folder survive the fetch's later saves, and a writer
that finds the folder locked waits, or stops with one clear line having written nothing."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from refverify import api, views
from refverify.errors import RefverifyError
from refverify.judge import resolve_conflict
from refverify.state_file import load_state, lock_path, save_state, update
from refverify.widgets import resolve_conflicts
from tests.simulators.fixtures import FAST_RATES, planted_world
from tests.simulators.server import start_simulators
from tests.test_notebooks_own import BIB, FAKE, TEXT, manuscript

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def slow_sims():
    s = start_simulators(planted_world(), rates=FAST_RATES, latency=0.4)
    yield s
    s.stop()


def _env(sims, cache: Path) -> dict[str, str]:
    env = dict(os.environ, REFVERIFY_CACHE=str(cache), REFVERIFY_EMAIL="ci@example.org",
               REFVERIFY_EMBEDDINGS="off", PYTHONPATH=os.pathsep.join((str(ROOT / "tests" / "netguard"), str(ROOT))))
    for name, url in sims.urls().items():
        env[f"REFVERIFY_{name.upper()}_URL"] = url
    return env


def _judged_folder(sims, tmp_path, monkeypatch) -> Path:
    """A thesis taken through Steps A to C, with one claim in conflict."""
    for name, value in _env(sims, tmp_path / "first_cache.sqlite").items():
        if name.startswith("REFVERIFY_"):
            monkeypatch.setenv(name, value)
    out = tmp_path / "out"
    api.parse(manuscript(tmp_path / "thesis", BIB + FAKE, TEXT), out=out)
    api.fetch(out, progress=False)
    state = api.judge(out, progress=False)
    judgment = state.refs["lindqvist2019"].judgment_for("C_lindqvist2019_001")
    judgment.conflict, judgment.cv_verdict = True, "FAIL"
    save_state(state, out)
    return out


def _wait_for_write(path: Path, after: int, proc, limit_s: float = 60) -> None:
    deadline = time.monotonic() + limit_s
    while path.stat().st_mtime_ns == after:
        assert proc.poll() is None, "the fetch ended before its first save"
        assert time.monotonic() < deadline, "the fetch never saved"
        time.sleep(0.01)


def test_decisions_saved_during_a_forced_fetch_are_kept(slow_sims, tmp_path, monkeypatch):
    out = _judged_folder(slow_sims, tmp_path, monkeypatch)
    state_file = out / "verification_state.json"
    before = state_file.stat().st_mtime_ns
    # A fresh cache: the forced fetch really asks the (slow) services, in two rounds.
    proc = subprocess.Popen([sys.executable, "-m", "refverify.cli", "fetch", str(out), "--force",
                             "--quiet"], env=_env(slow_sims, tmp_path / "second_cache.sqlite"),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        _wait_for_write(state_file, before, proc)   # round 1 saved; round 2 (searches) under way
        # Three entry points, while the fetch holds its own older copy of the state:
        form = resolve_conflicts(out, who="ann")
        form.verdict_buttons["PARTIAL-A"].click()                          # the conflict form
        update(out, lambda s: resolve_conflict(
            s, "C_moreau2018_001", "FAIL", "retracted", "bob"))            # a library call
        table = views.claims_df(load_state(out))
        table.loc["C_zhou2021fake_001", "severity"] = "Strict"
        update(out, lambda s: views.apply_edits(s, table, who="cy"))   # a DataFrame
        decided = state_file.stat().st_mtime_ns
        assert proc.poll() is None, "the fetch ended before the decisions: nothing was tested"
        _, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert state_file.stat().st_mtime_ns > decided          # the fetch saved after them
    state = load_state(out)
    assert state.meta.fetch.offline is False and slow_sims.total() > 0
    trial = state.refs["lindqvist2019"].judgment_for("C_lindqvist2019_001")
    assert (trial.final_verdict, trial.resolution.who) == ("PARTIAL-A", "ann")
    moreau = state.refs["moreau2018"].judgment_for("C_moreau2018_001")
    assert (moreau.final_verdict, moreau.resolution.note) == ("FAIL", "retracted")
    assert state.claim("C_zhou2021fake_001")[1].severity == "Strict"
    assert [(e.target, e.field, e.who, e.via) for e in state.edits] == [
        ("C_lindqvist2019_001", "resolution", "ann", "conflict_form"),
        ("C_moreau2018_001", "resolution", "bob", "library"),
        ("C_zhou2021fake_001", "severity", "cy", "apply_edits")]


HOLD = """import sys, time
from filelock import FileLock
with FileLock(sys.argv[1]):
    print("held", flush=True)
    time.sleep(float(sys.argv[2]))
"""


def _hold_lock(out: Path, seconds: float):
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(lock_path(out)), str(seconds)],
                            stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "held"
    return proc


def test_a_second_writer_waits_for_the_lock(tmp_path):
    out = tmp_path / "out"
    state = api.State()
    save_state(state, out)
    holder = _hold_lock(out, 1.0)
    started = time.monotonic()
    decisions_state = load_state(out)
    decisions_state.meta.messages.append("written after the other writer")
    save_state(decisions_state, out, timeout=30)
    waited = time.monotonic() - started
    holder.wait(timeout=10)
    assert waited >= 0.5
    assert load_state(out).meta.messages == ["written after the other writer"]


def test_a_writer_that_cannot_get_the_lock_stops_with_one_line(tmp_path, monkeypatch):
    out = tmp_path / "out"
    save_state(api.State(), out)
    before = (out / "verification_state.json").read_bytes()
    monkeypatch.setenv("REFVERIFY_LOCK_TIMEOUT", "0.3")
    holder = _hold_lock(out, 5.0)
    try:
        state = load_state(out)
        state.meta.messages.append("never written")
        with pytest.raises(RefverifyError) as err:
            save_state(state, out)
    finally:
        holder.kill()
        holder.wait()
    assert str(err.value) == (
        f"{out / 'verification_state.json'}: another refverify process is writing this state "
        "folder (lock .verification_state.json.lock held for more than 0.3 s); nothing was "
        "saved, try again when it has finished")
    assert (out / "verification_state.json").read_bytes() == before
