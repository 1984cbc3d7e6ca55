"""Word lists in groups and with slips (issue 20, held-out batches 68 and 69): the groups of a list each read by
their own shape (two datasets numbered by Word, then 'Papers Referenced:' in MLA, unnumbered), an MLA entry broken
over two paragraphs inside its quoted title, a stray period before an entry's number ('.4. Wiley.com.'), and an
entry given a heading's style by a slip ('[3]…' in Heading 3) — each entry in the state, none merged, none dropped.

Every document here is written for the test; the shapes are those met in held-out Word manuscripts."""
from __future__ import annotations

import docx
import pytest

from refverify.parse.pipeline import parse_manuscript


def _raws(state):
    return sorted(r.bib.raw for r in state.refs.values())


@pytest.mark.parametrize("group_style", [None, "Heading 4"])
def test_a_numbered_group_then_an_unnumbered_group(tmp_path, group_style):
    document = docx.Document()
    document.add_paragraph("Gull counts came from two datasets and were modelled (Lind et al.; Sand and Roca).")
    document.add_heading("Works Cited", 1)
    document.add_paragraph("Gull Dataset: https://data.example.org/gulls", style="List Number")
    document.add_paragraph("Tern Dataset: https://data.example.org/terns", style="List Number")
    document.add_paragraph("Papers Referenced:", style=group_style)
    document.add_paragraph("Lind, Ian, et al. “A SIR Model for the Spread of Gull Flu.” Shore Fractals, vol. 139, "
                           "Oct. 2020, p. 110057.")
    document.add_paragraph("Sand, Fatou, and Christine Roca. “Time Series of Gulls: A Survey.” ArXiv:2104.00164 [Cs], "
                           "25 Sept. 2021.")
    document.add_paragraph("Okoro, Meng, et al. “Forecasting the Spread of Gull Flu under Different Reopening")
    document.add_paragraph("Strategies.” Shore Reports, vol. 10, no. 1, 23 Nov. 2020.")
    document.save(tmp_path / "capstone.docx")
    state = parse_manuscript(tmp_path / "capstone.docx")
    assert _raws(state) == sorted([
        "[1] Gull Dataset: https://data.example.org/gulls",
        "[2] Tern Dataset: https://data.example.org/terns",
        "Lind, Ian, et al. “A SIR Model for the Spread of Gull Flu.” Shore Fractals, vol. 139, Oct. 2020, p. 110057.",
        "Sand, Fatou, and Christine Roca. “Time Series of Gulls: A Survey.” ArXiv:2104.00164 [Cs], 25 Sept. 2021.",
        "Okoro, Meng, et al. “Forecasting the Spread of Gull Flu under Different Reopening Strategies.” Shore Reports, "
        "vol. 10, no. 1, 23 Nov. 2020."])


def test_a_stray_period_before_the_next_number(tmp_path):
    document = docx.Document()
    document.add_paragraph("Loot boxes were studied.")
    document.add_heading("Bibliography", 1)
    for line in ["1. Hern, A. and Davies, R. (2019). Gull boxes should be classed as gambling. [online] the Shore.",
                 "2. Sky Gulls. (2019). Govt urged to crack down on gull boxes. [online] Available at: https://x.example.org/2",
                 "3. Lind, S. (2019). The Effects of Immersion on Gulls. [online] Available at: https://x.example.org/3",
                 ".4. Wiley.com. (n.d). An Unsafe Gull? | Wiley. [online] Available at: https://x.example.org/4"]:
        document.add_paragraph(line)
    document.save(tmp_path / "report.docx")
    state = parse_manuscript(tmp_path / "report.docx")
    assert sorted(state.refs) == ["1", "2", "3", "4"]
    assert state.refs["4"].bib.raw == "4. Wiley.com. (n.d). An Unsafe Gull? | Wiley. [online] Available at: https://x.example.org/4"
    assert state.refs["3"].bib.raw.endswith("https://x.example.org/3")


def _proposal(tmp_path, citing, paragraphs):
    """A proposal (开题报告): one citing sentence, its 参考文献 heading, then ``paragraphs`` (text, style)."""
    document = docx.Document()
    document.add_paragraph(citing)
    document.add_paragraph("参考文献", style="Heading 1")
    for text, style in paragraphs:
        document.add_paragraph(text, style=style)
    document.save(tmp_path / "开题报告.docx")
    return parse_manuscript(tmp_path / "开题报告.docx")


def test_an_entry_in_a_heading_style_stays_in_the_list(tmp_path):
    state = _proposal(tmp_path, "蒙古文转换已有研究[1-4]。", [
        ("[1]包一. 传统蒙古文名词转换研究[D]. 内蒙古大学,2009.", None),
        ("[2]李二; 张三.一个自适应复习模型.西南师范大学学报(自然科学版),2001", None),
        ("[3]图门四.以彩信形式发送新旧蒙古文短信的研究内蒙古大学,2014年", "Heading 3"),
        ("[4]王五; 赵六.西里尔蒙古文语料库收集研究.语文学刊,2016", None)])
    assert sorted(state.refs) == ["1", "2", "3", "4"]
    assert state.refs["3"].bib.raw == "[3]图门四.以彩信形式发送新旧蒙古文短信的研究内蒙古大学,2014年"
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"1": 1, "2": 1, "3": 1, "4": 1}


def test_a_short_heading_after_the_list_still_ends_it(tmp_path):
    """A heading in a heading's style after the list (numbered on, but short and undated) is no entry."""
    state = _proposal(tmp_path, "已有研究[1,2]。", [
        ("[1]包一. 传统蒙古文名词转换研究[D]. 内蒙古大学,2009.", None),
        ("[2]李二.一个自适应复习模型.西南师范大学学报,2001", None),
        ("3 进度安排", "Heading 1"),
        ("2019年3月至4月：撰写论文。", None)])
    assert sorted(state.refs) == ["1", "2"]
