"""Score Step A on the corpus of real manuscripts written by others.

    python bench/corpus/prepare.py     # once: extract the manuscripts (outside the repository)
    python bench/parse_corpus.py [-v]  # score

For every manuscript of bench/corpus/manifest.json that is present, runs refverify's Step A and
compares with the independent labels of bench/corpus/labels.json (made by pandoc's reader or a
second scanner, see bench/corpus/label.py): claims per reference (one per citing place), orphan
keys and uncited keys. A manuscript is *exact* when all three agree. Prints the figure for the
development set and for the held-out set (manuscripts marked "heldout": first measured after
the parser work on the development set was done), and writes bench/results/parse_corpus.json.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from refverify.parse.pipeline import parse_manuscript  # noqa: E402

CORPUS = ROOT / "bench" / "corpus"


def score(item: dict, label: dict, root: Path) -> dict:
    folder = root / item["id"]
    started = time.perf_counter()
    try:
        state = parse_manuscript(folder / item["main"], [folder / b for b in item.get("bib", [])])
    except Exception as exc:  # a parse failure is a result, not a crash of the bench
        return {"id": item["id"], "failed": f"{type(exc).__name__}: {exc}", "exact": False,
                "found": 0, "labelled": label["citing_places"]}
    seconds = time.perf_counter() - started
    counts = {rid: len(ref.claims) for rid, ref in state.refs.items() if ref.claims}
    wanted = label["cited"]
    count_diff = {k: [counts.get(k, 0), wanted.get(k, 0)] for k in set(counts) | set(wanted)
                  if counts.get(k, 0) != wanted.get(k, 0)}
    orphans, uncited = sorted(state.meta.checks.orphans), sorted(state.meta.checks.uncited)
    matched = sum(min(counts.get(k, 0), n) for k, n in wanted.items())
    return {
        "id": item["id"], "exact": not count_diff and orphans == label["orphans"]
        and uncited == label["uncited"],
        "labelled": label["citing_places"], "found": sum(counts.values()), "matched": matched,
        "count_diff": dict(sorted(count_diff.items())),
        "orphans_diff": sorted(set(orphans) ^ set(label["orphans"])),
        "uncited_diff": sorted(set(uncited) ^ set(label["uncited"])),
        "notes": len(state.meta.messages), "seconds": round(seconds, 3),
    }


def main(argv=None) -> int:
    verbose = "-v" in (argv if argv is not None else sys.argv[1:])
    manifest = json.loads((CORPUS / "manifest.json").read_text(encoding="utf-8"))
    labels = json.loads((CORPUS / "labels.json").read_text(encoding="utf-8"))
    root = Path(manifest["root"])
    present = [i for i in manifest["manuscripts"] if (root / i["id"] / i["main"]).is_file()]
    if not present:
        print(f"no manuscript of the corpus under {root}: run python bench/corpus/prepare.py")
        return 1
    results = [score(item, labels[item["id"]], root) for item in present]
    for r in results:
        print(f"{r['id']:24} {r['found']:5} / {r['labelled']:5} citing places  {mark(r)}")
        print_diffs(r, verbose)
    finish(results, present, _summary, ROOT / "bench" / "results" / "parse_corpus.json")
    return 0


def mark(r: dict) -> str:
    return "exact" if r["exact"] else ("FAILED " + r["failed"] if "failed" in r else "differs")


def print_diffs(r: dict, verbose: bool) -> None:
    """What differs from the labels, for a manuscript that parsed but is not exact."""
    if verbose and not r["exact"] and "failed" not in r:
        for name in ("count_diff", "orphans_diff", "uncited_diff"):
            if r[name]:
                print(f"    {name}: {json.dumps(r[name], ensure_ascii=False)[:400]}")


def finish(results: list[dict], present: list[dict], summarize, out: Path) -> dict:
    """Summarise the development and held-out manuscripts apart, and write every figure to out."""
    heldout = {i["id"] for i in present if i.get("heldout")}
    summary = {}
    for name, group in (("development", [r for r in results if r["id"] not in heldout]),
                        ("held-out", [r for r in results if r["id"] in heldout])):
        if group:
            summary[name] = summarize(name, group)
    out.write_text(json.dumps({**summary, "results": results}, indent=1, ensure_ascii=False)
                   + "\n", encoding="utf-8")
    return summary


def _summary(name: str, results: list[dict]) -> dict:
    exact = sum(r["exact"] for r in results)
    failed = sum("failed" in r for r in results)
    labelled = sum(r["labelled"] for r in results)
    matched = sum(r.get("matched", 0) for r in results)
    found = sum(r["found"] for r in results)
    print(f"Step A on {len(results)} real manuscripts by others ({name}): {exact} of "
          f"{len(results)} exact (claims per reference, orphans, uncited); {failed} parse "
          f"failures; citing places found {matched} of {labelled} labelled "
          f"({100 * matched / max(labelled, 1):.1f} %), {found - matched} extra")
    return {"manuscripts": len(results), "exact": exact, "failed": failed,
            "labelled": labelled, "matched": matched, "found": found}


if __name__ == "__main__":
    sys.exit(main())
