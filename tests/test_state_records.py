"""One bibliographic record (issue 21): a reference holds the entry as written (``Ref.bib``) and
the record Step B found (``Ref.record``, a ``Work``); the state file keeps the seed's flat
``bib_*`` / ``api_*`` keys, so a state written by main loads and saves back unchanged.

The fixtures are `refverify demo` states as main wrote them: at fed47a4 (thesis and paper, state
schema 3) and at 6800097 (thesis, schema 2, before the records)."""
import gzip
import json

import pytest

from refverify.core.work import BibSide, Work
from refverify.state import Ref
from refverify.state_file import STATE_FILENAME, load_state, save_state
from tests.test_state_compat import GOLDEN

MAIN = {which: GOLDEN.with_name(f"state_main_fed47a4_{which}.json.gz") for which in ("thesis", "paper")}
MAIN["6800097"] = GOLDEN.with_name("state_main_6800097_thesis.json.gz")


def _main_state(folder, which):
    folder.mkdir(parents=True, exist_ok=True)
    text = gzip.decompress(MAIN[which].read_bytes())
    (folder / STATE_FILENAME).write_bytes(text)
    return folder, text


@pytest.mark.parametrize("which", ["thesis", "paper"])
def test_a_demo_state_of_main_saves_back_byte_for_byte(tmp_path, which):
    folder, text = _main_state(tmp_path, which)
    save_state(load_state(folder), folder)
    assert (folder / STATE_FILENAME).read_bytes() == text


@pytest.mark.parametrize("which", ["thesis", "paper"])
def test_every_record_read_then_saved_gives_the_same_bytes(tmp_path, which):
    # a record asked for is built as a Work and written back from it: the same api_* values
    folder, text = _main_state(tmp_path, which)
    state = load_state(folder)
    found = [ref for ref in state.refs.values() if ref.record is not None]
    assert len(found) == {"thesis": 38, "paper": 16}[which]
    for ref in state.refs.values():
        ref.bib.title = ref.bib.title
    save_state(state, folder)
    assert (folder / STATE_FILENAME).read_bytes() == text


def test_a_schema_2_state_keeps_every_reference_field_as_written(tmp_path):
    # main at 6800097 (schema 2): migrated to the judgments' status / reason, each reference's
    # bib_* / api_* and other keys come back with the same values in the same order
    folder, text = _main_state(tmp_path, "6800097")
    save_state(load_state(folder), folder)
    before = json.loads(text)["refs"]
    after = json.loads((folder / STATE_FILENAME).read_text(encoding="utf-8"))["refs"]
    assert list(after) == list(before) and len(after) == 46
    for rid, ref in before.items():
        assert list(after[rid]) == list(ref)
        assert {k: v for k, v in after[rid].items() if k != "judgments"} == {
            k: v for k, v in ref.items() if k != "judgments"}
        assert [{k: v for k, v in j.items() if k not in ("status", "reason")} for j in after[rid]["judgments"]] \
            == ref["judgments"]


def test_the_flat_keys_read_into_the_entry_and_the_record(tmp_path):
    folder, text = _main_state(tmp_path, "6800097")
    flat = json.loads(text)["refs"]["2"]
    ref = load_state(folder).refs["2"]
    assert isinstance(ref.bib, BibSide) and isinstance(ref.record, Work)
    assert (ref.bib.title, ref.bib.year, ref.bib.doi, ref.bib.origin, ref.bib.line) == (
        flat["bib_title"], flat["bib_year"], flat["bib_doi"], flat["bib_origin"], flat["bib_line"])
    assert ref.bib.author_list == flat["bib_author_list"] and ref.bib.raw == flat["bib_raw"]
    assert (ref.record.source, ref.record.title, ref.record.year, ref.record.doi, ref.record.pmid) == (
        flat["api_source"], flat["api_title"], flat["api_year"], flat["api_doi"], flat["api_pmid"])
    assert ref.record.names() == flat["api_authors"] and (ref.record.source, flat["bib_line"]) == ("pubmed", 12)
    assert (ref.record.type, ref.record.abstract) == (flat["api_article_type"], flat["api_abstract"])
    assert not any(key.startswith(("bib_", "api_")) for key in ref.__dict__)


def test_a_reference_without_a_record_writes_the_seeds_empty_api_keys():
    ref = Ref(ref_id="7", bib_title="A study", bib_year=2020, bib_doi="10.1000/ABC")
    assert (ref.bib.title, ref.bib.year, ref.bib.doi, ref.record) == ("A study", 2020, "10.1000/ABC", None)
    out = json.loads(ref.model_dump_json())
    assert (out["bib_title"], out["bib_doi"], out["api_title"], out["api_authors"], out["api_doi"]) == (
        "A study", "10.1000/ABC", None, [], None)
    keys = list(out)
    assert keys[keys.index("entry_type") + 1] == "bib_title"
    assert keys[keys.index("existence_note") + 1:keys.index("abstract_source")] == [
        "api_source", "api_title", "api_authors", "api_year", "api_journal", "api_volume", "api_issue",
        "api_pages", "api_doi", "api_pmid", "api_arxiv", "api_article_type", "api_abstract"]
    assert "bib" not in out and "record" not in out and "stored_api" not in out


def test_a_record_set_in_code_is_written_flat_and_read_back():
    ref = Ref(ref_id="7", bib_title="A study")
    ref.record = Work(source="crossref", title="A Study", authors=["Smith J", "Doe A"], year="2021",
                      journal="J Test", doi="https://doi.org/10.1000/XYZ", type="Journal Article")
    out = json.loads(ref.model_dump_json())
    assert [out[k] for k in ("api_source", "api_title", "api_authors", "api_year", "api_journal",
                             "api_volume", "api_doi", "api_article_type", "api_abstract")] == [
        "crossref", "A Study", ["Smith J", "Doe A"], 2021, "J Test", None, "10.1000/xyz",
        "Journal Article", None]
    back = Ref.model_validate(out)
    assert back == ref and back.record.doi == "10.1000/xyz"
    ref.record = None
    assert json.loads(ref.model_dump_json())["api_title"] is None


def test_the_flat_names_are_not_attributes_of_a_reference():
    # ref.bib_title = … would otherwise become a silent extra key beside ref.bib.title
    ref = Ref(ref_id="7", bib_title="A study", api_title="A Study")
    with pytest.raises(AttributeError, match="stored in ref.bib / ref.record"):
        ref.bib_title = "Another"
    with pytest.raises(AttributeError):
        ref.api_title  # noqa: B018
    assert (ref.bib.title, ref.record.title, ref.model_extra) == ("A study", "A Study", {})
