"""Request pacing shared by the HTTP sources and the LLM client.

``Spacer``: calls start at least 1/rate seconds apart, across threads (the LLM client's pacing).

``Pacer``: one per host (service), for services that enforce their published rate as a sliding
window and answer 429 above it. It keeps a margin under that rate, counts its own sends in a
sliding window (not only the gap to the previous send: a thread that starts late never lets two
sends into one window), caps concurrent requests, and adapts: a 429 or a ``Retry-After`` holds
every send until the wait is over and widens the margin; a second 429 soon after (the service
is busier than its published rate says) also slows the pace at once; each answered request then
brings both back a little, so it recovers slowly. Every wait can be
interrupted (``cancel``: a ``threading.Event`` set on Ctrl-C).

The service counts a request when it *arrives*, which may be later than when we wrote it (a
congested path, a busy machine at either end): a request that arrived late and the next one on
time fall closer together than we spaced them, and a strict window answers 429. Such a delay
shows in the answer's round trip, so a request answered later than usual (``received``) is
counted from that much later (up to a quarter of the window): the next one is spaced from when
the service probably saw it.
"""
from __future__ import annotations

import math
import threading
import time
from collections import deque
from contextlib import contextmanager

# Sends allowed in a window are counted over the window stretched by this share: the margin under
# the published rate that absorbs the jitter between our clock and the service's (at 1 request/s:
# one request per 1.05 s). Each 429 widens it (the jitter was larger than allowed for), up to
# MAX_MARGIN; it narrows back to where it started over the next 20 answered requests per step, so
# a burst of jitter (a machine busy for a moment) does not cost the rest of the run.
MARGIN = 0.05
MARGIN_STEP = 0.025
MAX_MARGIN = 0.30
MARGIN_BACK = MARGIN_STEP / 20  # each answered request takes back this much of a widened margin
SLOWEST = 0.25          # an adapting pacer never goes below this share of its rate
SLOW_DOWN = 0.7         # the pace is multiplied by this on a repeated 429 (for a while)
RECOVER = 0.02          # each answered request brings back this share of the rate
REPEATED = 20           # a 429 within this many windows of the previous one is a repeated 429
ROUND_TRIPS = 31        # the recent round trips a request's own is compared with
LATE_SHARE = 0.25       # a late answer moves its send by at most this share of the window


class Cancelled(Exception):
    """A wait was interrupted (the cancel event was set)."""


def pause(seconds: float, cancel: threading.Event | None = None) -> None:
    """Sleep ``seconds``, or until ``cancel`` is set (then raise Cancelled)."""
    if seconds <= 0:
        if cancel is not None and cancel.is_set():
            raise Cancelled()
        return
    if cancel is None:
        time.sleep(seconds)
    elif cancel.wait(seconds):
        raise Cancelled()


class Spacer:
    def __init__(self, rate: float):
        self.interval = 1.0 / rate if rate and rate > 0 else 0.0
        self._next = 0.0
        self._lock = threading.Lock()

    def set_rate(self, rate: float) -> None:
        """Slow down to a rate a service announced (never speed up past the configured one)."""
        with self._lock:
            self.interval = max(self.interval, 1.0 / rate) if rate > 0 else self.interval

    def wait(self, cancel: threading.Event | None = None) -> None:
        with self._lock:
            now = time.monotonic()
            start = max(now, self._next)
            self._next = start + self.interval
        pause(start - now, cancel)

    def defer(self, seconds: float) -> None:
        """After a 429: nobody starts a call before ``seconds`` from now."""
        with self._lock:
            self._next = max(self._next, time.monotonic() + seconds)


