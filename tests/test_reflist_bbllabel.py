"""The family names a ``.bbl`` item's citation label spells out stand where the text was read otherwise (issue 20):
natbib's "Short(Year)Long" and mnras' / apacite's ``\\citeauthoryear{Long}{Short}{Year}``. Each line invented for
the test (fictional names and titles, the shapes of real items from held-out batches 17, 40, 64, 78, 83 and 85)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line
from refverify.parse.reflist_bbllabel import label_names


@pytest.mark.parametrize("line, authors, year", [
    # plainnat with given names first: a family name of two words is read whole, filed under it
    (r"\bibitem[Moreau et~al.(2015)Moreau, Dalla~Costa, and Lind]{mor15} Anne Moreau, Pietro Dalla~Costa, and Erik Lind. \newblock Tidal heating of icy moons. \newblock \emph{Icarus}, 3:\penalty0 1--9, 2015.",
     ["Moreau, Anne", "Dalla Costa, Pietro", "Lind, Erik"], 2015),
    # mnras: the text's "{Family} D.~S.," names read as one name and a title, the label's four names stand, each with
    # the initials the text writes after it
    (r"\bibitem[\protect\citeauthoryear{{Okafor}, {Lindqvist}, {Marsh} \& {Tanaka}}{{Okafor} et~al.}{2009}]{Ok09} {Okafor} D.~S., {Lindqvist} K., {Marsh} T., {Tanaka} F., 2009, in {Shaw} R.~A., {Hill} F., eds, Astronomical Data Analysis Software and Systems XVIII Vol.~411 of Astronomical Society of the Pacific Conference Series, {Source extraction for wide fields}. p.~418",
     ["Okafor, D", "Lindqvist, K.", "Marsh, T.", "Tanaka, F."], 2009),
    (r"\bibitem[\protect\citeauthoryear{{Okafor}}{{Okafor}}{2014}]{Ok14} {Okafor} D., 2014, ArXiv:1411.6267",
     ["Okafor, D."], 2014),
])
def test_the_labels_names_stand_where_the_text_was_read_otherwise(line, authors, year):
    entry = parse_reference_line(1, line, "thesis.bbl")
    assert (entry.authors, entry.year, entry.authors_truncated) == (authors, year, False)


@pytest.mark.parametrize("line, authors, cut", [
    # the text cuts the list ("et~al.") the label gives whole
    (r"\bibitem[Varga et~al.(2011)Varga, Lopes, Brandt, and Kim]{V11} Varga A, Lopes D, Brandt S, et~al. \newblock Cold atoms in a ring trap. \newblock 2011: 040302.",
     ["Varga, A", "Lopes, D", "Brandt, S"], True),
    # Portuguese labels join the last two names with "e"
    (r"\bibitem[{Serra, Lima e Duarte(2019)}]{s19} Serra, P. A., Lima, R. e Duarte, C. 2019, Revista Brasileira de Meteorologia, 34, 1",
     ["Serra, P. A.", "Lima, R.", "Duarte, C."], False),
    (r"\bibitem[{Almeida et~al.(2020)Almeida, Serra e Duarte}]{a20} Almeida, P. L. B., Serra, P. A. e Duarte, C. 2020, Urban Climate, 31, 100560",
     ["Almeida, P. L. B.", "Serra, P. A.", "Duarte, C."], False),
    # apacite's label: line ends, "\\BCBL {}\\ \\BBA {}" for ", &", "\\BOthers" for "et al."
    (r"\bibitem [\protect \citeauthoryear {% Halvorsen% , Ruiz% , Pike% \BCBL {}\ \BBA {} Ng% }{% Halvorsen% \ \protect \BOthers {.}}{% {\protect \APACyear {2003}}% }]{% hal2003} \APACinsertmetastar {% hal2003}% \begin{APACrefauthors}% Halvorsen, A.% , Ruiz, J.% , Pike, W.% \BCBL {}\ \BBA {} Ng, M.% \end{APACrefauthors}% \unskip\ \newblock \APACrefYearMonthDay{2003}{}{}. \newblock {\BBOQ}\APACrefatitle {Radar for cars} {Radar for cars}.{\BBCQ} \newblock \APACjournalVolNumPages{Transp. Res.}{4}{2}{1--9}.",
     ["Halvorsen, A.", "Ruiz, J.", "Pike, W.", "Ng, M."], False),
    (r"\bibitem[\protect \citeauthoryear {% Sato% \ \protect \BOthers {.}}{% Sato% \ \protect \BOthers {.}}{% {\protect \APACyear {2004}}% }]{% sato2004} \APACinsertmetastar {% sato2004}% \begin{APACrefauthors}% Sato, T.% , Mori, K.% \BCBL {}\ \BBA {} Ueda, H.% \end{APACrefauthors}% \unskip\ \newblock \APACrefYearMonthDay{2004}{}{}. \newblock {\BBOQ}\APACrefatitle {Chirp radar} {Chirp radar}.{\BBCQ} \newblock \APACjournalVolNumPages{Radar J.}{1}{1}{1--9}.",
     ["Sato, T.", "Mori, K.", "Ueda, H."], False),
    # the label files "M.~De Groot" under "Groot": the particle aside, the text stands
    (r"\bibitem[Ibarra et~al.(1998)Ibarra, Pohl, Groot, and Leclerc]{ib98} C.~R. Ibarra, R.~Pohl, M.~De Groot, and J.~Leclerc. \newblock The status of noise thermometry. \newblock \emph{Metrologia}, 35\penalty0 (4):\penalty0 325, 1998.",
     ["C. R. Ibarra", "R. Pohl", "De Groot, M.", "J. Leclerc"], False),
])
def test_names_that_agree_with_the_label_are_left_as_read(line, authors, cut):
    entry = parse_reference_line(1, line, "paper.bbl")
    assert (entry.authors, entry.authors_truncated) == (authors, cut)


@pytest.mark.parametrize("line, expected", [
    (r"\bibitem[{Serra, Lima e Duarte(2019)}]{s19} Serra", ([], None, "")),       # a short label only
    (r"\bibitem[Kline et~al.(2019{\natexlab{b}})Kline, Obi, and {World Health Organization, WHO}]{k} x",
     (["Kline", "Obi", "World Health Organization, WHO"], 2019, "b")),
    (r"\bibitem[Kline et~al.(2019)Kline, Obi, et~al.]{k} x", ([], None, "")),    # a label cut itself
    (r"\bibitem{k} Kline", ([], None, "")),
])
def test_label_names(line, expected):
    assert label_names(line) == expected


def test_a_family_name_read_with_an_initial_before_it_is_filed_under_the_labels_name():
    # chicago.bst's later names "P.~Bern, J.~Grady" read as "P. Bern, J.": the label's "Bern" stands, with the given
    # name read before it (the "J." after it is the next name's); a particle before a label's name ("De Bern, J.") agrees with it
    from refverify.parse.entry import BibEntry
    from refverify.parse.reflist_bbllabel import refine
    raw = (r"\bibitem[\protect\citeauthoryear{Bergman, Bern, Grady, \& O'Neal}{Bergman et~al.}{1995}]{b95} Bergman, H., "
           r"P.~Bern, J.~Grady, \& E.~O'Neal (1995). \newblock A critique.")
    entry = BibEntry(key="b95", raw=raw)
    entry.authors = ["Bergman, H.", "P. Bern, J.", "Grady", "E. O'Neal"]
    assert refine(raw, entry) and (entry.authors, entry.year) == (["Bergman, H", "Bern, P", "Grady", "O'Neal, E"], 1995)
    entry = BibEntry(key="b95", raw=raw, year=1995)
    entry.authors = ["Bergman, H.", "De Bern, J.", "Grady", "E. O'Neal"]
    assert not refine(raw, entry) and entry.authors == ["Bergman, H.", "De Bern, J.", "Grady", "E. O'Neal"]
