"""Held-out batches 106–108 (session 51): what their manuscripts and lists showed, each as a class. Every line
written for this test."""
import pytest

from refverify.parse.citations import find_citations
from refverify.parse.documents import is_reference_heading
from refverify.parse.pipeline import parse_manuscript
from refverify.parse.reflist import parse_reference_line

FOOTNOTE_LIST = """# 研究

眩晕在门诊中常见[^1]，其终生患病率约为2%[^2]，老年人更易发病[3-4]。

复位后仍有残余头晕[^4][^2]。本文的注释[^n1]只是说明。

[^n1]: 这是一条说明，不是文献。

[参 考 文 献]

[^1]: Walker KL, Ortiz M, et al. A survey of dizziness in outpatient clinics[J]. Ear Nose Throat J, 2015, 94: 112.

[^2]: 王小明，李红，等．位置性眩晕的流行病学调查[J]．中华神经科杂志，2012，71：301.

[^3]: Moreau A, Lindqvist B. Positional vertigo in older adults[J]. Age Ageing, 2010, 39: 55.

[^4]: Haddad R. Residual dizziness after repositioning[J]. Otol Neurotol, 2018, 39(4): 480-486.

Study on positional vertigo in outpatients

WANG Xiao-ming, LI Hong, et al.

Department of Neurology, A City Hospital

Abstract: Objective To describe the frequency of positional vertigo.
"""


def test_a_list_of_numbered_footnotes_is_cited_by_its_marks(tmp_path):
    # a Chinese journal paper in Markdown: its list is Markdown footnotes under "[参 考 文 献]", each "[^n]" in the
    # text cites entry n; before, only "[3-4]" was found and the English abstract after the list read as 10 entries
    (tmp_path / "paper.md").write_text(FOOTNOTE_LIST, encoding="utf-8")
    state = parse_manuscript(tmp_path / "paper.md")
    assert sorted(state.refs) == ["1", "2", "3", "4"]
    assert {k: [c.line for c in r.claims] for k, r in state.refs.items()} == {
        "1": [3], "2": [3, 5], "3": [3], "4": [3, 5]}
    assert state.refs["2"].bib.volume == "71" and state.refs["4"].bib.pages == "480-486"


