"""Checks applied by code to every judgment, whichever judge produced it (RUBRIC §2, §4, §7, §8).
Each rule is one small function; `finalize` runs them in order."""
from __future__ import annotations

from .. import number_match as numbers
from ..core.outcome import FULLTEXT_FLAG
from ..core.vocab import Confidence
from ..state import Claim, Judgment, Ref
from .anchors import MAX_QUOTE_WORDS, quote_in_source, quote_word_count, unverified_reasoning_quotes
from .claim_side import claim_text, number_text
from .claim_source import ClaimSource, check_claim_numbers, claim_source
from .heuristic import source_text
from ..core.work import NO_WORK

SHORT_ABSTRACT_WORDS = 100
REVIEW_TYPES = ("review", "systematic review", "meta-analysis")


def _flag(j: Judgment, flag: str) -> None:
    if flag not in j.flags:
        j.flags.append(flag)


def _downgrade(j: Judgment, flag: str) -> None:
    _flag(j, flag)
    j.confidence = Confidence.PRELIMINARY


def apply_numbers(j: Judgment, ref: Ref, claim: Claim, cs: ClaimSource | None = None) -> None:
    """§4 by code: the model's own numeric_check never stands. Checked in the full text when there
    is one: a number missing there is a finding (NUM_MISS, decided), not a call for the full text."""
    cs = cs or claim_source(ref, claim)
    status, details = check_claim_numbers(number_text(claim), claim_text(claim), cs)
    if j.judge != "heuristic" and j.numeric_check != status:
        _flag(j, "numeric_check_overridden")
    j.numeric_check, j.numeric_details = status, details
    if status == "NUM_MISS":
        if cs.fulltext:
            _flag(j, "num_miss")
        else:
            j.fulltext_required = True
            _downgrade(j, "num_miss")
    elif status == "NUM_OK" and cs.fulltext and numbers.check_numbers(number_text(claim), cs.abstract)[0] != "NUM_OK":
        _flag(j, FULLTEXT_FLAG)         # the numbers are in the full text only


def verify_anchor(j: Judgment, ref: Ref, cs: ClaimSource | None = None) -> None:
    """§7: a non-FAIL verdict needs a verbatim quote of at most 25 words from the stored text.
    A quote found in the full text is located by its section, whatever the judge said."""
    cs = cs or claim_source(ref)
    if not j.anchor_quote:
        j.quote_verified = None
        if j.verdict != "FAIL":
            _downgrade(j, "no_anchor")
        return
    j.quote_verified = quote_in_source(j.anchor_quote, cs.quote_text)
    if not j.quote_verified:
        _downgrade(j, "quote_unverified")
    elif cs.fulltext and not quote_in_source(j.anchor_quote, cs.abstract):
        section = cs.section_of(j.anchor_quote)
        if section:
            j.anchor_location = section
        if j.verdict != "FAIL":
            _flag(j, FULLTEXT_FLAG)
    if quote_word_count(j.anchor_quote) > MAX_QUOTE_WORDS:
        _downgrade(j, "quote_too_long")


def check_reasoning_quotes(j: Judgment, ref: Ref, claim: Claim, cs: ClaimSource | None = None) -> None:
    cs = cs or claim_source(ref, claim)
    if unverified_reasoning_quotes(j.reasoning, cs.quote_text, claim.context_raw or claim.citing_sentence):
        _downgrade(j, "reasoning_quote_unverified")


def gate_secondary_citation(j: Judgment, ref: Ref, cs: ClaimSource | None = None) -> None:
    """§2.4: a secondary citation can only be seen in full text of a review."""
    if "secondary_citation" not in j.flags:
        return
    article_type = (ref.record or NO_WORK).type.lower()
    full = ref.abstract_source == "full_text_pdf" or (cs is not None and cs.fulltext)
    if not full or not any(t in article_type for t in REVIEW_TYPES):
        j.flags.remove("secondary_citation")


def abstract_words(ref: Ref) -> int:
    return ref.abstract_words or quote_word_count(source_text(ref))


def preliminary_triggers(j: Judgment, ref: Ref, claim: Claim, cs: ClaimSource | None = None) -> None:
    """Preliminary when the text was not enough (§2). With the full text read, a short abstract
    or Step B's "full text needed" no longer stands in the way of a confirmed verdict."""
    fulltext = cs is not None and cs.fulltext
    if abstract_words(ref) < SHORT_ABSTRACT_WORDS and ref.abstract_source != "full_text_pdf" and not fulltext:
        _downgrade(j, "short_abstract")
    if ref.fulltext_required_stepB and not fulltext:
        _downgrade(j, "fulltext_required_stepB")
    if claim.context_confidence == "low":
        _downgrade(j, "low_context_confidence")
    if j.fulltext_required:
        j.confidence = Confidence.PRELIMINARY
    if j.judge == "heuristic":
        j.confidence = Confidence.PRELIMINARY     # the offline judge never confirms anything


def finalize(j: Judgment, ref: Ref, claim: Claim) -> Judgment:
    if j.verdict is None:
        return j
    cs = claim_source(ref, claim)
    apply_numbers(j, ref, claim, cs)
    verify_anchor(j, ref, cs)
    check_reasoning_quotes(j, ref, claim, cs)
    gate_secondary_citation(j, ref, cs)
    preliminary_triggers(j, ref, claim, cs)
    return j
