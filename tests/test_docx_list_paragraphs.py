"""A Word list whose entries are parted by empty paragraphs, with two entries once left side by side (issue 20,
held-out batch 14): each paragraph that reads as a new entry after a whole one is its own entry."""
from __future__ import annotations

import docx

from refverify.parse.pipeline import parse_manuscript

ENTRIES = ["Okafor, N., et al., 2016. A clinical database of meshes. Scientific Data, 3, p.160035.",
           "Lindqvist, P., Brandt, H. and Mensah, K., 2018. Deep learning for meshes: a review. Briefings in Meshes, 19(6), pp.1236–1246.",
           "Ito, K., 2019. Big data for preventive meshes. Neural Meshes, 32(9), pp.4417–4451.",
           "Moreau, A., 1987. Silhouettes of meshes. Journal of Applied Meshes, 20, pp.53–65."]


def test_blank_parted_list_with_two_entries_side_by_side(tmp_path):
    document = docx.Document()
    document.add_paragraph("Meshes were studied (Okafor et al., 2016; Lindqvist, Brandt and Mensah, 2018; Ito, 2019; Moreau, 1987).")
    document.add_heading("References", 1)
    for index, entry in enumerate(ENTRIES):
        document.add_paragraph(entry)
        if index != 0:          # no empty paragraph between the first two
            document.add_paragraph("")
    document.save(tmp_path / "d.docx")
    state = parse_manuscript(tmp_path / "d.docx")
    assert sorted(r.bib.raw for r in state.refs.values()) == sorted(ENTRIES)
    assert all(len(r.claims) == 1 for r in state.refs.values())


def test_numbering_that_starts_again_without_a_year_ends_the_list(tmp_path):
    """A task book: the proposal's list, then a form whose items are numbered from 1 again ("1. 通过；2.完善后通过",
    "2. 完成论文选题背景介绍部分"): the list ends there, said in a note; the form is no list entry."""
    document = docx.Document()
    document.add_paragraph("门禁系统已有研究[1]，钉钉应用见[2]，移动端见[3]。")
    document.add_paragraph("参考文献", style="Heading 1")
    for line in ["[1]朱利.校园门禁管理系统设计与实现[D].青岛:青岛理工大学,2014.",
                 "[2]唐静.大学生管理信息化研究[J].内蒙古科技与经济,2018(23):61-62.",
                 "[3]刘廷.智能门禁管理系统设计与实现[J].信息通信,2016(01):282-284.",
                 "1.通过；          2.完善后通过；         3.未通过",
                 "2. 完成论文选题背景介绍部分、功能需求部分。"]:
        document.add_paragraph(line)
    document.save(tmp_path / "材料册.docx")
    state = parse_manuscript(tmp_path / "材料册.docx")
    assert sorted(state.refs) == ["1", "2", "3"]
    assert [m for m in state.meta.messages if "ends at paragraph" in m] == [
        "材料册.docx: the reference list ends at paragraph 6, before '1.通过；          2.完善后通过；         3.未通过', "
        "read on as body text"]
