"""MDPI / ACS reference lines (issue 20): "Family, I.; Family, I." — a semicolon between people;
a paper in proceedings "In Proceedings of the X (ACR), Place, dates Year; pp. 1–5."."""
import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("line, authors, title, journal, year, volume, pages", [
    ("2. Okafor, N.C.; Berg, L.-M. Spindle density in older adults. J. Sleep Stud. 2020, 14, 201–215.",
     ["Okafor, N.C.", "Berg, L.-M."], "Spindle density in older adults", "J. Sleep Stud", 2020, "14", "201-215"),
    ("5. Tanaka, R.; Ilves, M.; Quist, A. Staging sleep from one channel. In Proceedings of the IEEE "
     "Invented Signals Conference (ISC), Tartu, Estonia, 3–5 June 2015; pp. 88–91.",
     ["Tanaka, R.", "Ilves, M.", "Quist, A."], "Staging sleep from one channel",
     "Proceedings of the IEEE Invented Signals Conference (ISC)", 2015, "", "88-91"),
    ("6. Moro, L.; Brand, K. Wearable EEG headbands. In Proceedings of the Invented Health Meeting, "
     "Lima, Peru, 9 May 2018; pp. 1–4.",
     ["Moro, L.", "Brand, K."], "Wearable EEG headbands",
     "Proceedings of the Invented Health Meeting, Lima, Peru, 9 May", 2018, "", "1-4"),
    # initials of two letters (a Bengali "Md.", a Spanish "Ma."), a capital with an accent ("M.Á.")
    ("9. Haque, R.; Anwar, Md.P.; Rivas, Ma.C.E.; Soto, M.Á. Seed priming in lentil. Agronomy 2021, 11, 2238.",
     ["Haque, R.", "Anwar, Md.P.", "Rivas, Ma.C.E.", "Soto, M.Á."], "Seed priming in lentil", "Agronomy", 2021, "11",
     "2238"),
    # a sentence's end inside the title's parentheses is none: "(Pisum Sativum L. Var. Santa Isabel)"
    ("62. Pardo, J.R.G.; Ortiz, J.C. Phenology of Pea (Pisum Sativum L. Var. Santa Isabel) under Plastic Cover. "
     "Cienc. Tecnol. Agropecu. 2009, 10, 5–12.",
     ["Pardo, J.R.G.", "Ortiz, J.C."], "Phenology of Pea (Pisum Sativum L. Var. Santa Isabel) under Plastic Cover",
     "Cienc. Tecnol. Agropecu", 2009, "10", "5-12"),
    # a cultivar's "cv." ends no sentence: the title goes on to "Perú"
    ("38. Jara, A.S.; Nicho, P. Hormone products in pea (Pisum sativum) cv. Usui in Huaral, Perú. Peruvian Agric. Res. "
     "2023, 5, 12–19.",
     ["Jara, A.S.", "Nicho, P."], "Hormone products in pea (Pisum sativum) cv. Usui in Huaral, Perú", "Peruvian Agric. Res",
     2023, "5", "12-19"),
])
def test_mdpi_lines(line, authors, title, journal, year, volume, pages):
    entry = parse_reference_line(1, line, "review.md")
    assert (entry.authors, entry.title, entry.journal, entry.year, entry.volume, entry.pages) == (
        authors, title, journal, year, volume, pages)
