"""The notebooks' tables put the key columns first and wrap long text (issue 23, item 6);
tests/test_tables_browser.py checks what Chromium shows."""
from __future__ import annotations

import pandas as pd

from refverify.widgets.tables import WRAP_RENDER, key_columns_first, long_text_columns, table_options

LONG = "A citing sentence long enough that it must wrap inside its column."


def actions() -> pd.DataFrame:
    return pd.DataFrame([{"priority": 2, "ref_id": "42", "claim_id": "C042_001", "chapter": "4",
                          "line": 9, "action": "FAIL: " + LONG}])


def test_key_columns_come_first_in_their_order_the_rest_keeps_its_order():
    claims = pd.DataFrame([{"chapter": "1", "line": 3, "severity": "Strict", "context": LONG,
                            "verdict": "PASS", "final_verdict": "PASS"}],
                          index=pd.Index(["C001_001"], name="claim_id"))
    assert list(key_columns_first(claims).columns) == [
        "final_verdict", "verdict", "severity", "chapter", "line", "context"]
    assert list(key_columns_first(actions()).columns) == [
        "ref_id", "claim_id", "action", "priority", "chapter", "line"]


def test_long_text_wraps_short_keys_do_not_and_a_row_number_is_hidden():
    table = key_columns_first(actions())
    assert long_text_columns(table) == ["action"]
    options = table_options(table)
    render, keys = options["columnDefs"]
    assert (render["targets"], render["render"]) == ([2], WRAP_RENDER)
    assert keys == {"targets": [0, 1], "className": "rv-key"}
    assert options["showIndex"] is False and options["classes"] == "display compact"


def test_a_named_index_is_the_first_key_column():
    refs = pd.DataFrame([{"existence": "not_found", "bib_title": LONG}],
                        index=pd.Index(["44"], name="ref_id"))
    options = table_options(key_columns_first(refs))
    render, keys = options["columnDefs"]
    assert render["targets"] == [2] and keys["targets"] == [0, 1]
    assert options["showIndex"] is True
