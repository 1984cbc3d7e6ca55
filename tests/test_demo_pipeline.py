"""Steps A and B on the embedded demo, against data/demo/EXPECTED.md: exact counts, every planted
problem reported, and the documented non-errors left alone. Step B runs offline from the
recorded cache, so these tests also prove the cache answers every request the demo makes."""
from collections import Counter
from pathlib import Path

import pytest

from refverify import api
from refverify.demo import DOCUMENTS, demo_config
from refverify.parse.pipeline import parse_manuscript
from refverify.report.derive import issues_of
from tests.test_demo_data import parse_expected, planted

DEMO = Path(__file__).resolve().parent.parent / "data" / "demo"


@pytest.fixture(scope="module")
def expected():
    return parse_expected((DEMO / "EXPECTED.md").read_text(encoding="utf-8"))


def _parse(name):
    manuscript, bibs = DOCUMENTS[name]
    return parse_manuscript(DEMO / manuscript, [DEMO / b for b in bibs])


@pytest.fixture(scope="module")
def fetched(tmp_path_factory):
    """Both demo documents after Steps A and B, offline from the recorded cache."""
    out = tmp_path_factory.mktemp("demo")
    cfg = demo_config(out)
    states = {}
    for name in DOCUMENTS:
        state = _parse(name)
        api.fetch(state, config=cfg, progress=False)
        states[name] = state
    return states


@pytest.mark.parametrize("name", ["thesis", "paper"])
def test_parse_counts_match_expected(name, expected):
    counts = {m: v for (doc, m), v in expected["counts"].items() if doc == name}
    state = _parse(name)
    cited = [r for r in state.refs.values() if r.claims and r.bib.origin != "none"]
    assert len([r for r in state.refs.values() if r.bib.origin != "none"]) == counts["references"]
    assert len(cited) == counts["cited_references"]
    assert state.meta.total_claims == counts["claims"]
    per_chapter = Counter(c.chapter for _, c in state.iter_claims())
    assert {f"claims[{k}]": v for k, v in per_chapter.items()} == {
        k: v for k, v in counts.items() if k.startswith("claims[")}


def test_thesis_bookkeeping_checks(expected):
    state = _parse("thesis")
    checks = state.meta.checks
    assert checks.orphans == planted(expected, "thesis", "orphan") == ["46"]
    assert checks.uncited == planted(expected, "thesis", "uncited") == ["45"]
    assert checks.out_of_order == planted(expected, "thesis", "out_of_order") == ["28"]
    assert state.meta.citation_style == "numeric"
    assert state.meta.language == "zh"


def test_thesis_superscripts_tables_and_unit_exponents(expected):
    state = _parse("thesis")
    bare = sorted((c.ref_id, c.cite_marker) for _, c in state.iter_claims() if c.cite_marker.isdigit())
    assert bare == [("10", "10"), ("18", "18"), ("23", "23")]
    table = [c for _, c in state.iter_claims() if c.block_kind == "table"]
    counts = {m: v for (doc, m), v in expected["counts"].items() if doc == "thesis"}
    assert len(table) == counts["table_claims"] == 7
    assert {c.chapter for c in table} == {"第四章 讨论"}
    # the eGFR unit's superscripts (m², ⁻¹) are not citations: no claim holds "-1" or "2" alone
    assert not any(c.cite_marker in ("-1", "2", "⁻¹") for _, c in state.iter_claims())


def test_thesis_bib_list_disagreement_is_reported(expected):
    state = _parse("thesis")
    [ref] = planted(expected, "thesis", "bib_list_disagreement")
    assert state.refs[ref].bib.discrepancies == [{"field": "year", "bib": 2017, "document": 2018}]
    assert [(i.field, i.source, i.bib, i.source_value) for i in issues_of(state.refs[ref])] == [
        ("year", "reference list", 2017, 2018)]
    assert sum(bool(r.bib.discrepancies) for r in state.refs.values()) == 1


def test_paper_counts_nocite_and_todo(expected):
    state = _parse("paper")
    assert state.meta.citation_style == "latex"
    assert sorted(state.meta.checks.uncited) == sorted(
        planted(expected, "paper", "uncited") + planted(expected, "paper", "uncited_todo"))
    assert state.meta.checks.nocite == ["lecun1998gradient"]
    assert state.meta.todo_keys == {"mikolov2013efficient": "sections/intro.tex"}
    he = state.refs["he2016deep"].claims
    assert [(c.file, c.line) for c in he] == [("sections/background.tex", 6), ("sections/background.tex", 9),
                                              ("sections/experiments.tex", 10), ("sections/experiments.tex", 11)]


def _issue_fields(ref, severity=None):
    return sorted({i.field for i in ref.metadata_issues if severity in (None, i.severity)})


def test_thesis_step_b_planted_problems(fetched, expected):
    refs = fetched["thesis"].refs
    assert refs[planted(expected, "thesis", "fabricated")[0]].existence == "not_found"
    assert refs[planted(expected, "thesis", "wrong_doi")[0]].existence == "id_mismatch"
    wrong_year = refs[planted(expected, "thesis", "wrong_year")[0]]
    assert [(i.field, i.severity, i.bib, i.source_value) for i in wrong_year.metadata_issues] == [
        ("year", "error", 2015, 2016)]
    retracted = refs[planted(expected, "thesis", "retracted")[0]]
    assert retracted.retraction["kind"] == "retracted"
    coauthor = refs[planted(expected, "thesis", "dropped_coauthor")[0]]
    assert [i.message for i in coauthor.metadata_issues] == [
        "co-author(s) missing from the bibliography: Wolski K"]
    assert refs["46"].existence == "not_found"          # the orphan has no entry to look up


