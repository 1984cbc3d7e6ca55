"""How a reference list's lines become its entries (issue 20): the layout is decided from the
whole list, never from one stray line, and a list read as one entry is said, never silent."""
import docx
import pytest

from refverify.parse.pipeline import parse_manuscript
from refverify.parse.reflist_group import group_reference_entries, run_together

APA = [
    "Abdel, R. H., Gurm, H. S., & Chung, M. K. (2004). White cells after bypass surgery. Am J Cardiol, 93(9), 1176–1178.",
    "Afilal, J., Rasti, M., & Eisenberg, M. J. (2012). Off-pump vs. on-pump bypass: a meta-analysis. Eur Heart J, 33(10), 1257–1267.",
    "Andrad, J. G., Verma, A., et al. (2018). 2018 Focused update of the guidelines. Can J Cardiol, 34(11), 1371–1392.",
    "European Surgery Study Group. (1982). Long-term results of a randomised study. Lancet, 2(8309), 1173–1180.",
    "van Wagner, D. R., & O’Connor, C. M. (2007). Revascularization for heart failure. Am Heart J.",
]


def _lines(texts, start=10):
    return [(start + i, t) for i, t in enumerate(texts)]


def test_one_stray_blank_paragraph_does_not_glue_a_word_list_into_one_entry():
    # the real failure: a 108-paragraph APA list with one empty paragraph near its end was read
    # as two entries, the first holding 107 references, and every citation became an orphan
    lines = _lines(APA[:3]) + [(13, "")] + _lines(APA[3:], start=14)
    assert group_reference_entries(lines, paragraphs=True) == [
        (10, APA[0]), (11, APA[1]), (12, APA[2]), (14, APA[3]), (15, APA[4])]
    assert group_reference_entries(lines) == [
        (10, APA[0]), (11, APA[1]), (12, APA[2]), (14, APA[3]), (15, APA[4])]


def test_blank_separated_wrapped_entries_are_joined():
    lines = [(1, "Smith, J., & Lee, K. (2020). A long title that"), (2, "wraps. J Med, 1(2), 3–4."),
             (3, ""), (4, "Wang, L. (2019). Another title. Lancet, 5, 6–7."), (5, ""),
             (6, "Zhou, X. (2018). Third one"), (7, "wrapped. BMJ, 8, 9.")]
    assert group_reference_entries(lines) == [
        (1, "Smith, J., & Lee, K. (2020). A long title that wraps. J Med, 1(2), 3–4."),
        (4, "Wang, L. (2019). Another title. Lancet, 5, 6–7."),
        (6, "Zhou, X. (2018). Third one wrapped. BMJ, 8, 9.")]


def test_wrapped_author_date_text_list_without_blank_lines_is_split_at_its_authors():
    lines = [(1, "Abdel, R. H., & Chung, M. K. (2004). White cells after bypass"),
             (2, "surgery and atrial fibrillation. Am J Cardiol, 93(9), 1176–1178."),
             (3, "World Health Organization. (2020). Global report on diabetes."),
             (4, "Geneva: WHO."),
             (5, "Afilal, J. (2012). Off-pump vs. on-pump bypass. Eur Heart J,"),
             (6, "33(10), 1257–1267.")]
    assert group_reference_entries(lines) == [
        (1, "Abdel, R. H., & Chung, M. K. (2004). White cells after bypass surgery and atrial "
            "fibrillation. Am J Cardiol, 93(9), 1176–1178."),
        (3, "World Health Organization. (2020). Global report on diabetes. Geneva: WHO."),
        (5, "Afilal, J. (2012). Off-pump vs. on-pump bypass. Eur Heart J, 33(10), 1257–1267.")]


def test_a_year_opening_a_wrapped_line_is_not_a_list_number():
    # "2018 Focused …" looks like "12 Smith …" but continues no numbering
    lines = [(1, "Andrad, J. G., Verma, A., et al. (2018)."), (2, "2018 Focused update of the guidelines. Can J Cardiol.")]
    lines += _lines(APA[:2], start=3)
    assert [n for n, _ in group_reference_entries(lines, paragraphs=True)] == [1, 3, 4]
    numbered = [(1, "1. Smith J. Title one. J Med. 2020;1:2."), (2, "2018 Focused update continued."),
                (3, "2. Lee K. Title two. Lancet. 2019;3:4.")]
    assert group_reference_entries(numbered) == [
        (1, "1. Smith J. Title one. J Med. 2020;1:2. 2018 Focused update continued."),
        (3, "2. Lee K. Title two. Lancet. 2019;3:4.")]


