"""Interactive tables in a notebook (itables), with a one-line explanation for an empty one."""
from __future__ import annotations

import pandas as pd

from ..views import Note


def show(table: pd.DataFrame | Note, why: str = "Nothing to show.", **options) -> None:
    """An itables table (search, sort, pages) of ``table``; ``why`` when it has no rows."""
    if isinstance(table, Note) or table is None or len(table) == 0:
        print(table if isinstance(table, Note) else why)
        return
    from itables import show as itables_show
    itables_show(table, **options)
