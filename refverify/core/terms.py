"""Content words for the lexical comparison of a claim with a source sentence, in English and
Chinese, and the cue words (direction, negation, hedging) the offline judge reads."""
from __future__ import annotations

import re
from functools import lru_cache

_STOP = set("""
a an the and or but if of in on at to for from by with without within into onto over under as is
are was were be been being am do does did done has have had having this that these those it its
their there then than such which who whom whose what when where while why how all any both each
few more most other some no nor not only own same so too very can could should would will shall
might must may also however thus therefore although though because since between among after
before during about above below up down out off again further once here per via vs et al ie eg
we our us they them he she his her i you your one two three four five six seven eight nine ten
study studies studied report reported reports reporting show showed shown shows found find finds
finding findings result results research paper article work data evidence suggest suggested
suggests demonstrate demonstrated demonstrates indicate indicated indicates observe observed
previous previously recent recently several many much various cited cite cites ref refs
respectively including include included overall use used using based well known new
through later remain remains remained hence whereas thereby
""".split())

# Direction and relation cues are judged separately, so they are not content words.
_UP_WORDS = ("increase increased increases increasing higher rise rises rose risen elevated elevation "
             "greater improved improves improvement enhanced gain gains gained more boosted upregulated "
             "raised raises doubled prolonged prolongs longer extended")
_DOWN_WORDS = ("decrease decreased decreases decreasing lower lowered lowers lowering reduce reduced reduces "
               "reducing reduction reductions decline declined declines drop dropped fell fall falls less "
               "fewer diminished attenuated downregulated worsened shorter shortened degrade degrades "
               "degraded worse impaired halved")
# Each cue is a regular expression: 抑制 is a change, 抑制剂 (an inhibitor) a drug class.
_UP_ZH = ("升高", "增加", "增高", "提高", "上升", "增多", "改善", "增强", "提升", "升至", "增至", "扩大",
          "加快", "加速", "翻倍")
_DOWN_ZH = ("降低", "减少", "下降", "减低", "缩短", "减弱", "恶化", "降至", "减至", "减轻", "缩小", "减半",
            "抑制(?!剂)")
_NEG_RE = re.compile(
    r"\b(?:not|no|neither|nor|without|none|never|failed to|did not|does not|was not|were not)\b"
    r"[^.;,]{0,40}\b(?:associat|correlat|differ|effect|improv|reduc|increas|signific|chang|link)"
    r"|\bno (?:significant )?(?:association|correlation|difference|effect|change|benefit)|\bbut not\b"
    r"|\bnon-?significant|\bunrelated|\bindependent of"
    r"|无关|无显著|无明显|没有|未见|并未|不相关|无差异|无统计学意义|未能",
    re.IGNORECASE)
_HEDGE_RE = re.compile(
    r"\b(?:may|might|could|possibl|potential|suggest|associat|correlat|linked|relat(?:ed|ion)"
    r"|likely|appear|hypothes)\w*|可能|或许|相关|关联|提示",
    re.IGNORECASE)
_CAUSAL_RE = re.compile(
    r"\b(?:causes?|caused|causing|leads? to|led to|results? in|resulted in|induces?|induced"
    r"|determines?|is responsible for|proves?|proved)\b(?![- ](?:of|specific)\b)|导致|引起|造成|决定|证明|引发",
    re.IGNORECASE)

from .glossary import CLASS_STEMS, GLOSSARY  # noqa: E402  (re-exported for callers)
_GLOSSARY_KEYS = sorted(GLOSSARY, key=len, reverse=True)

_SUFFIXES = ("ations", "ation", "ments", "ment", "ities", "ity", "ings", "ing", "tions", "tion",
             "ness", "edly", "ies", "ers", "er", "ed", "es", "ly", "s", "e")
_CITE_RE = re.compile(r"\\[a-zA-Z]*cite[a-zA-Z]*\*?(?:\[[^\]]*\])*\{[^}]*\}|\[@[^\]]*\]"
                      r"|[\[［【][\d\s,，、;\-–—]+[\]］】]")
_HAN = r"\u4e00-\u9fff"


