"""The drift checks compare two Works field by field: the bibliography's (``Ref.bib.work``) and
a service's record. Comparison reads normalised values; every issue shows the bib value as the user
wrote it (the DOI as typed, the author names as written)."""
from __future__ import annotations

from refverify.core.work import Author, Work
from refverify.sources.base import Query, found
from refverify.sources.checks import (Context, check_authors, check_doi, check_numbers, check_title, check_venue,
                                      check_year, drift)
from refverify.sources.fetch import query_for
from refverify.sources.resolve import resolve
from refverify.state import Ref

CVPR = "2022 IEEE/CVF Conference on Computer Vision and Pattern Recognition (CVPR)"
URL = "https://api.crossref.org/works/10.1109/cvpr52688.2022.00640"
REC = Work(title="Human Trajectory Prediction with Momentary Observation", year=2022,
           authors=[{"family": "Sun", "given": "Jianhua"}, {"family": "Li", "given": "Yuxuan"},
                    {"family": "Lu", "given": "Cewu"}],
           journal=CVPR, doi="10.1109/CVPR52688.2022.00640")


def ctx(certain=True, others=()):
    return Context("crossref", URL, list(others), certain=certain)


def shown(issues):
    return [(i.field, i.bib, i.source_value, i.source, i.record, i.severity, i.message) for i in issues]


def bib(**fields):
    ref = Ref(ref_id="r1", **fields)
    return ref.bib.work(ref.entry_type)


# --- the bibliography's side --------------------------------------------------------------

def test_a_bib_work_compares_normalised_and_keeps_what_was_written():
    b = bib(bib_title="Human Trajectory Prediction", bib_author_list=["Sun, Jianhua", "Li, Y."],
            bib_authors_truncated=True, bib_year=2022, bib_journal="CVPR", bib_volume="7", bib_pages="10--20",
            bib_doi="https://doi.org/10.1109/CVPR52688.2022.00640", bib_pmid="PMID: 35123456",
            bib_arxiv="arXiv:2203.06043v2", entry_type="inproceedings", bib_language="en")
    assert (b.doi, b.pmid, b.arxiv) == ("10.1109/cvpr52688.2022.00640", "35123456", "2203.06043")
    assert b.written == {"doi": "https://doi.org/10.1109/CVPR52688.2022.00640", "pmid": "PMID: 35123456",
                         "arxiv": "arXiv:2203.06043v2"}
    assert b.shown("doi") == "https://doi.org/10.1109/CVPR52688.2022.00640"
    assert b.shown("journal") == "CVPR"
    assert b.authors == [Author(name="Sun, Jianhua"), Author(name="Li, Y.")]
    assert b.names() == ["Sun, Jianhua", "Li, Y."]
    assert (b.authors_truncated, b.year, b.journal, b.volume, b.pages, b.type, b.language) == (
        True, 2022, "CVPR", "7", "10--20", "inproceedings", "en")


def test_a_bib_work_reads_the_joined_author_string_when_no_list_is_given():
    assert bib(bib_authors="Sun J;  Li Y ; ").names() == ["Sun J", "Li Y"]
    assert bib().written == {} and bib().shown("doi") == ""


def test_the_query_is_the_bib_work_with_entities_decoded():
    q = query_for(Ref(ref_id="q", bib_title="Networks&apos; Priors", bib_author_list=["O&apos;Neil, Ann", "Li, Y"],
                      bib_year=2021, bib_doi="https://doi.org/10.1000/ABC", entry_type="inproceedings"))
    assert isinstance(q, Query) and isinstance(q, Work)
    assert (q.ref_id, q.title, q.names(), q.year, q.doi, q.type) == (
        "q", "Networks' Priors", ["O'Neil, Ann", "Li, Y"], 2021, "10.1000/abc", "inproceedings")


# --- each rule on two Works ---------------------------------------------------------------

