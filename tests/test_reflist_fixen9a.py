"""Reference lines typed by hand in shapes no citation style names (issue 20, held-out batch 32):
the title first, then the names family-first joined by "et", "and", "und", "y" or "e", the venue
and the year last. Each line is written for this test in the shapes seen in real lists (a French-
Canadian mémoire, code comments, notes); the people and works are invented."""
from __future__ import annotations

import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "authors_truncated", "title", "journal", "publisher", "year", "volume", "issue", "pages")

TITLE_FIRST = {
    "french-et-place-acronym": (
        "[3]. Tracking Ferries at Night with Sparse Radar, Quill, Mara et Renn, Tobias, Lisbonne, IEEE Conference "
        "on Maritime Sensing, (CMS'04), p. 41-48, 2004",
        (["Quill", "Renn"], False, "Tracking Ferries at Night with Sparse Radar", "IEEE Conference on Maritime Sensing",
         "", 2004, "", "", "41-48")),
    "three-names-volume": (
        "[12]. Routing scooters under uncertain demand, Lind, Ana, Voss, Ida B. et Cole, Walter, Transportation "
        "Research Letters, vol. 17, p. 233-250, 2011",
        (["Lind", "Voss", "Cole"], False, "Routing scooters under uncertain demand", "Transportation Research Letters",
         "", 2011, "17", "", "233-250")),
    "et-al-one-page": (
        "[7]. Counting Gulls with Drones, Ferrand, Lou, et al., IEEE Workshop on Field Robotics, (FR'09), p. 12, 2009",
        (["Ferrand"], True, "Counting Gulls with Drones", "IEEE Workshop on Field Robotics", "", 2009, "", "", "12")),
    "title-with-commas-space-before-comma": (
        "[4]. Sea, Wind, and Tide Models for Small Harbours, Okafor, Ngozi et Brandt, Lukas, Coastal Engineering "
        ", vol. 8, p. 100-119, 2015",
        (["Okafor", "Brandt"], False, "Sea, Wind, and Tide Models for Small Harbours", "Coastal Engineering", "", 2015,
         "8", "", "100-119")),
    "english-and-pp": (
        "Adaptive sampling of river plumes, Moreau, Claire, Haddad, Samir and Lindqvist, Erik, Journal of Field "
        "Hydrology, vol. 4, pp. 77-90, 2018.",
        (["Moreau", "Haddad", "Lindqvist"], False, "Adaptive sampling of river plumes", "Journal of Field Hydrology",
         "", 2018, "4", "", "77-90")),
    "german-und": (
        "Schätzung der Wellenhöhe aus Bildern, Becker, Jonas und Hartmann, Lea, Tagung Küsteningenieurwesen, "
        "p. 5-9, 2012",
        (["Becker", "Hartmann"], False, "Schätzung der Wellenhöhe aus Bildern", "Tagung Küsteningenieurwesen", "",
         2012, "", "", "5-9")),
    "spanish-y-double-comma": (
        "[2]. Detección de bancos de peces con sonar, Ortega, Lucía y Ramos, Diego, Congreso Nacional de Acústica,, "
        "p. 88-95, 2007",
        (["Ortega", "Ramos"], False, "Detección de bancos de peces con sonar", "Congreso Nacional de Acústica", "",
         2007, "", "", "88-95")),
    "portuguese-e-initials": (
        "Classificação de marés com redes neurais, Lima, J A e Souza, R., Revista de Oceanografia, vol. 31, "
        "p. 14-29, 2010",
        (["Lima", "Souza"], False, "Classificação de marés com redes neurais", "Revista de Oceanografia", "", 2010,
         "31", "", "14-29")),
    "two-word-family-et-al": (
        "Wind shear near cliffs, Van Leeuwen, Pieter, et al., Proceedings of the Coastal Winds Symposium, 2001",
        (["Van Leeuwen"], True, "Wind shear near cliffs", "Proceedings of the Coastal Winds Symposium", "", 2001, "",
         "", "")),
    "single-author-report": (
        "[9]. A Survey of Harbour Noise, Tanaka, Hiroshi, Technical report, Dept. of Ocean Engineering, Univ. of "
        "Somewhere, 1999",
        (["Tanaka"], False, "A Survey of Harbour Noise", "", "", 1999, "", "", "")),
    "single-author-nothing-after": (
        "[18]. Model-based buoy detection and tracking, Moreno, Ana Lucía, 2006",
        (["Moreno"], False, "Model-based buoy detection and tracking", "", "", 2006, "", "", "")),
}


