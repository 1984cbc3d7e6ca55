"""Step B orchestration: identifiers first (one batched request per service, services in
parallel), then title searches for what is still unknown, then one verdict per reference."""
from __future__ import annotations

import re
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from ..state import Ref, SourceResult, State, now_iso
from .arxiv import Arxiv
from .base import Query, failed, is_failure
from .crossref import Crossref
from .dblp import Dblp
from .http import make_session
from .openalex import OpenAlex
from .pubmed import PubMed
from .resolve import resolve
from .semanticscholar import SemanticScholar
from .compare import TITLE_OK, TITLE_WARN
from .checks import record_title_score

PROVIDERS = {p.name: p for p in (PubMed(), Crossref(), SemanticScholar(), OpenAlex(), Arxiv(), Dblp())}
RESUMABLE = ("pending", "api_fail")
_CS_VENUE = re.compile(r"\b(proc|proceedings|conference|conf|symposium|workshop|neurips|nips|icml|iclr|"
                       r"cvpr|iccv|eccv|acl|emnlp|naacl|aaai|ijcai|kdd|sigir|sigmod|vldb|lncs|ieee|acm|corr)\b", re.I)


def query_for(ref: Ref) -> Query:
    authors = ref.bib_author_list or [a.strip() for a in ref.bib_authors.split(";") if a.strip()]
    return Query(ref_id=ref.ref_id, title=ref.bib_title, authors=authors, year=ref.bib_year, doi=ref.bib_doi,
                 pmid=ref.bib_pmid, arxiv=ref.bib_arxiv, journal=ref.bib_journal, entry_type=ref.entry_type,
                 language=ref.bib_language)


def looks_cs(q: Query) -> bool:
    return q.entry_type.lower() in {"inproceedings", "conference", "proceedings", "c"} or bool(
        _CS_VENUE.search(q.journal or ""))


def asks_by_id(service: str, q: Query) -> bool:
    return {"pubmed": bool(q.pmid or q.doi), "crossref": bool(q.doi), "semanticscholar": q.has_id,
            "openalex": bool(q.doi), "arxiv": bool(q.arxiv), "dblp": False}[service]


def _run_round(plan: dict[str, list[Query]], session, config, down: set[str]) -> dict[str, dict[str, SourceResult]]:
    """Ask every service its share concurrently (one worker per service)."""
    answers: dict[str, dict[str, SourceResult]] = {}
    plan = {s: qs for s, qs in plan.items() if qs}
    for s in list(plan):
        if s in down:  # unreachable earlier in this run: do not wait for it again
            answers[s] = {q.ref_id: failed(f"{s} unreachable earlier in this run") for q in plan.pop(s)}
    if not plan:
        return answers
    with ThreadPoolExecutor(max_workers=len(plan)) as pool:
        futures = {s: pool.submit(PROVIDERS[s].lookup, qs, session, config) for s, qs in plan.items()}
        for s, fut in futures.items():
            answers[s] = fut.result()
            if any(is_failure(r) and "unreachable" in r.error for r in answers[s].values()):
                down.add(s)
    return answers


def _merge(collected: dict[str, dict[str, SourceResult]], answers) -> None:
    for service, results in answers.items():
        for rid, res in results.items():
            old = collected[rid].get(service)
            # A search hit replaces an identifier miss; a miss never hides an earlier answer,
            # nor an earlier failure (a title-search miss after a failed DOI lookup is no proof
            # that the work does not exist: it stays a failure, never a false not_found).
            if old is None or (res.found and not old.found):
                collected[rid][service] = res


def _accepted(ref: Ref, results: dict[str, SourceResult], floor: float = TITLE_WARN) -> list[str]:
    return [s for s, r in results.items() if r and r.found and (
        not ref.bib_title or record_title_score(ref.bib_title, r.record) >= floor)]


def _confirmations(titled: dict[str, Query], hits: dict[str, dict]) -> list[Query]:
    """Queries carrying the identifiers a search found, so a batch lookup can confirm them."""
    return [titled[rid].model_copy(update={"pmid": rec.get("pmid", ""), "doi": rec.get("doi", "")})
            for rid, rec in hits.items() if rec.get("pmid") or rec.get("doi")]


def _relabel(answers, hits: dict[str, dict]):
    """A confirmation of a search hit is still a title-search match for the reference."""
    for results in answers.values():
        for rid, res in results.items():
            if rid in hits and res.found:
                res.matched_by = "title_search"
    return answers


