"""bench/batch_bench.py: the generated cohort, and the bench itself at its small size."""
from __future__ import annotations

import re

import pytest

from bench import batch_bench
from refverify.batch import find_manuscripts


def test_the_generated_cohort_shares_half_of_each_manuscripts_references(tmp_path):
    world = batch_bench.make_cohort(tmp_path, manuscripts=6, refs=8, pool=20)
    found, skipped = find_manuscripts(tmp_path)
    assert skipped == []
    assert [m.id for m in found] == [
        "cardiology/2024/m001/thesis.md", "cardiology/2025/m005/thesis.md",
        "informatics/2024/m002/thesis.tex", "informatics/2025/m006/thesis.tex",
        "oncology/2024/m003/thesis.md", "public-health/2024/m004/thesis.tex"]
    assert found[0].groups == {"department": "cardiology", "year": "2024"}
    keys = {}
    for m in found:
        bib = (m.path.parent / "refs.bib").read_text(encoding="utf-8")
        numbers = [int(n) for n in re.findall(r"@\w+\{ref(\d+),", bib)]
        assert len(numbers) == 8
        assert sum(n <= 20 for n in numbers) == 4           # from the shared pool
        text = m.path.read_text(encoding="utf-8")
        assert all(f"ref{n}" in text for n in numbers)      # every entry is cited
        keys[m.id] = set(numbers)
    own = [k - set(range(1, 21)) for k in keys.values()]
    assert sum(len(k) for k in own) == len(set().union(*own)) == 24   # nobody else's
    assert len(world["works"]) < 20 + 24                     # some works are invented


@pytest.mark.slow
def test_the_small_bench_meets_its_targets():
    results = batch_bench.main(["--small", "--speed", "20"])
    batch = results["runs"][1:]
    assert [r["label"] for r in batch] == ["batch, 1 worker", "batch, 2 workers",
                                           "batch, Dask LocalCluster 2 workers"] + [
        label for label, _, _ in batch_bench.extra_runs()]
    assert all(r["identical"] for r in batch)
    assert all(r["share_of_separate"] <= 0.55 for r in batch)
    assert sum(r["429"] for r in results["runs"]) == 0
