"""Step B's full-text pass (issue 25): once every reference's identity is settled, find where
its open full text is and fetch it, in one batched pass.

Where: the records Step B already has first (PubMed's and OpenAlex's PMCID, OpenAlex's open
copy, the arXiv id and version), then NCBI's ID converter for PMCIDs, Semantic Scholar's
``openAccessPdf`` and Unpaywall for what is still unknown. What: Europe PMC's JATS XML for a
PMCID (PMC's OAI-PMH service when Europe PMC cannot be reached), else arXiv's PDF of the cited version (or the latest), else the open PDF copies. A PDF
the user supplied (``--pdfs``) wins over all of them.

The bytes go once into the blob store beside the HTTP cache; each reference gets a small
``FullTextRef`` (``core/fulltext_store.py``). Requests go through the one cached session, per-host
limited; each round asks every host its share at once (one worker per host)."""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import requests

from ..config import FULLTEXT_URLS
from ..core.fulltext_store import FullTextRef, recall, remember, store_for
from ..core.vocab import FOUND
from ..core.work import NO_WORK
from ..ids import arxiv_version, normalize_arxiv, normalize_doi, normalize_pmid
from .http import FULLTEXT_RETRIES, ServiceError, call, stop_workers_on_interrupt
from .oa_services import idconv_pmcids, is_jats, jats_licence, oai_article, s2_open_pdfs, unpaywall_pdf
from .transport import TooLarge
from .transport import local as _local

MAX_WORKERS = 16


@dataclass
class Candidate:
    source: str          # europepmc | pmc | arxiv | openalex | s2 | unpaywall
    kind: str            # jats | pdf
    url: str
    licence: str = ""
    version: str = ""


@dataclass
class Want:
    """What is known of one reference's open versions while the pass runs."""
    ref: object
    pmcid: str = ""
    arxiv: str = ""
    version: str = ""
    oa: list[Candidate] = field(default_factory=list)
    asked: list[str] = field(default_factory=list)      # where an open version was looked for
    failures: list[str] = field(default_factory=list)   # lookups / fetches that could not be made
    misses: list[str] = field(default_factory=list)     # open versions that were no full text
    too_large: str = ""
    pmc_answered: bool = False                          # Europe PMC gave its answer for the PMCID


def _agrees(rec, ref) -> bool:
    found = ref.record or NO_WORK
    doi, pmid, arxiv = normalize_doi(found.doi), normalize_pmid(found.pmid), normalize_arxiv(found.arxiv)
    return bool((doi and rec.doi == doi) or (pmid and rec.pmid == pmid) or (arxiv and rec.arxiv == arxiv))


def _records(ref) -> dict:
    """The found records that are about the reference's settled identity."""
    return {s: r.record for s, r in ref.sources.items()
            if r.found and r.record is not None and (s == (ref.record or NO_WORK).source or _agrees(r.record, ref))}


def _want(ref) -> Want:
    recs = _records(ref)
    w = Want(ref=ref)
    w.pmcid = next((r.pmcid for r in recs.values() if r.pmcid), "")
    # the arXiv id of the work, or of its preprint a record names (Semantic Scholar's ArXiv id)
    w.arxiv = normalize_arxiv((ref.record or NO_WORK).arxiv) or normalize_arxiv(ref.bib.arxiv or "") or next(
        (r.arxiv for r in recs.values() if r.arxiv), "")
    if w.arxiv:
        # the cited version when the entry names one, else the latest arXiv lists
        cited = arxiv_version(ref.bib.arxiv or "")
        latest = arxiv_version(recs["arxiv"].id) if "arxiv" in recs else ""
        w.version = cited or latest
    oa = recs.get("openalex")
    if oa is not None and oa.oa_url:
        w.oa.append(Candidate("openalex", "pdf", oa.oa_url, oa.oa_licence))
    return w


def _user_pdf(ref, store) -> FullTextRef:
    try:
        data = Path(ref.fulltext_pdf).read_bytes()
    except OSError as exc:
        return FullTextRef(status="failed", kind="pdf", source="user", url=ref.fulltext_pdf,
                           reason=f"{ref.fulltext_pdf}: cannot read ({exc.strerror or exc})")
    return FullTextRef(status="fetched", kind="pdf", source="user", url=ref.fulltext_pdf,
                       sha256=store.put(data), bytes=len(data))


def _lookup(name: str, fn, wants: dict[str, Want], session, config, log) -> dict:
    """Run one locating service; a failure is noted on every reference it was asked for."""
    try:
        return fn()
    except ServiceError as exc:
        why = f"{name}: {exc}"
    except (requests.RequestException, ValueError) as exc:
        why = f"{name}: invalid answer ({type(exc).__name__})"
    log(f"full text: {why}")
    for w in wants.values():
        w.failures.append(why)
    return {}


def locate(wants: dict[str, Want], session, config, log) -> None:
    """Fill in PMCIDs and open copies the records did not give (batched, services in parallel)."""
    urls, order = config.urls, config.source_order
    found = {rid: w.ref.record or NO_WORK for rid, w in wants.items()}
    conv = {rid: (normalize_pmid(found[rid].pmid) or normalize_doi(found[rid].doi))
            for rid, w in wants.items()
            if not w.pmcid and "pubmed" not in _records(w.ref) and (found[rid].pmid or found[rid].doi)}
    conv = {rid: v for rid, v in conv.items() if v} if "idconv" in urls else {}
    s2 = {}
    if "semanticscholar" in urls and "semanticscholar" in order:
        for rid, w in wants.items():
            if w.pmcid or w.arxiv:
                continue
            rec = _records(w.ref).get("semanticscholar")
            known = found[rid]
            s2_id = (rec.id if rec is not None and rec.id else "") or (
                f"DOI:{normalize_doi(known.doi)}" if known.doi else
                f"PMID:{normalize_pmid(known.pmid)}" if known.pmid else "")
            if s2_id:
                s2[rid] = s2_id
    jobs = {}
    if conv:
        jobs["idconv"] = lambda: _lookup("idconv", lambda: idconv_pmcids(conv, session, config),
                                         {r: wants[r] for r in conv}, session, config, log)
    if s2:
        jobs["s2"] = lambda: _lookup("semanticscholar", lambda: s2_open_pdfs(s2, session, config),
                                     {r: wants[r] for r in s2}, session, config, log)
    if jobs:
        with ThreadPoolExecutor(max_workers=len(jobs)) as pool, stop_workers_on_interrupt(session):
            futures = {name: pool.submit(job) for name, job in jobs.items()}
            answers = {name: fut.result() for name, fut in futures.items()}
        for rid in conv:
            wants[rid].asked.append("idconv")
            wants[rid].pmcid = answers["idconv"].get(rid, "")
        for rid in s2:
            wants[rid].asked.append("semanticscholar")
            if rid in answers["s2"]:
                url, licence, arxiv = answers["s2"][rid]
                if url:
                    wants[rid].oa.append(Candidate("s2", "pdf", url, licence))
                wants[rid].arxiv = wants[rid].arxiv or arxiv      # an arXiv version S2 knows of
    # Unpaywall: a DOI OpenAlex did not answer for (OpenAlex carries Unpaywall's locations)
    if "unpaywall" in urls and config.email:
        for rid, w in wants.items():
            doi = normalize_doi((w.ref.record or NO_WORK).doi)
            if not doi or w.pmcid or w.arxiv or w.oa or "openalex" in _records(w.ref):
                continue
            w.asked.append("unpaywall")
            found = _lookup("unpaywall", lambda doi=doi: unpaywall_pdf(doi, session, config) or (),
                            {rid: w}, session, config, log)
            if found:
                w.oa.append(Candidate("unpaywall", "pdf", found[0], found[1]))


def candidates(w: Want, config) -> list[Candidate]:
    out = []
    if w.pmcid and "europepmc" in config.urls:
        out.append(Candidate("europepmc", "jats", f"{config.url('europepmc')}/{w.pmcid}/fullTextXML"))
    if w.pmcid and "pmc_oai" in config.urls:     # asked only when Europe PMC could not answer
        out.append(Candidate("pmc", "jats", f"{config.url('pmc_oai')}/?verb=GetRecord&identifier="
                                            f"oai:pubmedcentral.nih.gov:{w.pmcid[3:]}&metadataPrefix=pmc"))
    if w.arxiv and "arxiv_pdf" in config.urls:
        out.append(Candidate("arxiv", "pdf", f"{config.url('arxiv_pdf')}/{w.arxiv}{w.version}", version=w.version))
    seen = {c.url for c in out}
    for c in w.oa:
        if c.url not in seen and c.url.startswith(("http://", "https://")):
            seen.add(c.url)
            out.append(c)
    return out


def fetch_one(c: Candidate, w: Want, session, store, cap: int) -> FullTextRef | None:
    """One candidate fetched and checked; None (its failure noted on ``w``) when it is no full text."""
    if c.source == "pmc" and w.pmc_answered:
        return None           # Europe PMC answered for this PMCID: PMC's OAI would say the same
    known = recall(store, c.url)
    if known is not None:     # fetched by an earlier run (another state): no request
        if known.bytes > cap:
            w.too_large = f"{c.url}: {known.bytes} bytes"
            return None
        return known.model_copy(update={"source": c.source, "licence": known.licence or c.licence})
    _local.max_bytes = cap
    try:
        r = call(session, "GET", c.url, retries=FULLTEXT_RETRIES)
    except ServiceError as exc:
        w.failures.append(f"{c.source}: {exc}")
        return None
    except TooLarge as exc:
        w.too_large = f"{c.url}: {exc}"
        return None
    except requests.RequestException as exc:
        w.failures.append(f"{c.source}: {type(exc).__name__}")
        return None
    finally:
        _local.max_bytes = None
    data = r.content or b""
    if c.source == "europepmc" and r.status_code in (200, 404):
        w.pmc_answered = True
    if c.source == "pmc" and r.status_code == 200:
        # PMC answered for the PMCID: Europe PMC's failure to answer no longer matters
        w.pmc_answered = True
        w.failures = [f for f in w.failures if not f.startswith("europepmc:")]
        data, why = oai_article(data)
        if why:
            w.misses.append(f"pmc: {why}")
            return None
    if r.status_code == 404:
        w.misses.append(f"{c.source}: not there (HTTP 404)")
        return None
    if 400 <= r.status_code < 500:
        # refused (a publisher that turns robots away: 403) or gone: not open to us, not retried
        w.misses.append(f"{c.source}: {c.url} refused (HTTP {r.status_code})")
        return None
    if r.status_code != 200:
        w.failures.append(f"{c.source}: HTTP {r.status_code}")
        return None
    if len(data) > cap:
        w.too_large = f"{c.url}: {len(data)} bytes"
        return None
    if c.kind == "jats":
        why = is_jats(data)
        if why:
            w.misses.append(f"{c.source}: {why}")
            return None
        licence = jats_licence(data) or c.licence
    else:
        if not data.lstrip()[:5].startswith(b"%PDF"):
            ctype = (r.headers.get("Content-Type") or "?").split(";")[0]
            w.misses.append(f"{c.source}: {c.url} is no PDF ({ctype}: a landing page?)")
            return None
        licence = c.licence
    ft = FullTextRef(status="fetched", kind=c.kind, source=c.source, url=c.url, licence=licence,
                     version=c.version, sha256=store.put(data), bytes=len(data))
    remember(store, c.url, ft)
    _drop_from_http_cache(session, r)
    return ft


def _drop_from_http_cache(session, response) -> None:
    """The full text is kept once, in the blob store: its answer leaves the HTTP cache."""
    cache = getattr(session, "cache", None)
    if cache is None or response.request is None:
        return
    try:
        cache.delete(requests=[response.request])
    except Exception:  # noqa: BLE001 — a cache that cannot delete keeps a second copy, no more
        pass


def _outcome(w: Want) -> FullTextRef:
    if w.too_large and not w.failures:
        return FullTextRef(status="too_large", reason=w.too_large)
    if w.failures:
        return FullTextRef(status="failed", reason="; ".join(dict.fromkeys(w.failures)))
    looked = ", ".join(dict.fromkeys(["records"] + w.asked))
    detail = f" ({'; '.join(w.misses)})" if w.misses else ""
    return FullTextRef(status="none_open", reason=f"no open full text found (asked: {looked}){detail}")


