"""The parsers read real recorded responses (../shared/conformance/) into the expected records."""
from __future__ import annotations

import base64
import gzip
import json
from pathlib import Path

import pytest
import yaml

from refverify.core.work import Work
from refverify.records import crossref, dblp, openalex, pubmed
from refverify.sources import arxiv, semanticscholar


def _plain(x):
    """A parsed ``Work`` as its JSON (the record shape saved in the state), lists element-wise."""
    if isinstance(x, Work):
        return x.model_dump(mode="json")
    return [_plain(i) for i in x] if isinstance(x, list) else x


class _AsSaved:
    """A provider module whose ``parse_*`` answers are read as saved: the recordings below
    check the record JSON the state keeps, key by key."""
    def __init__(self, module):
        self._module = module

    def __getattr__(self, name):
        fn = getattr(self._module, name)
        return (lambda *a, **k: _plain(fn(*a, **k))) if name.startswith("parse_") else fn


arxiv, crossref, dblp, openalex, pubmed, semanticscholar = map(
    _AsSaved, (arxiv, crossref, dblp, openalex, pubmed, semanticscholar))

ROOT = Path(__file__).resolve().parents[1] / ".." / "shared" / "conformance"
pytestmark = pytest.mark.skipif(not ROOT.is_dir(), reason=f"conformance recordings not present at {ROOT}")


def cassette(path: str) -> list[dict]:
    data = yaml.safe_load((ROOT / path).read_text(encoding="utf-8"))
    return data.get("interactions") or data.get("http_interactions")


def body(interaction) -> bytes:
    b = interaction["response"]["body"].get("string", "")
    if isinstance(b, str):
        b = b.encode("utf-8")
    try:
        return gzip.decompress(b)
    except OSError:
        try:
            return gzip.decompress(base64.b64decode(b, validate=True))
        except Exception:
            return b


def efetch(name):
    return pubmed.parse_efetch((ROOT / "pubmed" / name).read_bytes())


def test_pubmed_structured_abstract_keeps_labels():
    (rec,) = efetch("23657305.xml")
    assert rec["title"] == "Hfe mutations and iron overload in patients with alcoholic liver disease."
    assert rec["year"] == 2013 and rec["pmid"] == "23657305"
    assert rec["authors"][0] == {"family": "Costa-Matos", "given": "Luís"}
    assert rec["abstract"].startswith("CONTEXT: Alcoholic liver disease (ALD)")
    assert " OBJECTIVES: To compare" in rec["abstract"] and " RESULTS: ALD patients" in rec["abstract"]
    assert rec["journal_abbrev"] == "Arq Gastroenterol" and rec["pages"] == "35-41"
    assert rec["doi"] == "10.1590/s0004-28032013000100008"


def test_pubmed_without_abstract():
    (rec,) = efetch("11618220.xml")
    assert rec["abstract"] == "" and rec["year"] == 1987
    assert rec["authors"] == [{"family": "McMahon", "given": "K"}]
    assert rec["article_types"] == ["Historical Article", "Journal Article"]


def test_pubmed_erratum_link():
    (rec,) = efetch("35649368.xml")
    assert rec["updates"] == [{"kind": "erratum", "notice": "PMID:35767954"}]


def test_pubmed_update_of_is_not_a_retraction():
    (rec,) = efetch("36156117.xml")
    assert rec["updates"] == []
    assert rec["title"].startswith("Remdesivir Resistance in Transplant Recipients")


def test_pubmed_group_author_and_online_year():
    (rec,) = efetch("34843274.xml")
    assert rec["authors"] == [{"name": "Guideline Development Panel for the Treatment of Depressive Disorders"}]
    assert rec["year"] == 2022 and rec["year_online"] == 2021


def test_pubmed_vernacular_title_does_not_replace_english():
    (rec,) = efetch("36987902.xml")
    assert rec["title"].startswith("Patients over 75 years admitted to the National Burn Centre")
    assert rec["languages"] == ["en", "no"]


def test_pubmed_html_tags_in_title():
    (rec,) = efetch("title_with_html_tags.xml")
    assert rec["title"] == ("Leucocyte telomere length, genetic variants at the TERT gene region and risk "
                            "of pancreatic cancer.")
    assert rec["year"] == 2017 and rec["authors"][0]["family"] == "Bao"


def test_pubmed_efetch_envelope_with_two_articles_and_esearch():
    recs = efetch("pubmed1.xml")
    assert [r["pmid"] for r in recs] == ["12091962", "9997"]
    assert recs[0]["article_types"] == ["Journal Article", "Review"]
    ids = pubmed.parse_esearch((ROOT / "pubmed" / "esearch1.xml").read_bytes())
    assert len(ids) == 20 and ids[0] == "41282813"


def test_crossref_work_with_correction():
    (rec,) = crossref.parse_response(body(cassette("crossref/test_works_with_one_id.yaml")[0]))
    assert rec["title"] == ("Methylphenidate Exposure Induces Dopamine Neuron Loss and Activation of Microglia "
                            "in the Basal Ganglia of Mice")
    assert rec["year"] == 2012 and rec["authors"][0] == {"family": "Sadasivan", "given": "Shankar"}
    assert rec["pages"] == "e33693" and rec["journal"] == "PLoS ONE"
    assert rec["updates"] == [{"kind": "erratum", "notice": "10.1371/annotation/c76da2c1-ccb8-4797-94c1-359d3ceceeda"}]


