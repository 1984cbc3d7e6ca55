"""A LaTeX manuscript whose references are a plain section — an enumerate / itemize, "[1] …"
lines ended by "\\\\", blank-separated author–date paragraphs under a bold line — and not a
thebibliography environment: the list is read, its citations resolve, nothing is an orphan,
and a note says how the list was found (issue 20)."""
import pytest

from refverify.parse.manuscript import read_document
from refverify.parse.pipeline import parse_manuscript

HEAD = "\\documentclass{article}\n\\begin{document}\n"

CASES = {
    "enumerate": (
        HEAD + "\\section{Introduction}\n"                                        # 3
        "Metformin lowers HbA1c [1]. Attention models [2, 3] changed translation.\n"   # 4
        "\n"
        "\\section*{References}\n"                                                 # 6
        "\\begin{enumerate}\n"
        "\\item Smith J, Lee K. Metformin and glycaemic control. \\textit{Diabetes Care}. "
        "2020;43(2):101--109. doi:10.1234/dc.2020.0042\n"                          # 8
        "\\item A.~Vaswani, N.~Shazeer, and N.~Parmar, ``Attention is all you need,'' in "
        "\\emph{Advances in Neural Information Processing Systems}, 2017, pp. 5998--6008.\n"
        "\\item Devlin J, Chang MW. BERT: pre-training of deep bidirectional transformers. "
        "arXiv:1810.04805. 2019.\n"
        "\\end{enumerate}\n\\end{document}\n",
        "main.tex:6: no thebibliography environment; the reference list is read from the section "
        "'References' (3 list items)",
        {"1": (8, ["Smith, J", "Lee, K"], "Metformin and glycaemic control", "Diabetes Care", 2020,
               "10.1234/dc.2020.0042", "", [4]),
         "2": (9, ["A. Vaswani", "N. Shazeer", "N. Parmar"], "Attention is all you need",
               "Advances in Neural Information Processing Systems", 2017, "", "", [4]),
         "3": (10, ["Devlin, J", "Chang, MW"], "BERT: pre-training of deep bidirectional transformers",
               "arXiv:1810.04805", 2019, "", "1810.04805", [4])}),
    "numbered lines": (
        HEAD + "Prior work [1] and [2] showed this; see also [3].\n"               # 3
        "\\section{Bibliography}\n"                                                # 4
        "\\noindent [1] Smith, J., \\& Lee, K. (2020). Metformin and glycaemic control. "
        "\\textit{Diabetes Care}, 43(2), 101--109.\\\\\n"                          # 5
        "[2] Okafor NC, García P. Sparse routing for efficient mixture models. J Mach Learn Res. "
        "2021;22:1--30.\\\\\n"
        "[3] Raman S. Deep learning for\nprotein folding. Nature. 2019;577:706--710.\n"
        "\\end{document}\n",
        "main.tex:4: no thebibliography environment; the reference list is read from the section "
        "'Bibliography' (3 paragraphs)",
        {"1": (5, ["Smith, J.", "Lee, K."], "Metformin and glycaemic control", "Diabetes Care", 2020,
               "", "", [3]),
         "2": (6, ["Okafor, NC", "García, P"], "Sparse routing for efficient mixture models",
               "J Mach Learn Res", 2021, "", "", [3]),
         "3": (7, ["Raman, S"], "Deep learning for protein folding", "Nature", 2019, "", "", [3])}),
    "labelled items": (
        "\\documentclass{report}\n\\begin{document}\n\\chapter{Intro}\n"
        "As shown by Smith and Lee [2], and in [1].\n"                             # 4
        "\\chapter*{References}\n"                                                 # 5
        "\\begin{itemize}\n"
        "\\item[{[1]}] Okafor, N. C. (2021). \\emph{Sparse routing}. MIT Press.\n"   # 7
        "\\item[{[2]}] Smith, J., \\& Lee, K. (2020). Metformin and glycaemic control. "
        "\\textit{Diabetes Care}, 43(2), 101--109.\n"
        "\\end{itemize}\n\\end{document}\n",
        "main.tex:5: no thebibliography environment; the reference list is read from the section "
        "'References' (2 list items)",
        {"1": (7, ["Okafor, N. C."], "Sparse routing", "", 2021, "", "", [4]),
         "2": (8, ["Smith, J.", "Lee, K."], "Metformin and glycaemic control", "Diabetes Care", 2020,
               "", "", [4])}),
    "apa numbered paragraphs, italic venue alone": (
        HEAD + "Offline meshes [1] and no-author work [2].\n"                     # 3
        "\\subsection{References}\n"                                              # 4
        "\n"
        "[1] Snell, C., et al. (2022). Offline meshes for language generation. \\textit{ICLM}.\n"   # 6
        "\n"
        "[2] Mesh-Bench: Can Models Resolve Mesh Issues? (2024). \\textit{ICLM}.\n"                 # 8
        "\\end{document}\n",
        "main.tex:4: no thebibliography environment; the reference list is read from the section "
        "'References' (2 paragraphs)",
        {"1": (6, ["Snell, C."], "Offline meshes for language generation", "ICLM", 2022, "", "", [3]),
         "2": (8, [], "Mesh-Bench: Can Models Resolve Mesh Issues?", "ICLM", 2024, "", "", [3])}),
    "author-date paragraphs": (
        HEAD + "Text (Smith \\& Lee, 2020) and Okafor (2021).\n"                  # 3
        "\n"
        "\\noindent\\textbf{References}\n"                                         # 5
        "\n"
        "Smith, J., \\& Lee, K. (2020). Metformin and glycaemic control. \\textit{Diabetes Care}, "
        "43(2), 101--109.\n"                                                       # 7
        "\n"
        "Okafor, N. C. (2021). \\emph{Sparse routing for efficient\nmixture models}. MIT Press.\n"
        "\\end{document}\n",
        "main.tex:5: no thebibliography environment; the reference list is read from the section "
        "'References' (2 paragraphs)",
        {"smith2020": (7, ["Smith, J.", "Lee, K."], "Metformin and glycaemic control", "Diabetes Care",
                       2020, "", "", [3]),
         "okafor2021": (9, ["Okafor, N. C."], "Sparse routing for efficient mixture models", "", 2021,
                        "", "", [3])}),
}


