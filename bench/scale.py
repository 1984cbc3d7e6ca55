"""Step B at scale: bibliographies of 50 / 150 / 500 / 1,500 references (40 % with an identifier)
against the simulators enforcing each service's published rate as a strict sliding window.

    python bench/scale.py [--sizes 50 150 500 1500] [--save bench/results/scale.json]

Per size: cold wall time ÷ the rate-limit lower bound (for each limiter, requests ÷ its published
rate; the largest), 429 answers, requests per service, the client's CPU and peak memory (each size
runs in a fresh client process; the simulators run in another process, so their work is not
counted), the state's size and load time, and a warm re-run (0 requests expected).
Targets: cold ≤ 1.15× the bound, 0 429s, CPU per reference within 1.3× from 150 to 1,500, state
load < 0.3 s at 1,500 references (wall and CPU time: a loaded machine stretches the wall time).
Real rates make the large sizes slow: 500 references take about 2 min, 1,500 about 5 min.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

SERVICES = ("pubmed", "crossref", "semanticscholar", "openalex", "arxiv", "dblp")
LATENCY = (0.05, 0.15)
SIZES = (50, 150, 500, 1500)
WITH_ID = 0.40          # share of references carrying a PMID or a DOI
CS_SHARE = 0.35         # among those without: conference papers (DBLP, Semantic Scholar, OpenAlex)
FABRICATED = 0.08       # references to works that do not exist
WORDS = dict(
    a=["Early", "Long-term", "Randomised", "Population-based", "Multicentre", "Prospective", "Pragmatic",
       "Nationwide", "Adaptive", "Sparse", "Robust", "Scalable"],
    b=["statin therapy", "physical activity", "vitamin D supplementation", "sleep duration", "air pollution",
       "smoking cessation", "metformin use", "graph attention", "contrastive pretraining", "policy gradients",
       "token pruning", "federated averaging"],
    c=["cardiovascular events", "hip fracture", "depressive symptoms", "renal decline", "asthma control",
       "cognitive ageing", "long-context retrieval", "protein folding", "offline reinforcement learning",
       "speech recognition", "image segmentation", "code generation"],
    d=["older adults", "pregnant women", "children", "primary care patients", "shift workers",
       "low-resource settings", "noisy labels", "edge devices", "multilingual corpora"],
    journals=["N Engl J Med", "Lancet", "BMJ", "JAMA", "Diabetologia", "Eur Heart J"],
    venues=["NeurIPS", "ICML", "ICLR", "ACL", "CVPR", "KDD"],
    families=["Andersen", "Bianchi", "Chen", "Dubois", "Evans", "Fischer", "Garcia", "Hansen", "Ito", "Jensen",
              "Kowalski", "Larsen", "Moreno", "Nielsen", "Okafor", "Patel", "Quinn", "Rossi", "Sato", "Tanaka"],
    givens=["Anna", "Ben", "Carla", "David", "Elena", "Farid", "Grace", "Hugo", "Ines", "Jon"],
)


SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "zen", "dar", "bel", "qui", "fo", "gra", "hul", "pex"]


def make_bibliography(n: int, seed: int = 11) -> tuple[list[dict], str]:
    """The world's works and a BibTeX bibliography citing ``n`` of them (some fabricated)."""
    rnd = random.Random(seed)
    works, entries = [], []
    for i in range(n):
        w = WORDS
        # a coined name per work keeps titles as distinct as real ones are
        coined = "".join(rnd.choice(SYLLABLES) for _ in range(3)).capitalize()
        title = (f"{rnd.choice(w['a'])} {rnd.choice(w['b'])} and {rnd.choice(w['c'])} in "
                 f"{rnd.choice(w['d'])}: the {coined} study {i + 1}")
        authors = [{"family": rnd.choice(w["families"]), "given": rnd.choice(w["givens"])}
                   for _ in range(rnd.randint(2, 5))]
        year = rnd.randint(2008, 2024)
        with_id = rnd.random() < WITH_ID
        cs = not with_id and rnd.random() < CS_SHARE
        fabricated = rnd.random() < FABRICATED
        first = rnd.randint(100, 1900)
        work = {"id": f"s{i + 1:05d}", "title": title, "authors": authors, "year": year}
        if cs:
            venue = rnd.choice(w["venues"])
            work.update(type="proceedings-article", journal=venue, venue_dblp=venue, venue_s2=venue)
        else:
            journal = rnd.choice(w["journals"])
            work.update(journal=journal, journal_abbrev=journal, volume=str(rnd.randint(10, 400)),
                        issue=str(rnd.randint(1, 12)), pages=f"{first}-{first + rnd.randint(5, 12)}",
                        doi=f"10.5555/scale.{i + 1:05d}", pmid=str(31000000 + i) if rnd.random() < 0.6 else "",
                        abstract=f"This simulated study relates {rnd.choice(w['b'])} to {rnd.choice(w['c'])}.")
        if not fabricated:
            works.append(work)
        names = " and ".join(f"{a['family']}, {a['given']}" for a in authors)
        fields = [f"title = {{{title}}}", f"author = {{{names}}}", f"year = {{{year}}}"]
        if cs:
            kind = "inproceedings"
            fields.append(f"booktitle = {{{work['journal']}}}")
        else:
            kind = "article"
            fields += [f"journal = {{{work['journal']}}}", f"volume = {{{work['volume']}}}",
                       f"pages = {{{work['pages'].replace('-', '--')}}}"]
            if with_id:
                fields.append(f"pmid = {{{work['pmid']}}}" if work["pmid"] else f"doi = {{{work['doi']}}}")
        entries.append(f"@{kind}{{ref{i + 1},\n  " + ",\n  ".join(fields) + "\n}\n")
    return works, "\n".join(entries)


