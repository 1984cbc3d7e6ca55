"""One manuscript of a batch, A → D, in whatever process or machine the scheduler gives it: the
API's single-manuscript ``run`` in the manuscript's own output folder, its row of the progress
table kept up to date. A failure is the row's one-line error, never an exception out of the
worker (the others go on); Ctrl-C marks the row ``interrupted`` and stops."""
from __future__ import annotations

import json
import time
from pathlib import Path

from .progress import Progress, last_step


def run_one(job: dict) -> dict:
    """``job``: manuscript (its id), path, out (its folder), progress (the batch folder),
    config (a ``Config``), judge, model, offline, restart; ``upto="A"``: Step A only (the row
    stays queued). Answers the row as finished."""
    from .. import api
    from ..core.secrets import redact
    from ..errors import RefverifyError
    from ..parse.pipeline import file_sha256

    name, out = job["manuscript"], Path(job["out"])
    began = time.time()
    progress = Progress(job["progress"])
    progress.start(name)
    result = {"status": "done", "error": "", "sha256": ""}
    try:
        result["sha256"] = file_sha256(Path(job["path"]))
        if job.get("upto") == "A":
            # Step A only: the batch then looks up the cohort's references together (prefetch)
            api.parse(job["path"], out=out, config=job["config"], restart=job.get("restart", False))
            result["status"] = "queued"
        else:
            api.run(job["path"], out=out, judge=job.get("judge", "heuristic"), model=job.get("model"),
                    offline=job.get("offline"), config=job["config"], progress=False,
                    restart=job.get("restart", False))
    except KeyboardInterrupt:
        progress.finish(name, {"status": "interrupted", "step": last_step(out),
                               "error": "interrupted; the next run resumes it"})
        raise
    except RefverifyError as exc:
        result.update(status="failed", error=_one_line(redact(str(exc))))
    except Exception as exc:  # noqa: BLE001 — one manuscript's bug must not stop the cohort
        result.update(status="failed",
                      error=_one_line(f"unexpected {type(exc).__name__}: {redact(str(exc))}")[:300])
    # a failed run's verdict only from an audit it wrote itself (a BLOCKED one), never an older one
    result.update(step=last_step(out), verdict=audit_verdict(out, since=began))
    progress.finish(name, result)
    return {"manuscript": name, **result}


def audit_verdict(out: Path, since: float = 0.0) -> str:
    """The audit's overall verdict ("" when no audit was written, or none since ``since``)."""
    path = Path(out) / "CITATION_AUDIT.json"
    try:
        if path.stat().st_mtime < since - 1:
            return ""
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ""
    return str(data.get("verdict") or "")


def _one_line(text: str) -> str:
    return " ".join(text.split())
