"""Traps of real LaTeX papers (arXiv sources): include forms, subfiles, \\import, bibliography
commands, comments that are not comments, hidden and verbatim regions, cite variants, a .bbl
shipped without its .bib, and sentences around math and abbreviations."""
from pathlib import Path

from refverify.parse.citations import find_citations
from refverify.parse.manuscript import read_document
from refverify.parse.pipeline import parse_manuscript
from refverify.parse.sentences import context_window
from tests.doc_citations import body_citations


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        target = root / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")


def _cites(doc):
    """(file, line, ids) of every citation of the body, in reading order."""
    return [(block.file, line, m.ids) for block, m, line in body_citations(doc)]


def test_include_forms_subfiles_and_import(tmp_path):
    _write(tmp_path, {
        "main.tex": ("\\documentclass{article}\n"              # 1
                     "\\begin{document}\n"                       # 2
                     "\\input{sections/intro}\n"                 # 3
                     "\\include{chap2}\n"                        # 4
                     "\\subfile{sub/s3}\n"                       # 5
                     "\\import{parts/}{p4}\n"                    # 6
                     "\\input sections/plain\n"                  # 7
                     "\\bibliography{a, b}\n"                    # 8
                     "\\end{document}\n"),
        "sections/intro.tex": "\\section{Introduction}\nIntro text \\cite{a1}.\n",
        "chap2.tex": "Chapter two text \\citep{b1}.\n",
        "sub/s3.tex": ("\\documentclass[../main.tex]{subfiles}\n\\begin{document}\n"
                       "Subfile text \\citet{a2}.\n\\end{document}\n"),
        "parts/p4.tex": "Imported text \\cite{b2}.\n\\input{inner}\n",
        "parts/inner.tex": "Inner text \\cite{a1}.\n",
        "sections/plain.tex": "Primitive input \\cite{b3}.\n",
    })
    doc = read_document(tmp_path / "main.tex")
    assert [(b.file, b.line, b.kind, b.text) for b in doc.blocks] == [
        ("sections/intro.tex", 1, "heading", "Introduction"),
        ("sections/intro.tex", 2, "paragraph", "Intro text \\cite{a1}."),
        ("chap2.tex", 1, "paragraph", "Chapter two text \\citep{b1}."),
        ("sub/s3.tex", 3, "paragraph", "Subfile text \\citet{a2}."),
        ("parts/p4.tex", 1, "paragraph", "Imported text \\cite{b2}."),
        ("parts/inner.tex", 1, "paragraph", "Inner text \\cite{a1}."),
        ("sections/plain.tex", 1, "paragraph", "Primitive input \\cite{b3}."),
        ("main.tex", 8, "paragraph", "\\bibliography{a, b}"),
    ]
    assert doc.bib_paths == [(tmp_path / "a.bib").resolve(), (tmp_path / "b.bib").resolve()]


def test_addbibresource_with_options(tmp_path):
    _write(tmp_path, {"main.tex": ("\\addbibresource[location=local]{refs.bib}\n"
                                   "\\addbibresource{more/extra.bib}\n"
                                   "\\begin{document}\nText \\autocite{x}.\n\\end{document}\n")})
    doc = read_document(tmp_path / "main.tex")
    assert doc.bib_paths == [(tmp_path / "refs.bib").resolve(),
                             (tmp_path / "more/extra.bib").resolve()]


def test_comments_hidden_and_verbatim_regions(tmp_path):
    _write(tmp_path, {"main.tex": (
        "\\begin{document}\n"                                                          # 1
        "See \\url{https://example.org/a%20b} and 50\\% of cases \\cite{k1}. % old \\cite{gone1}\n"
        "\\href{http://x.org/%7Euser}{home} \\cite{k2}.\n"                              # 3
        "\n"                                                                            # 4
        "\\begin{comment}\n"                                                            # 5
        "\\cite{gone2}\n"                                                               # 6
        "\\end{comment}\n"                                                              # 7
        "\\iffalse\n"                                                                   # 8
        "\\cite{gone3} \\ifx\\a\\b \\fi still hidden \\cite{gone4}\n"                   # 9
        "\\fi\n"                                                                        # 10
        "Visible \\cite{k3}.\n"                                                         # 11
        "\n"                                                                            # 12
        "\\begin{verbatim}\n"                                                           # 13
        "\\cite{gone5} [1]\n"                                                           # 14
        "\\end{verbatim}\n"                                                             # 15
        "\\begin{lstlisting}[language=Python]\n"                                        # 16
        "x = \"\\cite{gone6}\"\n"                                                       # 17
        "\\end{lstlisting}\n"                                                           # 18
        "\\begin{minted}{latex}\n"                                                      # 19
        "\\cite{gone7}\n"                                                               # 20
        "\\end{minted}\n"                                                               # 21
        "Inline \\verb|\\cite{gone8}| and \\lstinline{\\cite{gone9}} text \\cite{k4}.\n"  # 22
        "\\end{document}\n")})
    doc = read_document(tmp_path / "main.tex")
    assert _cites(doc) == [("main.tex", 2, ["k1"]), ("main.tex", 3, ["k2"]),
                           ("main.tex", 11, ["k3"]), ("main.tex", 22, ["k4"])]
    assert doc.blocks[0].text.startswith(
        "See \\url{https://example.org/a%20b} and 50\\% of cases \\cite{k1}.")


def test_a_listing_caption_cites_its_code_does_not(tmp_path):
    _write(tmp_path, {"main.tex": (
        "\\begin{document}\n"                                                                      # 1
        "Text \\cite[vgl.][5]{k1}.\n"                                                               # 2
        "\\begin{lstlisting}[language=Java,frame=tb,caption={Deadlock \\cite{k2}}, label={lst:a}]\n"  # 3
        "x = \"\\cite{gone1}\"; a[1] = 0;\n"                                                      # 4
        "\\end{lstlisting}\n"                                                                     # 5
        "\\begin{minted}[caption={Solver \\cite{k3}}]{python}\n"                                  # 6
        "\\cite{gone2}\n"                                                                          # 7
        "\\end{minted}\n"                                                                         # 8
        "\\begin{lstlisting}[caption=Plain listing]\n\\cite{gone3}\n\\end{lstlisting}\n"          # 9-11
        "After \\cite{k4}.\n"                                                                       # 12
        "\\end{document}\n")})
    doc = read_document(tmp_path / "main.tex")
    assert _cites(doc) == [("main.tex", 2, ["k1"]), ("main.tex", 3, ["k2"]), ("main.tex", 6, ["k3"]),
                           ("main.tex", 12, ["k4"])]


def test_cite_variants_and_keys():
    text = ("A \\citep*{a} \\Citet{b} \\citealt{c} \\citeauthor{d} \\citeyear{e} \\cite{f, g} "
            "and~\\cite[{p.~3}]{h} \\cites[see][]{i}[p.~4]{j} \\footcite{k} \\nocite{*} "
            "\\citeA{l} \\citetitle{m} \\Citeauthor*{n} "
            "\\cite{Smith:2020,doe-2019_a,arXiv.2104.12255,group/key}")
    got = [(m.ids, m.locator, m.prenote, m.is_use) for m in find_citations(text)]
    assert got == [
        (["a"], "", "", True), (["b"], "", "", True), (["c"], "", "", True),
        (["d"], "", "", False), (["e"], "", "", False), (["f", "g"], "", "", True),
        (["h"], "p. 3", "", True), (["i", "j"], "p. 4", "see", True), (["k"], "", "", True),
        (["*"], "", "", False), (["l"], "", "", True), (["m"], "", "", False), (["n"], "", "", False),
        (["Smith:2020", "doe-2019_a", "arXiv.2104.12255", "group/key"], "", "", True),
    ]


