"""report.html in a real browser: loads offline with no errors, the claims table filters."""
from __future__ import annotations

from pathlib import Path

import pytest

from refverify.report import write_reports
from tests.browser import chromium_page
from tests.report_fixture import make_state

ARTIFACTS = Path(__file__).resolve().parent.parent / "test-artifacts"


@pytest.mark.browser
def test_report_html_opens_offline_and_search_filters_claims(tmp_path):
    write_reports(make_state(tmp_path), tmp_path)
    url = (tmp_path / "report.html").resolve().as_uri()
    with chromium_page() as page:
        requests = []
        page.on("request", lambda r: requests.append(r.url))
        page.goto(url)
        page.wait_for_selector("#claims tbody tr", state="visible")
        rows = page.locator("#claims tbody tr")
        assert rows.count() == 14  # every claim, no paging
        search = page.locator("input[type=search]").first
        search.fill("actigraphy")
        page.wait_for_function("document.querySelectorAll('#claims tbody tr').length === 3")
        assert rows.count() == 3  # C001_002, C003_001, C003_002
        search.fill("smith2020deep")
        page.wait_for_function("document.querySelectorAll('#claims tbody tr').length === 2")
        assert rows.count() == 2
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / "report.png"), full_page=False)
        assert page.console_errors == []
        assert page.failed_requests == []
        assert [u for u in requests if not u.startswith(("file:", "data:", "blob:"))] == []


def _inside(box, width) -> bool:
    return box is not None and box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5


@pytest.mark.browser
@pytest.mark.parametrize("width", [1400, 400])
def test_report_html_bottom_line_and_key_columns_are_visible(tmp_path, width):
    """Issue 23: the bottom line is on the first screen, what could not be checked first; no
    horizontal scrolling of the page (the summary table scrolls inside its box); the claims table
    keeps Verdict, Claim, Summary and Context on screen."""
    write_reports(make_state(tmp_path), tmp_path)
    with chromium_page() as page:
        page.set_viewport_size({"width": width, "height": 900})
        page.goto((tmp_path / "report.html").resolve().as_uri())
        page.wait_for_selector("#claims tbody tr", state="visible")
        assert page.evaluate("document.documentElement.scrollWidth") == width
        first = page.locator("#bottom-line p").first
        box = first.bounding_box()
        assert _inside(box, width) and box["y"] + box["height"] <= 900
        assert first.inner_text().startswith("NOT CHECKED — 1 of 10 references could not be looked up: "
                                             "PubMed unreachable (HTTP 429 Too Many Requests)")
        assert page.locator("#bottom-line p").nth(1).inner_text() == (
            "FAIL — 10 cited entries — 4 KEEP, 1 FIX, 2 REPLACE, 2 REMOVE, 1 NOT CHECKED; "
            "1 lookup(s) failed")
        assert _inside(page.locator("nav#contents").bounding_box(), width)
        summary_box = page.locator("#summary-section .scroll").bounding_box()
        assert _inside(summary_box, width)
        shown = [h.inner_text() for h in page.locator("#claims thead th").all() if h.is_visible()]
        key = ["Verdict", "Claim", "Summary", "Context"]
        assert shown[:4] == key and (width > 700 or shown == key)
        for name in key:
            head = page.locator("#claims thead th", has_text=name).first
            assert _inside(head.bounding_box(), width), name
        cell = page.locator("#claims tbody tr").first.locator("td").nth(3)   # Context, wrapped
        assert _inside(cell.bounding_box(), width)
        ARTIFACTS.mkdir(exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"report-{width}.png"), full_page=False)
        assert page.console_errors == []


@pytest.mark.browser
def test_report_html_entries_filter_by_action_and_link_out(tmp_path):
    write_reports(make_state(tmp_path), tmp_path)
    with chromium_page() as page:
        page.goto((tmp_path / "report.html").resolve().as_uri())
        rows = page.locator("table.entries tbody tr")
        assert [r.locator("td").first.inner_text() for r in rows.all()] == [
            "REMOVE", "REMOVE", "REPLACE", "REPLACE", "FIX", "NOT CHECKED",
            "KEEP", "KEEP", "KEEP", "KEEP"]
        page.locator(".filters button", has_text="REMOVE").click()
        assert [r.is_visible() for r in rows.all()] == [True, True] + [False] * 8
        page.locator(".filters button", has_text="All").click()
        assert all(r.is_visible() for r in rows.all())
        fix = rows.nth(4)
        assert fix.locator("td").nth(4).inner_text() == "year = {2016}\nvolume = {58}"
        assert fix.locator("a", has_text="DOI").get_attribute("href").startswith("https://doi.org/10.")
        card = fix.locator("td").nth(1).locator("a").first.get_attribute("href")
        page.locator(f"a[href='{card}']").first.click()
        assert page.locator(card).is_visible()


@pytest.mark.browser
def test_demo_thesis_report_fits_400_px(tmp_path):
    """The demo thesis (Chinese text, long DOIs and record URLs) scrolls only downwards at 400 px."""
    from refverify.demo import run_demo
    run_demo(tmp_path, which="thesis", progress=False)
    with chromium_page() as page:
        page.set_viewport_size({"width": 400, "height": 900})
        page.goto((tmp_path / "thesis" / "report.html").resolve().as_uri())
        page.wait_for_selector("#claims tbody tr", state="visible")
        assert page.evaluate("document.documentElement.scrollWidth") == 400
        assert page.locator("#bottom-line p").first.inner_text().startswith(
            "NOT CHECKED — 96 条 claim 中有 11 条无法判定: 7 篇被引文献没有摘要或全文 — 用 --pdfs <文件夹> "
            "提供其 PDF 后运行 refverify judge <state folder>，或自行阅读")
        assert page.console_errors == []