def test_crossref_many_works_all_parse():
    recs = [crossref.parse_response(body(i))[0] for i in cassette("crossref/test_works_with_many_ids.yaml")]
    assert [r["doi"] for r in recs] == ["10.1016/j.neurobiolaging.2010.03.024", "10.1002/jor.1100150407",
                                       "10.1038/srep16696", "10.1109/icdcsw.2003.1203662", "10.3892/ijo_00000353"]
    # issued is [[null]] for the IEEE workshop paper: no year rather than a deposit date.
    assert [r["year"] for r in recs] == [2012, 1997, 2015, None, 2009]
    assert all(r["title"] for r in recs)


def test_crossref_404_is_plain_text():
    (i,) = cassette("crossref/test_works_bad_id_warn.yaml")
    assert i["response"]["status"]["code"] == 404 and body(i) == b"Resource not found."


def test_crossref_list_with_preprint_relation():
    recs = crossref.parse_response(body(cassette("crossref/cr_works.yml")[0]))
    pre = [r for r in recs if r["published_doi"]]
    assert [(r["doi"], r["published_doi"], r["is_preprint"]) for r in pre] == [
        ("10.1002/essoar.10504562.1", "10.1029/2020ms002386", True)]


def test_semanticscholar_batch_with_null():
    (i,) = cassette("semanticscholar/test_get_papers_return_not_found.yaml")
    papers = json.loads(body(i))
    assert papers[0] is None
    rec = semanticscholar.parse_paper(papers[1])
    assert rec["title"] == "How Much Should We Trust Differences-in-Differences Estimates?"
    assert rec["year"] == 2001 and rec["authors"][0] == {"family": "Bertrand", "given": "Marianne"}
    assert rec["doi"] == "10.2139/ssrn.288970"


def test_semanticscholar_null_fields_and_match():
    rec = semanticscholar.parse_paper(json.loads((ROOT / "semanticscholar" / "PaperWithNullValues.json").read_text()))
    assert rec["authors"] == [] and rec["title"] == ""
    (i,) = cassette("semanticscholar/test_search_paper_match_title.yaml")
    data = json.loads(body(i))["data"]
    assert semanticscholar.parse_paper(data[0])["title"] == "Mining association rules between sets of items in large databases"


def test_openalex_work_and_inverted_abstract():
    rec = openalex.parse_work(json.loads((ROOT / "openalex" / "W2741809807.json").read_text()))
    assert rec["title"] == ("The state of OA: a large-scale analysis of the prevalence and impact of Open Access "
                            "articles")
    assert rec["year"] == 2018 and rec["authors"][0] == {"family": "Piwowar", "given": "Heather"}
    assert rec["doi"] == "10.7717/peerj.4375" and rec["pmid"] == "29456894"
    assert rec["abstract"].startswith("Despite growing interest in Open Access (OA) to scholarly literature")
    assert rec["updates"] == []


@pytest.mark.parametrize("stem, expected", [
    ("id_1605.08386", ("1605.08386", "Heat-bath random walks with Markov bases", 2016, "Stanley", "")),
    ("id_2104.12255v1", ("2104.12255", "0", 2021, "Nguyen", "")),
    ("id_astro-ph_0601001", ("astro-ph/0601001", "Frequency of Hot Jupiters and Very Hot Jupiters from the OGLE-III Transit Surveys Toward the Galactic Bulge and Carina",
                             2006, "Gould", "ActaAstron.56:1-50,2006")),
])
def test_arxiv_feeds(stem, expected):
    (path,) = (ROOT / "arxiv").glob(f"{stem}_*.json")
    (rec,) = arxiv.parse_feed(json.loads(path.read_text())["body"])
    assert (rec["arxiv"], rec["title"], rec["year"], rec["authors"][0]["family"], rec["journal_ref"]) == expected


def test_arxiv_error_and_empty_feeds():
    (bad,) = (ROOT / "arxiv").glob("id_abc_*.json")
    with pytest.raises(ValueError, match="incorrect id format for abc"):
        arxiv.parse_feed(json.loads(bad.read_text())["body"])
    (empty,) = (ROOT / "arxiv").glob("id_0000.0000_*.json")
    assert arxiv.parse_feed(json.loads(empty.read_text())["body"]) == []


def test_dblp_hits_single_author_object():
    recs = dblp.parse_hits(json.loads((ROOT / "dblp" / "single_author_object.json").read_text()))
    assert recs[0]["authors"] == [{"family": "Hall", "given": "Peter"}] and recs[0]["year"] == 2007
    recs = dblp.parse_hits(json.loads((ROOT / "dblp" / "hits.json").read_text()))
    assert recs[0]["title"] == "Active Exploration and Learning in real-Valued Spaces using Multi-Armed Bandit Allocation Indices"
    assert recs[0]["doi"] == "10.1016/b978-1-55860-377-6.50066-9"
