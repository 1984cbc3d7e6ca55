"""The four notebooks as a new user runs them: an own manuscript (MANUSCRIPT set in the
parameters cell, papermill) against the local simulators (REFVERIFY_*_URL), online. Then two
manuscripts with problems (every reference fabricated; no citation at all): every cell runs and
says in one line what is missing instead of stopping with a traceback."""
from __future__ import annotations

import json
from pathlib import Path

import nbformat
import papermill
import pytest

from notebooks.build_notebooks import NOTEBOOKS, nb
from refverify.state_file import load_state
from tests.faults_fixtures import BIB_FAKE, BIB_OK
from tests.simulators.fixtures import FAST_RATES, planted_world
from tests.simulators.server import start_simulators

BIB = BIB_OK + """@article{moreau2018,
  title = {Serum ferritin predicts cognitive decline in older adults with anaemia},
  author = {Moreau, Claire and Duarte, Felipe}, journal = {Neurology}, year = {2018},
  volume = {90}, number = {12}, pages = {e1010--e1018}, pmid = {29500003}}
"""
FAKE = BIB_FAKE + """@article{okonkwo2019ghost,
  title = {Cold water immersion halves migraine frequency in adolescents},
  author = {Okonkwo, Ada}, journal = {Headache Res Lett}, year = {2019}}
"""
TEXT = """# Introduction

In primary care, supervised exercise lowered glycated haemoglobin and 28% of patients reduced
their medication compared with 11% under usual care [@lindqvist2019]. Serum ferritin has been
said to predict cognitive decline in older adults [@moreau2018].

# Discussion

Intermittent fasting reversed retinopathy in adults with diabetes [@zhou2021fake].
"""


@pytest.fixture(scope="module")
def sims():
    s = start_simulators(planted_world(), rates=FAST_RATES)
    yield s
    s.stop()


@pytest.fixture
def services(sims, monkeypatch, tmp_path):
    """The kernels papermill starts inherit this environment: the simulators' URLs, a fresh
    cache, a user name, lexical anchors (seconds instead of loading an embedding model)."""
    for name, url in sims.urls().items():
        monkeypatch.setenv(f"REFVERIFY_{name.upper()}_URL", url)
    monkeypatch.setenv("REFVERIFY_EMAIL", "ci@example.org")
    monkeypatch.setenv("REFVERIFY_USER", "notebook-user")
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")
    return sims


def manuscript(folder: Path, bib: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "refs.bib").write_text(bib, encoding="utf-8")
    paper = folder / "paper.md"
    paper.write_text(f"---\nbibliography: refs.bib\n---\n{text}", encoding="utf-8")
    return paper


def run(book, folder: Path, name: str, **parameters):
    """Execute like papermill on the command line: parameters injected after the parameters
    cell, the notebook's folder as working directory. Returns the executed notebook."""
    source, target = folder / name, folder / f"ran_{name}"
    nbformat.write(book, source)
    papermill.execute_notebook(str(source), str(target), parameters=parameters,
                               cwd=str(folder), kernel_name="python3", progress_bar=False)
    return nbformat.read(target, as_version=4)


def text_of(book) -> str:
    parts = []
    for cell in book.cells:
        for out in cell.get("outputs", []):
            parts.append(out.get("text", "") or out.get("data", {}).get("text/plain", ""))
    return "".join(parts)


def all_steps(name: str):
    """The four notebooks' cells in one notebook (one kernel: a quarter of the start-up time)
    with the first parameters cell only."""
    cells, seen_params = [], False
    for notebook in sorted(NOTEBOOKS):
        for cell in NOTEBOOKS[notebook]:
            if "parameters" in cell.metadata.get("tags", []):
                if seen_params:
                    continue
                seen_params = True
            cells.append(nbformat.from_dict(json.loads(json.dumps(cell))))
    return nb(cells, name)


