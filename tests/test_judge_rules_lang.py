"""Rules of the offline judge across languages (RUBRIC §4, §5): the relationship between variables,
scoped negation, names and drug classes, and the §4 matcher's written-out forms."""
from refverify import number_match as numbers
from refverify.core import terms as T
from tests.judge_cases import judge_one

UKPDS_LIKE = ("RESULTS: Each 1% reduction in mean HbA1c was associated with a 21% lower risk of any "
              "end point related to diabetes and 14% fewer myocardial infarctions. CONCLUSIONS: The risk "
              "of complications was strongly associated with previous hyperglycaemia.")


def test_relation_compares_variables_not_the_first_verb():
    assert T.relation("HbA1c每升高1%，心肌梗死风险增加14%") == "same"
    assert T.relation("Each 1% reduction in HbA1c was associated with a 21% lower risk") == "same"
    assert T.relation("Each 1% rise in HbA1c was associated with a 21% lower risk") == "opposite"
    assert T.relation("Ramipril reduced the composite of myocardial infarction") == "down"
    assert T.relation("patients at high cardiovascular risk") == ""     # "high" is a population


def test_dose_response_paraphrase_is_not_a_contradiction_and_causal_wording_is_partial():
    sentence = "HbA1c每升高1%将导致糖尿病相关终点风险增加21%、心肌梗死风险增加14%[1]。"
    j = judge_one(UKPDS_LIKE, sentence)
    assert (j.verdict, j.numeric_check) == ("PARTIAL-A", "NUM_OK")
    assert j.reasoning == "Partly supported: the claim states causation, the source does not (§5)."


def test_reversed_direction_on_the_matching_sentence_fails_in_both_rounds():
    source = ("A total of 9297 high-risk patients received ramipril or placebo for five years. Ramipril "
              "reduced the composite of myocardial infarction, stroke or cardiovascular death.")
    sentence = "雷米普利增加了高危患者的心肌梗死、卒中和心血管死亡风险[1]。"
    j = judge_one(source, sentence)
    assert (j.verdict, j.cv_verdict, j.final_verdict) == ("FAIL", "FAIL", "FAIL")
    assert j.reasoning.startswith("Contradicted: the relationship differs: the claim says up, the source down")


def test_negation_about_another_outcome_is_not_a_contradiction():
    source = ("Intensive therapy increased mortality and did not significantly reduce major "
              "cardiovascular events. Death from any cause increased (hazard ratio 1.22).")
    sentence = "强化治疗组的全因死亡率升高（HR 1.22）[1]。"
    j = judge_one(source, sentence)
    assert (j.verdict, j.numeric_check) == ("PASS", "NUM_OK")


def test_names_acronyms_and_drug_classes_count_as_topic_evidence():
    sentence = "SGLT2 inhibitors lowered MACE in the EMPA-REG OUTCOME trial"
    source = "Empagliflozin lowered the rate of major adverse cardiovascular events in this trial."
    share, matched, counted = T.coverage(sentence, source)
    # sglt (empagliflozin), mace (initials), trial; EMPA-REG / OUTCOME names are left out
    assert (matched, counted) == (3, 4)
    assert T.acronym_in("mace", source) and T.class_in("sglt", source)


def test_absolute_wording_not_in_the_source():
    assert T.absolute_gap("恩格列净可降低所有2型糖尿病患者的心血管死亡风险", "reduced death in patients") == "所有"
    assert T.absolute_gap("all-cause mortality fell", "mortality fell") == ""


def test_ratio_names_word_numbers_and_doubling():
    src = ("Those with diabetes had hazard ratios of 2.00 (95% CI 1.83-2.19) for coronary heart disease. "
           "Survivors were monitored for a further ten years. Diabetes roughly doubles the risk.")
    status, details = numbers.check_numbers("糖尿病使冠心病风险增加约1倍（HR 2.00，95% CI 1.83~2.19），10年随访", src)
    assert status == "NUM_OK"
    assert [(d["claim"], d["rule"], d["source"]) for d in details] == [
        ("1倍", "fold", "doubles"), ("HR 2.00", "exact", "2.00"),
        ("95% CI 1.83~2.19", "exact", "95% CI 1.83-2.19"), ("10年", "exact", "ten years")]


def test_a_ratio_is_never_matched_to_an_unnamed_value_or_another_ratio():
    assert numbers.check_numbers("HR 0.86", "odds ratio 0.86")[0] == "NUM_MISS"
    assert numbers.check_numbers("增加约1倍", "the risk rose by 40%")[0] == "NUM_MISS"


def test_trial_and_scale_names_hold_no_claim_numbers():
    assert numbers.check_numbers("DECLARE-TIMI 58研究与PHQ-9量表及其95%置信区间", "no numbers") == ("N/A", [])
    assert numbers.check_numbers("reaching 3.57\\% top-5 error", "reaches 3.57% top-5 error")[0] == "NUM_OK"
