"""Writes the four step notebooks. Their cells are one library call and a display each;
edit here and run `python notebooks/build_notebooks.py` rather than editing the JSON by hand."""
from pathlib import Path

import nbformat
from nbformat.v4 import new_code_cell, new_markdown_cell, new_notebook

HERE = Path(__file__).resolve().parent

PARAMS = '''# Parameters: leave MANUSCRIPT = None to run on the embedded demo thesis (offline).
MANUSCRIPT = None          # e.g. "my_thesis.docx" or "paper/main.tex"
BIB = None                 # e.g. ["refs.bib"]; None: the manuscript's own list / \\bibliography
OUT = "../refverify_out/notebooks"   # the state folder shared by the four notebooks'''

SETUP = '''import os
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
from itables import init_notebook_mode, show
init_notebook_mode(all_interactive=False, connected=False)   # tables work offline
import refverify
from refverify import api, views, widgets
from refverify.demo import prepare'''


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
                          "the time, and a re-run of this step never overwrites them."),
        params_cell(),
        new_code_cell(SETUP),
        new_code_cell("cfg = prepare(OUT, upto='A', manuscript=MANUSCRIPT, bib=BIB)\n"
                      "state = api.parse(MANUSCRIPT or refverify.api.demo_dir() / 'thesis/thesis.docx',\n"
                      "                  BIB if MANUSCRIPT else [refverify.api.demo_dir() / 'thesis/references.bib'],\n"
                      "                  out=OUT, config=cfg)"),
        checked("print(f'{state.meta.total_refs} references, {state.meta.total_claims} claims, '\n"
                "      f'style {state.meta.citation_style}')\n"
                "checks = state.meta.checks\n"
                "print('orphans:', checks['orphans'], '| uncited:', checks['uncited'],\n"
                "      '| out of order:', checks['out_of_order'])"),
        new_markdown_cell("## Claims per chapter and severity"),
        checked("claims = views.claims_df(state)\n"
                "claims.pivot_table(index='chapter', columns='severity', values='claim_id',\n"
                "                   aggfunc='count', fill_value=0, sort=False)"),
        new_markdown_cell("## All claims (searchable)"),
        new_code_cell("show(claims[['claim_id', 'chapter', 'line', 'severity', 'claim_summary',\n"
                      "             'method_needs_human_confirm', 'fulltext_likely', 'context_raw']])"),
        new_markdown_cell("## ✋ Checkpoint: review the claims\n\nFilter, edit a severity or a "
                          "summary, tick the method confirmation, then **Save**."),
        new_code_cell("widgets.review_claims(OUT)"),
    ],
    "02_fetch.ipynb": [
        new_markdown_cell("# Step B — does every reference exist, and is its metadata right?\n\n"
                          "Looks every reference up in PubMed, Crossref, Semantic Scholar, "
                          "OpenAlex, arXiv and DBLP through one cached HTTP session. The demo "
                          "runs offline from its recorded cache."),
        params_cell(),
        new_code_cell(SETUP),
        new_code_cell("cfg = prepare(OUT, upto='B', manuscript=MANUSCRIPT, bib=BIB)\n"
                      "state = api.fetch(OUT, config=cfg, progress=False)"),
        checked("print(api.fetch_summary(state))"),
        new_markdown_cell("## Metadata of every reference"),
        new_code_cell("refs = views.refs_df(state)\n"
                      "show(refs[['ref_id', 'bib_title', 'existence', 'api_source', 'title_match_score',\n"
                      "           'api_year', 'api_article_type', 'abstract_source', 'n_issues']])"),
        new_markdown_cell("## Title match scores (RUBRIC §3.1: ≥ 0.85 OK, 0.60–0.85 warning, < 0.60 mismatch)"),
        new_code_cell("import matplotlib.pyplot as plt\n"
                      "ax = refs['title_match_score'].dropna().plot.hist(bins=20, range=(0, 1))\n"
                      "ax.axvline(0.85, color='green', ls='--'); ax.axvline(0.60, color='red', ls='--')\n"
                      "ax.set_xlabel('title similarity'); plt.show()"),
        new_markdown_cell("## Existence and problems, bib beside source"),
        checked("refs['existence'].value_counts().sort_index()"),
        new_code_cell("show(views.issues_df(state))"),
    ],
    "03_judge.ipynb": [
        new_markdown_cell("# Step C — does each source support its claim?\n\n"
                          "The heuristic judge runs offline (every verdict *preliminary*); set "
                          "`JUDGE = 'llm'` and a `MODEL` (any litellm model) for the LLM judge."),
        params_cell(),
        new_code_cell("JUDGE = 'heuristic'\nMODEL = None"),
        new_code_cell(SETUP),
        new_code_cell("cfg = prepare(OUT, upto='C', manuscript=MANUSCRIPT, bib=BIB)\n"
                      "state = api.judge(OUT, judge=JUDGE, model=MODEL, config=cfg, progress=False)"),
        checked("from refverify.judge import summary\nprint(summary(state))"),
        new_markdown_cell("## Verdicts"),
        new_code_cell("verdicts = views.claims_df(state)\n"
                      "show(verdicts[['claim_id', 'severity', 'verdict', 'final_verdict', 'confidence',\n"
                      "               'numeric_check', 'anchor_quote', 'citing_sentence']])"),
        new_markdown_cell("## ✋ Resolve conflicts\n\nRound 1 and round 2 disagreed on these "
                          "claims: read both, look at the source, decide."),
        new_code_cell("widgets.resolve_conflicts(OUT)"),
    ],
    "04_report.ipynb": [
        new_markdown_cell("# Step D — the reports\n\nEvery report is a pure function of the "
                          "state file: no network, no model."),
        params_cell(),
        new_code_cell(SETUP + "\nfrom pathlib import Path\nimport pandas as pd\n"
                      "import matplotlib.pyplot as plt"),
        new_code_cell("cfg = prepare(OUT, upto='D', manuscript=MANUSCRIPT, bib=BIB)\n"
                      "paths = api.report(OUT, OUT, uncited=True, config=cfg)\n"
                      "state = refverify.load_state(OUT)"),
        checked("print(sorted(p.name for p in paths))"),
        new_markdown_cell("## Severity × verdict"),
        checked("claims = views.claims_df(state)\n"
                "pd.crosstab(claims['severity'], claims['final_verdict'].fillna('not judged'), margins=True)"),
        new_markdown_cell("## PASS rate by chapter, severity, source and article type"),
        new_code_cell("rates = views.pass_rates(state)\nfor name, table in rates.items():\n"
                      "    display(table)"),
        new_code_cell("fig, axes = plt.subplots(1, 2, figsize=(11, 3.5))\n"
                      "rates['chapter']['pass_rate'].plot.barh(ax=axes[0], title='PASS rate by chapter')\n"
                      "rates['severity']['pass_rate'].plot.bar(ax=axes[1], title='PASS rate by severity')\n"
                      "plt.tight_layout(); plt.show()"),
        new_markdown_cell("## Action list"),
        new_code_cell("show(views.actions_df(state))"),
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
