"""The notebooks' session: demo or own manuscript decided once, and the views / plots every
notebook cell shows, also when there is nothing to show."""
from __future__ import annotations

from pathlib import Path

import pytest

from refverify import plots, views
from refverify.demo import Session, prepare
from refverify.errors import RefverifyError
from refverify.state import State
from tests.views_fixtures import make_state

PAPER = "---\nbibliography: refs.bib\n---\n# Intro\n\nExercise helps [@a2020].\n"
BIB = "@article{a2020, title={Exercise in primary care}, author={Ames, Anna}, year={2020}}\n"


def own_paper(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "refs.bib").write_text(BIB, encoding="utf-8")
    (folder / "paper.md").write_text(PAPER, encoding="utf-8")
    return folder / "paper.md"


def test_own_manuscript_is_online_and_the_demo_offline(tmp_path):
    paper = own_paper(tmp_path / "mine")
    own = Session(paper, None, tmp_path / "out")
    assert (own.demo, own.config.offline) == (False, False)
    assert own.describe() == (f"{paper}, online (answers cached in "
                              f"{tmp_path / 'http_cache.sqlite'}); state folder {tmp_path / 'out'}")
    # the step notebooks' prepare(): a manuscript of one's own is no longer run offline
    assert prepare(tmp_path / "out", upto="A", manuscript=paper).offline is False
    demo = Session(None, None, tmp_path / "demo")
    assert (demo.demo, demo.config.offline) == (True, True)
    assert demo.describe().startswith("the demo thesis, offline from its recorded HTTP cache")
    assert Session(paper, None, tmp_path / "o2", offline=True).describe().startswith(
        f"{paper}, offline (cached answers only: unseen references → api_fail)")


def test_a_missing_manuscript_is_one_line(tmp_path):
    with pytest.raises(RefverifyError) as err:
        Session("no_such_thesis.docx", None, tmp_path / "out")
    assert str(err.value) == (f"MANUSCRIPT = 'no_such_thesis.docx': no such file (relative "
                              f"paths start at {Path.cwd()})")
    paper = own_paper(tmp_path / "mine")
    with pytest.raises(RefverifyError, match=r"^BIB = 'nope.bib': no such file"):
        Session(paper, "nope.bib", tmp_path / "out")


def test_a_state_folder_holds_one_manuscript(tmp_path):
    first = own_paper(tmp_path / "first")
    second = own_paper(tmp_path / "second")
    out = tmp_path / "out"
    Session(first, None, out).parse()
    assert Session(first, None, out).state().meta.total_claims == 1     # same one: fine
    with pytest.raises(RefverifyError) as err:
        Session(second, None, out)
    assert str(err.value) == (
        f"{out}: this state folder belongs to {first}, not {second}; set OUT to another folder "
        "(or delete this one) in the parameters cell")


def test_every_lookup_failed_says_so_instead_of_plotting(tmp_path):
    state = make_state(6)
    for ref in state.refs.values():
        ref.existence, ref.title_match_score, ref.record = "api_fail", None, None
    note = plots.title_scores(state)
    assert note == ("No title scores: no reference was matched to a record (2 api_fail) — the "
                    "sources could not be reached: check the network or the services' URLs, "
                    "then run this notebook again.")
    assert isinstance(note, views.Note)
    assert views.existence_counts(state).to_dict() == {"api_fail": 2}
    # Step C then skips every claim: the PASS-rate note and the report panel say why, not
    # "run Step C first"
    from refverify.config import Config
    from refverify.judge import judge_state
    from refverify.widgets import ReportPanel
    judge_state(state, Config(), progress=False)
    why = "6 claims: sources could not be reached (§3); retry Step B, then judge"
    assert views.why_not_judged(state) == why
    assert plots.pass_rate_bars(state) == f"No PASS rates: no claim is judged yet. Not judged — {why}."
    panel = ReportPanel(state, tmp_path)
    assert panel.tables.value == f"<i>No claim could be judged — {why}.</i>"
    assert ReportPanel(make_state(6), tmp_path).tables.value == "<i>No judgments yet: run Step C first.</i>"


def test_no_references_and_no_judgments_give_notes():
    empty = State()
    assert views.refs_df(empty).index.name == "ref_id" and len(views.refs_df(empty)) == 0
    assert plots.title_scores(empty) == "No title scores: no references found."
    assert views.existence_counts(empty) == "No references found."
    assert views.claims_by_chapter(empty) == (
        "No claims: the manuscript has no citation that refverify recognised.")
    assert views.severity_verdict_crosstab(empty) == "No claims: nothing to cross-tabulate."
    assert views.verdicts_df(empty) == "No claims to judge."
    unjudged = make_state(4)
    assert views.verdicts_df(unjudged) == "No claim is judged yet: run Step C."
    assert plots.pass_rate_bars(unjudged) == "No PASS rates: no claim is judged yet."
    table = views.severity_verdict_crosstab(unjudged)
    assert table["not judged"].tolist() == [1, 2, 1, 4]      # Strict, Standard, Lenient, Total
    assert views.explain(views.actions_df(empty), "Nothing to act on.") == "Nothing to act on."


def test_plots_draw_the_thresholds_step_b_applies():
    from refverify.sources.compare import TITLE_OK, TITLE_WARN
    ax = plots.title_scores(make_state(6))
    assert [line.get_xdata()[0] for line in ax.lines] == [TITLE_OK, TITLE_WARN]
    assert sum(patch.get_height() for patch in ax.patches) == 2
    fig = plots.pass_rate_bars(make_state(10, judged=True))
    assert [ax.get_title() for ax in fig.axes] == ["PASS rate by chapter", "PASS rate by severity"]
