"""Claim rules of Step A (RUBRIC §1, seed A3–A5): severity, the template claim summary, the
method-citation flag and the two-layer fulltext prediction.

Severity is decided by a list of small named rules tried in order; the first that applies wins.
Each returns (severity, template kind); the template kind picks the RUBRIC §1 phrase.
"""
from __future__ import annotations

import re
from typing import Callable

from ..numbers import NumberToken

TEMPLATES = {
    "data": "Cites {label} to provide data/evidence supporting {topic}",
    "finding": "Cites {label} to attribute the finding that {finding} to {author}",
    "one_of_k": "Cites {label} as one of {k} refs supporting {topic}",
    "method": "Cites {label} to provide methodological provenance for {topic}",
    "definition": "Cites {label} to provide definitional/standard provenance for {topic}",
    "background": "Cites {label} as background reference for {topic}",
}
SEVERITY_OF = {"data": "Strict", "finding": "Strict", "one_of_k": "Standard", "method": "Standard",
               "definition": "Lenient", "background": "Lenient"}
SMALL_GROUP = 2          # up to this many refs, a number or finding is attributed to each one

_I = re.IGNORECASE
_METHOD_STRONG = re.compile(
    r"using the (?:method|approach|technique|protocol|procedure)s? (?:of|described)|as (?:previously )?described"
    r"|(?:method|protocol|procedure) (?:of|described by|proposed by)|was (?:performed|measured|assessed|calculated|"
    r"conducted|determined|evaluated) (?:according to|as described|following|using)|adapted from|modified from"
    r"|(?:采用|利用|使用|参照|参考|按照|依据|根据)[^，。；]{0,20}(?:方法|法|方案|公式|模型|算法|流程|技术)"
    r"|(?:按照|依据|参照)[^，。；]{0,20}(?:标准|指南|规范)进行", _I)
_METHOD_WEAK = re.compile(
    r"according to|following|based on|\b(?:scales?|questionnaires?|inventory|software|assays?|kits?|"
    r"instrument|index|criteria|algorithm|package|formula|model)\b|参照|参考|按照|依据|根据|采用|量表|问卷|"
    r"软件|试剂盒|检测|测定|评分|评估工具|公式|算法", _I)
_METHOD_USE = re.compile(
    r"\b(?:optimi[sz]ed|trained|implemented|initiali[sz]ed|computed|estimated|fitted|tokeni[sz]ed|"
    r"split|encoded|preprocessed|normali[sz]ed|evaluated|analy[sz]ed|measured) (?:with|using|by|in)\b"
    r"|\b(?:we|and) (?:use|used|adopt|adopted|employ|employed|follow|followed|apply|applied|train|trained)\b"
    r"|\bfollows\b"
    r"|\b(?:is|are|was|were) (?:applied|used|adopted|employed)\b|\bvia\b"
    r"|使用|应用|运用|借助", _I)
_FINDING = re.compile(
    r"\b(?:found|finds|reported|reports|showed|shows|shown|demonstrated|demonstrates|observed|revealed|"
    r"reveals|indicated|concluded|confirmed|documented|identified)\b"
    r"|研究发现|发现|结果显示|结果表明|研究显示|研究表明|报道|报告了|证实|观察到|揭示"
    # an instrument's measured properties are the cited validation study's findings
    r"|\b(?:sensitivity|specificity|Cronbach|test-retest|reliability coefficient)\b|灵敏度|敏感度|特异度|信度|效度", _I)
_COMPARE = re.compile(
    r"\b(?:higher|lower|greater|fewer|increased?|increases|decreased?|decreases|reduced?|reduces|"
    r"improved?|improves|worse|better|associated with|correlated|superior|inferior|compared with|"
    r"odds|risk of|more likely|less likely|causes?|caused|leads? to|led to|results? in|resulted in|"
    r"induces?|induced|prevents?|prevented|shortens?|shortened|prolongs?|prolonged)\b"
    r"|高于|低于|优于|劣于|增加|降低|减少|升高|下降|改善|相关|显著|明显|相比|相较|风险"
    r"|导致|引起|造成|致使|诱发|缩短|延长|短于|长于|预防", _I)
