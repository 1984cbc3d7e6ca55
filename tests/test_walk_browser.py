"""Issue 23, done when: the four notebooks walked 01 → 04 in a real JupyterLab in headless
Chromium, with every service down (all six URLs point at a closed port on 127.0.0.1), on the demo
thesis (offline from its recorded answers) and on an own small Chinese manuscript (nothing can
be looked up). Asserted on what the page shows: the parse summary, the bottom line with what
could not be checked first, the not-checked banner of the report panel, the demo's conflict
resolved in the form and counted so in notebook 04, and the PASS-rate plot as the page shows
it: its Chinese chapter labels drawn in a CJK font (no box glyphs)."""
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
from tests.jupyter_server import JupyterLab, free_port
from tests.test_notebooks_browser import (
    OUT, UI_TIMEOUT_MS, USER, notebook_text, open_and_run_all, server_env, wait_for_file,
    write_notebooks)

pytestmark = pytest.mark.browser

OWN_BIB = """@article{lin2019,
  title = {Supervised exercise and glycated haemoglobin in primary care},
  author = {Lin, Qiao and Berg, Anna}, journal = {Diabetes Care}, year = {2019},
  volume = {42}, pages = {100--108}}
@article{zhou2021,
  title = {Intermittent fasting and retinopathy in adults with diabetes},
  author = {Zhou, Wei}, journal = {Ophthalmology Letters}, year = {2021}}
"""
OWN_TEXT = """---
bibliography: refs.bib
---
# 第一章 绪论

在基层医疗中，有监督的运动使糖化血红蛋白下降，28%的患者减少了用药 [@lin2019]。

# 第二章 讨论

间歇性禁食可逆转糖尿病患者的视网膜病变 [@zhou2021]。
"""


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("walk-root")
    closed = free_port()                      # nothing listens there: connection refused
    env = server_env(root)
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


def test_walk_the_demo_with_the_services_down(lab, page):
    root = lab.root_dir / "demo"
    write_notebooks(root / "notebooks")
    out = root / OUT

    text = run(page, lab, "demo", "01_parse.ipynb")
    assert "46 references, 96 claims, style numeric" in text
    text = run(page, lab, "demo", "02_fetch.ipynb")
    assert "(offline, 0 requests)" in text           # the recorded answers: no service asked

    # 03: the demo's own conflict, resolved in the form.
    cell = open_and_run_all(page, lab, "demo/notebooks/03_judge.ipynb")
    state = load_state(out)
    labels = labels_for(None, state.meta.language)
    assert pending_conflicts(state) == ["C040_002"]
    cell.locator(".widget-html", has_text=labels("conflict_of", i=1, n=1)).wait_for(
        timeout=UI_TIMEOUT_MS)
    cell.locator(".widget-textarea textarea").fill("多重插补不是该文献的内容。")
    cell.locator("button.widget-button", has_text="FAIL").click()
    cell.locator(".widget-label", has_text=labels("decided", claim="C040_002", verdict="FAIL",
                                                  who=USER)).wait_for(timeout=UI_TIMEOUT_MS)
    state = wait_for_file(lambda s: not pending_conflicts(s), out / "verification_state.json")
    assert state.refs["40"].judgment_for("C040_002").final_verdict == "FAIL"
    buttons = page.locator(".jp-NotebookPanel:visible button.widget-button")
    assert buttons.evaluate_all("bs => bs.filter(b => b.scrollWidth > b.clientWidth + 1)"
                                ".map(b => b.innerText)") == []     # no label cut off
    close_all(page, lab)

    # 04: the bottom line first, the resolved conflict counted as FAIL, the plot in Chinese.
    text = run(page, lab, "demo", "04_report.ipynb", close=False)
    lines = text.splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("NOT CHECKED: 11 of 96 claims"))
    # The demo says 36 KEEP, 3 REPLACE; the FAIL decided on [40] makes it a fourth REPLACE.
    assert lines[first + 1] == "FAIL: 45 cited entries — 35 KEEP, 3 FIX, 4 REPLACE, 3 REMOVE"
    # Severity × verdict as the page shows it (a table's text: cells by tabs, rows by lines).
    # No CONFLICT column left: no claim is in conflict any more.
    header = next(i for i, line in enumerate(lines) if line.startswith("final_verdict\t"))
    total = next(line for line in lines[header:] if line.startswith("Total\t"))
    counts = dict(zip(lines[header].split("\t")[1:], map(int, total.split("\t")[1:])))
    assert counts == {"PASS": 24, "PARTIAL-A": 36, "PARTIAL-B": 11, "FAIL": 3, "not judged": 22,
                      "Total": 96}
    banner = page.locator(".jp-NotebookPanel:visible .jp-Cell").last.locator(
        ".widget-html", has_text="NOT CHECKED").first          # the report panel's bottom line
    banner.scroll_into_view_if_needed(timeout=UI_TIMEOUT_MS)
    assert banner.is_visible() and banner.inner_text().startswith("NOT CHECKED")

    shown = page_plot(page)
    state = load_state(out)
    in_cjk = rendered(state, None, shown.shape)
    in_boxes = rendered(state, ["DejaVu Sans"], shown.shape)
    assert np.abs(in_cjk - in_boxes).mean() > 0.001          # the boxes differ from the glyphs
    assert np.abs(shown - in_cjk).mean() < np.abs(shown - in_boxes).mean() / 2


