"""Whole documents of held-out batches 80–82 (issue 20), each invented for the test in the shapes of the real
ones: a student paper's list under "Citations:", a .bib whose entries write a space after "@" ("@ misc{key,")."""
from __future__ import annotations

from pathlib import Path

import docx

from refverify.parse.pipeline import parse_manuscript


def _citations_docx(path: Path) -> Path:
    d = docx.Document()
    d.add_paragraph("Supplements and the Heart")
    p = d.add_paragraph("Use of supplements rose over the decade")
    p.add_run("1").font.superscript = True
    p.add_run(" and vitamin D showed no benefit")
    p.add_run("2").font.superscript = True
    p.add_run(".")
    d.add_paragraph("")
    d.add_paragraph("Citations:")
    d.add_paragraph("Harlow AL, Mendez LS, Okafor NC, et al. Supplement use among adults, 2005-2008. J Nutr Sci "
                    "2012;142:300-6.")
    d.add_paragraph("Penrose ID, Marlowe ED. Vitamin D and heart outcomes in older adults. N Engl J Med "
                    "2016;374:1120-9.")
    d.save(path)
    return path


def test_a_list_under_citations_is_read(tmp_path):
    state = parse_manuscript(_citations_docx(tmp_path / "paper.docx"))
    assert [(r.bib.title, r.bib.journal, r.bib.year) for r in state.refs.values()] == [
        ("Supplement use among adults, 2005-2008", "J Nutr Sci", 2012),
        ("Vitamin D and heart outcomes in older adults", "N Engl J Med", 2016)]
    assert [len(r.claims) for r in state.refs.values()] == [1, 1]


BIB = """@article{harlow2015,
  author = {Ada Harlow and Luis Mendez},
  title = {Battery ageing in city buses},
  journal = {Journal of Power Systems},
  year = {2015}}

@ misc{motor_eff,
\tHowpublished = {Northfield Publications, \\url{http://example.org}},
\ttitle = {Premium-efficiency motors},
\tyear = {2004}}

@\tmisc{fleet_cost,
  title = {Fleet repair costs},
  year = {2019}}
"""
TEX = r"""\documentclass{article}
\begin{document}
Buses age fast \cite{harlow2015}. Motors waste little \cite{motor_eff}.
\bibliographystyle{ieeetr}
\bibliography{refs}
\end{document}
"""


def test_an_entry_with_a_space_after_its_at_sign_is_kept(tmp_path):
    (tmp_path / "refs.bib").write_text(BIB, encoding="utf-8")
    paper = tmp_path / "paper.tex"
    paper.write_text(TEX, encoding="utf-8")
    state = parse_manuscript(paper)
    assert {r.key: r.bib.title for r in state.refs.values()} == {
        "harlow2015": "Battery ageing in city buses", "motor_eff": "Premium-efficiency motors",
        "fleet_cost": "Fleet repair costs"}
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"harlow2015": 1, "motor_eff": 1, "fleet_cost": 0}
