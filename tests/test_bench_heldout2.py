"""Held-out batch 2 (issue 20 item 5): its committed manifest, labels and hand counts, and the
bench plumbing that measures it (bench/heldout.py --batch 2, bench/heldout_manuscripts.py).
Nothing here runs refverify on the batch itself."""
from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

from bench import heldout, heldout_manuscripts
from bench.corpus.reflines_extract import line_hash
from refverify.state import Claim, Ref, State

CORPUS = Path(__file__).resolve().parent.parent / "bench" / "corpus"
LABEL_KEYS = {"source", "locator", "line_sha1", "style", "language", "etal", "authors", "title", "year",
              "journal", "publisher", "volume", "issue", "pages", "doi"}


def _load(name):
    return json.loads((CORPUS / name).read_text(encoding="utf-8"))


def test_batch2_repositories_a_development_manifest_names_are_the_recorded_ones():
    """Disjoint when collected; a repository the development corpus takes later must be recorded in
    'development_overlap' (bench/heldout.py reports the figures on the others apart)."""
    manifest = _load("heldout2_manifest.json")
    repos = {i["repository"] for i in manifest["files"]} | {s["repository"] for s in manifest["reflines"]}
    seen = heldout.development_repositories(heldout.DEVELOPMENT + heldout.BATCHES[2]["seen"])
    assert "05gash/dissertation" in seen and "drIbrahimAli/MDThesis".casefold() in seen
    assert {r for r in repos if r.casefold() in seen} <= set(manifest["development_overlap"])
    assert set(manifest["development_overlap"]) <= repos
    assert (len(repos), len(manifest["files"]), len(manifest["reflines"])) == (26, 37, 14)
    for item in manifest["files"]:
        assert re.fullmatch(r"[0-9a-f]{40}", item["commit"]) and re.fullmatch(r"[0-9a-f]{64}", item["sha256"])
        assert item["file"] == f"{item['repository'].replace('/', '+')}/{item['path']}"
    kinds = Counter(i["kind"] for i in manifest["files"])
    assert kinds == {"bibtex": 16, "docx": 10, "bibtex-bbl": 4, "manuscript": 4, "ris": 2, "csl-json": 1}


def test_batch2_labels_name_listed_sources_in_the_batch1_label_format():
    manifest = _load("heldout2_manifest.json")
    labels = _load("heldout2_reflines_labels.json")
    assert labels["about"].endswith("'line_sha1' ties a label to its text. Bibliographic facts only.")
    sources = {s["id"]: s for s in manifest["reflines"]}
    for label in labels["labels"]:
        assert set(label) <= LABEL_KEYS and label["source"] in sources
        assert re.fullmatch(r"[0-9a-f]{12}", label["line_sha1"])
        assert isinstance(label.get("year", 0), int) and isinstance(label.get("authors", []), list)
    keys = [(lab["source"], lab["locator"]) for lab in labels["labels"]]
    assert len(keys) == len(set(keys)) == 243
    assert Counter(lab["language"] for lab in labels["labels"]) == {"en": 182, "zh": 61}
    assert len({sources[lab["source"]]["repository"] for lab in labels["labels"]}) == 12


def test_batch2_manuscript_counts_agree_with_themselves_and_the_manifest():
    files = {i["file"] for i in _load("heldout2_manifest.json")["files"]}
    spec = _load("heldout2_manuscripts.json")["manuscripts"]
    assert [m["id"] for m in spec] == ["orca_qmd", "troops_rmd", "troops_docx", "mistriage_rmd", "pde_tex"]
    for m in spec:
        assert m["file"] in files and set(m["bib"]) <= files
        assert len(m["cited"]) <= m["citations"] and m["citing_places"] <= m["citations"]
        assert len(m["cited"]) <= m["list_entries"] or m["format"] != "docx"
    assert sum(m["citations"] for m in spec) == 103 and sum(m["citing_places"] for m in spec) == 82


