"""A LaTeX reference list that sits in an \\input / \\include'd file (issue 20): every entry names the
file and line it is really in, every citing place its own file and line, and every note about the
list (a note before entry 1, entries run together, how a plain section was found) names the file
that holds the list — never the main file with another file's line numbers."""
import pytest

from refverify.parse.pipeline import parse_manuscript
from refverify.report.verification import verification_report

MAIN = ("\\documentclass{article}\n"               # 1
        "\\begin{document}\n"                       # 2
        "\\section{Intro}\n"                        # 3
        "Deep nets work \\cite{smith}.\n"           # 4
        "\n"                                        # 5
        "\\input{chapters/related}\n"               # 6
        "\n"                                        # 7
        "{list}\n"                                  # 8
        "\\end{document}\n")
RELATED = ("% related work\n"                       # 1
           "\\section{Related}\n"                   # 2
           "Also \\cite{jones} showed it.\n")       # 3
NUMERIC_MAIN = MAIN.replace("\\cite{smith}", "[1]").replace("{list}", "{list}")
NUMERIC_RELATED = RELATED.replace("\\cite{jones}", "[2]")

THEBIB = ("% the references\n"                                                            # 1
          "\\begin{thebibliography}{9}\n"                                                 # 2
          "\\bibitem{smith} J. Smith. A study of nets. Journal of Nets, 12(3):1--10, 2019.\n"  # 3
          "\n"                                                                            # 4
          "\\bibitem{jones} B. Jones. Another study. Journal of Nets, 13(1):5--9, 2020.\n"  # 5
          "\\bibitem{ghost} C. Ghost. Never cited. Journal of Nothing, 2021.\n"          # 6
          "\\end{thebibliography}\n")
ITEMS = ("\\bibitem{smith} J. Smith. A study of nets. Journal of Nets, 12(3):1--10, 2019.\n"  # 1
         "\\bibitem{jones} B. Jones. Another study.\n"                                    # 2
         "Journal of Nets, 13(1):5--9, 2020.\n"                                           # 3
         "\\bibitem{ghost} C. Ghost. Never cited. Journal of Nothing, 2021.\n")           # 4
SECTION_ITEMS = ("\\section*{References}\n"                                               # 1
                 "\\begin{enumerate}\n"                                                   # 2
                 "\\item Smith J. A study of nets. J Nets. 2019;12(3):1--10.\n"            # 3
                 "\\item Jones B. Another study. J Nets. 2020;13(1):5--9.\n"               # 4
                 "\\item Ghost C. Never cited. J Nothing. 2021;1:1--2.\n"                  # 5
                 "\\end{enumerate}\n")
SECTION_LINES = ("\\section*{References}\n"                                                # 1
                 "Papers marked * are reviews.\\\\\n"                                      # 2
                 "[1] Smith J. A study of nets. J Nets. 2019;12(3):1--10.\\\\\n"           # 3
                 "[2] Jones B. Another study. J Nets. 2020;13(1):5--9. Ghost C. Never cited. "
                 "J Nothing. 2021;1:1--2. Other D. A third. J Nets. 2022;3:4--5.\\\\\n")  # 4

# name → (files, {ref id: (file, line of the entry, [(file, line) of each citing place]) },
#         messages about the list, exactly as the report's reading notes give them)
CASES = {
    "thebibliography in an \\input file": (
        {"main.tex": MAIN.replace("{list}", "\\input{refs}"), "chapters/related.tex": RELATED,
         "refs.tex": THEBIB},
        {"smith": ("refs.tex", 3, [("main.tex", 4)]),
         "jones": ("refs.tex", 5, [("chapters/related.tex", 3)]),
         "ghost": ("refs.tex", 6, [])},
        []),
    "\\include'd file in a folder": (
        {"main.tex": MAIN.replace("{list}", "\\include{back/biblio}"), "chapters/related.tex": RELATED,
         "back/biblio.tex": THEBIB},
        {"smith": ("back/biblio.tex", 3, [("main.tex", 4)]),
         "jones": ("back/biblio.tex", 5, [("chapters/related.tex", 3)]),
         "ghost": ("back/biblio.tex", 6, [])},
        []),
    "the environment in main, its items in an \\input file": (
        {"main.tex": MAIN.replace("{list}", "\\begin{thebibliography}{9}\n\\input{items}\n"
                                  "\\end{thebibliography}"),
         "chapters/related.tex": RELATED, "items.tex": ITEMS},
        {"smith": ("items.tex", 1, [("main.tex", 4)]),
         "jones": ("items.tex", 2, [("chapters/related.tex", 3)]),
         "ghost": ("items.tex", 4, [])},
        []),
    "a plain References section with \\item in an \\input file": (
        {"main.tex": NUMERIC_MAIN.replace("{list}", "\\input{refs}"),
         "chapters/related.tex": NUMERIC_RELATED, "refs.tex": SECTION_ITEMS},
        {"1": ("refs.tex", 3, [("main.tex", 4)]),
         "2": ("refs.tex", 4, [("chapters/related.tex", 3)]),
         "3": ("refs.tex", 5, [])},
        ["refs.tex:1: no thebibliography environment; the reference list is read from the section "
         "'References' (3 list items)"]),
    "a plain References section of lines, with a note and a run-together entry": (
        {"main.tex": NUMERIC_MAIN.replace("{list}", "\\input{refs}"),
         "chapters/related.tex": NUMERIC_RELATED, "refs.tex": SECTION_LINES},
        {"1": ("refs.tex", 3, [("main.tex", 4)]),
         "2": ("refs.tex", 4, [("chapters/related.tex", 3)])},
        ["refs.tex:1: no thebibliography environment; the reference list is read from the section "
         "'References' (3 paragraphs)",
         "refs.tex: line 2: a note before the first reference, not read as an entry: "
         "'Papers marked * are reviews.'",
         "refs.tex: line 4: this entry seems to hold 3 references run together: check the list's "
         "layout (each reference its own paragraph or line)"]),
}


