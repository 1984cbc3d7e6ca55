"""Real snapshot samples through ``refverify index build`` (issue 26): does every record read?

For each real file named in ``bench/corpus/index_samples_manifest.json`` (kept outside the repo,
under its ``root``; a file absent or changed is reported as such, never read), and for the
snapshot-shaped files made from the shared conformance recordings (``../shared/conformance``: a
Crossref public-data-file ``{"items": [...]}`` of every Crossref ``/works`` message recorded
there, the recorded OpenAlex work as a works-snapshot line, Retraction Watch's CSV), this builds
an index from the file alone and checks every record the file holds:

- ``records``: counted from the file independently of refverify's readers (JSON lines, items,
  XML records, CSV rows);
- ``read``: records found again in the index by their own identifier with the same ids, title,
  authors, year and notices (retraction / correction flags) as the source's reader made of them;
- ``failed``: the rest, each with its reason (the reader's own reason for a record it could not
  read, or the field that came back different).

    python bench/index_samples.py           # prints the table; writes bench/results/index_samples.json
"""
from __future__ import annotations

import argparse
import csv
import gzip
import hashlib
import json
import sqlite3
import sys
import tempfile
from pathlib import Path

from lxml import etree

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from refverify.index import LocalIndex, build_index  # noqa: E402
from refverify.index.formats import Bad, Flag, Rec, detect, open_binary, open_text, reader  # noqa: E402
from refverify.index.xml_formats import _entity_refs  # noqa: E402

MANIFEST = ROOT / "bench" / "corpus" / "index_samples_manifest.json"
CONFORMANCE = ROOT / ".." / "shared" / "conformance"
FIELDS = ("doi", "pmid", "arxiv", "title", "authors", "year", "notices")


# ---- records counted without refverify's readers ----

def count_records(path: Path, fmt: str) -> int:
    if fmt in ("openalex", "arxiv"):
        with open_text(path) as f:
            return sum(1 for line in f if line.strip())
    if fmt == "crossref":
        with open_text(path) as f:
            return len(json.load(f).get("items") or [])
    if fmt == "retractionwatch":
        with open_text(path) as f:
            return sum(1 for _ in csv.DictReader(f))
    if fmt == "pubmed":
        n = 0
        with open_binary(path) as f:
            for _, el in etree.iterparse(f, events=("end",), no_network=True, huge_tree=True):
                parent = el.getparent()
                if parent is not None and parent.getparent() is None and el.tag != "DeleteCitation":
                    n += 1            # a child of the root: PubmedArticle, MedlineCitation, a book
        return n
    if fmt == "dblp":
        root = etree.fromstring(_entity_refs(open_binary(path).read()),
                                etree.XMLParser(load_dtd=False, no_network=True, huge_tree=True))
        return sum(1 for el in root if el.tag not in ("www", "person"))
    raise ValueError(fmt)


# ---- one file ----

def _fields(work) -> dict:
    return {"doi": work.doi, "pmid": work.pmid, "arxiv": work.arxiv, "title": work.title,
            "authors": [a.model_dump() for a in work.authors], "year": work.year,
            "notices": sorted((u.kind, u.notice) for u in work.updates)}


def _lookup(index: LocalIndex, rec: Rec) -> list:
    w = rec.work
    if rec.source == "dblp":
        hits = index.by_dblp(rec.key)
    elif rec.source == "pubmed":
        hits = index.by_pmid(rec.key)
    elif rec.source == "arxiv":
        hits = index.by_arxiv(rec.key)
    elif w.doi:
        hits = index.by_doi(w.doi)
    else:
        hits = index.by_title(w.title)
    return [h for h in hits if h.source == rec.source and h.work.id == w.id]


