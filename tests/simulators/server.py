"""Run the six simulators on 127.0.0.1 ephemeral ports, with latency, enforced rate limits,
fault injection and request counting."""
from __future__ import annotations

import bisect
import random
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from . import arxiv_sim, crossref_sim, dblp_sim, fulltext_sim, openalex_sim, pubmed_sim, s2_sim
from .world import World, load_world

HANDLERS = {"pubmed": pubmed_sim, "crossref": crossref_sim, "semanticscholar": s2_sim,
            "openalex": openalex_sim, "arxiv": arxiv_sim, "dblp": dblp_sim}
# The services' published limits (requests per second), each enforced as a sliding window: a
# rate of r ≥ 1 is r requests in any 1 s, a rate below 1 one request in any 1/r s (arXiv: one per 3 s).
REAL_RATES = {"pubmed": 3.0, "crossref": 10.0, "crossref-list": 3.0, "semanticscholar": 1.0,
              "openalex": 10.0, "arxiv": 1 / 3, "dblp": 1.0}
# Connections a service serves at once (Crossref's polite pool 3, arXiv one); more: 429.
REAL_CONCURRENCY = {"crossref": 3, "arxiv": 1}


class Window:
    """A sliding-window limit as the services enforce it: at most ``limit`` requests accepted in
    any ``seconds``, counted when each request arrives (no burst allowance: a client that spaces
    its requests exactly 1/rate apart meets a 429 whenever one of them arrives a little early)."""

    def __init__(self, rate: float):
        self.seconds = 1.0 if rate >= 1 else 1.0 / rate
        self.limit = max(1, int(rate * self.seconds + 1e-9))
        self.accepted: list[float] = []
        self.lock = threading.Lock()

    def take(self, arrived: float | None = None) -> float:
        """0 when allowed, else the seconds until a request would be (``arrived``: when the
        request line was read; default now)."""
        with self.lock:
            now = time.monotonic() if arrived is None else arrived
            acc = self.accepted
            while acc and acc[0] <= now - 2 * self.seconds:
                acc.pop(0)
            # requests are timed as they arrive; threads may get here in another order
            first, last = bisect.bisect_right(acc, now - self.seconds), bisect.bisect_right(acc, now)
            if last - first < self.limit:
                bisect.insort(acc, now)
                return 0.0
            return acc[first] + self.seconds - now


class Service:
    def __init__(self, name: str, sims: "Simulators", rate: float | None):
        self.name, self.sims = name, sims
        self.bucket = Window(rate) if rate else None
        list_rate = (sims.rates or {}).get(f"{name}-list")
        self.list_bucket = Window(list_rate) if list_rate else None   # Crossref: lists have their own limit
        self.max_in_flight = sims.concurrency.get(name) if rate else None
        self.in_flight = 0
        self.fault: dict = {}
        self.server: ThreadingHTTPServer | None = None
        self.port = 0

    def start(self, port: int = 0):
        handler = type(f"{self.name}Handler", (_Handler,), {"service": self})
        ThreadingHTTPServer.allow_reuse_address = True
        self.server = ThreadingHTTPServer(("127.0.0.1", port), handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True).start()

    def stop(self):
        if self.server:
            self.server.shutdown()
            self.server.server_close()
            self.server = None


