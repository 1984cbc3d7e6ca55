"""One claim record per (reference, citing place): context, numbers, severity, summary."""
from __future__ import annotations

from ..numbers import claim_numbers
from ..state import Claim
from .claims import assign_severity, claim_summary, fulltext_prediction, is_method_citation
from .sentences import context_window


def build_claim(*, claim_id, ref_id, text, start, end, marker, group, chapter, section_kind,
                line, line_kind, file, locator="") -> Claim:
    context, sentence, confidence = context_window(text, start, end)
    numbers = claim_numbers(sentence)
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
