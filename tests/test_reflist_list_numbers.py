"""Reference lists written as Markdown lists around the writer's own numbers (issue 20, held-out batch 11):
"- [1]刘宇帅,…", "1. [1]Shaheen, S. A., …" — the list marker is no part of the first author, the
bracketed number is the entry's. And the GB/T type code Chinese writers add after an APA title
("(2010). Title[J]. Journal, 2143(1), …"), read as the APA line it is. Lines invented, fields exact."""
from __future__ import annotations

from pathlib import Path

import pytest

from refverify.parse.pipeline import parse_manuscript
from refverify.parse.reflist import parse_reference_line

CASES = {
    "dash-bullet-gbt": (
        "- [1]刘宇星,苏明,王金海.基于安卓的广告屏系统设计[J].电子技术,2016,45(3):12-15.",
        1, ["刘宇星", "苏明", "王金海"], "基于安卓的广告屏系统设计", "电子技术", 2016, "45", "3", "12-15", "article"),
    "star-bullet-vancouver": (
        "* [12] Okafor J, Lee K. Salt and mesh strain. Nature. 2019;5(2):1-3.",
        12, ["Okafor, J", "Lee, K"], "Salt and mesh strain", "Nature", 2019, "5", "2", "1-3", "article"),
    "plus-bullet-fullwidth-bracket": (
        "+ ［7］王五,赵六.城市骑行研究[D].北京:北京交通大学,2019.",
        7, ["王五", "赵六"], "城市骑行研究", "", 2019, "", "", "", "thesis"),
    "numbered-list-around-brackets-apa-code": (
        "3. [3]Okafor, S. A., Lindqvist, S., & Brandt, H. (2010). Bike sharing in three continents: past and"
        " future[J]. Transportation Research Record, 2143(1), 159-167.",
        3, ["Okafor, S. A.", "Lindqvist, S.", "Brandt, H."], "Bike sharing in three continents: past and future",
        "Transportation Research Record", 2010, "2143", "1", "159-167", "article"),
    "numbers-differ-brackets-win": (
        "1. [14]Okafor, J. (2019). Mesh strain[C]. In Proceedings of the Conference on Meshes (pp. 1-9).",
        14, ["Okafor, J."], "Mesh strain", "Proceedings of the Conference on Meshes", 2019, "", "", "1-9",
        "inproceedings"),
    "apa-year-chinese-names-fullwidth": (
        "[6]王五，赵六（2019）．骑行题名研究[J]．交通刊名，5（2）：1-3．",
        6, ["王五", "赵六"], "骑行题名研究", "交通刊名", 2019, "5", "2", "1-3", "article"),
    "apa-year-chinese-names-etal": (
        "[8]王五、赵六、钱七等（2019）．骑行题名研究．交通刊名，5（2）：1-3．",
        8, ["王五", "赵六", "钱七"], "骑行题名研究", "交通刊名", 2019, "5", "2", "1-3", "article"),
}


@pytest.mark.parametrize("name", CASES)
def test_fields(name):
    line, number, authors, title, journal, year, volume, issue, pages, kind = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert (entry.number, entry.authors, entry.title, entry.journal, entry.year) == (number, authors, title, journal, year)
    assert (entry.volume, entry.issue, entry.pages, entry.entry_type) == (volume, issue, pages, kind)


def test_numbered_markdown_list_in_a_manuscript(tmp_path: Path):
    """The same list in a whole Markdown thesis: both entries in the state, no number left in a name."""
    text = ("# 论文\n\n共享单车发展迅速[1]，天气影响骑行[2]。\n\n## 参考文献\n\n"
            "1. [1]刘宇星,苏明.基于安卓的广告屏系统设计[J].电子技术,2016,45(3):12-15.\n"
            "2. [2]Okafor, S. A., & Brandt, H. (2014). Bicycles in China[J]. Journal of Cycling, 8(5), 317-335.\n")
    path = tmp_path / "thesis.md"
    path.write_text(text, encoding="utf-8")
    refs = parse_manuscript(str(path)).model_dump()["refs"]
    assert {k: (r["number"], r["bib_author_list"], r["bib_title"]) for k, r in refs.items()} == {
        "1": (1, ["刘宇星", "苏明"], "基于安卓的广告屏系统设计"),
        "2": (2, ["Okafor, S. A.", "Brandt, H."], "Bicycles in China")}
