"""What the judge reads for one claim (RUBRIC §7, §8): the reference's abstract, and, when its full
text is available (a PDF the user supplied or the text Step B fetched), the few passages most
likely to carry this claim, each with its section. Without a full text this is exactly the
stored abstract, as before.

- `parts`: (location, text) pairs in the order the judge reads them; abstract parts keep their
  location (RESULTS, "abstract"), a passage is located by its section ("Results > Table 2").
- `number_text`: where the claim's numbers are looked for (§4): the abstract and the whole full
  text but its introduction (numbers quoted there are other works'); the reference list is never
  read. With a full text a missing number is a finding (NUM_MISS, decided), not "full text needed".
- `quote_text`: where a quote is checked to stand (§7): the abstract and the whole full text.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..fulltext.document import ABSTRACT, Document
from ..fulltext.passages import Ranked, rank, split_passages
from ..fulltext.source import document_for
from ..state import Claim, Ref

_BACKGROUND_RE = re.compile(r"^(?:[\dIVX.]+\s*)?(?:introduction|background|related work|引\s*言|前\s*言|背景)\b",
                            re.IGNORECASE)
FULLTEXT_FLAG = "full_text_evidence"   # the verdict rests on text beyond the abstract


@dataclass(frozen=True)
class ClaimSource:
    parts: tuple[tuple[str, str], ...]
    number_text: str
    quote_text: str
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
    return (ref.api_abstract or "").strip()


def _numbers_text(doc: Document) -> str:
    return "\n".join(s.text for s in doc.sections
                     if s.kind != ABSTRACT and not _BACKGROUND_RE.match(s.label.split(" > ")[0]))


_cache: dict[tuple, ClaimSource] = {}


def claim_source(ref: Ref, claim: Claim | None = None) -> ClaimSource:
    doc = document_for(ref)
    abstract = abstract_text(ref, doc)
    if doc is None:
        return ClaimSource(parts=(("", abstract),) if abstract else (), number_text=abstract,
                           quote_text=abstract, abstract=abstract)
    from .heuristic import claim_text, number_text
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
    body = _numbers_text(doc)
    out = ClaimSource(parts=parts, number_text="\n".join(x for x in (abstract, body) if x),
                      quote_text="\n".join(x for x in (abstract, doc.text()) if x),
                      fulltext=True, abstract=abstract, passages=ranked, document=doc)
    if len(_cache) > 4096:
        _cache.clear()
    _cache[key] = out
    return out