@lru_cache(maxsize=20000)
def stem(word: str) -> str:
    """A light stemmer: one common suffix off, then the first six letters."""
    w = word.lower()
    if len(w) > 4:
        for suf in _SUFFIXES:
            if w.endswith(suf) and len(w) - len(suf) >= 3:
                w = w[: -len(suf)]
                break
    return w[:6]


_UP_FORMS, _DOWN_FORMS = frozenset(_UP_WORDS.split()), frozenset(_DOWN_WORDS.split())
_UP = {stem(w) for w in _UP_FORMS} - {"high", "low"}      # "high risk" is a population, not a change
_DOWN = {stem(w) for w in _DOWN_FORMS} - {"high", "low"}


def strip_citations(text: str) -> str:
    return _CITE_RE.sub(" ", text or "")


def has_han(text: str) -> bool:
    return bool(re.search(f"[{_HAN}]", text or ""))


_NAME_TOKEN_RE = re.compile(r"[A-Za-z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*")


def _norm_token(tok: str) -> str:
    """Lower case, British spelling folded; a class acronym keeps no receptor number (GLP-1, SGLT2)."""
    low = tok.lower().replace("ae", "e")   # haemoglobin, anaemia, ischaemic
    return re.sub(r"-?\d+$", "", low) if re.search(r"[a-z]-?\d+$", low) and len(low) <= 7 else low


def is_name(tok: str) -> bool:
    """A proper name or acronym: two capitals, or a capital and a digit (LEADER, SGLT2, HbA1c)."""
    return len(re.findall(r"[A-Z]", tok)) >= 2 or bool(re.search(r"[A-Z].*\d|\d.*[A-Z]", tok))


def _tokens(text: str) -> list[str]:
    return _NAME_TOKEN_RE.findall(text or "")


def _latin_terms(text: str, names: set[str] | None = None) -> set[str]:
    out = set()
    for tok in _tokens(text):
        for part in ([tok] if is_name(tok) else tok.split("-")):
            low = _norm_token(part)
            if low in _STOP or len(low) < 2 or (len(low) < 3 and not is_name(part)):
                continue
            s = stem(low)
            if s in _UP or s in _DOWN:
                continue
            out.add(s)
            if names is not None and is_name(part):
                names.add(s)
    return out


def _glossary_terms(text: str) -> set[str]:
    out = set()
    for key in _GLOSSARY_KEYS:
        if key in text:
            out |= _latin_terms(GLOSSARY[key])
            text = text.replace(key, " ")
    return out


def _han_bigrams(text: str) -> set[str]:
    out = set()
    for run in re.findall(f"[{_HAN}]+", text):
        out.update(run[i:i + 2] for i in range(len(run) - 1))
    return out


@lru_cache(maxsize=20000)
def content_terms(text: str, against_han: bool = False) -> frozenset[str]:
    """Stemmed content words; Chinese is mapped through the glossary, and compared as character
    bigrams only when the other side is Chinese too (`against_han`)."""
    text = strip_citations(text)
    terms = _latin_terms(text) | _glossary_terms(text)
    if against_han:
        terms |= _han_bigrams(text)
    return frozenset(terms)


@lru_cache(maxsize=20000)
def name_terms(text: str) -> frozenset[str]:
    """The stems of the proper names and acronyms of `text` (trial, drug, gene, dataset names)."""
    names: set[str] = set()
    _latin_terms(strip_citations(text), names)
    return frozenset(names)


_SMALL_WORDS = {"of", "and", "the", "for", "in", "to", "with", "on", "a", "an", "by"}


@lru_cache(maxsize=20000)
def _initials_text(text: str) -> str:
    """Initial letters of the words of `text` (hyphenated parts apart), small words left out."""
    words = [w for w in re.split(r"[^A-Za-z0-9]+", text.lower()) if w and w not in _SMALL_WORDS]
    return " ".join(w[0] for w in words)


def acronym_in(acronym: str, text: str) -> bool:
    """`acronym` spelled by the initials of consecutive words of `text` (MACE: major adverse
    cardiovascular events)."""
    letters = re.sub(r"[^a-z]", "", acronym.lower())
    if not 2 <= len(letters) <= 8:
        return False
    return f" {' '.join(letters)} " in f" {_initials_text(text)} "


