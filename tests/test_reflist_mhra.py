"""Quoted-title lines whose first author is inverted and the others written given name first
(issue 20's CSL sweep: MHRA, the marketing and statistics styles). Every line is invented."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "authors_truncated", "title", "journal", "volume", "issue", "pages", "year")

CASES = {
    "mhra-volume-dot-issue": (
        "LeCoq, Yann, Yoshua Benoit, and Geoffrey Hale, ‘Deep Meshes’, Mesh Journal, 521.7553 (2015), pp. 436–44, "
        "doi:10.1000/mesh.2",
        (["LeCoq, Yann", "Yoshua Benoit", "Geoffrey Hale"], False, "Deep Meshes", "Mesh Journal", "521", "7553",
         "436-44", 2015)),
    "mhra-and-others": (
        "Altman, Stephen F., and others, ‘Basic Mesh Alignment’, Journal of Mesh Biology, 215.3 (1990), pp. 403–10",
        (["Altman, Stephen F"], True, "Basic Mesh Alignment", "Journal of Mesh Biology", "215", "3", "403-10", 1990)),
    "mhra-one-author-no-issue": (
        "Brennan, Leo, ‘Random Meshes’, Mesh Learning, 45 (2001), pp. 5–32",
        (["Brennan, Leo"], False, "Random Meshes", "Mesh Learning", "45", "", "5-32", 2001)),
    "marketing-year-after-names": (
        "LeCoq, Yann, Yoshua Benoit, and Geoffrey Hale (2015), “Deep meshes,” Mesh Journal, 521 (7553), 436–44.",
        (["LeCoq, Yann", "Yoshua Benoit", "Geoffrey Hale"], False, "Deep meshes", "Mesh Journal", "521", "7553",
         "436-44", 2015)),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_quoted_title_after_an_inverted_first_author(name):
    line, expected = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected
