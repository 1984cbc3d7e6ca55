"""Checks applied by code to every judgment, whichever judge produced it (RUBRIC §2, §4, §7, §8).
Each rule is one small function; `finalize` runs them in order."""
from __future__ import annotations

from .. import number_match as numbers
from ..state import Claim, Judgment, Ref
from .anchors import MAX_QUOTE_WORDS, quote_in_source, quote_word_count, unverified_reasoning_quotes
from .heuristic import number_text, source_text

SHORT_ABSTRACT_WORDS = 100
REVIEW_TYPES = ("review", "systematic review", "meta-analysis")


def _flag(j: Judgment, flag: str) -> None:
    if flag not in j.flags:
        j.flags.append(flag)


def _downgrade(j: Judgment, flag: str) -> None:
    _flag(j, flag)
    j.confidence = "preliminary"


def apply_numbers(j: Judgment, ref: Ref, claim: Claim) -> None:
    """§4 by code: the model's own numeric_check never stands."""
    status, details = numbers.check_numbers(number_text(claim), source_text(ref))
    if j.judge != "heuristic" and j.numeric_check != status:
        _flag(j, "numeric_check_overridden")
    j.numeric_check, j.numeric_details = status, details
    if status == "NUM_MISS":
        j.fulltext_required = True
        _downgrade(j, "num_miss")


def verify_anchor(j: Judgment, ref: Ref) -> None:
    """§7: a non-FAIL verdict needs a verbatim quote of at most 25 words from the stored text."""
    if not j.anchor_quote:
        j.quote_verified = None
        if j.verdict != "FAIL":
            _downgrade(j, "no_anchor")
        return
    j.quote_verified = quote_in_source(j.anchor_quote, source_text(ref))
    if not j.quote_verified:
        _downgrade(j, "quote_unverified")
    if quote_word_count(j.anchor_quote) > MAX_QUOTE_WORDS:
        _downgrade(j, "quote_too_long")


def check_reasoning_quotes(j: Judgment, ref: Ref, claim: Claim) -> None:
    if unverified_reasoning_quotes(j.reasoning, source_text(ref), claim.context_raw or claim.citing_sentence):
        _downgrade(j, "reasoning_quote_unverified")


def gate_secondary_citation(j: Judgment, ref: Ref) -> None:
    """§2.4: a secondary citation can only be seen in full text of a review."""
    if "secondary_citation" not in j.flags:
        return
    article_type = (ref.api_article_type or "").lower()
    if ref.abstract_source != "full_text_pdf" or not any(t in article_type for t in REVIEW_TYPES):
        j.flags.remove("secondary_citation")


def abstract_words(ref: Ref) -> int:
    return ref.abstract_words or quote_word_count(source_text(ref))


def preliminary_triggers(j: Judgment, ref: Ref, claim: Claim) -> None:
    if abstract_words(ref) < SHORT_ABSTRACT_WORDS and ref.abstract_source != "full_text_pdf":
        _downgrade(j, "short_abstract")
    if ref.fulltext_required_stepB:
        _downgrade(j, "fulltext_required_stepB")
    if claim.context_confidence == "low":
        _downgrade(j, "low_context_confidence")
    if j.fulltext_required:
        j.confidence = "preliminary"
    if j.judge == "heuristic":
        j.confidence = "preliminary"     # the offline judge never confirms anything


def finalize(j: Judgment, ref: Ref, claim: Claim) -> Judgment:
    if j.verdict is None:
        return j
    apply_numbers(j, ref, claim)
    verify_anchor(j, ref)
    check_reasoning_quotes(j, ref, claim)
    gate_secondary_citation(j, ref)
    preliminary_triggers(j, ref, claim)
    return j
