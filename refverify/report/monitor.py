"""fulltext_prediction_monitor.md (seed 000 D4): Step A's fulltext_likely vs what Step C needed
(its fulltext_required, or a verdict resting on the full text), and how often the code safeguard
layer fires for nothing."""
from __future__ import annotations

from ..core.outcome import FULLTEXT_FLAG
from ..state import State
from .derive import claim_views, generated_at, ref_label, short_time
from .labels import labels
from .render import render

# "Match?": the prediction was right (yes) or not (no), in words (no emoji font needed).
OUTCOME = {(True, True): "yes, TP", (False, False): "yes, TN", (True, False): "no, FP",
           (False, True): "no, FN"}


def monitor_rows(state: State) -> list[dict]:
    rows = []
    for v in claim_views(state):
        if not (v.judgment and v.judgment.verdict):
            continue
        # What was needed: the full text, whether the judge still asks for it or its verdict rests
        # on a passage or a number found only there (issue 25).
        likely = v.claim.fulltext_likely
        required = v.judgment.fulltext_required or FULLTEXT_FLAG in v.judgment.flags
        rows.append({"ref": ref_label(v.ref), "claim": v.claim.claim_id,
                     "likely": str(likely).lower(),
                     "trigger": (v.claim.fulltext_trigger or "—") if likely else "—",
                     "required": str(required).lower(), "outcome": OUTCOME[likely, required],
                     "code": likely and v.claim.fulltext_trigger in ("code_safeguard", "both")})
    return rows


def safeguard_fp_rate(rows: list[dict]) -> str:
    fired = [r for r in rows if r["code"]]
    if not fired:
        return "n/a (the code safeguard never fired)"
    fp = sum(1 for r in fired if r["outcome"] == OUTCOME[True, False])
    return f"{round(100 * fp / len(fired))}% ({fp}/{len(fired)})"


def prediction_monitor(state: State, language: str) -> str:
    lab = labels(language)
    rows = monitor_rows(state)
    counts = {k: sum(1 for r in rows if r["outcome"].endswith(k)) for k in ("TP", "TN", "FP", "FN")}
    return render("fulltext_prediction_monitor.md.j2", lab=lab, rows=rows, counts=counts,
                  fp_rate=safeguard_fp_rate(rows), generated=short_time(generated_at(state)))
