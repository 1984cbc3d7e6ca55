"""Step B when services misbehave: each fault has one exact expected outcome."""
from __future__ import annotations

import pytest

from refverify.sources.fetch import fetch_state
from refverify.sources.http import make_session
from refverify.state import Ref, State
from refverify.state_file import load_state, save_state
from tests.simulators import start_simulators
from tests.simulators.fixtures import FAST_RATES, TRIAL, WORKS, planted_world, sim_config

ONLY_PUBMED = {"id": "w_pm", "title": "Nurse-led telephone follow-up after day surgery: a cluster trial",
               "authors": [{"family": "Hughes", "given": "Dana"}], "year": 2014, "journal": "BMJ Open",
               "pmid": "24400011", "indexed_in": ["pubmed"]}


def small_state() -> State:
    s = State()
    s.refs = {
        "1": Ref(ref_id="1", bib_pmid="30800001", bib_doi="10.1016/s2213-8587(19)30001-1", **TRIAL),
        "2": Ref(ref_id="2", bib_pmid="24400011", bib_title=ONLY_PUBMED["title"], bib_author_list=["Hughes D"],
                 bib_year=2014, bib_journal="BMJ Open", entry_type="article"),
        "3": Ref(ref_id="3", bib_doi="10.1007/ s00125-020-05300-2.", bib_title=WORKS[1]["title"],
                 bib_author_list=["Haddad R", "Novak T"], bib_year=2021, entry_type="article"),
    }
    return s


@pytest.fixture
def sims():
    world = planted_world()
    world["works"].append(ONLY_PUBMED)
    s = start_simulators(world, rates=FAST_RATES)
    yield s
    s.stop()


def run(sims, tmp_path, state=None, **cfg_kw):
    cfg = sim_config(sims, tmp_path, **cfg_kw)
    session = make_session(cfg, rates=FAST_RATES, backoff=0.05)
    return fetch_state(state or small_state(), cfg, session=session, progress=False), cfg


def test_service_down_gives_api_fail_then_resume_asks_only_the_failed(sims, tmp_path):
    # "the failed": the references left api_fail, and the service that failed for a reference
    # the others found (its record — abstract, retraction — is asked again, nothing else)
    sims.fault("pubmed", "down")
    state, cfg = run(sims, tmp_path)
    assert state.refs["2"].existence == "api_fail"
    assert "connection refused" in state.refs["2"].existence_note
    assert state.refs["1"].existence == "triangulated"          # Crossref + S2 still agree
    assert state.refs["3"].existence == "triangulated"          # DOI with a space and a trailing dot
    save_state(state, tmp_path / "verification_state.json")
    sims.clear()
    sims.reset_counts()
    again = fetch_state(load_state(tmp_path / "verification_state.json"), cfg,
                        session=make_session(cfg, rates=FAST_RATES, backoff=0.05), progress=False)
    assert again.refs["2"].existence == "single_source"
    assert again.refs["1"].existence == "triangulated"           # kept
    assert {name for name, _, path, _ in sims.log if "30800001" in path} == {"pubmed"}
    assert again.refs["1"].sources["pubmed"].status == "found"   # asked again only where it failed
    assert sims.counts["crossref"] == 0


def test_slow_service_times_out_and_others_answer(sims, tmp_path):
    sims.fault("semanticscholar", "slow", delay=1.5)
    state, _ = run(sims, tmp_path, timeout=0.4, max_retries=0)
    assert state.refs["1"].existence == "triangulated"           # PubMed + Crossref
    assert state.refs["1"].sources["semanticscholar"].error.startswith("semanticscholar unreachable: timeout")


def test_429_for_a_while_then_success_after_retry_after(sims, tmp_path):
    sims.fault("crossref", "429", seconds=1.0)
    state, _ = run(sims, tmp_path, max_retries=3)
    assert state.refs["3"].sources["crossref"].found
    assert state.refs["3"].existence == "triangulated"
    assert sims.counts["crossref"] >= 2


def test_html_instead_of_json(sims, tmp_path):
    sims.fault("semanticscholar", "html")
    state, _ = run(sims, tmp_path)
    err = state.refs["1"].sources["semanticscholar"].error
    assert err.startswith("semanticscholar: invalid response (JSONDecodeError")
    assert state.refs["1"].existence == "triangulated"


def test_truncated_xml(sims, tmp_path):
    sims.fault("pubmed", "truncated")
    state, _ = run(sims, tmp_path)
    assert state.refs["2"].existence == "api_fail"
    assert "pubmed: invalid response (ParseError" in state.refs["2"].existence_note


def test_empty_result_is_not_found_not_failure(sims, tmp_path):
    sims.fault("pubmed", "empty")
    state, _ = run(sims, tmp_path)
    assert state.refs["2"].existence == "not_found"
    assert state.refs["2"].sources["pubmed"].error.startswith("not found")


def test_warm_rerun_with_a_new_session_makes_zero_requests_and_offline_works(sims, tmp_path):
    first, cfg = run(sims, tmp_path)
    sims.reset_counts()
    warm = fetch_state(small_state(), cfg, session=make_session(cfg), progress=False)
    assert sims.total() == 0
    assert [r.existence for r in warm.refs.values()] == [r.existence for r in first.refs.values()]
    offline = fetch_state(small_state(), cfg.with_(offline=True), progress=False)
    assert sims.total() == 0 and offline.refs["2"].existence == "single_source"


def test_offline_cold_cache_is_api_fail_not_not_found(sims, tmp_path):
    state, _ = run(sims, tmp_path, offline=True)
    assert {r.existence for r in state.refs.values()} == {"api_fail"}
    assert "offline: not in cache" in state.refs["2"].existence_note
    assert sims.total() == 0
    assert state.meta.fetch.summary == ("0 found / 0 not found / 3 API failures / 0 title mismatches"
                                           " / 3 need full text")


def test_on_ref_done_is_called_after_each_round(sims, tmp_path):
    saved = []
    cfg = sim_config(sims, tmp_path)
    state = small_state()
    state.refs["4"] = Ref(ref_id="4", bib_title="Supervised exercise for adults with type 2 diabetes",
                          bib_author_list=["Lindqvist M"], bib_year=2019)
    fetch_state(state, cfg, session=make_session(cfg, rates=FAST_RATES), progress=False,
                on_ref_done=lambda s: saved.append({k: r.existence for k, r in s.refs.items()}))
    assert len(saved) == 2
    assert saved[0]["4"] == "pending" and saved[0]["1"] == "triangulated"
    assert saved[1]["4"] == "verified"
    assert "openalex" not in state.meta.fetch.sources
    assert state.meta.fetch.skipped["openalex"].startswith("no OpenAlex API key")
    assert all("openalex" not in r.sources for r in state.refs.values())
