"""A planted world and a thesis citing it with one deliberate error per reference, for Step B tests."""
from __future__ import annotations

from refverify.config import Config
from refverify.state import Ref, State

LONG_ABSTRACT = {
    "BACKGROUND": "Adults with long-standing type 2 diabetes often need several drugs, and the benefit of adding "
                  "a structured exercise programme to usual care has not been measured in a large pragmatic trial.",
    "METHODS": "We randomly assigned 412 adults from twelve primary care practices to supervised exercise three "
               "times a week or to usual care, and followed them for two years with blood tests every quarter.",
    "RESULTS": "Glycated haemoglobin fell by 0.6 percentage points more in the exercise group, and 28% of its "
               "members reduced their medication compared with 11% of the usual care group; serious adverse "
               "events were rare and similar in both groups.",
    "CONCLUSIONS": "Supervised exercise added to usual care lowered glycated haemoglobin and the need for drugs "
                   "over two years in primary care patients with type 2 diabetes.",
}

A = lambda family, given: {"family": family, "given": given}  # noqa: E731

WORKS = [
    {"id": "w_trial", "title": "Supervised exercise for adults with type 2 diabetes in primary care: a pragmatic randomised trial",
     "authors": [A("Lindqvist", "Maria"), A("Okafor", "Chidi"), A("Brennan", "Paul J."), A("Sato", "Keiko")],
     "year": 2019, "journal": "The Lancet. Diabetes & endocrinology", "journal_abbrev": "Lancet Diabetes Endocrinol",
     "volume": "7", "issue": "4", "pages": "271-279", "doi": "10.1016/s2213-8587(19)30001-1", "pmid": "30800001",
     "publication_types": ["Journal Article", "Randomized Controlled Trial"], "abstract": LONG_ABSTRACT},
    {"id": "w_review", "title": "Gut microbiota composition and response to metformin: a systematic review",
     "authors": [A("Haddad", "Rania"), A("Novak", "Tomas")], "year": 2021,
     "journal": "Diabetologia", "journal_abbrev": "Diabetologia", "volume": "64", "issue": "2", "pages": "245-258",
     "doi": "10.1007/s00125-020-05300-2", "pmid": "33200002",
     "publication_types": ["Journal Article", "Systematic Review", "Review"],
     "abstract": "Studies of how intestinal bacteria change the effect of metformin were collected and compared."},
    {"id": "w_retracted", "title": "Serum ferritin predicts cognitive decline in older adults with anaemia",
     "authors": [A("Moreau", "Claire"), A("Duarte", "Felipe")], "year": 2018, "journal": "Neurology",
     "journal_abbrev": "Neurology", "volume": "90", "issue": "12", "pages": "e1010-e1018",
     "doi": "10.1212/wnl.0000000000005200", "pmid": "29500003", "retracted": True,
     "retraction_doi": "10.1212/wnl.0000000000009999"},
    {"id": "w_preprint", "title": "Sparse attention for long clinical notes",
     "authors": [A("Iyer", "Ananya"), A("Keller", "Jonas")], "year": 2020, "type": "preprint",
     "arxiv": "2003.01234", "doi": "10.48550/arxiv.2003.01234", "published_doi": "10.1093/jamia/ocab100",
     "arxiv_versions": [{"version": 1, "title": "Sparse attention for long clinical notes", "date": "2020-03-03"}],
     "abstract": "A transformer variant reads long hospital notes with sparse attention patterns."},
    {"id": "w_published", "title": "Sparse attention for long clinical notes",
     "authors": [A("Iyer", "Ananya"), A("Keller", "Jonas")], "year": 2021, "journal": "Journal of the American Medical Informatics Association",
     "journal_abbrev": "J Am Med Inform Assoc", "volume": "28", "issue": "9", "pages": "1901-1910",
     "doi": "10.1093/jamia/ocab100", "pmid": "34100005", "preprint_doi": "10.48550/arxiv.2003.01234"},
    {"id": "w_online", "title": "Hip fracture surgery within 24 hours and one-year mortality",
     "authors": [A("Petersen", "Lars"), A("Quinn", "Aoife"), A("Rossi", "Marco")], "year": 2016,
     "journal": "Bone & joint journal", "journal_abbrev": "Bone Joint J", "volume": "98-B", "issue": "3",
     "pages": "325-331", "doi": "10.1302/0301-620x.98b3.36100", "pmid": "26900006",
     "arxiv": "1511.00606", "arxiv_versions": [{"version": 1, "title": "Hip fracture surgery within 24 hours and one-year mortality", "date": "2015-11-02"}]},
    {"id": "w_cs", "title": "Contrastive pretraining of sentence encoders for citation recommendation",
     "authors": [A("Walsh", "Eoin"), A("Tanaka", "Hiro")], "year": 2022, "type": "proceedings-article",
     "journal": "Proceedings of the 60th Annual Meeting of the Association for Computational Linguistics",
     "venue_dblp": "ACL", "pages": "1120-1131", "doi": "10.18653/v1/2022.acl-long.80"},
    {"id": "w_six", "title": "Long-term outcomes of bariatric surgery in adolescents: a multicentre cohort",
     "authors": [A("Abel", "Ann"), A("Brook", "Ben"), A("Cole", "Cara"), A("Dunn", "Dan"), A("Ely", "Eva"),
                 A("Fox", "Finn"), A("Gray", "Gus"), A("Hale", "Hana")], "year": 2017,
     "journal": "JAMA pediatrics", "journal_abbrev": "JAMA Pediatr", "volume": "171", "issue": "8",
     "pages": "747-754", "doi": "10.1001/jamapediatrics.2017.0700", "pmid": "28600008"},
]


