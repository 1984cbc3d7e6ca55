"""`refverify batch` on a generated cohort: 200 manuscripts (Markdown and LaTeX, each with its
.bib), half of each one's references drawn from a pool the whole cohort shares, against the
simulators enforcing each service's rate as a strict sliding window.

    python bench/batch_bench.py [--manuscripts 200] [--refs 10] [--speed 10] [--small]

Prints: requests of the batch vs the sum of the separate runs (each manuscript alone with its own
empty cache; target ≤ 55 %), whether every manuscript's audit is identical to its separate run's,
429 answers, throughput (manuscripts per minute) with 1 and 2 worker processes, on a 2-worker
local Dask cluster, on a Dask scheduler with 2 worker processes standing for 2 machines (own
folders, one Redis for the HTTP cache, the answers and the per-host pace), the same with each
worker in its own network namespace (as root, with iproute2) and on a 2-CPU local Ray cluster
(each from an empty cache). ``--speed``: the simulators' and the client's rates
are the services' published rates times this (the windows stay strict; 1 = the real rates, slow);
``--small``: 12 manuscripts of 8 references sharing a pool of 8 works (the test suite's size).
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.scale import make_bibliography  # noqa: E402

DEPARTMENTS = ("cardiology", "informatics", "oncology", "public-health")
YEARS = ("2024", "2025")
SENTENCES = ("Earlier work reported a clear association in a comparable population",
             "A later cohort confirmed this finding over a longer follow-up",
             "The method used here follows the approach described before",
             "Similar effects were seen in a second setting",
             "This result has been debated in the literature")
_ENTRY = re.compile(r"(?m)^(?=@)")


def make_cohort(folder: Path, manuscripts: int = 200, refs: int = 10, shared: float = 0.5,
                pool: int | None = None, seed: int = 5) -> dict:
    """Write ``manuscripts`` manuscripts into ``folder`` (``<department>/<year>/mNNN/``, Markdown
    and LaTeX in turn, each with its refs.bib): a share ``shared`` of each one's references from
    a pool of ``pool`` works cited across the cohort, the rest its own. Answers the world
    (``{"works": …}``) the simulators serve; the bench's fabricated works (scale.py) are in no
    world, so they are problem references."""
    rnd = random.Random(seed)
    n_shared = round(refs * shared)
    pool = pool or max(n_shared * 3, 20)
    n_own = refs - n_shared
    works, bib = make_bibliography(pool + manuscripts * n_own, seed=seed)
    entries = [e.strip() for e in _ENTRY.split(bib) if e.strip()]
    abstracts = {w["title"]: w.get("abstract", "") for w in works}
    titles = [re.search(r"title = \{(.*)\},", e).group(1) for e in entries]

    def sentence(j: int, k: int) -> str:
        # a work with an abstract is cited for what its abstract says (the judge can find it);
        # the others for a sentence of the manuscript's own
        said = abstracts.get(titles[k], "").rstrip(".")
        return said.replace("This simulated study", "One simulated study") if said else SENTENCES[j % len(SENTENCES)]
    for i in range(manuscripts):
        own = list(range(pool + i * n_own, pool + (i + 1) * n_own))
        chosen = rnd.sample(range(pool), n_shared) + own
        rnd.shuffle(chosen)
        where = folder / DEPARTMENTS[i % len(DEPARTMENTS)] / YEARS[(i // len(DEPARTMENTS)) % len(YEARS)] / f"m{i + 1:03d}"
        where.mkdir(parents=True, exist_ok=True)
        (where / "refs.bib").write_text("\n\n".join(entries[k] for k in chosen) + "\n", encoding="utf-8")
        keys = [f"ref{k + 1}" for k in chosen]
        if i % 2:
            body = "\n\n".join(f"{sentence(j, k)} \\cite{{{key}}}." for j, (k, key) in enumerate(zip(chosen, keys)))
            (where / "thesis.tex").write_text(
                "\\documentclass{article}\n\\begin{document}\n\\section{Background}\n"
                f"{body}\n\n\\bibliography{{refs}}\n\\end{{document}}\n", encoding="utf-8")
        else:
            body = "\n\n".join(f"{sentence(j, k)} [@{key}]." for j, (k, key) in enumerate(zip(chosen, keys)))
            (where / "thesis.md").write_text(f"---\ntitle: Thesis {i + 1}\nbibliography: refs.bib\n---\n\n"
                                             f"# Background\n\n{body}\n", encoding="utf-8")
    return {"works": works}


# ---- the simulators, in their own process (their work is not the client's) ----
def _serve(world: dict, rates: dict, conn) -> None:
    from tests.simulators import start_simulators
    sims = start_simulators(world, latency=(0.02, 0.06), rates=rates)
    conn.send(sims.urls())
    while True:
        cmd = conn.recv()
        if cmd == "reset":
            sims.reset_counts()
            conn.send(True)
        elif cmd == "stats":
            conn.send({"requests": dict(sims.counts), "429": dict(sims.too_many)})
        else:
            sims.stop()
            conn.send(True)
            return


def scaled_rates(speed: float) -> dict:
    from tests.simulators.server import REAL_RATES
    return {k: v * speed for k, v in REAL_RATES.items()}


def config_for(urls: dict, cache: Path, speed: float, **kw):
    from refverify.config import Config
    from refverify.sources.http import POLITE_RATES
    limits = {name: rate * speed for name, (rate, _) in POLITE_RATES.items()}
    return Config(email="bench@example.org", openalex_api_key="bench-key", urls=urls,
                  cache_path=str(cache / "http_cache.sqlite"), rate_limits=limits, **kw)


def audits(out: Path) -> dict[str, dict]:
    """Each manuscript's audit without what names the run (time, state path)."""
    found = {}
    for path in sorted(out.rglob("CITATION_AUDIT.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for k in ("generated_at", "trace_path"):
            data.pop(k, None)
        found[path.parent.relative_to(out).as_posix()] = data
    return found


def measure(label: str, conn, fn) -> dict:
    conn.send("reset")
    conn.recv()
    start = time.monotonic()
    fn()
    seconds = time.monotonic() - start
    conn.send("stats")
    stats = conn.recv()
    return {"label": label, "seconds": round(seconds, 1), "requests": sum(stats["requests"].values()),
            "per_service": stats["requests"], "429": sum(stats["429"].values())}


RUNS = [("batch, 1 worker", 1, "processes"), ("batch, 2 workers", 2, "processes"),
        ("batch, Dask LocalCluster 2 workers", 2, "dask")]
HOSTS = "batch, 2 hosts (Dask scheduler + 2 worker processes, Redis cache and pace)"
RAY = "batch, Ray local cluster 2 CPUs"
NETNS = "batch, 2 hosts in network namespaces (veth + bridge; Dask scheduler, Redis cache and pace)"


def extra_runs() -> list[tuple[str, int, str]]:
    """Several machines (processes that share no folder but Redis, when redis-server is here)
    and Ray (when it is installed)."""
    import importlib.util
    runs = []
    if shutil.which("redis-server") and importlib.util.find_spec("redis"):
        runs.append((HOSTS, 2, "hosts"))
        from bench.hosts import netns_available
        if netns_available():
            runs.append((NETNS, 2, "netns"))
    if importlib.util.find_spec("ray"):
        runs.append((RAY, 2, "ray"))
    return runs


def run_on_hosts(cohort: Path, out: Path, cfg, folder: Path, workers: int = 2, netns: bool = False):
    """The batch on a Dask scheduler and ``workers`` worker processes ("hosts"), each with its own
    folders (``netns``: and its own network namespace); the HTTP cache, the answers per query and
    the per-host pace in one Redis."""
    from urllib.parse import urlsplit

    from bench.hosts import dask_hosts, netns_hosts, redis_server
    from refverify.batch import run_batch
    with redis_server(folder / "redis") as url:
        # the simulators' ports and Redis's: what the workers reach on their loopback
        ports = sorted({urlsplit(u).port for u in list(cfg.urls.values()) + [url]
                        if urlsplit(u).hostname == "127.0.0.1" and urlsplit(u).port})
        hosts = netns_hosts(folder, ports, workers) if netns else dask_hosts(folder, workers)
        with hosts as address:
            cfg = cfg.with_(cache_backend="redis", cache_url=url, pace_backend="redis", dask_address=address)
            return run_batch(cohort, out, workers=workers, scheduler="dask", config=cfg, progress=False)


def run_bench(manuscripts: int, refs: int, speed: float, work: Path, pool: int | None = None,
              only: str = "") -> dict:
    from refverify import api
    from refverify.batch import run_batch
    from refverify.batch.discover import find_manuscripts

    cohort = work / "cohort"
    world = make_cohort(cohort, manuscripts, refs, pool=pool)
    parent, child = multiprocessing.Pipe()
    server = multiprocessing.get_context("spawn").Process(target=_serve, args=(world, scaled_rates(speed), child),
                                                          daemon=True)
    server.start()
    urls = parent.recv()
    results = {"manuscripts": manuscripts, "refs": refs, "speed": speed, "runs": []}
    try:
        found, _ = find_manuscripts(cohort)

        def separate():
            for m in found:          # each alone, its own empty cache: what 200 users would send
                cache = work / "separate-cache" / m.id
                api.run(m.path, out=work / "separate" / m.id, config=config_for(urls, cache, speed),
                        progress=False)
        results["runs"].append(measure("separate runs", parent, separate))
        for label, workers, scheduler in [r for r in RUNS + extra_runs() if only in r[0]]:
            slug = label.split(", ")[1].split(" (")[0].replace(" ", "-")
            cfg = config_for(urls, work / f"cache-{slug}", speed)
            out = work / f"batch-{slug}"
            if scheduler in ("hosts", "netns"):
                results["runs"].append(measure(label, parent, lambda: run_on_hosts(
                    cohort, out, cfg, work / f"hosts-{slug}", workers, netns=scheduler == "netns")))
            else:
                results["runs"].append(measure(label, parent, lambda: run_batch(
                    cohort, out, workers=workers, scheduler=scheduler, config=cfg, progress=False)))
            mine, alone = audits(out), audits(work / "separate")
            differ = sorted(k for k in alone if mine.get(k) != alone[k])
            results["runs"][-1]["identical"] = not differ and len(mine) == len(alone)
            # what differs, to tell a real difference from a lookup that failed in one run
            results["runs"][-1]["differ"] = [f"{k}: {alone[k]['summary']} ≠ {mine.get(k, {}).get('summary')}"
                                             for k in differ[:3]]
    finally:
        parent.send("stop")
        parent.recv()
        server.join(timeout=5)
    base = results["runs"][0]["requests"]
    for run in results["runs"]:
        run["share_of_separate"] = round(run["requests"] / base, 4) if base else None
        run["per_minute"] = round(manuscripts / run["seconds"] * 60, 1) if run["seconds"] else None
    return results


def report(results: dict) -> str:
    rows = [f"{results['manuscripts']} manuscripts × {results['refs']} references (half shared), "
            f"simulators at {results['speed']:g}× the published rates (strict windows)",
            f"{'run':<92}{'seconds':>9}{'ms/min':>8}{'requests':>10}{'share':>8}{'429':>5}  identical"]
    for r in results["runs"]:
        rows.append(f"{r['label']:<92}{r['seconds']:>9}{r['per_minute']:>8}{r['requests']:>10}"
                    f"{r['share_of_separate']:>8.1%}{r['429']:>5}  {r.get('identical', '—')}")
    for r in results["runs"]:
        rows += [f"  differs: {d}" for d in r.get("differ", [])]
    batch = [r for r in results["runs"][1:]]
    ok = all(r["share_of_separate"] <= 0.55 for r in batch)
    rows.append(f"batch requests ≤ 55 % of the separate runs: {'OK' if ok else 'MISSED'}; results identical: "
                f"{'OK' if all(r['identical'] for r in batch) else 'DIFFER'}; 429 answers: "
                f"{sum(r['429'] for r in results['runs'])}")
    if len(results["runs"]) > 2 and results["runs"][1]["label"] == RUNS[0][0] and results["runs"][2]["label"] == RUNS[1][0]:
        one, two = results["runs"][1], results["runs"][2]
        rows.append(f"scaling 1 → 2 worker processes: {one['seconds'] / two['seconds']:.2f}× faster")
    return "\n".join(rows)


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--manuscripts", type=int, default=200)
    ap.add_argument("--refs", type=int, default=10, help="references per manuscript")
    ap.add_argument("--speed", type=float, default=10.0, help="rates × this (1: the real rates)")
    ap.add_argument("--pool", type=int, help="works the cohort shares (default: 3 × the shared references, at least 20)")
    ap.add_argument("--small", action="store_true", help="12 manuscripts of 8 references, a pool of 8 shared works")
    ap.add_argument("--save", type=Path, help="write the figures as JSON here")
    ap.add_argument("--only", default="", help="only the batch runs whose label holds this (the separate runs always)")
    args = ap.parse_args(argv)
    if args.small:
        # few manuscripts: a small pool, so each shared work is cited by several of them (about
        # 6 each), as in a real cohort where the most cited works recur in many theses
        args.manuscripts, args.refs, args.pool = 12, 8, args.pool or 8
    work = Path(tempfile.mkdtemp(prefix="refverify-batch-bench-"))
    try:
        results = run_bench(args.manuscripts, args.refs, args.speed, work, args.pool, args.only)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(report(results))
    if args.save:
        args.save.parent.mkdir(parents=True, exist_ok=True)
        args.save.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    return results


if __name__ == "__main__":
    main()
