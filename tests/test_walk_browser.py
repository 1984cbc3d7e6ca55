"""Issue 23, done when: the four notebooks walked 01 → 04 in a real JupyterLab in headless
Chromium, with every service down (all six URLs point at a closed port on 127.0.0.1), on the demo
thesis (offline from its recorded answers) and on an own small Chinese manuscript (a Markdown file
and its .bib, looked up in a local index of two works; the third reference can only go to the
services, which refuse). One walk for both, asserted on what the page shows: the parse summary,
the bottom line with what could not be checked first, the not-checked banner of the report panel
naming the command that fixes it, the manuscript's conflict resolved in the form and counted so in
notebook 04, and the PASS-rate plot as the page shows it: its Chinese chapter labels drawn in a
CJK font (no box glyphs)."""
from __future__ import annotations

import base64
import io
import warnings

import numpy as np
import pytest

from refverify.config import DEFAULT_URLS
from refverify.state_file import load_state
from refverify.widgets.conflicts import pending_conflicts
from refverify.widgets.labels import labels_for
from tests.browser import chromium_page
from tests.debian_tools import ensure_cjk_font
from tests.jupyter_server import JupyterLab, free_port
from tests.test_notebooks_browser import (
    OUT, UI_TIMEOUT_MS, USER, notebook_text, open_and_run_all, server_env, wait_for_file,
    write_notebooks)

pytestmark = pytest.mark.browser

# The own manuscript (our own invented works): [halvorsen2017], a method paper on a treatment
# probability score, is cited for the matching it describes and again for multiple imputation,
# which it does not (round 1 PARTIAL-A, round 2 FAIL: a CONFLICT); [lin2019] supports its claim;
# [zhou2021] is in no index, so only the (closed) services could look it up.
OWN_WORKS = [
    dict(title="Balancing observed covariates with one treatment probability score",
         authors=[("Halvorsen", "Ingrid"), ("Adeyemi", "Tunde")], year=2017,
         journal="Statistics in Clinical Research", volume="8", issue="2", pages="41-55",
         doi="10.5555/own.1", pmid="", pmcid="", arxiv="", dblp="", type="journal-article",
         abstract="Defines a treatment probability score, the chance that a patient receives the "
                  "treatment given the observed covariates, and shows that matching or stratifying "
                  "on this single score balances all of those covariates between the groups. "
                  "Illustrated with observational data on cardiac surgery."),
    dict(title="Supervised exercise and glycated haemoglobin in primary care",
         authors=[("Lin", "Qiao"), ("Berg", "Anna")], year=2019, journal="Diabetes Care",
         volume="42", issue="1", pages="100-108", doi="10.5555/own.2", pmid="", pmcid="",
         arxiv="", dblp="", type="journal-article",
         abstract="In a randomised trial in primary care, twelve months of supervised exercise "
                  "lowered glycated haemoglobin by 0.6 percentage points, and 28% of patients "
                  "reduced their glucose-lowering medication compared with 11% under usual care."),
]
OWN_BIB = """@article{halvorsen2017,
  title = {Balancing observed covariates with one treatment probability score},
  author = {Halvorsen, Ingrid and Adeyemi, Tunde}, journal = {Statistics in Clinical Research},
  year = {2017}, volume = {8}, pages = {41--55}, doi = {10.5555/own.1}}
@article{lin2019,
  title = {Supervised exercise and glycated haemoglobin in primary care},
  author = {Lin, Qiao and Berg, Anna}, journal = {Diabetes Care}, year = {2019},
  volume = {42}, pages = {100--108}, doi = {10.5555/own.2}}
@article{zhou2021,
  title = {Intermittent fasting and retinopathy in adults with diabetes},
  author = {Zhou, Wei}, journal = {Ophthalmology Letters}, year = {2021}}
"""
OWN_TEXT = """---
bibliography: refs.bib
---
# 第一章 绪论

在基层医疗中，有监督的运动使糖化血红蛋白下降，28%的患者减少了用药 [@lin2019]。间歇性禁食可逆转糖尿病患者的视网膜病变 [@zhou2021]。

# 第二章 方法

采用倾向性评分匹配平衡组间基线差异 [@halvorsen2017]。缺失的基线协变量采用多重插补法填补 [@halvorsen2017]。
"""


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    ensure_cjk_font()                         # the plots' Chinese labels (installed if missing)
    root = tmp_path_factory.mktemp("walk-root")
    closed = free_port()                      # nothing listens there: connection refused
    env = server_env(root)
    # Each walk's settings as a user gives them: a refverify.toml beside its notebooks (the
    # kernels' working folder); none for the demo.
    env.pop("REFVERIFY_CONFIG")
    env.update({f"REFVERIFY_{name.upper()}_URL": f"http://127.0.0.1:{closed}"
                for name in DEFAULT_URLS})
    with JupyterLab(root, env=env) as server:
        yield server


