"""One in-memory set of unsaved claim edits per state file, shared by every review form open on it.

Notebook 01 shows the claims twice (cards with their context, and a sortable table). Both are
views of one ``EditSet``: an edit typed in one shows in the other, Save in either writes every
pending edit once, and after a save both show the saved values — neither can overwrite what the
other saved with a stale copy.
"""
from __future__ import annotations

import os
import weakref
from pathlib import Path
from typing import Any, Callable

from .. import decisions, state_file
from ..errors import RefverifyError
from ..state import Claim, Edit, Ref, State
from ..state_file import changed_on_disk, load_state, state_path
from ..views import EDITABLE_CLAIM_FIELDS

# state file -> its edit set, while some form still holds it
_OPEN: "weakref.WeakValueDictionary[str, EditSet]" = weakref.WeakValueDictionary()


class EditSet:
    def __init__(self, state: State, path: Path | None):
        self.path = path
        self.pending: dict[str, dict[str, Any]] = {}
        self._listeners: list[weakref.WeakMethod] = []
        self._adopt(state)

    # ------------------------------------------------------------ reading
    def _adopt(self, state: State) -> None:
        self.state = state
        self.claims: dict[str, tuple[Ref, Claim]] = {
            claim.claim_id: (ref, claim) for ref, claim in state.iter_claims()}

    def original(self, claim_id: str, field: str) -> Any:
        return getattr(self.claims[claim_id][1], field)

    def value(self, claim_id: str, field: str) -> Any:
        """The value the user sees: a pending edit, else the claim's."""
        pending = self.pending.get(claim_id, {})
        return pending[field] if field in pending else self.original(claim_id, field)

    @property
    def n_unsaved(self) -> int:
        return sum(len(fields) for fields in self.pending.values())

    # ------------------------------------------------------------ views
    def subscribe(self, refresh: Callable[[], None]) -> None:
        """``refresh`` (a bound method of a form) is called when another form changed the set."""
        self._listeners.append(weakref.WeakMethod(refresh))

    def _changed(self, by: Any = None) -> None:
        alive = []
        for ref in self._listeners:
            method = ref()
            if method is None:
                continue
            alive.append(ref)
            if getattr(method, "__self__", None) is not by:
                method()
        self._listeners = alive

    # ------------------------------------------------------------ writing
    def set(self, claim_id: str, field: str, value: Any, *, by: Any = None) -> None:
        fields = self.pending.setdefault(claim_id, {})
        if value == self.original(claim_id, field):
            fields.pop(field, None)
        else:
            fields[field] = value
        if not fields:
            del self.pending[claim_id]
        self._changed(by)

    def check_claims(self, state: State) -> None:
        """One clear error, nothing written, when an edited claim is no longer in ``state``."""
        present = {c.claim_id for _, c in state.iter_claims()}
        for claim_id in self.pending:
            if claim_id not in present:
                raise RefverifyError(f"{self.path or 'state'}: claim {claim_id} is no longer "
                                     "in the state (parsed again?); reopen the review")

    def save(self, who: str, via: str = "review_form") -> list[Edit]:
        """Apply every pending edit with who / when and write the state file atomically (under
        the folder's lock, on the file as it is now); every form then shows the saved values."""
        if not self.pending:
            return []

        def record(state: State) -> list[Edit]:
            self.check_claims(state)
            changes = [(claim_id, field, fields[field]) for claim_id, fields in self.pending.items()
                       for field in EDITABLE_CLAIM_FIELDS if field in fields]
            return decisions.edit_claims(state, changes, who=who, via=via)
        if self.path is not None:
            state, edits = state_file.update(self.path, record, state=self.state)
        else:
            state, edits = self.state, record(self.state)
        self._adopt(state)
        self.pending.clear()
        self._changed()
        return edits


def edit_set_for(state_or_path: State | str | os.PathLike,
                 path: str | os.PathLike | None = None) -> EditSet:
    """The edit set of a state file (the one already open, when a form holds it), or a new one
    for an in-memory State."""
    if isinstance(state_or_path, State):
        target = state_path(path) if path is not None else None
        if target is None:
            return EditSet(state_or_path, None)
        found = _OPEN.get(str(target.resolve()))
        if found is not None and found.state is state_or_path:
            return found
        edits = EditSet(state_or_path, target)
    else:
        target = state_path(path if path is not None else state_or_path)
        found = _OPEN.get(str(target.resolve()))
        if found is not None and (found.pending or not changed_on_disk(found.state, target)):
            return found
        edits = EditSet(load_state(state_or_path), target)
    _OPEN[str(target.resolve())] = edits
    return edits

