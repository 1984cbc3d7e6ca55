"""The GOST styles' .bbl items (gost780u, ugost2008; issue 20, held-out batch 48): the language switch,
\\BibEmph and \\BibDash ("—") of "Name~I. Title~// \\BibEmph{Journal} \\BibDash 1947. \\BibDash Vol.~71.
\\BibDash P.~622--634." read as the GOST line they print.

Every item here was written for this test; the shapes are those met in held-out .bbl files."""
from refverify.parse.reflist import parse_reference_line


def test_gost_bbl_article():
    entry = parse_reference_line(1, r"\bibitem{Lind1947} \selectlanguageifdefined{english} \BibEmph{Lind~P.~R.} "
                                    r"The Band Theory of Gulls~// \BibEmph{Coast. Rev.} \BibDash \newblock 1947. "
                                    r"\BibDash \newblock Vol.~71. \BibDash \newblock P.~622--634.", "thesis.bbl")
    assert (entry.authors, entry.title, entry.journal, entry.year, entry.volume, entry.pages) == (
        ["Lind, P. R."], "The Band Theory of Gulls", "Coast. Rev", 1947, "71", "622-634")


def test_gost_bbl_title_first_with_names_after_a_slash():
    entry = parse_reference_line(1, r"\bibitem{Okoro2004} \selectlanguageifdefined{english} Counting Gulls on Thin "
                                    r"Flats~/ K.~S.~Okoro, A.~K.~Lind, S.~V.~Sand et~al.~// \BibEmph{Coast}. \BibDash "
                                    r"\newblock 2004. \BibDash \newblock Vol. 306, no. 5696. \BibDash \newblock P.~666--669.",
                                 "thesis.bbl")
    assert (entry.authors, entry.title, entry.journal, entry.year, entry.volume, entry.pages) == (
        ["K. S. Okoro", "A. K. Lind", "S. V. Sand"], "Counting Gulls on Thin Flats", "Coast", 2004, "306", "666-669")
