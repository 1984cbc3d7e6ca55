"""Run the six simulators on 127.0.0.1 ephemeral ports, with latency, enforced rate limits,
fault injection and request counting."""
from __future__ import annotations

import random
import threading
import time
from collections import Counter
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlsplit

from . import arxiv_sim, crossref_sim, dblp_sim, openalex_sim, pubmed_sim, s2_sim
from .world import World, load_world

HANDLERS = {"pubmed": pubmed_sim, "crossref": crossref_sim, "semanticscholar": s2_sim,
            "openalex": openalex_sim, "arxiv": arxiv_sim, "dblp": dblp_sim}
# The services' published limits (requests per second).
REAL_RATES = {"pubmed": 3.0, "crossref": 10.0, "crossref-list": 3.0, "semanticscholar": 1.0,
              "openalex": 10.0, "arxiv": 1 / 3, "dblp": 1.0}


class Bucket:
    """Token bucket with a burst of two, so a client spacing requests evenly never sees a 429."""

    def __init__(self, rate: float):
        self.rate, self.capacity = rate, max(2.0, rate)
        self.tokens, self.last = self.capacity, time.monotonic()
        self.lock = threading.Lock()

    def take(self) -> float:
        """0 when allowed, else the seconds to wait."""
        with self.lock:
            now = time.monotonic()
            self.tokens = min(self.capacity, self.tokens + (now - self.last) * self.rate)
            self.last = now
            if self.tokens >= 1:
                self.tokens -= 1
                return 0.0
            return (1 - self.tokens) / self.rate


class Service:
    def __init__(self, name: str, sims: "Simulators", rate: float | None):
        self.name, self.sims = name, sims
        self.bucket = Bucket(rate) if rate else None
        list_rate = (sims.rates or {}).get(f"{name}-list")
        self.list_bucket = Bucket(list_rate) if list_rate else None   # Crossref: lists have their own limit
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
        delay = sims.latency(svc.name)
        fault = svc.fault
        if fault.get("kind") == "slow":
            delay = fault.get("delay", 5.0)
        if delay:
            time.sleep(delay)
        if fault.get("kind") == "429" and time.monotonic() < fault["until"]:
            wait = max(1, int(fault["until"] - time.monotonic() + 0.999))
            return self._send(429, "application/json", b'{"message": "Too Many Requests"}', {"Retry-After": str(wait)})
        is_list = parts.path.rstrip("/").endswith("/works")
        bucket = svc.list_bucket if (is_list and svc.list_bucket is not None) else svc.bucket
        if bucket is not None:
            wait = bucket.take()
            if wait:
                sims.count_429(svc.name)
                return self._send(429, "application/json", b'{"message": "Too Many Requests"}',
                                  {"Retry-After": str(max(1, round(wait + 0.49)))})
        mod = HANDLERS[svc.name]
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
        self._send(status, ctype, payload, mod.headers() if hasattr(mod, "headers") else {})

    def _send(self, status, ctype, payload: bytes, headers: dict | None = None):
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(payload)))
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(payload)


class Simulators:
    """All six services. ``rates`` (req/s) are enforced with 429 + Retry-After."""

    def __init__(self, world: World, *, latency: float | tuple[float, float] = 0.0,
                 rates: dict[str, float] | None = None, seed: int = 0):
        self.world = world
        self._latency = latency
        self._random = random.Random(seed)
        self._lock = threading.Lock()
        self.counts: Counter = Counter()
        self.too_many: Counter = Counter()
        self.log: list[tuple[str, str, str, bytes]] = []
        rates = REAL_RATES if rates is None else rates
        self.rates = rates
        self.services = {name: Service(name, self, rates.get(name)) for name in HANDLERS}

    # ---- lifecycle ----
    def start(self) -> "Simulators":
        for svc in self.services.values():
            svc.start()
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
        return {name: self.url(name) for name in self.services}

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

    def latency(self, name: str) -> float:
        if isinstance(self._latency, tuple):
            with self._lock:
                return self._random.uniform(*self._latency)
        return self._latency

    # ---- faults ----
    def fault(self, name: str, kind: str, **params):
        """kind: down | slow (delay=s) | 429 (seconds=s) | html | truncated | empty |
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

