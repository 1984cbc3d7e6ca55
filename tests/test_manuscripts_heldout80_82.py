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


PANDOC = """# Filme und Gesellschaft

Das Kino formt seine Zuschauer [@Harlow2011, S. 7], wie schon @Mendez1913 [S. 12] zeigte.

# Literatur

---
references:

- id:\t\t\tHarlow2011
  type: \t\tbook
  title:          \tKino und Stadt
  author:
  - family:\t\t\tHarlow
    given:\t\t\tAda
  issued:
    year:\t\t\t2011
  publisher:\t\tNordverlag

- id:\t\t\tMendez1913
  type:\t\t\tbook
  title:\t\t\tZur Soziologie des Kinos
  author:
  - family:\t\t\tMendez
    given:\t\t\tLuisa
  issued:
    year:\t\t\t1913
...
"""


def test_a_pandoc_references_block_after_its_heading(tmp_path):
    paper = tmp_path / "draft.md"
    paper.write_text(PANDOC, encoding="utf-8")
    state = parse_manuscript(paper)
    assert {k: (r.bib.title, r.bib.year, len(r.claims)) for k, r in state.refs.items()} == {
        "Harlow2011": ("Kino und Stadt", 2011, 1), "Mendez1913": ("Zur Soziologie des Kinos", 1913, 1)}


README = """# Filas no atendimento público

Consultas demoram meses (SOUZA, 2018). Faltam registros digitais (LIMA; COSTA, 2019).<br>

## Referências
SOUZA, A. **Consultas com especialistas demoram meses**. Disponível em Jornal do Vale https://example.org/a Acesso em: 02/12/2020.<br>
**Registros em papel ainda dominam os hospitais**. Disponível em Jornal https://example.org/2018/06/b.html Acessado em: 02/12/2020.<br>
LIMA, P.; COSTA, R. **Prontuários digitais no SUS**. Disponível em Revista https://example.org/c Acessado em: 02/12/2020.<br>
**Aprovada a digitalização de prontuários**. Disponível em Agência https://example.org/2018/04/03/d Acessado em: 02/12/2020.<br>
"""


def test_a_markdown_list_whose_entries_end_in_br(tmp_path):
    paper = tmp_path / "README.md"
    paper.write_text(README, encoding="utf-8")
    state = parse_manuscript(paper)
    assert sorted(r.bib.title for r in state.refs.values()) == [
        "Aprovada a digitalização de prontuários", "Consultas com especialistas demoram meses",
        "Prontuários digitais no SUS", "Registros em papel ainda dominam os hospitais"]


def _book(root: Path) -> Path:
    (root / "index.md").write_text("""# Studiare le città

Un percorso per la scuola.

```{toctree}
:maxdepth: 1
:caption: Indice

1_introduzione
2_storia.md
bibliografia
capitolo_mancante
```
""", encoding="utf-8")
    (root / "1_introduzione.md").write_text("""# Introduzione

La città cresce lungo il fiume (cfr. Vianello, 2012). Al convegno (Vienna, Austria, 2020) se ne parlò.
""", encoding="utf-8")
    (root / "2_storia.md").write_text("""# Storia

I porti cambiarono tutto (Darelli, Turchi, 1999). Lo dice anche la raccolta (Ravelli, a cura di, 2023, p. 124).
""", encoding="utf-8")
    (root / "bibliografia.md").write_text("""# Bibliografia essenziale

Questa bibliografia raccoglie i libri citati nel testo e altre opere utili.

Darelli S., Turchi M., *Porti e città. Una storia d’acqua*, Marsilio, Venezia 1999.  
Ravelli M. (a cura di), *Le città e il mare*, Donzelli, Roma 2023.  
Vianello A., *Il fiume e la città*, Laterza, Roma-Bari 2012.  
""", encoding="utf-8")
    return root / "index.md"


def test_a_myst_book_reads_its_chapters_through_its_toctree(tmp_path):
    state = parse_manuscript(_book(tmp_path))
    assert {k: (r.bib.title, r.bib.publisher, r.bib.year, len(r.claims)) for k, r in state.refs.items()} == {
        "darelli1999": ("Porti e città. Una storia d’acqua", "Marsilio", 1999, 1),
        "ravelli2023": ("Le città e il mare", "Donzelli", 2023, 1),
        "vianello2012": ("Il fiume e la città", "Laterza", 2012, 1)}
    assert [m for m in state.meta.messages if "toctree" in m] == [
        "index.md:12: the toctree lists capitolo_mancante, which is not there: its citations and references are not checked"]


