"""French library lines: "NOM (Prénom). - _Titre_. - Lieu : Éditeur, année." (issue 20, held-out
batch 9). Lines invented, fields exact."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

CASES = {
    "two-authors-escaped-parens": (
        r"DURAND \(Lucie\) et MOREL \(Paul\). - _Écrire le réseau_ . - Paris : Éditions du Pont, 2015.",
        ["DURAND, Lucie", "MOREL, Paul"], "Écrire le réseau", "Éditions du Pont", 2015),
    "comma-before-given": (
        r"GARNIER, \(Odile\). - _Petites machines_. - Lyon : Seuil, 1971.",
        ["GARNIER, Odile"], "Petites machines", "Seuil", 1971),
    "question-title-no-stop": (
        r"LEBLANC \(Jeanne\). - _Faut-il encore compter ?_ - Villeneuve d’Ascq : Septentrion, 2012.",
        ["LEBLANC, Jeanne"], "Faut-il encore compter ?", "Septentrion", 2012),
    "director-and-stop-inside-italics": (
        r"ROUSSEL \(Yann\), dir. - _La forme des places : un essai._ - Paris : Le Seuil, 2003.",
        ["ROUSSEL, Yann"], "La forme des places : un essai", "Le Seuil", 2003),
    "particle-compound-family-no-dash": (
        r"d’ARTOIS \(Nina\), LE BRUN \(Jean-Marc\). _Les villes lentes_. Paris : La Découverte, 2008",
        ["d’ARTOIS, Nina", "LE BRUN, Jean-Marc"], "Les villes lentes", "La Découverte", 2008),
    "plain-parens-star-italics": (
        "PETIT (Anne). - *Le goût des listes*. - Nantes : PUF, 1999.",
        ["PETIT, Anne"], "Le goût des listes", "PUF", 1999),
}


@pytest.mark.parametrize("name", CASES)
def test_fields(name):
    line, authors, title, publisher, year = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert (entry.authors, entry.title, entry.publisher, entry.year, entry.entry_type) == (
        authors, title, publisher, year, "book")


def test_other_shapes_untouched():
    entry = parse_reference_line(1, "Okafor, N. (2020). Mesh routing. Journal of Meshes, 3(2), 1-9.", "refs.md")
    assert (entry.authors, entry.title, entry.journal) == (["Okafor, N."], "Mesh routing", "Journal of Meshes")
