"""Word lists as theses in other languages have them (issue 20, held-out batch 46): a French heading
"Référence utilisées" and a Russian "Список используемой литературы" opened no list (0 of 13
entries), the list's kinds ("Книги:", "Tài liệu tham khảo từ internet") and its appendix
("Приложения") were read as entries, and a numbered list whose later entries carry a citation
key instead of a number ("[Canny_Ref] Canny, J. (1986). …") ran 27 entries into one."""
import docx
import pytest

from refverify.parse.documents import is_back_matter_heading, is_reference_heading
from refverify.parse.pipeline import parse_manuscript
from refverify.parse.reflist import parse_reference_line


@pytest.mark.parametrize("heading", [
    "Référence utilisées", "Références utilisées", "Références citées", "Ouvrages cités", "Sources utilisées",
    "Список используемой литературы",
    # German (held-out batch 58: a Hausarbeit's "Quellen" opened no list)
    "Quellen", "Quellenangaben", "Literatur- und Quellenverzeichnis", "Internetquellen", "Online-Quellen"])
def test_list_headings(heading):
    assert is_reference_heading(heading)


@pytest.mark.parametrize("heading", [
    "Приложения", "Приложение А", "Додатки", "Phụ lục", "Lampiran", "Ekler", "Přílohy", "Załączniki", "Bijlagen",
    "Apéndices", "Apêndice A", "Anhang A", "Annexe 1 : Questionnaire", "Remerciements", "Danksagung", "謝辞",
    "Appendix A: Regulatory Focus Strategies Scale", "Appendix B: Successful Career Success Inventory Scale"])
def test_back_matter_in_other_languages(heading):
    assert is_back_matter_heading(heading)


@pytest.mark.parametrize("heading", ["Anhanglos", "Приложение было запущено на сервере.", "Phụ lục này trình bày"])
def test_sentences_are_no_back_matter(heading):
    assert not is_back_matter_heading(heading)


def _thesis(path, heading, entries, after=()):
    document = docx.Document()
    document.add_heading("Introduction", level=1)
    document.add_paragraph("Les mouettes nichent sur les bancs de sable.")
    document.add_heading(heading, level=1)
    for text in entries:
        document.add_paragraph(text)
    for text in after:
        document.add_paragraph(text)
    document.save(path)
    return parse_manuscript(path)


def test_a_french_list_under_a_singular_heading_is_read(tmp_path):
    state = _thesis(tmp_path / "memoire.docx", "Référence utilisées", [
        "Paul Lindqvist, Les goélands des estuaires, Paris, Éditions du Littoral, 2001",
        "Les sternes des îles - Anne Okoro - Revue des oiseaux marins - 1979 - Volume 43 Numéro 1 pp. 59-78",
        "Livre par Jean Marrow en 1983 : \"Comptage des colonies\""])
    assert [r.bib.raw[:20] for r in state.refs.values()] == [
        "Paul Lindqvist, Les ", "Les sternes des îles", "Livre par Jean Marro"]


def test_kinds_and_an_appendix_in_a_russian_list_are_no_entries(tmp_path):
    state = _thesis(tmp_path / "диплом.docx", "Список используемой литературы", [
        "Книги:",
        "Линд А. Б. Подсчёт чаек на отмелях. – М.: Наука, 2019. – 180 с.",
        "Онлайн-ресурсы:",
        "Окоро П. Гнёзда крачек [Электронный ресурс]. – URL: http://example.org/krachki (дата обращения: 10.05.2020).",
        "Журналы и статьи:",
        "Lindqvist, P., & Okoro, A. (2018). Counting terns on three islands. Journal of Shore Birds, 17(2), 137-156."],
        after=["Приложения", "Листинг 1. Конфигурация сервера"])
    assert [r.bib.raw[:12] for r in state.refs.values()] == ["Линд А. Б. П", "Окоро П. Гнё", "Lindqvist, P"]
    assert state.refs["3"].bib.volume == "17" and state.refs["3"].bib.pages == "137-156"


