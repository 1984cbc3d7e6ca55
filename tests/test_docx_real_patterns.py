"""Patterns met in real Word manuscripts written by others (bench/corpus/docx_manifest.json),
each rebuilt here in our own words with python-docx: a reference list that has no heading but
Word's "Bibliography" style (WPS names it 书目1), an empty 参考文献 placeholder in a chapter
outline before the real list, a "Reference" heading over an automatically numbered list,
entries whose first author starts in lower case or with an accent, bracketed superscript
markers right after a unit, "[1][2]" chains and short capitalised names before a marker,
front-matter marks, code pasted into a thesis, a list inside a 开题报告 table, and Zotero
citation fields in a draft without a list."""
import json

import docx
import pytest
from docx.enum.style import WD_STYLE_TYPE
from docx.oxml import OxmlElement
from docx.oxml.ns import qn

from refverify.parse.pipeline import parse_manuscript


def _saved_and_parsed(document, path):
    document.save(path)
    return parse_manuscript(path)


def _claims(state):
    return {rid: len(ref.claims) for rid, ref in state.refs.items() if ref.claims}


def _superscript(paragraph, text):
    run = paragraph.add_run(text)
    run.font.superscript = True
    return run


def _style(document, name):
    style = document.styles.add_style(name, WD_STYLE_TYPE.PARAGRAPH)
    style.base_style = document.styles["Normal"]
    return name


@pytest.mark.parametrize("style_name", ["Bibliography", "书目1"])
def test_bibliography_style_list_without_heading(tmp_path, style_name):
    """The list follows the acknowledgements with no 参考文献 heading of its own: the
    entries carry the Bibliography style (pandoc output re-saved by WPS)."""
    d = docx.Document()
    d.add_heading("第一章 绪论", 1)
    d.add_paragraph("镇痛药物的使用在术后恢复中十分常见[1]，其剂量差异与疗效有关[2]。")
    d.add_paragraph("另有研究比较了两种给药途径[2,3]。")
    d.add_heading("致谢", 1)
    d.add_paragraph("感谢导师的悉心指导。")
    bib = _style(d, style_name)
    d.add_paragraph("[1] 王明. 术后镇痛的临床观察[J]. 临床麻醉学杂志, 2019, 35(2): 101-104.", bib)
    d.add_paragraph("[2] Lee K, Park S. Dose and response of oral opioids[J]. Pain Med, 2018, 19(4): 700-708.", bib)
    d.add_paragraph("[3] 陈华. 静脉与口服给药的比较[D]. 北京: 某医科大学, 2020.", bib)
    state = _saved_and_parsed(d, tmp_path / "thesis.docx")
    assert sorted(state.refs) == ["1", "2", "3"]
    assert _claims(state) == {"1": 1, "2": 2, "3": 1}
    assert state.refs["2"].bib.raw.startswith("[2] Lee K, Park S. Dose and response")
    assert state.meta.checks.orphans == [] and state.meta.checks.uncited == []


def test_empty_reference_heading_in_outline_before_the_real_list(tmp_path):
    """A chapter outline lists 参考文献 and 致 谢 as empty headings; the entries come after
    the figure list under a second 参考文献 heading."""
    d = docx.Document()
    d.add_heading("1 绪论", 1)
    d.add_paragraph("语音端点检测常用双门限法[2]。")
    d.add_heading("总结与展望", 1)
    d.add_paragraph("参考文献")
    d.add_paragraph("致 谢")
    d.add_heading("图清单", 1)
    d.add_paragraph("图1 系统流程图")
    d.add_heading("参考文献", 1)
    d.add_paragraph("[1]张伟.语音交互综述[J].电子学报,2017,35(3):92-95.")
    d.add_paragraph("[2]李娜.端点检测算法研究[J].电子设计工程,2015(4):78-81.")
    state = _saved_and_parsed(d, tmp_path / "paper.docx")
    assert sorted(state.refs) == ["1", "2"]
    assert _claims(state) == {"2": 1}
    assert state.meta.checks.uncited == ["1"]
    assert state.refs["1"].bib.raw == "[1]张伟.语音交互综述[J].电子学报,2017,35(3):92-95."


def test_reference_heading_singular_over_auto_numbered_list(tmp_path):
    """"Reference" (singular) heads a list whose numbers come from Word's numbering."""
    d = docx.Document()
    d.add_paragraph("视线估计综述")
    d.add_paragraph("早期方法依赖红外光源[1]，基于外观的方法随后出现[2,3]。")
    d.add_paragraph("Reference", "List Number")
    d.add_paragraph("Adams P, Brook T. Corneal reflection tracking[J]. Vision Res, 2001, 41: 10-20.", "List Number")
    d.add_paragraph("Chen L. Appearance based gaze[C]//Proc. WACV. IEEE, 2002: 191-195.", "List Number")
    d.add_paragraph("Duarte M, Ferreira J. Gaze in the wild[J]. IJCV, 2019, 12(1): 1-9.", "List Number")
    state = _saved_and_parsed(d, tmp_path / "review.docx")
    assert sorted(state.refs) == ["1", "2", "3"]
    assert _claims(state) == {"1": 1, "2": 1, "3": 1}
    assert state.refs["2"].bib.raw == "[2] Chen L. Appearance based gaze[C]//Proc. WACV. IEEE, 2002: 191-195."
    assert state.meta.checks.orphans == []


def test_entries_whose_first_author_is_lower_case_or_accented(tmp_path):
    """"19 <tab>van Runnard …" and "23 <tab>Çalişkan …" are entries of their own (they were
    merged into the entry above), because their numbers continue the list."""
    d = docx.Document()
    d.add_paragraph("Steroids were given after delivery in two trials [1,2] and before it in one [3].")
    d.add_paragraph("A fourth trial was stopped early [4].")
    d.add_heading("References", 1)
    d.add_paragraph("1 \tMoreau A, Blanc P. Postpartum steroids in a cohort. Eur J Obstet 2001;12:1–9.")
    d.add_paragraph("2 \tvan den Akker R, Smit J. Prolonged prednisolone before term. Eur J Obstet 2006;15:20–8.")
    d.add_paragraph("3 \tÇelik E, Yılmaz O. High dose betamethasone in pregnancy. Clin Sci J 2010;30:11–4.")
    d.add_paragraph("4 \tBaker H. Early stopping of a steroid trial. Obstet Med 2012;5:33–7.")
    state = _saved_and_parsed(d, tmp_path / "manuscript.docx")
    assert sorted(state.refs, key=int) == ["1", "2", "3", "4"]
    assert _claims(state) == {"1": 1, "2": 1, "3": 1, "4": 1}
    assert state.refs["1"].bib.raw == "1 \tMoreau A, Blanc P. Postpartum steroids in a cohort. Eur J Obstet 2001;12:1–9."
    assert state.refs["2"].bib.raw.startswith("2 \tvan den Akker R")
    assert state.refs["3"].bib.raw.startswith("3 \tÇelik E")
    assert state.meta.checks.orphans == []


def test_bracketed_superscript_after_a_unit_is_a_citation(tmp_path):
    """"6.1/1000 h^[3]" cites reference 3; an unbracketed "m^2" stays a unit."""
    d = docx.Document()
    p = d.add_paragraph("女子足球的受伤率为6.1/1000 h")
    _superscript(p, "[3]")
    p.add_run("，职业棒球为0.7–3.6/1000 AE")
    _superscript(p, "[2]")
    p.add_run("。场馆面积约为500 m")
    _superscript(p, "2")
    p.add_run("，相关标准见文献")
    _superscript(p, "[1]")
    p.add_run("。")
    d.add_heading("参考文献", 1)
    for n, text in ((1, "国际奥委会. 场馆标准[R]. 2020."), (2, "Kim D. Baseball injuries[J]. AJSM, 2021, 49: 1-8."),
                    (3, "Ruiz A. Injury in women's football[J]. Sports Med, 2021, 51: 423-442.")):
        d.add_paragraph(f"[{n}] {text}")
    state = _saved_and_parsed(d, tmp_path / "thesis.docx")
    assert _claims(state) == {"1": 1, "2": 1, "3": 1}
    assert [c.cite_marker for c in state.refs["3"].claims] == ["[3]"]
    assert state.meta.checks.orphans == [] and state.meta.checks.uncited == []


