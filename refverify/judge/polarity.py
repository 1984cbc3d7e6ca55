"""Findings and their direction, element by element (RUBRIC §2, §5): which way does each finding of
the claim move its outcome, and which way do the source's findings about the same outcome move it?

A *finding* is one stretch of text with one direction: "up" / "down" (a change, a comparative, or
two numbers in order: "from 20.3 to 25.1 months", "30.5% with X and 46.5% with standard therapy"),
or "null" (no difference, not significant). Each is compared only with the source findings whose
outcome words it shares; the verdict comes from the votes (`compare`). When unsure: no opinion.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..core import terms as T

# Comparatives the change verbs of terms.py do not carry.
_UP_EXTRA = ("longer lengthened lengthens lengthening prolong exceeded exceeds more higher greater "
             "larger outweighed")
_DOWN_EXTRA = "shorter shortens shortening less smaller fewer lower"
_UP_ZH_EXTRA = ("高于", "多于", "长于", "大于", "延长", "更高", "更多", "增大")
_DOWN_ZH_EXTRA = ("低于", "少于", "短于", "小于", "更低", "更少", "减小")
_UP_EN = frozenset(T._UP_FORMS | set(_UP_EXTRA.split()))
_DOWN_EN = frozenset(T._DOWN_FORMS | set(_DOWN_EXTRA.split()))
_ZH = [(w, "up") for w in (*T._UP_ZH, *_UP_ZH_EXTRA)] + [(w, "down") for w in (*T._DOWN_ZH, *_DOWN_ZH_EXTRA)]

# The arm a result is compared against. A change "with/in the placebo group" belongs to the
# comparator: the intervention moved the outcome the other way.
_COMPARATOR = (r"placebo|control|usual care|standard (?:care|therapy|treatment)|conventional|sham|"
               r"no treatment|untreated|comparator|对照|安慰剂|常规|标准治疗")
_COMPARATOR_RE = re.compile(rf"\b(?:{_COMPARATOR})", re.IGNORECASE)
_WITH_COMPARATOR_RE = re.compile(
    rf"^\s*(?:\w+\s+){{0,2}}?(?:with|in|among|for|on)\s+(?:the\s+|those\s+)?(?:\w+\s+)?(?:{_COMPARATOR})",
    re.IGNORECASE)
_NO_DIFFERENCE_RE = re.compile(
    r"\b(?:did not differ|does not differ|not differ\w*|no (?:significant |statistically significant )?"
    r"(?:difference|association|effect|change|benefit|reduction|increase)|similar|comparable|"
    r"not (?:statistically )?significant\w*|non-?significant|was not associated|were not associated|"
    r"not associated|did not (?:reduce|increase|improve|lower|change|affect)|unchanged|neutral)\b"
    r"|[Pp]\s*[=>]\s*0?\.(?:0[5-9]|[1-9])\d*"
    r"|无显著|无明显|未见显著|差异无统计学意义|无统计学差异|无差异|无关|不相关|未能|没有显著|相似|相当",
    re.IGNORECASE)
# Strong clause boundaries: a sentence holds several findings ("A increased, while B decreased").
_SEGMENT_RE = re.compile(r"[;；。:：!?]|\.\s|\b(?:while|whereas|but|although|though|however)\b"
                         r"|但|而|然而|同时|，并|，且|并且", re.IGNORECASE)
_JOIN_RE = re.compile(r",?\s+and\s+|,\s*|，|、|并|且", re.IGNORECASE)
# Words that name the design, the arms or the measure, not which outcome moved.
_GENERIC = {T.stem(w) for w in """
patient participant people person subject adult group arm trial median mean average year month week day
hour placebo control compared comparison versus primary secondary composite rate risk treatment therapy
treated given receiving received total overall time follow period significantly significant statistically
difference differ relative absolute ratio hazard odds interval confidence level levels effect
associated association""".split()}
_OUTCOME_SYNONYMS = {"endpoint": "outcom", "end": "outcom", "point": "outcom", "event": "outcom",
                     "outcom": "outcom", "events": "outcom"}
_NUM = r"(\d+(?:\.\d+)?)"
_FROM_TO_RE = re.compile(rf"(?<!rang)(?<!ranged)(?<!ranges)(?<!ranging)(?<!aged)(?<!varied)(?<!born)\s\bfrom\s+{_NUM}\s*%?\s*(?:\w+\s+)?(?:with \w+ )?to\s+{_NUM}", re.IGNORECASE)
_ARM_VALUE_RE = re.compile(rf"{_NUM}\s*(?:%|months?|days?|weeks?|years?|per cent|percent)?\s+"
                           rf"(?:with|in|among|for|on)\s+(?:the\s+)?([^,;.()]{{1,60}}?)(?=\s+and\s|,|;|\.|\)|$)",
                           re.IGNORECASE)


@dataclass(frozen=True)
class Finding:
    text: str
    direction: str              # up | down | null
    outcome: frozenset[str]
    negates: str = ""           # a null finding that denies one direction only ("not increased": up)


_ATTRIBUTIVE_RE = re.compile(r"(?:patients|people|persons|adults|women|men|children|participants|subjects|"
                            r"those|individuals)\s+(?:with|having)\s+(?:an?\s+)?$", re.IGNORECASE)
_ZH_NEGATED = ("不", "未", "没有", "无", "并未", "并不")


def _word_cues(text: str) -> list[tuple[int, str, int]]:
    """(position, up/down/null) of each change word. A change word naming a population ("patients
    with reduced ejection fraction", "射血分数降低的") is no change; a negated one ("不增加") is null."""
    out = []
    for m in re.finditer(r"[A-Za-z]+", text):
        w = m.group(0).lower()
        if w in _UP_EN or w in _DOWN_EN:
            if _ATTRIBUTIVE_RE.search(text[max(0, m.start() - 40):m.start()]) \
                    or _THRESHOLD_RE.search(text[max(0, m.start() - 12):m.start()]) \
                    or re.match(r"\s+than\s+(?:about\s+)?\d", text[m.end():]):
                continue     # a population, a threshold ("130 or higher"), a count ("more than 53,000")
            d = "up" if w in _UP_EN else "down"
            # "higher with placebo": the comparator carried the change, the intervention the opposite.
            if _WITH_COMPARATOR_RE.match(text[m.end():]):
                d = "down" if d == "up" else "up"
            out.append((m.start(), d, m.end()))
    for word, d in _ZH:
        for m in re.finditer(word, text):
            if text[m.end():m.end() + 1] == "的":
                continue
            before = text[max(0, m.start() - 2):m.start()]
            out.append((m.start(), "null" if any(before.endswith(n) for n in _ZH_NEGATED) else d, m.end()))
    # A longer Chinese cue holds a shorter one (更高 / 高于): keep one per position.
    seen, uniq = set(), []
    for pos, d, end in sorted(out):
        if pos not in seen:
            seen.add(pos)
            uniq.append((pos, d, end))
    return uniq


def _number_direction(text: str) -> str:
    """The direction two ordered numbers state: "from A to B", or one value per arm of which
    exactly one is the comparator."""
    m = _FROM_TO_RE.search(text)
    if m:
        a, b = float(m.group(1)), float(m.group(2))
        return "" if a == b else ("up" if b > a else "down")
    arms = [(float(v), bool(_COMPARATOR_RE.search(label))) for v, label in _ARM_VALUE_RE.findall(text)]
    if len(arms) == 2 and arms[0][1] != arms[1][1]:
        exp = next(v for v, comp in arms if not comp)
        comp = next(v for v, comp in arms if comp)
        return "" if exp == comp else ("up" if exp > comp else "down")
    return ""


def _outcome_terms(text: str, han: bool) -> frozenset[str]:
    out = set()
    for t in T.content_terms(text, han):
        if t in _GENERIC or re.fullmatch(r"\d+", t):
            continue
        out.add(_OUTCOME_SYNONYMS.get(t, t))
    return frozenset(out)


def _split_between_cues(seg: str, cues: list[tuple[int, str]]) -> list[str]:
    """Two changes joined by "and" / a comma are two findings: cut at the last joint before each cue."""
    if len(cues) < 2:
        return [seg]
    cuts = []
    for (p0, _, _), (p1, _, _) in zip(cues, cues[1:]):
        joints = [m for m in _JOIN_RE.finditer(seg, p0, p1)]
        if joints:
            cuts.append(joints[-1].start())
    parts, start = [], 0
    for c in cuts:
        parts.append(seg[start:c])
        start = c
    parts.append(seg[start:])
    return [p for p in parts if p.strip()]


WINDOW = 60              # characters after (or before) a change word that name what changed
WINDOW_ZH = 16
_COPULA_RE = re.compile(r"\b(?:was|were|is|are|be|been|being|remained)\s+(?:\w+ly\s+|much\s+|far\s+)?$", re.I)
_ARM_FOLLOWS_RE = re.compile(r"\s*(?:with|among|after|during|under|on|by|from|than|compared)\b", re.IGNORECASE)
_CAUSATIVE_ZH = re.compile(r"(?:使|让|令)(?=[^使让令]*$)")
# A sentence describing the design (who was assigned to what) states no finding.
_DESIGN_RE = re.compile(
    r"\b(?:were|was) (?:randomly |randomised |randomized )?(?:assigned|allocated|randomi[sz]ed|enrolled|recruited"
    r"|followed|included)\b|\brandomi[sz]ed to\b|\b(?:assigned|allocated) to\b|纳入|随机分[配为组]",
    re.IGNORECASE)
# Where the outcome ends and its population begins: "mortality | in patients with ...", "患者的 | 死亡率".
_POPULATION_RE = re.compile(
    r"\b(?:in|among|for|of)\s+(?:a\s+|an\s+|the\s+)?(?:[\w-]+\s+){0,4}?(?:patients|adults|women|men|children|"
    r"participants|persons|people|cohort|population|subjects|individuals|infants|adolescents)\b", re.IGNORECASE)
_POPULATION_ZH_RE = re.compile(r"(?:患者|人群|儿童|成人|人)的")
# A dose-response ("each 1% reduction in HbA1c ... 21% reduction", "每升高1%"): the relation between
# two quantities, which terms.relation reads; not an effect of one arm over another.
_DOSE_RE = re.compile(
    r"\b(?:each|every|per)\s+(?:\d[\d.,]*\s*(?:%|[a-zA-Z/]+)?[- ]?\s*|one[- ]\w+\s+|unit\s+|sd\s+|"
    r"standard[- ]deviation\s+)(?:[a-z-]+\s+)?(?:increase|increment|rise|decrease|reduction|decline|higher|lower)"
    r"|每\S{0,6}?(?:升高|降低|增加|减少|下降|上升|提高)", re.IGNORECASE)
_THRESHOLD_RE = re.compile(r"\bor\s+$", re.IGNORECASE)
# "without significant heterogeneity": a remark on consistency, not on the effect.
_CONSISTENCY_RE = re.compile(r"^.{0,30}(?:heterogen|interaction|subgroups|between (?:trials|studies)|across)",
                             re.IGNORECASE)


# A null stated of "the difference" between values given before it, and the sentence's head
# (its words before the first number or copula), which names what differed.
_BACK_REFERENCE_RE = re.compile(r"\b(?:a|the|this|which|that)\s+difference\s+(?:that|which)?\s*(?:was|were|is)?\s*$"
                                r"|[,;]\s*(?:which|this)\s+(?:was|were|is)\s*$", re.IGNORECASE)
_HEAD_RE = re.compile(r"\d|\b(?:was|were|is|are)\b", re.IGNORECASE)


def _outcome_text(part: str, pos: int, end: int, against_han: bool) -> str:
    """The words naming what changed: after an active verb ("X reduced <mortality>"), before a
    copula ("<mortality> was lower"), between 使 and the verb in Chinese ("X使<死亡率>升高")."""
    if T.has_han(part[max(0, pos - 4):end + 4]):
        head = part[:pos]
        m = _CAUSATIVE_ZH.search(head)
        after = re.sub(r"^[了的得地]|[\s。，；、）)]+", "", part[end:])
        text = head[m.end():] if m else part[end:end + WINDOW_ZH] if len(after) >= 2 else head[-WINDOW_ZH:]
        return _POPULATION_ZH_RE.split(text)[-1]
    after = _POPULATION_RE.split(part[end:end + WINDOW])[0]
    # "increased 30-day mortality | in septic shock"; but "an increase in mortality" keeps its object.
    lead = re.match(r"\s*(?:in|of)\s+", after)
    after = after[:lead.end() if lead else 0] + re.split(r"\b(?:in|among)\s", after[lead.end() if lead else 0:])[0]
    # "glucose rose | with metformin": an intransitive change, what follows names the arm.
    if _COPULA_RE.search(part[:pos]) or _ARM_FOLLOWS_RE.match(after) or not _outcome_terms(after, against_han):
        return part[max(0, pos - WINDOW):pos]
    return after


def _finding(part: str, against_han: bool) -> Finding | None:
    nulls = [m for m in (*_NO_DIFFERENCE_RE.finditer(part), *T._NEG_RE.finditer(part))
             if not _CONSISTENCY_RE.match(part[m.start():m.start() + 60])]
    null = min(nulls, key=lambda m: m.start()) if nulls else None
    cues = _word_cues(part)
    if null or any(d == "null" for _, d, _ in cues):
        at = (null.start(), null.end()) if null else next((p, e) for p, d, e in cues if d == "null")
        outcome = _outcome_terms(part[max(0, at[0] - WINDOW):at[1] + WINDOW], against_han)
        if _BACK_REFERENCE_RE.search(part[:at[0]]):
            # "Mortality was 11.4% with X and 15.2% with placebo, a difference that was not
            # significant": the difference is in what the sentence opened with.
            outcome |= _outcome_terms(_HEAD_RE.split(part, maxsplit=1)[0], against_han)
        # Which direction is denied: the change word inside the negation ("did not increase").
        if null:
            denied = {d for _, d, _ in _word_cues(part[at[0]:at[1] + 25]) if d != "null"}
        else:
            denied = {d for w, d in _ZH if part.startswith(w, at[0])}
        return Finding(part, "null", outcome, negates=denied.pop() if len(denied) == 1 else "") if outcome else None
    kinds = {d for _, d, _ in cues}
    if len(kinds) > 1:
        return None
    if kinds:
        d, text = next(iter(kinds)), _outcome_text(part, cues[0][0], cues[0][2], against_han)
    else:
        # "Mortality at 30 days was 24.2% with X and 31.8% with usual care": the outcome precedes the values.
        d, text = _number_direction(part), re.split(r"\d", part, maxsplit=1)[0]
    outcome = _outcome_terms(text, against_han)
    return Finding(part, d, outcome) if d and outcome else None


@lru_cache(maxsize=20000)
def findings(text: str, against_han: bool) -> tuple[Finding, ...]:
    """The findings of `text`, each with its direction and outcome words (compared with a text
    in Chinese when `against_han`)."""
    out = []
    for sentence in re.split(r"(?<=[.!?])\s+|(?<=[。！？])", T.strip_citations(text or "")):
        if _DESIGN_RE.search(sentence) or _DOSE_RE.search(sentence):
            continue     # a design, or a dose-response ("each 1% reduction ... 21% reduction"): terms.relation's
        out.extend(_sentence_findings(sentence, against_han))
    return tuple(out)


def _sentence_findings(sentence: str, against_han: bool) -> list[Finding]:
    out = []
    for seg in _SEGMENT_RE.split(sentence):
        if not seg or not seg.strip():
            continue
        for part in _split_between_cues(seg, _word_cues(seg)):
            f = _finding(part, against_han)
            if f:
                out.append(f)
    return out


def _aligned(c: Finding, s: Finding) -> bool:
    """The source finding is about the claim finding's outcome: it shares two outcome words, or
    one that is most of what the source finding names."""
    shared = c.outcome & s.outcome
    if not shared - {"outcom"}:
        return False     # "events" / "end point" alone names no particular outcome
    return len(shared) >= 2 or (len(shared) == 1 and min(len(c.outcome), len(s.outcome)) <= 2)


@dataclass
class Reading:
    opposed: list[str]          # claim findings the source contradicts
    supported: list[str]        # claim findings the source carries in the same direction
    mixed: list[str]            # claim findings the source carries in part and contradicts in part

    @property
    def verdict(self) -> str:
        """FAIL when every finding the source speaks to is contradicted, PARTIAL-A when only some."""
        if not (self.opposed or self.mixed):
            return ""
        return "PARTIAL-A" if self.supported or self.mixed else "FAIL"

    @property
    def reason(self) -> str:
        return "; ".join(self.opposed + [m + " in part" for m in self.mixed])


def _against(c: str, s: Finding) -> bool:
    if s.direction == "null":
        return s.negates in ("", c)     # "not increased" does not deny a decrease
    return {c, s.direction} == {"up", "down"}


def compare(claim: str, source: str) -> Reading:
    """Vote, for each finding of the claim, the source findings about the same outcome."""
    han_s, han_c = T.has_han(source), T.has_han(claim)
    reading = Reading([], [], [])
    src = findings(source, han_c)
    for c in findings(claim, han_s):
        if c.direction == "null":
            continue     # a denied effect is judged by the heuristic's own negation rule
        aligned = [s for s in src if _aligned(c, s)]
        # "11.4% with X and 15.2% with placebo, a difference that was not significant" carries the
        # claim's direction in its numbers and denies only that it is established: mixed.
        unproven = [s for s in aligned if s.direction == "null" and _number_direction(s.text) == c.direction]
        aligned = [s for s in aligned if s not in unproven]
        agree = [s for s in aligned if s.direction == c.direction]
        covered = set().union(*(s.outcome & c.outcome for s in agree)) if agree else set()
        # A dissent about words an agreeing finding already carries is about a part of a composite
        # ("cardiovascular death did not differ" beside "the composite ... was 17% lower").
        against = [s for s in aligned if _against(c.direction, s) and not (s.outcome & c.outcome) - {"outcom"} <= covered]
        label = f"'{c.text.strip()[:60]}' ({c.direction})"
        if unproven and not against:
            reading.mixed.append(label + ": the source's difference is not significant")
            continue
        if not aligned:
            continue
        said = ", ".join(sorted({"no difference" if s.direction == "null" else s.direction for s in against}))
        if not against:
            reading.supported.append(label)
        elif agree:
            reading.mixed.append(label + f": the source says {said}")
        else:
            reading.opposed.append(label + f": the source says {said}")
    return reading
