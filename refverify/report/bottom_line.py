"""The bottom line (issue 23): what could not be checked and why, first; then the overall verdict
and the entries counted by action. One function, read by the CLI's result line,
verification_report.md, CITATION_AUDIT.md, report.html and the notebooks' report panel, so no
place can call a run with every lookup failed a success.

An entry whose lookup failed and that has no finding is counted as NOT CHECKED, never as KEEP:
nothing is known about it either way. Identical failures are summarised once ("45 of 45
references could not be looked up: PubMed, CrossRef unreachable (connection refused)"), with the
command that fixes them.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from markupsafe import Markup

from ..core.outcome import ENTRY_ACTIONS, ClaimKind, NOT_A_WORK, claim_outcome, entry_outcome
from ..judge.batching import NO_SOURCE_TEXT
from ..state import State
from .derive import SOURCE_NAMES, SOURCE_ORDER, claim_views, cited_refs, md_escape, one_line

NOT_CHECKED = "NOT CHECKED"
COUNT_ORDER = (*ENTRY_ACTIONS, NOT_CHECKED)
STATE_FOLDER = "<state folder>"

_CAUSE = re.compile(r"^\S+ unreachable: (?P<cause>.+?)(?: after \d+ attempts)?$")


@dataclass(frozen=True)
class Unchecked:
    """One group of things that could not be checked, for one reason."""
    what: str                # "45 of 45 references could not be looked up"
    why: str                 # "PubMed, CrossRef unreachable (connection refused)"
    fix: str                 # "run `refverify fetch out` when they answer, then …"
    count: int

    def text(self) -> str:
        return f"{self.what}: {self.why} — {self.fix}"


@dataclass(frozen=True)
class BottomLine:
    verdict: str                                   # the audit's verdict (PASS … ERROR)
    counts: dict = field(default_factory=dict)     # KEEP / FIX / REPLACE / REMOVE / NOT CHECKED
    unchecked: tuple[Unchecked, ...] = ()
    summary: str = ""                              # the audit's one-line summary

    @property
    def complete(self) -> bool:
        return not self.unchecked

    def counts_text(self) -> str:
        shown = [a for a in COUNT_ORDER if a != NOT_CHECKED or self.counts.get(NOT_CHECKED)]
        return ", ".join(f"{self.counts.get(a, 0)} {a}" for a in shown)

    def lines(self) -> list[str]:
        """What could not be checked (one line per cause), then the verdict line."""
        return [f"NOT CHECKED: {u.text()}" for u in self.unchecked] + [self.summary]

    def text(self) -> str:
        return "\n".join(self.lines())

    def markdown(self) -> list[str]:
        """The lines as a Markdown list, the label of each in bold."""
        verdict, _, rest = self.summary.partition(": ")
        # Ours (the commands) pass as they are; what came from a service or a file is escaped.
        return ([Markup(f"- **NOT CHECKED** — {u.what}: {md_escape(u.why)} — {u.fix}")
                 for u in self.unchecked]
                + [Markup(f"- **{verdict}** — {md_escape(rest)}" if rest else f"- **{verdict}**")])


def _source_name(key: str) -> str:
    return SOURCE_NAMES.get(key, key)


def _cause(result) -> str | None:
    """Why a service failed, without its name and retry count; None when the message only says
    it was skipped after failing earlier in the run."""
    error = one_line(result.error)
    if result.reason == "offline" or "not in cache" in error:
        return "not in the HTTP cache (offline run)"
    if "earlier in this run" in error:
        return None
    m = _CAUSE.match(error)
    return m.group("cause") if m else (error or result.reason or "no answer")


def _lookup_groups(refs, where: str | None) -> list[Unchecked]:
    failed = [r for r in refs if r.existence == "api_fail"]
    if not failed:
        return []
    per_ref = {r.ref_id: {k: _cause(s) for k, s in r.sources.items() if s.status == "failed"}
               for r in failed}
    usual: dict[str, str] = {}
    for causes in per_ref.values():
        for key, cause in causes.items():
            if cause and key not in usual:
                usual[key] = cause
    groups: Counter = Counter()
    for causes in per_ref.values():
        by_cause: dict[str, list[str]] = {}
        for key in sorted(causes, key=lambda k: (SOURCE_ORDER.index(k) if k in SOURCE_ORDER else 99, k)):
            cause = causes[key] or usual.get(key) or "unreachable"
            by_cause.setdefault(cause, []).append(_source_name(key))
        why = "; ".join(
            f"{', '.join(names)} {cause}" if cause.startswith("not in") else
            f"{', '.join(names)} unreachable" + ("" if cause == "unreachable" else f" ({cause})")
            for cause, names in by_cause.items()) or "no source answered"
        groups[why] += 1
    offline = any(c and c.startswith("not in") for causes in per_ref.values() for c in causes.values())
    if where is None:     # `refverify check`: one citation, no state folder
        fix = ("run the same `refverify check` without --offline" if offline else
               "run the same `refverify check` again when the services answer (check the network "
               "or proxy)")
    else:
        fix = (f"run `refverify fetch {where}` without --offline (the cache has no answer for "
               "them)" if offline else f"run `refverify fetch {where}` when the services answer "
                                       "(check the network or proxy)")
        fix += f", then `refverify judge {where}` and `refverify report {where}`"
    return [Unchecked(f"{n} of {len(refs)} references could not be looked up", why, fix, n)
            for why, n in groups.most_common()]


def _claim_groups(state: State, refs, where: str) -> list[Unchecked]:
    views = [v for v in claim_views(state) if v.ref in refs]
    total = len(views)
    out = []
    unjudged = [v for v in views if claim_outcome(v.judgment).kind is ClaimKind.UNJUDGED]
    if unjudged:
        why = one_line(state.meta.judge.get("first_failure", "")) or "the judge failed"
        out.append(Unchecked(f"{len(unjudged)} of {total} claims could not be judged",
                             f"the judge failed ({why[:200]})" if why != "the judge failed" else why,
                             f"run `refverify judge {where}` again when the model answers, then "
                             f"`refverify report {where}`", len(unjudged)))
    no_text = [v for v in views if v.ref.existence not in (*NOT_A_WORK, "api_fail", "pending")
               and claim_outcome(v.judgment).kind is ClaimKind.NOT_CHECKED
               and (v.judgment is None or v.judgment.skipped_reason == NO_SOURCE_TEXT)]
    if no_text and state.meta.judge:
        n_refs = len({v.ref.ref_id for v in no_text})
        out.append(Unchecked(f"{len(no_text)} of {total} claims could not be judged",
                             f"no abstract or full text of {n_refs} cited work(s)",
                             f"give their PDFs with `--pdfs <folder>` and run `refverify judge "
                             f"{where}`, or read them yourself", len(no_text)))
    return out


def lookups_not_checked(state: State, where: str | None = STATE_FOLDER) -> list[Unchecked]:
    """Step B's part of the bottom line: the cited references whose lookup failed, by cause."""
    return _lookup_groups(cited_refs(state), where)