_DEFINITION = re.compile(
    r"\b(?:is|are|was|were) defined as|\bdefined as|\brefers? to|\bis termed|\bdefinitions?\b|"
    r"\bguidelines?\b|\bconsensus\b|\bdiagnostic criteria\b|\bclassification\b|\bstandards?\b|"
    r"\brecommend(?:s|ed|ation)?\b"
    r"|定义为|被定义|是指|指的是|称为|指南|共识|诊断标准|分类标准|标准|规范|推荐", _I)
_BACKGROUND = re.compile(
    r"\bin recent (?:years|decades)\b|\battract(?:s|ed|ing)? (?:\w+ )?attention|\bis a (?:common|major|leading)|"
    r"\bcommon (?:disease|condition|cause)|\bpublic health\b|\bwidely\b|\bincreasingly\b|\bleading cause\b"
    r"|近年来|近些年|受到[^，。]{0,10}关注|备受关注|日益|常见|广泛|越来越|公共卫生|主要原因", _I)

Rule = Callable[[str, int, str, list], "tuple[str, str] | None"]


def rule_method(sentence, k, section, numbers):
    return ("Standard", "method") if is_method_citation(sentence, section) else None


def rule_composite_range(sentence, k, section, numbers):
    # "10%–45% [21,22,29]": no single reference carries the range
    if k >= 2 and any(n.kind == "range" for n in numbers):
        return "Standard", "one_of_k"
    return None


def rule_definition(sentence, k, section, numbers):
    return ("Lenient", "definition") if _DEFINITION.search(sentence) else None


def rule_finding(sentence, k, section, numbers):
    return ("Strict", "finding") if k <= SMALL_GROUP and _FINDING.search(sentence) else None


def rule_numbers(sentence, k, section, numbers):
    return ("Strict", "data") if k <= SMALL_GROUP and numbers else None


def rule_comparison(sentence, k, section, numbers):
    return ("Strict", "data") if k == 1 and _COMPARE.search(sentence) else None


def rule_background(sentence, k, section, numbers):
    return ("Lenient", "background") if _BACKGROUND.search(sentence) else None


def rule_several_refs(sentence, k, section, numbers):
    return ("Standard", "one_of_k") if k >= 2 else None


def rule_default(sentence, k, section, numbers):
    return "Lenient", "background"


SEVERITY_RULES: list[Rule] = [rule_method, rule_composite_range, rule_definition, rule_finding,
                              rule_numbers, rule_comparison, rule_background, rule_several_refs,
                              rule_default]


def assign_severity(sentence: str, *, group_size: int, section_kind: str,
                    numbers: list[NumberToken]) -> tuple[str, str]:
    """(severity, template kind) of one citing place: the first SEVERITY_RULES rule that applies."""
    k = max(1, group_size)
    for rule in SEVERITY_RULES:
        result = rule(sentence, k, section_kind or "", list(numbers or []))
        if result:
            return result
    raise AssertionError("rule_default always applies")


def is_method_citation(sentence: str, section_kind: str) -> bool:
    """Method or tool provenance: an explicit method phrase anywhere; in a methods section, a
    weaker cue (according to, scale, software, 参照, 量表…) or a usage verb ("optimised with Adam",
    "we follow", 采用) — unless the sentence reports someone's finding."""
    if _METHOD_STRONG.search(sentence):
        return True
    if section_kind != "methods":
        return False
    return bool(_METHOD_WEAK.search(sentence) or _METHOD_USE.search(sentence)) \
        and not _FINDING.search(sentence)


def fulltext_prediction(*, has_numeric: bool, section_kind: str, severity: str) -> tuple[bool, str | None]:
    """Seed A5: code safeguard (numbers in a methods section) OR severity rule (Strict + numbers)."""
    code = bool(has_numeric and section_kind == "methods")
    sev = bool(has_numeric and severity == "Strict")
    if code and sev:
        return True, "both"
    if code:
        return True, "code_safeguard"
    if sev:
        return True, "severity_rule"
    return False, None


