"""Writes the four step notebooks. Their cells are one library call and a display each;
edit here and run `python notebooks/build_notebooks.py` rather than editing the JSON by hand."""
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = Path(__file__).resolve().parent

PARAMS = '''# Parameters. MANUSCRIPT = None: the embedded demo thesis, offline from its recorded answers.
# Your own manuscript: looked up online (answers cached); relative paths start at this folder.
MANUSCRIPT = None          # e.g. "my_thesis.docx" or "paper/main.tex"
BIB = None                 # e.g. ["refs.bib"]; None: the manuscript's own list / \\bibliography
OUT = "../refverify_out/notebooks"   # the state folder the four notebooks share (one manuscript each)'''

SETUP = '''import os
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
from itables import init_notebook_mode
init_notebook_mode(all_interactive=False, connected=False)   # tables work offline
from refverify import api, plots, views, widgets
from refverify.demo import session
from refverify.widgets import show
S = session(MANUSCRIPT, BIB, OUT)   # demo or your manuscript: every step below uses its settings
print(S.describe())'''


def nb(cells, name="nb"):
    for i, cell in enumerate(cells):
        cell.id = f"{name.split('_')[0]}-{i:02d}"   # stable ids: no diff noise on rebuilds
    book = new_notebook(cells=cells)
    book.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    book.metadata["language_info"] = {"name": "python"}
    return book


def params_cell():
    cell = new_code_cell(PARAMS)
    cell.metadata["tags"] = ["parameters"]
    return cell


def checked(source):
    """A cell whose output nbval compares (deterministic on the demo)."""
    return new_code_cell("# NBVAL_CHECK_OUTPUT\n" + source)


