"""French lines pasted from a PDF, the title glued to the names' comma: "NOM Prénom,Titre, Éditeur,
année" (issue 20, held-out batch 9). Lines invented, fields exact."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

CASES = {
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
    assert (entry.authors, entry.publisher) == ([], "")     # left to the generic reader, not given Seuil


def test_spaced_comma_is_another_style():
    entry = parse_reference_line(1, "Okafor, N. (2020). Mesh routing. Journal of Meshes, 3(2), 1-9.", "refs.md")
    assert (entry.authors, entry.title, entry.journal) == (["Okafor, N."], "Mesh routing", "Journal of Meshes")
