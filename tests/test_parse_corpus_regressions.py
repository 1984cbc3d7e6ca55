"""Step A on forms met in real manuscripts written by others (bench/corpus): each case is
written here in this project's own words, in the shape the corpus showed."""
from __future__ import annotations

from refverify.parse.pipeline import parse_manuscript

BIB = "".join(f"@article{{{k}, title={{Work {k}}}, author={{Roe, Ann}}, year={{2020}}}}\n"
              for k in ("alpha", "beta", "gamma", "delta"))


def _counts(state):
    return {k: len(r.claims) for k, r in state.refs.items()}


def _tex(tmp_path, body: str, preamble: str = "", files: dict | None = None):
    (tmp_path / "refs.bib").write_text(BIB, encoding="utf-8")
    for name, text in (files or {}).items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "main.tex").write_text("\\documentclass{book}\n" + preamble + "\\begin{document}\n"
                                       + body + "\n\\bibliography{refs}\n\\end{document}\n",
                                       encoding="utf-8")
    return parse_manuscript(tmp_path / "main.tex")


def _md(tmp_path, name: str, body: str, front: str = ""):
    """refs.bib and a Markdown file whose front matter names it (and holds `front`), parsed."""
    (tmp_path / "refs.bib").write_text(BIB, encoding="utf-8")
    (tmp_path / name).write_text("---\nbibliography: refs.bib\n" + front + "---\n\n" + body,
                                 encoding="utf-8")
    return parse_manuscript(tmp_path / name)


def test_a_key_twice_in_one_command_is_one_citation(tmp_path):
    state = _tex(tmp_path, "Sets \\cite{alpha,beta,alpha,beta,gamma} differ.")
    assert _counts(state) == {"alpha": 1, "beta": 1, "delta": 0, "gamma": 1}


def test_citation_in_a_heading_title_over_two_lines(tmp_path):
    state = _tex(tmp_path, "\\section[Short]{Spatial results\\autocite[Parts appeared\n"
                           "in][]{alpha,beta}}\nText \\cite{gamma}.")
    assert _counts(state) == {"alpha": 1, "beta": 1, "delta": 0, "gamma": 1}
    assert [c.line for c in state.refs["beta"].claims] == [3]


def test_at_sign_in_latex_text_and_hand_typed_author_year_are_not_citations(tmp_path):
    state = _tex(tmp_path, "Thanks to \\href{https://example.org/u}{@beta} and to Roe (2020) "
                           "for help \\cite{alpha}.")
    assert _counts(state) == {"alpha": 1, "beta": 0, "delta": 0, "gamma": 0}
    assert state.meta.checks.orphans == []


def test_nocite_star_keeps_every_entry(tmp_path):
    state = _tex(tmp_path, "One use \\cite{alpha}.\\nocite{*}")
    assert state.meta.checks.uncited == []


def test_import_with_a_path_macro_and_bibliography_over_two_lines(tmp_path):
    (tmp_path / "refs2.bib").write_text("@book{omega, title={Omega}, author={Li, Wei}, year={2001}}\n",
                                        encoding="utf-8")
    (tmp_path / "ch1").mkdir()
    (tmp_path / "ch1" / "ch1.tex").write_text("Chapter text \\cite{omega}.\n", encoding="utf-8")
    (tmp_path / "main.tex").write_text(
        "\\documentclass{book}\n\\usepackage{import}\n\\def \\PATH {.}\n\\begin{document}\n"
        "\\import{\\PATH/ch1/}{ch1}\n\\bibliography{refs,%  both files\n  refs2}\n\\end{document}\n",
        encoding="utf-8")
    (tmp_path / "refs.bib").write_text(BIB, encoding="utf-8")
    state = parse_manuscript(tmp_path / "main.tex")
    assert state.meta.messages == []
    assert state.meta.bib_files == ["refs.bib", "refs2.bib"]
    assert [(c.file, c.line) for c in state.refs["omega"].claims] == [("ch1/ch1.tex", 1)]


