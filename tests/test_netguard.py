"""The tests' own guard: no test, nor any Python process a test starts, reaches the outside
network (tests/netguard/sitecustomize.py, installed by conftest)."""
import socket
import subprocess
import sys

import pytest
import requests


def test_this_process_resolves_only_the_loopback():
    with pytest.raises(socket.gaierror, match=r"tests never reach the outside network \(api\.crossref\.org\)"):
        socket.getaddrinfo("api.crossref.org", 443)
    with pytest.raises(requests.ConnectionError):
        requests.get("https://pmc.ncbi.nlm.nih.gov/tools/idconv/api/v1/articles", timeout=5)
    assert socket.getaddrinfo("127.0.0.1", 80)[0][4][0] == "127.0.0.1"


def test_a_process_a_test_starts_is_guarded_too():
    done = subprocess.run([sys.executable, "-c", "import socket; socket.getaddrinfo('example.org', 80)"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "tests never reach the outside network (example.org)" in done.stderr
