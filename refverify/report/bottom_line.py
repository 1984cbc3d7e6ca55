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

from ..core.outcome import ClaimKind, claim_outcome, entry_outcome
from ..core.vocab import ACTIONS as ENTRY_ACTIONS, NOT_A_WORK, NOT_LOOKED_UP, NotJudged, Overall
from ..state import State
from .derive import SOURCE_NAMES, SOURCE_ORDER, claim_views, cited_refs, md_escape, one_line

NOT_CHECKED = "NOT CHECKED"
COUNT_ORDER = (*ENTRY_ACTIONS, NOT_CHECKED)
STATE_FOLDER = "<state folder>"

# The words the bottom line adds, by report language; the services' own messages stay as they are.
WORDS = {
    "en": {
        "refs_what": "{n} of {total} references could not be looked up",
        "unreachable": "{names} unreachable", "cause": " ({cause})",
        "offline": "not in the HTTP cache (offline run)", "names_sep": ", ", "sep": "; ",
        "nothing": "no source answered",
        "fix_online": "run `refverify fetch {where}` when the services answer (check the network or proxy)",
        "fix_offline": "run `refverify fetch {where}` without --offline (the cache has no answer for them)",
        "fix_then": ", then `refverify judge {where}` and `refverify report {where}`",
        "check_online": "run the same `refverify check` again when the services answer (check the network or proxy)",
        "check_offline": "run the same `refverify check` without --offline",
        "claims_what": "{n} of {total} claims could not be judged",
        "judge_failed": "the judge failed", "judge_failed_why": "the judge failed ({why})",
        "judge_fix": "run `refverify judge {where}` again when the model answers, then `refverify report {where}`",
        "no_text": "no abstract or full text of {n} cited work(s)",
        "no_text_fix": "give their PDFs with `--pdfs <folder>` and run `refverify judge {where}`, or read them yourself",
    },
    "zh": {
        "refs_what": "{total} 条文献中有 {n} 条无法查询",
        "unreachable": "{names} 无法访问", "cause": "（{cause}）",
        "offline": "HTTP 缓存中没有（离线运行）", "names_sep": "、", "sep": "；",
        "nothing": "没有数据源应答",
        "fix_online": "待数据源可访问后运行 `refverify fetch {where}`（请检查网络或代理）",
        "fix_offline": "不加 --offline 运行 `refverify fetch {where}`（缓存中没有它们的结果）",
        "fix_then": "，然后运行 `refverify judge {where}` 和 `refverify report {where}`",
        "check_online": "待数据源可访问后重新运行同一条 `refverify check`（请检查网络或代理）",
        "check_offline": "不加 --offline 重新运行同一条 `refverify check`",
        "claims_what": "{total} 条 claim 中有 {n} 条无法判定",
        "judge_failed": "判定器失败", "judge_failed_why": "判定器失败（{why}）",
        "judge_fix": "模型可用后重新运行 `refverify judge {where}`，然后运行 `refverify report {where}`",
        "no_text": "{n} 篇被引文献没有摘要或全文",
        "no_text_fix": "用 `--pdfs <文件夹>` 提供其 PDF 后运行 `refverify judge {where}`，或自行阅读",
    },
}
OFFLINE = "offline"

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
        return OFFLINE
    if "earlier in this run" in error:
        return None
    m = _CAUSE.match(error)
    return m.group("cause") if m else (error or result.reason or "no answer")


def _lookup_groups(refs, where: str | None, language: str = "en") -> list[Unchecked]:
    w = WORDS.get(language, WORDS["en"])
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
        why = w["sep"].join(
            f"{w['names_sep'].join(names)} {w['offline']}" if cause == OFFLINE else
            w["unreachable"].format(names=w["names_sep"].join(names))
            + ("" if cause == "unreachable" else w["cause"].format(cause=cause))
            for cause, names in by_cause.items()) or w["nothing"]
        groups[why] += 1
    offline = any(c == OFFLINE for causes in per_ref.values() for c in causes.values())
    if where is None:     # `refverify check`: one citation, no state folder
        fix = w["check_offline" if offline else "check_online"]
    else:
        fix = (w["fix_offline" if offline else "fix_online"] + w["fix_then"]).format(where=where)
    return [Unchecked(w["refs_what"].format(n=n, total=len(refs)), why, fix, n)
            for why, n in groups.most_common()]


