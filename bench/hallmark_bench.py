"""Step B on the public HALLMARK benchmark (``dev_public`` replay): detection, false alarms, requests
and wall time against the simulators serving the benchmark's world under the services' real limits.

    python bench/hallmark_bench.py [--dir ../shared/benchmarks/hallmark-dev] [--no-limits] [--misses]

Scoring (the benchmark's README): an entry is flagged when its existence is ``not_found`` /
``id_mismatch`` or it carries a metadata issue of severity ``error``; warnings count for nothing,
neither as detections nor as false alarms. ``--no-limits`` serves without rate limits (quick
detection figures while developing; its time and lower bound mean nothing).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from refverify.config import Config  # noqa: E402
from refverify.core.outcome import reference_flagged  # noqa: E402
from refverify.sources.fetch import fetch_state  # noqa: E402
from refverify.sources.http import make_session  # noqa: E402
from tests.simulators import start_simulators  # noqa: E402
from tests.simulators.hallmark import load_hallmark_world  # noqa: E402
from tests.simulators.server import REAL_RATES  # noqa: E402

# beside the checkout (../shared/…), or beside the folder holding a worktree
DEFAULT_DIR = Path(os.environ.get("HALLMARK_DEV") or next(
    (p / "shared" / "benchmarks" / "hallmark-dev" for p in ROOT.parents[:2]
     if (p / "shared" / "benchmarks" / "hallmark-dev").is_dir()), ROOT.parent / "shared" / "benchmarks" / "hallmark-dev"))
SERVICES = ("pubmed", "crossref", "semanticscholar", "openalex", "arxiv", "dblp")
LATENCY = (0.05, 0.15)
NO_LIMIT = {s: 1000.0 for s in SERVICES}


def flagged(ref) -> bool:
    return ref is not None and reference_flagged(ref)


def score(state, labels: dict) -> dict:
    """The benchmark's rule: per-type recall, false-alarm rate by stratum, precision, F1."""
    by_key = {r.key or r.ref_id: r for r in state.refs.values()}
    per_type, per_stratum = defaultdict(lambda: [0, 0]), defaultdict(lambda: [0, 0])
    tp = fp = pos = neg = 0
    misses, alarms = defaultdict(list), []
    for key, lab in labels.items():
        ref = by_key.get(key)
        hit = flagged(ref)
        if lab["label"] == "HALLUCINATED":
            pos += 1
            tp += hit
            per_type[lab["type"]][0] += hit
            per_type[lab["type"]][1] += 1
            if not hit:
                misses[lab["type"]].append(key)
        else:
            neg += 1
            fp += hit
            per_stratum[lab["stratum"]][0] += hit
            per_stratum[lab["stratum"]][1] += 1
            if hit:
                alarms.append(key)
    recall = tp / pos if pos else 0.0
    precision = tp / (tp + fp) if tp + fp else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {
        "entries": len(labels), "hallucinated": pos, "valid": neg, "detected": tp, "false_alarms": fp,
        "detection_rate": round(recall, 4), "false_alarm_rate": round(fp / neg if neg else 0.0, 4),
        "precision": round(precision, 4), "f1": round(f1, 4),
        "recall_by_type": {t: {"caught": c, "of": n, "recall": round(c / n, 4)} for t, (c, n) in sorted(per_type.items())},
        "false_alarms_by_stratum": {s: {"flagged": c, "of": n, "rate": round(c / n, 4)}
                                    for s, (c, n) in sorted(per_stratum.items())},
        "api_fail": sum(1 for r in state.refs.values() if r.existence == "api_fail"),
        "existence": dict(Counter(r.existence for r in state.refs.values())),
        "misses": dict(misses), "alarms": alarms,
    }


def lower_bound(log, rates: dict) -> dict:
    """Seconds the limits force: for each limiter, requests ÷ its rate; the largest of these."""
    counts = Counter()
    for name, _method, path, _body in log:
        listing = name == "crossref" and path.split("?")[0].rstrip("/").endswith("/works")
        counts[f"{name}-list" if listing and f"{name}-list" in rates else name] += 1
    per = {k: round(n / rates[k], 2) for k, n in counts.items() if rates.get(k)}
    return {"per_limiter": per, "seconds": max(per.values(), default=0.0)}


