"""Reference-list classes of held-out batches 83–85 (issue 20), each line invented for the test (fictional names
and titles, the shapes of the real lists): lrec.bst's year in a block of its own ("\\newblock (2010). \\newblock
Title."), Copernicus' colon after the names in a .bbl and with BibTeX's "--" in its pages."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "publisher", "volume", "pages", "year")


@pytest.mark.parametrize("line, expected", [
    (r"\bibitem[\protect\citename{Bohlin}2011]{Boh:11} Bohlin, B. \newblock (2011). \newblock Very {F}ast {D}ependency "
     r"{P}arsing is not a {C}ontradiction. \newblock In {\em Proceedings of the 24th {I}nternational {C}onference on "
     r"{C}omputational {L}inguistics}, pages 89--97, Beijing, China.",
     (["Bohlin, B."], "Very Fast Dependency Parsing is not a Contradiction",
      "Proceedings of the 24th International Conference on Computational Linguistics", "", "", "89-97", 2011)),
    (r"\bibitem[\protect\citename{Farlund \bgroup et al.\egroup }1998]{Far:98} Farlund, J.~T., Lie, S., and Vanne, K.~I. "
     r"\newblock (1998). \newblock {\em Norsk grammatikk}. \newblock Universitetsforlaget, Oslo, Norway.",
     (["Farlund, J. T.", "Lie, S.", "Vanne, K. I."], "Norsk grammatikk", "", "Universitetsforlaget", "", "", 1998)),
])
def test_lrec_year_block(line, expected):
    entry = parse_reference_line(1, line, "final.bbl")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, file", [
    (r"\bibitem[{Gopal and van Wachter(2009)}]{gopal2009} Gopal, V.~R. and van Wachter, B.~G.: Volume of fluid methods "
     r"for free-surface flows, Chem. Eng. J., 141, 204--221, 2009.", "gmd.bbl"),
    ("Gopal, V. R. and van Wachter, B. G.: Volume of fluid methods for free-surface flows, Chem. Eng. J., 141, "
     "204--221, 2009.", "refs.md"),
])
def test_copernicus_colon_head(line, file):
    entry = parse_reference_line(1, line, file)
    assert (entry.authors, entry.title, entry.journal, entry.volume, entry.pages, entry.year) == (
        ["Gopal, V. R.", "van Wachter, B. G."], "Volume of fluid methods for free-surface flows", "Chem. Eng. J.", "141",
        "204-221", 2009)


@pytest.mark.parametrize("line, expected", [
    (r"\bibitem{lin2021} LIN X, HUANG K, et~al. \newblock On the convergence of local averaging\allowbreak[C]//"
     r"\allowbreak Proc. of ICLR. \newblock 2021.", ("Proc. of ICLR", "", "", "", 2021)),
    (r"\bibitem{NETW} S.~Shakko, R.~Srikar. \newblock Network pricing and control[J]. \newblock Foundations and "
     r"Trends in Networking, 2009. \newblock 3(2):171--279.", ("Foundations and Trends in Networking", "3", "2", "171-279",
                                                              2009)),
    (r"\bibitem{Yin10} X.~Yan, X.~Zhao. \newblock A fair congestion control scheme[J]. \newblock IEEE Transactions on "
     r"Vehicular Technology, Nov 2010. \newblock 59(9):5225--5234.", ("IEEE Transactions on Vehicular Technology", "59",
                                                                       "9", "5225-5234", 2010)),
])
def test_gbt_bbl_containers_and_numbers(line, expected):
    entry = parse_reference_line(1, line, "thesis.bbl")
    assert (entry.journal, entry.volume, entry.issue, entry.pages, entry.year) == expected


def test_jfm_year_macro():
    line = (r"\bibitem[Kuma \& Pathan(2024)]{kuma2024} {\sc \au{Kuma, A.} \& \au{Pathan, M.}} \yr{2024} \at{Droplet "
            r"impact on hydrophobic surfaces}. \jt{Physics of Fluids} \bvol{36}, \pg{012113}.")
    entry = parse_reference_line(1, line, "jfm.bbl")
    assert (entry.title, entry.year) == ("Droplet impact on hydrophobic surfaces", 2024)


def test_abbrv_doi_breakable_doi_and_publisher():
    line = (r"\bibitem{litt2021} G.~Lott and D.~Jackman. \newblock End-user customization of tabular data. \newblock In "
            r"{\em Proceedings of the 2021 {{ACM}} Symposium on New Ideas}, pp. 18--33. {ACM}. doi: {{% "
            r"10\hspace{.1pt}\discretionary{.}{% }{.}\hspace{.4pt}1145\discretionary{/}{% }{/}3426428\hspace{.1pt}"
            r"\discretionary{.}{% }{.}\hspace{.4pt}3426914}}")
    entry = parse_reference_line(1, line, "vis.bbl")
    assert (entry.doi, entry.publisher, entry.pages) == ("10.1145/3426428.3426914", "ACM", "18-33")


def test_word_chicago_pages_after_the_journal():
    entry = parse_reference_line(1, 'Lukas, Roberta E. 1979. "Prices in an Exchange Economy." Econometrica 1429-1445.',
                                 "review.docx")
    assert (entry.title, entry.journal, entry.volume, entry.pages, entry.year) == (
        "Prices in an Exchange Economy", "Econometrica", "", "1429-1445", 1979)
