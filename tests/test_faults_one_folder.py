"""Issue 22, items 2 and 8: a state folder belongs to one manuscript and to one command at a time.
`parse` / `run` on another manuscript into a folder holding a state refuse with one line (decisions
are never carried to another manuscript; `--restart` starts clean); a second `run` on a folder
another one is working in stops at once, having written nothing."""
from __future__ import annotations

import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from refverify import api, decisions, state_file
from refverify.errors import RefverifyError
from refverify.state_file import STATE_FILENAME, load_state
from tests.faults_fixtures import cli, one_error_line, paper, sim_env
from tests.simulators import start_simulators
from tests.simulators.fixtures import FAST_RATES, planted_world

OTHER_TEXT = ("Supervised exercise in primary care lowered glycated haemoglobin in adults "
              "[@lindqvist2019]. Serum ferritin was unrelated to memory in this cohort [@moreau2018].")


def _decided(tmp_path) -> tuple[Path, Path]:
    """Manuscript A parsed into out, one severity decided by a person."""
    a = paper(tmp_path / "a")
    out = tmp_path / "out"
    api.parse(a, out=out)
    state_file.update(out, lambda s: decisions.edit_claim(
        s, "C_zhou2021fake_001", "severity", "Strict", who="ana", when="2026-01-02T00:00:00+00:00"))
    return a, out


def test_parse_of_another_manuscript_into_a_judged_folder_is_refused(tmp_path):
    a, out = _decided(tmp_path)
    before = (out / STATE_FILENAME).read_bytes()
    b = paper(tmp_path / "b", text=OTHER_TEXT, name="other.md")
    with pytest.raises(RefverifyError) as err:
        api.parse(b, out=out)
    assert str(err.value) == (
        f"{out}: holds the state of another manuscript ({a.resolve()}), not of {b}; choose "
        "another --out, or give --restart to start clean there (its decisions are not carried over)")
    assert (out / STATE_FILENAME).read_bytes() == before


def test_the_cli_refuses_in_one_line_and_restart_starts_clean(tmp_path):
    a, out = _decided(tmp_path)
    b = paper(tmp_path / "b", text=OTHER_TEXT, name="other.md")
    env = sim_env(None, tmp_path)
    for command in ("run", "parse"):
        line = one_error_line(cli([command, str(b), "--out", str(out), "--offline"]
                                  if command == "run" else [command, str(b), "--out", str(out)], env))
        assert line == (f"refverify: error: {out}: holds the state of another manuscript "
                        f"({a.resolve()}), not of {b}; choose another --out, or give --restart to "
                        "start clean there (its decisions are not carried over)")
    assert load_state(out).meta.source_file == "paper.md"
    assert cli(["parse", str(b), "--out", str(out), "--restart"], env).returncode == 0
    state = load_state(out)
    assert (state.meta.source_file, state.edits) == ("other.md", [])
    # the old state is set aside, not lost
    assert load_state(out / "verification_state.replaced.json").edits[0].who == "ana"


def test_same_manuscript_moved_unchanged_keeps_its_decisions(tmp_path):
    a, out = _decided(tmp_path)
    moved = tmp_path / "moved"
    shutil.copytree(a.parent, moved)
    state = api.parse(moved / "paper.md", out=out)
    assert state.claim("C_zhou2021fake_001")[1].severity == "Strict"
    assert [(e.target, e.who) for e in state.edits] == [("C_zhou2021fake_001", "ana")]


def test_run_restart_carries_no_decision_over(tmp_path):
    a, out = _decided(tmp_path)
    env = sim_env(None, tmp_path)
    cli(["run", str(a), "--out", str(out), "--offline", "--restart"], env)
    state = load_state(out)
    assert (state.edits, state.claim("C_zhou2021fake_001")[1].severity) == ([], "Lenient")


@pytest.fixture(scope="module")
def slow_sims():
    s = start_simulators(planted_world(), rates=FAST_RATES, latency=0.4)
    yield s
    s.stop()


def test_a_second_run_on_a_busy_folder_stops_at_once_having_written_nothing(slow_sims, tmp_path):
    a = paper(tmp_path / "a")
    b = paper(tmp_path / "b", text=OTHER_TEXT, name="other.md")
    out = tmp_path / "out"
    env = sim_env(slow_sims, tmp_path)
    first = subprocess.Popen([sys.executable, "-m", "refverify.cli", "run", str(a), "--out", str(out),
                              "--quiet"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             text=True)
    try:
        deadline = time.monotonic() + 60
        while not (out / STATE_FILENAME).exists():      # the first run has parsed, now fetches
            assert first.poll() is None and time.monotonic() < deadline, first.stderr.read()
            time.sleep(0.02)
        before = (out / STATE_FILENAME).read_bytes()
        for manuscript in (b, a):                        # another manuscript, and the same one
            started = time.monotonic()
            second = cli(["run", str(manuscript), "--out", str(out)], env)
            assert time.monotonic() - started < 15
            assert one_error_line(second) == (
                f"refverify: error: {out}: another refverify command is working in this folder "
                f"(.{STATE_FILENAME}.run.lock is held); nothing was written — wait for it to "
                "finish, or choose another --out")
            assert first.poll() is None, "the first run ended before the second: nothing was tested"
            assert not (out / "CITATION_AUDIT.json").exists()
        _, err = first.communicate(timeout=300)
    finally:
        if first.poll() is None:
            first.kill()
    assert first.returncode in (0, 1, 2), err
    state = load_state(out)
    assert state.meta.source_file == "paper.md" and state.meta.last_step == "D"
    assert before != (out / STATE_FILENAME).read_bytes()


def test_the_folder_lock_is_reentrant_in_one_process(tmp_path):
    a = paper(tmp_path / "a")
    out = tmp_path / "out"
    from refverify.state_file import folder_lock
    with folder_lock(out):
        api.parse(a, out=out)                          # takes the same lock again: no deadlock
        state_file.update(out, lambda s: decisions.edit_claim(s, "C_zhou2021fake_001", "severity",
                                                             "Strict", who="ana"))
    assert load_state(out).claim("C_zhou2021fake_001")[1].severity == "Strict"
