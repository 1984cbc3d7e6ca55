"""Label every manuscript of the corpus by a method independent of refverify's parser.

    python bench/corpus/label.py          # writes bench/corpus/labels.json

* Markdown (pandoc, R Markdown, manubot): pandoc's own reader (``pandoc -t json``; for R Markdown
  after the knitr step, i.e. with the R code chunks replaced by their output); every ``Cite``
  element is a citing place, each distinct id in it cited once; pandoc-crossref labels
  (``@fig:…``, ``@sec:…``, …) are cross-references, not citations; ``nocite`` from the metadata.
* LaTeX: the independent scanner ``scan_latex.py`` (pandoc's LaTeX reader stops on several real
  theses, so it cannot label them).
* Bibliography keys: read from the named ``.bib`` files by a plain ``@type{key,`` scan (refverify
  uses bibtexparser), ``\\bibitem`` keys, or the ``.bbl`` when a named ``.bib`` is missing.

Labels are facts only: cite keys, counts, orphan and uncited keys.
"""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scan_latex import bbl_keys, bib_keys, scan  # noqa: E402

HERE = Path(__file__).resolve().parent
CROSSREF = re.compile(r"^(?:fig|sec|tbl|eq|lst|thm|lem|def|cor|prop|apx|table|figure):", re.I)


def _walk_cites(node, out: list) -> None:
    if isinstance(node, dict):
        if node.get("t") == "Cite":
            out.append([c["citationId"] for c in node["c"][0]])
        for value in node.values():
            _walk_cites(value, out)
    elif isinstance(node, list):
        for value in node:
            _walk_cites(value, out)


def _meta_strings(node) -> list[str]:
    """Plain strings of a pandoc metadata value (MetaString / MetaInlines / MetaList)."""
    if isinstance(node, dict):
        if node.get("t") == "MetaString":
            return [node["c"]]
        if node.get("t") == "MetaInlines":
            return ["".join(i["c"] if i["t"] == "Str" else " " if i["t"] == "Space" else ""
                            for i in node["c"])]
        if node.get("t") == "MetaList":
            return [s for item in node["c"] for s in _meta_strings(item)]
    return []


# knitr runs an R Markdown file's code chunks and puts their output in their place before
# pandoc reads it; the chunks' output here holds no citation, so a chunk is left out.
_R_CHUNK = re.compile(r"^ {0,3}```+\s*\{r[^\n]*\n.*?^ {0,3}```+\s*$", re.M | re.S)


def label_markdown(path: Path, extra_bibs: list[Path], knit: bool = False) -> dict:
    text = path.read_text(encoding="utf-8")
    if knit:
        text = _R_CHUNK.sub("", text)
    doc = json.loads(subprocess.run(["pandoc", "-f", "markdown", "-t", "json"], input=text,
                                    cwd=path.parent, capture_output=True, text=True,
                                    check=True).stdout)
    cites: list[list[str]] = []
    _walk_cites(doc["blocks"], cites)
    counted: dict[str, int] = {}
    for ids in cites:
        for key in dict.fromkeys(k for k in ids if not CROSSREF.match(k)):
            counted[key] = counted.get(key, 0) + 1
    nocite: list[list[str]] = []
    _walk_cites(doc["meta"].get("nocite", {}), nocite)
    bibs = [path.parent / b for b in _meta_strings(doc["meta"].get("bibliography", {}))]
    keys = _keys_of(bibs + extra_bibs, {}, path)
    return _result("pandoc " + _pandoc_version() + " JSON Cite elements", counted, set(),
                   {k for ids in nocite for k in ids}, keys)


def label_latex(path: Path, extra_bibs: list[Path]) -> dict:
    found = scan(path)
    root = path.parent.resolve()
    named = []
    for name in found.bib_names:
        name = name.strip().replace("\\jobname", path.stem)
        if not name:
            continue
        target = (root / (name if name.endswith(".bib") else name + ".bib"))
        if target.resolve().is_relative_to(root):     # outside the folder: not read unless given
            named.append(target)
    keys = _keys_of(named + extra_bibs, found.written, path) + found.bibitems
    return _result("independent LaTeX scanner (bench/corpus/scan_latex.py)", found.cited,
                   found.mentions, found.nocite, keys)


def _keys_of(bibs: list[Path], written: dict[str, str], main: Path) -> list[str]:
    keys: list[str] = []
    for bib in dict.fromkeys(bibs):
        written_text = written.get(bib.name) or written.get(bib.stem)
        if bib.is_file():
            keys += bib_keys(bib.read_text(encoding="utf-8", errors="replace"))
        elif written_text is not None:
            keys += bib_keys(written_text)
        elif main.with_suffix(".bbl").is_file():
            keys += bbl_keys(main.with_suffix(".bbl").read_text(encoding="utf-8", errors="replace"))
    return list(dict.fromkeys(keys))


def _result(method: str, counted: dict, mentions: set, nocite: set, keys: list[str]) -> dict:
    key_set = set(keys)
    used = set(counted) | mentions | nocite
    return {
        "method": method,
        "citing_places": sum(counted.values()),
        "cited": dict(sorted(counted.items())),
        "mentions": sorted(mentions - set(counted)),
        "orphans": sorted(k for k in counted if k not in key_set),
        "uncited": [] if "*" in nocite else sorted(k for k in key_set if k not in used),
    }


def _pandoc_version() -> str:
    out = subprocess.run(["pandoc", "--version"], capture_output=True, text=True).stdout
    return out.split("\n")[0].split()[-1]


def label(item: dict, root: Path) -> dict:
    folder = root / item["id"]
    main = folder / item["main"]
    extra = [folder / b for b in item.get("bib", [])]
    if main.suffix == ".tex":
        return label_latex(main, extra)
    knit = any(src.endswith(".Rmd") for src, _ in item.get("rename", [])) or any(
        src.endswith(".Rmd") for src in item.get("concat", {}).get("sources", []))
    return label_markdown(main, extra, knit)


def main() -> int:
    manifest = json.loads((HERE / "manifest.json").read_text(encoding="utf-8"))
    root = Path(manifest["root"])
    labels = {item["id"]: label(item, root) for item in manifest["manuscripts"]}
    (HERE / "labels.json").write_text(json.dumps(labels, indent=1, ensure_ascii=False) + "\n",
                                      encoding="utf-8")
    total = sum(v["citing_places"] for v in labels.values())
    print(f"{len(labels)} manuscripts labelled, {total} citing places → bench/corpus/labels.json")
    return 0


if __name__ == "__main__":
    sys.exit(main())
