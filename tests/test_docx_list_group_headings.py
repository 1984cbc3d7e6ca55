"""Issue 20 (held-out batch 61): a Word list whose first entries sit under a group heading of the writer's
own ("Journal Articles & Research Papers" in Heading 2 right under "REFERENCE" in Title style) was read as an
empty placeholder: no entry reached the state and the entries' years were read as citations. A list headed
"Reference." (a typed stop) was not found at all. Each document here is written for the test."""
import docx
import pytest

from refverify.parse.pipeline import parse_manuscript
from refverify.parse.reflist_group import is_list_group

ENTRIES = [
    'Halloran, M. J., & Quist, R. (2019). "Mood words in student forum posts." Journal of Campus Health, 12(3), 44-58.',
    'Ibeke, C., Varga, T., & Soto, L. (2018). "Reading distress from short messages." Digital Minds, 4(1), 1-19.',
    'Pranoto, A., & Wells, D. (2021). "Sleep, workload and mood in first-year students." Student Wellbeing Review, 7, 201-215.',
]


def _thesis(tmp_path, heading, heading_style, groups):
    d = docx.Document()
    d.add_heading("Introduction", 1)
    d.add_paragraph("Forum posts carry signs of low mood (Halloran & Quist, 2019; Ibeke et al., 2018), "
                    "and so do sleep diaries (Pranoto & Wells, 2021).")
    d.add_paragraph(heading, heading_style)
    for group, entries in groups:
        if group:
            d.add_heading(group, 2)
        for entry in entries:
            d.add_paragraph(entry)
    d.add_heading("Data used", 2)       # what the real chapter has after its entries: no entry, no year
    d.add_paragraph("Campus forum survey: answers of 310 students about mood and workload")
    path = tmp_path / "chapter.docx"
    d.save(path)
    return parse_manuscript(path)


def _linked(state):
    return sorted(ref.bib.author_list[0] for ref in state.refs.values() if ref.claims)


@pytest.mark.parametrize("heading, style", [("REFERENCE", "Title"), ("References", "Heading 1"),
                                             ("Reference.", "Normal")])
def test_a_group_heading_right_under_the_reference_heading_keeps_the_list(tmp_path, heading, style):
    state = _thesis(tmp_path, heading, style, [("Journal Articles & Research Papers", ENTRIES)])
    assert [ref.bib.raw for ref in state.refs.values()] == ENTRIES
    assert _linked(state) == ["Halloran, M. J.", "Ibeke, C.", "Pranoto, A."]
    assert state.meta.checks.orphans == [] and state.meta.checks.uncited == []


def test_groups_of_the_writers_own_naming_part_the_list(tmp_path):
    """'Studies in the review' and 'Background reading' are no kinds the reader knows: the entries under them
    tell them apart from a chapter heading."""
    state = _thesis(tmp_path, "References", "Heading 1",
                    [("Studies in the review", ENTRIES[:2]), ("Background reading", ENTRIES[2:] + [
                        "Yusuf, H. (2015). Counselling on campus. Lagos: Riverbank Press."])])
    assert len(state.refs) == 4
    assert _linked(state) == ["Halloran, M. J.", "Ibeke, C.", "Pranoto, A."]
    assert [ref.bib.author_list[0] for ref in state.refs.values() if not ref.claims] == ["Yusuf, H."]


def test_a_chapter_after_an_empty_reference_heading_is_still_body(tmp_path):
    """An outline's empty 'References' heading, then a chapter with prose: no list is made of the chapter."""
    d = docx.Document()
    d.add_heading("References", 1)
    d.add_heading("Methods of the survey", 2)
    d.add_paragraph("We asked 120 students about their sleep, as Pranoto and Wells (2021) did.")
    d.add_paragraph("The answers were coded twice by two readers working apart.")
    d.add_heading("References", 1)
    d.add_paragraph(ENTRIES[2])
    path = tmp_path / "outline.docx"
    d.save(path)
    state = parse_manuscript(path)
    assert [ref.bib.raw for ref in state.refs.values()] == [ENTRIES[2]]
    assert _linked(state) == ["Pranoto, A."]


@pytest.mark.parametrize("text", ["Journal Articles & Research Papers", "Books and Articles", "Government documents",
                                  "Journal articles, books and reports", "Livres et articles", "Online Resources:"])
