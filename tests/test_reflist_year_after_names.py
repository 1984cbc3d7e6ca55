"""The year right after a list of family names and initials, set apart by a comma or colon (read by
reflist_yearcomma; the initials as written)
(issue 20's CSL sweep: Harvard variants, ASME, GSA, AMS), a quoted title closed by its comma
after it. Every line is invented."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "volume", "issue", "pages", "year")

CASES = {
    "harvard-comma-year-quoted-title": (
        "LeCoq, Y., Benoit, Y. & Hale, G., 2015, ‘Deep meshes’, Mesh Journal, 521(7553), 436–444.",
        (["LeCoq, Y.", "Benoit, Y.", "Hale, G."], "Deep meshes", "Mesh Journal", "521", "7553", "436-444", 2015)),
    "asme-comma-year-quoted-title-pp": (
        "[1] LeCoq, Y., Benoit, Y., and Hale, G., 2015, “Deep Meshes,” Mesh Journal, 521(7553), pp. 436–444.",
        (["LeCoq, Y.", "Benoit, Y.", "Hale, G."], "Deep Meshes", "Mesh Journal", "521", "7553", "436-444", 2015)),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_year_after_the_names(name):
    line, expected = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected
