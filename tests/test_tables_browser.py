"""The notebooks' wide tables (issue 23, item 6) in headless Chromium: the key columns (the id,
existence, verdict, action) come first, long text wraps within a bounded width, so the key
columns are on screen at 1,400 px and are the first ones at 400 px. The tables are those of
notebooks 01–04 on the demo thesis, rendered by refverify.widgets.tables as the notebooks show them."""
from __future__ import annotations

import itables.options
import pytest
from itables.javascript import generate_init_offline_itables_html

from refverify import views
from refverify.demo import prepare
from refverify.state_file import load_state
from refverify.widgets.tables import WRAP_WIDTH_EM, key_columns_first, table_html
from tests.browser import chromium_page

pytestmark = pytest.mark.browser

# notebook table -> (the columns the notebook selects, None: the whole view) and the header the
# reader sees, in order: its key columns lead.
TABLES = {
    "01 claims": (["chapter", "line", "severity", "claim_summary", "method_needs_human_confirm",
                   "fulltext_likely", "context_raw"],
                  ["claim_id", "severity", "chapter", "line", "claim_summary",
                   "method_needs_human_confirm", "fulltext_likely", "context_raw"]),
    "02 references": (["bib_title", "existence", "api_source", "title_match_score", "api_year",
                       "api_article_type", "abstract_source", "n_issues"],
                      ["ref_id", "existence", "bib_title", "api_source", "title_match_score",
                       "api_year", "api_article_type", "abstract_source", "n_issues"]),
    "02 problems": (None, ["ref_id", "existence", "severity", "field", "bib", "source_value",
                           "source", "record", "message"]),
    "03 verdicts": (None, ["claim_id", "final_verdict", "verdict", "severity", "confidence",
                           "numeric_check", "anchor_quote", "citing_sentence"]),
    "04 actions": (None, ["ref_id", "claim_id", "action", "priority", "chapter", "line"]),
}
KEYS = {"claim_id", "ref_id", "existence", "final_verdict", "verdict", "action", "severity"}


@pytest.fixture(scope="module")
def state(tmp_path_factory, monkeypatch_module):
    out = tmp_path_factory.mktemp("tables")
    prepare(out, upto="D")                  # the demo thesis, steps A to C, offline
    return load_state(out)


@pytest.fixture(scope="module")
def monkeypatch_module():
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("REFVERIFY_EMBEDDINGS", "off")
        yield mp


def frame(state, name):
    columns, _ = TABLES[name]
    if name.startswith("01"):
        return views.claims_df(state)[columns]
    if name == "02 references":
        return views.refs_df(state)[columns]
    return {"02 problems": views.issues_df, "03 verdicts": views.verdicts_df,
            "04 actions": views.actions_df}[name](state)


def headers(page) -> list[tuple[str, dict]]:
    """The header cells in order with their boxes (the index's name row left out)."""
    cells = page.locator("table.dataTable thead tr").first.locator("th")
    names = [t.strip() for t in cells.all_inner_texts()]
    index_name = page.locator("table.dataTable thead tr").nth(1)
    if names and names[0] == "" and index_name.count():
        names[0] = index_name.locator("th").first.inner_text().strip()
    return list(zip(names, [c.bounding_box() for c in cells.all()]))


@pytest.mark.parametrize("name", list(TABLES))
def test_key_columns_lead_and_stay_on_screen(state, tmp_path, name):
    table = frame(state, name)
    assert len(table) > 0
    page_file = tmp_path / "table.html"
    page_file.write_text("<!doctype html><meta charset='utf-8'><body>"
                         + generate_init_offline_itables_html(itables.options.dt_bundle)
                         + table_html(table, connected=False) + "</body>", encoding="utf-8")
    expected = TABLES[name][1]
    assert [c for c in key_columns_first(table).columns] == [c for c in expected
                                                                if c in table.columns]
    with chromium_page() as page:
        for width in (1400, 400):
            page.set_viewport_size({"width": width, "height": 900})
            page.goto(page_file.as_uri())
            page.wait_for_selector("table.dataTable tbody tr", state="visible")
            seen = headers(page)
            assert [n for n, _ in seen] == expected, width
            keys = [(n, box) for n, box in seen if n in KEYS]
            if width == 1400:
                # Every key column is wholly on screen.
                assert all(box["x"] >= 0 and box["x"] + box["width"] <= width
                           for _, box in keys), (width, keys)
            else:
                # The leading columns are the key ones; the first two are wholly on screen.
                lead = [n for n, _ in seen[:len(keys)]]
                assert set(lead) <= KEYS, lead
                assert all(box["x"] + box["width"] <= width for _, box in keys[:2]), keys
            # Long text wraps inside a box no wider than WRAP_WIDTH_EM.
            em = page.evaluate("parseFloat(getComputedStyle(document.body).fontSize)")
            widest = page.evaluate("Math.max(0, ...[...document.querySelectorAll("
                                   "'table.dataTable .rv-wrap')].map(d => d.offsetWidth))")
            assert 0 < widest <= WRAP_WIDTH_EM * em + 1
        assert page.console_errors == []
