import pytest

from refverify.ids import arxiv_version, find_doi, normalize_arxiv, normalize_doi, normalize_pmid


@pytest.mark.parametrize("raw, expected", [
    ("10.1056/NEJMoa2001017", "10.1056/nejmoa2001017"),
    ("https://doi.org/10.1056/NEJMoa2001017.", "10.1056/nejmoa2001017"),
    ("http://dx.doi.org/10.1000/xyz123;", "10.1000/xyz123"),
    ("doi: 10.3760/cma.j.issn.0376-2491.2020.03.001,", "10.3760/cma.j.issn.0376-2491.2020.03.001"),
    ("DOI:https://doi.org/10.1000/abc", "10.1000/abc"),
    (" 10.1000/ a b ", "10.1000/ab"),
    ("10.12/too-short-prefix", ""),
    ("not a doi", ""),
    ("", ""),
    (None, ""),
])
def test_normalize_doi(raw, expected):
    assert normalize_doi(raw) == expected


def test_find_doi_in_free_text():
    assert find_doi("Lancet. 2020. doi:10.1016/S0140-6736(20)30183-5. PMID 1") == \
        "10.1016/s0140-6736(20)30183-5"
    assert find_doi("no identifier here") == ""


@pytest.mark.parametrize("raw, expected", [
    ("31978945", "31978945"), ("PMID: 31978945", "31978945"), (" pmid 123.", "123"),
    (31978945, "31978945"), ("123456789", ""), ("12a", ""), ("0", ""), ("", ""), (None, ""),
])
def test_normalize_pmid(raw, expected):
    assert normalize_pmid(raw) == expected


@pytest.mark.parametrize("raw, expected, version", [
    ("2104.12255v1", "2104.12255", "v1"),
    ("arXiv:2104.12255", "2104.12255", ""),
    ("https://arxiv.org/abs/1706.03762v5", "1706.03762", "v5"),
    ("https://arxiv.org/pdf/1706.03762v5.pdf", "1706.03762", "v5"),
    ("astro-ph/0601001", "astro-ph/0601001", ""),
    ("arXiv:math.GT/0309136v2", "math.GT/0309136", "v2"),
    ("10.1056/nejm", "", ""),
    ("", "", ""),
])
def test_normalize_arxiv(raw, expected, version):
    assert normalize_arxiv(raw) == expected
    assert arxiv_version(raw) == version
