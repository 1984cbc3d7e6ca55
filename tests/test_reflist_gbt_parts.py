"""GB/T 7714 articles printed in parts: the pages are every range to the line's end ("68-70, 74"), as
Chinese journals continue an article on a later page. Each line is written for this test (the people
and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("journal", "year", "issue", "pages")

CASES = {
    "two-parts": ("[6] 王明, 李红. 网络治理的类型与协同[J]. 青年网络, 2023(17): 68-70, 74.",
                  ("青年网络", 2023, "17", "68-70, 74")),
    "three-parts-volume": ("[7] 张伟. 稀疏路由研究[J]. 网络学报, 2021, 12(3): 103-112, 121, 153.",
                           ("网络学报", 2021, "3", "103-112, 121, 153")),
    "two-ranges-full-width": ("[8] 陈方. 平台责任研究[J]. 法学论坛, 2022(4)：59-74，118-119。",
                              ("法学论坛", 2022, "4", "59-74,118-119")),
    "one-range-unchanged": ("[9] 刘洋. 舆论研究[J]. 新闻界, 2020(2): 24-30.", ("新闻界", 2020, "2", "24-30")),
}


@pytest.mark.parametrize("line, expected", [
    pytest.param(line, dict(zip(FIELDS, values)), id=name) for name, (line, values) in CASES.items()])
def test_gbt_pages_in_parts(line, expected):
    entry = parse_reference_line(1, line, "thesis.md")
    assert {f: getattr(entry, f) for f in FIELDS} == expected


# Chinese names set apart by spaces only ("宋琪 丁陈君 陈方 张志强.") are several people, not one
@pytest.mark.parametrize("line, authors", [
    ("[1] 王明 丁陈君 陈方 张志强. 网格实验室管理现状[J]. 网格研究, 2021, 43(2): 169-181.", ["王明", "丁陈君", "陈方", "张志强"]),
    ("[2] 李红 张伟. 稀疏路由[J]. 网络学报, 2020, 1(1): 1-9.", ["李红", "张伟"]),
    ("[3] 王明, 李红. 稀疏路由[J]. 网络学报, 2020, 1(1): 1-9.", ["王明", "李红"]),
])
def test_gbt_chinese_names_apart_by_spaces(line, authors):
    assert parse_reference_line(1, line, "thesis.md").authors == authors