@pytest.mark.parametrize("bullet", ["\uf0b7   ", "• ", "▪ "])
def test_word_bullets_before_entries_are_dropped(bullet):
    lines = _lines([bullet + APA[0], bullet + APA[1]])
    assert group_reference_entries(lines, paragraphs=True) == [(10, APA[0]), (11, APA[1])]


def test_an_entry_broken_after_its_year_is_joined_to_its_rest():
    lines = _lines([APA[0], "Bouche, S., Fedel, F., Papp, Z., ( 2018 )",
                    "Cardiovascular Drugs and Therapy. volume 32, pages 617-624.", APA[1]])
    assert group_reference_entries(lines, paragraphs=True) == [
        (10, APA[0]),
        (11, "Bouche, S., Fedel, F., Papp, Z., ( 2018 ) Cardiovascular Drugs and Therapy. volume 32, pages 617-624."),
        (13, APA[1])]


def test_names_broken_after_a_dangling_ampersand_go_on_in_the_next_paragraph():
    # the paragraph after "…, Choi, S., &" opens like an entry ("Baek, H. (2021).") but goes on with its names
    lines = _lines([APA[0], "Hanley, K., Hwang, H., Lim, E., Choi, S., & ",
                    "Baek, H. (2021). Scheduled naps on night shifts. Nursing Open, 18(3), 891.", APA[1]])
    assert group_reference_entries(lines, paragraphs=True) == [
        (10, APA[0]),
        (11, "Hanley, K., Hwang, H., Lim, E., Choi, S., & Baek, H. (2021). Scheduled naps on night shifts. Nursing Open, 18(3), 891."),
        (13, APA[1])]


def test_run_together_counts_references_in_one_entry():
    assert run_together(" ".join(APA)) == 5
    assert run_together(APA[0]) == 0
    assert run_together("1. A B. T. J. 2019;1:2. 2. C D. U. K. 2020;3:4. 3. E F. V. L. 2021;5:6.") == 3


def _apa_docx(path, body, references):
    d = docx.Document()
    d.add_paragraph("Introduction")
    for text in body:
        d.add_paragraph(text)
    d.add_paragraph("References")
    for text in references:
        d.add_paragraph(text)
    d.save(path)
    return path


def test_word_apa_thesis_every_entry_and_citation_reaches_the_state(tmp_path):
    refs = APA[:3] + [""] + APA[3:] + [
        "Smith, A. (2020). First of two. J One, 1, 1–2.", "Smith, A. (2020). Second of two. J Two, 3, 4–5.",
        "Anonymous report on bypass surgery outcomes. Ministry of Health, 2015."]
    path = _apa_docx(tmp_path / "t.docx", [
        "Afilal et al. (2012) compared on-pump and off-pump surgery.",
        "White cells rise after surgery (Abdel et al., 2004; Andrad et al., 2018).",
        "The metabolite (OR-1855) is acetylated to a conjugate (OR-1896).",
        "Long-term results were reported early (European Surgery Study Group, 1982)."], refs)
    state = parse_manuscript(path)
    keys = sorted(state.refs)
    assert keys == ["abdel2004", "afilal2012", "andrad2018", "anonymousreportonbypa2015-line15",
                    "europeansurgerystudygroup1982", "smith2020", "smith2020-2", "vanwagner2007"]
    assert state.meta.checks.orphans == []
    assert sorted(state.meta.checks.uncited) == ["anonymousreportonbypa2015-line15", "smith2020",
                                                    "smith2020-2", "vanwagner2007"]
    assert {k: len(r.claims) for k, r in state.refs.items() if r.claims} == {
        "abdel2004": 1, "afilal2012": 1, "andrad2018": 1, "europeansurgerystudygroup1982": 1}
    assert state.refs["smith2020-2"].bib.notes == [
        "a second entry read as 'smith2020' (same first author and year, no a/b suffix): kept as "
        "'smith2020-2'; a citation of that author and year cannot tell the two apart"]
    assert state.refs["smith2020-2"].bib.title == "Second of two"


