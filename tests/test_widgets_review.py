"""The claim review form, driven as a user would: set widget values, click buttons."""
import json
from datetime import datetime, timezone

import pytest

from refverify.errors import RefverifyError
from refverify.state_file import load_state, save_state
from refverify.widgets import review_claims
from tests.views_fixtures import json_diff, make_state


@pytest.fixture
def state_file(tmp_path):
    return save_state(make_state(300, judged=True, conflicts=4), tmp_path)


def read_json(path):
    return json.loads(path.read_text(encoding="utf-8"))


def claim_path(data, claim_id, field):
    for rid, ref in data["refs"].items():
        for i, claim in enumerate(ref["claims"]):
            if claim["claim_id"] == claim_id:
                return f"refs.{rid}.claims.{i}.{field}"
    raise KeyError(claim_id)


def visible_rows(table):
    return [row for row in table.rows if row.claim_id is not None]


def test_first_page_and_paging(state_file):
    table = review_claims(state_file, who="ann")
    assert table.page_label.value == "Page 1 / 12"
    assert table.count_label.value == "300 claims shown"
    assert [r.claim_id for r in table.rows[:4]] == ["C001_001", "C001_002", "C001_003",
                                                    "C002_001"]
    assert table.prev_button.disabled and not table.next_button.disabled
    table.next_button.click()
    assert table.page_label.value == "Page 2 / 12"
    assert table.rows[0].claim_id == "C009_002"          # claim 25
    assert table.rows[0].summary.value == "Summary of claim 25"
    assert table.rows[0].severity.value == "Strict"      # 25 % 5 == 0
    assert table.rows[0].method.value is False
    for _ in range(20):
        table.next_button.click()
    assert table.page_label.value == "Page 12 / 12" and table.next_button.disabled
    assert table.rows[-1].claim_id == "C100_003"