def _host(session, url: str) -> str:
    return session.limiter_key(session.service_of(url), url)


def fetch_rounds(wants: dict[str, Want], config, session, store, cap: int) -> dict[str, FullTextRef]:
    """Each reference's candidates in order until one is a full text: round k asks every host
    its references' k-th candidates at once, one worker per host (its limiter paces it)."""
    lists = {rid: candidates(w, config) for rid, w in wants.items()}
    done: dict[str, FullTextRef] = {}
    k = 0
    while True:
        todo = {rid: lists[rid][k] for rid in lists if rid not in done and k < len(lists[rid])}
        if not todo:
            break
        by_host: dict[str, list[str]] = {}
        for rid, c in todo.items():
            by_host.setdefault(_host(session, c.url), []).append(rid)

        def work(rids):
            return {rid: fetch_one(todo[rid], wants[rid], session, store, cap) for rid in rids}
        with ThreadPoolExecutor(max_workers=min(MAX_WORKERS, len(by_host))) as pool, stop_workers_on_interrupt(session):
            for result in pool.map(work, by_host.values()):
                done.update({rid: ft for rid, ft in result.items() if ft is not None})
        k += 1
    for rid, w in wants.items():
        if rid not in done:
            done[rid] = _outcome(w)
    return done


def fulltext_pass(state, config, session, *, force: bool = False, log=lambda m: None) -> dict:
    """Find and fetch the open full text of the identified references; returns the summary kept
    in ``meta.fetch.fulltext``."""
    if not getattr(config, "fulltext", True):
        return {"skipped": "not looked for (--no-fulltext)"}
    if not any(s in config.urls for s in FULLTEXT_URLS):
        return {"skipped": "no full-text service configured (urls: " + ", ".join(FULLTEXT_URLS) + ")"}
    store = store_for(config)
    if store is None:
        return {"skipped": "the HTTP cache is in memory: no folder to keep full texts in"}
    cap = int(config.fulltext_max_mb * 1024 * 1024)
    services = ("europepmc", "pmc_oai", "idconv", "unpaywall", "arxiv_pdf", "semanticscholar", "other")
    before = {s: session.network_calls.get(s, 0) for s in services}
    wants: dict[str, Want] = {}
    for rid, ref in state.refs.items():
        old = ref.fulltext
        if ref.fulltext_pdf:
            if not (old and old.source == "user" and old.url == ref.fulltext_pdf and store.has(old.sha256)):
                ref.fulltext = _user_pdf(ref, store)
            continue
        if old is not None and not force and (
                (old.fetched and store.has(old.sha256)) or old.status in ("none_open", "too_large")):
            continue          # settled by an earlier run: nothing is asked again
        if ref.existence not in FOUND:
            ref.fulltext = FullTextRef(status="skipped", reason=f"the work is not identified ({ref.existence})")
            continue
        wants[rid] = _want(ref)
    if wants:
        log(f"full text: looking for {len(wants)} references")
        locate(wants, session, config, log)
        for rid, ft in fetch_rounds(wants, config, session, store, cap).items():
            state.refs[rid].fulltext = ft
    counts: dict[str, int] = {}
    by_source: dict[str, int] = {}
    stored = 0
    for ref in state.refs.values():
        if ref.fulltext is not None:
            counts[ref.fulltext.status] = counts.get(ref.fulltext.status, 0) + 1
            if ref.fulltext.fetched:
                by_source[ref.fulltext.source] = by_source.get(ref.fulltext.source, 0) + 1
                stored += ref.fulltext.bytes
    requests_made = {s: session.network_calls.get(s, 0) - before[s] for s in services}
    return {"status": counts, "by_source": by_source, "asked": len(wants), "bytes": stored,
            "requests": {s: n for s, n in requests_made.items() if n}, "max_mb": config.fulltext_max_mb}


__all__ = ["fulltext_pass", "Candidate", "candidates", "locate", "fetch_rounds"]