def test_a_starred_include_is_followed(tmp_path):
    # newclude's "\include*{…}" reads its file as \include does (a seminar paper's seven sections, batch 108)
    (tmp_path / "tex").mkdir()
    (tmp_path / "tex" / "intro.tex").write_text("Automata accept words \\cite{vardi96}.\n", encoding="utf-8")
    (tmp_path / "paper.tex").write_text(
        "\\documentclass{article}\n\\usepackage{newclude}\n\\begin{document}\n\\include*{tex/intro}\n"
        "\\bibliographystyle{abbrv}\n\\bibliography{bib}\n\\end{document}\n", encoding="utf-8")
    (tmp_path / "bib.bib").write_text("@article{vardi96, author = {Moshe Y. Vardi}, title = {An automata-theoretic "
                                      "approach}, journal = {LNCS}, year = {1996}}\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "paper.tex")
    assert [(c.file, c.line) for c in state.refs["vardi96"].claims] == [("tex/intro.tex", 1)]


@pytest.mark.parametrize("line, expected", [
    # a reading list's "Title; Names; Year; address" (BibTeX's "and" between the names, inverted or given first)
    ("Forecasting electricity prices with sparse models; Novak, Bartek and Weiss, Rafael; 2023; https://example.org/a",
     (["Novak, Bartek", "Weiss, Rafael"], "Forecasting electricity prices with sparse models", 2023)),
    ("Demand elasticity in day-ahead markets; Lena Hart and Tomas Kerr; 2021/05/14",
     (["Lena Hart", "Tomas Kerr"], "Demand elasticity in day-ahead markets", 2021)),
    ("Smit, Ties Van Der and Ott, Jan; Greedy feature selection for price forecasting; 2020",
     (["Smit, Ties Van Der", "Ott, Jan"], "Greedy feature selection for price forecasting", 2020)),
])
def test_parts_parted_by_semicolons(line, expected):
    entry = parse_reference_line(1, line, "notes.docx")
    assert (entry.authors, entry.title, entry.year) == expected


def test_semicolons_that_part_no_names_title_and_date():
    # NLM's meeting ends "; 2023; Xi'an, China." (a place, not names); a title's own semicolon holds no names
    meeting = parse_reference_line(1, "Hsu T A, Yang C H, Chen P Y, et al. Speech enhancement by inference. Paper "
                                      "presented at: IEEE Workshop on Signal Processing (MLSP); 2023;Xi’an, China.", "r.docx")
    assert meeting.authors == ["Hsu, T A", "Yang, C H", "Chen, P Y"] and meeting.authors_truncated
    review = parse_reference_line(1, "Deep learning; a review; 2020", "r.docx")
    assert review.authors == []


def test_one_given_first_name_between_semicolons_is_a_guess():
    entry = parse_reference_line(1, "A survey of forecasting methods; Machine Learning; 2020", "r.docx")
    assert entry.authors == ["Machine Learning"]
    assert entry.certainty["authors"].value == "guessed" and entry.certainty["title"].value == "guessed"


@pytest.mark.parametrize("line, expected", [
    # ABNT typed without the accent or the colon: "Disponivel em:", "Disponível em <…>"
    ("INSTITUTO NACIONAL. Painel de dados abertos, 2019. Disponivel em: <https://example.org/p>. Acesso em: 4 set. 2019.",
     (["INSTITUTO NACIONAL"], "Painel de dados abertos", "", "", "", 2019)),
    ("CURITIBA. Lei de Diretrizes Orçamentárias Ano-Exercício 2019. Secretaria Municipal de Finanças, 2018. "
     "Disponível em <https://example.org/ldo>.",
     (["CURITIBA"], "Lei de Diretrizes Orçamentárias Ano-Exercício 2019", "", "", "", 2018)),
    # the place after the journal, the month written out before the year
    ("MORAES, H. P. Um sistema de apoio à decisão. Revista de Gestão, Estados Unidos, v. II, n. 2, p. 31-39, Outubro 1961.",
     (["MORAES, H. P."], "Um sistema de apoio à decisão", "Revista de Gestão", "II", "2", 1961)),
    # "Vol. 20 nº. 59" typed with a stop after the ordinal sign
    ("TAVARES, Lúcia Maria. Avaliação de políticas locais. Revista de Estudos Urbanos. Vol. 12 nº. 7, 2014.",
     (["TAVARES, Lúcia Maria"], "Avaliação de políticas locais", "Revista de Estudos Urbanos", "12", "7", 2014)),
    # more names after the first under the marker: no body's line
    ("ROCHA, M. A. B. D.; LIMA, L. Escolas e currículos no interior. REVEDUC, 2016. Disponível em: "
     "<https://example.org/r>. Acesso em: 9 set. 2019.",
     (["ROCHA, M. A. B. D", "LIMA, L"], "Escolas e currículos no interior", "REVEDUC", "", "", 2016)),
])
def test_abnt_typed_by_hand(line, expected):
    entry = parse_reference_line(1, line, "tcc.docx")
    assert (entry.authors, entry.title, entry.journal, entry.volume, entry.issue, entry.year) == expected


def test_a_question_title_keeps_no_date():
    entry = parse_reference_line(1, "EMPRESA. O que é um painel?, 2019. Disponível em: <https://example.org/q>.", "t.docx")
    assert (entry.title, entry.year) == ("O que é um painel?", 2019)


@pytest.mark.parametrize("line, expected", [
    # a period glued between the names and the title (PDF to Markdown), after initials or a pinyin given name
    ("Holmgren KF.Otoconia[J].Arch Otolaryngol,1972,95:411.", (["Holmgren, KF"], "Otoconia", "95", "")),
    ("Lin Jia-hao, Zhou Mei-ling.Pose estimation from video frames[J]. Robot,2020,42(02): 7-15.",
     (["Lin Jia-hao", "Zhou Mei-ling"], "Pose estimation from video frames", "42", "02")),
    # "et al．" before a title that opens with a figure; "et, al." typed for it
    ("Petrov A，Klein R，Ochoa J，et al．3D printing of inner ear models[J].Otol Neurotol，2019，40：12-19．",
     (["Petrov, A", "Klein, R", "Ochoa, J"], "3D printing of inner ear models", "40", "")),
    ("Gao Yan, Lu Wen, et, al. Tracking with twin networks[J].Journal of Sensors,2021,2021:66.",
     (["Gao Yan", "Lu Wen"], "Tracking with twin networks", "2021", "")),
    # a converter's Roman numeral for an initial
    ("Dimou E,AlexiouⅠ，Petros K.Anterior canal vertigo[J].J Clin Neurol,2016,12(2):10-17．",
     (["Dimou, E", "Alexiou, I", "Petros, K"], "Anterior canal vertigo", "12", "2")),
    # a number past 53 after a Chinese journal's year is its volume, not an issue (a weekly has 52 or 53)
    ("李明，张华．眩晕的康复训练[J]．中华耳鼻咽喉头颈外科杂志，2013，71：512.", (["李明", "张华"], "眩晕的康复训练", "71", "")),
])
def test_gbt_lines_converted_from_pdf(line, expected):
    entry = parse_reference_line(1, line, "paper.md")
    assert (entry.authors, entry.title, entry.volume, entry.issue) == expected


def test_gbt_number_after_the_year_stays_an_issue_when_it_can_be_one():
    entry = parse_reference_line(1, "李明，张华．眩晕的康复训练[J]．科技管理研究，2009，12：238-240.", "paper.md")
    assert (entry.volume, entry.issue, entry.certainty["issue"].value) == ("", "12", "guessed")


@pytest.mark.parametrize("line, expected", [
    # agsm-like .bbl: the address after \newline is its own block; an initial before the given name
    ("\\bibitem[{Lerner(2004)}]{Lerner2004} Lerner, Jonah. 2004. \\newblock {Notes on Bayesian Games}. "
     "\\newline\\urlprefix\\url{https://example.org/notes.pdf}",
     (["Lerner, Jonah"], "Notes on Bayesian Games", "", 2004)),
    ("\\bibitem[{Carter(1991)}]{Carter1991} Carter, W~Bruce. 1991. \\newblock {On Adaptation in Markets}. "
     "\\newblock \\emph{Working Papers} (77).",
     (["Carter, W Bruce"], "On Adaptation in Markets", None, 1991)),
    # the edition after the publisher; Springer's seat after its name
    ("\\bibitem[{Park and Lee(2012)}]{Park2012} Park, Min~J, and Sun Lee. 2012. \\newblock \\emph{{Game Theory}}. "
     "\\newblock Boston, MA: Pearson, 4 edn.",
     (["Park, Min J", "Sun Lee"], "Game Theory", "Pearson", 2012)),
])
def test_bbl_tails(line, expected):
    entry = parse_reference_line(1, line, "thesis.bbl")
    publisher = None if expected[2] is None else entry.publisher      # (a working paper's series: not asked)
    assert (entry.authors, entry.title, publisher, entry.year) == expected


def test_a_seat_after_the_publisher_goes():
    entry = parse_reference_line(1, "Rossi, C., J. Berg (2019). Ad markets. In IFIP Advances in Information. Springer, "
                                    "Cham.", "t.txt")
    assert entry.publisher == "Springer"


@pytest.mark.parametrize("text, expected", [
    ("(Smith, 2018, Vol. 2, p. 33)", ([("Smith", 2018, "")], "Vol. 2, p. 33")),
    ("(Lee, 2020, ch. 3, pp. 40-45)", ([("Lee", 2020, "")], "ch. 3, pp. 40-45")),
    # a measure's abbreviation before a colon, then its source
    ("(CQ: Fennell and Campbell, 1984)", ([("Fennell & Campbell", 1984, "")], "")),
    ("(GBIF: The Global Biodiversity Information Facility, 2020)",
     ([("GBIF: The Global Biodiversity Information Facility", 2020, "")], "")),
])
def test_author_year_forms(text, expected):
    (match,) = find_citations(text)
    assert (match.author_year, match.locator) == expected


def test_a_group_named_with_the_is_cited_when_listed(tmp_path):
    body = ("# Essay\n\nTeams work better with clear goals (The Principle Group, 2022). Papers agree (The Lancet, 2020)."
            "\n\n# References\n\nThe Principle Group. (2022) Motivation at work. Available at https://example.org/m\n")
    (tmp_path / "essay.md").write_text(body, encoding="utf-8")
    state = parse_manuscript(tmp_path / "essay.md")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"theprinciplegroup2022": 1}


