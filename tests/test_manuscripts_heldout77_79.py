"""Whole documents of the classes held-out batches 77–79 showed (issue 20), written for the test with fictional
names and titles: a thesis chapter whose reference list is a Word file of its own ("参考文献.docx", given where the
bibliography goes, or read alone), an annotated bibliography under "Annotated Bibliography: <the project's title>"
whose annotations follow each entry after a line break, natbib's ``\\citetext`` (text, no key), ABNT's citation of
one work's authors parted by ";", and a Markdown list whose emphasis reaches the reference reader."""
from __future__ import annotations

from pathlib import Path

import docx
import pytest

from refverify.errors import BibUnreadable
from refverify.parse.pipeline import parse_manuscript

TITLES = ["高性能纤维材料导论", "先进复合材料与飞行器结构", "Progressive damage of bolted composite lap joints"]


def _titles_docx(path: Path, lines: list[str] = TITLES) -> Path:
    d = docx.Document()
    for text in lines:
        d.add_paragraph(text)
    d.save(path)
    return path


def _chapter_docx(path: Path) -> Path:
    d = docx.Document()
    d.add_heading("第1章 绪论", level=1)
    d.add_paragraph("纤维增强材料在航空结构中应用日益广泛[1]。先进复合材料已用于主承力结构[2]。")
    d.add_paragraph("螺栓连接的渐进损伤仍是设计难点[3]。")
    d.save(path)
    return path


def _numbers_and_titles(state) -> dict:
    return {r.number: (r.bib.title, len(r.claims)) for r in state.refs.values()}


def test_a_word_file_named_for_its_list_is_read_as_the_list(tmp_path):
    state = parse_manuscript(_titles_docx(tmp_path / "参考文献.docx"))
    assert _numbers_and_titles(state) == {1: (TITLES[0], 0), 2: (TITLES[1], 0), 3: (TITLES[2], 0)}
    assert state.meta.messages[0] == ("参考文献.docx: no reference heading; the file is named for a reference list, "
                                      "so its 3 paragraphs are read as the list's entries")


def test_a_word_file_not_named_for_a_list_is_no_list(tmp_path):
    state = parse_manuscript(_titles_docx(tmp_path / "notes.docx"))
    assert state.refs == {}


def test_a_chapter_with_its_list_in_a_word_file_given_as_the_bibliography(tmp_path):
    chapter = _chapter_docx(tmp_path / "绪论.docx")
    state = parse_manuscript(chapter, _titles_docx(tmp_path / "参考文献.docx"))
    assert _numbers_and_titles(state) == {1: (TITLES[0], 1), 2: (TITLES[1], 1), 3: (TITLES[2], 1)}
    assert "参考文献.docx: read as the document's reference list (3 entries)" in state.meta.messages
    assert state.meta.bib_files == ["参考文献.docx"]


def test_a_markdown_list_given_as_the_bibliography(tmp_path):
    chapter = _chapter_docx(tmp_path / "ch1.docx")
    refs = tmp_path / "refs.md"
    refs.write_text("# 参考文献\n\n" + "\n".join(f"[{n}] {t}" for n, t in enumerate(TITLES, 1)) + "\n", encoding="utf-8")
    state = parse_manuscript(chapter, refs)
    assert _numbers_and_titles(state) == {1: (TITLES[0], 1), 2: (TITLES[1], 1), 3: (TITLES[2], 1)}


def test_a_missing_list_document_is_a_one_line_error(tmp_path):
    chapter = _chapter_docx(tmp_path / "ch1.docx")
    with pytest.raises(BibUnreadable, match=r"参考文献\.docx: file not found"):
        parse_manuscript(chapter, tmp_path / "参考文献.docx")


def test_a_ris_text_file_given_as_the_bibliography_stays_ris(tmp_path):
    paper = tmp_path / "paper.md"
    paper.write_text("# Study\n\nAs shown before [@Fenwick2019].\n", encoding="utf-8")
    ris = tmp_path / "refs.txt"
    ris.write_text("TY  - JOUR\nAU  - Fenwick, Ada\nTI  - Tides of the inner sea\nPY  - 2019\nER  - \n", encoding="utf-8")
    state = parse_manuscript(paper, ris)
    assert [(r.bib.title, r.bib.origin) for r in state.refs.values()] == [("Tides of the inner sea", "bib")]


