"""Step B finds and fetches the open full text of the identified references (issue 25): Europe
PMC's JATS for a PMCID (from PubMed, OpenAlex or the ID converter), arXiv's PDF of the cited
version, the open PDFs OpenAlex / Semantic Scholar / Unpaywall point to; the state keeps a
pointer, the bytes are in the blob store. Against the local simulators only."""
import json

import pytest

from refverify.sources.fetch import fetch_state
from refverify.sources.fulltext_fetch import fulltext_pass
from refverify.core.fulltext_store import load_fulltext
from refverify.sources.http import make_session
from refverify.state_file import save_state
from tests.fulltext_fixtures import FAST, OPEN, config_for, fulltext_state, fulltext_world
from tests.simulators import start_simulators

pytest.importorskip("pymupdf", reason="the simulators make their PDFs with pymupdf (test extra)")


@pytest.fixture
def sims():
    s = start_simulators(fulltext_world(), rates=FAST, fulltext=True)
    yield s
    s.stop()


def _run(sims, tmp_path, state=None, **cfg):
    config = config_for(sims, tmp_path, **cfg)
    state = state or fulltext_state()
    with make_session(config, rates=FAST) as session:
        fetch_state(state, config, progress=False, session=session)
    return state, config


def test_open_full_texts_are_found_fetched_and_kept_outside_the_state(sims, tmp_path):
    state, config = _run(sims, tmp_path)
    ft = {rid: r.fulltext for rid, r in state.refs.items()}
    assert {rid: (f.status, f.kind, f.source, f.licence, f.version) for rid, f in ft.items() if f.fetched} == {
        "1": ("fetched", "jats", "europepmc", "cc-by", ""),        # PMCID from PubMed
        "2": ("fetched", "jats", "europepmc", "cc-by-nc", ""),     # PMCID from the ID converter
        "3": ("fetched", "pdf", "arxiv", "", "v1"),                # the version the entry cites
        "4": ("fetched", "pdf", "openalex", "cc-by", ""),
        "5": ("fetched", "pdf", "s2", "cc-by", ""),
        "6": ("fetched", "pdf", "unpaywall", "cc-by", ""),
        "11": ("fetched", "pdf", "arxiv", "", ""),                # the preprint S2 names, its latest version
    }
    assert ft["3"].url.endswith("/2004.05678v1") and ft["11"].url.endswith("/2101.00011")
    assert {rid: ft[rid].status for rid in ("7", "8", "9", "10")} == {
        "7": "none_open", "8": "none_open", "9": "none_open", "10": "skipped"}
    assert "is no PDF (text/html: a landing page?)" in ft["8"].reason
    assert "europepmc: not there (HTTP 404)" in ft["9"].reason
    assert ft["10"].reason == "the work is not identified (not_found)"
    kind, data = load_fulltext(state.refs["1"], config)
    assert kind == "jats" and b"One-year mortality was 17.9% with early mobilisation" in data
    assert load_fulltext(state.refs["3"], config)[1].startswith(b"%PDF")
    # the state holds the pointer (hash, size), not the text
    path = save_state(state, tmp_path / "out")
    text = path.read_text(encoding="utf-8")
    assert "17.9%" not in text and "%PDF" not in text
    saved = json.loads(text)["refs"]["1"]["fulltext"]
    assert saved["sha256"] == ft["1"].sha256 and saved["bytes"] == len(data)
    summary = state.meta.fetch.fulltext
    assert summary["status"] == {"fetched": 7, "none_open": 3, "skipped": 1}
    assert summary["by_source"] == {"europepmc": 2, "arxiv": 2, "openalex": 1, "s2": 1, "unpaywall": 1}
    # one ID-converter request and one Semantic Scholar batch for all; Unpaywall only where OpenAlex had nothing
    assert sims.counts["idconv"] == 1 and sims.counts["unpaywall"] == 1
    assert sum(1 for name, method, path, body in sims.log
               if name == "semanticscholar" and "openAccessPdf" in path) == 1


