"""Issue 20 (held-out batch 41): a bibliography kept as its own Word file, its entries parted by a label
("Japanese works:") — every entry is the list's, the label none; a Vancouver list under a heading
whose lower-case titles made three entries read as an annotated bibliography's prose; a thesis whose
list heading carries a typing slip ("Quellenverezeichnis"), whose list is parted by "Dataset:" and
"Literature:", and whose list goes on after its appendix ("Attachment").

Every line here was written for this test; the shapes are those met in held-out Word documents."""
import docx

from refverify.parse.pipeline import parse_manuscript
from refverify.parse.reflist_annotated import is_prose

_ENGLISH = [
    "Lind, A., & Berg, T. (2019). Counting gulls on tidal flats. Coastal Birds, 12(3), 45-61.",
    "Okoro, P. (2020). Nests of terns on three islands. Journal of Island Birds, 4(1), 1-9.",
    "Sand, K., Lind, A., & Roca, I. (2021). Drones over the mudflats: a field guide. Gull Press.",
    "Tanaka, H. (2018). Waders of the northern coast. Coastal Birds, 11(2), 10-19. (Japanese)",
]
_JAPANESE = [
    "田中浩 (2018). 北海岸のシギ・チドリ類. 沿岸鳥類, 11(2), 10-19.",
    "山本花子, 田中浩 (2016). 干潟のカモメの計数法. 鳥類学研究, 5(2), 22-30.",
    "佐藤一郎 (2015). 渡り鳥の中継地としての干潟. 鳥類学研究, 4(1), 1-8.",
]


def test_a_bibliography_file_with_a_label_between_languages_keeps_every_entry(tmp_path):
    document = docx.Document()
    for line in (*_ENGLISH, "日本語文献（上記の英語リストと重複している）：", *_JAPANESE):
        document.add_paragraph(line)
    path = tmp_path / "参考文献.docx"
    document.save(path)
    state = parse_manuscript(path)
    raws = [r.bib.raw for r in state.refs.values()]
    assert raws == [*_ENGLISH, *_JAPANESE]
    assert all(r.bib.origin == "document" for r in state.refs.values())
    assert ("参考文献.docx: no reference heading; the 8 paragraphs that end the document (paragraphs 1-8) read as "
            "reference entries and are read as its list; “日本語文献（上記の英語リストと重複している）：” (paragraph 5) "
            "read as a label between its entries, no entry") in state.meta.messages


_VANCOUVER = [
    "1. Lind A, Berg T, Sand K, et al. Counting gulls on tidal flats. Coast Birds. 2019;12:45-61.",
    "2. Okoro P, Roca I. Nests of terns on three islands and what they say of the sea. J Isl Birds. 2020;4:1-9.",
    "3. Huang F, Ni M, Chalber A, et al. Gull colonies display marked heterogeneity in feeding behaviour and sensitivity to disturbance. Coast Biol. 2021;9:43.",
    "4. Kodama M, Oshikawa K, Shimizu H, et al. A shift in prey selection contributes to the slow decline of colonies of gulls. Nat Ecol. 2020;11:1320.",
    "5. Arrieta O, Varela-Santoyo E, Soto-Perez-de-Celis E, et al. Disturbance and its effect on survival in gull chicks with very little food in the colony. BMC Ecol. 2016;16:633.",
    "6. Yap TA, Daver N. Tern colonies on small islands. Isl Biol. 2018;3(2):10-19.",
]


def test_vancouver_entries_with_long_lower_case_titles_are_no_annotations(tmp_path):
    document = docx.Document()
    document.add_paragraph("Gulls count less than they used to [1-6].")
    document.add_heading("References", level=1)
    for line in _VANCOUVER:
        document.add_paragraph(line)
    path = tmp_path / "paper.docx"
    document.save(path)
    state = parse_manuscript(path)
    assert sorted(state.refs, key=int) == ["1", "2", "3", "4", "5", "6"]
    assert not any("annotated" in m for m in state.meta.messages)
    assert [is_prose(line) for line in _VANCOUVER[2:5]] == [False, False, False]


