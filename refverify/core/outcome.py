"""What a claim and a reference *are* for the user, decided once (issue 21: one outcome policy).

Every report, view, annotated note, CLI exit code and benchmark reads these functions instead of
testing verdicts and flags itself, so they cannot disagree on what is a finding. The shape is
"decide, then act": ``claim_outcome`` / ``entry_outcome`` say what a thing is; the code that
writes a report holds no rules.

A *finding* is what drives the user's verdict and what the benchmarks count (a detection when
right, a false alarm when wrong): a FAIL (the use is WRONG), a PARTIAL-A the judge gave a reason
for (WEAK), an existence problem, a metadata *error*. A warning, a claim that *needs reading* (the
offline judge's triage found no strong evidence either way), a conflict awaiting a person and a
claim that could not be checked are shown, but are not findings.
"""
from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Iterable

from .records import MetadataIssue
from .vocab import NOT_A_WORK, NOT_LOOKED_UP, Confidence, Existence, JudgmentStatus, NotJudged, Overall
from .work import NO_WORK

# seed 003: the overall verdict and the exit status it implies
EXIT_CODES = {Overall.PASS: 0, Overall.NOT_APPLICABLE: 0, Overall.WARN: 1, Overall.FAIL: 2,
              Overall.BLOCKED: 3, Overall.ERROR: 3}
UNJUDGED_PREFIX = "unjudged"
NEEDS_READING = "needs_reading"
QUOTE_UNVERIFIED = "quote_unverified"
NO_ANCHOR = "no_anchor"           # a verdict other than FAIL without the quote RUBRIC §7 requires
FULLTEXT_FLAG = "full_text_evidence"   # the verdict rests on text beyond the abstract


# Why a reference's claims are not judged (RUBRIC §3, §8): nothing trustworthy to compare with.
SKIP_EXISTENCE = {
    Existence.ID_MISMATCH: "METADATA_MISMATCH: the identifier resolves to another work (§3); not judged",
    Existence.NOT_FOUND: "reference not found by any source (§3); not judged",
    Existence.API_FAIL: "sources could not be reached (§3); retry Step B, then judge",
    Existence.PENDING: "Step B has not run for this reference",
    Existence.UNREADABLE: "the bibliography entry could not be read; fix it, then run again",
}
NO_SOURCE_TEXT = "no source text"
# the offline judge's own reasons to leave a claim (its text goes on after these words)
NAME_ONLY_TEXT = "heuristic judge: the citing text only names the work"
NOTHING_COMPARABLE_TEXT = "heuristic judge: no comparable words between claim and source"


def skip_code(ref: Any) -> str:
    """The reason code (``NotJudged``) of ``skip_reason(ref)``; "" when the claims can be judged."""
    if ref.existence in SKIP_EXISTENCE:
        return NotJudged(ref.existence)
    return NotJudged.NO_SOURCE_TEXT if skip_reason(ref) else ""


def legacy_status(verdict: str | None, skipped_reason: str) -> tuple[str, str]:
    """A schema-2 judgment's status and reason code, read once from its reason text (the only
    place that reads that text for meaning); a text no code matches is OTHER, never guessed."""
    if verdict:
        return JudgmentStatus.JUDGED, ""
    text = skipped_reason or ""
    if text.startswith(UNJUDGED_PREFIX):
        return JudgmentStatus.UNJUDGED, NotJudged.JUDGE_FAILED
    by_text = {NO_SOURCE_TEXT: NotJudged.NO_SOURCE_TEXT,
               **{why: NotJudged(existence) for existence, why in SKIP_EXISTENCE.items()}}
    if text in by_text:
        return JudgmentStatus.SKIPPED, by_text[text]
    if text.startswith(NAME_ONLY_TEXT):
        return JudgmentStatus.SKIPPED, NotJudged.NAME_ONLY
    if text.startswith(NOTHING_COMPARABLE_TEXT):
        return JudgmentStatus.SKIPPED, NotJudged.NOTHING_COMPARABLE
    return JudgmentStatus.SKIPPED, NotJudged.NOT_RUN if not text else NotJudged.OTHER


