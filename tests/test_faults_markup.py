"""Fault case 10 and the XSS case that held: raw HTML and remote images from titles, abstracts,
source records and manuscript text show as text in every Markdown report and in report.html."""
from __future__ import annotations

import re

from refverify.report import write_reports
from refverify.report.derive import md_escape
from refverify.core.work import Work
from refverify.state import MetadataIssue
from tests.report_fixture import make_state

PAYLOADS = ["<script>alert(1)</script>", '<img src=x onerror="alert(2)">',
            '<iframe src="https://evil.example/frame"></iframe>', "![t](https://evil.example/pixel.png)"]
EVIL = " ".join(PAYLOADS)
RAW = re.compile(r"<\s*(script|img|iframe)\b|!\[t\]\(https://evil", re.IGNORECASE)


def _evil_state():
    state = make_state()
    for ref in state.refs.values():
        ref.bib.title = f"Sleep {EVIL} study"
        ref.record = ref.record or Work()
        ref.record.title = f"Record {EVIL}"
        ref.existence_note = f"note {EVIL}"
        if ref.record.abstract:
            ref.record.abstract = f"{EVIL} {ref.record.abstract}"
        for claim in ref.claims:
            claim.context_raw = f"Context {EVIL}"
            claim.citing_sentence = f"Sentence {EVIL}"
            claim.claim_summary = f"Summary {EVIL}"
        for j in ref.judgments:
            j.reasoning = f"Reason {EVIL}"
            if j.anchor_quote:
                j.anchor_quote = f"{j.anchor_quote} {EVIL}"
    state.refs["1"].metadata_issues.append(MetadataIssue(
        field="title", bib=f"Sleep {EVIL}", source_value=f"Sleep {EVIL} (source)",
        source="crossref", record='https://api.crossref.org/works/10.1/x"><script>alert(3)</script>',
        severity="warning"))
    return state


def test_markdown_reports_show_raw_html_as_text(tmp_path):
    written = write_reports(_evil_state(), tmp_path, uncited=True)
    markdown = [p for p in written if p.suffix == ".md"]
    assert {p.name for p in markdown} == {
        "verification_report.md", "backlog.md", "cross_validation_log.md",
        "fulltext_prediction_monitor.md", "citation_contexts.md", "CITATIONS.md", "CITATION_AUDIT.md"}
    seen = 0
    for path in markdown:
        text = path.read_text(encoding="utf-8")
        assert not RAW.search(text), (path.name, RAW.search(text).group(0))
        seen += text.count("&lt;script>alert(1)&lt;/script>")
    assert seen >= 10                       # the payload is there, as text
    report = (tmp_path / "verification_report.md").read_text(encoding="utf-8")
    # a hostile record URL stays one inert autolink: its quotes and angle brackets are dropped
    assert "crossref <https://api.crossref.org/works/10.1/xscriptalert(3)/script> |" in report


def test_report_html_escapes_every_payload(tmp_path):
    write_reports(_evil_state(), tmp_path)
    html = (tmp_path / "report.html").read_text(encoding="utf-8")
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    body = html.split("<body", 1)[1]
    assert "<script>alert(" not in body and "<img src=x" not in body and "<iframe" not in body


def test_md_escape():
    assert md_escape("a <b> & ![x](http://h/i.png) > c") == "a &lt;b> & !\\[x](http://h/i.png) > c"
    assert md_escape(None) == ""


JS = ["[open](javascript:alert(1))", "[a](JaVaScRiPt:alert(2) 'x')", "[b]( javascript:alert(3))",
      "[c](data:text/html;base64,PHNjcmlwdD4=)", "\n[d]: javascript:alert(4)\n[see][d]",
      "[web](https://example.org/ok)"]
JS_TEXT = " ".join(JS)


def _js_state():
    state = make_state()
    for ref in state.refs.values():
        ref.bib.title = f"Sleep {JS_TEXT} study"
        ref.record = ref.record or Work()
        ref.record.title = f"Record {JS_TEXT}"
        ref.existence_note = f"note {JS_TEXT}"
        for claim in ref.claims:
            claim.context_raw = f"Context {JS_TEXT}"
            claim.citing_sentence = f"Sentence {JS_TEXT}"
            claim.claim_summary = f"Summary {JS_TEXT}"
        for j in ref.judgments:
            j.reasoning = f"Reason {JS_TEXT}"
            j.cv_reasoning = f"Second model {JS_TEXT}"
            if j.anchor_quote:
                j.anchor_quote = f"{j.anchor_quote} {JS_TEXT}"
    state.refs["1"].metadata_issues.append(MetadataIssue(
        field="title", bib=f"Sleep {JS_TEXT}", source_value=f"Sleep {JS_TEXT} (source)",
        source="crossref", record="javascript:alert(5)", severity="warning"))
    state.refs["1"].retraction = {"kind": "retraction", "notice": "javascript:alert(6)", "source": "crossref"}
    return state


def test_markdown_reports_link_only_to_http(tmp_path):
    """Issue 22, item 13: a ``javascript:`` (or any non-web) link in a record or a model answer
    shows as text in every Markdown report; http(s) links stay links."""
    import mistune
    written = write_reports(_js_state(), tmp_path, uncited=True)
    hrefs = set()
    for path in (p for p in written if p.suffix == ".md"):
        # mistune turns a link it finds harmful into "#harmful-link": the link a viewer would make
        found = re.findall(r'href="([^"]*)"', mistune.html(path.read_text(encoding="utf-8")))
        assert all(h.startswith(("https://", "http://", "#")) and h != "#harmful-link"
                   for h in found), (path.name, found)
        hrefs.update(found)
    assert "https://example.org/ok" in hrefs
    report = (tmp_path / "verification_report.md").read_text(encoding="utf-8")
    assert "[open]\\(javascript:alert(1))" in report
    assert "crossref javascript:alert(5) |" in report


def test_md_escape_links():
    assert md_escape("[x](javascript:a) [y](https://h/p) [z](HTTP://h) [s](#3-sec)") == \
        "[x]\\(javascript:a) [y](https://h/p) [z](HTTP://h) [s](#3-sec)"
    assert md_escape("a\n  [d]: javascript:a\n> [e]: x") == "a\n  \\[d]: javascript:a\n> \\[e]: x"


def test_control_characters_from_a_record_do_not_reach_a_markdown_report():
    """A record's escape sequence or stray control character (\\x1b, \\x01) is dropped where a value
    enters a Markdown report; tabs and newlines stay (the independent check of issue 22, case 13)."""
    from refverify.report.derive import md_escape
    assert md_escape("Sleep\x1b[31m and \x01blood\tpressure\nin <teens>") == \
        "Sleep[31m and blood\tpressure\nin &lt;teens>"
