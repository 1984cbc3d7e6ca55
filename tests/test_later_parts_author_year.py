"""A later part with a reference list of its own in a thesis that cites by author and year (issue 20,
held-out batch 54): a research proposal bound as an appendix, its own numbered list. Its entries and
its citations reach the state as the part's ("P2-1"), never skipped; the main text's citation of a work
only the proposal lists is an orphan of the main text."""
import docx

from refverify.parse.pipeline import parse_manuscript


def _thesis(path):
    document = docx.Document()
    document.add_heading("Introduction", level=1)
    document.add_paragraph("Gulls nest on sand (Lind, 2001). Terns were counted from the air (Okoro, 2019).")
    document.add_heading("References", level=1)
    document.add_paragraph("Lind, P. (2001). Gulls on sand. Journal of Shore Birds, 3, 1-9.")
    document.add_heading("APPENDIX B: RESEARCH PROPOSAL", level=1)
    document.add_paragraph("The proposal studies terns on rocks (Sand, 2020) and gull colonies (Okoro, 2019).")
    document.add_paragraph("A survey is planned (Marrow, 2018).")
    document.add_paragraph("References")
    document.add_paragraph("1.\tKaren Sand (2020), “Terns on Rocks” International Conference on Sea Birds, 2020")
    document.add_paragraph("2.\tAnna Okoro (2019), “Gull Colonies Counted from the Air” Journal of Shore Birds 12, 2019")
    document.save(path)
    return parse_manuscript(path)


def test_an_author_year_thesis_keeps_its_appendix_list_and_citations(tmp_path):
    state = _thesis(tmp_path / "thesis.docx")
    assert {rid: (r.bib.origin, r.bib.year, [c.claim_id for c in r.claims]) for rid, r in state.refs.items()} == {
        "lind2001": ("document", 2001, ["C_lind2001_001"]),
        "Okoro 2019": ("none", None, ["C_Okoro 2019_001"]),
        "P2-1": ("document", 2020, ["CP2-001_001"]),
        "P2-2": ("document", 2019, ["CP2-002_001"]),
        "P2-Marrow 2018": ("none", None, ["C_P2-Marrow 2018_001"]),
    }
    assert state.meta.checks.orphans == ["Okoro 2019", "P2-Marrow 2018"]
    assert [(p["label"], p["refs"], p["orphans"], p["uncited"]) for p in state.meta.checks.parts] == [
        ("", 2, ["Okoro 2019"], []), ("P2", 3, ["P2-Marrow 2018"], [])]
    assert not any("skipped" in m for m in state.meta.messages)


def _with_appendix(path, body, appendix):
    document = docx.Document()
    document.add_heading("Introduction", level=1)
    document.add_paragraph(body)
    document.add_heading("References", level=1)
    document.add_paragraph("Lind, P. (2001). Gulls on sand. Journal of Shore Birds, 3, 1-9.")
    document.add_paragraph("Okoro, A., Roca, K., & Sand, L. (2007). Tern scales. Journal of Shore Birds, 5, 10-19.")
    document.add_heading("Appendix A: Regulatory Focus Strategies of Gulls Scale", level=1)
    for text in appendix:
        document.add_paragraph(text)
    document.save(path)
    return parse_manuscript(path)


def test_an_appendix_after_the_list_cites_by_author_and_year(tmp_path):
    # held-out batch 61: a scale's source under it in an appendix after the list, "(Ouschan et al, 2007)"
    state = _with_appendix(tmp_path / "paper.docx", "Gulls nest on sand (Lind, 2001).",
                           ["(Okoro et al, 2007)", "1. If you keep worrying about gulls, you will never count them.",
                            "[2] Strongly agree"])
    assert {rid: [c.block_kind for c in r.claims] for rid, r in state.refs.items()} == {
        "lind2001": ["paragraph"], "okoro2007": ["appendix"]}


def test_an_appendix_of_a_text_citing_by_number_cites_nothing(tmp_path):
    state = _with_appendix(tmp_path / "paper.docx", "Gulls nest on sand [1]. Terns too [2].",
                           ["(Marrow et al, 2009)", "[2] Strongly agree"])
    assert {rid: len(r.claims) for rid, r in state.refs.items()} == {"1": 1, "2": 1}
    assert state.meta.checks.orphans == []
