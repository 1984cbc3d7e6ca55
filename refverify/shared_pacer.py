"""A per-host pacer shared by several processes (``refverify batch``): the ``ratelimit.Pacer``
rules, with its accounting kept in a file.

Each process of a batch has its own HTTP session, so an in-process ``Pacer`` would let every
worker send at the service's full rate. ``SharedPacer`` keeps the sends, the hold after a 429 and
the slow-down of one host in ``<pace_dir>/<name>.json``, read and written under a file lock at
every grant, so all the processes that share the folder together keep the published rate; the
host's connection cap is a set of slot files (``<pool>.slot<i>.lock``), one held per request in
flight. Times are wall-clock (``time.time``) so that processes on several machines sharing the
folder (a network file system) agree on them.
"""
from __future__ import annotations

import json
import os
import threading
import time
from collections import deque
from contextlib import contextmanager
from pathlib import Path

from filelock import FileLock, Timeout

from .ratelimit import Pacer, pause


class SharedPacer(Pacer):
    """``Pacer`` whose state lives in ``path`` (JSON) for every process sharing it. ``pool``: the
    stem of the slot files, shared by the pacers of one host (Crossref's single records and
    lists share one connection cap)."""

    def __init__(self, rate: float, concurrency: int = 1, *, path, pool=None, **kwargs):
        kwargs.setdefault("clock", time.time)
        super().__init__(rate, concurrency, **kwargs)
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.pool = str(pool or self.path.with_suffix(""))
        self._lock = threading.RLock()        # the Pacer methods re-enter it under _shared

    # ---- the file ----
    def _load(self) -> None:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = {}
        self._apply(data)

    def _apply(self, data: dict) -> None:
        """This pacer's accounting as the other processes left it (``_state``)."""
        self.sent = deque(float(t) for t in data.get("sent", []))
        self.not_before = float(data.get("not_before", 0.0))
        self.factor = float(data.get("factor", self.factor))
        self.margin = max(self.margin, float(data.get("margin", self.margin)))
        self.slowdowns = int(data.get("slowdowns", 0))
        rate = float(data.get("rate", 0.0) or 0.0)
        if rate and (not self.rate or rate < self.rate):
            self.rate, self.window = rate, max(self.window, 1.0 / rate)

    def _state(self) -> dict:
        return {"sent": list(self.sent), "not_before": self.not_before, "factor": self.factor,
                "margin": self.margin, "slowdowns": self.slowdowns, "rate": self.rate}

    def _save(self) -> None:
        tmp = self.path.with_name(f".{self.path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        tmp.write_text(json.dumps(self._state()), encoding="utf-8")
        os.replace(tmp, self.path)

    @contextmanager
    def _shared(self):
        """This process's threads one at a time, then the other processes' (the file lock)."""
        with self._lock, FileLock(f"{self.path}.lock"):
            self._load()
            yield
            self._save()

    # ---- the pace, shared ----
    def _turn(self):
        return self._shared()

    def sending(self, stamp: float) -> float:
        with self._shared():
            return super().sending(stamp)

    def received(self, stamp: float) -> None:
        with self._shared():
            super().received(stamp)

    def set_rate(self, rate: float) -> None:
        with self._shared():
            super().set_rate(rate)

    def rate_limited(self, retry_after: float | None) -> None:
        with self._shared():
            super().rate_limited(retry_after)

    def answered(self) -> None:
        with self._shared():
            super().answered()

    # ---- the connection cap, shared ----
    @contextmanager
    def slot(self, cancel: threading.Event | None = None):
        held = self._take_slot(cancel)
        try:
            yield self.acquire(cancel)
        finally:
            held.release()

    def _take_slot(self, cancel: threading.Event | None) -> FileLock:
        while True:
            for i in range(self.concurrency):
                # a new lock object per attempt: its own descriptor, so threads of one process
                # exclude each other as other processes do
                lock = FileLock(f"{self.pool}.slot{i}.lock", thread_local=False)
                try:
                    lock.acquire(timeout=0)
                    return lock
                except Timeout:
                    continue
            pause(0.02, cancel)
