"""LaTeX: the author's citing macros, citations inside macro definitions, \\citeauthor as a
mention, .bib data in filecontents, biblatex refsection resources."""
from __future__ import annotations

from refverify.parse.pipeline import parse_manuscript
from refverify.parse.tex_macros import CiteMacro, scan_definitions

BIB = ("@article{smith2020, title={Salt and blood pressure}, author={Smith, Ann}, year={2020}}\n"
       "@article{lee2019, title={Sleep in teenagers}, author={Lee, Bo}, year={2019}}\n"
       "@article{wu2018, title={Walking speed}, author={Wu, Chen}, year={2018}}\n"
       "@article{ito2017, title={Reading aloud}, author={Ito, Dai}, year={2017}}\n")


def _claims(state):
    return {r.ref_id: [(c.cite_marker, c.line) for c in r.claims] for r in state.refs.values()}


def test_definitions_found_and_blanked():
    text = ("\\newcommand{\\mycite}[1]{\\citep{#1}}\n\\def\\xcite#1{\\cite{#1}}\n"
            "\\let\\oldcite\\cite\n\\newcommand{\\citefig}[2]{Fig.~#1 of \\citet{#2}}\n"
            "\\NewDocumentCommand{\\ncite}{m}{\\parencite{#1}}\n"
            "\\DeclareCiteCommand{\\citejrnl}{}{\\printfield{journaltitle}}{}{}\n"
            "\\newcommand\\who[1]{\\citeauthor{#1}}\n\\newcommand{\\fixed}{see \\cite{k}}\n"
            "\\renewcommand{\\arraystretch}{1.2}\nBody \\cite{a}.")
    blanked, macros = scan_definitions(text)
    assert blanked.split("\n")[-1] == "Body \\cite{a}."
    assert blanked.count("\n") == text.count("\n") and len(blanked) == len(text)
    assert "\\cite{k}" not in blanked
    assert macros == {
        "mycite": CiteMacro("mycite"), "xcite": CiteMacro("xcite"), "oldcite": CiteMacro("oldcite"),
        "citefig": CiteMacro("citefig", 2, 2), "ncite": CiteMacro("ncite"),
        "citejrnl": CiteMacro("citejrnl"), "who": CiteMacro("who", mention=True, names_work=True)}


def test_unclosed_definition_leaves_the_text():
    text = "\\newcommand{\\broken}{\\cite{a}\nBody \\cite{b}."
    assert scan_definitions(text)[0] == text