def test_jobname_bib_written_by_filecontents(tmp_path):
    (tmp_path / "demo.tex").write_text(
        "\\documentclass{article}\n\\begin{filecontents}{\\jobname.bib}\n" + BIB +
        "\\end{filecontents}\n\\addbibresource{\\jobname.bib}\n\\begin{document}\n"
        "A \\parencite{alpha} B \\textcite{delta}.\n\\end{document}\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "demo.tex")
    assert state.meta.messages == ["demo.tex:2: demo.bib read from its filecontents environment"]
    assert _counts(state) == {"alpha": 1, "beta": 0, "delta": 1, "gamma": 0}


def test_markdown_guideline_sections_named_references_are_body(tmp_path):
    state = _md(tmp_path, "guide.md",
                "# Guidelines\n\n## References\n\n"
                "-   Journal titles are written in full.\n-   Cite with square brackets [@beta].\n\n"
                "### Numbers\n\nRules on numbers [@alpha;; @gamma].\n\n# References\n")
    assert _counts(state) == {"alpha": 1, "beta": 1, "delta": 0, "gamma": 1}
    assert [c.line for c in state.refs["beta"].claims] == [10]


def test_markdown_comments_metadata_blocks_and_bookdown_refs(tmp_path):
    state = _md(tmp_path, "book.md", front="nocite: |\n  @delta\n", body=
                "# One\n\n"
                "See Figure \\@ref(fig:plot) and the survey [@alpha].\n\n"
                "<!--\nAn editor's note [@beta] that is never printed.\n-->\n\n"
                "# References {-}\n\n\\noindent\n\\setlength{\\parindent}{-0.20in}\n"
                "<div id=\"refs\"></div>\n\n---\nnocite: |\n  @gamma\n---\n")
    assert _counts(state) == {"alpha": 1, "beta": 0, "delta": 0, "gamma": 0}
    assert state.meta.checks.uncited == ["beta"]
    assert state.meta.checks.nocite == ["delta", "gamma"]
    assert state.meta.checks.orphans == []


def test_an_unreadable_or_empty_included_file_is_a_note(tmp_path):
    (tmp_path / "plot.pgf").write_bytes(bytes(range(256)) * 8)
    (tmp_path / "empty.tex").write_text("", encoding="utf-8")
    state = _tex(tmp_path, "A \\cite{alpha}.\n\\input{plot.pgf}\n\\input{empty}\nB \\cite{beta}.")
    assert [m.split(":")[:2] for m in state.meta.messages] == [
        ["main.tex", " skipped plot.pgf"], ["main.tex", " skipped empty.tex"]]
    assert _counts(state) == {"alpha": 1, "beta": 1, "delta": 0, "gamma": 0}


def test_latex_options_and_braced_macros_in_markdown_are_not_citations(tmp_path):
    state = _md(tmp_path, "art.md",
                "# Results\n\n"
                "Row data\\footnotemark[1] and \\begin{algorithmic}[2] steps.\n\n"
                "\\begin{tabular*}{\\textwidth}{@{\\extracolsep\\fill}lcc}\n\\end{tabular*}\n\n"
                "As shown by @alpha and [@beta].\n\n# References\n")
    assert state.meta.citation_style == "pandoc"
    assert _counts(state) == {"alpha": 1, "beta": 1, "delta": 0, "gamma": 0}
    assert state.meta.checks.orphans == []


def test_author_year_citations_resolve_to_the_list_one_claim_per_place(tmp_path):
    (tmp_path / "paper.md").write_text(
        "# Intro\n\nOkafor et al. (2020) showed that salt raises pressure. Later, Okafor et al. "
        "(2020) found a second effect (Okafor et al., 2020).\n\n"
        "王明等(2019)发现了结果。之后王明等(2019)又报告了结论。Unknown et al. (2011) too.\n\n"
        "# References\n\n"
        "Okafor, N. C., Brandt, M., & Lee, K. (2020). Salt and pressure. Journal of "
        "Hypertension, 38(4), 812–819.\n"
        "王明, 李红. 高盐饮食与血压[J]. 中华医学杂志, 2019, 1(1): 1-2.\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "paper.md")
    assert state.meta.citation_style == "author-year"
    assert {k: [c.cite_marker for c in r.claims] for k, r in state.refs.items()} == {
        "okafor2020": ["Okafor et al. (2020)", "Okafor et al. (2020)", "(Okafor et al., 2020)"],
        "王明2019": ["王明等(2019)", "之后王明等(2019)"],
        "Unknown 2011": ["Unknown et al. (2011)"]}
    assert (state.meta.checks.orphans, state.meta.checks.uncited) == (["Unknown 2011"], [])
