"""GB/T 7714's author-year system (著者-出版年制), as Chinese theses write it: the year follows the
authors ("王明, 李红, 2019. 标题[J]. 期刊, 12(3): 45-67."). Each line is written for this test (the
people and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "authors_truncated", "year", "title", "journal", "volume", "issue", "pages", "publisher")

CASES = {
    "zh-article": ("王明, 李红, 张伟, 2019. 稀疏路由的研究综述[J]. 网络学报, 12(3): 45-67.",
                   (["王明", "李红", "张伟"], False, 2019, "稀疏路由的研究综述", "网络学报", "12", "3", "45-67", "")),
    "zh-article-etal": ("陈方, 刘洋, 赵雪, 等, 2021. 平台治理的模型[J]. 管理世界, 37(8): 101-118.",
                        (["陈方", "刘洋", "赵雪"], True, 2021, "平台治理的模型", "管理世界", "37", "8", "101-118", "")),
    "zh-full-width": ("周红，2008．乡村教育的变迁[J]．教育研究，29（4）：12-19．",
                      (["周红"], False, 2008, "乡村教育的变迁", "教育研究", "29", "4", "12-19", "")),
    "zh-book": ("孙磊, 2016. 数据挖掘导论[M]. 北京: 科学出版社.",
                (["孙磊"], False, 2016, "数据挖掘导论", "", "", "", "", "科学出版社")),
    "en-article-capitals": ("MORROW K L, TANAKA H, 2011. Tidal flats of the northern coast[J/OL]. Coastal Studies Quarterly, 58(2): 211-230.",
                            (["MORROW, K L", "TANAKA, H"], False, 2011, "Tidal flats of the northern coast",
                             "Coastal Studies Quarterly", "58", "2", "211-230", "")),
    "en-article-no-issue": ("QUILL R, 2003. Sparse sums[J]. Journal of Small Numbers, 17: 1-22.",
                            (["QUILL, R"], False, 2003, "Sparse sums", "Journal of Small Numbers", "17", "", "1-22", "")),
    "en-book-place": ("ABERNATHY J T, 1999. Gardens of the plain[M]. Lincoln, NE: Prairie House.",
                      (["ABERNATHY, J T"], False, 1999, "Gardens of the plain", "", "", "", "", "Prairie House")),
    "en-proceedings-pages": ("OKONJO A, LIND P, 2018. Routing by gossip[C]//Proceedings of the Workshop on Gossip. Oslo: Fjord Press: 33-41.",
                             (["OKONJO, A", "LIND, P"], False, 2018, "Routing by gossip", "Proceedings of the Workshop on Gossip",
                              "", "", "33-41", "Fjord Press")),
    "organisation-report": ("北方水利研究所, 2020. 河道年度报告[R]. 天津: 北方水利研究所.",
                            (["北方水利研究所"], False, 2020, "河道年度报告", "", "", "", "", "北方水利研究所")),
    "year-suffix": ("王明, 2019a. 稀疏路由[J]. 网络学报, 12(3): 45-67.",
                    (["王明"], False, 2019, "稀疏路由", "网络学报", "12", "3", "45-67", "")),
}


@pytest.mark.parametrize("line, expected", [
    pytest.param(line, dict(zip(FIELDS, values)), id=name) for name, (line, values) in CASES.items()])
def test_gbt_author_year(line, expected):
    entry = parse_reference_line(1, line, "thesis.md")
    assert {f: getattr(entry, f) for f in FIELDS} == expected


def test_gbt_author_year_suffix_kept():
    assert parse_reference_line(1, "王明, 2019a. 稀疏路由[J]. 网络学报, 12(3): 45-67.", "t.md").year_suffix == "a"


# the numbered system is read as before: the year stays after the journal
@pytest.mark.parametrize("line, year, journal", [
    ("[1] 王明, 李红. 稀疏路由[J]. 网络学报, 2020, 1(1): 1-9.", 2020, "网络学报"),
    ("[2] MORROW K L. Tidal flats[J]. Coastal Studies Quarterly, 2011, 58(2): 211-230.", 2011, "Coastal Studies Quarterly"),
])
def test_gbt_numbered_unchanged(line, year, journal):
    entry = parse_reference_line(1, line, "thesis.md")
    assert (entry.year, entry.journal) == (year, journal)
