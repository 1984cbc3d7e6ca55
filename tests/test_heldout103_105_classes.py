"""Held-out batches 103–105 (session 50): what their manuscripts and lists showed, each as a class. Every line
written for this test."""
from types import SimpleNamespace

import pytest

from refverify.parse.citations import find_citations, resolve_author_year, resolve_compound_surname
from refverify.parse.documents import is_reference_heading
from refverify.parse.pipeline import parse_manuscript
from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("heading, expected", [
    # a list for one part of the work (a Portuguese draft's "## Referências para a seção de limitações")
    ("Referências para a seção de limitações", True),
    ("References for Chapter 3", True),
    ("Bibliographie du chapitre 2", True),
    ("Literatur zu Kapitel 4", True),
    ("Referencias de la unidad 2", True),
    # … and not a sentence, a letter of reference, nor references made to something
    ("References for the reviewers: we thank them.", False),
    ("Reference for the position of assistant professor", False),
    ("References to prior work", False),
    # a review's section, an appendix's sentence, a reading tip (the review's finds, session 50)
    ("2 Literatur zum Forschungsstand", False),
    ("References for further reading on sleep hygiene", False),
    ("references for the coded variables in Table A1", False),
    ("References for each model are given in Table 2", False),
    ("referencias de los participantes fueron codificadas", False),
    ("References for Week 3", True),
])
def test_a_heading_naming_the_list_of_one_part(heading, expected):
    assert is_reference_heading(heading) is expected


@pytest.mark.parametrize("text, expected", [
    # the chapter, section or table of the work cited, in the languages theses are written in
    ("(Rubin, 1976; Van Buuren, 2018, Cap. 2).", [[("Rubin", 1976, ""), ("Van Buuren", 2018, "")]]),
    ("(Smith, 2018, Kap. 3)", [[("Smith", 2018, "")]]),
    ("(Smith, 2018, chap. 3)", [[("Smith", 2018, "")]]),
    ("Smith (2018, ch. 4) says so", [[("Smith", 2018, "")]]),
    ("(Smith, 2018, Table 3)", [[("Smith", 2018, "")]]),
    # the work's short name before the chapter and a short remark after a dash
    ("(Van Buuren, 2018, FIMD Ch. 9 — gaps aleatórios de agendamento clínico) e (b)", [[("Van Buuren", 2018, "")]]),
    # a page as before
    ("(Smith, 2018, p. 2)", [[("Smith", 2018, "")]]),
])
def test_a_chapter_cited_after_the_year(text, expected):
    assert [m.author_year for m in find_citations(text)] == expected


ENTRIES = [SimpleNamespace(key="gonzalez2022", authors=["González Pérez, G."], year=2022, year_suffix="", title="A"),
           SimpleNamespace(key="ramirez2021", authors=["Ramírez Vivanco, A. E.", "Procel Romero, L. P."], year=2021,
                           year_suffix="", title="B"),
           SimpleNamespace(key="vanbuuren2018", authors=["Van Buuren, S."], year=2018, year_suffix="", title="C"),
           SimpleNamespace(key="garcia2019a", authors=["García Márquez, L."], year=2019, year_suffix="", title="D"),
           SimpleNamespace(key="garcia2019b", authors=["García Lorca, F."], year=2019, year_suffix="", title="E")]


@pytest.mark.parametrize("text, expected", [
    # a Spanish writer cited by the first of two family names, or with the two taken for two writers
    ("(Ramírez, 2021)", [["ramirez2021"]]),
    ("(Ramírez et al., 2021)", [["ramirez2021"]]),
    ("(González & Pérez, 2022)", [["gonzalez2022"]]),
    ("(González, 2022)", [["gonzalez2022"]]),
    # a particle is no family name; two entries the name could mean: none chosen; another year: none
    ("(Van, 2018)", [[]]),
    ("(García, 2019)", [[]]),
    ("(Ramírez, 2020)", [[]]),
    ("(López, 2020)", [[]]),
])
def test_a_compound_family_name_cited_by_its_first_part(text, expected):
    # never the first pick: no entry has that first author and year
    assert [resolve_author_year(m, ENTRIES) for m in find_citations(text)] == [[]]
    assert [[(resolve_compound_surname(w, ENTRIES) or ("",))[0] for w in m.author_year]
            for m in find_citations(text)] == [[k for k in keys] or [""] for keys in expected]


