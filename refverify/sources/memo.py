"""Each service's answer per reference query, kept for a batch of manuscripts (``lookup_memo``).

The HTTP cache reuses a request only when it is the same request, and Step B asks by identifier
in batches, one per manuscript: two theses citing the same work send two different batches. The
memo keeps what a provider answered for one query by identifier (with the bibliography's fields
as asked: title, authors, year …), so a work cited the same way by another manuscript of the
batch is answered from it, and only the queries nobody asked yet go to the service, still
batched. Title searches are not kept here: a single one is the same request again (the HTTP
cache answers it), and PubMed's batched one matches its hits against every title of the batch.
Only answers are kept (found / missing), never a failure, which is asked again.

The store is SQLite (``lookup_memo`` a file path: the processes of one machine) or Redis
(``lookup_memo`` a ``redis://`` URL: several machines)."""
from __future__ import annotations

import hashlib
import sqlite3
import threading
import time

from ..state import SourceResult
from .http import EXPIRE_AFTER

KEPT = ("found", "missing")
KEEP_SECONDS = EXPIRE_AFTER.total_seconds()      # as long as the HTTP cache keeps an answer
_stores: dict[str, "_Store"] = {}
_lock = threading.Lock()


def memo_key(service: str, query) -> str:
    asked = query.model_dump_json(exclude={"ref_id"})
    return hashlib.sha256(f"{service}\n{asked}".encode()).hexdigest()


class _SQLite:
    def __init__(self, path: str):
        self.path = path
        self.local = threading.local()
        with self._db() as db:
            db.execute("CREATE TABLE IF NOT EXISTS lookups (key TEXT PRIMARY KEY, result TEXT, at REAL)")

    def _db(self) -> sqlite3.Connection:
        db = getattr(self.local, "db", None)
        if db is None:
            db = self.local.db = sqlite3.connect(self.path, timeout=60)
        return db

    def get_many(self, keys: list[str]) -> dict[str, str]:
        rows = self._db().execute(
            f"SELECT key, result FROM lookups WHERE at > ? AND key IN ({','.join('?' * len(keys))})",
            [time.time() - KEEP_SECONDS, *keys])
        return dict(rows.fetchall())

    def put_many(self, items: dict[str, str]) -> None:
        with self._db() as db:
            now = time.time()
            db.executemany("INSERT OR REPLACE INTO lookups VALUES (?, ?, ?)",
                           [(k, v, now) for k, v in items.items()])


class _Redis:
    def __init__(self, url: str):
        from redis import Redis
        self.redis, self.name = Redis.from_url(url), "refverify:lookups"

    def get_many(self, keys: list[str]) -> dict[str, str]:
        values = self.redis.hmget(self.name, keys)
        return {k: v.decode() for k, v in zip(keys, values) if v is not None}

    def put_many(self, items: dict[str, str]) -> None:
        if not items:          # nothing kept (a title search, a failed lookup): HSET refuses no pairs
            return
        self.redis.hset(self.name, mapping=items)
        self.redis.expire(self.name, int(KEEP_SECONDS))


_Store = _SQLite | _Redis


def store(where: str) -> "_Store":
    with _lock:
        if where not in _stores:
            _stores[where] = _Redis(where) if where.startswith(("redis://", "rediss://", "unix://")) else _SQLite(where)
        return _stores[where]


def lookup(provider, queries: list, session, config) -> dict[str, SourceResult]:
    """``provider.lookup``, answering from the memo what was asked before in the same words."""
    where = getattr(config, "lookup_memo", "")
    if not where or not queries:
        return provider.lookup(queries, session, config)
    memo = store(where)
    # only lookups by identifier: a batched title search (PubMed's) matches its hits against
    # every title of the batch, so its answer for one title depends on the others asked with it
    keys = {q.ref_id: memo_key(provider.name, q) for q in queries if q.has_id}
    kept = memo.get_many(sorted(set(keys.values()))) if keys else {}
    answers = {rid: SourceResult.model_validate_json(kept[k]) for rid, k in keys.items() if k in kept}
    todo = [q for q in queries if q.ref_id not in answers]
    if todo:
        fresh = provider.lookup(todo, session, config)
        answers.update(fresh)
        memo.put_many({keys[rid]: res.model_dump_json() for rid, res in fresh.items()
                       if rid in keys and res.status in KEPT and res.reason != "offline"})
    return answers


class Memoized:
    """A provider whose ``lookup`` goes through the memo; everything else is the provider's."""

    def __init__(self, provider):
        self._provider = provider

    def __getattr__(self, name):
        return getattr(self._provider, name)

    def lookup(self, queries, session, config):
        return lookup(self._provider, queries, session, config)
