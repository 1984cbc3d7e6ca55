"""Author-year lines whose volume and page range are set apart by a space only, as the Institute of
Mathematical Statistics writes them ("J Mach Learn Res 15 1929–58."). Each line is written for this
test (the people and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("journal", "volume", "issue", "pages", "year")


@pytest.mark.parametrize("line, expected", [
    ("Quill, R. and Marsh, T. (2011). Sparse sums of small numbers. Ann Small Stat 39 1201–34.",
     ("Ann Small Stat", "39", "", "1201-34", 2011)),
    ("Okafor, N. (2019). Tidal means. J Coastal Probab 7 55–61",
     ("J Coastal Probab", "7", "", "55-61", 2019)),
    # the shapes read before keep their readings
    ("Okafor, N. (2019). Tidal means. Journal of Coastal Probability, 7(2), 55–61.",
     ("Journal of Coastal Probability", "7", "2", "55-61", 2019)),
    ("Okafor, N. (2019). Tidal means. Coastal Probability. 181. 28-35.",
     ("Coastal Probability", "181", "", "28-35", 2019)),
])
def test_volume_and_pages_apart_by_a_space(line, expected):
    entry = parse_reference_line(1, line, "paper.md")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected
