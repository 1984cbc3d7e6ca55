"""Step B benchmark: a 150-reference thesis against the local simulators with realistic latency
and enforced rate limits. refverify's batched, cached client vs the seed's naive client (one
request per reference, sequential, 0.35 s sleep). Run: python bench/fetch_bench.py"""
from __future__ import annotations

import json
import random
import sys
import tempfile
import time
from pathlib import Path

import requests

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from refverify.config import Config  # noqa: E402
from refverify.sources.fetch import fetch_state  # noqa: E402
from refverify.state import Ref, State  # noqa: E402
from tests.simulators import start_simulators  # noqa: E402

N_PMID, N_DOI, N_NONE = 90, 45, 15
LATENCY = (0.08, 0.20)
SERVICES = ("pubmed", "crossref", "semanticscholar", "openalex", "arxiv", "dblp")
WORDS = dict(
    a=["Early", "Long-term", "Randomised", "Population-based", "Multicentre", "Prospective", "Pragmatic", "Nationwide"],
    b=["statin therapy", "physical activity", "vitamin D supplementation", "sleep duration", "air pollution",
       "smoking cessation", "metformin use", "dietary fibre", "telehealth follow-up", "influenza vaccination"],
    c=["cardiovascular events", "hip fracture", "depressive symptoms", "renal decline", "asthma control",
       "cognitive ageing", "preterm birth", "hospital readmission", "glycaemic control", "stroke recurrence"],
    d=["older adults", "pregnant women", "children", "primary care patients", "veterans", "shift workers"],
    journals=[("The New England journal of medicine", "N Engl J Med"), ("Lancet (London, England)", "Lancet"),
              ("BMJ (Clinical research ed.)", "BMJ"), ("JAMA", "JAMA"), ("Diabetologia", "Diabetologia"),
              ("European heart journal", "Eur Heart J")],
    families=["Andersen", "Bianchi", "Chen", "Dubois", "Evans", "Fischer", "Garcia", "Hansen", "Ito", "Jensen",
              "Kowalski", "Larsen", "Moreno", "Nielsen", "Okafor", "Patel", "Quinn", "Rossi", "Sato", "Tanaka"],
    givens=["Anna", "Ben", "Carla", "David", "Elena", "Farid", "Grace", "Hugo", "Ines", "Jon"],
)


def make_world_and_state(seed: int = 7):
    rnd = random.Random(seed)
    works, refs = [], {}
    n = N_PMID + N_DOI + N_NONE
    for i in range(n):
        w = WORDS
        title = (f"{rnd.choice(w['a'])} {rnd.choice(w['b'])} and {rnd.choice(w['c'])} in {rnd.choice(w['d'])}: "
                 f"cohort {i + 1}")
        journal, abbrev = rnd.choice(w["journals"])
        authors = [{"family": rnd.choice(w["families"]), "given": rnd.choice(w["givens"])} for _ in range(rnd.randint(3, 6))]
        year = rnd.randint(2005, 2023)
        first = rnd.randint(100, 1900)
        work = {"id": f"b{i + 1:03d}", "title": title, "authors": authors, "year": year, "journal": journal,
                "journal_abbrev": abbrev, "volume": str(rnd.randint(10, 400)), "issue": str(rnd.randint(1, 12)),
                "pages": f"{first}-{first + rnd.randint(5, 12)}", "doi": f"10.5555/bench.{i + 1:04d}",
                "pmid": str(30000000 + i) if (i < N_PMID or i % 2 == 0) else "",
                "publication_types": ["Journal Article"],
                "abstract": (f"This simulated study followed {rnd.randint(200, 9000)} participants to relate "
                             f"{rnd.choice(w['b'])} to {rnd.choice(w['c'])}. ") * 6}
        works.append(work)
        ref = Ref(ref_id=str(i + 1), number=i + 1, bib_title=title,
                  bib_author_list=[f"{a['family']} {a['given'][0]}" for a in authors], bib_year=year,
                  bib_journal=abbrev, bib_volume=work["volume"], bib_pages=work["pages"], entry_type="article")
        if i < N_PMID:
            ref.bib.pmid = work["pmid"]
            ref.bib.doi = work["doi"] if i % 3 == 0 else ""
        elif i < N_PMID + N_DOI:
            ref.bib.doi = work["doi"]
        refs[ref.ref_id] = ref
    if not any(works):
        raise SystemExit("empty world")
    state = State()
    state.refs = refs
    state.recount()
    return {"works": works}, state


