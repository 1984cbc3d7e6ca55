"""The library entry points: one call per step, each reading and writing the state file.

Each step takes a state folder (or the state file, or a ``State`` plus ``out``), adds its
fields, and saves atomically, also after every batch, so an interrupted step resumes."""
from __future__ import annotations

import json
import os
from contextlib import nullcontext
from pathlib import Path

from .config import Config, load_config
from .core.files import check_writable
from .core.runs import ParseChecks
from .core.secrets import redact
from .errors import BibUnreadable, RefverifyError
from .journal import Journal
from .state import State, now_iso
from .state_file import STATE_FILENAME, folder_lock, load_state, save_state

DEFAULT_OUT = "refverify_out"
REPLACED_STATE = "verification_state.replaced.json"   # what --restart set aside


def _target(state_or_path, out=None) -> tuple[State, Path | None]:
    if isinstance(state_or_path, State):
        return state_or_path, (Path(out) if out else None)
    path = Path(state_or_path)
    state = load_state(path)
    folder = path if path.suffix != ".json" else path.parent
    return state, Path(out) if out else folder


def _held(folder: Path | None):
    """The state folder's command lock (state_file.folder_lock), or nothing for an in-memory state."""
    return nullcontext() if folder is None or str(folder) == ":memory:" else folder_lock(folder)


def same_manuscript(state: State, manuscript) -> bool:
    """Is ``state`` the state of this manuscript? The same file, or one of the same name
    elsewhere (a moved project) that is byte for byte the one parsed. A state that names no
    manuscript (an empty one) belongs to none in particular."""
    from .parse.pipeline import file_sha256
    name, folder = state.meta.source_file, state.meta.manuscript_dir
    if not name:
        return True
    path = Path(manuscript).resolve()
    if folder and Path(folder, name).resolve() == path:
        return True
    digest = state.meta.input_hashes.get(name)
    return name == path.name and digest is not None and path.is_file() and file_sha256(path) == digest


def refuse_other_manuscript(state: State, manuscript, out: Path) -> None:
    """Decisions are never carried to another manuscript: a folder holding another one's state
    is refused (choose another --out, or --restart to start clean there)."""
    if not same_manuscript(state, manuscript):
        held = Path(state.meta.manuscript_dir or ".", state.meta.source_file)
        raise RefverifyError(
            f"{out}: holds the state of another manuscript ({held}), not of {Path(manuscript)}; "
            "choose another --out, or give --restart to start clean there (its decisions are not "
            "carried over)")


def _saver(folder: Path | None):
    def save(state: State) -> None:
        if folder is not None:
            save_state(state, folder)
    return save


def parse(manuscript, bib=None, out=DEFAULT_OUT, config: Config | None = None, *,
          llm_summaries: bool = False, llm_options: dict | None = None,
          restart: bool = False) -> State:
    """Step A: parse the manuscript and bibliography, write the state and citation_contexts.md.
    Human edits of an earlier state of the same manuscript in ``out`` are carried over (never
    overwritten); a state of another manuscript there is refused. ``restart``: start clean,
    nothing carried over. ``llm_summaries``: after the rule-based pass, the configured model
    rewrites the claim summaries and severities (RUBRIC §1 templates)."""
    out = Path(out)
    check_writable(out, "state and reports")
    with folder_lock(out):
        return _parse(manuscript, bib, out, config, llm_summaries, llm_options, restart)


