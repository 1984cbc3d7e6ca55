"""DIN 1505-2 lines (issue 20's CSL sweep): the people set apart by " ; ", a colon after them,
"u. a." cutting the list, "(Hrsg.)" for editors; a journal "In: Journal Bd. 5 (2015), Nr. 3,
S. 1–9", a book "Place : Publisher, 2016", a chapter or a paper "In: Eds (Hrsg.): Book. Place :
Publisher, 1986, S. 318–362", a thesis "Place, University, PhD thesis, 1950". Every line is invented."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "authors_truncated", "title", "journal", "publisher", "volume", "issue", "pages", "year")

CASES = {
    "journal": (
        "Einhorn, Albert ; van der Mark, Laurens: Zur Elektrodynamik bewegter Netze. In: Annalen der Netze: "
        "Reihe B (Methoden) Bd. 322 (1905), Nr. 10, S. 891–921",
        (["Einhorn, Albert", "van der Mark, Laurens"], False, "Zur Elektrodynamik bewegter Netze",
         "Annalen der Netze: Reihe B (Methoden)", "", "322", "10", "891-921", 1905)),
    "journal-cut-short": (
        "Jumbo, John ; Evers, Richard ; Pratt, Alexander ; u. a.: Accurate mesh prediction. In: Nature Bd. 596 "
        "(2021), Nr. 7873, S. 583–589",
        (["Jumbo, John", "Evers, Richard", "Pratt, Alexander"], True, "Accurate mesh prediction", "Nature", "",
         "596", "7873", "583-589", 2021)),
    "book-edition": (
        "Corman, Thomas H. ; Stone, Clifford: Introduction to meshes. 3. Aufl. Cambridge, MA : MIT Press, 2009",
        (["Corman, Thomas H.", "Stone, Clifford"], False, "Introduction to meshes", "", "MIT Press", "", "", "",
         2009)),
    "book-one-author-jr": (
        "Brant, Frederick P., Jr.: The mythical mesh-month. Reading, MA : Addison-Wesley, 1975",
        (["Brant, Frederick P., Jr."], False, "The mythical mesh-month", "", "Addison-Wesley", "", "", "", 1975)),
    "book-organisation": (
        "World Mesh Organization: Global status report on meshes 2014. Geneva : World Mesh Organization, 2014",
        (["World Mesh Organization"], False, "Global status report on meshes 2014", "", "World Mesh Organization",
         "", "", "", 2014)),
    "chapter-editors": (
        "Rummel, David E. ; Hinz, Geoffrey E.: Learning mesh representations. In: Rummel, D. E. ; McCall, J. L. "
        "(Hrsg.): Parallel mesh processing. Cambridge, MA : MIT Press, 1986, S. 318–362",
        (["Rummel, David E.", "Hinz, Geoffrey E."], False, "Learning mesh representations", "Parallel mesh processing",
         "MIT Press", "", "", "318-362", 1986)),
    "paper-volume-no-place": (
        "Vasquez, Ashish ; Kaiser, Łukasz: Attention to meshes. In: Advances in Mesh Processing Systems. Bd. 30, "
        "2017, S. 5998–6008",
        (["Vasquez, Ashish", "Kaiser, Łukasz"], False, "Attention to meshes", "Advances in Mesh Processing Systems", "",
         "30", "", "5998-6008", 2017)),
    "thesis": (
        "Nashe, John F.: Non-cooperative meshes. Princeton, NJ, Princeton University, PhD thesis, 1950",
        (["Nashe, John F."], False, "Non-cooperative meshes", "", "Princeton University", "", "", "", 1950)),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_din_1505_lines(name):
    line, expected = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, authors, title", [
    ("48. Platt JC: Fast training of meshes. In: Advances in mesh methods. Schmidt B (eds). MIT Press, Cambridge, MA, "
     "pp185-208, 1999.", ["Platt, JC"], "Fast training of meshes"),
    ("Kingma DP, Ba J. Adam: a method for mesh optimization. In: arXiv, arXiv:1412.6980. Preprint, arXiv, 2014.",
     ["Kingma, DP", "Ba, J"], "Adam: a method for mesh optimization"),
])
def test_a_vancouver_name_before_a_colon_is_no_din_list(line, authors, title):
    entry = parse_reference_line(1, line, "refs.md")
    assert (entry.authors, entry.title) == (authors, title)