def class_in(term: str, text: str) -> bool:
    """A drug-class acronym (SGLT2) met by a drug name of that class (empagliflozin)."""
    low = (text or "").lower()
    return any(s in low for s in CLASS_STEMS.get(term.rstrip("-"), ()))


@lru_cache(maxsize=50000)
def coverage(claim: str, sentence: str) -> tuple[float, int, int]:
    """(share, matched, counted) of the claim's content words the sentence carries.

    A name of the claim (trial acronym, drug, gene) found in the sentence, spelled out by its
    initials or met by a drug of its class counts as matched; a name the sentence does not carry
    is left out of the count: abstracts rarely repeat trial acronyms, so its absence says little.
    """
    han_s, han_c = has_han(sentence), has_han(claim)
    wanted = content_terms(claim, han_s)
    if not wanted:
        return 0.0, 0, 0
    have = content_terms(sentence, han_c)
    names = name_terms(claim)
    matched = counted = 0
    for term in wanted:
        hit = term in have
        if not hit and term in names:
            hit = acronym_in(term, sentence) or class_in(term, sentence)
            if not hit:
                continue
        counted += 1
        matched += hit
    return (matched / counted if counted else 0.0), matched, counted


# --- direction of the relationship (RUBRIC §5) -------------------------------------------------
_PER_UNIT_RE = re.compile(r"\b(?:each|every|per|for every|for each)\b|每", re.IGNORECASE)
_ZH_CUES = [(w, "up") for w in _UP_ZH] + [(w, "down") for w in _DOWN_ZH]


def _cues(text: str) -> list[tuple[int, str]]:
    out = []
    for m in re.finditer(r"[A-Za-z]+", text):
        w = m.group(0).lower()
        if w in _UP_FORMS:
            out.append((m.start(), "up"))
        elif w in _DOWN_FORMS:
            out.append((m.start(), "down"))
    for word, d in _ZH_CUES:
        out.extend((m.start(), d) for m in re.finditer(word, text))
    return sorted(out)


def direction(text: str) -> set[str]:
    """{"up"}, {"down"}, both or neither, from English stems and Chinese verbs."""
    return {d for _, d in _cues(text or "")}


def relation(text: str) -> str:
    """The relationship the text states: "same" / "opposite" (a dose-response: each unit of X
    moves Y with or against it), "up" / "down" (an effect), or "" when it cannot be told."""
    text = text or ""
    cues = _cues(text)
    if not cues:
        return ""
    per = _PER_UNIT_RE.search(text)
    if per:
        after = [d for pos, d in cues if pos >= per.start()]
        if len(after) >= 2:
            rest = set(after[1:])
            if len(rest) == 1:
                return "same" if after[0] in rest else "opposite"
            return ""
    kinds = {d for _, d in cues}
    return next(iter(kinds)) if len(kinds) == 1 else ""


# "and" ends a clause too: "increased mortality and did not reduce events" holds two findings.
_CLAUSE_SPLIT_RE = re.compile(r"[,;:，；：]|\b(?:and|but|while|whereas|although|though)\b|但|而|然而|并且|且",
                              re.IGNORECASE)


def clauses(text: str) -> list[str]:
    return [c for c in _CLAUSE_SPLIT_RE.split(text or "") if c and c.strip()]


# Universal or absolute wording (RUBRIC §2 PARTIAL-A: overstates, generalises); each cue with the
# words that would carry it in an English or Chinese source.
_ABSOLUTE = [
    (re.compile(r"\b(?:all|every|each and every)\b(?![- ](?:cause|the|of))|所有|全部|各类|各种|一切|任何|无论", re.I),
     re.compile(r"\b(?:all|every|any|regardless|irrespective)\b|所有|全部|任何|无论", re.I)),
    (re.compile(r"\b(?:completely|entirely|fully|always|never|eliminat\w*|cures?d?)\b|完全|必然|一定|总是|根治|彻底", re.I),
     re.compile(r"\b(?:complete\w*|entire\w*|full\w*|always|never|eliminat\w*|cure\w*)\b|完全|必然|彻底", re.I)),
    (re.compile(r"\bwithout any\b|\bno (?:adverse|side|safety)|没有不良|无不良|无任何|几乎没有|不增加", re.I),
     re.compile(r"\bno (?:\w+ )?(?:adverse|side|safety|increase)|\bwithout\b|\bnot increase|没有|无", re.I)),
    (re.compile(r"越[^，。]{1,8}越"), re.compile(r"越[^，。]{1,8}越|\bthe (?:more|lower|higher)\w*\b.*\bthe\b", re.I)),
]


