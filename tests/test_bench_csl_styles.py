"""bench/csl_styles.py: what a rendered line shows of its record (no node needed)."""
from __future__ import annotations

from bench import csl_styles

ARTICLE = {"id": "a", "type": "article-journal", "title": "Array programming with NumPy",
           "issued": {"date-parts": [[2020]]}, "container-title": "Nature", "volume": "585", "issue": "7825",
           "page": "357-362", "DOI": "10.1038/s41586-020-2649-2",
           "author": [{"family": "Harris", "given": "Charles R."}, {"family": "Millman", "given": "K. Jarrod"},
                      {"family": "Walt", "given": "Stéfan J.", "non-dropping-particle": "van der"},
                      {"family": "Gommers", "given": "Ralf"}]}
CHINESE = {"id": "z", "type": "article-journal", "title": "卷积神经网络研究综述", "issued": {"date-parts": [[2017]]},
           "container-title": "计算机学报", "volume": "40", "issue": "6", "page": "1229-1251",
           "author": [{"family": "周", "given": "飞燕"}, {"family": "金", "given": "林鹏"},
                      {"family": "董", "given": "军"}, {"family": "王", "given": "五"}]}
CHAPTER = {"id": "c", "type": "chapter", "title": "Learning internal representations by error propagation",
           "issued": {"date-parts": [[1986]]}, "container-title": "Parallel distributed processing",
           "container-title-short": "PDP", "publisher": "MIT Press", "page": "318-362",
           "author": [{"family": "Rumelhart", "given": "David E."}, {"family": "Hinton", "given": "Geoffrey E."}],
           "editor": [{"family": "McClelland", "given": "James L."}]}


def test_a_vancouver_line_cut_after_three_authors_with_abbreviated_pages_and_no_doi():
    line = "1. Harris CR, Millman KJ, van der Walt SJ, et al. Array programming with NumPy. Nature. 2020;585:357-62."
    assert csl_styles.expected_fields(ARTICLE, line) == {
        "authors": ["Harris", "Millman", "van der Walt"], "etal": True, "title": "Array programming with NumPy",
        "year": 2020, "journal": "Nature", "volume": "585", "pages": "357-62"}


def test_a_gbt_line_with_chinese_names_cut_by_deng_and_the_issue_in_brackets():
    line = "[3] 周飞燕, 金林鹏, 董军, 等. 卷积神经网络研究综述[J]. 计算机学报, 2017, 40(6): 1229-1251."
    assert csl_styles.expected_fields(CHINESE, line) == {
        "authors": ["周飞燕", "金林鹏", "董军"], "etal": True, "title": "卷积神经网络研究综述", "year": 2017,
        "journal": "计算机学报", "volume": "40", "issue": "6", "pages": "1229-1251"}


def test_a_chapter_line_shows_its_book_by_the_short_title_and_its_first_page_only():
    line = ("Rumelhart, D. E., & Hinton, G. E. (1986). Learning internal representations by error "
            "propagation. In J. L. McClelland (Ed.), PDP (p. 318). MIT Press.")
    assert csl_styles.expected_fields(CHAPTER, line) == {
        "authors": ["Rumelhart", "Hinton"], "etal": False,
        "title": "Learning internal representations by error propagation", "year": 1986,
        "journal": "PDP", "publisher": "MIT Press", "pages": "318"}