def test_marker_chains_and_short_names_before_a_marker(tmp_path):
    """"任务[1][2]" is two citations, "T5[3]在" and "using R[4]." cite; "x[2] is" and
    "A[1] = 0" stay index expressions."""
    d = docx.Document()
    d.add_paragraph("常识推理是自然语言理解的核心任务[1][2]。生成式模型包括T5[3]和BART等。")
    d.add_paragraph("Analyses were performed using R[4]. The code sets A[1] = 0 and reads x[2] is set.")
    d.add_heading("参考文献", 1)
    for n, text in ((1, "Liu H. Commonsense reasoning[J]. KBIE, 2004."), (2, "Bhargava P. Survey[C]. AAAI, 2022."),
                    (3, "Raffel C. Text-to-text transfer[J]. JMLR, 2020, 21: 1-67."),
                    (4, "R Core Team. R: a language and environment[M]. Vienna, 2021.")):
        d.add_paragraph(f"[{n}] {text}")
    state = _saved_and_parsed(d, tmp_path / "thesis.docx")
    assert _claims(state) == {"1": 1, "2": 1, "3": 1, "4": 1}
    assert [c.cite_marker for c in state.refs["4"].claims] == ["[4]"]
    assert state.meta.checks.orphans == []


def test_vancouver_parentheses_after_a_year_and_pasted_r_output(tmp_path):
    """"published in 2022 (2)" cites reference 2 while "2015 (4): 78" in a sentence stays an
    issue number; a pasted R console line "[1] 6 # …" is output, not a citation."""
    d = docx.Document()
    d.add_paragraph("Trauma deaths are frequent worldwide (1). Diagnostic errors were common "
                    "according to a review published in 2022 (2).")
    d.add_paragraph("The registry was described in volume 2015 (3): 78 of the journal.")
    d.add_paragraph("[1] 6 # rows kept after cleaning")
    d.add_heading("References", 1)
    d.add_paragraph("1. Murphy C. The burden of injury. Nat Med. 2022;28:2019–26.", "List Number")
    d.add_paragraph("2. Newton D, Park S. Diagnostic errors in emergency care. AHRQ; 2022.", "List Number")
    d.add_paragraph("3. Moore L. The value of registries. Injury. 2015;39:686–95.", "List Number")
    state = _saved_and_parsed(d, tmp_path / "manuscript.docx")
    assert _claims(state) == {"1": 1, "2": 1}
    assert [c.cite_marker for c in state.refs["2"].claims] == ["(2)"]
    assert state.meta.checks.uncited == ["3"]


def test_java_annotations_and_code_lines_in_a_thesis_are_not_citations(tmp_path):
    """A Chinese CS thesis pastes code: "@Override" / "@RequestMapping" are Java annotations
    (they had turned the whole document into a pandoc one and lost its numbered list) and
    "new String[1];" is an array, not reference 1."""
    d = docx.Document()
    p = d.add_paragraph("控制层使用@RequestMapping注解映射请求，框架降低了耦合")
    _superscript(p, "[1]")
    p.add_run("。")
    d.add_paragraph("    @Override")
    d.add_paragraph("    public String toString() {")
    d.add_paragraph("        String[] names = new String[1];")
    p = d.add_paragraph("持久层框架简化了数据库访问")
    _superscript(p, "[2]")
    p.add_run("。")
    d.add_heading("参考文献", 1)
    d.add_paragraph("[1] 王强. Spring 实战[M]. 北京: 人民邮电出版社, 2016.")
    d.add_paragraph("[2] 刘洋. MyBatis 技术内幕[M]. 北京: 电子工业出版社, 2017.")
    d.add_paragraph("[3] 赵敏. Java 虚拟机[M]. 北京: 机械工业出版社, 2015.")
    state = _saved_and_parsed(d, tmp_path / "thesis.docx")
    assert state.meta.citation_style == "numeric"
    assert sorted(state.refs, key=int) == ["1", "2", "3"]
    assert _claims(state) == {"1": 1, "2": 1}
    assert state.meta.checks.orphans == [] and state.meta.checks.uncited == ["3"]


