"""ISO 690 and ABNT lines (issue 20's CSL sweep): each family name in capitals, then the given
names ("LECUN, Yann, BENGIO, Yoshua and HINTON, Geoffrey."), a later name possibly given first
("KAPLAN, Edward L. und Paul MEIER"), then the title and the journal with its numbers in words
("Vol. 521, no. 7553, p. 436–444" / "v. 521, n. 7553, p. 436–444, 2015"), or a book's "Place:
Publisher". Every line is invented."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "authors_truncated", "title", "journal", "publisher", "volume", "issue", "pages", "year")

CASES = {
    "iso690-numeric": (
        "1. OKAFOR, Yann, BENGIO, Yoshua and HALE, Geoffrey. Deep meshes. Mesh Journal. 2015. Vol. 521, "
        "no. 7553, p. 436–444. DOI 10.1000/mesh.1.",
        (["OKAFOR, Yann", "BENGIO, Yoshua", "HALE, Geoffrey"], False, "Deep meshes", "Mesh Journal", "", "521",
         "7553", "436-444", 2015)),
    "iso690-author-date-initial-ends-the-list": (
        "ALTMAN, Stephen F. and GISH, Warren, 1990. Basic mesh alignment. Journal of Mesh Biology. 1990. Vol. 215, "
        "no. 3, p. 403–410.",
        (["ALTMAN, Stephen F", "GISH, Warren"], False, "Basic mesh alignment", "Journal of Mesh Biology", "",
         "215", "3", "403-410", 1990)),
    "iso690-de-given-first-later-and-last-page-no-year": (
        "KAPLAN, Edward L. und Paul MEYER, 1958. Mesh estimation. Journal of Mesh Statistics. 1958. Bd. 53, "
        "Nr. 282, S. 1929–1958.",
        (["KAPLAN, Edward L", "MEYER, Paul"], False, "Mesh estimation", "Journal of Mesh Statistics", "", "53",
         "282", "1929-1958", 1958)),
    "iso690-es-initials": (
        "HANSEN, D. y WEBER, R.A., 2011. Hallmarks of meshes. Mesh Cell, vol. 144, no. 5, pp. 646-674.",
        (["HANSEN, D", "WEBER, R.A"], False, "Hallmarks of meshes", "Mesh Cell", "", "144", "5", "646-674", 2011)),
    "abnt-semicolons-et-al": (
        "BRAY, Freddie; FERRO, Jacques et al. Global mesh statistics 2018: estimates. CA: A Mesh Journal for "
        "Clinicians, v. 68, n. 6, p. 394–424, 2018.",
        (["BRAY, Freddie", "FERRO, Jacques"], True, "Global mesh statistics 2018: estimates",
         "CA: A Mesh Journal for Clinicians", "", "68", "6", "394-424", 2018)),
    "iso690-book-after-edition": (
        "SUTTER, Richard S. and BART, Andrew G., 2018. Reinforcement meshes: an introduction. 2. Cambridge, MA : "
        "MIT Press.",
        (["SUTTER, Richard S", "BART, Andrew G"], False, "Reinforcement meshes: an introduction", "", "MIT Press",
         "", "", "", 2018)),
    "iso690-editors-and-access-date": (
        "VAN DER MEER, Stéfan J. et GÉRARD-MARTIN, Pierre (éd.). Mesh programming. [en ligne]. 2020. "
        "[Consulté le 10 mai 2023]. Mesh Press.",
        (["VAN DER MEER, Stéfan J", "GÉRARD-MARTIN, Pierre"], False, "Mesh programming", "", "Mesh Press", "", "", "",
         2020)),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_iso690_and_abnt_lines(name):
    line, expected = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_an_apa_list_in_capitals_is_left_to_the_apa_reader():
    line = ("LINDEN, D. B., LIKER, G. E., PHIPPS, S. R., RUSSO-SMITH, J., & WARDEN, G. M. (2012). Value of long-term "
            "mesh studies. Austral Meshes, 37(7), 745–757.")
    entry = parse_reference_line(1, line, "refs.docx")
    assert [a.split(",")[0] for a in entry.authors] == ["LINDEN", "LIKER", "PHIPPS", "RUSSO-SMITH", "WARDEN"]
    assert (entry.title, entry.journal, entry.year) == ("Value of long-term mesh studies", "Austral Meshes", 2012)
