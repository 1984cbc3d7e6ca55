"""Issue 24: Step C appends each batch's judgments to a journal instead of rewriting the whole
state file; the state file is written once at the end, and a crash resumes from the journal."""
import json

import pytest

import refverify.api as api
from refverify.config import Config
from refverify.journal import Journal
from refverify.judge import run as judge_run
from refverify.state_file import journal_path, load_state, save_state
from tests.test_judge_batching import many_refs


@pytest.fixture(autouse=True)
def lexical(monkeypatch):
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")


def _judged(state):
    return sum(1 for r in state.refs.values() for j in r.judgments if j.verdict or j.skipped_reason)


def test_a_judge_run_writes_the_state_file_once_and_journals_each_batch(tmp_path, monkeypatch):
    save_state(many_refs({str(i): 3 for i in range(1, 26)}), tmp_path)   # 3 batches of 10 refs
    writes, lines = [], []
    real_save = api.save_state
    monkeypatch.setattr(api, "save_state", lambda s, p, **kw: (writes.append(p), real_save(s, p, **kw))[1])
    real_call = Journal.__call__

    def journal(self, state, ref_ids=None):
        n = real_call(self, state, ref_ids)
        lines.append(len(journal_path(tmp_path).read_text(encoding="utf-8").splitlines()))
        return n
    monkeypatch.setattr(Journal, "__call__", journal)
    state = api.judge(tmp_path, config=Config(), progress=False)
    assert len(writes) == 1                          # once, at the end (was: after every batch)
    assert lines == [10, 20, 25]                     # one line per reference judged, per batch
    assert not journal_path(tmp_path).exists()       # folded into the state file, then removed
    assert _judged(load_state(tmp_path)) == _judged(state) == 75


def test_a_crash_mid_run_resumes_from_the_journal(tmp_path, monkeypatch):
    save_state(many_refs({str(i): 3 for i in range(1, 26)}), tmp_path)
    real_call = Journal.__call__

    def die_after_two(self, state, ref_ids=None):
        real_call(self, state, ref_ids)
        if _judged(state) >= 60:
            raise KeyboardInterrupt
    monkeypatch.setattr(Journal, "__call__", die_after_two)
    with pytest.raises(KeyboardInterrupt):
        api.judge(tmp_path, config=Config(), progress=False)
    on_disk = json.loads((tmp_path / "verification_state.json").read_text(encoding="utf-8"))
    assert sum(len(r["judgments"]) for r in on_disk["refs"].values()) == 0   # not rewritten
    resumed = load_state(tmp_path)                   # the journal's 20 references folded in
    assert _judged(resumed) == 60
    first = {j.claim_id: j.judged_at for r in resumed.refs.values() for j in r.judgments}
    monkeypatch.setattr(Journal, "__call__", real_call)
    planned = []
    real_plan = judge_run.plan_batches
    monkeypatch.setattr(judge_run, "plan_batches", lambda *a, **k: planned.append(a[1]) or real_plan(*a, **k))
    state = api.judge(tmp_path, config=Config(), progress=False)
    assert sum(len(ids) for ids in planned[0].values()) == 15   # only the claims not yet judged
    after = {j.claim_id: j.judged_at for r in state.refs.values() for j in r.judgments}
    assert len(after) == 75 and all(after[c] == t for c, t in first.items())


def test_a_line_cut_short_by_a_crash_is_left_out(tmp_path):
    state = many_refs({"1": 1, "2": 1})
    save_state(state, tmp_path)
    good = {"ref_id": "1", "judgments": [{"claim_id": "C1_000", "verdict": "PASS"}]}
    journal_path(tmp_path).write_text(json.dumps(good) + '\n{"ref_id": "2", "judgm', encoding="utf-8")
    loaded = load_state(tmp_path)
    assert [j.verdict for j in loaded.refs["1"].judgments] == ["PASS"]
    assert loaded.refs["2"].judgments == []