def test_a_laws_paragraph_numbers_are_no_citations(tmp_path):
    # an Indonesian ethics case study: "Pasal 15 ayat (1)" is a law's article and paragraph, and the list's
    # "[1]" entries are never cited (a Boeing 737 MAX README, batch 105)
    body = "\n\n".join(["# Analisis", "a. Pasal relevan:", "- Pasal 15 ayat (1):\nPenyelenggara wajib andal.",
                        "- Pasal 15 ayat (2):\nPenyelenggara bertanggung jawab.", "# DAFTAR PUSTAKA",
                        "[1] A. Author, \"A report on the crash,\" Komite Nasional, 2019.",
                        "[2] B. Writer, \"Software in aircraft,\" IEEE Spectrum, vol. 56, no. 5, pp. 1-3, 2019."])
    (tmp_path / "README.md").write_text(body + "\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "README.md")
    assert sorted(state.refs) == ["1", "2"]
    assert [len(r.claims) for r in state.refs.values()] == [0, 0]


@pytest.mark.parametrize("sentence, claims", [
    ("Convolutional networks are the state of the art (1).", 1),     # "art", no law's "Art."
    ("O modelo proposto para (1) foi estendido.", 1),
    ("Nach Art. 5 Abs. (1) gilt das.", 0),
])
def test_a_laws_words_only_as_laws_write_them(tmp_path, sentence, claims):
    body = f"# Text\n\n{sentence}\n\n# References\n\n1. Smith J. A study of things. Lancet. 2019;3:1-9.\n"
    (tmp_path / "paper.md").write_text(body, encoding="utf-8")
    assert len(parse_manuscript(tmp_path / "paper.md").refs["1"].claims) == claims


def test_a_compound_family_name_is_said(tmp_path):
    body = ("# Text\n\nAs (Ramírez, 2021) found.\n\n# Referencias\n\n"
            "Ramírez Vivanco, A. E., & Procel Romero, L. P. (2021). Gestión de ventas. Revista de Pymes, 3(2), 1-9.\n")
    (tmp_path / "informe.md").write_text(body, encoding="utf-8")
    state = parse_manuscript(tmp_path / "informe.md")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"ramirezvivanco2021": 1}
    assert any("(Ramírez, 2021)" in m and "ramirezvivanco2021 (Ramírez Vivanco, A. E.): counted as citing it" in m
               for m in state.meta.messages)


@pytest.mark.parametrize("line, expected", [
    # a reStructuredText citation target, and a link around a reference wrapped over two lines
    (".. [KoMa19] Kovacs, Ilona and Mark Marsh. \"Sampling folded chains\". *J. Chem. Phys.*, **2019**, *150* (4), "
     "pp 1201–1212", (["Kovacs, Ilona", "Mark Marsh"], "Sampling folded chains", "J. Chem. Phys", 2019, "")),
    ("`M. Hall and A. Goupee, “Validation of a lumped-mass mooring line model with basin test data,” ",
     (["M. Hall", "A. Goupee"], "Validation of a lumped-mass mooring line model with basin test data", "", None, "")),
    ("`M. Hall and A. Goupee, “Validation of a lumped-mass mooring line model with basin test data,” Ocean "
     "Engineering, vol. 104, pp. 590–603, Aug. 2015. <http://www.example.org/article/pii/S0029>`_",
     (["M. Hall", "A. Goupee"], "Validation of a lumped-mass mooring line model with basin test data",
      "Ocean Engineering", 2015, "http://www.example.org/article/pii/S0029")),
    # an annotated bibliography's entry as a Markdown heading
    ("### Ananias, Carl. 2018. “Scoring rhymes by their sounds.” *Journal of Verse* 3: 1-9.",
     (["Ananias, Carl"], "Scoring rhymes by their sounds", "Journal of Verse", 2018, "")),
    # a reading list kept as a table: names family first, year, title in italics or quotes, a key
    ("| Tomasello, Michael | 2010 | *Origins of Human Communication* | tomasello_origins_2010 |",
     (["Tomasello, Michael"], "Origins of Human Communication", "", 2010, "")),
    ("| Berger, Peter & Luckmann, Thomas | 2021 | *Die gesellschaftliche Konstruktion der Wirklichkeit* | b_2021 |",
     (["Berger, Peter", "Luckmann, Thomas"], "Die gesellschaftliche Konstruktion der Wirklichkeit", "", 2021, "")),
    ("| Premack, David | 1978 | „Does the chimpanzee have a theory of mind?\" | premack_does_1978 |",
     (["Premack, David"], "Does the chimpanzee have a theory of mind?", "", 1978, "")),
    # a header row and a row of another table stay as they are
    ("| Autor | Jahr | Titel | BibTeX-Key |", ([], "| Autor | Jahr | Titel | BibTeX-Key |", "", None, "")),
])
def test_markup_around_a_list_line(line, expected):
    entry = parse_reference_line(1, line, "refs.md")
    assert (entry.authors, entry.title, entry.journal, entry.year, entry.url) == expected


