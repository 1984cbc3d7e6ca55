"""Valid Unicode for every string that enters from outside (issue 22, item 5).

Service records, LLM answers, PDF text and decoded manuscript / bibliography files can carry a
lone UTF-16 surrogate (``\\ud83d``: half of a broken emoji, as real metadata has). Python holds
it in a ``str``, but it cannot be written as UTF-8: the state, the reports and the annotated copy
would fail on it. ``valid_unicode`` is the one function every reader and provider calls where a
string enters: a surrogate pair split over two code points is joined, a lone half becomes
U+FFFD (the replacement character), so the damage stays visible instead of silently dropped.
"""
from __future__ import annotations

import re

_SURROGATE = re.compile("[\ud800-\udfff]")


def valid_text(text: str) -> str:
    """``text`` with surrogate pairs joined and every lone surrogate replaced by U+FFFD."""
    if not _SURROGATE.search(text):
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def valid_unicode(value):
    """``valid_text`` applied to a string, or to every string (keys too) of a JSON-like value
    (dicts, lists, tuples); anything else is returned unchanged."""
    if isinstance(value, str):
        return valid_text(value)
    if isinstance(value, dict):
        return {valid_unicode(k): valid_unicode(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return type(value)(valid_unicode(v) for v in value)
    return value


CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")


def has_cjk(text: str) -> bool:
    """Does ``text`` hold a Chinese (CJK ideograph) character?"""
    return bool(CJK.search(text))
