"""Held-out batch 13's classes (issue 20): Cite Them Right Harvard after "(year)." (a chapter "in Eds
(eds.) Book.", a conference paper with its place and dates, an arXiv preprint, a title holding an
apostrophe, a working paper), Elsevier-like author-year lines with bare numbers ("Journal. 42, 11-12,
3253-3269."), Markdown notes opening with a bracketed key ("[Diao] Diao Q, …"), ABNT typed by hand.
Every line is invented, written in the shapes seen in public reference lists."""
from __future__ import annotations

import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "publisher", "volume", "issue", "pages", "year", "entry_type")


def _read(line: str):
    entry = parse_reference_line(1, line, "list.docx")
    return tuple(getattr(entry, f) for f in FIELDS), entry


HARVARD = {
    "chapter-in-eds": (
        "Obi, K., Ng, P. and Vale, R.T. (2013). ‘Forecasting the price of meshes’, in Brandt, G. and Lee, A. (eds.) "
        "Handbook of Mesh Forecasting. Vol. 2A. Amsterdam: Elsevier, pp. 427–507. doi: 10.1016/B978-0-444-00000-9.00008-6.",
        (["Obi, K.", "Ng, P.", "Vale, R.T."], "Forecasting the price of meshes", "Handbook of Mesh Forecasting", "Elsevier",
         "2A", "", "427-507", 2013, "incollection")),
    "chapter-ed-no-volume": (
        "Hart, M. (2019). ‘Meshes in the city’, in Casey, E. (ed.) Urban meshes. 2nd edn. London: Routledge, pp. 51–60.",
        (["Hart, M."], "Meshes in the city", "Urban meshes", "Routledge", "", "", "51-60", 2019, "incollection")),
    "conference-place-dates-publisher": (
        "Chen, T. and Gale, C. (2016). ‘MeshBoost: a scalable tree mesh system’, Proceedings of the 22nd ACM SIGKDD "
        "International Conference on Knowledge Discovery and Data Mining. San Francisco, CA, 13–17 August. New York: "
        "Association for Computing Machinery, pp. 785–794. doi: 10.1145/2939672.0000000.",
        (["Chen, T.", "Gale, C."], "MeshBoost: a scalable tree mesh system",
         "Proceedings of the 22nd ACM SIGKDD International Conference on Knowledge Discovery and Data Mining",
         "Association for Computing Machinery", "", "", "785-794", 2016, "inproceedings")),
    "conference-dates-over-two-months": (
        "Fuller, A. and Green, J.R. (2023). ‘Radar meshes with masked autoencoders’, Advances in Neural Information "
        "Processing Systems. New Orleans, LA, 28 November–9 December. Red Hook, NY: Curran Associates, pp. 5506–5538.",
        (["Fuller, A.", "Green, J.R."], "Radar meshes with masked autoencoders",
         "Advances in Neural Information Processing Systems", "Curran Associates", "", "", "5506-5538", 2023,
         "inproceedings")),
    "conference-online-no-publisher": (
        "Shukla, S.N. and Marsh, B.M. (2021). ‘Multi-time attention meshes’, International Conference on Learning "
        "Representations (ICLR 2021). Online, 3–7 May. Available at: https://openreview.net/forum?id=abc123 "
        "(Accessed: 1 July 2026).",
        (["Shukla, S.N.", "Marsh, B.M."], "Multi-time attention meshes",
         "International Conference on Learning Representations (ICLR 2021)", "", "", "", "", 2021, "inproceedings")),
    "workshop-track": (
        "Arevalo, J. and Gómez, F.A. (2017). ‘Gated mesh units’, ICLR 2017 Workshop Track. Toulon, France, 24–26 April. "
        "Available at: https://openreview.net/forum?id=xyz (Accessed: 1 July 2026).",
        (["Arevalo, J.", "Gómez, F.A."], "Gated mesh units", "ICLR 2017 Workshop Track", "", "", "", "", 2017,
         "inproceedings")),
    "arxiv-preprint": (
        "Bai, S. and Kolter, J.Z. (2018). ‘An empirical evaluation of mesh networks’, arXiv:1803.00000 [Preprint]. "
        "Available at: https://arxiv.org/abs/1803.00000 (Accessed: 3 August 2026).",
        (["Bai, S.", "Kolter, J.Z."], "An empirical evaluation of mesh networks", "arXiv", "", "", "", "", 2018, "misc")),
    "arxiv-comma-id": (
        "Smith, L.N. (2015). ‘Cyclical rates for training meshes’, arXiv, 1506.00000 [Preprint].",
        (["Smith, L.N."], "Cyclical rates for training meshes", "arXiv", "", "", "", "", 2015, "misc")),
    "apostrophe-inside-title": (
        "Mi, J.J. and Lo, K.L. (2023). ‘Oil prices and the number of tankers’ port calls: evidence from meshes’, "
        "Procedia Computer Science, 221, pp. 870–877. doi: 10.1016/j.procs.2023.00.063.",
        (["Mi, J.J.", "Lo, K.L."], "Oil prices and the number of tankers’ port calls: evidence from meshes",
         "Procedia Computer Science", "", "221", "", "870-877", 2023, "article")),
    "journal-volume-issue": (
        "Adland, R. and Jia, H. (2017). ‘Mesh-based trade estimates’, Maritime Policy & Management, "
        "44(5), pp. 657–665.",
        (["Adland, R.", "Jia, H."], "Mesh-based trade estimates", "Maritime Policy & Management", "",
         "44", "5", "657-665", 2017, "article")),
    "working-paper-question": (
        "Brice, J.-C. and Pical, T. (2026). Can meshes predict oil demand? ECB Working Paper Series No. 3198. "
        "Frankfurt am Main: European Central Bank. Available at: https://www.ecb.europa.eu/pub/x.pdf "
        "(Accessed: 1 July 2026).",
        (["Brice, J.-C.", "Pical, T."], "Can meshes predict oil demand?", "", "European Central Bank", "", "", "", 2026,
         "techreport")),
    "discussion-paper": (
        "Hale, P. (2020). Do meshes move markets? Discussion Paper No. 12. London: Centre for Mesh Studies.",
        (["Hale, P."], "Do meshes move markets?", "", "Centre for Mesh Studies", "", "", "", 2020, "techreport")),
}


