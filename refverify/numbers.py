"""Numbers in claims and sources (RUBRIC §4): extraction and the claim-vs-source matcher.

Shared by Step A (has_numeric / numeric_values) and Step C (NUM_OK / NUM_MISS).
Extraction works on a copy of the text where full-width forms are folded to ASCII one character
for one character, so every span found there is also the span of the raw text in the original.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from functools import lru_cache

KINDS = ("percent", "p_value", "ci", "ratio", "count", "decimal", "year", "range")
YEAR_MIN, YEAR_MAX = 1900, 2035


@dataclass(frozen=True)
class NumberToken:
    raw: str
    value: float
    kind: str
    unit: str = ""
    low: float | None = None
    high: float | None = None
    precision: int = 0          # decimals written: "27.60%" -> 2


# --- normalisation -----------------------------------------------------------------------------
# Full-width ASCII (U+FF01..U+FF5E) folds to ASCII, except the CJK comma / colon / semicolon,
# which separate items in Chinese text and must not glue numbers together.
_FOLD = {cp: cp - 0xFEE0 for cp in range(0xFF01, 0xFF5F) if cp not in (0xFF0C, 0xFF1A, 0xFF1B)}
_FOLD.update({0x2212: ord("-"), 0x3000: ord(" ")})


def _fold(text: str) -> str:
    return text.translate(_FOLD)


# --- patterns -----------------------------------------------------------------------------------
_NUM = r"\d{1,3}(?:[,\u00a0\u2009\u202f ]\d{3})+(?![\d])(?:\.\d+)?|\d+(?:\.\d+)?"
_PNUM = r"\d+(?:\.\d+)?(?:\s*[x×]\s*10\s*\^?\s*-\s*\d+|[eE]-\d+)?|\.\d+"
_LEAD = r"(?<![A-Za-z0-9_.])(?<![A-Za-z]-)"   # not part of "COVID-19", "IL6", "v2.1"
_SEP = r"\s*(?:-|–|—|~|至|到|to)\s*"
_CJK_UNITS = "倍|例|名|人次|人|次|岁|年|个月|月|周|天|日|小时|分钟|项|篇|家|所|万|亿"
_LATIN_UNITS = (
    r"mg/kg|mg/dl|mg/l|mmol/l|μmol/l|umol/l|g/l|ng/ml|pg/ml|iu/l|u/l|mmhg|kg/m2|kg/m²|kcal|"
    r"mg|kg|μg|ug|ml|cm|mm|km|g|l|h|min|years?|yrs?|months?|weeks?|days?|hours?|patients|"
    r"participants|subjects|cases|people|persons|individuals|women|men|children|adults|"
    r"studies|trials|articles|fold|times|percent|per\s?cent"
)
_UNIT = rf"(?:{_CJK_UNITS}|(?:{_LATIN_UNITS})\b)"

_TOKEN_RE = re.compile(
    rf"""
    (?P<ci>{_LEAD}(?:(?P<ci_level>\d{{2}}(?:\.\d+)?)\s*%\s*)?
        (?:CI|C\.I\.|confidence\s+interval|置信区间)\s*[:：,，=]?\s*[\(\[（]?\s*
        (?P<ci_low>-?{_NUM})\s*(?:-|–|—|~|至|到|to|,|，)\s*(?P<ci_high>-?{_NUM}))
  | (?P<p>(?<![A-Za-z])[Pp](?:\s*值|\s*-?\s*values?)?\s*(?P<p_op><=|>=|[<>=≤≥])\s*(?P<p_val>{_PNUM}))
  | (?P<ratio>\b(?-i:(?P<r_name>a?HR|a?OR|a?RR|IRR|SMD|WMD|MD|RD))\b\s*[=:：,]?\s*(?P<r_val>-?{_NUM}))
  | (?P<range>{_LEAD}(?P<g_low>{_NUM})(?P<g_pct1>\s?%)?{_SEP}(?P<g_high>{_NUM})
        (?:(?P<g_pct2>\s?%)|\s?(?P<g_unit>{_UNIT}))?)
  | (?P<num>{_LEAD}(?P<n_val>{_NUM})(?:\s?(?P<n_mult>万|亿))?
        (?:(?P<n_pct>\s?%|\s?‰)|\s?(?P<n_unit>{_UNIT}))?)
    """,
    re.VERBOSE | re.IGNORECASE,
)

# Spans that hold digits but no claim: citation markers, section/figure/table numbers, ordinals,
# disease types and stages ("2型糖尿病", "type 2", "stage III").
_MASK_RE = re.compile(
    r"""
    [\[［【〔]\s*\d+(?:\s*[-–—~,，、]\s*\d+)*\s*[\]］】〕]
  | (?<![\d.])\d+(?:\.\d+){2,}
  | \b(?:fig(?:ure)?s?|tab(?:le)?s?|eqs?|equations?|chapters?|sec(?:tion)?s?|refs?|no|nos|
       type|phase|grade|stage|class|step|version|appendix|model|part|item|question|lines?|pp?)
       \.?\s*\d+(?:\.\d+)*[a-z]?(?:\s*[-–,]\s*\d+[a-z]?)*
  | (?:图|表|式|公式|附录|第)\s*\d+(?:\.\d+)*(?:\s*[-–]\s*\d+)?
  | \d+\s*(?:型|期|级|代|类|号|线|相|联)
    """,
    re.VERBOSE | re.IGNORECASE,
)

_CN_DIGIT = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "三": 3, "四": 4, "五": 5,
             "六": 6, "七": 7, "八": 8, "九": 9}
_CN_SMALL = {"十": 10, "百": 100, "千": 1000}
_CN_BIG = {"万": 10_000, "亿": 100_000_000}
_CN_CHARS = "零〇一二两三四五六七八九十百千万亿"
_CN_RE = re.compile(
    rf"(?P<pct>百分之)?(?<![几数第余每])(?P<int>[{_CN_CHARS}]+)(?:点(?P<frac>[零〇一二三四五六七八九]+))?"
    rf"(?P<unit>{_CJK_UNITS})?"
)
# Words built from numeral characters that are not numbers.
_CN_NOT_NUMBERS = {"十分", "千万", "万一", "一一", "百分", "一万", "万万", "一二"}
_CN_SINGLE_OK_UNITS = {"例", "倍", "名"}


def cn_to_number(s: str) -> int:
    """Value of a Chinese integer numeral: 三十 -> 30, 一千二百 -> 1200, 两万三千 -> 23000."""
    total, section, digit = 0, 0, 0
    for ch in s:
        if ch in _CN_DIGIT:
            digit = _CN_DIGIT[ch]
        elif ch in _CN_SMALL:
            section += (digit or 1) * _CN_SMALL[ch]
            digit = 0
        elif ch in _CN_BIG:
            total = (total + section + digit) * _CN_BIG[ch]
            section, digit = 0, 0
    return total + section + digit


def _to_float(num: str) -> float:
    return float(re.sub(r"[,\u00a0\u2009\u202f ]", "", num))


def _precision(num: str) -> int:
    return len(num.split(".", 1)[1]) if "." in num else 0


def _p_value(num: str) -> float:
    m = re.match(r"(\d+(?:\.\d+)?|\.\d+)\s*(?:[x×]\s*10\s*\^?\s*-\s*(\d+)|[eE]-(\d+))?", num)
    base = float(m.group(1))
    exp = m.group(2) or m.group(3)
    return base * 10 ** -int(exp) if exp else base


def _is_year(num: str, unit: str) -> bool:
    return num.isdigit() and len(num) == 4 and YEAR_MIN <= int(num) <= YEAR_MAX and unit in ("", "年")


def _plain_kind(num: str, unit: str) -> str:
    if _is_year(num, unit):
        return "year"
    return "decimal" if "." in num else "count"


# Units that name the same thing in Chinese and English text (a Chinese claim is often checked
# against an English abstract), folded to one class name.
_UNIT_CLASSES = {
    "people": "例 名 人 人次 patients participants subjects cases people persons individuals women men children adults",
    "years": "年 岁 years year yrs yr",
    "months": "个月 月 months month",
    "weeks": "周 weeks week",
    "days": "天 日 days day",
    "hours": "小时 h hours hour",
    "minutes": "分钟 min",
    "fold": "倍 fold times",
    "studies": "项 篇 studies trials articles",
}
_UNIT_CLASS = {u: name for name, units in _UNIT_CLASSES.items() for u in units.split()}


def _unit_norm(unit: str | None) -> str:
    return re.sub(r"\s+", " ", unit.strip()).lower() if unit else ""


def _unit_class(unit: str) -> str:
    return _UNIT_CLASS.get(unit, unit)


def _token_from_match(m: re.Match, text: str) -> NumberToken | None:
    raw = text[m.start():m.end()].strip()
    if m.group("ci"):
        low, high = m.group("ci_low"), m.group("ci_high")
        return NumberToken(raw, float(m.group("ci_level") or 95), "ci", "CI", _to_float(low),
                           _to_float(high), max(_precision(low), _precision(high)))
    if m.group("p"):
        op = {"≤": "<=", "≥": ">="}.get(m.group("p_op"), m.group("p_op"))
        val = m.group("p_val")
        return NumberToken(raw, _p_value(val), "p_value", op, precision=_precision(re.split(r"[x×eE]", val)[0]))
    if m.group("ratio"):
        name = m.group("r_name")
        val = m.group("r_val")
        return NumberToken(raw, _to_float(val), "ratio", name.upper().lstrip("A") if len(name) == 3
                           else name.upper(), precision=_precision(val))
    if m.group("range"):
        low, high = m.group("g_low"), m.group("g_high")
        pct = m.group("g_pct1") or m.group("g_pct2")
        unit = "%" if pct else _unit_norm(m.group("g_unit"))
        lo, hi = _to_float(low), _to_float(high)
        if lo > hi:                      # "3-1" is not a range; "10-45" is
            return None
        if not pct and _is_year(low, unit) and _is_year(high, unit):
            return NumberToken(raw, lo, "year", unit, lo, hi)
        return NumberToken(raw, lo, "range", unit, lo, hi, max(_precision(low), _precision(high)))
    val = m.group("n_val")
    value = _to_float(val)
    if m.group("n_mult"):
        value *= _CN_BIG[m.group("n_mult")]
    if m.group("n_pct"):
        return NumberToken(raw, value, "percent", m.group("n_pct").strip(), precision=_precision(val))
    unit = _unit_norm(m.group("n_unit"))
    if unit in ("percent", "per cent"):
        return NumberToken(raw, value, "percent", "%", precision=_precision(val))
    kind = "decimal" if "." in val else ("count" if m.group("n_mult") else _plain_kind(val, unit))
    return NumberToken(raw, value, kind, unit, precision=_precision(val))


def _cn_tokens(text: str) -> list[tuple[int, NumberToken]]:
    out = []
    for m in _CN_RE.finditer(text):
        word, pct, unit = m.group("int"), m.group("pct"), m.group("unit") or ""
        if not pct:
            if word in _CN_NOT_NUMBERS or any(word.startswith(w) for w in ("十分", "千万")):
                continue
            has_place = any(c in "十百千万亿" for c in word)
            if len(word) < 2 and unit not in _CN_SINGLE_OK_UNITS:
                continue
            if len(word) >= 2 and not has_place and unit == "":
                continue             # "一二" / "三四" are list words, not numbers
        value = float(cn_to_number(word))
        prec = 0
        if m.group("frac"):
            frac = "".join(str(_CN_DIGIT[c]) for c in m.group("frac"))
            value = float(f"{int(value)}.{frac}")
            prec = len(frac)
        raw = m.group(0)
        if pct:
            tok = NumberToken(raw, value, "percent", "%", precision=prec)
        else:
            kind = "decimal" if prec else "count"
            if unit == "年" and prec == 0 and YEAR_MIN <= value <= YEAR_MAX:
                kind = "year"
            tok = NumberToken(raw, value, kind, unit, precision=prec)
        out.append((m.start(), tok))
    return out


_SUPER_DIGITS = str.maketrans("⁰¹²³⁴⁵⁶⁷⁸⁹⁻", "0123456789-")
# Scientific notation, one number each: 3 × 10^{-5}, $10^{-4}$, 2.5×10^6, 1e-4, 10⁻⁴.
_SCI_RE = re.compile(
    r"(?:(?P<m>\d+(?:\.\d+)?)\s*(?:×|x|\\times|\*)\s*)?10\s*\^\s*\{?\s*(?P<e>[-−–]?\d+)\s*\}?"
    r"|(?P<m2>\d+(?:\.\d+)?)[eE](?P<e2>[-+]?\d+)\b"
    r"|(?:(?P<m3>\d+(?:\.\d+)?)\s*(?:×|x)\s*)?10(?P<e3>⁻?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)")


_P_BEFORE = re.compile(r"[pP]\s*值?\s*[<>=≤≥]\s*$")


def _scientific(masked: str, text: str) -> list[tuple[int, int, NumberToken]]:
    out = []
    for m in _SCI_RE.finditer(masked):
        if _P_BEFORE.search(masked, max(0, m.start() - 8), m.start()):
            continue  # "p = 1.2×10^-5" is a p-value: the token rules read it whole
        mantissa = m.group("m") or m.group("m2") or m.group("m3") or "1"
        exponent = m.group("e") or m.group("e2") or (m.group("e3") or "").translate(_SUPER_DIGITS)
        exponent = exponent.replace("−", "-").replace("–", "-")
        try:
            value = float(f"{mantissa}e{int(exponent)}")
        except (ValueError, OverflowError):
            continue
        decimals = len(mantissa.split(".")[1]) if "." in mantissa else 0
        out.append((m.start(), m.end(), NumberToken(raw=text[m.start():m.end()].strip(), value=value,
                                                     kind="decimal",
                                                     precision=max(0, decimals - int(exponent)))))
    return out


@lru_cache(maxsize=4096)
def _extract(text: str) -> tuple[NumberToken, ...]:
    folded = _fold(text)
    masked = _MASK_RE.sub(lambda m: " " * (m.end() - m.start()), folded)
    found: list[tuple[int, NumberToken]] = []
    if "10" in masked or "e" in masked or "E" in masked:
        for start, end, tok in _scientific(masked, text):
            found.append((start, tok))
            masked = masked[:start] + " " * (end - start) + masked[end:]
    for m in _TOKEN_RE.finditer(masked):
        tok = _token_from_match(m, text)
        if tok is not None:
            found.append((m.start(), tok))
    if any(c in text for c in _CN_CHARS):
        found.extend(_cn_tokens(text))
    found.sort(key=lambda p: p[0])
    return tuple(t for _, t in found)


def extract_numbers(text: str) -> list[NumberToken]:
    """Every number in `text` in reading order; citation markers and section numbers excluded."""
    return list(_extract(text or ""))


def claim_numbers(text: str) -> list[NumberToken]:
    """The numbers that make a claim numeric: years are dropped (ordinals are never extracted)."""
    return [t for t in _extract(text or "") if t.kind != "year"]


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
    return Decimal(repr(src_value)).quantize(q, ROUND_HALF_UP) == Decimal(repr(claim_value)).quantize(q, ROUND_HALF_UP)


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
