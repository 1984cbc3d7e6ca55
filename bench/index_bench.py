"""Benchmark of the local snapshot index (issue 26 item 4).

Generates snapshot files in the sources' real formats (OpenAlex works for every synthetic work;
Crossref, PubMed, DBLP, arXiv and a Retraction Watch CSV for a share of them), builds the index,
and prints: generation and build time, size per million records with and without abstracts,
DOI and title lookup latency (p50 / p99), title-search recall@5 against the project's own title
matching (``core.compare_text.title_similarity`` over every title: the exhaustive ranking) on the same
queries, and Step B on the fetch bench's 150-reference thesis (its works added to the snapshot)
with the simulators counting requests.

    python bench/index_bench.py                    # 1,000,000 works (the figures in the README)
    python bench/index_bench.py --works 50000      # a quick run
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.index_synth import from_world, synthetic_works, write_retractions, write_snapshots  # noqa: E402


def _pct(values: list[float], p: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]


def _ms(seconds: list[float]) -> str:
    return f"p50 {_pct(seconds, 50) * 1000:.2f} ms, p99 {_pct(seconds, 99) * 1000:.2f} ms"


def variants(title: str, rnd: random.Random) -> str:
    """A title as a reference list may carry it: a typo, a word dropped, a subtitle cut, case."""
    words = title.split()
    kind = rnd.randrange(4)
    if kind == 0 and len(words) > 3:                       # one letter wrong in one word
        i = rnd.randrange(len(words))
        w = words[i]
        j = rnd.randrange(len(w))
        words[i] = w[:j] + ("x" if w[j] != "x" else "y") + w[j + 1:]
    elif kind == 1 and len(words) > 5:                     # a word left out
        del words[rnd.randrange(1, len(words))]
    elif kind == 2 and len(words) > 7:                     # the tail cut off
        words = words[:len(words) - 2]
    else:                                                  # upper case, a trailing period
        words = [w.upper() for w in words]
        words[-1] += "."
    return " ".join(words)


def thesis_step_b(index_dir: Path, world, state, tmp: Path) -> dict:
    """Step B on the 150-reference thesis with the simulators up, counting their requests."""
    from refverify.config import Config
    from refverify.sources.fetch import fetch_state
    from refverify.sources.http import make_session
    from tests.simulators import start_simulators
    from tests.simulators.fixtures import FAST_RATES

    sims = start_simulators(world, rates=FAST_RATES)
    try:
        cfg = Config(email="bench@example.org", cache_path=str(tmp / "http.sqlite"), urls=sims.urls(),
                     index=str(index_dir))
        t0 = time.monotonic()
        done = fetch_state(state.model_copy(deep=True), cfg, session=make_session(cfg, rates=FAST_RATES),
                           progress=False)
        seconds = time.monotonic() - t0
        existence: dict[str, int] = {}
        for r in done.refs.values():
            existence[r.existence] = existence.get(r.existence, 0) + 1
        return {"seconds": round(seconds, 2), "requests": sims.total(), "existence": existence,
                "answered_locally": done.meta.fetch.index["answered"]}
    finally:
        sims.stop()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--works", type=int, default=1_000_000, help="synthetic works (default 1,000,000)")
    ap.add_argument("--share", type=float, default=0.1,
                    help="share of the works also written as Crossref / PubMed / DBLP / arXiv files")
    ap.add_argument("--queries", type=int, default=2000, help="DOI and title lookups timed")
    ap.add_argument("--recall-queries", type=int, default=200, help="title queries for recall@5")
    ap.add_argument("--keep", help="keep the snapshot and index in this folder")
    ap.add_argument("--json", help="write the figures to this JSON file too")
    args = ap.parse_args(argv)

    from rapidfuzz import fuzz, process

    from refverify.index import LocalIndex, build_index
    from refverify.core.compare_text import normalize_text

    spec = importlib.util.spec_from_file_location("fetch_bench", ROOT / "bench" / "fetch_bench.py")
    fetch_bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(fetch_bench)
    world, state = fetch_bench.make_world_and_state()

    tmp = Path(args.keep) if args.keep else Path(tempfile.mkdtemp(prefix="index_bench_"))
    tmp.mkdir(parents=True, exist_ok=True)
    figures: dict = {"works": args.works}
    try:
        t0 = time.monotonic()
        works = synthetic_works(args.works)
        thesis = from_world(world["works"])
        everything = works + thesis
        # every k-th work (k prime to the 10 kinds of synthetic_works, so each kind is in the share)
        step = max(1, round(1 / args.share)) if args.share else len(everything)
        step += step % 2 == 0 or step % 5 == 0
        subset = works[::step] + thesis
        write_snapshots(everything, tmp / "snap", sources=("openalex",))
        write_snapshots(subset, tmp / "snap", sources=("crossref", "pubmed", "dblp", "arxiv"))
        write_retractions(works[:1000:10], tmp / "snap" / "retractionwatch" / "retraction_watch.csv")
        figures["generate_seconds"] = round(time.monotonic() - t0, 1)
        print(f"generated {len(everything)} works ({len(subset)} also in Crossref/PubMed/DBLP/arXiv files) "
              f"in {figures['generate_seconds']} s")

        info = build_index([tmp / "snap"], tmp / "index", log=lambda m: None)
        records = info["works"]
        sizes = info["sizes"]
        per_m = lambda n: n / records * 1e6 / 1e6  # noqa: E731  (MB per million records)
        figures.update(records=records, by_source=info["by_source"], import_seconds=info["import_seconds"],
                       build_seconds=info["seconds"],
                       bytes_per_record_no_abstracts=round(sizes["index"] / records, 1),
                       bytes_per_record_with_abstracts=round((sizes["index"] + sizes["abstracts"]) / records, 1),
                       parquet_bytes_per_record=round(sizes["parts"] / records, 1))
        print(f"built {records} records in {info['seconds']} s (import {info['import_seconds']} s): "
              f"{info['seconds'] / records * 1e6:.0f} s per million records")
        print(f"size per million records: {per_m(sizes['index']):.0f} MB without abstracts "
              f"({figures['bytes_per_record_no_abstracts']} bytes/record), "
              f"{per_m(sizes['index'] + sizes['abstracts']):.0f} MB with abstracts; Parquet parts "
              f"{per_m(sizes['parts']):.0f} MB")

        rnd = random.Random(11)
        with LocalIndex(tmp / "index") as index:
            sample = rnd.sample(range(len(works)), min(args.queries, len(works)))
            # wall-clock time, and the thread's own CPU time (what the lookup costs when the
            # machine is shared: the wall clock also counts waiting for a core)
            doi_lat, doi_cpu, found = [], [], 0
            for i in sample:
                doi = works[i]["doi"] or works[(i + 1) % len(works)]["doi"]
                t, c = time.perf_counter(), time.thread_time()
                hits = index.by_doi(doi)
                doi_lat.append(time.perf_counter() - t)
                doi_cpu.append(time.thread_time() - c)
                found += bool(hits)
            title_lat, title_cpu, queries = [], [], [(i, variants(works[i]["title"], rnd)) for i in sample]
            for i, q in queries:
                t, c = time.perf_counter(), time.thread_time()
                index.by_title(q)
                title_lat.append(time.perf_counter() - t)
                title_cpu.append(time.thread_time() - c)
            for name, lat in (("doi", doi_lat), ("doi_cpu", doi_cpu), ("title", title_lat), ("title_cpu", title_cpu)):
                figures[f"{name}_p50_ms"] = round(_pct(lat, 50) * 1000, 2)
                figures[f"{name}_p99_ms"] = round(_pct(lat, 99) * 1000, 2)
            figures["doi_found"] = f"{found}/{len(sample)}"
            figures["load_average"] = [round(x, 1) for x in os.getloadavg()]
            print(f"DOI lookup ({len(sample)}): wall {_ms(doi_lat)}; CPU {_ms(doi_cpu)}; found {found}/{len(sample)}")
            print(f"title lookup ({len(queries)}): wall {_ms(title_lat)}; CPU {_ms(title_cpu)}")
            print(f"load average {figures['load_average']} on {os.cpu_count()} cores")

            # recall@5: the right work (OpenAlex W<n>) among the index's 5 best OpenAlex hits, and
            # among the 5 best of the exhaustive ranking by the project's title similarity
            keys = [normalize_text(w["title"]) for w in everything]
            rq = queries[:args.recall_queries]
            got_index = got_full = 0
            for i, q in rq:
                top = [h.work.id for h in index.by_title(q) if h.source == "openalex"][:5]
                got_index += f"W{i + 1}" in top
                full = process.extract(normalize_text(q), keys, scorer=fuzz.ratio, limit=5)
                got_full += i in [k for _, _, k in full]
            figures.update(recall_at_5=round(got_index / len(rq), 4),
                           recall_at_5_exhaustive=round(got_full / len(rq), 4), recall_queries=len(rq))
            print(f"title recall@5 ({len(rq)} altered titles): index {got_index / len(rq):.3f}; exhaustive "
                  f"ranking by the project's title similarity {got_full / len(rq):.3f}")
        figures["thesis_step_b"] = thesis_step_b(tmp / "index", world, state, tmp)
        print(f"Step B, 150-reference thesis, every work indexed: {figures['thesis_step_b']}")
        if args.json:
            Path(args.json).write_text(json.dumps(figures, indent=1), encoding="utf-8")
    finally:
        if not args.keep:
            shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
