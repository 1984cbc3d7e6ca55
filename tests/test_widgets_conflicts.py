"""The conflict resolution form, driven as a user would."""
import json
from datetime import datetime, timezone

import pytest

from refverify.errors import RefverifyError
from refverify.state import Resolution
from refverify.state_file import load_state, save_state
from refverify.widgets import resolve_conflicts, store_resolution
from refverify.widgets.conflicts import pending_conflicts
from tests.views_fixtures import json_diff, make_state

# make_state(30, conflicts=3): FAIL verdicts sit at i % 5 == 4 -> i = 4, 9, 14 are conflicts
CONFLICTS = ["C002_002", "C004_001", "C005_003"]


@pytest.fixture
def state_file(tmp_path):
    return save_state(make_state(30, judged=True, conflicts=3), tmp_path)


def read_json(path):
    return json.loads(path.read_text(encoding="utf-8"))


def test_shows_first_conflict_with_everything_needed(state_file):
    form = resolve_conflicts(state_file, who="ann")
    assert form.queue == CONFLICTS
    assert form.title.value.startswith("<b>Conflict 1 / 3</b> · C002_002 · [2]")
    assert "Remission occurred in 22% of patients <mark>[2]</mark>." in form.context.value
    assert "Summary of claim 4" in form.summary.value
    assert form.source.value == (
        "<b>Source text (pubmed)</b><br>We followed 2 patients. <mark>Remission was seen</mark>"
        " in 22% of them after one year.")
    assert "Round 1: FAIL" in form.round1.value
    assert "Round one reason for C002_002" in form.round1.value
    assert "Round 2 (cross-validation): PASS" in form.round2.value
    assert "Round two reason for C002_002" in form.round2.value
    assert form.prev_button.disabled and not form.next_button.disabled


def test_deciding_stores_resolution_and_shows_next(state_file):
    before = read_json(state_file)
    form = resolve_conflicts(state_file, who="ann")
    form.note.value = "abstract reports 22%"
    started = datetime.now(timezone.utc).replace(microsecond=0)
    form.verdict_buttons["PARTIAL-A"].click()
    after = read_json(state_file)
    # the judgment of C002_002 is the 2nd of ref "2"
    assert json_diff(before, after) == {"refs.2.judgments.1.resolution", "edits"}
    resolution = after["refs"]["2"]["judgments"][1]["resolution"]
    assert {k: resolution[k] for k in ("verdict", "note", "who")} == {
        "verdict": "PARTIAL-A", "note": "abstract reports 22%", "who": "ann"}
    assert started <= datetime.fromisoformat(resolution["when"]) <= datetime.now(timezone.utc)
    [edit] = after["edits"]
    assert {k: edit[k] for k in ("target", "field", "old", "new", "who", "when", "step", "via")} == {
        "target": "C002_002", "field": "resolution", "old": None, "new": resolution, "who": "ann",
        "when": resolution["when"], "step": "C", "via": "conflict_form"}
    # issue 22: the decision keeps its citing place, to follow the claim across a re-parse
    assert (edit["anchor"]["sentence"], edit["anchor"]["ref"]["id"], edit["pending"]) == (
        "Remission occurred in 22% of patients [2].", "2", None)
    state = load_state(state_file)
    assert state.refs["2"].judgment_for("C002_002").final_verdict == "PARTIAL-A"
    assert pending_conflicts(state) == CONFLICTS[1:]
    # the next conflict is on screen, with an empty note
    assert form.queue == CONFLICTS[1:]
    assert form.title.value.startswith("<b>Conflict 1 / 2</b> · C004_001")
    assert form.note.value == ""
    assert form.status.value == "C002_002: resolved as PARTIAL-A by ann"


def test_navigation_keeps_draft_notes_and_decides_the_shown_conflict(state_file):
    form = resolve_conflicts(state_file, who="ann")
    form.note.value = "draft for the first"
    form.next_button.click()
    form.next_button.click()
    assert form.current == "C005_003" and form.next_button.disabled
    form.prev_button.click()
    assert form.current == "C004_001" and form.note.value == ""
    form.verdict_buttons["FAIL"].click()
    state = load_state(state_file)
    assert state.refs["4"].judgment_for("C004_001").resolution.verdict == "FAIL"
    assert state.refs["2"].judgment_for("C002_002").resolution is None
    assert form.current == "C005_003"                  # the one after the decided one
    form.prev_button.click()
    assert form.current == "C002_002" and form.note.value == "draft for the first"


def test_all_decided_says_no_conflicts_left(state_file):
    form = resolve_conflicts(state_file, who="ann")
    for verdict in ("PASS", "PARTIAL-B", "FAIL"):
        form.verdict_buttons[verdict].click()
    assert form.title.value == "<b>No conflicts left</b>"
    assert form.body.layout.display == "none"
    assert all(b.disabled for b in form.verdict_buttons.values())
    state = load_state(state_file)
    assert [state.claim(c)[0].judgment_for(c).final_verdict for c in CONFLICTS] == [
        "PASS", "PARTIAL-B", "FAIL"]
    assert pending_conflicts(state) == []
    assert resolve_conflicts(state_file).title.value == "<b>No conflicts left</b>"


