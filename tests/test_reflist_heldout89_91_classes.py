"""Reference-list classes of held-out batches 89–91 (issue 20), each line invented for the test (fictional names
and titles, the shapes of the real lists): CNKI's export of a foreign meeting's paper marked [P], and its foreign
names closed by an initial's period and the list's ("Joshi, M.L.. Title")."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "year", "entry_type")


@pytest.mark.parametrize("line, expected", [
    ("[1]Yi Deng,Si Lin,Xue Gao. Forecasting stock prices with ARIMA[P]. Proceedings of the 2017 International Conference on "
     "Economic Management (IEM 2017),2017.",
     (["Yi Deng", "Si Lin", "Xue Gao"], "Forecasting stock prices with ARIMA",
      "Proceedings of the 2017 International Conference on Economic Management (IEM 2017)", 2017, "inproceedings")),
    ("[12]Yadav, C.S.,Sharma, A.,Joshi, M.L.. Semantic graphs for text mining[P]. Issues in Intelligent Computing "
     "Techniques (ICICT), 2014 International Conference on,2014.",
     (["Yadav, C.S.", "Sharma, A.", "Joshi, M.L."], "Semantic graphs for text mining",
      "Issues in Intelligent Computing Techniques (ICICT), 2014 International Conference on", 2014, "inproceedings")),
    ("[5]Katz, Y.. Semantic search for diagnostics[P]. Computer-Based Medical Systems (CBMS), 2014 IEEE 27th International "
     "Symposium on,2014.",
     (["Katz, Y."], "Semantic search for diagnostics",
      "Computer-Based Medical Systems (CBMS), 2014 IEEE 27th International Symposium on", 2014, "inproceedings")),
    # (a patent stays a patent)
    ("[3]王五. 一种测量装置[P]. 中国专利: CN1234567A, 2015-01-01.", (["王五"], "一种测量装置", "", 2015, "patent")),
])
def test_cnki_meeting_papers_marked_as_patents(line, expected):
    entry = parse_reference_line(1, line, "refs.txt")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, file, expected", [
    # a comma for GB/T's colon before the pages, in a thesis's hand-typed \bibitem and in a text list
    (r"\bibitem{MR1} Melnik, J. M. Estimates for fluxes in mixed finite element methods~[{J}]. {IMA J. Numer. Anal.}, 2014, "
     r"34, 1-27.", "thesis.bbl", ("IMA J. Numer. Anal.", 2014, "34", "1-27")),
    (r"\bibitem{MR2} Pang Guo, Em Karnia George. Physics-informed learning machines~[{J}]. {Nonlinear Syst. Complex.}, 2020, "
     r"32, 323--343.", "thesis.bbl", ("Nonlinear Syst. Complex.", 2020, "32", "323-343")),
    ("[1]张三. 一个题名[J]. 某某期刊, 2020, 41, 9-11.", "refs.txt", ("某某期刊", 2020, "41", "9-11")),
])
def test_gbt_pages_after_a_comma(line, file, expected):
    entry = parse_reference_line(1, line, file)
    assert (entry.journal, entry.year, entry.volume, entry.pages) == expected
