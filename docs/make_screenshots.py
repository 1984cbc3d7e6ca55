"""The README's screenshots, regenerated from the demo thesis in headless Chromium:

    docs/img/report.png          report.html at 1,400 px (bottom line, contents, summary)
    docs/img/report_400.png      report.html at 400 px (a phone)
    docs/img/review_table.png    the review form of notebook 01 in JupyterLab
    docs/img/conflicts.png       the conflict form of notebook 03 (the demo's own conflict)
    docs/img/pass_rate.png       the PASS-rate plot of notebook 04 (Chinese chapter labels)

    python docs/make_screenshots.py [--only report,plot,forms]

The demo runs offline from its recorded cache, so the figures are those of `refverify demo` and
of the README's table. The forms need JupyterLab and Chromium (tests/jupyter_server.py,
tests/browser.py); Chinese text needs a CJK font (fonts-noto-cjk or fonts-wqy-microhei), or the
images show boxes.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
IMG = ROOT / "docs" / "img"
sys.path.insert(0, str(ROOT))
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
FORM_HEIGHT = 900


def report_shots(out: Path) -> list[Path]:
    """report.html of the demo thesis at 1,400 and 400 px: the top of the page."""
    from tests.browser import chromium_page

    page_uri = (out / "thesis" / "report.html").resolve().as_uri()
    shots = []
    with chromium_page() as page:
        for width, height, name in ((1400, 1100, "report.png"), (400, 1200, "report_400.png")):
            page.set_viewport_size({"width": width, "height": height})
            page.goto(page_uri)
            page.wait_for_selector("#claims tbody tr", state="attached")
            page.screenshot(path=str(IMG / name))
            shots.append(IMG / name)
        if page.console_errors:
            raise SystemExit(f"report.html: console errors {page.console_errors}")
    return shots


def plot_shot(out: Path) -> Path:
    """Notebook 04's PASS-rate bars of the demo thesis."""
    import matplotlib
    matplotlib.use("Agg")
    from refverify import plots
    from refverify.state_file import load_state

    fig = plots.pass_rate_bars(load_state(out / "thesis"))
    fig.savefig(IMG / "pass_rate.png", dpi=90)
    return IMG / "pass_rate.png"


def _clip(page, locator, target: Path) -> Path:
    """The top FORM_HEIGHT px of a form, within the notebook's visible area."""
    page.set_viewport_size({"width": 1400, "height": FORM_HEIGHT + 200})
    locator.evaluate("el => el.scrollIntoView({block: 'start'})")
    box = locator.bounding_box()
    visible = page.locator(".jp-NotebookPanel:visible .jp-WindowedPanel-outer").bounding_box()
    bottom = min(box["y"] + box["height"], visible["y"] + visible["height"],
                 box["y"] + FORM_HEIGHT)
    page.screenshot(path=str(target), clip={"x": box["x"], "y": box["y"], "width": box["width"],
                                             "height": bottom - box["y"]})
    return target


def form_shots() -> list[Path]:
    """Notebooks 01 and 03 on the demo in a throwaway JupyterLab: the two forms."""
    from tests.browser import chromium_page
    from tests.jupyter_server import JupyterLab
    from tests.test_notebooks_browser import (
        UI_TIMEOUT_MS, open_and_run_all, server_env, write_notebooks)

    with tempfile.TemporaryDirectory(prefix="refverify-shots-") as tmp:
        root = Path(tmp)
        write_notebooks(root / "demo" / "notebooks")
        with JupyterLab(root, env=server_env(root)) as lab, chromium_page() as page:
            page.set_viewport_size({"width": 1400, "height": 1000})
            cell = open_and_run_all(page, lab, "demo/notebooks/01_parse.ipynb")
            rows = cell.locator(".widget-vbox:has(> .widget-hbox > .widget-checkbox)")
            rows.first.wait_for(timeout=UI_TIMEOUT_MS)
            review = _clip(page, cell.locator(".jp-OutputArea-output").last,
                           IMG / "review_table.png")
            lab.shutdown_kernels()
            cell = open_and_run_all(page, lab, "demo/notebooks/03_judge.ipynb")
            cell.locator(".widget-textarea textarea").wait_for(timeout=UI_TIMEOUT_MS)
            conflict = _clip(page, cell.locator(".jp-OutputArea-output").last,
                             IMG / "conflicts.png")
            lab.shutdown_kernels()
    return [review, conflict]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default="report,plot,forms",
                        help="which images: report, plot, forms (comma-separated)")
    wanted = set(parser.parse_args(argv).only.split(","))
    from refverify.demo import run_demo

    IMG.mkdir(parents=True, exist_ok=True)
    written = []
    with tempfile.TemporaryDirectory(prefix="refverify-demo-") as tmp:
        out = Path(tmp)
        if wanted & {"report", "plot"}:
            run_demo(out, which="thesis", progress=False)
        if "report" in wanted:
            written += report_shots(out)
        if "plot" in wanted:
            written.append(plot_shot(out))
    if "forms" in wanted:
        written += form_shots()
    for path in written:
        print("wrote", path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
