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


def test_an_empty_reference_heading_before_the_review_opens_no_part(tmp_path):
    """A proposal form names "参考文献" in its outline with nothing under it; the review (文献综述) that follows
    holds the text and its own list: one document, its citations and its list read together."""
    document = docx.Document()
    document.add_paragraph("开题报告")
    document.add_heading("参考文献", 1)
    document.add_heading("文献综述", 1)
    document.add_paragraph("三维导航已有研究[1]，路网建模见[2]。")
    document.add_heading("主要参考文献", 1)
    document.add_paragraph("[1]张明.三维道路导航系统设计[J].计算机应用,2021,41(3):1-5.")
    document.add_paragraph("[2]李强.城市路网建模方法[J].测绘学报,2020,49(2):10-18.")
    document.save(tmp_path / "开题报告.docx")
    state = parse_manuscript(tmp_path / "开题报告.docx")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"1": 1, "2": 1}
    assert not [m for m in state.meta.messages if "skipped" in m]


def test_a_second_list_after_the_back_matter_is_named_not_dropped(tmp_path):
    document = docx.Document()
    document.add_paragraph("路径规划已有研究[1]，三维可视化见[2]。")
    document.add_heading("参考文献", 1)
    document.add_paragraph("[1]张明.路径规划算法研究[J].计算机工程,2014,40(6):134-138.")
    document.add_paragraph("[2]李强.三维可视化技术研究[D].兰州:兰州交通大学,2015.")
    document.add_heading("致谢", 1)
    document.add_paragraph("感谢导师。")
    for line in ["[1] 王五. 交通仿真模型进展[J]. 交通运输系统工程与信息, 2013, 13(5): 53-60.",
                 "知网原文链接： https://kns.cnki.net/kcms2/article/abstract?v=x",
                 "[2] 赵六. 三维场景实现[J]. 计算机工程与设计, 2014, 35(10): 3646-3650.",
                 "[3] 钱七. 平滑轨迹生成算法[J]. 机器人, 2017, 39(2): 150-158."]:
        document.add_paragraph(line)
    document.save(tmp_path / "论文初稿.docx")
    state = parse_manuscript(tmp_path / "论文初稿.docx")
    assert sorted(state.refs) == ["1", "2"]
    assert [m for m in state.meta.messages if "after the back matter" in m] == [
        "论文初稿.docx: paragraphs 7-10 after the back matter hold 3 numbered reference-like lines, not read as "
        "the reference list: check which list is the document's"]


def test_a_headless_list_beside_the_headed_one_is_named(tmp_path):
    """A reference manager's export saved as a .docx: a long numbered list with no heading, then the tool's
    own 'References:' list of two: the longer is read, the other named in a note, never dropped silently; the
    headless list's numbers are no citations."""
    document = docx.Document()
    for n in range(1, 7):
        document.add_paragraph(f"[{n}]王{n}.数字孪生研究第{n}篇[J].计算机集成制造系统,201{n},2{n}(01):1-18.")
    document.add_paragraph("当前文档包含的题录共2条")
    document.add_heading("References", 1)
    document.add_paragraph("[1].\t陶明等, 数字孪生及其应用探索. 计算机集成制造系统, 2018. 24(01): 第1-18页.")
    document.add_paragraph("[2].\t陶明等, 数字孪生五维模型. 计算机集成制造系统, 2019. 25(01): 第1-18页.")
    document.save(tmp_path / "参考文献.docx")
    state = parse_manuscript(tmp_path / "参考文献.docx")
    assert [(k, r.bib.title, len(r.claims)) for k, r in state.refs.items()] == [
        (str(n), f"数字孪生研究第{n}篇", 0) for n in range(1, 7)]
    assert [m for m in state.meta.messages if "two numbered reference lists" in m] == [
        "参考文献.docx: two numbered reference lists, at paragraphs 1-6 (6 entries, read as the reference list) and "
        "9-10 (2 entries, not read): check which list is the document's"]


