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
    # the repository first; what PYTHONPATH had besides (the tests' network guard) kept
    path = os.pathsep.join([str(ROOT)] + [p for p in env.get("PYTHONPATH", "").split(os.pathsep) if p])
    env.update(HOME=str(home), XDG_CACHE_HOME=str(home / ".cache"), PYTHONPATH=path,
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
                                              "--no-dashboard", "--dashboard-address", "127.0.0.1:0"],
                                      cwd=home, env=_host_env(home),
                                      stdout=subprocess.DEVNULL, stderr=open(home / "log.txt", "w")))
        for i in range(workers):
            home = folder / f"host{i}"
            home.mkdir(parents=True, exist_ok=True)
            procs.append(subprocess.Popen(dask + ["worker", address, "--nthreads", "1", "--nworkers", "1",
                                                  "--host", "127.0.0.1", "--no-dashboard",
                                                  "--dashboard-address", "127.0.0.1:0",
                                                  "--local-directory", str(home / "dask"),
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
                    logs = "\n".join(f"{f}: {f.read_text()[-600:]}" for f in sorted(folder.glob("*/log.txt")))
                    raise RuntimeError(f"the Dask scheduler and {workers} workers did not start\n{logs}")
                time.sleep(0.5)
        yield address
    finally:
        for p in reversed(procs):
            _stop(p)


def _ip(*args: str, ns: str | None = None) -> None:
    cmd = (["ip", "netns", "exec", ns] if ns else []) + ["ip", *args]
    subprocess.run(cmd, check=True, capture_output=True, text=True)


def netns_available() -> bool:
    """Whether this process may make network namespaces (root, iproute2, the kernel allowing it)
    and reach their addresses (the tests' network guard allows the loopback alone: not there)."""
    if not shutil.which("ip") or os.geteuid() != 0:
        return False
    try:
        socket.getaddrinfo("10.77.0.1", None)
    except socket.gaierror:
        return False
    name = f"rvprobe{os.getpid() % 100000}"
    try:
        _ip("netns", "add", name)
    except (subprocess.CalledProcessError, OSError):
        return False
    subprocess.run(["ip", "netns", "del", name], capture_output=True)
    return True


@contextmanager
def netns_hosts(folder: Path, ports: list[int], workers: int = 2, timeout: float = 180.0):
    """``workers`` Dask workers each in its own network namespace — its own loopback, interfaces
    and routes — linked to this one by a veth pair on a bridge (10.77.0.1 here, 10.77.0.2… there),
    with its own working folder, home and cache folder; the Dask scheduler here. A relay in each
    namespace carries its loopback's ``ports`` (the simulators', Redis's, the scheduler's) across
    the link to this namespace's, so the workers use the configuration's addresses unchanged; the
    scheduler reaches each worker at its namespace's address. Yields the scheduler's address."""
    from dask.distributed import Client
    tag = str(os.getpid() % 1000)
    bridge, net = f"rvbr{tag}", "10.77.0"
    sport = free_port()
    ports = list(ports) + [sport]
    procs, spaces, made_bridge = [], [], False
    relay = [sys.executable, str(ROOT / "bench" / "relay.py")]

    def start(cmd, home: Path, ns: str | None = None, log: str = "log.txt"):
        home.mkdir(parents=True, exist_ok=True)
        full = (["ip", "netns", "exec", ns] if ns else []) + cmd
        p = subprocess.Popen(full, cwd=home, env=_host_env(home), stdout=subprocess.PIPE if "relay" in log else subprocess.DEVNULL,
                             stderr=open(home / log, "w"), text=True)
        procs.append(p)
        if "relay" in log:
            assert p.stdout.readline().strip() == "ready", f"relay did not start: {home / log}"
        return p
    try:
        _ip("link", "add", bridge, "type", "bridge")
        made_bridge = True
        _ip("addr", "add", f"{net}.1/24", "dev", bridge)
        _ip("link", "set", bridge, "up")
        for i in range(workers):
            ns, a, b = f"rvh{tag}x{i}", f"rvv{tag}x{i}a", f"rvv{tag}x{i}b"
            _ip("netns", "add", ns)
            spaces.append(ns)
            _ip("link", "add", a, "type", "veth", "peer", "name", b)
            _ip("link", "set", b, "netns", ns)
            _ip("link", "set", a, "master", bridge)
            _ip("link", "set", a, "up")
            _ip("addr", "add", f"{net}.{i + 2}/24", "dev", b, ns=ns)
            _ip("link", "set", b, "up", ns=ns)
            _ip("link", "set", "lo", "up", ns=ns)
        home = folder / "scheduler"
        start([sys.executable, "-m", "dask", "scheduler", "--host", "127.0.0.1", "--port", str(sport),
               "--no-dashboard", "--dashboard-address", "127.0.0.1:0"], home)
        start(relay + ["--listen", f"{net}.1", "--to", "127.0.0.1", "--ports", ",".join(map(str, ports))],
              home, log="relay.txt")
        for i, ns in enumerate(spaces):
            home = folder / f"host{i}"
            start(relay + ["--listen", "127.0.0.1", "--to", f"{net}.1", "--ports", ",".join(map(str, ports))],
                  home, ns, log="relay.txt")
            start([sys.executable, "-m", "dask", "worker", f"tcp://127.0.0.1:{sport}", "--host", f"{net}.{i + 2}",
                   "--nthreads", "1", "--nworkers", "1", "--no-dashboard", "--local-directory", str(home / "dask"),
                   "--name", f"host{i}"], home, ns)
        address = f"tcp://127.0.0.1:{sport}"
        deadline = time.monotonic() + timeout
        while True:
            try:
                with Client(address, timeout=5) as client:
                    client.wait_for_workers(workers, timeout=max(1.0, deadline - time.monotonic()))
                    hosts = sorted(w["host"] for w in client.scheduler_info()["workers"].values())
                break
            except (OSError, TimeoutError):
                if time.monotonic() > deadline or any(p.poll() is not None for p in procs):
                    logs = "\n".join(f"{f}: {f.read_text()[-600:]}" for f in sorted(folder.glob("*/*.txt")))
                    dead = [" ".join(map(str, p.args[-8:])) for p in procs if p.poll() is not None]
                    raise RuntimeError(f"the workers in network namespaces did not start (ended: {dead})\n{logs}")
                time.sleep(0.5)
        assert hosts == [f"{net}.{i + 2}" for i in range(workers)], hosts
        yield address
    finally:
        for p in reversed(procs):
            _stop(p)
        for ns in spaces:
            subprocess.run(["ip", "netns", "del", ns], capture_output=True)
        if made_bridge:
            subprocess.run(["ip", "link", "del", bridge], capture_output=True)