def test_check_batch_counts_labels_whose_line_is_unchanged(tmp_path):
    text = tmp_path / "refs.md"
    text.write_text("Intro\n\n1. Kim A. First work. J One. 2001;1:1-2.\n2. Lee B. Second work. 2002.\n",
                    encoding="utf-8")
    manifest = {"root": str(tmp_path), "reflines_roots": {"here": str(tmp_path)},
                "files": [{"file": "refs.md"}, {"file": "gone.bib"}],
                "reflines": [{"id": "md", "format": "text", "file": "refs.md", "root": "here", "from": 3, "to": 4}]}
    labels = [{"source": "md", "locator": 3, "line_sha1": line_hash("1. Kim A. First work. J One. 2001;1:1-2.")},
              {"source": "md", "locator": 4, "line_sha1": line_hash("2. Lee B. Another work. 2002.")},
              {"source": "elsewhere", "locator": 1, "line_sha1": "0" * 12}]
    spec = {"manuscripts": [{"id": "m", "file": "refs.md", "bib": ["refs.bib"]}]}
    check = heldout.check_batch(manifest, labels, spec)
    assert (check["lines"], check["labels"], check["matched"]) == (2, 3, 1)
    assert check["sources"][0]["stale"] == [4]
    assert (check["absent_files"], check["orphan_labels"], check["manuscripts_absent"]) == (
        ["gone.bib"], ["elsewhere"], ["m: refs.bib"])
    assert heldout.report_check(check) == 1


def _claim(ref, line, marker, group):
    return Claim(claim_id=f"{ref}-{line}", ref_id=ref, file="paper.Rmd", line=line, cite_marker=marker,
                 group_refs=group)


def test_manuscript_counts_read_entries_places_claims_and_cited_keys_from_the_state():
    state = State(refs={
        "a": Ref(ref_id="a", key="Alpha2020", bib_origin="bib",
                 claims=[_claim("a", 1, "[@Alpha2020; @beta]", ["a", "b"]), _claim("a", 5, "[@Alpha2020]", ["a"])]),
        "b": Ref(ref_id="b", key="beta", bib_origin="bib", claims=[_claim("b", 1, "[@Alpha2020; @beta]", ["a", "b"])]),
        "c": Ref(ref_id="c", key="orphan", bib_origin="none", claims=[_claim("c", 7, "[@orphan]", ["c"])]),
        "d": Ref(ref_id="d", key="uncited", bib_origin="bib")})
    counts = heldout_manuscripts.state_counts(state)
    assert (counts["entries"], counts["citations"], counts["places"]) == (3, 4, 3)
    assert counts["cited"] == {"alpha2020", "beta", "orphan"}
    item = {"id": "p", "format": "Rmd", "list_entries": 3, "citing_places": 3, "citations": 4,
            "cited": ["Alpha2020", "beta", "uncited"]}
    row = heldout_manuscripts.compare(item, counts)
    assert (row["entries_in_state"], row["places_found"], row["claims"], row["cited_found"]) == (3, 3, 4, 2)
    assert (row["cited_missing"], row["cited_extra"], row["cited_orphans"]) == (["uncited"], ["orphan"], ["orphan"])


def test_manuscript_counts_of_a_numbered_list_compare_numbers():
    state = State(refs={
        "r1": Ref(ref_id="r1", number=1, key="ref1", bib_origin="document",
                  claims=[_claim("r1", 5, "[1]", ["r1"])]),
        "r2": Ref(ref_id="r2", number=2, key="ref2", bib_origin="document",
                  claims=[_claim("r2", 9, "[2–3]", ["r2", "r3"])]),
        "r3": Ref(ref_id="r3", number=3, key="ref3", bib_origin="document",
                  claims=[_claim("r3", 9, "[2–3]", ["r2", "r3"])]),
        "r9": Ref(ref_id="r9", number=9, key="ref9", bib_origin="none", claims=[_claim("r9", 11, "[9]", ["r9"])])})
    item = {"id": "w", "format": "docx", "list_entries": 4, "citing_places": 3, "citations": 4,
            "cited": [1, 2, 3, 4]}
    row = heldout_manuscripts.compare(item, heldout_manuscripts.state_counts(state))
    assert (row["entries_in_state"], row["places_found"], row["claims"]) == (3, 3, 4)
    assert (row["cited_found"], row["cited_missing"], row["cited_extra"]) == (3, ["4"], ["9"])
    # a cited number that reached no list entry is named: a list read with shifted numbers shows there
    assert row["cited_orphans"] == ["9"]


def test_batch2_is_chosen_by_flag_and_batch1_stays_the_default():
    assert heldout.BATCHES[1]["manifest"] == heldout.MANIFEST == CORPUS / "heldout_manifest.json"
    assert heldout.BATCHES[1]["labels"] == CORPUS / "heldout_reflines_labels.json"
    assert (heldout.BATCHES[2]["manifest"].name, heldout.BATCHES[2]["labels"].name,
            heldout.BATCHES[2]["manuscripts"].name, heldout.BATCHES[2]["out"]) == (
        "heldout2_manifest.json", "heldout2_reflines_labels.json", "heldout2_manuscripts.json", "heldout2.json")
    assert all(b["manifest"].is_file() and b["labels"].is_file() for b in heldout.BATCHES.values())
