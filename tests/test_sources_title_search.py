"""Step B end to end on a small HALLMARK-style world (converted by tests/simulators/hallmark.py):
arXiv DataCite DOIs, unresolvable DOIs, preprint-only works cited with a conference, and title
searches spread across the services until two agree, with nothing sent twice."""
from __future__ import annotations

import json

import pytest

from refverify.sources.fetch import fetch_state
from refverify.sources.http import make_session
from refverify.state import Ref, State
from tests.simulators import start_simulators
from tests.simulators.dblp_sim import handle as dblp_handle
from tests.simulators.hallmark import convert_record, load_hallmark_world
from tests.simulators.world import World
from tests.simulators.fixtures import FAST_RATES, sim_config

A = lambda given, family, **kw: {"given": given, "family": family, **kw}  # noqa: E731
RECORDS = [
    {"id": "hm-w1", "title": "Sparse Lattice Routing for Streaming Graph Learners",
     "authors": [A("Wei", "Chen", dblp_suffix="0002"), A("Maria", "Okonkwo")], "year": 2022,
     "venue": "International Conference on Machine Learning", "venue_short": "ICML", "venue_type": "conference",
     "indexed_by": ["dblp", "openalex", "s2"]},
    {"id": "hm-w2", "title": "Tidal Memory Buffers for Long-Horizon Agents",
     "authors": [A("Ana", "Ribeiro"), A("Tom", "Walsh")], "year": 2026, "venue": "arXiv", "venue_short": "CoRR",
     "venue_type": "preprint", "arxiv_id": "2602.10001", "indexed_by": ["arxiv", "dblp", "openalex", "s2"]},
    {"id": "hm-w3", "title": "Calibrated Uncertainty for Seasonal Crop Forecasts",
     "authors": [A("Lena", "Hofmann"), A("Raj", "Iyer")], "year": 2021, "venue": "Machine Learning",
     "venue_short": "Mach. Learn.", "venue_type": "journal", "doi": "10.1007/s10994-021-00001-x",
     "volume": "110", "pages": "100-120", "indexed_by": ["crossref", "dblp", "openalex", "s2"]},
    {"id": "hm-w4", "title": "Quiet Gradients: Training Without Warmup",
     "authors": [A("Sam", "Adeyemi"), A("Kim", "Larsen")], "year": 2022,
     "venue": "Advances in Neural Information Processing Systems", "venue_short": "NeurIPS",
     "venue_s2": "Neural Information Processing Systems", "venue_type": "conference", "arxiv_id": "2205.10002",
     "indexed_by": ["arxiv", "dblp", "openalex", "s2"]},
]


def _ref(rid, title, authors, year, venue="", doi="", kind="inproceedings"):
    return Ref(ref_id=rid, key=rid, entry_type=kind, bib_title=title, bib_author_list=authors, bib_year=year,
               bib_journal=venue, bib_doi=doi)


def _state():
    state = State()
    state.refs = {r.ref_id: r for r in [
        _ref("r1", RECORDS[0]["title"], ["Chen, Wei", "Okonkwo, Maria"], 2022, "ICML"),
        _ref("r2", RECORDS[3]["title"], ["Adeyemi, Sam", "Larsen, Kim"], 2022, "NeurIPS",
             doi="10.48550/arXiv.2205.10002v2"),
        _ref("r3", RECORDS[2]["title"], ["Hofmann, Lena", "Iyer, Raj"], 2021, "Mach. Learn.",
             doi="10.99999/fake.4242", kind="article"),
        _ref("r4", "Harmonic Priors for Invented Benchmarks", ["Doe, Jane"], 2023, "ICML"),
        _ref("r5", RECORDS[1]["title"], ["Ribeiro, Ana", "Walsh, Tom"], 2026, "ICLR"),
    ]}
    state.recount()
    return state


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("hm")
    path = tmp / "world.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in RECORDS) + "\n", encoding="utf-8")
    sims = start_simulators(load_hallmark_world(path), rates=FAST_RATES)
    cfg = sim_config(sims, tmp, openalex_api_key="test-key")
    session = make_session(cfg, rates=FAST_RATES, backoff=0.05)
    state = fetch_state(_state(), cfg, session=session, progress=False)
    yield state, sims, cfg, session
    sims.stop()


def issues(ref):
    return [(i.field, i.severity) for i in ref.metadata_issues]


def test_converter_keeps_each_services_spelling():
    w = convert_record(RECORDS[3])
    assert (w["journal"], w["venue_dblp"], w["venue_s2"], w["arxiv"], w["type"]) == (
        "Advances in Neural Information Processing Systems", "NeurIPS", "Neural Information Processing Systems",
        "2205.10002", "proceedings-article")
    assert w["indexed_in"] == ["arxiv", "dblp", "openalex", "semanticscholar"]
    with pytest.raises(ValueError, match="line 1: not a HALLMARK world record"):
        load_hallmark_world_from_text('{"title": "no id"}')


def load_hallmark_world_from_text(text, tmp=None):
    import tempfile
    from pathlib import Path
    p = Path(tempfile.mkdtemp()) / "world.jsonl"
    p.write_text(text + "\n", encoding="utf-8")
    return load_hallmark_world(p)


