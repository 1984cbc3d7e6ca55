"""Nothing in Step B waits or blocks for long: a Retry-After over the cap gives that service up
for the run (the others go on), each request has a total deadline however slowly the answer
trickles, the run has a deadline, and Ctrl-C ends every wait at once."""
from __future__ import annotations

import threading
import time

import pytest

from refverify.sources.fetch import fetch_state
from refverify.sources.http import ServiceError, call, make_session
from tests.simulators import start_simulators
from tests.simulators.fixtures import FAST_RATES, planted_world, sim_config
from tests.test_sources_faults import small_state


@pytest.fixture
def sims():
    world = planted_world()
    from tests.test_sources_faults import ONLY_PUBMED
    world["works"].append(ONLY_PUBMED)
    s = start_simulators(world, rates=FAST_RATES)
    yield s
    s.stop()


def _session(sims, tmp_path, **kw):
    cfg = sim_config(sims, tmp_path, **kw)
    return make_session(cfg, rates=FAST_RATES, backoff=0.05), cfg


def test_retry_after_over_the_cap_gives_the_service_up_at_once(sims, tmp_path):
    sims.fault("semanticscholar", "429", seconds=3600)
    session, _ = _session(sims, tmp_path, retry_after_cap=30.0, max_retries=4)
    url = f"{sims.url('semanticscholar')}/paper/search/match"
    start = time.monotonic()
    with pytest.raises(ServiceError) as err:
        call(session, "GET", url, params={"query": "a"})
    assert str(err.value) == ("semanticscholar: rate limited (HTTP 429, Retry-After 3600 s, more than the 30 s "
                              "cap, retry_after_cap): not asked again in this run")
    assert time.monotonic() - start < 2.0 and sims.counts["semanticscholar"] == 1
    with pytest.raises(ServiceError):            # the rest of the run does not ask it again
        call(session, "GET", url, params={"query": "b"})
    assert sims.counts["semanticscholar"] == 1


def test_a_rate_limited_service_is_api_fail_and_the_others_go_on(sims, tmp_path):
    for name in ("semanticscholar", "openalex"):
        sims.fault(name, "429", seconds=3600)
    session, cfg = _session(sims, tmp_path, retry_after_cap=30.0, openalex_api_key="k")
    start = time.monotonic()
    state = fetch_state(small_state(), cfg, session=session, progress=False)
    assert time.monotonic() - start < 10
    assert {rid: r.existence for rid, r in state.refs.items()} == {
        "1": "triangulated", "2": "single_source", "3": "triangulated"}
    s2 = [ref.sources["semanticscholar"] for ref in state.refs.values() if "semanticscholar" in ref.sources]
    assert s2 and all(r.status == "failed" and "Retry-After 3600 s" in r.error for r in s2)
    # the next run asks the service again
    sims.clear()
    fetch_state(small_state(), cfg, session=session, progress=False, force=True)
    assert sims.counts["semanticscholar"] > 1


def test_a_trickling_answer_is_cut_at_the_request_deadline(sims, tmp_path):
    sims.fault("semanticscholar", "trickle", every=0.2)
    session, _ = _session(sims, tmp_path, request_deadline=1.0, timeout=3.0, max_retries=1)
    asked = sims.counts["semanticscholar"]
    start = time.monotonic()
    with pytest.raises(ServiceError) as err:
        call(session, "GET", f"{sims.url('semanticscholar')}/paper/search/match", params={"query": "a"})
    # one attempt past the deadline gives the service up for the run (no retry held as long)
    assert str(err.value) == ("semanticscholar: no complete answer within the request deadline "
                              "(1 s, request_deadline): not asked again in this run")
    assert time.monotonic() - start < 2.5
    assert sims.counts["semanticscholar"] == asked + 1


def test_within_the_deadline_a_slow_answer_is_read_whole(sims, tmp_path):
    sims.fault("semanticscholar", "trickle", every=0.001)
    session, _ = _session(sims, tmp_path, request_deadline=30.0)
    r = call(session, "GET", f"{sims.url('semanticscholar')}/paper/search/match", params={"query": "no such"})
    assert r.status_code == 404 and r.json() == {"error": "Title match not found"}


def test_ctrl_c_ends_a_retry_after_wait_at_once(sims, tmp_path):
    sims.fault("semanticscholar", "429", seconds=50)
    session, _ = _session(sims, tmp_path, retry_after_cap=100.0, max_retries=3)
    outcome = {}

    def worker():
        try:
            call(session, "GET", f"{sims.url('semanticscholar')}/paper/search/match", params={"query": "a"})
        except ServiceError as exc:
            outcome["code"] = exc.code
    t = threading.Thread(target=worker)
    t.start()
    time.sleep(0.5)                   # the worker is in its 50 s Retry-After wait
    start = time.monotonic()
    session.cancelled.set()           # what the CLI does on Ctrl-C
    t.join(timeout=5)
    assert not t.is_alive() and time.monotonic() - start < 1.0
    assert outcome == {"code": "cancelled"}


def test_the_run_deadline_leaves_the_rest_api_fail_for_the_next_run(sims, tmp_path):
    for name in sims.services:
        sims.fault(name, "slow", delay=5.0)
    session, cfg = _session(sims, tmp_path, fetch_deadline=1.0, timeout=20.0)
    start = time.monotonic()
    state = fetch_state(small_state(), cfg, session=session, progress=False)
    assert time.monotonic() - start < 4.0
    assert {r.existence for r in state.refs.values()} == {"api_fail"}
    assert state.meta.fetch.incomplete == 3
    sims.clear()
    again = fetch_state(state, cfg, session=session, progress=False)
    assert {rid: r.existence for rid, r in again.refs.items()} == {
        "1": "triangulated", "2": "single_source", "3": "triangulated"}


@pytest.mark.parametrize("fault", [{"kind": "slow", "delay": 30.0}, {"kind": "trickle", "every": 0.5}])
def test_ctrl_c_cuts_a_request_in_flight(sims, tmp_path, fault):
    sims.fault("semanticscholar", fault.pop("kind"), **fault)
    session, _ = _session(sims, tmp_path, timeout=60.0, request_deadline=120.0, max_retries=0)
    outcome = {}

    def worker():
        try:
            call(session, "GET", f"{sims.url('semanticscholar')}/paper/search/match", params={"query": "a"})
        except ServiceError as exc:
            outcome["code"] = exc.code
    t = threading.Thread(target=worker)
    t.start()
    time.sleep(0.7)                   # the request is out, its answer not (or not all) back
    start = time.monotonic()
    session.cancel()
    t.join(timeout=5)
    assert not t.is_alive() and time.monotonic() - start < 1.0
    assert outcome == {"code": "cancelled"}
    assert sims.counts["semanticscholar"] == 1