@pytest.mark.parametrize("line, expected", [
    # acl_natbib with hyperref: the title is a link's text ("\href {https://doi.org/…} {Title}."), read as the title
    (r"\bibitem[{Moreau et~al.(2006)}]{m} Ana Moreau, Leon Barrett, and Dan Klein. 2006. \newblock \href "
     r"{https://doi.org/10.5555/1220175.1220230} {Learning compact and interpretable tree annotation}. \newblock In "
     r"\emph{Proceedings of ACL}, page 433--440.",
     (["Ana Moreau", "Leon Barrett", "Dan Klein"], "Learning compact and interpretable tree annotation",
      "Proceedings of ACL", "433-440", 2006)),
    # … with no venue and no year after its pages ("\newblock pages 1045--1048.")
    (r"\bibitem[{Mikel et~al.(2010)}]{k} Tom Mikel and Sanjay Khurana. 2010. \newblock \href "
     r"{http://dblp.example.org/db/conf/interspeech2010.html#MikelK10} {Recurrent network based language model.} "
     r"\newblock pages 1045--1048.",
     (["Tom Mikel", "Sanjay Khurana"], "Recurrent network based language model", "", "1045-1048", 2010)),
    # a link around an address is still no title
    (r"\bibitem[{Pena(2006)}]{p} Sara Pena. 2006. \newblock Learning things. \newblock \emph{J. Things}, 3:1--4. "
     r"\newblock \href {https://doi.org/10.5555/12.34} {doi:10.5555/12.34}.",
     (["Sara Pena"], "Learning things", "J. Things", "1-4", 2006)),
])
def test_a_bbl_title_set_as_a_link(line, expected):
    entry = parse_reference_line(1, line, "paper.bbl")
    assert (entry.authors, entry.title, entry.journal, entry.pages, entry.year) == expected


@pytest.mark.parametrize("line, expected", [
    # a Japanese thesis: names, a spaced colon, the title in quotes, the rest by full-width commas
    (r"\bibitem{b}戸部 秀之，堀田 美枝子 : ``児童生徒のゲーム依存傾向尺度の構成''，埼玉大学紀要 教育学部 Vol.59 No.2，pp.181-199，2010.",
     (["戸部 秀之", "堀田 美枝子"], "児童生徒のゲーム依存傾向尺度の構成", "埼玉大学紀要 教育学部", "", "59", "2", "181-199", 2010)),
    (r"\bibitem{c}森昭雄 : ``ゲームと脳''，NHK出版，2002.", (["森昭雄"], "ゲームと脳", "", "NHK出版", "", "", "", 2002)),
    (r"\bibitem{t}坂元 章 : ``テレビゲーミング社会''，日本ゲーミング学会， 2000年 10 巻 1 号 pp． 4-13， 2000．",
     (["坂元 章"], "テレビゲーミング社会", "", "", "10", "1", "4-13", 2000)),
    # the date a page was seen is no year, before or after its word ("2022/8/19参照")
    (r"\bibitem{a} ASMARQ : ``子どもとゲームの調査''，\url{https://www.example.jp/data/game/}， 2022/8/19参照",
     (["ASMARQ"], "子どもとゲームの調査", "", "", "", "", "", None)),
    (r"\bibitem{g}Growth Lab : ``WHAT ARE SERIOUS GAMES?''，2016/3/1，\url{https://www.example.co.uk/games/}，2022/12/29参照",
     (["Growth Lab"], "WHAT ARE SERIOUS GAMES?", "", "", "", "", "", 2016)),
    # a Chinese student paper: 《title》——names, then where it appeared
    ("《高速公路收费站设计中的排队论模型分析》——刘维维,雷博,马伟思",
     (["刘维维", "雷博", "马伟思"], "高速公路收费站设计中的排队论模型分析", "", "", "", "", "", None)),
    ("《NaSch模型的细化研究》——龙贵忠，孔令江 广西大学学报：自然科学版，第26卷第三期,2008年9月",
     (["龙贵忠", "孔令江"], "NaSch模型的细化研究", "广西大学学报：自然科学版", "", "26", "", "", 2008)),
    ("《Transportation Economic Trends》——New Jersey Bureau of Statistics",
     (["New Jersey Bureau of Statistics"], "Transportation Economic Trends", "", "", "", "", "", None)),
    ("《交通工程总论》——徐吉谦北京：人民交通出版社,1991", (["徐吉谦"], "交通工程总论", "", "人民交通出版社", "", "", "", 1991)),
    # a publisher and a year after the dash are no names; a date alone after it is no name either
    ("《红楼梦》——曹雪芹，人民文学出版社，1996", (["曹雪芹"], "红楼梦", "", "人民文学出版社", "", "", "", 1996)),
    # the year in a numbered part; the journal before it; the title to the mark that closes its own
    ("田中 花子 : “日本語教育の課題”，日本語教育，2019年第3号，pp.1-10.",
     (["田中 花子"], "日本語教育の課題", "日本語教育", "", "", "3", "1-10", 2019)),
    ("张新宝 ：“侵权责任法的一般条款”，载《法学研究》2001年第4期，第23页。",
     (["张新宝"], "侵权责任法的一般条款", "法学研究", "", "", "4", "", 2001)),
    ("山田 太郎 : “漱石『こころ』の研究”，岩波書店，2010.", (["山田 太郎"], "漱石『こころ』の研究", "", "岩波書店", "", "", "", 2010)),
])
def test_east_asian_hand_typed_heads(line, expected):
    entry = parse_reference_line(1, line, "refs.tex")
    assert (entry.authors, entry.title, entry.journal, entry.publisher, entry.volume, entry.issue, entry.pages,
            entry.year) == expected


