"""biblatex's standard styles as a PDF shows them (copied into a text file or a Word list): the
number after the volume's period, pages and e-locators, DOIs broken by the PDF's line end, and the
first person inverted before given-first names (issue 20). Every line here was written for this test."""
import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("line, journal, volume, issue, pages", [
    ("Olsen, Mara A. and Piet Kuiper (2016). ‘Gulls of the Tidal Flats’. In: Coastal Bird Letters 19.1, pp. 29–36. doi: 10.1111/cbl.12539.",
     "Coastal Bird Letters", "19", "1", "29-36"),
    ("Olsen, Mara A. and Piet Kuiper (2008). ‘Gulls of the Tidal Flats’. In: PLoS Gulls 6.2, e31. doi: 10.1371/journal.pgul.0060031.",
     "PLoS Gulls", "6", "2", "e31"),
    ("Olsen, Mara A. and Piet Kuiper (2009). ‘Gulls of the Tidal Flats’. In: Nature 458.7241, pp. 1018–1020.",
     "Nature", "458", "7241", "1018-1020"),
])
def test_biblatex_journal_numbers(line, journal, volume, issue, pages):
    entry = parse_reference_line(1, line, "thesis.txt")
    assert (entry.title, entry.journal, entry.volume, entry.issue, entry.pages) == (
        "Gulls of the Tidal Flats", journal, volume, issue, pages)


def test_doi_broken_after_its_prefix():
    entry = parse_reference_line(1, "Olsen, Mara and Ines-Marie Roca (2016). ‘Gulls of the Flats’. In: Coastal Birds 104.4, "
                                    "pp. 1003–1008. doi: 10. 1111/1365-2745.12586.", "thesis.txt")
    assert (entry.doi, entry.journal, entry.pages) == ("10.1111/1365-2745.12586", "Coastal Birds", "1003-1008")


@pytest.mark.parametrize("line, authors", [
    ("Olsen, Gerardo and Tia-Lynn Kuiper (2016). ‘Gulls of the Flats’. In: Coastal Birds 4.1, pp. 1–9.",
     ["Olsen, Gerardo", "Tia-Lynn Kuiper"]),
    ("De Jong, Tom J., Nickolas M. Roca and Mary V. Olsen (1992). ‘Gulls of the Flats’. In: Coastal Birds 89.3, pp. 310–315.",
     ["De Jong, Tom J.", "Nickolas M. Roca", "Mary V. Olsen"]),
    ("Roca, Stéphane and Anne-Béatrice Olsen (2007). ‘Gulls of the Flats’. In: Coastal Birds 22.4, pp. 1–20.",
     ["Roca, Stéphane", "Anne-Béatrice Olsen"]),
])
def test_first_person_inverted_then_given_first(line, authors):
    assert parse_reference_line(1, line, "thesis.txt").authors == authors


def test_proceedings_after_in_stay_proceedings():
    entry = parse_reference_line(1, "Olsen, Mara and Piet Kuiper (2017). ‘Gulls of the Flats’. In: Proceedings of the "
                                    "Coastal Birds Conference 30, pp. 5998–6008.", "thesis.txt")
    assert entry.entry_type != "article"
