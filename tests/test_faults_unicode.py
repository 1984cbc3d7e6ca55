"""Issue 22, item 5: a lone UTF-16 surrogate (half of a broken emoji) in a service record, an LLM
answer, a PDF's text or a decoded file is made valid Unicode where it enters, so the run, the
state and the reports never fail on it."""
from __future__ import annotations

import json

import pytest

from refverify.core.text import valid_text, valid_unicode
from refverify.llm.repair import repair_json
from refverify.core.work import make_record
from refverify.sources.base import failed
from refverify.records.crossref import parse_work
from refverify.state import Ref, SourceResult, State
from refverify.state_file import load_state, save_state
from tests.faults_fixtures import cli, paper, sim_env
from tests.simulators import start_simulators
from tests.simulators.fixtures import planted_world

BROKEN = "Sleep \ud83d and glucose control in adolescents with type 1 diabetes: a cohort study"
SHOWN = "Sleep \ufffd and glucose control in adolescents with type 1 diabetes: a cohort study"
WORK = {"id": "w_emoji", "title": BROKEN, "authors": [{"family": "Vidal", "given": "Ines"}],
        "year": 2020, "journal": "Pediatric Diabetes", "volume": "21", "issue": "3",
        "pages": "400-409", "doi": "10.1111/pedi.13000", "indexed_in": ["crossref", "semanticscholar",
                                                                        "openalex"]}
BIB = """@article{vidal2020,
  title = {Sleep and glucose control in adolescents with type 1 diabetes: a cohort study},
  author = {Vidal, Ines}, journal = {Pediatric Diabetes}, year = {2020}, volume = {21},
  number = {3}, pages = {400--409}, doi = {10.1111/pedi.13000}}
"""


def test_valid_text_joins_pairs_and_marks_lone_halves():
    assert valid_text("a \ud83d b") == "a \ufffd b"
    assert valid_text("\ud83d\ude00!") == "\U0001f600!"          # a pair split in two code points
    assert valid_text("\ude00\ud83d") == "\ufffd\ufffd"          # halves in the wrong order
    assert valid_text("plain 中文 😀") == "plain 中文 😀"
    assert valid_unicode({"t\udc00": ["x\ud800", 3, ("y\udfff",)]}) == {
        "t\ufffd": ["x\ufffd", 3, ("y\ufffd",)]}


def test_a_record_with_a_lone_surrogate_saves(tmp_path):
    record = parse_work(json.loads('{"title": ["Sleep \\ud83d study"], "DOI": "10.1/x", '
                                   '"container-title": ["J \\udc00"], "volume": "2\\ud800"}'))
    assert (record.title, record.journal, record.volume) == ("Sleep \ufffd study", "J \ufffd", "2\ufffd")
    assert make_record(title=BROKEN, abstract="x\udfff").model_dump()["abstract"] == "x\ufffd"
    state = State()
    state.refs = {"1": Ref(ref_id="1", bib_title="Sleep study", sources={
        "crossref": SourceResult(found=True, status="found", record=record),
        "pubmed": failed("pubmed: invalid response (\ud83d)", raw=b"\xed\xa0\xbd")})}
    save_state(state, tmp_path)
    again = load_state(tmp_path)
    assert again.refs["1"].sources["crossref"].record.title == "Sleep \ufffd study"
    assert again.refs["1"].sources["pubmed"].error == "pubmed: invalid response (\ufffd)"


def test_an_llm_answer_with_a_lone_surrogate_is_valid_text():
    answer = repair_json('{"judgments": [{"claim_id": "c1", "reasoning": "half \\ud83d emoji"}]}')
    assert answer["judgments"][0]["reasoning"] == "half \ufffd emoji"


@pytest.fixture(scope="module")
def sims():
    world = planted_world()
    world["works"].append(WORK)
    s = start_simulators(world)
    yield s
    s.stop()


def test_a_run_whose_record_title_has_a_lone_surrogate_completes(sims, tmp_path):
    out = tmp_path / "out"
    text = "Poor sleep went with worse glucose control in adolescents [@vidal2020]."
    r = cli(["run", str(paper(tmp_path, bib=BIB, text=text)), "--out", str(out)], sim_env(sims, tmp_path))
    assert r.stderr == "" and r.returncode == 0, r.stderr
    state = load_state(out)
    assert state.refs["vidal2020"].sources["crossref"].record.title == SHOWN
    assert state.refs["vidal2020"].existence == "triangulated"
    assert json.loads((out / "CITATION_AUDIT.json").read_text(encoding="utf-8"))["verdict"] == "PASS"


def test_csl_json_and_yaml_bibliographies_with_a_lone_surrogate_read_as_valid_text():
    from refverify.parse.bib_csljson import read_csl_json, read_csl_yaml
    json_text = '[{"id": "v", "type": "article-journal", "title": "Sleep \\ud83d study", "issued": {"date-parts": [[2020]]}}]'
    yaml_text = 'references:\n- id: v\n  type: article-journal\n  title: "Sleep \\ud83d study"\n'
    assert [e.title for e in read_csl_json(json_text, "refs.json")] == ["Sleep \ufffd study"]
    assert [e.title for e in read_csl_yaml(yaml_text, "refs.yaml")] == ["Sleep \ufffd study"]


def test_a_zotero_field_with_a_lone_surrogate_parses_and_saves(tmp_path):
    import docx

    from tests.test_docx_real_patterns import _saved_and_parsed, _zotero_field
    items = [{"type": "article-journal", "title": "Wrist gestures \ud83d from pulse signals",
              "author": [{"family": "Park", "given": "Min Ji"}], "issued": {"date-parts": [[2021]]},
              "container-title": "IEEE Sensors Journal"}]
    d = docx.Document()
    p = d.add_paragraph("Gestures were read from the wrist")
    _zotero_field(p, items, "1")
    p.add_run(" in earlier work.")
    state = _saved_and_parsed(d, tmp_path / "chapter.docx")
    assert state.refs["1"].bib.title == "Wrist gestures \ufffd from pulse signals"
    save_state(state, tmp_path / "out")
    assert load_state(tmp_path / "out").refs["1"].bib.title == "Wrist gestures \ufffd from pulse signals"
