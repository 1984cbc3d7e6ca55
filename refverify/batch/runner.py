"""``refverify batch FOLDER``: every manuscript of a folder A → D, each in its own output folder,
with one HTTP cache, one LLM cache and one per-host pace for all the workers.

The workers are processes on this machine (``scheduler = "processes"``, ``workers = N``) or the
workers of a Dask cluster (``scheduler = "dask"``: ``dask_address`` of a running scheduler, or a
``LocalCluster`` of N single-threaded worker processes). Every worker runs the API's ``run`` on
one manuscript (``worker.run_one``); they share the configured HTTP cache (SQLite at
``cache_path`` on one machine, Redis at ``cache_url`` across machines), the LLM cache, and the
per-host pace kept in ``pace_dir`` (default ``<out>/.pace``: a folder every worker must see).
"""
from __future__ import annotations

from concurrent.futures import FIRST_COMPLETED, wait
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from ..config import Config, load_config
from ..errors import RefverifyError
from .discover import find_manuscripts
from .progress import Progress
from .worker import run_one

PACE_DIR = ".pace"
LOOKUP_MEMO = ".lookups.sqlite"


@dataclass
class BatchResult:
    out: Path
    table: pd.DataFrame                    # the progress table (one row per manuscript)
    ran: list[str] = field(default_factory=list)       # manuscripts run in this call
    reports: list[Path] = field(default_factory=list)  # the cohort report's files

    def exit_code(self) -> int:
        """The worst of the manuscripts' audit exit codes; 3 when one failed or is unfinished."""
        from ..core.outcome import EXIT_CODES
        rows = self.table[self.table["status"] != "skipped"]
        if (rows["status"] != "done").any():
            return 3
        return max((EXIT_CODES.get(v, 3) for v in rows["verdict"]), default=0)

    def summary(self) -> str:
        counts = self.table["status"].value_counts()
        verdicts = self.table.loc[self.table["status"] == "done", "verdict"].value_counts()
        parts = [f"{n} {s}" for s, n in counts.items()]
        line = (f"batch: {len(self.table)} files — {', '.join(parts)}; ran {len(self.ran)} now"
                + (f"; verdicts: {', '.join(f'{n} {v}' for v, n in verdicts.items())}" if len(verdicts) else ""))
        return line + f" → {self.out}"


def output_folder(out: Path, manuscript_id: str) -> Path:
    """The manuscript's own folder: its path in the cohort, the file name kept (two files named
    alike with other extensions never share one)."""
    return out.joinpath(*manuscript_id.split("/"))


def run_batch(folder, out="refverify_batch", *, workers: int | None = None,
              scheduler: str | None = None, judge: str = "heuristic", model: str | None = None,
              offline: bool | None = None, config: Config | None = None, restart: bool = False,
              progress: bool = True, report: bool = True) -> BatchResult:
    """Run every manuscript of ``folder`` not yet done (or all with ``restart``); answers the
    progress table and writes the cohort report (``cohort.write_cohort_report``) into ``out``."""
    cfg = config or load_config()
    workers = int(workers or cfg.workers or 1)
    scheduler = scheduler or cfg.scheduler or "processes"
    out = Path(out)
    from ..api import check_writable
    check_writable(out, "batch results")
    if not cfg.pace_dir:
        cfg = cfg.with_(pace_dir=str((out / PACE_DIR).resolve()))
    if not cfg.lookup_memo:
        # the answers per reference, shared by the workers: in Redis beside a Redis HTTP cache
        # (several machines), else a SQLite file in the batch folder
        cfg = cfg.with_(lookup_memo=cfg.cache_url if cfg.cache_backend == "redis"
                        else str((out / LOOKUP_MEMO).resolve()))
    if model:
        cfg = cfg.with_(model=model)
    manuscripts, skipped = find_manuscripts(folder, exclude=[out])
    table = Progress(out)
    done = table.rows()
    for s in skipped:
        table.update(s.id, status="skipped", error=s.reason)
    jobs = []
    for m in manuscripts:
        row = done.get(m.id, {})
        groups = {**m.groups, "groups_from": m.groups_from}
        target = output_folder(out, m.id)
        if not restart and row.get("status") == "done" and row.get("sha256") == _sha(m.path):
            table.update(m.id, **groups)
            continue
        table.update(m.id, status="queued", out=target.relative_to(out).as_posix(), error="",
                     **groups)
        jobs.append({"manuscript": m.id, "path": str(m.path.resolve()), "out": str(target),
                     "progress": str(out), "config": cfg, "judge": judge, "model": model,
                     "offline": offline, "restart": restart})
    run = {"processes": _run_processes, "dask": _run_dask}.get(scheduler)
    if run is None:
        raise RefverifyError(f"scheduler {scheduler!r} is not supported: use processes or dask")
    try:
        run(jobs, workers, cfg, progress)
    except KeyboardInterrupt:
        for job in jobs:
            if table.rows().get(job["manuscript"], {}).get("status") == "running":
                table.update(job["manuscript"], status="interrupted",
                             error="interrupted; the next run resumes it")
        raise
    result = BatchResult(out, table.table(), ran=[j["manuscript"] for j in jobs])
    if report:
        from .cohort import write_cohort_report
        result.reports = write_cohort_report(out)
    return result


def _sha(path: Path) -> str:
    from ..parse.pipeline import file_sha256
    try:
        return file_sha256(path)
    except OSError:
        return ""


def _bar(total: int, progress: bool):
    from tqdm.auto import tqdm
    return tqdm(total=total, desc="batch manuscripts", unit="ms", disable=not progress)


def _run_processes(jobs: list[dict], workers: int, cfg: Config, progress: bool) -> None:
    bar = _bar(len(jobs), progress)
    if workers <= 1 or len(jobs) <= 1:
        for job in jobs:              # one at a time, in this process
            run_one(job)
            bar.update(1)
        bar.close()
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    # spawn: a fresh interpreter per worker, never a fork of a process holding threads and locks
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"))
    try:
        pending = {pool.submit(run_one, job): job for job in jobs}
        while pending:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fut in finished:
                job = pending.pop(fut)
                _collect(fut, job)
                bar.update(1)
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    finally:
        bar.close()
    pool.shutdown()


def _collect(fut, job: dict) -> None:
    """A worker that died (killed, out of memory) leaves its row failed, with why."""
    try:
        fut.result()
    except Exception as exc:  # noqa: BLE001
        Progress(job["progress"]).update(
            job["manuscript"], status="failed",
            error=" ".join(f"the worker died: {type(exc).__name__}: {exc}".split())[:300])


def _run_dask(jobs: list[dict], workers: int, cfg: Config, progress: bool) -> None:
    try:
        from dask.distributed import Client, LocalCluster, as_completed
    except ImportError:
        raise RefverifyError("scheduler = \"dask\" needs dask and distributed: "
                             "pip install 'refverify[cohort]'") from None
    cluster = None
    if cfg.dask_address:
        client = Client(cfg.dask_address)
    else:
        cluster = LocalCluster(n_workers=max(1, workers), threads_per_worker=1, processes=True,
                               dashboard_address=None)
        client = Client(cluster)
    bar = _bar(len(jobs), progress)
    try:
        futures = {client.submit(run_one, job, pure=False, key=f"refverify-{i}-{job['manuscript']}"): job
                   for i, job in enumerate(jobs)}
        for fut in as_completed(list(futures)):
            _collect(fut, futures[fut])
            bar.update(1)
    finally:
        bar.close()
        client.close()
        if cluster is not None:
            cluster.close()

