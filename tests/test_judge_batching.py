"""C1 batching, skipping, resume after a crash, human resolutions, re-judging, progress."""
import pytest

from tests.judge_cases import METFORMIN, basic_state, claim, ref
from refverify.config import Config
from refverify.judge import judge_state, rejudge, resolve_conflict
from refverify.judge.batching import plan_batches, skip_reason
from refverify.state import State
from refverify.state_file import load_state, save_state


@pytest.fixture(autouse=True)
def lexical(monkeypatch):
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")


def many_refs(sizes: dict[str, int], severity: dict[str, str] | None = None) -> State:
    severity = severity or {}
    refs = {}
    for rid, n in sizes.items():
        claims = [claim(f"C{rid}_{i:03d}", rid, f"Metformin lowered HbA1c in older adults [{rid}].",
                        severity=severity.get(rid, "Standard")) for i in range(n)]
        refs[rid] = ref(rid, METFORMIN, claims)
    return State(refs=refs)


def wanted(state):
    return {rid: [c.claim_id for c in r.claims] for rid, r in state.refs.items()}


def test_at_most_ten_refs_per_batch():
    state = many_refs({str(i): 1 for i in range(1, 24)})
    assert [len(b.items) for b in plan_batches(state, wanted(state))] == [10, 10, 3]


def test_at_most_thirty_claims_and_big_refs_alone():
    state = many_refs({"1": 12, "2": 12, "3": 8, "4": 16, "5": 40, "6": 2})
    batches = plan_batches(state, wanted(state))
    # by citation count: 5 (40, split 30+10), 4 (16, alone), 1 (12), 2 (12), 3 (8), 6 (2)
    assert [[(rid, len(ids)) for rid, ids in b.items] for b in batches] == [
        [("5", 30)], [("5", 10)], [("4", 16)], [("1", 12), ("2", 12)], [("3", 8), ("6", 2)]]


def test_strict_first_then_citation_count():
    state = many_refs({"1": 5, "2": 1, "3": 3}, severity={"2": "Strict"})
    order = [rid for b in plan_batches(state, wanted(state)) for rid in b.ref_ids]
    assert order == ["2", "1", "3"]


def test_skip_reasons_by_existence_and_text():
    r = ref("1", METFORMIN, [])
    assert skip_reason(r) == ""
    for status in ("id_mismatch", "not_found", "api_fail", "pending"):
        r.existence = status
        assert skip_reason(r) != ""
    r.existence, r.record.abstract = "unindexed", ""
    assert skip_reason(r) == "no source text"
    r.record.abstract = METFORMIN
    assert skip_reason(r) == ""          # an unindexed work with text is judged


def test_one_batch_each_callback_and_meta():
    state = many_refs({str(i): 3 for i in range(1, 16)})   # 15 refs x 3 -> 10 + 5 refs
    seen = []
    judge_state(state, Config(), progress=False, on_batch_done=lambda s: seen.append(
        sum(len(r.judgments) for r in s.refs.values())))
    assert seen == [30, 45]
    m = state.meta.judge
    assert (m.judge, m.batches, m.batches_done, m.claims, m.calls) == ("heuristic", 2, 2, 45, 0)
    assert m.finished and m.started


def test_crash_mid_run_then_resume_judges_only_the_rest(tmp_path):
    state = many_refs({str(i): 3 for i in range(1, 26)})   # 3 batches of 10 refs
    path = tmp_path / "verification_state.json"

    def save_then_die(s):
        save_state(s, path)
        if sum(len(r.judgments) for r in s.refs.values()) >= 30:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        judge_state(state, Config(), progress=False, on_batch_done=save_then_die)
    saved = load_state(path)
    assert sum(len(r.judgments) for r in saved.refs.values()) == 30
    first = {j.claim_id: j.judged_at for r in saved.refs.values() for j in r.judgments}
    judge_state(saved, Config(), progress=False)
    assert saved.meta.judge.claims == 45        # only the unjudged ones were planned
    after = {j.claim_id: j.judged_at for r in saved.refs.values() for j in r.judgments}
    assert len(after) == 75 and all(after[c] == t for c, t in first.items())


def test_resolution_survives_batch_rerun_and_rejudge():
    state = basic_state()
    judge_state(state, Config(), progress=False)
    resolve_conflict(state, "C001_003", "PARTIAL-A", "checked the full text", "ana")
    judge_state(state, Config(), progress=False, mode="batch")
    j = state.refs["1"].judgment_for("C001_003")
    assert j.resolution.verdict == "PARTIAL-A" and j.resolution.who == "ana"
    assert j.final_verdict == "PARTIAL-A" and j.verdict == "FAIL"
    rejudge(state, Config(), claim_id="C001_003", progress=False)
    j = state.refs["1"].judgment_for("C001_003")
    assert j.final_verdict == "PARTIAL-A" and j.resolution.note == "checked the full text"
    with pytest.raises(ValueError):
        resolve_conflict(state, "C001_003", "MAYBE", "", "ana")


def test_rejudge_one_reference_only():
    state = basic_state()
    judge_state(state, Config(), progress=False)
    before = {j.claim_id: j.judged_at for r in state.refs.values() for j in r.judgments}
    rejudge(state, Config(), ref_id="3", progress=False)
    assert state.meta.judge.claims == 1
    assert state.refs["1"].judgments[0].judged_at == before["C001_001"]


def test_progress_line(capsys):
    state = basic_state()
    judge_state(state, Config(), progress=True)
    out = capsys.readouterr().out
    assert out.strip() == ("Step C (heuristic): PASS 2 · PARTIAL-A 2 · PARTIAL-B 1 · FAIL 2 · "
                           "CONFLICT 0; preliminary 7; skipped 2")


def test_progress_line_when_no_source_could_be_read(capsys):
    """Every lookup failed: the line says nothing was judged, not an empty judge name."""
    state = basic_state()
    for r in state.refs.values():
        r.existence = "api_fail"
    judge_state(state, Config(), progress=True)
    out = capsys.readouterr().out
    assert out.strip() == ("Step C (nothing judged): PASS 0 · PARTIAL-A 0 · PARTIAL-B 0 · FAIL 0 · "
                           "CONFLICT 0; preliminary 0; skipped 9")
