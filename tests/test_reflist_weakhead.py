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
