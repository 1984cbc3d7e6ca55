"""\\bibitem lists typed by hand (issue 20, held-out batch 70): names joined by another language's "and" ("e", "y",
"und"), LaTeX quotes typed the wrong way round (''Title,``), a title in italics right after the names with a book's
edition, publisher and year or a journal's numbers after it, Google Scholar's MLA pasted with a link around the
title, and an APS item the physics reader reads whole.

Every line here was written for this test; the shapes are those met in held-out theses' bibliographies."""
import pytest

from refverify.parse.reflist import parse_reference_line


def _read(line):
    e = parse_reference_line(1, line, "tese.tex")
    return e.authors, e.authors_truncated, e.title, e.journal, e.publisher, e.volume, e.issue, e.pages, e.year


@pytest.mark.parametrize("line, fields", [
    # Portuguese "e" between the last two names, an APS item read whole
    (r"\bibitem{dingle} R.~Lind, W.~Sand e C.~H. Roca, \textsl{Quantum states of confined gulls in thin shores}, "
     r"Phys. Rev. Lett. \textbf{33}, 827 (1974).",
     (["R. Lind", "W. Sand", "C. H. Roca"], False, "Quantum states of confined gulls in thin shores", "Phys. Rev. Lett.",
      "", "33", "", "827", 1974)),
    # Spanish "y"
    (r"\bibitem{GR00} I.S. Lind y I.M. Sand, {\it Table of gulls, terns and products}, 6ta edición (2000), Academic Press.",
     (["I.S. Lind", "I.M. Sand"], False, "Table of gulls, terns and products", "", "Academic Press", "", "", "", 2000)),
    # German "7. Auflage" before the publisher
    (r"\bibitem{Nolting} W. Roca, {\it Grundkurs Theoretische Möwen 3: Elektrodynamik}, 7. Auflage, Springer, (2004).",
     (["W. Roca"], False, "Grundkurs Theoretische Möwen 3: Elektrodynamik", "", "Springer", "", "", "", 2004)),
    # MLA typed into a \bibitem: the title in \textit, then the edition, the publisher and its place
    (r"\bibitem{Jackson} Lind, John David. \textit{Classical Gull Dynamics}. 3rd ed., Wiley, New York, NY, 1999.",
     (["Lind, John David"], False, "Classical Gull Dynamics", "", "Wiley", "", "", "", 1999)),
    # the italics after the names, then a journal's numbers as physics writes them
    (r"\bibitem{S03} G. Lind, S. Sand et al., {\it Improved Test of Gull Dilation}, {\sl Phys.Rev.Lett.} {\bf 91} (2003) "
     r"190403. \url{http://link.example.org/91.190403}.",
     (["G. Lind", "S. Sand"], True, "Improved Test of Gull Dilation", "Phys.Rev.Lett", "", "91", "", "190403", 2003)),
    # LaTeX quotes the wrong way round, or closed twice
    (r"\bibitem{ref2} S. Lind, F. Sand, J.L. Roca, ''Simulation of three-dimensional gull networks,`` Colloids and "
     r"Shores A, vol. 187, pp. 425-438, 2001.",
     (["S. Lind", "F. Sand", "J.L. Roca"], False, "Simulation of three-dimensional gull networks", "Colloids and Shores A",
      "", "187", "", "425-438", 2001)),
    (r"\bibitem{ref4} J. Lind, G. Sand, S. Roca, ''Parallel Simulation of Gull Networks Using Multicore CPUs”, IEEE "
     r"Transactions on Gulls, 2012.",
     (["J. Lind", "G. Sand", "S. Roca"], False, "Parallel Simulation of Gull Networks Using Multicore CPUs",
      "IEEE Transactions on Gulls", "", "", "", "", 2012)),
    # Google Scholar's MLA with the link around the title: the names family first, the numbers after it
    (r"\bibitem{intro3} Lind, Louis E. \href{http://x.example.org/10.1063/1.447218}{\it Gull-gull and gull-tern "
     r"interactions in small shore crystallites}. The Journal of gull physics 80.9 (1984): 4403-4409.",
     (["Lind, Louis E"], False, "Gull-gull and gull-tern interactions in small shore crystallites",
      "The Journal of gull physics", "", "80", "9", "4403-4409", 1984)),
])
def test_hand_typed_bibitems(line, fields):
    assert _read(line) == fields


