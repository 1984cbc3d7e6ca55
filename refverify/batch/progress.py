"""The batch's progress table: one row per manuscript (and per file passed over), kept row by row
in ``<out>/.progress/`` and gathered into ``<out>/batch_progress.json`` with a CSV copy for a
spreadsheet at the end of a run (and on Ctrl-C); ``refverify batch … --status`` reads the rows.

Every worker updates its own row (processes on one machine, or machines sharing the output
folder), written atomically, so Ctrl-C or a crash leaves each row as its last update made it and
the next run resumes: rows ``done`` whose manuscript is unchanged are not run again,
everything else (``queued``, ``running`` from an interrupted run, ``failed``) is.

Row: ``manuscript`` (path relative to the cohort folder), ``status`` (queued | running | done |
failed | interrupted | skipped), ``step`` (the last step the state records: A, B, C, D), ``verdict`` (the audit's),
``error`` (one line), ``out`` (the manuscript's output folder), ``sha256`` (of the manuscript when
it was run), ``started`` / ``finished``, the group columns (department, year, …) and
``groups_from``."""
from __future__ import annotations

import hashlib
import json
import os
import threading
from pathlib import Path

import pandas as pd
from ..state import now_iso

PROGRESS_FILE = "batch_progress.json"
ROWS_DIR = ".progress"
PROGRESS_CSV = "batch_progress.csv"
STATUSES = ("queued", "running", "done", "failed", "interrupted", "skipped")
COLUMNS = ["manuscript", "status", "step", "verdict", "error", "out", "sha256", "started",
           "finished", "groups_from"]


class Progress:
    """The table at ``out``. Each row is its own small file (``out/.progress/<id hash>.json``,
    written atomically), so an update costs the same with 10 rows or 10,000, and the workers never
    wait for each other; ``snapshot`` gathers them into ``batch_progress.json`` / ``.csv``. A row
    is written by one process at a time: the coordinator before a manuscript is handed out and
    after its worker is gone, the worker in between."""

    def __init__(self, out):
        self.out = Path(out)
        self.rows_dir = self.out / ROWS_DIR
        self.path = self.out / PROGRESS_FILE

    def _row_path(self, manuscript: str) -> Path:
        return self.rows_dir / (hashlib.sha1(manuscript.encode("utf-8")).hexdigest()[:20] + ".json")

    def _read(self, path: Path) -> dict | None:
        try:
            return json.loads(path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            return None
        except (OSError, ValueError) as exc:
            from ..errors import RefverifyError
            raise RefverifyError(f"{path}: a row of the progress table cannot be read ({exc}); "
                                 "delete it to run that manuscript again") from None

    def rows(self) -> dict[str, dict]:
        rows = (self._read(p) for p in sorted(self.rows_dir.glob("*.json")))
        return {row["manuscript"]: row for row in rows if row}

    def update(self, manuscript: str, **fields) -> dict:
        """Merge ``fields`` into the row of ``manuscript`` (created when new)."""
        path = self._row_path(manuscript)
        row = self._read(path) or {c: "" for c in COLUMNS} | {"manuscript": manuscript}
        row.update({k: ("" if v is None else v) for k, v in fields.items()})
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}.tmp")
        tmp.write_text(json.dumps(row, ensure_ascii=False), encoding="utf-8")
        os.replace(tmp, path)
        return dict(row)

    def start(self, manuscript: str) -> None:
        self.update(manuscript, status="running", started=now_iso(), finished="", error="")

    def finish(self, manuscript: str, result: dict) -> None:
        self.update(manuscript, finished=now_iso(), **result)

    def table(self, refresh: bool = False) -> pd.DataFrame:
        """The rows; ``refresh``: a running manuscript's step read from its state now."""
        rows = list(self.rows().values())
        if refresh:
            for row in rows:
                if row["status"] == "running" and row.get("out"):
                    row["step"] = last_step(self.out / row["out"]) or row["step"]
        return frame(rows)

    def snapshot(self) -> pd.DataFrame:
        """Every row in ``batch_progress.json`` and ``batch_progress.csv`` (written atomically)."""
        table = self.table()
        self.out.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_name(f".{PROGRESS_FILE}.{os.getpid()}.tmp")
        tmp.write_text(json.dumps({"manuscripts": table.to_dict("records")}, indent=1,
                                  ensure_ascii=False) + "\n", encoding="utf-8")
        os.replace(tmp, self.path)
        csv_tmp = tmp.with_suffix(".csv.tmp")
        table.to_csv(csv_tmp, index=False)
        os.replace(csv_tmp, self.out / PROGRESS_CSV)
        return table


def frame(rows: list[dict]) -> pd.DataFrame:
    """The rows as a DataFrame: the fixed columns first, then the group columns."""
    extra = sorted({k for r in rows for k in r} - set(COLUMNS))
    df = pd.DataFrame(rows, columns=COLUMNS + extra)
    return df.fillna("").sort_values("manuscript", kind="stable").reset_index(drop=True)


def last_step(out: Path) -> str:
    """The last step the manuscript's state records ("" before Step A has saved)."""
    try:
        data = json.loads((Path(out) / "verification_state.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ""
    return str((data.get("meta") or {}).get("last_step") or "")
