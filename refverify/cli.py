"""`refverify run|parse|fetch|judge|report|annotate|check|batch|demo`.

Exit codes follow seed 003's audit verdict so the CLI can gate a CI: 0 PASS (or NOT_APPLICABLE),
1 WARN, 2 FAIL, 3 BLOCKED / ERROR (also any input error, printed as one line)."""
from __future__ import annotations

import argparse
import shlex
import signal
import sqlite3
import sys
import threading
from pathlib import Path

from .core.secrets import redact, redact_output
from .errors import RefverifyError

EXIT_ERROR = 3


EXIT_CODES_HELP = """exit status:
  0  PASS (or nothing to audit)      1  WARN: metadata to fix
  2  FAIL: a reference to remove or replace
  3  ERROR / BLOCKED: something could not be checked (a service unreachable, the judge failed,
     a step not run) or an input error (one line on stderr naming the file)
  130  interrupted (run the same command again to resume)"""


class _Formatter(argparse.RawDescriptionHelpFormatter):
    """A default worth saying shown after the option's help; the epilog kept as written."""

    def _get_help_string(self, action):
        text = action.help or ""
        default = action.default
        if (default in (None, False, [], argparse.SUPPRESS) or "default" in text
                or action.option_strings == []):
            return text
        return f"{text} (default: {default})"


def _sub(sub, name: str, help: str, *, verdict: bool = False) -> argparse.ArgumentParser:
    """A subcommand; ``verdict``: its exit status is the audit's (the epilog says which)."""
    epilog = EXIT_CODES_HELP if verdict else ("exit status: 0 done, 3 an input or service error "
                                              "(one line on stderr), 130 interrupted")
    return sub.add_parser(name, help=help, description=help, epilog=epilog,
                          formatter_class=_Formatter)


def _add_common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--config", help="refverify.toml (default: ./refverify.toml, or "
                                    "REFVERIFY_CONFIG)")
    p.add_argument("--quiet", action="store_true", help="no progress bars")
    p.add_argument("--debug", action="store_true",
                   help="show the Python traceback of an unexpected error")


def _soft_only(p: argparse.ArgumentParser) -> None:
    p.add_argument("--soft-only", dest="soft_only", action="store_true",
                   help="the bibliography is frozen: propose sentence rewrites instead of bib edits "
                        "(no corrected.bib)")
    p.add_argument("--soft_only", dest="soft_only", action="store_true", help=argparse.SUPPRESS)


OFFLINE_HELP = ("answer from the HTTP cache only (no network); a reference not in the cache is "
                "reported NOT CHECKED")
NO_FULLTEXT_HELP = ("do not look for the cited works' open full text (PubMed Central, Europe PMC, arXiv, "
                    "open-access PDFs); judge against abstracts and --pdfs only")
JUDGE_HELP = "heuristic: offline rules, every verdict preliminary; llm: a language model (--model)"
MODEL_HELP = "litellm model name for --judge llm, e.g. openai/gpt-4o-mini (or REFVERIFY_MODEL)"


def add_index_parser(sub, make) -> None:
    from .index.command import add_parser
    add_parser(sub, make)


def add_index_option(p: argparse.ArgumentParser) -> None:
    from .index.command import add_index_option as add
    add(p)


