"""Astronomy's lists, which print no title (issue 20, held-out batch 42): the AAS journals' (aasjournal.bst),
A&A's and MNRAS's "Names Year, Journal, Volume, Page", a preprint, a book, a paper in proceedings, and
the .bbl's journal macros ("\\apjl") and "\\dodoi{…}".

Every line here was written for this test; the shapes are those met in held-out .bbl files."""
import pytest

from refverify.parse.reflist import parse_reference_line, parse_reference_lines


def _read(line, file="refs.txt"):
    e = parse_reference_line(1, line, file)
    return e.authors, e.authors_truncated, e.title, e.journal, e.publisher, e.year, e.volume, e.pages


@pytest.mark.parametrize("line, fields", [
    ("Lind, A. B., Okoro, P., Sand, K. J., et al. 2017, PhRvL, 119, 161101",
     (["Lind, A. B.", "Okoro, P.", "Sand, K. J."], True, "", "PhRvL", "", 2017, "119", "161101")),
    ("Lind, A., Okoro, P., & Sand, K. 2022a, ApJL, 939, L34",
     (["Lind, A.", "Okoro, P.", "Sand, K."], False, "", "ApJL", "", 2022, "939", "L34")),
    ("Gull Collaboration, Lind, A., Okoro, P., et al. 2020, A&A, 641, A6",
     (["Gull Collaboration", "Lind, A.", "Okoro, P."], True, "", "A&A", "", 2020, "641", "A6")),
    ("Lind, A. 2020, Progress of Coastal Physics, 2021, 05A101",
     (["Lind, A."], False, "", "Progress of Coastal Physics", "", 2020, "2021", "05A101")),
    # MNRAS: no comma between the family name and the initials, a comma before the year
    ("Lind A. B., et al., 2016, Phys. Rev. Lett., 116, 061102",
     (["Lind, A. B."], True, "", "Phys. Rev. Lett.", "", 2016, "116", "061102")),
    ("Lind A. B., Okoro P., Sand K. J., 2019, MNRAS, 480, 1",
     (["Lind, A. B.", "Okoro, P.", "Sand, K. J."], False, "", "MNRAS", "", 2019, "480", "1")),
    # a preprint, a book, a paper in proceedings
    ("Lind, A. 2020, arXiv e-prints, arXiv:2001.01747",
     (["Lind, A."], False, "", "arXiv e-prints", "", 2020, "", "")),
    ("Lind, A. B., & Okoro, P. 1979, Radiative Gulls in Astrophysics (New York: Wiley)",
     (["Lind, A. B.", "Okoro, P."], False, "Radiative Gulls in Astrophysics", "", "Wiley", 1979, "", "")),
    ("Lind, A. 2020, in Proc. of the Gull Meeting, ed. K. Sand (Berlin: Springer), 12",
     (["Lind, A."], False, "", "Proc. of the Gull Meeting", "Springer", 2020, "", "12")),
])
def test_astro_lines(line, fields):
    assert _read(line) == fields


def test_aas_bbl_macros_doi_and_the_dash_for_the_same_authors():
    items = [(1, r"\bibitem[{{Lind} {et~al.}(2017)}]{lind17} {Lind}, A.~B., {Okoro}, P., {Sand}, K.~J., {et~al.} 2017, \prl, 119, 161101, \dodoi{10.1103/PhysRevLett.119.161101}"),
             (2, r"\bibitem[{{Lind} {et~al.}(2018)}]{lind18} ---. 2018, \apjl, 852, L3, \dodoi{10.3847/2041-8213/ab75f5}")]
    first, second = parse_reference_lines(items, "paper.bbl")
    assert (first.journal, first.volume, first.pages, first.doi) == ("PhRvL", "119", "161101", "10.1103/physrevlett.119.161101")
    assert (second.authors, second.journal, second.volume, second.pages, second.year) == (
        ["Lind, A. B.", "Okoro, P.", "Sand, K. J."], "ApJL", "852", "L3", 2018)


def test_a_line_with_a_title_is_no_astro_line():
    # APA: the year in parentheses; Harvard: a period after the year — read by their own readers
    assert _read("Lind, A. (2019). Counting gulls. Coastal Birds, 12(3), 45-61.")[2] == "Counting gulls"
    assert _read("Lind, A. 2019. Counting gulls. Coastal Birds, 12(3), 45-61.")[2] == "Counting gulls"


def test_acl_natbib_others_are_the_lists_cut():
    [entry] = parse_reference_lines([(1, r"\bibitem[{Lind et~al.(2026)}]{lind2026} Ana Lind, Piet Okoro, and 1 others. 2026. "
                                         r"\newblock Counting gulls on tidal flats. \newblock \emph{Coastal Birds}.")], "paper.bbl")
    assert (entry.authors, entry.authors_truncated) == (["Ana Lind", "Piet Okoro"], True)