def test_near_miss_title():
    b = bib(bib_title="Human Trajectory Estimation with Momentary Observation")
    assert shown(check_title(b, REC, ctx())) == [
        ("title", "Human Trajectory Estimation with Momentary Observation", REC.title, "crossref", URL, "error",
         "title differs from the record's in 'estimation' for 'prediction': a near-miss title (similarity 0.93)")]
    assert shown(check_title(b, REC, ctx(certain=False))) == [
        ("title", "Human Trajectory Estimation with Momentary Observation", REC.title, "crossref", URL, "warning",
         "title wording differs from the record (similarity 0.93): another version's title?")]


def test_year_off_by_three_and_off_by_one_with_a_preprint():
    assert shown(check_year(bib(bib_year=2019), REC, ctx())) == [
        ("year", 2019, 2022, "crossref", URL, "error", "year 2019 does not match the record's 2022")]
    preprinted = REC.model_copy(update={"arxiv": "2112.00001"})
    assert shown(check_year(bib(bib_year=2021), preprinted, ctx())) == [
        ("year", 2021, 2022, "crossref", URL, "warning",
         "year 2021 vs 2022: off by one, explained by the preprint date")]
    assert shown(check_year(bib(bib_year=2021), REC, ctx())) == [
        ("year", 2021, 2022, "crossref", URL, "error", "year 2021 does not match the record's 2022")]


def test_authors_missing_co_authors_with_and_without_et_al():
    cut = bib(bib_author_list=["Sun, Jianhua", "Li, Yuxuan"])
    assert shown(check_authors(cut, REC, ctx())) == [
        ("authors", "Sun, Jianhua; Li, Yuxuan", "Sun J; Li Y; Lu C", "crossref", URL, "error",
         "co-author(s) missing from the bibliography: Lu C")]
    assert [i.severity for i in check_authors(cut, REC, ctx(certain=False))] == ["warning"]
    # "and others" read by Step A: the list is truncated, not missing anyone
    truncated = bib(bib_author_list=["Sun, Jianhua", "Li, Yuxuan"], bib_authors_truncated=True)
    assert check_authors(truncated, REC, ctx()) == []
    # "et al." left in the list after one name: a placeholder, shown as written
    assert shown(check_authors(bib(bib_author_list=["Sun, Jianhua", "et al."]), REC, ctx())) == [
        ("authors", "Sun, Jianhua; et al.", "Sun J; Li Y; Lu C", "crossref", URL, "error",
         "placeholder author 'et al.': list the authors")]
    assert shown(check_authors(bib(bib_authors_truncated=True), REC, ctx())) == [
        ("authors", "et al.", "Sun J; Li Y; Lu C", "crossref", URL, "error",
         "placeholder author 'et al.': list the authors")]


def test_authors_compare_the_names_as_written():
    # the bib names reach the name rules as written: initials-only and "Given Family" match
    assert check_authors(bib(bib_authors="Sun J; Li Y; Lu C"), REC, ctx()) == []
    assert check_authors(bib(bib_author_list=["Jianhua Sun", "Yuxuan Li", "Cewu Lu"]), REC, ctx()) == []
    assert shown(check_authors(bib(bib_author_list=["Wang, Jianhua", "Li, Yuxuan", "Lu, Cewu"]), REC, ctx())) == [
        ("authors", "Wang, Jianhua", "Sun J", "crossref", URL, "error",
         "first author 'Wang, Jianhua' differs from the record's 'Sun J'")]


def test_venue_alias_is_silent_and_a_mismatch_is_named():
    assert check_venue(bib(bib_journal="CVPR"), REC, ctx()) == []
    assert shown(check_venue(bib(bib_journal="ICLR"), REC, ctx())) == [
        ("venue", "ICLR", CVPR, "crossref", URL, "error", f"venue 'ICLR' is not the record's {CVPR!r}")]
    assert [i.severity for i in check_venue(bib(bib_journal="ICLR"), REC, ctx(certain=False))] == ["warning"]


def test_a_preprint_citation_shows_the_arxiv_id_as_written():
    assert shown(check_venue(bib(bib_arxiv="2203.06043v2"), REC, ctx())) == [
        ("venue", "arXiv:2203.06043v2", f"published in {CVPR}", "crossref", URL, "error",
         f"cited as a preprint, but a published version exists (published in {CVPR})")]


