"""Step C's cost as the thesis grows (issue 24): the offline judge (lexical anchors) over states of
150 / 900 / 1,500 references (~2.3 claims each, every reference with an abstract), through
``refverify.judge`` on a state folder (journal after each batch, one state write at the end).

    python bench/judge_scale.py [--sizes 150,900]
    python bench/judge_scale.py --llm-latency 0.3 --sizes 150 [--context 131072] [--batch-api]

Prints per size: claims, CPU seconds, CPU ms per claim, wall seconds, state size and load time.
With ``--llm-latency``: the LLM judge against the project's scripted OpenAI-compatible server
(tests/llm_server.py) answering after that many seconds and telling its context window
(``--context`` tokens, as vLLM does), with the settings a hosted model of that context gets;
LLM calls and calls per claim are printed too (target: 150 references ≤ 12 s at 0.3 s a call).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ["REFVERIFY_EMBEDDINGS"] = "off"

from refverify import api  # noqa: E402
from refverify.config import Config  # noqa: E402
from refverify.core.vocab import SEVERITIES  # noqa: E402
from refverify.state import Claim, Ref, State  # noqa: E402
from refverify.state_file import load_state, save_state  # noqa: E402

ABSTRACT = ("BACKGROUND: Older adults with type 2 diabetes were followed for two years. METHODS: "
            "{n} patients received metformin or placebo. RESULTS: Metformin lowered HbA1c by "
            "{d}% compared with placebo and reduced fasting glucose. CONCLUSIONS: Metformin "
            "improved glycaemic control in this population.")


def make_state(n_refs: int) -> State:
    refs = {}
    for i in range(1, n_refs + 1):
        rid = str(i)
        claims = [Claim(claim_id=f"C{i:04d}_{k:03d}", ref_id=rid, chapter=f"Chapter {i % 5 + 1}",
                        line=i * 3 + k, severity=SEVERITIES[(i + k) % 3],
                        citing_sentence=f"Metformin lowered HbA1c by {i % 9 + 1}% in older adults [{rid}].",
                        context_raw=f"Metformin lowered HbA1c by {i % 9 + 1}% in older adults [{rid}].",
                        claim_text=f"Metformin lowered HbA1c by {i % 9 + 1}% in older adults.")
                  for k in range(3 if i % 3 == 0 else 2)]
        refs[rid] = Ref(ref_id=rid, number=i, existence="verified", bib_title=f"Metformin trial {i}",
                        api_abstract=ABSTRACT.format(n=100 + i, d=i % 9 + 1), abstract_source="pubmed",
                        abstract_words=45, claims=claims)
    state = State(refs=refs)
    state.recount()
    return state


def measure(n_refs: int, llm: dict | None = None) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        save_state(make_state(n_refs), tmp)
        cfg = Config(cache_path=str(Path(tmp) / "c.sqlite"))
        imported = {}
        if llm is not None:
            # litellm's import (seconds of CPU, once per process) is reported apart, not counted
            cpu, wall = time.process_time(), time.perf_counter()
            from refverify.llm.litellm_lib import load_litellm
            load_litellm()
            imported = {"litellm_import_cpu_s": round(time.process_time() - cpu, 2),
                        "litellm_import_wall_s": round(time.perf_counter() - wall, 2)}
        cpu, wall = time.process_time(), time.perf_counter()
        if llm is None:
            state = api.judge(tmp, config=cfg, progress=False)
        else:
            state = _judge_llm(tmp, cfg, llm)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        claims = state.meta.total_claims
        path = Path(tmp) / "verification_state.json"
        started = time.perf_counter()
        load_state(tmp)
        load_s = time.perf_counter() - started
        return {"refs": n_refs, "claims": claims, "cpu_s": round(cpu, 2),
                "cpu_ms_per_claim": round(1000 * cpu / claims, 2), "wall_s": round(wall, 2),
                "state_kb": round(path.stat().st_size / 1024), "load_s": round(load_s, 3),
                **imported, **({"llm_calls": state.meta.judge.calls,
                    "calls_per_claim": round(state.meta.judge.calls / claims, 3)} if llm else {})}


def _judge_llm(folder: str, cfg: Config, llm: dict) -> State:
    """Step C with the LLM judge against the scripted server (its answers by rule)."""
    from tests.llm_server import ScriptedLLM
    with ScriptedLLM(latency=llm["latency"], describes="vllm", context_tokens=llm["context"]) as srv:
        cfg = cfg.with_(model="openai/judge", llm_api_base=srv.url, llm_api_key="sk-bench",
                        llm_cache_path=str(Path(folder) / "llm.sqlite"), llm_batch=llm["batch_api"],
                        llm_batch_poll_s=0.2)
        state = api.judge(folder, judge="llm", config=cfg, progress=False)
        state.meta.judge.server_max_in_flight = srv.max_in_flight
        return state


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="150,900,1500")
    ap.add_argument("--llm-latency", type=float, default=None,
                    help="judge with the LLM judge against the scripted server, this many seconds a call")
    ap.add_argument("--context", type=int, default=131072, help="the scripted model's context window (tokens)")
    ap.add_argument("--batch-api", action="store_true", help="through the provider batch API (files + batches)")
    args = ap.parse_args(argv)
    llm = None if args.llm_latency is None else {
        "latency": args.llm_latency, "context": args.context, "batch_api": args.batch_api}
    rows = [measure(int(n), llm) for n in args.sizes.split(",")]
    for r in rows:
        print(f"{r['refs']:>5} refs {r['claims']:>5} claims: CPU {r['cpu_s']:>7.2f} s "
              f"({r['cpu_ms_per_claim']:.2f} ms/claim), wall {r['wall_s']:.2f} s, "
              f"state {r['state_kb']} KB, load {r['load_s']:.3f} s"
              + (f", LLM calls {r['llm_calls']} ({r['calls_per_claim']} per claim); litellm's import "
                 f"apart: {r['litellm_import_cpu_s']} s CPU, {r['litellm_import_wall_s']} s wall" if llm else ""))
    ratio = rows[-1]["cpu_ms_per_claim"] / rows[0]["cpu_ms_per_claim"]
    print(f"CPU per claim, largest / smallest: {ratio:.2f}x (target ≤ 1.3x)")
    if llm is not None:
        return 0
    out = Path(__file__).with_name("results") / "judge_scale.json"
    out.write_text(json.dumps({"rows": rows, "cpu_per_claim_ratio": round(ratio, 2)}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
