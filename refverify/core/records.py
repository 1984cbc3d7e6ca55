"""Records every layer shares, kept apart from the steps that fill them."""
from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict


class MetadataIssue(BaseModel):
    """One metadata discrepancy: the field, the bibliography's value beside the source's, and the
    record to check it against (RUBRIC §3.2)."""
    # Unknown keys survive a load/save round trip, so a newer minor writer never loses data.
    model_config = ConfigDict(extra="allow", validate_assignment=False)

    field: str                      # title | year | authors | venue | volume | issue | pages | doi | retraction | ...
    bib: Any = None
    source_value: Any = None
    source: str = ""                # which service
    record: str = ""                # id or URL of the source record
    severity: Literal["error", "warning", "info"] = "warning"
    message: str = ""