def test_a_method_call_assigned_in_pasted_code_is_no_citation(tmp_path):
    """Code pasted into a table cell ("Map<String, Int> rels = this.kb.count(triple[1], rule.getHead());")
    indexes an array: "[1]" there is no citation of reference 1, the prose "[1]" is."""
    d = docx.Document()
    d.add_paragraph("规则挖掘系统基于已有的关联规则挖掘算法实现[1]。")
    cell = d.add_table(rows=1, cols=1).cell(0, 0)
    cell.text = "Map<String, Int> rels = this.kb.countBindings(triple[1], rule.getHead(), rule.getBody());"
    d.add_paragraph("Map<String, Int> more = this.kb.countBindings(triple[2], in.getHead());")
    d.add_heading("参考文献", 1)
    d.add_paragraph("[1] 李明. 知识库规则挖掘[J]. 计算机学报, 2015, 38(6): 1-10.")
    d.add_paragraph("[2] 张华. 关联规则[M]. 北京: 清华大学出版社, 2012.")
    state = _saved_and_parsed(d, tmp_path / "thesis.docx")
    assert _claims(state) == {"1": 1}
    assert state.meta.checks.uncited == ["2"]


def test_author_affiliation_and_table_note_superscripts_are_not_citations(tmp_path):
    """"Lee¹, Wong¹,²" on the author line, "¹ Department of …" and "Canada²" on the
    affiliation line before the Abstract, and "¹Median (IQR)" opening a table cell, are marks;
    the superscripts of the text after the Abstract heading are citations."""
    d = docx.Document()
    d.add_paragraph("Sedation depth and apnoea during procedures", "Title")
    p = d.add_paragraph("Grace Lee")
    _superscript(p, "1")
    p.add_run(", Owen Wong")
    _superscript(p, "1,2")
    p = d.add_paragraph("")
    _superscript(p, "1")
    p.add_run(" Department of Nursing, City Hospital, Toronto, Canada")
    _superscript(p, "2")
    p.add_run(" School of Medicine, Harbour University, Sydney")
    d.add_heading("Abstract", 1)
    p = d.add_paragraph("Capnography detects apnoea earlier than pulse oximetry")
    _superscript(p, "1,2")
    p.add_run(".")
    table = d.add_table(rows=1, cols=1)
    cell = table.cell(0, 0).paragraphs[0]
    _superscript(cell, "1")
    cell.add_run("Median (IQR); n (%)")
    d.add_heading("References", 1)
    d.add_paragraph("1. Hart A, Cole B. Capnography in sedation. Anesth Analg. 2019;128:10–8.")
    d.add_paragraph("2. Ito K. Pulse oximetry delays. Br J Anaesth. 2020;124:55–60.")
    state = _saved_and_parsed(d, tmp_path / "manuscript.docx")
    assert _claims(state) == {"1": 1, "2": 1}
    assert [c.cite_marker for c in state.refs["2"].claims] == ["1,2"]
    assert state.meta.checks.orphans == [] and state.meta.checks.uncited == []


def test_superscript_after_a_two_letter_surname_in_chinese_text(tmp_path):
    """"Li²等人" cites reference 2: a capitalised two-letter surname
    followed by Chinese text is not a unit; "CO2" and "m2" stay units."""
    d = docx.Document()
    p = d.add_paragraph("Li")
    _superscript(p, "2")
    p.add_run("等人探索了PPG信号测量握力，Wu")
    _superscript(p, "1")
    p.add_run("的方法更早。呼出CO")
    _superscript(p, "2")
    p.add_run("浓度与面积500 m")
    _superscript(p, "2")
    p.add_run("无关。")
    d.add_heading("参考文献", 1)
    d.add_paragraph("[1] 吴伟. 手势识别综述[J]. 计算机学报, 2020, 43(1): 1-20.")
    d.add_paragraph("[2] Li X, Chen Y. Grip force from PPG[J]. Sensors, 2021, 21(3): 1-12.")
    state = _saved_and_parsed(d, tmp_path / "thesis.docx")
    assert _claims(state) == {"1": 1, "2": 1}
    assert state.refs["2"].claims[0].citing_sentence.startswith("Li2等人探索了PPG信号测量握力")


def test_a_list_item_ending_in_a_semicolon_keeps_its_citation(tmp_path):
    """Only a line of code is skipped: "improved survival (HR = 0.8) [1];" and "return to work
    … [2] (Table 2);" are prose."""
    d = docx.Document()
    d.add_paragraph("The trial reported:")
    d.add_paragraph("improved survival (HR = 0.8) [1];", "List Bullet")
    d.add_paragraph("return to work within six weeks [2] (Table 2);", "List Bullet")
    d.add_paragraph("fewer admissions [2].", "List Bullet")
    d.add_heading("References", 1)
    d.add_paragraph("[1] Ortiz M. Survival after sepsis. Lancet. 2020;395:1–9.")
    d.add_paragraph("[2] Quinn R. Admissions after sepsis. BMJ. 2021;372:n1.")
    assert _claims(_saved_and_parsed(d, tmp_path / "paper.docx")) == {"1": 1, "2": 2}


