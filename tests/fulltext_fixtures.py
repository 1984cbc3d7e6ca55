"""A small world of works with and without an open full text, and the references citing them,
for the full-text pass (issue 25). The works and their text are made up here."""
from __future__ import annotations

from refverify.config import Config
from refverify.state import Ref, State

A = lambda family, given: {"family": family, "given": given}  # noqa: E731


def _work(wid, title, **kw):
    return {"id": wid, "title": title, "authors": [A("Brandt", "Lena"), A("Osei", "Kwame")], "year": 2020,
            "journal": "Journal of Clinical Outcomes", "volume": "12", "issue": "3", "pages": "100-110", **kw}


WORKS = [
    # in PubMed with a PMCID, in PMC's open-access subset: Europe PMC's JATS
    _work("pmc", "Early mobilisation after hip fracture surgery and one-year survival", doi="10.5555/jco.2020.001",
          pmid="32000001", pmcid="PMC7000001", licence="cc-by",
          results="One-year mortality was 17.9% with early mobilisation and 25.7% without (hazard ratio 0.68)."),
    # not in PubMed, in PMC: its PMCID comes from the ID converter, by DOI
    _work("idconv", "Home visits by nurses after discharge for heart failure", doi="10.5555/jco.2020.002",
          pmcid="PMC7000002", licence="cc-by-nc", indexed_in=["crossref", "semanticscholar", "openalex"]),
    # an arXiv preprint with two versions; the entry cites v1
    _work("arxiv", "Gradient noise scale predicts the largest useful batch size", arxiv="2004.05678",
          doi="10.48550/arxiv.2004.05678", type="preprint",
          arxiv_versions=[{"version": 1, "title": "t", "date": "2020-04-12"}, {"version": 2, "title": "t", "date": "2020-09-01"}]),
    # an open PDF that OpenAlex points to (and S2 and Unpaywall)
    _work("oa", "Sodium intake and blood pressure in a rural cohort", doi="10.5555/jco.2020.004", oa_pdf=True,
          licence="cc-by"),
    # an open PDF only Semantic Scholar knows of
    _work("s2", "Sleep duration and glycaemic control in adolescents", doi="10.5555/jco.2020.005", oa_pdf=True,
          oa_in=["semanticscholar"], licence="cc-by"),
    # an open PDF only Unpaywall knows of, for a work OpenAlex does not hold
    _work("upw", "Screening intervals for diabetic retinopathy in primary care", doi="10.5555/jco.2020.006",
          oa_pdf=True, oa_in=["unpaywall"], licence="cc-by", indexed_in=["crossref", "semanticscholar"]),
    # closed access: no open version anywhere
    _work("closed", "Cost of inpatient falls in acute hospitals", doi="10.5555/jco.2020.007"),
    # the open link leads to a web page, not a PDF
    _work("landing", "Hand hygiene compliance before and after a ward audit", doi="10.5555/jco.2020.008",
          oa_pdf=True, oa_landing=True),
    # in PMC but not in its open-access subset
    _work("pmcclosed", "Delirium after cardiac surgery in older adults", doi="10.5555/jco.2020.009",
          pmid="32000009", pmcid="PMC7000009", pmc_oa=False),
    # a journal article whose preprint Semantic Scholar names (its ArXiv id): arXiv's latest PDF
    _work("preprinted", "Transfer learning for chest radiograph triage in rural clinics", doi="10.5555/jco.2020.011",
          arxiv="2101.00011", indexed_in=["crossref", "semanticscholar", "openalex", "arxiv"],
          arxiv_versions=[{"version": 1, "title": "t", "date": "2021-01-02"}, {"version": 2, "title": "t", "date": "2021-03-02"}]),
]

OPEN = ("1", "2", "3", "4", "5", "6", "11")          # the references with an open full text


def fulltext_refs() -> dict[str, Ref]:
    def ref(rid, w, **kw):
        return Ref(ref_id=rid, number=int(rid), bib_title=w["title"], bib_author_list=["Brandt L", "Osei K"],
                   bib_year=2020, bib_journal=w["journal"], entry_type="article", **kw)
    by = {w["id"]: w for w in WORKS}
    return {r.ref_id: r for r in [
        ref("1", by["pmc"], bib_pmid="32000001"),
        ref("2", by["idconv"], bib_doi="10.5555/jco.2020.002"),
        ref("3", by["arxiv"], bib_arxiv="arXiv:2004.05678v1"),
        ref("4", by["oa"], bib_doi="10.5555/jco.2020.004"),
        ref("5", by["s2"], bib_doi="10.5555/jco.2020.005"),
        ref("6", by["upw"], bib_doi="10.5555/jco.2020.006"),
        ref("7", by["closed"], bib_doi="10.5555/jco.2020.007"),
        ref("8", by["landing"], bib_doi="10.5555/jco.2020.008"),
        ref("9", by["pmcclosed"], bib_pmid="32000009"),
        Ref(ref_id="10", number=10, bib_title="A study that was never published anywhere at all",
            bib_author_list=["Nobody N"], bib_year=2021, entry_type="article"),
        ref("11", by["preprinted"], bib_doi="10.5555/jco.2020.011"),
    ]}


def fulltext_state() -> State:
    state = State()
    state.refs = fulltext_refs()
    state.recount()
    return state


def fulltext_world() -> dict:
    return {"works": [dict(w) for w in WORKS]}


def config_for(sims, tmp_path, **kw) -> Config:
    cfg = Config(email="test@example.org", cache_path=str(tmp_path / "http_cache.sqlite"), urls=sims.urls(),
                 openalex_api_key="k", timeout=3.0, max_retries=2)
    for k, v in kw.items():
        setattr(cfg, k, v)
    return cfg


FAST = {"pubmed": 50.0, "crossref": 50.0, "semanticscholar": 50.0, "openalex": 50.0, "arxiv": 50.0, "dblp": 50.0,
        "europepmc": 50.0, "pmc_oai": 50.0, "idconv": 50.0, "unpaywall": 50.0, "arxiv_pdf": 50.0, "oa": 50.0, "host": 50.0}