def _claim_groups(state: State, refs, where: str, language: str = "en") -> list[Unchecked]:
    w = WORDS.get(language, WORDS["en"])
    views = [v for v in claim_views(state) if v.ref in refs]
    total = len(views)
    out = []
    unjudged = [v for v in views if claim_outcome(v.judgment).kind is ClaimKind.UNJUDGED]
    if unjudged:
        why = one_line(state.meta.judge.first_failure if state.meta.judge else "")[:200]
        out.append(Unchecked(w["claims_what"].format(n=len(unjudged), total=total),
                             w["judge_failed_why"].format(why=why) if why else w["judge_failed"],
                             w["judge_fix"].format(where=where), len(unjudged)))
    no_text = [v for v in views if v.ref.existence not in (*NOT_A_WORK, *NOT_LOOKED_UP)
               and claim_outcome(v.judgment).kind is ClaimKind.NOT_CHECKED
               and (v.judgment is None or v.judgment.reason == NotJudged.NO_SOURCE_TEXT)]
    if no_text and state.meta.judge:
        n_refs = len({v.ref.ref_id for v in no_text})
        out.append(Unchecked(w["claims_what"].format(n=len(no_text), total=total),
                             w["no_text"].format(n=n_refs), w["no_text_fix"].format(where=where),
                             len(no_text)))
    return out


def lookups_not_checked(state: State, where: str | None = STATE_FOLDER,
                        language: str = "en") -> list[Unchecked]:
    """Step B's part of the bottom line: the cited references whose lookup failed, by cause."""
    return _lookup_groups(cited_refs(state), where, language)


def bottom_line(state: State, audit: dict, where: str | None = STATE_FOLDER,
                language: str = "en") -> BottomLine:
    """The bottom line of an audit (``build_audit``'s dict) of ``state``; ``where`` is the state
    folder the fixing commands name (None: a `refverify check` of one citation); ``language``
    of the words it adds (en, zh: the report's)."""
    refs = cited_refs(state)
    views = claim_views(state)
    counts = dict.fromkeys(COUNT_ORDER, 0)
    for ref in refs:
        outcome = entry_outcome(ref, [claim_outcome(v.judgment) for v in views if v.ref is ref])
        counts[NOT_CHECKED if not outcome.checked and not outcome.finding else outcome.action] += 1
    unchecked = tuple(_lookup_groups(refs, where, language)
                      + (_claim_groups(state, refs, where, language) if where is not None else []))
    return BottomLine(audit["verdict"], counts, unchecked, audit["summary"])


def folder_bottom_line(report_dir, state_dir=None) -> BottomLine:
    """The bottom line of the reports written into ``report_dir`` (their CITATION_AUDIT.json)
    for the state in ``state_dir`` (default: the same folder)."""
    import json
    from pathlib import Path

    from ..state_file import load_state
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
    colour = {Overall.PASS: "#1b5e20", Overall.NOT_APPLICABLE: "#1b5e20", Overall.WARN: "#8a5a00"}.get(
        line.verdict, "#b71c1c")
    items = [Markup('<p class="rv-not-checked" style="margin:.3em 0;padding:.4em .6em;'
                    'background:#fff3cd;border-left:4px solid #b26a00;overflow-wrap:anywhere">'
                    '<strong>NOT CHECKED</strong> — {}: {} — {}</p>').format(u.what, u.why, _code(u.fix))
             for u in line.unchecked]
    verdict, _, rest = line.summary.partition(": ")
    items.append(Markup('<p class="rv-verdict" style="margin:.3em 0;overflow-wrap:anywhere">'
                        '<strong style="color:{}">{}</strong> — {}</p>').format(colour, verdict, rest))
    return Markup('<div class="rv-bottom-line" role="status">') + Markup("").join(items) + Markup("</div>")