def absolute_gap(claim: str, source: str) -> str:
    """The first absolute / universal wording of the claim the source does not carry, or ""."""
    for in_claim, in_source in _ABSOLUTE:
        m = in_claim.search(claim or "")
        if m and not in_source.search(source or ""):
            return m.group(0)
    return ""


def is_negated(text: str) -> bool:
    return bool(_NEG_RE.search(text or ""))


# A plain negation of a statement: "no", "not", "never", 没有, 未见, 并非. Not "without" / 无 / 非,
# which as often name a population or a term ("without diabetes", 无进展生存期, 非参数检验).
_ANY_NEG_RE = re.compile(
    r"\b(?:no|not|never|neither|nor|none|cannot|unable|fails?|failed)\b|n't\b"
    r"|没有|未见|未能|未发现|未观察到|并未|并非|不是|不能|不会|不影响|不增加|不降低|不改善|不相关"
    r"|无关|无显著|无明显|无差异|无统计学", re.IGNORECASE)
_CLAUSE_RE = re.compile(r"[;；。:：!?]|\.\s|\b(?:while|whereas|but|although|though|however)\b|但|而|然而")


def negates(text: str) -> bool:
    """Whether the text carries a plain negation ("no", "not", "never", 没有, 未见)."""
    return bool(_ANY_NEG_RE.search(text or ""))


def closest_clause(claim: str, sentence: str) -> str:
    """The clause of the sentence ("A rose, whereas B did not") that carries most of the claim."""
    parts = [p for p in _CLAUSE_RE.split(sentence or "") if p and p.strip()]
    return max(parts, key=lambda p: coverage(claim, p)[0], default=sentence or "")


def is_hedged(text: str) -> bool:
    return bool(_HEDGE_RE.search(text or ""))


def is_causal(text: str) -> bool:
    return bool(_CAUSAL_RE.search(text or ""))


# A sentence that says what a study set out to do or how ("To investigate X, we selected…",
# "Users were asked whether…", "In this study, we developed…"), with no verb of a result; and a
# claim that states a result ("were shown to protect", "did not impact", "most … have been").
_AIM_RE = re.compile(
    r"^\s*to \w+|\b(?:in this (?:study|work|paper)|here),? we\b|\bto (?:investigate|determine|evaluate|assess|"
    r"examine|test|address|explore|measure|quantify|characteri[sz]e|enable|resolve|identify)\b|"
    r"\b(?:we|were|was) (?:then |next |first |also )?(?:asked|selected|developed|designed|integrated|mixed|measured|"
    r"assessed|evaluated|analy[sz]ed|expressed|constructed|generated|performed|extracted|tested|compared|"
    r"examined|investigated|recruited|enrolled|randomi[sz]ed)\b", re.IGNORECASE)
_RESULT_RE = re.compile(
    r"\b(?:found|finds?|shows?|showed|shown|demonstrat\w+|reveal\w*|observed|resulted|led to|indicat\w+|"
    r"suggest\w*|confirm\w*|reduc\w+|increas\w+|decreas\w+|improv\w+|associated|"
    r"significant\w*|higher|lower)\b", re.IGNORECASE)
_CLAIMED_RESULT_RE = re.compile(
    r"\b(?:shown?|showed|demonstrat\w+|reveal\w*|found|protect\w*|impact\w*|reduc\w+|increas\w+|"
    r"decreas\w+|improv\w+|efficacy|effective|most)\b", re.IGNORECASE)


def states_aim_only(sentence: str) -> bool:
    """The sentence states an aim or a procedure and no result."""
    return bool(_AIM_RE.search(sentence)) and not _RESULT_RE.search(sentence)


def states_result(claim: str) -> bool:
    """The claim states a finding (a result verb, a negated effect, a 'most'), not a method."""
    return bool(_CLAIMED_RESULT_RE.search(claim)) or negates(claim)