def test_a_list_read_as_one_entry_is_said(tmp_path):
    # a list pasted as one paragraph: one entry, but the state and the messages say so
    path = _apa_docx(tmp_path / "t.docx", ["Afilal et al. (2012) compared surgery."], [" ".join(APA)])
    state = parse_manuscript(path)
    entry = [r for r in state.refs.values() if r.bib.origin == "document"]
    assert len(entry) == 1
    note = ("this entry seems to hold 5 references run together: check the list's layout (each "
            "reference its own paragraph or line)")
    assert note in entry[0].bib.notes
    assert f"t.docx: line {entry[0].bib.line}: {note}" in state.meta.messages


def test_a_numbered_list_in_an_author_year_text_keeps_every_entry(tmp_path):
    # a Chinese proposal citing "(Poon, 1993)" with a numbered list under "5.已查阅的主要参考文献":
    # the list was not found at all, then read as one entry (its numbered entries had no key)
    path = _apa_docx(tmp_path / "t.docx", ["自助旅游研究较多（Poon, 1993）。"], [])
    d = docx.Document(str(path))
    d.paragraphs[-1].text = "5.已查阅的主要参考文献"
    for line in ["[1] 陈俊鸿. 论风景名胜区自助游产品的开发[J]. 旅游学刊, 2005, 20(3): 1-5.",
                 "[2]许峰. 转型视角下我国自助旅游发展研究[J]. 旅游科学, 2006(2): 7-9.",
                 "[3] Poon A. Tourism, technology and competitive strategies[M]. Wallingford: CAB, 1993."]:
        d.add_paragraph(line)
    d.save(path)
    state = parse_manuscript(path)
    assert sorted(k for k, r in state.refs.items() if r.bib.origin == "document") == ["1", "2", "3"]
    # "（Poon, 1993）" finds numbered entry 3 by first author and year
    assert [c.cite_marker for c in state.refs["3"].claims] == ["（Poon, 1993）"]
    assert state.meta.checks.orphans == []


def test_a_list_file_whose_numbers_begin_late_keeps_its_unnumbered_entries_and_broken_ones(tmp_path):
    # a Word file of nothing but a list: eight entries typed without numbers, then "[9]…" on, two entries broken over
    # two paragraphs ("…Is there a best detection" | "algorithm?[C]//…"); every entry reaches the state, one each
    head = ["王立新.高光谱图像处理前沿[J].遥感学报, 2016, 20(5):1062-1090.",
            "Gould A F H, Vance G, Solis J E, et al. Imaging spectrometry for remote sensing[J]. Science, 1985, 228(4704): 1147-1153.",
            "张晓星.  高光谱图像异常检测方法研究[D]. 某某科技大学, 2016.",
            "Marsh D, Lockhart R, Cole T, et al. Is there a best hyperspectral detection ",
            "algorithm?[C]//Algorithms for multispectral imagery XV. SPIE, 2009, 7334: 733402."]
    tail = ["[6]Marsh D, Marden D, Shaw G A. Hyperspectral image processing for automatic ",
            "target detection applications[J]. Lincoln Laboratory Journal, 2003, 14(1): 79-116.",
            "[7]Reed I S, Yu X. Adaptive multiple-band CFAR detection[J]. IEEE Transactions on Acoustics, 1990, 38(10): 1760-1770.",
            "[8]Kwon H, Nasrabadi N M. Kernel RX-algorithm[J]. IEEE Transactions on Geoscience, 2005, 43(2): 388-397.",
            "[9]赵春晖，李杰，梅锋.核加权RX高光谱图像异常检测算法[J].红外与毫米波学报，2010，29（5）：378-382."]
    d = docx.Document()
    for text in head + tail:
        d.add_paragraph(text)
    d.save(tmp_path / "参考文献.docx")
    state = parse_manuscript(tmp_path / "参考文献.docx")
    assert sorted(ref.bib.raw for ref in state.refs.values()) == sorted(
        [*head[:3], head[3].strip() + " " + head[4], tail[0].strip() + " " + tail[1], *tail[2:]])


MLA_AUTHORLESS = [
    "Marsh, Tamsin L. “Tide Tables and Their Makers: A Short History.” Coastal Review, vol. 4, no. 2, 2015, "
    "pp. 11-29.",
    "“Ferry Fares in the Northern Isles.” Island Transport Board, 2019, https://example.org/fares. Accessed 2 May "
    "2021.",
    "“Harbour Statistics: 2010.” The Harbour Office, The Harbour Office, 2011, https://example.org/stats2010.",
    "“Harbour Statistics: 2019.” The Harbour Office, The Harbour Office, 2020, https://example.org/stats2019.",
    "Quill, Nora. “Lighthouses at Dusk.” Maritime Notes, vol. 9, no. 1, 2013. https://example.org/dusk.",
    "", "", "s",
]