# ---- the simulators, in their own process ----
def _serve(n: int, conn) -> None:
    from tests.simulators import start_simulators
    from bench.hallmark_bench import lower_bound
    from tests.simulators.server import REAL_RATES
    works, _ = make_bibliography(n)
    sims = start_simulators({"works": works}, latency=LATENCY)
    conn.send(sims.urls())
    while True:
        cmd = conn.recv()
        if cmd == "reset":
            sims.reset_counts()
            conn.send(True)
        elif cmd == "stats":
            conn.send({"requests": {s: sims.counts.get(s, 0) for s in SERVICES},
                       "429": dict(sims.too_many), "lower_bound": lower_bound(list(sims.log), REAL_RATES)})
        else:
            sims.stop()
            conn.send(True)
            return


# ---- the client, one fresh process per size ----
def client(n: int, urls: dict, folder: Path) -> dict:
    import resource
    from refverify.config import Config
    from refverify.parse.pipeline import parse_manuscript
    from refverify.sources.fetch import fetch_state
    from refverify.state_file import load_state, save_state

    _, bib = make_bibliography(n)
    bib_path = folder / "refs.bib"
    bib_path.write_text(bib, encoding="utf-8")
    cfg = Config(email="bench@example.org", cache_path=str(folder / "http_cache.sqlite"), urls=urls,
                 openalex_api_key="bench-key")
    out = {}
    for phase in ("cold", "warm"):
        state = parse_manuscript(bib_path)
        wall, cpu = time.monotonic(), time.process_time()
        fetch_state(state, cfg, progress=False)
        out[phase] = {"seconds": round(time.monotonic() - wall, 2), "cpu_s": round(time.process_time() - cpu, 2)}
        if phase == "cold":
            out["existence"] = {}
            for ref in state.refs.values():
                out["existence"][ref.existence] = out["existence"].get(ref.existence, 0) + 1
            state_folder = folder / "state"
            save_state(state, state_folder)
            path = state_folder / "verification_state.json"
            out["state_bytes"] = path.stat().st_size
            start, started_cpu = time.monotonic(), time.process_time()
            load_state(state_folder)
            out["state_load_s"] = round(time.monotonic() - start, 3)
            # CPU too: on a machine shared with other work the wall time says more about the others
            out["state_load_cpu_s"] = round(time.process_time() - started_cpu, 3)
        print(json.dumps({"phase": phase}), file=sys.stderr, flush=True)
        if phase == "cold":
            sys.stdin.readline()      # the counts of the cold run are read before the warm one
    out["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    return out


def run_size(n: int) -> dict:
    parent, child = multiprocessing.Pipe()
    server = multiprocessing.get_context("fork").Process(target=_serve, args=(n, child), daemon=True)
    server.start()
    urls = parent.recv()
    folder = Path(tempfile.mkdtemp(prefix=f"refverify-scale-{n}-"))
    try:
        result = {"references": n}
        for phase in ("cold", "warm"):
            parent.send("reset")
            parent.recv()
            if phase == "cold":
                proc = subprocess.Popen([sys.executable, str(Path(__file__).resolve()), "--client", str(n),
                                         "--urls", json.dumps(urls), "--folder", str(folder)],
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        text=True)
                # the client runs both phases; the counts are read between them
                line = proc.stderr.readline()
                while line and '"phase": "cold"' not in line:
                    line = proc.stderr.readline()
            else:
                stdout, stderr = proc.communicate("go\n")
                if proc.returncode:
                    raise SystemExit(f"client for {n} references failed:\n{stderr[-2000:]}")
                result.update(json.loads(stdout.strip().splitlines()[-1]))
            parent.send("stats")
            result[f"{phase}_sims"] = parent.recv()
        cold, sims = result["cold"], result["cold_sims"]
        bound = sims["lower_bound"]["seconds"]
        result["summary"] = {
            "wall_over_bound": round(cold["seconds"] / bound, 3) if bound else None,
            "429": sum(sims["429"].values()), "requests": sum(sims["requests"].values()),
            "cpu_ms_per_ref": round(1000 * cold["cpu_s"] / n, 2),
            "warm_requests": sum(result["warm_sims"]["requests"].values()),
        }
        return result
    finally:
        parent.send("stop")
        parent.recv()
        server.join(timeout=5)


def report(results: list[dict]) -> str:
    rows = [f"{'refs':>6}{'wall s':>9}{'bound s':>9}{'×bound':>8}{'429':>5}{'requests':>10}  per service"
            f"{'':28}{'CPU s':>7}{'ms/ref':>8}{'peak MB':>9}{'state KB':>10}{'load s':>8}{'load CPU':>9}{'warm req':>9}"]
    for r in results:
        s, sims = r["summary"], r["cold_sims"]
        per = " ".join(f"{k[:2]}{v}" for k, v in sims["requests"].items() if v)
        rows.append(f"{r['references']:>6}{r['cold']['seconds']:>9}{sims['lower_bound']['seconds']:>9}"
                    f"{s['wall_over_bound'] or 0:>8.3f}{s['429']:>5}{s['requests']:>10}  {per:<40}"
                    f"{r['cold']['cpu_s']:>7}{s['cpu_ms_per_ref']:>8}{r['peak_rss_mb']:>9}"
                    f"{r['state_bytes'] / 1024:>10.0f}{r['state_load_s']:>8}{r.get('state_load_cpu_s', ''):>9}"
                    f"{s['warm_requests']:>9}")
    ok = all(r["summary"]["wall_over_bound"] is not None and r["summary"]["wall_over_bound"] <= 1.15
             for r in results)
    rows.append(f"cold ≤ 1.15× bound at every size: {'OK' if ok else 'MISSED'}; "
                f"429 answers: {sum(r['summary']['429'] for r in results)}")
    per_ref = {r["references"]: r["summary"]["cpu_ms_per_ref"] for r in results if r["references"] >= 150}
    if len(per_ref) >= 2:
        lo, hi = min(per_ref.values()), max(per_ref.values())
        rows.append(f"CPU per reference from {min(per_ref)} to {max(per_ref)}: {lo}–{hi} ms "
                    f"({hi / lo:.2f}×; target ≤ 1.3×)")
    return "\n".join(rows)


def main(argv=None) -> list[dict]:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    ap.add_argument("--save", type=Path, default=None, help="write the figures as JSON here")
    ap.add_argument("--client", type=int, help=argparse.SUPPRESS)
    ap.add_argument("--urls", help=argparse.SUPPRESS)
    ap.add_argument("--folder", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.client:
        print(json.dumps(client(args.client, json.loads(args.urls), args.folder)))
        return []
    results = []
    for n in args.sizes:
        results.append(run_size(n))
        print(report(results[-1:]).splitlines()[1], flush=True)
    print(report(results))
    if args.save:
        args.save.parent.mkdir(parents=True, exist_ok=True)
        args.save.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
        print(f"saved {args.save}")
    return results


if __name__ == "__main__":
    main()
