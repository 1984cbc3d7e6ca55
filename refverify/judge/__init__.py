"""Step C: judge whether each source supports each claim (RUBRIC §1-§8).

Two judges: the offline heuristic (default for the demo; always preliminary) and an LLM through
litellm (batched, cached, cross-validated). Claims whose reference has no stored source text are
skipped with "no source text" and fulltext_required (a verdict without text would be a guess).
"""
from .run import counts, judge_state, rejudge, resolve_conflict, summary

__all__ = ["judge_state", "rejudge", "resolve_conflict", "counts", "summary"]
