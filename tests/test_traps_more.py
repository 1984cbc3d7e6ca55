"""More traps of real manuscripts: a biblatex .bbl shipped without its .bib (arXiv sources),
hidden text in Word runs, and EndNote's unformatted citations left in a Word document."""
from pathlib import Path

from refverify.parse.bbl_biblatex import read_biblatex_bbl
from refverify.parse.manuscript import read_document
from refverify.parse.pipeline import parse_manuscript

# What biber writes for a biblatex document: one entry in the key=value name form (biber ≥ 2.8)
# and one in the older positional form, with verbatim DOI / URL fields and "and others".
BIBLATEX_BBL = r"""% $ biblatex auxiliary file $
% $ biblatex bbl format version 3.2 $
% Do not modify the above lines!
\begingroup
\makeatletter
\@ifundefined{ver@biblatex.sty}
  {\@latex@error
     {Missing 'biblatex' package}
     {The bibliography requires the 'biblatex' package.}
      \aftergroup\endinput}
  {}
\endgroup

\refsection{0}
  \datalist[entry]{nyt/global//global/global}
    \entry{smith2020}{article}{}
      \name{author}{2}{}{%
        {{un=0,uniquepart=base,hash=0a1b}{%
           family={Smith},
           familyi={S\bibinitperiod},
           given={John\bibnamedelima Albert},
           giveni={J\bibinitperiod\bibinitdelim A\bibinitperiod},
           givenun=0}}%
        {{un=0,uniquepart=base,hash=2c3d}{%
           prefix={van\bibnamedelima der},
           prefixi={v\bibinitperiod\bibinitdelim d\bibinitperiod},
           family={Berg},
           familyi={B\bibinitperiod},
           given={Kim},
           giveni={K\bibinitperiod},
           givenun=0}}%
      }
      \strng{namehash}{0a1b2c3d}
      \field{sortinit}{S}
      \field{labelnamesource}{author}
      \field{journaltitle}{Journal of Clinical Endocrinology}
      \field{number}{3}
      \field{title}{Effects of metformin on {HbA1c} in older adults}
      \field{volume}{12}
      \field{year}{2020}
      \field{pages}{101\bibrangedash 109}
      \range{pages}{9}
      \verb{doi}
      \verb 10.1234/jce.2020.0042
      \endverb
      \verb{url}
      \verb https://example.org/a%20b
      \endverb
    \endentry
    \entry{vaswani2017}{inproceedings}{}
      \name{author}{3}{}{%
        {{hash=aa}{Vaswani}{V\bibinitperiod}{Ashish}{A\bibinitperiod}{}{}{}{}}%
        {{hash=bb}{Shazeer}{S\bibinitperiod}{Noam}{N\bibinitperiod}{}{}{}{}}%
        {{hash=cc}{Parmar}{P\bibinitperiod}{Niki}{N\bibinitperiod}{}{}{}{}}%
      }
      \list{publisher}{1}{%
        {Curran Associates}%
      }
      \true{moreauthor}
      \field{booktitle}{Advances in Neural Information Processing Systems}
      \field{eprint}{1706.03762}
      \field{eprinttype}{arxiv}
      \field{title}{Attention is all you need}
      \field{year}{2017}
    \endentry
  \enddatalist
\endrefsection
\endinput
"""


def _write(root: Path, files: dict[str, str]) -> None:
    for name, text in files.items():
        target = root / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")


