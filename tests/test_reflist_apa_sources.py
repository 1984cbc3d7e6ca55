"""APA 7 sources written without volume, issue or pages, as Word lists hold them: the source's last word
says whether it is a periodical ("… Commission Bulletin.") or a report's publisher ("GBIF Secretariat."),
and a report's "(p. 73)" after its title is its pages. Each line is written for this test (the people
and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("title", "journal", "publisher", "pages", "year")

CASES = {
    "publisher-secretariat": (
        "Okafor, A. D. (2020). Current practices for generalizing mesh occurrence data. Mesh Secretariat. "
        "https://doi.org/10.15468/doc-mesh-1",
        ("Current practices for generalizing mesh occurrence data", "", "Mesh Secretariat", "", 2020)),
    "periodical-bulletin": (
        "Roe, G., Bird, T., & Stap, T. van der. (2024). Mesh data mobilization. North Pacific Mesh Commission "
        "Bulletin. https://doi.org/10.23849/mesh/x3",
        ("Mesh data mobilization", "North Pacific Mesh Commission Bulletin", "", "", 2024)),
    "report-page-count": (
        "Mesh Economics. (2021). The Significance of Meshes to Coastal Towns (p. 73). https://www.example.org/mesh.pdf",
        ("The Significance of Meshes to Coastal Towns", "", "", "73", 2021)),
    "journal-with-volume-unchanged": (
        "Roe, J. (2019). Mesh routing. Journal of Meshes, 12(3), 45–67.",
        ("Mesh routing", "Journal of Meshes", "", "45-67", 2019)),
}


@pytest.mark.parametrize("line, expected", [
    pytest.param(line, dict(zip(FIELDS, values)), id=name) for name, (line, values) in CASES.items()])
def test_apa_source_without_numbers(line, expected):
    entry = parse_reference_line(1, line, "refs.docx")
    assert {f: getattr(entry, f) for f in FIELDS} == expected


def test_source_told_by_its_last_word_is_a_guess():
    entry = parse_reference_line(1, "Roe, G. (2024). Mesh data. North Pacific Mesh Commission Bulletin. "
                                    "https://doi.org/10.23849/mesh/x3", "refs.docx")
    assert (entry.journal, entry.certainty["journal"].value, entry.notes) == (
        "North Pacific Mesh Commission Bulletin", "guessed",
        ["a periodical told from a publisher by its last word: check how this line was read"])