def skip_reason(ref: Any) -> str:
    """Why the claims of ``ref`` cannot be judged ("" when they can): its existence, or no
    stored source text (a verdict without text would be a guess, §8)."""
    if ref.existence in SKIP_EXISTENCE:
        return SKIP_EXISTENCE[ref.existence]
    if not (ref.record or NO_WORK).abstract.strip():
        return NO_SOURCE_TEXT
    return ""


class ClaimKind(StrEnum):
    SUPPORTED = "supported"          # PASS / PARTIAL-B
    WRONG = "wrong"                  # FAIL: remove or replace the citation (a finding)
    WEAK = "weak"                    # PARTIAL-A with a reason: rewrite the claim (a finding)
    NEEDS_READING = "needs_reading"  # offline triage: no strong evidence either way (not a finding)
    QUOTE_NOT_FOUND = "quote_not_found"  # supported, but the judge's quote is not in the source
                                         # (RUBRIC §7): preliminary, a person reads the source
    CONFLICT = "conflict"            # the two rounds disagree: a person decides (not a finding yet)
    UNJUDGED = "unjudged"            # the judge tried and failed: the run is incomplete (ERROR)
    NOT_CHECKED = "not_checked"      # no text to judge against, or Step C not run on it


@dataclass(frozen=True)
class ClaimOutcome:
    kind: ClaimKind
    verdict: str | None              # the verdict that counts (a resolution, CONFLICT), or None
    resolved: bool = False           # a person decided it
    preliminary: bool = False        # the judge's verdict is a best estimate (RUBRIC §2)

    @property
    def finding(self) -> bool:
        return self.kind in (ClaimKind.WRONG, ClaimKind.WEAK)

    @property
    def use(self) -> str:
        """SUPPORTS / WEAK / WRONG (seed 003): anything not shown to support is WEAK."""
        return {ClaimKind.SUPPORTED: "SUPPORTS", ClaimKind.WRONG: "WRONG"}.get(self.kind, "WEAK")

    @property
    def to_read(self) -> bool:
        """A place a person should look at although nothing is known to be wrong."""
        return self.kind in (ClaimKind.NEEDS_READING, ClaimKind.CONFLICT, ClaimKind.QUOTE_NOT_FOUND)


def is_unjudged(judgment: Any) -> bool:
    """A claim the judge tried and failed on (not one skipped for lack of a source text)."""
    return judgment is not None and judgment.status == JudgmentStatus.UNJUDGED


def unjudged_reason(judgment: Any) -> str:
    """Why the judge failed on it: its text, without the marker ("unjudged: <why>")."""
    return (judgment.skipped_reason or "").removeprefix(UNJUDGED_PREFIX).lstrip(": ")


def claim_outcome(judgment: Any) -> ClaimOutcome:
    """What one claim is, from its judgment (None: not judged)."""
    if judgment is None:
        return ClaimOutcome(ClaimKind.NOT_CHECKED, None)
    resolved = bool(judgment.resolved_verdict)
    verdict = judgment.final_verdict
    preliminary = bool(judgment.verdict) and judgment.confidence == Confidence.PRELIMINARY
    if verdict is None:
        kind = ClaimKind.UNJUDGED if is_unjudged(judgment) else ClaimKind.NOT_CHECKED
    elif verdict == "CONFLICT":
        kind = ClaimKind.CONFLICT
    elif verdict == "FAIL":
        kind = ClaimKind.WRONG
    elif verdict == "PARTIAL-A":
        kind = (ClaimKind.NEEDS_READING if NEEDS_READING in judgment.flags and not resolved
                else ClaimKind.WEAK)
    elif (QUOTE_UNVERIFIED in judgment.flags or NO_ANCHOR in judgment.flags) and not resolved:
        # no quote at all is no weaker than a quote that is not in the source (RUBRIC §7)
        kind = ClaimKind.QUOTE_NOT_FOUND
    else:
        kind = ClaimKind.SUPPORTED
    return ClaimOutcome(kind, verdict, resolved, preliminary)


# --- references ---------------------------------------------------------------------------