@pytest.mark.parametrize("name", HARVARD)
def test_cite_them_right_after_year_period(name):
    line, expected = HARVARD[name]
    assert _read(line)[0] == expected


ELSEVIER_BARE = {
    "double-issue": (
        "Alba, M.S., Vera, C.S., Lima, B., 2014. Intraseasonal meshes in South America. Climate Dynamics. 42, 11-12, "
        "3253-3269.",
        (["Alba, M.S", "Vera, C.S", "Lima, B"], "Intraseasonal meshes in South America", "Climate Dynamics", "",
         "42", "11-12", "3253-3269", 2014, "article")),
    "single-issue": (
        "Court, A., 1942. Mesh disappearance during the polar winter. Bulletin of the American Meteorological Society. "
        "23, 5, 220-238.",
        (["Court, A"], "Mesh disappearance during the polar winter", "Bulletin of the American Meteorological Society",
         "", "23", "5", "220-238", 1942, "article")),
    "et-al": (
        "Kay, E., Kim, M., Iredell, M. et al., 1996. The 40-year mesh reanalysis project. Journal of Climate. 77, 3, 437-471.",
        (["Kay, E.", "Kim, M.", "Iredell, M."], "The 40-year mesh reanalysis project", "Journal of Climate", "", "77", "3",
         "437-471", 1996, "article")),
}

# a title of two sentences: the journal is the last sentence before the numbers (a guess)
ELSEVIER_PARTS = {
    "part-one": (
        "Quinn, A.I., Mesa, C.R., 1995a. Quasi-stationary meshes in the south. Part I: observational data. "
        "Journal of Climate. 8, 11, 2659-2672.",
        (["Quinn, A.I", "Mesa, C.R"], "Quasi-stationary meshes in the south. Part I: observational data",
         "Journal of Climate", "", "8", "11", "2659-2672", 1995, "article")),
    "numbered-part": (
        "Kim, D.J., 1985. A climatology of meshes (1972-82). II- Standing mesh climatology. Australian Mesh Magazine. "
        "33, 3, 105-116.",
        (["Kim, D.J"], "A climatology of meshes (1972-82). II- Standing mesh climatology", "Australian Mesh Magazine",
         "", "33", "3", "105-116", 1985, "article")),
}


