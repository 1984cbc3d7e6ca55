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
    issues = check_venue(ref, rec, Context("semanticscholar", "https://example.org/paper", []))
    assert [(i.field, i.severity) for i in issues] == [("venue", "warning")]


def test_journal_abbreviation_is_not_venue_drift():
    ref = Ref(ref_id="x", bib_journal="N Engl J Med")
    rec = {"journal": "The New England journal of medicine", "journal_abbrev": "", "is_preprint": False}
    assert check_venue(ref, rec, Context("crossref", "https://example.org/w", [])) == []