def test_four_notebooks_on_an_own_manuscript_online(services, tmp_path):
    paper = manuscript(tmp_path / "thesis", BIB + FAKE, TEXT)
    out = tmp_path / "state"
    books = tmp_path / "notebooks"
    books.mkdir()
    texts = {}
    for name, cells in NOTEBOOKS.items():
        texts[name] = text_of(run(nb(cells, name), books, name, MANUSCRIPT=str(paper),
                                  OUT=str(out)))
    state = load_state(out)
    # Online through the simulators, not the demo's offline settings.
    assert services.total() > 0
    assert state.meta.fetch.offline is False
    assert f"{paper}, online (answers cached in " in texts["01_parse.ipynb"]
    assert (state.meta.total_refs, state.meta.total_claims) == (4, 3)
    existence = {rid: ref.existence for rid, ref in state.refs.items()}
    assert existence["lindqvist2019"] in ("verified", "triangulated")
    assert existence["zhou2021fake"] == "not_found"
    assert state.refs["moreau2018"].retraction["kind"] == "retracted"
    assert "api_fail" not in existence.values()
    # Step C judged the three claims; Step D wrote the reports.
    assert all(ref.judgment_for(c.claim_id) for ref, c in state.iter_claims())
    audit = json.loads((out / "CITATION_AUDIT.json").read_text(encoding="utf-8"))
    assert audit["verdict"] == "FAIL"
    verdicts = {e["key"]: e["verdict"] for e in audit["details"]["per_entry"]}
    assert (verdicts["zhou2021fake"], verdicts["moreau2018"]) == ("REMOVE", "REPLACE")
    for report in ("verification_report.md", "backlog.md", "report.html", "CITATION_AUDIT.md"):
        assert (out / report).stat().st_size > 0, report
    assert "uncited: ['okonkwo2019ghost']" in texts["01_parse.ipynb"]


def test_every_reference_fabricated(services, tmp_path):
    paper = manuscript(tmp_path / "fake", FAKE, "# Intro\n\nFasting reversed retinopathy "
                       "[@zhou2021fake]. Cold water halves migraines [@okonkwo2019ghost].\n")
    out = tmp_path / "state"
    text = text_of(run(all_steps("all"), tmp_path, "all.ipynb", MANUSCRIPT=str(paper),
                       OUT=str(out)))
    state = load_state(out)
    assert [ref.existence for ref in state.refs.values()] == ["not_found", "not_found"]
    assert "No title scores: no reference was matched to a record (2 not_found)." in text
    assert "No PASS rates: no claim is judged yet." in text
    audit = json.loads((out / "CITATION_AUDIT.json").read_text(encoding="utf-8"))
    assert audit["verdict"] == "FAIL"


def test_no_references_and_no_citation_at_all(services, tmp_path):
    """Two manuscripts in one kernel (start-up time): one with no bibliography and no citation,
    one whose bibliography nothing cites."""
    bare = tmp_path / "bare" / "notes.md"
    bare.parent.mkdir()
    bare.write_text("# Notes\n\nNothing here cites anything.\n", encoding="utf-8")
    uncited = manuscript(tmp_path / "none", FAKE, "# Intro\n\nNothing here is cited.\n")
    steps = all_steps("two")
    switch = nbformat.v4.new_code_cell("MANUSCRIPT, OUT = MANUSCRIPT_2, OUT_2")
    again = [nbformat.from_dict(json.loads(json.dumps(c))) for c in steps.cells
             if "parameters" not in c.metadata.get("tags", [])]
    book = nb([*steps.cells, switch, *again], "two")
    ran = run(book, tmp_path, "two.ipynb", MANUSCRIPT=str(bare), OUT=str(tmp_path / "s1"),
              MANUSCRIPT_2=str(uncited), OUT_2=str(tmp_path / "s2"))
    at = next(i for i, c in enumerate(ran.cells) if c.source == switch.source)
    first = text_of(nbformat.from_dict({**ran, "cells": ran.cells[:at]}))
    second = text_of(nbformat.from_dict({**ran, "cells": ran.cells[at:]}))
    for text in (first, second):
        assert text.count("No claims: the manuscript has no citation that refverify "
                          "recognised.") == 2
        assert "No claims to judge." in text
        assert "No claims: nothing to cross-tabulate." in text
        assert "No claims to rate by chapter." in text
        assert "No PASS rates: no claim is judged yet." in text
    # no bibliography at all: no references anywhere
    assert "0 references, 0 claims, style none" in first
    assert "No references found." in first
    assert "No title scores: no references found." in first
    assert load_state(tmp_path / "s1").meta.total_refs == 0
    # a bibliography nobody cites: two references, no claim
    state = load_state(tmp_path / "s2")
    assert (state.meta.total_refs, state.meta.total_claims) == (2, 0)
    for out in ("s1", "s2"):
        assert (tmp_path / out / "CITATION_AUDIT.json").exists()
