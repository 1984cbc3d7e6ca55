"""Measure issue 20's reading once on held-out material the developers never saw.

    python bench/corpus/prepare_bib.py --manifest bench/corpus/heldout_manifest.json   # once
    python bench/heldout.py [-v] [--run N]

The held-out batch (bench/corpus/heldout_manifest.json: bibliographies and reference lists from
public repositories listed in none of the development manifests) goes through the same
measurements as the development corpora, by their own code: bench/bib_corpus.py (entries
reaching the reading and Step A, parse notes, fields that look wrong) and
bench/reflines_corpus.py (lines read, fields that look wrong, field accuracy per field, style and
language against bench/corpus/heldout_reflines_labels.json, written before any run). Then the
whole ``refverify run --offline`` on ``--run`` bibtex files (default 3, one per repository) as a user runs
it: every entry the independent scanner counts must be a reference of verification_state.json.
Writes bench/results/heldout.json.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
sys.path.insert(0, str(ROOT / "bench" / "corpus"))

import bib_corpus  # noqa: E402
import reflines_corpus  # noqa: E402
from bibscan import scan  # noqa: E402

CORPUS = ROOT / "bench" / "corpus"
MANIFEST = CORPUS / "heldout_manifest.json"
DEVELOPMENT = ("bib_manifest.json", "bibformats_manifest.json", "manifest.json", "docx_manifest.json")
LABELS = CORPUS / "heldout_reflines_labels.json"


def run_offline(path: Path) -> dict:
    """``refverify run <file> --offline`` in a fresh folder: the scanner's distinct keys against
    the references of the state it writes."""
    keys = {s.key.casefold() for s in scan("bibtex", path.read_bytes().decode("utf-8", errors="replace"))}
    with tempfile.TemporaryDirectory() as out:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "LITELLM_LOCAL_MODEL_COST_MAP": "True"}
        done = subprocess.run([sys.executable, "-m", "refverify.cli", "run", str(path), "--offline",
                               "--out", out, "--quiet"], capture_output=True, text=True, env=env)
        state_file = Path(out) / "verification_state.json"
        if not state_file.is_file():
            return {"file": str(path), "distinct": len(keys), "in_state": 0, "exit": done.returncode,
                    "failed": (done.stderr or done.stdout).strip().splitlines()[-1:]}
        refs = json.loads(state_file.read_text(encoding="utf-8"))["refs"]
    in_state = {r["key"].casefold() for r in refs.values()}
    missing = sorted(keys - in_state)
    return {"file": str(path), "distinct": len(keys), "in_state": len(refs), "exit": done.returncode,
            "missing_keys": missing, "unreadable": sum(1 for r in refs.values() if r.get("bib_unreadable")),
            "with_notes": sum(1 for r in refs.values() if r.get("bib_notes"))}


def development_repositories() -> set[str]:
    """Every repository the development manifests name (lower case), whatever the key."""
    repos = set()

    def walk(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key in ("repository", "repo") and isinstance(value, str):
                    repos.add(value.casefold())
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    for name in DEVELOPMENT:
        if (CORPUS / name).is_file():
            walk(json.loads((CORPUS / name).read_text(encoding="utf-8")))
    return repos


def unseen_figures(bibs: dict, lines: dict, manifest: dict, seen: set[str]) -> dict:
    """The figures again on the repositories no development manifest names."""
    rows = [r for r in bibs["files"] if r["repository"].casefold() not in seen]
    sources = {s["id"] for s in manifest["reflines"] if s["repository"].casefold() not in seen}
    accs = [a for k, a in lines["summary"]["by_source"].items() if k in sources]
    right, scored = sum(a["right"] for a in accs), sum(a["scored"] for a in accs)
    return {"bibliographies": bib_corpus.summarise(rows), "reflines_sources": sorted(sources),
            "reflines_accuracy": {"right": right, "scored": scored,
                                  "percent": round(100 * right / scored, 2) if scored else 0.0}}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--manifest", type=Path, default=MANIFEST)
    parser.add_argument("--labels", type=Path, default=LABELS)
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "heldout.json")
    parser.add_argument("--run", type=int, default=3, help="bibtex files run through `refverify run --offline`")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    verbose = ["-v"] if args.verbose else []
    with tempfile.TemporaryDirectory() as tmp:
        bib_out, lines_out = Path(tmp) / "bib.json", Path(tmp) / "lines.json"
        print("== bibliographies (bench/bib_corpus.py)")
        bib_corpus.main(["--manifest", str(args.manifest), "--out", str(bib_out), *verbose])
        print("== reference lines (bench/reflines_corpus.py)")
        reflines_corpus.main(["--manifest", str(args.manifest), "--labels", str(args.labels),
                              "--out", str(lines_out), *verbose])
        bibs = json.loads(bib_out.read_text(encoding="utf-8"))
        lines = json.loads(lines_out.read_text(encoding="utf-8"))
    manifest = json.loads(args.manifest.read_text(encoding="utf-8"))
    seen = development_repositories()
    overlap = sorted({i["repository"] for i in manifest["files"] + manifest["reflines"]
                      if i["repository"].casefold() in seen})
    unseen = unseen_figures(bibs, lines, manifest, seen)
    print(f"== repositories also named by a development manifest: {', '.join(overlap) or 'none'}")
    b, a = unseen["bibliographies"], unseen["reflines_accuracy"]
    print(f"on the others only: {b['reached']} of {b['distinct']} entries read ({b['reached_percent']} %) in "
          f"{b['files']} files, {b['notes']} with a parse note, {b['wrong']} looking wrong; reference lines: "
          f"{a['right']} of {a['scored']} labelled fields ({a['percent']} %)")
    root = Path(manifest["root"])
    chosen, seen = [], set()
    for item in manifest["files"]:  # one file per repository, neither empty nor huge
        if (item["kind"] == "bibtex" and item["repository"] not in seen and 1_000 < item["bytes"] < 300_000
                and (root / item["file"]).is_file()):
            seen.add(item["repository"])
            chosen.append(item)
    chosen = chosen[: args.run]
    runs = [run_offline(root / i["file"]) for i in chosen]
    print("== refverify run --offline")
    for r in runs:
        print(f"{Path(r['file']).name}: {r['in_state']} references in the state for {r['distinct']} entries; "
              f"missing {r.get('missing_keys', r.get('failed'))}")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"overlap_with_development": overlap, "unseen_only": unseen,
                                    "bibliographies": bibs, "reflines": lines, "offline_runs": runs},
                                   indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