def test_a_works_cited_heading_inside_the_list_keeps_its_entries(tmp_path):
    """A proposal's 参考文献, then Word's own "引用的著作" (Works Cited) heading with more auto-numbered entries, one
    of them starting with a file name of digits ("2025011001.pdf - …", no entry number): every entry is read, in
    order, and a note says where the second heading was."""
    from refverify.parse.manuscript import read_document
    document = docx.Document()
    document.add_paragraph("数字教材的研究见文献[1]与[4]。")
    document.add_paragraph("参考文献", style="Heading 3")
    first = ["教育部. (2025). 关于推进教育数字化的意见. 北京: 教育部.",
             "Holmes, W., & Fadel, C. (2019). Teaching with machines. Boston: Redesign Press.",
             "Ortega, L. (2011). Tutoring compared. Educational Psychologist, 46(4), 197-221."]
    works = ["数字教材的历史与趋势 - 研究网, 访问时间为 五月 18, 2025， https://research.example.org/textbooks",
             "2025011001.pdf - 某大学教务处, 访问时间为 五月 18, 2025， https://teach.example.edu.cn/2025011001.pdf",
             "本科教学动态 - 某大学教务处, 访问时间为 五月 18, 2025， https://jwc.example.edu.cn/news.pdf"]
    for line in first:
        document.add_paragraph(line, style="List Number")
    document.add_paragraph("引用的著作", style="Heading 5")
    for line in works:
        document.add_paragraph(line, style="List Number")
    document.save(tmp_path / "proposal.docx")
    doc = read_document(tmp_path / "proposal.docx")
    assert doc.reference_lines == [(3 + k, f"[{k + 1}] {line}") for k, line in enumerate(first)] + [
        (7 + k, f"[{k + 4}] {line}") for k, line in enumerate(works)]
    assert doc.warnings == ["proposal.docx: a second reference heading '引用的著作' at paragraph 6 inside the "
                            "reference list: the entries under it are read with the list's"]


def test_a_heading_after_a_page_break_inside_a_paragraph_opens_the_list(tmp_path):
    """WPS / generated theses: "…因素。<page break>参考文献" in one paragraph, and the last entry with
    "<page break>致谢" after it: on the page these are separate paragraphs, and so are they read."""
    from docx.enum.text import WD_BREAK
    document = docx.Document()
    document.add_paragraph("系统采用分层架构[1]，数据库设计参考[2]。")
    last = document.add_paragraph("最后，系统应支持多语言界面。")
    last.add_run().add_break(WD_BREAK.PAGE)
    last.add_run("参考文献").bold = True
    document.add_paragraph("[01]王珊，萨师煊。数据库系统概论[M]. 5版。北京：高等教育出版社，2014.")
    entry = document.add_paragraph("[02]郑莉，张宇。Java语言程序设计[M]. 北京：清华大学出版社，2015.")
    entry.add_run().add_break(WD_BREAK.PAGE)
    entry.add_run("致谢").bold = True
    document.add_paragraph("感谢导师的指导[3]。")
    document.save(tmp_path / "thesis.docx")
    state = parse_manuscript(tmp_path / "thesis.docx")
    assert sorted(state.refs) == ["1", "2"]
    assert state.refs["2"].bib.raw == "[02]郑莉，张宇。Java语言程序设计[M]. 北京：清华大学出版社，2015."
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"1": 1, "2": 1}
    assert state.meta.checks.orphans == []


def test_a_heading_in_a_contents_style_without_a_page_number_is_read(tmp_path):
    """A thesis whose headings were pasted from its table of contents ("参考文献" in the "toc 1" style, no page
    number): the heading opens the list; the contents line itself ("参考文献<tab>58") is still skipped."""
    document = docx.Document()
    styles = document.styles
    from docx.enum.style import WD_STYLE_TYPE
    toc = styles.add_style("toc 1", WD_STYLE_TYPE.PARAGRAPH)
    document.add_paragraph("参考文献\t58", style=toc)
    document.add_paragraph("日程管理的研究见文献[1]和[2]。")
    document.add_paragraph("参考文献", style=toc)
    document.add_paragraph("[1] 王家华.软件工程[M].沈阳：东北大学出版社,2001.")
    document.add_paragraph("[2] 高飞.MySQL入门经典[M].北京：机械工业出版社,2013.")
    document.add_paragraph("致谢", style=toc)
    document.add_paragraph("感谢老师。")
    document.save(tmp_path / "thesis.docx")
    from refverify.parse.manuscript import read_document
    doc = read_document(tmp_path / "thesis.docx")
    assert [t for _, t in doc.reference_lines] == ["[1] 王家华.软件工程[M].沈阳：东北大学出版社,2001.",
                                                   "[2] 高飞.MySQL入门经典[M].北京：机械工业出版社,2013."]
    assert doc.warnings == []


def test_an_empty_heading_under_references_and_retrieved_from_lines_keep_the_list(tmp_path):
    """"References" then an empty Heading 1 paragraph, then entries each over two or three paragraphs with
    "Retrieved from:" and the address below: every entry is read whole; "Retrieved from:" is no page furniture."""
    entries = [("Athanas, G. (2012). Value investing and portfolio theory. Research Gate", "https://www.example.net/p/2695"),
               ("Banner, A. (2017). The first modern bailout. Columbia University.", "https://history.example.edu/banner.pdf"),
               ("Becker, T. (2011). Finance in economic development. Discussion Paper, No. 38.", "https://papers.example.com/38"),
               ("Dyer, A. and Zing, L. (2002). The bubble and the media. Corporate Governance.", "https://www.example.org/dz")]
    document = docx.Document()
    document.add_paragraph("Bubbles recur in markets (Athanas, 2012; Becker, 2011).")
    document.add_heading("References", 1)
    document.add_heading("", 1)
    for entry, url in entries:
        document.add_paragraph(entry)
        document.add_paragraph("Retrieved from:")
        document.add_paragraph(url)
        document.add_paragraph("")
    document.save(tmp_path / "thesis.docx")
    state = parse_manuscript(tmp_path / "thesis.docx")
    assert sorted(r.bib.raw for r in state.refs.values()) == sorted(f"{e} Retrieved from: {u}" for e, u in entries)
    assert state.meta.messages == []


def test_a_caption_in_a_text_box_cites_once(tmp_path):
    """A figure's caption in a text box, "图 1 网络结构示意[2]", kept twice in the file (the drawing's text box
    and the copy for older readers under mc:Fallback): its citation is read, once."""
    from docx.oxml import parse_xml
    document = docx.Document()
    document.add_paragraph("遗传算法见文献[1]。")
    holder = document.add_paragraph()
    box = ('<w:r xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
           'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" '
           'xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" '
           'xmlns:v="urn:schemas-microsoft-com:vml"><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing>'
           '<wps:txbx><w:txbxContent><w:p><w:r><w:t>图 1 网络结构示意[2]</w:t></w:r></w:p></w:txbxContent></wps:txbx>'
           '</w:drawing></mc:Choice><mc:Fallback><w:pict><v:textbox><w:txbxContent><w:p><w:r><w:t>图 1 网络结构示意[2]'
           '</w:t></w:r></w:p></w:txbxContent></v:textbox></w:pict></mc:Fallback></mc:AlternateContent></w:r>')
    holder._p.append(parse_xml(box))
    document.add_paragraph("参考文献", style="Heading 1")
    document.add_paragraph("[1] 王家华.软件工程[M].沈阳：东北大学出版社,2001.")
    document.add_paragraph("[2] 李宏.深度学习教程[EB/OL]. http://example.edu/dl.pdf, 2016.")
    document.save(tmp_path / "thesis.docx")
    state = parse_manuscript(tmp_path / "thesis.docx")
    assert {k: [c.cite_marker for c in r.claims] for k, r in state.refs.items()} == {"1": ["[1]"], "2": ["[2]"]}


def test_tables_after_the_list_cite(tmp_path):
    """A journal manuscript puts its tables and figure legends after the references; they cite
    ("Pennick 2010 [1]"): read as body. The acknowledgements after them are not."""
    document = docx.Document()
    document.add_paragraph("Absorption is fast [1] and the volume large [2].")
    document.add_heading("References", 1)
    document.add_paragraph("1. Pennick M. Absorption of a prodrug. Neuropsychiatr Dis Treat. 2010;6:317-327.")
    document.add_paragraph("2. Ermer JC, Pennick M. Pharmacokinetics in adults. Clin Drug Investig. 2016;36:341-356.")
    document.add_paragraph("3. Boellner SW. Pharmacokinetics in children. Clin Ther. 2010;32:252-264.")
    document.add_heading("Tables", 1)
    document.add_paragraph("Table 1. Model parameters: absorption rate 0.85/h, Pennick 2010 [1]; volume 3.5 L/kg [2].")
    document.add_heading("Figure legends", 1)
    document.add_paragraph("Figure 1. Simulated and observed concentrations in children [3].")
    document.add_heading("Acknowledgements", 1)
    document.add_paragraph("We thank the reviewers [4].")
    document.save(tmp_path / "manuscript.docx")
    state = parse_manuscript(tmp_path / "manuscript.docx")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"1": 2, "2": 2, "3": 1}
    assert state.meta.checks.orphans == []


def test_a_proposal_forms_rule_after_its_reference_heading(tmp_path):
    """"主要参考文献（参考文献须在15篇以上，其中应包含至少2篇外文…）：" in a proposal form's table heads the list."""
    document = docx.Document()
    document.add_paragraph("网约车数据仓库的研究见文献[1]与[2]。")
    table = document.add_table(rows=1, cols=1)
    cell = table.rows[0].cells[0]
    cell.paragraphs[0].text = "主要参考文献（参考文献须在15篇以上，其中应包含至少2篇外文、2篇近2年内的文献）："
    cell.add_paragraph("[1] 王五, 李六. 基于Hive的数据仓库分层设计[J]. 计算机应用研究, 2023, 40(2): 412-416.")
    cell.add_paragraph("[2] 赵七. 城市交通大数据平台建设指南[M]. 北京: 电子工业出版社, 2021.")
    document.save(tmp_path / "proposal.docx")
    state = parse_manuscript(tmp_path / "proposal.docx")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"1": 1, "2": 1}


