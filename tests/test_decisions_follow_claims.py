"""Issue 22, item 1: a person's decision follows its claim when the author edits the manuscript.
Claim ids shift when text moves; a decision is keyed to its reference and citing place, re-attached
after a re-parse, re-applied once Step C judges the claim again, and left *pending* — kept, shown,
applied to nothing — when its place is not found exactly once."""
from __future__ import annotations

import json

import pytest

from refverify import api, decisions, state_file, views
from refverify.decision_places import pending
from refverify.report import build_audit
from refverify.state_file import STATE_FILENAME, load_state
from tests.faults_fixtures import cli, paper, sim_env
from tests.simulators import start_simulators
from tests.simulators.fixtures import planted_world

WHEN = "2026-01-02T00:00:00+00:00"
TRIAL = "In primary care, supervised exercise lowered glycated haemoglobin [@lindqvist2019]."
FAST = "Intermittent fasting reversed retinopathy in adults with diabetes [@zhou2021fake]."
FERRITIN = "Serum ferritin predicts cognitive decline in older adults [@moreau2018]."
ADDED = "Exercise programmes were first tested in small pilot groups [@lindqvist2019]."


def _text(*sentences: str) -> str:
    return " ".join(sentences)


def _decide(out):
    """Ana resolves the trial's claim as FAIL and makes it Strict."""
    def change(state):
        decisions.resolve(state, "C_lindqvist2019_001", "FAIL", "the trial was in hospital",
                          who="ana", when=WHEN, create=True)
        decisions.edit_claim(state, "C_lindqvist2019_001", "severity", "Strict", who="ana",
                             when=WHEN)
    state_file.update(out, change)


def _parsed_and_decided(tmp_path):
    ms = paper(tmp_path / "ms", text=_text(TRIAL, FAST, FERRITIN))
    out = tmp_path / "out"
    api.parse(ms, out=out)
    _decide(out)
    return ms, out


def _claim_by_sentence(state, sentence):
    [(ref, claim)] = [(r, c) for r, c in state.iter_claims() if c.citing_sentence == sentence]
    return ref, claim


def test_a_sentence_added_before_the_citation_keeps_the_decision_on_its_claim(tmp_path):
    ms, out = _parsed_and_decided(tmp_path)
    ms.write_text(ms.read_text().replace(TRIAL, _text(ADDED, TRIAL)))
    state = api.parse(ms, out=out)
    ref, decided = _claim_by_sentence(state, TRIAL)
    _, added = _claim_by_sentence(state, ADDED)
    assert (decided.claim_id, added.claim_id) == ("C_lindqvist2019_002", "C_lindqvist2019_001")
    assert (decided.severity, added.severity) == ("Strict", "Lenient")
    assert [(e.target, e.field, e.pending) for e in state.edits] == [
        ("C_lindqvist2019_002", "resolution", None), ("C_lindqvist2019_002", "severity", None)]
    # Step C judges the re-parsed claims; the person's verdict comes back on its claim only
    state = api.judge(out, progress=False)
    ref = state.refs["lindqvist2019"]
    judged = {c.claim_id: ref.judgment_for(c.claim_id) for c in ref.claims}
    assert judged["C_lindqvist2019_002"].final_verdict == "FAIL"
    assert judged["C_lindqvist2019_002"].resolution.who == "ana"
    assert judged["C_lindqvist2019_001"].resolution is None


