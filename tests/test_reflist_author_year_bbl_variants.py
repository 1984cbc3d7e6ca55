"""Author–year .bbl items of the styles held-out batches 48 and 51 showed (issue 20): apacite's month
("\\APACrefYearMonthDay{2019}{{\\APACmonth{11}}}{}" read as the title "201906") and a DOI doubled inside
\\doi{}; ametsoc's "125~(558), 2127--2152", its article numbers, a volume alone and its technical notes;
mnras's works without a journal ("{Title}. web", "Tech. rep.", "arXiv e-prints", names and a year only);
bioinformatics.bst's "(05, 2016)".

Every item here was written for this test; the shapes are those met in held-out .bbl files."""
import pytest

from refverify.parse.reflist import parse_reference_line


def _read(item: str):
    return parse_reference_line(1, item, "paper.bbl")


APACITE = (r"\bibitem [\protect \citeauthoryear {% {Lindqvist}% }{% {Lindqvist}% }{% {\protect \APACyear {2019}}% }]{% "
           r"lind2019} \APACinsertmetastar {% lind2019}% \begin{APACrefauthors}% Lindqvist, P.% \BCBT {}\ \BBA {} Okoro, A.% "
           r"\end{APACrefauthors}% \unskip\ \newblock \APACrefYearMonthDay{2019}{{\APACmonth{11}}}{}. \newblock {\BBOQ}"
           r"\APACrefatitle {Suburban Gulls and Neighbourhood Change} {Suburban gulls and neighbourhood change}.{\BBCQ} "
           r"\newblock \APACjournalVolNumPages{Shore Studies}{}{}{}. \newblock \begin{APACrefDOI} \doi{doi:10.1177/0042098018811724} "
           r"\end{APACrefDOI} \PrintBackRefs{\CurrentBib}")


def test_apacite_month_and_a_doubled_doi():
    entry = _read(APACITE)
    assert (entry.authors, entry.year, entry.title, entry.journal, entry.doi) == (
        ["Lindqvist, P.", "Okoro, A."], 2019, "Suburban Gulls and Neighbourhood Change", "Shore Studies",
        "10.1177/0042098018811724")


@pytest.mark.parametrize("item, expected", [
    (r"\bibitem[{Barker et~al.(1999)}]{b} Barker, H.~W., G.~L. Stephens, and Q.~Fu, 1999: The sensitivity of gull "
     r"counts to cloud. \textit{Q. J. R. Meteorol. Soc.}, \textbf{125~(558)}, 2127--2152, \doi{10.1256/smsqj.55809}.",
     (["Barker, H. W.", "G. L. Stephens", "Q. Fu"], 1999, "The sensitivity of gull counts to cloud", "Q. J. R. Meteorol. Soc.",
      "125", "558", "2127-2152")),
    (r"\bibitem[{Barker(2008)}]{b} Barker, H.~W., 2008: Overlap of gull flocks: A global analysis. \textit{J. Geophys. Res.}, "
     r"\textbf{113~(D00A01)}, \doi{10.1029/2007JD009677}.",
     (["Barker, H. W."], 2008, "Overlap of gull flocks: A global analysis", "J. Geophys. Res.", "113", "D00A01", "")),
    (r"\bibitem[{Mace(2002)}]{m} Mace, G.~G. and S.~Benson-Troth, 2002: Gull-layer overlap from radar. \textit{J. Climate}, "
     r"\textbf{15}, \doi{10.1175/1520-0442(2002)015$<$2505:CLOCDF$>$2.0.CO;2}.",
     (["Mace, G. G.", "S. Benson-Troth"], 2002, "Gull-layer overlap from radar", "J. Climate", "15", "", "")),
    (r"\bibitem[{Klein(2013)}]{k} Klein, S.~A., and Y.~Zhang, 2013: Are gull models improving? an evaluation using the "
     r"simulator. \textit{J. Geophys. Res.}, \textbf{118~(3)}, 1329--1342, \doi{doi:10.1002/jgrd.50141}.",
     (["Klein, S. A.", "Y. Zhang"], 2013, "Are gull models improving? an evaluation using the simulator", "J. Geophys. Res.",
      "118", "3", "1329-1342")),
])
def test_ametsoc_articles(item, expected):
    entry = _read(item)
    assert (entry.authors, entry.year, entry.title, entry.journal, entry.volume, entry.issue, entry.pages) == expected


def test_ametsoc_technical_note():
    entry = _read(r"\bibitem[{Collins et~al.(2004)}]{c} Collins, W.~D., et~al., 2004: Description of the {NCAR} {G}ull "
                  r"{M}odel ({GM} 3.0). NCAR Technical Note TN-464+STR, NCAR.")
    assert (entry.authors, entry.authors_truncated, entry.year, entry.title, entry.publisher, entry.entry_type) == (
        ["Collins, W. D."], True, 2004, "Description of the NCAR Gull Model (GM 3.0)", "NCAR", "techreport")


@pytest.mark.parametrize("item, expected", [
    (r"\bibitem[{Adamic(2000)}]{a} Adamic L., 2000, {Gulls, Power-laws, and Pareto - a ranking tutorial}. web",
     (["Adamic, L."], 2000, "Gulls, Power-laws, and Pareto - a ranking tutorial", "", "", "misc")),
    (r"\bibitem[{Lind \& Okoro(2016)}]{l} Lind L., Okoro M., 2016, {A classification of gull flocks Part 2: the "
     r"explanations}. Tech. rep.",
     (["Lind, L.", "Okoro, M."], 2016, "A classification of gull flocks Part 2: the explanations", "", "", "techreport")),
    (r"\bibitem[{Chung(2003)}]{c} Chung C.~A., 2003, {Gull Modeling Handbook: A Practical Approach}. CRC press",
     (["Chung, C. A."], 2003, "Gull Modeling Handbook: A Practical Approach", "", "CRC press", "book")),
    (r"\bibitem[{Dayal(2016)}]{d} Dayal P., Ward M., Cockell C., 2016, arXiv e-prints",
     (["Dayal, P.", "Ward, M.", "Cockell, C."], 2016, "", "arXiv e-prints", "", "misc")),
    (r"\bibitem[{Drake(1962)}]{d} Drake F., 1962",
     (["Drake, F."], 1962, "", "", "", "misc")),
])
def test_mnras_works_without_a_journal(item, expected):
    entry = _read(item)
    assert (entry.authors, entry.year, entry.title, entry.journal, entry.publisher, entry.entry_type) == expected


def test_mnras_proceedings_are_no_titled_work():
    entry = _read(r"\bibitem[{Chabrier(2005)}]{c} {Chabrier} G., 2005, in {Corbelli} E., {Palla} F., eds, Gull Library "
                  r"Vol. 327, The Initial Gull Function 50 Years Later. p.~41")
    assert entry.publisher != "41" and not entry.title.startswith("in Corbelli")


def test_bioinformatics_month_before_the_year():
    entry = _read(r"\bibitem{p} Bray, N.~L., and Pachter, L. (05, 2016) {Near-optimal gull counts.}. {\em {Nat. Biotechnol.},} "
                  r"{\bf 34}(5), 525--7.")
    assert (entry.year, entry.title) == (2016, "Near-optimal gull counts")
