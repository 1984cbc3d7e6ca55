"""Measure how refverify reads real bibliographies written by others.

    python bench/corpus/prepare_bib.py   # once: extract the files (outside the repository)
    python bench/bib_corpus.py [-v] [--sample N]

For every .bib / RIS / CSL-JSON / biber .bbl / EndNote XML file of bench/corpus/bib_manifest.json present under its root:
the entries an independent scanner counts in the file (bench/corpus/bibscan.py), the entries that
reach refverify's reading (``read_bib_files``, one file at a time, as a user passes it), the
entries carrying a parse note or marked unreadable, the read fields that look wrong (a title that
is a year or a list of names, an author list left empty although the entry has an author field, a
year outside 1800-next year or lost) and the reading time. For a sample of files, the whole Step A
on the bibliography alone (``refverify.api.parse``): references in the state. Prints the figures
per repository and overall; writes bench/results/bib_corpus.json.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "corpus"))

from bibscan import scan  # noqa: E402
from fieldcheck import looks_wrong  # noqa: E402
from refverify.parse.bibliography import read_bib_files  # noqa: E402

MANIFEST = ROOT / "bench" / "corpus" / "bib_manifest.json"
KINDS = ("bibtex", "ris", "csl-json", "biblatex-bbl", "endnote-xml", "nbib")
COUNTS = ("files", "scanned", "distinct", "reached", "missing", "notes", "unreadable", "wrong",
          "errors", "failed_files")


def measure_file(item: dict, path: Path) -> dict:
    text = path.read_bytes().decode("utf-8", errors="replace")
    scanned = scan(item["kind"], text)
    by_key = {}
    for s in scanned:
        by_key.setdefault(s.key.casefold(), s)
    keyed = item["kind"] in ("bibtex", "biblatex-bbl")
    distinct = len(by_key) if keyed else len(scanned)
    row = {"file": item["file"], "repository": item["repository"], "kind": item["kind"],
           "exporter": item.get("exporter", ""), "scanned": len(scanned), "distinct": distinct}
    started = time.perf_counter()
    try:
        result = read_bib_files([path])
    except Exception as exc:  # a refusal is a result: every entry of the file is missing
        row.update(seconds=round(time.perf_counter() - started, 3), reached=0, missing=distinct,
                   notes=0, unreadable=0, wrong=0, errors=1, failed_files=1,
                   failed=f"{type(exc).__name__}: {exc}", missing_keys=[], wrong_examples=[])
        return row
    row["seconds"] = round(time.perf_counter() - started, 3)
    entries = result.entries
    if keyed:
        read_keys = {e.key.casefold() for e in entries}
        # an entry written without a key reaches the state as 'nokey-L<line>'
        read_keys |= {"" for e in entries if e.key.startswith("nokey-L")}
        missing = [s for k, s in by_key.items() if k not in read_keys]
        reached = distinct - len(missing)
    else:
        missing, reached = [], min(len(entries), distinct)
    wrong = []
    for entry in entries:
        source = by_key.get(entry.key.casefold())
        fields = source.fields if source else frozenset()
        reasons = looks_wrong(entry.title, entry.authors, entry.year,
                              author_expected="author" in fields,
                              year_expected=bool(fields & {"year", "date"}))
        if reasons:
            wrong.append({"key": entry.key, "line": entry.line, "reasons": reasons,
                          "title": entry.title[:80], "authors": entry.authors[:3], "year": entry.year})
    row.update(reached=reached, missing=distinct - reached,
               notes=sum(1 for e in entries if e.notes), unreadable=sum(1 for e in entries if e.unreadable),
               wrong=len(wrong), errors=len(result.errors), failed_files=0,
               missing_keys=[{"key": s.key, "line": s.line, "type": s.entry_type} for s in missing],
               error_lines=result.errors[:20], wrong_examples=wrong)
    return row


def api_sample(items: list[dict], root: Path, size: int) -> dict:
    """Step A on the bibliography alone for the first bibtex file of each repository (at most
    ``size`` files): references in the state against the scanner's distinct keys."""
    from refverify.api import parse
    chosen, seen = [], set()
    for item in items:
        if item["kind"] == "bibtex" and item["repository"] not in seen and (root / item["file"]).is_file():
            seen.add(item["repository"])
            chosen.append(item)
    rows = []
    for item in chosen[:size]:
        path = root / item["file"]
        distinct = len({s.key.casefold() for s in scan("bibtex", path.read_text(errors="replace"))})
        with tempfile.TemporaryDirectory() as out:
            try:
                state = parse(path, out=out)
                rows.append({"file": item["file"], "distinct": distinct, "in_state": len(state.refs)})
            except Exception as exc:
                rows.append({"file": item["file"], "distinct": distinct, "in_state": 0,
                             "failed": f"{type(exc).__name__}: {exc}"})
    total, in_state = sum(r["distinct"] for r in rows), sum(r["in_state"] for r in rows)
    return {"files": len(rows), "distinct": total, "in_state": in_state,
            "percent": round(100 * in_state / total, 2) if total else 0.0, "rows": rows}


