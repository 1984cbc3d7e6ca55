"""Step B on a thesis with one planted error per reference, against the local simulators."""
from __future__ import annotations

import pytest

from refverify.sources.fetch import fetch_state
from refverify.sources.http import make_session
from tests.simulators import start_simulators
from tests.simulators.fixtures import FAST_RATES, planted_state, planted_world, sim_config


@pytest.fixture(scope="module")
def run(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("planted")
    sims = start_simulators(planted_world(), rates=FAST_RATES)
    cfg = sim_config(sims, tmp, openalex_api_key="test-key")
    session = make_session(cfg, rates=FAST_RATES, backoff=0.05)
    state = fetch_state(planted_state(), cfg, session=session, progress=False)
    yield state, sims, cfg, session
    sims.stop()


def issues(ref, field=None):
    return [(i.field, i.severity) for i in ref.metadata_issues if field is None or i.field == field]


def test_correct_reference_is_triangulated_with_pubmed_fields(run):
    ref = run[0].refs["1"]
    assert ref.existence == "triangulated"
    assert ref.record.source == "pubmed"
    assert ref.record.title.startswith("Supervised exercise for adults with type 2 diabetes")
    assert ref.record.names()[:2] == ["Lindqvist M", "Okafor C"]
    assert ref.record.year == 2019 and ref.record.pmid == "30800001"
    assert ref.record.type == "Randomized Controlled Trial"
    assert ref.abstract_source == "pubmed"
    assert ref.record.abstract.startswith("BACKGROUND: Adults with long-standing")
    assert "RESULTS: Glycated haemoglobin" in ref.record.abstract
    assert ref.abstract_words >= 100 and ref.fulltext_required_stepB is False
    assert ref.metadata_issues == []  # "271-9" is the same pages as "271-279"
    assert set(ref.sources) == {"pubmed", "crossref", "semanticscholar", "openalex"}
    assert ref.sources["pubmed"].url == "https://pubmed.ncbi.nlm.nih.gov/30800001/"
    assert "test@example.org" not in ref.sources["crossref"].url


def test_fabricated_reference_is_not_found(run):
    ref = run[0].refs["2"]
    assert ref.existence == "not_found"
    assert ref.candidate is None and ref.record is None


def test_real_title_with_fabricated_doi(run):
    ref = run[0].refs["3"]
    assert ref.existence == "verified"
    assert issues(ref) == [("doi", "error")]
    assert ref.metadata_issues[0].message == ("DOI does not resolve in any registry asked; the work was found "
                                              "by title: its DOI is 10.1007/s00125-020-05300-2")
    assert ref.metadata_issues[0].source_value == "10.1007/s00125-020-05300-2"   # the FIX proposed
    assert ref.candidate["doi"] == "10.1007/s00125-020-05300-2"
    assert ref.candidate["score"] == 1.0


def test_doi_of_another_work_is_id_mismatch(run):
    ref = run[0].refs["4"]
    assert ref.existence == "id_mismatch"
    assert issues(ref) == [("doi", "error")]
    assert ref.title_match_ok is False and ref.title_match_score < 0.60


def test_year_off_by_one_explained_by_preprint_is_warning(run):
    assert issues(run[0].refs["5"]) == [("year", "warning")]


def test_year_off_by_one_unexplained_is_error(run):
    assert issues(run[0].refs["19"]) == [("year", "error")]


def test_year_off_by_three_is_error(run):
    ref = run[0].refs["6"]
    assert issues(ref) == [("year", "error")]
    assert ref.metadata_issues[0].bib == 2022 and ref.metadata_issues[0].source_value == 2019
    assert ref.metadata_issues[0].source == "pubmed"
    assert ref.metadata_issues[0].record == "https://pubmed.ncbi.nlm.nih.gov/30800001/"


def test_wrong_first_author_is_error(run):
    assert issues(run[0].refs["7"]) == [("authors", "error")]


def test_dropped_coauthor_on_a_certain_record_is_error(run):
    # found by identifier and the record lists every author: a list cut short without "et al."
    ref = run[0].refs["8"]
    assert issues(ref) == [("authors", "error")]
    assert "Brennan PJ" in ref.metadata_issues[0].message


def test_swapped_order_on_a_certain_record_is_error(run):
    ref = run[0].refs["9"]
    assert issues(ref) == [("authors", "error")]
    assert ref.metadata_issues[0].message == "author order differs from the record"


def test_placeholder_author_is_flagged(run):
    ref = run[0].refs["10"]
    assert ("authors", "error") in issues(ref)
    assert "Anonymous" in ref.metadata_issues[0].message


def test_truncated_title_gives_candidate_and_title_warning(run):
    ref = run[0].refs["11"]
    assert ref.existence == "verified"
    assert ("title", "warning") in issues(ref)
    assert 0.60 <= ref.title_match_score < 0.85
    assert ref.candidate["pmid"] == "30800001"


def test_preprint_cited_while_published(run):
    ref = run[0].refs["12"]
    assert ref.existence == "triangulated"
    # two sources agree on the work and know its published version: the version to cite is certain
    assert issues(ref) == [("venue", "error")]
    assert "published" in ref.metadata_issues[0].message


def test_wrong_volume_and_pages(run):
    assert issues(run[0].refs["13"]) == [("volume", "error"), ("pages", "error")]


def test_retracted_work(run):
    ref = run[0].refs["14"]
    assert ref.retraction["kind"] == "retracted"
    assert issues(ref, "retraction") == [("retraction", "error")]
    assert ref.metadata_issues[0].field == "retraction"  # highest priority, listed first


def test_book_not_indexed_is_unindexed(run):
    assert run[0].refs["15"].existence == "unindexed"


def test_chinese_article_without_doi_is_unindexed(run):
    ref = run[0].refs["16"]
    assert ref.existence == "unindexed"
    assert "Chinese" in ref.existence_note


def test_cs_title_only_found_by_two_title_searches(run):
    # OpenAlex, DBLP and Semantic Scholar at once, the first two free take it (the slow lanes
    # never wait for OpenAlex); a DBLP hit carrying the DOI may be confirmed by Semantic Scholar's
    # batch before OpenAlex took the reference: two agreeing sources suffice
    ref = run[0].refs["17"]
    assert ref.existence == "triangulated"
    by_title = sorted(s for s, r in ref.sources.items() if r.found and r.matched_by == "title_search")
    assert by_title in (["dblp", "openalex"], ["openalex", "semanticscholar"], ["dblp", "semanticscholar"])


def test_truncation_after_six_authors_is_not_flagged(run):
    assert issues(run[0].refs["18"]) == []


def test_pmid_with_letters_falls_back_to_title(run):
    ref = run[0].refs["20"]
    assert ref.existence == "triangulated"
    assert ref.record.pmid == "33200002"
    assert ref.record.type == "Systematic Review"


def test_requests_are_batched_and_limits_respected(run):
    state, sims, cfg, session = run
    assert sims.too_many.total() == 0
    # 20 references: one esearch and one efetch per round at PubMed — identifiers; titles of the
    # references without any (started at once, alongside); titles the identifiers did not settle.
    assert sims.counts["pubmed"] == 6
    # OpenAlex: one DOI batch, then one title search (10/s, first in line) for each of the 7
    # references that neither an identifier nor PubMed settled, but the conference paper 17 when
    # DBLP and Semantic Scholar settled it first (they are asked alongside OpenAlex).
    asked_17 = "openalex" in state.refs["17"].sources
    assert sims.counts["openalex"] == 7 + asked_17
    assert state.meta.fetch.existence["not_found"] == 1
    assert state.meta.last_step == "B"


def test_warm_rerun_makes_zero_requests(run):
    state, sims, cfg, session = run
    sims.reset_counts()
    again = fetch_state(state, cfg, session=session, progress=False, force=True)
    assert sims.total() == 0
    assert again.refs["4"].existence == "id_mismatch"
