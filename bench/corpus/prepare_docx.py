"""Extract the Word manuscripts listed in docx_manifest.json.

    python bench/corpus/prepare_docx.py [--mirrors /work/.mirror]

Each .docx is read from a local git mirror of its repository (``<owner>+<name>``, as the
project's search tool stores them; a plain clone named that way works too) at the commit the
manifest names and written to ``<root>/<file>``; its SHA-256 must match the manifest. Nothing is
downloaded and nothing lands in the repository.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from prepare import git_dir  # noqa: E402


def extract(item: dict, mirrors: Path, root: Path) -> str:
    target = root / item["file"]
    if target.is_file() and hashlib.sha256(target.read_bytes()).hexdigest() == item["sha256"]:
        return f"{item['id']}: present"
    gdir = git_dir(mirrors, item["repo"])
    if gdir is None:
        return f"{item['id']}: no mirror of {item['repo']} under {mirrors}"
    done = subprocess.run(["git", "--git-dir", str(gdir), "show", f"{item['commit']}:{item['path']}"],
                          capture_output=True)
    if done.returncode != 0:
        return f"{item['id']}: {item['path']} not in the mirror at {item['commit'][:10]}"
    if hashlib.sha256(done.stdout).hexdigest() != item["sha256"]:
        return f"{item['id']}: {item['path']} differs from the manifest's copy (SHA-256)"
    root.mkdir(parents=True, exist_ok=True)
    target.write_bytes(done.stdout)
    return f"{item['id']}: extracted ({len(done.stdout)} bytes)"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mirrors", type=Path, default=Path("/work/.mirror"))
    args = parser.parse_args(argv)
    manifest = json.loads((HERE / "docx_manifest.json").read_text(encoding="utf-8"))
    root = Path(manifest["root"])
    for item in manifest["documents"]:
        print(extract(item, args.mirrors, root))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
