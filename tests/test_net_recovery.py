"""Failures that recover: a reference left api_fail by an outage is asked again by the next
`run` (not only by `fetch`), and its claims are judged once a source answers."""
from __future__ import annotations

import pytest

from refverify import api
from refverify.config import Config
from tests.faults_fixtures import paper
from tests.simulators import start_simulators
from tests.simulators.fixtures import FAST_RATES, planted_world


@pytest.fixture
def sims():
    s = start_simulators(planted_world(), rates=FAST_RATES)
    yield s
    s.stop()


def _cfg(sims, tmp_path) -> Config:
    return Config(email="t@example.org", cache_path=str(tmp_path / "cache.sqlite"), urls=sims.urls(),
                  timeout=3.0, max_retries=0, rate_limits=dict(FAST_RATES))


def test_run_retries_what_an_outage_left_api_fail(sims, tmp_path):
    ms = paper(tmp_path / "ms")
    out = tmp_path / "out"
    for name in sims.services:    # a 503 HTML page from every service
        sims.fault(name, "error", status=503)
    first = api.run(ms, out=out, config=_cfg(sims, tmp_path), progress=False)
    assert {r.key: r.existence for r in first.refs.values()} == {
        "lindqvist2019": "api_fail", "zhou2021fake": "api_fail", "moreau2018": "api_fail"}
    assert first.meta.fetch.incomplete == 3
    sims.clear()
    sims.reset_counts()
    second = api.run(ms, out=out, config=_cfg(sims, tmp_path), progress=False)
    existence = {r.key: r.existence for r in second.refs.values()}
    assert existence["lindqvist2019"] == "triangulated" and existence["zhou2021fake"] == "not_found"
    assert "api_fail" not in existence.values() and second.meta.fetch.incomplete == 0
    assert sims.total() > 0
    lindqvist = next(r for r in second.refs.values() if r.key == "lindqvist2019")
    verdicts = [lindqvist.judgment_for(c.claim_id) for c in lindqvist.claims]
    assert verdicts and all(j is not None and j.verdict is not None for j in verdicts)
    # nothing left to retry: a third run sends nothing
    sims.reset_counts()
    api.run(ms, out=out, config=_cfg(sims, tmp_path), progress=False)
    assert sims.total() == 0


def test_network_settings_from_the_config_file_and_environment(tmp_path, monkeypatch):
    from refverify.config import load_config
    from refverify.errors import RefverifyError
    from refverify.sources.http import make_session
    path = tmp_path / "refverify.toml"
    path.write_text('[refverify]\nretry_after_cap = 30\nrequest_deadline = 45\nrate_margin = 0.1\n'
                    '[refverify.rate_limits]\nsemanticscholar = 0.5\n', encoding="utf-8")
    monkeypatch.setenv("REFVERIFY_FETCH_DEADLINE", "600")
    cfg = load_config(path)
    assert (cfg.retry_after_cap, cfg.request_deadline, cfg.fetch_deadline, cfg.rate_margin, cfg.rate_limits) == (
        30.0, 45.0, 600.0, 0.1, {"semanticscholar": 0.5})
    session = make_session(cfg.with_(cache_path=str(tmp_path / "c.sqlite")))
    s2 = session.limiters["semanticscholar"]
    assert (session.retry_after_cap, session.request_deadline, s2.rate, s2.window, s2.margin) == (
        30.0, 45.0, 0.5, 2.0, 0.1)
    path.write_text('[refverify]\nrate_limits = "fast"\n', encoding="utf-8")
    with pytest.raises(RefverifyError, match=r"setting 'rate_limits' must be a table of service = requests per second"):
        load_config(path)
