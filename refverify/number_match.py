"""RUBRIC §4: is each number of a claim written in the source? Same value after normalising its
format, else rounding at the claim's precision, else ±5 % of a value of the same kind, else a claim
range holding a source value. Numbers the source writes in words (ten years, doubled, hazard
ratio 0.86) count; a number that is not written never does."""
from __future__ import annotations

import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from .numbers import NumberToken, _extract, _unit_class, _unit_norm, claim_numbers

# --- matching (RUBRIC §4) -----------------------------------------------------------------------
_PLAIN = {"count", "decimal", "year"}


def _family(kind: str) -> str:
    return "plain" if kind in _PLAIN else kind


def _comparable(claim: NumberToken, src: NumberToken) -> list[float]:
    """Values of `src` on the claim's scale, or [] when the two cannot be compared."""
    cf, sf = _family(claim.kind), _family(src.kind)
    if claim.kind == "ratio" and src.kind == "ratio":
        return [src.value] if claim.unit == src.unit else []
    if cf == sf and cf in ("plain", "percent"):
        if claim.unit and src.unit and _unit_class(claim.unit) != _unit_class(src.unit):
            return []
        return [src.value]
    if cf == "p_value" and sf == "p_value":
        return [src.value] if claim.unit == src.unit else []
    # percent <-> proportion: "28%" is "0.28" and the reverse, only for proportions in (0, 1].
    if cf == "percent" and src.kind == "decimal" and 0 < src.value <= 1:
        return [src.value * 100]
    if claim.kind == "decimal" and sf == "percent" and 0 < claim.value <= 1:
        return [src.value / 100]
    if claim.kind == "decimal" and src.kind == "ratio":     # "0.88" is written "HR 0.88"
        return [src.value]
    return []


def _rounds_to(src_value: float, claim_value: float, precision: int) -> bool:
    q = Decimal(1).scaleb(-precision)
    try:
        return Decimal(repr(src_value)).quantize(q, ROUND_HALF_UP) == Decimal(repr(claim_value)).quantize(q, ROUND_HALF_UP)
    except InvalidOperation:      # a value too large to round at this precision (10^60): only equal counts
        return _same(src_value, claim_value)


def _same(a: float, b: float) -> bool:
    return abs(a - b) <= 1e-9 * max(1.0, abs(a), abs(b))


def _bounds_match(claim: NumberToken, src: NumberToken) -> str | None:
    if src.low is None or src.high is None or claim.low is None or claim.high is None:
        return None
    if claim.kind == "range" and _unit_class(claim.unit) != _unit_class(src.unit):
        return None
    if _same(claim.low, src.low) and _same(claim.high, src.high):
        return "exact"
    if _rounds_to(src.low, claim.low, claim.precision) and _rounds_to(src.high, claim.high, claim.precision):
        return "rounding"
    return None


def _match_tokens(claim: NumberToken, sources: tuple[NumberToken, ...]) -> dict:
    def hit(rule: str, src: NumberToken) -> dict:
        return {"claim": claim.raw, "found": True, "rule": rule, "source": src.raw}

    if claim.kind in ("ci", "range") or (claim.kind == "year" and claim.low is not None):
        for src in sources:
            if src.kind == claim.kind:
                rule = _bounds_match(claim, src)
                if rule:
                    return hit(rule, src)
        if claim.kind == "range":
            inner = NumberToken(claim.raw, claim.low, "percent" if claim.unit == "%" else "decimal", claim.unit)
            for src in sources:
                if src.kind == "range" and _unit_class(src.unit) == _unit_class(claim.unit) and claim.low <= src.low <= src.high <= claim.high:
                    return hit("range", src)
                for v in _comparable(inner, src):
                    if claim.low <= v <= claim.high:
                        return hit("range", src)
        return {"claim": claim.raw, "found": False, "rule": None, "source": None}

    pairs = [(src, v) for src in sources for v in _comparable(claim, src)]
    for src, v in pairs:
        if _same(v, claim.value):
            return hit("exact", src)
    for src, v in pairs:
        if _rounds_to(v, claim.value, claim.precision):
            return hit("rounding", src)
    if claim.kind != "p_value":
        for src, v in pairs:
            same_scale = _family(src.kind) == _family(claim.kind)
            if same_scale and v != 0 and abs(v - claim.value) <= 0.05 * abs(v):
                return hit("tolerance", src)
    return {"claim": claim.raw, "found": False, "rule": None, "source": None}


# --- matching aids: what a source writes in words ------------------------------------------------
_RATIO_NAMES = {"HR": r"hazard ratios?", "OR": r"odds ratios?", "RR": r"relative risks?|risk ratios?|rate ratios?",
                "IRR": r"incidence rate ratios?", "MD": r"mean differences?", "RD": r"risk differences?"}
