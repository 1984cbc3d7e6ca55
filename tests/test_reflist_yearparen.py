"""Inverted names then (Year) and a title ended only by a comma or quotes, or the year last (issue
20's CSL sweep): ASA, Bristol and Begell articles, chapters and books. Every line is invented."""
from __future__ import annotations

import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line

FIELDS = ("entry_type", "authors", "authors_truncated", "title", "journal", "volume", "issue", "pages",
          "publisher", "year", "doi")

CASES = {
    "asa-quoted-title": (
        "Tamsin, A., Ovell, R. J., and Brack, T. (1983), “Growth of thin films, on glass,” Journal of Meshes, 54, "
        "1201–1209. https://doi.org/10.1000/jom.1983.1.",
        ("article", ["Tamsin, A.", "Ovell, R. J.", "Brack, T."], False, "Growth of thin films, on glass",
         "Journal of Meshes", "54", "", "1201-1209", "", 1983, "10.1000/jom.1983.1")),
    "asa-chapter": (
        "Obi, K., and Ng, P. (1999), “Meshes by hand,” in Handbook of Meshes, Leeds: Loom Press, pp. 185–208.",
        ("incollection", ["Obi, K.", "Ng, P."], False, "Meshes by hand", "Handbook of Meshes", "", "", "185-208",
         "Loom Press", 1999, "")),
    "bristol-comma-title-colon-pages": (
        "Tamsin, A. and Brack, T. (1983) Growth of thin films, Journal of Meshes, 54(3): 1201–1209, doi: "
        "doi.org/10.1000/jom.1983.1.",
        ("article", ["Tamsin, A.", "Brack, T."], False, "Growth of thin films", "Journal of Meshes", "54", "3",
         "1201-1209", "", 1983, "10.1000/jom.1983.1")),
    "bristol-et-al-and-group": (
        "Quimby, J., Obi, K., and The Mesh Study Group (2009) Folded meshes: a statement, Mesh Medicine, 6(7): e1000097.",
        ("article", ["Quimby, J.", "Obi, K.", "The Mesh Study Group"], False, "Folded meshes: a statement",
         "Mesh Medicine", "6", "7", "e1000097", "", 2009, "")),
    "begell-year-last": (
        "Tamsin, A. and Brack, T., Growth of Thin Films, Journal of Meshes, vol. 54, no. 3, pp. 1201–9, 1983.",
        ("article", ["Tamsin, A.", "Brack, T."], False, "Growth of Thin Films", "Journal of Meshes", "54", "3",
         "1201-9", "", 1983, "")),
    "begell-book": (
        "Rusk, C., Jr., The Patient Weaver: A Memoir, Cambridge, MA: Loom Press, 2009.",
        ("book", ["Rusk, C., Jr."], False, "The Patient Weaver: A Memoir", "", "", "", "", "Loom Press", 2009, "")),
    "asa-book": (
        "Rusk, C., and Sand, F. (2009), The patient weaver, Cambridge, MA: Loom Press.",
        ("book", ["Rusk, C.", "Sand, F."], False, "The patient weaver", "", "", "", "", "Loom Press", 2009, "")),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_year_in_parentheses_or_last_after_inverted_names(name):
    line, expected = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_a_bristol_book_title_told_from_its_publisher_by_a_comma_only_is_marked_guessed():
    entry = parse_reference_line(1, "Rusk, C. (2009) The patient weaver, Loom Press.", "refs.md")
    assert (entry.title, entry.publisher, entry.year) == ("The patient weaver", "Loom Press", 2009)
    assert (entry.certainty["title"], entry.certainty["publisher"], entry.certainty["year"]) == (
        Certainty.GUESSED, Certainty.GUESSED, Certainty.STYLE)


def test_a_book_whose_title_ends_at_a_period_is_left_to_the_harvard_reader():
    entry = parse_reference_line(1, "Rusk, C. (2009) The patient weaver. Loom Press, Leeds.", "refs.md")
    assert (entry.title, entry.publisher, entry.year) == ("The patient weaver", "Loom Press", 2009)


def test_a_title_going_on_past_its_comma_in_lower_case_is_no_publisher():
    entry = parse_reference_line(1, "Rusk, C. (2017) Weaving chaos, the use of loose threads in meshes.", "refs.md")
    assert (entry.title, entry.publisher) == ("Weaving chaos, the use of loose threads in meshes", "")


@pytest.mark.parametrize("line", [
    "张三, 李四, and 王五 (2017), “网格研究综述,” 网格学报, 40, 1229–1251.",
    "张三, 李四 and 王五, 网格研究综述, 网格学报, vol. 40, no. 6, pp. 1229–1251, 2017.",
])
def test_chinese_names_written_whole(line):
    entry = parse_reference_line(1, line, "refs.md")
    assert (entry.authors, entry.title, entry.journal, entry.volume, entry.pages, entry.year) == (
        ["张三", "李四", "王五"], "网格研究综述", "网格学报", "40", "1229-1251", 2017)
