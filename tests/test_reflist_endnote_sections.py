"""EndNote's numbered style: a section without pages, a magazine article "in Magazine. Year. p.", and
EndNote's access note "[cited 2014 March 5, 2014]" (issue 20, held-out batch 39). Written for this test."""
import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("line, title, journal, publisher, year, pages", [
    ("5.\tOlsen, S. and N.W. Kuiper, Gull Counting, in Encyclopedia of Coastal Birds. 2009, Springer.",
     "Gull Counting", "Encyclopedia of Coastal Birds", "Springer", 2009, ""),
    ("8.\tOlsen, R., H. Kuiper, and P. Roca, What is a Gull Census?, in Coastal Magazine. 1993. p. 17-33.",
     "What is a Gull Census?", "Coastal Magazine", "", 1993, "17-33"),
])
def test_endnote_sections(line, title, journal, publisher, year, pages):
    entry = parse_reference_line(1, line, "r.docx")
    assert (entry.title, entry.journal, entry.publisher, entry.year, entry.pages) == (title, journal, publisher, year, pages)


def test_endnote_cited_note_is_no_year():
    entry = parse_reference_line(1, "9.\tGroup, O.W. Gull Counting Overview. 2004  [cited 2014 May 13, 2014]; "
                                    "Available from: http://gulls.example.org/overview.", "r.docx")
    assert (entry.title, entry.year) == ("Gull Counting Overview", 2004)


def test_endnote_article_whose_issue_is_a_year():
    entry = parse_reference_line(1, "4.\tOlsen, M.L., Gulls, tides, and coasts: the case of the flats. Coastal Law Journal, 2007. "
                                    "7(2007): p. 125-153.", "r.docx")
    assert (entry.authors, entry.title, entry.journal, entry.volume, entry.pages) == (
        ["Olsen, M.L."], "Gulls, tides, and coasts: the case of the flats", "Coastal Law Journal", "7", "125-153")
