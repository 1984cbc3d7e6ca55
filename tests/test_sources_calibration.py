"""Step B as real bibliographies are written: venue aliases, DBLP names, HTML entities, arXiv
DataCite DOIs, and severities calibrated on how certain the record is."""
from __future__ import annotations

import pytest

from refverify.core.work import Author
from refverify.sources import venues
from refverify.sources.checks import Context, check_authors, check_title, check_venue
from refverify.core.compare_text import decode_entities
from refverify.sources.compare import same_person
from refverify.records.dblp import parse_hit
from refverify.sources.fetch import query_for
from refverify.state import Ref


@pytest.mark.parametrize("bib, name, same", [
    ("ICML", "International Conference on Machine Learning", True),
    ("NeurIPS", "Neural Information Processing Systems", True),
    ("NIPS", "Advances in Neural Information Processing Systems", True),
    ("CVPR", "2022 IEEE/CVF Conference on Computer Vision and Pattern Recognition (CVPR)", True),
    ("AAAI", "Proceedings of the AAAI Conference on Artificial Intelligence", True),
    ("Mach. Learn.", "Machine Learning", True),
    ("J. Mach. Learn. Res.", "Journal of Machine Learning Research", True),
    ("ICLR", "International Conference on Learning Representations", True),
    ("AISTATS", "International Conference on Machine Learning", False),
    ("ICML", "Neural Information Processing Systems", False),
    ("Workshop on Scientific Machine Learning", "Neural Information Processing Systems", False),
    ("International Conference on Multimodal Integration", "International Conference on Machine Learning", False),
])
def test_venues_compared_as_venues(bib, name, same):
    assert venues.same_venue(bib, name) is same


def test_entities_and_their_residues_are_decoded():
    # "&apos;" read by a LaTeX-minded reader leaves " apos;"; both decode to the apostrophe
    assert decode_entities("Networks&apos; Implicit Priors") == "Networks' Implicit Priors"
    assert decode_entities("Networks apos; Implicit Priors") == "Networks' Implicit Priors"
    assert decode_entities("Ken apos;ichi Kumatani") == "Ken'ichi Kumatani"
    assert decode_entities("Enhanced amp; Regularization") == "Enhanced & Regularization"


def test_dblp_homonym_numbers_are_not_name_parts():
    rec = parse_hit({"info": {"title": "A study.", "authors": {"author": [{"text": "Wei Chen 0002"}, {"text": "Jo Ng"}]},
                              "year": "2021", "venue": "ICML", "doi": "10.1016/B978-1-55860-377-6.50066-9"}})
    assert rec.authors[0] == Author(family="Chen", given="Wei")
    assert rec.doi == "10.1016/b978-1-55860-377-6.50066-9"


@pytest.mark.parametrize("a, b", [
    ("van der Schaar, Mihaela", {"family": "Schaar", "given": "Mihaela van der"}),
    ("Giacomo, Giuseppe De", {"family": "De Giacomo", "given": "Giuseppe"}),
    ("y Arcas, Blaise Agüera", {"family": "Arcas", "given": "Blaise Agüera y"}),
])
def test_name_particles_split_either_way_are_the_same_person(a, b):
    assert same_person(a, b)


def test_a_versioned_arxiv_doi_is_asked_by_its_arxiv_id():
    ref = Ref(ref_id="1", bib_title="A title", bib_doi="10.48550/arXiv.2106.01345v2")
    q = query_for(ref)
    assert (q.doi, q.arxiv, q.arxiv_from_doi) == ("", "2106.01345", True)
    plain = query_for(Ref(ref_id="2", bib_title="A title", bib_doi="10.1109/CVPR.2021.00001"))
    assert (plain.doi, plain.arxiv, plain.arxiv_from_doi) == ("10.1109/cvpr.2021.00001", "", False)


REC = {"title": "Human Trajectory Prediction with Momentary Observation", "year": 2022,
       "authors": [{"family": "Sun", "given": "Jianhua"}, {"family": "Li", "given": "Yuxuan"},
                   {"family": "Lu", "given": "Cewu"}],
       "journal": "2022 IEEE/CVF Conference on Computer Vision and Pattern Recognition (CVPR)", "venue": "",
       "journal_abbrev": "", "alt_titles": []}


def _issues(rule, ref, certain, rec=REC, others=()):
    ctx = Context("crossref", "https://api.crossref.org/works/x", list(others), certain=certain)
    return [(i.field, i.severity) for i in rule(ref.bib.work(ref.entry_type), rec, ctx)]


def test_near_miss_title_is_an_error_only_on_a_certain_record():
    ref = Ref(ref_id="1", bib_title="Human Trajectory Estimation with Momentary Observation")
    assert _issues(check_title, ref, certain=True) == [("title", "error")]
    assert _issues(check_title, ref, certain=False) == [("title", "warning")]
    msg = check_title(ref.bib.work(ref.entry_type), REC, Context("crossref", "u", [], certain=True))[0].message
    assert msg == "title differs from the record's in 'estimation' for 'prediction': a near-miss title (similarity 0.93)"