@pytest.fixture
def page():
    with chromium_page() as page:
        page.set_viewport_size({"width": 1400, "height": 1000})
        yield page


def run(page, lab, folder: str, name: str, close: bool = True) -> str:
    """Open and run one notebook; the text of all its outputs (then closed, unless not
    ``close``)."""
    open_and_run_all(page, lab, f"{folder}/notebooks/{name}")
    text = notebook_text(page)
    assert "Traceback" not in text, text[-2000:]
    if close:
        close_all(page, lab)
    return text


def close_all(page, lab) -> None:
    """Close the notebook (the next one opens alone) and end its kernel."""
    page.evaluate("""() => {
      for (const w of Array.from(window.jupyterapp.shell.widgets('main'))) {
        if (w.context) w.context.model.dirty = false;     // no "save changes?" dialog
        w.close();
      }
    }""")
    page.locator(".jp-NotebookPanel:visible").wait_for(state="detached", timeout=UI_TIMEOUT_MS)
    lab.shutdown_kernels()


def scroll_to(page, selector: str):
    """The first ``selector`` in the open notebook, its cell scrolled into view (JupyterLab
    renders only the cells near the view)."""
    cells = page.locator(".jp-NotebookPanel:visible .jp-Notebook .jp-Cell")
    for i in range(cells.count()):
        cells.nth(i).scroll_into_view_if_needed(timeout=UI_TIMEOUT_MS)
        found = cells.nth(i).locator(selector)
        if found.count():
            found.first.scroll_into_view_if_needed(timeout=UI_TIMEOUT_MS)
            return found.first
    raise AssertionError(f"no {selector} in the notebook")


def page_plot(page) -> np.ndarray:
    """The plot image as the page shows it (grey levels)."""
    import matplotlib.pyplot as plt
    image = scroll_to(page, ".jp-RenderedImage img")
    src = image.get_attribute("src")
    assert src.startswith("data:image/png;base64,")
    return plt.imread(io.BytesIO(base64.b64decode(src.split(",", 1)[1])))[..., :3].mean(axis=2)


def rendered(state, families: list[str] | None, shape) -> np.ndarray:
    """The same plot drawn here, in the fonts the plot chooses (None) or in ``families`` only,
    scaled to ``shape`` (grey levels)."""
    from unittest import mock

    import matplotlib
    import matplotlib.pyplot as plt

    from refverify import plots
    matplotlib.use("Agg")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")                      # the boxes, on purpose
        if families is None:
            fig = plots.pass_rate_bars(state)
        else:
            with mock.patch("refverify.fonts.font_families", lambda labels: families):
                fig = plots.pass_rate_bars(state)
        buf = io.BytesIO()
        fig.savefig(buf, format="png", bbox_inches="tight")
        plt.close(fig)
    buf.seek(0)
    grey = plt.imread(buf)[..., :3].mean(axis=2)
    rows = np.linspace(0, grey.shape[0] - 1, shape[0]).astype(int)
    cols = np.linspace(0, grey.shape[1] - 1, shape[1]).astype(int)
    return grey[np.ix_(rows, cols)]


