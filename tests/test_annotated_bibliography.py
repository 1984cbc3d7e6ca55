"""Issue 20 (held-out batches 25 and 26): an annotated bibliography, a title page that repeats the list's
heading, and headings in brackets reach the state whole.

A student's annotated bibliography puts prose under each APA entry and groups the entries under
"Part N: …"; its title page and its list both carry "…: Bibliography". Before, no entry reached the
state. A Chinese thesis heads its list "【参考文献】" after the conclusion: 0 of 10 entries before."""
import docx
import pytest

from refverify.parse.documents import is_reference_heading
from refverify.parse.pipeline import parse_manuscript
from refverify.parse.reflist_annotated import is_prose, split_annotations


def _annotated(path, heading):
    document = docx.Document()
    for line in (heading, "Jane Student", "Example University", "PSY-510: Ethics in Counseling", "May 2, 2025"):
        document.add_paragraph(line)
    document.add_page_break()
    for line in (
            heading, "Part 1: Bias in practice",
            "Mavis, S. C., Caruso, C. G., & Dadiz, R. (2022). Implicit bias training in health professions "
            "education: A scoping review. Medical Science Educator, 32(3), 717-730.",
            "This review maps how implicit bias training is taught to health professionals and argues that its "
            "effects are rarely measured.",
            "I will use it to reflect on how my own assumptions may shape sessions with clients (Mavis et al., 2022).",
            "Snowden, L. R. (2024). Unveiling the veil: Implicit bias in therapy and mental health care. CASAT OnDemand.",
            "Snowden (2024) shows how unexamined bias wears down the working alliance between a therapist and a client.",
            "Part 2: Self-care",
            "Corey, G., Corey, M. S., & Corey, C. (2024). Issues and ethics in the helping professions. Cengage Learning.",
            "The book sets out the ethical duties of helping professionals, with self-care among the first of them."):
        document.add_paragraph(line)
    document.save(path)
    return path


@pytest.mark.parametrize("heading", ["Diversity Paper: Bibliography", "Annotated Bibliography", "References"])
def test_an_annotated_bibliography_keeps_its_entries_and_gives_its_prose_to_the_body(tmp_path, heading):
    state = parse_manuscript(_annotated(tmp_path / "annotated.docx", heading))
    assert [(k, r.bib.title, r.bib.year) for k, r in state.refs.items()] == [
        ("corey2024", "Issues and ethics in the helping professions", 2024),
        ("mavis2022", "Implicit bias training in health professions education: A scoping review", 2022),
        ("snowden2024", "Unveiling the veil: Implicit bias in therapy and mental health care", 2024)]
    # the annotations cite: "(Mavis et al., 2022)" and "Snowden (2024)" are citing places
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"corey2024": 0, "mavis2022": 1, "snowden2024": 1}
    assert ("annotated.docx: an annotated bibliography: 4 paragraphs of prose under its 3 entries "
            "(paragraphs 10-16) are read as the author's annotations, not as entries") in state.meta.messages


def test_a_list_whose_entries_are_long_is_no_annotated_bibliography():
    lines = [(1, "Smith, J. (2020). A study of how sleep and memory interact in the elderly. Journal of Sleep, 3(2), 1-9."),
             (2, "World Health Organization. Guidelines on physical activity and sedentary behaviour for children "
                 "and adults in all countries of the world. Geneva: WHO; 2020."),
             (3, "Lee K. The long road: how nurses in rural clinics learned to manage chronic disease with few tools. "
                 "Nursing Inquiry. 2019;26(4):e12301.")]
    assert split_annotations(lines, "refs.docx") == (lines, [], "")


@pytest.mark.parametrize("text, prose", [
    ("Lira (2021) investigates how immigrants receive counseling training from mental health professionals.", True),
    ("Lira, A. (2021). The mediating effect of multicultural exposure on the counseling competence of professionals.",
     False),
    ("Smith J. How nurses in rural clinics learned to manage chronic disease with very few tools. 2019.", False),
    ("The source shows why self-care is an ethical duty.", False),   # under a dozen words
])
def test_prose_is_told_from_an_entry(text, prose):
    assert is_prose(text) is prose


@pytest.mark.parametrize("text", ["【参考文献】", "[参考文献]", "〔参 考 文 献〕", "［参考文献］：", "[References]",
                                  "Annotated Bibliography", "An Annotated Bibliography",
                                  "Social and Cultural Diversity Paper: Bibliography", "Final Project: Annotated Bibliography"])
def test_headings_in_brackets_and_annotated_bibliographies_are_reference_headings(text):
    assert is_reference_heading(text)


@pytest.mark.parametrize("text", ["【摘要】", "[1]", "See the following: bibliography of the field", "References: see below"])
def test_other_bracketed_lines_are_not(text):
    assert not is_reference_heading(text)


def test_a_bracketed_heading_glued_after_the_conclusion_by_a_page_break_heads_the_list(tmp_path):
    document = docx.Document()
    document.add_paragraph("总结", style="Heading 1")
    last = document.add_paragraph("本系统达到了预期的设计目标。")
    last.add_run().add_break(docx.enum.text.WD_BREAK.PAGE)
    last.add_run("【参考文献】")
    for line in ("高红岩.基于MVC的Java Web应用开发[M].北京:科学出版社,2007.",
                 "王蓉，徐立新.利用JSP开发管理信息系统[J].管理信息系统，2001(3):12-15.",
                 "张晓梅.Struts框架在J2EE信息系统开发中的应用研究[D].西安:西安交通大学，2007."):
        document.add_paragraph(line, style="List Number")
    document.add_paragraph("致  谢", style="Heading 1")
    document.add_paragraph("感谢导师的指导。")
    document.save(tmp_path / "论文.docx")
    state = parse_manuscript(tmp_path / "论文.docx")
    assert [(k, r.bib.title, r.bib.year) for k, r in state.refs.items()] == [
        ("1", "基于MVC的Java Web应用开发", 2007), ("2", "利用JSP开发管理信息系统", 2001),
        ("3", "Struts框架在J2EE信息系统开发中的应用研究", 2007)]


def _bundle(path, thesis_list=True):
    """A graduation bundle: the proposal form (a table, its own list), then the thesis, whose
    致谢 comes before its 参考文献."""
    document = docx.Document()
    table = document.add_table(rows=1, cols=1)
    cell = table.rows[0].cells[0]
    cell.paragraphs[0].text = "开题报告"
    for line in ("本课题研究手写识别[1]。", "参考文献：",
                 "[1] 石鑫.基于CRNN的中文手写识别方法研究[J].信息技术,2019,43(11):141-144.",
                 "[2] 李智慧.大型网站架构[M].北京：电子工业出版社，2013."):
        cell.add_paragraph(line)
    document.add_paragraph("摘  要")
    document.add_paragraph("绪论", style="Heading 1")
    document.add_paragraph("手写识别已有研究[1]，安卓开发见[2]。")
    document.add_paragraph("致  谢", style="Heading 1")
    document.add_paragraph("感谢导师的指导。")
    if thesis_list:
        document.add_paragraph("参考文献", style="Heading 1")
        document.add_paragraph("[1] 李安宇.基于KNN算法实现手写数字识别的探索[J].通讯世界,2020,27(02):37-38.")
        document.add_paragraph("[2] 张楠熙.基于Java语言的安卓手机软件开发研究[J].数字技术与应用,2019,37(12):118-120.")
    document.save(path)
    return path


def test_a_thesis_bound_after_its_proposal_form_keeps_its_own_list(tmp_path):
    state = parse_manuscript(_bundle(tmp_path / "毕业设计.docx"))
    assert [(k, r.bib.title, [c.line for c in r.claims]) for k, r in state.refs.items()] == [
        ("1", "基于CRNN的中文手写识别方法研究", [2]), ("2", "大型网站架构", []),
        ("P2-1", "基于KNN算法实现手写数字识别的探索", [8]), ("P2-2", "基于Java语言的安卓手机软件开发研究", [8])]
    assert ("毕业设计.docx: the reference list in a table ends with the table, before paragraph 6 '摘  要', "
            "read on as body text") in state.meta.messages


def test_a_thesis_after_a_form_without_a_list_of_its_own_cites_the_forms(tmp_path):
    state = parse_manuscript(_bundle(tmp_path / "毕业设计.docx", thesis_list=False))
    assert [(k, [c.line for c in r.claims]) for k, r in state.refs.items()] == [("1", [2, 8]), ("2", [8])]


def test_a_review_whose_list_ends_it_without_a_heading_keeps_every_entry(tmp_path):
    document = docx.Document()
    document.add_paragraph("总结：")
    document.add_paragraph("综上所述，深度学习方法可以替代导航中的多个模块，但效果并不都好。")
    for line in ("Kruse T, Pandey A K, Alami R, et al. Human-aware robot navigation: A survey[J]. Robotics and "
                 "Autonomous Systems, 2013, 61(12): 1726-1743.", "",
                 "Engel J, Schöps T, Cremers D. LSD-SLAM: Large-scale direct monocular SLAM[C]//European Conference "
                 "on Computer Vision. Springer, Cham, 2014: 834-849.", "",
                 "权美香, 朴松昊, 李国. 视觉SLAM综述[J]. 智能系统学报, 2016, 11(6): 768-776."):
        document.add_paragraph(line)
    document.save(tmp_path / "文献综述.docx")
    state = parse_manuscript(tmp_path / "文献综述.docx")
    assert [(k, r.bib.title) for k, r in state.refs.items()] == [
        ("1", "Human-aware robot navigation: A survey"), ("2", "LSD-SLAM: Large-scale direct monocular SLAM"),
        ("3", "视觉SLAM综述")]
    assert ("文献综述.docx: no reference heading; the 3 paragraphs that end the document (paragraphs 3-7) "
            "read as reference entries and are read as its list") in state.meta.messages


def test_a_book_list_alone_in_a_document_is_its_list(tmp_path):
    document = docx.Document()
    for line in ("佟维妍, 高成, 李文强, 等. 传感器与检测技术. 第2版. 北京:  机械工业出版社, 2022.",
                 "吴盘龙.智能传感器技术. 北京:  中国电力出版社，2016.",
                 "EPRI. Technical and system requirements of advanced distribution automation. Palo Alto, CA: EPRI, 2004."):
        document.add_paragraph(line, style="List Number")
    document.save(tmp_path / "参考文献.docx")
    state = parse_manuscript(tmp_path / "参考文献.docx")
    assert [(k, r.bib.year) for k, r in state.refs.items()] == [("1", 2022), ("2", 2016), ("3", 2004)]


def test_prose_that_ends_a_document_is_no_list(tmp_path):
    document = docx.Document()
    document.add_paragraph("Discussion", style="Heading 1")
    for line in ("Smith (2020) found that sleep and memory interact in older adults across three large cohorts.",
                 "Lee (2019) reported a smaller effect in a younger sample, with wide intervals around it.",
                 "Wang (2021) argued that both studies measured memory in ways that cannot be compared."):
        document.add_paragraph(line)
    document.save(tmp_path / "draft.docx")
    state = parse_manuscript(tmp_path / "draft.docx")
    assert [(k, r.bib.origin, len(r.claims)) for k, r in state.refs.items()] == [
        ("Lee 2019", "none", 1), ("Smith 2020", "none", 1), ("Wang 2021", "none", 1)]


def test_words_harvard_link_and_access_date_after_line_breaks_stay_in_their_entry(tmp_path):
    document = docx.Document()
    document.add_paragraph("Spam mail is still common (Github, 2021; Clayton, 2007).")
    document.add_paragraph("References", style="Heading 1")
    entry = document.add_paragraph("Clayton, R., 2007. Email traffic: a quantitative snapshot. "
                                   "European Journal of Investigation, 4(2), pp. 12-20.")
    web = document.add_paragraph("Github, 2021. Email Spam Classifier. [Online] ")
    for part in ("Available at: https://github.com/example/spam-classifier", "[Accessed 22 November 2021]."):
        web.add_run().add_break()
        web.add_run(part)
    document.save(tmp_path / "thesis.docx")
    state = parse_manuscript(tmp_path / "thesis.docx")
    assert [(k, r.bib.url, len(r.claims)) for k, r in state.refs.items()] == [
        ("clayton2007", "", 1), ("github2021", "https://github.com/example/spam-classifier", 1)]
    assert entry.text.startswith("Clayton")


def test_a_merged_document_whose_embedded_parts_are_declared_xml_is_read_with_a_note(tmp_path):
    """A merging tool declares every '*.docx' part (an altChunk: a whole document embedded) as XML;
    Word opens the file, python-docx gave up on it: 'corrupt .docx'."""
    import io
    import zipfile
    plain = tmp_path / "plain.docx"
    document = docx.Document()
    document.add_paragraph("手写识别已有研究[1]。")
    document.add_paragraph("参考文献", style="Heading 1")
    document.add_paragraph("[1] 石鑫.基于CRNN的中文手写识别方法研究[J].信息技术,2019,43(11):141-144.")
    document.save(plain)
    embedded = io.BytesIO()
    docx.Document().save(embedded)
    merged = tmp_path / "中期报告.docx"
    with zipfile.ZipFile(plain) as source, zipfile.ZipFile(merged, "w") as out:
        for name in source.namelist():
            data = source.read(name)
            if name == "[Content_Types].xml":
                data = data.replace(b"<Default ", b'<Default Extension="docx" ContentType="application/'
                                    b'vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Default ', 1)
            if name == "word/document.xml":
                data = data.replace(b"</w:body>", b'<w:altChunk r:id="rChunk1"/></w:body>')
            if name == "word/_rels/document.xml.rels":
                data = data.replace(b"</Relationships>", b'<Relationship Id="rChunk1" Type="http://schemas.openxml'
                                    b'formats.org/officeDocument/2006/relationships/aFChunk" Target="afchunk1.docx"/>'
                                    b"</Relationships>")
            out.writestr(name, data)
        out.writestr("word/afchunk1.docx", embedded.getvalue())
    state = parse_manuscript(merged)
    assert [(k, r.bib.title, len(r.claims)) for k, r in state.refs.items()] == [("1", "基于CRNN的中文手写识别方法研究", 1)]
    assert state.meta.messages[:2] == [
        "中期报告.docx: the package declares non-XML parts (docx) as XML; read with their declared type corrected, "
        "as Word reads it",
        "中期报告.docx: 1 document(s) embedded in the body (Word altChunk) are read in their place"]
