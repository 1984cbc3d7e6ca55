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
from urllib.parse import urlsplit
from xml.etree import ElementTree

import requests
from requests_cache import CachedSession

from ..core.secrets import CONTACT_PARAMS, SECRET_PARAMS
from ..core.version import __version__
from ..ratelimit import MARGIN, Cancelled, Pacer, pause
from ..shared_pacer import SharedPacer
from .transport import OVER_DEADLINE as _OVER_DEADLINE
from .transport import DeadlineAdapter
from .transport import local as _local

# Real limits (requests per second, concurrent connections) as the services publish them.
POLITE_RATES = {
    "pubmed": (3.0, 3), "pubmed+key": (10.0, 10),
    "crossref": (10.0, 3), "crossref-list": (3.0, 3),
    "crossref-public": (5.0, 1), "crossref-list-public": (1.0, 1),
    "semanticscholar": (1.0, 1), "openalex": (10.0, 5),
    "arxiv": (1 / 3, 1), "dblp": (1.0, 1),
    # full text (issue 25): Europe PMC and Unpaywall publish no per-second limit (kept modest);
    # NCBI's ID converter is an E-utility (3/s); arXiv's PDFs as its API (one per 3 s); any other
    # host serving an open copy (a publisher, a repository) one request at a time, 1/s, each host apart
    "europepmc": (5.0, 2), "pmc_oai": (3.0, 3), "idconv": (3.0, 3), "unpaywall": (5.0, 2), "arxiv_pdf": (1 / 3, 1),
    "host": (1.0, 1),
}
HOST = "host:"               # limiter key prefix of a host that is no configured service
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


class Limiter(Pacer):
    """A service's pacer (``ratelimit.Pacer``): a margin under its published rate, sliding-window
    accounting of our own sends, a cap on concurrent connections, slower after a 429."""

    def wait(self, cancel: threading.Event | None = None) -> None:
        self.acquire(cancel)




class Limiters(dict):
    """The limiters by name; a host that is no configured service (an open-access copy on a
    publisher's site) gets its own limiter, made on first use at the "host" rate."""

    def __init__(self, *args, host_rate: tuple[float, int], margin: float, **kwargs):
        super().__init__(*args, **kwargs)
        self._host_rate, self._margin = host_rate, margin
        self._lock = threading.Lock()

    def get(self, key, default=None):
        if key in self or not str(key).startswith(HOST):
            return super().get(key, default)
        with self._lock:
            if key not in self:
                rate, conc = self._host_rate
                self[key] = Limiter(rate, conc, margin=self._margin)
            return self[key]


class RefverifySession(CachedSession):
    """A CachedSession that rate-limits and counts only the requests that reach the network."""

    def __init__(self, *args, services: dict[str, str], limiters: dict[str, Limiter],
                 limiter_key, backoff: float = 1.0, max_retries: int = 4, timeout: float = 20.0,
                 retry_after_cap: float = 60.0, request_deadline: float = 120.0, **kwargs):
        super().__init__(*args, **kwargs)
        for prefix in ("http://", "https://"):
            self.mount(prefix, DeadlineAdapter())
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
        self.retry_after_cap = retry_after_cap       # a longer Retry-After: the service is down for the run
        self.request_deadline = request_deadline     # seconds per attempt, connect to last byte;
        # an attempt past it gives the service up for the run (``call``)
        self.run_deadline: float | None = None       # time.monotonic() after which nothing is sent
        self.blocked: dict[str, str] = {}            # service -> why it is not asked again in this run

    def cancel(self) -> None:
        """Ctrl-C: every wait ends, every request in flight is cut, nothing more is sent."""
        self.cancelled.set()
        for adapter in self.adapters.values():
            if isinstance(adapter, DeadlineAdapter):
                adapter.abort()

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
            with _deadline(self):
                return send(request, *args, **kwargs)
        with limiter.slot(self.cancelled) as stamp:
            _check_run(self, service)      # given up on, or past the deadline, while it waited
            _local.granted = (limiter, stamp)
            try:
                with _deadline(self):
                    response = send(request, *args, **kwargs)
                limiter.received(_local.granted[1])   # a late answer: the service saw it late
            finally:
                _local.granted = None
        if response.status_code == 429:
            wait = _retry_after(response)
            if wait is not None and self.retry_after_cap and wait > self.retry_after_cap:
                wait = None                # the service is given up on for this run (call)
            limiter.rate_limited(wait)
        else:
            limiter.answered()
        return response

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
        if not service:
            return HOST + urlsplit(url).netloc.lower()
        return service
    return key