def fetch_state(state: State, config, *, progress: bool = True, pdf_dir=None, on_ref_done=None,
                force: bool = False, session=None) -> State:
    """Fill the Step B fields of every reference still pending (or all with ``force``)."""
    started = time.monotonic()
    own_session = session is None
    session = session or make_session(config)
    calls_before = dict(session.network_calls)
    order = [s for s in config.source_order if s in PROVIDERS]
    skipped = {}
    if "openalex" in order and not config.openalex_api_key:
        order.remove("openalex")
        skipped["openalex"] = "no OpenAlex API key (config.openalex_api_key): skipped"
    todo = [ref for ref in state.refs.values() if force or ref.existence in RESUMABLE]
    queries = {ref.ref_id: query_for(ref) for ref in todo}
    collected: dict[str, dict[str, SourceResult]] = {rid: {} for rid in queries}
    down: set[str] = set()

    def log(msg):
        if progress:
            print(f"[fetch] {msg}", file=sys.stderr)

    from tqdm.auto import tqdm
    bar = tqdm(total=len(todo), desc="Step B references", unit="ref", disable=not progress)

    # Round 1: identifiers, every applicable service (triangulation comes from asking several).
    plan = {s: [q for q in queries.values() if asks_by_id(s, q)] for s in order}
    log(f"{len(todo)} references; by identifier: " + ", ".join(f"{s} {len(v)}" for s, v in plan.items() if v))
    _merge(collected, _run_round(plan, session, config, down))

    refs = state.refs
    need_search = [rid for rid in queries if queries[rid].title and not _accepted(refs[rid], collected[rid])]
    for rid in queries:
        if rid not in need_search:
            resolve(refs[rid], collected[rid], order, queries[rid].doi)
    bar.update(len(queries) - len(need_search))
    if on_ref_done:
        on_ref_done(state)

    # Round 2: title searches, cheapest first. PubMed searches all titles in one batch; a hit found
    # by search is confirmed by identifier in one Semantic Scholar batch; only what PubMed did not
    # find is searched one by one (Crossref, DBLP, then S2 match), because S2 allows 1 request/s.
    if need_search:
        log(f"title search for {len(need_search)} references")
        titled = {rid: queries[rid].title_only() for rid in need_search}
        if "pubmed" in order:
            _merge(collected, _run_round({"pubmed": list(titled.values())}, session, config, down))
        # Only a close title counts as found here: a near miss must not stop the other searches.
        hit = {rid: collected[rid]["pubmed"].record for rid in titled
               if _accepted(refs[rid], {"pubmed": collected[rid].get("pubmed")}, TITLE_OK)}
        unfound = [q for rid, q in titled.items() if rid not in hit]
        # Wave B: S2 confirms PubMed's hits in one batch; Crossref (and DBLP) search the rest.
        wave = {}
        if "semanticscholar" in order:
            wave["semanticscholar"] = _confirmations(titled, hit)
        if "crossref" in order:
            wave["crossref"] = unfound
        if "dblp" in order:
            wave["dblp"] = [q for q in unfound if looks_cs(queries[q.ref_id])]
        _merge(collected, _relabel(_run_round(wave, session, config, down), hit))
        # Wave C: S2 confirms Crossref's hits by DOI in one batch and searches only what is still unseen.
        cr_hit = {q.ref_id: collected[q.ref_id]["crossref"].record for q in unfound
                  if _accepted(refs[q.ref_id], {"crossref": collected[q.ref_id].get("crossref")}, TITLE_OK)}
        if "semanticscholar" in order:
            rest = [q for q in unfound if q.ref_id not in cr_hit]
            wave = {"semanticscholar": _confirmations({rid: titled[rid] for rid in cr_hit}, cr_hit) + rest}
            _merge(collected, _relabel(_run_round(wave, session, config, down), cr_hit))
        asked_crossref = {q.ref_id for q in unfound}
        still = [q for rid, q in titled.items() if rid not in asked_crossref and len(_accepted(refs[rid], {
            s: r for s, r in collected[rid].items() if r.matched_by == "title_search"}, TITLE_OK)) < 2]
        if still and "crossref" in order:
            _merge(collected, _run_round({"crossref": still}, session, config, down))
        for rid in need_search:
            resolve(refs[rid], collected[rid], order, queries[rid].doi)
        bar.update(len(need_search))
        if on_ref_done:
            on_ref_done(state)
    bar.close()

    if pdf_dir:
        from .fulltext import attach_pdfs
        attach_pdfs(state, pdf_dir)
    calls = {s: session.network_calls.get(s, 0) - calls_before.get(s, 0) for s in PROVIDERS}
    state.meta.fetch = summarize(state, order, skipped, calls, time.monotonic() - started, config)
    state.mark_step("B")
    log(state.meta.fetch["summary"])
    if own_session:
        session.close()
    return state


def summarize(state: State, order, skipped, calls, seconds, config) -> dict:
    refs = list(state.refs.values())
    by_status = {}
    for r in refs:
        by_status[r.existence] = by_status.get(r.existence, 0) + 1
    by_source = {}
    for r in refs:
        if r.api_source:
            by_source[r.api_source] = by_source.get(r.api_source, 0) + 1
    mismatch = sum(1 for r in refs if r.existence == "id_mismatch")
    fulltext = sum(1 for r in refs if r.fulltext_required_stepB)
    summary = (", ".join(f"{n} via {s}" for s, n in by_source.items()) +
               f" / {by_status.get('not_found', 0)} not found / {by_status.get('api_fail', 0)} API failures"
               f" / {mismatch} title mismatches / {fulltext} need full text")
    return {"finished": now_iso(), "sources": order, "skipped": skipped, "requests": calls,
            "seconds": round(seconds, 2), "offline": bool(config.offline), "existence": by_status,
            "primary_source": by_source, "fulltext_required": fulltext, "summary": summary}
