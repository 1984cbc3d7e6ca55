"""The human checkpoints as ipywidgets forms; a notebook cell is one call and a display."""
from .conflicts import ConflictForm, resolve_conflicts, store_resolution
from .panels import ReportPanel, RunPanel, report_panel, run_panel
from .review import ReviewTable
from .review_grid import review_claims
from .tables import show

__all__ = [
    "ConflictForm", "ReportPanel", "ReviewTable", "RunPanel", "report_panel",
    "resolve_conflicts", "review_claims", "run_panel", "show", "store_resolution",
]
