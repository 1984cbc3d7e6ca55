"""The annotated Word copy of a long thesis: 300 pages, 2,000 citing places, every claim with a
finding (2,000 comments, the worst case) — and the copy checked for every comment.

    python bench/annotate_bench.py

Prints the wall time and peak memory of `refverify annotate` (a fresh process, as a user would
run it) and writes bench/results/annotate.json."""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from bench.parse_bench import make_thesis  # noqa: E402


def run() -> dict:
    from refverify import api
    from refverify.state import Judgment
    from refverify.state_file import load_state, save_state

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "long_thesis.docx"
        make_thesis(path)
        out = Path(tmp) / "out"
        api.parse(path, out=out)
        state = load_state(out)
        for ref in state.refs.values():
            ref.existence = "verified"
            ref.judgments = [Judgment(claim_id=c.claim_id, verdict="FAIL", confidence="confirmed",
                                      reasoning="The source does not report this.") for c in ref.claims]
        save_state(state, out)
        claims = sum(len(r.claims) for r in state.refs.values())
        code = ("import resource, sys, time; t = time.perf_counter(); "
                "from refverify.annotate import annotate; r = annotate(sys.argv[1]); "
                "print(time.perf_counter() - t, len(r.placed), len(r.unplaced), "
                "resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)")
        start = time.perf_counter()
        done = subprocess.run([sys.executable, "-c", code, str(out)], capture_output=True, text=True,
                              check=True)
        wall = time.perf_counter() - start
        inner, placed, unplaced, peak = done.stdout.split()
        import docx
        comments = len(docx.Document(str(out / "long_thesis.refverify.docx")).comments)
    result = {"claims": claims, "comments": comments, "placed": int(placed), "unplaced": int(unplaced),
              "seconds_in_process": round(float(inner), 2), "seconds_with_start": round(wall, 2),
              "peak_mb": round(float(peak))}
    (HERE / "results").mkdir(exist_ok=True)
    (HERE / "results" / "annotate.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return result


if __name__ == "__main__":
    r = run()
    print(f"annotate, 300-page .docx, {r['claims']} claims all flagged: {r['comments']} comments "
          f"({r['unplaced']} not placed) in {r['seconds_in_process']} s "
          f"({r['seconds_with_start']} s with the process start), peak {r['peak_mb']} MB")