def test_a_warm_rerun_asks_nothing(sims, tmp_path):
    state, _ = _run(sims, tmp_path)
    sims.reset_counts()
    _run(sims, tmp_path, state=state)                 # the same state: every reference settled
    assert sims.total() == 0
    again, _ = _run(sims, tmp_path)                   # a new state, the same HTTP cache
    # only the web page in place of ref 8's PDF is asked again: an HTML answer is never cached
    # (it may be a challenge page the next run gets past)
    assert [(name, path) for name, _, path, _ in sims.log] == [("oa", "/pdf/" + sims.world.works[7]["paper_id"] + ".pdf")]
    assert [r.fulltext.sha256 for r in again.refs.values()] == [r.fulltext.sha256 for r in state.refs.values()]


def test_a_full_text_is_stored_once_not_also_in_the_http_cache(sims, tmp_path):
    state, config = _run(sims, tmp_path)
    with make_session(config, rates=FAST) as session:
        bodies = [r.content for r in session.cache.responses.values()]
    assert bodies and not [b for b in bodies if b.startswith(b"%PDF") or b"<article" in b[:400]]
    blobs = [p for p in (tmp_path / "fulltext").rglob("*.gz")]
    assert len(blobs) == 7


def test_no_fulltext_skips_the_pass(sims, tmp_path):
    state, _ = _run(sims, tmp_path, fulltext=False)
    assert all(r.fulltext is None for r in state.refs.values())
    assert state.meta.fetch.fulltext == {"skipped": "not looked for (--no-fulltext)"}
    assert sims.counts["europepmc"] == sims.counts["oa"] == sims.counts["arxiv_pdf"] == 0


def test_offline_answers_from_the_cache_only(sims, tmp_path):
    state, config = _run(sims, tmp_path, fulltext=False)
    sims.reset_counts()
    config = config.with_(fulltext=True)
    with make_session(config.with_(offline=True), rates=FAST) as session:
        fulltext_pass(state, config.with_(offline=True), session)
    assert sims.total() == 0
    assert {rid: r.fulltext.status for rid, r in state.refs.items() if rid in OPEN} == {rid: "failed" for rid in OPEN}
    assert "not in cache" in state.refs["1"].fulltext.reason
    # online again: what failed is fetched
    with make_session(config, rates=FAST) as session:
        fulltext_pass(state, config, session)
    assert [rid for rid, r in state.refs.items() if r.fulltext.fetched] == list(OPEN)
    # offline, a new state of the same manuscript: metadata from the HTTP cache, full texts from the store
    sims.reset_counts()
    again, _ = _run(sims, tmp_path, offline=True)
    assert sims.total() == 0
    assert [rid for rid, r in again.refs.items() if r.fulltext.fetched] == list(OPEN)


def test_a_full_text_over_the_size_cap_is_not_kept(sims, tmp_path):
    state, config = _run(sims, tmp_path, fulltext_max_mb=2000 / 2 ** 20)     # 2000 bytes
    ref = state.refs["1"]                                                   # its JATS is larger
    assert ref.fulltext.status == "too_large" and "more than 2000" in ref.fulltext.reason
    assert state.refs["4"].fulltext.fetched and state.refs["4"].fulltext.bytes < 2000
    assert load_fulltext(ref, config) is None


def test_a_pdf_the_user_supplied_wins(sims, tmp_path):
    import pymupdf
    folder = tmp_path / "pdfs"
    folder.mkdir()
    doc = pymupdf.open()
    doc.new_page().insert_text((50, 60), "Early mobilisation after hip fracture surgery and one-year survival")
    doc.save(str(folder / "mine.pdf"))
    config = config_for(sims, tmp_path)
    state = fulltext_state()
    with make_session(config, rates=FAST) as session:
        fetch_state(state, config, progress=False, session=session, pdf_dir=folder)
    ft = state.refs["1"].fulltext
    assert (ft.status, ft.kind, ft.source, ft.url) == ("fetched", "pdf", "user", str(folder / "mine.pdf"))
    assert load_fulltext(state.refs["1"], config) == ("pdf", (folder / "mine.pdf").read_bytes())
    assert sum(1 for name, _, path, _ in sims.log if name == "europepmc" and "PMC7000001" in path) == 0
    assert state.meta.fetch.pdfs == {"1": "mine.pdf"}     # the run's record keeps the match (issue 21)


