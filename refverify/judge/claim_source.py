"""What the judge reads for one claim (RUBRIC §7, §8): the reference's abstract, and, when its full
text is available (a PDF the user supplied or the text Step B fetched), the few passages most
likely to carry this claim, each with its section. Without a full text this is exactly the
stored abstract, as before.

- `parts`: (location, text) pairs in the order the judge reads them; abstract parts keep their
  location (RESULTS, "abstract"), a passage is located by its section ("Results > Table 2").
- `number_text`: where the claim's numbers are looked for (§4): the abstract and the passages
  about the claim (`fulltext.passages.rank`: a passage's numbers count only when it shares the
  claim's words), never the introduction (numbers quoted there are other works') nor the reference
  list. With a full text a missing number is a finding (NUM_MISS, decided), not "full text needed".
- `quote_text`: where a quote is checked to stand (§7): the abstract and the whole full text.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from functools import lru_cache

from .. import number_match as numbers
from ..fulltext.document import ABSTRACT, TABLE, Document
from ..fulltext.passages import Ranked, rank, split_passages
from ..fulltext.source import document_for
from ..state import Claim, Ref
from .claim_side import claim_text, number_text
from ..core.work import NO_WORK

_BACKGROUND_RE = re.compile(r"^(?:[\dIVX.]+\s*)?(?:introduction|background|related work|引\s*言|前\s*言|背景)\b",
                            re.IGNORECASE)


@dataclass(frozen=True)
class ClaimSource:
    parts: tuple[tuple[str, str], ...]
    number_text: str
    quote_text: str
    number_lines: tuple[str, ...] = ()     # full text: sentences / rows where numbers may be
    fulltext: bool = False
    abstract: str = ""
    passages: tuple[Ranked, ...] = ()
    document: Document | None = None

    @property
    def text(self) -> str:
        return "\n".join(t for _, t in self.parts)

    def section_of(self, quote: str) -> str:
        """The full-text section a quote stands in ('' when not found there)."""
        return self.document.section_of(quote) if self.document is not None else ""


def abstract_text(ref: Ref, doc: Document | None) -> str:
    """The stored abstract; for a user's PDF (whose key sections Step B stored as the abstract)
    the PDF's own abstract when its full text can be read again."""
    if ref.abstract_source == "full_text_pdf" and doc is not None:
        return "\n".join(f"{s.label.upper()}: {s.text}" if s.label.lower() != "abstract" else s.text
                         for s in doc.sections if s.kind == ABSTRACT)
    return (ref.record or NO_WORK).abstract.strip()


NUMBER_SENTENCE = 0.25   # share of the claim's content words a sentence needs for its numbers to count


def number_sentences(claim: str, passages: list) -> tuple[str, ...]:
    """The sentences and table rows of `passages` that carry a quarter of the claim's words: where
    its numbers may be looked for. A number standing in another row of a table, or in a sentence
    about something else, is a coincidence, not the claim's number (measured: bench/
    fulltext_judge_bench.py). A table row is weighed with its caption and header. Across
    languages the words say too little: the passages whole."""
    from ..core import terms as T
    from .anchors import source_sentences
    han = T.has_han(claim)
    if any(T.has_han(p.text) != han for p in passages):
        return tuple(p.text for p in passages)
    out = []
    for p in passages:
        lines = p.text.split("\n")
        if p.kind == TABLE:
            head = " ".join(lines[:2])
            out.extend(row for row in lines[2:] if T.coverage(claim, f"{head} {row}")[0] >= NUMBER_SENTENCE)
            continue
        out.extend(s.text for line in lines for s in source_sentences(line)
                   if T.coverage(claim, s.text)[0] >= NUMBER_SENTENCE)
    return tuple(out)


LOOSE_RULES = ("tolerance", "range")   # §4 rules 3-4: a near value, a value inside a range
CLOSE_SENTENCE = 0.5                   # ... count in a full text only from a sentence this close


@lru_cache(maxsize=4096)
def _check(num_text: str, claim: str, abstract: str, lines: tuple[str, ...], fulltext: bool):
    if not fulltext:
        return numbers.check_numbers(num_text, abstract)
    from ..core import terms as T
    status, found_abs = numbers.check_numbers(num_text, abstract)
    if status != "NUM_MISS":
        return status, found_abs
    _, found_all = numbers.check_numbers(num_text, "\n".join((abstract, *lines)))
    close = [ln for ln in lines if T.coverage(claim, ln)[0] >= CLOSE_SENTENCE]
    _, found_close = numbers.check_numbers(num_text, "\n".join((abstract, *close)))
    details = []
    for a, every, near in zip(found_abs, found_all, found_close):
        if a["found"]:
            details.append(a)
        elif every["found"] and every["rule"] not in LOOSE_RULES:
            details.append(every)
        elif near["found"]:
            details.append(near)
        else:
            details.append({**every, "found": False, "rule": None, "source": None})
    return ("NUM_OK" if all(d["found"] for d in details) else "NUM_MISS"), details


def check_claim_numbers(num_text: str, claim: str, cs: "ClaimSource") -> tuple[str, list[dict]]:
    """§4 against what the judge read. In a full text, with hundreds of numbers, a near value
    (±5 %) or a value inside a claimed range counts only from the abstract or from a sentence
    carrying half the claim's words: '29.1x' is not '28 substitutions' (bench/fulltext_judge_bench.py)."""
    status, details = _check(num_text, claim, cs.abstract, cs.number_lines, cs.fulltext)
    return status, [dict(d) for d in details]


_cache: dict[tuple, ClaimSource] = {}


def claim_source(ref: Ref, claim: Claim | None = None) -> ClaimSource:
    doc = document_for(ref)
    abstract = abstract_text(ref, doc)
    if doc is None:
        return ClaimSource(parts=(("", abstract),) if abstract else (), number_text=abstract,
                           quote_text=abstract, abstract=abstract)
    text = claim_text(claim) if claim is not None else ""
    nums = number_text(claim) if claim is not None else ""
    key = (doc.key or id(doc), abstract, text, nums)
    hit = _cache.get(key)
    if hit is not None:
        return hit
    # the abstract is given whole: passages come from the rest
    body_passages = [p for p in split_passages(doc) if p.kind != ABSTRACT]
    ranked = tuple(rank(text, body_passages, nums)) if text else ()
    parts = ((("", abstract),) if abstract else ()) + tuple((r.passage.label, r.passage.text) for r in ranked)
    # §4 in a full text: the claim's numbers are looked for in the abstract and the passages about
    # the claim (ranked above), not anywhere in a long text that holds hundreds of numbers.
    lines = number_sentences(text, [r.passage for r in ranked if not _BACKGROUND_RE.match(r.passage.label)])
    out = ClaimSource(parts=parts, number_text="\n".join(x for x in (abstract, *lines) if x), number_lines=lines,
                      quote_text="\n".join(x for x in (abstract, doc.text()) if x),
                      fulltext=True, abstract=abstract, passages=ranked, document=doc)
    if len(_cache) > 4096:
        _cache.clear()
    _cache[key] = out
    return out
