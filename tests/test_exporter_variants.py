"""Real works written the way exporters write them raise no error (issue 20; bench/exporter_sweep.py):
each class of false alarm the sweep found, as a table of exact verdicts, beside the cases that
must stay errors."""
from __future__ import annotations

import pytest

from refverify.core.work import Work
from refverify.parse.bibliography import latex_to_text
from refverify.parse.bibtex_names import split_people
from refverify.sources.checks import Context, check_authors, check_numbers, check_venue, check_year
from refverify.state import Ref

ICML = "International Conference on Machine Learning"
URL = "https://api.semanticscholar.org/graph/v1/paper/abc"
# a work published at ICML 2021 whose arXiv preprint is 2002.05709 (issued February 2020)
PUBLISHED = Work(title="A Simple Framework for Contrastive Learning of Visual Representations", year=2021,
                 authors=[{"family": "Chen", "given": "Ting"}, {"family": "Kornblith", "given": "Simon"}],
                 journal=ICML, arxiv="2002.05709")


def ctx(certain=True):
    return Context("semanticscholar", URL, [], certain=certain)


def bib(**fields):
    ref = Ref(ref_id="r1", **fields)
    return ref.bib.work(ref.entry_type)


def verdicts(issues):
    return [(i.field, i.severity, i.message) for i in issues]


PREPRINT_NOTE = f"cited as a preprint, but a published version exists (published in {ICML})"


# RUBRIC §3.2: cited as a preprint while a published version exists is venue drift (→ FIX: cite the
# published version), whichever exporter wrote the preprint form
@pytest.mark.parametrize("fields, expected", [
    # arXiv's own export: @misc with eprint / archivePrefix, no venue
    ({"bib_arxiv": "2002.05709", "entry_type": "misc"}, [("venue", "error", PREPRINT_NOTE)]),
    # Semantic Scholar's cite box: journal = {ArXiv}, volume = {abs/2002.05709}
    ({"bib_journal": "ArXiv", "bib_volume": "abs/2002.05709"}, [("venue", "error", PREPRINT_NOTE)]),
    # Google Scholar: journal = {arXiv preprint arXiv:2002.05709}
    ({"bib_journal": "arXiv preprint arXiv:2002.05709"}, [("venue", "error", PREPRINT_NOTE)]),
    # the published venue itself, or its abbreviation: nothing to say
    ({"bib_journal": "ICML"}, []),
    # a venue the work never appeared in stays an error
    ({"bib_journal": "CVPR"}, [("venue", "error", f"venue 'CVPR' is not the record's {ICML!r}")]),
])
def test_the_preprint_of_a_published_work_is_a_fix(fields, expected):
    assert verdicts(check_venue(bib(**fields), PUBLISHED, ctx())) == expected


@pytest.mark.parametrize("year, arxiv, expected", [
    # the preprint's own year (2020, the year of 2002.05709), published a year later
    (2020, "2002.05709", [("year", "warning", "year 2020 vs 2021: off by one, explained by the preprint date")]),
    # two years before publication, and the entry's own arXiv id says so: a warning
    (2019, "1902.00450", [("year", "warning", "year 2019 vs 2021: 2019 is the year of the preprint arXiv:1902.00450")]),
    # the record's arXiv id dates the year cited, the entry gives none
    (2020, "", [("year", "warning", "year 2020 vs 2021: off by one, explained by the preprint date")]),
    # a year no preprint explains stays an error
    (2018, "2002.05709", [("year", "error", "year 2018 does not match the record's 2021")]),
    (2019, "", [("year", "error", "year 2019 does not match the record's 2021")]),
    # after the publication: never a preprint's year
    (2023, "2302.00001", [("year", "error", "year 2023 does not match the record's 2021")]),
])
def test_a_preprint_year_given_by_its_arxiv_id_is_a_warning(year, arxiv, expected):
    rec = PUBLISHED if year != 2019 or not arxiv else PUBLISHED.model_copy(update={"arxiv": "1902.00450"})
    assert verdicts(check_year(bib(bib_year=year, bib_arxiv=arxiv), rec, ctx())) == expected


