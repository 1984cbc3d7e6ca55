"""One cached HTTP session for every service, with per-service rate limits and polite retries.

Cache hits never touch the rate limiter (the limiter sits where requests-cache goes to the
network), so a warm re-run is instant. Retries honour ``Retry-After`` and learn a service's
limit from ``X-Rate-Limit-Limit`` / ``X-Rate-Limit-Interval`` (Crossref).
"""
from __future__ import annotations

import json
import logging
import re
import threading
import time
from collections import Counter
from contextlib import contextmanager
from datetime import timedelta
from xml.etree import ElementTree

import requests
from requests_cache import CachedSession

from .. import __version__
from ..core.secrets import CONTACT_PARAMS, SECRET_PARAMS
from ..ratelimit import Spacer

# Real limits (requests per second, concurrent connections) as the services publish them.
POLITE_RATES = {
    "pubmed": (3.0, 3), "pubmed+key": (10.0, 10),
    "crossref": (10.0, 3), "crossref-list": (3.0, 3),
    "crossref-public": (5.0, 1), "crossref-list-public": (1.0, 1),
    "semanticscholar": (1.0, 1), "openalex": (10.0, 5),
    "arxiv": (1 / 3, 1), "dblp": (1.0, 1),
}
# One list for cache keys and for redaction (core.secrets): keys and contact details never key
# the cache nor reach a message
IGNORED_PARAMETERS = [*SECRET_PARAMS, *CONTACT_PARAMS, "User-Agent"]
EXPIRE_AFTER = timedelta(days=30)


def cacheable(response) -> bool:
    """Only answers worth keeping enter the HTTP cache: a 200 whose body parses in the format it
    announces (JSON or XML, never an HTML challenge or maintenance page, never cut short), and a
    service's own 404 "not found" (plain text or JSON, not an HTML error page from a proxy).
    Everything else — 5xx, 429, HTML, truncated bodies — is retried on the next run."""
    status = response.status_code
    if status not in (200, 404):
        return False
    ctype = (response.headers.get("Content-Type") or "").lower()
    body = response.content or b""
    head = body[:512].lstrip().lower()
    if "html" in ctype or head.startswith((b"<!doctype html", b"<html")):
        return False
    if status == 404:
        return True
    if "json" in ctype or head[:1] in (b"{", b"["):
        try:
            json.loads(body)
        except ValueError:
            return False
        return True
    if "xml" in ctype or head.startswith(b"<"):
        try:
            ElementTree.fromstring(body)
        except ElementTree.ParseError:
            return False
        return True
    return bool(body.strip())


def _filter(response) -> bool:
    # Other codes are never written (allowable_codes) nor found in the cache: saying "keep"
    # spares requests-cache a DELETE for every offline miss (504) and every 5xx.
    return response.status_code not in (200, 404) or cacheable(response)


class ServiceError(Exception):
    """A service could not answer (down, timeout, rate limited after retries, offline miss).
    ``code``: unreachable | offline (the answer is not in the cache) | cancelled (interrupted)."""

    def __init__(self, message: str, code: str = "unreachable"):
        super().__init__(message)
        self.code = code


class Limiter(Spacer):
    """Evenly spaced requests (``Spacer``) plus a cap on concurrent connections."""

    def __init__(self, rate: float, concurrency: int = 1):
        super().__init__(rate)
        self._slots = threading.BoundedSemaphore(max(1, concurrency))

    @contextmanager
    def slot(self):
        with self._slots:
            self.wait()
            yield


class RefverifySession(CachedSession):
    """A CachedSession that rate-limits and counts only the requests that reach the network."""

    def __init__(self, *args, services: dict[str, str], limiters: dict[str, Limiter],
                 limiter_key, backoff: float = 1.0, max_retries: int = 4, timeout: float = 20.0,
                 **kwargs):
        super().__init__(*args, **kwargs)
        self.services = services          # base URL -> service name
        self.limiters = limiters
        self.limiter_key = limiter_key    # (service, url) -> limiter name
        self.backoff = backoff
        self.max_retries = max_retries
        self.timeout = timeout
        self.network_calls: Counter = Counter()
        self._count_lock = threading.Lock()
        # Set when the user interrupts (Ctrl-C): worker threads stop at their next request
        # instead of finishing the whole step behind an exiting main thread.
        self.cancelled = threading.Event()

    def service_of(self, url: str) -> str:
        best = ""
        for base, name in self.services.items():
            if url.startswith(base) and len(base) > len(best):
                best = base
        return self.services.get(best, "")

    def _limited_send(self, send, request, *args, **kwargs):
        service = self.service_of(request.url)
        with self._count_lock:
            self.network_calls[service or "other"] += 1
        limiter = self.limiters.get(self.limiter_key(service, request.url))
        if limiter is None:
            return send(request, *args, **kwargs)
        with limiter.slot():
            return send(request, *args, **kwargs)

    def _send_and_cache(self, request, *args, **kwargs):
        return self._limited_send(super()._send_and_cache, request, *args, **kwargs)

    def _resend(self, request, *args, **kwargs):
        return self._limited_send(super()._resend, request, *args, **kwargs)


def _limiter_key_for(config):
    polite = bool(config.email)

    def key(service: str, url: str) -> str:
        if service == "crossref":
            listing = "/works?" in url or url.rstrip("/").endswith("/works")
            return "crossref" + ("-list" if listing else "") + ("" if polite else "-public")
        if service == "pubmed" and config.ncbi_api_key:
            return "pubmed+key"
        return service
    return key


