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
