"""A throwaway JupyterLab server for the browser tests.

``JupyterLab(root_dir, env=...)`` (``env``: the whole environment of the server and so of its
kernels; default ``os.environ``) starts ``jupyter lab`` on 127.0.0.1, a free port and a random
token, with its config, runtime, settings and workspace folders inside a temp folder (no user
state leaks in, none is left behind), and waits for ``/api/status``. ``stop()`` shuts the kernels
down through the REST API, asks the server to exit, and kills it if it does not. Every wait is
bounded.
"""
from __future__ import annotations

import json
import os
import secrets
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

START_TIMEOUT_S = 90
STOP_TIMEOUT_S = 20
# JupyterLab 4 toasts "Would you like to receive official Jupyter news?" and may check for
# updates; both would cover the forms in screenshots and try the (absent) network.
NOTIFICATION_SETTINGS = {"fetchNews": "false", "checkForUpdates": False}


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class JupyterLab:
    def __init__(self, root_dir: str | os.PathLike, *, env: dict[str, str] | None = None,
                 log_path: str | os.PathLike | None = None):
        self.root_dir = Path(root_dir)
        self.token = secrets.token_hex(16)
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self.home = Path(tempfile.mkdtemp(prefix="refverify-jlab-"))
        self.log_path = Path(log_path) if log_path else self.home / "server.log"
        self.env = dict(os.environ if env is None else env)
        self.proc: subprocess.Popen | None = None

    # ------------------------------------------------------------------ lifecycle
    def start(self) -> "JupyterLab":
        settings = self.home / "user-settings" / "@jupyterlab" / "apputils-extension"
        settings.mkdir(parents=True)
        (settings / "notification.jupyterlab-settings").write_text(
            json.dumps(NOTIFICATION_SETTINGS), encoding="utf-8")
        env = {**self.env,
               "JUPYTER_CONFIG_DIR": str(self.home / "config"),
               "JUPYTER_RUNTIME_DIR": str(self.home / "runtime"),
               "JUPYTERLAB_SETTINGS_DIR": str(self.home / "user-settings"),
               "JUPYTERLAB_WORKSPACES_DIR": str(self.home / "workspaces"),
               "IPYTHONDIR": str(self.home / "ipython"),
               "PYTHONUNBUFFERED": "1"}
        cmd = [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
               f"--ServerApp.token={self.token}", "--ServerApp.ip=127.0.0.1",
               f"--ServerApp.port={self.port}", "--ServerApp.port_retries=0",
               f"--ServerApp.root_dir={self.root_dir}",
               "--LabApp.expose_app_in_browser=True", "--LabApp.news_url=None",
               "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
               f"--LabApp.user_settings_dir={self.home / 'user-settings'}",
               f"--LabApp.workspaces_dir={self.home / 'workspaces'}"]
        self._log = open(self.log_path, "wb")
        # Own process group so a hung server can be killed with whatever it spawned.
        self.proc = subprocess.Popen(cmd, cwd=self.root_dir, env=env, stdout=self._log,
                                     stderr=subprocess.STDOUT, start_new_session=True)
        deadline = time.monotonic() + START_TIMEOUT_S
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"jupyter lab exited with {self.proc.returncode}:\n"
                                   + self.log_tail())
            try:
                self.api("GET", "/api/status", timeout=2)
                return self
            except (urllib.error.URLError, ConnectionError, OSError):
                time.sleep(0.3)
        self.stop()
        raise RuntimeError(f"jupyter lab did not answer /api/status in {START_TIMEOUT_S} s:\n"
                           + self.log_tail())

    def stop(self) -> None:
        if self.proc is None:
            return
        if self.proc.poll() is None:
            try:
                self.shutdown_kernels()
                self.api("POST", "/api/shutdown", timeout=5)
            except (urllib.error.URLError, ConnectionError, OSError, ValueError):
                pass  # the kill below still ends it
            try:
                self.proc.wait(timeout=STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(timeout=STOP_TIMEOUT_S)
        self._log.close()
        self.proc = None

    def shutdown_kernels(self) -> None:
        """End every session and kernel, so the next notebook opened starts on its own kernel
        (JupyterLab otherwise may attach a new page to a running kernel for a moment)."""
        for session in self.api("GET", "/api/sessions", timeout=5):
            self.api("DELETE", f"/api/sessions/{session['id']}", timeout=10)
        for kernel in self.api("GET", "/api/kernels", timeout=5):
            self.api("DELETE", f"/api/kernels/{kernel['id']}", timeout=10)

    def shutdown_kernels_but(self, keep: str) -> list[str]:
        """End every kernel but ``keep``: one that a replaced session left running may still be
        executing the cells queued on it (and hold the state folder's lock). Their ids."""
        ended = [k["id"] for k in self.api("GET", "/api/kernels", timeout=5) if k["id"] != keep]
        for kernel_id in ended:
            self.api("DELETE", f"/api/kernels/{kernel_id}", timeout=10)
        return ended

    def __enter__(self) -> "JupyterLab":
        return self.start()

    def __exit__(self, *_exc) -> None:
        self.stop()

    # ------------------------------------------------------------------ helpers
    def api(self, method: str, path: str, *, timeout: float = 10):
        request = urllib.request.Request(
            self.base + path, method=method,
            headers={"Authorization": f"token {self.token}"},
            data=b"" if method in ("POST", "PUT") else None)
        with urllib.request.urlopen(request, timeout=timeout) as response:
            body = response.read()
        return json.loads(body) if body else None

    def url(self, notebook: str) -> str:
        """The JupyterLab page of a notebook (relative to ``root_dir``), logged in by token."""
        return f"{self.base}/lab/tree/{notebook}?token={self.token}"

    def log_tail(self, n: int = 3000) -> str:
        try:
            return self.log_path.read_text(encoding="utf-8", errors="replace")[-n:]
        except OSError:
            return ""
