"""Pacing that never meets a 429: the per-host pacer keeps a margin under the published rate,
counts its own sends in a sliding window, caps concurrent requests and slows down on a 429; the
simulators enforce each published rate as a strict sliding window, as the services do."""
from __future__ import annotations

import threading
import time

import pytest

from refverify.config import Config
from refverify.ratelimit import Cancelled, Pacer, Spacer
from refverify.sources.http import call, make_session
from tests.simulators import start_simulators
from tests.simulators.fixtures import planted_world


def _max_in_any(times: list[float], seconds: float) -> int:
    return max(sum(1 for u in times if t <= u < t + seconds) for t in times)


def test_pacer_keeps_a_margin_under_the_rate():
    p = Pacer(10.0, concurrency=3)
    assert (p.per_window, round(p.span, 3), round(p.interval, 3)) == (10, 1.05, 0.105)
    start = time.monotonic()
    for _ in range(12):
        p.acquire()
    assert time.monotonic() - start >= 11 * 0.105 - 0.01
    sent = list(p.sent)
    # never 11 starts within 1.05 s: a request may arrive 50 ms early and still find its window free
    assert min(sent[i + 10] - sent[i] for i in range(len(sent) - 10)) >= 1.05 - 1e-6
    assert _max_in_any(sent, 1.0) == 10


def test_pacer_slow_rate_is_one_per_window_with_margin():
    p = Pacer(1 / 3)
    assert (p.window, p.per_window, round(p.span, 3)) == (3.0, 1, 3.15)


def test_sliding_window_counts_actual_sends_not_slots():
    # A late sender does not earn a burst: the next send is spaced from the actual last send.
    p = Pacer(5.0, margin=0.0)
    p.acquire()
    time.sleep(0.5)                   # a thread that came late
    a = p.acquire()
    b = p.acquire()
    assert b - a >= 0.2 - 0.005


def test_a_429_holds_sends_widens_the_margin_and_a_repeated_one_slows_down():
    p = Pacer(10.0)
    p.acquire()
    held = time.monotonic()
    p.rate_limited(0.3)
    # one 429 while paced under the rate is jitter: the wait is honoured, the margin widens
    # (for a while), the pace itself is kept (a cut would cost far more than the 429 did)
    assert p.factor == 1.0 and p.slowdowns == 1
    assert p.margin == pytest.approx(0.075)
    assert p.acquire() - held >= 0.3                             # the Retry-After is honoured
    assert p.effective_rate() == pytest.approx(10 / 1.075)
    p.rate_limited(None)                                         # another one soon: the service is busier
    assert p.factor == pytest.approx(0.7) and p.margin == pytest.approx(0.10)
    assert p.effective_rate() == pytest.approx(10 / 1.10 * 0.7)  # the pace is slower
    for _ in range(14):
        p.answered()
    assert p.factor == pytest.approx(0.98)                      # recovering a little per answer
    assert p.margin == pytest.approx(0.10 - 14 * 0.025 / 20)    # the margin too, more slowly
    p.answered()
    assert p.factor == 1.0
    for _ in range(100):
        p.answered()
    assert p.margin == pytest.approx(0.05)                       # back to where it started
    for _ in range(10):
        p.rate_limited(None)
    assert p.factor == 0.25                                      # never below a quarter
    assert p.margin == pytest.approx(0.30)                       # nor a margin over 30 %


class FakeClock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now

    def sleep(self, seconds):
        self.now += max(0.0, seconds)


def _lane(pacer, clock, n, late, told=True):
    """``n`` requests, one at a time, to a service enforcing 1 request/s as a strict sliding
    window (the simulators' ``Window``); ``late(i)``: seconds request i spends on its way there
    (the service counts it when it arrives). Each answer takes 0.1 s. Answers (seconds, 429s)."""
    from tests.simulators.server import Window
    window, refused = Window(1.0), 0
    for i in range(n):
        while True:
            stamp = pacer.sending(pacer.acquire())
            wait = window.take(clock() + late(i))
            clock.sleep(late(i) + 0.1)
            if told:
                pacer.received(stamp)
            if not wait:
                pacer.answered()
                break
            refused += 1
            pacer.rate_limited(max(1, round(wait + 0.49)))
            clock.sleep(max(1, round(wait + 0.49)))
    return clock.now, refused


def test_a_request_that_reaches_the_service_late_does_not_draw_a_429_for_the_next():
    # Every 7th request spends 150 ms on the way (a congested path, a busy service): it and the
    # next one reach the service 0.9 s apart although sent 1.05 s apart, and a strict window
    # answers 429. Its answer came that much later than usual, so the next send is spaced from
    # then: no 429, and the lane stays within 1.15x its rate-limit bound.
    late = lambda i: 0.15 if i % 7 == 3 else 0.0  # noqa: E731
    clock = FakeClock()
    seconds, refused = _lane(Pacer(1.0, clock=clock, sleep=clock.sleep), clock, 100, late)
    assert refused == 0 and seconds <= 1.15 * 100
    clock = FakeClock()                 # the same lane without telling the pacer of the answers
    seconds_blind, refused_blind = _lane(Pacer(1.0, clock=clock, sleep=clock.sleep), clock, 100, late, told=False)
    assert refused_blind >= 2 and seconds_blind > seconds


