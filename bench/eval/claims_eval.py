"""Claim support: run a Step C judge over the labelled cases of ``claims.jsonl`` and compare its
verdicts with the expected ones (RUBRIC §2)."""
from __future__ import annotations

import contextlib
import json
import os
import re
import time
from pathlib import Path

from refverify.config import Config
from refverify.core.vocab import VERDICTS
from refverify.state import Ref, State

CLAIMS_PATH = Path(__file__).with_name("claims.jsonl")
NONE = "none"          # skipped or CONFLICT without a decision
_MARKER = re.compile(r"\[(\d+(?:\s*[-–,]\s*\d+)*)\]")
# Case ids become ref numbers spaced so that a group marker [n-(n+k)] never touches the next case.
_STRIDE = 10


@contextlib.contextmanager
def lexical_anchors(on: bool = True):
    """With on, the judge anchors lexically inside the block (REFVERIFY_EMBEDDINGS=off); either
    way the variable is as it was afterwards."""
    old = os.environ.get("REFVERIFY_EMBEDDINGS")
    if on:
        os.environ["REFVERIFY_EMBEDDINGS"] = "off"
    try:
        yield
    finally:
        if old is None:
            os.environ.pop("REFVERIFY_EMBEDDINGS", None)
        else:
            os.environ["REFVERIFY_EMBEDDINGS"] = old


def load_cases(path: str | Path = CLAIMS_PATH) -> list[dict]:
    cases = []
    for n, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if line.strip():
            case = json.loads(line)
            missing = {"id", "lang", "category", "claim", "severity", "group_size", "source",
                       "article_type", "expected"} - set(case)
            if missing:
                raise ValueError(f"{path}:{n}: case lacks {sorted(missing)}")
            if case["expected"] not in VERDICTS:
                raise ValueError(f"{path}:{n}: expected must be one of {VERDICTS}")
            cases.append(case)
    return cases


def source_text(source) -> str:
    """A structured abstract as Step B stores it from PubMed: "LABEL: text" parts joined by spaces."""
    if isinstance(source, dict):
        return " ".join(f"{label}: {text}" for label, text in source.items())
    return str(source)


def _renumber(claim: str, base: int, group_size: int) -> tuple[str, int, int, list[str]]:
    """Rewrite the marker so this case's reference is number ``base``; returns the sentence,
    the marker span and the group's ref ids."""
    m = _MARKER.search(claim)
    if not m:
        raise ValueError(f"claim has no [N] marker: {claim!r}")
    group = [str(base + i) for i in range(max(1, group_size))]
    marker = f"[{group[0]}]" if len(group) == 1 else (
        f"[{group[0]}-{group[-1]}]" if "-" in m.group(1) or "–" in m.group(1) else f"[{','.join(group)}]")
    text = claim[:m.start()] + marker + claim[m.end():]
    return text, m.start(), m.start() + len(marker), group


def build_state(cases: list[dict]) -> tuple[State, dict[str, str]]:
    """One verified reference per case carrying the case's source as its abstract, and one claim
    built by Step A's claim builder. Returns the state and claim_id -> case id."""
    from refverify.parse.records import build_claim

    state, claim_of = State(), {}
    for i, case in enumerate(cases, 1):
        base = i * _STRIDE
        rid = str(base)
        text, start, end, group = _renumber(case["claim"], base, int(case.get("group_size", 1)))
        abstract = source_text(case["source"])
        claim = build_claim(claim_id=f"C{base:03d}_001", ref_id=rid, text=text, start=start, end=end,
                            marker=text[start:end], group=group, chapter="",
                            section_kind=case.get("section", "discussion"), line=i, line_kind="line",
                            file="claims.jsonl")
        state.refs[rid] = Ref(ref_id=rid, number=base, bib_title=f"case {case['id']}", existence="verified",
                              api_source="pubmed", api_abstract=abstract, abstract_source="pubmed",
                              abstract_words=len(abstract.split()), api_article_type=case["article_type"],
                              bib_language="zh" if case["lang"] == "zh" else "en", claims=[claim])
        claim_of[claim.claim_id] = case["id"]
    state.meta.citation_style = "numeric"
    state.recount()
    return state, claim_of


