"""Anchor evidence (RUBRIC §7): source sentences with their location, and mechanical checks that a
quote really stands in the stored source text."""
from __future__ import annotations

import html
import re
from dataclasses import dataclass

MAX_QUOTE_WORDS = 25

# "BACKGROUND: …  METHODS: …" as Step B joins a structured abstract; labels are upper case.
_LABEL_RE = re.compile(r"(?:(?<=\s)|^)([A-Z][A-Z &/-]{2,40}):\s")
# A sentence ends at . ! ? followed by a space and not after a lone initial or "al."/"vs."
_SENT_END_RE = re.compile(r"(?<=[.!?])(?<!\bal\.)(?<!\bvs\.)(?<![\s(][A-Z]\.)\s+|(?<=[。！？；])")
_DQUOTE_RE = re.compile(r'"([^"]{3,}?)"|“([^”]{3,}?)”|「([^」]{3,}?)」')


@dataclass(frozen=True)
class SourceSentence:
    text: str
    location: str      # abstract label (RESULTS), "abstract" or "full text"
    index: int


def normalize_ws(text: str) -> str:
    return re.sub(r"\s+", " ", text or "").strip()


def _default_location(abstract_source: str) -> str:
    return "full text" if abstract_source == "full_text_pdf" else "abstract"


def labelled_sections(text: str, abstract_source: str = "") -> list[tuple[str, str]]:
    """Split a structured abstract on its upper-case labels; unlabelled text keeps the default."""
    text = normalize_ws(text)
    default = _default_location(abstract_source)
    marks = [m for m in _LABEL_RE.finditer(text) if len(m.group(1).split()) <= 4]
    if not marks:
        return [(default, text)] if text else []
    out = []
    if marks[0].start() > 0:
        out.append((default, text[: marks[0].start()].strip()))
    for i, m in enumerate(marks):
        end = marks[i + 1].start() if i + 1 < len(marks) else len(text)
        body = text[m.end():end].strip()
        if body:
            out.append((m.group(1).strip(), body))
    return out


def source_sentences(text: str, abstract_source: str = "") -> list[SourceSentence]:
    sentences: list[SourceSentence] = []
    for label, body in labelled_sections(text, abstract_source):
        for piece in _SENT_END_RE.split(body):
            piece = piece.strip()
            if len(piece) >= 3:
                sentences.append(SourceSentence(piece, label, len(sentences)))
    return sentences


def _words(text: str) -> list[str]:
    return normalize_ws(text).split(" ")


def trim_quote(sentence: str, wanted: set[str] | None = None, stem=None,
               max_words: int = MAX_QUOTE_WORDS) -> str:
    """A verbatim window of at most `max_words` words, the one holding most `wanted` terms.

    Chinese text has no spaces: a long Chinese sentence is cut at 2 characters per word.
    """
    words = _words(sentence)
    if len(words) == 1 and len(words[0]) > 2 * max_words:
        return words[0][: 2 * max_words]
    if len(words) <= max_words:
        return " ".join(words)
    wanted = wanted or set()
    stem = stem or (lambda w: w.lower())
    hits = [1 if stem(re.sub(r"\W", "", w.lower())) in wanted else 0 for w in words]
    best, best_at = -1, 0
    for start in range(0, len(words) - max_words + 1):
        score = sum(hits[start:start + max_words])
        if score > best:
            best, best_at = score, start
    return " ".join(words[best_at:best_at + max_words])


def _canon(text: str) -> str:
    # The prompt escapes &, <, > in the source; a model may echo either form.
    return normalize_ws(html.unescape(text or ""))


def quote_in_source(quote: str, source_text: str) -> bool:
    """The mechanical check of §7: a non-empty quote is a substring after whitespace folding."""
    q = _canon(quote).strip(" .…\"'“”")
    return bool(q) and q in _canon(source_text)


def quote_word_count(quote: str) -> int:
    count = 0
    for token in normalize_ws(quote).split():
        cjk = len(re.findall(r"[\u4e00-\u9fff]", token))
        rest = re.sub(r"[\u4e00-\u9fff]+", " ", token).split()
        count += (cjk + 1) // 2 + len(rest)   # two Chinese characters count as about one word
    return count


def quoted_fragments(reasoning: str) -> list[str]:
    """Text the reasoning puts in double quotes (ASCII, curly or CJK corner brackets)."""
    return [next(g for g in m.groups() if g) for m in _DQUOTE_RE.finditer(reasoning or "")]


def unverified_reasoning_quotes(reasoning: str, source_text: str, claim_text: str = "") -> list[str]:
    """Quoted fragments found neither in the source nor in the claim's own sentence.

    Quoting the claim is legitimate ("the claim says 'causes'"); quoting a source sentence
    that is not there is what the flag is for.
    """
    return [q for q in quoted_fragments(reasoning)
            if not quote_in_source(q, source_text) and not quote_in_source(q, claim_text)]
