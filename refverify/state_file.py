"""The state file on disk: where it lives, loading (schema migration, payloads, decisions placed,
the journal folded in) and saving (atomic, under the folder's lock, after merging the decisions
another writer saved meanwhile), the locks, and ``update``: load, change and save in one step.
"""
from __future__ import annotations

import json
import os
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable

from filelock import FileLock, Timeout
from pydantic import ValidationError

from .core.files import atomic_write
from .core.secrets import redact_values
from .decision_places import migrate as place_decisions
from .decisions import merge
from .errors import RefverifyError
from .payloads import attach_payloads, blob_store, store_payloads
from .state import Judgment, State, migrate

STATE_FILENAME = "verification_state.json"


def state_path(path: str | os.PathLike) -> Path:
    """Accept the state file itself or the folder holding it."""
    p = Path(path)
    return p / STATE_FILENAME if p.is_dir() or p.suffix != ".json" else p


def _check_ids(state: State, source: Path) -> None:
    for rid, ref in state.refs.items():
        if ref.ref_id != rid:
            raise RefverifyError(f"{source}: invalid state: refs key '{rid}' holds ref_id "
                                 f"'{ref.ref_id}' (they must be equal)")
        for claim in ref.claims:
            if claim.ref_id != rid:
                raise RefverifyError(f"{source}: invalid state: claim {claim.claim_id} under refs "
                                     f"'{rid}' has ref_id '{claim.ref_id}'")


def load_state(path: str | os.PathLike) -> State:
    p = state_path(path)
    if not p.exists():
        raise RefverifyError(f"{p}: no state file (run `refverify parse` first)")
    try:
        stamp = _stamp(p)
        data = json.loads(p.read_text(encoding="utf-8"))
    except OSError as exc:
        raise RefverifyError(f"{p}: cannot read the state file ({exc.strerror or exc})") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RefverifyError(f"{p}: state file is not valid JSON ({exc})") from None
    if not isinstance(data, dict):
        raise RefverifyError(f"{p}: state file does not hold a JSON object")
    data = migrate(data, p)
    try:
        state = State.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(x) for x in first["loc"])
        raise RefverifyError(f"{p}: invalid state at {where}: {first['msg']}") from None
    _check_ids(state, p)
    attach_payloads(state, blob_store(p))   # records and raw excerpts: read when asked for
    place_decisions(state)          # decisions saved before places were kept get theirs
    state._disk_stamp = stamp
    _fold_journal(state, journal_path(p))
    return state


def journal_path(path: str | os.PathLike) -> Path:
    """Step C's progress since the last full save, beside the state (``journal.py``)."""
    p = state_path(path)
    return p.with_name(p.name + ".journal")


def _fold_journal(state: State, journal: Path) -> None:
    """The judgments a step appended to the journal since the state file was last written join
    the state (a crash or Ctrl-C mid-step resumes from them); a line cut short by the crash is
    left out."""
    try:
        lines = journal.read_text(encoding="utf-8").splitlines()
    except FileNotFoundError:
        return
    except (OSError, UnicodeDecodeError):
        return              # unreadable: the step runs those batches again
    for line in lines:
        try:
            entry = json.loads(line)
            ref = state.refs.get(entry["ref_id"])
            judgments = [Judgment.model_validate(j) for j in entry["judgments"]]
        except (ValueError, KeyError, TypeError, ValidationError):
            continue
        if ref is not None:
            ref.judgments = judgments


LOCK_TIMEOUT_S = 60.0
_LOCKS: dict[str, FileLock] = {}
_LOCKS_GUARD = threading.Lock()


def _stamp(p: Path) -> tuple | None:
    try:
        st = p.stat()
    except FileNotFoundError:
        return None
    return (st.st_mtime_ns, st.st_size, st.st_ino)


def lock_path(path: str | os.PathLike) -> Path:
    p = state_path(path)
    return p.parent / f".{p.name}.lock"


