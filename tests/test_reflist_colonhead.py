"""Lines whose names end at a colon, the year after the journal or last (issue 20's CSL sweep):
Copernicus "Family, I., and Family, I.: Title, Journal, 54, 1201–1209, 1983." and IET "Family, I.,
Family, I.: ‘Title’Journal, 1983, 54, (3), pp. 1201–1209." Every line is invented."""
from __future__ import annotations

import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line

FIELDS = ("entry_type", "authors", "authors_truncated", "title", "journal", "volume", "issue", "pages",
          "publisher", "year", "doi")

CASES = {
    "copernicus-article-doi-then-year": (
        "Tamsin, A., Ovell, R. J., and van der Brack, T.: Growth of thin films, by pulsed deposition, J. Appl. "
        "Mesh, 54, 1201–1209, https://doi.org/10.1000/jam.1983.1, 1983.",
        ("article", ["Tamsin, A.", "Ovell, R. J.", "van der Brack, T."], False,
         "Growth of thin films, by pulsed deposition", "J. Appl. Mesh", "54", "", "1201-1209", "", 1983,
         "10.1000/jam.1983.1")),
    "copernicus-group-author-last": (
        "Quimby, J. and The Mesh Study Group: Folded meshes: a statement, Mesh Med, 6, e1000097, 2009.",
        ("article", ["Quimby, J.", "The Mesh Study Group"], False, "Folded meshes: a statement", "Mesh Med",
         "6", "", "e1000097", "", 2009, "")),
    "copernicus-chapter": (
        "Obi, K.: Meshes by hand, in: Handbook of meshes, edited by: Ng, P. and Rusk, C., Loom Press, Leeds, "
        "185–208, 1999.",
        ("incollection", ["Obi, K."], False, "Meshes by hand", "Handbook of meshes", "", "", "185-208",
         "Loom Press", 1999, "")),
    "copernicus-thesis": (
        "Sand, F.: Knots in wet meshes, PhD thesis, University of Leeds, Leeds, 1977.",
        ("phdthesis", ["Sand, F."], False, "Knots in wet meshes", "", "", "", "", "University of Leeds", 1977, "")),
    "copernicus-book": (
        "Brant, F. P., Jr.: The patient weaver, 2nd ed., Loom Press, Reading, MA, 1975.",
        ("book", ["Brant, F. P., Jr."], False, "The patient weaver", "", "", "", "", "Loom Press", 1975, "")),
    "iet-article": (
        "12 Tamsin, A., Ovell, R.J., Brack, T.: ‘Growth of thin films’J. Appl. Mesh, 1983, 54, (3), pp. 1201–1209.",
        ("article", ["Tamsin, A.", "Ovell, R.J.", "Brack, T."], False, "Growth of thin films", "J. Appl. Mesh",
         "54", "3", "1201-1209", "", 1983, "")),
    "iet-et-al-one-page": (
        "13 Quimby, J., Obi, K., Ng, P., et al.: ‘Wet meshes’Mesh Med, 2005, 2, p. e124.",
        ("article", ["Quimby, J.", "Obi, K.", "Ng, P."], True, "Wet meshes", "Mesh Med", "2", "", "e124", "",
         2005, "")),
    "iet-book": (
        "14 Rusk, C.: ‘The patient weaver’ (Loom Press, 2009, 3rd edn.)",
        ("book", ["Rusk, C."], False, "The patient weaver", "", "", "", "", "Loom Press", 2009, "")),
    "iet-chapter": (
        "15 Obi, K.: ‘Meshes by hand’, in Ng, P., Rusk, C. (Eds): ‘Handbook of meshes’ (Loom Press, 1999), "
        "pp. 185–208",
        ("incollection", ["Obi, K."], False, "Meshes by hand", "Handbook of meshes", "", "", "185-208",
         "Loom Press", 1999, "")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_lines_whose_names_end_at_a_colon(name):
    line, expected = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_a_book_title_told_from_its_publisher_by_a_comma_only_is_marked_guessed():
    entry = parse_reference_line(1, "Brant, F. P.: The patient weaver, Loom Press, Leeds, 1975.", "refs.md")
    assert (entry.title, entry.publisher) == ("The patient weaver", "Loom Press")
    assert (entry.certainty["title"], entry.certainty["publisher"]) == (Certainty.GUESSED, Certainty.GUESSED)
    assert entry.certainty["journal" if entry.journal else "year"] == Certainty.STYLE


def test_a_body_closes_an_iet_name_list_but_a_title_with_a_colon_is_no_author():
    entry = parse_reference_line(1, "8 Quimby, J., The Mesh Study Group: ‘Folded meshes’Mesh Med, 2009, 6, (7), p. e1000097.",
                                 "refs.md")
    assert (entry.authors, entry.title, entry.journal) == (["Quimby, J.", "The Mesh Study Group"], "Folded meshes", "Mesh Med")
    entry = parse_reference_line(1, "Rusk, C., Jr., The Patient Weaver: A Memoir, Cambridge, MA: Loom Press, 2009.", "refs.md")
    assert (entry.authors, entry.title, entry.publisher) == (["Rusk, C., Jr."], "The Patient Weaver: A Memoir", "Loom Press")
