"""Claim rules (RUBRIC §1, seed A3–A5): severity, summary, method flag, fulltext prediction."""
import pytest

from refverify.numbers import claim_numbers
from refverify.parse.claims import (
    assign_severity, claim_summary, fulltext_prediction, is_method_citation, topic_of,
)

# (sentence, group size, section kind, severity, template kind)
CASES = [
    ("某类治疗的缓解率报道从 10% 到 45% 不等[21,22,29]", 3, "intro", "Standard", "one_of_k"),
    ("Remission rates ranged from 10%–45% [21,22].", 2, "intro", "Standard", "one_of_k"),
    ("Smith et al. found that obesity increased the risk of diabetes [3].", 1, "intro", "Strict", "finding"),
    ("张三等(2020)研究发现，吸烟者肺癌风险增加2.1倍[5]。", 1, "discussion", "Strict", "finding"),
    ("结果显示，干预组睡眠质量改善[6]。", 1, "discussion", "Strict", "finding"),
    ("Previous work reported similar trends [7,8].", 2, "discussion", "Strict", "finding"),
    ("Many studies reported similar trends [7,8,9].", 3, "discussion", "Standard", "one_of_k"),
    ("The prevalence of hypertension was 28% in adults [4].", 1, "intro", "Strict", "data"),
    ("我国成人高血压患病率为27.9%[10]。", 1, "intro", "Strict", "data"),
    ("The prevalence is about 10% [1,2,3].", 3, "intro", "Standard", "one_of_k"),
    ("Exercise improves glycemic control [16].", 1, "discussion", "Strict", "data"),
    ("与对照组相比，治疗组死亡率明显降低[17]。", 1, "discussion", "Strict", "data"),
    ("Hypertension is a common disease worldwide [1-5].", 5, "intro", "Lenient", "background"),
    ("近年来，肠道菌群受到广泛关注[11,12]。", 2, "intro", "Lenient", "background"),
    ("This topic has been studied before [17].", 1, "intro", "Lenient", "background"),
    ("Several studies support this view [13,14,15].", 3, "discussion", "Standard", "one_of_k"),
    ("Sepsis is defined as life-threatening organ dysfunction [7].", 1, "intro", "Lenient", "definition"),
    ("代谢综合征定义为一组代谢异常的聚集[18]。", 1, "intro", "Lenient", "definition"),
    ("Current guidelines recommend annual screening [19].", 1, "intro", "Lenient", "definition"),
    ("诊断参照《中国2型糖尿病防治指南》[8]。", 1, "intro", "Lenient", "definition"),
    ("根据《中国2型糖尿病防治指南》进行诊断[8]。", 1, "methods", "Standard", "method"),
    ("采用Smith等的方法测定血清IL-6水平[9]。", 1, "methods", "Standard", "method"),
    ("Anxiety was measured using the Hamilton Anxiety Scale [10].", 1, "methods", "Standard", "method"),
    ("DNA was extracted as described previously [20].", 1, "results", "Standard", "method"),
    ("采用焦虑自评量表评估焦虑程度，共纳入120例[21]。", 1, "methods", "Standard", "method"),
    ("Data were analysed with R software [22].", 1, "methods", "Standard", "method"),
    ("Data were analysed with R software [22].", 1, "discussion", "Lenient", "background"),
    ("共纳入120例患者，有效率为85.3%[18,19,20]。", 3, "results", "Standard", "one_of_k"),
]


@pytest.mark.parametrize("sentence, k, section, severity, kind", CASES)
def test_assign_severity(sentence, k, section, severity, kind):
    numbers = claim_numbers(sentence)
    assert assign_severity(sentence, group_size=k, section_kind=section, numbers=numbers) == (severity, kind)


def summary(sentence, label, k, section="intro", authors=None):
    numbers = claim_numbers(sentence)
    _, kind = assign_severity(sentence, group_size=k, section_kind=section, numbers=numbers)
    return claim_summary(label, sentence, severity_kind=kind, group_size=k, numbers=numbers, authors=authors)


def test_summary_composite_range_names_the_range():
    assert summary("某类治疗的缓解率报道从 10% 到 45% 不等[21,22,29]", "[29]", 3) == (
        "Cites [29] as one of 3 refs supporting 某类治疗的缓解率报道从 10% 到 45% 不等"
        " → This ref is expected to report a value within 10% 到 45%")


