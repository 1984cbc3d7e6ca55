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


@pytest.mark.parametrize("fields, expected", [
    # arXiv's own export: @misc with eprint / archivePrefix, no venue
    ({"bib_arxiv": "2002.05709", "entry_type": "misc"}, [("venue", "warning", PREPRINT_NOTE)]),
    # Semantic Scholar's cite box: journal = {ArXiv}, volume = {abs/2002.05709}
    ({"bib_journal": "ArXiv", "bib_volume": "abs/2002.05709"}, [("venue", "warning", PREPRINT_NOTE)]),
    # Google Scholar: journal = {arXiv preprint arXiv:2002.05709}
    ({"bib_journal": "arXiv preprint arXiv:2002.05709"}, [("venue", "warning", PREPRINT_NOTE)]),
    # the published venue itself, or its abbreviation: nothing to say
    ({"bib_journal": "ICML"}, []),
    # a venue the work never appeared in stays an error
    ({"bib_journal": "CVPR"}, [("venue", "error", f"venue 'CVPR' is not the record's {ICML!r}")]),
])
def test_the_preprint_of_a_published_work_is_a_warning(fields, expected):
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