def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="refverify", formatter_class=_Formatter, epilog=EXIT_CODES_HELP,
        description="Check the citations of a thesis or paper: does each reference exist, is its "
                    "metadata right, does it support the sentence that cites it?")
    sub = ap.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = _sub(sub, "run", "run all steps A → D on a manuscript", verdict=True)
    p.add_argument("manuscript", help=".docx / .tex / .md / .Rmd / .qmd / .rst / .txt, or a bibliography "
                   "alone (.bib, .ris, .nbib, CSL-JSON, EndNote XML)")
    p.add_argument("--bib", nargs="+", default=[], help="bibliography file(s); none: the "
                   "manuscript's own reference list or \\bibliography")
    p.add_argument("--pdfs", help="folder of full-text PDFs of cited works")
    p.add_argument("--no-fulltext", action="store_true", help=NO_FULLTEXT_HELP)
    p.add_argument("--judge", choices=["heuristic", "llm"], default="heuristic", help=JUDGE_HELP)
    p.add_argument("--model", help=MODEL_HELP)
    p.add_argument("--offline", action="store_true", help=OFFLINE_HELP)
    p.add_argument("--out", default="refverify_out", help="output folder (state + reports)")
    p.add_argument("--uncited", action="store_true", help="list bib entries never cited")
    _soft_only(p)
    p.add_argument("--restart", action="store_true",
                   help="start clean: ignore the state in --out and carry none of its decisions over")
    add_index_option(p)
    p.add_argument("--annotate", action="store_true",
                   help="also write an annotated copy of the manuscript into --out")
    _add_common(p)

    p = _sub(sub, "parse", "Step A: parse a manuscript into a state")
    p.add_argument("manuscript", help=".docx / .tex / .md / .Rmd / .qmd / .rst / .txt, or a bibliography "
                   "alone (.bib, .ris, .nbib, CSL-JSON, EndNote XML)")
    p.add_argument("--bib", nargs="+", default=[], help="bibliography file(s)")
    p.add_argument("--out", default="refverify_out", help="state folder")
    p.add_argument("--llm-summaries", action="store_true",
                   help="let the configured model rewrite claim summaries and severities")
    p.add_argument("--model", help="litellm model for --llm-summaries (or REFVERIFY_MODEL)")
    p.add_argument("--restart", action="store_true",
                   help="start clean: ignore the state in --out and carry none of its decisions over")
    _add_common(p)

    p = _sub(sub, "fetch", "Step B: look every reference up")
    p.add_argument("state_dir", help="the state folder (parse's --out)")
    p.add_argument("--offline", action="store_true", help=OFFLINE_HELP)
    p.add_argument("--pdfs", help="folder of full-text PDFs of cited works")
    p.add_argument("--no-fulltext", action="store_true", help=NO_FULLTEXT_HELP)
    p.add_argument("--force", action="store_true", help="look up again references already done")
    add_index_option(p)
    _add_common(p)

    p = _sub(sub, "judge", "Step C: judge each claim against its source")
    p.add_argument("state_dir", help="the state folder")
    p.add_argument("--judge", choices=["heuristic", "llm"], default="heuristic", help=JUDGE_HELP)
    p.add_argument("--model", help=MODEL_HELP)
    p.add_argument("--mode", choices=["resume", "batch"], default="resume",
                   help="resume: only claims without a verdict; batch: judge all again "
                        "(human resolutions are kept)")
    p.add_argument("--claim", help="re-judge this one claim (e.g. C029_001)")
    p.add_argument("--ref", help="re-judge the claims of this one reference")
    _add_common(p)

    p = _sub(sub, "report", "Step D: write every report", verdict=True)
    p.add_argument("state_dir", help="the state folder")
    p.add_argument("--out", help="report folder (default: the state folder)")
    p.add_argument("--uncited", action="store_true", help="list bib entries never cited")
    _soft_only(p)
    p.add_argument("--language", choices=["en", "zh"],
                   help="language of the reports (default: the manuscript's)")
    _add_common(p)

    p = _sub(sub, "annotate", "a copy of the manuscript with a margin note at each citation "
                              "that needs a person")
    p.add_argument("state_dir", help="the state folder")
    p.add_argument("--out", help="folder for the copy (default: the state folder)")
    p.add_argument("--all", dest="include_all", action="store_true",
                   help="also note PASS and PARTIAL-B uses")
    p.add_argument("--html-comments", action="store_true",
                   help="Markdown: <!-- … --> comments instead of CriticMarkup {>> … <<}")
    _add_common(p)

    p = _sub(sub, "check", "inline: one citation + its sentence, B → C → a short report",
             verdict=True)
    p.add_argument("reference", help="a DOI, a PMID or a reference string")
    p.add_argument("context", help="the citing sentence")
    p.add_argument("--judge", choices=["heuristic", "llm"], default="heuristic", help=JUDGE_HELP)
    p.add_argument("--model", help=MODEL_HELP)
    p.add_argument("--offline", action="store_true", help=OFFLINE_HELP)
    add_index_option(p)
    _add_common(p)

    p = _sub(sub, "batch", "run every manuscript of a folder A → D (a cohort), with one shared "
                           "cache and one per-service pace, then a cohort report", verdict=True)
    p.add_argument("folder", help="folder of manuscripts (.docx / .tex / .md / .Rmd / .qmd / .txt, "
                   "in sub-folders too; metadata.csv with a 'file' column gives departments / years)")
    p.add_argument("--out", default="refverify_batch",
                   help="output folder: one folder per manuscript, the progress table, the cohort report")
    p.add_argument("--workers", type=int, help="manuscripts at once (default: config workers, 2)")
    p.add_argument("--scheduler", choices=["processes", "dask", "ray"],
                   help="processes on this machine, or a Dask or Ray cluster (config dask_address / "
                        "ray_address; none: a local one) (default: config scheduler, processes)")
    p.add_argument("--judge", choices=["heuristic", "llm"], default="heuristic", help=JUDGE_HELP)
    p.add_argument("--model", help=MODEL_HELP)
    p.add_argument("--offline", action="store_true", help=OFFLINE_HELP)
    p.add_argument("--restart", action="store_true",
                   help="run every manuscript again from Step A (their folders' decisions not carried over)")
    p.add_argument("--status", action="store_true",
                   help="print the progress table and the cohort report's path; run nothing")
    _add_common(p)

    p = _sub(sub, "demo", "run the whole pipeline on the embedded demo, offline")
    p.add_argument("--out", default="refverify_demo", help="output folder")
    p.add_argument("--which", choices=["thesis", "paper", "both"], default="both",
                   help="which demo manuscript")
    _add_common(p)

    add_index_parser(sub, _sub)
    return ap


