"""Headless Chromium for browser tests (report.html, notebooks): Debian's /usr/bin/chromium
driven by Playwright's Python package. Installs chromium with apt when missing and running as root;
otherwise the test is skipped with the reason."""
from __future__ import annotations

import os
import shutil
import subprocess
from contextlib import contextmanager
from pathlib import Path

import pytest

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync"]


def ensure_chromium() -> str:
    if Path(CHROMIUM).exists():
        return CHROMIUM
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        pytest.skip(f"{CHROMIUM} missing and not root: run `apt-get install -y chromium`")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    # A new machine has no package lists yet: update them once, then install.
    subprocess.run(["apt-get", "update", "-qq"], capture_output=True, text=True, env=env)
    done = subprocess.run(["apt-get", "install", "-y", "-qq", "chromium"], capture_output=True,
                          text=True, env=env)
    if done.returncode != 0 or not Path(CHROMIUM).exists():
        pytest.skip(f"apt-get install chromium failed: {done.stderr.strip().splitlines()[-1:]}")
    return CHROMIUM


@contextmanager
def chromium_page():
    """A Playwright page plus the console errors and failed requests it records."""
    sync_api = pytest.importorskip("playwright.sync_api")
    executable = ensure_chromium()
    with sync_api.sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=executable, args=ARGS, headless=True)
        try:
            page = browser.new_page()
            page.console_errors = []
            page.failed_requests = []
            page.on("console", lambda m: m.type == "error" and page.console_errors.append(m.text))
            page.on("pageerror", lambda e: page.console_errors.append(str(e)))
            page.on("requestfailed", lambda r: page.failed_requests.append(r.url))
            yield page
        finally:
            browser.close()
