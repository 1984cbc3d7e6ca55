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


@pytest.mark.parametrize("text, doi", [
    # link buttons of a publisher's web page glued to the DOI when its reference list is copied
    ("Springer, Heidelberg (2011). https://doi.org/10.1007/978-3-642-20520-0_12CrossRefGoogle Scholar",
     "10.1007/978-3-642-20520-0_12"),
    ("Nature 521, 436–444 (2015). doi:10.1038/nature14539ADSCASArticlePubMedGoogle Scholar", "10.1038/nature14539"),
    ("PLoS Med 6, e1000097 (2009). 10.1371/journal.pmed.1000097ArticleGoogle Scholar", "10.1371/journal.pmed.1000097"),
    ("Br J Dermatol. 10.1111/j.1365-2133.2008.08717.xPubMedPubMed CentralGoogle Scholar",
     "10.1111/j.1365-2133.2008.08717.x"),
    ("Stat Med. 10.1002/sim.1186Wiley Online LibraryCASPubMedWeb of Science®Google Scholar", "10.1002/sim.1186"),
    # a DOI that ends in such letters itself keeps them
    ("doi:10.1234/abc.cas", "10.1234/abc.cas"),
    ("doi:10.1016/j.article", "10.1016/j.article"),
])
def test_link_labels_glued_to_a_doi_are_not_part_of_it(text, doi):
    assert find_doi(text) == doi
