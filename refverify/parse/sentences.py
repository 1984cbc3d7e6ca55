"""Sentence splitting for Chinese and English thesis text, and the context window of a citation.

Chinese sentences end at 。！？; English ones at . ! ? followed by a space and a capital, a CJK
character, an opening bracket or the end. A citation marker written after the terminator
("…was found. [3] Next") stays with the sentence it follows. A sentence longer than
LONG_SENTENCE characters is split again at ；.
"""
from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from functools import lru_cache

LONG_SENTENCE = 150
LONG_BLOCK = 300          # a block this long with no terminator at all is split unreliably

_ABBREV = {
    "al", "e.g", "eg", "i.e", "ie", "vs", "fig", "figs", "tab", "tabs", "eq", "eqs", "ref", "refs",
    "no", "nos", "dr", "pp", "p", "vol", "vols", "mr", "mrs", "ms", "prof", "cf", "approx", "ca",
    "jr", "sr", "st", "dept", "univ", "ed", "eds", "ch", "sec", "art", "resp", "suppl", "viz",
}
_MARKER = r"(?:\[[\d\s,，、;\-–—~]+\]|［[\d\s,，、\-－–]+］|【[\d\s,，、\-－–]+】|\^\d[\d,\-–]*)"
_CLOSERS = "\"'”’」』）)\\]》"
# A terminator, any closing quotes/brackets, then citation markers written after it.
_CN_END = re.compile(rf"[。！？]+[{_CLOSERS}]*(?:\s*{_MARKER})*")
_EN_END = re.compile(
    rf"(?<=\S)[.!?]+[{_CLOSERS}]*(?:\s*{_MARKER})*(?=\s+[\"'“‘(\[（]?[A-Z\u4e00-\u9fff]|\s+\\[A-Za-z]|\s+\[\d|\s*$)")
_PARA_BREAK = re.compile(r"\n\s*\n")
_WORD_BEFORE = re.compile(r"([A-Za-z][A-Za-z.]*)$")
_SEMI = re.compile(r"[；]")


def _is_abbreviation(text: str, dot: int) -> bool:
    """True when the "." at `dot` ends an abbreviation or an initial, not a sentence."""
    if text[dot] != ".":
        return False
    m = _WORD_BEFORE.search(text, max(0, dot - 12), dot)
    if not m:
        return False
    word = m.group(1).rstrip(".").lower()
    if word in _ABBREV:
        return True
    # an initial: "J. Smith", "A.B. Jones" — a lone capital before the dot
    return len(m.group(1).replace(".", "")) <= 2 and m.group(1)[0].isupper() and (
        dot + 2 < len(text) and text[dot + 1] == " " and text[dot + 2].isupper())


@lru_cache(maxsize=2048)
def _split(text: str) -> tuple[tuple[int, int], ...]:
    cuts = {m.end() for m in _CN_END.finditer(text)}
    cuts |= {m.end() for m in _EN_END.finditer(text) if not _is_abbreviation(text, m.start())}
    cuts |= {m.start() for m in _PARA_BREAK.finditer(text)}
    cuts.add(len(text))
    spans, prev = [], 0
    for cut in sorted(cuts):
        spans.extend(_long_split(text, prev, cut))
        prev = cut
    return tuple(_trim(text, s, e) for s, e in spans if text[s:e].strip())


def _long_split(text: str, start: int, end: int) -> list[tuple[int, int]]:
    if end - start <= LONG_SENTENCE:
        return [(start, end)]
    out, prev = [], start
    for m in _SEMI.finditer(text, start, end):
        out.append((prev, m.end()))
        prev = m.end()
    out.append((prev, end))
    return out


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


def split_sentences(text: str) -> list[tuple[int, int]]:
    """(start, end) spans of the sentences of `text`, whitespace trimmed."""
    return list(_split(text or ""))


def _has_terminator(text: str) -> bool:
    return bool(_CN_END.search(text) or _EN_END.search(text))


_CN_ASCII_PERIOD = re.compile(r"[\u4e00-\u9fff]\.\s+[\u4e00-\u9fff]")


@dataclass(frozen=True)
class _Block:
    """What ``context_window`` needs to know of a block, computed once per block (a block cited
    8,000 times is read once, not 8,000 times: the work stays linear in the text)."""
    spans: tuple[tuple[int, int], ...]
    starts: tuple[int, ...]
    unreliable: bool          # a long block with no terminator, or Chinese text ending with ". "


@lru_cache(maxsize=64)
def _block(text: str) -> _Block:
    spans = _split(text)
    unreliable = ((len(text) > LONG_BLOCK and not _has_terminator(text))
                  or _CN_ASCII_PERIOD.search(text) is not None)
    return _Block(spans, tuple(s for s, _ in spans), unreliable)


def _sentence_at(block: _Block, start: int) -> int:
    """The index of the sentence holding ``start``, else of the sentence starting nearest to it
    (a binary search over the sentence starts)."""
    i = bisect_right(block.starts, start) - 1
    if i >= 0 and block.spans[i][0] <= start < block.spans[i][1]:
        return i
    near = [j for j in (i, i + 1) if 0 <= j < len(block.spans)]
    return min(near, key=lambda j: abs(block.spans[j][0] - start))


def context_window(text: str, start: int, end: int, n: int = 2) -> tuple[str, str, str]:
    """(context_raw, citing_sentence, confidence) for the citation at text[start:end].

    context_raw is the citing sentence ± n sentences of the block. Confidence is "low" — and the
    context widens to the whole block — when the split cannot be trusted: a long block with no
    terminator, a marker that opens its sentence (it may belong to the one before), or Chinese
    text whose sentences end with an ASCII ". "."""
    block = _block(text)
    spans = block.spans
    if not spans:
        return text.strip(), text.strip(), "low"
    idx = _sentence_at(block, start)
    s, e = spans[idx]
    sentence = text[s:e]
    if block.unreliable or (start - s <= 1 and idx > 0):
        return text.strip(), sentence, "low"
    lo, hi = max(0, idx - n), min(len(spans) - 1, idx + n)
    return text[spans[lo][0]:spans[hi][1]], sentence, "high"