@pytest.mark.parametrize("name", ELSEVIER_BARE)
def test_elsevier_bare_numbers(name):
    line, expected = ELSEVIER_BARE[name]
    fields, entry = _read(line)
    assert fields == expected
    assert entry.certainty.get("title") != Certainty.GUESSED


@pytest.mark.parametrize("name", ELSEVIER_PARTS)
def test_elsevier_title_of_two_sentences_is_a_guess(name):
    line, expected = ELSEVIER_PARTS[name]
    fields, entry = _read(line)
    assert fields == expected
    assert entry.certainty["title"] == entry.certainty["journal"] == Certainty.GUESSED


def test_elsevier_abbreviated_journal_left_to_the_older_reading():
    # "J. Clim." holds periods: the bare numbers are not read as volume, issue, pages here
    fields, _ = _read("Smith, A., 2001. Some meshes in the sea. J. Clim. 8, 11, 2659-2672.")
    assert fields[FIELDS.index("issue")] == ""


KEYED = {
    "key-space": ("[Diao] Diao Q, Jiang J, Zhu F, et al. Finding bursty meshes[C]//Proceedings of the 50th Annual "
                  "Meeting of the ACL. ACL, 2012: 536-544.", ["Diao, Q", "Jiang, J", "Zhu, F"]),
    "key-glued": ("[Tang]Tang D, Qin B, Liu T. Aspect level mesh classification[J]. arXiv preprint "
                  "arXiv:1605.00000, 2016.", ["Tang, D", "Qin, B", "Liu, T"]),
    "key-cjk-space-inside": ("[ 宋丹] 宋丹, 王卫东, 陈英. 基于网格的话题识别[J]. 计算机技术与发展, 2006, 16(9): 62-64.",
                             ["宋丹", "王卫东", "陈英"]),
    "key-second-author": ("[Mikolov] Le Q, Mikolov T. Distributed representations of meshes[C]//Proceedings of ICML. "
                          "2014: 1188-1196.", ["Le, Q", "Mikolov, T"]),
    "key-full-width-brackets": ("【Kim】Kim Y. Convolutional meshes for sentence classification[J]. arXiv preprint "
                                "arXiv:1408.00000, 2014.", ["Kim, Y"]),
}


@pytest.mark.parametrize("name", KEYED)
def test_bracketed_key_is_no_name(name):
    line, authors = KEYED[name]
    entry = parse_reference_line(1, line, "notes.md")
    assert entry.authors == authors


def test_bracketed_word_that_is_no_author_stays():
    # "[Online]" names nobody of the line: it is not taken for a key
    entry = parse_reference_line(1, "[Online] Mesh statistics of the world. World Mesh Office, 2020.", "notes.md")
    assert "[Online]" in entry.raw and entry.authors != ["Mesh, statistics"]


