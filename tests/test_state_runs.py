"""The run records in ``meta`` are typed (issue 21): ``ParseChecks``, ``FetchRun``, ``JudgeRun``.
A state written by main at 6800097 (schema 2) loads into them and is written back key for key;
unknown keys are kept; a reader naming a key no step writes fails instead of reading nothing.

The fixture: main at 6800097 ran `refverify demo`; four references of its thesis state were kept
(one with verdicts, one without source text, one not found; their service records dropped),
one claim's judgment was removed and judged again by the LLM judge against a scripted server
that answers 500 (so it is unjudged), and one claim was resolved FAIL by "reviewer" through
`judge.resolve_conflict`; saved by that main with SOURCE_DATE_EPOCH=1764892800."""
import gzip
import json
from pathlib import Path

import pytest

from refverify.core.runs import FetchRun, JudgeRun, ParseChecks
from refverify.state_file import STATE_FILENAME, load_state, save_state

GOLDEN = Path(__file__).with_name("golden") / "state_main_6800097_thesis4.json.gz"


def _old(folder: Path) -> tuple[Path, dict]:
    folder.mkdir(parents=True, exist_ok=True)
    raw = gzip.decompress(GOLDEN.read_bytes())
    (folder / STATE_FILENAME).write_bytes(raw)
    return folder, json.loads(raw)


def test_the_run_records_of_a_state_written_by_main_load_typed(tmp_path):
    state = load_state(_old(tmp_path / "old")[0])
    checks, fetch, judge = state.meta.checks, state.meta.fetch, state.meta.judge
    assert (type(checks), type(fetch), type(judge)) == (ParseChecks, FetchRun, JudgeRun)
    assert (checks.orphans, checks.uncited, checks.out_of_order, checks.nocite) == (["46"], ["45"], ["28"], [])
    assert checks.duplicates == [{"refs": ["4", "20"], "reason": "same DOI 10.1001/jama.2013.168118"}]
    assert (checks.bib_enumerated, checks.no_bibliography, checks.bib_unreadable) == (True, False, "")
    assert (fetch.incomplete, fetch.offline, fetch.existence["not_found"]) == (0, True, 2)
    assert fetch.index is None and fetch.pdfs == {}
    assert (judge.judge, judge.requested, judge.failed_claims, judge.kept_prior) == (
        "heuristic", "llm:openai/scripted", 1, 0)
    assert judge.first_failure == "unjudged: LLM call failed after retries: InternalServerError (scripted 500)"
    assert judge.counts["unjudged"] == 1


def test_saved_again_the_run_records_keep_their_keys(tmp_path):
    folder, before = _old(tmp_path / "old")
    save_state(load_state(folder), folder)
    after = json.loads((folder / STATE_FILENAME).read_text(encoding="utf-8"))
    for name in ("checks", "fetch", "judge"):
        assert after["meta"][name] == before["meta"][name]


def test_unknown_keys_are_kept_and_read_by_nobody(tmp_path):
    """The rule: a key refverify does not know (a newer writer's, a bench's note) survives a load
    and a save unchanged; no refverify code reads it."""
    folder, data = _old(tmp_path / "old")
    data["meta"]["judge"]["gpu_seconds"] = 12.5
    data["meta"]["checks"]["by_chapter"] = {"1": 3}
    (folder / STATE_FILENAME).write_text(json.dumps(data), encoding="utf-8")
    save_state(load_state(folder), folder)
    meta = json.loads((folder / STATE_FILENAME).read_text(encoding="utf-8"))["meta"]
    assert (meta["judge"]["gpu_seconds"], meta["checks"]["by_chapter"]) == (12.5, {"1": 3})
    assert meta["judge"]["failed_claims"] == 1


def test_a_reader_of_a_key_nobody_writes_fails(tmp_path):
    state = load_state(_old(tmp_path / "old")[0])
    with pytest.raises(TypeError):
        state.meta.judge["errors"]          # the dead read of issue 21: no longer silently empty
    with pytest.raises(AttributeError):
        state.meta.fetch.retry_later        # noqa: B018


def test_steps_not_run_are_none_and_written_as_empty_objects(tmp_path):
    from refverify.state import State
    state = State()
    assert (state.meta.fetch, state.meta.judge) == (None, None)
    save_state(state, tmp_path)
    meta = json.loads((tmp_path / STATE_FILENAME).read_text(encoding="utf-8"))["meta"]
    assert (meta["checks"], meta["fetch"], meta["judge"]) == ({}, {}, {})
    state.meta.checks = {"bib_unreadable": "refs.bib: unbalanced braces"}   # a dict is validated
    assert state.meta.checks.bib_unreadable == "refs.bib: unbalanced braces"
    assert state.meta.checks.model_dump() == {"bib_unreadable": "refs.bib: unbalanced braces"}
