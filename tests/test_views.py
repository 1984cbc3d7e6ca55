from datetime import datetime, timezone

import pandas as pd
import pytest

from refverify.errors import RefverifyError
from refverify.state import MetadataIssue, Resolution
from refverify.views import (
    apply_edits, claims_df, judgments_df, pass_rate_by_chapter, refs_df, replay_edits,
    severity_verdict_table,
)
from tests.views_fixtures import make_state


def test_claims_df_one_row_per_claim_in_ref_then_claim_order():
    state = make_state(7)
    df = claims_df(state)
    assert df.index.name == "claim_id"
    assert df.index.tolist() == ["C001_001", "C001_002", "C001_003", "C002_001",
                                       "C002_002", "C002_003", "C003_001"]
    assert df["ref_id"].tolist() == ["1", "1", "1", "2", "2", "2", "3"]
    first = df.iloc[0]
    assert first["severity"] == "Strict" and first["method_needs_human_confirm"]
    assert first["numeric_values"] == ["21%"]
    assert first["cite_marker"] == "[1]" and first["line_kind"] == "paragraph"
    assert first["existence"] == "verified"
    assert first["bib_title"] == "Study number 1 of remission"
    # no judgments yet: no judgment columns
    assert "verdict" not in df.columns and "final_verdict" not in df.columns


def test_claims_df_judgment_columns_and_conflict():
    state = make_state(10, judged=True, conflicts=1)
    df = claims_df(state)
    # claim 4 (i % 5 == 4) is the first FAIL: it became the conflict
    assert df.loc["C002_002", "verdict"] == "FAIL"
    assert df.loc["C002_002", "final_verdict"] == "CONFLICT"
    assert df.loc["C004_001", "final_verdict"] == "FAIL"      # i = 9, FAIL, no conflict left
    assert df.loc["C001_001", "final_verdict"] == "PASS"
    assert df.loc["C001_001", "anchor_quote"] == "Remission was seen"
    assert df.loc["C001_001", "judge"] == "heuristic"


def test_refs_df_counts_claims_issues_and_retraction():
    state = make_state(7)
    state.refs["2"].metadata_issues = [MetadataIssue(field="year"), MetadataIssue(field="pages")]
    state.refs["3"].retraction = {"kind": "retracted", "notice": "10.1/x", "source": "crossref"}
    state.refs["3"].needs_manual_id = True
    df = refs_df(state)
    assert df.index.name == "ref_id"
    assert df["n_claims"].tolist() == [3, 3, 1]
    assert df["n_issues"].tolist() == [0, 2, 0]
    assert df.loc["3", "retraction"] == "retracted" and pd.isna(df.loc["1", "retraction"])
    assert df.loc["3", "needs_manual_id"] and not df.loc["1", "needs_manual_id"]
    assert df.loc["1", "bib_author_list"] == ["Smith J", "Li W"]
    assert df.loc["1", "api_source"] == "pubmed" and df.loc["1", "title_match_score"] == 1.0


def test_judgments_df_resolution_columns():
    state = make_state(5, judged=True, conflicts=1)
    judgment = state.refs["2"].judgment_for("C002_002")
    judgment.resolution = Resolution(verdict="PARTIAL-A", note="n", who="ann",
                                     when="2025-02-01T00:00:00+00:00")
    df = judgments_df(state)
    assert len(df) == 5
    row = df.loc["C002_002"]
    assert (row["verdict"], row["cv_verdict"], row["conflict"]) == ("FAIL", "PASS", True)
    assert row["final_verdict"] == "PARTIAL-A"
    assert (row["resolution_verdict"], row["resolution_who"]) == ("PARTIAL-A", "ann")
    assert row["resolution_when"] == "2025-02-01T00:00:00+00:00"
    assert pd.isna(df.loc["C001_001", "resolution_verdict"])


