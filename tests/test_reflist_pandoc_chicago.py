"""Chicago author-date lists that pandoc / Quarto render into LaTeX (``\\bibitem[\\citeproctext]{ref-…}``):
the title sits in ``{``\\href{…}{Title}.''}``, the link's address must not split the quotes from the
title. Each line is written for this test (the people and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "volume", "issue", "pages", "year", "doi")


def table(cases: dict):
    return pytest.mark.parametrize("line, expected", [
        pytest.param(line, dict(zip(FIELDS, values)), id=name) for name, (line, values) in cases.items()])


CASES = {
    "article-doi-link": (
        r"\bibitem[\citeproctext]{ref-roe_grand_2014} Roe, Claudia. 2014. "
        r"{``\href{https://doi.org/10.1234/mer.104.4.1091}{A {Grand} {Mesh} {Convergence}: {Its} {Last} {Chapter}}.''} "
        r"\emph{Mesh Economic Review} 104 (4): 1091--1119.",
        (["Roe, Claudia"], "A Grand Mesh Convergence: Its Last Chapter", "Mesh Economic Review", "104", "4",
         "1091-1119", 2014, "10.1234/mer.104.4.1091")),
    "two-authors-special-issue": (
        r"\bibitem[\citeproctext]{ref-okafor_family_2014} Okafor, Janice, and Robert A. Brandt. 2014. "
        r"{``\href{https://doi.org/10.1234/jme.2013.03.007}{Family Proximity, Childcare, and Mesh Attachment}.''} "
        r"\emph{Journal of Mesh Economics}, Spatial {Dimensions} of {Meshes}, 79 (January): 72--90.",
        (["Okafor, Janice", "Robert A. Brandt"], "Family Proximity, Childcare, and Mesh Attachment",
         "Journal of Mesh Economics", "79", "", "72-90", 2014, "10.1234/jme.2013.03.007")),
    "no-date-web-page-year-range-in-title": (
        r"\bibitem[\citeproctext]{ref-bureau_mesh_nodate} Bureau, US Mesh. n.d. "
        r"{``\href{https://www.example.gov/data/mesh-5year.html}{American {Mesh} {Survey} 5-{Year} {Data} (2009-2024)}.''} "
        r"\emph{Example.gov}. Accessed August 8, 2026.",
        (["Bureau, US Mesh"], "American Mesh Survey 5-Year Data (2009-2024)", "", "", "", "", None, "")),
    "no-author-report": (
        r"\bibitem[\citeproctext]{ref-noauthor_factsheet_2020} "
        r"{``\href{http://example.gov/reports/factsheet-mesh-2017}{Factsheet: {Estimates} of {Mesh} {Receipt} "
        r"for {Fiscal} {Year} 2017}.''} 2020. \emph{MESH}.",
        ([], "Factsheet: Estimates of Mesh Receipt for Fiscal Year 2017", "", "", "", "", 2020, "")),
}


@table(CASES)
def test_pandoc_chicago_bibitem(line, expected):
    entry = parse_reference_line(1, line, "index.tex")
    assert {f: getattr(entry, f) for f in FIELDS} == expected