def _parse(manuscript, bib, out: Path, config, llm_summaries, llm_options, restart) -> State:
    from .parse.pipeline import parse_manuscript
    from .report import write_contexts

    previous = None
    if restart and (out / STATE_FILENAME).exists():
        # Start clean: the old state (and its decisions) is set aside, not merged into the new.
        os.replace(out / STATE_FILENAME, out / REPLACED_STATE)
    if not restart and (out / STATE_FILENAME).exists():
        try:
            previous = load_state(out)
        except RefverifyError:
            previous = None
        if previous is not None:
            refuse_other_manuscript(previous, manuscript, out)
    cfg = config or load_config()
    from .parse.context import ParseContext
    state = parse_manuscript(manuscript, bib, previous=previous, context=ParseContext.from_config(cfg))
    if cfg.language:
        state.meta.language = cfg.language
    if llm_summaries:
        from .parse.llm_summaries import llm_summaries as rewrite_summaries
        if not cfg.model:
            raise RefverifyError("parse: --llm-summaries needs a model (--model or REFVERIFY_MODEL)")
        n = rewrite_summaries(state, cfg, extra=llm_options)
        state.meta.messages.append(f"claim summaries: {n} rewritten by {cfg.model}")
    save_state(state, out)
    write_contexts(state, out)
    return state


def fetch(state_or_path, *, config: Config | None = None, out=None, offline: bool | None = None,
          pdfs=None, progress: bool = True, force: bool = False, fulltext: bool | None = None) -> State:
    """Step B: existence, metadata and abstracts of every reference, and the open full text of
    the cited works (``fulltext=False``: not looked for) (cached HTTP)."""
    from .sources.fetch import fetch_state

    cfg = config or load_config()
    if offline is not None:
        cfg = cfg.with_(offline=offline)
    if fulltext is not None:
        cfg = cfg.with_(fulltext=fulltext)
    state, folder = _target(state_or_path, out)
    check_writable(folder, "state file")
    if cfg.cache_path != ":memory:":
        check_writable(Path(cfg.cache_path).expanduser().parent, "HTTP cache (cache_path)")
    save = _saver(folder)
    with _held(folder):
        fetch_state(state, cfg, progress=progress, pdf_dir=pdfs, on_ref_done=save, force=force)
        state.mark_step("B")
        save(state)
    return state


def fetch_summary(state: State, where: str | None = None) -> str:
    """The B8 terminal summary: what could not be looked up and why first (issue 23), then where
    the records came from. ``where``: the state folder the fixing command names."""
    from .report.bottom_line import STATE_FOLDER, lookups_not_checked
    fetch = state.meta.fetch
    if fetch is None:
        return "Step B: not run"
    extra = f" ({'offline, ' if fetch.offline else ''}{sum(fetch.requests.values())} requests)"
    first = [f"NOT CHECKED: {u.text()}" for u in lookups_not_checked(state, where or STATE_FOLDER)]
    return "\n".join([*first, f"Step B: {fetch.summary}{extra}", *_fulltext_line(fetch.fulltext)])


def _fulltext_line(summary: dict | None) -> list[str]:
    """The full-text pass in one line ("" when it did not run)."""
    if not summary or "status" not in summary:
        return []
    status = summary["status"]
    sources = ", ".join(f"{n} {s}" for s, n in sorted(summary.get("by_source", {}).items()))
    parts = [f"{status.get('fetched', 0)} fetched" + (f" ({sources})" if sources else "")]
    parts += [f"{status[s]} {label}" for s, label in (("none_open", "with no open version found"),
              ("too_large", "too large"), ("failed", "could not be fetched (asked again next run)")) if status.get(s)]
    return [f"Full text: {' / '.join(parts)}"]