def naive_fetch(state: State, sims) -> None:
    """The seed's client: one request per reference in turn, 0.35 s sleep, waits out 429s."""
    s = requests.Session()
    for ref in state.refs.values():
        if ref.bib.pmid:
            url, params = f"{sims.url('pubmed')}/efetch.fcgi", {"db": "pubmed", "id": ref.bib.pmid, "retmode": "xml"}
        elif ref.bib.doi:
            url, params = f"{sims.url('crossref')}/works/{ref.bib.doi}", {}
        else:
            url, params = f"{sims.url('semanticscholar')}/paper/search/match", {"query": ref.bib.title}
        while True:
            r = s.get(url, params=params, timeout=20)
            if r.status_code != 429:
                break
            time.sleep(float(r.headers.get("Retry-After", "1")))
        time.sleep(0.35)


def phase(sims, fn) -> dict:
    sims.reset_counts()
    start = time.monotonic()
    fn()
    seconds = time.monotonic() - start
    counts = {s: sims.counts.get(s, 0) for s in SERVICES}
    return {"seconds": round(seconds, 2), "requests": counts, "total": sum(counts.values()),
            "rate_limited_429": sum(sims.too_many.values())}


def main() -> dict:
    world, state = make_world_and_state()
    tmp = Path(tempfile.mkdtemp(prefix="refverify-bench-"))
    sims = start_simulators(world, latency=LATENCY)   # the services' real limits, enforced with 429
    try:
        cfg = Config(email="bench@example.org", cache_path=str(tmp / "http_cache.sqlite"), urls=sims.urls())
        result = {}
        cold_state = state.model_copy(deep=True)
        result["refverify_cold"] = phase(sims, lambda: fetch_state(cold_state, cfg, progress=False))
        warm_state = state.model_copy(deep=True)
        result["refverify_warm"] = phase(sims, lambda: fetch_state(warm_state, cfg, progress=False))
        result["naive_cold"] = phase(sims, lambda: naive_fetch(state.model_copy(deep=True), sims))
    finally:
        sims.stop()
    statuses = {}
    for r in cold_state.refs.values():
        statuses[r.existence] = statuses.get(r.existence, 0) + 1
    cold, warm, naive = result["refverify_cold"], result["refverify_warm"], result["naive_cold"]
    speedup = naive["seconds"] / cold["seconds"] if cold["seconds"] else float("inf")
    identified = N_PMID + N_DOI
    per_source_ok = all(n <= max(1, -(-identified // 50)) + 2 * N_NONE for n in cold["requests"].values())
    out = {
        "thesis": {"references": N_PMID + N_DOI + N_NONE, "with_pmid": N_PMID, "doi_only": N_DOI, "neither": N_NONE},
        "latency_s": list(LATENCY), "existence": statuses, **result, "speedup_cold_vs_naive": round(speedup, 1),
        "targets": {
            "total_requests_le_45": cold["total"] <= 45,
            "per_source_budget": per_source_ok,
            "speedup_ge_10x": speedup >= 10,
            "warm_under_1s": warm["seconds"] < 1.0,
            "warm_zero_requests": warm["total"] == 0,
        },
    }
    return out


def report(out: dict) -> str:
    rows = [f"{'':28}{'refverify cold':>16}{'refverify warm':>16}{'naive (seed)':>14}"]
    for s in SERVICES + ("total",):
        get = (lambda k: out[k]["total"]) if s == "total" else (lambda k: out[k]["requests"][s])
        rows.append(f"{'requests ' + s:28}{get('refverify_cold'):>16}{get('refverify_warm'):>16}{get('naive_cold'):>14}")
    rows.append(f"{'429 answers':28}{out['refverify_cold']['rate_limited_429']:>16}"
                f"{out['refverify_warm']['rate_limited_429']:>16}{out['naive_cold']['rate_limited_429']:>14}")
    rows.append(f"{'wall time (s)':28}{out['refverify_cold']['seconds']:>16}{out['refverify_warm']['seconds']:>16}"
                f"{out['naive_cold']['seconds']:>14}")
    rows.append(f"speed-up cold vs naive: {out['speedup_cold_vs_naive']}x; existence: {out['existence']}")
    rows.append("targets: " + ", ".join(f"{k}={'OK' if v else 'MISSED'}" for k, v in out["targets"].items()))
    return "\n".join(rows)


if __name__ == "__main__":
    result = main()
    print(report(result))
    dest = ROOT / "bench" / "results" / "fetch.json"
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"saved {dest.relative_to(ROOT)}")
