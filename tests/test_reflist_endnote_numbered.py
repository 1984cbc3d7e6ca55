"""EndNote's "Numbered" output style in Word lists (issue 20, held-out batch 17): "Family, I., et al., Title.
Journal, Year. Vol(Issue): p. pages." Every line is invented."""
from __future__ import annotations

import pytest

from refverify.core.certainty import Certainty
from refverify.parse.reflist import parse_reference_line

FIELDS = ("entry_type", "authors", "authors_truncated", "title", "journal", "volume", "issue", "pages", "year")

CASES = {
    "two-authors-and": (
        "1.\tQuimby, J.R. and K. Obi, Weaving meshes by hand: a survey. Mesh Sci Rev, 2004. 125(4): p. 331-42.",
        ("article", ["Quimby, J.R.", "K. Obi"], False, "Weaving meshes by hand: a survey", "Mesh Sci Rev", "125", "4",
         "331-42", 2004)),
    "three-authors-comma-and": (
        "18.\tTamsin, H.F.V., L. Brack, and P.T. Ng, Thin films of the loom in the first year. Loom J, 2017. 163(4): p. 772-783.",
        ("article", ["Tamsin, H.F.V.", "L. Brack", "P.T. Ng"], False, "Thin films of the loom in the first year",
         "Loom J", "163", "4", "772-783", 2017)),
    "et-al-volume-only-article-number": (
        "23.\tRusk, L., et al., Selecting a mesh method (SAMS): a tool for weavers. Mesh Sci Int, 2019. 304: p. 109897.",
        ("article", ["Rusk, L."], True, "Selecting a mesh method (SAMS): a tool for weavers", "Mesh Sci Int", "304", "",
         "109897", 2019)),
    "electronic-pages-issue-range": (
        "12.\tSand, C., et al., Wet meshes on a dry loom. Mesh Sci Int, 2009. 186(1-3): p. 103.e1-7.",
        ("article", ["Sand, C."], True, "Wet meshes on a dry loom", "Mesh Sci Int", "186", "1-3", "103.e1-7", 2009)),
    "two-word-family-and-particle": (
        "28.\td'Avila Reis, J. and F. Castillo Tafur, LOOMS: an interactive way to weave. Mesh Sci Int, 2019. 302: p. 109873.",
        ("article", ["d'Avila Reis, J.", "F. Castillo Tafur"], False, "LOOMS: an interactive way to weave", "Mesh Sci Int",
         "302", "", "109873", 2019)),
    "title-in-brackets": (
        "29.\tNg, X.A., et al., [Mesh age read from the loom in Sichuan]. Fa Yi Mesh Zhi, 2013. 29(1): p. 12-6.",
        ("article", ["Ng, X.A."], True, "[Mesh age read from the loom in Sichuan]", "Fa Yi Mesh Zhi", "29", "1", "12-6",
         2013)),
    "single-author-e-page": (
        "9.\tObi, K., Can a loom be read in one pass? PLoS Mesh, 2022. 17(4): p. e0266682.",
        ("article", ["Obi, K."], False, "Can a loom be read in one pass?", "PLoS Mesh", "17", "4", "e0266682", 2022)),
    "long-issue-en-dash-pages": (
        "Webber, H.N. and D.J. Thom, Dry meshes in a loom model. International Journal of Meshes, 2011. 47(7303): p. 1–9.",
        ("article", ["Webber, H.N.", "D.J. Thom"], False, "Dry meshes in a loom model", "International Journal of Meshes",
         "47", "7303", "1-9", 2011)),
    "journal-in-parentheses-no-pages": (
        "6.\tBrack, H., et al., A quantitative mesh model. Mesh Med (Tokyo), 2019. 36.",
        ("article", ["Brack, H."], True, "A quantitative mesh model", "Mesh Med (Tokyo)", "36", "", "", 2019)),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_endnote_numbered_line(name):
    line, expected = CASES[name]
    entry = parse_reference_line(1, line, "refs.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected


def test_a_question_inside_the_title_keeps_the_title_whole_and_marks_it_guessed():
    entry = parse_reference_line(1, "25.\tRusk, L.K., et al., How far can we go? A threshold for the loom. Mesh Sci Int, "
                                    "2021. 325: p. 110854.", "refs.docx")
    assert (entry.title, entry.journal, entry.volume, entry.pages, entry.year) == (
        "How far can we go? A threshold for the loom", "Mesh Sci Int", "325", "110854", 2021)
    assert (entry.certainty["title"], entry.certainty["journal"]) == (Certainty.GUESSED, Certainty.GUESSED)