NOTEBOOKS = {
    "01_parse.ipynb": [
        new_markdown_cell("# Step A — parse the manuscript\n\nReads the manuscript and its "
                          "bibliography, finds every citing place, and writes "
                          "`verification_state.json` and `citation_contexts.md`. Then review "
                          "the claims: severity, summary, and whether a method citation is "
                          "really needed. Your edits are saved in the state with your name and "
                          "the time, and a re-run of any step never overwrites them."),
        params_cell(),
        new_code_cell(SETUP),
        new_code_cell("state = S.parse()"),
        checked("print(views.parse_summary(state))"),
        new_markdown_cell("## Claims per chapter and severity"),
        checked("views.claims_by_chapter(state)"),
        new_markdown_cell("## All claims (searchable)"),
        new_code_cell("claims = views.claims_df(state)     # indexed by claim_id\n"
                      "show(claims[['chapter', 'line', 'severity', 'claim_summary',\n"
                      "             'method_needs_human_confirm', 'fulltext_likely', 'context_raw']],\n"
                      "     'No claims: the manuscript has no citation that refverify recognised.')"),
        new_markdown_cell("## Checkpoint: decisions waiting for a person\n\nAfter the manuscript changed, a decision whose citing sentence is no longer found exactly once is kept but applied to nothing (the audit says so too). Place it on its claim with `decisions.reattach_decision(state, index, claim_id)` or drop it with `decisions.dismiss_decision(state, index)`, inside `state_file.update(OUT, …)` so it is saved."),
        new_code_cell("show(views.pending_decisions_df(state), 'No decision is waiting: each one is on its claim.')"),
        new_markdown_cell("## Checkpoint: review the claims\n\nFilter, edit a severity or a "
                          "summary, tick the method confirmation, then **Save**. As a table "
                          "(click a column title to sort; hover over a claim id for its "
                          "context):"),
        new_code_cell("widgets.review_claims(OUT, view='table')"),
        new_markdown_cell("Or one card per claim, with its context:"),
        new_code_cell("widgets.review_claims(OUT)"),
    ],
    "02_fetch.ipynb": [
        new_markdown_cell("# Step B — does every reference exist, and is its metadata right?\n\n"
                          "Looks every reference up in PubMed, Crossref, Semantic Scholar, "
                          "OpenAlex, arXiv and DBLP through one cached HTTP session. The demo "
                          "runs offline from its recorded cache; your own manuscript online."),
        params_cell(),
        new_code_cell(SETUP),
        new_code_cell("state = S.fetch()"),
        checked("print(api.fetch_summary(state))"),
        new_markdown_cell("## Metadata of every reference"),
        new_code_cell("refs = views.refs_df(state)     # indexed by ref_id\n"
                      "show(refs[['bib_title', 'existence', 'api_source', 'title_match_score',\n"
                      "           'api_year', 'api_article_type', 'abstract_source', 'n_issues']],\n"
                      "     'No references found.')"),
        new_markdown_cell("## Title match scores (≥ 0.85 OK, 0.60–0.85 warning, < 0.60 mismatch: "
                          "the dashed lines are the thresholds Step B applies, "
                          "`refverify/sources/compare.py`)"),
        new_code_cell("plots.show(plots.title_scores(state))"),
        new_markdown_cell("## Existence and problems, bib beside source"),
        checked("views.existence_counts(state)"),
        new_code_cell("show(views.issues_df(state), views.no_problems(state, 'No metadata problems.'))"),
    ],
    "03_judge.ipynb": [
        new_markdown_cell("# Step C — does each source support its claim?\n\n"
                          "The heuristic judge runs offline (every verdict *preliminary*); set "
                          "`JUDGE = 'llm'` and a `MODEL` (any litellm model) for the LLM judge."),
        params_cell(),
        new_code_cell("JUDGE = 'heuristic'\nMODEL = None"),
        new_code_cell(SETUP),
        new_code_cell("state = S.judge(JUDGE, MODEL)"),
        checked("from refverify.judge import summary\nprint(summary(state))"),
        new_markdown_cell("## Verdicts"),
        new_code_cell("show(views.verdicts_df(state))"),
        new_markdown_cell("## Checkpoint: decisions waiting for a person\n\nAfter the manuscript changed, a decision whose citing sentence is no longer found exactly once is kept but applied to nothing (the audit says so too). Place it on its claim with `decisions.reattach_decision(state, index, claim_id)` or drop it with `decisions.dismiss_decision(state, index)`, inside `state_file.update(OUT, …)` so it is saved."),
        new_code_cell("show(views.pending_decisions_df(state), 'No decision is waiting: each one is on its claim.')"),
        new_markdown_cell("## Checkpoint: resolve conflicts\n\nRound 1 and round 2 disagreed on these "
                          "claims: read both, look at the source, decide."),
        new_code_cell("widgets.resolve_conflicts(OUT)"),
    ],
    "04_report.ipynb": [
        new_markdown_cell("# Step D — the reports\n\nEvery report is a pure function of the "
                          "state file: no network, no model."),
        params_cell(),
        new_code_cell(SETUP),
        new_code_cell("paths = S.report()\nstate = S.state()"),
        new_markdown_cell("## The bottom line\n\nWhat could not be checked (and the command that "
                          "fixes it) first, then the verdict and the references by action."),
        checked("print(S.bottom_line())"),
        checked("print(sorted(p.name for p in paths))"),
        new_markdown_cell("## Severity × verdict"),
        checked("views.severity_verdict_crosstab(state)"),
        new_markdown_cell("## PASS rate by chapter, severity, source and article type"),
        new_code_cell("for name, table in views.pass_rates(state).items():\n"
                      "    display(views.explain(table, f'No claims to rate by {name}.'))"),
        new_code_cell("plots.show(plots.pass_rate_bars(state))"),
        new_markdown_cell("## Action list"),
        new_code_cell("show(views.actions_df(state), 'Nothing to act on.')"),
        new_markdown_cell("## The files"),
        new_code_cell("widgets.report_panel(OUT, OUT)"),
    ],
}


def execute_and_keep_checked_outputs(book, name):
    """Run the notebook on the demo and keep only the outputs nbval compares (cells marked
    NBVAL_CHECK_OUTPUT): deterministic text, no multi-megabyte table bundles in git."""
    from nbclient import NotebookClient
    NotebookClient(book, timeout=600, kernel_name="python3",
                   resources={"metadata": {"path": str(HERE)}}).execute()
    book.metadata.pop("widgets", None)   # the forms' saved widget state: large, and stale on reopening
    for cell in book.cells:
        cell.metadata.pop("execution", None)        # run timestamps: noise in git
        if cell.cell_type != "code":
            continue
        if "NBVAL_CHECK_OUTPUT" not in cell.source:
            cell.outputs = []
            cell.execution_count = None
    return book


def main(execute: bool = True):
    import shutil
    shutil.rmtree(HERE.parent / "refverify_out" / "notebooks", ignore_errors=True)
    for name, cells in NOTEBOOKS.items():
        book = nb(cells, name)
        if execute:
            book = execute_and_keep_checked_outputs(book, name)
        nbformat.write(book, HERE / name)
        print("wrote", HERE / name)


if __name__ == "__main__":
    import sys
    main(execute="--no-execute" not in sys.argv)
