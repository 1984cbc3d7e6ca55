"""A reference list with no heading, in the middle of a document (issue 20): taken for the list,
its paragraphs leave the body, a note says where it was found."""
import pytest

from refverify.parse.manuscript import read_document
from refverify.parse.pipeline import parse_manuscript

ENTRIES = [
    "[1] A. Lin and B. Ortega, “Sparse codes for wearable sensing,” IEEE Sens. J., vol. 3, pp. 1-9, 2021.",
    "[2] C. Rossi, “Event-driven accelerators,” in Proc. ISCAS, 2019, pp. 10-14.",
    "[3] D. Okafor et al., “Time-to-first-spike coding,” Neural Comput., vol. 8, 2022.",
    "[4] E. Weber, Spiking Networks in Hardware. Berlin: Springer, 2018.",
    "[5] F. Haddad, “Low-power EEG readout,” arXiv:2101.00001, 2021.",
]
UNNUMBERED = [
    "Tan Q, Li W, Zhou M, et al. Capsule networks for emotion recognition[J]. Applied Signals, 2023, 12: 101-110.",
    "Moreau P, Ilves K. Recurrent models of affect[J]. Affective Systems, 2020, 4(2): 33-40.",
]


def _markdown(tail: str) -> str:
    return ("# Paper\n\n## 1. Introduction\n\nSensing [1], coding [2-3] and hardware [4], [5].\n\n"
            + "\n\n".join(ENTRIES + UNNUMBERED) + "\n\n" + tail)


@pytest.mark.parametrize("tail, after", [
    ("## 2. Method\n\nWe follow [3] with weights in [0, 1].\n\n[5]:\n", "more body text after it"),
    ("", "nothing after it"),
])
def test_markdown_list_without_heading(tmp_path, tail, after):
    path = tmp_path / "draft.md"
    path.write_text(_markdown(tail), encoding="utf-8")
    doc = read_document(path)
    assert [(n, t[:12]) for n, t in doc.reference_lines] == [
        (7, "[1] A. Lin a"), (9, "[2] C. Rossi"), (11, "[3] D. Okafo"), (13, "[4] E. Weber"),
        (15, "[5] F. Hadda"), (17, "Tan Q, Li W,"), (19, "Moreau P, Il")]
    assert doc.warnings == [f"draft.md: reference list found without a heading at lines 7-19 "
                            f"(7 paragraphs, {after}); read as the document's reference list"]
    state = parse_manuscript(path, None)
    claims = sorted((c.line, c.cite_marker, r.number) for r in state.refs.values() for c in r.claims)
    expected = [(5, "[1]", 1), (5, "[2-3]", 2), (5, "[2-3]", 3), (5, "[4]", 4), (5, "[5]", 5)]
    if tail:   # '[0, 1]' is a value range, '[5]:' alone a link label: no citations
        expected.append((23, "[3]", 3))
    assert claims == expected
    assert sum(1 for r in state.refs.values() if r.bib.origin == "document") == 7


@pytest.mark.parametrize("text", [
    # numbered from 2: no list starts here
    "Intro.\n\n" + "\n\n".join(e.replace(f"[{i + 1}]", f"[{i + 2}]") for i, e in enumerate(ENTRIES)) + "\n",
    # four numbered paragraphs are too few to be taken for a list without a heading
    "Intro.\n\n" + "\n\n".join(ENTRIES[:4]) + "\n",
    # numbered paragraphs with no year, DOI or link are notes, not references
    "Intro.\n\n" + "\n\n".join(f"[{i}] Step {i} of the protocol." for i in range(1, 7)) + "\n",
])
def test_numbered_paragraphs_that_are_no_list(tmp_path, text):
    path = tmp_path / "notes.md"
    path.write_text(text, encoding="utf-8")
    doc = read_document(path)
    assert doc.reference_lines == [] and doc.warnings == []


def test_headed_list_is_not_read_twice(tmp_path):
    path = tmp_path / "paper.md"
    path.write_text("Intro [1].\n\n# References\n\n" + "\n\n".join(ENTRIES) + "\n", encoding="utf-8")
    doc = read_document(path)
    assert len(doc.reference_lines) == 5 and doc.warnings == []