LETTERS = """# Relatório

O plano define metas (RECIFE, 2017a). A lei de diretrizes as ordena (RECIFE, 2017b) e a lei anual as paga (RECIFE, 2017c).

# Referências

RECIFE. Plano Plurianual 2018-2021. Prefeitura do Recife, 2017. Disponível em: <https://example.org/ppa>.

RECIFE. Lei de Diretrizes Orçamentárias 2018. Secretaria de Finanças, 2017. Disponível em: <https://example.org/ldo>.

RECIFE. Lei Orçamentária Anual 2018. Secretaria de Finanças, 2017. Disponível em: <https://example.org/loa>.
"""


def test_letters_the_list_does_not_print_follow_its_order(tmp_path):
    # the text adds 2017a–c, the list prints none: a, b, c in the list's order, said (a USP group report, batch 107)
    (tmp_path / "relatorio.md").write_text(LETTERS, encoding="utf-8")
    state = parse_manuscript(tmp_path / "relatorio.md")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"recife2017": 1, "recife2017-2": 1, "recife2017-3": 1}
    assert state.refs["recife2017-3"].bib.title == "Lei Orçamentária Anual 2018"
    assert any("'(RECIFE, 2017b)'" in m and "'b' read as the second of them in list order, recife2017-2" in m
               for m in state.meta.messages)


