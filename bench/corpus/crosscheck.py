"""Check the second LaTeX scanner against pandoc's LaTeX reader where pandoc can read the
document (it stops on some theses): citing places per key, mentions apart.

    python bench/corpus/crosscheck.py
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from scan_latex import MENTION, scan  # noqa: E402


def pandoc_counts(main: Path) -> dict[str, int] | None:
    run = subprocess.run(["pandoc", "-f", "latex", "-t", "json", main.name], cwd=main.parent,
                         capture_output=True, text=True, timeout=300)
    if run.returncode:
        return None
    counts: dict[str, int] = {}

    def walk(node):
        if isinstance(node, dict):
            if node.get("t") == "Cite":
                raw = "".join(i["c"][1] for i in node["c"][1] if i.get("t") == "RawInline")
                command = re.match(r"\\([A-Za-z]+)", raw)
                if not (command and command.group(1) in MENTION):
                    for key in dict.fromkeys(c["citationId"] for c in node["c"][0]):
                        counts[key] = counts.get(key, 0) + 1
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    walk(json.loads(run.stdout)["blocks"])
    return counts


def main() -> int:
    manifest = json.loads((HERE / "manifest.json").read_text(encoding="utf-8"))
    root = Path(manifest["root"])
    agree = read = 0
    for item in manifest["manuscripts"]:
        main_file = root / item["id"] / item["main"]
        if main_file.suffix != ".tex" or not main_file.is_file():
            continue
        theirs = pandoc_counts(main_file)
        if theirs is None:
            print(f"{item['id']:28} pandoc cannot read it")
            continue
        read += 1
        ours = scan(main_file).cited
        same = ours == theirs
        agree += same
        diff = {k: [ours.get(k, 0), theirs.get(k, 0)] for k in set(ours) | set(theirs)
                if ours.get(k, 0) != theirs.get(k, 0)}
        print(f"{item['id']:28} {'same' if same else 'differs ' + json.dumps(diff)[:200]}")
    print(f"scanner and pandoc agree on {agree} of {read} LaTeX manuscripts pandoc can read")
    return 0


if __name__ == "__main__":
    sys.exit(main())
