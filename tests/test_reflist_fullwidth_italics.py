"""Two shapes a blind held-out batch showed this session's repairs had broken (issue 20): a full-width
stop right before the title ("Agha G．CUTE：…", lists typed with Chinese punctuation) and italics around
the names of a Markdown line ("*Doll R, Hill AB.* Title"). Lines invented, fields exact."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line
from refverify.parse.reflist_tidy import ITALIC_COMMA

CASES = {
    "fullwidth-stop-before-title": (
        "[12] Okafor N，Lindqvist M，Brandt K．MESHA：a concolic tester for meshes[C]//ACM Sigplan Notices．ACM，2005．",
        ["Okafor, N", "Lindqvist, M", "Brandt, K"], "MESHA：a concolic tester for meshes", 2005),
    "fullwidth-stop-one-author": (
        "[3] Ding Y．Netze sicher bauen![J]．Datenschutz und Netze，2014，38(4)：230-234．",
        ["Ding, Y"], "Netze sicher bauen!", 2014),
    "fullwidth-stop-decimal-kept": (
        "[4] 王五．石墨烯3．5代材料研究[J]．材料学报，2019，12(3)：1-9．",
        ["王五"], "石墨烯3.5代材料研究", 2019),
    "italic-names-vancouver": (
        "1. *Okafor R, Brandt AB.* Salt intake and mesh strain. BMJ. 1950;2(4682):739-48.",
        ["Okafor, R", "Brandt, AB"], "Salt intake and mesh strain", 1950),
    "italic-title-commas-kept": (
        "Okafor, J. (2020). *Spiking Mesh Models: Single Cells, Populations*. Cambridge University Press.",
        ["Okafor, J."], "Spiking Mesh Models: Single Cells, Populations", 2020),
}


@pytest.mark.parametrize("name", CASES)
def test_fields(name):
    line, authors, title, year = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert (entry.authors, entry.title, entry.year) == (authors, title, year)
    fields = [*entry.authors, entry.title, entry.journal, entry.publisher, entry.volume, entry.issue, entry.pages]
    assert not any(ITALIC_COMMA in f for f in fields)