def test_summary_finding_names_finding_and_author():
    assert summary("Smith et al. found that obesity increased the risk of diabetes [3].", "[3]", 1) == (
        "Cites [3] to attribute the finding that obesity increased the risk of diabetes to Smith et al."
        " → This ref is expected to report this finding")
    assert summary("张三等(2020)研究发现，吸烟者肺癌风险增加2.1倍[5]。", "[5]", 1) == (
        "Cites [5] to attribute the finding that 吸烟者肺癌风险增加2.1倍 to 张三等"
        " → This ref is expected to report 2.1倍")
    assert summary("Previous work reported that rates fell [7].", "[7]", 1, authors=["Lee, K.", "Park, J."]) == (
        "Cites [7] to attribute the finding that rates fell to Lee et al."
        " → This ref is expected to report this finding")


def test_summary_other_templates():
    assert summary("The prevalence of hypertension was 28% in adults [4].", "[4]", 1) == (
        "Cites [4] to provide data/evidence supporting The prevalence of hypertension was 28% in adults"
        " → This ref is expected to report 28%")
    assert summary("Anxiety was measured using the Hamilton Anxiety Scale [10].", "[10]", 1, "methods") == (
        "Cites [10] to provide methodological provenance for Anxiety was measured using the Hamilton"
        " Anxiety Scale → This ref is expected to describe or originate the method")
    assert summary("采用焦虑自评量表评估焦虑程度，共纳入120例[3]。", "[3]", 1, "methods") == (
        "Cites [3] to provide methodological provenance for 采用焦虑自评量表评估焦虑程度，共纳入120例"
        " → This ref is expected to describe or originate the method")
    assert summary("Sepsis is defined as organ dysfunction [7].", "[7]", 1) == (
        "Cites [7] to provide definitional/standard provenance for Sepsis is defined as organ dysfunction"
        " → This ref is expected to give the definition or standard")
    assert summary(r"Hypertension is a common disease \citep{a,b}.", "[a]", 2) == (
        "Cites [a] as background reference for Hypertension is a common disease"
        " → This ref is expected to be on the topic and not contradict the sentence")


def test_topic_is_short_and_marker_free():
    long_en = "One two three four five six seven eight nine ten eleven twelve thirteen [3]."
    assert topic_of(long_en) == "One two three four five six seven eight nine ten eleven twelve …"
    long_cn = "这" * 40 + "【3】。"
    assert topic_of(long_cn) == "这" * 30 + "…"
    assert topic_of("As shown [@a; @b] and \\cite{c} ［4］") == "As shown and"


@pytest.mark.parametrize("sentence, section, expected", [
    ("Samples were processed according to the kit instructions [1].", "methods", True),
    ("Samples were processed according to the kit instructions [1].", "discussion", False),
    ("We used the method of Smith [2].", "results", True),
    ("按照WHO标准进行分级[3]。", "intro", True),
    ("参照文献方法构建模型[4]。", "discussion", True),
    ("采用SPSS 26.0软件进行统计分析[5]。", "methods", True),
    ("肥胖与糖尿病风险相关[6]。", "methods", False),
    # an instrument's validated properties are the cited study's finding: its numbers get checked
    ("采用PHQ-9量表评估抑郁[7]。", "methods", True),
    ("PHQ-9评分≥10分诊断重度抑郁的灵敏度和特异度均为88%[7]。", "methods", False),
    ("Depression was measured with the PHQ-9 (sensitivity 88%, specificity 88%) [7].", "methods", False),
])
def test_is_method_citation(sentence, section, expected):
    assert is_method_citation(sentence, section) is expected


@pytest.mark.parametrize("has_numeric, section, severity, expected", [
    (True, "methods", "Strict", (True, "both")),
    (True, "methods", "Standard", (True, "code_safeguard")),
    (True, "intro", "Strict", (True, "severity_rule")),
    (True, "intro", "Standard", (False, None)),
    (False, "methods", "Strict", (False, None)),
])
def test_fulltext_prediction(has_numeric, section, severity, expected):
    assert fulltext_prediction(has_numeric=has_numeric, section_kind=section, severity=severity) == expected


@pytest.mark.parametrize("sentence,expected", [
    ("Parameters are optimised with Adam with a learning rate of 1e-4.", True),
    ("We follow the tokenisation of the original work.", True),
    ("采用随机森林模型进行特征筛选。", True),
    ("Smith et al. found that dropout reduced overfitting.", False),
])
def test_usage_verbs_in_methods_mark_method_citations(sentence, expected):
    from refverify.parse.claims import is_method_citation
    assert is_method_citation(sentence, "methods") is expected


@pytest.mark.parametrize("sentence", ["Smoking causes lung cancer.", "吸烟导致肺癌发病风险上升。",
                                      "The drug shortened hospital stay."])
def test_causal_and_duration_claims_are_strict(sentence):
    from refverify.parse.claims import assign_severity
    assert assign_severity(sentence, group_size=1, section_kind="intro", numbers=[]) == ("Strict", "data")