def test_concurrency_cap():
    p = Pacer(1000.0, concurrency=2)
    busy, peak, lock = [0], [0], threading.Lock()

    def work():
        with p.slot():
            with lock:
                busy[0] += 1
                peak[0] = max(peak[0], busy[0])
            time.sleep(0.15)
            with lock:
                busy[0] -= 1
    threads = [threading.Thread(target=work) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert peak[0] == 2


def test_waits_end_at_once_when_cancelled():
    p = Pacer(1.0)
    p.rate_limited(3600)
    cancel = threading.Event()
    threading.Timer(0.2, cancel.set).start()
    start = time.monotonic()
    with pytest.raises(Cancelled):
        p.acquire(cancel)
    assert time.monotonic() - start < 1.0


@pytest.fixture
def strict():
    s = start_simulators(planted_world(), rates={"semanticscholar": 2.0, "crossref": 10.0, "crossref-list": 3.0,
                                                 "arxiv": 2.0}, latency=(0.0, 0.05))
    yield s
    s.stop()


def _s2_queries(session, url, n, spacer=None):
    for i in range(n):
        if spacer:
            spacer.wait()
        session.get(url, params={"query": f"q{i}"})


def test_the_simulator_answers_429_to_pacing_exactly_at_the_rate(strict):
    # The old way (starts exactly 1/rate apart) meets the strict window: requests arrive a little
    # early now and then. A lenient simulator hid this.
    import requests
    url = f"{strict.url('semanticscholar')}/paper/search/match"
    with requests.Session() as session:
        spacer = Spacer(2.0)
        threads = [threading.Thread(target=_s2_queries, args=(session, url, 8, spacer)) for _ in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert strict.too_many["semanticscholar"] >= 1


def test_the_pacer_meets_no_429_on_the_strict_simulator(strict, tmp_path):
    cfg = Config(email="t@example.org", cache_path=str(tmp_path / "c.sqlite"), urls=strict.urls(), max_retries=0)
    session = make_session(cfg, rates={"semanticscholar": 2.0})
    url = f"{strict.url('semanticscholar')}/paper/search/match"
    threads = [threading.Thread(target=lambda k=k: [call(session, "GET", url, params={"query": f"t{k}-{i}"})
                                                   for i in range(8)]) for k in range(2)]
    start = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert strict.counts["semanticscholar"] == 16 and strict.too_many["semanticscholar"] == 0
    assert time.monotonic() - start >= 15 * 0.525 - 0.05


def test_the_simulator_enforces_connection_caps(strict):
    # arXiv serves one connection at a time: a second request while one is answered is a 429.
    import requests
    strict.fault("arxiv", "slow", delay=0.4)
    url = f"{strict.url('arxiv')}/query"
    codes = []
    threads = [threading.Thread(target=lambda: codes.append(requests.get(url, params={"id_list": "x"}).status_code))
               for _ in range(2)]
    for t in threads:
        t.start()
        time.sleep(0.05)
    for t in threads:
        t.join()
    assert len(codes) == 2 and codes.count(429) == 1     # the other is answered (400: a bad id)


def test_a_service_with_a_jittery_clock_meets_no_429_in_steady_state(tmp_path):
    # The service's clock sees every fifth request 100 ms late (network jitter), so at 5 % under
    # the rate that request and the fourth after it fall in one window. Its answer comes as late:
    # the pacer counts it from then (at most one 429, before it knows the usual round trip), and
    # none in steady state. (Before, each 429 widened the margin for the run.)
    with start_simulators(planted_world(), rates={"semanticscholar": 4.0},
                          arrival_jitter=[0.1, 0.0, 0.0, 0.0, 0.0]) as sims:
        cfg = Config(email="t@example.org", cache_path=str(tmp_path / "c.sqlite"), urls=sims.urls(),
                     max_retries=6)
        session = make_session(cfg, rates={"semanticscholar": 4.0}, backoff=0.05)
        url = f"{sims.url('semanticscholar')}/paper/search/match"
        seen = []
        for i in range(60):
            call(session, "GET", url, params={"query": f"j{i}"})
            seen.append(sims.too_many["semanticscholar"])
        pacer = session.limiters["semanticscholar"]
        assert seen[-1] <= 1 and pacer.margin == 0.05
        assert seen[-1] == seen[-41]          # the last 40 requests: no 429


def test_crossref_lists_and_single_records_share_one_connection_cap(tmp_path):
    # Crossref's polite pool: 3 connections at once, whatever the endpoint.
    with start_simulators(planted_world(), rates={"crossref": 50.0, "crossref-list": 50.0},
                          latency=0.3) as sims:
        cfg = Config(email="t@example.org", cache_path=str(tmp_path / "c.sqlite"), urls=sims.urls(), max_retries=0)
        session = make_session(cfg, rates={"crossref": 50.0, "crossref-list": 50.0})
        base = sims.url("crossref")
        jobs = [(f"{base}/works/10.5555/none.{i}", {}) for i in range(4)] + \
               [(f"{base}/works", {"query.bibliographic": f"t{i}"}) for i in range(4)]
        threads = [threading.Thread(target=call, args=(session, "GET", url), kwargs={"params": params})
                   for url, params in jobs]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert sims.counts["crossref"] == 8 and sims.too_many["crossref"] == 0


def test_a_send_counts_from_when_it_is_written_not_when_it_was_granted():
    # A busy machine delays a granted request before it reaches the socket: the next one is
    # spaced from the actual write, so the service never sees the two closer than the pace.
    p = Pacer(2.0, margin=0.0)
    first = p.acquire()
    time.sleep(0.3)                   # 300 ms between the grant and the write
    p.sending(first)
    second = p.acquire()
    assert second - first >= 0.3 + 0.5 - 0.005