def judge(state_or_path, *, judge: str = "heuristic", model: str | None = None,
          config: Config | None = None, out=None, progress: bool = True, mode: str = "resume",
          claim_id: str | None = None, ref_id: str | None = None) -> State:
    """Step C: judge every claim against its source (heuristic offline judge, or an LLM).
    ``mode="resume"`` judges only claims without a verdict; ``claim_id`` / ``ref_id`` re-judge
    one claim or one reference. Human resolutions are never overwritten."""
    from .judge import judge_state, rejudge

    cfg = config or load_config()
    if model:
        cfg = cfg.with_(model=model)
    if judge == "llm" and not cfg.model:
        raise RefverifyError("judge: --judge llm needs a model (--model or REFVERIFY_MODEL)")
    state, folder = _target(state_or_path, out)
    check_writable(folder, "state file")
    if judge == "llm" and cfg.llm_cache != ":memory:":
        check_writable(Path(cfg.llm_cache).expanduser().parent, "LLM cache")
    save = _saver(folder)
    # after each batch only what changed is appended to the journal; the state file is written
    # once, at the end (a crash resumes from the journal: state_file.load_state folds it in)
    progress_save = Journal(folder, state) if folder is not None else save
    with _held(folder):
        if claim_id or ref_id:
            try:
                rejudge(state, cfg, claim_id=claim_id, ref_id=ref_id, judge=judge,
                        model=cfg.model or None, on_batch_done=progress_save, progress=progress)
            except KeyError as exc:
                raise RefverifyError(f"{folder or 'state'}: no claim or reference {exc}") from None
        else:
            judge_state(state, cfg, judge=judge, model=cfg.model or None, mode=mode,
                        on_batch_done=progress_save, progress=progress)
        state.mark_step("C")
        save(state)
    return state


def report(state_or_path, out=None, *, uncited: bool = False, soft_only: bool = False,
           language: str | None = None, config: Config | None = None) -> list[Path]:
    """Step D: every report, a pure function of the state (no network, no model)."""
    from .report import write_reports

    state, state_folder = _target(state_or_path)
    folder = Path(out) if out else state_folder
    if folder is None:
        raise RefverifyError("report: give `out`, the folder to write the reports in")
    check_writable(folder, "reports")
    cfg = config or load_config()
    rewrite_fn = None
    if soft_only and cfg.model:
        from .judge.rewrite import make_rewriter
        rewrite_fn = make_rewriter(cfg)
    if state.meta.last_step == "C":
        # Marked before writing, so the reports carry the state's own timestamp and a
        # second `report` on the same state writes byte-identical files.
        before = (state.meta.last_step, state.meta.updated)
        state.mark_step("D")
        if state_folder is not None:
            try:
                save_state(state, state_folder)
            except OSError as exc:
                # A read-only state folder still gets its reports (written elsewhere), from
                # the state as it is on disk.
                state.meta.last_step, state.meta.updated = before
                import logging
                logging.getLogger(__name__).warning(
                    "refverify: %s: state not updated (%s); the reports are written all the same",
                    state_folder, exc.strerror or exc)
    state_file = state_folder / STATE_FILENAME if state_folder is not None else None
    return write_reports(state, folder, uncited=uncited, soft_only=soft_only,
                         language=language or cfg.language or None, rewrite_fn=rewrite_fn,
                         state_file=state_file)


def audit_verdict(out) -> str:
    data = json.loads((Path(out) / "CITATION_AUDIT.json").read_text(encoding="utf-8"))
    return data["verdict"]


def run(manuscript, bib=None, *, pdfs=None, judge: str = "heuristic", model: str | None = None,
        offline: bool | None = None, out=DEFAULT_OUT, uncited: bool = False,
        soft_only: bool = False, config: Config | None = None, progress: bool = True,
        restart: bool = False, fulltext: bool | None = None) -> State:
    """A → D. A state in ``out`` from the same inputs is resumed from its ``meta.last_step``
    (so edits made in a notebook are kept); changed inputs are parsed again, edits carried over.
    The folder is held for the whole run (a second command on it stops at once); a state of
    another manuscript there is refused; ``restart`` starts clean, carrying nothing over;
    ``fulltext=False``: Step B does not look for the cited works' open full text."""
    cfg = config or load_config()
    if fulltext is not None:
        cfg = cfg.with_(fulltext=fulltext)
    out = Path(out)
    check_writable(out, "state and reports")
    with folder_lock(out):     # the whole run: a second one on this folder stops at once
        return _run(manuscript, bib, pdfs=pdfs, judge=judge, model=model, offline=offline,
                    out=out, uncited=uncited, soft_only=soft_only, cfg=cfg, progress=progress,
                    restart=restart)