def resolve_conflict(page, lab, folder: str, claim_id: str, verdict: str, note: str):
    """Notebook 03: the one pending conflict, ``claim_id``, decided in the form as ``verdict``
    with ``note``; the state once saved."""
    out = lab.root_dir / folder / OUT
    cell = open_and_run_all(page, lab, f"{folder}/notebooks/03_judge.ipynb")
    state = load_state(out)
    labels = labels_for(None, state.meta.language)
    assert pending_conflicts(state) == [claim_id]
    cell.locator(".widget-html", has_text=labels("conflict_of", i=1, n=1)).wait_for(
        timeout=UI_TIMEOUT_MS)
    cell.locator(".widget-textarea textarea").fill(note)
    cell.locator("button.widget-button", has_text=verdict).click()
    cell.locator(".widget-label", has_text=labels("decided", claim=claim_id, verdict=verdict,
                                                  who=USER)).wait_for(timeout=UI_TIMEOUT_MS)
    state = wait_for_file(lambda s: not pending_conflicts(s), out / "verification_state.json")
    ref, _claim = state.claim(claim_id)
    assert ref.judgment_for(claim_id).final_verdict == verdict
    buttons = page.locator(".jp-NotebookPanel:visible button.widget-button")
    assert buttons.evaluate_all("bs => bs.filter(b => b.scrollWidth > b.clientWidth + 1)"
                                ".map(b => b.innerText)") == []     # no label cut off
    close_all(page, lab)
    return state


def bottom_line(text: str) -> tuple[list[str], str]:
    """Notebook 04's bottom line as the page shows it: the NOT CHECKED lines, the verdict line."""
    lines = text.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("NOT CHECKED: "))
    end = next(i for i in range(first, len(lines)) if not lines[i].startswith("NOT CHECKED: "))
    return lines[first:end], lines[end]


def crosstab_totals(text: str) -> dict[str, int]:
    """Notebook 04's severity × verdict table, its Total row (a table's text: cells by tabs,
    rows by lines)."""
    lines = text.splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("final_verdict\t"))
    total = next(line for line in lines[header:] if line.startswith("Total\t"))
    return dict(zip(lines[header].split("\t")[1:], map(int, total.split("\t")[1:])))


def not_checked_banner(page) -> str:
    """The report panel's bottom line (the last cell of notebook 04), scrolled into view and
    visible; its text."""
    banner = page.locator(".jp-NotebookPanel:visible .jp-Cell").last.locator(
        ".widget-html", has_text="NOT CHECKED").first
    banner.scroll_into_view_if_needed(timeout=UI_TIMEOUT_MS)
    assert banner.is_visible()
    return banner.inner_text()


def assert_plot_in_cjk(page, out) -> None:
    """The PASS-rate plot the page shows is the one drawn in the CJK font, not in boxes."""
    shown = page_plot(page)
    state = load_state(out)
    in_cjk = rendered(state, None, shown.shape)
    in_boxes = rendered(state, ["DejaVu Sans"], shown.shape)
    assert np.abs(in_cjk - in_boxes).mean() > 0.001          # the boxes differ from the glyphs
    assert np.abs(shown - in_cjk).mean() < np.abs(shown - in_boxes).mean() / 2


def test_walk_the_demo_with_the_services_down(lab, page):
    write_notebooks(lab.root_dir / "demo" / "notebooks")
    out = lab.root_dir / "demo" / OUT

    text = run(page, lab, "demo", "01_parse.ipynb")
    assert "46 references, 96 claims, style numeric" in text
    text = run(page, lab, "demo", "02_fetch.ipynb")
    assert "(offline, 0 requests)" in text           # the recorded answers: no service asked

    # 03: the demo's own conflict, resolved in the form.
    resolve_conflict(page, lab, "demo", "C040_002", "FAIL", "多重插补不是该文献的内容。")

    # 04: the bottom line first, the resolved conflict counted as FAIL, the plot in Chinese.
    text = run(page, lab, "demo", "04_report.ipynb", close=False)
    unchecked, verdict = bottom_line(text)
    assert unchecked[0].startswith("NOT CHECKED: 11 of 96 claims")
    # The demo says 36 KEEP, 3 REPLACE; the FAIL decided on [40] makes it a fourth REPLACE.
    assert verdict == "FAIL: 45 cited entries — 35 KEEP, 3 FIX, 4 REPLACE, 3 REMOVE"
    # No CONFLICT column left: no claim is in conflict any more.
    assert crosstab_totals(text) == {"PASS": 24, "PARTIAL-A": 36, "PARTIAL-B": 11, "FAIL": 3,
                                     "not judged": 22, "Total": 96}
    banner = not_checked_banner(page)
    assert banner.startswith("NOT CHECKED")
    assert "refverify judge " in banner               # the command that fixes it
    assert_plot_in_cjk(page, out)


