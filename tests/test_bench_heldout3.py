"""Held-out batch 3 (issue 20): its committed manifest, labels and hand counts, collected blind, and
the flag that measures it (bench/heldout.py --batch 3). Nothing here runs refverify on the batch."""
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


def test_batch3_names_no_repository_of_the_development_corpus_nor_of_batches_1_and_2():
    manifest = _load("heldout3_manifest.json")
    repos = {i["repository"] for i in manifest["files"]} | {s["repository"] for s in manifest["reflines"]}
    seen = heldout.development_repositories(heldout.DEVELOPMENT + heldout.BATCHES[3]["seen"])
    assert "fanglingliu/paper" in seen and "awconway/troops-reliability" in seen  # batch 2 counts as seen
    assert sorted(r for r in repos if r.casefold() in seen) == []
    assert (len(repos), len(manifest["files"]), len(manifest["reflines"])) == (24, 38, 15)
    for item in manifest["files"]:
        assert re.fullmatch(r"[0-9a-f]{40}", item["commit"]) and re.fullmatch(r"[0-9a-f]{64}", item["sha256"])
        assert re.fullmatch(r"[0-9a-f]{40}", item["sha1"])
        assert item["file"] == f"{item['repository'].replace('/', '+')}/{item['path']}"
    kinds = Counter(i["kind"] for i in manifest["files"])
    assert kinds == {"bibtex": 15, "docx": 7, "bibtex-bbl": 4, "manuscript": 4, "markdown": 4, "csl-json": 2,
                     "ris": 1, "biblatex-bbl": 1}


def test_batch3_labels_name_listed_sources_in_the_batch2_label_format():
    manifest = _load("heldout3_manifest.json")
    labels = _load("heldout3_reflines_labels.json")
    assert labels["about"].endswith("'line_sha1' ties a label to its text. Bibliographic facts only.")
    sources = {s["id"]: s for s in manifest["reflines"]}
    for label in labels["labels"]:
        assert set(label) <= LABEL_KEYS and label["source"] in sources
        assert re.fullmatch(r"[0-9a-f]{12}", label["line_sha1"])
        assert isinstance(label.get("year", 0), int) and isinstance(label.get("authors", []), list)
    keys = [(lab["source"], lab["locator"]) for lab in labels["labels"]]
    assert len(keys) == len(set(keys)) == 338
    assert Counter(lab["language"] for lab in labels["labels"]) == {"en": 283, "zh": 50, "de": 3, "fr": 1, "la": 1}
    assert Counter(lab["style"] for lab in labels["labels"]) == {"gbt7714": 201, "vancouver": 42, "apa": 38,
                                                                 "other": 31, "ieee": 14, "harvard": 12}
    assert len({sources[lab["source"]]["repository"] for lab in labels["labels"]}) == 13


def test_batch3_manuscript_counts_agree_with_themselves_and_the_manifest():
    files = {i["file"] for i in _load("heldout3_manifest.json")["files"]}
    spec = _load("heldout3_manuscripts.json")["manuscripts"]
    assert [m["id"] for m in spec] == ["sinanma_qmd", "psyche_tex", "opsnap_qmd", "adt_tex", "pauling_docx",
                                       "bigcarrot_docx"]
    for m in spec:
        assert m["file"] in files and set(m["bib"]) <= files
        assert len(m["cited"]) <= m["citations"] and m["citing_places"] <= m["citations"]
        assert len(m["cited"]) <= m["list_entries"]
    assert sum(m["citations"] for m in spec) == 102 and sum(m["citing_places"] for m in spec) == 94


def test_batch3_is_chosen_by_flag():
    batch = heldout.BATCHES[3]
    assert (batch["manifest"].name, batch["labels"].name, batch["manuscripts"].name, batch["out"]) == (
        "heldout3_manifest.json", "heldout3_reflines_labels.json", "heldout3_manuscripts.json", "heldout3.json")
    assert batch["seen"] == ("heldout_manifest.json", "heldout2_manifest.json")