class SharedLimiter(SharedPacer, Limiter):
    """A service's pacer shared by every process of a batch (``shared_pacer``, ``pace_dir``)."""


def _redis_limiter(rate, conc, *, margin, url, name, pool, client):
    from ..redis_pacer import RedisPacer

    class RedisLimiter(RedisPacer, Limiter):
        """A service's pacer shared by the workers of every machine (``pace_backend = "redis"``)."""
    return RedisLimiter(rate, conc, margin=margin, url=url, name=name, pool=pool, client=client)


def make_limiters(config, rates: dict[str, float] | None = None) -> dict[str, Limiter]:
    overrides = dict(getattr(config, "rate_limits", {}) or {})
    overrides.update(rates or {})
    margin = getattr(config, "rate_margin", MARGIN)
    pace_dir = getattr(config, "pace_dir", "")
    pace_url = ""
    if getattr(config, "pace_backend", "files") == "redis":
        pace_url = config.pace_url or config.cache_url
        try:
            from ..redis_pacer import redis_client
            client = redis_client(pace_url)
        except ImportError:
            from ..errors import RefverifyError
            raise RefverifyError("pace_backend = \"redis\" needs the redis package: "
                                 "pip install 'refverify[cohort]'") from None
    limiters, shared = {}, {}
    for name, (rate, conc) in POLITE_RATES.items():
        base = name.split("+")[0].replace("-list", "").replace("-public", "")
        rate = overrides.get(name, overrides.get(base, rate))
        # Crossref caps connections per pool, lists and single records together
        pool = name.replace("-list", "")
        if pace_url:
            limiters[name] = _redis_limiter(rate, conc, margin=margin, url=pace_url, name=name, pool=pool,
                                            client=client)
            continue
        if pace_dir:
            from pathlib import Path
            folder = Path(pace_dir).expanduser()
            limiters[name] = SharedLimiter(rate, conc, margin=margin, path=folder / f"{name}.json",
                                           pool=folder / pool)
            continue
        slots = shared.setdefault(pool, threading.BoundedSemaphore(max(1, conc)))
        limiters[name] = Limiter(rate, conc, margin=margin, slots=slots)
    host = overrides.get("host", POLITE_RATES["host"][0])
    return Limiters(limiters, host_rate=(host, POLITE_RATES["host"][1]), margin=margin)


def cache_backend(config, path: str) -> tuple[str, object, dict]:
    """The HTTP cache's requests-cache name, backend and its options: SQLite at ``cache_path``
    (one machine; several processes share the file), or Redis at ``cache_url`` (several machines)."""
    if getattr(config, "cache_backend", "sqlite") != "redis":
        return path, "sqlite", {}
    try:
        from redis import Redis
    except ImportError:
        from ..errors import RefverifyError
        raise RefverifyError("cache_backend = \"redis\" needs the redis package: "
                             "pip install 'refverify[cohort]'") from None
    return "refverify", "redis", {"connection": Redis.from_url(config.cache_url)}


