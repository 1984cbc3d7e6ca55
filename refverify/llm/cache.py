"""refverify's own SQLite cache of LLM answers (litellm's disk cache is gone in current releases).

Key: model + schema version + a hash of the exact messages, so the same prompt to the same model
is never paid for twice. Only answers that validated are stored.
"""
from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from pathlib import Path

from ..core.secrets import redact_values
from ..errors import RefverifyError
from ..state import now_iso


def cache_key(model: str, messages: list[dict], schema_version: str) -> str:
    payload = json.dumps(messages, ensure_ascii=False, sort_keys=True)
    digest = hashlib.sha256(payload.encode("utf-8")).hexdigest()
    return f"{model}|{schema_version}|{digest}"


class LLMCache:
    def __init__(self, path: str | Path):
        self.path = Path(path)
        self._lock = threading.Lock()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, check_same_thread=False, timeout=30)
            self._db.execute(
                "CREATE TABLE IF NOT EXISTS answers (key TEXT PRIMARY KEY, model TEXT, text TEXT,"
                " usage TEXT, cost REAL, created TEXT)")
            self._db.commit()
        except sqlite3.Error as exc:
            raise RefverifyError(f"{self.path}: cannot open the LLM cache ({exc})") from None

    def get(self, key: str) -> dict | None:
        with self._lock:
            row = self._db.execute("SELECT text, usage, cost FROM answers WHERE key = ?", (key,)).fetchone()
        if row is None:
            return None
        return {"text": row[0], "usage": json.loads(row[1] or "{}"), "cost": row[2] or 0.0}

    def put(self, key: str, model: str, text: str, usage: dict, cost: float) -> None:
        with self._lock:
            # a model that echoes a key into its answer does not store it (core.secrets)
            self._db.execute("INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?, ?, ?)",
                             (key, model, redact_values(text), json.dumps(usage), cost, now_iso()))
            self._db.commit()

    def put_many(self, rows: list[tuple[str, str, str]]) -> None:
        """(key, model, text) rows in one transaction: one commit (one fsync) per batch."""
        stamp = now_iso()
        with self._lock:
            self._db.executemany("INSERT OR REPLACE INTO answers VALUES (?, ?, ?, ?, ?, ?)",
                                 [(k, m, redact_values(t), "{}", 0.0, stamp) for k, m, t in rows])
            self._db.commit()

    def __len__(self) -> int:
        with self._lock:
            return self._db.execute("SELECT COUNT(*) FROM answers").fetchone()[0]

    def close(self) -> None:
        with self._lock:
            self._db.close()