def test_a_vietnamese_list_label_is_no_entry_and_access_dates_are_no_title(tmp_path):
    state = _thesis(tmp_path / "luanvan.docx", "Tài liệu tham khảo", [
        "[1]\tAnna Lindqvist (2015), Counting gulls, a beginner's guide",
        "Tài liệu tham khảo từ internet",
        "[2]\tTern atlas <http://example.org/terns/README > truy cập 10/9/2015",
        "[3]\tGull census <http://example.org/gulls/ > , truy cập ngày 14/10/2015"])
    assert [(r.bib.title, r.bib.url) for r in state.refs.values()][1:] == [
        ("Tern atlas", "http://example.org/terns/README"), ("Gull census", "http://example.org/gulls/")]
    assert len(state.refs) == 3


def test_entries_with_a_citation_key_for_a_number_stay_apart(tmp_path):
    state = _thesis(tmp_path / "tez.docx", "Kaynakça", [
        "[1] Lindqvist, P., & Okoro, A. (2022). Counting gulls with a depth camera. Journal of Shore Birds, 40(1), 27-44.",
        "[2] Marrow, J. (2016). Tern colonies measured from the air. Island Studies, 33, 111-139.",
        "[Canny_Ref] Halvorsen, K. (1986). An approach to finding the edges of nests. Nest Review, 8(6), 679-698.",
        "[3D_Packing_Ref_1] Okafor, E. E., & Dunmore, K. A. (1982). Packing eggs in crates. Egg Logistics, 1, 1-9.",
        "[smith2018gulls] Smith, J. (2018). Gulls at night. Shore Notes, 5, 1-2."])
    assert [(r.bib.authors, r.bib.year) for r in state.refs.values()] == [
        ("Lindqvist, P.; Okoro, A.", 2022), ("Marrow, J.", 2016), ("Halvorsen, K.", 1986),
        ("Okafor, E. E.; Dunmore, K. A.", 1982), ("Smith, J.", 2018)]


@pytest.mark.parametrize("line", ["[Online] Available at: http://example.org/gulls", "[EB/OL] 2019", "[2018] Gulls"])
def test_words_in_brackets_are_no_citation_key(line):
    from refverify.parse.reflist_group import KEY_LABEL
    assert not KEY_LABEL.match(line)


def test_an_access_date_in_vietnamese_or_turkish_is_no_part_of_the_title():
    for line, title in [("Tern atlas, http://example.org/terns, truy cập ngày 14/10/2015", "Tern atlas"),
                        ("Martı sayımı. http://example.org/marti. Erişim tarihi: 12.03.2020", "Martı sayımı")]:
        assert parse_reference_line(1, line, "x.txt").title == title


def test_kind_labels_in_a_markdown_list_are_no_entries(tmp_path):
    # held-out batch 52: a Japanese thesis's '＜ 論文 ＞', '＜ 書籍 ＞' read as three more entries; "Books:" as one
    (tmp_path / "p.md").write_text(
        "# Intro\n\nGulls nest (Lind, 2001). Terns too (Okoro, 2003).\n\n## References\n\nBooks:\n\n"
        "Lind, P. (2001). _Gulls_. Shore Press.\n\n＜ 論文 ＞\n\nOkoro, A. (2003). Terns. _Journal of Birds_, 3, 1-9.\n\n"
        "【 書籍 】\n\nMarrow, J. (2005). _Sea birds_. Shore Press.\n", encoding="utf-8")
    state = parse_manuscript(tmp_path / "p.md")
    assert sorted(state.refs) == ["lind2001", "marrow2005", "okoro2003"]


def _appendix_thesis(path, appendix_list):
    document = docx.Document()
    document.add_heading("Introduction", level=1)
    document.add_paragraph("Gulls nest on sand [1].")
    document.add_heading("References", level=1)
    document.add_paragraph("[1] Lind, P. (2001). Gulls on sand. Journal of Shore Birds, 3, 1-9.")
    document.add_heading("APPENDIX B: RESEARCH PROPOSAL", level=1)
    document.add_paragraph("The proposal studies terns on rocks 1 and gull colonies 2.")
    document.add_paragraph("References")
    for text in appendix_list:
        document.add_paragraph(text)
    document.save(path)
    from refverify.parse.readers_docx import read_docx
    return read_docx(path)


