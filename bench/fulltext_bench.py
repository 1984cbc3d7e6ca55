"""Full-text benchmark (issue 25): the 150-reference thesis of fetch_bench, its cited works given
open versions as a thesis's are (PubMed Central's open-access subset, PMC articles not in it,
arXiv preprints, publishers' open PDFs some services know of, landing pages, closed access),
against the local simulators with realistic latency and every service's limit enforced.

Measures: the share of references with an open version that get their full text (target ≥ 60 %),
requests and bytes per reference, cold wall time ÷ the rate-limit lower bound with the full text
on (target ≤ 1.5×) and off, 429s, a warm re-run's requests (target 0), and the state file's size
with and without (target ≤ 1.2×).

    python bench/fulltext_bench.py [--json bench/results/fulltext_bench.json]
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.fetch_bench import LATENCY, make_world_and_state  # noqa: E402
from bench.hallmark_bench import lower_bound  # noqa: E402
from refverify.config import Config  # noqa: E402
from refverify.sources.fetch import fetch_state  # noqa: E402
from refverify.sources.http import make_session  # noqa: E402
from refverify.state_file import save_state  # noqa: E402
from tests.simulators import start_simulators  # noqa: E402
from tests.simulators import fulltext_sim  # noqa: E402
from tests.simulators.server import REAL_RATES  # noqa: E402

FULLTEXT_SERVICES = ("europepmc", "idconv", "unpaywall", "arxiv_pdf", "oa")


def open_world(world: dict, seed: int = 11) -> dict:
    """Give the works open versions: about what a medical thesis's references have."""
    rnd = random.Random(seed)
    for i, w in enumerate(world["works"]):
        roll = rnd.random()
        if w.get("pmid") and roll < 0.45:
            w["pmcid"] = f"PMC{8000000 + i}"
            w["pmc_oa"] = rnd.random() < 0.8             # a fifth of PMC articles are outside the OA subset
        elif not w.get("pmid") and roll < 0.15:
            w["pmcid"] = f"PMC{8000000 + i}"             # in PMC, not in PubMed: idconv finds it
        elif roll < 0.55:
            w["oa_pdf"] = True
            w["oa_in"] = rnd.choice([list(fulltext_sim.OA_SERVICES), ["openalex"], ["semanticscholar"], ["unpaywall"]])
            w["oa_landing"] = rnd.random() < 0.15        # the link leads to a web page
            if "unpaywall" in w["oa_in"] and w["oa_in"] != list(fulltext_sim.OA_SERVICES) and w.get("doi"):
                w["indexed_in"] = ["crossref", "semanticscholar", "pubmed"] if w.get("pmid") else ["crossref", "semanticscholar"]
        elif roll < 0.62:
            w["arxiv"] = f"21{i % 12 + 1:02d}.{10000 + i}"   # a preprint of it on arXiv
            w["arxiv_versions"] = [{"version": 1, "title": w["title"], "date": "2021-01-05"}]
        w["pdf_pages"] = rnd.randint(0, 6)
    return world


def has_open_version(w: dict) -> bool:
    return bool((w.get("pmcid") and w.get("pmc_oa", True)) or (w.get("oa_pdf") and not w.get("oa_landing"))
                or w.get("arxiv"))


def run(world: dict, state, tmp: Path, fulltext: bool) -> dict:
    rates = {**REAL_RATES, **fulltext_sim.RATES}
    with start_simulators(world, latency=LATENCY, fulltext=True) as sims:
        cfg = Config(email="bench@example.org", cache_path=str(tmp / "http_cache.sqlite"), urls=sims.urls(),
                     openalex_api_key="bench-key", fulltext=fulltext)
        out = {}
        for phase in ("cold", "warm"):
            st = state if phase == "cold" else out["state"]
            sims.reset_counts()
            start = time.monotonic()
            with make_session(cfg) as session:
                fetch_state(st, cfg, progress=False, session=session)
            out[phase] = {"seconds": round(time.monotonic() - start, 2), "requests": dict(sims.counts),
                          "total": sims.total(), "429": dict(sims.too_many),
                          "lower_bound": lower_bound(list(sims.log), {**rates, "oa": fulltext_sim.RATES["oa"]})}
            if phase == "cold":
                out["state"] = st
                out["log"] = list(sims.log)
        path = save_state(out["state"], tmp / "out")
        out["state_bytes"] = path.stat().st_size
    return out