def make_limiters(config, rates: dict[str, float] | None = None) -> dict[str, Limiter]:
    overrides = dict(getattr(config, "rate_limits", {}) or {})
    overrides.update(rates or {})
    limiters = {}
    for name, (rate, conc) in POLITE_RATES.items():
        base = name.split("+")[0].replace("-list", "").replace("-public", "")
        rate = overrides.get(name, overrides.get(base, rate))
        limiters[name] = Limiter(rate, conc)
    return limiters


def make_session(config, *, rates: dict[str, float] | None = None, backoff: float = 1.0,
                 cache_path: str | None = None) -> RefverifySession:
    """The one session Step B uses. ``rates`` (requests/s per service) overrides the real limits,
    for simulators and benchmarks."""
    logging.getLogger("requests_cache").setLevel(logging.ERROR)
    path = cache_path or config.cache_path
    if path != ":memory:":
        from pathlib import Path
        path = str(Path(path).expanduser())
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    session = RefverifySession(
        path, backend="sqlite", expire_after=EXPIRE_AFTER, stale_if_error=True,
        allowable_methods=("GET", "HEAD", "POST"), allowable_codes=(200, 404),
        filter_fn=_filter,
        ignored_parameters=IGNORED_PARAMETERS, match_headers=False,
        only_if_cached=bool(config.offline),
        services={config.url(s): s for s in config.urls},
        limiters=make_limiters(config, rates), limiter_key=_limiter_key_for(config),
        backoff=backoff, max_retries=config.max_retries, timeout=config.timeout,
    )
    contact = f" (mailto:{config.email})" if config.email else ""
    session.headers["User-Agent"] = f"{config.tool}/{__version__}{contact}"
    return session


def _retry_after(response) -> float | None:
    value = response.headers.get("Retry-After")
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        return None


def _learn_limit(session: RefverifySession, service: str, url: str, response) -> None:
    limit = response.headers.get("X-Rate-Limit-Limit")
    interval = response.headers.get("X-Rate-Limit-Interval", "1s")
    if not limit or getattr(response, "from_cache", False):
        return
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*s?", interval.strip())
    try:
        rate = float(limit) / float(m.group(1) if m else 1)
    except (TypeError, ValueError):
        return
    limiter = session.limiters.get(session.limiter_key(service, url))
    if limiter and rate > 0:
        limiter.set_rate(rate)


_local = threading.local()


@contextmanager
def cache_only():
    """Within this block (this thread), ``call`` answers from the cache only: a request not in
    the cache raises ServiceError("not in cache") instead of reaching the network."""
    _local.cache_only = True
    try:
        yield
    finally:
        _local.cache_only = False


@contextmanager
def stop_workers_on_interrupt(session):
    """Inside a ``with ThreadPoolExecutor`` (listed after it): an interrupt or error in the main
    thread tells the workers to stop before the pool waits for them."""
    try:
        yield
    except BaseException:
        if getattr(session, "cancelled", None) is not None:
            session.cancelled.set()
        raise


def call(session: RefverifySession, method: str, url: str, **kwargs) -> requests.Response:
    """Send with retries. Answers a response (200, 404, 400 …) or raises ServiceError."""
    service = session.service_of(url) or url
    kwargs.setdefault("timeout", session.timeout)
    cancelled = getattr(session, "cancelled", None)
    if cancelled is not None and cancelled.is_set():
        raise ServiceError(f"{service}: interrupted", code="cancelled")
    if getattr(_local, "cache_only", False):
        response = session.request(method, url, only_if_cached=True, **kwargs)
        if response.status_code == 504:   # requests-cache's answer for "not cached"
            raise ServiceError("not in cache", code="offline")
        return response
    last = ""
    for attempt in range(session.max_retries + 1):
        try:
            response = session.request(method, url, **kwargs)
            if getattr(response, "from_cache", False) and not cacheable(response):
                # A failure stored by an older refverify (requests-cache has just deleted it):
                # ask the service again rather than serve it.
                if session.settings.only_if_cached:
                    raise ServiceError("offline: not in cache")
                response = session.request(method, url, **kwargs)
        except requests.Timeout:
            last = f"timeout after {kwargs['timeout']:g} s"
        except requests.ConnectionError as exc:
            last = "connection refused" if "refused" in str(exc).lower() else f"connection error ({type(exc).__name__})"
        else:
            if response.status_code == 504 and session.settings.only_if_cached:
                raise ServiceError("offline: not in cache", code="offline")
            _learn_limit(session, service, url, response)
            if response.status_code == 429 or response.status_code >= 500:
                last = f"HTTP {response.status_code}"
                wait = _retry_after(response)
                if response.status_code == 429:
                    limiter = session.limiters.get(session.limiter_key(service, url))
                    if limiter is not None and wait is not None:
                        limiter.defer(wait)
                if attempt < session.max_retries:
                    time.sleep(wait if wait is not None else session.backoff * 2 ** attempt)
                continue
            return response
        if attempt < session.max_retries:
            time.sleep(session.backoff * 2 ** attempt)
    raise ServiceError(f"{service} unreachable: {last} after {session.max_retries + 1} attempts")
