"""Fault cases 1 and "30–70 % faults": a failure never enters the HTTP cache, a re-run asks again,
and no service failure ever reads as ``not_found``."""
from __future__ import annotations

import pytest
import requests
from requests_cache import CachedSession

from refverify.sources.fetch import fetch_state
from refverify.sources.http import cacheable, make_session
from refverify.state_file import load_state, save_state
from tests.simulators import start_simulators
from tests.simulators.fixtures import FAST_RATES, planted_state, planted_world, sim_config


@pytest.fixture
def sims():
    s = start_simulators(planted_world(), rates=FAST_RATES, seed=7)
    yield s
    s.stop()


def _fetch(cfg, state=None, force=False):
    session = make_session(cfg, rates=FAST_RATES, backoff=0.01)
    return fetch_state(state or planted_state(), cfg, session=session, progress=False, force=force)


def _existence(state):
    return {rid: ref.existence for rid, ref in state.refs.items()}


def test_html_challenge_page_is_not_cached_and_a_rerun_asks_again(sims, tmp_path):
    cfg = sim_config(sims, tmp_path, max_retries=0)
    clean = _existence(_fetch(sim_config(sims, tmp_path / "clean", max_retries=0)))
    sims.fault("crossref", "html")
    sims.fault("pubmed", "html")
    broken = _fetch(cfg)
    assert broken.refs["1"].sources["crossref"].error.startswith("crossref: invalid response")
    failed = sorted(rid for rid, e in _existence(broken).items() if e == "api_fail")
    assert failed == ["15", "16", "2"]          # a book, a Chinese article, a fabricated title
    save_state(broken, tmp_path / "s.json")
    sims.clear()
    sims.reset_counts()
    again = _fetch(cfg, load_state(tmp_path / "s.json"))       # resume: the api_fail references
    assert sims.counts["crossref"] + sims.counts["pubmed"] > 0
    assert {rid: again.refs[rid].existence for rid in failed} == {rid: clean[rid] for rid in failed}
    # and with --force: the same answers, now from the healthy service (cached since)
    sims.reset_counts()
    forced = _fetch(cfg, load_state(tmp_path / "s.json"), force=True)
    assert _existence(forced) == clean


def test_5xx_answers_are_retried_on_the_next_run(sims, tmp_path):
    cfg = sim_config(sims, tmp_path, max_retries=0)
    sims.fault("semanticscholar", "error", status=503)
    first = _fetch(cfg)
    assert first.refs["1"].sources["semanticscholar"].error.startswith("semanticscholar unreachable")
    sims.clear()
    sims.reset_counts()
    second = _fetch(cfg, force=True)
    assert sims.counts["semanticscholar"] > 0
    assert second.refs["1"].sources["semanticscholar"].error == ""


def test_a_failure_cached_by_an_older_version_is_dropped_and_asked_again(sims, tmp_path):
    cache = tmp_path / "http_cache.sqlite"
    sims.fault("crossref", "html")
    url = sims.url("crossref") + "/works/10.1007/s00125-020-05300-2"
    old = CachedSession(str(cache), backend="sqlite", allowable_codes=(200, 404))
    assert "<html>" in old.get(url).text          # what refverify ≤ 0.x stored
    assert old.get(url).from_cache
    sims.clear()
    sims.reset_counts()
    cfg = sim_config(sims, tmp_path, cache_path=str(cache), max_retries=0)
    session = make_session(cfg, rates=FAST_RATES)
    from refverify.sources.http import call
    response = call(session, "GET", url)
    assert response.json()["message"]["DOI"] == "10.1007/s00125-020-05300-2"
    assert sims.counts["crossref"] == 1
    assert call(session, "GET", url).from_cache          # the good answer is kept


def _response(status, ctype, body):
    r = requests.Response()
    r.status_code, r._content = status, body
    r.headers["Content-Type"] = ctype
    return r


@pytest.mark.parametrize("status,ctype,body,kept", [
    (200, "application/json", b'{"ok": 1}', True),
    (200, "application/json", b'{"ok": ', False),                        # cut short
    (200, "text/xml", b"<eSearchResult><Count>0</Count></eSearchResult>", True),
    (200, "text/xml", b"<PubmedArticleSet><Pubmed", False),
    (200, "text/html", b"<html><body>Just a moment...</body></html>", False),
    (200, "application/json", b"<!DOCTYPE html><html></html>", False),   # mislabelled challenge
    (404, "text/plain", b"Resource not found.", True),                   # Crossref's real not found
    (404, "application/json", b'{"error": "Paper with id X not found"}', True),
    (404, "text/html", b"<html>nginx</html>", False),
    (503, "text/plain", b"busy", False),
    (429, "application/json", b"{}", False),
])
def test_only_parseable_answers_and_real_not_found_are_cacheable(status, ctype, body, kept):
    assert cacheable(_response(status, ctype, body)) is kept


@pytest.mark.parametrize("rate", [0.3, 0.5, 0.7])
def test_30_to_70_percent_faults_never_give_a_false_not_found(sims, tmp_path, rate):
    clean = _existence(_fetch(sim_config(sims, tmp_path / "clean", max_retries=0)))
    for name in ("pubmed", "crossref", "semanticscholar", "arxiv", "dblp"):
        sims.fault(name, "flaky", rate=rate)
    cfg = sim_config(sims, tmp_path, max_retries=0)
    faulty = _fetch(cfg)
    got = _existence(faulty)
    false_not_found = [rid for rid, e in got.items() if e == "not_found" and clean[rid] != "not_found"]
    assert false_not_found == []
    assert any(e == "api_fail" for e in got.values())      # the faults did bite
    sims.clear()
    healed = _fetch(cfg, faulty, force=True)                   # nothing failed was cached
    assert _existence(healed) == clean


def test_a_search_miss_after_a_failed_identifier_lookup_stays_a_failure():
    """The race the 30–70 % runs once hit: Crossref's DOI lookup fails, its title search then
    answers "no close title"; the reference is api_fail, never not_found."""
    from refverify.sources.base import failed, missing
    from refverify.sources.fetch import _merge
    from refverify.sources.resolve import resolve
    from tests.simulators.fixtures import planted_refs
    collected = {"4": {"crossref": failed("crossref unreachable: HTTP 503 after 1 attempts"),
                       "pubmed": missing("no PMID or DOI match")}}
    _merge(collected, {"crossref": {"4": missing("no close title in Crossref search")},
                       "pubmed": {"4": missing("no title match")}})
    assert collected["4"]["crossref"].error == "crossref unreachable: HTTP 503 after 1 attempts"
    ref = planted_refs()["4"]
    resolve(ref, collected["4"], ["pubmed", "crossref"], ref.bib.doi)
    assert (ref.existence, ref.existence_note) == (
        "api_fail", "crossref: crossref unreachable: HTTP 503 after 1 attempts")