def bottom_line(state: State, audit: dict, where: str | None = STATE_FOLDER) -> BottomLine:
    """The bottom line of an audit (``build_audit``'s dict) of ``state``; ``where`` is the state
    folder the fixing commands name (None: a `refverify check` of one citation)."""
    refs = cited_refs(state)
    views = claim_views(state)
    counts = dict.fromkeys(COUNT_ORDER, 0)
    for ref in refs:
        outcome = entry_outcome(ref, [claim_outcome(v.judgment) for v in views if v.ref is ref])
        counts[NOT_CHECKED if not outcome.checked and not outcome.finding else outcome.action] += 1
    unchecked = tuple(_lookup_groups(refs, where)
                      + (_claim_groups(state, refs, where) if where is not None else []))
    return BottomLine(audit["verdict"], counts, unchecked, audit["summary"])


def folder_bottom_line(report_dir, state_dir=None) -> BottomLine:
    """The bottom line of the reports written into ``report_dir`` (their CITATION_AUDIT.json)
    for the state in ``state_dir`` (default: the same folder)."""
    import json
    from pathlib import Path

    from ..state import load_state
    state_dir = state_dir or report_dir
    audit = json.loads((Path(report_dir) / "CITATION_AUDIT.json").read_text(encoding="utf-8"))
    return bottom_line(load_state(state_dir), audit, where=str(state_dir))


def _code(text: str) -> Markup:
    """Our command text with its `commands` as <code>, everything else escaped."""
    from markupsafe import escape
    parts = text.split("`")
    return Markup("").join(Markup("<code>{}</code>").format(p) if i % 2 else escape(p)
                           for i, p in enumerate(parts))


def bottom_line_html(line: BottomLine) -> Markup:
    """The bottom line as a self-contained HTML block (inline styles: the same in report.html and
    in a notebook's output), what could not be checked first, in a warning box."""
    colour = {"PASS": "#1b5e20", "NOT_APPLICABLE": "#1b5e20", "WARN": "#8a5a00"}.get(line.verdict, "#b71c1c")
    items = [Markup('<p class="rv-not-checked" style="margin:.3em 0;padding:.4em .6em;'
                    'background:#fff3cd;border-left:4px solid #b26a00;overflow-wrap:anywhere">'
                    '<strong>NOT CHECKED</strong> — {}: {} — {}</p>').format(u.what, u.why, _code(u.fix))
             for u in line.unchecked]
    verdict, _, rest = line.summary.partition(": ")
    items.append(Markup('<p class="rv-verdict" style="margin:.3em 0;overflow-wrap:anywhere">'
                        '<strong style="color:{}">{}</strong> — {}</p>').format(colour, verdict, rest))
    return Markup('<div class="rv-bottom-line" role="status">') + Markup("").join(items) + Markup("</div>")
