"""A per-host pacer shared through Redis (``pace_backend = "redis"``): the ``ratelimit.Pacer``
rules for workers on several machines, which share no folder.

``SharedPacer`` keeps a host's sliding window of sends in a file under a file lock, which only the
processes of one machine (or of one network file system) see. ``RedisPacer`` keeps the same
accounting — the sends of the window, the hold after a 429, the slow-down — as one value in Redis
(``refverify:pace:<name>``), read and changed under a Redis lock (``SET NX`` with an expiry, so a
worker that dies holding it frees it; released by a compare-and-delete Lua script, redis-py's
``Lock``). The times are Redis's own clock (``TIME``), so machines whose clocks differ still agree
on the window. The host's connection cap is a set of slot keys, one held (with an expiry) per
request in flight.
"""
from __future__ import annotations

import json
import threading
from contextlib import contextmanager

from .ratelimit import pause
from .shared_pacer import SharedPacer

PREFIX = "refverify:pace:"
LOCK_SECONDS = 10.0       # a lock's expiry: a worker that died holding it frees it after this
SLOT_SECONDS = 300.0      # a connection slot's expiry: longer than any request's deadline


def redis_client(url: str):
    from redis import Redis
    return Redis.from_url(url)


class RedisPacer(SharedPacer):
    """``Pacer`` whose state lives in Redis at ``url`` under ``name``, for every process of every
    machine that uses the same Redis. ``pool``: the name of the host's connection slots, shared
    by its pacers (Crossref's single records and lists share one connection cap)."""

    def __init__(self, rate: float, concurrency: int = 1, *, url: str, name: str, pool: str | None = None,
                 client=None, **kwargs):
        self.redis = client or redis_client(url)
        kwargs.setdefault("clock", self._redis_time)
        # SharedPacer's file is never used: its __init__ is skipped
        super(SharedPacer, self).__init__(rate, concurrency, **kwargs)
        self.key = PREFIX + name
        self.pool = PREFIX + (pool or name)
        self._lock = threading.RLock()

    def _redis_time(self) -> float:
        seconds, micros = self.redis.time()
        return seconds + micros / 1e6

    @contextmanager
    def _shared(self):
        """This process's threads one at a time, then every other worker's (the Redis lock)."""
        with self._lock:
            lock = self.redis.lock(self.key + ":lock", timeout=LOCK_SECONDS, sleep=0.005,
                                   blocking_timeout=None)
            lock.acquire()
            try:
                raw = self.redis.get(self.key)
                try:
                    self._apply(json.loads(raw) if raw else {})
                except ValueError:
                    self._apply({})
                yield
                # the window's sends are kept twice the span back at most (Pacer._earliest)
                self.redis.set(self.key, json.dumps(self._state()), ex=3600)
            finally:
                try:
                    lock.release()
                except Exception:   # noqa: BLE001 — expired meanwhile: another worker holds it now
                    pass

    # ---- the connection cap, shared ----
    def _take_slot(self, cancel: threading.Event | None):
        while True:
            for i in range(self.concurrency):
                lock = self.redis.lock(f"{self.pool}:slot{i}", timeout=SLOT_SECONDS, blocking=False)
                if lock.acquire(blocking=False):
                    return lock
            pause(0.02, cancel)

    @contextmanager
    def slot(self, cancel: threading.Event | None = None):
        held = self._take_slot(cancel)
        try:
            yield self.acquire(cancel)
        finally:
            try:
                held.release()
            except Exception:   # noqa: BLE001 — the slot's expiry passed: nothing to release
                pass


def clear(url: str) -> int:
    """Forget every pace kept at ``url`` (tests, benches): answers the keys removed."""
    client = redis_client(url)
    keys = list(client.scan_iter(PREFIX + "*"))
    return client.delete(*keys) if keys else 0

