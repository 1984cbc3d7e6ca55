"""Interactive tables in a notebook (itables), with a one-line explanation for an empty one.

Every table puts what a person decides on first (issue 23): the key (the index: claim or
reference id), then existence, verdict, action and severity, then the rest in their order; long
text (titles, contexts, reasons) wraps within a column of bounded width, so the key columns stay
on screen at 1,400 px and are the first ones at 400 px.
"""
from __future__ import annotations

import pandas as pd

from ..views import Note

# Decided on first, in this order, wherever a table has them (an id that is a column, not the
# index, comes first too).
KEY_COLUMNS = ("ref_id", "claim_id", "existence", "final_verdict", "verdict", "action", "severity")
LONG_TEXT = 40            # characters: a text column with a longer value wraps
WRAP_WIDTH_EM = 24        # the widest a wrapped column grows
# A table cell ignores max-width: the text goes into a box that has one.
CSS = (f".rv-wrap {{ white-space: normal; min-width: 10em; max-width: {WRAP_WIDTH_EM}em; "
       "overflow-wrap: anywhere; }\n"
       "td.rv-key, th.rv-key { white-space: nowrap; font-weight: 600; }")
WRAP_RENDER = ("function (data, type) { return type === 'display' && data !== null && data !== '' "
               "? '<div class=\"rv-wrap\">' + data + '</div>' : data; }")


def key_columns_first(table: pd.DataFrame) -> pd.DataFrame:
    """The same table with its key columns (``KEY_COLUMNS``) moved to the front."""
    first = [c for c in KEY_COLUMNS if c in table.columns]
    return table[first + [c for c in table.columns if c not in first]]


def long_text_columns(table: pd.DataFrame) -> list[str]:
    """Columns holding text longer than ``LONG_TEXT`` characters somewhere."""
    long = []
    for name in table.columns:
        values = table[name]
        textual = pd.api.types.is_object_dtype(values) or pd.api.types.is_string_dtype(values)
        if textual and values.map(lambda v: isinstance(v, str) and len(v) > LONG_TEXT).any():
            long.append(name)
    return long


def table_options(table: pd.DataFrame) -> dict:
    """The itables options for ``table`` (already in display order): long text wraps at a
    bounded width, short key columns never wrap, a bare row number (0, 1, …) is not shown."""
    show_index = not isinstance(table.index, pd.RangeIndex)
    shift = table.index.nlevels if show_index else 0     # the index comes first in the table
    position = {name: i + shift for i, name in enumerate(table.columns)}
    long = set(long_text_columns(table))
    defs = []
    if long:
        from itables import JavascriptFunction
        defs.append({"targets": [position[c] for c in table.columns if c in long],
                     "render": JavascriptFunction(WRAP_RENDER)})
    keys = list(range(shift)) + [position[c] for c in KEY_COLUMNS
                                 if c in position and c not in long]
    if keys:
        defs.append({"targets": keys, "className": "rv-key"})
    return {"classes": "display compact", "columnDefs": defs, "css": CSS, "showIndex": show_index,
            "style": "table-layout:auto;width:auto;margin:0;caption-side:bottom"}


def table_html(table: pd.DataFrame, **options) -> str:
    """The HTML itables writes for ``table`` in display order (what ``show`` displays)."""
    from itables import to_html_datatable
    table = key_columns_first(table)
    return to_html_datatable(table, **{**table_options(table), **options})


def show(table: pd.DataFrame | Note, why: str = "Nothing to show.", **options) -> None:
    """An itables table (search, sort, pages) of ``table``, key columns first and long text
    wrapped; ``why`` when it has no rows."""
    if isinstance(table, Note) or table is None or len(table) == 0:
        print(table if isinstance(table, Note) else why)
        return
    from itables import show as itables_show
    if isinstance(table, pd.Series):
        table = table.to_frame()
    table = key_columns_first(table)
    itables_show(table, **{**table_options(table), **options})