def test_a_formula_written_differently_is_not_a_near_miss():
    ref = Ref(ref_id="1", bib_title="Augmenting Online Algorithms with ε-Accurate Predictions")
    rec = {**REC, "title": "Augmenting Online Algorithms with $ǎrepsilon$-Accurate Predictions"}
    assert _issues(check_title, ref, certain=True, rec=rec) == [("title", "warning")]


def test_a_cut_author_list_is_an_error_on_a_certain_record_and_and_others_is_not():
    cut = Ref(ref_id="1", bib_author_list=["Sun, Jianhua", "Li, Yuxuan"])
    assert _issues(check_authors, cut, certain=True) == [("authors", "error")]
    assert _issues(check_authors, cut, certain=False) == [("authors", "warning")]
    truncated = Ref(ref_id="2", bib_author_list=["Sun, Jianhua", "Li, Yuxuan"], bib_authors_truncated=True)
    assert _issues(check_authors, truncated, certain=True) == []


def test_venue_mismatch_severity_follows_certainty_and_aliases_are_silent():
    assert _issues(check_venue, Ref(ref_id="1", bib_journal="CVPR"), certain=True) == []
    wrong = Ref(ref_id="2", bib_journal="ICLR")
    assert _issues(check_venue, wrong, certain=True) == [("venue", "error")]
    assert _issues(check_venue, wrong, certain=False) == [("venue", "warning")]
    # a name another source gives (DBLP's short name) is as good as the primary record's
    dblp = {**REC, "journal": "CVPR", "venue": "CVPR"}
    other = Ref(ref_id="3", bib_journal="Comput. Vis. Pattern Recognit.")
    assert _issues(check_venue, other, certain=True, rec={**REC, "journal": "Computer Vision and Pattern Recognition"},
                   others=[dblp]) == []


def test_a_preprint_only_work_cited_with_a_conference_is_an_error_when_certain():
    preprint = {**REC, "journal": "arXiv", "venue": "arXiv", "is_preprint": True}
    ref = Ref(ref_id="1", bib_journal="ICLR", bib_doi="10.48550/arXiv.2602.12241v1")
    assert _issues(check_venue, ref, certain=True, rec=preprint) == [("venue", "error")]
    # the same work cited as the preprint it is: nothing to say
    ok = Ref(ref_id="2", bib_journal="", bib_doi="10.48550/arXiv.2602.12241v1")
    assert _issues(check_venue, ok, certain=True, rec=preprint) == []


def test_source_results_say_found_missing_or_failed_with_a_reason():
    from refverify.sources.base import failed, found, id_unknown, is_failure, missing
    assert (found({}, "doi").status, found({}, "doi").reason) == ("found", "")
    gone = missing("DOI not in OpenAlex", code="id_unknown")
    assert (gone.status, gone.reason, id_unknown(gone), is_failure(gone)) == ("missing", "id_unknown", True, False)
    down = failed("crossref unreachable: HTTP 503 after 3 attempts")
    assert (down.status, down.reason, is_failure(down), id_unknown(down)) == ("failed", "unreachable", True, False)


def test_a_version_1_state_is_migrated_to_typed_source_results(tmp_path):
    import json
    from refverify.state import SCHEMA_VERSION
    from refverify.state_file import load_state
    old = {"schema_version": 1, "meta": {}, "refs": {"1": {"ref_id": "1", "sources": {
        "crossref": {"found": False, "error": "not found: DOI does not resolve (404 at Crossref)"},
        "pubmed": {"found": False, "error": "not found: no PubMed record for title_search"},
        "openalex": {"found": False, "error": "not found: skipped: no OpenAlex API key"},
        "semanticscholar": {"found": False, "error": "semanticscholar unreachable: timeout after 20 s after 5 attempts"},
        "dblp": {"found": True, "matched_by": "title_search", "record": {"title": "T"}}}}}}
    (tmp_path / "verification_state.json").write_text(json.dumps(old), encoding="utf-8")
    state = load_state(tmp_path)
    assert SCHEMA_VERSION == 3 and state.schema_version == 3
    got = {s: (r.status, r.reason) for s, r in state.refs["1"].sources.items()}
    assert got == {"crossref": ("missing", "id_unknown"), "pubmed": ("missing", "no_match"),
                   "openalex": ("missing", "skipped"), "semanticscholar": ("failed", "unreachable"),
                   "dblp": ("found", "")}


def test_off_by_one_year_is_explained_only_by_a_date_a_source_gives():
    from refverify.sources.checks import check_year
    rec = {"title": "T", "year": 2017, "authors": [], "arxiv": "1706.03762"}
    # the arXiv id dates the preprint to 2017: a citation of 2016 matches no version
    assert _issues(check_year, Ref(ref_id="1", bib_year=2016), certain=True, rec=rec) == [("year", "error")]
    # a 2018 citation of a work whose record dates its preprint 2018 is the preprint's year
    rec18 = {"title": "T", "year": 2019, "authors": [], "arxiv": "1805.00001"}
    assert _issues(check_year, Ref(ref_id="2", bib_year=2018), certain=True, rec=rec18) == [("year", "warning")]
