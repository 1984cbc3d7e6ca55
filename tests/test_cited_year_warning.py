"""An author–date citation whose year is not its entry's ("(Smith, 2018)", the only Smith listed
2012) is counted as citing that entry, and the disagreement sits on the reference itself (issue
20): in the state (``bib.discrepancies``), the audit's and report.html's row for the reference,
its card, and the annotated copy at each place citing that year — a warning to check, never an
error or a FIX."""
import pytest

from refverify.annotate import annotate
from refverify.core.outcome import drift_errors, metadata_issues
from refverify.parse.pipeline import parse_manuscript
from refverify.report.audit import build_audit
from refverify.report.html import html_report
from refverify.report.html_audit import entry_rows
from refverify.state_file import load_state, save_state

LIST = ("# References\n\n"
        "Smith, J. (2012). A study of nets. *Journal of Nets*, 12(3), 1–10.\n\n"
        "Jones, B. (2020). Another study. *Journal of Nets*, 13(1), 5–9.\n\n"
        "Unstructured.io. (n.d.). Document parsing toolkit. https://unstructured.io/docs\n")


def _warning(ref, bib, cited, where):
    return {"field": "year", "bib": bib, "document": cited, "source": "citation", "severity": "warning",
            "record": where, "message": f"cited as {cited} at {where}; the entry gives {bib}: "
                                        "check the year"}


# name → (body, {ref id: its discrepancies}, {line: the annotated copy's line})
CASES = {
    "one citation, another year": (
        "# Intro\n\nNets are deep (Smith, 2018). Later work agrees (Jones, 2020).\n\n",   # 3
        {"smith2012": [_warning("smith2012", "2012", "2018", "m.md:3")], "jones2020": []},
        {3: "Nets are deep (Smith, 2018){>> CHECK — [smith2012] is cited here as 2018, its entry gives "
            "2012: check the year (in the citation or in the entry) <<}. Later work agrees (Jones, 2020)."}),
    "the same year twice, another once": (
        "# Intro\n\nNets are deep (Smith, 2018).\n\nAs Smith (2018) showed, and (Smith 2019).\n\n",
        {"smith2012": [_warning("smith2012", "2012", "2018", "m.md:3, m.md:5"),
                       _warning("smith2012", "2012", "2019", "m.md:5")], "jones2020": []},
        {3: "Nets are deep (Smith, 2018){>> CHECK — [smith2012] is cited here as 2018, its entry gives "
            "2012: check the year (in the citation or in the entry) <<}.",
         5: "As Smith (2018){>> CHECK — [smith2012] is cited here as 2018, its entry gives 2012: check "
            "the year (in the citation or in the entry) <<} showed, and (Smith 2019){>> CHECK — "
            "[smith2012] is cited here as 2019, its entry gives 2012: check the year (in the citation or "
            "in the entry) <<}."}),
    "an undated entry cited with a year": (
        "# Intro\n\nWe parse with Unstructured.io (2023) and cite (Smith, 2012).\n\n",
        {"smith2012": [], "jones2020": [],
         "unstructuredio": [_warning("unstructuredio", "no date", "2023", "m.md:3")]},
        {3: "We parse with Unstructured.io (2023){>> CHECK — [unstructuredio] is cited here as 2023, "
            "its entry gives no date: check the year (in the citation or in the entry) <<} and cite "
            "(Smith, 2012)."}),
    "the right year: nothing to check": (
        "# Intro\n\nNets are deep (Smith, 2012) and (Jones, 2020).\n\n",
        {"smith2012": [], "jones2020": []}, {}),
}


def _state(tmp_path, body):
    (tmp_path / "m.md").write_text(body + LIST, encoding="utf-8")
    state = parse_manuscript(tmp_path / "m.md")
    for ref in state.refs.values():
        ref.existence = "verified"
    return state


@pytest.mark.parametrize("name", CASES)
def test_cited_year_is_a_warning_on_the_reference(tmp_path, name):
    body, expected, _ = CASES[name]
    state = _state(tmp_path, body)
    assert {rid: state.refs[rid].bib.discrepancies for rid in expected} == expected
    save_state(state, tmp_path / "out")
    loaded = load_state(tmp_path / "out")
    for rid, warnings in expected.items():
        assert loaded.refs[rid].bib.discrepancies == warnings               # kept in the state
        assert [(i.field, i.severity, i.source) for i in metadata_issues(loaded.refs[rid])] == \
            [("year", "warning", "citation")] * len(warnings)
        assert drift_errors(loaded.refs[rid]) == []                         # never an error


@pytest.mark.parametrize("name", CASES)
def test_cited_year_in_the_report_row_and_the_annotated_copy(tmp_path, name):
    body, expected, annotated = CASES[name]
    state = _state(tmp_path, body)
    audit = build_audit(state)
    rows = {row["key"]: (row["action"], row["reason"]) for row in entry_rows(state, audit)}
    for rid, warnings in expected.items():
        if not state.refs[rid].claims:
            continue                              # the audit lists the cited entries
        reason = "; ".join(f"to check: year: {w['bib']} -> {w['document']} (cited so at {w['record']})"
                           for w in warnings)
        assert rows[rid] == ("KEEP", reason or "—")
    page = html_report(state, "en")
    for warnings in expected.values():
        for w in warnings:
            assert f"to check: year: {w['bib']} -&gt; {w['document']} (cited so at {w['record']})" in page
    save_state(state, tmp_path / "out")
    copy = annotate(tmp_path / "out").path.read_text(encoding="utf-8").split("\n")
    original = (tmp_path / "m.md").read_text(encoding="utf-8").split("\n")
    assert {i + 1: line for i, (line, old) in enumerate(zip(copy, original)) if line != old} == annotated


def test_a_record_error_on_the_year_is_not_hidden_by_the_warning(tmp_path):
    from refverify.report.sections import metadata_check
    from refverify.state import MetadataIssue
    state = _state(tmp_path, CASES["one citation, another year"][0])
    smith = state.refs["smith2012"]
    smith.metadata_issues = [MetadataIssue(field="year", bib=2012, source_value=2013, source="crossref",
                                           record="10.1/x", severity="error")]
    assert "Year [error] 2012 → 2013" in metadata_check(smith, "en")
