"""Every human decision goes through refverify.decisions: logged with who, when and the entry
point, replayed after a re-run, merged when another writer saved the state meanwhile."""
from __future__ import annotations

import pytest

from refverify import decisions, state_file, views
from refverify.errors import RefverifyError
from refverify.judge import resolve_conflict
from refverify.state import Judgment
from refverify.state_file import load_state, save_state
from tests.views_fixtures import make_state

WHEN = "2025-05-01T08:00:00+00:00"


def test_a_resolution_from_python_is_logged_like_one_from_the_form():
    state = make_state(6, judged=True, conflicts=1)
    resolve_conflict(state, "C002_002", "PARTIAL-A", "read the full text", "ann")
    [edit] = state.edits
    judgment = state.refs["2"].judgment_for("C002_002")
    assert (edit.target, edit.field, edit.who, edit.step, edit.via) == (
        "C002_002", "resolution", "ann", "C", "library")
    assert edit.new == judgment.resolution.model_dump() and edit.when == judgment.resolution.when
    assert judgment.final_verdict == "PARTIAL-A"


def test_resolve_conflict_rejects_a_verdict_outside_the_rubric():
    state = make_state(3, judged=True)
    with pytest.raises(ValueError, match=r"claim C001_001: verdict 'OK' is not one of PASS, "
                                         r"PARTIAL-A, PARTIAL-B, FAIL"):
        resolve_conflict(state, "C001_001", "OK", "", "ann")
    assert state.edits == []


def test_edit_claims_validates_everything_before_applying_anything():
    state = make_state(6)
    with pytest.raises(RefverifyError, match=r"claim C001_002: chapter cannot be edited"):
        decisions.edit_claims(state, [("C001_001", "severity", "Lenient"),
                                      ("C001_002", "chapter", "Chapter 3")], who="ann")
    assert state.edits == [] and state.claim("C001_001")[1].severity == "Strict"
    edit = decisions.edit_claim(state, "C001_001", "severity", "Lenient", who="ann", when=WHEN)
    assert (edit.old, edit.new, edit.via) == ("Strict", "Lenient", "library")
    assert decisions.edit_claim(state, "C001_001", "severity", "Lenient", who="ann") is None


def test_replay_restores_claim_edits_and_resolutions_after_a_rebuild():
    state = make_state(6, judged=True, conflicts=1)
    decisions.edit_claim(state, "C001_002", "claim_summary", "Reports 21%", who="ann", when=WHEN)
    decisions.resolve(state, "C002_002", "FAIL", "first", who="ann", when=WHEN)
    decisions.resolve(state, "C002_002", "PASS", "second", who="bob",
                      when="2025-05-02T08:00:00+00:00")
    rebuilt = make_state(6, judged=True, conflicts=1)      # Steps A and C run again
    rebuilt.edits = list(state.edits)
    assert decisions.replay(rebuilt) == 2
    assert rebuilt.claim("C001_002")[1].claim_summary == "Reports 21%"
    judgment = rebuilt.refs["2"].judgment_for("C002_002")
    assert (judgment.final_verdict, judgment.resolution.who) == ("PASS", "bob")
    assert len(rebuilt.edits) == 3


def test_saving_an_older_copy_keeps_the_decisions_saved_since(tmp_path):
    out = tmp_path / "out"
    save_state(make_state(6, judged=True, conflicts=1), out)
    older = load_state(out)                       # a long step holds this copy
    state_file.update(out, lambda s: decisions.resolve(s, "C002_002", "PARTIAL-B", who="ann",
                                                      when=WHEN, via="conflict_form"))
    state_file.update(out, lambda s: decisions.edit_claim(s, "C001_001", "severity", "Lenient",
                                                         who="bob", when=WHEN))
    older.refs["2"].existence = "not_found"       # the step's own work
    save_state(older, out)
    saved = load_state(out)
    assert saved.refs["2"].existence == "not_found"
    assert saved.refs["2"].judgment_for("C002_002").final_verdict == "PARTIAL-B"
    assert saved.claim("C001_001")[1].severity == "Lenient"
    assert [(e.target, e.field, e.via) for e in saved.edits] == [
        ("C002_002", "resolution", "conflict_form"), ("C001_001", "severity", "library")]
    # Saving again adds nothing twice.
    save_state(saved, out)
    assert len(load_state(out).edits) == 2


def test_decisions_df_lists_every_decision_oldest_first():
    state = make_state(6, judged=True, conflicts=1)
    decisions.edit_claim(state, "C001_001", "severity", "Lenient", who="ann", when=WHEN)
    state.refs["1"].judgments[0] = Judgment(claim_id="C001_001", verdict="PASS")
    decisions.resolve(state, "C001_001", "FAIL", "no support", who="bob", when=WHEN)
    df = views.decisions_df(state)
    assert df[["target", "field", "who", "via"]].values.tolist() == [
        ["C001_001", "severity", "ann", "library"], ["C001_001", "resolution", "bob", "library"]]


def test_a_resolution_is_a_model_saved_as_the_same_object(tmp_path):
    """issue 21: ``Judgment.resolution`` is a ``Resolution``; a schema-2 state's resolution (the
    state main wrote at 6800097, tests/test_state_runs.py) loads into it and is written back as
    the same JSON object, and its logged decision replays into the same model."""
    import gzip
    import json
    from pathlib import Path
    from refverify.state import Resolution
    raw = gzip.decompress((Path(__file__).with_name("golden") / "state_main_6800097_thesis4.json.gz").read_bytes())
    (tmp_path / "verification_state.json").write_bytes(raw)
    state = load_state(tmp_path)
    judgment = state.refs["2"].judgment_for("C002_002")
    assert judgment.resolution == Resolution(verdict="FAIL", note="the source reports the opposite",
                                             who="reviewer", when="2025-12-05T00:00:00+00:00")
    judgment.resolution = None
    assert decisions.replay(state) == 1 and judgment.resolution.verdict == "FAIL"
    save_state(state, tmp_path)
    before = json.loads(raw)["refs"]["2"]["judgments"][1]["resolution"]
    after = json.loads((tmp_path / "verification_state.json").read_text(encoding="utf-8"))
    assert after["refs"]["2"]["judgments"][1]["resolution"] == before == {
        "verdict": "FAIL", "note": "the source reports the opposite", "who": "reviewer",
        "when": "2025-12-05T00:00:00+00:00"}
