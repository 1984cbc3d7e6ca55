"""What the workers of a batch share: one per-host pace across processes (``pace_dir``), the
answers per query (``lookup_memo``), and an HTTP cache in Redis for several machines."""
from __future__ import annotations

import multiprocessing
import socket
import subprocess
import time

import pytest

from refverify.config import Config
from refverify.sources.http import ServiceError, call, make_session
from tests.simulators import start_simulators
from tests.simulators.fixtures import planted_state, planted_world

RATE = 4.0          # the simulated service's published rate: 4 requests in any second


def _ask(urls: dict, pace_dir: str, cache: str, word: str, start: float, pace_url: str = "") -> None:
    """One worker process: 6 searches Semantic Scholar has never seen, sent as fast as its pace allows
    (``pace_url``: the pace kept in Redis, no folder shared)."""
    cfg = Config(email="t@example.org", urls=urls, cache_path=cache, pace_dir=pace_dir,
                 rate_limits={"semanticscholar": RATE}, max_retries=0,
                 **({"pace_backend": "redis", "pace_url": pace_url} if pace_url else {}))
    session = make_session(cfg)
    time.sleep(max(0.0, start - time.time()))      # both processes start together
    for i in range(6):
        try:
            call(session, "GET", f"{urls['semanticscholar']}/paper/search/match", params={"query": f"{word} {i}"})
        except ServiceError:      # a 429 (max_retries 0): counted by the simulator
            pass


