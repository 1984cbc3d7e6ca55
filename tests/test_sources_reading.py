"""Step B weighs how a reference line was read (issue 20): an identifier whose record is the work
the line describes is never ``id_mismatch`` however the line was split; a discrepancy on a field
read by guesswork is a warning telling the user to check the reading; a DOI of another work is
still ``id_mismatch``. The people and works are invented."""
from __future__ import annotations

from refverify.core.work import Author, Work
from refverify.sources.reading import CHECK_READING, raw_describes
from refverify.sources.resolve import resolve
from refverify.state import Ref, SourceResult

LINE = "4. Raman S, García P. Sparse Routing for Efficient Mixture Models. 2021. doi:10.5555/srm.4"
RECORD = Work(title="Sparse routing for efficient mixture models", year=2021, doi="10.5555/srm.4",
              authors=[Author(family="Raman", given="Sita"), Author(family="García", given="Pablo")],
              journal="Journal of Sparse Learning", volume="3", pages="1-20")
OTHER = Work(title="A survey of gradient noise in deep networks", year=2019, doi="10.5555/srm.4",
             authors=[Author(family="Okafor", given="Nneka")])


def ref(**fields) -> Ref:
    base = dict(ref_id="R4", number=4, bib_raw=LINE, bib_origin="document", bib_doi="10.5555/srm.4",
                bib_title="Sparse Routing for Efficient Mixture Models", bib_year=2021,
                bib_author_list=["Raman, S", "García, P"], bib_authors="Raman, S; García, P")
    return Ref(**{**base, **fields})


def by_doi(record: Work) -> dict[str, SourceResult]:
    return {"crossref": SourceResult(found=True, status="found", matched_by="doi", record=record,
                                     url="https://doi.org/10.5555/srm.4")}


def severities(r: Ref) -> dict[str, str]:
    return {i.field: i.severity for i in r.metadata_issues}


def test_a_mis_split_line_whose_doi_is_its_work_is_verified_not_id_mismatch():
    # the old reading: the year as title, the title in the author list (all marked style)
    r = ref(bib_title="2021", bib_author_list=["Raman, S", "García P. Sparse Routing for Efficient Mixture Models"],
            bib_certainty={"title": "style", "authors": "style", "year": "style"})
    resolve(r, by_doi(RECORD), ["crossref"])
    assert r.existence == "single_source"
    assert r.record.title == "Sparse routing for efficient mixture models"
    assert severities(r) == {"title": "warning", "authors": "warning"}
    assert all(i.message.endswith(f"({CHECK_READING})") for i in r.metadata_issues)
    assert r.existence_note.endswith(f"but the line's fields were read differently: {CHECK_READING}")


def test_the_author_list_read_as_title_is_verified_too():
    line = ("5. Quist A, Sorensen N, Marlowe P. Routing is all you need. In: Advances in Neural "
            "Information Processing Systems (NIPS 2017)")
    rec = Work(title="Routing is all you need", year=2017, doi="10.5555/rout.5",
               authors=[Author(family="Quist", given="Anna")])
    r = ref(bib_raw=line, bib_doi="10.5555/rout.5", bib_title="Quist A, Sorensen N, Marlowe P",
            bib_author_list=[], bib_authors="", bib_year=2017,
            bib_certainty={"title": "guessed", "year": "guessed"})
    resolve(r, by_doi(rec), ["crossref"])
    assert r.existence == "single_source"
    assert all(i.severity != "error" for i in r.metadata_issues)


def test_a_doi_of_another_work_is_still_id_mismatch():
    r = ref(bib_certainty={"title": "style", "authors": "style", "year": "style"})
    resolve(r, by_doi(OTHER), ["crossref"])
    assert r.existence == "id_mismatch"
    assert severities(r) == {"doi": "error"}


def test_a_doi_of_another_work_is_id_mismatch_even_when_the_line_was_guessed():
    r = ref(bib_certainty={"title": "guessed", "authors": "guessed", "year": "guessed"})
    resolve(r, by_doi(OTHER), ["crossref"])
    assert r.existence == "id_mismatch"


def test_a_year_read_by_guesswork_is_a_warning_a_year_read_from_a_field_an_error():
    line = "Raman S, García P. Sparse Routing for Efficient Mixture Models. 2018. doi:10.5555/srm.4"
    guessed = ref(bib_raw=line, bib_year=2018, bib_certainty={"year": "guessed"})
    resolve(guessed, by_doi(RECORD), ["crossref"])
    assert severities(guessed)["year"] == "warning"
    assert [i.message for i in guessed.metadata_issues if i.field == "year"] == [
        f"year 2018 does not match the record's 2021 ({CHECK_READING})"]
    read = ref(bib_raw=line, bib_year=2018, bib_certainty={"year": "style"})
    resolve(read, by_doi(RECORD), ["crossref"])
    assert severities(read)["year"] == "error"