def metadata_issues(ref: Any) -> list:
    """Step B's metadata issues, plus Step A's disagreements between the .bib and the reference
    list written in the document (the bib won; the list needs the same fix), and between a
    citation's year and its entry's (source "citation": a warning, the places in ``record``)."""
    listed = [MetadataIssue(field=d["field"], bib=d.get("bib"), source_value=d.get("document"),
                            source=d.get("source", "reference list"), record=d.get("record", ref.bib.file),
                            severity=d.get("severity", "error"),
                            message=d.get("message", "the .bib and the document's reference list "
                                                     f"disagree on {d['field']}"))
              for d in ref.bib.discrepancies]
    return list(ref.metadata_issues) + listed


def drift(ref: Any) -> list:
    """Metadata issues that are drift (errors and warnings), retraction notices excluded."""
    return [i for i in metadata_issues(ref)
            if i.severity in ("error", "warning") and i.field != "retraction"]


def drift_errors(ref: Any) -> list:
    """The drift that decides a FIX: errors only. A warning is something a careful person may
    still accept; it is shown, but it is neither a finding nor a false alarm."""
    return [i for i in drift(ref) if i.severity == "error"]


def has_retraction(ref: Any) -> bool:
    return bool(ref.retraction) or any(i.field == "retraction" for i in ref.metadata_issues)


def reference_flagged(ref: Any) -> bool:
    """The rule a benchmark of fabricated references counts by, and the one that makes an entry
    REMOVE or FIX: the work does not exist, its identifier is another work's, a metadata error, or
    a retraction / concern / erratum notice."""
    return entry_outcome(ref, ()).action != "KEEP"


@dataclass(frozen=True)
class EntryOutcome:
    action: str                      # KEEP | FIX | REPLACE | REMOVE
    axes: tuple[str, ...]            # EXISTENCE, METADATA, CONTEXT: every axis that failed
    checked: bool                    # False: the lookup failed, nothing is known either way

    @property
    def finding(self) -> bool:
        return self.action != "KEEP"


def entry_outcome(ref: Any, claims: Iterable[ClaimOutcome]) -> EntryOutcome:
    """RUBRIC §2 per entry: the work missing or its identifier another work's → REMOVE; any use
    WRONG (or a retracted work) → REPLACE; a metadata error or a notice → FIX; else KEEP."""
    axes = []
    # a citation the list has no entry for, but an entry of the same year and a name one slip
    # away ("Buffalo 1996" / "Buffolo, E. (1996)"): the citation is to fix, not a missing work
    misspelt = ref.bib.origin == "none" and bool(getattr(ref, "orphan_of", ""))
    if ref.existence in NOT_A_WORK and not misspelt:
        axes.append("EXISTENCE")
    if drift_errors(ref) or ref.existence in (Existence.ID_MISMATCH, Existence.UNREADABLE) or has_retraction(ref) \
            or misspelt:
        # an entry Step A could not read is kept, never called fabricated: the entry is to fix
        axes.append("METADATA")
    if any(c.kind is ClaimKind.WRONG for c in claims):
        axes.append("CONTEXT")
    if "EXISTENCE" in axes:
        action = "REMOVE"
    elif "CONTEXT" in axes or (ref.retraction or {}).get("kind") == "retracted":
        # A retracted work cannot carry a claim: replace it, whatever its uses say.
        action = "REPLACE"
    elif "METADATA" in axes:
        action = "FIX"
    else:
        action = "KEEP"
    return EntryOutcome(action, tuple(axes), checked=ref.existence not in NOT_LOOKED_UP)


def exit_code(overall_verdict: str) -> int:
    """The CLI exit status for a top-level audit verdict."""
    return EXIT_CODES[overall_verdict]


def judged_by(state: Any) -> tuple[str, str]:
    """(judge, model) of the verdicts in the state: 'heuristic', 'llm', 'heuristic+llm' or ''
    (read from the judgments themselves, so a run that judged nothing never relabels a report)."""
    judges, models = set(), set()
    for ref in state.refs.values():
        for j in ref.judgments:
            if j.verdict:
                judges.add(j.judge or "heuristic")
                if j.judge == "llm" and j.model:
                    models.add(j.model)
    return "+".join(sorted(judges)), ", ".join(sorted(models))
