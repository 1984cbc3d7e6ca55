"""A quoted title followed by a venue whose name holds a year (issue 20): "Proceedings of the
2023 IEEE Symposium on X, 2023." keeps the whole name; a year alone still ends the venue."""
import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("line, journal, year, volume, pages", [
    ('[3] Ruiz, A., et al. "Fuzzing with Invented Models." Proceedings of the 2022 ACM Workshop on '
     'Invented Security, 2022.', "Proceedings of the 2022 ACM Workshop on Invented Security", 2022, "", ""),
    ('Okafor, Nneka. "Kidney Notes." Invented Review 38, no. 4 (2020): 812–19.', "Invented Review", 2020, "38", "812-19"),
    ('Okafor, Nneka. "Kidney Notes." Invented Review 2020.', "Invented Review", 2020, "", ""),
])
def test_year_inside_venue_name(line, journal, year, volume, pages):
    entry = parse_reference_line(1, line, "thesis.md")
    assert (entry.journal, entry.year, entry.volume, entry.pages) == (journal, year, volume, pages)
