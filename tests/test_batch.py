"""`refverify batch`: a cohort folder A → D with one shared cache, a resumable progress table and
the cohort report (issue 26 item 3), against the simulators at the services' real rates."""
from __future__ import annotations

import json

import pandas as pd
import pytest

from refverify.batch import Progress, find_manuscripts, pass_rates_df, problem_refs_df, run_batch
from refverify.batch.cohort import RATES_PNG, REPORT_MD
from refverify.config import Config
from tests.batch_fixture import write_cohort
from tests.simulators import start_simulators
from tests.simulators.fixtures import planted_world

DONE = {"cs/2024/d/d.md": "FAIL", "cs/2025/c/c.tex": "FAIL", "med/2024/a/a.md": "PASS",
        "med/2025/b/b.md": "PASS"}


@pytest.fixture
def sims():
    s = start_simulators(planted_world())      # the published rates, strict windows
    yield s
    s.stop()


def _cfg(sims, tmp_path, **kw) -> Config:
    return Config(email="t@example.org", cache_path=str(tmp_path / "http_cache.sqlite"),
                  urls=sims.urls(), timeout=3.0, max_retries=2, **kw)


def _requests(out, manuscript: str) -> int:
    state = json.loads((out / manuscript / "verification_state.json").read_text(encoding="utf-8"))
    return sum(state["meta"]["fetch"]["requests"].values())


def test_a_cohort_runs_every_manuscript_in_its_own_folder_with_one_shared_cache(sims, tmp_path):
    cohort, out = write_cohort(tmp_path / "cohort"), tmp_path / "out"
    result = run_batch(cohort, out, workers=1, config=_cfg(sims, tmp_path), progress=False)
    table = result.table.set_index("manuscript")
    assert table["status"].to_dict() == {**{m: "done" for m in DONE}, "cs/2024/e/e.docx": "failed",
                                         "cs/2025/c/chapter.tex": "skipped"}
    assert table.loc[list(DONE), "verdict"].to_dict() == DONE
    assert table.loc[list(DONE), "step"].tolist() == ["D"] * 4
    assert table.loc["cs/2024/e/e.docx", "error"] == (
        f"{cohort / 'cs/2024/e/e.docx'}: not a .docx file (not a zip archive)")
    assert table.loc["cs/2025/c/chapter.tex", "error"] == (
        "a LaTeX part (no \\documentclass): read through the main file that inputs it")
    assert table.loc[list(DONE), ["department", "year"]].values.tolist() == [
        ["cs", "2024"], ["cs", "2025"], ["med", "2024"], ["med", "2025"]]
    for name in DONE:        # each manuscript's own state and audit, as `refverify run` writes them
        audit = json.loads((out / name / "CITATION_AUDIT.json").read_text(encoding="utf-8"))
        assert audit["verdict"] == DONE[name]
    # the cohort's distinct references were asked once, together, before the manuscripts ran:
    # each manuscript's own Step B found every answer in the lookup memo
    assert {name: _requests(out, name) for name in DONE} == {name: 0 for name in DONE}
    # PubMed: DOIs → PMIDs, the records, a title search for the invented work; Crossref and
    # Semantic Scholar: one batch of the two DOIs, one title search
    assert dict(sims.counts) == {"pubmed": 3, "crossref": 2, "semanticscholar": 2}
    assert sims.too_many == {}
    assert result.exit_code() == 3          # a manuscript failed
    assert result.summary() == (f"batch: 6 files — 4 done, 1 failed, 1 skipped; ran 5 now; "
                                f"verdicts: 2 FAIL, 2 PASS → {out}")
    # the progress table on disk, also as CSV
    csv = pd.read_csv(out / "batch_progress.csv", dtype=str, keep_default_na=False)
    assert csv.set_index("manuscript")["status"].to_dict() == table["status"].to_dict()


def test_a_manuscript_citing_works_another_run_asked_sends_no_request(sims, tmp_path):
    cohort, out = write_cohort(tmp_path / "cohort"), tmp_path / "out"
    b = cohort / "med" / "2025"
    b.rename(tmp_path / "later")
    cfg = _cfg(sims, tmp_path)
    for name in ("cs", ):
        (cohort / name).rename(tmp_path / f"aside-{name}")
    first = run_batch(cohort, out, workers=1, config=cfg, progress=False)
    assert first.ran == ["med/2024/a/a.md"]
    assert _requests(out, "med/2024/a/a.md") == 4
    # b cites the same works as a, the same way: everything it needs is in the shared cache
    (tmp_path / "later").rename(b)
    sims.reset_counts()
    second = run_batch(cohort, out, workers=1, config=cfg, progress=False)
    assert second.ran == ["med/2025/b/b.md"]
    assert sims.total() == 0 and _requests(out, "med/2025/b/b.md") == 0
    assert second.table.set_index("manuscript")["verdict"].to_dict() == {
        "med/2024/a/a.md": "PASS", "med/2025/b/b.md": "PASS"}


