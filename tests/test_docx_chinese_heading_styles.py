"""A Chinese template's own heading styles ("1级标题", "一级标题") are headings (issue 20, held-out batch 12):
after a proposal's reference list, the thesis chapter in such a style opens the next part; before, its
chapters were read on as entries of the proposal's list ("[10] 引言", "[11] 研究背景…")."""
from __future__ import annotations

import docx
import pytest
from docx.enum.style import WD_STYLE_TYPE

from refverify.parse.pipeline import parse_manuscript


@pytest.mark.parametrize("style", ["1级标题", "一级标题"])
def test_proposal_list_then_thesis_chapter(tmp_path, style):
    document = docx.Document()
    document.styles.add_style(style, WD_STYLE_TYPE.PARAGRAPH)
    document.add_paragraph("开题报告", style=style)
    document.add_paragraph("电池数据分析已有研究[1]，记录仪设计见[2]。")
    document.add_paragraph("参考文献", style=style)
    document.add_paragraph("[1]纪明.纯电动汽车电池数据分析的研究[D].哈尔滨:哈尔滨工业大学,2014.")
    document.add_paragraph("[2]邱雪.电池数据记录仪的设计[D].北京:北京交通大学,2010.")
    document.add_paragraph("引言", style=style)
    document.add_paragraph("能源危机促使电动汽车发展[1]，均衡技术亦有研究[2]。")
    document.add_paragraph("参考文献", style=style)
    document.add_paragraph("[1]谢文.世界能源安全研究[D].北京:中共中央党校,2006.")
    document.add_paragraph("[2]李仲.电池均衡技术研究[D].镇江:江苏大学,2011.")
    path = tmp_path / "论文.docx"
    document.save(path)
    state = parse_manuscript(path)
    read = {r.ref_id: (r.bib.title, len(r.claims)) for r in state.refs.values()}
    assert read == {"1": ("纯电动汽车电池数据分析的研究", 1), "2": ("电池数据记录仪的设计", 1),
                    "P2-1": ("世界能源安全研究", 1), "P2-2": ("电池均衡技术研究", 1)}


def test_entry_numbers_alone_in_heading_styled_paragraphs(tmp_path):
    """A Zotero list whose numbers stand in their own "Heading 5" paragraphs, each entry after its number
    (one entry over two paragraphs): every entry reaches the state with its number; no number is a heading
    that ends the list, none is set aside as a page number."""
    document = docx.Document()
    document.add_heading("Introduction", 1)
    document.add_paragraph("Le biais est connu.")
    document.add_heading("Bibliographie", 1)
    entries = [["« Okafor - 2016 - Pertes alimentaires.pdf ». Consulté le 17 août 2020. https://example.org/a.pdf.",
                "Okafor, Nadia. « Pertes alimentaires : un état des lieux », 2016, 16."],
               ["Lindqvist, Per. « Biais et apprentissage ». Revue des Données 7, no 1 (2019): 1‑9."],
               ["Brandt, Hanna, et Kofi Mensah. « Le rasoir d’Ockham ». In Actes du colloque, 2008, 1‑6."]]
    for number, paragraphs in enumerate(entries, 1):
        document.add_heading(str(number), 5)
        for text in paragraphs:
            document.add_paragraph(text)
    path = tmp_path / "memoire.docx"
    document.save(path)
    state = parse_manuscript(path)
    assert [(r.number, r.bib.raw[:24]) for r in sorted(state.refs.values(), key=lambda r: r.number)] == [
        (1, "1 « Okafor - 2016 - Pert"), (2, "2 Lindqvist, Per. « Biai"), (3, "3 Brandt, Hanna, et Kofi")]
    assert "Okafor, Nadia" in state.refs["1"].bib.raw
    assert not [m for m in state.meta.messages if "page furniture" in m]