# the same order in English notes and code comments: the title in quotes, one name and "et al."
TITLE_FIRST.update({
    "quoted-family-first-caps-journal-month": (
        "\"Fast Tide Transforms for Small Harbours\", Okafor, N. K., et al., IEEE TRANSACTIONS ON COASTAL SIGNAL "
        "PROCESSING, VOL. CSP-12, NO. 4, JUNE 1991, pp. 112-130.",
        (["Okafor"], True, "Fast Tide Transforms for Small Harbours",
         "IEEE TRANSACTIONS ON COASTAL SIGNAL PROCESSING", "", 1991, "CSP-12", "4", "112-130")),
    "quoted-given-first-et-al": (
        "\"Sensitivity of Ferry Schedules to Wind\", M. Quill, et al., IEEE Transactions on Marine Systems, 2014.",
        (["M. Quill"], True, "Sensitivity of Ferry Schedules to Wind", "IEEE Transactions on Marine Systems", "", 2014,
         "", "", "")),
    "curly-quoted-by-given-first": (
        "“Detecting Gulls with Small Networks,” by Ida Voss, et al., Journal of Field Robotics, vol. 9, no. 2, "
        "pp. 44-59, 2019.",
        (["Ida Voss"], True, "Detecting Gulls with Small Networks", "Journal of Field Robotics", "", 2019, "9", "2",
         "44-59")),
    "unquoted-given-first-et-al": (
        "TideNet: Learning Harbour Currents from Sparse Buoys, Lucas Brandt, et al., Ocean Modelling Letters, 2022",
        (["Lucas Brandt"], True, "TideNet: Learning Harbour Currents from Sparse Buoys", "Ocean Modelling Letters",
         "", 2022, "", "", "")),
})


