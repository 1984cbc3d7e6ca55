"""Optica / OSA (opticajnl) reference lines (issue 20): '\\enquote{Title,}' is a quoted title,
'Journal 49, 2121–2124 (2024).' gives journal, volume, pages (or an article number) and year."""
import pytest

from refverify.parse.reflist import bibitem_text, parse_reference_line


@pytest.mark.parametrize("raw, authors, title, journal, volume, pages, year", [
    (r"""M.~Ilves, R.~Tanaka, and P.~Osei, \enquote{Layered contrast in retinal
  angiography,} {\protect\JournalTitle{Optics Letters}} \textbf{41}, 310--318 (2016).""",
     ["M. Ilves", "R. Tanaka", "P. Osei"], "Layered contrast in retinal angiography", "Optics Letters",
     "41", "310-318", 2016),
    (r"""K.~Brand, L.~Moro, S.~Idowu, \emph{et~al.}, \enquote{Flow speed from {{OCT}} phase,}
  {\protect\JournalTitle{Journal of Invented Imaging}} \textbf{52}, 03000605231100001 (2023).""",
     ["K. Brand", "L. Moro", "S. Idowu"], "Flow speed from OCT phase", "Journal of Invented Imaging",
     "52", "03000605231100001", 2023),
    (r"""A.~Quist and B.~Lenz, \enquote{Vessel walls in vivo,}
  {\protect\JournalTitle{Light, Science \& Applications}} \textbf{11} (2022).""",
     ["A. Quist", "B. Lenz"], "Vessel walls in vivo", "Light, Science & Applications", "11", "", 2022),
])
def test_optica_bbl_lines(raw, authors, title, journal, volume, pages, year):
    entry = parse_reference_line(1, bibitem_text(raw), "paper.bbl")
    assert (entry.authors, entry.title, entry.journal, entry.volume, entry.pages, entry.year) == (
        authors, title, journal, volume, pages, year)


def test_ieee_line_with_words_is_unchanged():
    entry = parse_reference_line(1, "J. Doe and K. Roe, “A plain title,” IEEE Trans. Imaging, vol. 5, "
                                    "no. 2, pp. 1–9, 2019.", "x.txt")
    assert (entry.journal, entry.volume, entry.issue, entry.pages, entry.year) == (
        "IEEE Trans. Imaging", "5", "2", "1-9", 2019)