def test_text_file_list_without_heading(tmp_path):
    path = tmp_path / "draft.txt"
    path.write_text("Sensing [1] and coding [2].\n\n" + "\n\n".join(ENTRIES) + "\n\nMore text [4].\n",
                    encoding="utf-8")
    doc = read_document(path)
    assert [n for n, _ in doc.reference_lines] == [3, 5, 7, 9, 11]
    assert doc.warnings == ["draft.txt: reference list found without a heading at lines 3-11 "
                            "(5 paragraphs, more body text after it); read as the document's reference list"]
    assert [b.text for b in doc.blocks] == ["Sensing [1] and coding [2].", "More text [4]."]


def test_word_list_without_heading_in_the_middle(tmp_path):
    import docx
    d = docx.Document()
    d.add_paragraph("Sensing [1] and coding [2].")
    for entry in ENTRIES:
        d.add_paragraph(entry)
    d.add_paragraph("More text [4].")
    d.save(tmp_path / "draft.docx")
    doc = read_document(tmp_path / "draft.docx")
    assert [n for n, _ in doc.reference_lines] == [2, 3, 4, 5, 6]
    assert doc.warnings == ["draft.docx: reference list found without a heading at paragraphs 2-6 "
                            "(5 paragraphs, more body text after it); read as the document's reference list"]
    assert [b.text for b in doc.blocks] == ["Sensing [1] and coding [2].", "More text [4]."]


def test_word_list_ends_at_the_next_chinese_section(tmp_path):
    import docx
    d = docx.Document()
    d.add_paragraph("研究现状见文献[1]。")
    d.add_heading("三、参考文献", level=1)
    d.add_paragraph("[1] 陈静,马力. 低功耗温度采集电路的设计[J]. 仪表世界, 2015(04): 1-5.")
    d.add_paragraph("[2] 韩冬. 嵌入式测温终端的研制[D]. 某某理工大学, 2010.")
    d.add_paragraph("四、课题研究的基础(基于对参考文献资料的分析)：")
    d.add_paragraph("本课题的基础如下。")
    d.save(tmp_path / "proposal.docx")
    doc = read_document(tmp_path / "proposal.docx")
    assert [t[:4] for _, t in doc.reference_lines] == ["[1] ", "[2] "]
    assert [b.text for b in doc.blocks][-2:] == ["四、课题研究的基础(基于对参考文献资料的分析)：", "本课题的基础如下。"]
    assert doc.warnings == ["proposal.docx: the reference list ends at paragraph 5, before "
                            "'四、课题研究的基础(基于对参考文献资料的分析)：', read on as body text"]


def test_an_item_without_year_inside_the_numbering_stays_in_the_list(tmp_path):
    """"[6] See the encyclopedia's entries on PHP and MySQL." between two references: the numbering
    goes on after it, so it and every entry after it are the list's (none left in the body)."""
    entries = ENTRIES + ["[6] 参考百度百科关于PHP、MySQL的名词解释.",
                         "[7] 刘玉红.网页设计与制作案例课堂[M].北京：清华大学出版社，2015.",
                         "[8] 陈军.经典案例剖析[M].北京：清华大学出版社，2008."]
    path = tmp_path / "draft.md"
    path.write_text("# Paper\n\nSensing [1], coding [2-3], hardware [4], [5], terms [6], pages [7] and cases [8].\n\n"
                    + "\n\n".join(entries) + "\n\n## 2. Method\n\nMore text.\n", encoding="utf-8")
    state = parse_manuscript(path, None)
    assert sorted(r.number for r in state.refs.values() if r.bib.origin == "document") == [1, 2, 3, 4, 5, 6, 7, 8]
    assert state.refs["6"].bib.raw == "[6] 参考百度百科关于PHP、MySQL的名词解释."
    assert state.meta.checks.orphans == [] and state.meta.checks.uncited == []


