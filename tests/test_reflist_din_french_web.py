"""German DIN-like lists of web pages with an anchored alpha label, and French ISO 690 names written
"FAMILY Given" without a comma (issue 20, held-out batches 35 and 36).

Every line here was written for this test."""
import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("line, authors, title", [
    # a Markdown anchor around an alpha label closed by a colon; a web page with its access note, no date
    ('<a name="ref_olse18">[OLSE18]</a>: Olsen, Mara: Möwen im Watt – eine Zählung  URL: https://gulls.example.org/m (abgerufen am 29.04.2018)',
     ["Olsen, Mara"], "Möwen im Watt – eine Zählung"),
    ("[KUIP17]: Kuiper, Piet ; Roca, Ines: Gulls and Ledgers. URL: https://gulls.example.org/l (zuletzt aufgerufen: 3.5.2020)",
     ["Kuiper, Piet", "Roca, Ines"], "Gulls and Ledgers"),
    ("[KUIP17] Kuiper, Piet: Möwen zählen. Berlin: Springer Vieweg, 2014",
     ["Kuiper, Piet"], "Möwen zählen"),
])
def test_german_web_pages(line, authors, title):
    entry = parse_reference_line(1, line, "README.md")
    assert (entry.authors, entry.title) == (authors, title)


def test_german_web_page_title_is_marked_guessed():
    entry = parse_reference_line(1, "Olsen, Mara: Möwen im Watt URL: https://gulls.example.org/m (abgerufen am 2.4.2018)", "r.md")
    assert (entry.year, entry.certainty["title"].value) == (None, "guessed")


def test_a_word_and_in_before_a_colon_is_no_person():
    entry = parse_reference_line(1, "Namespace. In: Wikipedia: the free encyclopedia. [S.l.: s.n.], [20--]. "
                                    "Disponível em: <https://en.wikipedia.org/wiki/Namespace>.", "r.rst")
    assert entry.authors == ["Namespace"]


@pytest.mark.parametrize("line, authors, title, publisher, year", [
    ("**OLSEN Mara**. *Les mouettes du littoral*. Paris : Gallimard, 1966, 400 p.",
     ["OLSEN, Mara"], "Les mouettes du littoral", "Gallimard", 1966),
    ("OLSEN Mara, KUIPER Piet (dir.). Les mouettes du littoral. Lyon : Aléas Éditeur, 1991, 270 p.",
     ["OLSEN, Mara", "KUIPER, Piet"], "Les mouettes du littoral", "Aléas Éditeur", 1991),
    ("**DUPONT-ROCA Anne Marie**. *Le vol des mouettes*. 2<sup>e</sup> éd. Paris : Éditions du Cerf, 2002, 372 p.",
     ["DUPONT-ROCA, Anne Marie"], "Le vol des mouettes", "Éditions du Cerf", 2002),
])
def test_french_names_without_comma(line, authors, title, publisher, year):
    entry = parse_reference_line(1, line, "these.md")
    assert (entry.authors, entry.title, entry.publisher, entry.year) == (authors, title, publisher, year)


@pytest.mark.parametrize("line, authors", [
    ("GULL Lab. Counting tool for gulls, 2008.", ["GULL Lab"]),
    ("[9] KE Olsen.Counting gulls:Using drones in coastal surveys.Coastal Birds.26(12).2013,7:1438-1453.", ["KE Olsen"]),
])
def test_bodies_and_initials_are_not_french_names(line, authors):
    assert parse_reference_line(1, line, "r.docx").authors == authors


@pytest.mark.parametrize("line, authors, title, publisher, year", [
    # DIN 1505's " : " after the names, the place and year before the publisher, an ISBN after it
    ("[OLSE07]: Olsen, Mara : Möwen zählen. Deutschland 2007, Springer-Verlag Berlin Heidelberg, ISBN 978-3-540-34048-5",
     ["Olsen, Mara"], "Möwen zählen", "Springer-Verlag Berlin Heidelberg", 2007),
    # a body before " : ", a web page
    ("[WIKI18a]: Wikipedia : Mixed gulls. https://de.wikipedia.org/wiki/Mixed_gulls (abgerufen am 01.07.2018)",
     ["Wikipedia"], "Mixed gulls", "", None),
])
def test_din_space_colon(line, authors, title, publisher, year):
    entry = parse_reference_line(1, line, "README.md")
    assert (entry.authors, entry.title, entry.publisher, entry.year) == (authors, title, publisher, year)


@pytest.mark.parametrize("line, journal, publisher", [
    ("CARDOSO, Ana Maria; CARDOSO, Vera M. Sistema de gaivotas. Saraiva Editora SA, 2017.", "", "Saraiva Editora SA"),
    ("CINTRA, Glauber Ferreira. Gaivotas. Ceará: Instituto Federal de Educação. 2012.", "", "Instituto Federal de Educação"),
    ("SILVA, João Pedro. Gaivotas do litoral. Revista Brasileira de Educação, 2019.", "Revista Brasileira de Educação", ""),
])
def test_abnt_book_publisher_is_no_journal(line, journal, publisher):
    entry = parse_reference_line(1, line, "tcc.docx")
    assert (entry.journal, entry.publisher) == (journal, publisher)
