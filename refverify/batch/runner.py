"""``refverify batch FOLDER``: every manuscript of a folder A → D, each in its own output folder,
with one HTTP cache, one LLM cache and one per-host pace for all the workers.

The workers are processes on this machine (``scheduler = "processes"``, ``workers = N``), the
workers of a Dask cluster (``scheduler = "dask"``: ``dask_address`` of a running scheduler, or a
``LocalCluster`` of N single-threaded worker processes) or of a Ray cluster (``scheduler = "ray"``:
``ray_address`` of a running cluster, or a local one of N CPUs). Every worker runs the API's
``run`` on one manuscript (``worker.run_one``); they share the configured HTTP cache (SQLite at
``cache_path`` on one machine, Redis at ``cache_url`` across machines), the LLM cache, and the
per-host pace: kept in ``pace_dir`` (default ``<out>/.pace``: a folder every worker must see), or
in Redis (``pace_backend = "redis"``) for machines that share no folder.
"""
from __future__ import annotations

from concurrent.futures import FIRST_COMPLETED, wait
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pandas as pd

from ..config import Config, load_config
from ..core.files import check_writable
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
    """Every manuscript of ``folder`` not yet done (or all with ``restart``) A → D (``api.run`` on
    each, in ``out/<its path>``), with one HTTP cache, one LLM cache and one per-host pace for all
    workers; a manuscript done and unchanged is not run again. Writes the cohort report
    (``cohort.write_cohort_report``) into ``out``. ``scheduler`` "processes" (``workers`` at once)
    or "dask" (config ``dask_address``, or a LocalCluster). Answers a ``BatchResult`` (the progress
    table, ``exit_code()``, ``summary()``)."""
    cfg = config or load_config()
    workers = int(workers or cfg.workers or 1)
    scheduler = scheduler or cfg.scheduler or "processes"
    out = Path(out)
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
    if scheduler not in SCHEDULERS:
        raise RefverifyError(f"scheduler {scheduler!r} is not supported: use processes, dask or ray")
    try:
        with SCHEDULERS[scheduler](workers, cfg) if jobs else _nothing() as submit:
            fresh = [j for j in jobs if restart or not (Path(j["out"]) / "verification_state.json").exists()]
            if len(jobs) > 1:
                # Step A everywhere first, then one Step B over the cohort's distinct references:
                # asked together, in batches across manuscripts; each manuscript's own Step B then
                # finds its answers in the lookup memo and the HTTP cache
                _run_all(submit, [{**j, "upto": "A"} for j in fresh], progress, "batch Step A")
                prefetch(_not_failed(table, jobs), cfg, progress)
                jobs_left = [{**j, "restart": False} for j in _not_failed(table, jobs)]
            else:
                jobs_left = jobs
            _run_all(submit, jobs_left, progress, "batch manuscripts")
    except KeyboardInterrupt:
        for job in jobs:
            if table.rows().get(job["manuscript"], {}).get("status") == "running":
                table.update(job["manuscript"], status="interrupted",
                             error="interrupted; the next run resumes it")
        table.snapshot()
        raise
    result = BatchResult(out, table.snapshot(), ran=[j["manuscript"] for j in jobs])
    if report:
        from .cohort import write_cohort_report
        result.reports = write_cohort_report(out)
    return result


def _not_failed(table: Progress, jobs: list[dict]) -> list[dict]:
    rows = table.rows()
    return [j for j in jobs if rows[j["manuscript"]]["status"] != "failed"]


