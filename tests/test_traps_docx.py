"""Traps of real Word theses: reference-manager fields, hyperlinks, tracked changes, content
controls, breaks and invisible characters, split markers, numbered / one-paragraph reference
lists, and the headings thesis writers use. Fixtures are python-docx documents with raw
WordprocessingML paragraphs appended."""
import docx
import pytest
from lxml import etree

from refverify.parse.citations import find_citations
from refverify.parse.documents import (is_back_matter_heading, is_heading_text,
                                       is_reference_heading)
from refverify.parse.manuscript import read_document
from refverify.parse.pipeline import parse_manuscript

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
SUP = '<w:rPr><w:vertAlign w:val="superscript"/></w:rPr>'


def _t(text, sup=False):
    return f'<w:r>{SUP if sup else ""}<w:t xml:space="preserve">{text}</w:t></w:r>'


def _fld(kind):
    return f'<w:r><w:fldChar w:fldCharType="{kind}"/></w:r>'


def _instr(text):
    return f'<w:r><w:instrText xml:space="preserve">{text}</w:instrText></w:r>'


def _field(instruction, result_runs):
    """A complex field: begin, instruction runs, separate, visible result, end."""
    return _fld("begin") + _instr(instruction) + _fld("separate") + result_runs + _fld("end")


def _docx(path, paragraphs_xml, *, before=(), after=()):
    """A document: plain paragraphs `before`, raw paragraph XML strings, plain `after`."""
    d = docx.Document()
    for text in before:
        d.add_paragraph(text)
    body = d.element.body
    sect = body[-1]
    for xml in paragraphs_xml:
        for element in list(etree.fromstring(f'<w:body xmlns:w="{W_NS}">{xml}</w:body>')):
            sect.addprevious(element)
    for text in after:
        d.add_paragraph(text)
    d.save(path)
    return path


def _p(runs):
    return f"<w:p>{runs}</w:p>"


ZOTERO_JSON = ('ADDIN ZOTERO_ITEM CSL_CITATION {"citationID":"a1b2","properties":{"formattedCitation":'
               '"[1]","plainCitation":"[1]"},"citationItems":[{"id":12,"itemData":{"type":'
               '"article-journal","title":"Effects of X [2] on Y (Lee, 2019)","issued":'
               '{"date-parts":[[2020]]}}}],"schema":"https://github.com/citation-style-language/'
               'schema/raw/master/csl-citation.json"}')
ENDNOTE_XML = ('ADDIN EN.CITE &lt;EndNote&gt;&lt;Cite&gt;&lt;Author&gt;Smith&lt;/Author&gt;&lt;Year&gt;'
               '2020&lt;/Year&gt;&lt;RecNum&gt;7&lt;/RecNum&gt;&lt;DisplayText&gt;(Smith et al., 2020)'
               '&lt;/DisplayText&gt;&lt;/Cite&gt;&lt;/EndNote&gt;')


def test_zotero_endnote_mendeley_fields_only_visible_result(tmp_path):
    paragraphs = [
        _p(_t("Zotero complex field ") + _field(ZOTERO_JSON, _t("[1]")) + _t(" here.")),
        # an instruction spread over several runs, as Word saves long Zotero JSON
        _p(_t("Split instruction ") + _fld("begin") + _instr(ZOTERO_JSON[:40])
           + _instr(ZOTERO_JSON[40:]) + _fld("separate") + _t("[2]") + _fld("end") + _t(".")),
        # EndNote: a nested EN.CITE.DATA field inside the instruction, superscript result
        _p(_t("EndNote nested") + _fld("begin") + _instr(ENDNOTE_XML) + _fld("begin")
           + _instr(" ADDIN EN.CITE.DATA ") + _fld("end") + _fld("separate") + _t("3", sup=True)
           + _fld("end") + _t(" done.")),
        _p(_t("Mendeley simple field ")
           + '<w:fldSimple w:instr=" ADDIN CSL_CITATION {&quot;citationItems&quot;:[]}">'
           + _t("(Smith et al., 2020)") + "</w:fldSimple>" + _t(".")),
    ]
    doc = read_document(_docx(tmp_path / "fields.docx", paragraphs))
    assert [b.text for b in doc.blocks] == [
        "Zotero complex field [1] here.",
        "Split instruction [2].",
        "EndNote nested3 done.",
        "Mendeley simple field (Smith et al., 2020).",
    ]
    assert doc.blocks[2].superscripts == [(14, 15)]


