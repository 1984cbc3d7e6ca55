"""Science's reference style (and the medical journals that copy it): initials first, commas, the
title's sentence, then the journal with bare numbers and the year in parentheses (issue 20).

Every line here was written for this test."""
import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("line, authors, title, journal, volume, pages, year", [
    ("1. A. Olsen, P. Kuiper, I. B. Roca, Gull colonies shrink on warming tidal flats. Nat Clim Chang 14, 419-423 (2024).",
     ["A. Olsen", "P. Kuiper", "I. B. Roca"], "Gull colonies shrink on warming tidal flats", "Nat Clim Chang", "14", "419-423", 2024),
    # a comma inside the title: the title runs to the sentence before the journal
    ("2. A. Olsen, P. Kuiper, Towards a drone-based, real-time, global gull census. Nat Rev Ecol 19, 9-10 (2018).",
     ["A. Olsen", "P. Kuiper"], "Towards a drone-based, real-time, global gull census", "Nat Rev Ecol", "19", "9-10", 2018),
    # digits before the title's period; particles in capitals
    ("3. A. Olsen, M. G. Van Der Berg, Gull deaths in 2019: a census for the Coastal Survey 2019. Lancet 400, 2221-2248 (2022).",
     ["A. Olsen", "M. G. Van Der Berg"], "Gull deaths in 2019: a census for the Coastal Survey 2019", "Lancet", "400", "2221-2248", 2022),
    # an unsigned piece (editorial, news)
    ("4. Talking with fishers about gulls and tides. Nat Clim Chang 14, 409 (2024).",
     [], "Talking with fishers about gulls and tides", "Nat Clim Chang", "14", "409", 2024),
    # APS without a title keeps its abbreviated journal whole
    ("5. A. Olsen and P. Kuiper, Phys. Rev. Lett. 54, 1201 (1983).",
     ["A. Olsen", "P. Kuiper"], "", "Phys. Rev. Lett.", "54", "1201", 1983),
    ("6. A. Olsen, P. Kuiper, J. of the Amer. Chem. Soc. 54, 1201 (1983).",
     ["A. Olsen", "P. Kuiper"], "", "J. of the Amer. Chem. Soc.", "54", "1201", 1983),
])
def test_science_lines(line, authors, title, journal, volume, pages, year):
    entry = parse_reference_line(1, line, "refs.docx")
    assert (entry.authors, entry.title, entry.journal, entry.volume, entry.pages, entry.year) == (
        authors, title, journal, volume, pages, year)


@pytest.mark.parametrize("line, authors", [
    # Nature's family-first names before the title are names, never an unsigned piece's title
    ("Olsen, A. P. Gulls on the flats of the north. Ecology 61, 203–230 (2011).", ["Olsen, A. P"]),
    ("Olsen, A., Kuiper, P. & Roca, I. Gulls on the flats of the north. Ecology 61, 203–230 (2011).", ["Olsen, A", "Kuiper, P", "Roca, I"]),
])
def test_nature_names_stay_names(line, authors):
    assert parse_reference_line(1, line, "refs.docx").authors == authors


def test_elsevier_journal_with_a_period_and_parentheses_in_its_name():
    raw = (r"\bibitem{gull} M.~A. Olsen, P.~K. Kuiper, {Counting gulls: A census method}, Journal of the Royal Coastal "
           r"Society. Series C (Applied Birds) 28 (1979) 100--108.")
    entry = parse_reference_line(1, raw, "main.bbl")
    assert (entry.title, entry.journal, entry.volume, entry.pages, entry.year) == (
        "Counting gulls: A census method", "Journal of the Royal Coastal Society. Series C (Applied Birds)", "28", "100-108", 1979)