def test_kinds_joined_group_a_list(text):
    assert is_list_group(text)


@pytest.mark.parametrize("text", ["Smith and Jones", "The Books of the Prophets", "Articles of association were"])
def test_names_and_sentences_group_nothing(text):
    assert not is_list_group(text)


# A list pasted from a PDF into Word: each line of the PDF a paragraph, entries broken mid-sentence, inside the
# authors ("…, Lund, A," | "Soto, J, …"), after the year ("(2014). Human" | "Tick counts in …"), at a hyphen
PASTED = [
    "Adler, A, Brandt, LM, Cote, S, Lund, A, ",
    "Soto, J, Tissot, F. (2021). Outdoor trades at risk of tick bites in",
    "Quebec. Can. Commun. Dis. Rep.",
    "47(1): 47–58. doi: 10.14745/ccdr.v47i01a99",
    "Armed Forces Health Surveillance Center (AFHSC). (2013). Surveillance snapshot: tick",
    "bites among beneficiaries, 2001-2012. MSMR. 20(8): 23.",
    "Baro, E, Kessler, M, Hepp, J, Rauch, M. (2014). Human",
    "Tick counts in a training area of northern Germany. Ticks Tick Borne Dis. 5(5): 594–599.",
    "Cinco, M, Barbone, F, Marotta, MG, Luzzi, P, Rossi, MA, Stefani, P, Gallo,",
    "R. (2004). Antibodies to tick-borne agents in forest rangers from northeastern",
    "Italy. Clin. Microbiol. Infect. 10(12): 1056–1061. PMID: 15606631",
    "Dorn, S, Garcia-Bonnet, N, Huet, D, Abadia-",
    "Benoist, G. (2016). Seven pathogens carried by ticks in forest workers of eastern",
    "France. Clin. Microbiol. Infect. 22(8): 735.",
]


def test_a_list_pasted_from_a_pdf_into_paragraphs_is_joined_back_into_its_entries(tmp_path):
    d = docx.Document()
    d.add_heading("Literature Cited", 1)
    for line in PASTED:
        d.add_paragraph(line)
    d.add_paragraph("")
    bold = d.add_paragraph().add_run("Figures and Tables")
    bold.bold = True
    d.add_paragraph("Table 1. Characteristics of the 198 workers who answered")
    d.add_paragraph("Age 25-34 72 (36)")
    path = tmp_path / "chapter.docx"
    d.save(path)
    state = parse_manuscript(path)
    assert [(ref.bib.author_list[0], ref.bib.year, ref.bib.raw[-14:]) for ref in state.refs.values()] == [
        ("Adler, A", 2021, "ccdr.v47i01a99"), ("Armed Forces Health Surveillance Center (AFHSC)", 2013, "MR. 20(8): 23."),
        ("Baro, E", 2014, "5(5): 594–599."), ("Cinco, M", 2004, "PMID: 15606631"), ("Dorn, S", 2016, "t. 22(8): 735.")]
    assert state.refs["3"].bib.title == "Human Tick counts in a training area of northern Germany"


def test_the_tables_after_a_list_are_body_not_entries(tmp_path):
    """A manuscript puts its tables after the list, each under a caption paragraph: the list ends at the table,
    the caption and the cells are body (their citations count), and no cell becomes an uncited entry."""
    d = docx.Document()
    d.add_heading("Results", 1)
    d.add_paragraph("Dry matter fell under deficit (Halloran & Quist, 2019).")
    d.add_heading("References", 1)
    for entry in ENTRIES:
        d.add_paragraph(entry)
    d.add_paragraph("Table 1: Lines grown in the trial, with the source of each (Pranoto & Wells, 2021).")
    table = d.add_table(rows=3, cols=2)
    for row, (left, right) in zip(table.rows, [("Line", "Origin"), ("G01", "Lowland"), ("G02", "Highland")]):
        row.cells[0].text, row.cells[1].text = left, right
    path = tmp_path / "manuscript.docx"
    d.save(path)
    state = parse_manuscript(path)
    assert [ref.bib.raw for ref in state.refs.values() if ref.bib.raw] == ENTRIES
    assert _linked(state) == ["Halloran, M. J.", "Pranoto, A."]
    assert state.meta.checks.uncited == [next(k for k, r in state.refs.items() if r.bib.raw == ENTRIES[1])]