def test_macros_followed_and_definitions_not_counted(tmp_path):
    (tmp_path / "refs.bib").write_text(BIB, encoding="utf-8")
    (tmp_path / "defs.tex").write_text(
        "\\newcommand{\\mycite}[1]{\\parencite{#1}}\n"
        "\\newcommand{\\citefig}[2]{Figure~#1 of \\textcite{#2}}\n"
        "\\newcommand{\\standard}{as defined by \\cite{ito2017}}\n", encoding="utf-8")
    (tmp_path / "main.tex").write_text(
        "\\documentclass{article}\n\\input{defs}\n\\addbibresource{refs.bib}\n"
        "\\begin{document}\n"
        "Salt raises pressure \\mycite{smith2020}.\n"                  # 5
        "Teenagers sleep late, see \\citefig{3}{lee2019}.\n"           # 6
        "\\citeauthor{wu2018} walked; \\citeyear{ito2017} too.\n"      # 7
        "\\end{document}\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "main.tex")
    # \citeauthor{wu2018} alone in its sentence cites wu2018; \citeyear{ito2017} is a mention
    assert _claims(state) == {"lee2019": [("\\citefig{3}{lee2019}", 6)],
                              "smith2020": [("\\mycite{smith2020}", 5)],
                              "ito2017": [], "wu2018": [("\\citeauthor{wu2018}", 7)]}
    # mentioned entries are cited (not "uncited"), and the definition's \cite{ito2017} is not a use
    assert state.meta.checks.uncited == []
    assert state.meta.checks.nocite == ["ito2017"]


def test_citeauthor_is_a_citing_place_when_its_sentence_has_no_cite_of_the_work(tmp_path):
    (tmp_path / "refs.bib").write_text(BIB, encoding="utf-8")
    (tmp_path / "main.tex").write_text(
        "\\newcommand\\who[1]{\\citeauthor{#1}}\n\\begin{document}\n"
        "\\citeauthor{smith2020} introduced the salt index. It is widely used.\n"        # 3
        "\\Citeauthor{lee2019} \\cite{lee2019} show that teenagers sleep late.\n"       # 4
        "As \\citetitle{wu2018} reports, walking slows with age \\cite{ito2017}.\n"     # 5
        "\\citeauthor{ito2017,lee2019} disagree \\cite{lee2019}; \\citeyear{wu2018} is old.\n"  # 6
        "\\who{wu2018} measured it.\n"                                                  # 7
        "\\citetitle*{lee2019} by \\citeauthor{lee2019} is a book.\n"                    # 8
        "\\nocite{smith2020}\n\\bibliography{refs}\n\\end{document}\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "main.tex")
    assert _claims(state) == {
        "smith2020": [("\\citeauthor{smith2020}", 3)],
        "lee2019": [("\\cite{lee2019}", 4), ("\\cite{lee2019}", 6), ("\\citetitle*{lee2019}", 8)],
        "wu2018": [("\\citetitle{wu2018}", 5), ("\\who{wu2018}", 7)],
        "ito2017": [("\\cite{ito2017}", 5), ("\\citeauthor{ito2017,lee2019}", 6)]}


def test_same_reference_twice_in_one_paragraph_is_two_claims(tmp_path):
    (tmp_path / "refs.bib").write_text(BIB, encoding="utf-8")
    (tmp_path / "main.tex").write_text(
        "\\begin{document}\nSalt raises pressure \\cite{smith2020}. Sleep differs \\cite{lee2019}.\n"
        "Again, salt matters in the old \\cite{smith2020}.\n\\bibliography{refs}\n\\end{document}\n",
        encoding="utf-8")
    state = parse_manuscript(tmp_path / "main.tex")
    claims = state.refs["smith2020"].claims
    assert [(c.claim_id, c.line, c.citing_sentence) for c in claims] == [
        ("C_smith2020_001", 2, "Salt raises pressure \\cite{smith2020}."),
        ("C_smith2020_002", 3, "Again, salt matters in the old \\cite{smith2020}.")]


def test_bib_in_filecontents_and_refsection_resources(tmp_path):
    (tmp_path / "ch2.bib").write_text(
        "@book{ito2017, title={Reading aloud}, author={Ito, Dai}, year={2017}}\n", encoding="utf-8")
    (tmp_path / "main.tex").write_text(
        "\\documentclass{article}\n"
        "\\begin{filecontents*}[overwrite]{inline.bib}\n"
        "@article{smith2020, title={Salt and blood pressure}, author={Smith, Ann}, year={2020}}\n"
        "\\end{filecontents*}\n\\addbibresource{inline.bib}\n\\begin{document}\n"
        "Salt raises pressure \\cite{smith2020}.\n"
        "\\begin{refsection}[ch2.bib]\nReading aloud helps \\cite{ito2017}.\n\\end{refsection}\n"
        "\\end{document}\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "main.tex")
    assert state.meta.messages == ["main.tex:2: inline.bib read from its filecontents environment"]
    assert state.meta.bib_files == ["inline.bib", "ch2.bib"]
    assert [(r.ref_id, r.bib.title, r.bib.line, len(r.claims)) for r in state.refs.values()] == [
        ("ito2017", "Reading aloud", 1, 1), ("smith2020", "Salt and blood pressure", 3, 1)]
    assert list(state.meta.input_hashes) == ["main.tex", "ch2.bib"]


def test_pandoc_keys_with_unicode_letters(tmp_path):
    (tmp_path / "refs.bib").write_text(
        "@article{müller2020, title={Salz}, author={Müller, Jan}, year={2020}}\n"
        "@article{çelik2019, title={Uyku}, author={Çelik, Ayşe}, year={2019}}\n"
        "@article{张三2018, title={步行}, author={张三}, year={2018}}\n", encoding="utf-8")
    (tmp_path / "p.md").write_text("---\nbibliography: refs.bib\n---\n"
                                   "Salt [@müller2020; @张三2018, p. 3] and @çelik2019 says so.\n",
                                   encoding="utf-8")
    state = parse_manuscript(tmp_path / "p.md")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {
        "müller2020": 1, "çelik2019": 1, "张三2018": 1}
    assert state.meta.checks.orphans == [] and state.meta.checks.uncited == []


def test_volcite_forms():
    from refverify.parse.grammars_latex import LatexCite
    text = "see \\volcite[see]{2}[45]{kant} and \\ftvolcite{3}{hume}, \\Pvolcite{1}{mill}."
    assert [(m.raw, m.ids, m.locator, m.prenote) for m in LatexCite().find(text)] == [
        ("\\volcite[see]{2}[45]{kant}", ["kant"], "vol. 2, 45", "see"),
        ("\\ftvolcite{3}{hume}", ["hume"], "vol. 3", ""),
        ("\\Pvolcite{1}{mill}", ["mill"], "vol. 1", "")]


def test_gb7714_style_citing_commands():
    from refverify.parse.grammars_latex import LatexCite
    text = ("见\\upcite{wang2019}，\\pagescite[12]{li2018}\\yearpagescite[3]{li2018}"
            "\\authornumcite{zhao2001}\\citets{a}{b}\\citeyear{c}")
    assert [(m.raw, m.ids, m.is_use) for m in LatexCite().find(text)] == [
        ("\\upcite{wang2019}", ["wang2019"], True), ("\\pagescite[12]{li2018}", ["li2018"], True),
        ("\\yearpagescite[3]{li2018}", ["li2018"], True),
        ("\\authornumcite{zhao2001}", ["zhao2001"], True), ("\\citeyear{c}", ["c"], False),
        ("\\citets{a}{b}", ["a", "b"], True)]