def test_raw_describes_needs_the_title_and_the_first_author_or_the_year():
    assert raw_describes(LINE, RECORD) is True
    assert raw_describes("Sparse Routing for Efficient Mixture Models.", RECORD) is False
    assert raw_describes("Raman S. Sparse routing for mixtures. 2021.", RECORD) is False
    assert raw_describes("Raman S. Sparse Routing for Eficient Mixture Models (preprint)", RECORD) is True
    assert raw_describes(LINE, OTHER) is False
    assert raw_describes("", RECORD) is False


def test_soften_says_it_once_and_leaves_certain_fields_and_other_issues_alone():
    from refverify.sources.reading import soften
    from refverify.state import MetadataIssue
    issues = [MetadataIssue(field="authors", severity="warning", message="x (check how it was split)"),
              MetadataIssue(field="year", severity="error", message="year 2018 vs 2021"),
              MetadataIssue(field="retraction", severity="error", message="RETRACTED")]
    out = soften(issues, {"authors": "guessed", "year": "style"})
    assert [(i.severity, i.message) for i in out] == [
        ("warning", "x (check how it was split)"), ("error", "year 2018 vs 2021"), ("error", "RETRACTED")]
    out = soften(issues, {}, misread=True)
    assert [(i.severity, i.message) for i in out] == [
        ("warning", "x (check how it was split)"), ("warning", f"year 2018 vs 2021 ({CHECK_READING})"),
        ("error", "RETRACTED")]


# --- the whole line searched when its title was guessed ------------------------------------------

GUESSED_LINE = ("[7] Quist A, Sorensen N, Marlowe P: Routing tokens to experts in sparse mixture models, "
                "Advances in Sparse Learning 2017 (workshop), 12 pages")


def test_query_for_sends_the_whole_line_when_the_title_was_guessed():
    from refverify.sources.fetch import query_for
    guessed = ref(ref_id="R7", bib_raw=GUESSED_LINE, bib_title="Quist A, Sorensen N, Marlowe P",
                  bib_doi="", bib_certainty={"title": "guessed"})
    assert query_for(guessed).raw == ("Quist A, Sorensen N, Marlowe P: Routing tokens to experts in sparse "
                                      "mixture models, Advances in Sparse Learning 2017 (workshop), 12 pages")
    assert query_for(ref(bib_certainty={"title": "style"})).raw == ""
    assert query_for(ref(bib_origin="bib", bib_certainty={"title": "guessed"})).raw == ""


def test_a_guessed_line_is_found_by_searching_it_whole_and_a_fabricated_one_is_not(tmp_path):
    from refverify.sources.fetch import fetch_state
    from refverify.sources.http import make_session
    from refverify.state import State
    from tests.simulators import start_simulators
    from tests.simulators.fixtures import FAST_RATES, sim_config
    world = {"works": [{"id": "w_route", "title": "Routing tokens to experts in sparse mixture models",
                        "authors": [{"family": "Quist", "given": "Anna"}, {"family": "Sorensen", "given": "Nils"},
                                    {"family": "Marlowe", "given": "Paul"}],
                        "year": 2017, "journal": "Advances in Sparse Learning", "doi": "10.5555/route.7"}]}
    state = State()
    state.refs = {
        "7": ref(ref_id="7", number=7, bib_raw=GUESSED_LINE, bib_doi="", bib_year=2017,
                 bib_title="Quist A, Sorensen N, Marlowe P", bib_author_list=[], bib_authors="",
                 bib_certainty={"title": "guessed", "year": "guessed"}),
        "8": ref(ref_id="8", number=8, bib_doi="", bib_year=2017, bib_title="Quist A, Okafor N",
                 bib_raw="[8] Quist A, Okafor N: Quantum routing of marathon gut bacteria, 2017",
                 bib_author_list=[], bib_authors="", bib_certainty={"title": "guessed", "year": "guessed"}),
    }
    state.recount()
    sims = start_simulators(world, rates=FAST_RATES)
    try:
        cfg = sim_config(sims, tmp_path, openalex_api_key="test-key")
        fetch_state(state, cfg, session=make_session(cfg, rates=FAST_RATES, backoff=0.05), progress=False)
    finally:
        sims.stop()
    found, fabricated = state.refs["7"], state.refs["8"]
    assert (found.existence, found.record.doi) == ("verified", "10.5555/route.7")
    assert found.existence_note == ("found by searching the whole reference line is the work the line "
                                    f"describes, but the line's fields were read differently: {CHECK_READING}")
    assert all(i.severity == "warning" for i in found.metadata_issues)
    assert fabricated.existence == "not_found"