def _two_processes(sims, tmp_path, shared: bool) -> None:
    ctx = multiprocessing.get_context("spawn")
    start = time.time() + 4.0
    procs = [ctx.Process(target=_ask, args=(sims.urls(), str(tmp_path / "pace") if shared else "",
                                            str(tmp_path / f"cache{i}.sqlite"), f"w{i}", start))
             for i in range(2)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0


def test_the_per_host_pace_holds_across_two_processes(tmp_path):
    sims = start_simulators(planted_world(), rates={"semanticscholar": RATE})   # a strict window
    try:
        _two_processes(sims, tmp_path, shared=True)
        assert sims.counts["semanticscholar"] == 12
        assert sims.too_many == {}
        # the same two processes, each with its own pace: together twice the rate, refused
        sims.reset_counts()
        _two_processes(sims, tmp_path / "apart", shared=False)
        assert sims.too_many["semanticscholar"] > 0
    finally:
        sims.stop()


def test_the_memo_answers_a_query_asked_before_in_another_batch_of_identifiers(tmp_path):
    from refverify.sources.fetch import fetch_state
    sims = start_simulators(planted_world())
    try:
        cfg = Config(email="t@example.org", urls=sims.urls(), cache_path=str(tmp_path / "c.sqlite"),
                     lookup_memo=str(tmp_path / "lookups.sqlite"), timeout=3.0, max_retries=1)
        first = fetch_state(planted_state(), cfg, progress=False)
        # another manuscript citing two of the same works the same way, in a batch of its own
        state = planted_state()
        state.refs = {rid: state.refs[rid] for rid in ("1", "14")}
        sims.reset_counts()
        second = fetch_state(state, cfg, progress=False)
        assert sims.total() == 0
        for rid in ("1", "14"):
            assert second.refs[rid].existence == first.refs[rid].existence
            assert second.refs[rid].metadata_issues == first.refs[rid].metadata_issues
    finally:
        sims.stop()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def redis_url(tmp_path):
    from tests.debian_tools import ensure_tool
    pytest.importorskip("redis")
    server = ensure_tool("redis-server", ["redis-server"])
    port = _free_port()
    proc = subprocess.Popen([server, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no", "--dir", str(tmp_path)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    import redis
    client = redis.Redis(port=port)
    for _ in range(100):
        try:
            client.ping()
            break
        except redis.ConnectionError:
            time.sleep(0.05)
    yield f"redis://127.0.0.1:{port}/0"
    proc.terminate()
    proc.wait(10)


def test_a_redis_http_cache_is_shared_by_sessions_that_share_no_file(tmp_path, redis_url):
    from refverify.sources.fetch import fetch_state
    import redis
    sims = start_simulators(planted_world())
    try:
        def cfg(i):
            return Config(email="t@example.org", urls=sims.urls(), cache_backend="redis",
                          cache_url=redis_url, cache_path=str(tmp_path / f"machine{i}" / "unused.sqlite"),
                          timeout=3.0, max_retries=1)
        first = fetch_state(planted_state(), cfg(1), progress=False)
        asked = sims.total()
        assert asked > 0
        sims.reset_counts()
        second = fetch_state(planted_state(), cfg(2), progress=False)
        assert sims.total() == 0
        assert {r: x.existence for r, x in second.refs.items()} == {r: x.existence for r, x in first.refs.items()}
        assert not (tmp_path / "machine1").exists()      # nothing written to a local file
        stored = set(redis.Redis.from_url(redis_url).scan_iter("refverify:*")) - {b"refverify:redirects"}
        assert len(stored) == asked        # one response per request sent
    finally:
        sims.stop()


def test_a_redis_backend_without_a_url_is_refused_in_one_line(tmp_path, monkeypatch):
    from refverify.config import load_config
    from refverify.errors import RefverifyError
    (tmp_path / "refverify.toml").write_text('cache_backend = "redis"\n', encoding="utf-8")
    with pytest.raises(RefverifyError, match=r'refverify.toml: cache_backend = "redis" needs cache_url'):
        load_config(tmp_path / "refverify.toml")
    (tmp_path / "refverify.toml").write_text('scheduler = "slurm"\n', encoding="utf-8")
    with pytest.raises(RefverifyError, match=r"setting 'scheduler' must be processes, dask, ray, not 'slurm'"):
        load_config(tmp_path / "refverify.toml")
    (tmp_path / "refverify.toml").write_text('pace_backend = "redis"\n', encoding="utf-8")
    with pytest.raises(RefverifyError, match=r'refverify.toml: pace_backend = "redis" needs pace_url \(or cache_url\)'):
        load_config(tmp_path / "refverify.toml")
    (tmp_path / "refverify.toml").write_text('pace_backend = "zookeeper"\n', encoding="utf-8")
    with pytest.raises(RefverifyError, match=r"setting 'pace_backend' must be files or redis, not 'zookeeper'"):
        load_config(tmp_path / "refverify.toml")
    (tmp_path / "refverify.toml").write_text('pace_backend = "redis"\ncache_url = "redis://127.0.0.1:6399/0"\n'
                                             'scheduler = "ray"\n', encoding="utf-8")
    cfg = load_config(tmp_path / "refverify.toml")
    assert (cfg.pace_backend, cfg.pace_url, cfg.scheduler) == ("redis", "", "ray")


def test_the_per_host_pace_holds_across_two_processes_through_redis_alone(tmp_path, redis_url):
    # two "machines": each its own cache file and no folder in common, one Redis between them
    sims = start_simulators(planted_world(), rates={"semanticscholar": RATE})   # a strict window
    try:
        ctx = multiprocessing.get_context("spawn")
        start = time.time() + 4.0
        procs = [ctx.Process(target=_ask, args=(sims.urls(), "", str(tmp_path / f"host{i}" / "cache.sqlite"),
                                                f"r{i}", start, redis_url)) for i in range(2)]
        for p in procs:
            p.start()
        for p in procs:
            p.join(60)
            assert p.exitcode == 0
        assert sims.counts["semanticscholar"] == 12
        assert sims.too_many == {}
        assert [f.name for f in tmp_path.rglob("*.json")] == []       # no pace file anywhere
        import redis
        keys = {k.decode() for k in redis.Redis.from_url(redis_url).scan_iter("refverify:pace:*")}
        assert "refverify:pace:semanticscholar" in keys
    finally:
        sims.stop()


def test_a_redis_pace_keeps_the_window_and_the_hold_after_a_429(redis_url):
    from refverify.redis_pacer import RedisPacer, clear
    a = RedisPacer(2.0, 1, url=redis_url, name="svc", margin=0.0)
    b = RedisPacer(2.0, 1, url=redis_url, name="svc", margin=0.0)     # another worker, same host
    t0 = a.acquire()
    t1 = b.acquire()                 # its own object, the same window: half a second later
    assert 0.49 <= t1 - t0 <= 0.6
    a.rate_limited(1.5)              # a 429 seen by one worker holds the other one too
    t2 = b.acquire()
    assert t2 - t0 >= 1.5
    with b.slot() as granted:
        assert granted >= t2 + 0.49
    assert clear(redis_url) >= 1
