"""Step B's local provider: the index answers first, no request for what it settles; the rest
falls through to the services; the snapshot dates reach the state and the report."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

pytest.importorskip("duckdb", reason="the 'index' extra (duckdb, pyarrow) is not installed")

from bench.index_synth import from_world, write_snapshots
from refverify.config import Config
from refverify.index import build_index
from refverify.report.verification import api_sources_line
from refverify.sources.fetch import fetch_state
from refverify.sources.http import make_session
from refverify.state import Ref
from tests.simulators import start_simulators
from tests.simulators.fixtures import FAST_RATES

spec = importlib.util.spec_from_file_location("fetch_bench", Path(__file__).resolve().parents[1] / "bench" / "fetch_bench.py")
fetch_bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fetch_bench)

SOURCES = ("openalex", "crossref", "pubmed")


@pytest.fixture(scope="module")
def thesis(tmp_path_factory):
    """The fetch bench's 150-reference thesis and its world; the index holds all but work b001."""
    world, state = fetch_bench.make_world_and_state()
    tmp = tmp_path_factory.mktemp("local")
    works = from_world(world["works"])
    write_snapshots(works[1:], tmp / "snap", date="2026-11-01", sources=SOURCES)
    build_index([tmp / "snap"], tmp / "idx", log=lambda m: None)
    sims = start_simulators(world, rates=FAST_RATES)
    yield world, state, tmp, sims
    sims.stop()


def _run(state, tmp, sims, **cfg):
    sims.reset_counts()
    cache = tmp / f"cache{len(list(tmp.glob('cache*')))}.sqlite"      # each run its own HTTP cache
    config = Config(email="t@example.org", cache_path=str(cache), urls=sims.urls(),
                    index=str(tmp / "idx"), **cfg)
    return fetch_state(state.model_copy(deep=True), config, session=make_session(config, rates=FAST_RATES),
                       progress=False, force=True)


def test_indexed_references_need_no_request_and_the_missing_one_falls_through(thesis):
    world, state, tmp, sims = thesis
    done = _run(state, tmp, sims)
    assert {r.existence for r in done.refs.values()} == {"triangulated"}
    info = done.meta.fetch.index
    assert (info["answered"], info["asked_live"], info["newer_than_snapshot"]) == (149, 1, 0)
    assert info["snapshots"] == {s: "2026-11-01" for s in ("crossref", "openalex", "pubmed")}
    # Only reference 1 (work b001, not in the snapshots) was asked of the services.
    asked = {s: n for s, n in sims.counts.items() if n}
    assert asked and done.meta.fetch.requests == {**{s: 0 for s in done.meta.fetch.requests}, **asked}
    live = done.refs["1"]
    assert all(getattr(r, "snapshot", "") == "" for r in live.sources.values())
    local = done.refs["2"]
    assert sorted(local.sources) == ["crossref", "openalex", "pubmed"]
    assert {s: (r.matched_by, r.snapshot) for s, r in local.sources.items()} == {
        "crossref": ("doi", "2026-11-01"), "openalex": ("pmid", "2026-11-01"), "pubmed": ("pmid", "2026-11-01")}
    assert local.existence_note == "agreeing sources: pubmed, crossref, openalex"
    assert local.sources["pubmed"].url == "https://pubmed.ncbi.nlm.nih.gov/30000001/"
    b002 = world["works"][1]
    assert (local.record.title, local.record.year, local.record.pmid, local.record.doi) == (
        b002["title"] + ".", b002["year"], "30000001", "10.5555/bench.0002")
    assert done.meta.fetch.summary.endswith(
        "(checked against Crossref snapshot 2026-11-01, OpenAlex snapshot 2026-11-01, PubMed snapshot 2026-11-01)")
    assert api_sources_line(done).endswith(
        "(checked against Crossref snapshot 2026-11-01, OpenAlex snapshot 2026-11-01, PubMed snapshot 2026-11-01)")


def test_a_work_newer_than_the_snapshot_goes_to_the_services(thesis):
    world, state, tmp, sims = thesis
    one = state.model_copy(deep=True)
    newer = one.refs["1"].model_copy(deep=True)
    newer.bib.year = 2027
    one.refs = {"1": newer, "2": one.refs["2"]}
    done = _run(one, tmp, sims)
    info = done.meta.fetch.index
    assert (info["answered"], info["asked_live"], info["newer_than_snapshot"]) == (1, 1, 1)
    assert sims.total() > 0 and done.refs["1"].existence in ("triangulated", "verified")
    assert done.refs["2"].existence == "triangulated"


def test_all_indexed_thesis_makes_zero_requests(thesis):
    world, state, tmp, sims = thesis
    rest = state.model_copy(deep=True)
    rest.refs = {k: v for k, v in rest.refs.items() if k != "1"}
    done = _run(rest, tmp, sims)
    assert sims.total() == 0 and sum(done.meta.fetch.requests.values()) == 0
    assert done.meta.fetch.index["answered"] == 149
    assert {r.existence for r in done.refs.values()} == {"triangulated"}


def test_a_reference_without_identifiers_is_settled_by_its_title(thesis, tmp_path):
    world, state, tmp, sims = thesis
    w = world["works"][4]
    ref = Ref(ref_id="t1", number=1, bib_title=w["title"].replace("cohort", "cohort study"),
              bib_author_list=[f"{w['authors'][0]['family']} {w['authors'][0]['given'][0]}"], bib_year=w["year"],
              entry_type="article")
    one = state.model_copy(deep=True)
    one.refs = {"t1": ref}
    done = _run(one, tmp, sims)
    assert sims.total() == 0
    got = done.refs["t1"]
    assert got.existence == "triangulated" and {r.matched_by for r in got.sources.values()} == {"title_search"}
    assert got.record.doi == w["doi"]


def test_an_index_folder_that_is_not_one_is_a_one_line_error(thesis, tmp_path):
    from refverify.errors import RefverifyError
    world, state, tmp, sims = thesis
    config = Config(email="t@example.org", cache_path=str(tmp_path / "c.sqlite"), urls=sims.urls(),
                    index=str(tmp_path / "nothing"))
    with pytest.raises(RefverifyError, match="nothing: not a refverify index"):
        fetch_state(state.model_copy(deep=True), config, progress=False)