def own_manuscript(folder) -> None:
    """``folder``: paper.md and refs.bib, a local index of OWN_WORKS built from snapshot files,
    the four notebooks with MANUSCRIPT = "../paper.md", and their refverify.toml naming the
    index."""
    from bench.index_synth import write_snapshots
    from refverify.index import build_index

    folder.mkdir(parents=True)
    (folder / "refs.bib").write_text(OWN_BIB, encoding="utf-8")
    (folder / "paper.md").write_text(OWN_TEXT, encoding="utf-8")
    write_snapshots(OWN_WORKS, folder / "snapshots", date="2026-11-01")
    build_index([folder / "snapshots"], folder / "index", log=lambda _m: None)
    write_notebooks(folder / "notebooks", manuscript="../paper.md")
    (folder / "notebooks" / "refverify.toml").write_text(
        f"[refverify]\nindex = {str(folder / 'index')!r}\n", encoding="utf-8")


def test_walk_an_own_manuscript_with_the_services_down(lab, page):
    pytest.importorskip("duckdb", reason="the 'index' extra (duckdb, pyarrow) is not installed")
    own_manuscript(lab.root_dir / "own")
    out = lab.root_dir / "own" / OUT

    text = run(page, lab, "own", "01_parse.ipynb")
    assert "3 references, 4 claims" in text
    text = run(page, lab, "own", "02_fetch.ipynb")
    # The index answers for two; the third went to the services, which refused.
    assert "checked against Crossref snapshot 2026-11-01, OpenAlex snapshot 2026-11-01" in text
    assert "NOT CHECKED: 1 of 3 references could not be looked up" in text
    assert {rid: ref.existence for rid, ref in load_state(out).refs.items()} == {
        "halvorsen2017": "triangulated", "lin2019": "triangulated", "zhou2021": "api_fail"}

    # 03: the method paper cited for multiple imputation, a conflict, resolved as FAIL.
    resolve_conflict(page, lab, "own", "C_halvorsen2017_002", "FAIL", "该文献未涉及多重插补。")

    text = run(page, lab, "own", "04_report.ipynb", close=False)
    unchecked, verdict = bottom_line(text)
    where = "../refverify_out/notebooks"                  # OUT, as the parameters cell sets it
    assert unchecked == [
        "NOT CHECKED: 1 of 3 references could not be looked up: PubMed, CrossRef, Semantic "
        "Scholar unreachable (connection refused) — run `refverify fetch "
        f"{where}` when the services answer (check the network or proxy), then `refverify "
        f"judge {where}` and `refverify report {where}`"]
    # The FAIL decided on [halvorsen2017] makes it a REPLACE; [zhou2021] is NOT CHECKED, never KEEP.
    assert verdict == ("FAIL: 3 cited entries — 1 KEEP, 0 FIX, 1 REPLACE, 0 REMOVE, "
                       "1 NOT CHECKED; 1 lookup(s) failed")
    assert crosstab_totals(text) == {"PASS": 1, "PARTIAL-A": 1, "FAIL": 1, "not judged": 1,
                                     "Total": 4}
    banner = not_checked_banner(page)
    assert banner.startswith("NOT CHECKED")
    assert "refverify fetch " in banner               # the command that fixes it
    assert_plot_in_cjk(page, out)