def test_a_number_left_out_and_an_entry_over_two_paragraphs_keep_the_list_whole(tmp_path):
    entries = ENTRIES + ["[6] G. Abebe, A. Rossi,",
                         "Asset management with building models, IFAC-PapersOnLine, Volume 49, 2016, Pages 191-196.",
                         "[8] H. Tan, “Smart shop floors,” J. Manuf., vol. 2, pp. 1-9, 2018."]
    path = tmp_path / "draft.md"
    path.write_text("# Paper\n\nSensing [1], coding [2-3], hardware [4], [5], assets [6] and floors [8].\n\n"
                    + "\n\n".join(entries) + "\n\n## 2. Method\n\nMore text.\n", encoding="utf-8")
    state = parse_manuscript(path, None)
    assert sorted(r.number for r in state.refs.values() if r.bib.origin == "document") == [1, 2, 3, 4, 5, 6, 8]
    assert "Asset management with building models" in state.refs["6"].bib.raw
    assert state.meta.checks.orphans == []


def test_an_entry_over_three_paragraphs_with_its_year_in_the_last_keeps_the_list_whole(tmp_path):
    """"[6] G. Abebe, A. Rossi," / "Asset management with building models, IFAC-PapersOnLine," /
    "Volume 49, 2016, Pages 191-196.": the year is two paragraphs below the number."""
    entries = ENTRIES + ["[6] G. Abebe, A. Rossi,", "Asset management with building models, IFAC-PapersOnLine,",
                         "Volume 49, Issue 28, 2016, Pages 191-196.",
                         "[7] H. Tan, “Smart shop floors,” J. Manuf., vol. 2, pp. 1-9, 2018."]
    path = tmp_path / "draft.md"
    path.write_text("# Paper\n\nSensing [1], coding [2-3], hardware [4], [5], assets [6] and floors [7].\n\n"
                    + "\n\n".join(entries) + "\n\n## 2. Method\n\nMore text.\n", encoding="utf-8")
    state = parse_manuscript(path, None)
    assert sorted(r.number for r in state.refs.values() if r.bib.origin == "document") == [1, 2, 3, 4, 5, 6, 7]
    assert state.refs["6"].bib.raw == ("[6] G. Abebe, A. Rossi, Asset management with building models, "
                                       "IFAC-PapersOnLine, Volume 49, Issue 28, 2016, Pages 191-196.")
    assert state.meta.checks.orphans == []


def test_two_copies_of_a_list_without_heading_the_longer_is_read_the_other_named(tmp_path):
    """A file that is only reference lists (an older copy, then the revised one, one entry longer): the
    longer is read; the other leaves the body (its numbers are no citations) and a note names it."""
    import docx
    d = docx.Document()
    for entry in ENTRIES:
        d.add_paragraph(entry)
    d.add_paragraph("")
    for entry in ENTRIES + ["[6] G. Abebe, “Asset models,” IFAC-PapersOnLine, vol. 49, pp. 191-196, 2016."]:
        d.add_paragraph(entry)
    d.save(tmp_path / "refs.docx")
    doc = read_document(tmp_path / "refs.docx")
    assert [n for n, _ in doc.reference_lines] == [7, 8, 9, 10, 11, 12]
    assert doc.blocks == []
    assert doc.warnings == [
        "refs.docx: reference list found without a heading at paragraphs 7-12 (6 paragraphs, nothing after it); "
        "read as the document's reference list",
        "refs.docx: another numbered list at paragraphs 1-5 (5 paragraphs) is not read: "
        "check which list is the document's"]


def test_markdown_tables_after_the_list_cite(tmp_path):
    path = tmp_path / "paper.md"
    path.write_text("# Paper\n\nSensing [1] and coding [2].\n\n## References\n\n" + "\n\n".join(ENTRIES)
                    + "\n\n## Tables\n\n| Parameter | Source |\n|---|---|\n| gain | Lin 2021 [1] |\n| delay | Weber 2018 [4] |\n"
                    + "\n## Acknowledgements\n\nThanks [5].\n", encoding="utf-8")
    state = parse_manuscript(path, None)
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"1": 2, "2": 1, "3": 0, "4": 1, "5": 0}
