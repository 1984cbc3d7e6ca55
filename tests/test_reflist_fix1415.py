"""Issue 20, held-out batches 14 and 15: a list number written "[1]." (or "［7］．", "[4]、") before a
GB/T line. Every line is invented."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("number", "entry_type", "authors", "authors_truncated", "title", "journal", "volume", "issue", "pages",
          "publisher", "year")

GBT_DOTTED_NUMBER = {
    "bracket-period-space": (
        "[1]. 孙立，钱红. 织机技术发展简况[J]. 织造工业技术，2016（20）：285-286",
        (1, "article", ["孙立", "钱红"], False, "织机技术发展简况", "织造工业技术", "", "20", "285-286", "", 2016)),
    "bracket-period-no-space": (
        "[12].吴桐. 网格监控系统设计[D]. 南方织造大学, 2019.",
        (12, "thesis", ["吴桐"], False, "网格监控系统设计", "", "", "", "", "南方织造大学", 2019)),
    "full-width-bracket-and-period": (
        "［7］．Quill N, Reed J. Loom dynamics[J]. Journal of Meshes, 2011, 5(2): 10-19.",
        (7, "article", ["Quill, N", "Reed, J"], False, "Loom dynamics", "Journal of Meshes", "5", "2", "10-19", "", 2011)),
    "bracket-dunhao": (
        "[4]、郑一. 织物结构研究[J]. 纺织学报, 2015, 36(3): 1-8.",
        (4, "article", ["郑一"], False, "织物结构研究", "纺织学报", "36", "3", "1-8", "", 2015)),
}


@pytest.mark.parametrize("name", sorted(GBT_DOTTED_NUMBER))
def test_a_list_number_followed_by_a_period(name):
    line, expected = GBT_DOTTED_NUMBER[name]
    entry = parse_reference_line(1, line, "review.docx")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected
