"""Passages of a full text and the few that most likely carry one claim.

A passage is one to three paragraphs of one section, at most `MAX_WORDS` words (a longer paragraph
is cut at sentence ends; a long table is cut into row groups, each repeating its caption and
header). Ranking, in order of weight: the claim's numbers written in the passage (RUBRIC §4
matching, `number_match`), then lexical relevance (BM25 over the judge's stemmed content words,
Chinese through its glossary), then, across languages only, the multilingual embeddings when
installed (`fulltext.embeddings`: a Chinese claim against English text has few shared words).
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass
from functools import lru_cache

from .. import number_match
from .document import TABLE, Document

MAX_WORDS = 180
TOP_K = 4
BUDGET_WORDS = 700          # all passages given for one claim, bounded (the LLM prompt's share)
NUMBER_WEIGHT = 2.0         # a passage with the claim's numbers outranks any wording match
EMBED_WEIGHT = 0.6
EMBED_CANDIDATES, EMBED_WORDS = 24, 40   # across languages: passages the embeddings re-rank
# A passage is "about" the claim (its numbers count) with this much of the best lexical score and
# this many of the claim's content words, or, across languages, this close by the embeddings.
TOPIC_LEXICAL, TOPIC_WORDS, TOPIC_MODEL = 0.15, 2, 0.5
_SENT_RE = re.compile(r"(?<=[.!?。！？])\s+(?=[A-Z0-9\u4e00-\u9fff(\[])")


@dataclass(frozen=True)
class Passage:
    label: str
    kind: str
    text: str
    index: int
    page: int | None = None

    @property
    def words(self) -> int:
        return _count_words(self.text)


def _count_words(text: str) -> int:
    han = len(re.findall(r"[\u4e00-\u9fff]", text))
    return len(re.sub(r"[\u4e00-\u9fff]", " ", text).split()) + (han + 1) // 2


def _cut(paragraph: str, limit: int) -> list[str]:
    if _count_words(paragraph) <= limit:
        return [paragraph]
    out, cur = [], []
    for sent in _SENT_RE.split(paragraph):
        if cur and _count_words(" ".join(cur + [sent])) > limit:
            out.append(" ".join(cur))
            cur = []
        cur.append(sent)
    if cur:
        out.append(" ".join(cur))
    # a single sentence over the limit is cut at word boundaries
    final = []
    for piece in out:
        words = piece.split()
        while len(words) > limit * 1.5:
            final.append(" ".join(words[:limit]))
            words = words[limit:]
        final.append(" ".join(words))
    return final


def _table_chunks(paras: tuple[str, ...], limit: int) -> list[str]:
    head = list(paras[:2])            # caption, header row
    rows = list(paras[2:])
    if not rows:
        return ["\n".join(head)]
    out, cur = [], []
    for row in rows:
        if cur and _count_words("\n".join(head + cur + [row])) > limit:
            out.append("\n".join(head + cur))
            cur = []
        cur.append(row)
    out.append("\n".join(head + cur))
    return out


def split_passages(doc: Document, max_words: int = MAX_WORDS) -> list[Passage]:
    out: list[Passage] = []

    def add(section, text: str) -> None:
        out.append(Passage(section.label, section.kind, text, len(out), section.page))

    for s in doc.sections:
        if s.kind == TABLE:
            for chunk in _table_chunks(s.paragraphs, max_words):
                add(s, chunk)
            continue
        cur: list[str] = []
        for para in s.paragraphs:
            for piece in _cut(para, max_words):
                if cur and (len(cur) >= 3 or _count_words(" ".join(cur + [piece])) > max_words):
                    add(s, "\n".join(cur))
                    cur = []
                cur.append(piece)
        if cur:
            add(s, "\n".join(cur))
    return out


# --- ranking ------------------------------------------------------------------------------------
def _terms(text: str, against_han: bool) -> list[str]:
    from ..core import terms as T
    return list(T.content_terms(text, against_han))


@lru_cache(maxsize=64)
def _index(texts: tuple[str, ...], han_claim: bool):
    docs = [_terms(t, han_claim) for t in texts]
    df: dict[str, int] = {}
    for d in docs:
        for t in set(d):
            df[t] = df.get(t, 0) + 1
    avg = sum(len(d) for d in docs) / max(1, len(docs))
    return docs, df, avg


def bm25(claim: str, texts: list[str], k1: float = 1.2, b: float = 0.75) -> list[float]:
    """BM25 of each text for the claim's content words (each text's set of stemmed words)."""
    from ..core import terms as T
    han = T.has_han(claim)
    query = T.content_terms(claim, any(T.has_han(t) for t in texts[:5]))
    docs, df, avg = _index(tuple(texts), han)
    n = len(docs)
    scores = []
    for d in docs:
        have = set(d)
        s = 0.0
        for q in query:
            if q not in have:
                continue
            idf = math.log(1 + (n - df.get(q, 0) + 0.5) / (df.get(q, 0) + 0.5))
            s += idf * (k1 + 1) / (1 + k1 * (1 - b + b * len(d) / max(avg, 1)))
        scores.append(s)
    return scores


def number_hits(number_claim: str, text: str) -> tuple[int, int]:
    """(claim numbers written in `text`, claim numbers)."""
    status, details = number_match.check_numbers(number_claim, text)
    if status == "N/A":
        return 0, 0
    return sum(1 for d in details if d["found"]), len(details)


@dataclass(frozen=True)
class Ranked:
    passage: Passage
    score: float
    numbers: int          # claim numbers found in it
    lexical: float
    model: float | None


def rank(claim: str, passages: list[Passage], number_claim: str | None = None,
         top_k: int = TOP_K, budget_words: int = BUDGET_WORDS) -> list[Ranked]:
    """The passages most likely to carry `claim`, best first, within `budget_words` in all."""
    if not passages or not claim.strip():
        return []
    from ..core import terms as T
    from .embeddings import similarities
    texts = [p.text for p in passages]
    lex = bm25(claim, texts)
    top = max(lex) or 1.0
    lex = [x / top for x in lex]
    model: list[float | None] = [None] * len(passages)
    cross = T.has_han(claim) != any(T.has_han(t) for t in texts[:5])
    # The embeddings only across languages, where shared words say little: on a long passage the
    # model costs about a second per passage on a loaded 2-core machine (measured), so each is
    # read by its first EMBED_WORDS words, and only the best EMBED_CANDIDATES by the glossary.
    pool = sorted(range(len(passages)), key=lambda i: -lex[i])[:EMBED_CANDIDATES] if cross else []
    sims, backend = similarities(claim, [" ".join(texts[i].split()[:EMBED_WORDS]) for i in pool]) if pool else ([], "")
    near = [0.0] * len(passages)
    if backend != "lexical" and sims:
        lo, hi = min(sims), max(sims)
        for i, s in zip(pool, sims):
            model[i] = s
            near[i] = (s - lo) / (hi - lo) if hi > lo else 0.0
    # The claim's numbers count in a passage about the claim only: a long text holds many numbers,
    # and "41" in an unrelated table says nothing about "41 kb upstream of the promoter".
    number_claim = number_claim if number_claim is not None else claim
    wanted = T.content_terms(claim, any(T.has_han(t) for t in texts[:5]))
    about = [lex[i] >= TOPIC_LEXICAL and len(wanted & T.content_terms(texts[i], T.has_han(claim))) >= TOPIC_WORDS
             or (cross and near[i] >= TOPIC_MODEL) for i in range(len(passages))]
    nums = [number_hits(number_claim, t)[0] if ok else 0 for t, ok in zip(texts, about)]
    most = max(nums) or 1
    score = [NUMBER_WEIGHT * n / most + x + EMBED_WEIGHT * m for n, x, m in zip(nums, lex, near)]
    order = sorted(range(len(passages)), key=lambda i: (-score[i], i))
    out, used = [], 0
    for i in order:
        if len(out) >= top_k:
            break
        if score[i] <= 0:
            break
        w = passages[i].words
        if out and used + w > budget_words:
            continue
        out.append(Ranked(passages[i], round(score[i], 4), nums[i], round(lex[i], 4), model[i]))
        used += w
    return out
