"""Reversed directions and partly contradicted claims (RUBRIC §2, §5), finding by finding
(refverify.judge.polarity), and through the heuristic judge. Every pair here is written for this test."""
import pytest

from refverify.judge import heuristic, polarity
from refverify.state import Claim, Ref

TRIAL = ("In 3120 adults with chronic kidney disease, drug K was compared with placebo for a median of "
         "2.4 years. Drug K lowered the rate of kidney failure (8.1% vs 11.9%). Serious infections did "
         "not differ between groups, while hyperkalaemia was more common with drug K.")
ARMS = ("Patients with septic shock were randomised to early vasopressor support or to usual care. "
        "Mortality at 30 days was 24.2% with early vasopressor support and 31.8% with usual care.")
FROM_TO = ("Among 640 women with metastatic ovarian cancer, adding drug P to chemotherapy extended median "
           "overall survival from 14.2 to 19.6 months.")
NULL = ("A nationwide cohort of 410,000 infants was followed for asthma. Early antibiotic exposure was not "
        "associated with an increased risk of childhood asthma after adjustment for infections.")
PLACEBO_HIGHER = ("Adults with migraine received drug Q or placebo for 12 weeks. Monthly migraine days were "
                  "higher with placebo than with drug Q.")
DOSE = ("In a prospective cohort of 5000 adults, each 10 mmHg reduction in systolic pressure was associated "
        "with a 17% reduction in stroke risk.")


@pytest.mark.parametrize("claim, source, expected", [
    # English: a change verb against the opposite change verb
    ("Drug K increased the rate of kidney failure in chronic kidney disease.", TRIAL, "FAIL"),
    ("Drug K lowered the rate of kidney failure in chronic kidney disease.", TRIAL, ""),
    # one finding carried, one contradicted: only part of the claim stands
    ("Drug K lowered kidney failure and reduced serious infections.", TRIAL, "PARTIAL-A"),
    # two arms, one of them the comparator: their order gives the direction
    ("Early vasopressor support increased 30-day mortality in septic shock.", ARMS, "FAIL"),
    ("Early vasopressor support reduced 30-day mortality in septic shock.", ARMS, ""),
    # "from A to B"
    ("Adding drug P to chemotherapy shortened overall survival in ovarian cancer.", FROM_TO, "FAIL"),
    ("Adding drug P to chemotherapy prolonged overall survival in ovarian cancer.", FROM_TO, ""),
    # no association cited as an increase
    ("Early antibiotic exposure was associated with an increased risk of childhood asthma.", NULL, "FAIL"),
    # "higher with placebo": the drug lowered it
    ("Drug Q increased monthly migraine days.", PLACEBO_HIGHER, "FAIL"),
    ("Drug Q reduced monthly migraine days.", PLACEBO_HIGHER, ""),
    # Chinese claims on English sources
    ("K药增加了慢性肾脏病患者的肾衰竭发生率。", TRIAL, "FAIL"),
    ("早期升压支持使脓毒性休克患者的死亡率升高。", ARMS, "FAIL"),
    ("早期升压支持使脓毒性休克患者的死亡率降低。", ARMS, ""),
    # a dose-response is a relation, not an effect: the same relation in other words is no reversal
    ("每降低10 mmHg收缩压，卒中风险降低17%。", DOSE, ""),
    ("Each 10 mmHg higher systolic pressure went with a 17% higher stroke risk.", DOSE, ""),
    # a population that is reduced is not a change ("patients with reduced ejection fraction")
    ("Patients with reduced ejection fraction had lower kidney failure rates on drug K.", TRIAL, ""),
])
def test_reading_by_finding(claim, source, expected):
    assert polarity.compare(claim, source).verdict == expected


UNPROVEN = ("In a double-blind trial of 900 adults with sepsis, drug V shortened the time to shock reversal. "
            "Mortality at 28 days was 18.1% with drug V and 21.7% with placebo, a difference that was not "
            "statistically significant.")


def test_a_difference_that_was_not_significant_makes_a_significant_claim_partial():
    """The null is stated of "a difference" whose numbers come first: it is about mortality (the
    sentence's head), and it denies that the fall is established, not that it happened."""
    reading = polarity.compare("Drug V significantly reduced mortality in adults with sepsis.", UNPROVEN)
    assert (reading.verdict, reading.mixed) == (
        "PARTIAL-A", ["'Drug V significantly reduced mortality in adults with sepsis' (down): the source's "
                     "difference is not significant"])
    assert polarity.compare("Drug V increased mortality in adults with sepsis.", UNPROVEN).verdict == "FAIL"
    # the other finding of a composite claim still stands
    reading = polarity.compare("Drug V shortened shock reversal and reduced mortality.", UNPROVEN)
    assert reading.verdict == "PARTIAL-A" and len(reading.supported) == 1