def run_judge(state: State, judge: str, model: str | None, config: Config | None) -> State:
    from refverify.judge import judge_state
    return judge_state(state, config or Config(), judge=judge, model=model, progress=False)


def confusion(rows: list[dict]) -> dict[str, dict[str, int]]:
    cols = (*VERDICTS, NONE)
    matrix = {e: {v: 0 for v in cols} for e in VERDICTS}
    for r in rows:
        matrix[r["expected"]][r["verdict"] if r["verdict"] in VERDICTS else NONE] += 1
    return matrix


def per_class(matrix) -> dict[str, dict]:
    out = {}
    for v in VERDICTS:
        tp = matrix[v][v]
        predicted = sum(matrix[e][v] for e in VERDICTS)
        actual = sum(matrix[v].values())
        out[v] = {"precision": round(tp / predicted, 4) if predicted else None,
                  "recall": round(tp / actual, 4) if actual else None, "support": actual}
    return out


def evaluate_claims(*, judge: str = "heuristic", model: str | None = None, config: Config | None = None,
                    cases: list[dict] | None = None, path: str | Path = CLAIMS_PATH) -> dict:
    started = time.monotonic()
    cases = cases if cases is not None else load_cases(path)
    by_id = {c["id"]: c for c in cases}
    state, claim_of = build_state(cases)
    state = run_judge(state, judge, model, config)
    rows = []
    for ref, claim in state.iter_claims():
        case = by_id[claim_of[claim.claim_id]]
        j = ref.judgment_for(claim.claim_id)
        verdict = (j.final_verdict if j else None) or NONE
        rows.append({"id": case["id"], "lang": case["lang"], "category": case["category"],
                     "expected": case["expected"], "verdict": verdict,
                     "confidence": j.confidence if j else "", "severity_expected": case["severity"],
                     "severity_built": claim.severity, "flags": list(j.flags) if j else []})
    matrix = confusion(rows)
    confirmed_pass_on_fail = [r["id"] for r in rows
                              if r["expected"] == "FAIL" and r["verdict"] == "PASS" and r["confidence"] == "confirmed"]
    by_category = {}
    for r in rows:
        c = by_category.setdefault(r["category"], {"n": 0, "correct": 0})
        c["n"] += 1
        c["correct"] += r["verdict"] == r["expected"]
    return {
        "judge": judge, "model": model or "", "cases": len(rows),
        "anchors": state.meta.judge.anchors if state.meta.judge else "",
        "accuracy": round(sum(r["verdict"] == r["expected"] for r in rows) / len(rows), 4) if rows else None,
        "confusion": matrix, "per_class": per_class(matrix), "by_category": by_category,
        "confirmed": sum(r["confidence"] == "confirmed" for r in rows),
        "confirmed_pass_on_fail": confirmed_pass_on_fail,
        "severity_agreement": round(sum(r["severity_expected"] == r["severity_built"] for r in rows) / len(rows), 4)
        if rows else None,
        "rows": rows, "seconds": round(time.monotonic() - started, 1),
    }


def format_table(result: dict) -> str:
    m = result["confusion"]
    head = f"Claim support ({result['judge']}{' ' + result['model'] if result['model'] else ''}, " \
           f"anchors {result.get('anchors') or 'n/a'}, " \
           f"{result['cases']} cases, {result['seconds']} s): accuracy {result['accuracy']:.1%}, " \
           f"{result['confirmed']} confirmed"
    lines = [head, f"{'expected/verdict':<20}" + "".join(f"{v:>11}" for v in (*VERDICTS, NONE))
             + f"{'recall':>9}"]
    pc = result["per_class"]
    for e in VERDICTS:
        rec = pc[e]["recall"]
        lines.append(f"{e:<20}" + "".join(f"{m[e][v]:>11}" for v in (*VERDICTS, NONE))
                     + f"{'n/a' if rec is None else format(rec, '.1%'):>9}")
    lines.append(f"{'precision':<20}" + "".join(
        f"{'n/a' if pc[v]['precision'] is None else format(pc[v]['precision'], '.1%'):>11}" for v in VERDICTS))
    bad = result["confirmed_pass_on_fail"]
    lines.append("confirmed PASS on a FAIL case: " + (", ".join(bad) if bad else "none"))
    return "\n".join(lines)