def test_an_mla_list_s_authorless_entries_each_reach_the_state(tmp_path):
    # works with no author open with their quoted title (MLA, Chicago); with a stray blank paragraph and a lone
    # letter after the list, they were glued into the entry before them and never reached the state
    path = _apa_docx(tmp_path / "t.docx", ["Fares rose twice in one year (Ferry Fares in the Northern Isles)."],
                     MLA_AUTHORLESS)
    state = parse_manuscript(path)
    assert sorted(k for k, r in state.refs.items() if r.bib.origin == "document") == [
        "ferryfaresinthenorth2019-line5", "harbourstatistics20102011-line6", "harbourstatistics20192020-line7",
        "marsh2015", "quill2013", "s-line11"]
    assert state.refs["ferryfaresinthenorth2019-line5"].bib.title == "Ferry Fares in the Northern Isles"
    assert len(state.refs["ferryfaresinthenorth2019-line5"].claims) == 1


HARVARD_NO_DATE = [
    "Okafor, N.C. et al. (2022) ‘Tide prediction with random forests’, Coastal Computing, 19, pp. 806–813.",
    "Harbour Atlas (no date). Available at: https://example.org/atlas (Accessed: 23 April 2022).",
    "Quill, N. (2018) ‘Ferry demand in small ports’, in 2018 Conference on Island Transport. IEEE, pp. 35–39.",
    "Ferry Fares Data (no date) Island Board. Available at: https://example.org/fares (Accessed: 17 April 2022).",
    "",
    "Island Board. (2022) Ferry Fares Data. [online] Available at: <https://example.org/fares> [Accessed 16 April "
    "2022].",
    "",
    "Feedback:",
]


def test_a_harvard_list_s_undated_entries_and_their_no_date_citations(tmp_path):
    # Cite Them Right Harvard writes "(no date)" in the list and "(Harbour Atlas, no date)" in the text; with blank
    # paragraphs after the list's last entries, the undated ones were glued to the entry before them
    path = _apa_docx(tmp_path / "t.docx", ["Tides follow the moon (Harbour Atlas, no date).",
                                            "Fares doubled (Ferry Fares Data, no date; Quill, 2018)."], HARVARD_NO_DATE)
    state = parse_manuscript(path)
    document = {k: len(r.claims) for k, r in state.refs.items() if r.bib.origin == "document"}
    assert document == {"okafor2022": 0, "harbouratlasnd-line6": 1, "quill2018": 1, "ferryfaresdata": 1,
                        "islandboard2022": 0, "feedback-line12": 0}
    assert state.meta.checks.orphans == []


def test_an_entry_going_on_in_the_next_paragraph_of_a_blank_separated_list_stays_one():
    # the rest of an entry (its journal, a translator, a reprint) after a whole first paragraph is no entry
    lines = [(1, "Roe, A. (2019). Tides and moons: Long-run records from the northern harbours of Norway."),
             (2, "Ocean Letters, 12(3), 1–10."), (3, ""),
             (4, "Poe, B. (2020). Island ferries and their timetables in the long nineteenth century."),
             (5, "Translated by K. Obuya. Harbour Press."), (6, "")]
    assert [n for n, _ in group_reference_entries(lines, paragraphs=True)] == [1, 4]


def test_no_date_in_archival_prose_is_no_citation(tmp_path):
    # "no date" written out cites only a listed work; "(Telegram, no date; …)" is the writer's own words
    path = _apa_docx(tmp_path / "t.docx", ["The order came by wire (Telegram, no date; see Appendix B) and was "
                                            "confirmed (Smith, 2020)."], ["Smith, A. (2020). Harbour orders. Sea Press."])
    state = parse_manuscript(path)
    assert ({k: len(r.claims) for k, r in state.refs.items()}, state.meta.checks.orphans) == ({"smith2020": 1}, [])


# held-out batch 100: a lab report's list ends with a paragraph holding a lone "."
def test_a_list_line_without_a_letter_or_digit_is_no_entry():
    from refverify.parse.reflist import parse_reference_lines
    entries = parse_reference_lines([(38, "Flem, R. (2004). Specular shape. Journal of Vision, 4(9), 10."), (41, ".")],
                                    "report.docx")
    assert [(e.line, e.authors) for e in entries] == [(38, ["Flem, R."])]