# --- claim summary -------------------------------------------------------------------------------
_MARKERS = re.compile(
    r"\\[A-Za-z]*cite[a-z]*\*?(?:\[[^\]]*\]){0,2}\{[^}]*\}|\[[^\[\]]*@[^\[\]]*\]|(?<![\w.])@[\w:.-]*\w"
    r"|\[[\d\s,，、;\-–—~]+\]|［[^］]*］|【[^】]*】|〔[^〕]*〕")
_CJK = re.compile(r"[\u4e00-\u9fff]")
_AUTHOR_EN = re.compile(r"((?:[A-Z][\w'’-]+)(?:\s+(?:et al\.?|and [A-Z][\w'’-]+|& [A-Z][\w'’-]+))?)"
                        r"(?:\s*\([^)]*\))?\s+(?:found|reported|showed|demonstrated|observed|revealed|"
                        r"indicated|concluded|confirmed)")
_AUTHOR_CN = re.compile(r"([\u4e00-\u9fff]{2,4}?(?:等人?))(?:[（(][^）)]*[)）])?[^，。]{0,4}?(?:研究)?(?:发现|报道|指出|认为|显示|表明)")
_THAT = re.compile(r"\b(?:found|reported|showed|demonstrated|observed|revealed|indicated|concluded|"
                   r"confirmed)\s+(?:that\s+)?|(?:研究发现|结果显示|结果表明|研究显示|研究表明|发现|报道|表明|显示|证实)[，,：:]?")
MAX_WORDS, MAX_CJK = 12, 30


def topic_of(sentence: str) -> str:
    """A short extract of the sentence: markers removed, ≤ MAX_WORDS words / MAX_CJK CJK chars."""
    text = _MARKERS.sub("", sentence)
    text = re.sub(r"\s+", " ", text).strip().rstrip("。！？.!?；;，, ")
    if _CJK.search(text):
        return text if len(text) <= MAX_CJK else text[:MAX_CJK] + "…"
    words = text.split()
    return text if len(words) <= MAX_WORDS else " ".join(words[:MAX_WORDS]) + " …"


def _author_phrase(sentence: str, authors) -> str:
    if authors:
        first = authors[0].split(",")[0].strip() if not _CJK.search(authors[0]) else authors[0].strip()
        return first + ((" 等" if _CJK.search(first) else " et al.") if len(authors) > 1 else "")
    m = _AUTHOR_EN.search(sentence) or _AUTHOR_CN.search(sentence)
    return m.group(1) if m else "the cited authors"


def _contribution(kind: str, numbers: list[NumberToken]) -> str:
    fixed = {
        "method": "This ref is expected to describe or originate the method",
        "definition": "This ref is expected to give the definition or standard",
        "background": "This ref is expected to be on the topic and not contradict the sentence",
    }
    if kind in fixed:
        # the sentence's numbers are the thesis's own here (its sample, its cut-offs), not the ref's
        return fixed[kind]
    ranges = [n.raw for n in numbers if n.kind == "range"]
    if ranges:
        return f"This ref is expected to report a value within {ranges[0]}"
    if numbers:
        return "This ref is expected to report " + ", ".join(n.raw for n in numbers)
    return {
        "data": "This ref is expected to report the data or evidence stated in the sentence",
        "finding": "This ref is expected to report this finding",
        "one_of_k": "This ref is expected to support its share of the statement",
    }[kind]


def claim_summary(ref_label: str, sentence: str, *, severity_kind: str, group_size: int,
                  numbers: list[NumberToken], authors=None) -> str:
    """"[template phrase] → [specific contribution]" with the RUBRIC §1 phrase of the kind."""
    topic = topic_of(sentence)
    fields = {"label": ref_label, "topic": topic, "k": max(1, group_size)}
    if severity_kind == "finding":
        m = _THAT.search(_MARKERS.sub("", sentence))
        fields["finding"] = topic_of(_MARKERS.sub("", sentence)[m.end():]) if m else topic
        fields["author"] = _author_phrase(sentence, authors)
    phrase = TEMPLATES[severity_kind].format(**fields)
    return f"{phrase} → {_contribution(severity_kind, list(numbers or []))}"
