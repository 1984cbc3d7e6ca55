"""One claim record per (reference, citing place): context, numbers, severity, summary."""
from __future__ import annotations

from ..numbers import claim_numbers
from ..state import Claim
from .claims import assign_severity, claim_summary, fulltext_prediction, is_method_citation
from .sentences import context_window


def build_claim(*, claim_id, ref_id, text, start, end, marker, group, chapter, section_kind,
                line, line_kind, file, locator="", masked_text=None) -> Claim:
    """``masked_text`` is ``text`` with every citation marker blanked out (same length), so
    superscript markers such as ¹² are not read as the claim's numbers."""
    context, sentence, confidence = context_window(text, start, end)
    numbers = claim_numbers(_same_span(sentence, text, masked_text, start))
    k = len(dict.fromkeys(group))
    severity, template = assign_severity(sentence, group_size=k, section_kind=section_kind,
                                         numbers=numbers)
    method = is_method_citation(sentence, section_kind)
    label = f"[{ref_id}]"
    summary = claim_summary(label, sentence, severity_kind=template, group_size=k, numbers=numbers)
    likely, trigger = fulltext_prediction(has_numeric=bool(numbers), section_kind=section_kind,
                                          severity=severity)
    return Claim(
        claim_id=claim_id, ref_id=ref_id, chapter=chapter, line=line, line_kind=line_kind,
        file=file, context_raw=context, citing_sentence=sentence, cite_marker=marker,
        group_refs=list(dict.fromkeys(group)), context_confidence=confidence,
        claim_summary=summary, severity=severity, has_numeric=bool(numbers),
        numeric_values=[n.raw for n in numbers], section_kind=section_kind,
        fulltext_likely=likely, fulltext_trigger=trigger,
        method_needs_human_confirm=method, locator=locator)


def _same_span(sentence: str, text: str, masked_text: str | None, start: int) -> str:
    """The citing sentence as it stands in the masked text (markers blanked)."""
    if masked_text is None:
        return sentence
    at = text.find(sentence)
    while at != -1 and not (at <= start < at + len(sentence)):
        at = text.find(sentence, at + 1)
    return masked_text[at:at + len(sentence)] if at != -1 else sentence
