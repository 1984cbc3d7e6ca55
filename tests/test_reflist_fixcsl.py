"""The widely used journal styles that read worst in the CSL sweep (issue 20): MDPI's and the ACS's
books, reports, chapters and papers in proceedings ("Title; Publisher: City, Year; pp"). Each line is
written for this test in the shapes these styles print (the people and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("entry_type", "authors", "title", "journal", "publisher", "year", "volume", "pages")

SEMICOLON_BOOKS = {
    "acs-book": (
        "(12) Okafor, N. C.; Lund, B. Tidal Mesh Routing; Harbor Press: Leeds, UK, 2011.",
        ("book", ["Okafor, N. C.", "Lund, B."], "Tidal Mesh Routing", "", "Harbor Press", 2011, "", "")),
    "mdpi-book-edition-block": (
        "12. Okafor, N.C.; Lund, B. Tidal Mesh Routing; 2nd ed.; Harbor Press: Leeds, UK, 2011;",
        ("book", ["Okafor, N.C.", "Lund, B."], "Tidal Mesh Routing", "", "Harbor Press", 2011, "", "")),
    "acs-book-edition-after-comma": (
        "(3) Vell, T. H.; Marsh, R. L. Sorting Ferries: A Primer, 4th ed.; Quay Books: Bergen, 2008.",
        ("book", ["Vell, T. H.", "Marsh, R. L."], "Sorting Ferries: A Primer", "", "Quay Books", 2008, "", "")),
    "junior-suffix": (
        "7. Hale, D.R., Jr. The Lantern Problem: Notes on Queues; Ember-Wright: Salem, MA, 1979;",
        ("book", ["Hale, D.R. Jr."], "The Lantern Problem: Notes on Queues", "", "Ember-Wright", 1979, "", "")),
    "acs-report": (
        "(9) Pirn, A. Sparse Signals in Harbour Cranes; Technical report; Tarn University: Oslo, 2004.",
        ("techreport", ["Pirn, A."], "Sparse Signals in Harbour Cranes", "", "Tarn University", 2004, "", "")),
    "mdpi-report": (
        "9. Pirn, A.; Sol, K. Sparse Signals in Harbour Cranes; Kelda Lab: Portland, OR, 2021;",
        ("book", ["Pirn, A.", "Sol, K."], "Sparse Signals in Harbour Cranes", "", "Kelda Lab", 2021, "", "")),
    "acs-chapter": (
        "(20) Marsh, R. L.; Ode, P. Counting Herons by Sound. In Methods of the Marsh: volume 2; Vell, T. H., "
        "Ode, P., Eds.; Reed Press: Norwich, UK, 1994; pp 211–240.",
        ("incollection", ["Marsh, R. L.", "Ode, P."], "Counting Herons by Sound", "Methods of the Marsh: volume 2",
         "Reed Press", 1994, "", "211-240")),
    "mdpi-proceedings-volume": (
        "31. Sol, K.; Pirn, A.; Ode, P. Lanterns for Sparse Graphs. In Proceedings of the Lantern Workshop; Kelda "
        "Society: Quito, Ecuador, 2020; Vol. 12, pp. 44–59.",
        ("inproceedings", ["Sol, K.", "Pirn, A.", "Ode, P."], "Lanterns for Sparse Graphs",
         "Proceedings of the Lantern Workshop", "Kelda Society", 2020, "12", "44-59")),
    "mdpi-proceedings-doubled": (
        "32. Ode, P. Herons at Dusk. In Proceedings of the Proceedings of the Third Marsh Meeting; Reed Press: "
        "Norwich, UK, 2017; pp. 5–9.",
        ("inproceedings", ["Ode, P."], "Herons at Dusk", "Proceedings of the Third Marsh Meeting", "Reed Press",
         2017, "", "5-9")),
    "acs-proceedings-no-publisher": (
        "(33) Ode, P.; Sol, K. Herons at Dusk. In Advances in Quiet Sensing; 2016; Vol. 8, pp 77–85.",
        ("inproceedings", ["Ode, P.", "Sol, K."], "Herons at Dusk", "Advances in Quiet Sensing", "", 2016, "8",
         "77-85")),
    "acs-proceedings-series-block": (
        "(34) Sol, K.; Li, L.-J. Ferry Maps. In Harbour Computing – HC 2019; Vell, T. H., Eds.; Notes in Harbours; "
        "Quay Books: Bergen, 2019; Vol. 77, pp 1–12.",
        ("inproceedings", ["Sol, K.", "Li, L.-J."], "Ferry Maps", "Harbour Computing – HC 2019", "Quay Books", 2019,
         "77", "1-12")),
    "edited-book-no-authors": (
        "(15) Methods of the Marsh; Vell, T. H., Ode, P., Eds.; Reed Press: Norwich, UK, 1994.",
        ("book", [], "Methods of the Marsh", "", "Reed Press", 1994, "", "")),
}


@pytest.mark.parametrize("line, expected", SEMICOLON_BOOKS.values(), ids=SEMICOLON_BOOKS)
def test_semicolon_books_chapters_and_proceedings(line, expected):
    entry = parse_reference_line(1, line, "refs.md")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("name", ["acs-book", "mdpi-book-edition-block", "acs-report", "acs-chapter",
                                  "mdpi-proceedings-volume", "edited-book-no-authors"])
def test_semicolon_books_read_by_their_style(name):
    entry = parse_reference_line(1, SEMICOLON_BOOKS[name][0], "refs.md")
    assert ({f: c.value for f, c in entry.certainty.items() if c.value != "style"}, entry.notes) == ({}, [])


def test_publisher_without_place_is_a_guess():
    entry = parse_reference_line(1, "(40) Ode, P. Herons at Dusk. In Advances in Quiet Sensing; Kelda Associates, "
                                    "2016; Vol. 8, pp 77–85.", "refs.md")
    assert (entry.publisher, entry.certainty["publisher"].value, entry.notes) == (
        "Kelda Associates", "guessed",
        ["a name before the year without a place after a colon read as the publisher: check how this line was read"])


def test_series_block_makes_the_container_a_guess():
    entry = parse_reference_line(1, SEMICOLON_BOOKS["acs-proceedings-series-block"][0], "refs.md")
    assert (entry.certainty["journal"].value, entry.notes) == (
        "guessed", ["a block between the title and the publisher that is no editor, edition or report mark: "
                    "check how this line was read"])


@pytest.mark.parametrize("line, expected", [
    # an ACS / MDPI article is left to the readers of articles
    ("(5) Ode, P.; Sol, K. Herons at Dusk. J. Quiet Sens. 2016, 8 (2), 77–85.",
     ("article", "Herons at Dusk", "J. Quiet Sens", "8", "77-85")),
    ("5. Ode, P.; Sol, K. Herons at Dusk. J. Quiet Sens. 2016, 8, 77–85.",
     ("article", "Herons at Dusk", "J. Quiet Sens", "8", "77-85")),
])
def test_articles_of_the_same_styles_unchanged(line, expected):
    entry = parse_reference_line(1, line, "refs.md")
    assert (entry.entry_type, entry.title, entry.journal, entry.volume, entry.pages) == expected
