"""Every human decision in one place: severity / summary / method-flag edits of a claim and the
verdict a person gives a judged claim (a conflict resolution).

Whatever the entry point — the review or conflict form, ``views.apply_edits`` on a DataFrame,
``judge.resolve_conflict`` or a call here — a decision is validated the same way, applied to the
state and logged in ``state.edits`` with who, when and ``via`` (the entry point). The log is the
record: ``replay`` re-applies the latest decision per (claim, field) after any re-run, and
``save_state`` merges decisions another writer saved meanwhile before it writes (state_file.py), so
no decision is lost to "last writer wins".
"""
from __future__ import annotations

import math
from typing import Any, Iterable

from pydantic import ValidationError

from .core.vocab import SEVERITIES, VERDICTS, JudgmentStatus, NotJudged
from .decision_places import edit_id, place_of, reattach, stamp
from .errors import RefverifyError
from .state import Claim, Edit, Judgment, Resolution, State, now_iso

CLAIM_FIELDS = ("severity", "claim_summary", "method_needs_human_confirm")
RESOLUTION = "resolution"


class DecisionError(RefverifyError, ValueError):
    """A decision that cannot be recorded (unknown claim, value out of range)."""


def default_user() -> str:
    """The config user (REFVERIFY_USER / refverify.toml), else the OS user."""
    from .config import _os_user, load_config
    try:
        return load_config().user or _os_user()
    except RefverifyError:
        return _os_user()


def _missing(value: Any) -> bool:
    return value is None or (isinstance(value, float) and math.isnan(value))


def claim_value(field: str, value: Any, claim_id: str) -> Any:
    """One edited claim field, normalised (numpy scalars, NaN) and validated."""
    if field not in CLAIM_FIELDS:
        raise DecisionError(f"claim {claim_id}: {field} cannot be edited "
                            f"(editable: {', '.join(CLAIM_FIELDS)})")
    if hasattr(value, "item") and not isinstance(value, (str, bytes)):
        value = value.item()  # numpy scalar -> Python, so the JSON state stays plain
    if field == "severity":
        if value not in SEVERITIES:
            raise DecisionError(
                f"claim {claim_id}: severity {value!r} is not one of {', '.join(SEVERITIES)}")
        return value
    if field == "claim_summary":
        return "" if _missing(value) else str(value)
    if _missing(value) or value not in (True, False, 0, 1):
        raise DecisionError(
            f"claim {claim_id}: method_needs_human_confirm {value!r} is not true or false")
    return bool(value)


def _set_claim_field(claim: Claim, field: str, value: Any) -> None:
    setattr(claim, field, value)
    if field == "claim_summary":
        claim.summary_source = "human"


def edit_claims(state: State, changes: Iterable[tuple[str, str, Any]], *, who: str | None = None,
                when: str | None = None, via: str = "library") -> list[Edit]:
    """Apply ``(claim_id, field, value)`` edits; every one is validated before any is applied,
    so a bad value leaves the state as it was. Unchanged values record nothing."""
    claims = {claim.claim_id: claim for _, claim in state.iter_claims()}
    planned: list[tuple[Claim, str, Any]] = []
    for claim_id, field, value in changes:
        claim = claims.get(str(claim_id))
        if claim is None:
            raise DecisionError(f"claim {claim_id} is not in the state")
        new = claim_value(field, value, claim.claim_id)
        if new != getattr(claim, field):
            planned.append((claim, field, new))
    who, when = who or default_user(), when or now_iso()
    edits = []
    for claim, field, new in planned:
        edits.append(stamp(state, Edit(target=claim.claim_id, field=field, old=getattr(claim, field),
                                       new=new, who=who, when=when, step="A", via=via)))
        _set_claim_field(claim, field, new)
    state.edits.extend(edits)
    return edits


def edit_claim(state: State, claim_id: str, field: str, value: Any, **kwargs) -> Edit | None:
    """One claim edit (see ``edit_claims``); None when the value did not change."""
    edits = edit_claims(state, [(claim_id, field, value)], **kwargs)
    return edits[0] if edits else None


def resolve(state: State, claim_id: str, verdict: str, note: str = "", *, who: str | None = None,
            when: str | None = None, via: str = "library", create: bool = False) -> Judgment:
    """A person's verdict on a judged claim (a conflict or any other). Later runs of Step C
    never override it. ``create``: also for a claim Step C has not judged yet."""
    if verdict not in VERDICTS:
        raise DecisionError(f"claim {claim_id}: verdict {verdict!r} is not one of "
                            f"{', '.join(VERDICTS)}")
    try:
        ref, _claim = state.claim(claim_id)
    except KeyError:
        raise DecisionError(f"claim {claim_id} is not in the state") from None
    judgment = ref.judgment_for(claim_id)
    if judgment is None:
        if not create:
            raise DecisionError(f"claim {claim_id} has no judgment to resolve (run Step C first)")
        judgment = Judgment(claim_id=claim_id, status=JudgmentStatus.SKIPPED, reason=NotJudged.NOT_RUN)
        ref.judgments.append(judgment)
    resolution = Resolution(verdict=verdict, note=note or "", who=who or default_user(),
                            when=when or now_iso())
    # The log keeps every decision, also one a later decision replaced on the judgment.
    old = judgment.resolution.model_dump() if judgment.resolution is not None else None
    state.edits.append(stamp(state, Edit(target=claim_id, field=RESOLUTION, old=old,
                                         new=resolution.model_dump(), who=resolution.who,
                                         when=resolution.when, step="C", via=via)))
    judgment.resolution = resolution
    return judgment