def pct(part: int, whole: int) -> float:
    return round(100 * part / whole, 2) if whole else 0.0


def summarise(rows: list[dict]) -> dict:
    out = {k: sum(r.get(k, 0) for r in rows) for k in COUNTS if k != "files"}
    out["files"] = len(rows)
    out["seconds"] = round(sum(r.get("seconds", 0.0) for r in rows), 2)
    out["reached_percent"] = pct(out["reached"], out["distinct"])
    return out


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--manifest", type=Path, default=MANIFEST)
    parser.add_argument("--root", type=Path, help="where the files are (default: the manifest's root)")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "bib_corpus.json")
    parser.add_argument("--sample", type=int, default=25, help="files run through refverify.api.parse")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    manifest = json.loads(args.manifest.read_text(encoding="utf-8"))
    root = args.root or Path(manifest["root"])
    items = [i for i in manifest["files"] if i["kind"] in KINDS]
    absent = [i["file"] for i in items if not (root / i["file"]).is_file()]
    if absent:
        print(f"{len(absent)} of {len(items)} files absent under {root} "
              "(python bench/corpus/prepare_bib.py extracts them)", file=sys.stderr)
    rows = [measure_file(i, root / i["file"]) for i in items if (root / i["file"]).is_file()]
    by_repo, by_kind, by_exporter = defaultdict(list), defaultdict(list), defaultdict(list)
    for row in rows:
        by_repo[row["repository"]].append(row)
        by_kind[row["kind"]].append(row)
        by_exporter[row["exporter"].split(" (")[0]].append(row)
    corpora = {repo: summarise(group) for repo, group in sorted(by_repo.items())}
    overall = summarise(rows)
    overall["repositories"] = len(corpora)
    print(f"{'repository':48} {'entries':>7} {'read':>7} {'miss':>5} {'notes':>5} {'wrong':>5} {'sec':>6}")
    for repo, s in corpora.items():
        print(f"{repo[:48]:48} {s['distinct']:7} {s['reached']:7} {s['missing']:5} {s['notes']:5} "
              f"{s['wrong']:5} {s['seconds']:6.2f}")
    if args.verbose:
        for row in rows:
            for m in row.get("missing_keys", []):
                print(f"  missing {row['file']}:{m['line']} {m['key']}")
            if row.get("failed"):
                print(f"  failed {row['file']}: {row['failed']}")
    kinds = {k: summarise(g) for k, g in sorted(by_kind.items())}
    exporters = {k: summarise(g) for k, g in sorted(by_exporter.items())}
    sample = api_sample(items, root, args.sample) if args.sample else {}
    for kind, s in kinds.items():
        print(f"{kind}: {s['reached']} of {s['distinct']} entries read ({s['reached_percent']} %), "
              f"{s['failed_files']} of {s['files']} files refused")
    print(f"Bibliographies by others: {overall['files']} files from {overall['repositories']} repositories; "
          f"{overall['scanned']} entries scanned ({overall['distinct']} distinct keys); "
          f"{overall['reached']} read ({overall['reached_percent']} %), {overall['missing']} missing; "
          f"{overall['notes']} with a parse note, {overall['unreadable']} unreadable; "
          f"{overall['wrong']} with a field that looks wrong; reading {overall['seconds']} s")
    if sample:
        print(f"Step A on the bibliography alone (api.parse, {sample['files']} files): "
              f"{sample['in_state']} of {sample['distinct']} entries in the state ({sample['percent']} %)")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"overall": overall, "kinds": kinds, "exporters": exporters,
                                    "corpora": corpora, "api_sample": sample, "files": rows},
                                   indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