def test_reopening_lists_only_undecided(state_file):
    resolve_conflicts(state_file, who="ann").verdict_buttons["PASS"].click()
    form = resolve_conflicts(state_file)
    assert form.queue == CONFLICTS[1:]
    assert form.title.value.startswith("<b>Conflict 1 / 2</b>")


def test_chinese_labels(tmp_path):
    path = save_state(make_state(30, judged=True, conflicts=2, language="zh"), tmp_path)
    form = resolve_conflicts(path, who="王")
    assert form.title.value.startswith("<b>冲突 1 / 2</b>")
    assert "第一轮: FAIL" in form.round1.value
    assert form.next_button.description == "下一页 ▶"
    form.verdict_buttons["PASS"].click()
    assert form.status.value == "C002_002：由 王 裁定为 PASS"
    form.verdict_buttons["PASS"].click()
    assert form.title.value == "<b>没有待处理的冲突</b>"


def test_store_resolution_rejects_bad_input():
    state = make_state(6, judged=True, conflicts=1)
    with pytest.raises(RefverifyError, match="verdict 'MAYBE' is not one of"):
        store_resolution(state, "C002_002", "MAYBE")
    with pytest.raises(RefverifyError, match="claim C999_001 is not in the state"):
        store_resolution(state, "C999_001", "PASS")
    state.refs["1"].judgments.clear()
    with pytest.raises(RefverifyError, match="claim C001_001 has no judgment"):
        store_resolution(state, "C001_001", "PASS")
    assert state.edits == []


def test_a_second_decision_replaces_the_first_and_both_are_logged():
    state = make_state(6, judged=True, conflicts=1)
    store_resolution(state, "C002_002", "FAIL", "first look", who="ann",
                     when="2025-04-01T09:00:00+00:00")
    store_resolution(state, "C002_002", "PASS", "checked the full text", who="bob",
                     when="2025-04-02T09:00:00+00:00")
    judgment = state.refs["2"].judgment_for("C002_002")
    assert judgment.resolution == Resolution(verdict="PASS", note="checked the full text",
                                             who="bob", when="2025-04-02T09:00:00+00:00")
    assert judgment.final_verdict == "PASS"
    assert [(e.who, e.new["verdict"], (e.old or {}).get("verdict")) for e in state.edits] == [
        ("ann", "FAIL", None), ("bob", "PASS", "FAIL")]


def test_decision_keeps_work_saved_by_another_notebook_meanwhile(state_file):
    form = resolve_conflicts(state_file, who="ann")
    other = load_state(state_file)
    other.refs["7"].existence = "not_found"
    save_state(other, state_file)
    form.verdict_buttons["PASS"].click()
    saved = load_state(state_file)
    assert saved.refs["7"].existence == "not_found"
    assert saved.refs["2"].judgment_for("C002_002").resolution.verdict == "PASS"


def test_the_form_and_resolve_conflict_go_through_the_same_call(monkeypatch):
    """issue 21: one call records a person's verdict, whichever form it comes from; both give the
    same Resolution and the same logged decision, but for its entry point."""
    from refverify import decisions
    from refverify.judge import resolve_conflict
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1764892800")
    calls = []
    real = decisions.resolve

    def spy(state, claim_id, verdict, note="", **kw):
        calls.append((claim_id, verdict, note, kw["who"], kw["via"]))
        return real(state, claim_id, verdict, note, **kw)
    monkeypatch.setattr(decisions, "resolve", spy)
    by_form, by_call = make_state(30, judged=True, conflicts=3), make_state(30, judged=True, conflicts=3)
    form = resolve_conflicts(by_form, who="ann")
    form.note.value = "abstract reports 22%"
    form.verdict_buttons["PARTIAL-A"].click()
    resolve_conflict(by_call, "C002_002", "PARTIAL-A", "abstract reports 22%", "ann")
    assert calls == [("C002_002", "PARTIAL-A", "abstract reports 22%", "ann", "conflict_form"),
                     ("C002_002", "PARTIAL-A", "abstract reports 22%", "ann", "library")]
    resolutions = [s.refs["2"].judgment_for("C002_002").resolution for s in (by_form, by_call)]
    assert resolutions[0] == resolutions[1] == Resolution(
        verdict="PARTIAL-A", note="abstract reports 22%", who="ann", when="2025-12-05T00:00:00+00:00")
    logged = [s.edits[0].model_dump(exclude={"via"}) for s in (by_form, by_call)]
    assert logged[0] == logged[1] and [s.edits[0].via for s in (by_form, by_call)] == [
        "conflict_form", "library"]
