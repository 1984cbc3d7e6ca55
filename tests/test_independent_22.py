"""Issue 22, checked independently: the cases where the independent run found a bug (or a risk)
that the first round of fixes had left, each reproduced end to end through the command line
against the local simulators."""
from __future__ import annotations

import json

import pytest

from tests.faults_fixtures import BIB_OK, cli, paper, sim_env
from tests.simulators import start_simulators
from tests.simulators.fixtures import planted_world

ONE_CITE = "In primary care, supervised exercise lowered glycated haemoglobin [@lindqvist2019]."
ARXIV_BIB = """@misc{iyer2020,
  title = {Sparse attention for long clinical notes},
  author = {Iyer, Anil and Keller, Jonas}, year = {2020}, eprint = {2003.01234}, archivePrefix = {arXiv}}
"""


@pytest.fixture(scope="module")
def sims():
    s = start_simulators(planted_world())
    yield s
    s.stop()


def _sources(out, key):
    refs = json.loads((out / "verification_state.json").read_text(encoding="utf-8"))["refs"]
    ref = next(r for r in refs.values() if r["key"] == key)
    return {name: (res["status"], res["reason"]) for name, res in ref["sources"].items()}


@pytest.mark.parametrize("service,bib,key", [("pubmed", BIB_OK, "lindqvist2019"),
                                             ("arxiv", ARXIV_BIB, "iyer2020")], ids=["pubmed", "arxiv"])
def test_a_maintenance_page_is_a_failed_lookup_not_a_missing_record(
        sims, tmp_path, service, bib, key):
    """Case 3, variation: a service answering 200 with a well-formed XHTML maintenance page (as a
    challenge or maintenance page may be) was read as "no record for this PMID / arXiv id": a
    `missing`, final, kept after the service came back. It is a failure of that service."""
    text = ONE_CITE if key == "lindqvist2019" else "Sparse attention helps with long notes [@iyer2020]."
    manuscript = paper(tmp_path / "p", bib=bib, text=text)
    out = tmp_path / "out"
    env = sim_env(sims, tmp_path)
    sims.fault(service, "html")
    try:
        cli(["run", str(manuscript), "--out", str(out)], env)
    finally:
        sims.clear(service)
    assert _sources(out, key)[service] == ("failed", "invalid_response")


def test_run_retries_one_failed_service_of_a_reference_the_others_found(sims, tmp_path):
    manuscript = paper(tmp_path / "p", bib=BIB_OK, text=ONE_CITE)
    out = tmp_path / "out"
    env = sim_env(sims, tmp_path)
    sims.fault("pubmed", "error", status=503)
    try:
        cli(["run", str(manuscript), "--out", str(out)], env)
    finally:
        sims.clear("pubmed")
    assert _sources(out, "lindqvist2019")["pubmed"][0] == "failed"
    cli(["run", str(manuscript), "--out", str(out)], env)
    assert _sources(out, "lindqvist2019")["pubmed"] == ("found", "")


WRAPPED_BODY = ("# Introduction\n\nIn primary care, supervised exercise lowered glycated haemoglobin\n[1]. "
                "Intermittent fasting reversed retinopathy in adults with diabetes\n[2].\n")
ENTRY_1 = ("Lindqvist M, Okafor C. Supervised exercise for adults with type 2 diabetes in primary care: "
           "a pragmatic randomised trial. Lancet Diabetes Endocrinol. 2019;7(4):271-279.")
ENTRY_2 = ("Zhou L, Marsh O. Intermittent fasting reverses retinopathy in type 2 diabetes: a randomised "
           "trial. Diabetes Care. 2021;44:1-9.")


@pytest.mark.parametrize("head", ["References", "**References**", "References:", "References\n==========",
                                  "References\n----------", "参考文献"],
                         ids=["plain", "bold", "colon", "setext", "setext-dash", "zh"])
@pytest.mark.parametrize("items", ["1. {0}\n2. {1}\n", "[1] {0}\n\n[2] {1}\n"], ids=["ol", "brackets"])
def test_markdown_reference_list_under_a_heading_without_hash_is_read(tmp_path, head, items):
    """Case 7, variation (another format): the same hard-wrapped text as `.txt` is read whole, but
    as `.md` a reference list under a "References" line not marked with "#" was not found: every
    citation an orphan, nothing looked up, and "[1] …" entries read as two more citing places."""
    folder = tmp_path / "p"
    folder.mkdir()
    (folder / "paper.md").write_text(f"{WRAPPED_BODY}\n{head}\n\n{items.format(ENTRY_1, ENTRY_2)}",
                                     encoding="utf-8")
    out = tmp_path / "out"
    r = cli(["parse", str(folder / "paper.md"), "--out", str(out)], sim_env(None, tmp_path))
    assert r.returncode == 0, r.stderr
    data = json.loads((out / "verification_state.json").read_text(encoding="utf-8"))
    refs = sorted(data["refs"].values(), key=lambda ref: ref["number"])
    assert [(ref["number"], ref["bib_title"], ref["bib_year"]) for ref in refs] == [
        (1, "Supervised exercise for adults with type 2 diabetes in primary care: a pragmatic "
            "randomised trial", 2019),
        (2, "Intermittent fasting reverses retinopathy in type 2 diabetes: a randomised trial", 2021)]
    assert [[c["cite_marker"] for c in ref["claims"]] for ref in refs] == [["[1]"], ["[2]"]]
    assert data["meta"]["checks"]["orphans"] == []


