"""Issue 20 (held-out batch 32): a list in Word's Bibliography style with no reference heading of its own, in
the middle of a text ("Further Reading" over EndNote-styled entries), ends at the next heading.

Before, the first heading after it ended the whole document: the methodology, the citing text after it and
the real "References" list were dropped without a word (0 of 11 entries of a research proposal's list)."""
import docx
from docx.enum.style import WD_STYLE_TYPE

from refverify.parse.pipeline import parse_manuscript


def _proposal(path, later_heading="References"):
    document = docx.Document()
    document.styles.add_style("EndNote Bibliography", WD_STYLE_TYPE.PARAGRAPH)
    document.add_heading("A Brief Literature Review", level=3)
    document.add_paragraph("Exponential smoothing models forecast inventory demand well (Billah, King et al. 2006).")
    document.add_heading("Further Reading", level=3)
    for line in ('Cho, V. (2003). "Three approaches to forecasting tourist arrivals." Tourism Management 24(3): 323-330.',
                 'Snyder, R. D., et al. (2002). "Forecasting for inventory control." International Journal of '
                 'Forecasting 18(1): 5-18.'):
        document.add_paragraph(line, style="EndNote Bibliography")
    document.add_heading("Methodology and Data", level=3)
    document.add_paragraph("The Prophet model is compared with state space models (Taylor and Letham 2017).")
    document.add_heading(later_heading, level=2)
    for line in ('Billah, B., M. L. King, R. D. Snyder and A. B. Koehler (2006). "Exponential smoothing model '
                 'selection for forecasting." International Journal of Forecasting 22(2): 239-247.',
                 'Taylor, S. J. and B. Letham (2017). "Forecasting at Scale."'):
        document.add_paragraph(line, style="EndNote Bibliography")
    document.save(path)
    return path


def test_a_headless_styled_list_mid_text_ends_at_the_next_heading_and_the_text_goes_on(tmp_path):
    path = _proposal(tmp_path / "proposal.docx")
    state = parse_manuscript(path)
    assert {k: (r.bib.origin, len(r.claims)) for k, r in state.refs.items()} == {
        "billah2006": ("document", 1), "cho2003": ("document", 0), "snyder2002": ("document", 0),
        "taylor2017": ("document", 1)}
    assert ("proposal.docx: the entries in Word's Bibliography style at paragraphs 4-5 have no reference heading; "
            "they are read as reference entries, and the text after them as body") in state.meta.messages



def test_an_appendix_after_the_text_still_ends_it(tmp_path):
    # back matter after a read list ends the text as before: the appendix's styled lines are not the list
    path = _proposal(tmp_path / "proposal.docx", later_heading="Appendix A")
    state = parse_manuscript(path)
    assert {k: r.bib.origin for k, r in state.refs.items()} == {
        "Billah 2006": "none", "Taylor & Letham 2017": "none", "cho2003": "document", "snyder2002": "document"}


def _scraps(path):
    document = docx.Document()
    for line in ("[2].王小明,李华. 三维人体测量技术的进展[J]. 纺织科技进展, 2010(06):88-90.",
                 "[3].Li J, Liu S Y. A body measurement system[ J]. Journal of Textile Research, 2005, 22(4):134- 138.",
                 "",
                 "[1]He K, Zhang X, Ren S, et al. Deep residual learning for image recognition[C]// CVPR. IEEE, 2016:770-778.",
                 "【2】Ren S, He K, Girshick R, et al. Faster R-CNN[J]. IEEE TPAMI, 2017, 39(6):1137-1149.",
                 "",
                 *(f"[{n}] 作者{n}. 基于图像的人体尺寸测量方法研究{n}[D]. 东华大学, 2017." for n in range(1, 7))):
        document.add_paragraph(line)
    document.save(path)
    return path


def test_a_file_of_only_short_lists_numbered_again_is_read_whole(tmp_path):
    # a thesis's scrap file of reference lists, each numbered from [1] again: every entry is read, none dropped
    state = parse_manuscript(_scraps(tmp_path / "参考文献.docx"))
    assert len(state.refs) == 10
    assert sorted(r.bib.year for r in state.refs.values()) == [2005, 2010, 2016, *[2017] * 7]
    assert ("参考文献.docx: the document holds only reference entries (paragraphs 1-12), not one numbered run; "
            "all are read as its reference list") in state.meta.messages


def _form(path):
    document = docx.Document()
    document.add_paragraph("研究生开题报告")
    table = document.add_table(rows=3, cols=3)
    cell = table.cell(0, 0).merge(table.cell(0, 2))
    cell.text = "参考文献"
    for n in range(1, 4):
        cell.add_paragraph(f"[{n}]Author{n} A, Writer B. A study of blockchain oracle number {n}[J]. "
                           f"Future Generation Computer Systems, 2023, 148: {n}0-{n}9.")
    for col, word in enumerate(("考核组成员", "姓名", "职称")):
        table.cell(1, col).text = word
    table.cell(2, 0).text = "考核组评审意见"
    document.add_paragraph("注：本表一式两份，学院留存归档。")
    document.save(path)
    return path


def test_a_forms_list_in_a_table_cell_ends_with_its_cell(tmp_path):
    # the grading rows of the form after the list's cell are no part of its last entry
    state = parse_manuscript(_form(tmp_path / "开题报告.docx"))
    assert [r.bib.raw for r in state.refs.values()] == [
        f"[{n}]Author{n} A, Writer B. A study of blockchain oracle number {n}[J]. Future Generation Computer Systems, "
        f"2023, 148: {n}0-{n}9." for n in range(1, 4)]
    assert ("开题报告.docx: the reference list in a table ends with the cell, before paragraph 6 '考核组成员', "
            "read on as body text") in state.meta.messages


