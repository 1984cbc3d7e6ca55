"""French book lines (issue 20, held-out batch 9): the library form "NOM (Prénom). - _Titre_. - Lieu :
Éditeur, année." and the form pasted from a PDF with the title glued to the names' comma, "NOM
Prénom,Titre, Éditeur, année". Lines invented, fields exact."""
from __future__ import annotations

import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line

CASES = {
    # the library form, with its dashes
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
    # pasted from a PDF: the title glued to the names' comma
    "two-authors-et-place-pages": (
        "MOREL Paul et DURAND Lucie,Atlas des villes lentes, Paris, Autrement, 1995, 144 p.",
        ["MOREL, Paul", "DURAND, Lucie"], "Atlas des villes lentes", "Autrement", 1995),
    "director-escaped-collection": (
        r"LEBLANC Jeanne \(dir.\),Dictionnaire des places, Flammarion « Champs », 2004",
        ["LEBLANC, Jeanne"], "Dictionnaire des places", "Flammarion", 2004),
    "initials-hyphen-no-comma-year": (
        "PETIT A-M, ROUX Yann,Le goût des listes. Un essai, PUF 2016.",
        ["PETIT, A-M", "ROUX, Yann"], "Le goût des listes. Un essai", "PUF", 2016),
    "year-in-title-hyphen-given": (
        "GARNIER Anne-Sophie,Les ports depuis 1950, Londres, Routledge, 2011, XV-210 p.",
        ["GARNIER, Anne-Sophie"], "Les ports depuis 1950", "Routledge", 2011),
}


@pytest.mark.parametrize("name", CASES)
def test_fields(name):
    line, authors, title, publisher, year = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert (entry.authors, entry.title, entry.publisher, entry.year, entry.entry_type) == (
        authors, title, publisher, year, "book")


def test_two_works_on_one_line_not_read_as_one():
    entry = parse_reference_line(1, "MOREL Paul,Atlas des villes, PUF, 2013. ROUX Yann,Les ports, Seuil, 2001", "r.md")
    # left to the generic reader: no names, and no publisher read by a rule (the learned reader's is a guess)
    assert entry.authors == [] and entry.certainty.get("publisher", Certainty.GUESSED) == Certainty.GUESSED


def test_other_shapes_untouched():
    entry = parse_reference_line(1, "Okafor, N. (2020). Mesh routing. Journal of Meshes, 3(2), 1-9.", "refs.md")
    assert (entry.authors, entry.title, entry.journal) == (["Okafor, N."], "Mesh routing", "Journal of Meshes")
