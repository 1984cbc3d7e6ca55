"""Elsevier's Harvard lines (issue 20's CSL sweep): a chapter or a conference paper after the year
("Title, in: Eds (Eds.), Book. Publisher, Place, pp. 1–9."), the medium after a title ("(PhD
thesis)", "(Technical report)", "[WWW Document]") and a "Jr." after the initials. Every line is
invented."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "publisher", "pages", "year")

CASES = {
    "paper-in-proceedings": (
        "Obi, K., Ng, P., Kaiser, Ł., 2017. Meshes are all you need, in: Advances in Mesh Processing Systems. "
        "Curran Associates, pp. 5998–6008.",
        (["Obi, K", "Ng, P", "Kaiser, Ł"], "Meshes are all you need", "Advances in Mesh Processing Systems",
         "Curran Associates", "5998-6008", 2017)),
    "paper-with-place": (
        "He, Q., Sun, J., 2016. Residual meshes, in: Proceedings of the IEEE Conference on Meshes (CVPM). "
        "IEEE, Las Vegas, NV, pp. 770–778.",
        (["He, Q", "Sun, J"], "Residual meshes", "Proceedings of the IEEE Conference on Meshes (CVPM)", "IEEE",
         "770-778", 2016)),
    "chapter-with-editors": (
        "Platt, J.C., 1999. Fast training of meshes, in: Schmidt, B., Burke, C.J.C. (Eds.), Advances in Mesh "
        "Methods: Support Vector Learning. MIT Press, Cambridge, MA, pp. 185–208.",
        (["Platt, J.C"], "Fast training of meshes", "Advances in Mesh Methods: Support Vector Learning",
         "MIT Press", "185-208", 1999)),
    "thesis-medium": (
        "Nash, J.F., 1950. Non-cooperative meshes (PhD thesis). Princeton University, Princeton, NJ.",
        (["Nash, J.F"], "Non-cooperative meshes", "", "Princeton University", "", 1950)),
    "report-medium": (
        "Krall, A., 2009. Learning layers of meshes from tiny images (Technical report). University of Toronto, Toronto.",
        (["Krall, A"], "Learning layers of meshes from tiny images", "", "University of Toronto", "", 2009)),
    "suffix-jr": (
        "Brant, F.P., Jr., 1975. The mythical mesh-month. Addison-Wesley, Reading, MA.",
        (["Brant, F.P. Jr"], "The mythical mesh-month", "", "Addison-Wesley", "", 1975)),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_elsevier_harvard_lines(name):
    line, expected = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_a_web_page_loses_its_www_document_mark():
    entry = parse_reference_line(1, "Lee, T., 1989. Mesh management: a proposal [WWW Document]. Mesh Consortium. "
                                    "URL https://www.example.org/mesh.html (accessed 5.10.23).", "refs.md")
    assert (entry.authors, entry.title, entry.year) == (["Lee, T"], "Mesh management: a proposal", 1989)
