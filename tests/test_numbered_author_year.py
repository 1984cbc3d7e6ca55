"""A text citing by author and year whose reference list is numbered (issue 20): each citation
finds its numbered entry by first author + year (+ a/b suffix, + second author for "A and B"),
with the rules of author–date lists; a citation that fits several entries is cited to each and
said with the candidates named, never a silent pick."""
import docx

from refverify.parse.pipeline import parse_manuscript

BODY = ["Smith et al. (2019) showed the effect first.",
        "Others agree (Wang, 2020; Smith and Lee, 2019), and Garcia (2021a) does not.",
        "中文文献也有报道（张三等，2018）。Missing here (Brown, 2017)."]
LIST = ["Smith J, Lee K. A study of things. Journal of Stuff. 2019;3(2):1-5.",
        "Wang L. Another study. Nature. 2020;5:1-9.",
        "张三, 李四. 一个关于事物的研究[J]. 学报, 2018, 3(2): 1-5.",
        "Garcia P. Sparse routing. J Models. 2021a;2:10-19.",
        "Garcia P. Dense routing. J Models. 2021b;2:20-29.",
        "Smith J, Brown A. A second study. J Stuff. 2019;4(1):6-9."]
# citation → keys of the entries it cites, the same for every input format
EXPECTED = {"1": ["Smith et al. (2019)", "(Wang, 2020; Smith and Lee, 2019)"],
            "2": ["(Wang, 2020; Smith and Lee, 2019)"],
            "3": ["（张三等，2018）"],
            "4": ["Garcia (2021a)"],
            "5": [],
            "6": ["Smith et al. (2019)"],
            "Brown 2017": ["(Brown, 2017)"]}


def _cited(state):
    return {k: [c.cite_marker for c in r.claims] for k, r in state.refs.items()}


def _check(state, file, line):
    assert state.meta.citation_style == "author-year"
    assert _cited(state) == EXPECTED
    assert [state.refs[k].bib.origin for k in "123456"] == ["document"] * 6
    assert state.meta.checks.orphans == ["Brown 2017"]
    assert state.meta.checks.uncited == ["5"]
    assert [m for m in state.meta.messages if "fits" in m] == [
        f"{file}: line {line}: 'Smith et al. (2019)' (Smith 2019) fits 2 entries by first author "
        "and year: 1, 6; it is counted as citing each — add the year's a/b suffix or a second "
        "author to say which"]


def test_markdown_numbered_list(tmp_path):
    path = tmp_path / "t.md"
    path.write_text("# Introduction\n\n" + "\n\n".join(BODY) + "\n\n# References\n\n"
                    + "\n".join(f"{i}. {t}" for i, t in enumerate(LIST, 1)) + "\n", encoding="utf-8")
    _check(parse_manuscript(path), "t.md", 3)


def test_word_numbered_list(tmp_path):
    d = docx.Document()
    d.add_paragraph("Introduction")
    for text in BODY:
        d.add_paragraph(text)
    d.add_paragraph("References")
    for i, text in enumerate(LIST, 1):
        d.add_paragraph(f"[{i}] {text}")
    d.save(tmp_path / "t.docx")
    _check(parse_manuscript(tmp_path / "t.docx"), "t.docx", 2)


def test_latex_list_numbered_by_hand(tmp_path):
    # a thebibliography whose items carry no key, only the number written by hand
    path = tmp_path / "t.tex"
    path.write_text("\\documentclass{article}\n\\begin{document}\n\\section{Introduction}\n"
                    + "\n\n".join(BODY) + "\n\\begin{thebibliography}{9}\n"
                    + "\n".join(f"\\bibitem{{}} [{i}] {t}" for i, t in enumerate(LIST, 1))
                    + "\n\\end{thebibliography}\n\\end{document}\n", encoding="utf-8")
    _check(parse_manuscript(path), "t.tex", 4)


def test_a_numeric_text_keeps_its_numbers(tmp_path):
    # in a text that cites by number, "Smith et al. (2019)" is not matched to a numbered entry
    # (its [1] cites it): the numbered references are cited by their numbers only
    path = tmp_path / "n.md"
    path.write_text("# Introduction\n\nSmith et al. (2019) showed this [1]. Others agree [2].\n\n"
                    "# References\n\n1. " + LIST[0] + "\n2. " + LIST[1] + "\n", encoding="utf-8")
    state = parse_manuscript(path)
    assert state.meta.citation_style == "numeric"
    assert {k: v for k, v in _cited(state).items() if k.isdigit()} == {"1": ["[1]"], "2": ["[2]"]}