def test_apply_edits_records_each_changed_cell_with_who_and_when():
    state = make_state(6)
    df = claims_df(state)
    df.loc["C001_002", "severity"] = "Strict"
    df.loc["C001_003", "claim_summary"] = "Reports 23% remission"
    df.loc["C002_001", "method_needs_human_confirm"] = True
    edits = apply_edits(state, df, who="ann", when="2025-03-01T10:00:00+00:00")
    assert [(e.target, e.field, e.old, e.new) for e in edits] == [
        ("C001_002", "severity", "Standard", "Strict"),
        ("C001_003", "claim_summary", "Summary of claim 2", "Reports 23% remission"),
        ("C002_001", "method_needs_human_confirm", False, True),
    ]
    assert {(e.who, e.when, e.step, e.via) for e in edits} == {
        ("ann", "2025-03-01T10:00:00+00:00", "A", "apply_edits")}
    assert state.edits == edits
    _, c2 = state.claim("C001_003")
    assert c2.claim_summary == "Reports 23% remission" and c2.summary_source == "human"
    _, c1 = state.claim("C001_002")
    assert c1.severity == "Strict" and c1.summary_source == "rules"
    _, c3 = state.claim("C002_001")
    assert c3.method_needs_human_confirm is True
    # the same table again: nothing changed, nothing recorded
    assert apply_edits(state, df, who="ann") == []
    assert len(state.edits) == 3


def test_apply_edits_default_who_is_config_user_and_when_is_now(monkeypatch):
    monkeypatch.setenv("REFVERIFY_USER", "thesis-student")
    state = make_state(3)
    df = claims_df(state).reset_index()[["claim_id", "severity"]]
    df.loc[0, "severity"] = "Lenient"
    before = datetime.now(timezone.utc).replace(microsecond=0)
    (edit,) = apply_edits(state, df)
    assert edit.who == "thesis-student"
    assert before <= datetime.fromisoformat(edit.when) <= datetime.now(timezone.utc)


def test_apply_edits_rejects_bad_severity_and_changes_nothing():
    state = make_state(6)
    df = claims_df(state)
    df["severity"] = df["severity"].astype(str)     # a plain column accepts any text
    df.loc["C001_001", "claim_summary"] = "changed"
    df.loc["C002_002", "severity"] = "Very strict"
    with pytest.raises(RefverifyError, match=r"claim C002_002: severity 'Very strict'"):
        apply_edits(state, df, who="ann")
    assert state.edits == []
    assert state.claim("C001_001")[1].claim_summary == "Summary of claim 0"


def test_apply_edits_unknown_claim():
    state = make_state(3)
    df = claims_df(state).reset_index()
    df.loc[0, "claim_id"] = "C999_001"
    with pytest.raises(RefverifyError, match="claim C999_001 is not in the state"):
        apply_edits(state, df)


def test_replay_edits_restores_human_values_after_a_rebuild():
    state = make_state(6)
    df = claims_df(state)
    df.loc["C001_001", "severity"] = "Lenient"
    df.loc["C002_003", "claim_summary"] = "first wording"
    apply_edits(state, df, who="ann")
    df.loc["C002_003", "claim_summary"] = "second wording"
    apply_edits(state, df, who="bob")
    # a re-parse builds fresh claims from the manuscript; the edit log is carried over
    rebuilt = make_state(6)
    rebuilt.edits = list(state.edits)
    assert rebuilt.claim("C001_001")[1].severity == "Strict"
    assert replay_edits(rebuilt) == 2
    assert rebuilt.claim("C001_001")[1].severity == "Lenient"
    claim = rebuilt.claim("C002_003")[1]
    assert claim.claim_summary == "second wording" and claim.summary_source == "human"
    assert len(rebuilt.edits) == 3   # replay never adds to the log


def test_replay_edits_skips_claims_that_no_longer_exist():
    state = make_state(6)
    df = claims_df(state)
    df.loc["C002_003", "severity"] = "Lenient"   # claim C002_003 (i = 5) was Strict
    assert len(apply_edits(state, df, who="ann")) == 1
    shorter = make_state(4)
    shorter.edits = list(state.edits)
    assert replay_edits(shorter) == 0
    assert len(shorter.edits) == 1


def test_severity_verdict_table_counts_final_verdicts():
    state = make_state(10, judged=True, conflicts=1)
    table = severity_verdict_table(state)
    # i % 5: 0 Strict/PASS, 1 Standard/PASS, 2 Standard/PARTIAL-A, 3 Lenient/PARTIAL-B,
    # 4 Lenient/FAIL (i=4 is the conflict, i=9 stays FAIL)
    assert table.loc["Strict"].to_dict() == {"PASS": 2, "PARTIAL-A": 0, "PARTIAL-B": 0,
                                             "FAIL": 0, "CONFLICT": 0, "Total": 2}
    assert table.loc["Lenient"].to_dict() == {"PASS": 0, "PARTIAL-A": 0, "PARTIAL-B": 2,
                                              "FAIL": 1, "CONFLICT": 1, "Total": 4}
    assert table.loc["Total", "Total"] == 10