class _Handler(BaseHTTPRequestHandler):
    service: Service
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def parse_request(self):
        self.arrived = time.monotonic()     # the request line has just been read
        return super().parse_request()

    def do_GET(self):
        self._serve("GET")

    def do_POST(self):
        self._serve("POST")

    def do_HEAD(self):
        self._serve("HEAD")

    def _serve(self, method: str):
        svc, sims = self.service, self.service.sims
        parts = urlsplit(self.path)
        params = {k: v[-1] for k, v in parse_qs(parts.query, keep_blank_values=True).items()}
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else b""
        if body and "form-urlencoded" in (self.headers.get("Content-Type") or ""):
            params.update({k: v[-1] for k, v in parse_qs(body.decode(), keep_blank_values=True).items()})
        sims.record(svc.name, method, self.path, body)
        fault = svc.fault
        if fault.get("kind") == "429" and time.monotonic() < fault["until"]:
            wait = max(1, int(fault["until"] - time.monotonic() + 0.999))
            return self._send(429, "application/json", b'{"message": "Too Many Requests"}', {"Retry-After": str(wait)})
        # The limits are checked as the request arrives, before the time the service takes to answer
        # (``arrival_jitter``: the service's clock sees it up to that many seconds late).
        if sims.arrival_jitter:
            self.arrived += sims.jitter()
            time.sleep(max(0.0, self.arrived - time.monotonic()))
        is_list = parts.path.rstrip("/").endswith("/works")
        bucket = svc.list_bucket if (is_list and svc.list_bucket is not None) else svc.bucket
        if bucket is not None:
            wait = bucket.take(self.arrived)
            if wait:
                sims.count_429(svc.name)
                return self._send(429, "application/json", b'{"message": "Too Many Requests"}',
                                  {"Retry-After": str(max(1, round(wait + 0.49)))})
        with sims._lock:
            crowded = svc.max_in_flight is not None and svc.in_flight >= svc.max_in_flight
            if not crowded:
                svc.in_flight += 1
        if crowded:
            sims.count_429(svc.name)
            return self._send(429, "application/json", b'{"message": "Too many concurrent requests"}',
                              {"Retry-After": "1"})
        self._release = lambda: self._leave(svc, sims)
        try:
            self._answer(svc, sims, fault, method, parts, params, body)
        finally:
            self._release()

    def _leave(self, svc, sims):
        """The request stops counting against the connection cap once its answer is ready (a
        client that sends its next request the moment it has the answer is within the cap)."""
        self._release = lambda: None
        if svc.max_in_flight is not None:
            with sims._lock:
                svc.in_flight -= 1

    def _answer(self, svc, sims, fault, method, parts, params, body):
        delay = sims.latency(svc.name)
        if fault.get("kind") == "slow":
            delay = fault.get("delay", 5.0)
        if delay:
            time.sleep(delay)
        mod = sims.handlers[svc.name]
        if fault.get("kind") == "error":
            return self._send(fault.get("status", 503), "text/html", b"<html><body>Service unavailable</body></html>")
        if fault.get("kind") == "flaky" and sims.chance(fault.get("rate", 0.5)):
            if sims.chance(0.5):
                return self._send(503, "text/plain", b"Service unavailable")
            return self._send(200, "text/html", b"<html><body><h1>Checking your browser</h1></body></html>")
        if fault.get("kind") == "html":
            return self._send(200, "text/html", b"<html><body><h1>Service maintenance</h1></body></html>")
        if fault.get("kind") == "empty":
            status, ctype, payload = mod.empty(params)
        else:
            status, ctype, payload = mod.handle(sims.world, method, parts.path, params, body)
        if fault.get("kind") == "truncated":
            payload = payload[: max(1, len(payload) // 2)]
        if fault.get("kind") == "trickle":
            return self._trickle(status, ctype, payload, fault.get("every", 0.5))
        self._send(status, ctype, payload, mod.headers() if hasattr(mod, "headers") else {})

    def _trickle(self, status, ctype, payload: bytes, every: float):
        """The whole answer announced, then sent one byte every ``every`` seconds."""
        self._release()
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        try:
            for i in range(len(payload)):
                self.wfile.write(payload[i:i + 1])
                self.wfile.flush()
                time.sleep(every)
        except OSError:    # the client gave up
            self.close_connection = True

    _release = staticmethod(lambda: None)

    def _send(self, status, ctype, payload: bytes, headers: dict | None = None):
        self._release()
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(payload)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            try:
                self.wfile.write(payload)
            except OSError:    # the client gave up (a deadline, Ctrl-C)
                self.close_connection = True


class Simulators:
    """All six services. ``rates`` (req/s) are enforced as sliding windows with 429 +
    Retry-After, and ``concurrency`` (connections at once) for the services that publish one
    (only where a rate is enforced)."""

    def __init__(self, world: World, *, latency: float | tuple[float, float] = 0.0,
                 rates: dict[str, float] | None = None, seed: int = 0,
                 concurrency: dict[str, int] | None = None, arrival_jitter: float | list[float] = 0.0,
                 fulltext: bool = False):
        # ``fulltext``: the full-text services too (fulltext_sim: Europe PMC, idconv, Unpaywall,
        # arXiv's PDFs and an open-access host), and the OA links on OpenAlex / S2 pointing there
        self.world = world
        self._latency = latency
        self._random = random.Random(seed)
        self._lock = threading.Lock()
        self.counts: Counter = Counter()
        self.too_many: Counter = Counter()
        self.log: list[tuple[str, str, str, bytes]] = []
        self.handlers = {**HANDLERS, **(fulltext_sim.HANDLERS if fulltext else {})}
        if rates is None:
            rates = {**REAL_RATES, **(fulltext_sim.RATES if fulltext else {})}
        self.rates = rates
        if concurrency is None:
            concurrency = {**REAL_CONCURRENCY, **(fulltext_sim.CONCURRENCY if fulltext else {})}
        self.concurrency = concurrency
        self.arrival_jitter = arrival_jitter
        self.services = {name: Service(name, self, rates.get(name)) for name in self.handlers}

    # ---- lifecycle ----
    def start(self) -> "Simulators":
        for svc in self.services.values():
            svc.start()
        if "oa" in self.services:
            self.world.oa_base = self.url("oa")
        return self

    def stop(self):
        for svc in self.services.values():
            svc.stop()

    def __enter__(self):
        return self.start()

    def __exit__(self, *exc):
        self.stop()

    # ---- addresses ----
    def url(self, name: str) -> str:
        return f"http://127.0.0.1:{self.services[name].port}"

    def urls(self) -> dict[str, str]:
        """The base URLs for Config.urls (the oa host is no configured service: the OA links name it)."""
        return {name: self.url(name) for name in self.services if name != "oa"}

    # ---- accounting ----
    def record(self, name, method, path, body):
        with self._lock:
            self.counts[name] += 1
            self.log.append((name, method, path, body))

    def count_429(self, name):
        with self._lock:
            self.too_many[name] += 1

    def reset_counts(self):
        with self._lock:
            self.counts.clear()
            self.too_many.clear()
            self.log.clear()

    def total(self) -> int:
        return sum(self.counts.values())

    def chance(self, p: float) -> bool:
        with self._lock:
            return self._random.random() < p

    def jitter(self) -> float:
        """How late the service's clock sees this request: a float ``arrival_jitter`` draws from
        0 to it (seeded), a list is a pattern repeated request after request."""
        with self._lock:
            if isinstance(self.arrival_jitter, (list, tuple)):
                self._jitter_n = getattr(self, "_jitter_n", -1) + 1
                return self.arrival_jitter[self._jitter_n % len(self.arrival_jitter)]
            return self._random.uniform(0.0, self.arrival_jitter)

    def latency(self, name: str) -> float:
        if isinstance(self._latency, tuple):
            with self._lock:
                return self._random.uniform(*self._latency)
        return self._latency

    # ---- faults ----
    def fault(self, name: str, kind: str, **params):
        """kind: down | slow (delay=s) | 429 (seconds=s) | html | truncated | empty |
        trickle (every=s: the answer one byte at a time) |
        error (status=503: every request) | flaky (rate=0.5: that share of requests answer 503 or
        an HTML challenge page, from the seeded random)."""
        svc = self.services[name]
        self.clear(name)
        if kind == "down":
            port = svc.port
            svc.stop()
            svc.port = port
        elif kind == "429":
            svc.fault = {"kind": "429", "until": time.monotonic() + params.get("seconds", 2.0)}
        else:
            svc.fault = {"kind": kind, **params}

    def clear(self, name: str | None = None):
        for svc in ([self.services[name]] if name else self.services.values()):
            svc.fault = {}
            if svc.server is None:
                svc.start(svc.port)


def start_simulators(world, **kwargs) -> Simulators:
    if not isinstance(world, World):
        world = load_world(world)
    return Simulators(world, **kwargs).start()