def test_a_list_of_figures_after_the_list_repeats_captions_and_cites_nothing(tmp_path):
    """A Czech thesis puts a table of abbreviations, then 'SEZNAM OBRÁZKŮ' (its list of figures, each caption's
    '[n]' again) after its list: the captions' citations were counted in the text, once."""
    d = docx.Document()
    d.add_heading("Úvod", 1)
    d.add_paragraph("Síť propustnosti popisuje Černý [1].")
    d.add_paragraph("Obrázek 1- příklad sítě, převzato z [1]")
    d.add_paragraph("Postup eroze ukazuje Šonka [2].")
    d.add_heading("Seznam použité literatury", 1)
    d.add_paragraph("[1] Černý J.: Grafové algoritmy v kostce. Praha, 2010. KAM, MFF UK.")
    d.add_paragraph("[2] Šonka M., Hlaváč V.: Zpracování obrazu. Springer 2015.")
    table = d.add_table(rows=2, cols=2)
    for row, (left, right) in zip(table.rows, [("2D", "dvourozměrný prostor"), ("CT", "počítačová tomografie")]):
        row.cells[0].text, row.cells[1].text = left, right
    d.add_paragraph("SEZNAM OBRÁZKŮ")
    d.add_paragraph("Obrázek 1- příklad sítě, převzato z [1]\t12")
    d.add_paragraph("Obrázek 2- postup eroze, převzato z [2]\t14")
    path = tmp_path / "prace.docx"
    d.save(path)
    state = parse_manuscript(path)
    assert {key: len(ref.claims) for key, ref in state.refs.items()} == {"1": 2, "2": 1}


def test_a_forms_next_section_numbered_on_by_word_is_no_entry(tmp_path):
    """A 开题报告 numbers its list with Word's numbering and goes on numbering its next section: the section's
    undated paragraphs are body, not entries 4 and 5 (held-out batch 62)."""
    d = docx.Document()
    d.add_paragraph("体质监测已有研究[1]，管理系统见[2]、[3]。")
    d.add_heading("参考文献", 1)
    for line in ["王明.青少年体质监测管理成效[J].体育学院学报,2016,32(04):55-59.",
                 "李华.大学生体质健康运动处方系统的设计与实现[D].北京工业大学,2013.",
                 "张强.基于数据挖掘的体质健康测试系统[D].山东大学,2015.",
                 "本课题设计任务与要求本课题拟采用Java语言开发后台服务器，需要完成以下功能：",
                 "权限控制：针对不同的用户展现不同的界面及功能"]:
        d.add_paragraph(line, "List Number")
    path = tmp_path / "kaiti.docx"
    d.save(path)
    state = parse_manuscript(path)
    assert [ref.bib.raw[:6] for ref in state.refs.values()] == ["[1] 王明", "[2] 李华", "[3] 张强"]
    assert {key: len(ref.claims) for key, ref in state.refs.items()} == {"1": 1, "2": 1, "3": 1}


def test_noteexpress_check_report_after_the_list_is_no_text(tmp_path):
    """NoteExpress leaves its check of the list in the document ("参考文献 [1] ：字段(页码)内容缺失;"): no citation
    of entry 1, no entry, and a note says the paragraphs were the tool's (held-out batch 23)."""
    d = docx.Document()
    d.add_paragraph("饮酒相关伤害已有报道[1]，碘营养见[2]。")
    d.add_heading("参考文献", 1)
    d.add_paragraph("[1].\tCipra, F., et al., Alcohol-related injuries in young adults. Injury, 2010. 41(3).")
    d.add_paragraph("[2].\t武克明等, 我区碘营养状况调查. 内蒙古预防医学, 2001(2): 12-14.")
    for line in ["当前使用的样式是 [Numbered(Multilingual)]", "当前文档包含的题录共2条", "有1条题录存在必填字段内容缺失的问题",
                 "参考文献 [1] ：字段(页码)内容缺失; "]:
        d.add_paragraph(line)
    path = tmp_path / "draft.docx"
    d.save(path)
    state = parse_manuscript(path)
    assert {key: len(ref.claims) for key, ref in state.refs.items()} == {"1": 1, "2": 1}
    assert [m for m in state.meta.messages if "NoteExpress" in m] == [
        "draft.docx: NoteExpress's check of the list at paragraphs 5-8 (its style, missing fields) is the tool's, not read as text"]
