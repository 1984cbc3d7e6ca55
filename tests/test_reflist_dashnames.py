"""Italian humanities lines: the names inverted and set apart by dashes, the journal in quotation
marks after "in", the year in parentheses between volume and issue. Each line is written for this
test (the people and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "authors_truncated", "year", "title", "journal", "volume", "issue", "pages", "publisher")

CASES = {
    "article": ("Rossi, Chiara – Bianchi, Marco A. – Ferri, Luca, La memoria dei chiostri, in “Rivista di Storia” 41 (2012) 3, 211–239.",
                (["Rossi, Chiara", "Bianchi, Marco A", "Ferri, Luca"], False, 2012, "La memoria dei chiostri",
                 "Rivista di Storia", "41", "3", "211-239", "")),
    "article-one-author": ("Gallo, Pietro, Il canto e la liturgia, in “Salesianum” 77 (2015) 2, 301–320.",
                           (["Gallo, Pietro"], False, 2015, "Il canto e la liturgia", "Salesianum", "77", "2", "301-320", "")),
    "article-no-issue-etal": ("Conti, Anna – Greco, Paolo – et al., Catechesi e scuola, in “Orientamenti Pedagogici” 12 (2011), 45–60.",
                              (["Conti, Anna", "Greco, Paolo"], True, 2011, "Catechesi e scuola", "Orientamenti Pedagogici", "12", "", "45-60", "")),
    "book-place-publisher": ("Rossi, Chiara – Ferri, Luca, Storia dei chiostri, Torino, Elledici, 2004.",
                             (["Rossi, Chiara", "Ferri, Luca"], False, 2004, "Storia dei chiostri", "", "", "", "", "Elledici")),
    "book-edition-glued": ("Rossi, Chiara – Ferri, Luca, Storia dei chiostri, Roma, LAS, 32010.",
                           (["Rossi, Chiara", "Ferri, Luca"], False, 2010, "Storia dei chiostri", "", "", "", "", "LAS")),
    "proceedings-volume": ("Neri, Sara – Costa, Bruno, Reti di parrocchie, in Atti del Convegno di Pastorale, vol. 4, Milano, Ancora, 2019, 12–19.",
                           (["Neri, Sara", "Costa, Bruno"], False, 2019, "Reti di parrocchie", "Atti del Convegno di Pastorale",
                            "4", "", "12-19", "Ancora")),
    "chinese-names": ("王明 – 李红, 稀疏路由的研究, in “网络学报” 12 (2019) 3, 45–67.",
                      (["王明", "李红"], False, 2019, "稀疏路由的研究", "网络学报", "12", "3", "45-67", "")),
}


@pytest.mark.parametrize("line, expected", [
    pytest.param(line, dict(zip(FIELDS, values)), id=name) for name, (line, values) in CASES.items()])
def test_dash_separated_names(line, expected):
    entry = parse_reference_line(1, line, "tesi.md")
    assert {f: getattr(entry, f) for f in FIELDS} == expected
