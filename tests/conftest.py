"""Shared test setup: no test reaches the outside network, no test touches the user's caches."""
import os
import sys
from pathlib import Path

import pytest

os.environ["LITELLM_LOCAL_MODEL_COST_MAP"] = "True"
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
CONFORMANCE = ROOT.parent / "shared" / "conformance"

# No test reaches the outside network: this process and every Python process a test starts
# (they inherit PYTHONPATH) resolve only the loopback's names (tests/netguard/sitecustomize.py).
NETGUARD = ROOT / "tests" / "netguard"
os.environ["PYTHONPATH"] = os.pathsep.join(
    p for p in (str(NETGUARD), os.environ.get("PYTHONPATH", "")) if p)
sys.path.insert(0, str(NETGUARD))
import sitecustomize  # noqa: E402,F401  (installs the guard here too)


@pytest.fixture(autouse=True)
def _isolated_env(tmp_path, monkeypatch):
    """Each test gets its own HTTP/LLM cache and no inherited service settings."""
    for var in list(os.environ):
        if var.startswith("REFVERIFY_") or var in ("NCBI_API_KEY", "S2_API_KEY", "OPENALEX_API_KEY"):
            monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("REFVERIFY_CACHE", str(tmp_path / "http_cache.sqlite"))
    monkeypatch.setenv("REFVERIFY_CONFIG", str(tmp_path / "no-config.toml"))
    # The full-text services' real addresses are the defaults: a test that points only the six
    # metadata services at the simulators (REFVERIFY_*_URL) must not reach them. Tests of the
    # full-text pass build their Config with the simulators' addresses.
    monkeypatch.setenv("REFVERIFY_FULLTEXT", "false")
    for var in ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("NO_PROXY", "127.0.0.1,localhost")
    yield


@pytest.fixture
def conformance():
    """The real recorded responses in ../shared/conformance (read, never copied)."""
    if not CONFORMANCE.exists():
        pytest.skip(f"conformance files not found at {CONFORMANCE}")
    return CONFORMANCE
