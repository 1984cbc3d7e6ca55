"""Parenthesized numeric (Vancouver) citations "(1, 2, 21)", "(3–5)": decided per document."""
from __future__ import annotations

import pytest

from refverify.parse.grammars_numeric import ParenNumeric
from refverify.parse.pipeline import parse_manuscript

LIST = "".join(f"{n}. Author{n} A. Title number {n}. J Test. 2017;{n}:1-2.\n" for n in range(1, 23))


@pytest.mark.parametrize("text, found", [
    ("Heart failure is common (1, 2, 21).", [("(1, 2, 21)", ["1", "2", "21"])]),
    ("Trials were small (3–5) and short.", [("(3–5)", ["3", "4", "5"])]),
    ("Trials were small (3-5; 9).", [("(3-5; 9)", ["3", "4", "5", "9"])]),
    ("Smith et al. (4) reported a fall.", [("(4)", ["4"])]),
    ("A drop of 38% (95% CI 20, 50) was seen (6).", [("(6)", ["6"])]),
    ("The aims were: (1) to measure, (2) to compare.", []),
    ("(1) The first point.", []),
    ("See Figure (2), Eq. (3) and Table (4).", []),
    ("with x = (4) and n (5)", []),
    ("Since (2019) and in (31) cases", []),      # a year; 31 is not on a list of 22
    # a column type or a function in a table or a formula: "int(11)", "varchar(20)", "f(2)"
    ("Id int(11) 主键id; name varchar(20) 名称; f(2) = 4", []),
    ("多项研究表明(11)，日程管理很重要。", [("(11)", ["11"])]),
    # a figure's or a table's parts named after its number: "图1-1MVC架构(1)，图1-2MVC架构(2)"
    ("如图1-1MVC架构(1)，图1-2MVC架构(2)。", []),
    ("如图3.2系统结构（2）所示，见表2用户信息(3)。", []),
    ("图表显示了风险增加(1)。", [("(1)", ["1"])]),
])
def test_paren_grammar(text, found):
    assert [(m.raw, m.ids) for m in ParenNumeric(22).find(text)] == found


def _parse(tmp_path, body: str):
    path = tmp_path / "paper.md"
    path.write_text("# Introduction\n\n" + body + "\n\n# References\n\n" + LIST, encoding="utf-8")
    return parse_manuscript(path)


def test_a_vancouver_manuscript_yields_its_claims(tmp_path):
    state = _parse(tmp_path, "Heart failure is common (1, 2, 21). Trials were small (3–5).\n"
                             "Smith et al. (4) reported a fall (95% CI 0.5, 0.7).\n\n"
                             "The aims were: (1) to measure, (2) to compare. Again (1).")
    assert state.meta.citation_style == "numeric"
    cited = {r.ref_id: [(c.cite_marker, c.line) for c in r.claims] for r in state.refs.values()
             if r.claims}
    assert cited == {"1": [("(1, 2, 21)", 3), ("(1)", 6)], "2": [("(1, 2, 21)", 3)],
                     "3": [("(3–5)", 3)], "4": [("(3–5)", 3), ("(4)", 4)], "5": [("(3–5)", 3)],
                     "21": [("(1, 2, 21)", 3)]}
    assert state.meta.checks.orphans == []


def test_parentheses_are_not_read_when_the_document_uses_brackets(tmp_path):
    state = _parse(tmp_path, "Heart failure is common [1, 2]. Trials were small [3].\n"
                             "It was seen in two groups (4) and rose (5).")
    cited = {r.ref_id: [c.cite_marker for c in r.claims] for r in state.refs.values() if r.claims}
    assert cited == {"1": ["[1, 2]"], "2": ["[1, 2]"], "3": ["[3]"]}


def test_parentheses_are_not_read_without_a_numbered_list(tmp_path):
    path = tmp_path / "notes.md"
    path.write_text("# Notes\n\nWe found two effects (1, 2) and a third (3).\n", encoding="utf-8")
    state = parse_manuscript(path)
    assert state.meta.total_claims == 0


def test_bulleted_list_numbered_in_parentheses_with_emphasis(tmp_path):
    path = tmp_path / "engines.md"
    path.write_text(
        "# Introduction\n\nSmall engines lose less heat (1,2). Correlations are common (3).\n\n"
        "Our contributions:\n\n1.  A new measure.\n2.  A framework (see step 2).\n\n"
        "We used tomography (4) and the bound of Section (2).\n\n# References\n\n"
        "*   (1) Okafor, N. C., & Brandt, M. (2018). *Heat in small engines*. Cambridge "
        "University Press.\n"
        "*   (2) Lee, K. (2018). *Engines and entropy*. Oxford University Press.\n"
        "*   (3) Wang, L. (2013). *Correlations*. Springer.\n"
        "*   (4) Tanaka, H. (2013). *Tomography of states*. Physical Review A, 92(4), 042108.\n"
        "*   (5) Moreau, A. (2015). *Unused work*. Physical Review X, 5(4), 041004.\n",
        encoding="utf-8")
    state = parse_manuscript(path)
    assert [(r.ref_id, r.bib.title, [c.cite_marker for c in r.claims]) for r in state.refs.values()] == [
        ("1", "Heat in small engines", ["(1,2)"]), ("2", "Engines and entropy", ["(1,2)"]),
        ("3", "Correlations", ["(3)"]), ("4", "Tomography of states", ["(4)"]),
        ("5", "Unused work", [])]
    assert (state.meta.checks.orphans, state.meta.checks.uncited) == ([], ["5"])
    assert state.refs["4"].bib.journal == "Physical Review A"