ABNT = {
    "monografia-periods": (
        "ABREU, Bernardo Gomes de. Um sistema Web para cupons de malhas. 2016. Monografia (Bacharel em Sistemas de "
        "Informação). Universidade Federal de Ouro Preto. Ouro Preto. 2016.",
        (["ABREU, Bernardo Gomes de"], "Um sistema Web para cupons de malhas", "", "Universidade Federal de Ouro Preto",
         "", "", "", 2016, "thesis")),
    "dissertacao-dash-year-before": (
        "GIRO, Brendon Nogueira. Move.CSS: uma biblioteca de malhas web. 2018. Dissertação (Bacharel em Design "
        "Digital) - Universidade Federal Do Ceará. Quixadá.",
        (["GIRO, Brendon Nogueira"], "Move.CSS: uma biblioteca de malhas web", "", "Universidade Federal Do Ceará",
         "", "", "", 2018, "thesis")),
    "tese-particle-e": (
        "SILVA, Ricardo Pereira e. Suporte ao uso de malhas e componentes. 2000. Tese (Doutorado em Ciência da "
        "Computação). Universidade Federal do Rio Grande do Sul. Porto Alegre. 2000.",
        (["SILVA, Ricardo Pereira e"], "Suporte ao uso de malhas e componentes", "",
         "Universidade Federal do Rio Grande do Sul", "", "", "", 2000, "thesis")),
    "book-place-period-publisher": (
        "ALVES, William Pereira. Banco de malhas. 1. ed. São Paulo. Érica. 2014. 160p.",
        (["ALVES, William Pereira"], "Banco de malhas", "", "Érica", "", "", "", 2014, "book")),
    "book-capital-ed": (
        "HEUSER, Carlos Alberto. Projeto de Banco de Malhas. 4. Ed. Porto Alegre. Sagra Luzzatto. 1998. 206p.",
        (["HEUSER, Carlos Alberto"], "Projeto de Banco de Malhas", "", "Sagra Luzzatto", "", "", "", 1998, "book")),
    "book-glued-edition-no-place": (
        "MILETTO, Evandro Manara; BERTAGNOLLI, Silvia de Castro. Desenvolvimento de malhas II – Introdução à Web com "
        "HTML, CSS e PHP.1 ed. Bookman. 2014. 275p.",
        (["MILETTO, Evandro Manara", "BERTAGNOLLI, Silvia de Castro"],
         "Desenvolvimento de malhas II – Introdução à Web com HTML, CSS e PHP", "", "Bookman", "", "", "", 2014, "book")),
    "book-given-in-capitals": (
        "TERUEL, EVANDRO CARLOS. HTML 5 – Guia de malhas. 2 ed. Érica. 2014. 337p.",
        (["TERUEL, EVANDRO CARLOS"], "HTML 5 – Guia de malhas", "", "Érica", "", "", "", 2014, "book")),
    "names-without-comma-translation-note": (
        "STAIR Ralph M; REYNOLDS George W. Princípios de Malhas (Tradução da 11a edição norte-americana). 3ed. São Paulo: Cengage Learning, 2015. 699p.",
        (["STAIR, Ralph M", "REYNOLDS, George W"], "Princípios de Malhas", "", "Cengage Learning", "", "", "", 2015,
         "book")),
    "book-year-first-second-name-not-in-capitals": (
        "BONI, Bruno Batista; Silva, Terezinha Letícia da. Fundamentos de malhas Web. 2013. Frederico Westphalen: "
        "e-Tec Brasil. 106p. Universidade Federal de Santa Maria, 2013.",
        (["BONI, Bruno Batista", "Silva, Terezinha Letícia da"], "Fundamentos de malhas Web", "", "e-Tec Brasil", "", "", "",
         2013, "book")),
    "book-place-period-publisher-comma-year": (
        "ELMA, Ramez; NAVA, Shamkant B. Sistemas de banco de malhas. 6. ed. São Paulo. Pearson Addison Wesley, 2011.",
        (["ELMA, Ramez", "NAVA, Shamkant B."], "Sistemas de banco de malhas", "", "Pearson Addison Wesley", "", "", "", 2011,
         "book")),
    "book-no-edition-place-period": (
        "KIMB, Ralph; CASE, Joe. The mesh warehouse toolkit. Indianapolis. Wiley, 2004.",
        (["KIMB, Ralph", "CASE, Joe"], "The mesh warehouse toolkit", "", "Wiley", "", "", "", 2004, "book")),
    "book-ordinal-edition": (
        "MIZRA, V. V. Treinamento em malhas C. 2ª ed. São Paulo. Pearson Prentice Hall, 2008.",
        (["MIZRA, V. V."], "Treinamento em malhas C", "", "Pearson Prentice Hall", "", "", "", 2008, "book")),
    "journal-town-v-n": (
        "PELIZZA, Angelica. Um estudo sobre teste de malhas. Franca. Revista Eletrônica de Malhas e Gestão, v14, n 2, "
        "p. 159-163. abr./jun. 2013.",
        (["PELIZZA, Angelica"], "Um estudo sobre teste de malhas", "Revista Eletrônica de Malhas e Gestão", "", "14",
         "2", "159-163", 2013, "article")),
    "journal-v-parenthesis-n-degree": (
        "DELA, Barési Freitas. Aspectos das malhas no meio urbano. Revista de Malhas Ambientais, v(5), n°5, "
        "p. 835-840, 2012.",
        (["DELA, Barési Freitas"], "Aspectos das malhas no meio urbano", "Revista de Malhas Ambientais", "", "5", "5",
         "835-840", 2012, "article")),
}


@pytest.mark.parametrize("name", ABNT)
def test_abnt_typed_by_hand(name):
    line, expected = ABNT[name]
    assert _read(line)[0] == expected


def test_abnt_place_and_publisher_by_periods_is_a_guess():
    _, entry = _read("ALVES, William Pereira. Banco de malhas. 1. ed. São Paulo. Érica. 2014. 160p.")
    assert entry.certainty["publisher"] == Certainty.GUESSED