@pytest.mark.parametrize("field, names, guessed", [
    # DBLP: a person whose family name is one letter, beside names written given name first
    ("Zaid Khan and Vijay Kumar B. G and Samuel Schulter", ["Khan, Zaid", "G, Vijay Kumar B.", "Schulter, Samuel"],
     False),
    ("Mallikarjun B. R. and Ayush Tewari", ["R., Mallikarjun B.", "Tewari, Ayush"], False),
    # PubMed order throughout: read family name first, as before
    ("Smith JA and Jones K", ["Smith, JA", "Jones, K"], False),
    ("Wiviott and de Lemos JA and Morrow DA", ["Wiviott", "de Lemos, JA", "Morrow, DA"], False),
    ("Morrow DA", ["Morrow, DA"], False),
    # given name first throughout: nothing to guess
    ("Zaid Khan and Samuel Schulter", ["Khan, Zaid", "Schulter, Samuel"], False),
])
def test_a_name_ending_in_initials_among_given_first_names(field, names, guessed):
    people = split_people(field, latex_to_text)
    assert (people.names, people.guessed) == (names, guessed)


@pytest.mark.parametrize("bib_names, record, expected", [
    (["Khan, Zaid", "G, Vijay Kumar B.", "Schulter, Samuel"],
     [("Khan", "Zaid"), ("G", "Vijay Kumar B."), ("Schulter", "Samuel")], []),
    # the same reading still finds a co-author left out (HALLMARK's partial author list)
    (["R., Mallikarjun B.", "Tewari, Ayush"], [("R.", "Mallikarjun B."), ("Tewari", "Ayush"), ("Bernard", "Florian")],
     [("authors", "error", "co-author(s) missing from the bibliography: Bernard F")]),
    # a PubMed-order name beside a given-first one, read by BibTeX's rule: the person is still found
    (["Smith, John", "JA, Lee"], [("Smith", "John"), ("Lee", "John A.")], []),
])
def test_names_read_by_bibtex_rule_compare_with_the_record(bib_names, record, expected):
    rec = Work(title="T", year=2021, authors=[{"family": f, "given": g} for f, g in record])
    assert verdicts(check_authors(bib(bib_author_list=bib_names), rec, ctx())) == expected


def test_the_dblp_name_with_a_one_letter_family_matches_its_record():
    rec = Work(title="Exploring Question Decomposition for Zero-Shot VQA", year=2023,
               authors=[{"family": "Khan", "given": "Zaid"}, {"family": "G", "given": "Vijay Kumar B."},
                        {"family": "Schulter", "given": "Samuel"}])
    names = split_people("Zaid Khan and Vijay Kumar B. G and Samuel Schulter", latex_to_text).names
    assert check_authors(bib(bib_author_list=names), rec, ctx()) == []


@pytest.mark.parametrize("bib_pages, record_pages, same", [
    # JMLR's own BibTeX: number = {35}, pages = {1--52}; DBLP and S2: "35:1-35:52"
    ("1--52", "35:1-35:52", True),
    ("35:1-35:52", "1-52", True),
    ("35:1", "35:1-35:52", True),
    # another range, or another article's pages, is not the same
    ("1--51", "35:1-35:52", False),
    ("2--52", "35:1-35:52", False),
    ("36:1-36:52", "35:1-35:52", False),
])
def test_article_number_pages(bib_pages, record_pages, same):
    from refverify.sources import compare
    assert compare.same_pages(bib_pages, record_pages) is same


def test_jmlr_pages_beside_the_article_number_raise_nothing():
    rec = Work(title="T", year=2023, journal="J. Mach. Learn. Res.", volume="24", pages="35:1-35:52")
    assert check_numbers(bib(bib_volume="24", bib_issue="35", bib_pages="1--52"), rec, ctx()) == []
    assert verdicts(check_numbers(bib(bib_volume="24", bib_pages="1--50"), rec, ctx())) == [
        ("pages", "error", "pages 1--50 vs 35:1-35:52")]


