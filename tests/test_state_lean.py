"""A lean state (issue 24 item 4): the services' records and raw excerpts are stored once per
reference in the content-addressed store beside the state, the state file names them by digest
and a loaded state gives the same values back when they are asked for."""
import json
import logging
import shutil

from refverify.core.blobs import BlobStore
from refverify.core.work import Work
from refverify.payloads import BLOBS_DIRNAME
from refverify.sources.base import found, missing
from refverify.state import Ref, State
from refverify.state_file import load_state, save_state


def _state() -> State:
    state = State()
    state.refs = {
        "1": Ref(ref_id="1", bib_title="Statins and hip fracture", api_abstract="Statins were studied.", sources={
            "crossref": found(Work(title="Statins and hip fracture", doi="10.1000/a", year=2019,
                                   authors=[{"family": "Okafor", "given": "Ngozi"}]), "doi",
                              raw='{"DOI": "10.1000/a"}', url="https://doi.org/10.1000/a"),
            "pubmed": found(Work(title="Statins and hip fracture", pmid="123", abstract="Statins were studied."),
                            "pmid", raw="<PubmedArticle>123</PubmedArticle>"),
            "dblp": missing("no close title")}),
        "2": Ref(ref_id="2", bib_title="Sleep and memory", sources={
            "openalex": found(Work(title="Sleep and memory", doi="10.1000/b"), "title_search", raw="{}")})}
    return state


def _blobs(folder):
    return sorted(p.name for p in (folder / BLOBS_DIRNAME).rglob("*.gz"))


def test_records_and_raw_excerpts_leave_the_state_file_and_come_back(tmp_path):
    original = _state()               # built once: its fetched_at times are compared below
    save_state(original.model_copy(deep=True), tmp_path)
    saved = json.loads((tmp_path / "verification_state.json").read_text(encoding="utf-8"))["refs"]
    crossref, pubmed, dblp = (saved["1"]["sources"][s] for s in ("crossref", "pubmed", "dblp"))
    assert (crossref["record"], crossref["raw"], pubmed["record"], pubmed["raw"]) == ({}, "", {}, "")
    assert crossref["payload"] == pubmed["payload"] != saved["2"]["sources"]["openalex"]["payload"]
    assert (dblp["payload"], dblp["error"], crossref["url"]) == ("", "not found: no close title", "https://doi.org/10.1000/a")
    assert saved["1"]["api_abstract"] == "Statins were studied."      # the abstract readers use stays inline
    blob = json.loads(BlobStore(tmp_path / BLOBS_DIRNAME).get_text(crossref["payload"]))
    assert sorted(blob) == ["crossref", "pubmed"]                       # one blob per reference
    assert blob["pubmed"]["raw"] == "<PubmedArticle>123</PubmedArticle>"
    assert len(_blobs(tmp_path)) == 2

    state = load_state(tmp_path)
    for rid, ref in original.refs.items():
        for name, result in ref.sources.items():
            again = state.refs[rid].sources[name]
            assert again.record == result.record and again.raw == result.raw
            assert again.model_dump(exclude={"payload"}) == result.model_dump(exclude={"payload"})


def test_a_second_save_writes_no_blob_and_a_changed_answer_keeps_the_others(tmp_path):
    save_state(_state(), tmp_path)
    first = _blobs(tmp_path)
    state = load_state(tmp_path)
    save_state(state, tmp_path)
    assert _blobs(tmp_path) == first
    state.refs["1"].sources["dblp"] = found(Work(title="Statins and hip fracture"), "title_search", raw="dblp hit")
    save_state(state, tmp_path)
    again = load_state(tmp_path).refs["1"].sources
    assert again["dblp"].raw == "dblp hit" and again["dblp"].record.title == "Statins and hip fracture"
    assert again["crossref"].record.doi == "10.1000/a" and again["pubmed"].raw == "<PubmedArticle>123</PubmedArticle>"
    assert len({again[s].payload for s in ("crossref", "pubmed", "dblp")}) == 1


def test_a_missing_blob_folder_loads_the_rest_and_says_so(tmp_path, caplog):
    save_state(_state(), tmp_path)
    shutil.rmtree(tmp_path / BLOBS_DIRNAME)
    state = load_state(tmp_path)                  # the records are not read at load
    ref = state.refs["1"]
    assert (ref.bib.title, ref.sources["crossref"].found, ref.sources["crossref"].url) == (
        "Statins and hip fracture", True, "https://doi.org/10.1000/a")
    with caplog.at_level(logging.WARNING, logger="refverify.payloads"):
        assert ref.sources["crossref"].record is None and ref.sources["crossref"].raw == ""
    assert any(BLOBS_DIRNAME in r.getMessage() and "not readable" in r.getMessage() for r in caplog.records)


def test_a_configured_key_echoed_in_a_raw_answer_is_not_stored(tmp_path):
    from refverify.core.secrets import register_secrets
    key = "k3y-lean-state-0042"
    register_secrets(key)
    state = _state()
    state.refs["2"].sources["openalex"].raw = f'{{"echo": "api_key={key}", "value": "{key}"}}'
    save_state(state, tmp_path)
    stored = [gz.read_bytes() for gz in (tmp_path / BLOBS_DIRNAME).rglob("*.gz")]
    import gzip
    assert stored and not any(key.encode() in gzip.decompress(b) for b in stored)
    assert key not in load_state(tmp_path).refs["2"].sources["openalex"].raw
