"""The repair of almost-JSON in a model's answer (code fences, trailing commas, prose around the
object): only its form is mended, nothing is guessed."""
from __future__ import annotations

import json
import re

from ..core.text import valid_unicode


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
        return valid_unicode(json.loads(text))
    except json.JSONDecodeError:
        pass
    body = _TRAILING_COMMA_RE.sub(r"\1", _first_object(text))
    try:
        return valid_unicode(json.loads(body))
    except json.JSONDecodeError as exc:
        raise AnswerError(f"invalid JSON ({exc.msg})") from None
