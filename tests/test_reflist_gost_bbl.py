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


def _item(text: str):
    return parse_reference_line(1, r"\bibitem{k} \selectlanguageifdefined{english} " + text, "thesis.bbl")


def test_gost_bbl_numbers_month_and_truncated_names():
    entry = _item(r"Counting Gulls on Thin Flats~/ K.~S.~Okoro, A.~K.~Lind, S.~V.~Sand et~al.~// \BibEmph{Coast}. "
                  r"\BibDash \newblock 2004. \BibDash Nov. \BibDash \newblock Vol. 306, no. 5696. \BibDash \newblock P.~666--669.")
    assert (entry.volume, entry.issue, entry.pages, entry.authors_truncated) == ("306", "5696", "666-669", True)


def test_gost_bbl_names_after_the_slash_as_bibtex_gave_them():
    # "R~Barends" (no period), "Yoichi~Kubota" (a given name), "M.~Venkata~Kamalakar", "André~Dankert", "MingTao~Zheng"
    assert _item(r"Gulls at the threshold~/ R~Barends, J~Kelly, A~Megrant et~al.~// \BibEmph{Coast}. \BibDash "
                 r"\newblock 2014. \BibDash 04. \BibDash \newblock Vol. 508. \BibDash \newblock P.~500--3.").authors == [
        "R Barends", "J Kelly", "A Megrant"]
    assert _item(r"Terns on copper~/ M.~Venkata~Kamalakar, André~Dankert, MingTao~Zheng~// \BibEmph{Coast}. \BibDash "
                 r"\newblock 2014. \BibDash \newblock Vol.~4.").authors == ["M. Venkata Kamalakar", "André Dankert", "MingTao Zheng"]


def test_gost_bbl_head_names_family_first():
    assert _item(r"\BibEmph{McLure~J.~W.} Diamagnetism of Gulls~// \BibEmph{Coast. Rev.} \BibDash \newblock 1956. "
                 r"\BibDash \newblock Vol. 104. \BibDash \newblock P.~666--671.").authors == ["McLure, J. W."]
    assert _item(r"\BibEmph{Nitzan~Abraham, Ratner~Mark~A.} Gull Transport~// \BibEmph{Coast}. \BibDash \newblock 2003. "
                 r"\BibDash \newblock Vol. 300, no. 5624. \BibDash \newblock P.~1384--1389.").authors == [
        "Nitzan, Abraham", "Ratner Mark A."]


def test_gost_bbl_without_dashes_parts_its_areas_by_newblock():
    # gost780s: no \BibDash, ". \newblock" between the areas
    entry = _item(r"Low-threshold gull counts at dawn~/ R.~J.~Mears, L.~Reekie, S.~B.~Poole et~al.~// Coast letters. "
                  r"\newblock 1986. \newblock Vol. 22:3. \newblock P.~159--160.{}")
    assert (entry.authors, entry.title, entry.journal, entry.year, entry.volume, entry.issue, entry.pages) == (
        ["R. J. Mears", "L. Reekie", "S. B. Poole"], "Low-threshold gull counts at dawn", "Coast letters", 1986, "22", "3",
        "159-160")
    page = _item(r"Gull markets look good thru 2012. \newblock 2011. URL: http://example.org/news/2/1/18.{}")
    assert (page.title, page.year, page.url, page.authors) == (
        "Gull markets look good thru 2012", 2011, "http://example.org/news/2/1/18", [])


def test_gost_bbl_names_cut_by_a_bracketed_et_al_with_particles_and_bare_initials():
    """gost2008's "[et~al.]" after the names (held-out batch 64): the list is cut; "L.~Le~Deroff" keeps its particle,
    "W~Becker" its initial without a period."""
    first = _item(r"Gull paths in strong fields [Text]~/ P.~Salmon, B.~Carr, L.~Le~Duff [et~al.]~// \BibEmph{Coast}. "
                  r"\BibDash \newblock 2001. \BibDash \newblock Vol. 292. \BibDash \newblock P.~902--905.")
    second = _item(r"Above the threshold: from flocks to single gulls [Text]~/ W~Baker, F~Gras, R~Kopp [et~al.]~// "
                   r"\BibEmph{Adv. Coast. Phys.} \BibDash \newblock 2002. \BibDash \newblock Vol.~48. \BibDash \newblock P.~35--98.")
    assert (first.authors, first.authors_truncated) == (["P. Salmon", "B. Carr", "L. Le Duff"], True)
    assert (second.authors, second.authors_truncated, second.title) == (
        ["W Baker", "F Gras", "R Kopp"], True, "Above the threshold: from flocks to single gulls")
