"""Stand-ins for several machines on one: a Redis server, a Dask scheduler and worker processes
each with its own working folder, home and cache folder (nothing shared but what a cluster of
machines would share: the scheduler's address, Redis, and the batch's output folder).

Used by bench/batch_bench.py and tests/test_batch_hosts.py. Every process is started by its
command (``redis-server``, ``dask scheduler``, ``dask worker``) and stopped by its own id.
"""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(15)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)


@contextmanager
def redis_server(folder: Path, server: str | None = None):
    """A Redis on 127.0.0.1 (Debian's redis-server), nothing saved to disk; yields its URL."""
    import redis
    server = server or shutil.which("redis-server") or "/usr/bin/redis-server"
    port = free_port()
    folder.mkdir(parents=True, exist_ok=True)
    proc = subprocess.Popen([server, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no", "--dir", str(folder)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        client = redis.Redis(port=port)
        for _ in range(200):
            try:
                client.ping()
                break
            except redis.ConnectionError:
                time.sleep(0.05)
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        _stop(proc)


def _host_env(home: Path) -> dict:
    env = dict(os.environ)
    env.update(HOME=str(home), XDG_CACHE_HOME=str(home / ".cache"), PYTHONPATH=str(ROOT),
               LITELLM_LOCAL_MODEL_COST_MAP="True")
    return env


@contextmanager
def dask_hosts(folder: Path, workers: int = 2, timeout: float = 90.0):
    """A Dask scheduler and ``workers`` single-threaded worker processes, each "host" in its own
    folder (``folder/host<i>``: working folder, HOME, cache folder); yields the scheduler's address."""
    from dask.distributed import Client
    port = free_port()
    address = f"tcp://127.0.0.1:{port}"
    dask = [sys.executable, "-m", "dask"]
    procs = []
    try:
        home = folder / "scheduler"
        home.mkdir(parents=True, exist_ok=True)
        procs.append(subprocess.Popen(dask + ["scheduler", "--host", "127.0.0.1", "--port", str(port),
                                              "--no-dashboard"], cwd=home, env=_host_env(home),
                                      stdout=subprocess.DEVNULL, stderr=open(home / "log.txt", "w")))
        for i in range(workers):
            home = folder / f"host{i}"
            home.mkdir(parents=True, exist_ok=True)
            procs.append(subprocess.Popen(dask + ["worker", address, "--nthreads", "1", "--nworkers", "1",
                                                  "--no-dashboard", "--local-directory", str(home / "dask"),
                                                  "--name", f"host{i}"],
                                          cwd=home, env=_host_env(home), stdout=subprocess.DEVNULL,
                                          stderr=open(home / "log.txt", "w")))
        deadline = time.monotonic() + timeout
        while True:
            try:
                with Client(address, timeout=5) as client:
                    client.wait_for_workers(workers, timeout=max(1.0, deadline - time.monotonic()))
                break
            except (OSError, TimeoutError):
                if time.monotonic() > deadline or any(p.poll() is not None for p in procs):
                    raise RuntimeError(f"the Dask scheduler and {workers} workers did not start: see {folder}/*/log.txt")
                time.sleep(0.5)
        yield address
    finally:
        for p in reversed(procs):
            _stop(p)
