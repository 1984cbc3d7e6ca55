"""Step B orchestration: identifiers first (one batched request per service, services in
parallel), then title searches for what is still unknown, then one verdict per reference."""
from __future__ import annotations

import re
import sys
import time
from pathlib import Path
from concurrent.futures import ThreadPoolExecutor

from ..core.certainty import is_certain
from ..core.runs import FetchRun
from ..core.compare_text import decode_entities
from ..core.vocab import NOT_LOOKED_UP as RESUMABLE
from ..core.work import Work
from ..state import Ref, SourceResult, State, now_iso
from .arxiv import Arxiv
from .base import Query, failed, id_unknown, is_failure, supersedes
from .crossref import Crossref
from .dblp import Dblp
from .http import cached_keys, make_session, stop_workers_on_interrupt
from .openalex import OpenAlex
from .pubmed import PubMed
from .resolve import _first_author_or_year, resolve
from .search import TitleSearch
from .semanticscholar import SemanticScholar
from . import memo
from .compare import TITLE_OK, TITLE_WARN, is_preprint_venue
from .checks import record_title_score

PROVIDERS = {p.name: p for p in (PubMed(), Crossref(), SemanticScholar(), OpenAlex(), Arxiv(), Dblp())}


def to_retry(ref) -> bool:
    """Step B left something of this reference to ask again: it is pending or api_fail, or a
    service that could not be reached (not an offline cache miss) for a work the others found."""
    return ref.existence in RESUMABLE or any(
        r.status == "failed" and r.reason != "offline" for r in ref.sources.values())
# Services that confirm the hits of others by identifier, in one sweep (identifiers per request).
CONFIRM_BATCH = {"semanticscholar": 500, "openalex": 100}
_CS_VENUE = re.compile(r"\b(proc|proceedings|conference|conf|symposium|workshop|neurips|nips|icml|iclr|"
                       r"cvpr|iccv|eccv|acl|emnlp|naacl|aaai|ijcai|kdd|sigir|sigmod|vldb|lncs|ieee|acm|corr)\b", re.I)


_ARXIV_DOI = re.compile(r"^10\.48550/arxiv\.(.+)$", re.I)
_LIST_NUMBER = re.compile(r"^\s*(?:[\[［(（]\s*\d{1,4}\s*[\]］)）]|\d{1,4}\s*[.．)、])\s*")


def query_for(ref: Ref) -> Query:
    bib = ref.bib.work(ref.entry_type)
    doi, arxiv, from_doi = bib.doi, bib.arxiv, False
    m = _ARXIV_DOI.match(doi)
    if m:
        # arXiv's DataCite DOI (10.48550/arXiv.2106.01345v2): Crossref does not serve DataCite
        # DOIs, so the work is asked for by the arXiv id it names (arXiv, Semantic Scholar). When
        # the entry also gives an eprint, the DOI is the identifier checked.
        doi, arxiv, from_doi = "", m.group(1), True
    # A title Step A guessed may be the author list or a year: Crossref's bibliographic search
    # reads the whole line instead (issue 20).
    guessed = ref.bib.origin == "document" and not is_certain(ref.bib.certainty, "title")
    raw = _LIST_NUMBER.sub("", ref.bib.raw or "").strip() if guessed else ""
    return Query(ref_id=ref.ref_id, title=decode_entities(bib.title), raw=raw,
                 authors=[decode_entities(a) for a in bib.names()], year=bib.year, doi=doi,
                 pmid=bib.pmid, arxiv=arxiv, journal=bib.journal, type=bib.type, language=bib.language,
                 arxiv_from_doi=from_doi)


def unresolved_dois(queries: dict[str, Query], collected: dict[str, dict[str, SourceResult]]) -> set[str]:
    """References whose DOI no registry asked knows: every service asked by DOI answered "no
    such work" (a failure proves nothing), and none found the work by it."""
    dead = set()
    for rid, q in queries.items():
        if q.arxiv_from_doi:
            # an arXiv DOI: arXiv and Semantic Scholar asked by its id, neither knows it
            asked = [collected[rid].get(s) for s in ("arxiv", "semanticscholar") if collected[rid].get(s)]
            if asked and not any(r.found or is_failure(r) for r in asked):
                dead.add(rid)
            continue
        if not q.doi:
            continue
        asked = [r for r in collected[rid].values() if r.matched_by == "doi" or (not r.found and r.error)]
        by_doi = [r for r in asked if r.found and r.matched_by == "doi"]
        misses = [r for r in asked if id_unknown(r)]
        if misses and not by_doi and not any(is_failure(r) for r in asked):
            dead.add(rid)
    return dead


