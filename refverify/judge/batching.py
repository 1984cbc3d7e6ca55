"""C1: which claims are judged, and in which batches.

Batches group whole references (each source text is sent once): at most 10 references or 30
claims, a reference with more than 15 claims alone (split in chunks of 30 when it has more);
Strict references first, then by how often the reference is cited. For the LLM judge a batch
also has to fit the model's context window with its answer (a token estimate, `fits`): a
reference too large to share is sent alone, its claims in as many calls as needed.

Skipped, with the reason stored as a Judgment with verdict None:
- existence `id_mismatch`, `not_found`, `api_fail`, `pending` (nothing trustworthy to compare);
- no stored source text, whatever the existence (`unindexed` books, records without abstract):
  a verdict without text would be a guess (§8), so the claim is skipped with
  "no source text" and `fulltext_required=True`: the person supplies a PDF.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from ..core.outcome import NO_SOURCE_TEXT, SKIP_EXISTENCE, skip_code, skip_reason  # noqa: F401
from ..core.vocab import SEVERITIES, Confidence, JudgmentStatus, NotJudged
from ..state import Judgment, Ref, State, now_iso

MAX_REFS, MAX_CLAIMS, ALONE_OVER = 10, 30, 15
SEVERITY_RANK = {s: i for i, s in enumerate(SEVERITIES)}

@dataclass
class Batch:
    index: int
    items: list[tuple[str, list[str]]] = field(default_factory=list)   # (ref_id, claim_ids)

    @property
    def ref_ids(self) -> list[str]:
        return [r for r, _ in self.items]

    @property
    def n_claims(self) -> int:
        return sum(len(c) for _, c in self.items)


def skipped_judgment(claim_id: str, reason: str, code: str) -> Judgment:
    """``reason``: the text shown; ``code``: its ``NotJudged`` code."""
    return Judgment(claim_id=claim_id, verdict=None, confidence=Confidence.PRELIMINARY, status=JudgmentStatus.SKIPPED,
                    reason=code, fulltext_required=code == NotJudged.NO_SOURCE_TEXT,
                    skipped_reason=reason, judged_at=now_iso())


def _order_key(ref: Ref, claim_ids: list[str]):
    wanted = set(claim_ids)
    rank = min((SEVERITY_RANK.get(c.severity, 2) for c in ref.claims if c.claim_id in wanted), default=2)
    return (rank, -len(ref.claims), ref.number if ref.number is not None else 10**9, ref.ref_id)


TokensFn = Callable[[str, list[str]], int]        # (ref_id, claim_ids) -> prompt tokens
FitsFn = Callable[[int, int], bool]               # (prompt tokens, claims) -> fits the model


def _chunks(rid: str, ids: list[str], tokens: TokensFn | None, fits: FitsFn | None) -> list[list[str]]:
    """The claims of one reference in chunks of at most MAX_CLAIMS that each fit."""
    out: list[list[str]] = []
    for cid in ids:
        if out and len(out[-1]) < MAX_CLAIMS and (
                fits is None or fits(tokens(rid, out[-1] + [cid]), len(out[-1]) + 1)):
            out[-1].append(cid)
        else:
            out.append([cid])
    return out


def plan_batches(state: State, wanted: dict[str, list[str]], *, tokens: TokensFn | None = None,
                 fits: FitsFn | None = None) -> list[Batch]:
    """Pack {ref_id: claim_ids to judge} into batches in C1 order (and within the context window
    when `tokens` and `fits` are given)."""
    order = sorted((rid for rid, ids in wanted.items() if ids),
                   key=lambda rid: _order_key(state.refs[rid], wanted[rid]))
    batches: list[Batch] = []
    current = Batch(0)
    used = 0

    def close() -> None:
        nonlocal current, used
        if current.items:
            batches.append(current)
        current = Batch(len(batches))
        used = 0

    for rid in order:
        ids = wanted[rid]
        cost = tokens(rid, ids) if tokens else 0
        if len(ids) > ALONE_OVER or (fits is not None and not fits(cost, len(ids))):
            close()
            for chunk in _chunks(rid, ids, tokens, fits):
                current.items.append((rid, chunk))
                close()
            continue
        if (len(current.items) >= MAX_REFS or current.n_claims + len(ids) > MAX_CLAIMS
                or (fits is not None and not fits(used + cost, current.n_claims + len(ids)))):
            close()
        current.items.append((rid, ids))
        used += cost
    close()
    return batches
