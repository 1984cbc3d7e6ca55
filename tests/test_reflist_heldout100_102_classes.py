"""Held-out batches 100–102 (session 49): Chicago 18's books without a place, and the lines its new readers must
leave as they were (the review's cases). Every line written for this test."""
import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "publisher", "year", "entry_type")


def _read(line):
    entry = parse_reference_line(1, line, "refs.md")
    return tuple(getattr(entry, f) for f in FIELDS)


@pytest.mark.parametrize("line, expected", [
    # a list's markers in a title close no parenthesis: the sentence after the names still ends the title
    ("Smith J, Jones K. Why a) it works and b) it fails. Lancet. 2019;393:10-20.",
     (["Smith, J", "Jones, K"], "Why a) it works and b) it fails", "Lancet", "", 2019, "article")),
    # … while a page in the brackets still closes them: the title is not cut at "(Vol."
    ("Kuhn, M. and Johnson, K., 2013. Applied gull modeling (Vol. 26, p. 13). New York: Springer.",
     (["Kuhn, M", "Johnson, K"], "Applied gull modeling (Vol. 26, p. 13)", "", "Springer", 2013, "book")),
    # Chicago's thesis and conference paper without a place are no books, their school or city no publisher
    ("Smith, John. Title of Thesis. PhD diss. University of Chicago, 2019.",
     (["Smith, John"], "Title of Thesis", "", "", 2019, "misc")),
    ("Smith, John. Title of Paper. Paper presented at the Annual Meeting. Chicago, 2019.",
     (["Smith, John"], "Title of Paper", "", "", 2019, "misc")),
    # beside a city a state, a country or another city is no publisher
    ("Rossi M., *Titolo del libro*, Cambridge, Mass., 2018.", (["Rossi, M"], "Titolo del libro", "", "", 2018, "book")),
    ("Rossi M., *Titolo del libro*, Oxford, UK, 2018.", (["Rossi, M"], "Titolo del libro", "", "", 2018, "book")),
    ("Rossi M., *Titolo del libro*, London, New York, 2018.", (["Rossi, M"], "Titolo del libro", "", "", 2018, "book")),
])
def test_review_cases(line, expected):
    assert _read(line) == expected


def test_a_latex_line_keeps_its_escapes_as_latex():
    # "\\$" is LaTeX's dollar and "\\-" its optional hyphen, not Markdown's escapes
    entry = parse_reference_line(1, r"\item Smith, J. (2019). Hetero\-geneous catalysis in \$100 reactors. "
                                    r"Journal of Cats, 3(2), 1-9.", "thesis.tex")
    assert entry.title == "Hetero\xadgeneous catalysis in $100 reactors"


@pytest.mark.parametrize("line, expected", [
    # Chicago 18 gives no place: the publisher is the last sentence before the year; an edition or a series between
    # it and the title is dropped, the title then a guess; a first person's initials run on ("Pocock, J. G. A.")
    ("* MacInnes, Alasdair C. After Virtue: A Study in Gull Theory. 3rd ed. Bloomsbury, 2011.",
     (["MacInnes, Alasdair C"], "After Virtue: A Study in Gull Theory", "", "Bloomsbury", 2011, "book")),
    ("* Watts, Tessa. Cheap Print and Popular Gulls, 1550-1640. 1st paperback ed. Cambridge Studies in Gulls. "
     "Cambridge University Press, 1996.",
     (["Watts, Tessa"], "Cheap Print and Popular Gulls, 1550-1640", "", "Cambridge University Press", 1996, "book")),
    ("* Pocock, J. G. A. Virtue, Commerce, and Gulls: Essays on Thought. Cambridge University Press, 1985.",
     (["Pocock, J. G. A."], "Virtue, Commerce, and Gulls: Essays on Thought", "", "Cambridge University Press", 1985,
      "book")),
    ("* Fox, Adam. Oral Culture in England, 1500-1700. Oxford Univ. Press, 2002.",
     (["Fox, Adam"], "Oral Culture in England, 1500-1700", "", "Oxford Univ. Press", 2002, "book")),
])
def test_chicago_books_without_a_place(line, expected):
    assert _read(line) == expected
