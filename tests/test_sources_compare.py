"""Title similarity (RUBRIC §3.1) and the field comparisons behind the drift rules."""
from __future__ import annotations

import pytest

from refverify.core.compare_text import title_similarity
from refverify.sources import compare
from refverify.sources.base import Query, public_url


@pytest.mark.parametrize("a, b", [
    ("Leucocyte telomere length at the<i>TERT</i>gene region", "leucocyte telomere length at the TERT gene region"),
    (r"A \emph{new} approach to {C}af\'e culture", "A new approach to Cafe culture"),
    ("Résumé of naïve methods", "Resume of naive methods"),
    ("ＣＯＶＩＤ－１９ ｖａｃｃｉｎｅｓ", "COVID-19 vaccines"),
    ("<jats:p>Heat &amp; light</jats:p>", "Heat light"),
])
def test_title_normalisation_makes_equal(a, b):
    assert title_similarity(a, b) == 1.0


def test_title_thresholds():
    assert compare.title_verdict(0.85) == "ok"
    assert compare.title_verdict(0.84) == "warning"
    assert compare.title_verdict(0.60) == "warning"
    assert compare.title_verdict(0.59) == "mismatch"
    assert title_similarity("", "anything") == 0.0
    assert title_similarity("Effects of tai chi on balance", "Gut microbiota and metformin") < 0.60


@pytest.mark.parametrize("short, full", [
    ("N Engl J Med", "The New England journal of medicine"),
    ("Arq Gastroenterol", "Arquivos de gastroenterologia"),
    ("Lancet Diabetes Endocrinol", "The Lancet. Diabetes & endocrinology"),
    ("J Am Med Inform Assoc", "Journal of the American Medical Informatics Association"),
])
def test_iso_abbreviation_is_the_same_venue(short, full):
    assert compare.same_venue(short, full)


def test_different_journals_differ():
    assert not compare.same_venue("Lancet", "Nature")
    assert not compare.same_venue("JAMA", "BMJ")


@pytest.mark.parametrize("a, b, same", [
    ("727-33", "727-733", True), ("pp. 1116–1122", "1116-1122", True), ("e33693", "e33693", True),
    ("271-9", "271-279", True), ("301-9", "271-279", False), ("98", "98-105", True), ("", "1-2", True),
    # ACM's article number and its pages (held-out batch 101): "8" is "8:1–8:27", "9" is not
    ("8", "8:1–8:27", True), ("8:1--8:27", "8", True), ("9", "8:1–8:27", False),
])
def test_pages(a, b, same):
    assert compare.same_pages(a, b) is same


@pytest.mark.parametrize("a, b", [
    ("Smith JA", {"family": "Smith", "given": "John A."}), ("Smith, John", "J. Smith"),
    ("Zhang San", "San Zhang"), ("Müller K", {"family": "Muller", "given": "Karl"}),
])
def test_same_person(a, b):
    assert compare.same_person(a, b)


def test_different_people_and_placeholders():
    assert not compare.same_person("Okafor C", {"family": "Lindqvist", "given": "Maria"})
    assert all(compare.is_placeholder_author(n) for n in ["Anonymous", "et al.", "others", "等", "佚名"])
    assert not compare.is_placeholder_author("Otherson K")


def test_query_normalises_identifiers_once():
    q = Query(ref_id="1", doi="https://doi.org/10.1056/NEJMoa2001017.", pmid="PMID: 31978945",
              arxiv="arXiv:2104.12255v1")
    assert (q.doi, q.pmid, q.arxiv) == ("10.1056/nejmoa2001017", "31978945", "2104.12255")
    assert Query(ref_id="2", pmid="3O8OOOO1x").pmid == ""
    assert Query(ref_id="3", doi="10.1007/ s00125-020-05300-2.").doi == "10.1007/s00125-020-05300-2"


def test_public_url_drops_keys_and_emails():
    url = "http://h/works?filter=doi:a&mailto=me@x.org&api_key=SECRET"
    assert public_url(url) == "http://h/works?filter=doi:a&mailto=&api_key="
