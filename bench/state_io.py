"""How fast the state file is read and written (issue 21: the records in ``Ref.bib`` / ``Ref.record``
must not make either slower by more than 10 %): ``load_state`` and ``save_state`` of a state of
``--refs`` references — the demo thesis's 46 references as main wrote them at fed47a4
(tests/golden), repeated under new ids — in CPU seconds, best and median of ``--rounds`` rounds.

    python bench/state_io.py [--refs 1500] [--rounds 12]
"""
from __future__ import annotations

import argparse
import gzip
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from refverify.state_file import STATE_FILENAME, load_state, save_state  # noqa: E402

DEMO_STATE = ROOT / "tests" / "golden" / "state_main_fed47a4_thesis.json.gz"


def state_text(n_refs: int) -> str:
    data = json.loads(gzip.decompress(DEMO_STATE.read_bytes()))
    demo = list(data["refs"].values())
    refs = {}
    for i in range(n_refs):
        ref = json.loads(json.dumps(demo[i % len(demo)]))
        rid = ref["ref_id"] = f"R{i}"
        for item in ref.get("claims", []) + ref.get("judgments", []):
            item["claim_id"] = f"{rid}_{item['claim_id']}"
        for claim in ref.get("claims", []):
            claim["ref_id"] = rid
        refs[rid] = ref
    data["refs"], data["edits"] = refs, []
    return json.dumps(data, ensure_ascii=False, indent=2)


def measure(n_refs: int, rounds: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / STATE_FILENAME).write_text(state_text(n_refs), encoding="utf-8")
        loads, saves = [], []
        for _ in range(rounds):
            started = time.process_time()
            state = load_state(tmp)
            loads.append(time.process_time() - started)
            started = time.process_time()
            save_state(state, tmp)
            saves.append(time.process_time() - started)
        size = (Path(tmp) / STATE_FILENAME).stat().st_size
    return {"refs": n_refs, "load_best_s": round(min(loads), 3), "load_median_s": round(statistics.median(loads), 3),
            "save_best_s": round(min(saves), 3), "save_median_s": round(statistics.median(saves), 3),
            "state_kb": size // 1024}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--refs", type=int, default=1500)
    ap.add_argument("--rounds", type=int, default=12)
    args = ap.parse_args()
    r = measure(args.refs, args.rounds)
    print(f"{r['refs']} refs, state {r['state_kb']} KB: load best {r['load_best_s']:.3f} s, median "
          f"{r['load_median_s']:.3f} s; save best {r['save_best_s']:.3f} s, median {r['save_median_s']:.3f} s (CPU)")


if __name__ == "__main__":
    main()
