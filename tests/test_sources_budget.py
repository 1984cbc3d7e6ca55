"""Request budget on the benchmark's 150-reference thesis (simulators at fast limits, no latency)."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from refverify.config import Config
from refverify.sources.fetch import fetch_state
from refverify.sources.http import make_session
from tests.simulators import start_simulators
from tests.simulators.fixtures import FAST_RATES

spec = importlib.util.spec_from_file_location("fetch_bench", Path(__file__).resolve().parents[1] / "bench" / "fetch_bench.py")
fetch_bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(fetch_bench)


def test_150_references_take_at_most_45_requests_and_none_when_warm(tmp_path):
    world, state = fetch_bench.make_world_and_state()
    sims = start_simulators(world, rates=FAST_RATES)
    try:
        cfg = Config(email="t@example.org", cache_path=str(tmp_path / "c.sqlite"), urls=sims.urls())
        done = fetch_state(state.model_copy(deep=True), cfg, session=make_session(cfg, rates=FAST_RATES),
                           progress=False)
        assert {r.existence for r in done.refs.values()} == {"triangulated"}
        assert sims.total() <= 45
        assert sims.counts["pubmed"] == 4            # esearch + efetch, by id then by title
        # one batch by id, one batch confirming PubMed's title hits, one sweep confirming Crossref's
        assert sims.counts["semanticscholar"] == 3
        # Crossref: one list request for 45 DOIs + one search per title PubMed does not know (8).
        assert sims.counts["crossref"] == 1 + 8
        assert done.meta.fetch.requests["pubmed"] == 4
        sims.reset_counts()
        fetch_state(state.model_copy(deep=True), cfg, progress=False)
        assert sims.total() == 0
    finally:
        sims.stop()
