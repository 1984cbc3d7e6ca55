"""Golden files: every report of the fixed fixture state, byte for byte.

Regenerate with REFVERIFY_UPDATE_GOLDEN=1 and review the diff line by line before committing."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from refverify.report import write_reports
from tests.report_fixture import write_manuscript

GOLDEN = Path(__file__).parent / "golden"
# Read at import: conftest's autouse fixture clears REFVERIFY_* variables before each test.
UPDATE = os.environ.get("REFVERIFY_UPDATE_GOLDEN") == "1"
REPORTS = ["verification_report.md", "backlog.md", "cross_validation_log.md",
           "fulltext_prediction_monitor.md", "citation_contexts.md", "CITATIONS.md",
           "CITATION_AUDIT.json", "CITATION_AUDIT.md", "corrected.bib"]


def _run(tmp_path: Path, name: str, **options) -> Path:
    state = write_manuscript(tmp_path / name / "ms")
    out = tmp_path / name / "ms" / "out"
    write_reports(state, out, **options)
    return out


def _check(actual: Path, golden_name: str) -> None:
    golden = GOLDEN / golden_name
    if UPDATE:
        golden.write_bytes(actual.read_bytes())
    assert actual.read_text(encoding="utf-8") == golden.read_text(encoding="utf-8"), golden_name


@pytest.mark.parametrize("name", REPORTS)
def test_report_matches_golden(tmp_path, name):
    out = _run(tmp_path, "en")
    _check(out / name, name)


def test_chinese_verification_report_matches_golden(tmp_path):
    out = _run(tmp_path, "zh", language="zh")
    _check(out / "verification_report.md", "verification_report.zh.md")


def test_audit_with_uncited_and_soft_only_matches_golden(tmp_path):
    out = _run(tmp_path, "soft", uncited=True, soft_only=True)
    _check(out / "CITATION_AUDIT.json", "CITATION_AUDIT.soft_uncited.json")
    _check(out / "CITATION_AUDIT.md", "CITATION_AUDIT.soft_uncited.md")
    assert not (out / "corrected.bib").exists()


def test_two_runs_are_byte_identical(tmp_path):
    first, second = _run(tmp_path, "a", uncited=True), _run(tmp_path, "b", uncited=True)
    names = sorted(p.name for p in first.iterdir())
    assert names == sorted(p.name for p in second.iterdir())
    assert "report.html" in names
    for name in names:
        assert (first / name).read_bytes() == (second / name).read_bytes(), name


def test_reports_from_the_saved_state_file_match(tmp_path):
    """The reports depend on nothing but verification_state.json."""
    from refverify.state_file import load_state, save_state
    direct = _run(tmp_path, "direct")
    state = write_manuscript(tmp_path / "saved" / "ms")
    save_state(state, tmp_path / "saved" / "ms" / "out")
    out = tmp_path / "saved" / "ms" / "out"
    write_reports(load_state(out), out)
    for name in REPORTS:
        assert (out / name).read_bytes() == (direct / name).read_bytes(), name


def test_unknown_language_is_refused(tmp_path):
    from refverify.errors import RefverifyError
    with pytest.raises(RefverifyError, match="report language 'fr'"):
        write_reports(write_manuscript(tmp_path / "ms"), tmp_path / "out", language="fr")
