"""``refverify index build|update``: import snapshot files into an index folder, resumably.

Every input file is imported once: its parts are written, then its manifest entry (format, size,
modification time, counts, the records it could not read, its snapshot date). A build stopped
half way leaves the finished files in the manifest; the next run removes the unfinished file's
parts and goes on from there. A file already imported (same path, size and time) is skipped; a
changed one is imported again under a new sequence number, so its records replace the old ones.
"""
from __future__ import annotations

import re
import time
from datetime import datetime, timezone
from pathlib import Path

from ..errors import RefverifyError
from ..state import now_iso
from . import store
from .events import Bad, Delete, Flag, Rec
from .formats import date_in_path, detect, reader
from .rows import ABSTRACT_COLUMNS, DELETE_COLUMNS, FLAG_COLUMNS, SOURCE_NAMES, WORK_COLUMNS, work_row

_SKIP_NAMES = re.compile(r"(^|/)(manifest(\.json)?|readme[^/]*|license[^/]*|[^/]*\.(md|txt|dtd|sha256|md5))$", re.I)
BAD_EXAMPLES = 20
_WITH_SEQ = [("seq", "int32"), ("pos", "int32")]


def _schemas() -> dict:
    import pyarrow as pa

    def schema(columns):
        return pa.schema([(name, getattr(pa, kind)()) for name, kind in columns])
    return {"works": schema(WORK_COLUMNS + _WITH_SEQ), "abstracts": schema(ABSTRACT_COLUMNS + _WITH_SEQ),
            "deletes": schema(DELETE_COLUMNS + [("seq", "int32")]), "flags": schema(FLAG_COLUMNS)}


def _natural(path: Path):
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", str(path))]


def snapshot_files(paths: list[str | Path]) -> list[Path]:
    """The data files named or found under the folders named, in the order they apply: by path
    (OpenAlex's ``updated_date=`` partitions, PubMed's numbered files), withdrawals last."""
    return [f for f, _ in _files(paths)]


def _files(paths) -> list[tuple[Path, bool]]:
    """(file, found in a folder) in the order they apply."""
    files = {}
    for p in map(Path, paths):
        if p.is_dir():
            for f in p.rglob("*"):
                if f.is_file() and not _SKIP_NAMES.search(f.as_posix()) and not f.name.startswith("."):
                    files.setdefault(f.resolve(), True)
        elif p.is_file():
            files[p.resolve()] = False
        else:
            raise RefverifyError(f"{p}: no such snapshot file or folder")
    order = sorted(files, key=_natural)
    merged = [f for f in order if "merged_ids" in f.as_posix()]
    return [(f, files[f]) for f in order if f not in merged] + [(f, files[f]) for f in merged]


def _file_date(path: Path) -> str:
    return datetime.fromtimestamp(path.stat().st_mtime, timezone.utc).date().isoformat()


def import_file(path: Path, fmt: str, seq: int, parts: Path, snapshot_date: str = "",
                batch: int = 100_000) -> dict:
    """One snapshot file into parts ``seq``; its manifest entry."""
    path_date = snapshot_date or date_in_path(path)
    writers = {k: store.PartWriter(parts, seq, k, schema, batch) for k, schema in _schemas().items()}
    bad, bad_count, newest, sources, pos = [], 0, "", set(), 0
    for event in reader(fmt)(path):
        if isinstance(event, Rec):
            pos += 1
            sources.add(event.source)
            if event.date and event.date > newest:
                newest = event.date
            # the row's snapshot date is its file's, set when the index is derived (a file without
            # a date in its path takes its newest record's, known only at the end)
            row = work_row(event.source, event.key, event.work, "", **event.extra)
            row.update(seq=seq, pos=pos)
            writers["works"].add(row)
            if event.work.abstract:
                writers["abstracts"].add({"source": event.source, "key": event.key,
                                          "abstract": event.work.abstract, "seq": seq, "pos": pos})
        elif isinstance(event, Delete):
            sources.add(event.source)
            writers["deletes"].add({"source": event.source, "key": event.key, "seq": seq})
        elif isinstance(event, Flag):
            writers["flags"].add({"doi": event.doi, "pmid": event.pmid, "kind": event.kind,
                                  "notice": event.notice, "date": event.date})
            if event.date > newest:
                newest = event.date
        elif isinstance(event, Bad):
            bad_count += 1
            if len(bad) < BAD_EXAMPLES:
                bad.append(f"{event.where}: {event.reason}")
    for w in writers.values():
        w.flush()
    date, note = path_date, ("given" if snapshot_date else "file path")
    if not date:
        date, note = (newest, "newest record's date") if newest else (_file_date(path), "file's modification date")
    return {"format": fmt, "seq": seq, "sources": sorted(sources), "works": writers["works"].count,
            "abstracts": writers["abstracts"].count, "deleted": writers["deletes"].count,
            "flags": writers["flags"].count, "unread": bad_count, "unread_examples": bad,
            "snapshot": date, "snapshot_from": note,
            "finished": now_iso()}