def _verdict_code(out: Path) -> int:
    from .api import audit_verdict
    from .report.audit import audit_exit_code
    return audit_exit_code(audit_verdict(out))


def _summary_line(out: Path, state_dir: Path | None = None) -> str:
    """The bottom line: what could not be checked and why first, then the verdict line
    ("FAIL: 45 cited entries — …")."""
    from .report.bottom_line import folder_bottom_line
    return folder_bottom_line(out, state_dir).text()


def _annotate(state_dir, out=None, **options) -> str:
    from .annotate import annotate
    return annotate(state_dir, out, **options).summary()


def main(argv: list[str] | None = None) -> int:
    raw = list(sys.argv[1:] if argv is None else argv)
    args = build_parser().parse_args(argv)
    previous = _interruptible()
    try:
        return _dispatch(args)
    except RefverifyError as exc:
        print(f"refverify: error: {_one_line(str(exc))}", file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt:
        print(interrupted_line(args, raw), file=sys.stderr)
        return 130
    except OSError as exc:
        if args.debug:
            raise
        where = exc.filename or "a file"
        print(f"refverify: error: {where}: {exc.strerror or exc} — everything finished before "
              "is in the state file and the HTTP cache; fix this and run the same command again",
              file=sys.stderr)
        return EXIT_ERROR
    except sqlite3.Error as exc:   # the HTTP or LLM cache (read-only, locked, damaged)
        if args.debug:
            raise
        print(f"refverify: error: {_caches(args)}: cache database error ({_one_line(str(exc))}); "
              "point cache_path / REFVERIFY_CACHE at a writable file, or delete a damaged one",
              file=sys.stderr)
        return EXIT_ERROR
    except Exception as exc:  # the promise: one line, exit 3, no traceback unless --debug
        if args.debug:
            raise
        print(f"refverify: error: {args.command}: unexpected {type(exc).__name__}: "
              f"{_one_line(str(exc))[:300]} (run again with --debug for the traceback)",
              file=sys.stderr)
        return EXIT_ERROR
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)


def _interruptible():
    """Ctrl-C / SIGINT raises KeyboardInterrupt whatever the parent left: a shell starts
    background jobs with SIGINT ignored, and the run would then go on to the end (exit 0).
    Returns the handler to restore (None outside the main thread, where it cannot be set)."""
    if threading.current_thread() is not threading.main_thread():
        return None
    return signal.signal(signal.SIGINT, signal.default_int_handler)


STATE_ARGS = {"run": "out", "parse": "out", "fetch": "state_dir", "judge": "state_dir",
              "report": "state_dir"}


def interrupted_line(args, raw: list[str]) -> str:
    """The one line after Ctrl-C: what the state folder keeps and the command that resumes."""
    again = "refverify " + shlex.join(raw)
    if args.command == "batch":
        return f"refverify: interrupted; {_batch_saved(args.out)} — resume with: {again}"
    where = getattr(args, STATE_ARGS.get(args.command, ""), None)
    return f"refverify: interrupted; {_saved(where)} — resume with: {again}"


def _batch_saved(out) -> str:
    from .batch import Progress
    try:
        table = Progress(out).table()
    except RefverifyError:
        return f"{out}/batch_progress.json is as the last update left it"
    table = table[table["status"] != "skipped"]
    return (f"{Path(out) / 'batch_progress.json'} keeps {int((table['status'] == 'done').sum())} of "
            f"{len(table)} manuscripts done")


def _saved(where) -> str:
    from .state_file import load_state, state_path
    if not where:
        return "this command keeps no state"
    path = state_path(where)
    if not path.exists():
        return f"nothing was saved yet ({path} not written)"
    try:
        state = load_state(path)
    except RefverifyError:
        return f"{path} is as the last complete save left it"
    refs = list(state.refs.values())
    looked = sum(1 for r in refs if r.existence != "pending")
    claims = sum(len(r.claims) for r in refs)
    judged = sum(1 for r in refs for j in r.judgments if j.verdict or j.resolved_verdict)
    return (f"{path} keeps {looked} of {len(refs)} references looked up and {judged} of "
            f"{claims} claims judged")


def _caches(args) -> str:
    try:
        from .config import load_config
        cfg = load_config(args.config)
        return f"{cfg.cache_path} or {cfg.llm_cache}"
    except Exception:
        return "the cache"