def latest(state: State) -> dict[tuple[str, str], Edit]:
    """The last decision per (claim id, field); later entries in the log win. A decision
    pending re-attachment (decision_places) decides nothing until a person places it."""
    last: dict[tuple[str, str], Edit] = {}
    for edit in state.edits:
        if edit.pending:
            continue
        if edit.field in CLAIM_FIELDS or edit.field == RESOLUTION:
            last[(edit.target, edit.field)] = edit
    return last


def replay(state: State, keys: set[tuple[str, str]] | None = None, *, refs=None,
           last: dict[tuple[str, str], Edit] | None = None) -> int:
    """Re-apply the latest decision per (claim, field) after claims or judgments were rebuilt
    (only those of ``keys`` when given; only the claims of ``refs`` when given, with ``last`` the
    ``latest(state)`` already read — Step C replays each batch's references, not the whole
    thesis). Returns how many were applied; decisions whose claim (or judgment) no longer exists
    stay in the log, unapplied."""
    pairs = state.iter_claims() if refs is None else ((ref, c) for ref in refs for c in ref.claims)
    claims = {claim.claim_id: (ref, claim) for ref, claim in pairs}
    applied = 0
    for (claim_id, field), edit in (latest(state) if last is None else last).items():
        if keys is not None and (claim_id, field) not in keys:
            continue
        found = claims.get(claim_id)
        if found is None:
            continue
        ref, claim = found
        if field == RESOLUTION:
            judgment = ref.judgment_for(claim_id)
            if judgment is None or not isinstance(edit.new, dict):
                continue
            try:
                judgment.resolution = Resolution.model_validate(edit.new)
            except ValidationError:     # not a decision resolve() writes: left in the log, unapplied
                continue
        else:
            _set_claim_field(claim, field, edit.new)
        applied += 1
    return applied


def _pending_edit(state: State, index: int) -> Edit:
    if not 0 <= index < len(state.edits) or not state.edits[index].pending \
            or state.edits[index].pending.get("dismissed"):
        raise DecisionError(f"decision {index} is not pending re-attachment")
    return state.edits[index]


def reattach_decision(state: State, index: int, claim_id: str, *, who: str | None = None) -> Edit:
    """A person places a pending decision (``decision_places.pending``'s ``index``) on a claim;
    it is applied there and follows that claim from now on."""
    edit = _pending_edit(state, index)
    try:
        ref, claim = state.claim(claim_id)
    except KeyError:
        raise DecisionError(f"claim {claim_id} is not in the state") from None
    edit.target, edit.pending = claim_id, None
    edit.anchor = {**place_of(state, ref, claim), "confirmed_by": who or default_user(),
                   "confirmed": now_iso()}
    replay(state)
    return edit


def dismiss_decision(state: State, index: int, *, who: str | None = None) -> Edit:
    """A person drops a pending decision: it stays in the log, applied to nothing, no longer
    listed as waiting."""
    edit = _pending_edit(state, index)
    edit.pending = {**edit.pending, "dismissed": who or default_user(), "when": now_iso()}
    return edit


def _key(edit: Edit) -> str:
    # the id survives re-attachment (which changes the target); an older entry gets it here
    return edit.id or edit_id(edit)


def merge(state: State, saved_edits: list[dict]) -> int:
    """Add the decisions another writer saved (the file's ``edits``) that ``state`` lacks, keep
    the log in time order, place them on ``state``'s claims (which a re-parse may have
    renumbered) and re-apply. Returns how many were added."""
    have = {_key(e) for e in state.edits}
    new = [e for e in (Edit.model_validate(d) for d in saved_edits if isinstance(d, dict))
           if _key(e) not in have]
    for edit in new:
        stamp(state, edit)      # an entry from an older writer: placed by its claim here
    if new:
        reattach(state, new)
        state.edits = sorted([*state.edits, *new], key=lambda e: e.when or "")
        replay(state)
    return len(new)


def log(state: State) -> list[dict[str, Any]]:
    """The decision log as plain rows (oldest first)."""
    return [{"target": e.target, "field": e.field, "old": e.old, "new": e.new, "who": e.who,
             "when": e.when, "step": e.step, "via": getattr(e, "via", "")} for e in state.edits]