def test_a_date_after_the_dash_is_no_name():
    entry = parse_reference_line(1, "《人民日报》——2021年7月2日第3版", "refs.txt")
    assert (entry.authors, entry.year) == ([], 2021)


def test_prose_before_a_bulleted_list_is_no_entry(tmp_path):
    # an annotated bibliography's opening paragraph names a work and a year (batch 105's missdetect notes): no
    # entry "The single most important read is Rubin"; a typed entry before the bullets stays one
    (tmp_path / "notes.md").write_text("""# Notes

Body text.

## References

Key sources:

Smith, J. (2020). A typed entry before the bullets. Journal of Things, 3, 1-9.

The single most important read is **Rubin (1976)** — every other entry in
this bibliography either refines or pushes back against that paper.

- Rubin, D. B. (1976). *Inference and Missing Data*. **Biometrika** 63(3),
  581–592.
- Little, R. J. A. (1988). *A Test of Missing Completely at Random*. **JASA** 83(404), 1198–1202.
""", encoding="utf-8")
    state = parse_manuscript(tmp_path / "notes.md")
    assert [(r.bib.author_list[0], r.bib.year, r.bib.line) for r in state.refs.values()] == [
        ("Smith, J.", 2020, 9), ("Rubin, D. B.", 1976, 14), ("Little, R. J. A.", 1988, 16)]
    assert state.refs["2"].bib.journal == "Biometrika" and state.refs["2"].bib.pages == "581-592"


@pytest.mark.parametrize("line, expected", [
    # Chicago author-date: an initial before the first author's given name is no second author
    ("Ananias, C. Scott. 2001. “Perceptual salience in English doubling.”",
     (["Ananias, C. Scott"], "Perceptual salience in English doubling", 2001)),
    ("Ananias, C. Scott, and J. Robert Smith. 2001. “Perceptual salience.” Lingua 3: 1-9.",
     (["Ananias, C. Scott", "J. Robert Smith"], "Perceptual salience", 2001)),
    ("Hall, M., A. Goupee, and B. Jonkman. 2015. “A title.” Ocean Eng 3: 1-9.",
     (["Hall, M", "A. Goupee", "B. Jonkman"], "A title", 2015)),
    # an annotated bibliography's heading with a stop left out around the year, the quoted title alone after it
    ("Delmonte, Rolf 2015. “Visualizing poetry with maps.”", (["Delmonte, Rolf"], "Visualizing poetry with maps", 2015)),
    ("Anon. 2018 “Scoring rhymes with phonetic features.”", (["Anon"], "Scoring rhymes with phonetic features", 2018)),
])
def test_chicago_names_and_years(line, expected):
    entry = parse_reference_line(1, line, "refs.md")
    assert (entry.authors, entry.title, entry.year) == expected