@pytest.mark.parametrize("filters, expected", [
    ({"chapter": "Chapter 2"}, 100),
    ({"severity": "Strict"}, 60),
    ({"severity": "Standard"}, 120),
    ({"method": True}, 30),
    ({"method": False}, 270),
    ({"chapter": "Chapter 1", "severity": "Strict"}, 20),
    ({"chapter": "Chapter 3", "method": True}, 10),
    ({"verdict": "PASS"}, 120),
    ({"verdict": "FAIL"}, 56),
    ({"verdict": "CONFLICT"}, 4),
    ({"verdict": "PARTIAL-A", "severity": "Lenient"}, 0),
])
def test_filters_give_exact_counts(state_file, filters, expected):
    table = review_claims(state_file)
    for name, value in filters.items():
        table.filters[name].value = value
    assert len(table.visible_ids) == expected
    pages = max(1, -(-expected // 25))
    assert table.page_label.value == f"Page 1 / {pages}"
    assert len(visible_rows(table)) == min(expected, 25)
    assert all(row.box.layout.display == "none" for row in table.rows[min(expected, 25):])


def test_filter_last_page_hides_unused_rows(state_file):
    table = review_claims(state_file)
    table.filters["severity"].value = "Strict"
    table.next_button.click()
    table.next_button.click()
    assert table.page_label.value == "Page 3 / 3"
    assert len(visible_rows(table)) == 10
    assert all(row.severity.value == "Strict" for row in visible_rows(table))
    table.filters["severity"].value = "__all__"
    assert table.page_label.value == "Page 1 / 12" and len(visible_rows(table)) == 25


def test_context_is_escaped_with_marker_highlighted(state_file):
    table = review_claims(state_file)
    assert table.rows[0].context.value == (
        "Earlier work was mixed. Values &lt;5% &amp; rising were seen <mark>[1]</mark>. "
        "Later work agreed.")


def test_edit_save_changes_exactly_the_edited_fields(state_file):
    before = read_json(state_file)
    table = review_claims(state_file, who="ann")
    table.rows[1].severity.value = "Strict"                 # C001_002 was Standard
    table.rows[2].summary.value = "Cites [1] → reports 21% remission"
    table.rows[3].method.value = True                       # C002_001
    assert table.status.value == "3 unsaved changes"
    assert read_json(state_file) == before                  # nothing written before Save
    started = datetime.now(timezone.utc).replace(microsecond=0)
    table.save_button.click()
    assert table.status.value == "No unsaved changes"
    after = read_json(state_file)
    assert json_diff(before, after) == {
        claim_path(before, "C001_002", "severity"),
        claim_path(before, "C001_003", "claim_summary"),
        claim_path(before, "C001_003", "summary_source"),
        claim_path(before, "C002_001", "method_needs_human_confirm"),
        "edits",
    }
    _, claim = load_state(state_file).claim("C001_003")
    assert claim.summary_source == "human"
    edits = after["edits"]
    assert [(e["target"], e["field"], e["old"], e["new"], e["who"], e["step"]) for e in edits] == [
        ("C001_002", "severity", "Standard", "Strict", "ann", "A"),
        ("C001_003", "claim_summary", "Summary of claim 2",
         "Cites [1] → reports 21% remission", "ann", "A"),
        ("C002_001", "method_needs_human_confirm", False, True, "ann", "A"),
    ]
    for edit in edits:
        assert started <= datetime.fromisoformat(edit["when"]) <= datetime.now(timezone.utc)
    # nothing left to save: a second click writes nothing new
    table.save_button.click()
    assert read_json(state_file) == after


def test_paging_keeps_pending_edits(state_file):
    table = review_claims(state_file, who="ann")
    table.rows[0].severity.value = "Lenient"                # C001_001
    table.next_button.click()
    assert table.rows[0].claim_id == "C009_002"
    table.rows[0].summary.value = "edited on page 2"
    assert table.status.value == "2 unsaved changes"
    table.prev_button.click()
    assert table.rows[0].severity.value == "Lenient"
    table.filters["chapter"].value = "Chapter 3"
    table.filters["chapter"].value = "__all__"
    table.next_button.click()
    assert table.rows[0].summary.value == "edited on page 2"
    table.save_button.click()
    edits = load_state(state_file).edits
    assert [(e.target, e.field, e.new) for e in edits] == [
        ("C001_001", "severity", "Lenient"), ("C009_002", "claim_summary", "edited on page 2")]


def test_setting_a_value_back_cancels_the_change(state_file):
    table = review_claims(state_file, who="ann")
    table.rows[0].severity.value = "Standard"
    assert table.status.value == "1 unsaved change"
    table.rows[0].severity.value = "Strict"
    assert table.status.value == "No unsaved changes"
    before = read_json(state_file)
    table.save_button.click()
    assert read_json(state_file) == before


def test_severity_filter_sees_pending_values(state_file):
    table = review_claims(state_file)
    table.rows[1].severity.value = "Strict"
    table.filters["severity"].value = "Strict"
    assert len(table.visible_ids) == 61
    assert table.rows[1].claim_id == "C001_002" and table.rows[1].severity.value == "Strict"


def test_reopening_shows_saved_edits(state_file):
    table = review_claims(state_file, who="ann")
    table.rows[4].summary.value = "my wording"
    table.save_button.click()
    again = review_claims(state_file)
    assert again.rows[4].claim_id == "C002_002"
    assert again.rows[4].summary.value == "my wording"
    assert again.status.value == "No unsaved changes"


def test_state_object_saves_to_the_given_path(tmp_path):
    state = make_state(30)
    target = tmp_path / "out" / "verification_state.json"
    table = review_claims(state, path=target, who="bob")
    table.rows[0].method.value = False
    table.save_button.click()
    assert table.message.value == f"Saved 1 change to {target}"
    saved = load_state(target)
    assert saved.claim("C001_001")[1].method_needs_human_confirm is False
    assert [(e.who, e.field) for e in saved.edits] == [("bob", "method_needs_human_confirm")]


def test_state_object_without_path_stays_in_memory(tmp_path):
    state = make_state(30)
    table = review_claims(state, who="bob")
    table.rows[0].severity.value = "Lenient"
    table.save_button.click()
    assert state.claim("C001_001")[1].severity == "Lenient"
    assert len(state.edits) == 1
    assert list(tmp_path.iterdir()) == []
    assert table.message.value == (
        "Applied 1 change to the state in memory (no state file given)")


def test_who_defaults_to_the_config_user(state_file, monkeypatch):
    monkeypatch.setenv("REFVERIFY_USER", "student-42")
    table = review_claims(state_file)
    table.rows[0].summary.value = "x"
    table.save_button.click()
    assert [e.who for e in load_state(state_file).edits] == ["student-42"]


def test_chinese_labels(tmp_path):
    path = save_state(make_state(60, language="zh"), tmp_path)
    table = review_claims(path)                             # language from meta.language
    assert table.page_label.value == "第 1 / 3 页"
    assert table.save_button.description == "保存"
    assert table.status.value == "没有未保存的修改"
    assert table.filters["chapter"].options[0] == ("全部", "__all__")
    table.rows[0].summary.value = "改写"
    assert table.status.value == "1 项未保存的修改"
    english = review_claims(path, language="en")
    assert english.page_label.value == "Page 1 / 3"


def test_language_choice(tmp_path):
    state = make_state(3, language="de")          # no German labels: English
    assert review_claims(state).save_button.description == "Save"
    with pytest.raises(RefverifyError, match="language 'fr': labels exist for en, zh"):
        review_claims(state, language="fr")


def test_save_keeps_work_saved_by_another_notebook_meanwhile(state_file):
    table = review_claims(state_file, who="ann")
    table.rows[0].summary.value = "mine"
    # meanwhile Step B (another notebook) wrote its findings, and a colleague changed a severity
    other = load_state(state_file)
    other.refs["1"].existence = "triangulated"
    other.refs["1"].claims[0].severity = "Standard"
    save_state(other, state_file)
    table.save_button.click()
    saved = load_state(state_file)
    assert saved.refs["1"].existence == "triangulated"
    claim = saved.refs["1"].claims[0]
    assert (claim.claim_summary, claim.severity) == ("mine", "Standard")
    assert [(e.field, e.old, e.new) for e in saved.edits] == [
        ("claim_summary", "Summary of claim 0", "mine")]


def test_save_refuses_when_an_edited_claim_is_gone(state_file):
    table = review_claims(state_file, who="ann")
    table.rows[0].summary.value = "mine"
    other = load_state(state_file)
    other.refs["1"].claims.pop(0)
    save_state(other, state_file)
    before = read_json(state_file)
    table.save_button.click()
    assert table.message.value == (f"{state_file}: claim C001_001 is no longer "
                                   "in the state (parsed again?); reopen the review")
    assert read_json(state_file) == before
    assert table.status.value == "1 unsaved change"


def test_the_cards_and_the_table_are_views_of_one_edit_set(state_file):
    """Notebook 01 shows both forms on one state: neither shows a stale value, neither overwrites
    what the other saved (issue 21)."""
    grid = review_claims(state_file, view="table", who="ann")
    cards = review_claims(state_file, who="bob")
    assert grid.edits is cards.edits
    grid.rows[0].summary.value = "Cites [1] for the 28% risk (table)"
    assert cards.rows[0].summary.value == "Cites [1] for the 28% risk (table)"   # typed, not saved
    assert cards.status.value == grid.status.value == "1 unsaved change"
    grid.save_button.click()
    assert cards.status.value == "No unsaved changes"
    assert cards.rows[0].summary.value == "Cites [1] for the 28% risk (table)"   # saved, shown
    cards.rows[0].severity.value = "Lenient"
    cards.save_button.click()
    claim = next(c for _, c in load_state(state_file).iter_claims() if c.claim_id == "C001_001")
    assert (claim.claim_summary, claim.severity) == ("Cites [1] for the 28% risk (table)", "Lenient")
    assert [(e.field, e.who) for e in load_state(state_file).edits] == [
        ("claim_summary", "ann"), ("severity", "bob")]


def test_a_form_opened_after_another_writer_saved_reads_the_file_again(state_file):
    first = review_claims(state_file)
    state = load_state(state_file)
    state.refs["1"].claims[0].claim_summary = "changed by a re-parse"
    save_state(state, state_file)
    again = review_claims(state_file)
    assert again.edits is not first.edits
    assert again.rows[0].summary.value == "changed by a re-parse"


def test_a_paragraph_citing_a_work_twice_marks_the_citation_in_question():
    # The demo's conflict C040_002 is the second [40] of its paragraph (issue 23 screenshots).
    from refverify.widgets.common import highlight
    context = "采用倾向性评分匹配[40]，卡钳值为0.2。缺失的基线协变量采用多重插补法填补[40]。P<0.05。"
    assert highlight(context, "[40]", "缺失的基线协变量采用多重插补法填补[40]。") == (
        "采用倾向性评分匹配[40]，卡钳值为0.2。缺失的基线协变量采用多重插补法填补<mark>[40]</mark>。P&lt;0.05。")
    assert highlight(context, "[40]") == (
        "采用倾向性评分匹配<mark>[40]</mark>，卡钳值为0.2。缺失的基线协变量采用多重插补法填补[40]。P&lt;0.05。")
