"""Numbers in claims and sources (RUBRIC §4): extraction (the matcher, which uses it, is number_match.py).

Shared by Step A (has_numeric / numeric_values) and Step C (NUM_OK / NUM_MISS).
Extraction works on a copy of the text where full-width forms are folded to ASCII one character
for one character, so every span found there is also the span of the raw text in the original.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
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


_SEP_RE = re.compile(_SEP, re.IGNORECASE)


def _fall(m: re.Match, masked: str, text: str) -> list[tuple[int, NumberToken]]:
    """A "range" whose low end is the higher number ("from 25.7% to 17.9%", "15-10 days") is a
    change, not a range: both of its numbers count, each on its own."""
    start, end = m.start(), m.end()
    span = masked[start:end]
    sep = _SEP_RE.search(span, len(m.group("g_low")))
    if sep is None:
        return []
    span = span[:sep.start()] + " " * (sep.end() - sep.start()) + span[sep.end():]
    return [(start + sub.start(), tok) for sub in _TOKEN_RE.finditer(span)
            if (tok := _token_from_match(sub, text[start:end])) is not None]


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
        elif m.group("range"):
            found.extend(_fall(m, masked, text))
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


