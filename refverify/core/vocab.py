"""The words refverify decides in, defined once: verdicts, severities, existence statuses, entry
actions, the overall verdict, a judgment's confidence, status and reason code, each a ``StrEnum`` in its order, and ONE en/zh table of how the
user reads them (``label``).

A member is its string (``Verdict.PARTIAL_A == "PARTIAL-A"``), so the JSON state keeps the same
bytes. The ordered tuples (``VERDICTS``, ``SEVERITIES``, …) hold the plain strings, for code that
lists, sorts or offers the values. No other module writes these strings as a list or a table
(tests/test_vocab.py reads every module to keep it so).
"""
from __future__ import annotations

from enum import StrEnum


class Verdict(StrEnum):
    """How well a source carries a claim (RUBRIC §2), best first."""
    PASS = "PASS"
    PARTIAL_A = "PARTIAL-A"      # partly carried: the claim overreaches (a finding)
    PARTIAL_B = "PARTIAL-B"      # a composite citation: this source carries its part
    FAIL = "FAIL"


CONFLICT = "CONFLICT"            # a final verdict only: the two rounds disagree, a person decides


class Severity(StrEnum):
    """How strictly a claim is read (RUBRIC §4), strictest first."""
    STRICT = "Strict"
    STANDARD = "Standard"
    LENIENT = "Lenient"


class Existence(StrEnum):
    """Whether the cited work exists as listed (RUBRIC §3), from the best-established to the
    least."""
    TRIANGULATED = "triangulated"
    VERIFIED = "verified"
    SINGLE_SOURCE = "single_source"
    UNINDEXED = "unindexed"
    ID_MISMATCH = "id_mismatch"
    NOT_FOUND = "not_found"
    API_FAIL = "api_fail"
    UNREADABLE = "unreadable"
    PENDING = "pending"


class Action(StrEnum):
    """What to do with a bibliography entry (RUBRIC §2), mildest first."""
    KEEP = "KEEP"
    FIX = "FIX"
    REPLACE = "REPLACE"
    REMOVE = "REMOVE"


class Overall(StrEnum):
    """The audit's top-level verdict (seed 003)."""
    PASS = "PASS"
    NOT_APPLICABLE = "NOT_APPLICABLE"
    WARN = "WARN"
    FAIL = "FAIL"
    BLOCKED = "BLOCKED"
    ERROR = "ERROR"


class Confidence(StrEnum):
    """How far a verdict can be trusted (RUBRIC §2): settled by the text at hand, or awaiting the
    full text."""
    CONFIRMED = "confirmed"      # the available text is enough to decide
    PRELIMINARY = "preliminary"  # read the full text to confirm (the offline judge's, always)


class JudgmentStatus(StrEnum):
    """What Step C did with a claim (``Judgment.status``)."""
    JUDGED = "judged"            # a verdict (a person may resolve it later)
    UNJUDGED = "unjudged"        # the judge tried and failed: the run is incomplete (audit ERROR)
    SKIPPED = "skipped"          # not judged on purpose: nothing trustworthy to judge against


class NotJudged(StrEnum):
    """Why a claim has no verdict (``Judgment.reason``; "" when judged)."""
    JUDGE_FAILED = "judge_failed"            # unjudged: the call failed (the text says how)
    NO_SOURCE_TEXT = "no_source_text"        # no abstract or full text stored (RUBRIC §8)
    ID_MISMATCH = Existence.ID_MISMATCH.value   # the reference's existence (RUBRIC §3) ...
    NOT_FOUND = Existence.NOT_FOUND.value
    API_FAIL = Existence.API_FAIL.value
    PENDING = Existence.PENDING.value
    UNREADABLE = Existence.UNREADABLE.value
    NAME_ONLY = "name_only"                  # heuristic: the citing text only names the work
    NOTHING_COMPARABLE = "nothing_comparable"   # heuristic: no comparable words
    NOT_RUN = "not_run"                      # Step C never judged it (a person resolved it first)
    OTHER = "other"                          # an older state's reason no code above matches


VERDICTS: tuple[str, ...] = tuple(v.value for v in Verdict)
FINAL_VERDICTS: tuple[str, ...] = (*VERDICTS, CONFLICT)
SUPPORTING: tuple[str, ...] = (Verdict.PASS.value, Verdict.PARTIAL_B.value)   # a claim carried
SEVERITIES: tuple[str, ...] = tuple(s.value for s in Severity)
EXISTENCE_ORDER: tuple[str, ...] = tuple(e.value for e in Existence)
ACTIONS: tuple[str, ...] = tuple(a.value for a in Action)
OVERALL: tuple[str, ...] = tuple(o.value for o in Overall)
CONFIDENCES: tuple[str, ...] = tuple(c.value for c in Confidence)

# What the existence statuses mean.
FOUND: tuple[str, ...] = (Existence.VERIFIED.value, Existence.TRIANGULATED.value, Existence.SINGLE_SOURCE.value)
NOT_A_WORK: tuple[str, ...] = (Existence.NOT_FOUND.value, Existence.ID_MISMATCH.value)
NOT_LOOKED_UP: tuple[str, ...] = (Existence.PENDING.value, Existence.API_FAIL.value)   # Step B asks again

# How the user reads each value. A value without a line here (a verdict, a severity, an action,
# "verified") is shown as it is written, in both languages.
LABELS: dict[str, dict[str, str]] = {
    "en": {
        Existence.NOT_FOUND: "unverified — provide a PDF/DOI or delete the claim",
        Existence.ID_MISMATCH: "identifier points to another work (METADATA_MISMATCH)",
        Existence.API_FAIL: "sources could not be reached — retry later",
        Existence.UNINDEXED: "could not verify — not indexed",
        Existence.UNREADABLE: "could not read this entry — fix it in the bibliography",
        Existence.SINGLE_SOURCE: "single source, review with care",
        Existence.PENDING: "not looked up yet",
        Confidence.CONFIRMED: "confirmed: the available text is enough to decide",
        Confidence.PRELIMINARY: "preliminary: read the full text to confirm",
    },
    "zh": {
        Existence.NOT_FOUND: "未核实 — 请提供 PDF/DOI 或删去该论断",
        Existence.ID_MISMATCH: "标识符指向另一篇文献（METADATA_MISMATCH）",
        Existence.API_FAIL: "无法访问数据源 — 请稍后重试",
        Existence.UNINDEXED: "无法核实 — 未被收录",
        Existence.UNREADABLE: "无法读取该条目 — 请在参考文献中修正",
        Existence.SINGLE_SOURCE: "单源，谨慎复核",
        Existence.PENDING: "尚未查询",
        Confidence.CONFIRMED: "confirmed：现有文本足以判定",
        Confidence.PRELIMINARY: "preliminary：需阅读全文确认",
    },
}


def label(value: str, language: str = "en") -> str:
    """How the user reads ``value`` in ``language`` ("en" or "zh"); the value itself when the
    table has no line for it."""
    return LABELS[language].get(value, value)