def _annotated_docx(path: Path) -> Path:
    d = docx.Document()
    d.add_paragraph("Annotated Bibliography: The Harbour Towns Travel Blog Project").runs[0].bold = True
    d.add_paragraph("Primary Sources")
    entries = [
        ("Marlowe, Edwin. A Social History of the Harbour Towns. Northgate University Press, 1991.",
         "Marlowe’s book describes how trade, religion and schooling shaped the towns, and it gives the blog "
         "its account of the markets and the guild halls that travellers still visit today."),
        ("Penrose, Ida. The Lighthouse Keepers. Eastfield Books, 2004.",
         "Penrose tells the keepers’ lives through their logs and letters, and the blog draws on it for the "
         "stories it tells at each of the lighthouses along the northern coast."),
    ]
    for entry, note in entries:
        p = d.add_paragraph(entry)
        p.add_run().add_break()
        p.add_run(note)
    d.save(path)
    return path


def test_an_annotated_bibliography_under_a_titled_heading(tmp_path):
    state = parse_manuscript(_annotated_docx(tmp_path / "Annotated Bibliography.docx"))
    assert [(r.bib.authors, r.bib.title, r.bib.year) for r in state.refs.values()] == [
        ("Marlowe, Edwin", "A Social History of the Harbour Towns", 1991),
        ("Penrose, Ida", "The Lighthouse Keepers", 2004)]


TEX = r"""\documentclass{article}
\usepackage[round]{natbib}
\begin{document}
Earlier kernels were found \citep{harlowmendez2015}. Capacitors charge fast \citetext{Northfield Instruments}.
\bibliographystyle{plainnat}
\bibliography{refs}
\end{document}
"""
BIB = r"""@article{harlowmendez2015, author={Ada Harlow and Luis Mendez}, title={Boundary kernels}, journal={Journal of Tides}, year={2015}}
@misc{nfi, author={{Northfield Instruments}}, title={Capacitor notes}, year={2010}}
"""


def test_citetext_is_text_no_citation(tmp_path):
    (tmp_path / "refs.bib").write_text(BIB, encoding="utf-8")
    paper = tmp_path / "paper.tex"
    paper.write_text(TEX, encoding="utf-8")
    state = parse_manuscript(paper)
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"harlowmendez2015": 1, "nfi": 0}


ABNT_LIST = ("## Referências\n\n"
             "MOTTA, Eduarda; TEIXIDOR, Maria Glória. **Vigilância em saúde no Brasil. Elementos para entender a "
             "resposta**. SCIELO, 2020.\n\n"
             "SOUZA, Ana. **Manual de redes de cuidado**. Editora Horizonte, Recife, 2019.\n")


def test_a_markdown_lists_bold_title_reaches_the_reference_reader(tmp_path):
    paper = tmp_path / "tcc.md"
    paper.write_text("# Introdução\n\nA vigilância mudou (MOTTA, 2020).\n\n" + ABNT_LIST, encoding="utf-8")
    state = parse_manuscript(paper)
    assert [(r.bib.title, r.bib.publisher, r.bib.journal) for r in state.refs.values()] == [
        ("Vigilância em saúde no Brasil. Elementos para entender a resposta", "SCIELO", ""),
        ("Manual de redes de cuidado", "Editora Horizonte", "")]


@pytest.mark.parametrize("citation, claims", [
    ("(MOTTA; TEIXIDOR, 2020)", {"motta2020": 1, "souza2019": 0}),
    ("(Motta; Teixidor, 2020, p. 12)", {"motta2020": 1, "souza2019": 0}),
    ("(MOTTA; TEIXIDOR, 2020; SOUZA, 2019)", {"motta2020": 1, "souza2019": 1}),
    ("(SOUZA, 2019; MOTTA; TEIXIDOR, 2020)", {"motta2020": 1, "souza2019": 1}),
])
def test_abnt_parts_one_works_authors_by_semicolons(tmp_path, citation, claims):
    paper = tmp_path / "tcc.md"
    paper.write_text(f"# Introdução\n\nA vigilância mudou {citation}.\n\n" + ABNT_LIST, encoding="utf-8")
    state = parse_manuscript(paper)
    assert {k: len(r.claims) for k, r in state.refs.items()} == claims