_WORD_NUMBERS = {w: n for n, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty".split())}
_WORD_NUMBERS.update({"thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
                      "eighty": 80, "ninety": 90, "hundred": 100})
_TIME_UNITS = r"years?|months?|weeks?|days?|hours?"
_WORD_NUM_RE = re.compile(rf"\b(?:(?P<w>{'|'.join(_WORD_NUMBERS)})(?:[- ](?P<w2>one|two|three|four|five|six|seven|eight|nine))?"
                          rf"|(?P<one>a|an|the first|first))[- ](?P<unit>{_TIME_UNITS}|fold|times|patients|participants|studies|trials)\b",
                          re.IGNORECASE)
_FOLD_WORDS = {2: r"doubl\w*|twice|two-?fold|2-fold", 3: r"tripl\w*|three-?fold|3-fold", 4: r"quadrupl\w*|four-?fold"}
# "增加1倍" is "doubles" (an increase by 100%), "是…的2倍" is "twice as much".
_CN_FOLD_RE = re.compile(r"(?P<inc>增加|升高|提高|增长|上升)(?P<approx>约|近|了|将近|超过)?\s*$")


# Digits that name something rather than state a quantity: trial and scale names ("DECLARE-TIMI 58",
# "UKPDS 35", "PHQ-9", "问卷-9") and the level of an interval given without bounds ("95%置信区间").
_NOT_CLAIM_NUMBERS_RE = re.compile(
    r"(?<=[A-Z]{3})(?<!IRR)(?<!SMD)(?<!WMD)[- ]?\d+(?![.\d])(?!\s*(?:%|mg|kg|例|名|年|个月|周|天|倍))"
    r"|(?<=[\u4e00-\u9fff])-\d+(?![.\d])"
    r"|\d+(?:\.\d+)?\s*%\s*(?:CI|置信区间|confidence intervals?)(?![\s:：,，=]*[\(\[（]?\s*-?\d)")


def _word_tokens(source_text: str) -> tuple[NumberToken, ...]:
    """Numbers a source writes as words with a unit: "ten years", "a 10-year" has digits already."""
    out = []
    for m in _WORD_NUM_RE.finditer(source_text or ""):
        if m.group("one") and not re.match(_TIME_UNITS, m.group("unit"), re.I):
            continue
        if m.group("one"):
            value = 1
        else:
            value = _WORD_NUMBERS[m.group("w").lower()] + (_WORD_NUMBERS[m.group("w2").lower()] if m.group("w2") else 0)
        out.append(NumberToken(m.group(0), float(value), "count", _unit_norm(m.group("unit"))))
    return tuple(out)


def _named_ratio_values(name: str, source_text: str) -> list[tuple[str, float]]:
    """Values a source gives under a ratio's written-out name: "hazard ratio 0.86",
    "hazard ratios of 2.00 (95% CI …) for …, 2.27 (…)"; CI bounds are not ratio values."""
    pattern = _RATIO_NAMES.get(name)
    if not pattern:
        return []
    out = []
    for m in re.finditer(rf"\b(?:{pattern}|{name})\b", source_text or "", re.IGNORECASE if pattern else 0):
        window = re.split(r"(?<=[.;])\s", source_text[m.end():m.end() + 160])[0]
        for tok in _extract(window):
            if tok.kind == "decimal" and 0 < tok.value < 50:
                out.append((tok.raw, tok.value))
    return out


def _fold_match(claim: NumberToken, claim_text: str, source_text: str) -> dict | None:
    """"增加约1倍" / "2倍" against "doubles", "twofold" or a ratio of that size in the source."""
    if claim.unit != "倍":
        return None
    at = claim_text.find(claim.raw)
    times = claim.value + 1 if at >= 0 and _CN_FOLD_RE.search(claim_text[:at]) else claim.value
    pattern = _FOLD_WORDS.get(int(times)) if times == int(times) else None
    if pattern:
        m = re.search(rf"\b(?:{pattern})", source_text, re.IGNORECASE)
        if m:
            return {"claim": claim.raw, "found": True, "rule": "fold", "source": m.group(0)}
    return None


def match_number(claim_token: NumberToken, source_text: str) -> dict:
    """Look for one claim number in the source text (RUBRIC §4 rules, in order)."""
    return _match_tokens(claim_token, _extract(source_text or ""))


def check_numbers(claim_text: str, source_text: str) -> tuple[str, list[dict]]:
    """("NUM_OK" | "NUM_MISS" | "N/A", one detail dict per claim number)."""
    claim_text = (claim_text or "").replace("\\%", "%")        # LaTeX percent sign
    claim_text = _NOT_CLAIM_NUMBERS_RE.sub(lambda m: " " * len(m.group(0)), claim_text)
    claims = claim_numbers(claim_text)
    if not claims:
        return "N/A", []
    source_text = source_text or ""
    sources = _extract(source_text) + _word_tokens(source_text)
    details = []
    for c in claims:
        d = _match_tokens(c, sources)
        if not d["found"] and c.kind == "ratio":
            named = tuple(NumberToken(raw, v, "ratio", c.unit) for raw, v in _named_ratio_values(c.unit, source_text))
            d = _match_tokens(c, named)
        if not d["found"]:
            d = _fold_match(c, claim_text, source_text) or d
        details.append(d)
    return ("NUM_OK" if all(d["found"] for d in details) else "NUM_MISS"), details