def prefetch(jobs: list[dict], cfg: Config, progress: bool) -> int:
    """Step B once over the distinct references of the parsed manuscripts (each asked as its
    manuscript will ask it), so their answers are in the lookup memo and the HTTP cache before
    the manuscripts' own Step B: identifiers are asked in batches across manuscripts. Nothing of
    it enters a manuscript's state; answers the number of distinct references asked."""
    from ..errors import RefverifyError as _Error
    from ..sources.fetch import fetch_state, query_for, to_retry
    from ..state import State
    from ..state_file import load_state

    union, seen = State(), set()
    for job in jobs:
        try:
            state = load_state(job["out"])
        except (_Error, OSError):
            continue                  # no state yet: the manuscript's own run says why
        for ref in state.refs.values():
            if ref.bib.unreadable or not to_retry(ref):
                continue
            asked = query_for(ref).model_dump_json(exclude={"ref_id"})
            if asked in seen:
                continue
            seen.add(asked)
            copy = ref.model_copy(deep=True)
            copy.ref_id = f"q{len(seen)}"
            union.refs[copy.ref_id] = copy
    if union.refs:
        union.recount()
        fetch_state(union, cfg, progress=progress)
    return len(union.refs)


def _sha(path: Path) -> str:
    from ..parse.pipeline import file_sha256
    try:
        return file_sha256(path)
    except OSError:
        return ""


def _bar(total: int, progress: bool, desc: str):
    from tqdm.auto import tqdm
    return tqdm(total=total, desc=desc, unit="ms", disable=not progress)


def _run_all(submit, jobs: list[dict], progress: bool, desc: str) -> None:
    """Every job through the scheduler's ``submit``; a worker that died leaves its row failed."""
    bar = _bar(len(jobs), progress, desc)
    try:
        for job, error in submit(jobs):
            if error is not None:
                Progress(job["progress"]).update(
                    job["manuscript"], status="failed",
                    error=" ".join(f"the worker died: {type(error).__name__}: {error}".split())[:300])
            bar.update(1)
    finally:
        bar.close()


@contextmanager
def _nothing():
    """Nothing to run (every manuscript done): no worker, no cluster started."""
    yield lambda jobs: iter(())


@contextmanager
def _processes(workers: int, cfg: Config):
    """Worker processes on this machine (one: this process)."""
    if workers <= 1:
        def serial(jobs):
            for job in jobs:
                run_one(job)
                yield job, None
        yield serial
        return
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor
    # spawn: a fresh interpreter per worker, never a fork of a process holding threads and locks
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"))

    def parallel(jobs):
        pending = {pool.submit(run_one, job): job for job in jobs}
        while pending:
            finished, _ = wait(pending, return_when=FIRST_COMPLETED)
            for fut in finished:
                yield pending.pop(fut), fut.exception()
    try:
        yield parallel
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()


@contextmanager
def _dask(workers: int, cfg: Config):
    """The workers of a Dask cluster: ``dask_address``, or a LocalCluster of single-threaded
    worker processes."""
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

    def submit(jobs):
        futures = {client.submit(run_one, job, pure=False): job for job in jobs}
        for fut in as_completed(list(futures)):
            yield futures[fut], fut.exception()
    try:
        yield submit
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


@contextmanager
def _ray(workers: int, cfg: Config):
    """The workers of a Ray cluster: ``ray_address``, or a local one of ``workers`` CPUs (one
    manuscript per CPU at a time)."""
    import os
    if not cfg.ray_address:
        # a local cluster on the loopback only (Ray's choice for one machine off Linux): nothing of
        # it is reachable from outside, and it needs no name of this machine's resolved
        os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")
    try:
        import ray
    except ImportError:
        raise RefverifyError("scheduler = \"ray\" needs ray: pip install 'refverify[ray]'") from None
    started = not ray.is_initialized()
    if started:
        if cfg.ray_address:
            ray.init(address=cfg.ray_address, log_to_driver=False)
        else:
            ray.init(num_cpus=max(1, workers), include_dashboard=False, log_to_driver=False)
    remote = ray.remote(num_cpus=1, max_retries=0)(run_one)

    def submit(jobs):
        pending = {remote.remote(job): job for job in jobs}
        while pending:
            ready, _ = ray.wait(list(pending), num_returns=1)
            for ref in ready:
                job = pending.pop(ref)
                try:
                    ray.get(ref)
                    yield job, None
                except Exception as exc:   # noqa: BLE001 — a worker that died: its row failed
                    yield job, exc
    try:
        yield submit
    finally:
        if started:
            ray.shutdown()


SCHEDULERS = {"processes": _processes, "dask": _dask, "ray": _ray}
