"""Lines with the year right after the names, set off by a comma or a colon (issue 20's CSL sweep):
AOSIS Harvard, GSA, ASME and AMS articles and books. Every line is invented."""
from __future__ import annotations

import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line

FIELDS = ("entry_type", "authors", "authors_truncated", "title", "journal", "volume", "issue", "pages",
          "publisher", "year", "doi")

CASES = {
    "aosis-harvard-quoted-title": (
        "Tamsin, A., Ovell, R.J. & Brack, T., 1983, ‘Growth of thin films, on glass’, Journal of Meshes, 54(3), "
        "1201–1209.",
        ("article", ["Tamsin, A.", "Ovell, R.J.", "Brack, T."], False, "Growth of thin films, on glass",
         "Journal of Meshes", "54", "3", "1201-1209", "", 1983, "")),
    "gsa-title-colon-journal": (
        "Tamsin, A., and Brack, T., 1983, Growth of thin films: Journal of Meshes, v. 54, p. 1201–1209, "
        "doi:10.1000/jom.1983.1.",
        ("article", ["Tamsin, A.", "Brack, T."], False, "Growth of thin films", "Journal of Meshes", "54", "",
         "1201-1209", "", 1983, "10.1000/jom.1983.1")),
    "asme-quoted-title-pp": (
        "[4] Quimby, J., Obi, K., and Ng, P., 2005, “Wet Meshes in Motion,” J. Mesh Eng., 2(8), pp. 12–19. "
        "https://doi.org/10.1000/jme.2005.2.",
        ("article", ["Quimby, J.", "Obi, K.", "Ng, P."], False, "Wet Meshes in Motion", "J. Mesh Eng.", "2", "8",
         "12-19", "", 2005, "10.1000/jme.2005.2")),
    "ams-given-first-after-the-first": (
        "Tamsin, A., R. J. Ovell, and T. Brack, 1983: Growth of thin films. J Appl Mesh, 54, 1201–1209, "
        "https://doi.org/10.1000/jam.1983.1.",
        ("article", ["Tamsin, A.", "R. J. Ovell", "T. Brack"], False, "Growth of thin films", "J Appl Mesh", "54",
         "", "1201-1209", "", 1983, "10.1000/jam.1983.1")),
    "ams-and-coauthors": (
        "Quimby, J., and Coauthors, 2020: Mesh programming at scale. Mesh Sci, 5, 357–362.",
        ("article", ["Quimby, J."], True, "Mesh programming at scale", "Mesh Sci", "5", "", "357-362", "", 2020, "")),
    "asme-book": (
        "[9] Rusk, C., 2009, The Patient Weaver 3, Loom Press, Cambridge, MA.",
        ("book", ["Rusk, C."], False, "The Patient Weaver 3", "", "", "", "", "Loom Press", 2009, "")),
    "gsa-book": (
        "Rusk, C., and Sand, F., 2009, The patient weaver: Cambridge, MA, Loom Press.",
        ("book", ["Rusk, C.", "Sand, F."], False, "The patient weaver", "", "", "", "", "Loom Press", 2009, "")),
    "ams-book": (
        "Rusk, C., 2009: The patient weaver. 2nd ed. Loom Press.",
        ("book", ["Rusk, C."], False, "The patient weaver", "", "", "", "", "Loom Press", 2009, "")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_year_after_the_names_with_a_comma_or_colon(name):
    line, expected = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_a_book_title_told_from_its_publisher_by_a_comma_only_is_marked_guessed():
    entry = parse_reference_line(1, "Rusk, C., 2009, The patient weaver, Loom Press, Leeds.", "refs.md")
    assert (entry.title, entry.publisher, entry.year) == ("The patient weaver", "Loom Press", 2009)
    assert (entry.certainty["title"], entry.certainty["publisher"], entry.certainty["year"]) == (
        Certainty.GUESSED, Certainty.GUESSED, Certainty.STYLE)


def test_a_gsa_title_with_a_colon_of_its_own_is_marked_guessed():
    entry = parse_reference_line(1, "Obi, K., 2001, Wet meshes: a review: Mesh Letters, v. 4, p. 1–9.", "refs.md")
    assert (entry.title, entry.journal, entry.volume) == ("Wet meshes: a review", "Mesh Letters", "4")
    assert (entry.certainty["title"], entry.certainty["journal"]) == (Certainty.GUESSED, Certainty.GUESSED)


def test_an_ams_proceedings_paper_is_read_as_a_chapter():
    entry = parse_reference_line(1, "Obi, K., and P. Ng, 2016: Meshes by hand. Proceedings of the Mesh Conference (MC), "
                                    "Leeds, UK, Loom Press, 770–778.", "refs.md")
    assert (entry.entry_type, entry.authors, entry.title, entry.journal, entry.pages, entry.year) == (
        "incollection", ["Obi, K.", "P. Ng"], "Meshes by hand", "Proceedings of the Mesh Conference (MC)", "770-778", 2016)


def test_an_ams_line_opening_with_a_ditto_dash_keeps_its_fields_and_marks_the_authors_guessed():
    entry = parse_reference_line(1, "——, K. Obi, and P. Ng, 2017: Wet meshes. Mesh Sci, 60, 84–90.", "refs.md")
    assert (entry.authors, entry.title, entry.journal, entry.volume, entry.pages, entry.year) == (
        ["K. Obi", "P. Ng"], "Wet meshes", "Mesh Sci", "60", "84-90", 2017)
    assert entry.certainty["authors"] == Certainty.GUESSED


def test_a_gsa_proceedings_paper_is_read_as_a_chapter():
    entry = parse_reference_line(1, "Obi, K., and Ng, P., 2013, Meshes by hand, in Advances in Mesh Processing Systems, "
                                    "v. 26, p. 3111–3119.", "refs.md")
    assert (entry.entry_type, entry.title, entry.journal, entry.volume, entry.pages, entry.year) == (
        "incollection", "Meshes by hand", "Advances in Mesh Processing Systems", "26", "3111-3119", 2013)
