"""report.html is self-contained and escapes every outside string; Markdown reports' helpers."""
from __future__ import annotations

import re

from refverify.report import write_reports
from refverify.report.derive import github_slug
from refverify.report.html import highlight, html_report
from refverify.report.verification import verification_report
from tests.report_fixture import make_state

EVIL = "<script>alert(1)</script>"


def test_html_escapes_titles_contexts_and_abstracts():
    state = make_state()
    ref = state.refs["1"]
    ref.bib.title = f"Sleep {EVIL} study"
    ref.record.abstract = f"{EVIL} " + ref.record.abstract
    ref.claims[0].context_raw = f"Context {EVIL}"
    ref.judgments[0].reasoning = f"Reason {EVIL}"
    state.meta.source_file = f"{EVIL}.md"
    html = html_report(state, "en")
    assert "<script>alert(1)" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert html.count("&lt;script&gt;alert(1)") >= 5


def test_html_is_self_contained():
    html = html_report(make_state(), "en")
    assert not re.search(r"""<(script|link|img)[^>]+(src|href)=["']?(https?:)?//""", html)
    assert "dt_src_b64" not in html  # the bundle placeholder was filled in
    assert 'id="claims"' in html


def test_anchor_quote_marked_in_source_text():
    html = html_report(make_state(), "en")
    assert "<mark>had a 28% higher risk of elevated blood pressure</mark>" in html
    assert "<mark>the best model reached an accuracy of 91%</mark>" in html


def test_highlight_escapes_around_and_inside_the_mark():
    text = "a <b> quote\n  spans lines & more"
    assert highlight(text, ["quote spans lines"]) == \
        "a &lt;b&gt; <mark>quote\n  spans lines</mark> &amp; more"
    assert highlight("nothing here", ["absent quote"]) == "nothing here"


def test_github_slugs_follow_github_rules():
    seen: dict[str, int] = {}
    assert github_slug("[3] Brown 2018 | DOI 10.1000/sm.2018.3 | Sleep Medicine", seen) == \
        "3-brown-2018--doi-101000sm20183--sleep-medicine"
    assert github_slug("[9] 王明 2010 | 人民卫生出版社", seen) == "9-王明-2010--人民卫生出版社"
    assert github_slug("Summary", seen) == "summary"
    assert github_slug("Summary", seen) == "summary-1"


def test_heuristic_judge_is_announced_at_the_top():
    state = make_state()
    state.meta.judge = {"judge": "heuristic"}
    text = verification_report(state, "en")
    head = text.split("## Precision statement")[0]
    assert ("> **Judge: heuristic (offline, no language model). All verdicts are preliminary: "
            "they come from rules and word overlap, not from reading the sources. Re-run "
            "`refverify judge` with a model before relying on them.**") in head.splitlines()
    assert "Judge: heuristic" not in verification_report(make_state(), "en")
    assert "<strong>⚠ Judge: heuristic (offline" in html_report(state, "en")


def test_retractions_come_first_in_every_report_that_lists_refs(tmp_path):
    write_reports(make_state(tmp_path), tmp_path)
    for name in ("verification_report.md", "backlog.md"):
        text = (tmp_path / name).read_text(encoding="utf-8")
        # the bottom line (issue 23) opens the report; the retractions are the first list of refs
        first_section = [s for s in text.split("\n## ")[1:] if not s.startswith("Bottom line")][0]
        assert first_section.startswith("Retracted / expression of concern / erratum\n"), name
    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert html.index('id="retractions"') < html.index('id="summary"')


def test_html_needs_no_emoji_font():
    # Issue 23: ⏳ / ✅ / ❌ showed as boxes on a machine without an emoji font. The confidence is
    # a word, the metadata check uses ✓ / ✗ (in ordinary text fonts).
    from refverify.report.html import claims_frame
    state = make_state()
    for language in ("en", "zh"):
        page = html_report(state, language)
        assert re.findall("[\u23f3\u2705\u274c\u270b\ufe0f\U0001F300-\U0001FAFF]", page.replace(
            "🔒", "")) == []        # 🔒: itables' own <noscript> note, shown only without JavaScript
    frame = claims_frame(state)
    assert set(frame["Conf."]) == {"preliminary", "confirmed", ""}
    page = html_report(state, "en")
    assert "confidence mark: confirmed (the available text is enough) or preliminary" in page
