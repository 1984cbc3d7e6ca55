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
