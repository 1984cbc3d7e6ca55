"""Fault case 8: `refverify demo` gives byte-identical reports run after run, whatever Python's
hash seed (set and dict orders reaching an output are fixed by the sources' rank)."""
from __future__ import annotations

import shutil

from tests.faults_fixtures import cli, sim_env

REPORTS = ["verification_report.md", "backlog.md", "cross_validation_log.md",
           "fulltext_prediction_monitor.md", "citation_contexts.md", "CITATIONS.md",
           "CITATION_AUDIT.json", "CITATION_AUDIT.md", "report.html"]


def test_demo_reports_are_byte_identical_across_runs_and_hash_seeds(tmp_path):
    out = tmp_path / "demo"
    runs = []
    for seed in ("1", "2", "3"):
        if out.exists():
            shutil.rmtree(out)
        r = cli(["demo", "--out", str(out)], sim_env(None, tmp_path, PYTHONHASHSEED=seed), timeout=600)
        assert r.returncode == 0, r.stderr
        # REFVERIFY_EMAIL is set (sim_env): the demo ignores it and answers all from its recording
        assert "[thesis] FAIL: 45 cited entries — 36 KEEP, 3 FIX, 3 REPLACE, 3 REMOVE\n" in r.stdout
        files = {}
        for doc in ("thesis", "paper"):
            names = [n for n in REPORTS + ["corrected.bib", "corrected_refs.bib", "corrected_extra.bib"]
                     if (out / doc / n).exists()]
            files.update({f"{doc}/{n}": (out / doc / n).read_bytes() for n in names})
        runs.append(files)
    assert len(runs[0]) >= 2 * len(REPORTS)
    for other in runs[1:]:
        assert other.keys() == runs[0].keys()
        assert [k for k in runs[0] if other[k] != runs[0][k]] == []
    audit = runs[0]["thesis/CITATION_AUDIT.json"].decode()
    assert '"generated_at": "2026-03-28T09:30:00+00:00"' in audit
    # PubMed ranks before Crossref in the source order: its notice is the one reported, every run
    assert '"note": "retracted notice N Engl J Med. doi: 10.1056/NEJMc2021225.' in audit