def test_cite_keys_broken_over_commented_lines(tmp_path):
    _write(tmp_path, {"main.tex": "\\begin{document}\nAs shown~\\cite{a,%\n  b} before.\n"
                                  "\\end{document}\n"})
    doc = read_document(tmp_path / "main.tex")
    assert _cites(doc) == [("main.tex", 2, ["a", "b"])]


def test_bbl_used_when_the_bib_is_not_shipped(tmp_path):
    _write(tmp_path, {
        "main.tex": ("\\begin{document}\nMetformin works \\citep{smith2020}, see also "
                     "\\cite{lee2019}.\n\\bibliographystyle{plainnat}\n\\bibliography{refs}\n"
                     "\\end{document}\n"),
        "main.bbl": ("\\begin{thebibliography}{2}\n"
                     "\\providecommand{\\natexlab}[1]{#1}\n"
                     "\n"
                     "\\bibitem[Smith et~al.(2020)Smith, Lee, and Wang]{smith2020}\n"
                     "J.~Smith, K.~Lee, and L.~Wang.\n"
                     "\\newblock Effects of metformin on {HbA1c}.\n"
                     "\\newblock \\emph{J Med}, 1\\penalty0 (1):\\penalty0 1--2, 2020.\n"
                     "\n"
                     "\\bibitem[Lee(2019)]{lee2019}\n"
                     "K.~Lee.\n"
                     "\\newblock Another title.\n"
                     "\\newblock In \\emph{Proc. Conf.}, 2019.\n"
                     "\\newblock \\doi{10.1145/3368089.3409743}. \\url{https://x.org/a%20b}\n"
                     "\n"
                     "\\end{thebibliography}\n"),
    })
    doc = read_document(tmp_path / "main.tex")
    assert doc.bib_paths == []
    assert doc.warnings == ["main.tex: refs.bib not found; the reference list is read from main.bbl"]
    state = parse_manuscript(tmp_path / "main.tex")
    assert sorted(state.refs) == ["lee2019", "smith2020"]
    smith = state.refs["smith2020"]
    assert (smith.bib.title, smith.bib.author_list, smith.bib.year) == (
        "Effects of metformin on HbA1c", ["J. Smith", "K. Lee", "L. Wang"], 2020)
    assert [c.line for c in smith.claims] == [2]
    lee = state.refs["lee2019"]
    assert (lee.bib.title, lee.bib.doi, lee.bib.url) == (
        "Another title", "10.1145/3368089.3409743", "https://x.org/a%20b")