def test_doi_compared_normalised_and_shown_as_typed():
    # the same DOI in another case and with a resolver prefix is the same DOI
    assert check_doi(bib(bib_doi="https://doi.org/10.1109/CVPR52688.2022.00640"), REC, ctx()) == []
    assert shown(check_doi(bib(bib_doi="https://doi.org/10.1109/CVPR52688.2022.00641"), REC, ctx())) == [
        ("doi", "https://doi.org/10.1109/CVPR52688.2022.00641", "10.1109/cvpr52688.2022.00640", "crossref", URL,
         "warning", "the bibliography's DOI 10.1109/cvpr52688.2022.00641 is not the record's "
                    "10.1109/cvpr52688.2022.00640")]


def test_volume_and_pages_shown_as_written():
    rec = REC.model_copy(update={"volume": "8", "pages": "10-21"})
    assert shown(check_numbers(bib(bib_volume="7", bib_pages="10--20"), rec, ctx())) == [
        ("volume", "7", "8", "crossref", URL, "error", "volume 7 vs 8"),
        ("pages", "10--20", "10-21", "crossref", URL, "error", "pages 10--20 vs 10-21")]
    assert check_numbers(bib(bib_volume="Vol. 8", bib_pages="10–21"), rec, ctx()) == []


# --- Work against Work, no Ref ------------------------------------------------------------

def test_two_plain_works_compare_without_a_ref_and_either_side_can_be_the_bibliography():
    cited = Work(title="Human Trajectory Estimation with Momentary Observation", year=2019,
                 authors=["Sun, Jianhua", "Li, Yuxuan"], journal="ICLR", doi="10.1109/CVPR52688.2022.00641")
    same_as_ref = bib(bib_title=cited.title, bib_year=2019, bib_author_list=["Sun, Jianhua", "Li, Yuxuan"],
                      bib_journal="ICLR", bib_doi="10.1109/CVPR52688.2022.00641")
    from_work, from_ref = drift(cited, REC, ctx()), drift(same_as_ref, REC, ctx())
    assert [(i.field, i.severity) for i in from_work] == [
        ("title", "error"), ("year", "error"), ("authors", "error"), ("venue", "error"), ("doi", "warning")]
    # a plain Work has no "as typed" record: its DOI shows normalised; everything else is the same
    assert shown(from_work)[:4] == shown(from_ref)[:4]
    assert (from_work[4].bib, from_ref[4].bib) == ("10.1109/cvpr52688.2022.00641", "10.1109/CVPR52688.2022.00641")
    # the rules read both sides the same way: swapped, the values swap
    assert shown(check_year(REC, cited, ctx())) == [
        ("year", 2022, 2019, "crossref", URL, "error", "year 2022 does not match the record's 2019")]


def test_resolve_reports_the_doi_as_the_user_typed_it():
    ref = Ref(ref_id="r", bib_title=REC.title, bib_author_list=["Sun, Jianhua", "Li, Yuxuan", "Lu, Cewu"],
              bib_year=2022, bib_journal="CVPR", bib_doi="DOI: 10.1109/CVPR52688.2022.00999")
    results = {"openalex": found(REC, "title_search", url="https://openalex.org/W1")}
    resolve(ref, results, ["openalex"])
    assert shown(ref.metadata_issues) == [
        ("doi", "DOI: 10.1109/CVPR52688.2022.00999", "10.1109/cvpr52688.2022.00640", "openalex",
         "https://openalex.org/W1", "warning",
         "the bibliography's DOI 10.1109/cvpr52688.2022.00999 is not the record's 10.1109/cvpr52688.2022.00640")]
    resolve(ref, results, ["openalex"], doi_unresolved=True)
    assert shown(ref.metadata_issues) == [
        ("doi", "DOI: 10.1109/CVPR52688.2022.00999", "10.1109/cvpr52688.2022.00640", "openalex",
         "https://openalex.org/W1", "error",
         "DOI does not resolve in any registry asked; the work was found by title: its DOI is "
         "10.1109/cvpr52688.2022.00640")]