def test_walk_an_own_manuscript_with_the_services_down(lab, tmp_path, monkeypatch):
    """The four notebooks on an own Chinese manuscript, run in order by nbclient (in JupyterLab
    the minute Step B spends on refused connections made its Run All unreliable to drive), each
    exported to HTML by nbconvert and read in Chromium."""
    import importlib.util

    from nbclient import NotebookClient
    from nbconvert import HTMLExporter

    from tests.test_notebooks_browser import ROOT
    for name, value in lab.env.items():                       # the kernels: services down
        if name.startswith("REFVERIFY_") or name in ("NO_PROXY",):
            monkeypatch.setenv(name, value)
    monkeypatch.setenv("REFVERIFY_CACHE", str(tmp_path / "cache.sqlite"))
    monkeypatch.setenv("REFVERIFY_REQUEST_DEADLINE", "2")
    (tmp_path / "refs.bib").write_text(OWN_BIB, encoding="utf-8")
    (tmp_path / "paper.md").write_text(OWN_TEXT, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("build_notebooks",
                                                  ROOT / "notebooks" / "build_notebooks.py")
    builder = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(builder)
    folder = tmp_path / "notebooks"
    folder.mkdir()
    shown = {}
    with chromium_page() as page:
        page.set_viewport_size({"width": 1400, "height": 1000})
        for name, cells in builder.NOTEBOOKS.items():
            book = builder.nb(cells)
            params = next(c for c in book.cells if "parameters" in c.metadata.get("tags", []))
            params.source = params.source.replace("MANUSCRIPT = None ", 'MANUSCRIPT = "../paper.md"')
            NotebookClient(book, timeout=600, kernel_name="python3",
                           resources={"metadata": {"path": str(folder)}}).execute()
            body, _ = HTMLExporter().from_notebook_node(book)
            (folder / f"{name}.html").write_text(body, encoding="utf-8")
            page.goto((folder / f"{name}.html").as_uri())
            shown[name] = page.locator("body").inner_text()
            assert "Traceback" not in shown[name], name
    assert "2 references, 2 claims" in shown["01_parse.ipynb"]
    fetch = shown["02_fetch.ipynb"]
    # Two groups (by the services that failed), in the fetch summary and above the empty table.
    assert fetch.count("NOT CHECKED: 1 of 2 references could not be looked up") == 4
    assert "No reference could be looked up: no metadata was checked." in fetch
    lines = shown["04_report.ipynb"].splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("NOT CHECKED: "))
    verdict = next(line for line in lines[first:] if not line.startswith("NOT CHECKED: "))
    assert verdict == ("ERROR: 2 cited entries — 0 KEEP, 0 FIX, 0 REPLACE, 0 REMOVE, "
                       "2 NOT CHECKED; 2 lookup(s) failed")
    assert "No PASS rates: no claim is judged yet." in shown["04_report.ipynb"]