def test_a_references_line_over_prose_stays_text(tmp_path):
    """The other side: a "References" line followed by prose (no entries) is no reference list."""
    folder = tmp_path / "p"
    folder.mkdir()
    (folder / "paper.md").write_text(
        "# Notes\n\nReferences\n\nEvery reference was checked twice by the two authors.\n\n"
        "Glycated haemoglobin fell [1].\n\n# References\n\n1. " + ENTRY_1 + "\n", encoding="utf-8")
    out = tmp_path / "out"
    r = cli(["parse", str(folder / "paper.md"), "--out", str(out)], sim_env(None, tmp_path))
    assert r.returncode == 0, r.stderr
    data = json.loads((out / "verification_state.json").read_text(encoding="utf-8"))
    assert [(ref["number"], ref["bib_year"], len(ref["claims"])) for ref in data["refs"].values()] == [(1, 2019, 1)]


def test_a_service_trickling_its_answers_costs_one_request_deadline_not_one_per_retry(sims, tmp_path):
    """Case 4, measured: PubMed sending its answer one byte every half second. Each attempt ended
    at `request_deadline`, but every retry of every request waited as long again (a 120 s
    deadline made Step B of three references take over ten minutes). The first attempt past the
    deadline gives PubMed up for this run: its lookups are api_fail, the others go on."""
    import time
    manuscript = paper(tmp_path / "p")
    out = tmp_path / "out"
    env = sim_env(sims, tmp_path, REFVERIFY_REQUEST_DEADLINE="2")
    sims.fault("pubmed", "trickle", every=0.5)
    try:
        start = time.monotonic()
        r = cli(["run", str(manuscript), "--out", str(out)], env)
        elapsed = time.monotonic() - start
    finally:
        sims.clear("pubmed")
    assert elapsed < 15, elapsed
    assert r.returncode == 2, r.stdout      # the retracted reference: FAIL; one lookup failed
    status = {key: _sources(out, key)["pubmed"][0] for key in ("lindqvist2019", "moreau2018", "zhou2021fake")}
    assert status == {"lindqvist2019": "failed", "moreau2018": "failed", "zhou2021fake": "failed"}
    assert _sources(out, "lindqvist2019")["crossref"] == ("found", "")
    refs = json.loads((out / "verification_state.json").read_text(encoding="utf-8"))["refs"]
    errors = {ref["sources"]["pubmed"]["error"] for ref in refs.values()}
    assert errors == {"pubmed: no complete answer within the request deadline (2 s, request_deadline): "
                      "not asked again in this run"}


def _pass_without_anchor(quote: str):
    from tests.llm_server import ScriptedLLM

    class Judge(ScriptedLLM):
        def answer(self, prompt):
            answer = super().answer(prompt)
            for item in answer["judgments"]:
                item["verdict"], item["anchor_quote"] = "PASS", quote
            return answer
    return Judge()


@pytest.mark.parametrize("quote", ["", "Exercise cured diabetes in every patient within one week."],
                         ids=["no-quote", "invented-quote"])
def test_an_llm_pass_without_a_quote_from_the_source_is_read_not_supported(sims, tmp_path, quote):
    """Case 14, variation: a PASS whose quote is not in the source is WEAK in the audit, with a
    note in the annotated copy; a PASS with no quote at all (RUBRIC §7: every verdict but FAIL
    carries one) was a clean SUPPORTS with no note."""
    manuscript = paper(tmp_path / "p", bib=BIB_OK, text=ONE_CITE)
    out = tmp_path / "out"
    with _pass_without_anchor(quote) as llm:
        env = sim_env(sims, tmp_path, REFVERIFY_LLM_API_BASE=llm.url, REFVERIFY_LLM_API_KEY="sk-test",
                      REFVERIFY_LLM_CACHE=str(tmp_path / "llm.sqlite"))
        r = cli(["run", str(manuscript), "--out", str(out), "--judge", "llm", "--model", "openai/scripted"], env)
    assert r.returncode == 0, r.stdout + r.stderr
    audit = json.loads((out / "CITATION_AUDIT.json").read_text(encoding="utf-8"))
    [use] = audit["details"]["per_entry"][0]["uses"]
    assert use["verdict"] == "WEAK"
    assert use["note"].startswith("preliminary (quote not found in the source: read the source): ")
    cli(["annotate", str(out)], env)
    assert "preliminary: quote not found in the source, read the source" in (
        out / "paper.refverify.md").read_text(encoding="utf-8")


def _one_block_txt(folder, lines: int):
    folder.mkdir(parents=True, exist_ok=True)
    body = "\n".join(f"Sentence {i} about glycated haemoglobin and exercise in primary care"
                     + (f" [{i % 40 + 1}]." if i % 6 == 0 else ".") for i in range(lines))
    refs = "\n".join(f"{k}. Author{k} A. Title number {k} on diabetes care. J Diab. 20{k % 20 + 1:02d};"
                     f"{k}:{k}-{k + 5}." for k in range(1, 41))
    path = folder / "long.txt"
    path.write_text(f"Introduction\n\n{body}\n\nReferences\n\n{refs}\n", encoding="utf-8")
    return path


def test_step_a_reads_every_citation_of_one_long_block(tmp_path):
    """Case 15, measured independently: a .txt of 50,000 hard-wrapped lines in one block (8,334
    citations) — every citation is a claim. Its CPU grew ×10 for ×4 input (2.2 s → 23.3 s); each
    per-citation look-up is now a bisection (parse/spans.py): 1.1 s → 4.9 s, ×4.6 (a figure of
    bench/reading_limits_bench.py, not asserted here)."""
    from refverify.api import parse
    from refverify.config import Config
    source = _one_block_txt(tmp_path / "50000", 50_000)
    state = parse(source, out=tmp_path / "out", config=Config(offline=True))
    assert state.meta.total_claims == 50_000 // 6 + 1