@pytest.mark.parametrize("name", list(CASES))
def test_a_plain_reference_section_is_the_reference_list(tmp_path, name):
    text, note, expected = CASES[name]
    (tmp_path / "main.tex").write_text(text, encoding="utf-8")
    assert read_document(tmp_path / "main.tex").warnings == [note]
    state = parse_manuscript(tmp_path / "main.tex")
    assert state.meta.checks.orphans == []
    assert state.meta.checks.uncited == []
    assert note in state.meta.messages
    got = {rid: (r.bib.line, r.bib.author_list, r.bib.title, r.bib.journal, r.bib.year, r.bib.doi,
                 r.bib.arxiv, [c.line for c in r.claims]) for rid, r in state.refs.items()}
    assert got == expected
    assert {r.bib.origin for r in state.refs.values()} == {"document"}


def test_the_list_ends_at_the_next_section_and_its_body_is_read_again(tmp_path):
    (tmp_path / "main.tex").write_text(
        HEAD + "Shown in [1].\n"
        "\\section*{References}\n"
        "1. Raman S. Deep learning for protein folding. Nature. 2019;577:706--710.\n"
        "\\section{Appendix}\n"
        "Table 2 repeats [1].\n\\end{document}\n", encoding="utf-8")
    doc = read_document(tmp_path / "main.tex")
    assert doc.reference_lines == [(5, "1. Raman S. Deep learning for protein folding. Nature. "
                                       "2019;577:706–710.")]
    state = parse_manuscript(tmp_path / "main.tex")
    assert [c.line for c in state.refs["1"].claims] == [3, 7]
    assert state.meta.checks.orphans == []


@pytest.mark.parametrize("section", [
    # the section only prints a .bib: no list of its own, nothing read, nothing said
    "\\section*{References}\n\\bibliographystyle{plain}\n\\bibliography{refs}\n",
    # prose about sources, not entries
    "\\section*{References}\nThe sources are listed in the supplementary material and on the "
    "project page.\n",
])
def test_a_reference_section_without_entries_is_not_a_list(tmp_path, section):
    (tmp_path / "main.tex").write_text(HEAD + "Shown by Smith.\n" + section + "\\end{document}\n",
                                       encoding="utf-8")
    doc = read_document(tmp_path / "main.tex")
    assert doc.reference_lines == []
    assert not any("the reference list is read from the section" in w for w in doc.warnings)