def test_a_config_without_full_text_services_skips_the_pass(sims, tmp_path):
    six = {k: v for k, v in sims.urls().items() if k in ("pubmed", "crossref", "semanticscholar", "openalex", "arxiv", "dblp")}
    state, _ = _run(sims, tmp_path, urls=six)
    assert state.meta.fetch.fulltext["skipped"].startswith("no full-text service configured")
    assert all(r.fulltext is None for r in state.refs.values())


def test_the_real_limits_are_kept(tmp_path):
    """Every service at its published limit, enforced strictly: not one 429."""
    with start_simulators(fulltext_world(), fulltext=True) as strict:
        config = config_for(strict, tmp_path, max_retries=0)
        state = fulltext_state()
        with make_session(config) as session:
            fetch_state(state, config, progress=False, session=session)
        assert dict(strict.too_many) == {}
        assert sorted(rid for rid, r in state.refs.items() if r.fulltext.fetched) == sorted(OPEN)


@pytest.mark.parametrize("flag", [[], ["--no-fulltext"]])
def test_the_command_line_fetch_and_its_no_fulltext_flag(sims, tmp_path, monkeypatch, flag):
    from refverify.cli import main
    from refverify.state_file import load_state
    for name, url in sims.urls().items():
        monkeypatch.setenv(f"REFVERIFY_{name.upper()}_URL", url)
    monkeypatch.setenv("REFVERIFY_FULLTEXT", "true")
    monkeypatch.setenv("REFVERIFY_EMAIL", "ci@example.org")
    monkeypatch.setenv("OPENALEX_API_KEY", "k")
    save_state(fulltext_state(), tmp_path / "out")
    assert main(["fetch", str(tmp_path / "out"), "--quiet", *flag]) == 0
    state = load_state(tmp_path / "out")
    fetched = [rid for rid, r in state.refs.items() if r.fulltext is not None and r.fulltext.fetched]
    assert fetched == ([] if flag else list(OPEN))
    assert (sims.counts["europepmc"] == 0) == bool(flag)


def test_the_terminal_summary_tells_the_full_texts(sims, tmp_path):
    from refverify import api
    state, _ = _run(sims, tmp_path)
    assert api.fetch_summary(state).splitlines()[-1] == (
        "Full text: 7 fetched (2 arxiv, 2 europepmc, 1 openalex, 1 s2, 1 unpaywall) / 3 with no open version found")
    skipped, _ = _run(sims, tmp_path / "off", fulltext=False)
    assert api.fetch_summary(skipped).splitlines()[-1].startswith("Step B: ")


def test_pmc_answers_when_europe_pmc_is_down(sims, tmp_path):
    sims.fault("europepmc", "error", status=503)
    state, config = _run(sims, tmp_path, max_retries=0)
    ft = state.refs["1"].fulltext
    assert (ft.status, ft.kind, ft.source, ft.licence) == ("fetched", "jats", "pmc", "cc-by")
    kind, data = load_fulltext(state.refs["1"], config)
    assert data.startswith(b"<article") and data.endswith(b"</article>") and b"17.9%" in data
    # outside the open-access subset PMC says so: no open version (Europe PMC's failure is moot)
    ft9 = state.refs["9"].fulltext
    assert ft9.status == "none_open" and "pmc: PMC OAI: cannotDisseminateFormat" in ft9.reason
    # with Europe PMC answering, PMC is not asked
    sims.clear("europepmc")
    sims.reset_counts()
    _run(sims, tmp_path / "again")
    assert sims.counts["europepmc"] == 3 and sims.counts["pmc_oai"] == 0


def test_a_host_that_refuses_is_no_open_version_not_a_failure(tmp_path):
    world = fulltext_world()
    next(w for w in world["works"] if w["id"] == "oa")["oa_refused"] = True
    with start_simulators(world, rates=FAST, fulltext=True) as s:
        state, _ = _run(s, tmp_path)
    ft = state.refs["4"].fulltext
    assert ft.status == "none_open" and "refused (HTTP 403)" in ft.reason
