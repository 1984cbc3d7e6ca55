"""Anchor quotes (RUBRIC §7), reasoning quotes, and the code rules applied to every judgment."""
from tests.judge_cases import METFORMIN, claim, ref
from refverify.judge import rules
from refverify.judge.anchors import (labelled_sections, quote_in_source, quote_word_count,
                                     source_sentences, trim_quote, unverified_reasoning_quotes)
from refverify.state import Judgment


def test_structured_abstract_labels_and_sentences():
    labels = [label for label, _ in labelled_sections(METFORMIN)]
    assert labels == ["BACKGROUND", "METHODS", "RESULTS", "CONCLUSIONS"]
    results = [s.text for s in source_sentences(METFORMIN) if s.location == "RESULTS"]
    assert results[0] == ("Metformin lowered HbA1c by 0.9 percentage points more than placebo, "
                          "and fasting glucose fell by 1.6 mmol/L.")
    assert len(results) == 3


def test_plain_and_full_text_locations():
    assert [s.location for s in source_sentences("One finding here. Another one.")] == ["abstract", "abstract"]
    assert source_sentences("One finding here.", "full_text_pdf")[0].location == "full text"


def test_quote_check_is_whitespace_tolerant_but_verbatim():
    assert quote_in_source("fasting glucose   fell by\n1.6 mmol/L", METFORMIN)
    assert quote_in_source("p &lt; 0.05 in both", "it was p < 0.05 in both arms")
    assert not quote_in_source("fasting glucose fell by 2.6 mmol/L", METFORMIN)
    assert not quote_in_source("", METFORMIN)


def test_trim_keeps_25_words_around_the_wanted_terms():
    long = " ".join(f"w{i}" for i in range(40)) + " remission reached here"
    out = trim_quote(long, {"remiss"}, lambda w: w[:6])
    assert len(out.split()) == 25
    assert out.startswith("w16 ") and out.endswith(" w39 remission")   # first window holding it
    assert quote_word_count("缓解率为百分之二十八") == 5


def test_reasoning_quotes_absent_from_source_and_claim():
    source = "Remission was reached by 28% of patients."
    claim_text = "Treatment causes remission [4]."
    assert unverified_reasoning_quotes('The source says "reached by 28% of patients"', source, claim_text) == []
    assert unverified_reasoning_quotes('The claim says "causes"; fine', source, claim_text) == []
    assert unverified_reasoning_quotes('It reports “remission in 41% of cases”', source, claim_text) == [
        "remission in 41% of cases"]


def _llm_judgment(**kw) -> Judgment:
    base = dict(claim_id="C001_001", verdict="PASS", confidence="confirmed", judge="llm",
                reasoning="Supported.", anchor_quote="fasting glucose fell by 1.6 mmol/L",
                anchor_location="RESULTS", numeric_check="N/A")
    base.update(kw)
    return Judgment(**base)


def _ref_claim(sentence="Metformin lowered fasting glucose in older adults [1].", **kw):
    c = claim("C001_001", "1", sentence, **kw)
    return ref("1", METFORMIN, [c]), c


def test_confirmed_llm_verdict_survives_when_everything_checks():
    r, c = _ref_claim()
    j = rules.finalize(_llm_judgment(), r, c)
    assert (j.confidence, j.quote_verified, j.flags) == ("confirmed", True, [])


def test_invented_quote_downgrades():
    r, c = _ref_claim()
    j = rules.finalize(_llm_judgment(anchor_quote="glucose fell sharply in every patient"), r, c)
    assert (j.confidence, j.quote_verified, j.flags) == ("preliminary", False, ["quote_unverified"])


def test_code_numbers_override_the_model():
    r, c = _ref_claim("Metformin lowered fasting glucose by 3.2 mmol/L [1].")
    j = rules.finalize(_llm_judgment(numeric_check="NUM_OK"), r, c)
    assert (j.numeric_check, j.fulltext_required, j.confidence) == ("NUM_MISS", True, "preliminary")
    assert j.flags == ["numeric_check_overridden", "num_miss"]


def test_preliminary_triggers():
    r, c = _ref_claim(context_confidence="low")
    r.fulltext_required_stepB = True
    j = rules.finalize(_llm_judgment(), r, c)
    assert j.confidence == "preliminary"
    assert j.flags == ["fulltext_required_stepB", "low_context_confidence"]
    r2, c2 = _ref_claim()
    short = ref("1", "Metformin lowered fasting glucose by 1.6 mmol/L in older adults.", [c2])
    j2 = rules.finalize(_llm_judgment(anchor_quote="lowered fasting glucose by 1.6 mmol/L"), short, c2)
    assert j2.flags == ["short_abstract"] and j2.confidence == "preliminary"


def test_reasoning_quote_flag():
    r, c = _ref_claim()
    j = rules.finalize(_llm_judgment(reasoning='The abstract states "glucose normalised in all"'), r, c)
    assert "reasoning_quote_unverified" in j.flags and j.confidence == "preliminary"


def test_secondary_citation_only_from_review_full_text():
    r, c = _ref_claim()
    j = rules.finalize(_llm_judgment(flags=["secondary_citation"]), r, c)
    assert "secondary_citation" not in j.flags
    r.record.type, r.abstract_source = "Systematic Review", "full_text_pdf"
    j = rules.finalize(_llm_judgment(flags=["secondary_citation"]), r, c)
    assert "secondary_citation" in j.flags


def test_non_fail_without_anchor_is_preliminary():
    r, c = _ref_claim()
    j = rules.finalize(_llm_judgment(anchor_quote=""), r, c)
    assert (j.confidence, j.flags, j.quote_verified) == ("preliminary", ["no_anchor"], None)
    f = rules.finalize(_llm_judgment(verdict="FAIL", anchor_quote=""), r, c)
    assert (f.confidence, f.flags) == ("confirmed", [])
