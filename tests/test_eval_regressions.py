"""Step B rules fixed after the evaluation harness (bench/eval) caught them."""
from refverify.sources import compare
from refverify.sources.checks import Context, check_venue
from refverify.state import Ref


def test_chinese_group_author_is_the_same_author_as_the_record():
    group = "中华医学会糖尿病学分会"
    assert compare.same_person(group, {"family": group, "given": ""})
    assert not compare.same_person(group, {"family": "中国高血压防治指南修订委员会", "given": ""})


def test_chinese_personal_name_still_compares_by_family_character():
    assert compare.same_person("郑荣寿", {"family": "郑", "given": "荣寿"})
    assert not compare.same_person("孙可欣", {"family": "郑", "given": "荣寿"})


def test_wrong_conference_is_venue_drift_when_the_record_has_no_abbreviation():
    ref = Ref(ref_id="x", bib_journal="2017 IEEE International Conference on Computer Vision (ICCV)")
    rec = {"journal": "Proceedings of the 38th International Conference on Machine Learning",
           "journal_abbrev": "", "is_preprint": False}
    issues = check_venue(ref.bib.work(ref.entry_type), rec, Context("semanticscholar", "https://example.org/paper", []))
    assert [(i.field, i.severity) for i in issues] == [("venue", "warning")]


def test_journal_abbreviation_is_not_venue_drift():
    ref = Ref(ref_id="x", bib_journal="N Engl J Med")
    rec = {"journal": "The New England journal of medicine", "journal_abbrev": "", "is_preprint": False}
    assert check_venue(ref.bib.work(ref.entry_type), rec, Context("crossref", "https://example.org/w", [])) == []


def _authors_issues(ref, rec):
    from refverify.sources.checks import check_authors
    return [(i.field, i.severity, i.message) for i in
            check_authors(ref.bib.work(ref.entry_type), rec, Context("pubmed", "https://pubmed.ncbi.nlm.nih.gov/18156677/", []))]


def test_swap_between_authors_sharing_a_family_name_is_an_order_change():
    ref = Ref(ref_id="x", bib_author_list=["Folstein, Marshal F.", "McHugh, Paul R.", "Folstein, Susan E."])
    rec = {"authors": [{"family": "Folstein", "given": "Marshal F"}, {"family": "Folstein", "given": "Susan E"},
                       {"family": "McHugh", "given": "Paul R"}]}
    assert [m for _, _, m in _authors_issues(ref, rec)] == ["author order differs from the record"]


def test_same_family_co_authors_in_order_are_not_a_reordering():
    names = ["Abbott, B. P.", "Abbott, R.", "Abbott, T. D.", "Abernathy, M. R."]
    ref = Ref(ref_id="x", bib_author_list=names)
    rec = {"authors": [{"family": "Abbott", "given": "B P"}, {"family": "Abbott", "given": "R"},
                       {"family": "Abbott", "given": "T D"}, {"family": "Abernathy", "given": "M R"}]}
    assert _authors_issues(ref, rec) == []


def test_et_al_as_the_only_author_is_a_placeholder():
    ref = Ref(ref_id="x", bib_author_list=[], bib_authors_truncated=True)
    rec = {"authors": [{"family": "Sheldrick", "given": "George M"}]}
    assert _authors_issues(ref, rec) == [("authors", "error", "placeholder author 'et al.': list the authors")]


def test_et_al_after_listed_authors_stays_a_truncation_style():
    ref = Ref(ref_id="x", bib_author_list=["Marso, S. P.", "Bain, S. C.", "Consoli, A."], bib_authors_truncated=True)
    rec = {"authors": [{"family": f, "given": "X"} for f in ("Marso", "Bain", "Consoli", "Eliaschewitz")]}
    assert _authors_issues(ref, rec) == []
