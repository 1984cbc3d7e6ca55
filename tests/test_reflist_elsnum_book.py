"""elsarticle-num's books (issue 20): "Names, Title, 2nd Edition, Publisher, City, Year." — every part
parted by a comma, the year bare at the end. The title is all before the part naming a publisher.

Every line here was written for this test; the shapes are those met in held-out .bbl files."""
import pytest

from refverify.parse.reflist import parse_reference_line


def _read(line):
    entry = parse_reference_line(1, line, "paper.bbl")
    return entry.authors, entry.title, entry.publisher, entry.year, entry.entry_type


def test_book_with_an_edition():
    assert _read(r"\bibitem{okoro1989} P.~Okoro, J.~Lind, {Counting Gulls on Tidal Flats}, 2nd Edition, Chapman and Hall/CRC, 1989.") == (
        ["P. Okoro", "J. Lind"], "Counting Gulls on Tidal Flats", "Chapman and Hall/CRC", 1989, "book")


def test_book_whose_title_holds_commas_is_read_to_the_publisher():
    entry = parse_reference_line(1, r"\bibitem{okoro2005} G.~E.~P. Okoro, J.~S. Lind, W.~G. Lind, {Gulls: Counting, Ringing, and Tracking}, Wiley-Interscience, 2005.", "paper.bbl")
    assert (entry.authors, entry.title, entry.publisher, entry.year) == (
        ["G. E. P. Okoro", "J. S. Lind", "W. G. Lind"], "Gulls: Counting, Ringing, and Tracking", "Wiley-Interscience", 2005)
    assert entry.certainty["title"] == "guessed"


def test_edition_after_an_unbraced_title_is_no_part_of_it():
    assert _read(r"\bibitem{lind1975} J.~A. Lind, Counting Gulls, 3rd Edition, John Wiley \& Sons, Inc., 1975.")[1] == "Counting Gulls"


def test_ieeetran_book_keeps_its_own_reading():
    # IEEEtran writes "and" before the last name and a stop before the publisher: not elsarticle-num's book
    assert _read(r"\bibitem{lind2002} J.~M. Lind, A.~Okoro, and B.~Sand, \emph{Counting Gulls: A Field Guide}, 2nd~ed.\hskip 1em plus 0.5em minus 0.4em\relax Pearson, 2002.")[:3] == (
        ["J. M. Lind", "A. Okoro", "B. Sand"], "Counting Gulls: A Field Guide", "Pearson")


def test_elsarticle_web_page_pasted_from_a_pdf():
    # "Body, Title, 2018. URL: …": the body that wrote the page, then its title (read by position: guessed)
    entry = parse_reference_line(1, "[2] Gull Watch, Counting gulls at home, 2018. URL: https://gulls.example.org/ "
                                    "count, [Accessed: 20 May 2018].", "paper.txt")
    assert (entry.authors, entry.title, entry.year) == (["Gull Watch"], "Counting gulls at home", 2018)
    assert entry.certainty["title"] == "guessed"
    entry = parse_reference_line(1, "[6] A. Okoro, T. Lind, Gull colonies landscape study, 2010. URL: "
                                    "https://gulls.example.org/study.pdf.", "paper.txt")
    assert (entry.authors, entry.title, entry.year) == (["A. Okoro", "T. Lind"], "Gull colonies landscape study", 2010)
    # without elsarticle's "Year. URL:" the line is another style's, read by its own reader
    entry = parse_reference_line(1, "Gull Watch Inc.: What are gulls?, San Francisco, 2018, URL: https://gulls.example.org/",
                                 "paper.txt")
    assert entry.authors != ["Gull Watch Inc.: What are gulls?"]


@pytest.mark.parametrize("line, authors, title, publisher", [
    # a book typed by hand: the edition and the publisher after the title, parted by commas
    ("Lind, A., Okoro, H. F., & Sand, S. Gull Colony Concepts, 6th Edition, Coastal Education, 2019.",
     ["Lind, A", "Okoro, H. F", "Sand, S"], "Gull Colony Concepts", "Coastal Education"),
    ("Okoro, R. S., & Lind, B. R. Tern Engineering: A Practitioner’s Approach, 8th Edition, Gull-Hill, 2015.",
     ["Okoro, R. S", "Lind, B. R"], "Tern Engineering: A Practitioner’s Approach", "Gull-Hill"),
])
def test_hand_typed_book_with_edition(line, authors, title, publisher):
    entry = parse_reference_line(1, line, "report.docx")
    assert (entry.authors, entry.title, entry.publisher, entry.entry_type) == (authors, title, publisher, "book")
