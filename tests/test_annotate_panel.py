"""Notebook 04's report panel links the annotated copy and writes it on a click."""
from refverify.state_file import save_state
from refverify.parse.pipeline import parse_manuscript
from refverify.widgets import report_panel
from tests.annotate_fixture import build_state


def test_report_panel_writes_and_links_the_annotated_copy(tmp_path, monkeypatch):
    _, out = build_state(tmp_path)
    monkeypatch.chdir(out)
    panel = report_panel(out, out)
    copy = panel.annotation
    assert copy.link.value == "<h4>Annotated manuscript</h4>"
    assert copy.button.description == "Write the annotated copy"
    copy.button.click()
    assert (out / "paper.refverify.docx").is_file()
    assert copy.message.value == "8 margin notes at the citations that need a person"
    link = ("<h4>Annotated manuscript</h4><ul><li><a href='paper.refverify.docx' target='_blank'>"
            "paper.refverify.docx</a></li></ul>")
    assert copy.link.value == link
    # a new panel shows the copy at once, and the report list does not repeat it
    again = report_panel(out, out)
    assert again.annotation.link.value == link
    assert [p.name for p in again.files] == []


def test_report_panel_says_why_there_is_no_copy(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "refs.bib").write_text("@article{a1, title={A study}, author={Smith, J.}, year={2020}}\n",
                                       encoding="utf-8")
    save_state(parse_manuscript(tmp_path / "refs.bib"), tmp_path / "out")
    panel = report_panel(tmp_path / "out", tmp_path / "out")
    panel.annotation.button.click()
    assert panel.annotation.message.value == (
        f"Could not write the annotated copy: {tmp_path / 'out' / 'verification_state.json'}: a "
        "bibliography was audited alone; there is no manuscript to annotate")
    assert panel.annotation.link.value == "<h4>Annotated manuscript</h4>"
