"""The annotated Markdown copy: CriticMarkup (or HTML) comments right after each flagged
citation, nothing else changed, and Step A reads the copy as the original."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from refverify.annotate import annotate
from refverify.errors import RefverifyError
from refverify.parse.pipeline import parse_manuscript
from refverify.state import Judgment, MetadataIssue
from refverify.state_file import save_state

NOTES = Path(__file__).resolve().parent.parent / "data" / "demo" / "notes"


@pytest.fixture
def state_dir(tmp_path):
    folder = tmp_path / "notes"
    shutil.copytree(NOTES, folder)
    state = parse_manuscript(folder / "notes.md")
    for ref in state.refs.values():
        ref.existence = "verified"
    state.refs["kingma2015adam"].existence = "not_found"
    state.refs["he2016deep"].metadata_issues = [MetadataIssue(
        field="year", bib=2015, source_value=2016, source="crossref",
        record="https://doi.org/10.1109/CVPR.2016.90", severity="error")]
    claim = state.refs["devlin2019bert"].claims[1].claim_id
    state.refs["devlin2019bert"].judgments = [Judgment(
        claim_id=claim, verdict="PARTIAL-A", confidence="confirmed", reasoning="The score is 80.4%.",
        numeric_details=[{"claim": "80.5%", "found": False, "source": "80.4%"}],
        anchor_quote="a GLUE score of 80.4%")]
    save_state(state, tmp_path / "out")
    return folder, tmp_path / "out"


def test_criticmarkup_after_each_flagged_citation(state_dir):
    folder, out = state_dir
    result = annotate(out)
    assert result.path == out / "notes.refverify.md"
    original = (folder / "notes.md").read_text(encoding="utf-8").split("\n")
    copy = result.path.read_text(encoding="utf-8").split("\n")
    changed = {i + 1: line for i, (line, old) in enumerate(zip(copy, original)) if line != old}
    assert changed == {
        18: "recent encoders [@devlin2019bert; @he2016deep]{>> FIX — [he2016deep] year 2015 → 2016 "
            "(CrossRef 10.1109/CVPR.2016.90) <<}.",
        19: "@devlin2019bert{>> PARTIAL-A — [devlin2019bert] supports only part of this sentence: The "
            "score is 80.4%.; the source reports 80.4%, the sentence says 80.5%; anchor: “a GLUE score of "
            "80.4%” <<} report a GLUE score of 80.5%.",
        20: "All models in these notes are trained with Adam [-@kingma2015adam]{>> FAIL · REMOVE — "
            "[kingma2015adam] could not be found: provide the PDF or DOI, or delete the citation <<}.",
    }
    assert len(copy) == len(original)
    assert (out / "refs.bib").read_bytes() == (folder / "refs.bib").read_bytes()   # pandoc finds it


def test_html_comments_on_request_and_same_citing_places(state_dir, tmp_path):
    folder, out = state_dir
    done = subprocess.run([sys.executable, "-m", "refverify.cli", "annotate", str(out), "--html-comments",
                           "--out", str(tmp_path / "html")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    copy = tmp_path / "html" / "notes.refverify.md"
    assert done.stdout.strip() == f"annotated copy: {copy} (3 notes)"
    line = copy.read_text(encoding="utf-8").split("\n")[19]
    assert line == ("All models in these notes are trained with Adam [-@kingma2015adam]<!-- refverify: "
                    "FAIL · REMOVE — [kingma2015adam] could not be found: provide the PDF or DOI, or "
                    "delete the citation -->.")

    def places(path):
        return sorted((c.claim_id, c.line, c.cite_marker) for _, c in parse_manuscript(path).iter_claims())
    assert places(copy) == places(folder / "notes.md")
    assert places(annotate(out).path) == places(folder / "notes.md")


def test_bibliography_alone_has_nothing_to_annotate(tmp_path):
    state = parse_manuscript(NOTES / "refs.bib")
    save_state(state, tmp_path / "out")
    with pytest.raises(RefverifyError, match="a bibliography was audited alone; there is no manuscript"):
        annotate(tmp_path / "out")
