"""Measure the bibliography readers on real exports written by others (RIS, PubMed MEDLINE,
CSL-JSON, CSL-YAML, EndNote XML / tagged, Web of Science plain text, Zotero's Better BibLaTeX).

    python bench/bibformats_corpus.py --prepare   # once: extract the files (outside the repository)
    python bench/bibformats_corpus.py [-v]        # measure

The files are listed in bench/corpus/bibformats_manifest.json (repository, commit, path, licence,
SHA-256) and extracted from the stored mirrors into its root. Each file is audited alone, as
``refverify run refs.ris`` would (Step A, bibliography-only). Per format it prints: files, entries
found by an independent count of the file (RIS ``TY`` lines, MEDLINE ``PMID-`` lines, the length
of the JSON / YAML list, ``<record>`` elements, ``%0`` lines, Web of Science ``PT`` lines, BibTeX
``@type{`` heads), entries
that reached the state, entries kept as unreadable or with a reading note, and entries with an
empty title, no authors, no year or a year outside 1800–next year.

It also reads the manifest's real R Markdown / Quarto / pandoc Markdown manuscripts whose
bibliography is CSL-JSON, CSL-YAML, RIS or a project file's: per manuscript, the citing places
found, the keys cited, the orphans (keys not in the bibliography read), and how many of those
orphan keys do appear in the text of a bibliography file it names (a reading failure, counted
without refverify's readers). Writes bench/results/bibformats_corpus.json.
"""
from __future__ import annotations

import argparse
import datetime
import hashlib
import json
import re
import subprocess
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.corpus.prepare import git_dir  # noqa: E402
from refverify.parse.pipeline import parse_manuscript  # noqa: E402

MANIFEST = ROOT / "bench" / "corpus" / "bibformats_manifest.json"
RESULTS = ROOT / "bench" / "results" / "bibformats_corpus.json"
NEXT_YEAR = datetime.date.today().year + 1


def independent_count(fmt: str, data: bytes) -> int:
    """Entries in the file, counted without refverify's readers."""
    text = data.decode("utf-8-sig", errors="replace").replace("\r\n", "\n")
    if fmt == "ris":
        return len(re.findall(r"^TY\s{1,3}-", text, re.M))
    if fmt == "medline":
        return len(re.findall(r"^PMID-", text, re.M))
    if fmt == "csljson":
        data = json.loads(text)
        return len(data if isinstance(data, list) else data.get("references") or data.get("items") or [])
    if fmt == "cslyaml":
        import yaml
        return sum(len(d.get("references") or []) if isinstance(d, dict) else len(d or [])
                   for d in yaml.safe_load_all(text))
    if fmt == "endnote":
        return len(re.findall(r"<record[\s>]", text, re.I))
    if fmt == "refer":
        return len(re.findall(r"^%0 ", text, re.M))
    if fmt == "wos":
        return len(re.findall(r"^PT ", text, re.M))
    if fmt == "bbt":
        return len(re.findall(r"^\s*@(?!string|comment|preamble)\w+\s*[{(]", text, re.M | re.I))
    raise ValueError(fmt)


def _extract(gdir: Path, commit: str, path: str, sha256: str, target: Path) -> bool:
    data = subprocess.run(["git", "--git-dir", str(gdir), "show", f"{commit}:{path}"],
                          capture_output=True).stdout
    if hashlib.sha256(data).hexdigest() != sha256:
        print(f"{target}: SHA-256 differs from the manifest; not written")
        return False
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    return True


def prepare(manifest: dict, mirrors: Path) -> None:
    for item in manifest.get("manuscripts", []):
        gdir = git_dir(mirrors, item["repository"])
        if gdir is None:
            print(f"{item['id']}: no mirror of {item['repository']} under {mirrors}")
            continue
        for file in item["files"]:
            _extract(gdir, item["commit"], file["path"], file["sha256"],
                     Path(manifest["manuscripts_root"]) / item["id"] / Path(file["path"]).name)
    root = Path(manifest["root"])
    root.mkdir(parents=True, exist_ok=True)
    for item in manifest["files"]:
        gdir = git_dir(mirrors, item["repository"])
        if gdir is None:
            print(f"{item['id']}: no mirror of {item['repository']} under {mirrors}")
            continue
        _extract(gdir, item["commit"], item["path"], item["sha256"], root / item["id"])


def _looks_wrong(ref) -> list[str]:
    wrong = []
    if not ref.bib.title.strip():
        wrong.append("empty_title")
    if not ref.bib.author_list:
        wrong.append("no_authors")
    if ref.bib.year is None:
        wrong.append("no_year")
    elif not 1800 <= ref.bib.year <= NEXT_YEAR:
        wrong.append("year_out_of_range")
    return wrong