def test_hidden_field_result_and_field_without_separate(tmp_path):
    # a field with no "separate" (an unformatted EndNote placeholder) shows nothing
    paragraphs = [_p(_t("A") + _fld("begin") + _instr(" ADDIN EN.CITE ") + _fld("end") + _t(" B."))]
    doc = read_document(_docx(tmp_path / "nosep.docx", paragraphs))
    assert [b.text for b in doc.blocks] == ["A B."]


def test_reference_manager_bibliography_field_is_the_list(tmp_path):
    bibl = ("<w:p>" + _fld("begin") + _instr(" ADDIN EN.REFLIST ") + _fld("separate")
            + _t("[1] Smith J. Title one[J]. J Med, 2020, 1(1): 1-2.") + "</w:p>"
            + _p(_t("[2] Lee K. Title two[J]. J Med, 2021, 2(1): 3-4.") + _fld("end")))
    paragraphs = [_p(_t("Text") + _field(" REF _Ref123 \\h ", _t("[1]", sup=True)) + _t(".")),
                  _p(_t("参考文献")), bibl]
    doc = read_document(_docx(tmp_path / "reflist.docx", paragraphs))
    assert [b.text for b in doc.blocks] == ["Text[1]."]
    assert doc.reference_lines == [(3, "[1] Smith J. Title one[J]. J Med, 2020, 1(1): 1-2."),
                                   (4, "[2] Lee K. Title two[J]. J Med, 2021, 2(1): 3-4.")]


def test_hyperlinks_tracked_changes_moves_and_content_controls(tmp_path):
    paragraphs = [
        _p(_t("Linked ") + '<w:hyperlink w:anchor="_ENREF_1">' + _t("[1]") + "</w:hyperlink>"
           + _t(" text.")),
        _p(_t("Kept ") + '<w:del w:id="1" w:author="A"><w:r><w:delText>[9] deleted</w:delText>'
           "</w:r></w:del>" + '<w:ins w:id="2" w:author="A">' + _t("[2] inserted") + "</w:ins>"
           + _t(".")),
        _p('<w:moveFrom w:id="3" w:author="A">' + _t("old place [7]") + "</w:moveFrom>"
           + '<w:moveTo w:id="4" w:author="A">' + _t("new place [3]") + "</w:moveTo>"),
        _p('<w:sdt><w:sdtPr><w:alias w:val="cite"/></w:sdtPr><w:sdtContent>' + _t("Control [4]")
           + "</w:sdtContent></w:sdt>" + '<w:customXml w:element="x">' + _t(" tagged [5]")
           + "</w:customXml>" + '<w:smartTag w:element="place">' + _t(" smart.") + "</w:smartTag>"),
        # a content control around whole paragraphs (not a table of contents)
        '<w:sdt><w:sdtPr><w:alias w:val="abstract"/></w:sdtPr><w:sdtContent>'
        + _p(_t("Inside a block control [6].")) + "</w:sdtContent></w:sdt>",
        '<w:customXml w:element="sec">' + _p(_t("Inside custom XML [8].")) + "</w:customXml>",
    ]
    doc = read_document(_docx(tmp_path / "wrappers.docx", paragraphs))
    assert [(b.line, b.text) for b in doc.blocks] == [
        (1, "Linked [1] text."), (2, "Kept [2] inserted."), (3, "new place [3]"),
        (4, "Control [4] tagged [5] smart."), (5, "Inside a block control [6]."),
        (6, "Inside custom XML [8]."),
    ]


def test_breaks_tabs_and_invisible_characters(tmp_path):
    paragraphs = [
        _p(_t("Line one") + "<w:r><w:br/></w:r>" + _t("line two\u00a0[1,\u200b2]")
           + "<w:r><w:tab/></w:r>" + _t("end\ufeff.")),
        _p(_t("Soft\u00adhyphen study") + _t("[\u200b3\u200b]", sup=True)),
    ]
    doc = read_document(_docx(tmp_path / "chars.docx", paragraphs))
    assert [b.text for b in doc.blocks] == ["Line one line two [1,2]\tend.",
                                            "Softhyphen study[3]"]
    assert doc.blocks[1].superscripts == [(16, 19)]
    matches = find_citations(doc.blocks[0].text, doc.blocks[0].superscripts)
    assert [(m.raw, m.ids) for m in matches] == [("[1,2]", ["1", "2"])]