def _run(manuscript, bib, *, pdfs, judge, model, offline, out: Path, uncited, soft_only, cfg,
         progress, restart) -> State:
    from .parse.pipeline import file_sha256

    state = None
    if not restart and (out / STATE_FILENAME).exists():
        state = load_state(out)
        refuse_other_manuscript(state, manuscript, out)
        root = Path(state.meta.manuscript_dir or Path(manuscript).resolve().parent)
        read_bibs = {str((root / rel).resolve()) for rel in state.meta.bib_files}
        given = [bib] if isinstance(bib, (str, Path)) else (bib or [])
        same = state.meta.source_file == Path(manuscript).name and all(
            (root / rel).exists() and file_sha256(root / rel) == digest
            for rel, digest in state.meta.input_hashes.items()) and all(
            str(Path(b).resolve()) in read_bibs for b in given)
        if not same:
            state = None
    if state is None or not state.meta.last_step:
        try:
            state = parse(manuscript, bib, out=out, config=cfg, restart=restart)
        except BibUnreadable as exc:
            _write_blocked_audit(manuscript, out, redact(str(exc)))
            raise
    retried = False
    if state.meta.last_step in ("A",) or _fetch_incomplete(state):
        # References left pending or api_fail (a service down, a 500, a challenge page) are
        # asked again on every run, and their claims judged once a source answers.
        retried = state.meta.last_step not in ("", "A")
        state = fetch(out, config=cfg, offline=offline, pdfs=pdfs, progress=progress)
    if retried or state.meta.last_step in ("A", "B") or _unjudged(state):
        state = globals()["judge"](out, judge=judge, model=model, config=cfg, progress=progress)
    report(out, out, uncited=uncited, soft_only=soft_only, config=cfg)
    return load_state(out)


def _write_blocked_audit(manuscript, out: Path, cause: str) -> None:
    """Seed 003: the audit is always written; an unreadable bibliography makes it BLOCKED."""
    from .parse.pipeline import file_sha256
    from .report.audit import audit_markdown, build_audit

    manuscript = Path(manuscript)
    state = State()
    state.meta.source_file = manuscript.name
    state.meta.manuscript_dir = str(manuscript.resolve().parent)
    state.meta.created = state.meta.updated = now_iso()
    if manuscript.exists():
        state.meta.input_hashes = {manuscript.name: file_sha256(manuscript)}
    state.meta.checks = ParseChecks(bib_unreadable=cause)
    out.mkdir(parents=True, exist_ok=True)
    audit = build_audit(state, state_file=out / STATE_FILENAME)
    (out / "CITATION_AUDIT.json").write_text(json.dumps(audit, indent=2, ensure_ascii=False) + "\n",
                                             encoding="utf-8")
    (out / "CITATION_AUDIT.md").write_text(audit_markdown(state, audit), encoding="utf-8")


def _fetch_incomplete(state: State) -> bool:
    """Step B left something to retry: a reference still pending or api_fail, or a service that
    failed for a reference the others found."""
    from .sources.fetch import to_retry
    return bool(state.meta.fetch and state.meta.fetch.incomplete) or any(
        to_retry(ref) and not ref.bib.unreadable for ref in state.refs.values())


def _unjudged(state: State) -> bool:
    return any(ref.judgment_for(c.claim_id) is None for ref, c in state.iter_claims())


def demo_dir() -> Path:
    """The embedded demo (a Chinese thesis, an English LaTeX paper, a recorded HTTP cache)."""
    env = os.environ.get("REFVERIFY_DEMO_DIR")
    here = Path(env) if env else Path(__file__).resolve().parent.parent / "data" / "demo"
    if not here.exists():
        raise RefverifyError(f"{here}: demo data not found (install refverify from its source tree)")
    return here
