"""Issue 23: the Markdown reports read in any terminal and font — no emoji (✅ ❌ ⚠️ ⏳ 📎 ⚑ 🔒
showed as boxes, or not at all, without an emoji font). Their marks are plain words, as
report.html's are ordinary signs; checked on every .md a run writes, in English and Chinese, with
the exact lines a reader sees."""
from __future__ import annotations

import re

import pytest

from refverify.report import write_reports
from tests.report_fixture import write_manuscript

# Emoji and the symbols fonts draw as emoji (the dingbats ✓ ✗ and arrows stay: ordinary fonts
# have them).
EMOJI = re.compile("[\u2600-\u2712\u2714-\u2716\u2718-\u27bf\u23e9-\u23fa\u2b50\u2b55\ufe0f"
                   "\U0001F000-\U0001FAFF]")


@pytest.fixture(scope="module", params=["en", "zh"])
def reports(request, tmp_path_factory):
    folder = tmp_path_factory.mktemp(f"plain-{request.param}")
    state = write_manuscript(folder / "ms")
    out = folder / "out"
    write_reports(state, out, language=request.param, uncited=True, soft_only=True)
    return request.param, {p.name: p.read_text(encoding="utf-8") for p in out.glob("*.md")}


def test_no_markdown_report_has_an_emoji(reports):
    _language, texts = reports
    assert sorted(texts) == ["CITATIONS.md", "CITATION_AUDIT.md", "backlog.md",
                             "citation_contexts.md", "cross_validation_log.md",
                             "fulltext_prediction_monitor.md", "verification_report.md"]
    found = {name: sorted(set(EMOJI.findall(text))) for name, text in texts.items()}
    assert found == {name: [] for name in texts}


def test_the_marks_are_words(reports):
    language, texts = reports
    lines = {name: text.splitlines() for name, text in texts.items()}
    check = "**Metadata check**" if language == "en" else "**元数据核对**"
    report = lines["verification_report.md"]
    # The metadata check: [ok] / [warning] / [error], where ✅ / ⚠️ / ❌ were.
    assert (f"{check}: [ok] Title match 1.00 | Year [warning] 2015 → 2016 | Journal [ok] | "
            "Volume [error] 56 → 58 | " + ("single source, review with care" if language == "en"
                                           else "单源，谨慎复核")) in report
    assert f"{check}: [error] Title match 0.31 | Year [ok] | Journal [ok] | " + (
        "identifier points to another work (METADATA_MISMATCH)" if language == "en"
        else "标识符指向另一篇文献（METADATA_MISMATCH）") in report
    # The confidence in words: (preliminary) where ⏳ was, (confirmed) where ✓ was.
    assert "### C009_001 (Introduction L8) — Lenient → PASS (preliminary)" in report
    assert "### C003_002 (Methods L52) — Strict → FAIL (confirmed)" in report
    assert "| 8 | [9] | Lenient | PASS | preliminary | full text |" in report
    assert ("- [2] C002_001 (Introduction L14): PASS (preliminary) — "
            + ("Upload PDF" if language == "en" else "上传 PDF")
            + ": [10.1000/jah.2016.001](https://doi.org/10.1000/jah.2016.001)") in lines["backlog.md"]
    assert "## " + ("Retracted / expression of concern / erratum" if language == "en"
                    else "撤稿 / 关注声明 / 勘误") in report
    # The other reports.
    assert "| REPLACE (bib frozen by --soft-only) | 2 |" in lines["CITATION_AUDIT.md"]
    contexts = lines["citation_contexts.md"]
    assert "### C001_002 [1] L40 — Standard [full text]" in contexts
    assert "- fulltext_likely (code_safeguard)" in contexts
    assert "- flag: " + ("method citation: needs human confirmation" if language == "en"
                         else "方法引用：需人工确认") in contexts
    agree = "Agree" if language == "en" else "一致"
    assert [line for line in lines["cross_validation_log.md"] if line.startswith(f"- {agree}: ")] == [
        f"- {agree}: " + w for w in (("yes", "yes", "no", "no") if language == "en"
                                     else ("是", "是", "否", "否"))]
    assert "| [3] | C003_001 | true | both | true | yes, TP |" in lines["fulltext_prediction_monitor.md"]
    assert "| [1] | C001_001 | true | severity_rule | false | no, FP |" in lines[
        "fulltext_prediction_monitor.md"]
    assert any(line.endswith("| warning: retracted | status: unverified")
               for line in lines["CITATIONS.md"])