def looks_cs(q: Query) -> bool:
    return q.type.lower() in {"inproceedings", "conference", "proceedings", "c"} or bool(
        _CS_VENUE.search(q.journal or ""))


def search_tiers(q: Query) -> list[set[str]]:
    """The services likeliest to know the work first. For computer science OpenAlex, DBLP and
    Semantic Scholar at once: the first two free take the reference (OpenAlex, 10 requests/s, is
    mostly first; then whichever of the two 1 request/s lanes is free, so they share the load and
    neither waits for OpenAlex's answer), the third only if one misses; Crossref last (it holds
    only works with a DOI, rare for conference papers). For the rest OpenAlex (every field)
    leads, Crossref comes next, then Semantic Scholar."""
    if looks_cs(q):
        return [{"openalex", "dblp", "semanticscholar"}, {"crossref"}]
    return [{"openalex"}, {"crossref"}, {"semanticscholar"}]


def asks_by_id(service: str, q: Query) -> bool:
    return {"pubmed": bool(q.pmid or q.doi), "crossref": bool(q.doi), "semanticscholar": q.has_id,
            "openalex": bool(q.doi), "arxiv": bool(q.arxiv), "dblp": False}[service]


def _run_round(plan: dict[str, list[Query]], session, config, down: set[str]) -> dict[str, dict[str, SourceResult]]:
    """Ask every service its share concurrently (one worker per service)."""
    answers: dict[str, dict[str, SourceResult]] = {}
    plan = {s: qs for s, qs in plan.items() if qs}
    for s in list(plan):
        if s in down:  # unreachable earlier in this run: do not wait for it again
            answers[s] = {q.ref_id: failed(f"{s} unreachable earlier in this run", code="unreachable") for q in plan.pop(s)}
    if not plan:
        return answers
    with ThreadPoolExecutor(max_workers=len(plan)) as pool, stop_workers_on_interrupt(session):
        futures = {s: pool.submit(memo.lookup, PROVIDERS[s], qs, session, config) for s, qs in plan.items()}
        for s, fut in futures.items():
            answers[s] = fut.result()
            if any(is_failure(r) and r.reason == "unreachable" for r in answers[s].values()):
                down.add(s)
    return answers


def _down_is_no_answer(results: dict[str, SourceResult], down: set[str]) -> None:
    """A reference nothing found, with a service that went down in this run and never answered
    for it: that service's silence is a failure, not a "no" (never a false not_found)."""
    if any(r.found for r in results.values()):
        return
    for service in sorted(down):
        results.setdefault(service, failed(f"{service} unreachable earlier in this run", code="unreachable"))


def _merge(collected: dict[str, dict[str, SourceResult]], answers) -> None:
    for service, results in answers.items():
        for rid, res in results.items():
            if supersedes(collected[rid].get(service), res):
                collected[rid][service] = res


def _accepted(ref: Ref, results: dict[str, SourceResult], floor: float = TITLE_WARN) -> list[str]:
    return [s for s, r in results.items() if r and r.found and (
        not ref.bib.title or record_title_score(ref.bib.title, r.record) >= floor)]


def _only_a_preprint_seen(ref: Ref, results: dict[str, SourceResult]) -> bool:
    """The entry names a venue, and every record its identifiers found is a preprint naming no
    published version (an arXiv DOI cited with the conference): a title search may still find the
    published work (DBLP, OpenAlex) before "only a preprint is known" is said."""
    bib = ref.bib.work(ref.entry_type)
    if not bib.journal or is_preprint_venue(bib.journal):
        return False
    found = [r.record for r in results.values() if r and r.found]
    return bool(found) and all(rec.is_preprint and not rec.published_doi and not rec.journal_ref for rec in found)


def _confirmations(titled: dict[str, Query], hits: dict[str, Work]) -> list[Query]:
    """Queries carrying the identifiers a search found, so a batch lookup can confirm them."""
    return [titled[rid].model_copy(update={"pmid": rec.pmid, "doi": rec.doi})
            for rid, rec in hits.items() if rec.pmid or rec.doi]


def _relabel(answers, hits: dict[str, Work]):
    """A confirmation of a search hit is still a title-search match for the reference."""
    for results in answers.values():
        for rid, res in results.items():
            if rid in hits and res.found:
                res.matched_by = "title_search"
    return answers


