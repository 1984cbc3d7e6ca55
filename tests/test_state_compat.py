"""A state written by main as it was on 2026-12-02 (schema 2, before the outcome policy, the
decision places and the parse certainty) loads, reports and keeps its human decision (issue 21:
the schema moves through migrate(), and a state written by the previous main loads).

The fixture is `refverify demo --which paper` run by that main, with one conflict resolved by
"mei" through `judge.resolve_conflict`."""
import gzip
import json
import shutil
from pathlib import Path

from refverify import api
from refverify.core.outcome import ClaimKind, claim_outcome
from refverify.state_file import STATE_FILENAME, load_state

GOLDEN = Path(__file__).with_name("golden") / "state_main_2026-12-02_paper.json.gz"
DEMO_PAPER = Path(__file__).resolve().parent.parent / "data" / "demo" / "paper"


def _old_state(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / STATE_FILENAME).write_bytes(gzip.decompress(GOLDEN.read_bytes()))
    return folder


def test_a_state_of_the_previous_main_loads_with_its_decision(tmp_path):
    state = load_state(_old_state(tmp_path / "old"))
    assert state.schema_version == 3 and len(state.refs) == 16
    ref, claim = state.claim("C_devlin2018bert_002")
    j = ref.judgment_for(claim.claim_id)
    assert (j.resolved_verdict, j.resolution.who) == ("PARTIAL-A", "mei")
    assert claim_outcome(j).kind is ClaimKind.WEAK and claim_outcome(j).resolved
    assert [(e.target, e.field, e.who) for e in state.edits] == [
        ("C_devlin2018bert_002", "resolution", "mei")]
    assert ref.bib.certainty == {} and ref.bib.notes == []       # new fields take their defaults


def test_reports_of_a_state_of_the_previous_main(tmp_path):
    folder = _old_state(tmp_path / "old")
    api.report(folder)
    audit = json.loads((folder / "CITATION_AUDIT.json").read_text(encoding="utf-8"))
    assert audit["verdict"] == "FAIL"
    entry = next(e for e in audit["details"]["per_entry"] if e["key"] == "devlin2018bert")
    assert any("[resolved by mei]" in u["note"] for u in entry["uses"])


def test_a_rerun_of_the_same_paper_keeps_the_previous_mains_decision(tmp_path):
    """The folder was written by the previous main for this paper (from another checkout): a run
    A → D of the same manuscript carries the resolution over to the same citing place."""
    from refverify.demo import demo_config
    work = tmp_path / "paper"
    shutil.copytree(DEMO_PAPER, work)
    out = _old_state(tmp_path / "out")
    state = api.run(work / "main.tex", out=out, config=demo_config(tmp_path), progress=False,
                    restart=False)
    resolved = {c.claim_id: ref.judgment_for(c.claim_id) for ref, c in state.iter_claims()}
    assert [e.who for e in state.edits] == ["mei"]
    carried = [cid for cid, j in resolved.items() if j is not None and j.resolved_verdict]
    assert carried == ["C_devlin2018bert_002"]
    assert resolved["C_devlin2018bert_002"].resolution.note == "the use is a method, abstract silent"
