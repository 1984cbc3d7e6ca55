"""A Word list whose entries are parted by empty paragraphs, with two entries once left side by side (issue 20,
held-out batch 14): each paragraph that reads as a new entry after a whole one is its own entry."""
from __future__ import annotations

import docx

from refverify.parse.pipeline import parse_manuscript

ENTRIES = ["Okafor, N., et al., 2016. A clinical database of meshes. Scientific Data, 3, p.160035.",
           "Lindqvist, P., Brandt, H. and Mensah, K., 2018. Deep learning for meshes: a review. Briefings in Meshes, 19(6), pp.1236–1246.",
           "Ito, K., 2019. Big data for preventive meshes. Neural Meshes, 32(9), pp.4417–4451.",
           "Moreau, A., 1987. Silhouettes of meshes. Journal of Applied Meshes, 20, pp.53–65."]


def test_blank_parted_list_with_two_entries_side_by_side(tmp_path):
    document = docx.Document()
    document.add_paragraph("Meshes were studied (Okafor et al., 2016; Lindqvist, Brandt and Mensah, 2018; Ito, 2019; Moreau, 1987).")
    document.add_heading("References", 1)
    for index, entry in enumerate(ENTRIES):
        document.add_paragraph(entry)
        if index != 0:          # no empty paragraph between the first two
            document.add_paragraph("")
    document.save(tmp_path / "d.docx")
    state = parse_manuscript(tmp_path / "d.docx")
    assert sorted(r.bib.raw for r in state.refs.values()) == sorted(ENTRIES)
    assert all(len(r.claims) == 1 for r in state.refs.values())