@pytest.mark.parametrize("citation, claims", [
    ("(STAI; Spielman, 1983)", {"spielman1983": 1}),       # an abbreviation, then its source: no co-author
    ("(DSM-V; American Psychiatric Society, 2013)", {"americanpsychiatricsociety2013": 1}),
])
def test_an_abbreviation_before_its_source_is_no_co_author(tmp_path, citation, claims):
    paper = tmp_path / "paper.md"
    paper.write_text(f"# Method\n\nAnxiety was measured {citation}.\n\n## References\n\n"
                     + ("Spielman, C. D. (1983). Manual for the anxiety inventory. Consulting Press.\n" if "STAI" in citation
                        else "American Psychiatric Society. (2013). Diagnostic manual of disorders. APS Publishing.\n"),
                     encoding="utf-8")
    state = parse_manuscript(paper)
    assert {k: len(r.claims) for k, r in state.refs.items()} == claims


def test_a_sentence_about_an_annotated_bibliography_is_no_heading(tmp_path):
    d = docx.Document()
    d.add_paragraph("Course plan")
    d.add_paragraph("Annotated bibliography: students write one short summary for each reading.")
    d.add_paragraph("The essay is due in week 9 and counts for half of the grade.")
    d.save(tmp_path / "plan.docx")
    state = parse_manuscript(tmp_path / "plan.docx")
    assert state.refs == {}


MLA = ("# Essay\n\nGod is in the brain (Barlow 116). The myth is old (Cogan, Genesis 27). Animals appear "
       "(Mendoza-Lara). A vector store helps (Pinebox).\n\n## Works Cited\n\n"
       "Barlow, Justin L. Why Would Anyone Doubt the Tides? Walnut Creek, CA: AltaMira, 2004. Print.\n\n"
       "Cogan, Michael D. The Annotated Book of Origins. N.p.: Oxford UP, 2010. Print.\n\n"
       "Mendoza-Lara, Pedro. \"Universal Myths and Symbols.\" Yale University, n.d. Web. 26 Nov. 2014.\n\n"
       "Murdoch, Nancy. Bodies and Souls. Cambridge: Cambridge UP, 2006. Print.\n\n"
       "Pinebox. \"Vector stores explained.\" Pinebox, 2024, https://pinebox.example.org/learn.\n")


def test_mla_author_and_page_citations(tmp_path):
    paper = tmp_path / "essay.md"
    paper.write_text(MLA, encoding="utf-8")
    state = parse_manuscript(paper)
    assert {k: [c.locator for c in r.claims] for k, r in state.refs.items()} == {
        "barlow2004": ["116"], "cogan2010": ["Genesis 27"], "mendozalara": [""], "murdoch2006": [], "pinebox2024": []}


def _numbered_annotated_docx(path: Path) -> Path:
    d = docx.Document()
    d.add_paragraph("Annotated Bibliography")
    d.add_paragraph("1. Badeaux, D. et al. (2012). “Timing of procedures and the keeping of appointments in an inner-city "
                    "clinic”. Annals of Clinic Studies, 22(7).")
    d.add_paragraph("The study examined how the timing of a procedure changes whether patients keep the appointment, "
                    "with season, weekday and the hour of the day as the main predictors.")
    d.add_paragraph("Sample: 2,873 patients scheduled for a procedure from September 2009 to August 2010.")
    d.add_paragraph("2. Boulanger, Anne-Laure, and Matthias Schmitt. \"Learning machines versus statistical models.\" "
                    "Biometrical Letters 56.4 (2014): 588-93. Web.")
    d.add_paragraph("This article discusses two companion papers and explains the difference between explaining and "
                    "predicting, which the authors see as the two goals of a model.")
    d.add_paragraph("Variables: age, sex, marital status and insurance type.")
    d.save(path)
    return path


def test_a_numbered_annotated_bibliography_keeps_its_notes_out_of_its_entries(tmp_path):
    state = parse_manuscript(_numbered_annotated_docx(tmp_path / "Annotated Bibliography.docx"))
    assert [(r.number, r.bib.raw) for r in state.refs.values()] == [
        (1, "1. Badeaux, D. et al. (2012). “Timing of procedures and the keeping of appointments in an inner-city "
            "clinic”. Annals of Clinic Studies, 22(7)."),
        (2, "2. Boulanger, Anne-Laure, and Matthias Schmitt. \"Learning machines versus statistical models.\" "
            "Biometrical Letters 56.4 (2014): 588-93. Web.")]