def check_file(path: Path, fmt: str | None = None) -> dict:
    fmt = fmt or detect(path)
    out = {"file": path.name, "format": fmt, "records": count_records(path, fmt), "read": 0, "failed": 0,
           "failures": []}
    with tempfile.TemporaryDirectory() as tmp:
        info = build_index([path], Path(tmp) / "idx", fmt=fmt, log=lambda m: None)
        out["indexed"] = sum(info["by_source"].values()) if fmt != "retractionwatch" else info["flags"]
        con = sqlite3.connect(Path(tmp) / "idx" / "index.sqlite")
        flags = {tuple(v or "" for v in r) for r in con.execute("SELECT doi, pmid, kind, notice FROM flags")}
        con.close()
        with LocalIndex(Path(tmp) / "idx") as index:
            for ev in reader(fmt)(path):
                if isinstance(ev, Bad):
                    out["failed"] += 1
                    out["failures"].append({"where": ev.where, "reason": ev.reason})
                elif isinstance(ev, Flag):
                    if (ev.doi, ev.pmid, ev.kind, ev.notice) in flags:
                        out["read"] += 1
                    else:
                        out["failed"] += 1
                        out["failures"].append({"where": ev.doi or ev.pmid, "reason": "notice not in the index"})
                elif isinstance(ev, Rec):
                    hits = _lookup(index, ev)
                    if len(hits) != 1:
                        out["failed"] += 1
                        out["failures"].append({"where": f"{ev.source} {ev.key}",
                                                "reason": f"{len(hits)} records in the index under its id"})
                        continue
                    want, got = _fields(ev.work), _fields(hits[0].work)
                    wrong = [k for k in FIELDS if want[k] != got[k]]
                    if wrong:
                        out["failed"] += 1
                        out["failures"].append({"where": f"{ev.source} {ev.key}",
                                                "reason": "read back different: " + ", ".join(
                                                    f"{k} {want[k]!r} → {got[k]!r}" for k in wrong)})
                    else:
                        out["read"] += 1
    if out["read"] + out["failed"] != out["records"]:
        out["failures"].append({"where": path.name, "reason": (
            f"the file holds {out['records']} records, the reader gave {out['read'] + out['failed']}")})
    return out


# ---- the files ----

def real_samples(manifest: Path = MANIFEST) -> list[tuple[str, Path | None, str]]:
    """(id, path or None when absent / changed, why) of every real sample in the manifest."""
    data = json.loads(manifest.read_text(encoding="utf-8"))
    out = []
    for entry in data["files"]:
        if entry["format"].endswith("DTD"):
            continue
        path = Path(data["root"]) / entry["id"]
        if not path.is_file():
            out.append((entry["id"], None, "absent"))
        elif hashlib.sha256(path.read_bytes()).hexdigest() != entry["sha256"]:
            out.append((entry["id"], None, "changed (sha256 differs)"))
        else:
            out.append((entry["id"], path, ""))
    return out


def conformance_samples(folder: Path) -> list[tuple[str, Path]]:
    """Snapshot-shaped files made of the real recorded records (the project keeps none of them)."""
    if not CONFORMANCE.is_dir():
        return []
    import yaml

    from tests.test_sources_conformance import body
    items, seen = [], set()
    for name in sorted((CONFORMANCE / "crossref").glob("*.y*ml")) + [CONFORMANCE / "openalex" / "mixed_bulk_doi_search.yaml"]:
        data = yaml.safe_load(name.read_text(encoding="utf-8"))
        for it in data.get("interactions") or data.get("http_interactions") or []:
            try:
                msg = json.loads(body(it)).get("message")
            except (ValueError, AttributeError):
                continue
            for item in (msg.get("items") or []) if isinstance(msg, dict) and "items" in msg else [msg]:
                if isinstance(item, dict) and item.get("DOI") and item["DOI"].lower() not in seen:
                    seen.add(item["DOI"].lower())
                    items.append(item)
    out = []
    cr = folder / "crossref" / "0.json.gz"
    cr.parent.mkdir(parents=True, exist_ok=True)
    cr.write_bytes(gzip.compress(json.dumps({"items": items}).encode()))
    out.append(("conformance: Crossref /works messages as a public data file", cr))
    oa = folder / "openalex" / "works" / "updated_date=2025-06-11" / "part_000.gz"
    oa.parent.mkdir(parents=True, exist_ok=True)
    oa.write_bytes(gzip.compress((CONFORMANCE / "openalex" / "W2741809807.json").read_text().replace("\n", " ").encode() + b"\n"))
    out.append(("conformance: OpenAlex work as a works-snapshot line", oa))
    out.append(("conformance: Retraction Watch CSV", CONFORMANCE / "retractions" / "stub_retractions.csv"))
    return out


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "index_samples.json"))
    args = ap.parse_args(argv)
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        files = [(i, p, why) for i, p, why in real_samples()]
        files += [(label, p, "") for label, p in conformance_samples(Path(tmp))]
        for label, path, why in files:
            if path is None:
                results.append({"file": label, "skipped": why})
                print(f"{label}: not checked ({why})")
                continue
            r = check_file(path)
            r["sample"] = label
            results.append(r)
            print(f"{label} [{r['format']}]: records {r['records']}, read {r['read']}, failed {r['failed']}")
            for f in r["failures"][:10]:
                print(f"    {f['where']}: {f['reason']}")
    Path(args.out).write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
