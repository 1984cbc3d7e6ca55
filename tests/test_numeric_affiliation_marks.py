"""A title page's affiliation marks glued to the authors' e-mail addresses ('lind@shore.example.edu[1]') are no
citations of entry 1 (issue 20, held-out batch 68: three extra citing places in a thesis report).

The document here is written for the test."""
from __future__ import annotations

import docx
import pytest

from refverify.parse.pipeline import parse_manuscript


@pytest.mark.parametrize("raised", [False, True])
def test_a_bracket_after_an_email_address_is_no_citation(tmp_path, raised):
    document = docx.Document()
    document.add_paragraph("A. Lind1, B. Sand1")
    for address in ("Shore University\nlind@shore.example.edu", "sand@shore.example.edu"):
        paragraph = document.add_paragraph(address)
        paragraph.add_run("[1]").font.superscript = raised      # the mark typed, or raised as Word's superscript
    document.add_paragraph("Gulls were counted by Okoro et al. [1] and Roca [2].")
    document.add_heading("References", 1)
    document.add_paragraph("[1] A. Okoro, B. Lee, “Gull counts,” Shore J., vol. 1, pp. 1-9, 2020.")
    document.add_paragraph("[2] C. Roca, “Tern counts,” Shore J., vol. 2, pp. 1-9, 2021.")
    document.save(tmp_path / "thesis.docx")
    state = parse_manuscript(tmp_path / "thesis.docx")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"1": 1, "2": 1}
