"""Issue 20 (held-out batch 41): a bibliography kept as its own Word file, its entries parted by a label
("Japanese works:") — every entry is the list's, the label none; and a Vancouver list under a
heading whose lower-case titles made three entries read as an annotated bibliography's prose.

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
