"""What each step records of its run in the state's ``meta``: ``checks`` (Step A's bookkeeping),
``fetch`` (Step B) and ``judge`` (Step C), typed (issue 21). A reader that names a key no step
writes fails (``AttributeError``) instead of silently reading nothing.

On disk they are the same JSON objects as the dicts of schema 2, key for key: a model writes the
keys its step set, so an older state and a newer one compare equal. Unknown keys (a newer writer,
a bench's own note) are kept as they are through a load and save, and no refverify code reads
them. Nested summaries (the full-text pass, the local index, per-part checks, counts) stay plain
objects: each is written and read in one place.
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_serializer


class _Run(BaseModel):
    model_config = ConfigDict(extra="allow", validate_assignment=False)

    @model_serializer(mode="wrap")
    def _set_keys_only(self, handler):
        # the keys a step wrote (and unknown ones kept), not every default: the JSON of schema 2
        data = handler(self)
        written = self.model_fields_set
        return {k: v for k, v in data.items() if k in written or k not in type(self).model_fields}


class ParseChecks(_Run):
    """Step A's bookkeeping (``parse/checks.py``, ``parse/pipeline.py``)."""
    orphans: list[str] = Field(default_factory=list)      # cited, not listed
    uncited: list[str] = Field(default_factory=list)      # listed, not cited
    nocite: list[str] = Field(default_factory=list)       # \nocite keys (listed on purpose)
    out_of_order: list[str] = Field(default_factory=list)  # numbers first cited out of order
    duplicates: list[dict[str, Any]] = Field(default_factory=list)   # {refs, reason}
    bib_enumerated: bool = True     # False: the bibliography's keys could not all be listed
    no_bibliography: bool = False   # citations but no bibliography at all
    bib_unreadable: str = ""        # why the bibliography could not be read (the audit is BLOCKED)
    parts: list[dict[str, Any]] = Field(default_factory=list)   # per part of a multi-part thesis


class FetchRun(_Run):
    """Step B's run (``sources/fetch.py``)."""
    finished: str = ""
    sources: list[str] = Field(default_factory=list)      # the services, in the order asked
    skipped: dict[str, str] = Field(default_factory=dict)  # service -> why it was not asked
    requests: dict[str, int] = Field(default_factory=dict)  # service -> network requests
    seconds: float = 0.0
    offline: bool = False
    existence: dict[str, int] = Field(default_factory=dict)   # existence status -> references
    primary_source: dict[str, int] = Field(default_factory=dict)  # service -> records taken from it
    fulltext_required: int = 0
    summary: str = ""
    incomplete: int = 0             # references left pending / api_fail: `refverify run` retries
    fulltext: dict[str, Any] = Field(default_factory=dict)   # the full-text pass (fulltext_fetch.py)
    index: dict[str, Any] | None = None   # the local index's part (sources/local.py), when used
    pdfs: dict[str, str] = Field(default_factory=dict)   # ref id -> user PDF matched (--pdfs)


class JudgeRun(_Run):
    """Step C's run (``judge/run.py``) with the backend's usage (``judge/backends.py``)."""
    judge: str = ""                 # heuristic | llm | heuristic+llm: who gave the verdicts
    model: str = ""
    requested: str = ""             # the judge asked for this run ("llm:model")
    mode: str = ""                  # resume | batch | rejudge
    batches: int = 0
    batches_done: int = 0
    claims: int = 0                 # claims planned
    skipped: int = 0                # claims skipped (nothing to judge against)
    anchors: str = ""               # the heuristic's embeddings backend, or "llm"
    calls: int = 0
    cached_calls: int = 0
    cached_claims: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    failed_calls: int = 0
    response_format: str = ""
    server_notes: list[str] = Field(default_factory=list)
    batch_jobs: list[str] = Field(default_factory=list)
    failed_claims: int = 0          # claims the judge failed on this run
    kept_prior: int = 0             # of those, claims that kept their earlier verdict
    first_failure: str = ""
    started: str = ""
    finished: str | None = None
    counts: dict[str, int] = Field(default_factory=dict)   # judge/run.py counts() at the end
    server_max_in_flight: int | None = None   # bench/judge_scale.py: the simulator's peak


__all__ = ["ParseChecks", "FetchRun", "JudgeRun"]