def test_a_sentence_now_cited_twice_leaves_the_decision_pending_and_shown(tmp_path):
    ms, out = _parsed_and_decided(tmp_path)
    ms.write_text(ms.read_text().replace(FERRITIN, _text(FERRITIN, TRIAL)))
    state = api.parse(ms, out=out)
    assert {c.severity for r, c in state.iter_claims() if r.ref_id == "lindqvist2019"} == {"Lenient"}
    assert [(p["field"], p["value"], p["reason"], p["candidates"]) for p in pending(state)] == [
        ("resolution", "FAIL", "its citing sentence now appears 2 times (it appeared 1)",
         ["C_lindqvist2019_001", "C_lindqvist2019_002"]),
        ("severity", "Strict", "its citing sentence now appears 2 times (it appeared 1)",
         ["C_lindqvist2019_001", "C_lindqvist2019_002"])]
    state = api.judge(out, progress=False)
    assert all(j.resolution is None for r in state.refs.values() for j in r.judgments)
    audit = build_audit(state)
    assert audit["summary"].endswith("; 2 decision(s) pending re-attachment (the manuscript "
                                     "changed: a person confirms where they apply)")
    assert len(audit["details"]["pending_decisions"]) == 2
    table = views.pending_decisions_df(state)             # what notebooks 01 and 03 show
    assert table[["field", "value", "who", "sentence"]].values.tolist() == [
        ["resolution", "FAIL", "ana", TRIAL], ["severity", "Strict", "ana", TRIAL]]
    # a person places it: applied there, no longer pending, and it follows that claim
    first = pending(state)[0]["index"]
    decisions.reattach_decision(state, first, "C_lindqvist2019_002", who="bo")
    assert state.refs["lindqvist2019"].judgment_for("C_lindqvist2019_002").final_verdict == "FAIL"
    decisions.dismiss_decision(state, pending(state)[0]["index"], who="bo")
    assert pending(state) == [] and len(state.edits) == 2


def test_a_pending_decision_keeps_the_audit_from_a_clean_pass(tmp_path):
    """All entries KEEP, but Ana's FAIL waits for a person: WARN (exit 1), not PASS."""
    ms, out = _parsed_and_decided(tmp_path)
    ms.write_text(ms.read_text().replace(FERRITIN, _text(FERRITIN, TRIAL)))
    state = api.parse(ms, out=out)
    for ref in state.refs.values():
        ref.existence, ref.record = "verified", None
    state.meta.judge = {"judge": "heuristic"}
    audit = build_audit(state)
    assert (audit["verdict"], audit["reason_code"]) == ("WARN", "decisions_pending")
    assert audit["summary"] == (
        "WARN: 3 cited entries — 3 KEEP, 0 FIX, 0 REPLACE, 0 REMOVE; 2 decision(s) pending "
        "re-attachment (the manuscript changed: a person confirms where they apply)")


def test_a_rewritten_sentence_is_asked_not_guessed(tmp_path):
    ms, out = _parsed_and_decided(tmp_path)
    rewritten = "In primary care, supervised exercise raised glycated haemoglobin [@lindqvist2019]."
    ms.write_text(ms.read_text().replace(TRIAL, rewritten))
    state = api.parse(ms, out=out)
    assert state.claim("C_lindqvist2019_001")[1].severity == "Lenient"
    [p, _] = pending(state)
    assert (p["reason"], p["candidates"], p["sentence"]) == (
        "its citing sentence changed or was removed", ["C_lindqvist2019_001"], TRIAL)


def test_a_state_written_before_places_were_kept_loads_and_its_decisions_follow(tmp_path):
    ms, out = _parsed_and_decided(tmp_path)
    data = json.loads((out / STATE_FILENAME).read_text())
    for edit in data["edits"]:                   # what today's main writes: no id, no place
        for name in ("id", "anchor", "pending"):
            del edit[name]
    (out / STATE_FILENAME).write_text(json.dumps(data))
    assert load_state(out).edits[0].anchor["sentence"] == TRIAL
    ms.write_text(ms.read_text().replace(TRIAL, _text(ADDED, TRIAL)))
    state = api.parse(ms, out=out)
    assert _claim_by_sentence(state, TRIAL)[1].severity == "Strict"
    assert _claim_by_sentence(state, ADDED)[1].severity == "Lenient"


@pytest.fixture(scope="module")
def sims():
    s = start_simulators(planted_world())
    yield s
    s.stop()


def _uses(out):
    audit = json.loads((out / "CITATION_AUDIT.json").read_text())
    entry = next(e for e in audit["details"]["per_entry"] if e["key"] == "lindqvist2019")
    return audit["verdict"], [(u["line"], u["verdict"]) for u in entry["uses"]]


def test_run_after_an_edit_keeps_the_resolution_and_the_audit(sims, tmp_path):
    """The issue's case end to end: resolve (→ FAIL), add one sentence, `refverify run` again."""
    ms = paper(tmp_path / "ms", text=_text(TRIAL, FAST, FERRITIN))
    out = tmp_path / "out"
    env = sim_env(sims, tmp_path)
    cli(["run", str(ms), "--out", str(out)], env)
    _decide(out)
    assert cli(["report", str(out)], env).returncode == 2
    verdict, uses = _uses(out)
    assert (verdict, [v for _, v in uses]) == ("FAIL", ["WRONG"])
    ms.write_text(ms.read_text().replace(TRIAL, _text(ADDED, TRIAL)))
    assert cli(["run", str(ms), "--out", str(out)], env).returncode == 2
    state = load_state(out)
    ref, decided = _claim_by_sentence(state, TRIAL)
    assert ref.judgment_for(decided.claim_id).final_verdict == "FAIL"
    assert ref.judgment_for(_claim_by_sentence(state, ADDED)[1].claim_id).resolution is None
    verdict, uses = _uses(out)
    assert verdict == "FAIL" and ("WRONG" in [v for _, v in uses])
    assert pending(state) == []


NUMERIC = """# Introduction

Metformin lowered HbA1c in older adults with type 2 diabetes [1]. Statins reduced
cardiovascular events in a large primary prevention trial [2].

# References

[1] Smith J, Brown A. Metformin in older adults. Diabetes Care. 2019;42(3):400-407.
[2] Lee K, Park S. Statins for primary prevention. Lancet. 2016;388(10059):2532-2561.
"""
NEW_FIRST = ("Lifestyle advice came first in the guidelines [1]. ", "[1] Ito T. Lifestyle advice "
             "in diabetes care. BMJ. 2015;350:h100.\n")
MINE = "Cites [2] for the trial's fall in cardiovascular events (checked by Ana)"


def test_a_reference_inserted_in_a_numeric_list_keeps_the_decision_on_its_work(tmp_path):
    """Numeric style: a new [1] renumbers every reference and claim; the decision stays with the
    statin trial's sentence, now citing [3]."""
    ms = tmp_path / "thesis.md"
    ms.write_text(NUMERIC, encoding="utf-8")
    out = tmp_path / "out"
    state = api.parse(ms, out=out)
    statin = next(c for _, c in state.iter_claims() if c.citing_sentence.startswith("Statins"))
    assert (statin.claim_id, statin.severity) == ("C002_001", "Strict")
    state_file.update(out, lambda s: decisions.edit_claim(s, "C002_001", "claim_summary", MINE,
                                                         who="ana", when=WHEN))
    renumbered = (NUMERIC.replace("[2]", "[3]").replace("[1]", "[2]")
                  .replace("Metformin lowered", NEW_FIRST[0] + "Metformin lowered")
                  .replace("[2] Smith", NEW_FIRST[1] + "[2] Smith"))
    ms.write_text(renumbered, encoding="utf-8")
    state = api.parse(ms, out=out)
    by_sentence = {c.citing_sentence.split()[0]: c for _, c in state.iter_claims()}
    assert {w: (c.claim_id, c.claim_summary == MINE, c.summary_source)
            for w, c in by_sentence.items()} == {
        "Lifestyle": ("C001_001", False, "rules"), "Metformin": ("C002_001", False, "rules"),
        "Statins": ("C003_001", True, "human")}
    assert [(e.target, e.pending) for e in state.edits] == [("C003_001", None)]
