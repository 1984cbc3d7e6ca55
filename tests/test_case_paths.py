"""Files named with another case of their letters (issue 20, held-out batch 15): "\\include{Kap6/Kap6}" for
Kap6/kap6.tex, "\\bibliography{Library}" for library.bib, a Markdown "bibliography: Refs.bib" for refs.bib. The
writer's Windows or macOS build found them; refverify reads them too and says the case differs."""
from __future__ import annotations

from pathlib import Path

from refverify.parse.case_paths import same_name_other_case
from refverify.parse.pipeline import parse_manuscript

BIB = "@article{okafor2020,\n  author = {Okafor, Nadia},\n  title = {Garnet phosphors},\n  journal = {Optics},\n  year = {2020}\n}\n"


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")


def test_latex_chapter_and_bibliography_in_another_case(tmp_path):
    _write(tmp_path, {"main.tex": "\\documentclass{report}\\begin{document}\nIntro \\cite{okafor2020}.\n"
                                  "\\include{Kap6/Kap6}\n\\bibliography{Library}\n\\end{document}\n",
                      "Kap6/kap6.tex": "Chapter six \\cite{okafor2020}.\n", "library.bib": BIB})
    state = parse_manuscript(tmp_path / "main.tex")
    assert [(c.file, c.line) for c in state.refs["okafor2020"].claims] == [("main.tex", 2), ("Kap6/kap6.tex", 1)]
    assert [m for m in state.meta.messages if "case differs" in m] == [
        "main.tex:3: \\include{Kap6/Kap6} read from Kap6/kap6.tex (the name's case differs: a case-sensitive "
        "system such as Overleaf or Linux will not find it)",
        "main.tex: bibliography Library.bib read from library.bib (the name's case differs: a case-sensitive "
        "system such as Overleaf or Linux will not find it)"]


def test_markdown_bibliography_in_another_case(tmp_path):
    _write(tmp_path, {"paper.md": "---\nbibliography: Refs.bib\n---\n\nGarnets glow [@okafor2020].\n", "refs.bib": BIB})
    state = parse_manuscript(tmp_path / "paper.md")
    assert len(state.refs["okafor2020"].claims) == 1
    assert [m for m in state.meta.messages if "case differs" in m] == [
        "paper.md: bibliography Refs.bib read from refs.bib (the name's case differs: a case-sensitive "
        "system such as Overleaf or Linux will not find it)"]


def test_two_files_that_differ_only_in_case_are_no_match(tmp_path):
    _write(tmp_path, {"a/Ch1.tex": "x", "a/CH1.tex": "y", "A2/Ch2.tex": "z"})
    assert same_name_other_case((tmp_path / "a/ch1.tex"), tmp_path) is None        # which one? none is taken
    assert same_name_other_case((tmp_path / "a2/ch2.TEX"), tmp_path) == tmp_path / "A2/Ch2.tex"
    assert same_name_other_case((tmp_path / "a2/ch3.tex"), tmp_path) is None