@contextmanager
def state_lock(path: str | os.PathLike, timeout: float | None = None):
    """Hold the state folder's lock (re-entrant in one thread). A second writer, in this or
    another process, waits up to ``timeout`` seconds (default REFVERIFY_LOCK_TIMEOUT, 60) and
    then stops with a one-line RefverifyError, having written nothing."""
    lock_file = lock_path(path)
    lock_file.parent.mkdir(parents=True, exist_ok=True)
    if timeout is None:
        timeout = float(os.environ.get("REFVERIFY_LOCK_TIMEOUT") or LOCK_TIMEOUT_S)
    with _LOCKS_GUARD:
        lock = _LOCKS.setdefault(str(lock_file.resolve()), FileLock(str(lock_file)))
    try:
        lock.acquire(timeout=timeout)
    except Timeout:
        raise RefverifyError(
            f"{state_path(path)}: another refverify process is writing this state folder "
            f"(lock {lock_file.name} held for more than {timeout:g} s); nothing was saved, "
            "try again when it has finished") from None
    try:
        yield
    finally:
        lock.release()


_HELD: dict[str, list] = {}    # run-lock file -> [FileLock, depth]: folders this process works in


@contextmanager
def folder_lock(path: str | os.PathLike):
    """One command at a time per state folder: parse / fetch / judge / report / run hold it for
    their whole duration (re-entrant in the process, any thread: ``run`` holds it around its
    steps). A second command on the folder stops at once with one line, having written nothing.
    Saves take ``state_lock`` on their own, so a person's decision saved meanwhile (a notebook,
    ``update``) is not blocked and is merged into the command's next save."""
    p = state_path(path)
    lock_file = p.parent / f".{p.name}.run.lock"
    lock_file.parent.mkdir(parents=True, exist_ok=True)
    key = str(lock_file.resolve())
    with _LOCKS_GUARD:
        held = _HELD.get(key)
        if held is not None:
            held[1] += 1
    if held is None:
        lock = FileLock(str(lock_file), thread_local=False)
        try:
            lock.acquire(timeout=0)
        except Timeout:
            raise RefverifyError(
                f"{p.parent}: another refverify command is working in this folder ({lock_file.name} "
                "is held); nothing was written — wait for it to finish, or choose another --out") from None
        with _LOCKS_GUARD:
            _HELD[key] = [lock, 1]
    try:
        yield
    finally:
        with _LOCKS_GUARD:
            held = _HELD[key]
            held[1] -= 1
            if held[1] == 0:
                del _HELD[key]
                held[0].release()


def _merge_saved_decisions(state: State, p: Path) -> None:
    """Human decisions another writer saved since ``state`` was loaded join it before it is
    written (machine fields: last writer wins; decisions: never lost)."""
    if not p.exists() or _stamp(p) == state._disk_stamp:
        return              # nobody wrote the file since this copy was loaded or saved
    try:
        data = json.loads(p.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return              # a damaged file has no decisions to keep; it is replaced
    if isinstance(data, dict) and data.get("edits"):
        merge(state, data["edits"])


def save_state(state: State, path: str | os.PathLike, *, timeout: float | None = None) -> Path:
    """Write atomically (a temp file in the same folder, fsync, then os.replace) under the
    folder's lock, after merging the decisions another writer saved meanwhile."""
    p = state_path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    with state_lock(p, timeout):
        _merge_saved_decisions(state, p)
        state.recount()
        store_payloads(state, blob_store(p))   # records and raw excerpts beside the state, once
        text = redact_values(state.model_dump_json(indent=2, exclude_none=False, context={"lean": True}))
        atomic_write(p, text, prefix=".state-")
        state._disk_stamp = _stamp(p)
        # everything the journal held is in the state file now
        journal_path(p).unlink(missing_ok=True)
    return p


def changed_on_disk(state: State, path: str | os.PathLike) -> bool:
    """True when another writer changed the state file since ``state`` was loaded from it or
    saved to it."""
    p = state_path(path)
    return p.exists() and _stamp(p) != state._disk_stamp


def update(path: str | os.PathLike, change: Callable[[State], Any], *,
           state: State | None = None, timeout: float | None = None) -> tuple[State, Any]:
    """Load the state file, apply ``change`` and save, all under the state folder's lock, so
    a decision lands on the newest state and nothing another writer saved is overwritten.
    ``state``: what to start from when the file does not exist yet."""
    with state_lock(path, timeout):
        if state is None or state_path(path).exists():
            state = load_state(path)
        result = change(state)
        save_state(state, path, timeout=timeout)
    return state, result
