"""Issue 20, held-out batches 60, 63 and 64: lines whose shape the readers misread, each class written here in
our own words — a .bbl item's marks (achemso's \\emph journal and \\textbf year, a title that is its link, APS's
bold volume), sn-basic's year bare after the names, MNRAS with its titles printed, and ACS's short article typed
as text."""
import pytest

from refverify.parse.reflist import parse_reference_line


def _read(line):
    e = parse_reference_line(1, line, "paper.bbl")
    return e.authors, e.title, e.journal, e.year, e.volume, e.issue, e.pages


@pytest.mark.parametrize("line, fields", [
    # achemso: no title; the journal in \emph, the year in \textbf, the volume in \emph ("J." opens the journal)
    (r"\bibitem[Dale and Rowe(2014)Dale, and Rowe]{Dale2014} Dale,~J.~G.; Rowe,~J.~R. \emph{J. Phys. Chem. B} "
     r"\textbf{2014}, \emph{118}, 8042--8053\relax \mciteBstWouldAddEndPuncttrue \EndOfBibitem",
     (["Dale, J. G.", "Rowe, J. R."], "", "J. Phys. Chem. B", 2014, "118", "", "8042-8053")),
    ("Dale, J. G.; Rowe, J. R. J. Am. Chem. Soc. 1937, 59, 273-276.",
     (["Dale, J. G.", "Rowe, J. R."], "", "J. Am. Chem. Soc.", 1937, "59", "", "273-276")),
    # APS without titles, a volume in bold, an article number marked "+"
    (r"\bibitem{Weber1960} J.~Weber, Physical Review D \textbf{17}, 379 (1978).",
     (["J. Weber"], "", "Physical Review D", 1978, "17", "", "379")),
    (r"\bibitem{Allen1999} B.~Allen and J.~D. Romano, Physical Review D \textbf{59}, 102001+ (1999).",
     (["B. Allen", "J. D. Romano"], "", "Physical Review D", 1999, "59", "", "102001")),
    # elsarticle-num with its url option: the title is the link's text
    (r"\bibitem{who2023} WHO, \href{https://www.example.org/report}{Global status report on road safety 2023} (Dec. 2023)."
     r" \newline\urlprefix\url{https://www.example.org/report}",
     (["WHO"], "Global status report on road safety 2023", "", 2023, "", "", "")),
    # sn-basic: the year bare after the names, the first family first, the others given first
    (r"\bibitem[\protect\citeauthoryear{Ferro, Mattei, and Pavan}{Ferro et~al.}{2010}]{Ferro2010} Ferro, D., G.~Mattei, "
     r"and J.~Pavan 2010. \newblock Rollover injury in field trials. \newblock In {\em SAE Technical Paper}.",
     (["Ferro, D", "G. Mattei", "J. Pavan"], "Rollover injury in field trials", "SAE Technical Paper", 2010, "", "", "")),
    # acm's proceedings: the pages as "pp.~419--434" after the year in parentheses
    (r"\bibitem{fc20} {\sc Agata, A., Brook, M., and Popa, D.-M.} \newblock Light virtual machines for gulls. \newblock In "
     r"{\em 17th Symposium on Gull Systems Design ({GSD} 20)\/} (2020), pp.~419--434.",
     (["Agata, A", "Brook, M", "Popa, D.-M"], "Light virtual machines for gulls", "17th Symposium on Gull Systems Design (GSD 20)",
      2020, "", "", "419-434")),
    # plain with the venue missing: only the numbers and the year in the last block
    (r"\bibitem{BB} B.~F. Greer, Jr., A.~K. Wolf, and K.~Laurie. \newblock Gull: An automatic question-answerer. "
     r"\newblock pages 219--224, 1961.",
     (["Greer, B. F., Jr", "A. K. Wolf", "K. Laurie"], "Gull: An automatic question-answerer", "", 1961, "", "", "219-224")),
    (r"\bibitem{PR} M.~Surdo, M.~Ciara, and H.~Zara. \newblock Learning to rank answers about gulls. \newblock 8:719--727, 2008.",
     (["M. Surdo", "M. Ciara", "H. Zara"], "Learning to rank answers about gulls", "", 2008, "8", "", "719-727")),
    # an organisation's acronym, its page's title and address (elsarticle-num, no year)
    (r"\bibitem{cdf} NASA, Common data format, \url{http://cdf.example.gov/home.html/}.",
     (["NASA"], "Common data format", "", None, "", "", "")),
    # MNRAS with titles: names "Family I.,", the title, the journal, the year, "vol." and "p."
    (r"\bibitem[\protect\citeauthoryear{Alves e Costa}{Alves e Costa}{2016}]{alves2016} Alves R., Costa A.~B., Forest "
     r"cover and the urban heat island of a coastal city, Science, 2016, vol.~351, p. 600",
     (["Alves, R.", "Costa, A. B."], "Forest cover and the urban heat island of a coastal city", "Science", 2016, "351", "", "600")),
])
def test_fields_by_the_marks_and_shapes_of_a_style(line, fields):
    assert _read(line) == fields


@pytest.mark.parametrize("title", ["A study of water models", "Effects of pH on Water: New Models for Old Data"])
def test_a_title_sentence_is_no_acs_journal(title):
    """An ACS line with its title keeps it, in Title Case too: the short reader takes only a journal's abbreviations."""
    assert _read(f"Dale, J. G.; Rowe, J. R. {title}. Journal of Water Studies 2014, 118, 8042-8053.") == (
        ["Dale, J. G.", "Rowe, J. R."], title, "Journal of Water Studies", 2014, "118", "", "8042-8053")


def test_a_chicago_year_after_its_stop_keeps_the_names():
    """AJS's "Bidart, Claire and Alain Degenne. 2005." is no sn-basic head: the names stay as read."""
    assert _read(r"\bibitem[\protect\citeauthoryear{Bo and Dean}{Bo and Dean}{2005}]{bo05} Bo, Claire and Alain Dean. 2005. "
                 r"\newblock \enquote{Personal networks over time.} \newblock {\em Social Networks\/} 27:283--287.")[:2] == (
        ["Bo, Claire", "Alain Dean"], "Personal networks over time")


def test_din_names_with_a_braced_accent_and_a_book_without_its_place():
    """unsrtdin: "\\textsc{Jovy}, J\\"{o}rg:" is one name; "Rheinwerk Design, 2017. -- S. 109f." names the publisher
    (no place before it) and the page cited."""
    e = parse_reference_line(1, r'\bibitem[72]{jovy} \textsc{Jovy}, J\"{o}rg: \newblock \emph{Filmen lernen}. \newblock '
                                r"Bergwerk Verlag, 2017. -- \newblock S. 109f.", "arbeit.bbl")
    assert (e.authors, e.title, e.publisher, e.year) == (["Jovy, Jörg"], "Filmen lernen", "Bergwerk Verlag", 2017)
