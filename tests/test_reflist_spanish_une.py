"""Spanish author-date lists (UNE-ISO 690 as Spanish theses type them; issue 20, held-out batch 43): a body
with its acronym before the year, "s.f." for no date, and the access date "[consulta: 16 de mayo de
2018]" that is no year of the work.

Every line here was written for this test; the shapes are those met in held-out reference lists."""
import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("line, authors, title, year", [
    ("BOLETÍN OFICIAL DE LAS GAVIOTAS (BOG), 1992. Documento consolidado BOG-A-1992-17363. [consulta: 4 de mayo de "
     "2018]. Disponible en: http://bog.example.es/buscar?id=17363",
     ["BOLETÍN OFICIAL DE LAS GAVIOTAS (BOG)"], "Documento consolidado BOG-A-1992-17363", 1992),
    ("GAVIOTAS ASOCIADAS, s.f. Índice de costes de las colonias (ICC). [consulta: 10 de mayo de 2018]. Disponible en: "
     "https://gaviotas.example.es/icc", ["GAVIOTAS ASOCIADAS"], "Índice de costes de las colonias (ICC)", None),
    ("AGENCIA DE COSTAS, 2015. Tabla de coeficientes de las mareas [consulta 26 de mayo de 2018]. Disponible en: "
     "http://costas.example.es/tabla", ["AGENCIA DE COSTAS"], "Tabla de coeficientes de las mareas", 2015),
    ("LINDA, J.A., 2009. Riesgo de las gaviotas en los puertos [consulta: 16 de mayo de 2018]. Disponible en: "
     "https://puertos.example.es/riesgo", ["LINDA, J.A"], "Riesgo de las gaviotas en los puertos", 2009),
])
def test_une_author_date(line, authors, title, year):
    entry = parse_reference_line(1, line, "tfg.docx")
    assert (entry.authors, entry.title, entry.year) == (authors, title, year)


@pytest.mark.parametrize("line, authors, title", [
    # APA with the family name in capitals and no date: "(n.d.)" says APA, not ISO 690's capitals
    ("LIND, G. (n.d.). Gull counting testbed. Retrieved from http://gulls.example.org.", ["LIND, G."], "Gull counting testbed"),
    ("OKORO, X. J. (n.d.). Tern nests on a university campus. In Proc. of Birds (2012).", ["OKORO, X. J."],
     "Tern nests on a university campus"),
])
def test_capitals_with_an_apa_date_are_apa(line, authors, title):
    entry = parse_reference_line(1, line, "report.docx")
    assert (entry.authors, entry.title, entry.year) == (authors, title, None)
