"""A Markdown link that names a listed work's first author and points at the work cites it
(issue 20, held-out batch 94); any other link is a link."""
from types import SimpleNamespace

import pytest

from refverify.parse.link_mentions import find_link_mentions
from refverify.parse.spans import Spans

ENTRIES = [SimpleNamespace(key="juarez2013", authors=["Juárez, Sol Pía", "Merlo, Juan"], doi="10.5555/sib.2013.8",
                           arxiv="", url=""),
           SimpleNamespace(key="mayer2020", authors=["Mayer, Imke"], doi="", arxiv="1910.10624",
                           url="http://arxiv.org/abs/1910.10624"),
           SimpleNamespace(key="vanberg2019", authors=["van der Berg, Lina"], doi="", arxiv="",
                           url="https://example.org/reports/berg-2019/")]


@pytest.mark.parametrize("text, expected", [
    ("[Juarez](https://doi.org/10.5555/SIB.2013.8)", [("juarez2013",)]),         # no accent, DOI in capitals
    ("[Juárez and Merlo](https://dx.doi.org/10.5555/sib.2013.8)", [("juarez2013",)]),
    ("[Mayer et al.](https://arxiv.org/pdf/1910.10624v2.pdf)", [("mayer2020",)]),  # another form of the arXiv link
    ("[van der Berg 2019](http://www.example.org/reports/berg-2019)", [("vanberg2019",)]),
    ("[[Juarez](https://doi.org/10.5555/sib.2013.8); [Mayer](https://arxiv.org/abs/1910.10624)]",
     [("juarez2013", "mayer2020")]),                                                 # one place, two works
    ("see this [paper](https://arxiv.org/abs/1910.10624)", []),                     # names no author
    ("[Merlo](https://doi.org/10.5555/sib.2013.8)", []),                            # not the first author
    ("[Juarez](https://doi.org/10.5555/other.1)", []),                              # points at no listed work
    ("[S. P. Juárez](https://doi.org/10.5555/sib.2013.8?utm_source=x)", [("juarez2013",)]),   # initials, a query
    ("[[Juarez](https://doi.org/10.5555/sib.2013.8), [docs](https://example.org/d)]", [("juarez2013",)]),
])
def test_links_that_cite(text, expected):
    found = find_link_mentions(text, ENTRIES, Spans())
    assert [tuple(m.ids) for m in found] == expected
    assert all(m.grammar == "link_mention" for m in found)


def test_a_link_inside_a_taken_span_is_left():
    text = "[Juarez](https://doi.org/10.5555/sib.2013.8)"
    assert find_link_mentions(text, ENTRIES, Spans([(0, 5)])) == []
    assert [m.ids for m in find_link_mentions(text, ENTRIES, Spans(), keyed=False)] == [["juarez2013"]]