def _ref(rid, **kw) -> Ref:
    return Ref(ref_id=rid, number=int(rid) if rid.isdigit() else None, **kw)


TRIAL = dict(bib_title=WORKS[0]["title"], bib_author_list=["Lindqvist M", "Okafor C", "Brennan PJ", "Sato K"],
             bib_year=2019, bib_journal="Lancet Diabetes Endocrinol", bib_volume="7", bib_issue="4",
             bib_pages="271-9", entry_type="article")


def planted_refs() -> dict[str, Ref]:
    t = dict(TRIAL)
    refs = [
        _ref("1", bib_pmid="30800001", bib_doi="https://doi.org/10.1016/S2213-8587(19)30001-1.", **t),
        _ref("2", bib_title="Quantum entanglement of gut bacteria predicts marathon performance",
             bib_author_list=["Nobody A"], bib_year=2020, bib_journal="J Imag Res", entry_type="article"),
        _ref("3", bib_doi="10.1007/s00125-020-99999", bib_title=WORKS[1]["title"],
             bib_author_list=["Haddad R", "Novak T"], bib_year=2021, bib_journal="Diabetologia", entry_type="article"),
        _ref("4", bib_doi="10.1007/s00125-020-05300-2", bib_title="Effects of tai chi on balance in Parkinson disease",
             bib_author_list=["Li F"], bib_year=2012, bib_journal="N Engl J Med", entry_type="article"),
        _ref("5", bib_pmid="26900006", bib_title=WORKS[5]["title"], bib_author_list=["Petersen L", "Quinn A", "Rossi M"],
             bib_year=2015, bib_journal="Bone Joint J", bib_volume="98-B", bib_issue="3", bib_pages="325-31",
             entry_type="article"),
        _ref("6", bib_pmid="30800001", **{**t, "bib_year": 2022}),
        _ref("7", bib_pmid="30800001", **{**t, "bib_author_list": ["Okafor C", "Lindqvist M", "Brennan PJ", "Sato K"]}),
        _ref("8", bib_pmid="30800001", **{**t, "bib_author_list": ["Lindqvist M", "Okafor C", "Sato K"]}),
        _ref("9", bib_pmid="30800001", **{**t, "bib_author_list": ["Lindqvist M", "Brennan PJ", "Okafor C", "Sato K"]}),
        _ref("10", bib_pmid="30800001", **{**t, "bib_author_list": ["Anonymous"]}),
        _ref("11", bib_title="Supervised exercise for adults with type 2 diabetes in primary care",
             bib_author_list=["Lindqvist M"], bib_year=2019, entry_type="article"),
        _ref("12", bib_arxiv="arXiv:2003.01234", bib_title=WORKS[3]["title"], bib_author_list=["Iyer A", "Keller J"],
             bib_year=2020, bib_journal="arXiv preprint", entry_type="article"),
        _ref("13", bib_pmid="30800001", **{**t, "bib_volume": "8", "bib_pages": "301-9"}),
        _ref("14", bib_pmid="29500003", bib_title=WORKS[2]["title"], bib_author_list=["Moreau C", "Duarte F"],
             bib_year=2018, bib_journal="Neurology", entry_type="article"),
        _ref("15", bib_title="Principles of Internal Medicine for the Rural Clinician", bib_author_list=["Grant H"],
             bib_year=2011, bib_publisher="Fictional Press", entry_type="book"),
        _ref("16", bib_title="针刺治疗原发性失眠的随机对照试验", bib_author_list=["王明", "李华"], bib_year=2018,
             bib_journal="中国针灸", bib_language="zh", entry_type="article"),
        _ref("17", bib_title=WORKS[6]["title"], bib_author_list=["Walsh E", "Tanaka H"], bib_year=2022,
             bib_journal="Proc ACL", entry_type="inproceedings"),
        _ref("18", bib_pmid="28600008", bib_title=WORKS[7]["title"],
             bib_author_list=["Abel A", "Brook B", "Cole C", "Dunn D", "Ely E", "Fox F", "others"], bib_year=2017,
             bib_journal="JAMA Pediatr", entry_type="article"),
        _ref("19", bib_pmid="30800001", **{**t, "bib_year": 2020}),
        _ref("20", bib_pmid="PMID 3O8OOOO1x", bib_title=WORKS[1]["title"], bib_author_list=["Haddad R", "Novak T"],
             bib_year=2021, bib_journal="Diabetologia", entry_type="article"),
    ]
    return {r.ref_id: r for r in refs}


def planted_world() -> dict:
    return {"works": [dict(w) for w in WORKS]}


def planted_state() -> State:
    state = State()
    state.refs = planted_refs()
    state.recount()
    return state


def sim_config(sims, tmp_path, **kw) -> Config:
    cfg = Config(email="test@example.org", cache_path=str(tmp_path / "http_cache.sqlite"),
                 urls=sims.urls(), timeout=kw.pop("timeout", 3.0), max_retries=kw.pop("max_retries", 2))
    for k, v in kw.items():
        setattr(cfg, k, v)
    return cfg


FAST_RATES = {"pubmed": 50.0, "crossref": 50.0, "semanticscholar": 50.0, "openalex": 50.0, "arxiv": 50.0, "dblp": 50.0}