def test_marker_split_over_runs_partly_superscript(tmp_path):
    paragraphs = [_p(_t("Rate was 10%") + _t("[") + _t("1", sup=True) + _t("]") + _t(" and")
                     + _t("[", sup=True) + _t("2") + _t("-4]", sup=True) + _t("."))]
    doc = read_document(_docx(tmp_path / "split.docx", paragraphs))
    block = doc.blocks[0]
    assert block.text == "Rate was 10%[1] and[2-4]."
    matches = find_citations(block.text, block.superscripts)
    assert [(m.raw, m.ids) for m in matches] == [("[1]", ["1"]), ("[2-4]", ["2", "3", "4"])]


def test_auto_numbered_reference_paragraphs(tmp_path):
    num = '<w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>'
    paragraphs = [
        _p(_t("正文引用[1,2]。")),
        _p(_t("参 考 文 献")),
        f"<w:p>{num}{_t('SMITH J. Title one[J]. J Med, 2020, 1(1): 1-2.')}</w:p>",
        f"<w:p>{num}{_t('LEE K. Title two[J]. J Med, 2021, 2(1): 3-4.')}</w:p>",
        _p(_t("致 谢")),
        _p(_t("感谢[3]")),
    ]
    doc = read_document(_docx(tmp_path / "num.docx", paragraphs))
    # the back matter is read as text of its own kind (its numbers cite nothing: test_later_parts_author_year)
    assert [(b.text, b.kind) for b in doc.blocks] == [("正文引用[1,2]。", "paragraph"), ("感谢[3]", "appendix")]
    assert doc.reference_lines == [(3, "[1] SMITH J. Title one[J]. J Med, 2020, 1(1): 1-2."),
                                   (4, "[2] LEE K. Title two[J]. J Med, 2021, 2(1): 3-4.")]


def test_reference_list_in_one_paragraph_with_line_breaks(tmp_path):
    br = "<w:r><w:br/></w:r>"
    paragraphs = [
        _p(_t("Cited [1] and [2].")),
        _p(_t("References:")),
        _p(_t("[1] Smith J. Title one. J Med. 2020;1(1):1-2.") + br
           + _t("[2] Lee K. Title two. J Med. 2021;2(1):3-4.") + br
           + _t("[3] Wang L. A title that wraps") + br + _t("over two lines. J Med. 2022;3:5-6.")),
    ]
    doc = read_document(_docx(tmp_path / "onepara.docx", paragraphs))
    assert doc.reference_lines == [(3, "[1] Smith J. Title one. J Med. 2020;1(1):1-2."),
                                   (3, "[2] Lee K. Title two. J Med. 2021;2(1):3-4."),
                                   (3, "[3] Wang L. A title that wraps over two lines. J Med. "
                                       "2022;3:5-6.")]


def test_zotero_thesis_end_to_end(tmp_path):
    paragraphs = [
        _p(_t("第1章 绪论")),
        _p(_t("Metformin lowered HbA1c by 1.2%") + _field(ZOTERO_JSON, _t("[1]", sup=True))
           + _t(".")),
        _p(_t("参考文献")),
        "<w:p>" + _fld("begin") + _instr(" ADDIN ZOTERO_BIBL {\"uncited\":[]} CSL_BIBLIOGRAPHY ")
        + _fld("separate") + _t("[1] Smith J. Title one[J]. J Med, 2020, 1(1): 1-2.") + "</w:p>"
        + _p(_t("[2] Lee K. Title two[J]. J Med, 2021, 2(1): 3-4.") + _fld("end")),
    ]
    state = parse_manuscript(_docx(tmp_path / "zotero.docx", paragraphs))
    assert sorted(state.refs) == ["1", "2"]
    claim = state.refs["1"].claims[0]
    assert (claim.cite_marker, claim.line, claim.chapter, claim.context_raw) == (
        "[1]", 2, "第1章 绪论", "Metformin lowered HbA1c by 1.2%[1].")
    assert state.refs["2"].claims == []
    assert state.refs["1"].bib.title == "Title one"


