"""Step D: every report as a pure function of the state.

No network, no model, no clock: the same state gives byte-identical files (the timestamps come
from ``meta.updated`` / ``meta.created``). The one exception is an optional ``rewrite_fn`` for
--soft-only sentence rewrites, which the caller supplies (an LLM when one is configured).
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Callable

from ..core.secrets import redact_values
from ..state import State
from .audit import audit_exit_code, audit_markdown, build_audit
from .backlog import backlog
from .contexts import citation_contexts
from .corrected_bib import write_corrected_bibs
from .crossval_log import crossval_log
from .labels import labels
from .ledger import ledger
from .monitor import prediction_monitor
from .targets import safe_target
from .verification import verification_report


__all__ = ["write_reports", "write_contexts", "audit_exit_code", "build_audit"]

MARKDOWN_REPORTS = {
    "verification_report.md": verification_report,
    "backlog.md": backlog,
    "cross_validation_log.md": crossval_log,
    "fulltext_prediction_monitor.md": prediction_monitor,
    "citation_contexts.md": citation_contexts,
    "CITATIONS.md": ledger,
}


def _language(state: State, language: str | None) -> str:
    lang = language or state.meta.language or "en"
    labels(lang)  # refuses an unknown language with a one-line error
    return lang


def _write(path: Path, text: str, inputs: frozenset = frozenset()) -> Path:
    # newline="\n": the same bytes on every platform.
    path = safe_target(path, inputs)
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(redact_values(text))       # no configured key, whatever a message carried
    return path


def input_files(state: State) -> frozenset:
    """Every file refverify read for this state (manuscript, included files, bibliographies),
    resolved: no output may take one of their names."""
    root = Path(state.meta.manuscript_dir or ".")
    names = [*state.meta.input_hashes, *state.meta.bib_files]
    if state.meta.source_file:
        names.append(state.meta.source_file)
    return frozenset(str((root / n).resolve()) for n in names)


def write_contexts(state: State, out_dir: str | os.PathLike, language: str | None = None) -> Path:
    """citation_contexts.md alone: the Step A checkpoint file."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    return _write(out / "citation_contexts.md", citation_contexts(state, _language(state, language)),
                  input_files(state))


def html_report(*args, **kwargs):
    # itables and its 1 MB bundle load only when the HTML report is written.
    from .html import html_report as _html_report
    return _html_report(*args, **kwargs)


def write_reports(state: State, out_dir: str | os.PathLike, *, uncited: bool = False,
                  soft_only: bool = False, language: str | None = None,
                  rewrite_fn: Callable[[str, str, str], tuple[str, str]] | None = None,
                  state_file: str | os.PathLike | None = None) -> list[Path]:
    """Write every Step D report into ``out_dir`` and return their paths.

    ``state_file`` (default: ``verification_state.json`` beside the reports) is only used for
    the audit's ``trace_path``."""
    lang = _language(state, language)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    if state_file is None:
        state_file = out.resolve() / "verification_state.json"
    inputs = input_files(state)
    written = [_write(out / name, render(state, lang), inputs)
               for name, render in MARKDOWN_REPORTS.items()]
    audit = build_audit(state, uncited=uncited, soft_only=soft_only, rewrite_fn=rewrite_fn,
                        state_file=state_file)
    written.append(_write(out / "CITATION_AUDIT.json",
                          json.dumps(audit, indent=2, ensure_ascii=False) + "\n", inputs))
    written.append(_write(out / "CITATION_AUDIT.md", audit_markdown(state, audit), inputs))
    written.append(_write(out / "report.html", html_report(state, lang), inputs))
    if not soft_only:
        written += write_corrected_bibs(state, audit["details"]["per_entry"], out, inputs)
    return written
