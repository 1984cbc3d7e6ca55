"""GB/T 7714 lines converted from a PDF with their brackets damaged (issue 20): a corner bracket
read for "]" ("[J」", "[17」") or the "]" of the type code lost before the stop ("标题[J．刊名")
is repaired, and the line reads as the undamaged one would."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("raw, number, authors, title, journal, year, volume, issue, pages", [
    ("[3] 林晓舟，顾青禾，等．湿地候鸟迁徙路线的遥感观测[J」．生态遥感，2018，12(4):55-61.",
     3, ["林晓舟", "顾青禾"], "湿地候鸟迁徙路线的遥感观测", "生态遥感", 2018, "12", "4", "55-61"),
    ("[14］宋知远．古籍纸张酸化的修复方法[J．文献保护研究，2015，9（2)：101-108.",
     14, ["宋知远"], "古籍纸张酸化的修复方法", "文献保护研究", 2015, "9", "2", "101-108"),
    ("[21」何青柚，白若川．城市屋顶花园的降温效果[J]．园林与气候，2020，7(3):12-19.",
     21, ["何青柚", "白若川"], "城市屋顶花园的降温效果", "园林与气候", 2020, "7", "3", "12-19"),
])
def test_damaged_gbt_brackets_read_as_whole(raw, number, authors, title, journal, year, volume, issue,
                                            pages):
    entry = parse_reference_line(1, raw, "refs.md")
    assert (entry.number, entry.authors, entry.title, entry.journal, entry.year, entry.volume, entry.issue,
            entry.pages) == (number, authors, title, journal, year, volume, issue, pages)


def test_an_english_bracket_before_a_stop_is_left_alone():
    entry = parse_reference_line(
        1, "[2] Marlow, T. Tidal Lock in Small Moons [J. Doe, ed.]. Orbit Letters, 2011, 4(1): 1-9.",
        "refs.md")
    assert entry.title.startswith("Tidal Lock in Small Moons")