def test_a_review_section_with_a_long_rule_is_no_reference_heading():
    from refverify.parse.documents import is_reference_heading
    assert not is_reference_heading("二、文献综述及主要参考文献（通过对本研究密切相关的至少9～11篇参考文献进行整理和归纳，"
                                    "介绍国内外学者对这些问题的研究结果及对其前景的看法）")
    assert is_reference_heading("主要参考文献（参考文献须在15篇以上，其中应包含至少2篇外文、2篇近2年内的文献）：")


def test_word_numbered_list_counts_on_past_a_broken_page_range_and_a_glued_entry(tmp_path):
    """Word numbers the entries (not in the text); one entry's page range runs into the next paragraph
    ("…2023, No.107(102-" / "104)."), another has the next entry typed into it ("…23(91-98). [4] 任文. …"):
    the count goes 1, 2, 3, 4, 5 — not 105 — and every citation finds its entry."""
    document = docx.Document()
    document.add_paragraph("指纹识别已有综述[1]，声纹识别见[2]，人脸识别见[3]，地方标准见[4]，心率见[5]。")
    document.add_paragraph("参考文献", style="Heading 1")
    document.add_paragraph("何梅, 蔡玲. 指纹识别技术发展及应用现状[J]. 产业创新研究, 2023, No.107(102-", style="List Number")
    document.add_paragraph("104).")
    document.add_paragraph("张曜. 基于深度学习的声纹识别算法研究[J]. 电子学报, 2022, 30(1): 8-12.", style="List Number")
    document.add_paragraph("杨涵. 人脸识别技术风险研究[J]. 广州学报, 2023, 23(91-98). [4] 任文. 公共场所人脸识别应用标准[R]. "
                           "民主与法制时报, 2023.", style="List Number")
    document.add_paragraph("Allen J. Photoplethysmography in clinical measurement[J]. Physiol Meas, 2007, 28(3): 1-39.",
                           style="List Number")
    document.save(tmp_path / "d.docx")
    state = parse_manuscript(tmp_path / "d.docx")
    assert sorted(r.number for r in state.refs.values()) == [1, 2, 3, 4, 5]
    assert state.refs["5"].bib.raw.startswith("[5] Allen J.")
    assert state.meta.checks.orphans == [] and state.meta.checks.uncited == []


def test_a_numbered_section_after_the_list_is_no_part_of_its_last_entry(tmp_path):
    """An opening report (held-out batch 39): the list, then the body's next section "5 进程安排" without a
    heading style and its schedule; the last entry ends where that section starts."""
    document = docx.Document()
    document.add_paragraph("播放器已有研究[1]，安卓开发见[2]。")
    document.add_paragraph("4 参考文献")
    lines = ["[1]张海.基于安卓的播放器设计[J].计算机工程,2013,11:3907-3911.",
             "[2]李江.基于Android的MIDI播放器的设计与实现[D].内蒙古:内蒙古科技大学,2012."]
    for line in lines + ["5 进程安排", "第一阶段（2017.1.9-2017.3.18）：查阅文献，撰写开题报告。",
                         "第二阶段（2017.3.21-2017.4.1）：需求分析。"]:
        document.add_paragraph(line)
    document.save(tmp_path / "开题报告.docx")
    state = parse_manuscript(tmp_path / "开题报告.docx")
    assert [state.refs[k].bib.raw for k in sorted(state.refs)] == lines


def test_a_link_to_a_part_the_package_does_not_hold_is_dropped_with_a_note(tmp_path):
    """A WPS-saved thesis (held-out batch 35) links an image to "word/NULL", a part it never saved: Word opens
    it, python-docx gives up; the document is read without that link, and a note says so."""
    import zipfile
    document = docx.Document()
    document.add_paragraph("海鸥已有研究[1]。")
    document.add_paragraph("参考文献", style="Heading 1")
    document.add_paragraph("[1]张海.海鸥计数方法[J].海岸鸟类,2013,11:39-41.")
    document.save(tmp_path / "plain.docx")
    with zipfile.ZipFile(tmp_path / "plain.docx") as source, zipfile.ZipFile(tmp_path / "论文.docx", "w") as target:
        for name in source.namelist():
            data = source.read(name)
            if name == "word/_rels/document.xml.rels":
                data = data.replace(b"</Relationships>", b'<Relationship Id="rId99" Type="http://schemas.openxmlformats.org/'
                                    b'officeDocument/2006/relationships/image" Target="NULL"/></Relationships>')
            target.writestr(name, data)
    state = parse_manuscript(tmp_path / "论文.docx")
    assert sorted(state.refs) == ["1"] and len(state.refs["1"].claims) == 1
    assert [m for m in state.meta.messages if "does not hold" in m] == [
        "论文.docx: the package links to parts it does not hold (word/NULL); read without those links, as Word reads it"]