def test_thesis_step_b_no_false_alarms(fetched, expected):
    """Everything not planted is verified and clean; unindexed kinds are never 'fabricated'."""
    refs = fetched["thesis"].refs
    planted_refs = {p["ref"] for p in expected["problems"] if p["document"] == "thesis"}
    flagged = {rid for rid, r in refs.items() if r.metadata_issues} - planted_refs
    assert flagged == set()
    unindexed = {rid for rid, r in refs.items() if r.existence == "unindexed"}
    assert unindexed == {"1", "7", "32", "33", "34", "39"}
    not_verified = {rid for rid, r in refs.items()
                    if r.existence not in ("triangulated", "verified", "single_source", "unindexed")}
    assert not_verified == {"20", "44", "46"}


def test_paper_step_b_planted_problems_and_no_false_alarms(fetched, expected):
    refs = fetched["paper"].refs
    assert "venue" in _issue_fields(refs[planted(expected, "paper", "preprint_published")[0]])
    kingma = refs[planted(expected, "paper", "placeholder_author")[0]]
    assert [i.message for i in kingma.metadata_issues] == ["placeholder author 'Anonymous': list the authors"]
    drift = refs[planted(expected, "paper", "title_drift")[0]]
    assert [(i.field, i.bib, i.source_value) for i in drift.metadata_issues] == [
        ("title", "Generative Adversarial Networks", "Generative Adversarial Nets")]
    planted_keys = {p["ref"] for p in expected["problems"] if p["document"] == "paper"}
    errors = {rid for rid, r in refs.items() if _issue_fields(r, "error")} - planted_keys
    assert errors == set()
    assert all(r.existence in ("triangulated", "verified", "single_source") for r in refs.values())


def test_warm_rerun_is_answered_from_the_cache(fetched, tmp_path):
    """The recorded cache answers every request of the demo: nothing is missing offline."""
    for state in fetched.values():
        assert state.meta.fetch.offline is True
        assert not [r for r in state.refs.values() if r.existence == "api_fail"]
        assert all("offline" not in s.error for r in state.refs.values() for s in r.sources.values())


@pytest.fixture(scope="module")
def demo_run(tmp_path_factory):
    """`refverify demo` as a library call: both documents A → D offline (a few seconds)."""
    from refverify.demo import run_demo
    out = tmp_path_factory.mktemp("demo_run")
    assert run_demo(out, progress=False) == 0
    return out


def _audit(out, name):
    import json
    audit = json.loads((out / name / "CITATION_AUDIT.json").read_text(encoding="utf-8"))
    return audit, {e["key"]: e for e in audit["details"]["per_entry"]}


def test_demo_thesis_audit_and_action_list(demo_run, expected):
    from refverify import load_state, views
    audit, entries = _audit(demo_run, "thesis")
    assert (audit["verdict"], audit["reason_code"]) == ("FAIL", "hallucinated")
    want = {"fabricated": "REMOVE", "wrong_doi": "REMOVE", "orphan": "REMOVE", "retracted": "REPLACE",
            "off_topic": "REPLACE", "wrong_year": "FIX", "dropped_coauthor": "FIX",
            "bib_list_disagreement": "FIX"}
    for kind, verdict in want.items():
        [ref] = planted(expected, "thesis", kind)
        assert entries[ref]["verdict"] == verdict, (kind, entries[ref])
    assert audit["details"]["uncited_entries"] == [
        {"key": "45", "suggestion": "prune", "note": "uncited; no local evidence of intent"}]
    actions = views.actions_df(load_state(demo_run / "thesis"))
    listed = set(zip(actions.ref_id, actions.claim_id))
    for kind in ("overstated", "wrong_number", "off_topic"):
        [ref] = planted(expected, "thesis", kind)
        assert any(r == ref and c for r, c in listed), kind
    assert ("43", "") in listed and ("44", "") in listed and ("20", "") in listed
    report = (demo_run / "thesis" / "verification_report.md").read_text(encoding="utf-8")
    assert report.index("撤稿") < report.index("精度声明")     # retractions first, always


def test_demo_paper_audit(demo_run, expected):
    audit, entries = _audit(demo_run, "paper")
    assert audit["verdict"] == "FAIL"
    [wrong] = planted(expected, "paper", "wrong_context")
    assert (entries[wrong]["verdict"], entries[wrong]["axis_failures"]) == ("REPLACE", ["CONTEXT"])
    for kind in ("title_drift", "placeholder_author", "preprint_published"):
        [key] = planted(expected, "paper", kind)
        assert "METADATA" in entries[key]["axis_failures"], kind
    assert {u["key"]: u["suggestion"] for u in audit["details"]["uncited_entries"]} == {
        "krizhevsky2012imagenet": "prune", "mikolov2013efficient": "check"}