def test_dblp_simulator_writes_homonym_numbers_and_upper_case_dois():
    world = World([convert_record(RECORDS[0]), convert_record(RECORDS[2])])
    _, _, body = dblp_handle(world, "GET", "/search/publ/api", {"q": RECORDS[2]["title"], "h": "1"}, b"")
    info = json.loads(body)["result"]["hits"]["hit"][0]["info"]
    assert info["doi"] == "10.1007/S10994-021-00001-X" and info["venue"] == "Mach. Learn."
    _, _, body = dblp_handle(world, "GET", "/search/publ/api", {"q": RECORDS[0]["title"], "h": "1"}, b"")
    assert json.loads(body)["result"]["hits"]["hit"][0]["info"]["authors"]["author"][0]["text"] == "Wei Chen 0002"


def test_conference_paper_without_identifier_is_triangulated_and_clean(run):
    ref = run[0].refs["r1"]
    assert ref.existence == "triangulated" and issues(ref) == []


def test_versioned_arxiv_doi_resolves_through_arxiv_and_semantic_scholar(run):
    ref = run[0].refs["r2"]
    assert ref.existence == "triangulated"
    assert issues(ref) == []
    assert set(ref.sources) == {"arxiv", "semanticscholar"}


def test_unresolvable_doi_is_an_error_naming_the_right_doi(run):
    ref = run[0].refs["r3"]
    assert issues(ref) == [("doi", "error")]
    assert ref.metadata_issues[0].source_value == "10.1007/s10994-021-00001-x"
    assert ref.metadata_issues[0].bib == "10.99999/fake.4242"


def test_invented_work_is_not_found(run):
    assert run[0].refs["r4"].existence == "not_found"


def test_preprint_only_work_cited_with_a_conference_is_an_error(run):
    ref = run[0].refs["r5"]
    assert issues(ref) == [("venue", "error")]
    assert ref.metadata_issues[0].message == "cited as published in 'ICLR', but only a preprint is known"


def test_title_searches_stop_once_two_sources_agree_and_nothing_is_sent_twice(run):
    state, sims, cfg, session = run
    queries = [(name, path, body) for name, _m, path, body in sims.log]
    assert len(queries) == len(set(queries))           # no request sent twice
    # r3's work, found by OpenAlex's title search, is confirmed by its DOI at Semantic Scholar or
    # found again by Crossref's search (whichever comes first): never both
    s2_confirm = b'{"ids": ["DOI:10.1007/s10994-021-00001-x"]}' in [b for n, _m, p, b in sims.log if n == "semanticscholar"]
    crossref_search = any(n == "crossref" and "Calibrated" in p for n, _m, p, _b in sims.log)
    assert s2_confirm != crossref_search
    # r1, r3 (its DOI resolves nowhere), r4, r5 are searched by title: OpenAlex first for each;
    # Crossref searches the invented r4 once OpenAlex, Semantic Scholar and DBLP all missed it,
    # and perhaps r3 (above); nothing else.
    crossref_searches = [p for n, _m, p, _b in sims.log if n == "crossref" and "query.bibliographic" in p]
    assert any("Harmonic" in p for p in crossref_searches)
    assert all("Harmonic" in p or "Calibrated" in p for p in crossref_searches)
    assert sum(1 for n, _m, p, _b in sims.log if n == "openalex" and "search=" in p) == 4


def test_warm_rerun_sends_nothing(run):
    state, sims, cfg, session = run
    sims.reset_counts()
    again = fetch_state(_state(), cfg, session=session, progress=False)
    assert sims.total() == 0
    assert [again.refs[r].existence for r in ("r1", "r3", "r4")] == ["triangulated", "verified", "not_found"]


def test_a_service_without_batches_never_waits_for_hits_to_confirm():
    """Regression: Crossref was offered hits to confirm by DOI but confirms nothing in batches;
    it waited for them forever. Now it searches the titles itself and the search ends."""
    import threading
    from refverify.sources.base import Query, failed, found, missing
    from refverify.sources.search import TitleSearch

    class Searcher:
        def __init__(self):
            self.asked = []

        def lookup(self, queries, session, config):
            from refverify.sources import http
            if getattr(http._local, "cache_only", False):   # nothing cached: a first run
                return {q.ref_id: failed("not in cache", code="offline") for q in queries}
            self.asked += [q.ref_id for q in queries]
            return {q.ref_id: missing("no close title") for q in queries}

    crossref = Searcher()
    queries = {"a": Query(ref_id="a", title="Some title"), "b": Query(ref_id="b", title="Other title")}
    collected = {"a": {"openalex": found({"doi": "10.1/x", "title": "Some title"}, "title_search")}, "b": {}}
    search = TitleSearch(queries, {}, collected, ["crossref"], {"crossref": crossref}, lambda s, q: True,
                         lambda rid: 1 if rid == "a" else 0, None, None,
                         confirm=lambda s, rid: queries[rid].model_copy(update={"doi": "10.1/x"}) if rid == "a" else None)
    done = threading.Thread(target=search.run, daemon=True)
    done.start()
    done.join(timeout=10)
    assert not done.is_alive()
    assert sorted(crossref.asked) == ["a", "b"]