def snapshot_dates(manifest: dict) -> dict[str, dict]:
    """Per source: the newest snapshot date of its files, and how many files."""
    out: dict[str, dict] = {}
    for entry in manifest["files"].values():
        names = entry.get("sources") or (["retractionwatch"] if entry["format"] == "retractionwatch" else [])
        for source in names:
            cur = out.setdefault(source, {"snapshot": "", "files": 0})
            cur["files"] += 1
            cur["snapshot"] = max(cur["snapshot"], entry.get("snapshot") or "")
    return out


def file_dates(manifest: dict) -> dict[int, str]:
    return {e["seq"]: e.get("snapshot") or "" for e in manifest["files"].values()}


def build_index(paths: list[str | Path], folder: str | Path, *, fmt: str | None = None,
                snapshot_date: str = "", update: bool = False, log=print, batch: int = 100_000) -> dict:
    """Import ``paths`` into the index at ``folder`` and derive its query index; a summary."""
    folder = Path(folder)
    if update and not (folder / store.MANIFEST).exists():
        raise RefverifyError(f"{folder}: no index to update (run 'refverify index build' first)")
    if snapshot_date and not re.fullmatch(r"\d{4}-\d{2}-\d{2}", snapshot_date):
        raise RefverifyError(f"--snapshot-date must be YYYY-MM-DD, not {snapshot_date!r}")
    found = _files(paths)
    files = [f for f, _ in found]
    in_folder = {f for f, walked in found if walked}
    if not files:
        raise RefverifyError(f"{', '.join(map(str, paths))}: no snapshot files found")
    parts = folder / "parts"
    parts.mkdir(parents=True, exist_ok=True)
    (folder / "tmp").mkdir(exist_ok=True)
    manifest = store.load_manifest(folder)
    store.drop_parts(parts, {e["seq"] for e in manifest["files"].values()})
    started, done, skipped = time.monotonic(), [], []
    for f in files:
        st = f.stat()
        entry = manifest["files"].get(str(f))
        if entry and entry["size"] == st.st_size and entry["mtime_ns"] == st.st_mtime_ns:
            skipped.append(str(f))
            continue
        try:
            kind = fmt or detect(f)
        except RefverifyError as exc:
            if f not in in_folder:
                raise
            # a file of another kind beside the snapshot's (an OpenAlex authors part, a notes
            # file): named in the manifest and the summary, never imported silently nor dropped
            manifest.setdefault("not_imported", {})[str(f)] = str(exc).split(": ", 1)[-1]
            store.save_manifest(folder, manifest)
            log(f"[index] {f.name}: not imported ({manifest['not_imported'][str(f)]})")
            continue
        seq = manifest["next_seq"]
        t0 = time.monotonic()
        entry = import_file(f, kind, seq, parts, snapshot_date, batch)
        entry.update(size=st.st_size, mtime_ns=st.st_mtime_ns, seconds=round(time.monotonic() - t0, 2))
        manifest["files"][str(f)] = entry
        manifest["next_seq"] = seq + 1
        store.save_manifest(folder, manifest)
        done.append(str(f))
        log(f"[index] {f.name}: {kind}, {entry['works']} works, {entry['deleted']} withdrawn, "
            f"{entry['flags']} notices, {entry['unread']} unread, snapshot {entry['snapshot']}")
    imported = time.monotonic() - started
    counts = store.finalize(folder, snapshot_dates(manifest), file_dates(manifest)) if done or not (folder / store.INDEX_DB).exists() \
        else None
    summary = index_info(folder)
    summary.update(imported=done, skipped=skipped, not_imported=sorted(manifest.get("not_imported", {})),
                   import_seconds=round(imported, 2),
                   seconds=round(time.monotonic() - started, 2))
    if counts:
        summary["counts"] = counts
    return summary


def _size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file()) if path.is_dir() else 0


def index_info(folder: str | Path) -> dict:
    """What the index holds: snapshots (source, date, files), works, sizes, unread records."""
    folder = Path(folder)
    manifest = store.load_manifest(folder)
    if not manifest["files"]:
        raise RefverifyError(f"{folder}: not a refverify index (no {store.MANIFEST})")
    import sqlite3
    db = folder / store.INDEX_DB
    if not db.exists():
        raise RefverifyError(f"{db}: the index was not finished (run 'refverify index build' again)")
    con = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        works = con.execute("SELECT count(*) FROM works").fetchone()[0]
        by_source = dict(con.execute("SELECT k.source, count(*) FROM works w JOIN kinds k ON k.id = w.kind "
                                     "GROUP BY k.source ORDER BY k.source").fetchall())
        flags = con.execute("SELECT count(*) FROM flags").fetchone()[0]
    finally:
        con.close()
    sizes = {"index": _size(db), "abstracts": _size(folder / store.ABSTRACT_DB), "parts": _size(folder / "parts")}
    per = lambda n: round(n / works, 1) if works else None  # noqa: E731
    return {"folder": str(folder), "works": works, "by_source": by_source, "flags": flags,
            "snapshots": snapshot_dates(manifest), "files": len(manifest["files"]),
            "unread": sum(e.get("unread", 0) for e in manifest["files"].values()),
            "sizes": sizes, "bytes_per_work": {k: per(v) for k, v in sizes.items()},
            "names": {s: SOURCE_NAMES.get(s, s) for s in by_source}}

