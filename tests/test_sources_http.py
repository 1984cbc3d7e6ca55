"""The cached session: POST bodies in the cache key, rate limits, Retry-After, offline mode."""
from __future__ import annotations

import time

import pytest

from refverify.config import Config
from refverify.sources.http import Limiter, ServiceError, call, make_session
from tests.simulators import start_simulators
from tests.simulators.fixtures import planted_world


@pytest.fixture
def sims():
    s = start_simulators(planted_world(), rates={"semanticscholar": 4.0, "pubmed": 100.0})
    yield s
    s.stop()


def cfg(sims, tmp_path, **kw):
    return Config(email="t@example.org", cache_path=str(tmp_path / "c.sqlite"), urls=sims.urls(),
                  timeout=3.0, max_retries=kw.pop("max_retries", 2), **kw)


def test_post_body_is_part_of_the_cache_key(sims, tmp_path):
    session = make_session(cfg(sims, tmp_path), rates={"semanticscholar": 50})
    url = f"{sims.url('semanticscholar')}/paper/batch"
    a = call(session, "POST", url, params={"fields": "title"}, json={"ids": ["PMID:30800001"]}).json()
    b = call(session, "POST", url, params={"fields": "title"}, json={"ids": ["PMID:33200002"]}).json()
    assert a[0]["title"] != b[0]["title"]
    again = call(session, "POST", url, params={"fields": "title"}, json={"ids": ["PMID:30800001"]})
    assert again.from_cache and again.json() == a
    assert sims.counts["semanticscholar"] == 2


def test_secrets_do_not_split_the_cache(sims, tmp_path):
    session = make_session(cfg(sims, tmp_path))
    url = f"{sims.url('pubmed')}/esearch.fcgi"
    call(session, "GET", url, params={"db": "pubmed", "term": '"x"[ti]', "api_key": "one", "email": "a@b"})
    hit = call(session, "GET", url, params={"db": "pubmed", "term": '"x"[ti]', "api_key": "two", "email": "c@d"})
    assert hit.from_cache and sims.counts["pubmed"] == 1


def test_client_spacing_respects_the_simulator_limit(sims, tmp_path):
    # The simulator allows 4/s for S2; the client is told the real value and never sees a 429.
    session = make_session(cfg(sims, tmp_path), rates={"semanticscholar": 4.0})
    url = f"{sims.url('semanticscholar')}/paper/search/match"
    start = time.monotonic()
    for i in range(6):
        call(session, "GET", url, params={"query": f"title {i}"})
    assert time.monotonic() - start >= 1.2
    assert sims.too_many["semanticscholar"] == 0


def test_a_greedy_client_gets_429_and_recovers_with_retry_after(sims, tmp_path):
    session = make_session(cfg(sims, tmp_path, max_retries=4), rates={"semanticscholar": 1000.0}, backoff=0.05)
    url = f"{sims.url('semanticscholar')}/paper/search/match"
    codes = [call(session, "GET", url, params={"query": f"q{i}"}).status_code for i in range(10)]
    assert codes == [404] * 10         # every request ends in an answer, none in an exception
    assert sims.too_many["semanticscholar"] >= 1


def test_cache_hits_do_not_wait_for_the_limiter(sims, tmp_path):
    session = make_session(cfg(sims, tmp_path), rates={"semanticscholar": 2.0})
    url = f"{sims.url('semanticscholar')}/paper/search/match"
    call(session, "GET", url, params={"query": "same"})
    start = time.monotonic()
    for _ in range(10):
        call(session, "GET", url, params={"query": "same"})
    assert time.monotonic() - start < 0.5


def test_offline_miss_raises_offline_error(sims, tmp_path):
    session = make_session(cfg(sims, tmp_path, offline=True))
    with pytest.raises(ServiceError, match="offline: not in cache"):
        call(session, "GET", f"{sims.url('pubmed')}/esearch.fcgi", params={"term": "x"})
    assert sims.total() == 0


def test_unreachable_after_retries(sims, tmp_path):
    sims.fault("dblp", "down")
    session = make_session(cfg(sims, tmp_path, max_retries=1), backoff=0.01)
    with pytest.raises(ServiceError, match="dblp unreachable: connection refused after 2 attempts"):
        call(session, "GET", f"{sims.url('dblp')}/search/publ/api", params={"q": "x", "format": "json"})


def test_limiter_spaces_requests():
    lim = Limiter(20.0)
    start = time.monotonic()
    for _ in range(5):
        lim.wait()
    assert 0.19 <= time.monotonic() - start < 0.5


def test_user_agent_names_tool_and_contact(tmp_path):
    session = make_session(Config(email="me@uni.edu", cache_path=str(tmp_path / "c.sqlite")))
    assert session.headers["User-Agent"] == "refverify/0.1.0 (mailto:me@uni.edu)"
