"""The fault injector of bench/eval: deterministic for a seed, and every label says what was done."""
from __future__ import annotations

import re
from collections import Counter

import pytest

from bench.eval.inject import (CLEAN, FAULT_KINDS, TITLE_FAULT_RANGE, inject, latex_accents, load_works,
                               short_pages, title_case, zh_punct)
from refverify.parse.bibliography import read_bib_files
from refverify.core.compare_text import title_similarity

WORKS = load_works()
BY_ID = {w["id"]: w for w in WORKS}


@pytest.fixture(scope="module")
def injected():
    return inject(WORKS, seed=7, per_fault=4)


@pytest.fixture(scope="module")
def entries(injected, tmp_path_factory):
    path = tmp_path_factory.mktemp("inject") / "injected.bib"
    path.write_text(injected.bib, encoding="utf-8")
    result = read_bib_files([path])
    assert result.errors == []
    return {e.key: e for e in result.entries}


def test_world_file_has_the_required_breadth():
    kinds = Counter(w["type"] for w in WORKS)
    assert len(WORKS) >= 200
    assert sum(1 for w in WORKS if w["pmid"]) >= 100
    assert sum(1 for w in WORKS if w["arxiv"]) >= 30
    assert kinds["book"] >= 10 and kinds["thesis"] >= 5
    assert sum(1 for w in WORKS if w["language"] == "zh") >= 10
    assert sum(1 for w in WORKS if w["retracted"]) >= 5
    assert all(40 <= len(w["abstract"].split()) <= 120 for w in WORKS if w["language"] != "zh")


def test_same_seed_same_bib_and_labels(injected):
    again = inject(WORKS, seed=7, per_fault=4)
    assert again.bib == injected.bib
    assert again.labels == injected.labels


def test_other_seed_other_bib(injected):
    assert inject(WORKS, seed=8, per_fault=4).bib != injected.bib


def test_label_counts_and_clean_majority(injected):
    counts = Counter(injected.labels.values())
    assert {k: counts[k] for k in FAULT_KINDS} == {k: 4 for k in FAULT_KINDS}
    assert counts[CLEAN] == round(64 * 0.55 / 0.45)
    assert counts[CLEAN] > sum(counts[k] for k in FAULT_KINDS)


def test_every_entry_parses_back_with_step_a(injected, entries):
    assert set(entries) == set(injected.labels)


def _keys(injected, kind):
    return [k for k, v in injected.labels.items() if v == kind]


def test_wrong_year_faults_move_the_year_by_exactly_one_or_three(injected, entries):
    for kind, step in (("wrong_year_1", 1), ("wrong_year_3", 3)):
        for key in _keys(injected, kind):
            assert abs(entries[key].year - BY_ID[injected.works[key]]["year"]) == step


def test_clean_entries_keep_year_first_author_and_author_count(injected, entries):
    for key in _keys(injected, CLEAN):
        work, entry = BY_ID[injected.works[key]], entries[key]
        assert entry.year == work["year"]
        assert len(entry.authors) == len(work["authors"])


def test_dropped_coauthor_keeps_the_first_and_loses_one(injected, entries):
    for key in _keys(injected, "dropped_coauthor"):
        work, entry = BY_ID[injected.works[key]], entries[key]
        assert len(entry.authors) == len(work["authors"]) - 1
        assert entry.authors[0].startswith(work["authors"][0]["family"])


def test_doi_faults(injected, entries):
    dois = {w["doi"].lower(): w["id"] for w in WORKS if w["doi"]}
    for key in _keys(injected, "fabricated_doi"):
        assert entries[key].doi.lower() not in dois and entries[key].pmid == ""
    for key in _keys(injected, "doi_of_other_work"):
        owner = dois[entries[key].doi.lower()]
        assert owner != injected.works[key]


def test_fabricated_entries_are_no_work_of_the_world(injected, entries):
    for key in _keys(injected, "fabricated"):
        assert injected.works[key] == ""
        assert max(title_similarity(entries[key].title, w["title"]) for w in WORKS) < 0.6


def test_title_faults_stay_in_the_warning_band(injected, entries):
    lo, hi = TITLE_FAULT_RANGE
    for kind in ("truncated_title", "retitled_title"):
        for key in _keys(injected, kind):
            assert lo <= title_similarity(entries[key].title, BY_ID[injected.works[key]]["title"]) <= hi


def test_preprint_and_retracted_faults(injected, entries):
    for key in _keys(injected, "preprint_cited"):
        work = BY_ID[injected.works[key]]
        assert entries[key].journal == f"arXiv preprint arXiv:{work['arxiv']}"
        assert entries[key].arxiv == work["arxiv"] and entries[key].doi == ""
    assert all(BY_ID[injected.works[k]]["retracted"] for k in _keys(injected, "retracted"))
    assert not any(BY_ID[injected.works[k]]["retracted"] for k in _keys(injected, CLEAN))


def test_placeholder_author_names(injected, entries):
    for key in _keys(injected, "placeholder_author"):
        assert re.search(r"Anonymous|{et al\.}", injected.bib.split(f"{{{key},")[1].split("\n}")[0])


def test_noise_helpers():
    assert latex_accents("Gøtzsche, Séralini, Mendonça") == "G{\\o}tzsche, S{\\'e}ralini, Mendon{\\c c}a"
    assert short_pages("2103-2116") == "2103-16"
    assert short_pages("e102") == "e102"
    assert zh_punct("中国2型糖尿病防治指南(2020年版)") == "中国2型糖尿病防治指南（2020年版）"
    assert title_case("Deep learning for the masses") == "Deep Learning for the Masses"