def _write(root, files):
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")


@pytest.mark.parametrize("name", CASES)
def test_list_entries_and_citing_places_name_their_own_file(tmp_path, name, monkeypatch):
    files, expected, messages = CASES[name]
    _write(tmp_path, files)
    monkeypatch.chdir(tmp_path.parent)          # a relative name is never read against the cwd
    state = parse_manuscript(tmp_path / "main.tex")
    got = {rid: (ref.bib.file, ref.bib.line, [(c.file, c.line) for c in ref.claims])
           for rid, ref in state.refs.items()}
    assert got == expected
    assert [m for m in state.meta.messages if "refs.tex" in m or "main.tex" in m] == messages


def test_plain_bbl_list_names_the_bbl(tmp_path):
    """An arXiv source without its .bib: the \\bibitem list of main.bbl is the reference list, and
    its entries are at main.bbl's lines, not main.tex's."""
    _write(tmp_path, {"main.tex": MAIN.replace("{list}", "\\bibliography{refs}"),
                      "chapters/related.tex": RELATED, "main.bbl": THEBIB})
    state = parse_manuscript(tmp_path / "main.tex")
    assert {rid: (r.bib.file, r.bib.line) for rid, r in state.refs.items()} == {
        "smith": ("main.bbl", 3), "jones": ("main.bbl", 5), "ghost": ("main.bbl", 6)}


def test_report_reading_notes_name_the_input_file(tmp_path):
    files, _, messages = CASES["a plain References section of lines, with a note and a run-together entry"]
    _write(tmp_path, files)
    report = verification_report(parse_manuscript(tmp_path / "main.tex"), "en")
    for message in messages:
        assert message.replace("<", "&lt;") in report
    assert "main.tex: line 4" not in report and "main.tex: line 2" not in report


MISSING = "which is not there: its citations and references are not checked"
MD_INCLUDES = {
    "quarto include": ("notes.qmd", "# Intro\n\nText [@smith2019].\n\n{{< include _methods.qmd >}}\n",
                       [f"notes.qmd:5: the document reads in _methods.qmd, {MISSING}"]),
    "R Markdown child chunk": ("notes.Rmd", "# Intro\n\nText [@smith2019].\n\n```{r, child='methods.Rmd'}\n```\n",
                               [f"notes.Rmd:5: the document reads in methods.Rmd, {MISSING}"]),
    "child chunk with a vector": ("notes.Rmd", "Text [@smith2019].\n\n```{r child = c(\"a.Rmd\")}\n```\n",
                                  [f"notes.Rmd:3: the document reads in a.Rmd, {MISSING}"]),
    "no include": ("notes.qmd", "# Intro\n\nText [@smith2019], see `{{< include >}}` docs.\n", []),
}


@pytest.mark.parametrize("name", MD_INCLUDES)
def test_markdown_includes_not_there_are_said(tmp_path, name):
    """A Quarto include or an R Markdown child document that is not there is a reading note: nothing
    in it is missed silently."""
    file, text, expected = MD_INCLUDES[name]
    (tmp_path / file).write_text(text, encoding="utf-8")
    (tmp_path / "refs.bib").write_text("@article{smith2019, author={Smith, J.}, title={A study}, "
                                       "journal={J Nets}, year={2019}}\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / file, tmp_path / "refs.bib")
    assert [m for m in state.meta.messages if "reads in" in m] == expected


@pytest.mark.parametrize("main, child, name", [
    ("notes.Rmd", "```{r child = './chpt/Methods.Rmd'}\n```\n", "chpt/Methods.Rmd"),
    ("notes.qmd", "{{< include _methods.qmd >}}\n", "_methods.qmd"),
])
def test_markdown_includes_are_followed(tmp_path, main, child, name):
    """papaja and bookdown theses write each chapter in a child document, Quarto books include parts: their
    citations are read (before, a thesis of nine child chapters gave no citation at all)."""
    (tmp_path / "chpt").mkdir()
    (tmp_path / main).write_text("---\nbibliography: refs.bib\n---\n\n# Intro\n\nText [@smith2019].\n\n" + child,
                                 encoding="utf-8")
    (tmp_path / name).write_text("# Methods\n\nAs shown [@lee2020; @smith2019, p. 4].\n", encoding="utf-8")
    (tmp_path / "refs.bib").write_text("@article{smith2019, author={Smith, J.}, title={A study}, journal={J Nets}, "
                                       "year={2019}}\n@article{lee2020, author={Lee, K.}, title={Another}, "
                                       "journal={J Nets}, year={2020}}\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / main)
    chapter = name.rpartition("/")[2]        # (a chapter's places name its file, as a toctree's do)
    assert {k: [(c.file, c.line) for c in r.claims] for k, r in state.refs.items()} == {
        "smith2019": [(main, 7), (chapter, 3)], "lee2020": [(chapter, 3)]}
