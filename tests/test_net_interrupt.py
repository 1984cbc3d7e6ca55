"""Ctrl-C during a long Retry-After wait or a request that never ends: the CLI stops at once
(it used to take 150 s and a kill)."""
from __future__ import annotations

import time

import pytest

from refverify.state_file import load_state
from tests.faults_fixtures import cli, paper, sim_env
from tests.simulators import start_simulators
from tests.simulators.fixtures import planted_world
from tests.test_faults_interrupt import _start, _wait_for


@pytest.fixture
def sims():
    s = start_simulators(planted_world(), latency=0.02)
    yield s
    s.stop()


@pytest.mark.parametrize("fault", [{"kind": "429", "seconds": 3000}, {"kind": "slow", "delay": 300.0}])
def test_ctrl_c_in_a_long_wait_stops_the_fetch_at_once(sims, tmp_path, fault):
    env = sim_env(sims, tmp_path, REFVERIFY_RETRY_AFTER_CAP="100000", REFVERIFY_TIMEOUT="600",
                  REFVERIFY_REQUEST_DEADLINE="600")
    out = tmp_path / "out"
    cli(["parse", str(paper(tmp_path / "ms")), "--out", str(out)], env)
    for name in sims.services:
        sims.fault(name, **fault)
    proc = _start(["fetch", str(out)], env)
    assert _wait_for(lambda: sims.total() >= 2)
    time.sleep(0.5)                       # every worker is in its wait
    start = time.monotonic()
    proc.send_signal(2)
    proc.communicate(timeout=60)
    assert time.monotonic() - start < 5.0
    assert proc.returncode == 130
    load_state(out)                       # a valid state, resumed by the next run
