"""Measure how refverify reads real reference-list lines written by others.

    python bench/corpus/prepare_bib.py && python bench/corpus/prepare_docx.py   # once
    python bench/reflines_corpus.py [-v]

For every ``reflines`` source of bench/corpus/bib_manifest.json (reference lists of Word theses
and papers, BibTeX-rendered .bbl files), the lines are taken independently of refverify
(bench/corpus/reflines_extract.py) and read by ``refverify.parse.bibliography
.parse_reference_list``; for the Word documents the whole Step A (``parse_manuscript``) too.
Figures: lines that reach the reading and the state, fields that look wrong, and the field
accuracy against the hand labels of bench/corpus/reflines_labels.json, per field, per style and
per language, and apart for the sources marked "heldout" (labelled after the line-reading work
was done, so never seen by it). A field is right when it matches after light normalisation (case, punctuation,
whitespace, dashes; authors compared by family name, in order). Writes
bench/results/reflines_corpus.json.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench" / "corpus"))

from fieldcheck import family, looks_wrong, norm, norm_doi, norm_pages, written_first  # noqa: E402
from reflines_extract import line_hash, reference_lines  # noqa: E402
from refverify.parse.bibliography import parse_reference_list  # noqa: E402

CORPUS = ROOT / "bench" / "corpus"
FIELDS = ("authors", "etal", "title", "year", "journal", "publisher", "volume", "issue", "pages", "doi")


def _flat(value) -> str:
    return norm(value).replace(" ", "")


def _same_author(read: str, label: str) -> bool:
    """Family names match; an organisation matches whole; a name written without a comma may
    put the family name first (GB/T: "YANG Jinqiu")."""
    wanted = _flat(label)
    return wanted in (_flat(family(read)), _flat(read), _flat(written_first(read)))


def field_right(field: str, label: dict, entry) -> bool:
    if field == "authors":
        read = list(entry.authors)
        return len(read) == len(label["authors"]) and all(
            _same_author(r, w) for r, w in zip(read, label["authors"]))
    if field == "etal":
        return bool(entry.authors_truncated) == bool(label.get("etal"))
    if field == "year":
        return entry.year == label["year"]
    if field == "pages":
        return norm_pages(entry.pages).replace(" ", "") == norm_pages(label["pages"]).replace(" ", "")
    if field == "doi":
        return norm_doi(entry.doi) == norm_doi(label["doi"])
    return _flat(getattr(entry, field)) == _flat(label[field])


def read_value(field: str, entry):
    if field == "authors":
        return list(entry.authors)
    if field == "etal":
        return bool(entry.authors_truncated)
    return getattr(entry, field)


def _scored_fields(label: dict) -> list[str]:
    fields = [f for f in FIELDS if f in label and f != "etal"]
    if "authors" in label and label["authors"]:
        fields.append("etal")
    return fields


def _style(label: dict) -> str:
    return label.get("style", "").split(" (")[0]


def line_in_state(text: str, raws: list[str]) -> str:
    """Where a list line is among the references' flattened list texts: "own" when one of them is
    this line (either holds the other, at most twice as long), "merged" when it is only inside a
    reference more than twice as long (swallowed by another entry: a list read as one block),
    "" when nowhere."""
    line = _flat(text)
    close = [r for r in raws if r in line or line in r]
    if any(min(len(r), len(line)) * 2 >= max(len(r), len(line)) for r in close):
        return "own"
    return "merged" if close else ""


def _pipeline_reach(path: Path, lines: list[tuple[int, str]]) -> dict:
    """Whole Step A on a Word document: how many of its reference lines are in the state."""
    from refverify.parse.pipeline import parse_manuscript
    try:
        state = parse_manuscript(path)
    except Exception as exc:  # a refusal is a result
        return {"in_state": 0, "failed": f"{type(exc).__name__}: {exc}"}
    raws = [_flat(r.bib.raw) for r in state.refs.values() if r.bib.raw]
    raws = [r for r in raws if len(r) >= 8]
    places = [line_in_state(text, raws) for _, text in lines]
    found, merged = places.count("own"), places.count("merged")
    return {"in_state": found, "merged_into_another": merged, "refs_with_list_text": len(raws)}


def measure(manifest: dict, labels: list[dict], roots: dict, pipeline: bool) -> dict:
    by_source = defaultdict(list)
    for label in labels:
        by_source[label["source"]].append(label)
    sources, scored, mismatches, stale = [], [], [], []
    for source in manifest["reflines"]:
        path = Path(roots[source["root"]]) / source["file"]
        row = {"id": source["id"], "format": source["format"], "style": source.get("style", ""),
               "language": source.get("language", "")}
        if not path.is_file():
            row["absent"] = str(path)
            sources.append(row)
            continue
        lines = reference_lines(source, path)
        started = time.perf_counter()
        try:
            entries = parse_reference_list(lines, source["file"])
        except Exception as exc:
            entries, row["failed"] = [], f"{type(exc).__name__}: {exc}"
        row["seconds"] = round(time.perf_counter() - started, 3)
        by_line = {e.line: e for e in entries}
        row.update(lines=len(lines), read=sum(1 for loc, _ in lines if loc in by_line))
        texts = dict(lines)
        wrong = []
        wanted = {lab["locator"]: lab for lab in by_source.get(source["id"], [])}
        for loc, entry in by_line.items():
            lab = wanted.get(loc)
            reasons = looks_wrong(entry.title, entry.authors, entry.year,
                                  author_expected=bool(lab and lab.get("authors")),
                                  year_expected=bool(lab and "year" in lab))
            if reasons:
                wrong.append({"locator": loc, "reasons": reasons, "title": entry.title[:80]})
        row["wrong"], row["wrong_examples"] = len(wrong), wrong
        if pipeline and source["format"] == "docx":
            row["pipeline"] = _pipeline_reach(path, lines)
        for loc, lab in wanted.items():
            if loc not in texts or line_hash(texts[loc]) != lab["line_sha1"]:
                stale.append(f"{source['id']}:{loc}")
                continue
            entry = by_line.get(loc)
            for field in _scored_fields(lab):
                ok = entry is not None and field_right(field, lab, entry)
                scored.append((source["id"], _style(lab), lab.get("language", ""), field, ok))
                if not ok:
                    mismatches.append({"source": source["id"], "locator": loc, "field": field,
                                       "label": lab.get(field, False),
                                       "read": read_value(field, entry) if entry else None})
        sources.append(row)
    return {"sources": sources, "scored": scored, "mismatches": mismatches, "stale": stale}


def accuracy(rows) -> dict:
    right = sum(1 for r in rows if r[-1])
    return {"right": right, "scored": len(rows), "percent": round(100 * right / len(rows), 2) if rows else 0.0}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--manifest", type=Path, default=CORPUS / "bib_manifest.json")
    parser.add_argument("--labels", type=Path, default=CORPUS / "reflines_labels.json")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "reflines_corpus.json")
    parser.add_argument("--no-pipeline", action="store_true", help="skip the whole Step A on documents")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    manifest = json.loads(args.manifest.read_text(encoding="utf-8"))
    labels = json.loads(args.labels.read_text(encoding="utf-8"))["labels"]
    result = measure(manifest, labels, manifest["reflines_roots"], not args.no_pipeline)
    sources, scored = result["sources"], result["scored"]
    absent = [s["id"] for s in sources if "absent" in s]
    if absent:
        print(f"{len(absent)} sources absent ({', '.join(absent)}): run bench/corpus/prepare_bib.py "
              "and prepare_docx.py", file=sys.stderr)
    if result["stale"]:
        print(f"{len(result['stale'])} labels whose line changed: {', '.join(result['stale'][:10])}",
              file=sys.stderr)
    present = [s for s in sources if "absent" not in s]
    heldout = {s["id"] for s in manifest["reflines"] if s.get("heldout")}
    lines, read = sum(s["lines"] for s in present), sum(s["read"] for s in present)
    docs = [s for s in present if "pipeline" in s]
    doc_lines, doc_state = sum(s["lines"] for s in docs), sum(s["pipeline"]["in_state"] for s in docs)
    by = lambda i: {k: accuracy([r for r in scored if r[i] == k]) for k in sorted({r[i] for r in scored})}
    summary = {"sources": len(present), "lines": lines, "read": read,
               "wrong": sum(s["wrong"] for s in present),
               "documents": len(docs), "document_lines": doc_lines, "document_lines_in_state": doc_state,
               "labelled_lines": len(labels),
               "accuracy": accuracy(scored),
               "heldout_accuracy": accuracy([r for r in scored if r[0] in heldout]),
               "development_accuracy": accuracy([r for r in scored if r[0] not in heldout]),
               "by_field": by(3), "by_style": by(1), "by_language": by(2),
               "by_source": by(0)}
    print(f"{'field':10} {'right':>6} {'of':>6} {'%':>7}")
    for field, acc in summary["by_field"].items():
        print(f"{field:10} {acc['right']:6} {acc['scored']:6} {acc['percent']:7.2f}")
    print("by style: " + "; ".join(f"{k} {v['percent']} % of {v['scored']}" for k, v in summary["by_style"].items()))
    print("by language: " + "; ".join(f"{k} {v['percent']} % of {v['scored']}" for k, v in summary["by_language"].items()))
    if args.verbose:
        for m in result["mismatches"]:
            print(f"  {m['source']}:{m['locator']} {m['field']}: label {m['label']!r} read {m['read']!r}")
    acc = summary["accuracy"]
    print(f"Reference lines by others: {lines} lines from {len(present)} sources, {read} read "
          f"({round(100 * read / lines, 2) if lines else 0.0} %), {summary['wrong']} with a field that looks wrong; "
          f"whole Step A on {len(docs)} Word documents: {doc_state} of {doc_lines} lines in the state; "
          f"field accuracy on {len(labels)} labelled lines: {acc['right']} of {acc['scored']} fields "
          f"({acc['percent']} %)")
    if heldout:
        dev, held = summary["development_accuracy"], summary["heldout_accuracy"]
        print(f"development sources ({len(present) - len(heldout)}; those a source's 'note' marks were added "
              f"with the fixes for their class): {dev['right']} of "
              f"{dev['scored']} fields ({dev['percent']} %); held out, first measured after it "
              f"({len(heldout)}): {held['right']} of {held['scored']} fields ({held['percent']} %)")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps({"summary": summary, "sources": sources, "mismatches": result["mismatches"],
                                    "stale_labels": result["stale"]}, indent=1, ensure_ascii=False) + "\n",
                        encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
