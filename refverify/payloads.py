"""The services' records and raw excerpts, kept out of ``verification_state.json``.

They are most of a large state (at 1,500 references: 9 of its 12 MB, and nearly all the time a
load spends building objects), and only Step B and an audit of one answer read them. So
``save_state`` stores the records and raw excerpts of each reference's answers once, as one JSON
blob ``{service: {"record": {...}, "raw": "..."}}`` in the content-addressed store beside the
state (``.refverify-blobs/``, ``core.blobs``), and each answer in the state keeps ``payload``:
the blob's digest, with ``record`` {} and ``raw`` "". A loaded answer reads its blob the first
time its ``record`` or ``raw`` is asked for. A state written before (records inline) loads as it
always did; its next save moves them out.
"""
from __future__ import annotations

import json
import logging
import threading
from collections import OrderedDict
from pathlib import Path

from .core.blobs import BlobStore
from .core.secrets import redact_values

log = logging.getLogger(__name__)

BLOBS_DIRNAME = ".refverify-blobs"
_CACHE_SIZE = 32
_cache: OrderedDict = OrderedDict()     # (store root, digest) -> the blob's JSON, last few read
_cache_lock = threading.Lock()
_reported: set = set()


def blob_store(state_file: Path) -> BlobStore:
    """The blob store of the state file ``state_file`` (a folder beside it)."""
    return BlobStore(Path(state_file).parent / BLOBS_DIRNAME)


def _content(result) -> dict:
    record = result.record_value
    return {"record": record.model_dump(mode="json") if record is not None else {}, "raw": result.raw_value}


def store_payloads(state, store: BlobStore) -> None:
    """Before a save: the records and raw excerpts held in memory go to ``store`` (one blob per
    reference, written once), each answer then names its blob and reads it back when asked."""
    for ref in state.refs.values():
        sources = ref.sources
        fresh = [r for r in sources.values() if r._lazy is None and (r.record_value is not None or r.raw_value)]
        if not fresh:
            continue
        for result in sources.values():
            result.unpack()     # the answers already stored join the reference's new blob
        kept = {name: r for name, r in sources.items() if r.record_value is not None or r.raw_value}
        text = redact_values(json.dumps({name: _content(r) for name, r in sorted(kept.items())},
                                        ensure_ascii=False, sort_keys=True))
        digest = store.put(text)
        for name, result in kept.items():
            result.payload = digest
            result.__dict__["record_value"], result.__dict__["raw_value"] = None, ""
            result._lazy = (store, name)


def attach_payloads(state, store: BlobStore) -> None:
    """After a load: each answer that names a blob reads it when its record is first asked for."""
    for ref in state.refs.values():
        for name, result in ref.sources.items():
            if result.payload and result.record_value is None and not result.raw_value:
                result._lazy = (store, name)


def read_payload(store: BlobStore, service: str, digest: str):
    """(record, raw) of ``service``'s answer from the blob ``digest``; (None, "") with a warning
    naming the blob when it is missing or damaged (the state's other fields are unaffected)."""
    from .core.work import Work
    key = (str(store.root), digest)
    with _cache_lock:
        data = _cache.get(key)
        if data is not None:
            _cache.move_to_end(key)
    if data is None:
        try:
            data = json.loads(store.get_text(digest))
        except (KeyError, ValueError) as exc:
            if key not in _reported:
                _reported.add(key)
                why = "missing" if isinstance(exc, KeyError) else str(exc)
                log.warning("%s: the records of a reference's service answers are not readable (blob %s %s); "
                            "`refverify fetch --force` asks the services again", store.root, digest, why)
            return None, ""
        with _cache_lock:
            _cache[key] = data
            while len(_cache) > _CACHE_SIZE:
                _cache.popitem(last=False)
    entry = data.get(service) or {}
    record = entry.get("record") or None
    return (Work.model_validate(record) if record else None), entry.get("raw") or ""
