"""Durable progress without rewriting the world (issue 24): after each batch Step C appends the
judgments of the references it changed to a journal beside the state (one JSON line per
reference, fsync'd), instead of rewriting the whole state file; the state file is written once at
the end of the step. ``load_state`` folds a journal left by a crash into the state, so a run still
loses at most the batch in flight, and readers keep reading one state (``state_file.load_state``)."""
from __future__ import annotations

import json
import os
from pathlib import Path

from .state import Ref, State
from .state_file import journal_path, state_lock


def _marks(ref: Ref) -> tuple[int, ...]:
    # Step C replaces a judgment object when it stores a new verdict: identity tells what changed
    return tuple(id(j) for j in ref.judgments)


class Journal:
    def __init__(self, folder: str | os.PathLike, state: State):
        self.folder = Path(folder)
        self.path = journal_path(folder)
        self._seen = {rid: _marks(ref) for rid, ref in state.refs.items()}

    def __call__(self, state: State, ref_ids=None) -> int:
        """Append the references whose judgments changed since the last call (among ``ref_ids``
        when the caller knows which it touched: a batch's, not the whole thesis); how many."""
        refs = state.refs.items() if ref_ids is None else ((rid, state.refs[rid]) for rid in ref_ids)
        changed = [ref for rid, ref in refs if _marks(ref) != self._seen.get(rid)]
        if not changed:
            return 0
        lines = "".join(json.dumps({"ref_id": ref.ref_id,
                                    "judgments": [j.model_dump(mode="json") for j in ref.judgments]},
                                   ensure_ascii=False) + "\n" for ref in changed)
        with state_lock(self.folder):
            with open(self.path, "a", encoding="utf-8") as fh:
                fh.write(lines)
                fh.flush()
                os.fsync(fh.fileno())
        for ref in changed:
            self._seen[ref.ref_id] = _marks(ref)
        return len(changed)
