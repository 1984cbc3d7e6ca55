"""Request spacing shared by the HTTP sources and the LLM client: calls start at least
1/rate seconds apart, across threads (a token bucket with a burst of one)."""
from __future__ import annotations

import threading
import time


class Spacer:
    def __init__(self, rate: float):
        self.interval = 1.0 / rate if rate and rate > 0 else 0.0
        self._next = 0.0
        self._lock = threading.Lock()

    def set_rate(self, rate: float) -> None:
        """Slow down to a rate a service announced (never speed up past the configured one)."""
        with self._lock:
            self.interval = max(self.interval, 1.0 / rate) if rate > 0 else self.interval

    def wait(self) -> None:
        with self._lock:
            now = time.monotonic()
            start = max(now, self._next)
            self._next = start + self.interval
        if start > now:
            time.sleep(start - now)

    def defer(self, seconds: float) -> None:
        """After a 429: nobody starts a call before ``seconds`` from now."""
        with self._lock:
            self._next = max(self._next, time.monotonic() + seconds)