WORD_APA = {
    "journal-abbreviation-in-year": (
        "Sebel PS, B. T. (Anesth Analg. 2004). The incidence of mesh awareness: a multicenter study. Retrieved from "
        "PubMed: https://pubmed.ncbi.nlm.nih.gov/00000000/",
        (["Sebel PS, B. T."], "The incidence of mesh awareness: a multicenter study", "", "", "", "", "", 2004, "book")),
    "retrieved-from-ncbi": (
        "Siddiqui BA, K. P. (2021, January). Mesh depth monitoring. Retrieved from NCBI: "
        "https://www.ncbi.nlm.nih.gov/books/NBK000000/",
        (["Siddiqui BA, K. P."], "Mesh depth monitoring", "", "", "", "", "", 2021, "book")),
    "year-month-range": (
        "Oliveira, W. M. (2017 Jan-Feb). Benefit of mesh monitoring by index. Braz J Anesthesiol. .",
        (["Oliveira, W. M."], "Benefit of mesh monitoring by index", "Braz J Anesthesiol", "", "", "", "", 2017, "article")),
    "abbreviated-journal-empty-fields": (
        "Guarracino F, L. F. (2005). Target controlled meshes: TCM. Minerva Anestesiol. .",
        (["Guarracino F, L. F."], "Target controlled meshes: TCM", "Minerva Anestesiol", "", "", "", "", 2005, "article")),
    "journal-alone": (
        "Mertens MJ, O. E. (2003). Meshes reduce perioperative requirements. Anesthesiology.",
        (["Mertens MJ, O. E."], "Meshes reduce perioperative requirements", "Anesthesiology", "", "", "", "", 2003, "article")),
    "empty-field-then-page-range": (
        "C.A. Wong, R. F. (2006). A comparison of two mesh indices at awakening, . British Journal of Anaesthesia, 181-186.",
        (["C.A. Wong, R. F."], "A comparison of two mesh indices at awakening", "British Journal of Anaesthesia", "", "", "",
         "181-186", 2006, "article")),
    "volume-issue-pages-spelled": (
        "L.S. Prichep, L. G. (2004). The mesh state index as an indicator of hypnosis, . British Journal of Anaesthesia, "
        "Volume 92, Issue 3, Pages 393-399,.",
        (["L.S. Prichep, L. G."], "The mesh state index as an indicator of hypnosis", "British Journal of Anaesthesia", "",
         "92", "3", "393-399", 2004, "article")),
}


@pytest.mark.parametrize("name", WORD_APA)
def test_word_builtin_apa(name):
    line, expected = WORD_APA[name]
    assert _read(line)[0] == expected


def test_journal_without_numbers_is_a_guess():
    _, entry = _read("Mertens MJ, O. E. (2003). Meshes reduce perioperative requirements. Anesthesiology.")
    assert entry.certainty["journal"] == Certainty.GUESSED


def test_elsevier_lettered_issue_and_article_number():
    fields, _ = _read("Rayner, N.A., 2003. Global analyses of sea mesh temperature. Journal of Geophysical Research. "
                      "108, D14, 4407.")
    assert fields == (["Rayner, N.A"], "Global analyses of sea mesh temperature", "Journal of Geophysical Research", "",
                      "108", "D14", "4407", 2003, "article")


def test_word_paragraphs_blank_separated_but_not_everywhere():
    # a Word list with an empty paragraph between most entries: a paragraph that opens like an entry
    # is its own entry even where the writer left no empty paragraph before it
    from refverify.parse.reflist_group import group_reference_entries
    lines = [(1, "ALVES, William. Banco de malhas. 1. ed. São Paulo. Érica. 2014. 160p."), (2, ""),
             (3, "CARDOSO, Virgínia. Linguagem de malhas. São Paulo. Saraiva. 2013. Disponível em: <https://x.org/a>"),
             (4, "COSTA, Jessica. Malhas e gatos. Dissertação (Bacharel em X) - Universidade Federal Y. Z, 2013."), (5, ""),
             (6, "PHP. Documentação de malhas. s/d. Disponível em: <http://x.org/b>"),
             (7, "DIAS, Bruno. Fundamentos de malhas. 2013. Porto: e-Tec. 106p."), (8, ""),
             (9, "EVA, Ana. Malhas. São Paulo. Érica. 2015. 10p.")]
    assert [n for n, _ in group_reference_entries(lines, paragraphs=True)] == [1, 3, 4, 6, 7, 9]
    # a text file's blank-separated list keeps its wrapped lines together
    assert [n for n, _ in group_reference_entries(lines, paragraphs=False)] == [1, 3, 6, 9]


