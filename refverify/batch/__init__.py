"""Whole cohorts in one batch (issue 26): ``run_batch`` (discover → run every manuscript →
cohort report), the progress table, the cohort report's tables."""
from .cohort import cohort_tables, manuscripts_df, pass_rate_plot, pass_rates_df, problem_refs_df, write_cohort_report
from .discover import find_manuscripts
from .progress import Progress
from .runner import BatchResult, run_batch

__all__ = ["BatchResult", "Progress", "cohort_tables", "find_manuscripts", "manuscripts_df",
           "pass_rate_plot", "pass_rates_df", "problem_refs_df", "run_batch", "write_cohort_report"]