def test_pass_rate_by_chapter():
    state = make_state(10, chapters=2, judged=True)
    state.refs["4"].judgments[0].verdict = "PASS"      # i = 9 in chapter 2: FAIL -> PASS
    table = pass_rate_by_chapter(state)
    assert table.index.tolist() == ["Chapter 1", "Chapter 2"]
    assert table["claims"].tolist() == [5, 5]
    assert table["PASS"].tolist() == [2, 3]
    assert table["pass_rate"].tolist() == [0.4, 0.6]


def test_set_index_and_reset_index_round_trip_through_apply_edits():
    state = make_state(6)
    flat = claims_df(state).reset_index()
    flat.loc[flat.claim_id == "C001_002", "severity"] = "Lenient"
    indexed = flat.set_index("claim_id")
    indexed.loc["C002_001", "claim_summary"] = "Reports 21% remission at one year"
    (first, second) = apply_edits(state, indexed, who="ann")
    assert (first.target, first.field, first.new) == ("C001_002", "severity", "Lenient")
    assert (second.target, second.field, second.new) == (
        "C002_001", "claim_summary", "Reports 21% remission at one year")
    # the table read back equals the edited one (same index, same values)
    again = claims_df(state)
    assert again.index.tolist() == indexed.index.tolist()
    assert again.loc["C001_002", "severity"] == "Lenient"
    assert again.loc["C002_001", "summary_source"] == "human"


def test_severity_verdict_existence_sort_in_the_rubric_order():
    state = make_state(10, judged=True, conflicts=1)
    state.refs["2"].existence = "not_found"
    state.refs["3"].existence = "triangulated"
    df = claims_df(state)
    assert list(df["severity"].cat.categories) == ["Strict", "Standard", "Lenient"]
    assert df["severity"].cat.ordered
    assert df.sort_values("severity", kind="stable")["severity"].tolist() == (
        ["Strict"] * 2 + ["Standard"] * 4 + ["Lenient"] * 4)
    assert list(df["final_verdict"].cat.categories) == [
        "PASS", "PARTIAL-A", "PARTIAL-B", "FAIL", "CONFLICT"]
    assert df.sort_values("final_verdict", kind="stable")["final_verdict"].tolist() == (
        ["PASS"] * 4 + ["PARTIAL-A"] * 2 + ["PARTIAL-B"] * 2 + ["FAIL", "CONFLICT"])
    assert (df["verdict"] > "PARTIAL-A").sum() == 4          # PARTIAL-B and FAIL rank lower
    refs = refs_df(state)
    assert refs.sort_values("existence").index.tolist() == ["3", "1", "4", "2"]
    assert str(refs["existence"].dtype) == "category"


def test_apply_edits_refuses_an_edit_to_a_column_that_cannot_be_edited():
    state = make_state(6)
    df = claims_df(state)
    df.loc["C001_002", "severity"] = "Lenient"
    df.loc["C002_001", "chapter"] = "Chapter 9"
    with pytest.raises(RefverifyError) as err:
        apply_edits(state, df, who="ann")
    assert str(err.value) == (
        "edited claims table: column 'chapter' cannot be edited (claim C002_001: 'Chapter 2' → "
        "'Chapter 9'); editable: severity, claim_summary, method_needs_human_confirm")
    assert state.edits == [] and state.claim("C001_002")[1].severity == "Standard"
    # an unknown column of the user's own (a note) is not a state field: it is ignored
    df = claims_df(state).assign(my_note="check later")
    df.loc["C001_002", "severity"] = "Lenient"
    assert [e.target for e in apply_edits(state, df, who="ann")] == ["C001_002"]


def test_apply_edits_refuses_a_severity_outside_the_categories():
    df = claims_df(make_state(3))
    with pytest.raises(TypeError):        # pandas itself refuses a value outside the categories
        df.loc["C001_001", "severity"] = "Very strict"
