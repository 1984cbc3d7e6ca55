"""Score Step A on real Word (.docx) manuscripts written by others.

    python bench/corpus/prepare_docx.py      # once: extract the documents (outside the repository)
    python bench/parse_docx_corpus.py [-v]   # score

For every document of bench/corpus/docx_manifest.json present under its root, runs refverify's
Step A and compares with the labels of bench/corpus/docx_labels.json (an independent scanner,
bench/corpus/scan_docx.py, checked and corrected by reading each document): entries found in the
reference list, citing places per reference, orphan and uncited numbers. A document is *exact*
when all four agree. Prints the figure for the development set and for the held-out set
(documents marked "heldout": first measured after the fixes made on the development set).
Writes bench/results/parse_docx_corpus.json.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.parse_corpus import finish, mark, print_diffs  # noqa: E402
from refverify.parse.pipeline import parse_manuscript  # noqa: E402

CORPUS = ROOT / "bench" / "corpus"


def score(item: dict, label: dict, root: Path) -> dict:
    started = time.perf_counter()
    try:
        state = parse_manuscript(root / item["file"])
    except Exception as exc:  # a parse failure is a result, not a crash of the bench
        return {"id": item["id"], "failed": f"{type(exc).__name__}: {exc}", "exact": False,
                "found": 0, "labelled": label["citing_places"], "refs": 0,
                "refs_labelled": label["references"]}
    counts = {rid: len(ref.claims) for rid, ref in state.refs.items() if ref.claims}
    orphans, uncited = sorted(state.meta.checks.orphans), sorted(state.meta.checks.uncited)
    listed = len([r for r in state.refs.values() if r.bib.raw])
    wanted = label["cited"]
    count_diff = {k: [counts.get(k, 0), wanted.get(k, 0)] for k in set(counts) | set(wanted)
                  if counts.get(k, 0) != wanted.get(k, 0)}
    return {
        "id": item["id"], "language": item["language"],
        "exact": (not count_diff and listed == label["references"]
                  and orphans == sorted(label["orphans"]) and uncited == sorted(label["uncited"])),
        "refs": listed, "refs_labelled": label["references"],
        "found": sum(counts.values()), "labelled": label["citing_places"],
        "matched": sum(min(counts.get(k, 0), n) for k, n in wanted.items()),
        "count_diff": dict(sorted(count_diff.items(), key=lambda kv: (len(kv[0]), kv[0]))),
        "orphans_diff": sorted(set(orphans) ^ set(label["orphans"])),
        "uncited_diff": sorted(set(uncited) ^ set(label["uncited"])),
        "seconds": round(time.perf_counter() - started, 3),
    }


def main(argv=None) -> int:
    verbose = "-v" in (argv if argv is not None else sys.argv[1:])
    manifest = json.loads((CORPUS / "docx_manifest.json").read_text(encoding="utf-8"))
    labels = json.loads((CORPUS / "docx_labels.json").read_text(encoding="utf-8"))
    root = Path(manifest["root"])
    present = [i for i in manifest["documents"] if (root / i["file"]).is_file()]
    if not present:
        print(f"no document of the .docx corpus under {root}: run python bench/corpus/prepare_docx.py")
        return 1
    results = [score(item, labels[item["id"]], root) for item in present]
    print(f"{'document':24} {'references':>14}   {'citing places':>15}")
    for r in results:
        print(f"{r['id']:24} {r['refs']:5} / {r['refs_labelled']:5}    {r['found']:5} / "
              f"{r['labelled']:5}   {mark(r)}")
        print_diffs(r, verbose)
    summary = finish(results, present, _summary, ROOT / "bench" / "results" / "parse_docx_corpus.json")
    for line in summary.values():
        print(line)
    return 0


def _summary(name: str, results: list[dict]) -> str:
    exact = sum(r["exact"] for r in results)
    failed = sum("failed" in r for r in results)
    found, labelled = sum(r["found"] for r in results), sum(r["labelled"] for r in results)
    matched = sum(r.get("matched", 0) for r in results)
    refs, refs_labelled = sum(r["refs"] for r in results), sum(r["refs_labelled"] for r in results)
    return (f"Step A on {len(results)} real .docx manuscripts by others ({name}): {exact} of "
            f"{len(results)} exact (references, claims per reference, orphans, uncited); {failed} "
            f"parse failures; references {refs} of {refs_labelled} labelled; citing places found "
            f"{matched} of {labelled} labelled, {found - matched} extra")


if __name__ == "__main__":
    raise SystemExit(main())