def search_titles(rids: list[str], queries: dict[str, Query], refs, collected, order, session, config,
                  down: set[str], log, cold: bool = False) -> None:
    """Title searches for ``rids``. PubMed searches all titles in one batch and its hits are
    confirmed by identifier in one batch per service; the rest is spread across the services
    that search titles, in parallel, each under its own limiter, until two sources agree."""
    if not rids:
        return
    log(f"title search for {len(rids)} references")
    titled = {rid: queries[rid].title_only() for rid in rids}
    bibs = {rid: refs[rid].bib.work(refs[rid].entry_type) for rid in rids}
    if "pubmed" in order:
        _merge(collected, _run_round({"pubmed": list(titled.values())}, session, config, down))
        # a near title naming another work (another first author and year) is not confirmed
        hit = {rid: collected[rid]["pubmed"].record for rid in titled
               if _accepted(refs[rid], {"pubmed": collected[rid].get("pubmed")}, TITLE_OK)
               and _first_author_or_year(bibs[rid], collected[rid]["pubmed"].record)}
        confirm_round = {s: [q for q in _confirmations(titled, hit) if asks_by_id(s, q)]
                         for s in ("semanticscholar", "openalex") if s in order and s not in down}
        _merge(collected, _relabel(_run_round(confirm_round, session, config, down), hit))

    def agreeing(rid: str) -> int:
        res = {s: r for s, r in collected[rid].items() if r.found}
        return sum(1 for s in _accepted(refs[rid], res, TITLE_OK) if _first_author_or_year(bibs[rid], res[s].record))

    def confirm(service: str, rid: str) -> Query | None:
        """A query by the DOI / PMID another service's hit gave, when that hit agrees with the
        entry (a close title and the first author or the year). A hit naming another work (a
        near title) is not confirmed: the service would find the same other work, and waiting
        for the confirmation sweep at the end would hold its own title search back."""
        if service not in CONFIRM_BATCH:
            return None
        for s, r in collected[rid].items():
            if s != service and r.found and _accepted(refs[rid], {s: r}, TITLE_OK) \
                    and _first_author_or_year(bibs[rid], r.record):
                q = titled[rid].model_copy(update={"doi": r.record.doi or "", "pmid": r.record.pmid or ""})
                if asks_by_id(service, q):
                    return q
        return None

    searchers = [s for s in order if s in ("openalex", "crossref", "semanticscholar", "dblp") and s not in down]
    suitable = lambda s, q: s != "dblp" or looks_cs(queries[q.ref_id])  # noqa: E731
    providers = {s: memo.Memoized(p) for s, p in PROVIDERS.items()} if config.lookup_memo else PROVIDERS
    TitleSearch(titled, refs, collected, searchers, providers, suitable, agreeing, session, config,
                tiers=lambda q: search_tiers(queries[q.ref_id]), confirm=confirm, batch_size=CONFIRM_BATCH, cold=cold).run()