def measure(item: dict, root: Path) -> dict:
    path = root / item["id"]
    data = path.read_bytes()
    row = {"id": item["id"], "format": item["format"], "expected": independent_count(item["format"], data)}
    started = time.perf_counter()
    try:
        state = parse_manuscript(path)
    except Exception as exc:  # a refused file is a result, not a crash of the bench
        row.update(failed=f"{type(exc).__name__}: {exc}", in_state=0)
        return row
    row["seconds"] = round(time.perf_counter() - started, 3)
    refs = list(state.refs.values())
    row["in_state"] = len(refs)
    row["unreadable"] = sum(r.bib.unreadable for r in refs)
    row["with_note"] = sum(bool(r.bib.notes) for r in refs)
    row["messages"] = [m for m in state.meta.messages if "duplicate key" in m or "skipped" in m][:5]
    wrong = defaultdict(list)
    for ref in refs:
        for kind in _looks_wrong(ref):
            wrong[kind].append(ref.ref_id)
    row["looks_wrong"] = {k: len(v) for k, v in wrong.items()}
    row["examples"] = {k: v[:3] for k, v in wrong.items()}
    return row


def measure_manuscript(item: dict, root: Path) -> dict:
    folder = root / item["id"]
    row = {"id": item["id"]}
    try:
        state = parse_manuscript(folder / item["main"])
    except Exception as exc:  # a refused manuscript is a result
        row["failed"] = f"{type(exc).__name__}: {exc}"
        return row
    cited = [rid for rid, ref in state.refs.items() if ref.claims]
    orphans = list(state.meta.checks.orphans)
    texts = " ".join((folder / name).read_text(encoding="utf-8", errors="replace")
                     for name in state.meta.bib_files if (folder / name).is_file())
    misread = [k for k in orphans if re.search(r"(?<![\w:.-])" + re.escape(k) + r"(?![\w-])", texts)]
    row.update(bib_files=state.meta.bib_files, entries=sum(r.bib.origin != "none" for r in state.refs.values()),
               citing_places=sum(len(state.refs[r].claims) for r in cited), keys_cited=len(cited),
               orphans=len(orphans), orphan_keys=orphans[:8], orphans_in_bib_text=misread)
    return row


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--prepare", action="store_true")
    parser.add_argument("--mirrors", default="/work/.mirror")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()
    manifest = json.loads(MANIFEST.read_text(encoding="utf-8"))
    if args.prepare:
        prepare(manifest, Path(args.mirrors))
        return 0
    root = Path(manifest["root"])
    rows = [measure(item, root) for item in manifest["files"] if (root / item["id"]).is_file()]
    totals: dict[str, dict] = {}
    for row in rows:
        t = totals.setdefault(row["format"], defaultdict(int))
        t["files"] += 1
        for name in ("expected", "in_state", "unreadable", "with_note", "seconds"):
            t[name] += row.get(name, 0)
        t["failed"] += "failed" in row
        for kind, n in row.get("looks_wrong", {}).items():
            t[kind] += n
    columns = ("files", "expected", "in_state", "unreadable", "with_note", "empty_title",
               "no_authors", "no_year", "year_out_of_range", "failed", "seconds")
    print(f"{'format':<9}" + "".join(f"{c:>12}" for c in columns) + f"{'reached':>9}")
    for fmt, t in sorted(totals.items()):
        reached = 100 * t["in_state"] / t["expected"] if t["expected"] else 100.0
        cells = "".join(f"{round(t[c], 2) if c == 'seconds' else t[c]:>12}" for c in columns)
        print(f"{fmt:<9}{cells}{reached:>8.1f}%")
    manuscripts = [measure_manuscript(item, Path(manifest["manuscripts_root"]))
                   for item in manifest.get("manuscripts", [])
                   if (Path(manifest["manuscripts_root"]) / item["id"] / item["main"]).is_file()]
    print(f"\n{'manuscript':<52}{'bib files':>10}{'entries':>9}{'places':>8}{'keys':>6}{'orphans':>9}"
          f"{'misread':>9}")
    for row in manuscripts:
        if "failed" in row:
            print(f"{row['id']:<52} FAILED {row['failed']}")
            continue
        print(f"{row['id'][:51]:<52}{len(row['bib_files']):>10}{row['entries']:>9}"
              f"{row['citing_places']:>8}{row['keys_cited']:>6}{row['orphans']:>9}"
              f"{len(row['orphans_in_bib_text']):>9}")
    if args.verbose:
        for row in manuscripts:
            if row.get("orphans"):
                print(json.dumps(row, ensure_ascii=False))
        for row in rows:
            if row.get("failed") or row["in_state"] != row["expected"] or row.get("looks_wrong"):
                print(json.dumps(row, ensure_ascii=False))
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps({"totals": totals, "files": rows, "manuscripts": manuscripts},
                                  indent=1, ensure_ascii=False) + "\n",
                       encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