def _essay_docx(path: Path) -> Path:
    d = docx.Document()
    d.add_paragraph("If the Fund is not the Villain")
    d.add_paragraph("Reform stalled for years (Stanton, Rowan W., 2004). Aid fell (Addams, Petra, 1992). "
                    "The Fund's critics are many (Bradford, D.B).")
    d.add_paragraph("The model is old. Hence, Lindqvist and Tamm (2018) test it again.")
    d.add_paragraph("References")
    d.add_paragraph("Addams, P. (1992). Odious debts. Earthscan.")
    d.add_paragraph("Bradford, D. B. (2006). Stuck in neutral. Journal of Law and Policy, 21(4), 695-725.")
    d.add_paragraph("Lindqvist, Y., & Tamm, A. (2018). Risks and returns of coins. NBER Working Paper 24877.")
    d.add_paragraph("Stanton, R. W. (2004). The political economy of lending. American Political Science Review, "
                    "98(4), 577-591.")
    d.add_paragraph("")
    d.add_paragraph("Appendix A Interview Transcript - Rowan Stanton, Economist, Northfield Bank.")
    d.add_paragraph("Interview Date: April 21, 2026")
    d.add_paragraph("Participant: Rowan Stanton, Economist, Northfield Bank, Denver, CO.")
    d.save(path)
    return path


def test_a_students_typed_citations_and_an_appendix_after_the_list(tmp_path):
    state = parse_manuscript(_essay_docx(tmp_path / "essay.docx"))
    assert {k: len(r.claims) for k, r in state.refs.items()} == {
        "addams1992": 1, "bradford2006": 1, "lindqvist2018": 1, "stanton2004": 1}


def test_a_toctree_that_lists_its_own_index_and_what_it_cannot_read(tmp_path):
    (tmp_path / "index.md").write_text("""# Book

```{toctree}
---
maxdepth: 2
caption: Contents
---
self
chapter
notebook
../outside
```
""", encoding="utf-8")
    (tmp_path / "chapter.md").write_text("""# Chapter

Rivers shape towns (Vianello, 2012).

```{toctree}
index
```

## References

Vianello A., *Il fiume e la città*, Laterza, Roma-Bari 2012.
""", encoding="utf-8")
    (tmp_path / "notebook.ipynb").write_text("{}", encoding="utf-8")
    (tmp_path.parent / "outside.md").write_text("# Elsewhere\n\nText (Other, 2001).\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "index.md")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"vianello2012": 1}
    assert [m for m in state.meta.messages if "toctree" in m] == [
        "index.md:10: the toctree lists notebook, which is .ipynb and not read: its citations and references are not "
        "checked",
        "index.md:11: the toctree lists ../outside, which lies outside the book's folder: it is not read"]


def test_a_markdown_entry_wrapped_with_breaks_stays_one_entry(tmp_path):
    paper = tmp_path / "notes.md"
    paper.write_text("""# Notes

Buses age fast (Harlow, 2019).

## References
Harlow, J. (2019). A very long title about battery ageing in<br>
city buses and their depots. Journal of Transport, 12(3), 45-67.<br>
Mendez, L. (2020). Depots at night. Urban Studies, 4(1), 1-9.<br>
""", encoding="utf-8")
    state = parse_manuscript(paper)
    assert sorted(r.bib.title for r in state.refs.values()) == [
        "A very long title about battery ageing in city buses and their depots", "Depots at night"]


def test_headings_a_list_under_its_own_words_and_no_more():
    from refverify.parse.documents import is_back_matter_heading, is_reference_heading
    assert [is_reference_heading(h) for h in ("Citations:", "Sources:", "Works Consulted", "Bibliografia essenziale",
                                              "Sources", "Citations")] == [True, True, True, True, False, False]
    assert [is_back_matter_heading(h) for h in (
        "Appendix A Interview Transcript - Rowan Stanton, Economist, Northfield Bank.",
        "Annex to Commission Implementing Regulation (EU) 2019/947 of 24 May 2019")] == [True, False]


def test_an_entry_bibtexparser_takes_for_a_comment_is_read_and_said(tmp_path):
    from refverify.parse.bibliography import _read_bibtex
    errors = []
    read = _read_bibtex("@article{a, title={Tides}, year=2000}\n\n@misc\n{motor, title={Premium motors}, year={2004}}\n",
                        "refs.bib", errors)
    assert [(e.key, e.title, e.line) for e, *_ in read] == [("a", "Tides", 1), ("motor", "Premium motors", 3)]
    assert errors == ["refs.bib:3: entry 'motor' read by the tolerant reader: an entry bibtexparser took for a comment"]


def test_a_key_with_parentheses_in_an_entry_the_tolerant_reader_reads(tmp_path):
    # batch 85: a publisher's export keys its entry by its DOI and leaves out the comma after the doi field
    (tmp_path / "refs.bib").write_text("""@article{doi:10.1061/(ASCE)0733-9429(2002)128:3(306),
author = {Zhi Cao and Rod Day},
title = {Coupled modelling of alluvial rivers},
journal = {Journal of Hydraulic Engineering},
year = {2002},
doi = {10.1061/(ASCE)0733-9429(2002)128:3(306)}
URL = {http://example.org/x},
}
""", encoding="utf-8")
    paper = tmp_path / "paper.tex"
    paper.write_text("\\documentclass{article}\\begin{document}\nRivers move \\cite{doi:10.1061/(ASCE)0733-9429(2002)128:3(306)}.\n"
                     "\\bibliography{refs}\\end{document}\n", encoding="utf-8")
    state = parse_manuscript(paper)
    assert {k: (r.bib.title, len(r.claims)) for k, r in state.refs.items()} == {
        "doi:10.1061/(ASCE)0733-9429(2002)128:3(306)": ("Coupled modelling of alluvial rivers", 1)}
