"""Citing places lost at reading (issue 20 item 2, issue 22 item 7): a citation at the start of a
hard-wrapped line, a superscript exponent in a formula read as a citation, a note between the
"References" heading and entry 1 read as an entry. Every text is written for this test."""
from __future__ import annotations

import docx
import pytest

from refverify.parse.pipeline import parse_manuscript

LIST = """
[1] Devlin J, Chang MW. Bidirectional pre-training of transformers. In: Proceedings of NAACL-HLT; 2019. p. 4171-86.
[2] Hale K, Zhou X. Residual shortcuts for image tagging. In: Proceedings of the Conference on Vision; 2016. p. 770-8.
"""

WRAPPED = """Residual networks won ImageNet
[2] and bidirectional pre-training changed language
modelling [1].
"""


def cited(state) -> dict[str, int]:
    return {rid: len(ref.claims) for rid, ref in state.refs.items()}


@pytest.mark.parametrize("suffix, heading", [(".md", "# References"), (".txt", "References")])
def test_a_citation_opening_a_wrapped_line_is_read(tmp_path, suffix, heading):
    path = tmp_path / f"paper{suffix}"
    path.write_text(f"Results\n\n{WRAPPED}\n{heading}\n{LIST}", encoding="utf-8")
    state = parse_manuscript(path)
    assert cited(state) == {"1": 1, "2": 1}
    claim = state.refs["2"].claims[0]
    assert (claim.cite_marker, claim.citing_sentence) == (
        "[2]", WRAPPED.strip())


@pytest.mark.parametrize("suffix, heading", [(".md", "## References"), (".txt", "References")])
def test_a_note_before_entry_one_is_no_entry(tmp_path, suffix, heading):
    path = tmp_path / f"paper{suffix}"
    path.write_text(
        "Results\n\nResidual networks won ImageNet (Hale & Zhou, 2016) and pre-training changed "
        "language modelling (Devlin & Chang, 2019).\n\n"
        f"{heading}\n\nPapers marked * are reviews published after 2015.\n\n"
        "Devlin, J., & Chang, M. W. (2019). Bidirectional pre-training of transformers. In "
        "Proceedings of NAACL-HLT (pp. 4171–4186).\n\n"
        "Hale, K., & Zhou, X. (2016). Residual shortcuts for image tagging. In Proceedings of the "
        "Conference on Vision (pp. 770–778).\n", encoding="utf-8")
    state = parse_manuscript(path)
    assert sorted(state.refs) == ["devlin2019", "hale2016"]
    assert f"{path.name}: line 7: a note before the first reference, not read as an entry: " \
           "'Papers marked * are reviews published after 2015.'" in state.meta.messages


def test_a_numbered_list_keeps_its_first_entry_when_a_note_opens_it(tmp_path):
    path = tmp_path / "paper.md"
    path.write_text(f"Results\n\n{WRAPPED}\n## References\n\nNote: entries were checked in May 2023.\n{LIST}",
                    encoding="utf-8")
    state = parse_manuscript(path)
    assert sorted(state.refs) == ["1", "2"]
    assert state.refs["1"].bib.title == "Bidirectional pre-training of transformers"


def _docx(path, paragraphs):
    document = docx.Document()
    document.add_heading("Introduction", 1)
    for pieces in paragraphs:
        p = document.add_paragraph()
        for text, sup in pieces:
            p.add_run(text).font.superscript = sup
    document.add_heading("References", 1)
    for line in ["1. Okafor NC, Brandt M. Cardiac fibrosis and outcome. Heart. 2019;105(3):200-6.",
                 "2. Lindqvist P. Troponin kinetics. Clin Chem. 2018;64(2):101-9.",
                 "3. Moreau A. Early troponin. Lancet. 2017;389(1):50-8.",
                 "4. Tanaka H. Lung cancer staging. Chest. 2020;158(4):1500-9."]:
        document.add_paragraph(line)
    document.save(path)


def test_superscripts_in_formulas_are_exponents_in_a_document_citing_with_superscripts(tmp_path):
    path = tmp_path / "thesis.docx"
    _docx(path, [
        [("Cardiac fibrosis predicts outcome", False), ("1", True), (".", False)],
        [("The index is F = (if1)", False), ("2", True), (" + (if2)", False), ("2", True),
         (" over the cohort", False), ("3", True), (".", False)],
        [("The loss is (x+y)", False), ("2", True), (", the spread (a−b)", False), ("3", True),
         (" and σ", False), ("2", True), (" is small", False), ("4", True), (".", False)],
        [("Seeded at 10", False), ("5", True), (" per 25 m", False), ("2", True), (" flask, R", False),
         ("2", True), (" = 0.91", False)],
        [("Lung cancer (NSCLC)", False), ("4", True), (" and glycated haemoglobin (HbA1c)", False),
         ("1", True), (" matter.", False)],
    ])
    state = parse_manuscript(path)
    assert cited(state) == {"1": 2, "2": 0, "3": 1, "4": 2}


def test_a_note_before_entry_one_of_a_word_list_is_no_entry(tmp_path):
    path = tmp_path / "thesis.docx"
    document = docx.Document()
    document.add_heading("Introduction", 1)
    document.add_paragraph("Fibrosis predicts outcome (Okafor & Brandt, 2019) and troponin rises "
                           "early (Lindqvist, 2018).")
    document.add_heading("References", 1)
    document.add_paragraph("References marked with an asterisk are systematic reviews.")
    document.add_paragraph("Lindqvist, P. (2018). Troponin kinetics. Clinical Chemistry, 64(2), 101–109.")
    document.add_paragraph("Okafor, N. C., & Brandt, M. (2019). Cardiac fibrosis and outcome. Heart, "
                           "105(3), 200–206.")
    document.save(path)
    state = parse_manuscript(path)
    assert cited(state) == {"lindqvist2018": 1, "okafor2019": 1}
    assert state.meta.messages == ["thesis.docx: line 4: a note before the first reference, not read as "
                                   "an entry: 'References marked with an asterisk are systematic reviews.'"]
