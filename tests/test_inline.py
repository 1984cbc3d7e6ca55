"""check_one: one citation and its sentence through Step B (simulated services) and Step C."""
import pytest

from tests.simulators.fixtures import FAST_RATES, planted_world, sim_config
from tests.simulators.server import start_simulators
from refverify.inline import check_one, reference_to_ref

SENTENCE = ("Supervised exercise lowered glycated haemoglobin by 0.6 percentage points in adults "
            "with type 2 diabetes.")


@pytest.fixture(autouse=True)
def lexical(monkeypatch):
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")


@pytest.fixture(scope="module")
def sims():
    with start_simulators(planted_world(), rates=FAST_RATES) as s:
        yield s


def test_reference_forms():
    assert reference_to_ref("PMID: 30800001").bib.pmid == "30800001"
    r = reference_to_ref("Lindqvist M, Okafor C. Supervised exercise for adults with type 2 diabetes "
                         "in primary care. Lancet. 2019;7:271-9. doi:10.1016/S2213-8587(19)30001-1")
    assert r.bib.doi == "10.1016/s2213-8587(19)30001-1"
    assert r.bib.title == "Supervised exercise for adults with type 2 diabetes in primary care"
    assert r.bib.year == 2019


def test_pmid_supported_claim(sims, tmp_path):
    out = check_one("30800001", SENTENCE, sim_config(sims, tmp_path))
    assert (out["existence"], out["verdict"], out["confidence"], out["numeric_check"]) == (
        "triangulated", "PASS", "preliminary", "NUM_OK")
    assert out["anchor_location"] == "RESULTS"
    assert out["anchor_quote"].startswith("Glycated haemoglobin fell by 0.6 percentage points")
    assert "Verdict: PASS (preliminary, heuristic judge)" in out["report"]


def test_doi_with_a_number_not_in_the_abstract(sims, tmp_path):
    out = check_one("https://doi.org/10.1016/s2213-8587(19)30001-1",
                    "Exercise programmes reduced medication use in 45% of patients with diabetes [3].",
                    sim_config(sims, tmp_path))
    assert (out["verdict"], out["numeric_check"], out["fulltext_required"]) == ("PARTIAL-A", "NUM_MISS", True)
    assert "full text required" in out["report"]


def test_chinese_sentence_against_english_abstract(sims, tmp_path):
    out = check_one("30800001", "运动干预可降低2型糖尿病患者的糖化血红蛋白。", sim_config(sims, tmp_path))
    assert out["verdict"] == "PASS" and out["anchor_location"] == "CONCLUSIONS"


def test_unknown_reference_is_not_judged(sims, tmp_path):
    out = check_one("PMID: 99999999", "Something is true.", sim_config(sims, tmp_path))
    assert out["existence"] == "not_found" and out["verdict"] is None
    assert out["report"].endswith("Not judged: reference not found by any source (§3); not judged")
