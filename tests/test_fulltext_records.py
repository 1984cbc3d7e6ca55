"""Where the open full text is, as the services' records say it (issue 25): PMCIDs, open copies
and licences read from real recorded answers (../shared/conformance), and the small readers of
the full-text pass."""
import json

from refverify.core.work import Work
from refverify.ids import normalize_pmcid
from refverify.sources.oa_services import is_jats, jats_licence, licence_name
from refverify.records.openalex import parse_work
from refverify.records.pubmed import parse_efetch


def test_pmcids_are_read_in_every_spelling():
    assert [normalize_pmcid(s) for s in ("PMC7092803", "pmc7092803", "7092803",
                                         "https://www.ncbi.nlm.nih.gov/pmc/articles/5815332",
                                         "https://www.ncbi.nlm.nih.gov/pmc/articles/PMC5815332/",
                                         "", "not an id", "PMC0")] == [
        "PMC7092803", "PMC7092803", "PMC7092803", "PMC5815332", "PMC5815332", "", "", ""]


def test_openalex_gives_the_pmcid_the_open_pdf_and_its_licence(conformance):
    rec = parse_work(json.loads((conformance / "openalex" / "W2741809807.json").read_text(encoding="utf-8")))
    assert (rec.pmcid, rec.oa_url, rec.oa_licence) == ("PMC5815332", "https://peerj.com/articles/4375.pdf", "cc-by")


def test_pubmed_gives_the_pmcid_of_the_article_not_of_its_references(conformance):
    recs = parse_efetch((conformance / "pubmed" / "36156117.xml").read_bytes())
    assert [(r.pmid, r.pmcid) for r in recs] == [("36156117", "PMC9619446")]


def test_a_record_without_open_access_fields_serialises_as_before():
    assert set(Work(title="t").model_dump()) >= {"title", "doi"}
    assert not {"pmcid", "oa_url", "oa_licence"} & set(Work(title="t").model_dump())
    assert Work(title="t", pmcid="123").model_dump()["pmcid"] == "PMC123"


def test_licences_are_named_shortly():
    assert [licence_name(s) for s in (
        "https://creativecommons.org/licenses/by-nc-nd/4.0/", "http://creativecommons.org/publicdomain/zero/1.0/",
        "cc-by", "CC BY", "distributed under the terms of the Creative Commons Attribution License, which permits",
        "a Creative Commons Attribution-NonCommercial 4.0 licence", "All rights reserved.", "")] == [
        "cc-by-nc-nd", "cc0", "cc-by", "cc-by", "cc-by", "cc-by-nc", "All rights reserved.", ""]


def test_a_jats_article_is_told_from_what_is_not_one():
    article = (b'<article xmlns:xlink="http://www.w3.org/1999/xlink"><front><article-meta><permissions>'
               b'<license xlink:href="https://creativecommons.org/licenses/by/4.0/"><license-p>Open.</license-p>'
               b'</license></permissions></article-meta></front><body><sec><title>Results</title><p>x</p></sec></body></article>')
    assert is_jats(article) == "" and jats_licence(article) == "cc-by"
    assert is_jats(b"<article><front><article-meta/></front></article>") == "the XML has no body text (front matter only)"
    assert is_jats(b"<responseWrapper><error/></responseWrapper>") == "not a JATS article (<responseWrapper>)"
    assert is_jats(b"<article><body>").startswith("not well-formed XML")
    ali = (b'<article xmlns:ali="http://www.niso.org/schemas/ali/1.0/"><front><permissions><license>'
           b'<ali:license_ref>http://creativecommons.org/licenses/by-nc/4.0/</ali:license_ref></license>'
           b'</permissions></front><body/></article>')
    assert jats_licence(ali) == "cc-by-nc"


def test_a_host_that_is_no_configured_service_gets_its_own_limiter(tmp_path):
    from refverify.config import Config
    from refverify.sources.http import make_session
    with make_session(Config(cache_path=str(tmp_path / "c.sqlite"))) as session:
        key = session.limiter_key(session.service_of("https://peerj.com/articles/4375.pdf"),
                                  "https://peerj.com/articles/4375.pdf")
        assert key == "host:peerj.com"
        peerj = session.limiters.get(key)
        assert (peerj.rate, peerj.concurrency) == (1.0, 1)
        assert session.limiters.get("host:peerj.com") is peerj
        assert session.limiters.get("host:dspace.mit.edu") is not peerj
        assert session.service_of("https://www.ebi.ac.uk/europepmc/webservices/rest/PMC1/fullTextXML") == "europepmc"
        assert session.limiters.get("europepmc").rate == 5.0


def test_the_article_is_taken_out_of_pmcs_oai_answer():
    from refverify.sources.oa_services import oai_article
    answer = (b'<?xml version="1.0"?><OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><GetRecord><record>'
              b'<metadata><article xmlns="https://jats.nlm.nih.gov/ns/archiving/1.3/"><front><article-meta/></front>'
              b'<body><p>x</p></body></article></metadata></record></GetRecord></OAI-PMH>')
    article, why = oai_article(answer)
    assert why == "" and article.startswith(b"<article xmlns=") and article.endswith(b"</article>")
    assert is_jats(article) == ""
    refused = (b'<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/"><error code="cannotDisseminateFormat">'
               b'not available</error></OAI-PMH>')
    assert oai_article(refused) == (b"", "PMC OAI: cannotDisseminateFormat (not available)")
