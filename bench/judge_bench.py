"""Step C bench: batched + concurrent + cached LLM judging vs one call per claim, sequentially.

A demo-sized synthetic state (40 references, 90 claims) against the scripted local
OpenAI-compatible server with 300 ms latency per call. Targets: >= 5x fewer calls, >= 5x faster,
and a warm re-run with zero calls. Prints the figures and writes bench/results/judge.json.

    python bench/judge_bench.py [--latency 0.3]
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("REFVERIFY_EMBEDDINGS", "off")

from refverify.config import Config  # noqa: E402
from refverify.judge import judge_state  # noqa: E402
from refverify.judge.llm import LLMClient  # noqa: E402
from refverify.llm.calls import resolve_settings  # noqa: E402
from refverify.judge.prompt import build_messages  # noqa: E402
from refverify.state import State  # noqa: E402
from tests.judge_cases import DENTAL, GOUT, METFORMIN, REMISSION, claim, ref  # noqa: E402
from tests.llm_server import ScriptedLLM  # noqa: E402

MODEL = "openai/scripted"
SENTENCES = {
    METFORMIN: ["Metformin lowered HbA1c in older adults with type 2 diabetes [{n}].",
                "Gastrointestinal adverse events were more frequent with metformin [{n}].",
                "Fasting glucose fell by 1.6 mmol/L with metformin [{n}]."],
    DENTAL: ["Neural networks segment teeth on panoramic radiographs [{n}].",
             "Segmentation reached a Dice coefficient of 0.91 for teeth [{n}].",
             "Automatic tooth outlines rarely needed correction by dentists [{n}]."],
    GOUT: ["Sugar-sweetened beverages cause gout in women [{n}].",
           "Diet soft drinks were not associated with gout [{n}].",
           "Fructose raises serum uric acid [{n}]."],
    REMISSION: ["Nurse-delivered behavioural activation led to remission in 28% of adults [{n}].",
                "Remission rates of brief treatments range from 10% to 45% [{n}].",
                "Insulin pumps improve sleep quality in adolescents [{n}]."],
}


def demo_state(n_refs: int = 40, n_three: int = 10) -> State:
    """40 references; the first 10 cited three times, the others twice: 90 claims."""
    abstracts = list(SENTENCES)
    refs = {}
    for i in range(1, n_refs + 1):
        text = abstracts[i % len(abstracts)]
        k = 3 if i <= n_three else 2
        sev = "Strict" if i % 3 == 0 else "Standard"
        claims = [claim(f"C{i:03d}_{j:03d}", str(i), SENTENCES[text][j - 1].format(n=i), severity=sev)
                  for j in range(1, k + 1)]
        refs[str(i)] = ref(str(i), text, claims)
    state = State(refs=refs)
    state.recount()
    return state


def batched(cfg: Config, state: State) -> dict:
    t0 = time.monotonic()
    judge_state(state, cfg, judge="llm", model=MODEL, progress=False)
    m = state.meta.judge
    return {"calls": m.calls, "cached_calls": m.cached_calls, "prompt_tokens": m.prompt_tokens,
            "completion_tokens": m.completion_tokens, "seconds": round(time.monotonic() - t0, 3),
            "batches": m.batches}


def one_call_per_claim(cfg: Config, state: State) -> dict:
    """The naive way: each claim alone, its source text with it, one call after another, no cache."""
    client = LLMClient(resolve_settings(cfg.with_(llm_concurrency=1), MODEL, backoff_s=1.0), cache=None)
    t0 = time.monotonic()
    for r in state.refs.values():
        for c in r.claims:
            client.ask(build_messages([(r, [c])]), [c.claim_id])
    u = client.usage
    return {"calls": u.calls, "prompt_tokens": u.prompt_tokens, "completion_tokens": u.completion_tokens,
            "seconds": round(time.monotonic() - t0, 3)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--latency", type=float, default=0.3)
    args = ap.parse_args()
    tmp = Path(tempfile.mkdtemp(prefix="refverify-judge-bench-"))
    n_claims = demo_state().meta.total_claims
    with ScriptedLLM(latency=args.latency) as srv:
        # The scripted server plays a hosted model: its context window is given (refverify would
        # otherwise size batches for a 4,096-token local model, as it is on 127.0.0.1).
        cfg = Config(llm_api_base=srv.url, llm_api_key="sk-bench", llm_cache_path=str(tmp / "llm.sqlite"),
                     llm_context_tokens=128000)
        import litellm  # noqa: F401  (import time kept out of both measurements)
        base = one_call_per_claim(cfg, demo_state())
        cold = batched(cfg, demo_state())
        warm_before = srv.count
        warm = batched(cfg, demo_state())
        warm["server_requests"] = srv.count - warm_before
    for run in (base, cold):
        run["prompt_tokens_per_claim"] = round(run["prompt_tokens"] / n_claims, 1)
    result = {
        "state": {"refs": 40, "claims": n_claims}, "latency_s": args.latency,
        "config": {"llm_concurrency": cfg.llm_concurrency, "llm_rate_per_s": cfg.llm_rate_per_s,
                   "llm_context_tokens": cfg.llm_context_tokens},
        "one_call_per_claim": base, "batched_cold": cold, "batched_warm": warm,
        "fewer_calls_x": round(base["calls"] / cold["calls"], 1),
        "faster_x": round(base["seconds"] / cold["seconds"], 1),
        "targets_met": {"calls_5x": base["calls"] >= 5 * cold["calls"],
                        "speed_5x": base["seconds"] >= 5 * cold["seconds"],
                        "warm_zero_calls": warm["server_requests"] == 0},
    }
    out = ROOT / "bench" / "results" / "judge.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    print(f"{n_claims} claims, 40 refs, {args.latency * 1000:.0f} ms per call")
    print(f"  one call per claim : {base['calls']:3d} calls, {base['seconds']:6.2f} s, "
          f"{base['prompt_tokens_per_claim']} prompt tokens/claim")
    print(f"  batched (cold)     : {cold['calls']:3d} calls ({cold['batches']} batches + cross-validation), "
          f"{cold['seconds']:6.2f} s, {cold['prompt_tokens_per_claim']} prompt tokens/claim")
    print(f"  batched (warm)     : {warm['server_requests']:3d} calls, {warm['seconds']:6.2f} s")
    print(f"  -> {result['fewer_calls_x']}x fewer calls, {result['faster_x']}x faster; "
          f"targets met: {result['targets_met']}")
    print(f"  written: {out.relative_to(ROOT)}")
    return 0 if all(result["targets_met"].values()) else 1


if __name__ == "__main__":
    sys.exit(main())
