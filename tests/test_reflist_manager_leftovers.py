"""What reference managers leave in a line (issue 20): ABNT as Zotero writes it (held-out batch 58, a Brazilian
economics monograph in Word), a particle after the initials ("SOUZA, P. H. G. F. DE;") that stays with its name
and never opens the title, a work with only its year after the title or with "[s.l: s.n.]"; RefWorks's reference
type ("(Book, Whole)") and Zotero's "Edited by …" after a journal in a Harvard list (held-out batch 61).

Every line here was written for this test; the shapes are those met in held-out lists."""
import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("line, authors, title, year", [
    ("BARBOSA, R. J.; SOUZA, P. H. G. F. DE; SOARES, S. S. D. Distribuição de gaivotas nos anos 2010: uma década "
     "perdida. 2020.", ["BARBOSA, R. J", "SOUZA, P. H. G. F", "SOARES, S. S. D"],
     "Distribuição de gaivotas nos anos 2010: uma década perdida", 2020),
    ("BARROS, R. P. DE; MENDONÇA, R. S. P. DE. Os determinantes das gaivotas no Brasil. 1995.",
     ["BARROS, R. P", "MENDONÇA, R. S. P"], "Os determinantes das gaivotas no Brasil", 1995),
    ("OLIVEIRA, F. A. DE. Economia e política das gaivotas no Brasil: um guia de leitura. [s.l: s.n.].",
     ["OLIVEIRA, F. A"], "Economia e política das gaivotas no Brasil: um guia de leitura", None),
    ("CARVALHO, J. M. DE. Gaivotas no Brasil. O longo caminho. Rio de Janeiro: Civilização Brasileira, 2002.",
     ["CARVALHO, J. M. DE"], "Gaivotas no Brasil. O longo caminho", 2002),
])
def test_a_particle_after_the_initials(line, authors, title, year):
    e = parse_reference_line(1, line, "monografia.docx")
    assert (e.authors, e.title, e.year) == (authors, title, year)


@pytest.mark.parametrize("line, journal, publisher", [
    # held-out batch 61: RefWorks's reference type left in a Harvard line, Zotero's editor after the journal
    ("Lind, R.S. (2010) The SAGE handbook of gull methods. London: SAGE (Book, Whole). Available at: "
     "https://go.example.org/GWhRGCQZ.", "", "SAGE"),
    ("Okoro, J.C. et al. (2015) ‘Barriers to gull participation’, PloS one. Edited by T.E. Roca, 10(2), pp. "
     "e0116664–e0116664. doi:10.1371/journal.pone.0116664.", "PloS one", ""),
])
def test_harvard_with_an_exporters_leftovers(line, journal, publisher):
    e = parse_reference_line(1, line, "essay.docx")
    assert (e.journal, e.publisher) == (journal, publisher)