def test_an_appendix_with_a_reference_list_of_its_own_is_a_part(tmp_path):
    # held-out batch 54: a research proposal bound as an appendix, its own "References 1. … 9." never read
    doc = _appendix_thesis(tmp_path / "thesis.docx", [
        "1.\tAnna Okoro (2020), “Terns on Rocks” International Conference on Sea Birds, 2020",
        "2.\tMirza Lind (2019), “Gull Colonies Counted from the Air” Journal of Shore Birds 12, 2019"])
    assert [t[:20] for _, t in doc.reference_lines] == ["[1] Lind, P. (2001)."]
    assert [(p.title, [t[:12] for _, t in p.reference_lines]) for p in doc.extra_parts] == [
        ("APPENDIX B: RESEARCH PROPOSAL", ["1. Anna Okor", "2. Mirza Lin"])]


def test_an_appendix_of_advice_on_references_is_no_list(tmp_path):
    doc = _appendix_thesis(tmp_path / "template.docx", [
        "Revistas: autor del artículo, primero los apellidos, luego los nombres.", "Cibergrafía", "Para boletines electrónicos"])
    assert doc.extra_parts == []


def test_cite_this_for_me_citation_previews_are_no_part_of_the_entries(tmp_path):
    # held-out batch 54: each entry with its in-text citation on the line above it, after a line break:
    # "[1] (Chandra, 2017)<br>Chandra, A. (2017). …" read the citation as the entry's first names
    document = docx.Document()
    document.add_heading("Introduction", level=1)
    document.add_paragraph("Gulls nest on sand [1], terns on rocks [2].")
    document.add_heading("References", level=1)
    document.add_paragraph("[1] (Chandra, 2017)\nChandra, A. (2017). Gull neurons counted. Medium. Retrieved 22 April 2021, "
                           "from https://example.org/gulls")
    document.add_paragraph("[2] (\"What is a Tern?\", 2020)\nWhat is a Tern?. Terns.com. (2020). Retrieved 21 April 2021, "
                           "from https://example.org/terns")
    document.save(tmp_path / "report.docx")
    state = parse_manuscript(tmp_path / "report.docx")
    assert [(r.bib.raw[:22], r.bib.year) for r in state.refs.values()] == [
        ("[1] Chandra, A. (2017)", 2017), ("[2] What is a Tern?. T", 2020)]


def test_a_second_list_numbered_again_with_its_numbers_in_paragraphs_of_their_own(tmp_path):
    # held-out batch 58: an author–date list "[1] …" to "[3] …", then an IEEE list whose "[1]", "[2]" stand alone in
    # their paragraphs, each entry in the next: its entries reach the state, its numbers are no citations
    state = _thesis(tmp_path / "thesis.docx", "References", [
        "[1] Lind, P. (2001). Gulls on sand. Journal of Shore Birds, 3, 1-9.",
        "[2] Okoro, A. (2003). Terns on rocks. Journal of Shore Birds, 5, 10-19.",
        "[3] Sand, K. (2005). Gull colonies. Journal of Shore Birds, 7, 20-29.",
        "\u200c", "[1]", "Z. Marrow, “Counting gulls from the air,” 2019. Accessed: Jun. 21, 2021.",
        "[2]", "C. Roca and C. Wick, “Tern chicks on early printed maps,” Shore Journal, vol. 2, pp. 1–9, 2020."])
    assert [(rid, r.bib.raw[:12], len(r.claims)) for rid, r in state.refs.items()] == [
        ("1", "[1] Lind, P.", 0), ("1-2", "[1] Z. Marro", 0), ("2", "[2] Okoro, A", 0), ("2-2", "[2] C. Roca ", 0),
        ("3", "[3] Sand, K.", 0)]