def test_cohort_report_figures(sims, tmp_path):
    cohort, out = write_cohort(tmp_path / "cohort"), tmp_path / "out"
    result = run_batch(cohort, out, workers=1, config=_cfg(sims, tmp_path), progress=False)
    problems = problem_refs_df(out)
    assert problems[["work", "manuscripts", "actions", "axes"]].values.tolist() == [
        ["title:quantum entanglement of gut bacteria predicts marathon performance|2020", 2, "REMOVE", "EXISTENCE"],
        ["doi:10.1016/s2213-8587(19)30001-1", 1, "FIX", "METADATA"]]
    assert problems.loc[0, "cited_in"] == "cs/2024/d/d.md#quantum2020; cs/2025/c/c.tex#quantum2020"
    from refverify.batch import manuscripts_df
    m = manuscripts_df(out)
    assert m.set_index("manuscript").loc["cs/2025/c/c.tex", ["REMOVE", "FIX", "KEEP", "NOT_CHECKED", "entries"]].tolist() == [1, 1, 0, 0, 2]
    by_dept = pass_rates_df(m, "department")
    assert by_dept.to_dict("index") == {
        "cs": {"manuscripts": 3, "checked": 2, "passed": 0, "pass_rate": 0.0, "not_finished": 1},
        "med": {"manuscripts": 2, "checked": 2, "passed": 2, "pass_rate": 1.0, "not_finished": 0}}
    by_year = pass_rates_df(m, "year")
    assert by_year["pass_rate"].to_dict() == {"2024": 0.5, "2025": 0.5}
    assert by_year["not_finished"].to_dict() == {"2024": 1, "2025": 0}
    names = {p.name for p in result.reports}
    assert names == {REPORT_MD, "cohort_manuscripts.csv", "cohort_problem_refs.csv",
                     "cohort_pass_rates.csv", RATES_PNG}
    md = (out / REPORT_MD).read_text(encoding="utf-8")
    assert "| 2 | REMOVE | title:quantum entanglement" in md
    assert "| med | 2 | 2 | 2 | 100% |" in md
    assert "- cs/2024/e/e.docx: failed — " in md
    rates = pd.read_csv(out / "cohort_pass_rates.csv", dtype={"value": str})
    assert rates[["group", "value", "passed", "checked"]].values.tolist() == [
        ["department", "cs", 0, 2], ["department", "med", 2, 2], ["year", "2024", 1, 2], ["year", "2025", 1, 2]]


def test_a_rerun_resumes_unchanged_manuscripts_are_not_run_again(sims, tmp_path):
    cohort, out = write_cohort(tmp_path / "cohort"), tmp_path / "out"
    cfg = _cfg(sims, tmp_path)
    run_batch(cohort, out, workers=1, config=cfg, progress=False)
    # an interrupted run leaves rows queued / running / interrupted: they run again, like a failure
    Progress(out).update("med/2025/b/b.md", status="running", step="B")
    (cohort / "cs/2024/d/d.md").write_text(
        "---\nbibliography: refs.bib\n---\n\nMarathon runners finish faster [@quantum2020].\n", encoding="utf-8")
    sims.reset_counts()
    again = run_batch(cohort, out, workers=1, config=cfg, progress=False)
    assert again.ran == ["cs/2024/d/d.md", "cs/2024/e/e.docx", "med/2025/b/b.md"]
    assert sims.total() == 0             # everything they ask is in the shared cache
    assert again.table.set_index("manuscript")["status"].to_dict()["med/2025/b/b.md"] == "done"
    third = run_batch(cohort, out, workers=1, config=cfg, progress=False)
    assert third.ran == ["cs/2024/e/e.docx"]     # only the failed one is tried again


def test_two_worker_processes_share_one_pace_and_one_cache(sims, tmp_path):
    cohort, out = write_cohort(tmp_path / "cohort"), tmp_path / "out"
    for name in ("cs/2024/e/e.docx", "cs/2025/c/chapter.tex"):
        (cohort / name).unlink()
    result = run_batch(cohort, out, workers=2, config=_cfg(sims, tmp_path), progress=False)
    assert result.table.set_index("manuscript")["verdict"].to_dict() == DONE
    assert sims.too_many == {}           # strict windows at the real rates: no 429
    assert (out / ".pace" / "semanticscholar.json").exists()
    assert result.exit_code() == 2


def test_the_dask_scheduler_runs_the_cohort_on_a_local_cluster(sims, tmp_path):
    pytest.importorskip("dask.distributed")
    cohort, out = write_cohort(tmp_path / "cohort"), tmp_path / "out"
    result = run_batch(cohort, out, workers=2, scheduler="dask", config=_cfg(sims, tmp_path),
                           progress=False)
    table = result.table.set_index("manuscript")
    why = table[["status", "error"]].to_dict("index")    # shown when a worker's run failed
    assert table.loc[list(DONE), "verdict"].to_dict() == DONE, why
    assert table.loc["cs/2024/e/e.docx", "status"] == "failed"
    assert sims.too_many == {}