def fetch_state(state: State, config, *, progress: bool = True, pdf_dir=None, on_ref_done=None,
                force: bool = False, session=None) -> State:
    """Fill the Step B fields of every reference still pending (or all with ``force``)."""
    started = time.monotonic()
    own_session = session is None
    session = session or make_session(config)
    if getattr(session, "cancelled", None) is not None:
        session.cancelled.clear()     # a session reused after an interrupted run
    if getattr(session, "blocked", None) is not None:
        session.blocked.clear()       # services given up on in an earlier run are asked again
        limit = getattr(config, "fetch_deadline", 0)
        session.run_deadline = started + limit if limit else None
    calls_before = dict(session.network_calls)
    # A cache empty before the first request: no earlier run answered anything (title search
    # then skips looking for earlier answers, which costs a cache-key check per query and service)
    cold = cached_keys(session) == set()
    order = [s for s in config.source_order if s in PROVIDERS]
    skipped = {}
    if "openalex" in order and not config.openalex_api_key:
        order.remove("openalex")
        skipped["openalex"] = "no OpenAlex API key (config.openalex_api_key): skipped"
    # An entry Step A could not read is never looked up: no answer would be about it.
    todo = [ref for ref in state.refs.values()
            if (force or to_retry(ref)) and not ref.bib.unreadable]
    queries = {ref.ref_id: query_for(ref) for ref in todo}
    collected: dict[str, dict[str, SourceResult]] = {rid: {} for rid in queries}
    down: set[str] = set()

    from tqdm.auto import tqdm

    def log(msg):
        if progress:   # above the progress bar, never glued to it
            tqdm.write(f"[fetch] {msg}", file=sys.stderr)
    bar = tqdm(total=len(todo), desc="Step B references", unit="ref", disable=not progress)

    refs = state.refs
    index_info = None
    if getattr(config, "index", ""):
        # The local index of the snapshots first: what it settles needs no request (sources/local.py).
        from .local import answer_locally
        local_done, index_info = answer_locally(config.index, queries, refs, collected, log)
        with_local = order + [s for s in PROVIDERS if s not in order]
        for rid in local_done:
            resolve(refs[rid], collected[rid], with_local, queries[rid].doi, doi_unresolved=False)
        bar.update(len(local_done))
        queries = {rid: q for rid, q in queries.items() if rid not in local_done}
    # References without any identifier go to title search at once, alongside round 1.
    no_id = [rid for rid, q in queries.items() if q.title and not q.has_id]
    searched_early = set(no_id)
    with ThreadPoolExecutor(max_workers=1) as early, stop_workers_on_interrupt(session):
        early_search = early.submit(search_titles, no_id, queries, refs, collected, order, session, config, down,
                                    log, cold) if no_id else None
        # Round 1: identifiers, every applicable service (triangulation comes from asking several).
        plan = {s: [q for q in queries.values() if asks_by_id(s, q)] for s in order}
        log(f"{len(queries)} references; by identifier: "
            + (", ".join(f"{s} {len(v)}" for s, v in plan.items() if v) or "none (no DOI, PMID or arXiv id)"))
        _merge(collected, _run_round(plan, session, config, down))
        dead_doi = unresolved_dois(queries, collected)
        need_search = [rid for rid in queries if rid not in searched_early and queries[rid].title
                       and (not _accepted(refs[rid], collected[rid])
                            or _only_a_preprint_seen(refs[rid], collected[rid]))]
        for rid in queries:
            if rid not in need_search and rid not in searched_early:
                _down_is_no_answer(collected[rid], down)
                resolve(refs[rid], collected[rid], order, queries[rid].doi, doi_unresolved=rid in dead_doi)
        bar.update(len(queries) - len(need_search) - len(no_id))
        if on_ref_done:
            on_ref_done(state)
        # Round 2: the references whose identifiers did not settle them, searched by title too.
        search_titles(need_search, queries, refs, collected, order, session, config, down, log, cold)
        if early_search is not None:
            early_search.result()
    for rid in no_id + need_search:
        _down_is_no_answer(collected[rid], down)
        resolve(refs[rid], collected[rid], order, queries[rid].doi, doi_unresolved=rid in dead_doi)
    bar.update(len(no_id) + len(need_search))
    if on_ref_done:
        on_ref_done(state)
    bar.close()

    pdfs = {}
    if pdf_dir:
        from .fulltext import attach_pdfs
        pdfs = {rid: Path(p).name for rid, p in attach_pdfs(state, pdf_dir).items()}
    from .fulltext_fetch import fulltext_pass
    fulltext = fulltext_pass(state, config, session, force=force, log=log)
    calls = {s: session.network_calls.get(s, 0) - calls_before.get(s, 0) for s in PROVIDERS}
    run = summarize(state, order, skipped, calls, time.monotonic() - started, config)
    run.fulltext = fulltext
    if pdfs:
        run.pdfs = pdfs
    if index_info is not None:
        run.index = index_info
        if index_info["line"]:
            run.summary += f" ({index_info['line']})"
    state.meta.fetch = run
    state.mark_step("B")
    log(run.summary)
    if own_session:
        session.close()
    return state


def summarize(state: State, order, skipped, calls, seconds, config) -> FetchRun:
    refs = list(state.refs.values())
    by_status = {}
    for r in refs:
        by_status[r.existence] = by_status.get(r.existence, 0) + 1
    by_source = {}
    for r in refs:
        if r.record and r.record.source:
            by_source[r.record.source] = by_source.get(r.record.source, 0) + 1
    mismatch = sum(1 for r in refs if r.existence == "id_mismatch")
    fulltext = sum(1 for r in refs if r.fulltext_required_stepB)
    summary = ((", ".join(f"{n} via {s}" for s, n in by_source.items()) or "0 found") +
               f" / {by_status.get('not_found', 0)} not found / {by_status.get('api_fail', 0)} API failures"
               f" / {mismatch} title mismatches / {fulltext} need full text")
    return FetchRun(finished=now_iso(), sources=order, skipped=skipped, requests=calls,
                    seconds=round(seconds, 2), offline=bool(config.offline), existence=by_status,
                    primary_source=by_source, fulltext_required=fulltext, summary=summary,
                    incomplete=sum(by_status.get(s, 0) for s in RESUMABLE))
