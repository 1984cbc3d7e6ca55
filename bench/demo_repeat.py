"""`refverify demo` run several times, each with another Python hash seed, into the same folder:

    python bench/demo_repeat.py [runs=6]

Prints how many report files differ from the first run (target: 0, byte-identical)."""
from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def digests(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()
            and p.name != "verification_state.json" and not p.name.endswith(".sqlite")}


def main(runs: int = 6) -> int:
    env = {k: v for k, v in os.environ.items() if not k.startswith("REFVERIFY_")}
    env["PYTHONPATH"] = str(HERE.parent)
    first, differing = None, set()
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "demo"
        env["REFVERIFY_CACHE"] = str(Path(tmp) / "cache.sqlite")
        env["REFVERIFY_CONFIG"] = str(Path(tmp) / "none.toml")
        for seed in range(1, runs + 1):
            shutil.rmtree(out, ignore_errors=True)
            subprocess.run([sys.executable, "-m", "refverify.cli", "demo", "--out", str(out), "--quiet"],
                           env={**env, "PYTHONHASHSEED": str(seed)}, check=True, capture_output=True)
            now = digests(out)
            first = first or now
            differing |= {k for k in first.keys() | now.keys() if first.get(k) != now.get(k)}
    print(f"{runs} runs of `refverify demo` (hash seeds 1–{runs}): {len(first)} report files, "
          f"{len(differing)} differ{': ' + ', '.join(sorted(differing)) if differing else ''}")
    return len(differing)


if __name__ == "__main__":
    sys.exit(1 if main(int(sys.argv[1]) if len(sys.argv) > 1 else 6) else 0)
