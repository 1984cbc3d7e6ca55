"""The JSON answer the LLM must give for one batch and its pydantic models (the repair of
almost-JSON is `llm.repair`). Nothing is guessed: a claim whose answer does not validate stays
unjudged."""
from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..core.vocab import CONFIDENCES, SUPPORTING, VERDICTS, Verdict
from ..llm.repair import AnswerError, repair_json

# Part of the LLM cache key: bump when the schema or the prompts change meaning.
SCHEMA_VERSION = "judge-2"

VerdictName = Literal[VERDICTS]


# Every text field is bounded, so a weak model cannot run a round into max_tokens with one field.
Part = Annotated[str, Field(max_length=300)]


class ClaimAnswer(BaseModel):
    """Round 1: the verdict with its evidence."""
    model_config = ConfigDict(extra="ignore")
    claim_id: str = Field(max_length=80)
    verdict: VerdictName
    confidence: Literal[CONFIDENCES]
    fulltext_required: bool = False
    reasoning: str = Field(min_length=1, max_length=1500)
    numeric_check: Literal["NUM_OK", "NUM_MISS", "N/A"] = "N/A"
    anchor_quote: str = Field(default="", max_length=600)
    anchor_location: str = Field(default="", max_length=200)
    secondary_citation: bool = False

    @property
    def parts(self) -> list[str]:
        return list(getattr(self, "unsupported_parts", []) or [])


class CrossAnswer(ClaimAnswer):
    """Round 2 (cross-validation): the same, plus the elements the source does not state."""
    unsupported_parts: list[Part] = Field(default_factory=list, max_length=8)


class BatchAnswer(BaseModel):
    model_config = ConfigDict(extra="ignore")
    judgments: list[ClaimAnswer]


class CrossBatchAnswer(BaseModel):
    model_config = ConfigDict(extra="ignore")
    judgments: list[CrossAnswer]


def answer_model(round_name: str = "round1"):
    return CrossAnswer if round_name == "round2" else ClaimAnswer


def _drop_lengths(node):
    """String lengths are checked after the answer (pydantic) and bounded by max_tokens, not sent:
    llama.cpp turns a maxLength of 1,500 into a grammar so large that sampling crawls."""
    if isinstance(node, dict):
        return {k: _drop_lengths(v) for k, v in node.items() if k not in ("maxLength", "minLength")}
    if isinstance(node, list):
        return [_drop_lengths(v) for v in node]
    return node


def json_schema(round_name: str = "round1") -> dict:
    batch = CrossBatchAnswer if round_name == "round2" else BatchAnswer
    return _drop_lengths(batch.model_json_schema())


def response_format(round_name: str = "round1", mode: str = "json_schema") -> dict | None:
    """OpenAI-style structured output, passed through by litellm to any provider that takes it.
    `mode` walks down json_schema → json_object → none (plain JSON asked for in the prompt)."""
    if mode == "json_schema":
        return {"type": "json_schema",
                "json_schema": {"name": f"refverify_{round_name}", "schema": json_schema(round_name)}}
    if mode == "json_object":
        return {"type": "json_object"}
    return None


# Wording that says the opposite of the verdict it comes with (a weak model's typical slip).
_NO_SUPPORT_RE = re.compile(
    r"\b(?:does not|doesn't|do not|did not|cannot|can't|fails? to|never) (?:directly )?(?:support|confirm|back)"
    r"|\bnot (?:supported|backed|confirmed)\b|\bno (?:support|evidence)\b|\bcontradict|\boff[- ]topic\b"
    r"|\bunrelated\b|不支持|矛盾", re.IGNORECASE)
_FULL_SUPPORT_RE = re.compile(
    r"(?<!not )(?<!n't )\b(?:fully|clearly|directly) supports?\b|(?<!not )\bsupports the claim\b"
    r"|\bthe claim is (?:fully |clearly )?supported\b|\bconfirms the claim\b", re.IGNORECASE)


def inconsistency(a: ClaimAnswer, round_name: str = "round1") -> str:
    """Why this answer contradicts itself ('' when it does not): its verdict against its own
    reasoning, and in round 2 against its own list of unsupported parts."""
    reasoning = a.reasoning or ""
    if a.verdict in SUPPORTING and (m := _NO_SUPPORT_RE.search(reasoning)):
        return f"verdict {a.verdict} contradicts its reasoning ('{m.group(0)}')"
    if a.verdict == "FAIL" and (m := _FULL_SUPPORT_RE.search(reasoning)) and not _NO_SUPPORT_RE.search(reasoning):
        return f"verdict FAIL contradicts its reasoning ('{m.group(0)}')"
    if round_name == "round2":
        if a.verdict == "PASS" and a.parts:
            return "verdict PASS with unsupported parts listed"
        if a.verdict in (Verdict.FAIL, Verdict.PARTIAL_A) and not a.parts:
            return f"verdict {a.verdict} with no unsupported part listed"
    return ""


def parse_answer(text: str, expected_ids: list[str],
                 round_name: str = "round1") -> tuple[dict[str, ClaimAnswer], dict[str, str]]:
    """(valid answers by claim id, reason by claim id for each expected claim left unanswered).

    Raises AnswerError when the text holds no JSON at all (the caller retries once)."""
    data = repair_json(text)
    if isinstance(data, list):
        data = {"judgments": data}
    items = data.get("judgments") if isinstance(data, dict) else None
    if not isinstance(items, list):
        raise AnswerError("the JSON has no 'judgments' list")
    valid: dict[str, ClaimAnswer] = {}
    problems: dict[str, str] = {}
    expected = set(expected_ids)
    for item in items:
        cid = item.get("claim_id") if isinstance(item, dict) else None
        if cid not in expected or cid in valid:
            continue      # an answer for a claim not asked about is ignored, never reassigned
        try:
            answer = answer_model(round_name).model_validate(item)
        except ValidationError as exc:
            first = exc.errors()[0]
            problems[cid] = f"invalid answer ({'.'.join(map(str, first['loc']))}: {first['msg']})"
            continue
        if why := inconsistency(answer, round_name):
            problems[cid] = f"self-contradictory answer ({why})"
            continue
        valid[cid] = answer
        problems.pop(cid, None)
    for cid in expected_ids:
        if cid not in valid:
            problems.setdefault(cid, "no answer for this claim")
    return valid, problems
