"""`refverify batch` from the command line: the exit status, the lines it prints, `--status`, and
Ctrl-C in the middle of a cohort, resumed by the same command."""
from __future__ import annotations

import json
import signal
import subprocess
import sys
import time

import pytest

from refverify.batch import Progress
from tests.batch_fixture import write_cohort
from tests.faults_fixtures import cli, sim_env
from tests.simulators import start_simulators
from tests.simulators.fixtures import planted_world

VERDICTS = {"cs/2024/d/d.md": "FAIL", "cs/2025/c/c.tex": "FAIL", "med/2024/a/a.md": "PASS",
            "med/2025/b/b.md": "PASS"}


@pytest.fixture(scope="module")
def sims():
    s = start_simulators(planted_world(), latency=0.2)
    yield s
    s.stop()


def _rows(out) -> dict[str, dict]:
    return Progress(out).rows()


def test_the_batch_command_prints_the_cohort_line_and_exits_with_the_worst_status(sims, tmp_path):
    cohort, out = write_cohort(tmp_path / "cohort"), tmp_path / "out"
    env = sim_env(sims, tmp_path)
    r = cli(["batch", str(cohort), "--out", str(out), "--workers", "1"], env)
    assert r.returncode == 3, r.stderr           # e.docx could not be read
    assert r.stderr.strip() == (f"refverify: cs/2024/e/e.docx: failed: {cohort / 'cs/2024/e/e.docx'}: "
                                "not a .docx file (not a zip archive)")
    assert r.stdout.splitlines() == [
        f"batch: 6 files — 4 done, 1 failed, 1 skipped; ran 5 now; verdicts: 2 FAIL, 2 PASS → {out}",
        f"Cohort report: {out / 'cohort_report.md'}"]
    status = cli(["batch", str(cohort), "--out", str(out), "--status"], env)
    assert status.returncode == 0
    lines = status.stdout.splitlines()
    assert lines[0].split() == ["manuscript", "status", "step", "verdict", "error"]
    assert lines[1].split() == ["cs/2024/d/d.md", "done", "D", "FAIL"]
    assert lines[4].split()[:3] == ["cs/2025/c/chapter.tex", "skipped", "a"]


def test_ctrl_c_mid_cohort_then_the_same_command_resumes(sims, tmp_path):
    cohort, out = write_cohort(tmp_path / "cohort"), tmp_path / "out"
    (cohort / "cs/2024/e/e.docx").unlink()
    env = sim_env(sims, tmp_path)
    args = [sys.executable, "-m", "refverify.cli", "batch", str(cohort), "--out", str(out),
            "--workers", "1", "--quiet"]
    proc = subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 120
    # every manuscript parsed (Step A): the cohort's references are being looked up
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            rows = _rows(out)
        except (OSError, ValueError):
            rows = {}
        if len(rows) == 5 and all(r["step"] == "A" for m, r in rows.items() if m in VERDICTS):
            break
        time.sleep(0.05)
    proc.send_signal(signal.SIGINT)
    stdout, stderr = proc.communicate(timeout=60)
    assert proc.returncode == 130, stderr
    assert stderr.strip().startswith(f"refverify: interrupted; {out / 'batch_progress.json'} keeps 0 of 4 "
                                     "manuscripts done — resume with: refverify batch ")
    rows = _rows(out)
    assert {m: rows[m]["status"] for m in VERDICTS} == {m: "queued" for m in VERDICTS}
    on_disk = json.loads((out / "batch_progress.json").read_text(encoding="utf-8"))["manuscripts"]
    assert {r["manuscript"]: r["step"] for r in on_disk} == {**{m: "A" for m in VERDICTS},
                                                            "cs/2025/c/chapter.tex": ""}
    again = cli(["batch", str(cohort), "--out", str(out), "--workers", "1"], env)
    assert again.returncode == 2, again.stderr
    rows = _rows(out)
    assert {m: rows[m]["verdict"] for m in VERDICTS} == VERDICTS
    assert {m: rows[m]["status"] for m in VERDICTS} == {m: "done" for m in VERDICTS}