def test_discovery_reads_groups_from_metadata_csv_and_lists_what_it_passes_over(tmp_path):
    root = tmp_path / "cohort"
    (root / "theses").mkdir(parents=True)
    (root / "theses" / "张三.docx").write_bytes(b"x")
    (root / "theses" / "li.md").write_text("text", encoding="utf-8")
    (root / "theses" / "~$li.docx").write_bytes(b"x")
    (root / "README.md").write_text("about", encoding="utf-8")
    (root / "old_out").mkdir()
    (root / "old_out" / "verification_state.json").write_text("{}", encoding="utf-8")
    (root / "metadata.csv").write_text("file,department,year\ntheses/张三.docx,心内科,2023\n"
                                       "theses/gone.docx,心内科,2024\n", encoding="utf-8")
    found, skipped = find_manuscripts(root)
    assert [(m.id, m.groups, m.groups_from) for m in found] == [
        ("theses/li.md", {"department": "theses"}, "path"),
        ("theses/张三.docx", {"department": "心内科", "year": "2023"}, "metadata.csv")]
    assert [(s.id, s.reason) for s in skipped] == [
        ("old_out/", "a refverify output folder"),
        ("README.md", "a project file (README, licence, requirements), not a manuscript"),
        ("theses/~$li.docx", "a Word lock file (~$…), not a document"),
        ("theses/gone.docx", "listed in metadata.csv but not found as a manuscript")]


def test_a_metadata_csv_without_a_file_column_is_refused_in_one_line(tmp_path):
    (tmp_path / "metadata.csv").write_text("name,year\na.docx,2024\n", encoding="utf-8")
    from refverify.errors import RefverifyError
    with pytest.raises(RefverifyError, match=r"metadata.csv: the metadata CSV needs a 'file' column .*; it has name, year"):
        find_manuscripts(tmp_path)


def test_pass_rates_count_unfinished_manuscripts_apart():
    m = pd.DataFrame({"manuscript": ["a", "b", "c", "d"], "status": ["done", "done", "failed", "done"],
                      "verdict": ["PASS", "WARN", "", "PASS"], "year": ["2024", "2024", "2024", ""]})
    rates = pass_rates_df(m, "year")
    assert rates.to_dict("index") == {
        "2024": {"manuscripts": 3, "checked": 2, "passed": 1, "pass_rate": 0.5, "not_finished": 1},
        "(unknown)": {"manuscripts": 1, "checked": 1, "passed": 1, "pass_rate": 1.0, "not_finished": 0}}
    nothing = pass_rates_df(m.assign(status="failed"), "year")
    assert nothing.loc["2024", "pass_rate"] is None and nothing.loc["2024", "not_finished"] == 3


def test_the_pass_rate_plot_sets_chinese_departments_in_a_cjk_font():
    from tests.debian_tools import ensure_cjk_font
    from refverify.batch import pass_rate_plot
    family = ensure_cjk_font()
    m = pd.DataFrame({"manuscript": ["a", "b", "c"], "status": ["done"] * 3,
                      "verdict": ["PASS", "FAIL", "PASS"], "department": ["心内科", "心内科", "神经科"],
                      "year": ["2024", "2024", "2025"]})
    fig = pass_rate_plot({by: pass_rates_df(m, by) for by in ("department", "year")})
    dept, year = fig.axes
    assert [t.get_text() for t in dept.get_yticklabels()] == ["心内科", "神经科"]
    assert [p.get_width() for p in dept.patches] == [0.5, 1.0]
    assert [p.get_width() for p in year.patches] == [0.5, 1.0]
    assert family in dept.get_yticklabels()[0].get_fontfamily()
    empty = pass_rate_plot({"year": pass_rates_df(m.assign(status="failed"), "year")})
    assert empty == "No PASS rates: no manuscript of the cohort has a verdict yet."


def test_an_entry_whose_lookup_failed_is_counted_not_checked_never_keep(tmp_path):
    from refverify.batch.cohort import _action_counts
    entries = [{"key": k, "verdict": v} for k, v in (("1", "KEEP"), ("2", "KEEP"), ("3", "FIX"))]
    (tmp_path / "CITATION_AUDIT.json").write_text(json.dumps(
        {"verdict": "ERROR", "details": {"per_entry": entries, "not_checked": 1}}), encoding="utf-8")
    assert _action_counts(tmp_path) == {"KEEP": 1, "FIX": 1, "REPLACE": 0, "REMOVE": 0, "NOT_CHECKED": 1}
