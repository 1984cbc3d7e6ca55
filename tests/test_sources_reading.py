"""Step B weighs how a reference line was read (issue 20): an identifier whose record is the work
the line describes is never ``id_mismatch`` however the line was split; a discrepancy on a field
read by guesswork is a warning telling the user to check the reading; a DOI of another work is
still ``id_mismatch``. The people and works are invented."""
from __future__ import annotations

from refverify.sources.reading import CHECK_READING, raw_describes
from refverify.sources.resolve import resolve
from refverify.sources.work import Author, Work
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
    assert r.api_title == "Sparse routing for efficient mixture models"
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