LLAMA = "LLaMA: Open and Efficient Foundation Language Models"
ICLR = "International Conference on Learning Representations"
ARXIV_REC = Work(title=LLAMA, year=2023, authors=[{"family": "Touvron", "given": "Hugo"}], journal="arXiv",
                 arxiv="2302.13971", is_preprint=True)
OPENALEX_PUBLISHED = Work(title=LLAMA, year=2023, authors=[{"family": "Touvron", "given": "Hugo"}], journal=ICLR)
OPENALEX_PREPRINT = OPENALEX_PUBLISHED.model_copy(update={"journal": "arXiv", "is_preprint": True})


@pytest.mark.parametrize("venue, searched, expected", [
    # an arXiv DOI cited with its conference; the arXiv record names no published version, a title
    # search finds it published at that conference: nothing to say
    ("Proceedings of the International Conference on Learning Representations (ICLR)", OPENALEX_PUBLISHED, []),
    ("ICLR", OPENALEX_PUBLISHED, []),
    # published, but not where the entry says: an error, named after the published version
    ("CVPR", OPENALEX_PUBLISHED, [("venue", "error", f"venue 'CVPR' is not the published version's {ICLR!r}")]),
    # every source knows only the preprint: cited as published stays an error (HALLMARK's preprint_as_published)
    ("ICLR", OPENALEX_PREPRINT, [("venue", "error", "cited as published in 'ICLR', but only a preprint is known")]),
    ("ICLR", None, [("venue", "error", "cited as published in 'ICLR', but only a preprint is known")]),
])
def test_an_arxiv_doi_cited_with_the_published_venue(venue, searched, expected):
    from refverify.sources.base import found
    from refverify.sources.resolve import resolve
    ref = Ref(ref_id="r", bib_title=LLAMA, bib_author_list=["Touvron, Hugo"], bib_authors_truncated=True,
              bib_year=2023, bib_journal=venue, bib_doi="10.48550/arXiv.2302.13971", entry_type="inproceedings")
    results = {"arxiv": found(ARXIV_REC, "arxiv", url="https://arxiv.org/abs/2302.13971")}
    if searched is not None:
        results["openalex"] = found(searched, "title_search", url="https://openalex.org/W1")
    resolve(ref, results, ["openalex", "arxiv"])
    assert verdicts(ref.metadata_issues) == expected


# end to end: a work Semantic Scholar does not hold, published at ICLR (DBLP, OpenAlex), cited with
# its arXiv DOI; and a preprint-only work cited with a conference
WORLD = [
    {"id": "hm-x1", "title": "Sparse Mixtures for Open Foundation Models", "year": 2023,
     "authors": [{"given": "Hugo", "family": "Tournier"}, {"given": "Ana", "family": "Lavrov"}],
     "venue": ICLR, "venue_short": "ICLR", "venue_type": "conference", "arxiv_id": "2302.10001",
     "indexed_by": ["arxiv", "dblp", "openalex"]},
    {"id": "hm-x2", "title": "Tidal Memory Buffers for Long-Horizon Agents", "year": 2023,
     "authors": [{"given": "Ana", "family": "Ribeiro"}, {"given": "Tom", "family": "Walsh"}],
     "venue": "arXiv", "venue_short": "CoRR", "venue_type": "preprint", "arxiv_id": "2302.10002",
     "indexed_by": ["arxiv", "dblp", "openalex"]},
]


