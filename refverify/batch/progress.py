"""The batch's progress table: one row per manuscript (and per file passed over), in
``<out>/batch_progress.json`` with a CSV copy for a spreadsheet.

Every worker updates its own row under a file lock (processes on one machine, or machines sharing
the output folder), written atomically, so Ctrl-C or a crash leaves the table as the last update
made it and the next run resumes: rows ``done`` whose manuscript is unchanged are not run again,
everything else (``queued``, ``running`` from an interrupted run, ``failed``) is.

Row: ``manuscript`` (path relative to the cohort folder), ``status`` (queued | running | done |
failed | interrupted | skipped), ``step`` (the last step the state records: A, B, C, D), ``verdict`` (the audit's),
``error`` (one line), ``out`` (the manuscript's output folder), ``sha256`` (of the manuscript when
it was run), ``started`` / ``finished``, the group columns (department, year, …) and
``groups_from``."""
from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pandas as pd
from filelock import FileLock

from ..state import now_iso

PROGRESS_FILE = "batch_progress.json"
PROGRESS_CSV = "batch_progress.csv"
STATUSES = ("queued", "running", "done", "failed", "interrupted", "skipped")
COLUMNS = ["manuscript", "status", "step", "verdict", "error", "out", "sha256", "started",
           "finished", "groups_from"]


class Progress:
    """The table at ``out``; every method reads the file, changes it and writes it back under
    the lock (never a stale copy: other processes write it too)."""

    def __init__(self, out):
        self.out = Path(out)
        self.path = self.out / PROGRESS_FILE
        self._lock = threading.RLock()

    def _locked(self):
        return FileLock(f"{self.path}.lock")

    def rows(self) -> dict[str, dict]:
        try:
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return {}
        except (OSError, ValueError) as exc:
            from ..errors import RefverifyError
            raise RefverifyError(f"{self.path}: the progress table cannot be read ({exc}); "
                                 "delete it to start the batch over") from None
        return {row["manuscript"]: row for row in data.get("manuscripts", [])}

    def _write(self, rows: dict[str, dict]) -> None:
        self.out.mkdir(parents=True, exist_ok=True)
        ordered = [rows[k] for k in sorted(rows)]
        tmp = self.path.with_name(f".{PROGRESS_FILE}.{os.getpid()}.{threading.get_ident()}.tmp")
        tmp.write_text(json.dumps({"manuscripts": ordered}, indent=1, ensure_ascii=False) + "\n",
                       encoding="utf-8")
        os.replace(tmp, self.path)
        csv_tmp = tmp.with_suffix(".csv.tmp")
        frame(ordered).to_csv(csv_tmp, index=False)
        os.replace(csv_tmp, self.out / PROGRESS_CSV)

    def update(self, manuscript: str, **fields) -> dict:
        """Merge ``fields`` into the row of ``manuscript`` (created when new)."""
        with self._lock, self._locked():
            rows = self.rows()
            row = rows.setdefault(manuscript, {c: "" for c in COLUMNS} | {"manuscript": manuscript})
            row.update({k: ("" if v is None else v) for k, v in fields.items()})
            self._write(rows)
            return dict(row)

    def start(self, manuscript: str) -> None:
        self.update(manuscript, status="running", started=now_iso(), finished="", error="")

    def finish(self, manuscript: str, result: dict) -> None:
        self.update(manuscript, finished=now_iso(), **result)

    def table(self, refresh: bool = False) -> pd.DataFrame:
        """The rows; ``refresh``: a running manuscript's step read from its state now."""
        rows = list(self.rows().values())
        if refresh:
            from .worker import last_step
            for row in rows:
                if row["status"] == "running" and row.get("out"):
                    row["step"] = last_step(self.out / row["out"]) or row["step"]
        return frame(rows)


def frame(rows: list[dict]) -> pd.DataFrame:
    """The rows as a DataFrame: the fixed columns first, then the group columns."""
    extra = sorted({k for r in rows for k in r} - set(COLUMNS))
    df = pd.DataFrame(rows, columns=COLUMNS + extra)
    return df.fillna("").sort_values("manuscript", kind="stable").reset_index(drop=True)