class Pacer:
    """A per-host limiter: at most ``rate × window`` sends in any ``window × (1 + margin)``
    seconds, starts at least ``window × (1 + margin) / (rate × window)`` apart (both divided by
    the adaptive ``factor``), at most ``concurrency`` requests in flight."""

    def __init__(self, rate: float, concurrency: int = 1, *, margin: float = MARGIN,
                 window: float | None = None, clock=time.monotonic, slots=None, sleep=None):
        self.rate = float(rate) if rate and rate > 0 else 0.0
        self.concurrency = max(1, int(concurrency))
        self.margin = self.base_margin = margin
        self.factor = 1.0
        self.window = window or (max(1.0, 1.0 / self.rate) if self.rate else 1.0)
        self.clock = clock
        self._sleep = sleep             # a test's fake clock advances here instead of sleeping
        self.sent: deque[float] = deque()
        self.not_before = 0.0
        self.slowdowns = 0
        self.last_429: float | None = None
        self.round_trips: deque[float] = deque(maxlen=ROUND_TRIPS)
        self._lock = threading.Lock()
        # ``slots``: a semaphore shared with the host's other pacers (one connection cap for a
        # service whose endpoints have separate rates, as Crossref's single records and lists)
        self._slots = slots or threading.BoundedSemaphore(self.concurrency)

    # ---- the pace ----
    @property
    def per_window(self) -> int:
        """Sends allowed in one window at the published rate."""
        return max(1, math.floor(self.rate * self.window + 1e-9))

    @property
    def span(self) -> float:
        """The window the sends are counted over: stretched by the margin, and by the slow-down."""
        return self.window * (1.0 + self.margin) / self.factor

    @property
    def interval(self) -> float:
        return self.span / self.per_window if self.rate else 0.0

    def effective_rate(self) -> float:
        """Requests per second this pacer lets through in steady state."""
        return self.per_window / self.span if self.rate else float("inf")

    def _earliest(self, now: float) -> float:
        span = self.span
        while self.sent and self.sent[0] <= now - 2 * span - self.window:
            self.sent.popleft()
        earliest = self.not_before
        if self.sent:
            earliest = max(earliest, self.sent[-1] + self.interval)
        n = self.per_window
        if len(self.sent) >= n:
            earliest = max(earliest, self.sent[-n] + span)
        return earliest

    def acquire(self, cancel: threading.Event | None = None) -> float:
        """Wait for this host's turn; answers the send time recorded."""
        if not self.rate:
            return self.clock()
        while True:
            with self._turn():
                now = self.clock()
                earliest = self._earliest(now)
                if earliest <= now:
                    self.sent.append(now)
                    return now
            if self._sleep is not None:
                self._sleep(earliest - now)
            else:
                pause(min(earliest - now, 0.5), cancel)

    def _turn(self):
        """Held while a send is granted (``shared_pacer.SharedPacer``: also the other processes')."""
        return self._lock

    def sending(self, stamp: float) -> float:
        """The request granted at ``stamp`` is being written now: the send is counted from now,
        so the time spent between the grant and the socket (a busy machine, a slow cache
        lookup) never lets the next request reach the service early. Answers the send's stamp."""
        with self._lock:
            return self._move(stamp, max(stamp, self.clock()))

    def received(self, stamp: float) -> None:
        """The request sent at ``stamp`` has its answer now. A round trip longer than the recent
        ones' median was most likely spent on the way there (the service saw the request that
        much later): the send is counted from that much later, up to LATE_SHARE of the window."""
        with self._lock:
            trip = self.clock() - stamp
            if trip < 0:
                return
            usual = sorted(self.round_trips)[len(self.round_trips) // 2] if self.round_trips else trip
            self.round_trips.append(trip)
            late = min(trip - usual, LATE_SHARE * self.window)
            if late > 0:
                self._move(stamp, stamp + late)

    def _move(self, stamp: float, to: float) -> float:
        if to == stamp:
            return stamp
        for i in range(len(self.sent) - 1, -1, -1):
            if self.sent[i] == stamp:
                self.sent[i] = to
                break
        else:
            return stamp            # already out of the window's memory
        if any(a > b for a, b in zip(self.sent, list(self.sent)[1:])):
            self.sent = deque(sorted(self.sent))
        return to

    # ---- adapting ----
    def set_rate(self, rate: float) -> None:
        """Slow down to a rate the service announced (never speed up past the configured one)."""
        if rate > 0:
            with self._lock:
                if not self.rate or rate < self.rate:
                    self.rate = rate
                    self.window = max(self.window, 1.0 / rate)

    def rate_limited(self, retry_after: float | None) -> None:
        """A 429 (or a Retry-After): hold every send until the wait is over and widen the margin
        (the jitter was larger than allowed for). A second 429 within REPEATED windows is more
        than jitter (a service busier than its published rate, a limit shared with others): the
        pace slows down too, and recovers slowly."""
        with self._lock:
            now = self.clock()
            if self.last_429 is not None and now - self.last_429 < REPEATED * self.window:
                self.factor = max(SLOWEST, self.factor * SLOW_DOWN)
            self.last_429 = now
            self.margin = max(self.margin, min(MAX_MARGIN, self.margin + MARGIN_STEP))
            self.slowdowns += 1
            if retry_after:
                self.not_before = max(self.not_before, now + retry_after)

    def answered(self) -> None:
        """A request the service answered (not with a 429): the pace and the margin recover a
        little."""
        if self.factor < 1.0 or self.margin > self.base_margin:
            with self._lock:
                self.factor = min(1.0, self.factor + RECOVER)
                self.margin = max(self.base_margin, self.margin - MARGIN_BACK)

    # ---- concurrency ----
    @contextmanager
    def slot(self, cancel: threading.Event | None = None):
        """One of the host's connections, then its turn to send."""
        while not self._slots.acquire(timeout=0.2):
            if cancel is not None and cancel.is_set():
                raise Cancelled()
        try:
            yield self.acquire(cancel)
        finally:
            self._slots.release()
