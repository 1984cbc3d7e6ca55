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


@pytest.mark.parametrize("line, journal, publisher", [
    ("[5] A. Lin, B. Ortega, et al., “Spiking cores,” in Proc. 30th Invented Symp. Circuits (ISC), IEEE, "
     "2024, pp. 1–8.", "Proc. 30th Invented Symp. Circuits (ISC)", "IEEE"),
    ("[6] A. Lin, “Title here,” in Proc. Invented Conf. (ICX), Milan, Italy, 2019, pp. 1–4.",
     "Proc. Invented Conf. (ICX)", ""),
])
def test_ieee_publisher_after_proceedings(line, journal, publisher):
    entry = parse_reference_line(1, line, "paper.md")
    assert (entry.journal, entry.publisher) == (journal, publisher)