@pytest.mark.parametrize("name", TITLE_FIRST)
def test_title_first_names(name):
    line, expected = TITLE_FIRST[name]
    entry = parse_reference_line(1, line, "memoire.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected
    assert entry.certainty.get("authors") == Certainty.GUESSED      # where the title ends is a guess
    if entry.journal:
        assert entry.certainty.get("journal") == Certainty.GUESSED


@pytest.mark.parametrize("line", [
    "Smith, John, Doe, Jane and Roe, Richard, Deep learning for cells, Nature, vol. 3, p. 1-9, 2005",
    "World Health Organization, Global report on diabetes, Geneva, Switzerland, 2016.",
    "J. Smith, A. Doe, and R. Roe, Deep learning for cells, Nature, vol. 3, pp. 1-9, 2005.",
    # names first (Elsevier, RSC, Copernicus books): the place and the publisher are no "Family, Given"
    "[12] R.T. Quill, Routing ferries in practice, Springer, New York, 2011.",
    "12 R. T. Quill, Routing ferries in practice, Springer, New York, 2011.",
    "Quill, R. T.: Routing ferries in practice, Springer, New York, 2011.",
    "[3] A. Lind, K.-J. Voss, M. Renn, T. Brandt, in: Proceedings of the Harbour Conference, Lisbon, 2019: pp. 1–9.",
    "Harbour Safety Agency: Annual report on ferry accidents 2015, Lisbon, Harbour Safety Agency, 2015.",
])
def test_title_first_names_leaves_other_shapes(line):
    from refverify.parse.entry import BibEntry
    from refverify.parse.reflist_titlefirst_names import parse_title_names
    assert not parse_title_names(line, BibEntry(raw=line))


ABNT = {
    "body-place-publisher": (
        "ASSOCIAÇÃO BRASILEIRA DE ENGENHARIA NAVAL. NBR 9999: navios: apresentação de relatórios. Rio de Janeiro: "
        "ABEN, 2015.",
        ("book", ["ASSOCIAÇÃO BRASILEIRA DE ENGENHARIA NAVAL"], "NBR 9999: navios: apresentação de relatórios", "",
         "ABEN", 2015, "", "", ""), ()),
    "acronym-place-with-country": (
        "FERRYDOC. Ferry Timetable Tag Suite ANSI/NISO Z99.1-2014. Baltimore, USA: National Ferry Standards Office, "
        "2014. Disponível em: <https://ferrydoc.example.org/>.",
        ("book", ["FERRYDOC"], "Ferry Timetable Tag Suite ANSI/NISO Z99.1-2014", "", "National Ferry Standards Office",
         2014, "", "", ""), ()),
    "camel-body-publisher-no-place": (
        "OceanDB. Guia de depósito de dados de marés. OceanDB, 2019. Disponível em: "
        "<https://ocean.example.org/guia_mares.pdf>. Acesso em: 3 mar. 2020.",
        ("book", ["OceanDB"], "Guia de depósito de dados de marés", "", "OceanDB", 2019, "", "", ""), ("publisher",)),
    "person-version-after-year": (
        "QUILL, Mara T. Drawing a visual summary of a ferry study. University of Lisbon, 2018, version 2. "
        "Disponível em: <https://example.org/summary_v2.pdf>.",
        ("book", ["QUILL"], "Drawing a visual summary of a ferry study", "", "University of Lisbon", 2018, "", "",
         ""), ("publisher",)),
    "person-particle-after-initials": (
        "SOUZA, R.B. de. A história dos faróis da costa brasileira. Maré Alta, 2016. Disponível em: "
        "<https://example.org/farois/>.",
        ("book", ["SOUZA"], "A história dos faróis da costa brasileira", "", "Maré Alta", 2016, "", "", ""),
        ("publisher",)),
    "scielo-journal-line": (
        "LIMA-DA-COSTA, R. Avaliação aberta de artigos em oceanografia. Rev. bras. oceanogr. 2018, vol.66, n.2, "
        "pp.10-19. Disponível em: <https://doi.org/10.1590/0000-0000000000000>.",
        ("article", ["LIMA-DA-COSTA"], "Avaliação aberta de artigos em oceanografia", "Rev. bras. oceanogr.", "",
         2018, "66", "2", "10-19"), ("journal",)),
    "scielo-journal-online": (
        "FERRAND, L. Tide gauges on small islands. Braz. j. oceanogr. [online]. 2012, vol.60, n.3, pp.201-210. "
        "Disponível em: <http://www.scielo.br/x>. Acesso em: 9 abr. 2013.",
        ("article", ["FERRAND"], "Tide gauges on small islands", "Braz. j. oceanogr.", "", 2012, "60", "3",
         "201-210"), ("journal",)),
    "body-with-acronym-edition": (
        "INSTITUTO NACIONAL DE PESQUISAS DO MAR (INPM). Malha costeira brasileira. 2. ed. Rio de Janeiro: INPM, 2020.",
        ("book", ["INSTITUTO NACIONAL DE PESQUISAS DO MAR (INPM)"], "Malha costeira brasileira", "", "INPM", 2020, "",
         "", ""), ()),
    "acronym-dash-body": (
        "ABNT - ASSOCIAÇÃO BRASILEIRA DE NORMAS TÉCNICAS. NBR 6023: referências. Rio de Janeiro: ABNT, 2018.",
        ("book", ["ABNT - ASSOCIAÇÃO BRASILEIRA DE NORMAS TÉCNICAS"], "NBR 6023: referências", "", "ABNT", 2018, "", "",
         ""), ()),
    "country-with-ministry-units": (
        "BRASIL. Ministério da Pesca. Secretaria de Portos. Guia de vigilância costeira. 3. ed. Brasília: Ministério "
        "da Pesca, 2021.",
        ("book", ["BRASIL"], "Guia de vigilância costeira", "", "Ministério da Pesca", 2021, "", "", ""), ()),
}
ABNT_FIELDS = ("entry_type", "authors", "title", "journal", "publisher", "year", "volume", "issue", "pages")


@pytest.mark.parametrize("name", ABNT)
def test_abnt_typed_bodies_and_sources(name):
    line, expected, guessed = ABNT[name]
    entry = parse_reference_line(1, line, "referencias.rst")
    assert tuple(getattr(entry, f) for f in ABNT_FIELDS) == expected
    assert [f for f in ("journal", "publisher") if entry.certainty.get(f) == Certainty.GUESSED] == list(guessed)


@pytest.mark.parametrize("line", [
    "Nature. Deep learning for cells. Nature, 2019.",            # no ABNT mark, no place: another style's
    "SMITH, J. Deep learning for cells. Nature, 3, 1-9, 2005.",
    "GRIDS. Grid rules for ferries. Boston: Wiley, 2010.",     # an acronym that does not publish the work
])
def test_abnt_typed_leaves_other_shapes(line):
    from refverify.parse.entry import BibEntry
    from refverify.parse.reflist_abnt_org import parse_abnt_org
    assert not parse_abnt_org(line, BibEntry(raw=line))


# Word's built-in Chicago style in a German (or French, Spanish) document: „…“ around the title, "und"
# before the last name, initials run together ("J.M. Christian"), a body of one word before a book
WORD_CHICAGO = {
    "german-und-journal-year-pages": (
        "[1] Krause, Jonas, Lea Hartmann, und Peter Brandt. „Wie misst man Gebrauchstauglichkeit? Eine Übersicht.“ "
        "Zeitschrift für Arbeitswissenschaft, 2001: 33.",
        ("article", ["Krause, Jonas", "Lea Hartmann", "Peter Brandt"], "Wie misst man Gebrauchstauglichkeit? Eine Übersicht",
         "Zeitschrift für Arbeitswissenschaft", "", 2001, "33")),
    "glued-initials-letter-pages": (
        "[2] Okafor, N.K. Ngozi. „Usability of ward software: a field study.“ Journal of Clinical Computing, 2009: "
        "e21-e30.",
        ("article", ["Okafor, N.K. Ngozi"], "Usability of ward software: a field study", "Journal of Clinical Computing",
         "", 2009, "e21-e30")),
    "german-web-page-quoted": (
        "[6] Lind, Ana. „fahrplan.example.de.“ 2012. https://fahrplan.example.de/bericht.pdf.",
        ("misc", ["Lind, Ana"], "fahrplan.example.de", "", "", 2012, "")),
    "one-word-body-book": (
        "[9] abc-Verkehrsinformatik. Fahrplanentwurf in der Verkehrsinformatik. Zürich: abc Hochschulverlag AG, 2020.",
        ("book", ["abc-Verkehrsinformatik"], "Fahrplanentwurf in der Verkehrsinformatik", "", "abc Hochschulverlag AG",
         2020, "")),
    "spanish-y-english-quotes": (
        "Ortega, Lucía, Diego Ramos, y Ana Ruiz. “Medición de mareas con boyas.” Revista de Ingeniería Costera, 2015: "
        "41-50.",
        ("article", ["Ortega, Lucía", "Diego Ramos", "Ana Ruiz"], "Medición de mareas con boyas",
         "Revista de Ingeniería Costera", "", 2015, "41-50")),
    "french-guillemets-et": (
        "[3] Dupont, Jean, Marie Caron, et Paul Martin. « Mesurer la houle en baie. » Revue de Génie Côtier, 2004: 12-20.",
        ("article", ["Dupont, Jean", "Marie Caron", "Paul Martin"], "Mesurer la houle en baie", "Revue de Génie Côtier",
         "", 2004, "12-20")),
    "portuguese-e": (
        "[5] Lima, João, e Ana Souza. “Marés do litoral.” Revista de Oceanografia, 2011: 5-9.",
        ("article", ["Lima, João", "Ana Souza"], "Marés do litoral", "Revista de Oceanografia", "", 2011, "5-9")),
}
WORD_FIELDS = ("entry_type", "authors", "title", "journal", "publisher", "year", "pages")


@pytest.mark.parametrize("name", WORD_CHICAGO)
def test_word_chicago_other_languages(name):
    line, expected = WORD_CHICAGO[name]
    entry = parse_reference_line(1, line, "arbeit.docx")
    assert tuple(getattr(entry, f) for f in WORD_FIELDS) == expected


# Chicago notes-bibliography "Literature Cited" typed or pasted in Word: later authors given name first
# with a capitalised particle, a chapter written inside its quoted title with only pages after it, the
# editors' word after the names
CHICAGO = {
    "capital-particles-later-authors": (
        "Quill, Mara, Sylvain Renn, Olivier Le Gall, and Tom J. M. Van Dijk. “Ferry Wakes Shape Harbour Beaches.” "
        "Coastal Letters 12, no. 3 (2011): 201–9.",
        (["Quill, Mara", "Sylvain Renn", "Le Gall, Olivier", "Van Dijk, Tom J. M."], "Ferry Wakes Shape Harbour Beaches",
         "Coastal Letters", "", 2011, "12", "3", "201-9")),
    "lower-particle-kept": (
        "Lind, Ana, and Pieter van Leeuwen. “Tides at Small Piers.” Pier Studies 4, no. 1 (2003): 5–19.",
        (["Lind, Ana", "Pieter van Leeuwen"], "Tides at Small Piers", "Pier Studies", "", 2003, "4", "1", "5-19")),
    "chapter-inside-quotes-pages-only": (
        "Ortega, Lucía, and Diego Ramos. “Spawning. In: The Ecology of Harbour Fishes Edited by Ana Lind,” 211–240, 2007.",
        (["Ortega, Lucía", "Diego Ramos"], "Spawning. In: The Ecology of Harbour Fishes Edited by Ana Lind", "", "",
         2007, "", "", "211-240")),
}
CHICAGO_FIELDS = ("authors", "title", "journal", "publisher", "year", "volume", "issue", "pages")


@pytest.mark.parametrize("name", CHICAGO)
def test_chicago_literature_cited(name):
    line, expected = CHICAGO[name]
    entry = parse_reference_line(1, line, "paper.docx")
    assert tuple(getattr(entry, f) for f in CHICAGO_FIELDS) == expected


def test_chicago_editors_word_after_the_names():
    entry = parse_reference_line(1, "Froese, Rainer and Daniel Pauly. Editors. 2021. FishBase. World Wide Web "
                                    "electronic publication. www.fishbase.org.", "paper.docx")
    assert (entry.authors, entry.title, entry.year) == (["Froese, Rainer", "Daniel Pauly"], "FishBase", 2021)


def test_chicago_quoted_chapter_of_a_body_book_keeps_its_publisher():
    entry = parse_reference_line(
        1, "“Why Do Harbour Waters Turn Green?.” Coastal Research Board. 2004. Clear Harbour Waters: Causes and "
           "Remedies. Washington, DC: The Harbour Academies Press.", "paper.docx")
    assert (entry.title, entry.year, entry.publisher) == (
        "Why Do Harbour Waters Turn Green?", 2004, "The Harbour Academies Press")


# Zotero's Chicago notes-bibliography, in English and in French (« Title », "et", "s. d." for no date)
CHICAGO_NB = {
    "journal-year-french": (
        "12 Quill, P. Mara, Ida S. Voss, et Lucas M. Brandt. « Tree Models for Ferry Delays: Weather and Crowds ». "
        "Harbour Analysis, 2021.",
        ("article", ["Quill, P. Mara", "Ida S. Voss", "Lucas M. Brandt"], "Tree Models for Ferry Delays: Weather and Crowds",
         "Harbour Analysis", 2021, "")),
    "journal-year-english": (
        "Quill, P. Mara, Ida S. Voss, and Lucas M. Brandt. “Tree Models for Ferry Delays.” Harbour Analysis, 2021.",
        ("article", ["Quill, P. Mara", "Ida S. Voss", "Lucas M. Brandt"], "Tree Models for Ferry Delays",
         "Harbour Analysis", 2021, "")),
    "proceedings-pages-year-french": (
        "3 Lind, Ana Maria, Tom Y. Renn, Ida Voss, et Olga Brandt. « Gull counts as a bias in harbour surveys ». In "
        "2009 8th IEEE Conference on Field Robotics, 713, 2009.",
        ("inproceedings", ["Lind, Ana Maria", "Tom Y. Renn", "Ida Voss", "Olga Brandt"],
         "Gull counts as a bias in harbour surveys", "2009 8th IEEE Conference on Field Robotics", 2009, "713")),
    "no-date-pages-after": (
        "Okafor, Ngozi M. « Scoring Rules for Harbour Networks ». Harbour Networks, s. d., 52.",
        ("article", ["Okafor, Ngozi M"], "Scoring Rules for Harbour Networks", "Harbour Networks", None, "52")),
}


@pytest.mark.parametrize("name", CHICAGO_NB)
def test_chicago_notes_bibliography(name):
    line, expected = CHICAGO_NB[name]
    entry = parse_reference_line(1, line, "memoire.docx")
    assert (entry.entry_type, entry.authors, entry.title, entry.journal, entry.year, entry.pages) == expected
