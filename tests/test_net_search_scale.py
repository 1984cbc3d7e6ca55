"""Title-search bookkeeping grows with N, not N²: the agreement of a reference is worked out
when its own answer arrives, never by rescanning every query after each lookup."""
from __future__ import annotations

import threading
from types import SimpleNamespace

from refverify.sources import http
from refverify.core.work import make_record
from refverify.sources.base import failed, found, missing
from refverify.sources.search import TitleSearch
from refverify.sources.base import Query


class Fake:
    """A title-search service answering at once: found for the titles it holds."""

    def __init__(self, name: str, holds: set[str]):
        self.name, self.holds, self.asked = name, holds, []

    def lookup(self, queries, session, config):
        if getattr(http._local, "cache_only", False):
            return {q.ref_id: failed("not in cache", code="offline") for q in queries}
        self.asked.extend(q.ref_id for q in queries)
        return {q.ref_id: found(make_record(title=q.title), "title_search") if q.ref_id in self.holds
                else missing() for q in queries}


def _search(n: int, holds_a: set[str], holds_b: set[str], holds_c: set[str]):
    queries = {str(i): Query(ref_id=str(i), title=f"work {i}") for i in range(n)}
    collected = {rid: {} for rid in queries}
    calls = [0]

    def agree(rid):
        calls[0] += 1
        return sum(1 for r in collected[rid].values() if r.found)
    providers = {"openalex": Fake("openalex", holds_a), "crossref": Fake("crossref", holds_b),
                 "semanticscholar": Fake("semanticscholar", holds_c)}
    session = SimpleNamespace(cancelled=threading.Event())
    TitleSearch(queries, {}, collected, list(providers), providers, lambda s, q: True, agree, session, None,
                tiers=lambda q: [{"openalex"}, {"crossref"}, {"semanticscholar"}]).run()
    return collected, providers, calls[0]


def test_agreement_is_computed_once_per_answer():
    n = 400
    everything = {str(i) for i in range(n)}
    odd = {str(i) for i in range(1, n, 2)}
    collected, providers, calls = _search(n, everything, odd, everything)
    # openalex answers all; crossref confirms the odd ones; Semantic Scholar the even ones
    assert providers["openalex"].asked.count("0") == 1 and len(providers["openalex"].asked) == n
    assert sorted(providers["crossref"].asked, key=int) == [str(i) for i in range(n)]
    assert sorted(providers["semanticscholar"].asked, key=int) == [str(i) for i in range(0, n, 2)]
    assert all(sum(r.found for r in collected[rid].values()) == 2 for rid in collected)
    answers = n + n + n // 2
    assert calls == n + answers          # once per query at the start, once per answer


def test_nothing_found_asks_every_service_once():
    collected, providers, calls = _search(50, set(), set(), set())
    assert [len(p.asked) for p in providers.values()] == [50, 50, 50]
    assert calls == 50 + 150


def test_a_cold_cache_is_not_read_once_per_query_before_searching(tmp_path):
    # What the cache holds counts as asked (a warm re-run sends nothing); on a cold cache that
    # check costs one read of the cache's keys, not one database read per query and service.
    from refverify.sources.fetch import fetch_state
    from refverify.sources.http import make_session
    from refverify.state import Ref, State
    from tests.simulators import start_simulators
    from tests.simulators.fixtures import FAST_RATES, planted_world, sim_config
    with start_simulators(planted_world(), rates=FAST_RATES) as sims:
        cfg = sim_config(sims, tmp_path, openalex_api_key="k")
        state = State()
        state.refs = {str(i): Ref(ref_id=str(i), bib_title=f"An invented study of nothing number {i}",
                                  bib_author_list=["Doe J"], bib_year=2020, entry_type="article")
                      for i in range(12)}
        session = make_session(cfg, rates=FAST_RATES, backoff=0.05)
        reads = []
        original = session.cache.get_response
        session.cache.get_response = lambda key, *a, **kw: (reads.append(key), original(key, *a, **kw))[1]
        fetch_state(state, cfg, session=session, progress=False)
        assert {r.existence for r in state.refs.values()} == {"not_found"}
        # PubMed searches every title in one request; OpenAlex, Crossref and Semantic Scholar one each
        assert dict(sims.counts) == {"pubmed": 1, "openalex": 12, "crossref": 12, "semanticscholar": 12}
        assert len(reads) == sims.total()           # one read per request sent, none before
        sims.reset_counts()
        reads.clear()
        again = State()
        again.refs = {rid: Ref(ref_id=r.ref_id, entry_type=r.entry_type, bib_title=r.bib.title,
                               bib_author_list=r.bib.author_list, bib_year=r.bib.year)
                      for rid, r in state.refs.items()}
        fetch_state(again, cfg, session=session, progress=False)
        assert sims.total() == 0 and {r.existence for r in again.refs.values()} == {"not_found"}


def test_a_cold_cache_skips_looking_for_earlier_answers(tmp_path, monkeypatch):
    # A cache empty when Step B begins holds no earlier run's answer: title search sends its
    # queries without first checking each one (service × query) against the cache; a warm
    # re-run still checks them all and sends nothing.
    from refverify.sources.fetch import fetch_state
    from refverify.sources.http import make_session
    from refverify.state import Ref, State
    from tests.simulators import start_simulators
    from tests.simulators.fixtures import FAST_RATES, planted_world, sim_config
    checked = []
    original = http._not_cached
    monkeypatch.setattr(http, "_not_cached", lambda *a: (checked.append(a[2]), original(*a))[1])

    def state():
        s = State()
        s.refs = {str(i): Ref(ref_id=str(i), bib_title=f"An invented study of nothing number {i}",
                              bib_author_list=["Doe J"], bib_year=2020, entry_type="article") for i in range(12)}
        return s
    with start_simulators(planted_world(), rates=FAST_RATES) as sims:
        cfg = sim_config(sims, tmp_path, openalex_api_key="k")
        session = make_session(cfg, rates=FAST_RATES, backoff=0.05)
        cold = fetch_state(state(), cfg, session=session, progress=False)
        assert checked == []
        assert dict(sims.counts) == {"pubmed": 1, "openalex": 12, "crossref": 12, "semanticscholar": 12}
        assert {r.existence for r in cold.refs.values()} == {"not_found"}
        sims.reset_counts()
        warm = fetch_state(state(), cfg, session=session, progress=False)
        # OpenAlex, Crossref and Semantic Scholar: each of the 12 titles found in the cache
        assert len(checked) == 36 and sims.total() == 0
        assert {r.existence for r in warm.refs.values()} == {"not_found"}