def test_biblatex_bbl_entries():
    smith, vaswani = read_biblatex_bbl(BIBLATEX_BBL, "main.bbl")
    assert (smith.key, smith.entry_type, smith.origin, smith.file, smith.line) == (
        "smith2020", "article", "document", "main.bbl", 16)
    assert smith.authors == ["Smith, John Albert", "van der Berg, Kim"]
    assert (smith.title, smith.journal, smith.year, smith.volume, smith.issue, smith.pages) == (
        "Effects of metformin on HbA1c in older adults", "Journal of Clinical Endocrinology",
        2020, "12", "3", "101-109")
    assert (smith.doi, smith.url, smith.arxiv, smith.authors_truncated) == (
        "10.1234/jce.2020.0042", "https://example.org/a%20b", "", False)
    assert smith.raw.startswith("\\entry{smith2020}") and smith.raw.endswith("\\endentry")
    assert (vaswani.key, vaswani.entry_type, vaswani.line) == ("vaswani2017", "inproceedings", 50)
    assert vaswani.authors == ["Vaswani, Ashish", "Shazeer, Noam", "Parmar, Niki"]
    assert (vaswani.title, vaswani.journal, vaswani.year, vaswani.arxiv, vaswani.publisher,
            vaswani.authors_truncated, vaswani.doi) == (
        "Attention is all you need", "Advances in Neural Information Processing Systems", 2017,
        "1706.03762", "Curran Associates", True, "")


def test_biblatex_bbl_used_when_the_bib_is_not_shipped(tmp_path):
    _write(tmp_path, {
        "main.tex": ("\\documentclass{article}\n\\usepackage[style=authoryear]{biblatex}\n"
                     "\\addbibresource{refs.bib}\n\\begin{document}\n"
                     "Metformin lowers HbA1c \\parencite{smith2020}.\n"
                     "Transformers \\textcite{vaswani2017} changed translation.\n"
                     "\\printbibliography\n\\end{document}\n"),
        "main.bbl": BIBLATEX_BBL,
    })
    doc = read_document(tmp_path / "main.tex")
    assert doc.bib_paths == [(tmp_path / "main.bbl").resolve()]
    assert doc.reference_lines == []
    assert doc.warnings == ["main.tex: refs.bib not found; the reference list is read from main.bbl"]
    state = parse_manuscript(tmp_path / "main.tex")
    assert sorted(state.refs) == ["smith2020", "vaswani2017"]
    smith = state.refs["smith2020"]
    assert (smith.bib.origin, smith.bib.file, smith.bib.line, smith.bib.doi, smith.bib.pages) == (
        "document", "main.bbl", 16, "10.1234/jce.2020.0042", "101-109")
    assert [c.line for c in smith.claims] == [5]
    vaswani = state.refs["vaswani2017"]
    assert (vaswani.bib.arxiv, [c.line for c in vaswani.claims]) == ("1706.03762", [6])
    assert state.meta.bib_files == ["main.bbl"]


# --- Word hidden text ------------------------------------------------------------------------

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def _run(text, rpr=""):
    return f'<w:r>{f"<w:rPr>{rpr}</w:rPr>" if rpr else ""}<w:t xml:space="preserve">{text}</w:t></w:r>'


def _docx(path, paragraphs_xml, *, hidden_style=False):
    """A python-docx document with raw paragraphs; ``hidden_style`` adds the character style
    "EN Hidden" (w:vanish) and "EN Hidden Child" based on it."""
    import docx
    from docx.enum.style import WD_STYLE_TYPE
    from lxml import etree
    d = docx.Document()
    if hidden_style:
        parent = d.styles.add_style("EN Hidden", WD_STYLE_TYPE.CHARACTER)
        parent.font.hidden = True
        child = d.styles.add_style("EN Hidden Child", WD_STYLE_TYPE.CHARACTER)
        child.base_style = parent
    sect = d.element.body[-1]
    for xml in paragraphs_xml:
        for element in etree.fromstring(f'<w:body xmlns:w="{W_NS}">{xml}</w:body>'):
            sect.addprevious(element)
    d.save(path)
    return path


