"""C3 cross-validation (RUBRIC §6): FAIL and PARTIAL-A are judged a second time, independently,
from another angle. Same verdict: adopted. Different: CONFLICT, for a person to decide."""
from __future__ import annotations

from ..core.vocab import Verdict
from ..state import Claim, Judgment, Ref
from . import heuristic

CROSS_VALIDATED = (Verdict.FAIL, Verdict.PARTIAL_A)


def needs_cross_validation(j: Judgment) -> bool:
    return j.verdict in CROSS_VALIDATED


def apply_round2(j: Judgment, cv_verdict: str | None, cv_reasoning: str) -> Judgment:
    """Record round 2. Without a usable round-2 verdict the claim stays single-judged and says so."""
    if not cv_verdict:
        if "cross_validation_unavailable" not in j.flags:
            j.flags.append("cross_validation_unavailable")
        j.cv_reasoning = cv_reasoning or None
        return j
    j.cross_validated = True
    j.cv_verdict = cv_verdict
    j.cv_reasoning = cv_reasoning
    j.conflict = cv_verdict != j.verdict
    return j


def heuristic_round2(ref: Ref, claim: Claim, j: Judgment) -> Judgment:
    verdict, reasoning = heuristic.second_opinion(ref, claim)
    return apply_round2(j, verdict or None, reasoning)