def test_an_entry_without_authors_keeps_its_title(tmp_path):
    """"WHO recommendations for … . Published Online First: 2011." has no author list: its first
    sentence is the title (it was read as three authors, and "Published Online First: 2011" as
    the title, so two such WHO entries looked like duplicates). And "… Lima P. Title. Rev Obstet
    2019;3:1–8." (journal and year without a period between, last author with one initial)
    keeps its authors and title (the author list had become the title)."""
    d = docx.Document()
    d.add_paragraph("Guidelines differ between agencies [1,2] and trials [3].")
    d.add_heading("References", 1)
    d.add_paragraph("1 \tWHO recommendations for prevention and treatment of anaemia in pregnancy. "
                    "Published Online First: 2012. https://example.org/who-anaemia")
    d.add_paragraph("2 \tWHO recommendations: iron supplements for pregnant women. Published Online "
                    "First: 2016. https://example.org/who-iron")
    d.add_paragraph("3 \tda Costa R, de Lima P. Iron dosing in pregnancy. Rev Obstet 2019;3:1–8.")
    state = _saved_and_parsed(d, tmp_path / "manuscript.docx")
    one, two, three = (state.refs[k] for k in ("1", "2", "3"))
    assert one.bib.title == "WHO recommendations for prevention and treatment of anaemia in pregnancy"
    assert one.bib.author_list == [] and one.bib.year == 2012
    assert two.bib.title == "WHO recommendations: iron supplements for pregnant women"
    assert three.bib.author_list[:2] == ["da Costa, R", "de Lima, P"]
    assert state.meta.checks.duplicates == []


def test_proposal_form_with_its_list_inside_a_table(tmp_path):
    """A 开题报告 form keeps everything in one table: the 参考文献 line in a cell opens the list,
    and "七、指导教师意见" after it closes it (the adviser's comment is no part of entry 2)."""
    d = docx.Document()
    d.add_paragraph("本科生毕业论文开题报告")
    table = d.add_table(rows=1, cols=1)
    cell = table.cell(0, 0)
    cell.paragraphs[0].text = "一、研究的目的与意义"
    cell.add_paragraph("慢性病负担沉重[1]，机器学习可用于风险预测[2]。")
    cell.add_paragraph("参考文献")
    cell.add_paragraph("[1]张兰. 老年高血压患者认知功能分析[D]. 扬州: 扬州大学, 2025.")
    cell.add_paragraph("[2]Gu Y, Su S. XGBoost and logistic regression compared[J]. BMC Med, 2025, 23(1): 1-9.")
    cell.add_paragraph("七、指导教师意见：")
    cell.add_paragraph("选题有意义，技术路线可行，注意[3]处的队列差异。")
    state = _saved_and_parsed(d, tmp_path / "kaiti.docx")
    assert sorted(state.refs) == ["1", "2"]
    assert _claims(state) == {"1": 1, "2": 1}
    assert state.refs["2"].bib.raw == "[2]Gu Y, Su S. XGBoost and logistic regression compared[J]. BMC Med, 2025, 23(1): 1-9."
    assert state.meta.checks.orphans == []


def test_numbered_list_ending_the_document_without_heading(tmp_path):
    """"[1] …" to "[4] …" ending the document with no heading and no list style are the list;
    a body paragraph citing [2] still cites."""
    d = docx.Document()
    d.add_paragraph("研究的价值和意义")
    d.add_paragraph("综合信息发布系统可以提高资源利用效率[2]。")
    for n, text in ((1, "张瑜.医院信息管理的互联互通[J].互联网周刊,2023(02):71-73."),
                    (2, "潘文琴.医用耗材管理信息系统[J].中国医疗器械杂志,2022,46(06):625-628."),
                    (3, "朱明亮.ERP信息管理系统的应用[J].中国管理信息化,2022,25(22):107-109."),
                    (4, "高长满.农村综合信息发布系统[D].电子科技大学,2012.")):
        d.add_paragraph(f"[{n}]{text}")
    state = _saved_and_parsed(d, tmp_path / "thesis.docx")
    assert sorted(state.refs, key=int) == ["1", "2", "3", "4"]
    assert _claims(state) == {"2": 1}
    assert state.meta.checks.uncited == ["1", "3", "4"]