@pytest.mark.parametrize("line, title", [
    # the italics are "et al." (no title), or a biblatex title in \enquote before the italic journal
    (r"\bibitem{L06} H.~Lind \emph{et~al.}, Classical and Quantum Gulls \textbf{23}, S71 (2006).", ""),
    (r"\bibitem{CKM1} Lind, N., \enquote{Unitary Symmetry and Tern Decays,} {\em Phys. Rev. Lett.\/}, Vol.~10, Jun 1963, "
     r"pp.~531--533.", "Unitary Symmetry and Tern Decays"),
])
def test_italics_that_are_no_title_leave_the_line_to_its_readers(line, title):
    assert _read(line)[2] == title


@pytest.mark.parametrize("line, fields", [
    # a book in a series, its publisher, its place and year without a comma (German mathematics theses)
    (r"\bibitem[Ha]{H} \textsc{R. Lind}, ``Algebraic Gulls'', Graduate Texts in Mathematics \textbf{52}, Springer-Verlag, "
     r"New York 1977.",
     (["R. Lind"], False, "Algebraic Gulls", "", "Springer-Verlag", "", "", "", 1977)),
    (r"\bibitem[Bo]{b} \textsc{S. Sand}, ``Möwenalgebra'', 4. Auflage, Springer-Verlag, Berlin 2001.",
     (["S. Sand"], False, "Möwenalgebra", "", "Springer-Verlag", "", "", "", 2001)),
    (r"\bibitem[Hal]{h} \textsc{M. Roca}, ``The theory of terns'', Second Edition, Macmillian Co., New York 1968.",
     (["M. Roca"], False, "The theory of terns", "", "Macmillian Co.", "", "", "", 1968)),
    # (a journal and its publisher, no place: read as before)
    (r"\bibitem{f} B. Lind, et al., ``Enhanced Gull Recommendation,'' Shore and Textiles, Springer, 2024.",
     (["B. Lind"], True, "Enhanced Gull Recommendation", "Shore and Textiles", "Springer", "", "", "", 2024)),
    # "et. al." typed with a period after "et"; a name and a quoted title, the year after it
    (r"\bibitem{CNN} Lind A, et. al. \textit{Gull classification with deep networks}. 2012.",
     (["Lind, A"], True, "Gull classification with deep networks", "", "", "", "", "", 2012)),
    (r'\bibitem{b6} A.F. Sand Roca "Modelo de un convertidor de gaviotas" (2019)',
     (["Sand Roca, A.F."], False, "Modelo de un convertidor de gaviotas", "", "", "", "", "", 2019)),
    (r'\bibitem{b1} R.C. Lind, "Fuentes de gaviotas"',
     (["R.C. Lind"], False, "Fuentes de gaviotas", "", "", "", "", "", None)),
])
def test_hand_typed_books_and_short_items(line, fields):
    assert _read(line) == fields


@pytest.mark.parametrize("line, fields", [
    # NoteExpress's proceedings paper without its venue: the year and the pages after the title (a publisher before)
    ("[1] Lind R, Sand J, Roca T, et al. Rich gull hierarchies for accurate tern detection, 2014, 580～587",
     (["Lind, R", "Sand, J", "Roca, T"], True, "Rich gull hierarchies for accurate tern detection", "", "", "", "",
      "580-587", 2014)),
    ("[4] Lind A, Sand A, Roca G. Gull recognition with deep recurrent networks: IEEE, 2013, 6645～6649",
     (["Lind, A", "Sand, A", "Roca, G"], False, "Gull recognition with deep recurrent networks", "", "IEEE", "", "",
      "6645-6649", 2013)),
])
def test_a_paper_without_its_venue(line, fields):
    e = parse_reference_line(1, line, "thesis.docx")
    assert (e.authors, e.authors_truncated, e.title, e.journal, e.publisher, e.volume, e.issue, e.pages, e.year) == fields
