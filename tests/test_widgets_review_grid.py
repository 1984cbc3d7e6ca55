"""The review checkpoint as a table (review_claims(..., view="table")): one row per claim,
sortable by a click on a column title, filtered and paged, saved like the card view."""
import pytest

from refverify.errors import RefverifyError
from refverify.state_file import load_state, save_state
from refverify.widgets import review_claims
from refverify.widgets.review_grid import ReviewGrid
from tests.views_fixtures import make_state


@pytest.fixture
def state_file(tmp_path):
    return save_state(make_state(300, judged=True, conflicts=4), tmp_path)


def shown(grid, attr="claim_id"):
    rows = [row for row in grid.rows if row.claim_id is not None]
    if attr == "claim_id":
        return [row.claim_id for row in rows]
    return [getattr(row, attr).value for row in rows]


def test_one_row_per_claim_with_its_columns(state_file):
    grid = review_claims(state_file, who="ann", view="table")
    assert isinstance(grid, ReviewGrid)
    assert [b.description for b in grid.sort_buttons.values()] == [
        "Claim", "Chapter", "Severity", "Method", "Verdict"]
    first = grid.rows[0]
    assert first.claim.value == ("<span title='Earlier work was mixed. Values &lt;5% &amp; "
                                 "rising were seen [1]. Later work agreed.'>C001_001</span>")
    assert (first.chapter.value, first.severity.value, first.summary.value, first.method.value,
            first.verdict.value) == ("Chapter 1", "Strict", "Summary of claim 0", True, "PASS")
    assert grid.rows[4].verdict.value == "CONFLICT"          # claim 4: the first conflict
    assert grid.page_label.value == "Page 1 / 12" and len(shown(grid)) == 25


def test_sorting_by_a_column_title_in_rubric_order_and_reversed(state_file):
    grid = review_claims(state_file, who="ann", view="table")
    grid.sort_buttons["severity"].click()
    assert grid.sort_buttons["severity"].description == "Severity ▲"
    assert set(shown(grid, "severity")) == {"Strict"}
    assert shown(grid)[:3] == ["C001_001", "C002_003", "C004_002"]   # ties: manuscript order
    grid.sort_buttons["severity"].click()
    assert grid.sort_buttons["severity"].description == "Severity ▼"
    assert set(shown(grid, "severity")) == {"Lenient"}
    grid.sort_buttons["verdict"].click()
    assert grid.sort_buttons["severity"].description == "Severity"
    grid.filters["chapter"].value = "Chapter 1"           # filtering keeps the sort
    assert grid.count_label.value == "100 claims shown"
    grid.show_page(3)
    assert shown(grid, "verdict")[-1] in ("FAIL", "CONFLICT")
    with pytest.raises(RefverifyError, match="sort by 'colour': one of claim, chapter"):
        grid.sort("colour")


def test_editing_severity_in_the_table_and_saving(state_file):
    grid = review_claims(state_file, who="ann", view="table")
    grid.rows[1].severity.value = "Lenient"
    grid.rows[2].summary.value = "Reports 21% remission"
    assert grid.status.value == "2 unsaved changes"
    grid.next_button.click()
    grid.prev_button.click()
    assert grid.rows[1].severity.value == "Lenient"         # paging keeps the pending edit
    grid.save_button.click()
    assert grid.status.value == "No unsaved changes"
    saved = load_state(state_file)
    assert saved.claim("C001_002")[1].severity == "Lenient"
    assert [(e.target, e.field, e.new, e.who, e.via) for e in saved.edits] == [
        ("C001_002", "severity", "Lenient", "ann", "review_form"),
        ("C001_003", "claim_summary", "Reports 21% remission", "ann", "review_form")]


def test_an_unknown_view_is_one_line(state_file):
    with pytest.raises(RefverifyError, match="review_claims: view 'grid' is not 'cards' or "
                                             "'table'"):
        review_claims(state_file, view="grid")


def test_a_state_without_claims_shows_an_empty_table(tmp_path):
    path = save_state(make_state(0), tmp_path)
    grid = review_claims(path, view="table")
    assert grid.count_label.value == "0 claims shown" and shown(grid) == []