@pytest.mark.parametrize("text, found", [
    # a median and its range or IQR, in parentheses or brackets: the value lies inside the range
    ("Patients with a flaw stayed 8 days (IQR 4–16) against 3 days (2–8) for the others (7).", [("(7)", ["7"])]),
    ("Scores were higher with a flaw (21 [16–27] vs 14 [5–25]) as reported (9).", [("(9)", ["9"])]),
    ("Time to scan was longer (4 IQR [3–7] vs 3 [2–6]).", []),
    ("The median was 7.5 (3–12) hours.", []),
    # works counted before their numbers are the works cited; a value outside the range is no median
    ("This was confirmed in 3 studies (2–4).", [("(2–4)", ["2", "3", "4"])]),
    ("Earlier reports on 12 cohorts (5–7) agree.", [("(5–7)", ["5", "6", "7"])]),
    ("Falls were first described in 2019 (5–7).", [("(5–7)", ["5", "6", "7"])]),
])
def test_a_value_with_its_range_is_no_citation(text, found):
    from refverify.parse.grammars_numeric import NumericBrackets
    matches = ParenNumeric(22).find(text) + NumericBrackets(22).find(text)
    assert sorted((m.raw, m.ids) for m in matches) == found


@pytest.mark.parametrize("text, found", [
    # Chinese equation numbers: after 式/等式/约束, before 式/等式, listed with one, or alone in their paragraph
    ("（2-2）", []),
    ("\t(3)", []),
    ("等式（2-3）、（2-4）描述了节点的功率平衡。", []),
    ("可以看到（2-7）、（2-8）、（2-9）式已经是线性的，但（2-10）等式仍是二次形式。", []),
    ("按照式（2-33）添加目标函数，潮流约束（2-3）、（2-4）变为：", []),
    # a Chinese enumerator, and citations in the same shapes stay citations
    ("(4)\t Model(模板)系统", []),
    ("已有研究（3）、（4）表明损耗下降。", [("（3）", ["3"]), ("（4）", ["4"])]),
    ("Heart failure is common (1, 2, 21). Trials were small (3–5).", [("(1, 2, 21)", ["1", "2", "21"]), ("(3–5)", ["3", "4", "5"])]),
])
def test_labels_and_equation_numbers_are_no_citations(text, found):
    assert [(m.raw, m.ids) for m in ParenNumeric(35).find(text)] == found


@pytest.mark.parametrize("text, found", [
    ("10.   seed_set[idx][1] + mag[idx][2]", []),     # printed code: an index after a name or an index
    ("x = seed_set[2]", []),
    ("如交叉销售、辅助决策[3]，顾客行为分析[2]等。", ["[3]", "[2]"]),
    ("as the base model BERT_base [3] shows.", ["[3]"]),
])
def test_indexes_in_printed_code_are_no_citations(text, found):
    from refverify.parse.grammars_numeric import NumericBrackets
    assert [m.raw for m in NumericBrackets(12).find(text)] == found


@pytest.mark.parametrize("text, found", [
    ("具体概括为以下三方面：（1）意见领袖的影响程度。", []),          # an enumerator after a full-width colon
    ("第一；（2）传播的过程。", []),
    ("（1）：网页A的PageRank值。", []),                               # a term's number defined
    ("如前所述，（2）指出影响显著。", [("（2）", ["2"])]),              # after a comma: a citation
    ("已有研究（3）表明", [("（3）", ["3"])]),
])
def test_chinese_enumerators_and_definitions(text, found):
    assert [(m.raw, m.ids) for m in ParenNumeric(12).find(text)] == found


@pytest.mark.parametrize("text, expected", [
    # held-out batch 50: a Chinese opening report numbering its items, read as 4 citations of a list it never cites
    ("主要硬件：（1）OpenMV智能相机（2）围绕芯片开发的电路底板（3）双自由度云台（4）非接触时测温元件；", []),
    ("主要包括：（1）智能相机编程平台OpenMV IDE（2）嵌入式编辑平台 keil5；", []),
    ("Gulls nest on sand (1). Terns nest on rocks (2). Both fly far (3).", [["1"], ["2"], ["3"]]),
    ("As Lee (1) and Kim (2) showed, gulls nest on sand.", [["1"], ["2"]]),
])
def test_an_enumeration_in_parentheses_is_no_citation(text, expected):
    from refverify.parse.grammars_numeric import ParenNumeric
    assert [m.ids for m in ParenNumeric(30).find(text)] == expected