# the same parts after "(year)" without its period, as Cite Them Right writes it
HARVARD_NO_PERIOD = {
    "chapter": (
        "Alquist, R. and Vale, R.J. (2013) ‘Forecasting the price of meshes’, in Elliott, G. and Timmermann, A. (eds.) "
        "Handbook of Mesh Forecasting. Vol. 2A. Amsterdam: Elsevier, pp. 427–507.",
        (["Alquist, R", "Vale, R.J"], "Forecasting the price of meshes", "Handbook of Mesh Forecasting", "Elsevier", "2A", "",
         "427-507", 2013, "incollection")),
    "conference": (
        "Chen, T. and Gale, C. (2016) ‘MeshBoost: a scalable tree mesh system’, Proceedings of the 22nd ACM SIGKDD "
        "Conference. San Francisco, CA, 13–17 August 2016. New York: ACM, pp. 785–794.",
        (["Chen, T", "Gale, C"], "MeshBoost: a scalable tree mesh system", "Proceedings of the 22nd ACM SIGKDD Conference",
         "ACM", "", "", "785-794", 2016, "inproceedings")),
    "arxiv": (
        "Bai, S. and Kolter, J.Z. (2018) ‘An empirical evaluation of mesh networks’, arXiv:1803.00000 [Preprint]. "
        "Available at: https://arxiv.org/abs/1803.00000 (Accessed: 3 August 2026).",
        (["Bai, S", "Kolter, J.Z"], "An empirical evaluation of mesh networks", "arXiv", "", "", "", "", 2018, "misc")),
    "workshop": (
        "Arevalo, J. and Gómez, F.A. (2017) ‘Gated mesh units’, ICLR 2017 Workshop Track. Toulon, France, 24–26 April. "
        "Available at: https://openreview.net/forum?id=xyz (Accessed: 1 July 2026).",
        (["Arevalo, J", "Gómez, F.A"], "Gated mesh units", "ICLR 2017 Workshop Track", "", "", "", "", 2017, "inproceedings")),
}


@pytest.mark.parametrize("name", HARVARD_NO_PERIOD)
def test_cite_them_right_year_without_period(name):
    line, expected = HARVARD_NO_PERIOD[name]
    assert _read(line)[0] == expected


def test_page_count_glued_after_the_publisher():
    fields, _ = _read("King, J.C., Turner, J., 1997. Polar meshes and climatology. Cambridge University Press.409 págs")
    assert fields == (["King, J.C", "Turner, J"], "Polar meshes and climatology", "", "Cambridge University Press", "", "",
                      "", 1997, "book")


ELSEVIER_PERIODS = {
    "volume-pages-by-periods": (
        "Feld, G., 2013. On the origin of the mesh difference. Journal of Climate. 26. 7136-7150.",
        (["Feld, G"], "On the origin of the mesh difference", "Journal of Climate", "", "26", "", "7136-7150", 2013, "article")),
    "issue-in-parentheses": (
        "Fole, C. K., Kni, J., 2009. The summer mesh oscillation: past and future. Journal of Climate. 22(5). 1082-1103.",
        (["Fole, C. K", "Kni, J"], "The summer mesh oscillation: past and future", "Journal of Climate", "", "22", "5",
         "1082-1103", 2009, "article")),
    "double-issue-by-periods": (
        "Alba, M.S., 2014. Intraseasonal meshes. Climate Dynamics. 42. 11-12. 3253-3269.",
        (["Alba, M.S"], "Intraseasonal meshes", "Climate Dynamics", "", "42", "11-12", "3253-3269", 2014, "article")),
}


@pytest.mark.parametrize("name", ELSEVIER_PERIODS)
def test_elsevier_numbers_apart_by_periods(name):
    line, expected = ELSEVIER_PERIODS[name]
    assert _read(line)[0] == expected


def test_abbreviated_journal_is_no_sentence_of_the_title():
    fields, _ = _read("Ray, N.A., 2003. Global analyses of mesh. J. Geophys. Res. 108, 4407.")
    assert fields[FIELDS.index("title")] == "Global analyses of mesh"