def run_once(bench_dir: Path, limits: bool) -> dict:
    from refverify.parse.pipeline import parse_manuscript
    labels = json.loads((bench_dir / "labels.json").read_text(encoding="utf-8"))
    world = load_hallmark_world(bench_dir / "world.jsonl")
    rates = REAL_RATES if limits else {}
    sims = start_simulators(world, latency=LATENCY if limits else 0.0, rates=rates)
    tmp = Path(tempfile.mkdtemp(prefix="refverify-hallmark-"))
    out = {"limits": "real" if limits else "none"}
    try:
        cfg = Config(email="bench@example.org", cache_path=str(tmp / "http_cache.sqlite"), urls=sims.urls(),
                     openalex_api_key="bench-key")
        for phase in ("cold", "warm"):
            state = parse_manuscript(bench_dir / "sample.bib")
            sims.reset_counts()
            session = make_session(cfg, rates=None if limits else NO_LIMIT, backoff=1.0 if limits else 0.05)
            start = time.monotonic()
            try:
                fetch_state(state, cfg, progress=False, session=session)
            finally:
                session.close()
            seconds = time.monotonic() - start
            counts = {s: sims.counts.get(s, 0) for s in SERVICES}
            out[phase] = {"seconds": round(seconds, 1), "requests": counts, "total": sum(counts.values()),
                          "429": dict(sims.too_many), "lower_bound": lower_bound(list(sims.log), REAL_RATES)}
            if phase == "cold":
                out["score"] = score(state, labels)
    finally:
        sims.stop()
    return out


def report(out: dict, misses: bool = False) -> str:
    s = out["score"]
    rows = [f"HALLMARK dev_public replay: {s['entries']} entries ({s['hallucinated']} hallucinated, "
            f"{s['valid']} valid); rate limits: {out['limits']}",
            f"detection {s['detection_rate']:.1%} ({s['detected']}/{s['hallucinated']})  "
            f"false alarms {s['false_alarm_rate']:.1%} ({s['false_alarms']}/{s['valid']})  "
            f"precision {s['precision']:.3f}  F1 {s['f1']:.3f}  api_fail {s['api_fail']}",
            "recall by type:"]
    for t, v in s["recall_by_type"].items():
        rows.append(f"  {t:26}{v['caught']:>4}/{v['of']:<4}{v['recall']:>7.0%}")
    rows.append("false alarms by stratum:")
    for t, v in s["false_alarms_by_stratum"].items():
        rows.append(f"  {t:40}{v['flagged']:>4}/{v['of']:<4}{v['rate']:>7.1%}")
    for phase in ("cold", "warm"):
        p = out[phase]
        lb = p["lower_bound"]
        rows.append(f"{phase}: {p['total']} requests (" + ", ".join(f"{k} {v}" for k, v in p["requests"].items() if v)
                    + f"), 429 answers {sum(p['429'].values())}, wall {p['seconds']} s, "
                      f"rate-limit lower bound {lb['seconds']} s"
                    + (f" ({', '.join(f'{k} {v}' for k, v in lb['per_limiter'].items())})" if lb["per_limiter"] else ""))
    if out["limits"] == "real" and out["cold"]["lower_bound"]["seconds"]:
        rows.append(f"cold / lower bound: {out['cold']['seconds'] / out['cold']['lower_bound']['seconds']:.2f}x")
    if misses:
        rows.append("missed: " + json.dumps(s["misses"]))
        rows.append("false alarms: " + json.dumps(s["alarms"]))
    return "\n".join(rows)


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--dir", type=Path, default=DEFAULT_DIR, help="the hallmark-dev folder")
    ap.add_argument("--no-limits", action="store_true", help="serve without rate limits (detection only)")
    ap.add_argument("--misses", action="store_true", help="list the keys missed and falsely flagged")
    ap.add_argument("--save", type=Path, default=None, help="write the figures as JSON here")
    args = ap.parse_args(argv)
    for name in ("sample.bib", "labels.json", "world.jsonl"):
        if not (args.dir / name).is_file():
            raise SystemExit(f"{args.dir / name}: missing (the hallmark-dev folder: --dir or HALLMARK_DEV)")
    out = run_once(args.dir, limits=not args.no_limits)
    print(report(out, args.misses))
    if args.save:
        args.save.parent.mkdir(parents=True, exist_ok=True)
        args.save.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
        print(f"saved {args.save}")
    return out


if __name__ == "__main__":
    main()