def _thesis(path, heading="Quellenverezeichnis", late=(), in_table=False):
    document = docx.Document()
    document.add_heading("Introduction", level=1)
    document.add_paragraph("Gulls nest less often on the flats (Lind & Berg, 2019; Okoro, 2020; Tanaka, 2018).")
    if in_table:     # a contents table whose row carries the heading with a slip: no heading of the list
        document.add_table(rows=1, cols=2).rows[0].cells[0].text = heading
    else:
        document.add_heading(heading, level=1)
    document.add_paragraph("Dataset:")
    document.add_paragraph(_ENGLISH[2])
    document.add_paragraph("Literature:")
    for line in _ENGLISH[:2]:
        document.add_paragraph(line)
    document.add_heading("Attachment", level=1)
    document.add_paragraph("Question 12: how often did you count gulls this year?")
    for line in late:
        document.add_paragraph(line)
    document.save(path)
    return path


def test_a_styled_heading_with_a_typing_slip_opens_the_list_and_its_labels_are_no_entries(tmp_path):
    state = parse_manuscript(_thesis(tmp_path / "thesis.docx"))
    assert sorted(r.bib.raw for r in state.refs.values() if r.bib.origin == "document") == sorted(_ENGLISH[:3])


def test_entries_after_the_appendix_are_the_lists_and_copies_are_not_read_twice(tmp_path):
    state = parse_manuscript(_thesis(tmp_path / "thesis.docx", late=[_ENGLISH[0], _ENGLISH[3], _ENGLISH[1]]))
    assert sorted(r.bib.raw for r in state.refs.values() if r.bib.origin == "document") == sorted(_ENGLISH)
    assert ("thesis.docx: 3 reference entries after the back matter (paragraphs 11-13) are read as the reference "
            "list's too, 2 of them copies of entries the list holds, not read twice") in state.meta.messages


def test_a_slip_in_a_table_cell_is_no_heading(tmp_path):
    from refverify.parse.documents import is_reference_heading
    assert is_reference_heading("Refrences", slips=True) and not is_reference_heading("Refrences")
    assert not is_reference_heading("Preferences", slips=True) and not is_reference_heading("Conferences", slips=True)
    state = parse_manuscript(_thesis(tmp_path / "thesis.docx", heading="10.2 REFERNCES", in_table=True))
    assert not [r for r in state.refs.values() if r.bib.origin == "document"]


def test_a_markdown_heading_with_a_slip_opens_the_list(tmp_path):
    path = tmp_path / "notes.md"
    path.write_text("# Gulls\n\nGulls nest less often (Lind & Berg, 2019).\n\n# Refrences\n\n" + "\n\n".join(_ENGLISH) + "\n",
                    encoding="utf-8")
    state = parse_manuscript(path)
    assert sorted(r.bib.raw for r in state.refs.values() if r.bib.origin == "document") == sorted(_ENGLISH)


def test_a_contents_table_row_named_reference_heads_no_list(tmp_path):
    # a thesis's table of contents in a table: "Reference" and its page number; the list comes at the end
    document = docx.Document()
    table = document.add_table(rows=2, cols=2)
    table.rows[0].cells[0].text, table.rows[0].cells[1].text = "Introduction", "1"
    table.rows[1].cells[0].text, table.rows[1].cells[1].text = "Reference", "19"
    document.add_paragraph("Appendices")
    document.add_heading("Introduction", level=1)
    document.add_paragraph("Gulls nest less often on the flats [1], and terns more often [2].")
    document.add_heading("REFERENCE", level=1)
    for line in _VANCOUVER[:2]:
        document.add_paragraph(line)
    path = tmp_path / "thesis.docx"
    document.save(path)
    state = parse_manuscript(path)
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"1": 1, "2": 1}
