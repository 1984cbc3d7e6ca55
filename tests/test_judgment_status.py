"""A judgment's status is typed (issue 21): judged / unjudged (the judge failed) / skipped, with a
reason code (core.vocab.NotJudged); the reports and the audit read those fields, never the text
of ``skipped_reason`` (kept for display). migrate() fills them in a schema-2 state, and a judge
failure reaches CITATION_AUDIT through them (issue 21 item 5).

The fixture is a state written by main at 6800097 (tests/test_state_runs.py says how)."""
import gzip
import json
from pathlib import Path

import pytest

from refverify import api
from refverify.core.outcome import SKIP_EXISTENCE, ClaimKind, claim_outcome, legacy_status
from refverify.judge import judge_state
from refverify.report.audit import build_audit
from refverify.state import Judgment
from refverify.state_file import STATE_FILENAME, load_state
from tests.judge_cases import SCRIPTED_MODEL, llm_config, metformin_refs
from tests.llm_server import ScriptedLLM

GOLDEN = Path(__file__).with_name("golden") / "state_main_6800097_thesis4.json.gz"
FAILED = "LLM call failed after retries: InternalServerError (scripted 500)"


def _old(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / STATE_FILENAME).write_bytes(gzip.decompress(GOLDEN.read_bytes()))
    return folder


def _statuses(state):
    return [(j.claim_id, j.status, j.reason, j.skipped_reason[:24])
            for ref in state.refs.values() for j in ref.judgments]


def test_migrate_types_the_judgments_of_a_schema_2_state(tmp_path):
    state = load_state(_old(tmp_path / "old"))
    assert state.schema_version == 3
    assert _statuses(state) == [
        ("C001_001", "skipped", "no_source_text", "no source text"),
        ("C002_001", "unjudged", "judge_failed", "unjudged: LLM call faile"),
        ("C002_002", "judged", "", ""),
        ("C044_001", "skipped", "not_found", "reference not found by a"),
    ]


@pytest.mark.parametrize("verdict, text, expected", [
    ("PASS", "", ("judged", "")),
    (None, "unjudged: the model timed out", ("unjudged", "judge_failed")),
    (None, "no source text", ("skipped", "no_source_text")),
    *[(None, text, ("skipped", str(existence))) for existence, text in SKIP_EXISTENCE.items()],
    (None, ("heuristic judge: the citing text only names the work (BERT), which its abstract does "
            "not repeat; nothing to compare"), ("skipped", "name_only")),
    (None, ("heuristic judge: no comparable words between claim and source (install "
            "refverify[embed] or use the LLM judge)"), ("skipped", "nothing_comparable")),
    (None, "", ("skipped", "not_run")),
    (None, "judged by hand elsewhere", ("skipped", "other")),     # never guessed: OTHER
])
def test_each_reason_text_main_wrote_has_its_code(verdict, text, expected):
    assert legacy_status(verdict, text) == expected
    assert (Judgment(claim_id="C1", verdict=verdict, skipped_reason=text).status,
            Judgment(claim_id="C1", verdict=verdict, skipped_reason=text).reason) == expected


def test_the_status_decides_not_the_text():
    failed = Judgment(claim_id="C1", status="unjudged", reason="judge_failed", skipped_reason="timeout")
    skipped = Judgment(claim_id="C2", status="skipped", reason="other", skipped_reason="unjudged words")
    assert (claim_outcome(failed).kind, claim_outcome(skipped).kind) == (
        ClaimKind.UNJUDGED, ClaimKind.NOT_CHECKED)


def test_a_judge_failure_shows_in_the_audit_as_such(tmp_path):
    folder = _old(tmp_path / "old")
    api.report(folder)
    audit = json.loads((folder / "CITATION_AUDIT.json").read_text(encoding="utf-8"))
    assert audit["summary"] == ("FAIL: 3 cited entries — 1 KEEP, 0 FIX, 1 REPLACE, 1 REMOVE; "
                                "1 claim(s) not judged (the judge failed)")
    uses = {e["key"]: [(u["line"], u["verdict"], u["note"][:60]) for u in e["uses"]]
            for e in audit["details"]["per_entry"]}
    assert uses["2"][0] == (13, "WEAK", f"not judged — the judge failed, ERROR ({FAILED})"[:60])
    assert uses["1"] == [(12, "WEAK", "not judged (no source text)")]
    md = (folder / "CITATION_AUDIT.md").read_text(encoding="utf-8")
    assert f"- Finding: not judged — the judge failed, ERROR ({FAILED})" in md


def test_an_unjudged_claim_alone_makes_the_audit_an_error(tmp_path):
    state = load_state(_old(tmp_path / "old"))
    ref = state.refs["2"]
    ref.claims, ref.judgments = ref.claims[:1], ref.judgments[:1]
    state.refs = {"2": ref}
    state.edits = []
    audit = build_audit(state)
    assert (audit["verdict"], audit["reason_code"]) == ("ERROR", "reviewer_error")
    assert audit["details"]["per_entry"][0]["uses"][0]["note"] == (
        f"not judged — the judge failed, ERROR ({FAILED})")


def test_the_judges_write_the_status(tmp_path, monkeypatch):
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")
    state = metformin_refs(3)
    state.refs["2"].record.abstract = ""               # nothing to judge against
    state.refs["3"].existence = "not_found"
    with ScriptedLLM(faults=[500] * 10) as srv:
        judge_state(state, llm_config(tmp_path, srv, max_retries=0), judge="llm", model=SCRIPTED_MODEL,
                    progress=False, backoff_s=0.01)
    assert [(j.status, j.reason) for ref in state.refs.values() for j in ref.judgments] == [
        ("unjudged", "judge_failed"), ("skipped", "no_source_text"), ("skipped", "not_found")]
    judge_state(state, llm_config(tmp_path), judge="heuristic", progress=False)
    assert [(j.status, j.reason) for j in state.refs["1"].judgments] == [("judged", "")]
