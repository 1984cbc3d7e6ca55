"""The notebook 04 tables: PASS rates, the metadata issues side by side, the action list."""
from refverify import views
from tests.report_fixture import make_state


def test_pass_rates_by_chapter_and_severity(tmp_path):
    rates = views.pass_rates(make_state(tmp_path))
    assert list(rates) == ["chapter", "severity", "source", "article_type"]
    assert rates["chapter"].to_dict("index") == {
        "Introduction": {"claims": 5, "judged": 4, "PASS": 4, "pass_rate": 1.0},
        "Methods": {"claims": 3, "judged": 3, "PASS": 1, "pass_rate": 0.333},
        "Discussion": {"claims": 4, "judged": 2, "PASS": 0, "pass_rate": 0.0},
        "Related work": {"claims": 2, "judged": 2, "PASS": 1, "pass_rate": 0.5}}
    assert rates["severity"].to_dict("index") == {
        "Strict": {"claims": 6, "judged": 5, "PASS": 2, "pass_rate": 0.4},
        "Standard": {"claims": 6, "judged": 5, "PASS": 3, "pass_rate": 0.6},
        "Lenient": {"claims": 2, "judged": 1, "PASS": 1, "pass_rate": 1.0}}
    assert rates["article_type"].loc["Meta-Analysis"].to_dict() == {
        "claims": 2, "judged": 2, "PASS": 1, "pass_rate": 0.5}


def test_issues_side_by_side(tmp_path):
    state = make_state(tmp_path)
    state.refs["2"].bib.discrepancies = [{"field": "pages", "bib": "1-9", "document": "1-8"}]
    rows = views.issues_df(state)[["ref_id", "field", "severity", "bib", "source_value", "source"]]
    assert rows.to_dict("records") == [
        {"ref_id": "2", "field": "year", "severity": "warning", "bib": 2015, "source_value": 2016, "source": "crossref"},
        {"ref_id": "2", "field": "volume", "severity": "error", "bib": "56", "source_value": "58", "source": "crossref"},
        {"ref_id": "2", "field": "pages", "severity": "error", "bib": "1-9", "source_value": "1-8",
         "source": "reference list"},
        {"ref_id": "5", "field": "retraction", "severity": "error", "bib": None, "source_value": "retracted",
         "source": "crossref"},
        {"ref_id": "6", "field": "title", "severity": "error", "bib": "Hypertension remission after weight loss",
         "source_value": "Dental caries in preschool children", "source": "pubmed"}]


def test_action_list_puts_retractions_and_existence_first(tmp_path):
    actions = views.actions_df(make_state(tmp_path))
    assert list(zip(actions.priority, actions.ref_id, actions.claim_id)) == [
        (0, "5", ""), (1, "6", ""), (1, "7", ""), (1, "8", ""),
        (2, "3", "C003_002"), (3, "3", "C003_001"), (3, "smith2020deep", "C_smith2020deep_002"),
        (4, "4", "C004_001"), (5, "2", "C002_001"), (5, "9", "C009_001")]
    assert actions.action[0].startswith("retracted: replace the work or justify citing it")
