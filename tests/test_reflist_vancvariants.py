"""Vancouver names with the year or the numbers elsewhere (issue 20's CSL sweep): Karger, Spandidos,
Frontiers medical, Proc R Soc B and IOP lines, and their books. Every line is invented."""
from __future__ import annotations

import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line

FIELDS = ("entry_type", "authors", "authors_truncated", "title", "journal", "volume", "issue", "pages",
          "publisher", "year", "doi")

CASES = {
    "karger-year-semicolon": (
        "Tamsin A, Ovell RJ, Brack T: Growth of thin films: a review. J Appl Mesh 1983;54:1201–1209.",
        ("article", ["Tamsin, A", "Ovell, RJ", "Brack, T"], False, "Growth of thin films: a review", "J Appl Mesh",
         "54", "", "1201-1209", "", 1983, "")),
    "spandidos-year-last": (
        "3. Tamsin A, Ovell RJ and Brack T: Growth of thin films. J Appl Mesh 54: 1201–1209, 1983.",
        ("article", ["Tamsin, A", "Ovell, RJ", "Brack, T"], False, "Growth of thin films", "J Appl Mesh", "54", "",
         "1201-1209", "", 1983, "")),
    "frontiers-year-in-parentheses": (
        "4. Quimby J, Obi K, et al. Wet meshes. Mesh Med (2005) 2:e124. doi: 10.1000/mm.2005.2",
        ("article", ["Quimby, J", "Obi, K"], True, "Wet meshes", "Mesh Med", "2", "", "e124", "", 2005,
         "10.1000/mm.2005.2")),
    "proc-r-soc-b-year-before-title-doi-in-parentheses": (
        "5. Tamsin A, Ovell RJ, The Mesh Study Group. 1983 Growth of thin films. J Appl Mesh 54, 1201–1209. "
        "(doi:10.1000/jam.1983.1)",
        ("article", ["Tamsin, A", "Ovell, RJ", "The Mesh Study Group"], False, "Growth of thin films", "J Appl Mesh",
         "54", "", "1201-1209", "", 1983, "10.1000/jam.1983.1")),
    "iop-no-punctuation": (
        "[6] Tamsin A, Ovell R J and Brack T 1983 Growth of thin films on glass J. Appl. Mesh 54 1201–9",
        ("article", ["Tamsin, A", "Ovell, R J", "Brack, T"], False, "Growth of thin films on glass", "J. Appl. Mesh",
         "54", "", "1201-9", "", 1983, "")),      # the pages as written
    "iop-title-ending-in-a-product-name": (
        "[7] Obi K 2020 Mesh programming with MeshPy Mesh Sci 5 357–62",
        ("article", ["Obi, K"], False, "Mesh programming with MeshPy", "Mesh Sci", "5", "", "357-62", "", 2020, "")),
    "iop-book": (
        "[8] Rusk C 2009 The patient weaver 3rd edn (Cambridge, MA: Loom Press)",
        ("book", ["Rusk, C"], False, "The patient weaver", "", "", "", "", "Loom Press", 2009, "")),
    "karger-book": (
        "Rusk C: The patient weaver, ed 3. Cambridge, MA, Loom Press, 2009.",
        ("book", ["Rusk, C"], False, "The patient weaver", "", "", "", "", "Loom Press", 2009, "")),
    "spandidos-book": (
        "9. Rusk C and Sand F: The patient weaver. 2nd ed. Loom Press, Leeds, 2009.",
        ("book", ["Rusk, C", "Sand, F"], False, "The patient weaver", "", "", "", "", "Loom Press", 2009, "")),
    "proc-r-soc-b-book": (
        "10. Rusk C. 2009 The patient weaver. 2nd edn. Cambridge, MA: Loom Press.",
        ("book", ["Rusk, C"], False, "The patient weaver", "", "", "", "", "Loom Press", 2009, "")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_vancouver_names_with_the_year_or_numbers_elsewhere(name):
    line, expected = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_an_iop_title_told_from_its_journal_by_the_case_of_words_is_marked_guessed():
    entry = parse_reference_line(1, "[6] Brack T 1983 Growth of thin films Mesh Lett 54 1201–9", "refs.md")
    assert (entry.title, entry.journal) == ("Growth of thin films", "Mesh Lett")
    assert (entry.certainty["title"], entry.certainty["journal"], entry.certainty["volume"]) == (
        Certainty.GUESSED, Certainty.GUESSED, Certainty.STYLE)


def test_a_chinese_iop_line_splits_title_and_journal_at_the_last_space():
    entry = parse_reference_line(1, "[7] 张三 and 李四 2016 网格研究综述 网格学报 42 1445–65", "refs.md")
    assert (entry.authors, entry.title, entry.journal, entry.volume, entry.pages, entry.year) == (
        ["张三", "李四"], "网格研究综述", "网格学报", "42", "1445-65", 2016)


@pytest.mark.parametrize("line", [
    "50. Obi K and Ng P: Meshes by hand. In: Proceedings of the Mesh Conference (MC). Loom Press, Leeds, pp770–778, 2016.",
    "50. Obi K, Ng P. 2016 Meshes by hand. In Proceedings of the Mesh Conference (MC), pp. 770–778. Leeds: Loom Press.",
    "50. Obi K, Ng P. Meshes by hand. Proceedings of the Mesh Conference (MC). Leeds: Loom Press (2016). p. 770–778",
    "Obi K, Ng P: Meshes by hand; in : Proceedings of the Mesh Conference (MC). Leeds, Loom Press, 2016, pp 770–778.",
])
def test_their_proceedings_papers(line):
    entry = parse_reference_line(1, line, "refs.md")
    assert (entry.entry_type, entry.authors, entry.title, entry.journal, entry.pages, entry.year) == (
        "incollection", ["Obi, K", "Ng, P"], "Meshes by hand", "Proceedings of the Mesh Conference (MC)", "770-778", 2016)


def test_an_nlm_chapter_with_its_editors_is_left_to_the_nlm_reader():
    entry = parse_reference_line(1, "7. Obi KC, Ng P. Meshes by hand. In: Rusk C, editor. The patient weaver. 2nd ed. "
                                    "Leeds: Loom Press; 2019. p. 45-67.", "refs.md")
    assert (entry.title, entry.journal, entry.pages, entry.year) == ("Meshes by hand", "The patient weaver", "45-67", 2019)


def test_an_abbreviated_book_title_is_not_cut_at_its_first_period():
    entry = parse_reference_line(1, "Obi K. Meshes by Hand. Encycl. Mesh Sci., Loom Press; 2014. p. 991–993.", "refs.md")
    assert (entry.title, entry.journal.split(",")[0], entry.pages, entry.year) == (
        "Meshes by Hand", "Encycl. Mesh Sci.", "991-993", 2014)
