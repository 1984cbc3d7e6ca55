"""The JSON answer the LLM must give for one batch, its pydantic models, and the repair of
almost-JSON (code fences, trailing commas, prose around the object). Nothing is guessed: a claim
whose answer does not validate stays unjudged."""
from __future__ import annotations

import json
import re
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

# Part of the LLM cache key: bump when the schema or the prompts change meaning.
SCHEMA_VERSION = "judge-1"

VerdictName = Literal["PASS", "PARTIAL-A", "PARTIAL-B", "FAIL"]


class ClaimAnswer(BaseModel):
    model_config = ConfigDict(extra="ignore")
    claim_id: str
    verdict: VerdictName
    confidence: Literal["confirmed", "preliminary"]
    fulltext_required: bool = False
    reasoning: str = Field(min_length=1)
    numeric_check: Literal["NUM_OK", "NUM_MISS", "N/A"] = "N/A"
    anchor_quote: str = ""
    anchor_location: str = ""
    secondary_citation: bool = False
    unsupported_parts: list[str] = Field(default_factory=list)   # round 2 only


class BatchAnswer(BaseModel):
    model_config = ConfigDict(extra="ignore")
    judgments: list[ClaimAnswer]


def response_format() -> dict:
    """OpenAI-style structured output, passed through by litellm to any provider that takes it."""
    return {"type": "json_schema",
            "json_schema": {"name": "refverify_judgments", "schema": BatchAnswer.model_json_schema()}}


class AnswerError(ValueError):
    """The text holds no JSON object at all."""


_FENCE_RE = re.compile(r"```(?:json|JSON)?\s*(.*?)```", re.DOTALL)
_TRAILING_COMMA_RE = re.compile(r",\s*([}\]])")


def _first_object(text: str) -> str:
    """The first balanced {...} (or [...]) in the text, strings taken into account."""
    starts = [i for i in (text.find("{"), text.find("[")) if i >= 0]
    if not starts:
        raise AnswerError("no JSON object in the answer")
    start = min(starts)
    opener = text[start]
    closer = "}" if opener == "{" else "]"
    depth, in_str, escape = 0, False, False
    for i in range(start, len(text)):
        ch = text[i]
        if in_str:
            if escape:
                escape = False
            elif ch == "\\":
                escape = True
            elif ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
        elif ch == opener:
            depth += 1
        elif ch == closer:
            depth -= 1
            if depth == 0:
                return text[start:i + 1]
    raise AnswerError("unbalanced JSON object in the answer")


def repair_json(text: str):
    """Parse the answer, repairing only its form: fences, prose around it, trailing commas."""
    text = (text or "").strip()
    fenced = _FENCE_RE.search(text)
    if fenced:
        text = fenced.group(1).strip()
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        pass
    body = _TRAILING_COMMA_RE.sub(r"\1", _first_object(text))
    try:
        return json.loads(body)
    except json.JSONDecodeError as exc:
        raise AnswerError(f"invalid JSON ({exc.msg})") from None


def parse_answer(text: str, expected_ids: list[str]) -> tuple[dict[str, ClaimAnswer], dict[str, str]]:
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
            valid[cid] = ClaimAnswer.model_validate(item)
            problems.pop(cid, None)
        except ValidationError as exc:
            first = exc.errors()[0]
            problems[cid] = f"invalid answer ({'.'.join(map(str, first['loc']))}: {first['msg']})"
    for cid in expected_ids:
        if cid not in valid:
            problems.setdefault(cid, "no answer for this claim")
    return valid, problems