ALPHA = """# Einleitung

Wie in [MüS03] gezeigt, später [Smi10a, SLW+08] bestätigt und in [MüS03, S. 12] vertieft. Siehe [oben] und [2].

# Literaturverzeichnis

[MüS03] MÜLLER, Hans ; SCHMIDT, Eva: Verteilte Systeme. Berlin : Springer, 2003.

[Smi10a] SMITH, John: Parallel computing today. In: Journal of Things 3 (2010), S. 1-9.

[SLW+08] SMITH, John ; LEE, Kim ; WANG, Li u. a.: Clusters at scale. In: Proc. of ICDCS, 2008, S. 10-19.
"""


def test_an_alpha_list_is_cited_by_its_labels(tmp_path):
    # the text cites "[MüS03]" as DIN 1505's alphadin / BibTeX's alpha label it; before, no citation was found at
    # all ("no citations found") and every entry looked uncited
    (tmp_path / "arbeit.md").write_text(ALPHA, encoding="utf-8")
    state = parse_manuscript(tmp_path / "arbeit.md")
    assert state.meta.citation_style == "numeric"
    assert {k: [(c.line, c.locator) for c in r.claims] for k, r in state.refs.items()} == {
        "1": [(3, ""), (3, "S. 12")], "2": [(3, "")], "3": [(3, "")]}
    assert state.refs["1"].bib.author_list == ["MÜLLER, Hans", "SCHMIDT, Eva"] and state.refs["3"].bib.year == 2008
    assert any("numbered 1–3 in the list's order" in m for m in state.meta.messages)


def test_one_label_or_a_numbered_list_is_no_alpha_list(tmp_path):
    numbered = ALPHA.replace("[MüS03] MÜLLER", "[1] MÜLLER").replace("[Smi10a] SMITH", "[2] SMITH").replace(
        "[SLW+08] SMITH", "[3] SMITH")
    (tmp_path / "numbered.md").write_text(numbered, encoding="utf-8")
    state = parse_manuscript(tmp_path / "numbered.md")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"1": 0, "2": 1, "3": 0}     # only "[2]"


def test_a_glued_english_translation_is_no_part_of_the_chinese_entry():
    # a bilingual journal's list copied from its PDF: the Chinese entry keeps its pages continued elsewhere
    # ("10-14，23"), which the glued translation after it cut short
    line = ("[19] 王成山，李鹏．分布式发电与智能配电网的发展[J].电力系统自动化，2010，34(2)：10-14，23.WANG Chengshan，"
            "LI Peng．Development of distributed generation[J].Automation of Electric Power Systems，2010，34(2)：10-14，"
            "23(in Chinese).")
    entry = parse_reference_line(1, line, "refs.md")
    assert (entry.authors, entry.title, entry.journal, entry.year, entry.volume, entry.issue, entry.pages) == (
        ["王成山", "李鹏"], "分布式发电与智能配电网的发展", "电力系统自动化", 2010, "34", "2", "10-14,23")


@pytest.mark.parametrize("line, expected", [
    # Turkish theses: Cilt (volume), Sayı (issue), sayfa (page) — "s. 77" was read as the volume
    ("Apa, G. (2012). “Hacı Fellah Camii”, Konya Ansiklopedisi, C.4, Konya, s. 77.",
     ("Konya Ansiklopedisi", "4", "", "77", 2012)),
    ("Yılmaz, A. (2015). Osmanlı mimarisi. Vakıflar Dergisi, C. 9, S. 2, s. 120-135.",
     ("Vakıflar Dergisi", "9", "2", "120-135", 2015)),
    # an initial "C." before a year is no Cilt; German "S. 5-9" stays a page
    ("Smith, J. C. 2003. A title. Journal 3: 1-9.", ("Journal", "3", "", "1-9", 2003)),
    ("Müller, H. (2003). Verteilte Systeme. In: Zeitschrift für Dinge 3, S. 5-9.", ("Zeitschrift für Dinge", "3", "", "5-9", 2003)),
])
def test_turkish_volume_issue_and_page_words(line, expected):
    entry = parse_reference_line(1, line, "kaynakca.docx")
    assert (entry.journal, entry.volume, entry.issue, entry.pages, entry.year) == expected
