"""Held-out batch 4 (issue 20): its committed manifest, labels and hand counts, collected blind, and
the flag that measures it (bench/heldout.py --batch 4). Nothing here runs refverify on the batch."""
from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from bench import heldout

CORPUS = Path(__file__).resolve().parent.parent / "bench" / "corpus"
LABEL_KEYS = {"source", "locator", "line_sha1", "style", "language", "etal", "authors", "title", "year",
              "journal", "publisher", "volume", "issue", "pages", "doi"}


def _load(name):
    return json.loads((CORPUS / name).read_text(encoding="utf-8"))


def test_batch4_names_no_repository_of_the_development_corpus_nor_of_batches_1_to_3():
    manifest = _load("heldout4_manifest.json")
    repos = {i["repository"] for i in manifest["files"]} | {s["repository"] for s in manifest["reflines"]}
    seen = heldout.development_repositories(heldout.DEVELOPMENT + heldout.BATCHES[4]["seen"])
    assert "bdarcus/manuscript-rendition" in seen and "0zhongying0/docpaper" in seen  # batches 1-3 count as seen
    assert sorted(r for r in repos if r.casefold() in seen) == []
    assert (len(repos), len(manifest["files"]), len(manifest["reflines"])) == (23, 56, 12)
    for item in manifest["files"]:
        assert re.fullmatch(r"[0-9a-f]{40}", item["commit"]) and re.fullmatch(r"[0-9a-f]{64}", item["sha256"])
        assert re.fullmatch(r"[0-9a-f]{40}", item["sha1"])
        assert item["file"] == f"{item['repository'].replace('/', '+')}/{item['path']}"
    kinds = Counter(i["kind"] for i in manifest["files"])
    assert kinds == {"manuscript-part": 18, "bibtex": 16, "manuscript": 5, "bibtex-bbl": 4, "docx": 5,
                     "endnote-xml": 3, "markdown": 3, "ris": 1, "csl-json": 1}


def test_batch4_labels_name_listed_sources_in_the_batch2_label_format():
    manifest = _load("heldout4_manifest.json")
    labels = _load("heldout4_reflines_labels.json")
    assert labels["about"].endswith("'line_sha1' ties a label to its text. Bibliographic facts only.")
    sources = {s["id"]: s for s in manifest["reflines"]}
    for label in labels["labels"]:
        assert set(label) <= LABEL_KEYS and label["source"] in sources
        assert re.fullmatch(r"[0-9a-f]{12}", label["line_sha1"])
        assert isinstance(label.get("year", 0), int) and isinstance(label.get("authors", []), list)
    keys = [(lab["source"], lab["locator"]) for lab in labels["labels"]]
    assert len(keys) == len(set(keys)) == 285
    assert Counter(lab["language"] for lab in labels["labels"]) == {"en": 243, "zh": 42}
    assert Counter(lab["style"] for lab in labels["labels"]) == {"other": 92, "aps": 40, "harvard": 39, "apa": 36,
                                                                 "ieee": 33, "gbt7714": 26, "plainnat": 19}
    assert len({sources[lab["source"]]["repository"] for lab in labels["labels"]}) == 11


def test_batch4_manuscript_counts_agree_with_themselves_and_the_manifest():
    files = {i["file"] for i in _load("heldout4_manifest.json")["files"]}
    spec = _load("heldout4_manuscripts.json")["manuscripts"]
    assert [m["id"] for m in spec] == ["lottery_natbib_tex", "rijke_revtex", "soundscape_qmd", "groups_biblatex_tex",
                                       "kinship_textcite_tex", "pqc_ieee_docx"]
    for m in spec:
        assert m["file"] in files and set(m["bib"]) <= files
        assert len(m["cited"]) == len(set(m["cited"])) <= m["list_entries"]
        assert len(m["cited"]) <= m["citations"] and m["citing_places"] <= m["citations"]
    assert sum(m["citations"] for m in spec) == 329 and sum(m["citing_places"] for m in spec) == 277


def test_batch4_is_chosen_by_flag():
    batch = heldout.BATCHES[4]
    assert (batch["manifest"].name, batch["labels"].name, batch["manuscripts"].name, batch["out"]) == (
        "heldout4_manifest.json", "heldout4_reflines_labels.json", "heldout4_manuscripts.json", "heldout4.json")
    assert batch["seen"] == ("heldout_manifest.json", "heldout2_manifest.json", "heldout3_manifest.json")