@pytest.mark.parametrize("record, venue, expected", [
    (0, "Proceedings of the International Conference on Learning Representations (ICLR)", []),
    (0, "CVPR", [("venue", "error")]),
    (1, "ICLR", [("venue", "error")]),
])
def test_step_b_looks_for_the_published_version_of_an_arxiv_doi(tmp_path, record, venue, expected):
    import json
    from refverify.core.outcome import reference_flagged
    from refverify.sources.fetch import fetch_state
    from refverify.sources.http import make_session
    from refverify.state import State
    from tests.simulators import start_simulators
    from tests.simulators.fixtures import FAST_RATES, sim_config
    from tests.simulators.hallmark import load_hallmark_world
    path = tmp_path / "world.jsonl"
    path.write_text("\n".join(json.dumps(r) for r in WORLD) + "\n", encoding="utf-8")
    sims = start_simulators(load_hallmark_world(path), rates=FAST_RATES)
    try:
        w = WORLD[record]
        state = State()
        ref = Ref(ref_id="r", key="r", entry_type="inproceedings", bib_title=w["title"], bib_year=w["year"],
                  bib_author_list=[f"{a['family']}, {a['given']}" for a in w["authors"]], bib_journal=venue,
                  bib_doi=f"10.48550/arXiv.{w['arxiv_id']}")
        state.refs = {"r": ref}
        state.recount()
        cfg = sim_config(sims, tmp_path, openalex_api_key="test-key")
        fetch_state(state, cfg, session=make_session(cfg, rates=FAST_RATES, backoff=0.05), progress=False)
        ref = state.refs["r"]
        assert [(i.field, i.severity) for i in ref.metadata_issues if i.severity == "error"] == expected
        assert reference_flagged(ref) is bool(expected)
    finally:
        sims.stop()


CVPR_CONTAINER = "2022 IEEE/CVF Conference on Computer Vision and Pattern Recognition (CVPR)"


@pytest.mark.parametrize("bib_venue, record_venue, expected", [
    # ISO 4 abbreviations of the venue, as Nature- and IEEE-style lists write them
    ("Proc. IEEE/CVF Conf. Comput. Vis. Pattern Recognit.", CVPR_CONTAINER, []),
    ("Proc. IEEE/CVF Conf. Comput. Vis. Pattern Recognit.", "Computer Vision and Pattern Recognition", []),
    ("Adv. Neural Inf. Process. Syst.", "Neural Information Processing Systems", []),
    ("Proc. Int. Conf. Mach. Learn.", "International Conference on Machine Learning", []),
    ("Int. Conf. Learn. Represent.", "International Conference on Learning Representations", []),
    ("Proc. AAAI Conf. Artif. Intell.", "AAAI Conference on Artificial Intelligence", []),
    ("CACM", "Communications of the ACM", []),
    # an abbreviation no rule resolves, each word a possible contraction of the record's: a warning
    ("Intl. J. Comput. Vis.", "International Journal of Computer Vision",
     [("venue", "warning", "venue 'Intl. J. Comput. Vis.' is not the record's 'International Journal of Computer "
                           "Vision': an abbreviation refverify cannot resolve, check it")]),
    ("ICDM", "Knowledge and Information Systems",
     [("venue", "warning", "venue 'ICDM' is not the record's 'Knowledge and Information Systems': an abbreviation "
                           "refverify cannot resolve, check it")]),
    # another venue, resolved or plainly not the record's: an error as before
    ("Proc. Int. Conf. Mach. Learn.", "International Conference on Learning Representations",
     [("venue", "error", "venue 'Proc. Int. Conf. Mach. Learn.' is not the record's 'International Conference on "
                         "Learning Representations'")]),
    ("J. Artif. Intell. Res.", "Artificial Intelligence",
     [("venue", "error", "venue 'J. Artif. Intell. Res.' is not the record's 'Artificial Intelligence'")]),
    ("ICDM", "International Conference on Machine Learning",
     [("venue", "error", "venue 'ICDM' is not the record's 'International Conference on Machine Learning'")]),
    ("CVPR", "Machine Learning", [("venue", "error", "venue 'CVPR' is not the record's 'Machine Learning'")]),
])
def test_abbreviated_venues(bib_venue, record_venue, expected):
    rec = Work(title="T", year=2022, journal=record_venue)
    assert verdicts(check_venue(bib(bib_journal=bib_venue), rec, ctx())) == expected