def _zotero_field(paragraph, items, marker):
    """A Zotero citation field: begin, the CSL_CITATION instruction (split over two runs, as
    Word does), separate, the superscript marker, end."""
    payload = json.dumps({"citationID": "x", "citationItems": [{"id": n, "itemData": item}
                                                              for n, item in enumerate(items)]})
    instruction = f"ADDIN ZOTERO_ITEM CSL_CITATION {payload}"

    def run_with(tag, **attrs):
        run = paragraph.add_run()
        element = OxmlElement(tag)
        for name, value in attrs.items():
            element.set(qn(name), value)
        run._r.append(element)
        return element

    run_with("w:fldChar", **{"w:fldCharType": "begin"})
    half = len(instruction) // 2
    for part in (instruction[:half], instruction[half:]):
        run_with("w:instrText").text = part
    run_with("w:fldChar", **{"w:fldCharType": "separate"})
    _superscript(paragraph, marker)
    run_with("w:fldChar", **{"w:fldCharType": "end"})


def test_zotero_fields_give_the_references_of_a_draft_without_list(tmp_path):
    """A chapter draft cites through Zotero but has no bibliography inserted: the references
    (title, authors, year, DOI) are read from the fields, numbered by their markers."""
    items = [
        {"type": "article-journal", "title": "Wrist gestures from optical pulse signals",
         "author": [{"family": "Park", "given": "Min Ji"}, {"family": "Osei", "given": "K."}],
         "issued": {"date-parts": [[2021]]}, "container-title": "IEEE Sensors Journal",
         "DOI": "10.1000/demo.2021.1"},
        {"type": "article-journal", "title": "可穿戴设备中的手势交互",
         "author": [{"family": "周", "given": "明"}], "issued": {"date-parts": [[2022, 5]]},
         "container-title": "计算机学报"},
    ]
    d = docx.Document()
    p = d.add_paragraph("光电容积脉搏波可用于手势识别")
    _zotero_field(p, items, "1,2")
    p.add_run("，Park")
    _zotero_field(p, items[:1], "1")
    p.add_run("等人随后改进了特征提取。")
    state = _saved_and_parsed(d, tmp_path / "chapter1.docx")
    assert sorted(state.refs) == ["1", "2"]
    assert _claims(state) == {"1": 2, "2": 1}
    one, two = state.refs["1"], state.refs["2"]
    assert (one.bib.title, one.bib.doi, one.bib.year, one.bib.journal) == (
        "Wrist gestures from optical pulse signals", "10.1000/demo.2021.1", 2021, "IEEE Sensors Journal")
    assert one.bib.author_list == ["Park, MJ", "Osei, K"] and one.bib.origin == "fields"
    assert (two.bib.title, two.bib.year, two.bib.author_list) == ("可穿戴设备中的手势交互", 2022, ["周, 明"])
    assert state.meta.checks.orphans == []
    assert "chapter1.docx: no reference list; 2 references read from its Zotero citation fields" \
        in state.meta.messages


@pytest.mark.parametrize("styled", [False, True])
def test_list_grouped_under_chinese_and_foreign_subheadings(tmp_path, styled):
    """"一、中文文献" / "二、外文文献" inside an ordinary 参考文献 list group its entries, typed
    as plain paragraphs or as Heading 2; they neither end the list nor open the text again."""
    d = docx.Document()
    d.add_paragraph("国内研究较多[1]，国外研究更早[2]。")
    d.add_heading("参考文献", 1)
    group = (lambda text: d.add_heading(text, 2)) if styled else d.add_paragraph
    group("一、中文文献")
    d.add_paragraph("[1] 孙磊. 社区高血压管理[J]. 中国全科医学, 2020, 23(4): 1-5.")
    group("二、外文文献")
    d.add_paragraph("[2] Hale T. Hypertension care in primary practice[J]. BMJ, 2018, 360: k1-k9.")
    state = _saved_and_parsed(d, tmp_path / "thesis.docx")
    assert sorted(state.refs) == ["1", "2"]
    assert _claims(state) == {"1": 1, "2": 1}
    assert state.refs["2"].bib.raw.startswith("[2] Hale T.")
