"""LaTeX: parts read through \\InputIfFileExists or through a macro the author defined to read a
file (``\\newcommand{\\inputfile}[1]{\\InputIfFileExists{#1}{}{…}}``) are part of the text; their
citations (biblatex \\footcite included) are citing places, and the bibliography a part loads counts."""
from __future__ import annotations

from refverify.parse.manuscript import read_document
from refverify.parse.pipeline import parse_manuscript

BIB = ("@book{robinson1982, title={A course in the theory of groups}, author={Robinson, Derek}, "
       "year={1982}}\n"
       "@book{burnside1911, title={Theory of groups of finite order}, author={Burnside, William}, "
       "year={1911}}\n"
       "@misc{order30, title={Groups of order 30}, author={Doe, Jan}, year={2015}}\n")


def _claims(state):
    return {r.ref_id: [(c.cite_marker, c.line) for c in r.claims] for r in state.refs.values()}


def _project(tmp_path):
    (tmp_path / "parts").mkdir()
    (tmp_path / "bib.bib").write_text(BIB, encoding="utf-8")
    (tmp_path / "parts" / "preamble.tex").write_text(
        "\\usepackage[backend=biber]{biblatex-chicago}\n\\addbibresource{./bib.bib}\n", encoding="utf-8")
    (tmp_path / "parts" / "prelim.tex").write_text(
        "\\chapter{Preliminaries}\n"
        "We follow Burnside\\footcite[Ch. 6]{burnside1911} throughout.\n"   # 2
        "Subgroups are as in Robinson.\\footcite{robinson1982}\n", encoding="utf-8")  # 3
    (tmp_path / "chapters").mkdir()
    (tmp_path / "chapters" / "order30.tex").write_text(
        "\\section{Order 30}\nThe classification follows a post\\footcite{order30}.\n", encoding="utf-8")
    (tmp_path / "main.tex").write_text(
        "\\documentclass{report}\n"
        "\\newcommand{\\inputfile}[1]{%\n"
        "    \\InputIfFileExists{#1}{}{\\typeout{No file #1.}}%\n"
        "}\n"
        "\\def\\chap#1{\\input{chapters/#1}}\n"                                   # 5
        "\\inputfile{./parts/preamble.tex}\n"                                      # 6
        "\\begin{document}\n"
        "Groups, after Robinson.\\footcite{robinson1982}\n"                        # 8
        "% \\inputfile{./parts/basics.tex}\n"
        "\\inputfile{./parts/prelim.tex}\n"                                        # 10
        "\\chap{order30}\n"                                                        # 11
        "\\inputfile{./parts/absent.tex}\n"                                        # 12
        "\\printbibliography\n\\end{document}\n", encoding="utf-8")


def test_parts_read_through_an_include_macro(tmp_path):
    _project(tmp_path)
    doc = read_document(tmp_path / "main.tex")
    assert [p.relative_to(tmp_path).as_posix() for p in doc.files] == [
        "main.tex", "parts/preamble.tex", "parts/prelim.tex", "chapters/order30.tex"]
    assert [p.name for p in doc.bib_paths] == ["bib.bib"]
    # the definitions' "#1" is no file; the one part that is absent is a note
    assert doc.warnings == ["main.tex:12: skipped \\inputfile{./parts/absent.tex}: file not found"]
    state = parse_manuscript(tmp_path / "main.tex")
    assert _claims(state) == {
        "robinson1982": [("\\footcite{robinson1982}", 8), ("\\footcite{robinson1982}", 3)],
        "burnside1911": [("\\footcite[Ch. 6]{burnside1911}", 2)],
        "order30": [("\\footcite{order30}", 2)]}


def test_input_if_file_exists_used_directly(tmp_path):
    (tmp_path / "ch1.tex").write_text("Salt matters \\cite{robinson1982}.\n", encoding="utf-8")
    (tmp_path / "bib.bib").write_text(BIB, encoding="utf-8")
    (tmp_path / "main.tex").write_text(
        "\\begin{document}\n\\InputIfFileExists{ch1}{}{}\n\\bibliography{bib}\n\\end{document}\n",
        encoding="utf-8")
    state = parse_manuscript(tmp_path / "main.tex")
    assert _claims(state) == {"robinson1982": [("\\cite{robinson1982}", 1)], "burnside1911": [],
                              "order30": []}