@pytest.mark.parametrize("text, level", [
    ("第1章 绪论", 1), ("1 引言", 1), ("1. Introduction", 1), ("INTRODUCTION", 1),
    ("LITERATURE REVIEW", 1), ("Chapter 2", 1), ("CHAPTER 3 METHODS", 1), ("Chapter 2 Methods", 1),
    ("摘 要", 1), ("ABSTRACT", 1), ("参 考 文 献", 1), ("References:", 1),
    ("WHO", None), ("THE END OF A SENTENCE.", None), ("HbA1c AND BMI WERE MEASURED IN ALL", None),
])
def test_heading_texts(text, level):
    assert is_heading_text(text) == level


@pytest.mark.parametrize("text, ref, back", [
    ("参 考 文 献", True, False), ("References:", True, False), ("REFERENCES", True, False),
    ("Bibliography", True, False), ("附录", False, True), ("附录A 调查问卷", False, True),
    ("致谢", False, True), ("致 谢", False, True), ("Acknowledgments", False, True),
    ("ACKNOWLEDGEMENTS", False, True), ("攻读学位期间发表的论文", False, True),
    ("攻读博士学位期间取得的研究成果", False, True), ("学位论文原创性声明", False, True),
    ("作者简历", False, True), ("Appendix A. Questionnaire", False, True),
    # a proposal form's numbered item, a chapter's own list, qualified English headings
    ("5.已查阅的主要参考文献", True, False), ("5.\t已查阅的主要参考文献", True, False),
    ("六、主要参考文献", True, False), ("本章参考文献", True, False), ("3) 中文参考文献：", True, False),
    ("Selected References", True, False), ("References Cited", True, False),
    ("List of references", True, False),
    # a proposal form's item numbered by a Chinese numeral and a space; the words reversed
    ("六 主要参考文献", True, False), ("文献参考", True, False), ("六 研究方法", False, False),
    ("本研究参考了大量国内外的文献资料并进行了系统的整理与分析参考文献", False, False),
    ("5.研究方法", False, False),
])
def test_reference_and_back_matter_headings(text, ref, back):
    assert (is_reference_heading(text), is_back_matter_heading(text)) == (ref, back)


def test_the_annotated_copy_reads_each_paragraph_as_step_a_does(tmp_path):
    # one walk (parse.docx_text) for Step A and the annotated copy: the same text, and every
    # character traced back to the w:t / w:br / w:tab it came from
    from refverify.annotate.docx_places import paragraph_map, read_styles
    from refverify.parse import docx_text as dt

    paragraphs = [
        _p(_t("Line one") + "<w:r><w:br/></w:r>" + _t("line two\u00a0[1,\u200b2]")
           + "<w:r><w:tab/></w:r>" + _t("end\ufeff.")),
        _p(_t("Soft\u00adhyphen study") + _t("[\u200b3\u200b]", sup=True)
           + '<w:r><w:rPr><w:vanish/></w:rPr><w:t>hidden</w:t></w:r>'
           + '<w:hyperlink><w:r><w:t xml:space="preserve"> linked [4]</w:t></w:r></w:hyperlink>'),
    ]
    path = _docx(tmp_path / "walk.docx", paragraphs)
    document = docx.Document(str(path))
    styles = read_styles(document.styles.element.xml.encode())
    one_char = {"tab": "\t", "br": "\n"}
    for p, _in_table, _toc in dt.body_paragraphs(document.element.body):
        plain, traced = dt.paragraph_text(p, styles), paragraph_map(p, styles)
        assert traced.text == plain.text and traced.superscripts == plain.superscripts
        for offset, ch in enumerate(traced.text):
            ref = traced.char(offset)
            tag = etree.QName(ref.item).localname
            source = one_char[tag] if tag in one_char else ref.item.text[ref.index].replace("\u00a0", " ")
            assert source == ch
    texts = [dt.paragraph_text(p, styles).text for p, _, _ in dt.body_paragraphs(document.element.body)]
    assert texts[-2:] == ["Line one\nline two [1,2]\tend.", "Softhyphen study[3] linked [4]"]
