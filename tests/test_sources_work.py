"""One typed record for a work: what the providers answer, normalised once, saved as schema 2 saved it."""
import json

from refverify.core.blobs import BlobStore
from refverify.core.work import Author, Update, Work, as_work
from refverify.sources.base import found, missing
from refverify.records.crossref import parse_work
from refverify.state import SCHEMA_VERSION
from refverify.state_file import load_state, save_state

# A found record exactly as a schema-2 state stores it (every key the record dicts had).
SAVED = {"id": "10.1000/xyz.7", "title": "A trial of something", "alt_titles": [],
         "authors": [{"family": "Okafor", "given": "Ngozi"}, {"name": "The TRIAL Study Group"}],
         "venue": "", "notice_of": "", "year": 2019, "year_online": 2018, "journal": "Journal of Trials",
         "journal_abbrev": "J Trials", "volume": "12", "issue": "3", "pages": "101-109",
         "doi": "10.1000/xyz.7", "pmid": "", "arxiv": "", "type": "journal-article", "article_types": [],
         "abstract": "", "language": "en", "updates": [{"kind": "retracted", "notice": "10.1000/xyz.99"}],
         "published_doi": "", "preprint_doi": "", "journal_ref": "", "is_preprint": False}


def test_a_work_is_normalised_once_when_built():
    w = Work(doi="https://doi.org/10.1000/ABC.1", year="2020", pmid="PMID: 123", arxiv="arXiv:2106.01345v2",
             authors=["Group X", {"family": "Li", "given": "Wei"}], volume=12)
    assert (w.doi, w.year, w.pmid, w.arxiv, w.volume) == ("10.1000/abc.1", 2020, "123", "2106.01345", "12")
    assert w.authors == [Author(name="Group X"), Author(family="Li", given="Wei")]
    assert w.ids == {"doi": "10.1000/abc.1", "pmid": "123", "arxiv": "2106.01345"}


def test_a_provider_answers_a_work():
    rec = parse_work({"DOI": "10.1000/XYZ.7", "title": ["A trial of something"], "type": "journal-article",
                      "author": [{"family": "Okafor", "given": "Ngozi"}, {"name": "The TRIAL Study Group"}],
                      "issued": {"date-parts": [[2019, 5]]}, "container-title": ["Journal of Trials"]})
    assert isinstance(rec, Work)
    assert (rec.doi, rec.year, rec.journal) == ("10.1000/xyz.7", 2019, "Journal of Trials")
    assert [a.family or a.name for a in rec.authors] == ["Okafor", "The TRIAL Study Group"]
    assert found(rec, "doi").record is rec


def test_a_version_2_state_loads_unchanged_and_saves_the_same_record_json(tmp_path):
    old = {"schema_version": 2, "meta": {}, "refs": {"1": {"ref_id": "1", "sources": {
        "crossref": {"found": True, "status": "found", "reason": "", "matched_by": "doi", "record": SAVED},
        "pubmed": {"found": False, "status": "missing", "reason": "id_unknown", "record": {},
                   "error": "not found: no PubMed record"}}}}}
    (tmp_path / "verification_state.json").write_text(json.dumps(old), encoding="utf-8")
    state = load_state(tmp_path)
    assert SCHEMA_VERSION == 3 and state.schema_version == 3
    rec = state.refs["1"].sources["crossref"].record
    assert rec.authors[1] == Author(name="The TRIAL Study Group")
    assert rec.updates == [Update(kind="retracted", notice="10.1000/xyz.99")]
    assert (rec.year, rec.journal_abbrev) == (2019, "J Trials")
    assert state.refs["1"].sources["pubmed"].record is None
    save_state(state, tmp_path)
    again = json.loads((tmp_path / "verification_state.json").read_text(encoding="utf-8"))["refs"]["1"]["sources"]
    # the record moved to the blob beside the state (payloads.py), as the same JSON
    assert again["crossref"]["record"] == {} and again["crossref"]["payload"].startswith("sha256:")
    blob = json.loads(BlobStore(tmp_path / ".refverify-blobs").get_text(again["crossref"]["payload"]))
    assert blob == {"crossref": {"record": SAVED, "raw": ""}}
    assert again["pubmed"]["record"] == {} and again["pubmed"]["payload"] == ""
    assert load_state(tmp_path).refs["1"].sources["crossref"].record.model_dump(mode="json") == SAVED


def test_pubmed_languages_are_saved_only_when_given():
    assert "languages" not in Work(title="T").model_dump(mode="json")
    assert Work(title="T", languages=["en", "no"]).model_dump(mode="json")["languages"] == ["en", "no"]


def test_a_missing_result_has_no_record_and_old_dict_records_read_as_works():
    assert missing("no such DOI", code="id_unknown").record is None
    assert as_work({"title": "T", "year": "2001"}) == Work(title="T", year=2001)
    assert as_work(None) == Work()