def test_word_hidden_text_is_not_part_of_the_text(tmp_path):
    paragraphs = [
        # hidden run (EndNote's leftover field data) between visible runs
        "<w:p>" + _run("Metformin lowers HbA1c ") + _run("{Smith, 2020 #12}", "<w:vanish/>")
        + _run("[1].") + "</w:p>",
        # vanish switched off is visible; a superscript hidden run leaves no marker behind
        "<w:p>" + _run("Shown ") + _run("too", '<w:vanish w:val="0"/>')
        + _run("7", '<w:vertAlign w:val="superscript"/><w:vanish/>') + _run(" here.") + "</w:p>",
        # hidden through the character style, directly or through its parent style
        "<w:p>" + _run("Style ") + _run("secret ", '<w:rStyle w:val="ENHidden"/>')
        + _run("nested ", '<w:rStyle w:val="ENHiddenChild"/>') + _run("done.") + "</w:p>",
        # a run of the hidden style made visible again by its own properties
        "<w:p>" + _run("Back ", '<w:rStyle w:val="ENHidden"/><w:vanish w:val="false"/>')
        + _run("again.") + "</w:p>",
    ]
    doc = read_document(_docx(tmp_path / "hidden.docx", paragraphs, hidden_style=True))
    assert [b.text for b in doc.blocks] == [
        "Metformin lowers HbA1c [1].", "Shown too here.", "Style done.", "Back again."]
    assert doc.blocks[1].superscripts == []


# --- EndNote unformatted citations ---------------------------------------------------------

def test_endnote_unformatted_citations_are_author_year():
    from refverify.parse.citations import find_citations
    text = ("Metformin lowers HbA1c {Smith, 2020 #12}. Both agree {Smith et al., 2020 #12; "
            "Lee, 2019a #7}, as reviewed {See \\Wang, 2021 #30@p. 5}. Not a cite {#12} or {x}.")
    matches = find_citations(text)
    assert [(m.raw, m.grammar, m.ids, m.author_year, m.locator) for m in matches] == [
        ("{Smith, 2020 #12}", "endnote_temp", [], [("Smith", 2020, "")], ""),
        ("{Smith et al., 2020 #12; Lee, 2019a #7}", "endnote_temp", [],
         [("Smith", 2020, ""), ("Lee", 2019, "a")], ""),
        ("{See \\Wang, 2021 #30@p. 5}", "endnote_temp", [], [("Wang", 2021, "")], "p. 5"),
    ]


def test_endnote_unformatted_citations_resolve_in_a_word_thesis(tmp_path):
    import docx
    d = docx.Document()
    d.add_heading("Introduction", level=1)
    d.add_paragraph("Metformin lowers HbA1c in older adults {Smith, 2020 #12}.")
    d.add_paragraph("Both findings agree with earlier cohorts {Smith et al., 2020 #12; Lee, 2019 #7}.")
    d.add_heading("References", level=1)
    d.add_paragraph("Smith, J., & Lee, K. (2020). Effects of metformin on HbA1c. "
                    "Journal of Clinical Endocrinology, 12(3), 101-109.")
    d.add_paragraph("Lee, K. (2019). Insulin resistance in older adults. Diabetes Care, 42(1), 1-9.")
    d.save(tmp_path / "thesis.docx")
    state = parse_manuscript(tmp_path / "thesis.docx")
    assert state.meta.citation_style == "author-year"
    assert sorted(state.refs) == ["lee2019", "smith2020"]
    assert [c.cite_marker for c in state.refs["smith2020"].claims] == [
        "{Smith, 2020 #12}", "{Smith et al., 2020 #12; Lee, 2019 #7}"]
    assert [c.cite_marker for c in state.refs["lee2019"].claims] == [
        "{Smith et al., 2020 #12; Lee, 2019 #7}"]


def test_biblatex_bbl_labelled_name_form_and_editors():
    bbl = ("\\entry{lee2018}{book}{}\n"
           "  \\name{editor}{1}{}{%\n"
           "    {{}{family}{Lee}{L.}{given}{Kim}{K.}}%\n"
           "  }\n"
           "  \\field{title}{Handbook of {D}iabetes}\n"
           "  \\field{year}{2018}\n"
           "\\endentry\n")
    (lee,) = read_biblatex_bbl(bbl, "sub/main.bbl")
    assert (lee.key, lee.entry_type, lee.authors, lee.title, lee.year, lee.file, lee.line) == (
        "lee2018", "book", ["Lee, Kim"], "Handbook of Diabetes", 2018, "sub/main.bbl", 1)
