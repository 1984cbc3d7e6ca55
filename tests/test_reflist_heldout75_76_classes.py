"""Reference-list classes of held-out batches 75 and 76 (issue 20), each line invented for the test (fictional
names and titles, the shapes of the real lists): biophysj.bst's names before a comma and the year ("Wilkie,
G.~S., and I.~Davis, 2001. \\newblock Title. \\newblock \\emph{Cell} 105:209--219.")."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line
from refverify.parse.reflist_parts import inverted_then_initials

FIELDS = ("authors", "authors_truncated", "title", "journal", "publisher", "volume", "issue", "pages", "year")


def _read(line: str):
    return parse_reference_line(1, line, "refs.bbl" if line.startswith("\\bibitem") else "refs.md")


@pytest.mark.parametrize("names, persons", [
    ("Wilks, G. S., and I. Daws", ["Wilks, G. S", "I. Daws"]),
    ("Bobo, N., R.-P. Janssen, T. H. Shinn, and K. Nasser", ["Bobo, N", "R.-P. Janssen", "T. H. Shinn", "K. Nasser"]),
    ("Brave, P., G. Olive, and R. Reiters", ["Brave, P", "G. Olive", "R. Reiters"]),
    # a particle as one word, an apostrophe, a family name of two words, three initials (held-out batch 100)
    ("Bahr, C. A., W. vander Wolf, M. O’Neil, and D. A. Lands", ["Bahr, C. A", "W. vander Wolf", "M. O’Neil", "D. A. Lands"]),
    ("Knapf, A. K., G. J. A. Hanse, K. J. La Pierre, and J. R. Webb",
     ["Knapf, A. K", "G. J. A. Hanse", "K. J. La Pierre", "J. R. Webb"]),
])
def test_the_first_family_first_then_initials_first(names, persons):
    assert inverted_then_initials(names) == persons


@pytest.mark.parametrize("line, expected", [
    (r"\bibitem[Wilks and Daws(2001)]{w2001} Wilks, G.~S., and I.~Daws, 2001. \newblock Wingless transcripts "
     r"localize apically by transport of particles. \newblock \emph{Cell} 105:209--219.",
     (["Wilks, G. S", "I. Daws"], False, "Wingless transcripts localize apically by transport of particles", "Cell",
      "", "105", "", "209-219", 2001)),
    (r"\bibitem[Bobo et~al.(1996)Bobo, Janssen, Shinn, and Nasser]{b1996} Bobo, N., R.-P. Janssen, T.~H. Shinn, and "
     r"K.~Nasser, 1996. \newblock Asymmetric accumulation of a protein in daughter nuclei. \newblock \emph{Cell} "
     r"84:699--709.",
     (["Bobo, N", "R.-P. Janssen", "T. H. Shinn", "K. Nasser"], False, "Asymmetric accumulation of a protein in "
      "daughter nuclei", "Cell", "", "84", "", "699-709", 1996)),
])
def test_biophysj_names_before_a_comma_and_the_year(line, expected):
    entry = _read(line)
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, expected", [
    # seg.bst: the year after the names and a comma, the title ended by a colon (held-out batch 75); GSA's "v." and "p."
    (r"\bibitem[Botte, 1967]{b1967} Botte, M., 1967, Solution of the linear inverse problem in magnetic "
     r"interpretation: Geophysical Journal International, {\bf 13}, 313--323.",
     (["Botte, M."], False, "Solution of the linear inverse problem in magnetic interpretation",
      "Geophysical Journal International", "", "13", "", "313-323", 1967)),
    (r"\bibitem[Dampier, 1969]{d1969} Dampier, C. N.~G., 1969, The equivalent source technique: Geophysics, "
     r"{\bf 34}, no. 1, 39--53.",
     (["Dampier, C. N. G."], False, "The equivalent source technique", "Geophysics", "", "34", "1", "39-53", 1969)),
    (r"\bibitem[Astor et~al., 2019]{a2019} Astor, R.~C., B. Borch, and C.~H. Thurman, 2019, Parameter estimation and "
     r"inverse problems, 3 ed.: Elsevier.",
     (["Astor, R. C.", "B. Borch", "C. H. Thurman"], False, "Parameter estimation and inverse problems", "",
      "Elsevier", "", "", "", 2019)),
    (r"\bibitem[Davies, 1979]{d1979} Davies, P.~J., 1979, Circulant matrices: John Wiley {\&} Sons, Inc.",
     (["Davies, P. J."], False, "Circulant matrices", "", "John Wiley & Sons, Inc", "", "", "", 1979)),
    ("Smyth, J. A., 2001, A fault zone in the hills: Geology, v. 29, p. 123–126.",
     (["Smyth, J. A."], False, "A fault zone in the hills", "Geology", "", "29", "", "123-126", 2001)),
])
def test_the_geoscience_author_date_form(line, expected):
    # (read by reflist_yearcomma, GSA's reader, before the readers that would take the initials for the title)
    entry = _read(line)
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, title, journal, year", [
    # a quotation typed with LaTeX's umlaut command in a hand-typed list (held-out batch 76)
    (r'\bibitem{s97}Smythe, R.L., \"The MATLAB project book for linear algebra\", 1997 Prentice Hall',
     "The MATLAB project book for linear algebra", None, 1997),     # (its "1997 Prentice Hall" is left unjudged)
    (r'\bibitem{g93} Gotz, J.; Paulus, S.; Sauer, M., \"An efficient Jacobi-like algorithm for parallel eigenvalues,\" '
     r'Computers, IEEE Transactions on , vol.42, no.9, pp.1058-1065, Sep 1993',
     "An efficient Jacobi-like algorithm for parallel eigenvalues", "Computers, IEEE Transactions on", 1993),
])
def test_a_title_quoted_with_latex_umlaut_commands(line, title, journal, year):
    entry = _read(line)
    assert (entry.title, entry.year) == (title, year)
    assert journal is None or entry.journal == journal


def test_an_umlaut_stays_an_umlaut():
    entry = _read(r'\bibitem{m01} K.~M\"uller and A.~\"Ozt\"urk, \emph{Stabile Verfahren}, Springer, 2001.')
    assert (entry.authors, entry.title) == (["K. Müller", "A. Öztürk"], "Stabile Verfahren")


@pytest.mark.parametrize("line, expected", [
    # Russian lines typed by hand in a thesis's thebibliography (held-out batch 76): Math-Net.ru's article, GOST's book
    (r"\bibitem{mk69} Маслов К.М., Холмогоров А.С. О построении разностных схем для уравнений переноса, "
     r"Ж. вычисл. матем. и матем. физ., 9:2 (1969), 373–386.",
     (["Маслов К.М.", "Холмогоров А.С."], False, "О построении разностных схем для уравнений переноса",
      "Ж. вычисл. матем. и матем. физ.", "", "9", "2", "373-386", 1969)),
    (r"\bibitem{sd70} Седых Л. И. Механика сплошной среды. Том 1. — М. : Наука, 1970, с. 143.",
     (["Седых Л. И."], False, "Механика сплошной среды", "", "Наука", "", "", "", 1970)),
])
def test_russian_lines_typed_by_hand(line, expected):
    entry = _read(line)
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


@pytest.mark.parametrize("line, authors, truncated", [
    # APA with the given names in full, family and given in turn (held-out batch 76)
    ("Abram, Amitai, Darr, Reuven, Mittel, Andrew, & Wilhelmi, Sabine (2015). Comorbidity across the lifespan. "
     "*Clinical Psychology Review, 42*, 1-10.",
     ["Abram, Amitai", "Darr, Reuven", "Mittel, Andrew", "Wilhelmi, Sabine"], False),
    ("Salazar de Paula, Gonzalo, Aymar, Claudia, Chart-Pasco, Juan Pablo, et al. (2025). Occurrence of psychosis "
     "after stimulants. *JAMA Psychiatry, 82*, 1-9.",
     ["Salazar de Paula, Gonzalo", "Aymar, Claudia", "Chart-Pasco, Juan Pablo"], True),
    # APA's initials keep their usual reading, and given-first names are never paired
    ("Smythe, J., Leeds, K., & Wang, L. (2019). A title of the work. *Journal of Things, 3*, 1-2.",
     ["Smythe, J.", "Leeds, K.", "Wang, L."], False),
])
def test_apa_names_with_the_given_names_in_full(line, authors, truncated):
    entry = _read(line)
    assert (entry.authors, entry.authors_truncated) == (authors, truncated)