def make_session(config, *, rates: dict[str, float] | None = None, backoff: float = 1.0,
                 cache_path: str | None = None) -> RefverifySession:
    """The one session Step B uses. ``rates`` (requests/s per service) overrides the real limits,
    for simulators and benchmarks."""
    logging.getLogger("requests_cache").setLevel(logging.ERROR)
    path = cache_path or config.cache_path
    if path != ":memory:" and getattr(config, "cache_backend", "sqlite") != "redis":
        from pathlib import Path
        path = str(Path(path).expanduser())
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    name, backend, options = cache_backend(config, path)
    session = RefverifySession(
        name, backend=backend, **options, expire_after=EXPIRE_AFTER, stale_if_error=True,
        allowable_methods=("GET", "HEAD", "POST"), allowable_codes=(200, 404),
        filter_fn=_filter,
        ignored_parameters=IGNORED_PARAMETERS, match_headers=False,
        only_if_cached=bool(config.offline),
        services={config.url(s): s for s in config.urls},
        limiters=make_limiters(config, rates), limiter_key=_limiter_key_for(config),
        backoff=backoff, max_retries=config.max_retries, timeout=config.timeout,
        retry_after_cap=getattr(config, "retry_after_cap", 60.0),
        request_deadline=getattr(config, "request_deadline", 120.0),
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




@contextmanager
def cache_only(keys: set[str] | None = None):
    """Within this block (this thread), ``call`` answers from the cache only: a request not in
    the cache raises ServiceError("not in cache") instead of reaching the network. ``keys``
    (``cached_keys``): the cache's keys read once, so a request not among them is answered
    without a database read (a cold cache costs nothing)."""
    _local.cache_only, _local.cached_keys = True, keys
    try:
        yield
    finally:
        _local.cache_only, _local.cached_keys = False, None


def cached_keys(session) -> set[str] | None:
    """Every key in the session's HTTP cache (one read), or None when it cannot be listed."""
    try:
        return set(session.cache.responses.keys())
    except Exception:  # noqa: BLE001 — any backend trouble: fall back to one read per request
        return None


def _not_cached(session, method: str, url: str, kwargs: dict) -> bool:
    keys = getattr(_local, "cached_keys", None)
    if keys is None:
        return False
    parts = {k: kwargs[k] for k in ("params", "data", "json", "headers") if k in kwargs}
    request = session.prepare_request(requests.Request(method, url, **parts))
    return session.cache.create_key(request) not in keys


@contextmanager
def stop_workers_on_interrupt(session):
    """Inside a ``with ThreadPoolExecutor`` (listed after it): an interrupt or error in the main
    thread tells the workers to stop before the pool waits for them."""
    try:
        yield
    except BaseException:
        if hasattr(session, "cancel"):
            session.cancel()
        elif getattr(session, "cancelled", None) is not None:
            session.cancelled.set()
        raise


def _pause(session, seconds: float, service: str) -> None:
    try:
        pause(seconds, getattr(session, "cancelled", None))
    except Cancelled:
        raise ServiceError(f"{service}: interrupted", code="cancelled") from None


def _check_run(session, service: str) -> None:
    """Before each attempt: interrupted, past the run's deadline, or the service given up on."""
    cancelled = getattr(session, "cancelled", None)
    if cancelled is not None and cancelled.is_set():
        raise ServiceError(f"{service}: interrupted", code="cancelled")
    why = getattr(session, "blocked", {}).get(service)
    if why:
        raise ServiceError(why)
    deadline = getattr(session, "run_deadline", None)
    if deadline is not None and time.monotonic() >= deadline:
        raise ServiceError(f"{service}: not asked, the Step B deadline (fetch_deadline) has passed; "
                           f"the next run asks again")


# The open full text is worth one retry, not the whole back-off: a host that does not answer
# leaves its references with their abstract rather than holding Step B for a minute.
FULLTEXT_RETRIES = 1


def call(session: RefverifySession, method: str, url: str, *, retries: int | None = None,
         **kwargs) -> requests.Response:
    """Send with retries. Answers a response (200, 404, 400 …) or raises ServiceError.

    Every wait (rate limit, Retry-After, back-off) ends at once on Ctrl-C (``session.cancelled``);
    each attempt has a total deadline (``request_deadline``); an attempt past it, or a Retry-After
    longer than ``retry_after_cap``, gives the service up for this run (its lookups are api_fail,
    retried by the next run) while the others go on; nothing is sent after the run's deadline.
    ``retries``: fewer than the session's for what is only worth a try (the open full text)."""
    service = session.service_of(url) or url
    kwargs.setdefault("timeout", session.timeout)
    _check_run(session, service)
    if getattr(_local, "cache_only", False):
        if _not_cached(session, method, url, kwargs):
            raise ServiceError("not in cache", code="offline")
        response = session.request(method, url, only_if_cached=True, **kwargs)
        if response.status_code == 504:   # requests-cache's answer for "not cached"
            raise ServiceError("not in cache", code="offline")
        return response
    last = ""
    cap = getattr(session, "retry_after_cap", None)
    retries = session.max_retries if retries is None else min(retries, session.max_retries)
    for attempt in range(retries + 1):
        _check_run(session, service)
        wait = None
        try:
            response = session.request(method, url, **kwargs)
            if getattr(response, "from_cache", False) and not cacheable(response):
                # A failure stored by an older refverify (requests-cache has just deleted it):
                # ask the service again rather than serve it.
                if session.settings.only_if_cached:
                    raise ServiceError("offline: not in cache")
                response = session.request(method, url, **kwargs)
        except Cancelled:
            raise ServiceError(f"{service}: interrupted", code="cancelled") from None
        except requests.Timeout as exc:
            if _OVER_DEADLINE in str(exc):
                # A service that holds a request past the deadline (one that trickles its answer)
                # would hold every retry as long: it is given up on for this run, the others go on.
                why = (f"{service}: no complete answer within the request deadline "
                       f"({session.request_deadline:g} s, request_deadline): not asked again in this run")
                if getattr(session, "blocked", None) is not None:
                    session.blocked[service] = why
                raise ServiceError(why) from None
            last = f"timeout after {kwargs['timeout']:g} s"
        except requests.ConnectionError as exc:
            last = "connection refused" if "refused" in str(exc).lower() else f"connection error ({type(exc).__name__})"
        except requests.exceptions.ChunkedEncodingError:
            last = "connection error (answer cut short)"
        else:
            if response.status_code == 504 and session.settings.only_if_cached:
                raise ServiceError("offline: not in cache", code="offline")
            _learn_limit(session, service, url, response)
            if response.status_code == 429 or response.status_code >= 500:
                last = f"HTTP {response.status_code}"
                wait = _retry_after(response)
                if wait is not None and cap is not None and wait > cap:
                    why = (f"{service}: rate limited (HTTP {response.status_code}, Retry-After {wait:g} s, more "
                           f"than the {cap:g} s cap, retry_after_cap): not asked again in this run")
                    if getattr(session, "blocked", None) is not None:
                        session.blocked[service] = why
                    raise ServiceError(why)
            else:
                return response
        if attempt < retries:
            _pause(session, wait if wait is not None else session.backoff * 2 ** attempt, service)
    if getattr(session, "cancelled", None) is not None and session.cancelled.is_set():
        raise ServiceError(f"{service}: interrupted", code="cancelled")   # its connection was cut
    raise ServiceError(f"{service} unreachable: {last} after {retries + 1} attempt{'s' if retries else ''}")


@contextmanager
def _deadline(session):
    """This thread's requests must be answered in full by the request deadline (and the run's)."""
    limit = getattr(session, "request_deadline", None)
    ends = [time.monotonic() + limit] if limit else []
    if getattr(session, "run_deadline", None) is not None:
        ends.append(session.run_deadline)
    _local.deadline = min(ends) if ends else None
    try:
        yield
    finally:
        _local.deadline = None
