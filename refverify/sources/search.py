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

import threading
from concurrent.futures import ThreadPoolExecutor

from ..state import Ref, SourceResult
from .base import Query, failed, is_failure, supersedes
from .http import POLITE_RATES, cache_only, stop_workers_on_interrupt

WAIT = object()     # nothing to take now; something may come
NEEDED = 2          # two sources that agree settle a reference


class TitleSearch:
    def __init__(self, queries: dict[str, Query], refs: dict[str, Ref], collected: dict[str, dict[str, SourceResult]],
                 services: list[str], providers: dict, suitable, agree, session, config, tiers=None,
                 confirm=None, batch_size=None):
        self.queries, self.refs, self.collected = queries, refs, collected
        self.services, self.providers, self.suitable, self.agree = services, providers, suitable, agree
        self.session, self.config = session, config
        self.tiers = tiers or (lambda q: [set(services)])
        # confirm(service, rid) -> a query carrying the identifiers another service's hit gave
        # (None when there are none this service can take): one batch confirms many hits.
        self.confirm = confirm or (lambda service, rid: None)
        self.batch_size = batch_size or {}
        self.lock = threading.Condition()
        self.asked = {rid: set() for rid in queries}
        self.in_flight = {rid: 0 for rid in queries}
        self.pending = {rid: set() for rid in queries}     # services asked, answer not back yet
        self.done = {rid for rid in queries if self._settled(rid)}
        self.down: set[str] = set()

    def _settled(self, rid: str) -> bool:
        return self.agree(rid) >= NEEDED

    def _confirmations(self, service: str) -> list[Query]:
        """A batch of hits found elsewhere that ``service`` can confirm by identifier."""
        size = self.batch_size.get(service, 0)
        batch = []
        with self.lock:
            if not size or not self._ripe(service):
                return []
            for rid in self.queries:
                if len(batch) >= size:
                    break
                if rid in self.done or service in self.asked[rid] or self.agree(rid) + self.in_flight[rid] >= NEEDED:
                    continue
                q = self.confirm(service, rid)
                if q is not None:
                    self.asked[rid].add(service)
                    self.in_flight[rid] += 1
                    self.pending[rid].add(service)
                    batch.append(q)
        return batch

    def _ripe(self, service: str) -> bool:
        """Confirmations go in one sweep, once no other service has a request out or anything it
        could take: the batch is then the same on every run with the same answers, so a warm
        re-run finds it in the cache."""
        for rid, q in self.queries.items():
            if rid in self.done:
                continue
            if self.pending[rid] - {service}:
                return False
            if any(o != service and self._takeable(o, rid, q) for o in self.services):
                return False
        return True

    def _takeable(self, service: str, rid: str, q: Query) -> bool:
        """Could ``service`` search ``rid`` by title now?"""
        return (service not in self.down and rid not in self.done and service not in self.asked[rid]
                and self.suitable(service, q) and self.agree(rid) + self.in_flight[rid] < NEEDED
                and self._turn(service, q)
                and not (self.batch_size.get(service) and self.confirm(service, rid) is not None))

    def _next(self, service: str):
        """The next reference for ``service``; WAIT while the only ones left are in the hands of
        other services (one of them may miss, or a hit may come to confirm); None when nothing
        is left for it."""
        with self.lock:
            if service in self.down:
                return None
            waiting = False
            for rid, q in self.queries.items():
                if rid in self.done or service in self.asked[rid] or not self.suitable(service, q):
                    continue
                if self.agree(rid) + self.in_flight[rid] >= NEEDED or not self._turn(service, q) \
                        or (self.batch_size.get(service) and self.confirm(service, rid) is not None):
                    waiting = True     # enough services at work on it, a likelier one first, or a hit to confirm
                    continue
                self.asked[rid].add(service)
                self.in_flight[rid] += 1
                self.pending[rid].add(service)
                return q
            if not waiting:
                return None
            self.lock.wait(timeout=0.5)
            return WAIT

    def _turn(self, service: str, q: Query) -> bool:
        """Services are asked in the reference's order of likelihood (``tiers``): a service
        takes a reference once every likelier one has answered (or is down), so a hit can be
        confirmed by identifier in a batch rather than searched again."""
        for tier in self.tiers(q):
            if service in tier:
                return True
            if any(s in self.services and s not in self.down and self.suitable(s, q)
                   and (s not in self.asked[q.ref_id] or s in self.pending[q.ref_id]) for s in tier):
                return False
        return True

    def _finish(self, service: str, q: Query, res: SourceResult) -> None:
        with self.lock:
            rid = q.ref_id
            self.in_flight[rid] -= 1
            self.pending[rid].discard(service)
            if supersedes(self.collected[rid].get(service), res):
                self.collected[rid][service] = res
            if is_failure(res) and res.reason == "unreachable":
                self.down.add(service)
            if self._settled(rid) or all(s in self.asked[rid] or not self.suitable(s, q) or s in self.down
                                         for s in self.services):
                self.done.add(rid)
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
        for service in self.services:
            provider = self.providers[service]
            with cache_only():
                for rid, q in self.queries.items():
                    if rid in self.done or service in self.asked[rid] or not self.suitable(service, q):
                        continue
                    res = provider.lookup([q], self.session, self.config).get(rid)
                    if res is None or res.reason == "offline":
                        continue
                    self.asked[rid].add(service)
                    self.in_flight[rid] += 1
                    self._finish(service, q, res)

    def run(self) -> None:
        self.answered_before()
        workers = [(s, min(3, POLITE_RATES.get(s, (1.0, 1))[1])) for s in self.services]
        total = sum(n for _, n in workers)
        if not total or not self.queries:
            return
        with ThreadPoolExecutor(max_workers=total) as pool, stop_workers_on_interrupt(self.session):
            futures = [pool.submit(self._worker, s) for s, n in workers for _ in range(n)]
            for f in futures:
                f.result()