def _mdpi(path):
    document = docx.Document()
    document.add_paragraph("Sitting posture is classified from pressure sensors [1], [2] and cameras [3].")
    document.add_heading("References", level=1)
    for n, line in enumerate(("Kim, W.; Jin, B. Sitting posture monitoring. Sensors 2018, 18, 2311.",
                              "Ma, C.; Li, W.; Gravina, R. Posture detection based on smart cushion. Sensors 2017, 17, 719.",
                              "Ran, X.; Wang, C. A portable sitting posture monitoring system. Sens. Actuators A Phys. 2021, "
                              "331, 112900."), 1):
        document.add_paragraph(f"{n}. {line}")
    document.add_paragraph("Disclaimer/Publisher's Note: the statements, opinions and data contained in all publications "
                           "are solely those of the individual authors and not of the publisher or the editors.")
    document.save(path)
    return path


def test_prose_after_a_numbered_lists_last_entry_is_no_part_of_it(tmp_path):
    state = parse_manuscript(_mdpi(tmp_path / "review.docx"))
    assert state.refs["3"].bib.raw == ("3. Ran, X.; Wang, C. A portable sitting posture monitoring system. "
                                       "Sens. Actuators A Phys. 2021, 331, 112900.")
    assert ("review.docx: 1 paragraph(s) of prose after the last numbered entry (paragraph 6: 'Disclaimer/Publisher's "
            "Note: the stateme') are not read as part of it") in state.meta.messages


def test_entries_with_lower_case_titles_and_a_type_code_are_no_prose(tmp_path):
    # a headless list kept as its own file: Google Scholar's lower-case titles made two entries read as prose
    document = docx.Document()
    for line in ("王月钦. 一种轮腿式越障机器人的设计与实验研究[D]，北方工业大学，2023.",
                 "Hutter M, Gehring C, Jud D, et al. Anymal-a highly mobile and dynamic quadrupedal robot[C], "
                 "2016 IEEE/RSJ international conference on intelligent robots and systems (IROS), 2016, 38-44.",
                 "Bjelonic M, Grandia R, Harley O, et al. Whole-body mpc and online gait sequence generation for "
                 "wheeled-legged robots[C], 2021 IEEE/RSJ international conference on intelligent robots and systems "
                 "(IROS), 2021, 8388-8395.",
                 "Crotty, M. (1998) The foundations of social research: meaning and perspective in the research "
                 "process of the social sciences. London: Sage.",
                 "Klemm V, Morra A, Salzmann C, et al. Ascento: a two-wheeled jumping robot[C], 2019 International "
                 "Conference on Robotics and Automation (ICRA), 2019, 7515-7521."):
        document.add_paragraph(line)
    document.save(tmp_path / "参考文献.docx")
    state = parse_manuscript(tmp_path / "参考文献.docx")
    assert [r.bib.raw[:10] for r in state.refs.values()] == [
        "王月钦. 一种轮腿式", "Hutter M, ", "Bjelonic M", "Crotty, M.", "Klemm V, M"]
    assert ("参考文献.docx: no reference heading; the 5 paragraphs that end the document (paragraphs 1-5) read as "
            "reference entries and are read as its list") in state.meta.messages


def _literaturverzeichnis(path):
    document = docx.Document()
    document.add_paragraph("Polgar schreibt kurze Texte (vgl. Fähnders 1999).")
    document.add_heading("7 Literaturverzeichnis", level=1)
    document.add_heading("7.1 Primärliteratur", level=2)
    document.add_paragraph("Polgar, Alfred: Orchester von oben. In: Kreislauf. Hamburg: Rowohlt 1951, S. 10-14.")
    document.add_heading("7.2 Sekundärliteratur", level=2)
    document.add_paragraph("Attlmayr, Elisabeth: Polgars Theaterkritiken. Wien: LIT 2017.")
    # an entry the writer gave a heading's style, and a group's heading after a line break in an entry
    document.add_heading("Brandis, Veronika/ Ferber, Magnus: Die Funktion des Plautinischen. Berlin: De Gruyter 2010.",
                         level=1)
    document.add_paragraph("Fähnders, Walter: Avantgarde und Moderne 1890 – 1933. Stuttgart: Metzler 1999.\n"
                           "7.3 Elektronische Sekundärliteratur")
    document.add_paragraph("Polt-Heinzl, Evelyne: Alfred Polgar. Erstellt im Juni 2016. URL: https://example.org/polgar "
                           "[02.11.2022]")
    document.save(path)
    return path


def test_a_lists_group_headings_and_an_entry_styled_as_a_heading_stay_in_the_list(tmp_path):
    # before: "7.1 Primärliteratur" ended the list before its first entry and the heading-styled entry dropped
    # the rest; a German thesis's 32 entries reached the state as 0
    state = parse_manuscript(_literaturverzeichnis(tmp_path / "BA-Arbeit.docx"))
    assert [r.bib.raw[:12] for r in state.refs.values() if r.bib.origin == "document"] == [
        "Attlmayr, El", "Brandis, Ver", "Fähnders, Wa", "Polgar, Alfr", "Polt-Heinzl,"]
