"""Title searches spread across the services, in parallel, each under its own limiter.

Every service that can search titles gets its own workers (as many as its concurrency cap
allows, one for a 1 request/s service). A worker takes the next reference that still needs a
source, that its service has not been asked about and that is not already being searched by
enough other services; a reference is done once two services found the same work (two sources
agree), or when every service that can answer has been asked. So a fast service (OpenAlex
10/s, Crossref lists 3/s) takes most of the load, a slow one (Semantic Scholar, DBLP 1/s) only
what the others could not settle, and no query is ever sent twice to a service.
"""
from __future__ import annotations

import heapq
import threading
from concurrent.futures import ThreadPoolExecutor

from ..state import Ref, SourceResult
from .base import Query, failed, is_failure, supersedes
from .http import POLITE_RATES, cache_only, cached_keys, stop_workers_on_interrupt

WAIT = object()     # nothing to take now; something may come
NEEDED = 2          # two sources that agree settle a reference


class TitleSearch:
    """Bookkeeping per query, updated when that query's answer arrives (``_finish``) or when a
    service goes down: a heap per service of the queries it could take now (stale entries are
    dropped when met), the queries still open to it, the requests out per service. No step
    scans every query, so a bibliography of N references costs O(N log N)."""

    def __init__(self, queries: dict[str, Query], refs: dict[str, Ref], collected: dict[str, dict[str, SourceResult]],
                 services: list[str], providers: dict, suitable, agree, session, config, tiers=None,
                 confirm=None, batch_size=None, cold=False):
        self.queries, self.refs, self.collected = queries, refs, collected
        self.services, self.providers, self.suitable, self.agree = services, providers, suitable, agree
        self.session, self.config = session, config
        tiers = tiers or (lambda q: [set(services)])
        # confirm(service, rid) -> a query carrying the identifiers another service's hit gave
        # (None when there are none this service can take): one batch confirms many hits.
        self.confirm = confirm or (lambda service, rid: None)
        self.batch_size = batch_size or {}
        # ``cold``: the HTTP cache held nothing when the run began, so no answer of an earlier run
        # can be in it and ``answered_before`` is skipped (a repeat within the run is still
        # answered by the cache, without reaching the network)
        self.cold = cold
        self.lock = threading.Condition()
        self.known = set(services)
        self.index = {rid: i for i, rid in enumerate(queries)}
        self.tier_of = {rid: tiers(q) for rid, q in queries.items()}
        self.fits = {rid: {s for s in services if suitable(s, q)} for rid, q in queries.items()}
        self.asked = {rid: set() for rid in queries}
        self.in_flight = {rid: 0 for rid in queries}
        self.pending = {rid: set() for rid in queries}     # services asked, answer not back yet
        self.agreeing = {rid: agree(rid) for rid in queries}
        self.confirms: dict[str, dict[str, Query]] = {s: {} for s in services if self.batch_size.get(s)}
        for rid in queries:
            self._update_confirms(rid)
        self.done = {rid for rid in queries if self._settled(rid)}
        self.down: set[str] = set()
        self.open = {s: {rid for rid in queries if rid not in self.done and s in self.fits[rid]} for s in services}
        self.out = {s: 0 for s in services}               # requests out on queries not done
        self.ready: dict[str, list[tuple[int, str]]] = {s: [] for s in services}
        self.queued: dict[str, set[str]] = {s: set() for s in services}
        for rid in queries:
            self._review(rid)

    # ---- per-query state ----
    def _settled(self, rid: str) -> bool:
        return self.agreeing[rid] >= NEEDED

    def _update_confirms(self, rid: str) -> None:
        for service, found in self.confirms.items():
            q = self.confirm(service, rid)
            if q is None:
                found.pop(rid, None)
            else:
                found[rid] = q

    def _review(self, rid: str) -> None:
        """After an event on ``rid``: queue it for every service that could take it now."""
        for service in self.services:
            if rid not in self.queued[service] and self._takeable(service, rid):
                heapq.heappush(self.ready[service], (self.index[rid], rid))
                self.queued[service].add(rid)

    def _take(self, service: str, rid: str) -> None:
        self.asked[rid].add(service)
        self.in_flight[rid] += 1
        self.pending[rid].add(service)
        self.open[service].discard(rid)
        if rid not in self.done:
            self.out[service] += 1

    def _mark_done(self, rid: str) -> None:
        self.done.add(rid)
        for service in self.services:
            self.open[service].discard(rid)
        for service in self.pending[rid]:
            self.out[service] -= 1

    def _service_down(self, service: str) -> None:
        """The one event that concerns every query: a likelier service gone, later tiers open."""
        self.down.add(service)
        for rid in self.queries:
            if rid not in self.done:
                self._review(rid)

    # ---- what a service may take ----
    def _takeable(self, service: str, rid: str) -> bool:
        """Could ``service`` search ``rid`` by title now?"""
        return (service not in self.down and rid not in self.done and service not in self.asked[rid]
                and service in self.fits[rid] and self.agreeing[rid] + self.in_flight[rid] < NEEDED
                and self._turn(service, rid) and rid not in self.confirms.get(service, ()))

    def _turn(self, service: str, rid: str) -> bool:
        """Services are asked in the reference's order of likelihood (``tiers``): a service
        takes a reference once every likelier one has answered (or is down), so a hit can be
        confirmed by identifier in a batch rather than searched again."""
        asked, pending, fits = self.asked[rid], self.pending[rid], self.fits[rid]
        for tier in self.tier_of[rid]:
            if service in tier:
                return True
            if any(s in self.known and s not in self.down and s in fits and (s not in asked or s in pending)
                   for s in tier):
                return False
        return True

    def _has_ready(self, service: str) -> bool:
        """Whether ``service`` has a query it could take now (stale heap entries are dropped)."""
        heap = self.ready[service]
        while heap:
            rid = heap[0][1]
            if self._takeable(service, rid):
                return True
            heapq.heappop(heap)
            self.queued[service].discard(rid)
        return False

    def _ripe(self, service: str) -> bool:
        """Confirmations go in one sweep, once no other service has a request out or anything it
        could take: the batch is then the same on every run with the same answers, so a warm
        re-run finds it in the cache."""
        return not any(o != service and (self.out[o] or self._has_ready(o)) for o in self.services)

    def _confirmations(self, service: str) -> list[Query]:
        """A batch of hits found elsewhere that ``service`` can confirm by identifier."""
        size = self.batch_size.get(service, 0)
        batch = []
        with self.lock:
            if not size or not self.confirms.get(service) or not self._ripe(service):
                return []
            for rid in sorted(self.confirms[service], key=self.index.__getitem__):
                if len(batch) >= size:
                    break
                if rid in self.done or service in self.asked[rid] or \
                        self.agreeing[rid] + self.in_flight[rid] >= NEEDED:
                    continue
                self._take(service, rid)
                batch.append(self.confirms[service][rid])
        return batch

    def _next(self, service: str):
        """The next reference for ``service``; WAIT while the only ones left are in the hands of
        other services (one of them may miss, or a hit may come to confirm); None when nothing
        is left for it."""
        with self.lock:
            if service in self.down:
                return None
            if self._has_ready(service):
                _, rid = heapq.heappop(self.ready[service])
                self.queued[service].discard(rid)
                self._take(service, rid)
                return self.queries[rid]
            if not self.open[service]:
                return None
            self.lock.wait(timeout=0.5)
            return WAIT

    def _finish(self, service: str, q: Query, res: SourceResult) -> None:
        with self.lock:
            rid = q.ref_id
            self.in_flight[rid] -= 1
            self.pending[rid].discard(service)
            if rid not in self.done:
                self.out[service] -= 1
            if supersedes(self.collected[rid].get(service), res):
                self.collected[rid][service] = res
            self.agreeing[rid] = self.agree(rid)
            self._update_confirms(rid)
            if is_failure(res) and res.reason == "unreachable" and service not in self.down:
                self._service_down(service)
            if rid not in self.done and (self._settled(rid) or all(
                    s in self.asked[rid] or s not in self.fits[rid] or s in self.down for s in self.services)):
                self._mark_done(rid)
            elif rid not in self.done:
                self._review(rid)
            self.lock.notify_all()

    def _worker(self, service: str) -> None:
        provider = self.providers[service]
        while True:
            batch = self._confirmations(service)
            if batch:
                answers = provider.lookup(batch, self.session, self.config)
                for q in batch:
                    res = answers.get(q.ref_id) or failed(f"{service}: no answer")
                    if res.found:
                        res.matched_by = "title_search"   # still a title match for the reference
                    self._finish(service, q, res)
                continue
            q = self._next(service)
            if q is None:
                return
            if q is WAIT:
                continue
            answer = provider.lookup([q], self.session, self.config).get(q.ref_id) or failed(f"{service}: no answer")
            self._finish(service, q, answer)

    def answered_before(self) -> None:
        """What the cache already holds (an earlier run) counts as asked: a warm re-run sends
        nothing, whichever service happened to answer first the first time."""
        keys = cached_keys(self.session)
        for service in self.services:
            provider = self.providers[service]
            with cache_only(keys):
                for rid, q in self.queries.items():
                    if rid in self.done or service in self.asked[rid] or not self.suitable(service, q):
                        continue
                    res = provider.lookup([q], self.session, self.config).get(rid)
                    if res is None or res.reason == "offline":
                        continue
                    with self.lock:
                        self._take(service, rid)
                    self._finish(service, q, res)

    def run(self) -> None:
        if not self.cold:
            self.answered_before()
        workers = [(s, min(3, POLITE_RATES.get(s, (1.0, 1))[1])) for s in self.services]
        total = sum(n for _, n in workers)
        if not total or not self.queries:
            return
        with ThreadPoolExecutor(max_workers=total) as pool, stop_workers_on_interrupt(self.session):
            futures = [pool.submit(self._worker, s) for s, n in workers for _ in range(n)]
            for f in futures:
                f.result()
