"""One claim record per (reference, citing place): context, numbers, severity, summary."""
from __future__ import annotations

import re

from ..numbers import claim_numbers
from ..state import Claim
from .claims import assign_severity, claim_summary, fulltext_prediction, is_method_citation
from .sentences import context_window
from .spans import Spans


def build_claim(*, claim_id, ref_id, text, start, end, marker, group, chapter, section_kind,
                line, line_kind, file, locator="", masked_text=None, marker_spans=(),
                block_kind="paragraph") -> Claim:
    """``masked_text`` is ``text`` with every citation marker blanked out (same length), so
    superscript markers such as ¹² are not read as the claim's numbers. ``marker_spans`` are all
    citation markers of the block: they bound the part of the sentence this citation carries."""
    context, sentence, confidence = context_window(text, start, end)
    at = _sentence_start(sentence, text, start)
    own = claim_segment(text, at, at + len(sentence), start, end, marker_spans) if at >= 0 \
        else (start, end)
    bare = (masked_text or text)[own[0]:own[1]]
    numbers = claim_numbers(bare)
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
        claim_text=" ".join(bare.split()), block_kind=block_kind,
        group_refs=list(dict.fromkeys(group)), context_confidence=confidence,
        claim_summary=summary, severity=severity, has_numeric=bool(numbers),
        numeric_values=[n.raw for n in numbers], section_kind=section_kind,
        fulltext_likely=likely, fulltext_trigger=trigger,
        method_needs_human_confirm=method, locator=locator)


def _sentence_start(sentence: str, text: str, start: int) -> int:
    """Where the citing sentence stands in the block (the occurrence holding the marker)."""
    # the occurrence holding the marker begins at most one sentence before it
    at = text.find(sentence, max(0, start - len(sentence)))
    while at != -1 and not (at <= start < at + len(sentence)):
        at = text.find(sentence, at + 1)
    return at


MIN_OWN_CHARS = 12
CLAUSE_END = re.compile(r"[，；;。！？!?]|,(?!\d)|\.(?=\s|$)")  # not the comma of 30,000


def claim_segment(text: str, s_start: int, s_end: int, start: int, end: int,
                  marker_spans) -> tuple[int, int]:
    """The part of the sentence this citation carries: from the previous citation marker (or the
    sentence start) to this marker — "A rose 25%[8]; B fell 32%[9]" gives [9] only "B fell 32%".
    A marker that opens its clause ("[9] reported …") carries the text after it instead."""
    spans = marker_spans if isinstance(marker_spans, Spans) else Spans(marker_spans)
    previous = spans.last_end_between(s_start, start, (start, end))
    seg_start = previous if previous is not None else s_start
    if len(text[seg_start:start].strip(" ，,;；、()（）")) >= MIN_OWN_CHARS:
        # A textual citation ("the vocabulary of \\citet{x} (30,000 tokens)") goes on after its
        # marker: the rest of the clause is its own unless another marker comes first.
        clause = CLAUSE_END.search(text, end, s_end)
        clause_end = clause.start() if clause else s_end
        if spans.first_start_between(end, min(s_end, clause_end - 1), (start, end)) is None:
            return seg_start, clause_end
        return seg_start, end
    following = spans.first_start_between(end, s_end, (start, end))
    return seg_start, following if following is not None else s_end
