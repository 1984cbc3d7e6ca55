"""The report panel's links open their file in a new tab whatever URL the notebook page has
(issue 23, item 4): a real JupyterLab on 127.0.0.1 with a token, the same notebook opened from
its /lab/tree/ page and from a named workspace's page, each link clicked in headless Chromium
and the new tab's content checked against the file."""
from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook

from refverify.report import write_reports
from refverify.state_file import save_state
from tests.browser import chromium_page
from tests.jupyter_server import JupyterLab
from tests.report_fixture import make_state
from tests.test_notebooks_browser import UI_TIMEOUT_MS, open_and_run_all, server_env

pytestmark = pytest.mark.browser

PANEL = "from refverify import widgets\nwidgets.report_panel('../out', '../out')"


@pytest.fixture(scope="module")
def lab(tmp_path_factory):
    root = tmp_path_factory.mktemp("links-root")
    out = root / "thesis" / "out"
    out.mkdir(parents=True)
    state = make_state(root / "thesis")
    save_state(state, out)
    write_reports(state, out)
    book = new_notebook(cells=[new_code_cell(PANEL)])
    book.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                   "language": "python"}
    (root / "thesis" / "notebooks").mkdir()
    nbformat.write(book, root / "thesis" / "notebooks" / "panel.ipynb")
    with JupyterLab(root, env=server_env(root)) as server:
        yield server


def click_link(cell, name: str):
    """Click the panel's link named ``name``; the new tab, loaded."""
    page = cell.page
    with page.context.expect_page() as opened:
        cell.locator(".widget-html a", has_text=name).first.click()
    tab = opened.value
    tab.wait_for_load_state()
    return tab


@pytest.mark.parametrize("where", ["tree", "workspace"])
def test_each_report_link_opens_its_file_from_any_notebook_url(lab, where):
    notebook = "thesis/notebooks/panel.ipynb"
    url = {"tree": lab.url(notebook),
           "workspace": f"{lab.base}/lab/workspaces/second/tree/{notebook}?token={lab.token}"}[where]
    out = Path(lab.root_dir) / "thesis" / "out"
    with chromium_page() as page:
        page.set_viewport_size({"width": 1400, "height": 1000})
        cell = open_and_run_all(page, lab, notebook, url=url)
        cell.locator(".widget-html a").first.wait_for(timeout=UI_TIMEOUT_MS)
        hrefs = cell.locator(".widget-html a").evaluate_all("links => links.map(a => a.href)")
        assert f"{lab.base}/files/thesis/out/report.html" in hrefs
        assert f"{lab.base}/lab/tree/thesis/out/verification_report.md" in hrefs

        # report.html: the browser shows the page itself, its bottom line first.
        tab = click_link(cell, "report.html")
        heading = tab.locator("h1").first
        heading.wait_for(timeout=UI_TIMEOUT_MS)
        assert tab.url.split("?")[0] == f"{lab.base}/files/thesis/out/report.html"
        assert tab.title() and tab.title() in (out / "report.html").read_text(encoding="utf-8")
        assert tab.locator("body").inner_text().count("\n") > 20
        tab.close()

        # verification_report.md: JupyterLab opens it in an editor showing its first line.
        first_line = (out / "verification_report.md").read_text(encoding="utf-8").splitlines()[0]
        tab = click_link(cell, "verification_report.md")
        line = tab.locator(".jp-FileEditor .cm-content .cm-line").first
        line.wait_for(timeout=UI_TIMEOUT_MS * 2)
        tab.wait_for_function("() => document.querySelector('.jp-FileEditor .cm-line')"
                              ".textContent.length > 0", timeout=UI_TIMEOUT_MS)
        assert line.inner_text() == first_line
        assert tab.locator(".jp-Launcher:visible").count() == 0
        tab.close()
