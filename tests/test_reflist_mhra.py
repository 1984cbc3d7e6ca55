"""Humanities author lists set apart by commas only — the first author inverted, the others given
name first — as MHRA (notes and author-date) and the American Marketing Association write them.
Each line is written for this test (the people and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "authors_truncated", "year", "title", "journal", "volume", "issue", "pages", "publisher")

CASES = {
    "mhra-article": ("Ashdown, Miriam, Tobias Klee, and Ruth P. Okafor, ‘Hedgerows and Memory’, Rural History Review, 41.3 (2012), pp. 211–39",
                     (["Ashdown, Miriam", "Tobias Klee", "Ruth P. Okafor"], False, 2012, "Hedgerows and Memory",
                      "Rural History Review", "41", "3", "211-39", "")),
    "mhra-and-others-doi": ("Venn, Harold J., and others, ‘Salt Roads of the North’, Journal of Trade Studies, 7.1–2 (1998), pp. 5–30, doi:10.1234/jts.1998.5",
                            (["Venn, Harold J"], True, 1998, "Salt Roads of the North", "Journal of Trade Studies", "7", "1–2", "5-30", "")),
    "mhra-author-date": ("Ashdown, Miriam, and Tobias Klee. 2012. ‘Hedgerows and Memory’, Rural History Review, 41.3, pp. 211–39",
                         (["Ashdown, Miriam", "Tobias Klee"], False, 2012, "Hedgerows and Memory", "Rural History Review", "41", "3", "211-39", "")),
    "mhra-book-place": ("Lowther, Agnes M., The Quiet Mills, 2nd edn (Leeds: Northgate Press, 1987)",
                        (["Lowther, Agnes M"], False, 1987, "The Quiet Mills", "", "", "", "", "Northgate Press")),
    "mhra-book-particle": ("Berg, Anneke van den, Polders and Power (Delft: Waterline, 2004)",
                           (["Berg, Anneke van den"], False, 2004, "Polders and Power", "", "", "", "", "Waterline")),
    "mhra-chapter": ("Okafor, Ruth P., ‘Songs of the Delta’, in Oral Histories, ed. by Tobias Klee (London: Harbour Books, 2001), pp. 45–67",
                     (["Okafor, Ruth P"], False, 2001, "Songs of the Delta", "Oral Histories", "", "", "45-67", "Harbour Books")),
    "mhra-thesis": ("Klee, Tobias, ‘Bells of the Fenland’ (unpublished doctoral thesis, University of Ely, 1979)",
                    (["Klee, Tobias"], False, 1979, "Bells of the Fenland", "", "", "", "", "University of Ely")),
    "mhra-venue-place": ("Mirov, Daria, and Paul Eze, ‘Sparse Gossip’, Proceedings of the Workshop on Rumours (Oslo, NO), 2019, pp. 12–19",
                         (["Mirov, Daria", "Paul Eze"], False, 2019, "Sparse Gossip", "Proceedings of the Workshop on Rumours", "", "", "12-19", "")),
    "mhra-chinese": ("王明, 李红, and 张伟, ‘稀疏路由的研究’, 网络学报, 12.3 (2019), pp. 45–67",
                     (["王明", "李红", "张伟"], False, 2019, "稀疏路由的研究", "网络学报", "12", "3", "45-67", "")),
    "mhra-body": ("Northern Rivers Trust, ‘Annual Survey of Eels’, River Notes, 9.2 (2016), pp. 1–8",
                  (["Northern Rivers Trust"], False, 2016, "Annual Survey of Eels", "River Notes", "9", "2", "1-8", "")),
    "ama-article": ("Ashdown, Miriam, Tobias Klee, and Ruth P. Okafor (2012), “Hedgerows and memory,” Rural History Review, 41 (3), 211–39.",
                    (["Ashdown, Miriam", "Tobias Klee", "Ruth P. Okafor"], False, 2012, "Hedgerows and memory",
                     "Rural History Review", "41", "3", "211-39", "")),
    "ama-two-no-comma": ("Mirov, Daria and Paul Eze (2019), “Sparse gossip,” Journal of Rumours, 3 (1024), 7–9.",
                         (["Mirov, Daria", "Paul Eze"], False, 2019, "Sparse gossip", "Journal of Rumours", "3", "1024", "7-9", "")),
    "ama-book": ("Lowther, Agnes M. (1987), The quiet mills, Leeds: Northgate Press.",
                 (["Lowther, Agnes M"], False, 1987, "The quiet mills", "", "", "", "", "Northgate Press")),
    "ama-chapter": ("Okafor, Ruth P. (2001), “Songs of the delta,” in Oral histories, T. Klee, ed., London: Harbour Books, 45–67.",
                    (["Okafor, Ruth P"], False, 2001, "Songs of the delta", "Oral histories", "", "", "45-67", "Harbour Books")),
}


@pytest.mark.parametrize("line, expected", [
    pytest.param(line, dict(zip(FIELDS, values)), id=name) for name, (line, values) in CASES.items()])
def test_mhra_and_marketing_lines(line, expected):
    entry = parse_reference_line(1, line, "thesis.md")
    assert {f: getattr(entry, f) for f in FIELDS} == expected


# lines of other styles keep their readers: initials only, or a period after the names
@pytest.mark.parametrize("line, authors, title", [
    ("LeCun, Y., Bengio, Y. and Hinton, G. (2015) ‘Deep learning’, Nature, 521(7553), pp. 436–444.",
     ["LeCun, Y", "Bengio, Y", "Hinton, G"], "Deep learning"),
    ("Ashdown, Miriam, and Tobias Klee. “Hedgerows and Memory.” Rural History Review 41, no. 3 (2012): 211–39.",
     ["Ashdown, Miriam", "Tobias Klee"], "Hedgerows and Memory"),
])
def test_other_styles_unchanged(line, authors, title):
    entry = parse_reference_line(1, line, "thesis.md")
    assert (entry.authors, entry.title) == (authors, title)


# the CSL sweep's lines of the same shape (MHRA notes, the marketing style)
SWEEP_FIELDS = ("authors", "authors_truncated", "title", "journal", "volume", "issue", "pages", "year")

SWEEP_CASES = {
    "mhra-volume-dot-issue": (
        "LeCoq, Yann, Yoshua Benoit, and Geoffrey Hale, ‘Deep Meshes’, Mesh Journal, 521.7553 (2015), pp. 436–44, "
        "doi:10.1000/mesh.2",
        (["LeCoq, Yann", "Yoshua Benoit", "Geoffrey Hale"], False, "Deep Meshes", "Mesh Journal", "521", "7553",
         "436-44", 2015)),
    "mhra-and-others": (
        "Altman, Stephen F., and others, ‘Basic Mesh Alignment’, Journal of Mesh Biology, 215.3 (1990), pp. 403–10",
        (["Altman, Stephen F"], True, "Basic Mesh Alignment", "Journal of Mesh Biology", "215", "3", "403-10", 1990)),
    "mhra-one-author-no-issue": (
        "Brennan, Leo, ‘Random Meshes’, Mesh Learning, 45 (2001), pp. 5–32",
        (["Brennan, Leo"], False, "Random Meshes", "Mesh Learning", "45", "", "5-32", 2001)),
    "marketing-year-after-names": (
        "LeCoq, Yann, Yoshua Benoit, and Geoffrey Hale (2015), “Deep meshes,” Mesh Journal, 521 (7553), 436–44.",
        (["LeCoq, Yann", "Yoshua Benoit", "Geoffrey Hale"], False, "Deep meshes", "Mesh Journal", "521", "7553",
         "436-44", 2015)),
}


@pytest.mark.parametrize("name", sorted(SWEEP_CASES))
def test_quoted_title_after_an_inverted_first_author(name):
    line, expected = SWEEP_CASES[name]
    entry = parse_reference_line(1, line, "refs.md")
    assert tuple(getattr(entry, f) for f in SWEEP_FIELDS) == expected