def main() -> dict:
    world, state = make_world_and_state()
    world = open_world(world)
    by_title = {w["title"]: w for w in world["works"]}
    results = {}
    for fulltext in (False, True):
        with tempfile.TemporaryDirectory(prefix="refverify-ftbench-") as tmp:
            results[fulltext] = run(world, state.model_copy(deep=True), Path(tmp), fulltext)
    on, off = results[True], results[False]
    refs = on["state"].refs.values()
    open_refs = [r for r in refs if r.bib.title in by_title and has_open_version(by_title[r.bib.title])]
    got = [r for r in open_refs if r.fulltext is not None and r.fulltext.fetched]
    statuses, sources = {}, {}
    for r in refs:
        if r.fulltext is not None:
            statuses[r.fulltext.status] = statuses.get(r.fulltext.status, 0) + 1
            if r.fulltext.fetched:
                sources[r.fulltext.source] = sources.get(r.fulltext.source, 0) + 1
    n = len(state.refs)
    ft_requests = sum(on["cold"]["requests"].get(s, 0) for s in FULLTEXT_SERVICES) + sum(
        1 for name, _, path, _ in on["log"] if name == "semanticscholar" and "openAccessPdf" in path)
    fetched_bytes = sum(r.fulltext.bytes for r in refs if r.fulltext is not None and r.fulltext.fetched)
    ratio = lambda run: round(run["cold"]["seconds"] / run["cold"]["lower_bound"]["seconds"], 3)  # noqa: E731
    out = {
        "references": n, "works_with_open_version": len(open_refs), "fulltext_fetched_of_open": len(got),
        "share_fetched": round(len(got) / len(open_refs), 3) if open_refs else None,
        "status": statuses, "by_source": sources,
        "fulltext_requests": ft_requests, "fulltext_requests_per_ref": round(ft_requests / n, 3),
        "fulltext_bytes": fetched_bytes, "fulltext_kb_per_ref": round(fetched_bytes / n / 1024, 2),
        "cold_on": {k: on["cold"][k] for k in ("seconds", "total", "429")},
        "cold_off": {k: off["cold"][k] for k in ("seconds", "total", "429")},
        "bound_on_s": on["cold"]["lower_bound"]["seconds"], "bound_off_s": off["cold"]["lower_bound"]["seconds"],
        "bound_per_limiter_on": on["cold"]["lower_bound"]["per_limiter"],
        "wall_over_bound_on": ratio(on), "wall_over_bound_off": ratio(off),
        "warm_requests_on": on["warm"]["total"],
        "state_bytes_off": off["state_bytes"], "state_bytes_on": on["state_bytes"],
        "state_ratio": round(on["state_bytes"] / off["state_bytes"], 3),
    }
    out["open_not_fetched"] = [{"ref": r.ref_id, "existence": r.existence,
                                "status": r.fulltext.status if r.fulltext else None,
                                "reason": (r.fulltext.reason if r.fulltext else "")[:200]}
                               for r in open_refs if r not in got]
    out["targets"] = {"share_ge_60pct": (out["share_fetched"] or 0) >= 0.6,
                      "wall_le_1_5x_bound": out["wall_over_bound_on"] <= 1.5,
                      "no_429": not on["cold"]["429"], "warm_zero_requests": out["warm_requests_on"] == 0,
                      "state_le_1_2x": out["state_ratio"] <= 1.2}
    return out


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--json", help="write the figures to this file too")
    args = ap.parse_args()
    result = main()
    text = json.dumps(result, indent=2, ensure_ascii=False)
    print(text)
    if args.json:
        Path(args.json).write_text(text + "\n", encoding="utf-8")
