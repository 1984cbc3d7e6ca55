"""The run panel (with a fake step runner) and the report panel."""
import pytest

from refverify.state_file import save_state
from refverify.widgets import report_panel, run_panel
from tests.views_fixtures import make_state


@pytest.fixture
def state_file(tmp_path):
    return save_state(make_state(30, judged=True, conflicts=1), tmp_path)


def test_run_panel_shows_progress_and_result(state_file):
    seen = []
    done_state = make_state(12)

    def runner(progress):
        for i in range(4):
            progress(i + 1, 4, f"ref {i + 1}")
            seen.append((panel.progress.value, panel.progress.max, panel.button.disabled))
        return done_state

    panel = run_panel(state_file, "B", runner=runner)
    assert panel.button.description == "Run step B"
    panel.button.click()
    assert seen == [(1, 4, True), (2, 4, True), (3, 4, True), (4, 4, True)]
    assert panel.label.value.startswith("4/4 [00:00") and panel.label.value.endswith("ref 4")
    assert panel.message.value == "Step B finished: 4 references, 12 claims"
    assert panel.result is done_state
    assert panel.progress.bar_style == "success" and not panel.button.disabled


def test_run_panel_reports_a_failure(state_file):
    def runner(progress):
        progress(1, 3)
        raise RuntimeError("simulated outage")

    panel = run_panel(state_file, "C", runner=runner, language="zh")
    panel.button.click()
    assert panel.message.value == "步骤 C 失败：simulated outage"
    assert panel.progress.bar_style == "danger"
    assert panel.result is None and not panel.button.disabled
    with pytest.raises(RuntimeError, match="simulated outage"):
        panel.run()


def test_report_panel_tables_and_links(state_file, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for name in ("backlog.md", "verification_report.md", "CITATION_AUDIT.json", "notes.txt"):
        (tmp_path / name).write_text("x", encoding="utf-8")
    panel = report_panel(state_file, tmp_path)
    # 30 claims, i % 5 rules; i = 4 is the one conflict, i = 9, 14, 19, 24, 29 stay FAIL
    assert panel.crosstab.loc["Lenient"].to_dict() == {
        "PASS": 0, "PARTIAL-A": 0, "PARTIAL-B": 6, "FAIL": 5, "CONFLICT": 1, "Total": 12}
    assert panel.crosstab.loc["Total", "PASS"] == 12
    assert panel.pass_rate["pass_rate"].tolist() == [0.4, 0.4, 0.4]
    assert "<h4>Severity × verdict</h4>" in panel.tables.value
    assert "<td>40.0%</td>" in panel.tables.value
    assert [p.name for p in panel.files] == [
        "verification_report.md", "backlog.md", "CITATION_AUDIT.json"]
    assert panel.links.value == (
        "<h4>Report files</h4><ul>"
        "<li><a href='verification_report.md' target='_blank'>verification_report.md</a></li>"
        "<li><a href='backlog.md' target='_blank'>backlog.md</a></li>"
        "<li><a href='CITATION_AUDIT.json' target='_blank'>CITATION_AUDIT.json</a></li></ul>")


def test_report_panel_before_judging(tmp_path):
    path = save_state(make_state(9, language="zh"), tmp_path / "state")
    panel = report_panel(path, tmp_path / "missing")
    assert panel.tables.value == "<i>尚无判定：请先运行步骤 C。</i>"
    assert panel.files == []
    assert "还没有报告文件" in panel.links.value