def test_not_increased_does_not_deny_a_decrease():
    source = "Drug R reduced major bleeding by 30%. Rates of stroke were not increased with drug R."
    assert polarity.compare("Drug R reduced the rate of stroke.", source).verdict == ""
    assert polarity.compare("Drug R increased the rate of stroke.", source).verdict == "FAIL"


def test_heterogeneity_remark_is_not_a_null_finding():
    source = ("Pooling nine trials, drug S reduced hip fractures by 22%, without significant heterogeneity "
              "between trials.")
    assert polarity.compare("Drug S reduced hip fractures.", source).verdict == ""
    assert polarity.compare("Drug S increased hip fractures.", source).verdict == "FAIL"


def _judge(claim_text, source, severity="Strict"):
    ref = Ref(ref_id="1", number=1, existence="verified", api_abstract=source, abstract_source="pubmed",
              abstract_words=len(source.split()))
    claim = Claim(claim_id="C001_001", ref_id="1", claim_text=claim_text, citing_sentence=claim_text,
                  severity=severity)
    return heuristic.judge_claim(ref, claim), heuristic.second_opinion(ref, claim)


@pytest.mark.parametrize("severity", ["Strict", "Lenient"])
def test_heuristic_fails_a_reversed_claim_in_both_rounds(severity):
    j, (cv, reason) = _judge("Early vasopressor support increased 30-day mortality in septic shock.", ARMS, severity)
    assert (j.verdict, j.confidence, cv) == ("FAIL", "preliminary", "FAIL")
    assert j.reasoning.startswith("Contradicted, finding by finding:") and "the source says down" in j.reasoning


def test_heuristic_partial_when_one_finding_is_contradicted():
    j, (cv, _) = _judge("Drug K lowered kidney failure and reduced serious infections.", TRIAL)
    assert (j.verdict, cv) == ("PARTIAL-A", "PARTIAL-A")
    assert j.reasoning == ("Partly supported: 'and reduced serious infections.' (down): "
                           "the source says no difference.")


def test_heuristic_passes_the_same_finding():
    j, _ = _judge("Early vasopressor support reduced 30-day mortality in septic shock.", ARMS)
    assert j.verdict == "PASS"


HEDGED = ("In a cross-sectional survey of 2300 office workers, long daily screen time was associated with "
          "poorer sleep quality, suggesting a possible link that needs testing in trials.")
CAUSES_NOUN = ("Registry data from 12 regions were analysed. Falls and road injuries were leading causes of "
               "death among older adults, and alcohol use was a leading risk factor.")


@pytest.mark.parametrize("severity", ["Strict", "Lenient"])
@pytest.mark.parametrize("claim_text", [
    "Long daily screen time causes poor sleep quality in office workers.",
    "长时间使用屏幕导致办公室人员睡眠质量下降。",
])
def test_association_cited_as_cause_is_partial_at_every_severity(severity, claim_text):
    j, (cv, _) = _judge(claim_text, HEDGED, severity)
    assert (j.verdict, cv) == ("PARTIAL-A", "PARTIAL-A")
    assert "causation" in j.reasoning


def test_causes_of_death_as_a_noun_is_not_causal_evidence():
    j, _ = _judge("Alcohol use directly causes most deaths among older adults.", CAUSES_NOUN, "Lenient")
    assert j.verdict == "PARTIAL-A" and "causation" in j.reasoning


def test_same_association_is_not_flagged():
    j, _ = _judge("Long daily screen time was associated with poorer sleep quality in office workers.",
                  HEDGED, "Lenient")
    assert j.verdict == "PASS"


def test_method_citation_absent_from_the_abstract_is_preliminary_partial_not_fail():
    from refverify.judge.heuristic import judge_claim
    from refverify.state import Claim, Ref
    ref = Ref(ref_id="k", api_abstract=(
        "We introduce an algorithm for first-order gradient-based optimization of stochastic "
        "objective functions, based on adaptive estimates of lower-order moments. The method is "
        "straightforward to implement and computationally efficient."), abstract_source="semantic_scholar")
    claim = Claim(claim_id="C_k_001", ref_id="k", severity="Standard", method_needs_human_confirm=True,
                  citing_sentence="Tokens are split with the WordPiece vocabulary of \\citet{k}.",
                  claim_text="Tokens are split with the WordPiece vocabulary of")
    j = judge_claim(ref, claim)
    assert (j.verdict, j.confidence, j.fulltext_required, j.numeric_check) == (
        "PARTIAL-A", "preliminary", True, "N/A")
    assert j.reasoning.startswith("Method citation: the abstract does not describe this use")
