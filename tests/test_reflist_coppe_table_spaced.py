"""IEEE-like lines with ABNT's "v. 3, n. 8" (coppe.bst and other Brazilian styles), Markdown table rows
whose one cell holds the reference, and GB/T heads whose given-first names run into the title (issue 20).

Every line here was written for this test."""
import pytest

from refverify.parse.reflist import parse_reference_line


def test_abnt_volume_and_number_words_after_a_quoted_title():
    raw = (r"\bibitem{gull} \MakeUppercase{ Olsen, M., Kuiper, P.}, \enquote{Counting gulls on tidal flats}, "
           r"{\em Journal of Coastal Birds\/}, v.~3, n.~08, pp.~10--19, 2008.")
    entry = parse_reference_line(1, raw, "tese.bbl")
    assert (entry.journal, entry.volume, entry.issue, entry.pages, entry.year) == (
        "Journal of Coastal Birds", "3", "08", "10-19", 2008)


def test_markdown_table_row_with_the_reference_in_one_cell():
    row = ("| 2 | カモメ | Gull counts | **GC** | 2015 | Olsen MA, Kuiper P, Roca I, et al. Counting gulls on "
           "tidal flats. *J Coast Birds*. 2015;25(3-4):105-117. |")
    entry = parse_reference_line(1, row, "refs.md")
    assert (entry.authors, entry.authors_truncated, entry.title, entry.journal, entry.volume, entry.issue, entry.pages) == (
        ["Olsen, MA", "Kuiper, P", "Roca, I"], True, "Counting gulls on tidal flats", "J Coast Birds", "25", "3-4", "105-117")


def test_markdown_table_row_of_fields_is_left_whole():
    row = "| Counting gulls | Olsen | 2015 |"
    assert "Counting gulls" in parse_reference_line(1, row, "refs.md").title


@pytest.mark.parametrize("line, authors, title, guessed", [
    ("[13] Mara Olsen, Piet K. Kuiper Counting of gulls on tidal flats from drones[J]  Coastal Birds, 2020, 123.",
     ["Mara Olsen", "Piet K. Kuiper"], "Counting of gulls on tidal flats from drones", True),
    ("[17] S. Olsen Effect of wind on the counts of gulls[J]  Coastal Birds, 2019, 199.",
     ["S. Olsen"], "Effect of wind on the counts of gulls", True),
    ("[19] Mara K. Olsen, Piet M. Kuiper, Ines V. Roca et al. Gull counts on tidal flats[J]  Coastal Birds, 2018, 148.",
     ["Mara K. Olsen", "Piet M. Kuiper", "Ines V. Roca"], "Gull counts on tidal flats", False),
])
def test_gbt_given_first_names_without_a_period(line, authors, title, guessed):
    entry = parse_reference_line(1, line, "thesis.docx")
    assert (entry.authors, entry.title, entry.certainty["title"].value == "guessed") == (authors, title, guessed)


def test_gbt_title_alone_is_not_read_as_names():
    entry = parse_reference_line(1, "[3] Deep Learning Models for gull counts[J]. Coastal Birds, 2020, 12(3): 1-9.", "t.docx")
    assert (entry.authors, entry.title) == ([], "Deep Learning Models for gull counts")
