"""Issue 20: a reference list under any common heading is read — numbered headings in every
separator a Word thesis uses, qualified Chinese headings, other languages — and a list whose lines
carry no numbers reaches the state whole (it was dropped without a word)."""
import pytest

from refverify.parse.documents import is_back_matter_heading, is_reference_heading
from refverify.parse.pipeline import parse_manuscript

HEADINGS = ["8 - References", "8. References", "8 – References", "8 References", "7.3 References",
            "VIII. References", "Chapter 8: References", "References:", "References and Notes",
            "Notes and References", "Selected References", "参考文献", "参考文献目录", "\xa0参考文献目录",
            "六 主要参考文献", "第八章 参考文献", "参考文献（按字母顺序）", "5.已查阅的主要参考文献",
            "Literaturverzeichnis", "Références bibliographiques", "Referencias bibliográficas",
            "Bibliografia", "Список литературы", "참고문헌", "（10）参考文献：", "(五) 主要参考文献", "(3) References",
            "Reference.", "References."]
NOT_HEADINGS = ["References to the appendix are given below", "Literature review",
                "8 - Reference management tools", "2019 References", "I think references", "(2019) References",
                "Literature review."]


@pytest.mark.parametrize("text", HEADINGS)
def test_a_reference_heading_is_recognised(text):
    assert is_reference_heading(text)


@pytest.mark.parametrize("text", NOT_HEADINGS)
def test_a_sentence_or_a_section_about_references_is_not_one(text):
    assert not is_reference_heading(text)


@pytest.mark.parametrize("text", ["9 - Appendix", "9. Appendices", "Appendix 1: Survey", "第九章 致谢",
                                  "代码附录", "程序代码", "部分源代码", "程序清单", "外文原文", "外文翻译",
                                  "英文原文及译文", "外文文献翻译"])
def test_back_matter_after_the_list_ends_it(text):
    assert is_back_matter_heading(text)


@pytest.mark.parametrize("text", ["代码", "源代码分析方法研究", "结论", "外文文献综述", "英文摘要", "译文"])
def test_a_section_about_code_is_no_back_matter(text):
    assert not is_back_matter_heading(text)


def test_a_code_appendix_after_a_word_list_is_not_read_as_entries(tmp_path):
    import docx
    document = docx.Document()
    document.add_paragraph("光学发展历史悠久[1]，衍射仿真已有研究[2]。")
    document.add_paragraph("参考文献", style="Heading 1")
    document.add_paragraph("[1]马明.光学的发展历史概述[J].大众科技,2007(11):82-83.")
    document.add_paragraph("[2]吕波.基于Matlab的光学衍射仿真[J].东华理工大学学报,2010,33(04):363-368.")
    document.add_paragraph("代码附录")
    document.add_paragraph("[1]单缝衍射成像：")
    document.add_paragraph("clc")
    document.add_paragraph("lamda=632.8e-9; %设置波长")
    document.add_paragraph("[2]光栅衍射成像：")
    document.save(tmp_path / "论文.docx")
    state = parse_manuscript(tmp_path / "论文.docx")
    assert {k: r.bib.title for k, r in state.refs.items()} == {"1": "光学的发展历史概述", "2": "基于Matlab的光学衍射仿真"}


def test_a_list_without_numbers_in_a_text_without_citations_keeps_every_line(tmp_path):
    doc = tmp_path / "proposal.md"
    doc.write_text("# 选题意义\n\n本研究设计一个云盘系统。\n\n# 参考文献目录\n\n"
                   "彭平, 左文涛. 基于Hadoop的校园云盘信息管理系统设计[J]. 信息技术与信息化, 2021(8): 12-15.\n\n"
                   "刘小双, 韩晓彤. 基于用户体验要素的云盘小程序设计研究[J]. 工业设计, 2021(9): 30-31.\n\n"
                   "徐骁, 李爱勤. 医院安全私有云盘设计及应用[J]. 中国数字医学, 2020, 15(1): 88-90.\n",
                   encoding="utf-8")
    state = parse_manuscript(doc)
    assert list(state.refs) == ["1", "2", "3"]
    assert [r.bib.title for r in state.refs.values()] == [
        "基于Hadoop的校园云盘信息管理系统设计", "基于用户体验要素的云盘小程序设计研究", "医院安全私有云盘设计及应用"]
    assert state.refs["2"].bib.notes[-1] == ("the reference list carries no numbers: this entry is "
                                             "taken as [2], its place in the list")
