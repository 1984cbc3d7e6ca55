"""Command-line tools the annotate tests drive (LibreOffice, pdflatex): Debian's packages,
installed with apt when missing and running as root; otherwise the test is skipped with the
reason (the same way tests/browser.py installs chromium)."""
from __future__ import annotations

import os
import shutil
import subprocess

import pytest


def ensure_tool(command: str, packages: list[str]) -> str:
    found = shutil.which(command)
    if found:
        return found
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        pytest.skip(f"{command} missing and not root: run `apt-get install -y {' '.join(packages)}`")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    # A new machine has no package lists yet: update them once, then install.
    subprocess.run(["apt-get", "update", "-qq"], capture_output=True, text=True, env=env)
    done = subprocess.run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", *packages],
                          capture_output=True, text=True, env=env)
    found = shutil.which(command)
    if done.returncode != 0 or not found:
        pytest.skip(f"apt-get install {' '.join(packages)} failed: {done.stderr.strip().splitlines()[-1:]}")
    return found


def ensure_cjk_font() -> str:
    """The family of the CJK font the plots use: an installed one, else the Noto Sans SC that the
    `pylopdf-fonts-zh-cn` dependency brings — a fresh machine has one without apt."""
    from refverify.fonts import cjk_font
    found = cjk_font()
    assert found, "no CJK font: the pylopdf-fonts-zh-cn dependency is not installed"
    return found
