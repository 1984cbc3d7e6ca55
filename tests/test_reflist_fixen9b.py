"""Reference-list lines of the shapes held-out batches 31 and 32 found read wrong (issue 20): English
Word lists from EndNote, Cite This For Me, MDPI and APA templates. Every line is written for this
test (the people and works are invented), in the variants real lists show."""
from __future__ import annotations

import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line


def read(line: str, fields: tuple[str, ...]) -> dict:
    entry = parse_reference_line(1, line, "refs.docx")
    return {f: getattr(entry, f) for f in fields}


def table(cases: dict, fields: tuple[str, ...]):
    return pytest.mark.parametrize("line, expected", [
        pytest.param(line, dict(zip(fields, values)), id=name) for name, (line, values) in cases.items()])


# --- EndNote "Author-Date": 'Family, I., I. Family and I. Family (2006). "Title." Journal 12(3): 1-9.' --
ENDNOTE_FIELDS = ("authors", "authors_truncated", "year", "title", "journal", "volume", "issue", "pages")
ENDNOTE = {
    "issue-glued-spaced-range": (
        'Okafor, N., M. L. Brandt, R. D. Moreau and A. B. Lindqvist (2011). "Choosing a smoothing model '
        'for demand." International Journal of Demand(14): 211– 230.',
        (["Okafor, N.", "M. L. Brandt", "R. D. Moreau", "A. B. Lindqvist"], False, 2011,
         "Choosing a smoothing model for demand", "International Journal of Demand", "", "14", "211– 230")),
    "two-authors-and": (
        'Brandt, S. and J. Okafor (2007). "Smoothing: where it stands—Part III." Journal of Demand(9): 601– 640.',
        (["Brandt, S.", "J. Okafor"], False, 2007, "Smoothing: where it stands—Part III", "Journal of Demand",
         "", "9", "601– 640")),
    "issue-spaced-et-al": (
        'Moreau, G., et al. (2009). "Error checks for mixed testing. Part II: response." '
        'Journal of Bridge Engineering (7): 1201-1210.',
        (["Moreau, G."], True, 2009, "Error checks for mixed testing. Part II: response",
         "Journal of Bridge Engineering", "", "7", "1201-1210")),
    "volume-issue": (
        'Lindqvist, R. J. and Y. Okafor (2012). "Automatic ranking: the rank Package for R." '
        'Journal of Statistical Code 31(4): 1-25.',
        (["Lindqvist, R. J.", "Y. Okafor"], False, 2012, "Automatic ranking: the rank Package for R",
         "Journal of Statistical Code", "31", "4", "1-25")),
    "volume-colon-pages": (
        'Moreau, C. (1899). "Über die Lösung von Gleichungen." Mathematische Blätter 52: 101-118.',
        (["Moreau, C."], False, 1899, "Über die Lösung von Gleichungen", "Mathematische Blätter", "52", "",
         "101-118")),
    "title-only": (
        'Okafor, A. R. (2015). "Forecasting Ferry Traffic."',
        (["Okafor, A. R."], False, 2015, "Forecasting Ferry Traffic", "", "", "", "")),
    "title-only-five-names": (
        'Brandt, H., E. S. Moreau, N. Okafor, G. Lindqvist and R. Patel (2018). "Accuracy of Visitor Forecasts: '
        'Evidence from Two Methods."',
        (["Brandt, H.", "E. S. Moreau", "N. Okafor", "G. Lindqvist", "R. Patel"], False, 2018,
         "Accuracy of Visitor Forecasts: Evidence from Two Methods", "", "", "", "")),
    "pages-only": (
        'Patel, J. A. and V. Okafor (1971). "The Evaluation of Sales Forecasts." 5-48.',
        (["Patel, J. A.", "V. Okafor"], False, 1971, "The Evaluation of Sales Forecasts", "", "", "", "5-48")),
    "no-year": (
        'Lindqvist, M. and R. Brandt "Comparing Forecasting Methods on Patent Classes."',
        (["Lindqvist, M.", "R. Brandt"], False, None, "Comparing Forecasting Methods on Patent Classes",
         "", "", "", "")),
    "curly-quotes": (
        'Okafor, N. and P. Brandt (2010). “Ferry demand in winter.” Transport Letters 8(2): 33-41.',
        (["Okafor, N.", "P. Brandt"], False, 2010, "Ferry demand in winter", "Transport Letters", "8", "2", "33-41")),
}


@table(ENDNOTE, ENDNOTE_FIELDS)
def test_endnote_author_date(line, expected):
    assert read(line, ENDNOTE_FIELDS) == expected


def test_endnote_number_without_volume_is_a_guessed_issue():
    entry = parse_reference_line(1, 'Okafor, N. (2006). "A title." Journal of Demand(22): 1-9.', "refs.docx")
    assert (entry.issue, entry.certainty["issue"], entry.certainty["journal"]) == ("22", Certainty.GUESSED, Certainty.STYLE)


@pytest.mark.parametrize("line, journal", [
    # a chapter's book with "Vol.", a publisher and its year: other readers' lines, not a journal
    ('Okafor, Adam, Sam Brandt, et al. 2019. “Torch: A Library.” In Advances in Learning Systems. Vol. 32.',
     "Advances in Learning Systems"),
    ('Moreau, N. (2004). "A guide to signals." San Diego, CA, Technical Pub.', ""),
])
def test_endnote_reader_leaves_other_tails(line, journal):
    assert parse_reference_line(1, line, "refs.docx").journal == journal
