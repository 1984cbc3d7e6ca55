"""LNCS lines typed by hand with a comma where splncs04 puts a colon after the names (issue 20).
Every line here was written for this test."""
import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("line, authors, title, journal, pages, year", [
    (r"\bibitem{olsen} Olsen, M., Kuiper, P., Roca, I., Counting gulls on tidal flats. Journal of Coastal Birds \textbf{45}(3), 501--555 (1998).",
     ["Olsen, M", "Kuiper, P", "Roca, I"], "Counting gulls on tidal flats", "Journal of Coastal Birds", "501-555", 1998),
    (r"\bibitem{kuiper} Kuiper P., Olsen M., Counting gulls on tidal flats. In: CAV, pp. 511--526 (2013).",
     ["Kuiper, P", "Olsen, M"], "Counting gulls on tidal flats", "CAV", "511-526", 2013),
    (r"\bibitem{roca} Roca I., Olsen M., Kuiper P., et al., Counting gulls on tidal flats. In: FSE, pp. 574--586 (2018).",
     ["Roca, I", "Olsen, M", "Kuiper, P"], "Counting gulls on tidal flats", "FSE", "574-586", 2018),
])
def test_lncs_names_closed_by_a_comma(line, authors, title, journal, pages, year):
    entry = parse_reference_line(1, line, "main.tex")
    assert (entry.authors, entry.title, entry.journal, entry.pages, entry.year) == (authors, title, journal, pages, year)


@pytest.mark.parametrize("line, authors", [
    # APA: the year after the names, "&" before the last
    ("Olsen, M., Kuiper, P., Roca, I., & Lee, K. (2017). Counting gulls on tidal flats. Coastal Birds, 12(3), 1–9.",
     ["Olsen, M.", "Kuiper, P.", "Roca, I.", "Lee, K."]),
    # Springer Nature's web citation: "&" and "et al." close the names, the year at the end
    ("Olsen, M., Kuiper, P. & Roca, I. Counting gulls on tidal flats. Coast. Birds 4, 19–29 (2019).",
     ["Olsen, M", "Kuiper, P", "Roca, I"]),
    ("Olsen, M.A., Kuiper, P. Counting gulls on tidal flats. Coast Birds 20, 27 (2026).", ["Olsen, M.A", "Kuiper, P"]),
    # names given first after the first: no LNCS comma head
    ('Olsen, M. T., D. H. Kuiper, and C. S. Roca, "Counting gulls," Coastal Birds, 1, (4), 14–21 (1984).',
     ["Olsen, M. T", "D. H. Kuiper", "C. S. Roca"]),
])
def test_other_styles_keep_their_names(line, authors):
    assert parse_reference_line(1, line, "refs.docx").authors == authors
