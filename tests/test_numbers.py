"""RUBRIC §4: number extraction and the claim-vs-source matcher."""
import pytest

from refverify.number_match import check_numbers, match_number
from refverify.numbers import NumberToken, claim_numbers, cn_to_number, extract_numbers


def summary(text):
    return [(t.raw, t.value, t.kind, t.unit) for t in extract_numbers(text)]


@pytest.mark.parametrize("text, expected", [
    ("28%", [("28%", 28.0, "percent", "%")]),
    ("28 %", [("28 %", 28.0, "percent", "%")]),
    ("２８％的患者", [("２８％", 28.0, "percent", "%")]),
    ("百分之二十八的患者", [("百分之二十八", 28.0, "percent", "%")]),
    ("百分之三十五点五", [("百分之三十五点五", 35.5, "percent", "%")]),
    ("共纳入一千二百例", [("一千二百例", 1200.0, "count", "例")]),
    ("三十岁以上", [("三十岁", 30.0, "count", "岁")]),
    ("1,000 patients", [("1,000 patients", 1000.0, "count", "patients")]),
    ("1 000 controls", [("1 000", 1000.0, "count", "")]),
    ("a proportion of 0.28", [("0.28", 0.28, "decimal", "")]),
    ("28.5万人", [("28.5万人", 285000.0, "decimal", "人")]),
    ("10 percent", [("10 percent", 10.0, "percent", "%")]),
])
def test_single_numbers(text, expected):
    assert summary(text) == expected


@pytest.mark.parametrize("text", ["10%–45%", "10–45%", "10%至45%", "10% 到 45%", "10% to 45%"])
def test_percent_ranges(text):
    (tok,) = extract_numbers(text)
    assert (tok.kind, tok.unit, tok.low, tok.high, tok.raw) == ("range", "%", 10.0, 45.0, text)


@pytest.mark.parametrize("text, expected", [
    ("mortality fell from 25.7% to 17.9%", [("25.7%", 25.7, "percent", "%"), ("17.9%", 17.9, "percent", "%")]),
    ("recovery from 15 days to 10 days", [("15 days", 15.0, "count", "days"), ("10 days", 10.0, "count", "days")]),
    ("发生率从26.5%降至21.8%", [("26.5%", 26.5, "percent", "%"), ("21.8%", 21.8, "percent", "%")]),
])
def test_a_fall_from_one_number_to_a_lower_one_keeps_both(text, expected):
    """Written like a range but high-to-low: a change whose two numbers both need a source."""
    assert summary(text) == expected


def test_p_values():
    toks = extract_numbers("P<0.05; p = 0.001; P < .001; p≤0.01; P值<0.05; p=1.2×10^-5")
    assert [(t.kind, t.unit, t.value) for t in toks] == [
        ("p_value", "<", 0.05), ("p_value", "=", 0.001), ("p_value", "<", 0.001),
        ("p_value", "<=", 0.01), ("p_value", "<", 0.05), ("p_value", "=", pytest.approx(1.2e-5)),
    ]


def test_ratio_and_ci():
    toks = extract_numbers("OR 2.1 (95% CI 1.2–3.4); HR=0.75, 95%CI: 0.60-0.92; aOR 1.5")
    assert [(t.raw, t.kind, t.unit, t.value, t.low, t.high) for t in toks] == [
        ("OR 2.1", "ratio", "OR", 2.1, None, None),
        ("95% CI 1.2–3.4", "ci", "CI", 95.0, 1.2, 3.4),
        ("HR=0.75", "ratio", "HR", 0.75, None, None),
        ("95%CI: 0.60-0.92", "ci", "CI", 95.0, 0.6, 0.92),
        ("aOR 1.5", "ratio", "OR", 1.5, None, None),
    ]


def test_lowercase_or_is_a_word_not_a_ratio():
    assert summary("one or 2 patients") == [("2 patients", 2.0, "count", "patients")]


def test_not_numbers():
    text = "见图2和表3，第1章，2型糖尿病，COVID-19 and IL-6, Table 4, Fig. 5, section 2.3.1 [12] 【3】 ［4-6］"
    assert extract_numbers(text) == []
    assert extract_numbers("十分重要，千万不要，一二三") == []


