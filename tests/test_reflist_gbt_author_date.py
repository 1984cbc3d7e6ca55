"""GB/T 7714 author-date lines (issue 20's CSL sweep): the year after the names ("LECUN Y, BENGIO Y,
2015. Title[J]. Journal, 521(7553): 436-444."), read as the numeric order reads them. Every line
is invented."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "authors_truncated", "title", "journal", "publisher", "volume", "issue", "pages", "year")

CASES = {
    "journal-latin-names": (
        "LECOQ Y, BENOIT Y, HALE G, 2015. Deep meshes[J/OL]. Mesh Journal, 521(7553): 436-444. DOI:10.1000/mesh.3.",
        (["LECOQ, Y", "BENOIT, Y", "HALE, G"], False, "Deep meshes", "Mesh Journal", "", "521", "7553", "436-444",
         2015)),
    "journal-chinese-names-deng": (
        "何清, 李宁, 罗文娟, 等, 2014. 网格学习算法综述[J]. 模式识别与人工智能, 27(4): 327-336.",
        (["何清", "李宁", "罗文娟"], True, "网格学习算法综述", "模式识别与人工智能", "", "27", "4", "327-336", 2014)),
    "book": (
        "周志华, 2016. 网格学习[M]. 北京: 清华大学出版社.",
        (["周志华"], False, "网格学习", "", "清华大学出版社", "", "", "", 2016)),
    "chapter-pages-at-the-end": (
        "RUMMEL D E, HINZ G E, 1986. Learning mesh representations[M]//RUMMEL D E, MCCALL J L. Parallel mesh "
        "processing. Cambridge, MA: MIT Press: 318-362.",
        (["RUMMEL, D E", "HINZ, G E"], False, "Learning mesh representations", "Parallel mesh processing", "MIT Press",
         "", "", "318-362", 1986)),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_gbt_author_date_lines(name):
    line, expected = CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert tuple(getattr(entry, f) for f in FIELDS) == expected