def _one_line(text: str) -> str:
    return redact(" ".join(text.split()))


def _dispatch(args) -> int:
    from . import api
    from .config import load_config

    if args.command == "index":
        from .index.command import run as run_index
        return run_index(args)
    cfg = load_config(args.config)
    if getattr(args, "no_fulltext", False):
        cfg = cfg.with_(fulltext=False)
    if getattr(args, "index", None):
        cfg = cfg.with_(index=args.index)
    redact_output()             # no configured key nor secret-shaped value reaches the terminal
    progress = not args.quiet
    if args.command == "parse":
        if args.model:
            cfg = cfg.with_(model=args.model)
        state = api.parse(args.manuscript, args.bib, out=args.out, config=cfg,
                          llm_summaries=args.llm_summaries, restart=args.restart)
        m = state.meta
        print(f"Step A: {m.total_refs} references, {m.total_claims} claims "
              f"({m.citation_style}) → {Path(args.out) / 'verification_state.json'}")
        for msg in m.messages:
            print(f"  note: {msg}")
        return 0
    if args.command == "fetch":
        state = api.fetch(args.state_dir, config=cfg, offline=args.offline or None,
                          pdfs=args.pdfs, progress=progress, force=args.force)
        print(api.fetch_summary(state, args.state_dir))
        return 0
    if args.command == "judge":
        from .judge import summary
        state = api.judge(args.state_dir, judge=args.judge, model=args.model, config=cfg,
                          progress=progress, mode=args.mode, claim_id=args.claim, ref_id=args.ref)
        print(summary(state))
        m = state.meta.judge
        if m is not None and m.failed_claims:
            print(f"refverify: error: the judge failed on {m.failed_claims} of {m.claims} "
                  f"claims ({m.first_failure[:300]}); {m.kept_prior} kept their "
                  "previous verdict, the others are unjudged — run `judge` again to retry them",
                  file=sys.stderr)
            return EXIT_ERROR
        return 0
    if args.command == "report":
        out = Path(args.out or args.state_dir)
        paths = api.report(args.state_dir, out, uncited=args.uncited, soft_only=args.soft_only,
                           language=args.language, config=cfg)
        print(f"Step D: {len(paths)} files in {out}")
        print(_summary_line(out, Path(args.state_dir)))
        return _verdict_code(out)
    if args.command == "run":
        api.run(args.manuscript, args.bib, pdfs=args.pdfs, judge=args.judge, model=args.model,
                offline=args.offline or None, out=args.out, uncited=args.uncited,
                soft_only=args.soft_only, config=cfg, progress=progress, restart=args.restart)
        out = Path(args.out)
        print(_summary_line(out))
        print(f"Reports in {out.resolve()}")
        if args.annotate:
            try:
                print(_annotate(out))
            except RefverifyError as exc:   # the reports are written: say why, keep the verdict
                print(f"refverify: no annotated copy: {exc}", file=sys.stderr)
        return _verdict_code(out)
    if args.command == "annotate":
        print(_annotate(args.state_dir, args.out, include_all=args.include_all,
                        md_comments="html" if args.html_comments else "critic"))
        return 0
    if args.command == "check":
        from .inline import check_one
        if args.offline:
            cfg = cfg.with_(offline=True)
        result = check_one(args.reference, args.context, config=cfg, judge=args.judge,
                           model=args.model)
        print(result["report"])
        from .core.outcome import exit_code
        return exit_code(result["audit_verdict"])
    if args.command == "batch":
        return _batch(args, cfg, progress)
    if args.command == "demo":
        from .demo import run_demo
        return run_demo(Path(args.out), which=args.which, config=cfg, progress=progress)
    raise RefverifyError(f"unknown command {args.command}")


def _batch(args, cfg, progress: bool) -> int:
    from .batch import Progress, run_batch
    if args.status:
        table = Progress(args.out).table(refresh=True)
        if table.empty:
            raise RefverifyError(f"{args.out}: no batch progress table here (batch_progress.json)")
        print(table[["manuscript", "status", "step", "verdict", "error"]].to_string(index=False))
        return 0
    result = run_batch(args.folder, args.out, workers=args.workers, scheduler=args.scheduler,
                       judge=args.judge, model=args.model, offline=args.offline or None,
                       config=cfg, restart=args.restart, progress=progress)
    for row in result.table.itertuples():
        if row.status == "failed":
            print(f"refverify: {row.manuscript}: failed: {row.error}", file=sys.stderr)
    print(result.summary())
    if result.reports:
        print(f"Cohort report: {result.reports[0]}")
    return result.exit_code()


if __name__ == "__main__":
    sys.exit(main())