def test_years_are_extracted_but_not_claim_numbers():
    text = "Since 2020, 2019年 and from 2010 to 2020, 35% of 120 patients"
    assert [t.kind for t in extract_numbers(text)] == ["year", "year", "year", "percent", "count"]
    assert [t.raw for t in claim_numbers(text)] == ["35%", "120 patients"]


def test_precision_is_decimals_written():
    assert [t.precision for t in extract_numbers("27.60%, 3, 0.001")] == [2, 0, 3]


@pytest.mark.parametrize("cn, value", [("三十", 30), ("十", 10), ("一千二百", 1200), ("两万三千", 23000),
                                       ("一百零五", 105), ("三亿", 300_000_000)])
def test_chinese_numerals(cn, value):
    assert cn_to_number(cn) == value


SOURCE = ("The remission rate was 27.6% (95% CI 1.21-3.38), OR 2.14, in 1,000 patients; "
          "P = 0.001. Mortality fell to 12%.")


@pytest.mark.parametrize("claim, rule, source", [
    ("27.6 %", "exact", "27.6%"),
    ("28%", "rounding", "27.6%"),
    ("1000 patients", "exact", "1,000 patients"),
    ("1,040 patients", "tolerance", "1,000 patients"),
    ("OR 2.1", "rounding", "OR 2.14"),
    ("95% CI 1.2–3.4", "rounding", "95% CI 1.21-3.38"),
    ("P=0.001", "exact", "P = 0.001"),
    ("10%–45%", "range", "27.6%"),
    ("0.12", "exact", "12%"),
])
def test_match_found(claim, rule, source):
    (tok,) = extract_numbers(claim)
    assert match_number(tok, SOURCE) == {"claim": claim, "found": True, "rule": rule, "source": source}


@pytest.mark.parametrize("claim", ["P<0.05", "2.5%", "OR 2.3", "40%–45%", "30%"])
def test_match_not_found(claim):
    (tok,) = extract_numbers(claim)
    assert match_number(tok, SOURCE) == {"claim": claim, "found": False, "rule": None, "source": None}


def test_percent_and_proportion_are_equivalent_only_for_proportions():
    tok = NumberToken("28%", 28.0, "percent", "%")
    assert match_number(tok, "a proportion of 0.28")["rule"] == "exact"
    assert match_number(tok, "28 patients")["found"] is False


def test_units_must_agree_across_languages():
    assert check_numbers("纳入120例患者，随访3年", "We enrolled 120 patients followed for 3 years") == (
        "NUM_OK", [{"claim": "120例", "found": True, "rule": "exact", "source": "120 patients"},
                   {"claim": "3年", "found": True, "rule": "exact", "source": "3 years"}])
    assert check_numbers("120 mg", "120 patients")[0] == "NUM_MISS"


def test_check_numbers_outcomes():
    assert check_numbers("缓解率从 10% 到 45% 不等[21,22,29]", "remission in 28% of patients") == (
        "NUM_OK", [{"claim": "10% 到 45%", "found": True, "rule": "range", "source": "28%"}])
    assert check_numbers("2020年以来受到广泛关注[3]", "anything") == ("N/A", [])
    status, details = check_numbers("有效率为85%和30%", "efficacy in 85% of patients")
    assert status == "NUM_MISS"
    assert [d["found"] for d in details] == [True, False]


def test_never_found_in_empty_source():
    assert check_numbers("28%", "")[0] == "NUM_MISS"


@pytest.mark.parametrize("text,raw,value", [
    ("a learning rate of $10^{-4}$ and", "10^{-4}", 1e-4),
    ("rate 1e-4 here", "1e-4", 1e-4),
    ("lr of 3 \\times 10^{-5}", "3 \\times 10^{-5}", 3e-5),
    ("rate 10⁻⁴", "10⁻⁴", 1e-4),
    ("2.5×10^6 cells", "2.5×10^6", 2.5e6),
])
def test_scientific_notation_is_one_number(text, raw, value):
    assert [(t.raw, t.value, t.kind) for t in claim_numbers(text)] == [(raw, value, "decimal")]


def test_scientific_notation_matches_its_decimal_form():
    assert check_numbers("a learning rate of 10^{-4}", "We use a learning rate of 0.0001.")[0] == "NUM_OK"
    assert check_numbers("a learning rate of 10^{-4}", "We use a learning rate of 0.001.")[0] == "NUM_MISS"