def test_a_citation_without_its_letter_fits_each_and_is_said(tmp_path):
    (tmp_path / "relatorio.md").write_text(LETTERS.replace("(RECIFE, 2017b)", "(RECIFE, 2017)"), encoding="utf-8")
    state = parse_manuscript(tmp_path / "relatorio.md")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"recife2017": 2, "recife2017-2": 1, "recife2017-3": 2}
    assert any("fits 3 entries by first author and year" in m for m in state.meta.messages)


def test_a_name_in_a_numeric_text_finds_an_entry_pasted_twice(tmp_path):
    body = ("# Essay\n\nThe pathway is active in tumours [1]. Bruno et al (2012) showed the release of cathepsin.\n\n"
            "# Reference\n\nAbel, K. (2010) Inflammation and colitis. Immunity 32, 1-9.\n\n"
            "Bruno, M. (2012) Cathepsin release in myeloid cells. Nat Med 19, 57-64.\n\n"
            "Bruno, M. (2012) Cathepsin release in myeloid cells. Nat Med 19, 57-64.\n")
    (tmp_path / "essay.md").write_text(body, encoding="utf-8")
    state = parse_manuscript(tmp_path / "essay.md")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"1": 1, "2": 1, "3": 0}


@pytest.mark.parametrize("heading, expected", [
    ("Bibliography of primary sources", True),
    ("Bibliography of Archival Sources", True),
    ("Quellen- und Literaturverzeichnis", True),
    ("Bibliography of the author", False),
    ("Primary sources", False),
])
def test_headings_of_a_history_thesis(heading, expected):
    assert is_reference_heading(heading) is expected


def test_a_name_in_a_numeric_text_with_another_year_is_its_authors_entry_questioned(tmp_path):
    # "Tu et al (2008)" in an essay citing by number, only "Tu … 2011" listed: that entry, a year warning, said
    body = ("# Essay\n\nThe pathway is active in tumours [1]. Later, Tu et al (2008) saw it in the stomach.\n\n"
            "# Reference\n\nAbel, K. (2010) Inflammation and colitis. Immunity 32, 1-9.\n\n"
            "Tu, S. (2011) Interleukin and gastric cancer. Cancer Cell 14, 408-419.\n")
    (tmp_path / "essay.md").write_text(body, encoding="utf-8")
    state = parse_manuscript(tmp_path / "essay.md")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"1": 1, "2": 1}
    assert [(d["bib"], d["document"], d["severity"]) for d in state.refs["2"].bib.discrepancies] == [("2011", "2008", "warning")]
    assert [m for m in state.meta.messages if "Tu et al (2008)" in m] == [
        "essay.md: line 3: 'Tu et al (2008)' cites Tu 2008; the list has no such entry, and its only entry by that name "
        "is [2] (2011): counted as citing it — check the year"]


@pytest.mark.parametrize("line, pages", [
    # a page range whose dash the PDF's conversion lost: read as the range, a guess said on the entry
    ("王强,李华.基于小波的图像分割方法[J].浙江大学学报:工学版,2006,40(2):311 318.", "311-318"),
    ("Okafor N,Lind J,et al.Interactive segmentation in real time[J].Academic Radiology,2001,8(3):77 84.", "77-84"),
])
def test_a_page_range_that_lost_its_dash(line, pages):
    entry = parse_reference_line(1, line, "paper.md")
    assert (entry.pages, entry.certainty["pages"].value) == (pages, "guessed")
    assert any("read as a page range, its dash lost" in n for n in entry.notes)


def test_two_numbers_far_apart_are_no_range():
    entry = parse_reference_line(1, "李明.图像的分割研究[J].中华杂志,2012,7(1):12 2019.", "paper.md")
    assert entry.pages == "12"
