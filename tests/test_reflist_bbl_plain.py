"""Classic BibTeX .bbl renderings (plain, plainurl, abbrv, unsrt, plainnat and the IEEE templates that
load them): ``\\newblock`` separates authors, title and container, ``{\\em …}`` marks the container,
``~`` is a space inside a name, plainurl's ``\\href {…} {\\path{…}}`` carries the DOI. One table per
class, each line written for this test (the people and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.entry import latex_to_text
from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "volume", "issue", "pages", "year", "doi")


def read(line: str, fields: tuple[str, ...] = FIELDS) -> dict:
    entry = parse_reference_line(1, line, "main.bbl")
    return {f: getattr(entry, f) for f in fields}


def table(cases: dict, fields: tuple[str, ...] = FIELDS):
    return pytest.mark.parametrize("line, expected", [
        pytest.param(line, dict(zip(fields, values)), id=name) for name, (line, values) in cases.items()])


# --- plainurl / abbrvurl: the DOI as "\href {https://doi.org/…} {\path{doi:…}}" ---------------------
HREF = {
    "plainurl-article": (
        r"\bibitem{okafor2019} Nneka~C. Okafor and Robert~H. Brandt. \newblock Resonance in {{Sparse Meshes}}. "
        r"\newblock {\em Journal of Mesh Studies}, 59(2):118--124, February 2019. "
        r"\newblock \href {https://doi.org/10.1234/jms.2019.5} {\path{doi:10.1234/jms.2019.5}}.",
        (["Nneka C. Okafor", "Robert H. Brandt"], "Resonance in Sparse Meshes", "Journal of Mesh Studies",
         "59", "2", "118-124", 2019, "10.1234/jms.2019.5")),
    "initial-first-author": (
        r"\bibitem{roe14} N.~Roe, Jan-Erik Lind, and Ahmed~M. Brandt. \newblock Trusted meshes. "
        r"\newblock {\em Proceedings of the {IEEE}}, 102(8):1189--1206, August 2014. "
        r"\newblock \href {https://doi.org/10.1234/p.2014.7} {\path{doi:10.1234/p.2014.7}}.",
        (["N. Roe", "Jan-Erik Lind", "Ahmed M. Brandt"], "Trusted meshes", "Proceedings of the IEEE",
         "102", "8", "1189-1206", 2014, "10.1234/p.2014.7")),
    "accented-names": (
        r"\bibitem{sar16} Anina {\v S}ari{\'c}, Pooyan Dadvand, and Eugenio O{\~n}ate. "
        r"\newblock Flutter of decks. \newblock {\em Computers \& Meshes}, 80:301--309, 2016. "
        r"\newblock \href {https://doi.org/10.1234/cm.2016.1} {\path{doi:10.1234/cm.2016.1}}.",
        (["Anina Šarić", "Pooyan Dadvand", "Eugenio Oñate"], "Flutter of decks", "Computers & Meshes",
         "80", "", "301-309", 2016, "10.1234/cm.2016.1")),
}


@table(HREF)
def test_plainurl_href_path_doi(line, expected):
    assert read(line) == expected


# --- LaTeX that the converter gives up on is still made plain: no macro name left as a word -------
PLAIN = {
    "href-with-path": (r"See \href {https://example.org/a} {\path{doi:10.1/a}} {\em now}",
                       "See https://example.org/a doi:10.1/a now"),
    "accents-and-tie": (r"\href {x} {\path{y}} O{\~n}ate, M{\"u}ller, {\o}degaard, N.~Roe, A \& B",
                        "x y Oñate, Müller, ødegaard, N. Roe, A & B"),
}


@pytest.mark.parametrize("text, expected", [pytest.param(t, e, id=n) for n, (t, e) in PLAIN.items()])
def test_latex_made_plain_without_macro_names(text, expected):
    assert latex_to_text(text) == expected
