"""A reference list under a heading that names it in other words ("6. Resources"), read only when what
follows reads as reference entries (issue 20, held-out batch 23)."""
import docx

from refverify.parse.manuscript import read_document

ENTRIES = ["Okafor, N., et al. (2013). A data mining approach for coronary disease. Computer Methods, 111, 52-61.",
           "Lindqvist, P. M., et. al. (Aug., 2002). Linking physician data and claims. Medical Care, 40(8), 17-25.",
           "Data Mining and Patient Privacy. (2020). Health Reporter. https://health.example.org/privacy",
           "Ito, K., Moreau, A. (April 2011). Classification techniques for breast cancer diagnosis. IJCA, 25(6), 26-33."]


def _document(tmp_path, heading, paragraphs):
    d = docx.Document()
    d.add_paragraph("Several studies mined clinical records.")
    d.add_heading(heading, 1)
    for text in paragraphs:
        d.add_paragraph(text)
        d.add_paragraph("")
    d.save(tmp_path / "report.docx")
    return read_document(tmp_path / "report.docx")


def test_entries_under_a_resources_heading_are_the_list(tmp_path):
    doc = _document(tmp_path, "6.  Resources", ENTRIES)
    assert [t for _, t in doc.reference_lines] == ENTRIES
    assert doc.warnings == ["report.docx: no reference heading; the 4 entries under '6.  Resources' (paragraphs 3-9) "
                            "are read as the reference list"]
    assert [b.text for b in doc.blocks] == ["Several studies mined clinical records."]


def test_a_resources_section_of_prose_is_no_list(tmp_path):
    prose = ["The project ran on two servers with 64 GB of memory each, bought in 2019.",
             "We used Python 3.9 and the cluster of the department.",
             "Storage came from the faculty's 2020 grant."]
    doc = _document(tmp_path, "Resources", prose)
    assert doc.reference_lines == [] and doc.warnings == []
    assert [b.text for b in doc.blocks][-3:] == prose


# A Markdown page under "## Citations": Zotero's HTML bibliography, one csl-entry div a line with its
# COinS span after it (held-out batch 94)
HTML_LIST = """# Smoking and birth weight

Earlier cohorts found lower weights [[Moreau](https://doi.org/10.5555/cohort.2008.22),
 [Okafor](https://doi.org/10.5555/sib.2013.8)]. See this [paper](https://arxiv.org/abs/1910.10624) too.

## Citations

<div class="csl-bib-body" style="line-height: 1.35; margin-left: 2em; text-indent:-2em;">
  <div class="csl-entry">Moreau, Anne, and Paul Ito. “Maternal Smoking and Birth Weight in a City Cohort.” <i>Paediatric Epidemiology</i> 22, no. 2 (March 2008): 162–71. <a href="https://doi.org/10.5555/cohort.2008.22">https://doi.org/10.5555/cohort.2008.22</a>.</div>
  <span class="Z3988" title="url_ver=Z39.88-2004&amp;rft.genre=article"></span>
  <div class="csl-entry">Okafor, Ngozi, and Lina Berg. “A Sibling Analysis of Birth Weight.” <i>PLoS ONE</i> 8, no. 4 (April 17, 2013): e61734. <a href="https://doi.org/10.5555/sib.2013.8">https://doi.org/10.5555/sib.2013.8</a>.</div>
  <span class="Z3988" title="url_ver=Z39.88-2004&amp;rft.genre=article"></span>
  <div class="csl-entry">Mayer, Imke, and Julie Josse. “Treatment Effects with Missing Attributes.” <i>ArXiv:1910.10624 [Stat]</i>, May 22, 2020. <a href="http://arxiv.org/abs/1910.10624">http://arxiv.org/abs/1910.10624</a>.</div>
  <span class="Z3988" title="url_ver=Z39.88-2004&amp;rft.genre=article"></span>
</div>
"""


def test_a_zotero_html_list_under_citations_in_markdown_is_the_list(tmp_path):
    (tmp_path / "README.md").write_text(HTML_LIST, encoding="utf-8")
    doc = read_document(tmp_path / "README.md")
    assert [n for n, _ in doc.reference_lines] == [9, 11, 13]
    assert doc.reference_lines[1][1].startswith('<div class="csl-entry">Okafor, Ngozi, and Lina Berg.')
    assert doc.warnings == ["README.md: no reference heading; the 3 entries under 'Citations' (lines 9-13) "
                            "are read as the reference list"]


def test_a_citations_section_of_prose_in_markdown_is_no_list(tmp_path):
    (tmp_path / "README.md").write_text(
        "# Tool\n\nIt reads files.\n\n## Citations\n\nIf you use this tool, please cite it.\n"
        "The paper is under review since 2021.\n\nThank you for citing us in 2022 and after.\n", encoding="utf-8")
    doc = read_document(tmp_path / "README.md")
    assert doc.reference_lines == [] and doc.warnings == []


def test_links_naming_a_listed_author_cite_the_work_they_point_at(tmp_path):
    from refverify.parse.pipeline import parse_manuscript
    (tmp_path / "README.md").write_text(HTML_LIST, encoding="utf-8")
    state = parse_manuscript(tmp_path / "README.md", None)
    places = sorted({(c.line, c.cite_marker, tuple(c.group_refs)) for _, c in state.iter_claims()})
    keys = {rid: ref.bib.authors.split(",")[0] for rid, ref in state.refs.items()}
    assert [(line, tuple(keys[r] for r in group)) for line, _, group in places] == [(3, ("Moreau", "Okafor"))]
    # "this [paper](…arXiv…)" names no author: a link, not a citation of Mayer and Josse
    assert len(state.refs) == 3