def test_bbl_of_apsrev_and_acm_keeps_every_item(tmp_path):
    # apsrev's label runs over two lines, ACM puts the key on the line after "]%": every item is a
    # reference, its fields read from the \bibinfo markup (invented entries, the styles' layout)
    _write(tmp_path, {
        "main.tex": ("\\begin{document}\nSalt \\cite{moon69} and \\cite{Abril07}.\n\\bibliography{refs}\n"
                     "\\end{document}\n"),
        "main.bbl": ("\\begin{thebibliography}{2}%\n"
                     "\\bibitem [{\\citenamefont {Okafor}\\ \\emph {et~al.}(1969)\\citenamefont\n"
                     "  {Okafor}, \\citenamefont {Brandt},\\ and\\ \\citenamefont {Lee}}]{moon69}%\n"
                     "  \\BibitemOpen\n"
                     "  \\bibfield  {author} {\\bibinfo {author} {\\bibfnamefont {R.~M.}\\ \\bibnamefont {Okafor}},\n"
                     "  \\bibinfo {author} {\\bibfnamefont {T.}~\\bibnamefont {Brandt}},\\ and\\ \\bibinfo {author}\n"
                     "  {\\bibfnamefont {W.~C.}\\ \\bibnamefont {Lee}},\\ }\\href {https://doi.org/10.1103/PhysRev.181.920}\n"
                     "  {\\bibfield  {journal} {\\bibinfo  {journal} {Phys. Rev.}\\ }\\textbf {\\bibinfo {volume}\n"
                     "  {181}},\\ \\bibinfo {pages} {920} (\\bibinfo {year} {1969})}\\BibitemShut {NoStop}%\n"
                     "\\bibitem[\\protect\\citeauthoryear{Abril and Plant}{Abril and Plant}{2007}]%\n"
                     "        {Abril07}\n"
                     "\\bibfield{author}{\\bibinfo{person}{Patricia~S. Abril} {and} \\bibinfo{person}{Robert Plant}.}\n"
                     "  \\bibinfo{year}{2007}\\natexlab{}.\n"
                     "\\newblock \\showarticletitle{The salt holder's dilemma}.\n"
                     "\\newblock \\bibinfo{journal}{\\emph{Commun. ACM}} \\bibinfo{volume}{50}, \\bibinfo{number}{1}\n"
                     "  (\\bibinfo{year}{2007}), \\bibinfo{pages}{36--44}.\n"
                     "\\end{thebibliography}\n"),
    })
    state = parse_manuscript(tmp_path / "main.tex")
    assert sorted(state.refs) == ["Abril07", "moon69"]
    moon, abril = state.refs["moon69"], state.refs["Abril07"]
    assert (moon.bib.author_list, moon.bib.year, moon.bib.journal, moon.bib.volume, moon.bib.pages, moon.bib.doi) == (
        ["Okafor, R. M.", "Brandt, T.", "Lee, W. C."], 1969, "Phys. Rev.", "181", "920", "10.1103/physrev.181.920")
    assert (abril.bib.author_list, abril.bib.title, abril.bib.journal, abril.bib.issue, abril.bib.pages) == (
        ["Abril, Patricia S.", "Plant, Robert"], "The salt holder's dilemma", "Commun. ACM", "1", "36-44")
    assert [c.line for c in moon.claims] == [2] and [c.line for c in abril.claims] == [2]


def test_context_window_survives_math_and_abbreviations():
    text = ("Prior work found an effect ($p<0.05$) in adults. Smith \\emph{et al.} (2020) confirmed "
            "it, e.g.\\ in mice, i.e., in vivo \\cite{a}. A third sentence follows here. Fourth.")
    start = text.index("\\cite{a}")
    _, sentence, confidence = context_window(text, start, start + 8)
    assert sentence == ("Smith \\emph{et al.} (2020) confirmed it, e.g.\\ in mice, i.e., in vivo "
                        "\\cite{a}.")
    assert confidence == "high"


def test_a_template_command_that_names_a_project_file_reads_it(tmp_path):
    r"""A university class defines \chapterappendix{file} in its .cls (not shipped): its argument names a
    .tex file of the project, so that file is read, with a note; a section title that happens to be a
    file's name is not, nor a file already read."""
    _write(tmp_path, {"main.tex": (
        "\\begin{document}\n"                                           # 1
        "Text \\cite{k1}.\n"                                            # 2
        "\\input{contents/ch1}\n"                                       # 3
        "\\chapterappendix{contents/appendix/app-a}\n"                  # 4
        "\\loadappendix{appb}\n"                                        # 5
        "\\section{methods}\n"                                          # 6
        "\\chapterappendix{contents/ch1}\n"                             # 7
        "\\end{document}\n"),
        "contents/ch1.tex": "Chapter \\cite{k2}.\n", "contents/appendix/app-a.tex": "Template example \\cite{k3}.\n",
        "appb.tex": "More \\cite{k4}.\n", "methods.tex": "Not read \\cite{gone}.\n"})
    doc = read_document(tmp_path / "main.tex")
    assert _cites(doc) == [("main.tex", 2, ["k1"]), ("contents/ch1.tex", 1, ["k2"]),
                           ("contents/appendix/app-a.tex", 1, ["k3"]), ("appb.tex", 1, ["k4"])]
    assert [w for w in doc.warnings if "read as an include" in w] == [
        "main.tex:4: \\chapterappendix{contents/appendix/app-a} read as an include: it names "
        "contents/appendix/app-a.tex, a file of the project",
        "main.tex:5: \\loadappendix{appb} read as an include: it names appb.tex, a file of the project"]
