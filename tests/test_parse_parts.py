"""Documents with more than one reference list: 正文 → 参考文献 → 综述 (numbered from [1] again)
→ its own 参考文献 → 致谢. Each part keeps its own numbering, ids and bookkeeping checks."""
import docx
import pytest

from refverify.parse.manuscript import read_document
from refverify.parse.pipeline import parse_manuscript

MAIN_REFS = [
    "[1] Smith J, Doe A. Metformin lowers glycated haemoglobin[J]. Lancet, 2020, 395(1): 1-10.",
    "[2] Lee K. Exercise and insulin resistance[J]. BMJ, 2019, 364(2): 20-28.",
    "[3] Wang L. Diet in type 2 diabetes[J]. Diabetes Care, 2018, 41(3): 30-38.",
]
REVIEW_REFS = [
    "[1] Brown P. Gut microbiota and obesity[J]. Nature, 2017, 540(4): 40-48.",
    "[2] Chen H. Sleep duration and weight gain[J]. Sleep, 2016, 39(5): 50-58.",
    "[3] Zhao Y. Bariatric surgery outcomes[J]. Obes Surg, 2015, 25(6): 60-68.",
]
# (style, text): heading levels for docx; the .txt writes the same lines one per line.
CONTENT = [
    (1, "第1章 绪论"),
    (0, "二甲双胍使糖化血红蛋白下降1.2%[1]。运动改善胰岛素抵抗[2]。"),
    (1, "第2章 讨论"),
    (0, "饮食控制同样重要[3]。"),
    (1, "参考文献"),
    *[(0, r) for r in MAIN_REFS],
    (1, "综述"),
    (0, "肠道菌群与肥胖相关[1]。睡眠不足导致体重增加[2]。"),
    (2, "1.1 手术治疗"),
    (0, "减重手术后体重下降30%[1,4]。"),
    (1, "参考文献"),
    *[(0, r) for r in REVIEW_REFS],
    (1, "致谢"),
    (0, "感谢导师[5]的指导。"),
]


def _write_docx(path, content):
    document = docx.Document()
    for level, text in content:
        if level:
            document.add_heading(text, level)
        else:
            document.add_paragraph(text)
    document.save(path)
    return path


def _write_txt(path, content):
    path.write_text("\n".join(text for _, text in content) + "\n", encoding="utf-8")
    return path


def _summary(state):
    return {rid: (ref.number, ref.key, ref.bib.title, ref.bib.origin,
                  [(c.claim_id, c.chapter, c.cite_marker, c.group_refs, c.line) for c in ref.claims])
            for rid, ref in state.refs.items()}


def _expected(lines):
    """``lines``: the docx paragraph index / txt line of each citing paragraph, in order."""
    main1, main2, review1, review2 = lines
    return {
        "1": (1, "", "Metformin lowers glycated haemoglobin", "document",
              [("C001_001", "第1章 绪论", "[1]", ["1"], main1)]),
        "2": (2, "", "Exercise and insulin resistance", "document",
              [("C002_001", "第1章 绪论", "[2]", ["2"], main1)]),
        "3": (3, "", "Diet in type 2 diabetes", "document",
              [("C003_001", "第2章 讨论", "[3]", ["3"], main2)]),
        "P2-1": (1, "P2-1", "Gut microbiota and obesity", "document",
                 [("CP2-001_001", "综述", "[1]", ["P2-1"], review1),
                  ("CP2-001_002", "综述", "[1,4]", ["P2-1", "P2-4"], review2)]),
        "P2-2": (2, "P2-2", "Sleep duration and weight gain", "document",
                 [("CP2-002_001", "综述", "[2]", ["P2-2"], review1)]),
        "P2-3": (3, "P2-3", "Bariatric surgery outcomes", "document", []),
        "P2-4": (4, "P2-4", "", "none",
                 [("CP2-004_001", "综述", "[1,4]", ["P2-1", "P2-4"], review2)]),
    }


def _check_parts(state):
    checks = state.meta.checks
    assert (checks.orphans, checks.uncited, checks.out_of_order, checks.duplicates) == (
        ["P2-4"], ["P2-3"], [], [])
    assert [(p["label"], p["title"], p["refs"], p["orphans"], p["uncited"]) for p in checks.parts] == [
        ("", "", 3, [], []), ("P2", "综述", 4, ["P2-4"], ["P2-3"])]
    assert (state.meta.total_refs, state.meta.total_claims) == (7, 7)


def test_docx_review_with_its_own_list(tmp_path):
    path = _write_docx(tmp_path / "thesis.docx", CONTENT)
    doc = read_document(path)
    assert [(p.label, p.title, len(p.reference_lines)) for p in doc.parts] == [
        ("", "", 3), ("P2", "综述", 3)]
    assert [b.text for b in doc.parts[1].blocks if b.kind == "heading"] == ["综述", "1.1 手术治疗"]
    state = parse_manuscript(path)
    # docx lines are paragraph indices (python-docx's template starts with no paragraph)
    assert _summary(state) == _expected([2, 4, 10, 12])
    assert state.refs["P2-4"].claims[0].section_kind == "intro"  # 综述 is an intro-like chapter
    _check_parts(state)


def _write_md(path, content):
    path.write_text("\n".join(("#" * level + " " if level else "") + text for level, text in content)
                    + "\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("writer, name", [(_write_txt, "thesis.txt"), (_write_md, "thesis.md")])
def test_txt_and_markdown_review_with_its_own_list(tmp_path, writer, name):
    path = writer(tmp_path / name, CONTENT)
    doc = read_document(path)
    assert [(p.label, p.title, [n for n, _ in p.reference_lines]) for p in doc.parts] == [
        ("", "", [6, 7, 8]), ("P2", "综述", [14, 15, 16])]
    state = parse_manuscript(path)
    assert _summary(state) == _expected([2, 4, 10, 12])
    _check_parts(state)


def test_word_auto_numbering_restarts_per_part(tmp_path):
    content = [(level, text.split("] ", 1)[1] if text.startswith("[") else text)
               for level, text in CONTENT]
    path = _write_docx(tmp_path / "numbered.docx", [])
    document = docx.Document(path)
    for level, text in content:
        if level:
            document.add_heading(text, level)
        elif text in [r.split("] ", 1)[1] for r in MAIN_REFS + REVIEW_REFS]:
            document.add_paragraph(text, style="List Number")
        else:
            document.add_paragraph(text)
    document.save(path)
    doc = read_document(path)
    assert [[t[:4] for _, t in p.reference_lines] for p in doc.parts] == [
        ["[1] ", "[2] ", "[3] "], ["[1] ", "[2] ", "[3] "]]


@pytest.mark.parametrize("writer, suffix", [(_write_docx, ".docx"), (_write_txt, ".txt"),
                                            (_write_md, ".md")])
def test_review_without_its_own_list_is_back_matter_as_before(tmp_path, writer, suffix):
    """A single list: the state is the same as for the document without the trailing review,
    and no per-part summary appears."""
    review_at = CONTENT.index((1, "综述"))
    no_list = CONTENT[:review_at + 3] + CONTENT[-2:]   # 综述 text, then 致谢: no second list
    plain = CONTENT[:review_at] + CONTENT[-2:]
    with_review = parse_manuscript(writer(tmp_path / f"a{suffix}", no_list))
    without = parse_manuscript(writer(tmp_path / f"b{suffix}", plain))
    assert with_review.meta.checks.parts == []
    assert sorted(with_review.refs) == ["1", "2", "3"]
    for state in (with_review, without):
        state.meta.input_hashes = state.meta.encodings = {}
        state.meta.source_file = state.meta.created = state.meta.updated = ""
        for ref in state.refs.values():
            ref.bib.file = ""
            for claim in ref.claims:
                claim.file = ""
    assert with_review.model_dump() == without.model_dump()


def test_english_thesis_with_a_list_after_each_chapter(tmp_path):
    text = "\n".join([
        "Chapter 1 Introduction", "", "Diabetes is common [1].", "",
        "References", "[1] Smith J. Metformin works[J]. Lancet, 2020, 1(1): 1-2.", "",
        "Chapter 2 Methods", "", "We measured HbA1c [1] as described [2].", "",
        "References", "[1] Lee K. Exercise works[J]. BMJ, 2019, 2(1): 3-4.",
        "[2] Wang L. Assay of HbA1c[J]. Clin Chem, 2018, 3(1): 5-6.", "",
        "Chapter 3 Discussion", "", "Both agree [2].", "",
        "References", "[1] Brown P. Sleep and weight[J]. Sleep, 2016, 4(1): 7-8.", "",
        "Appendix A", "Questionnaire [9].",
    ]) + "\n"
    path = tmp_path / "thesis.txt"
    path.write_text(text, encoding="utf-8")
    state = parse_manuscript(path)
    assert {rid: (ref.bib.title, [(c.claim_id, c.chapter, c.line) for c in ref.claims])
            for rid, ref in state.refs.items()} == {
        "1": ("Metformin works", [("C001_001", "Chapter 1 Introduction", 3)]),
        "P2-1": ("Exercise works", [("CP2-001_001", "Chapter 2 Methods", 10)]),
        "P2-2": ("Assay of HbA1c", [("CP2-002_001", "Chapter 2 Methods", 10)]),
        "P3-1": ("Sleep and weight", []),
        "P3-2": ("", [("CP3-002_001", "Chapter 3 Discussion", 18)]),
    }
    assert (state.meta.checks.orphans, state.meta.checks.uncited) == (["P3-2"], ["P3-1"])
    assert [p["title"] for p in state.meta.checks.parts] == [
        "", "Chapter 2 Methods", "Chapter 3 Discussion"]


@pytest.mark.parametrize("text, opens", [
    ("综述", True), ("文献综述", True), ("第五章 文献综述", True), ("二、综述", True),
    ("Chapter 3 Results", True), ("第3章 讨论", True), ("致谢", False), ("第5章 附录", False),
    ("Appendix A", False), ("参考文献", False), ("综述[J]. 中华医学杂志, 2020", False),
])
def test_part_headings(text, opens):
    from refverify.parse.documents import is_part_heading
    assert is_part_heading(text) is opens


def test_reports_label_and_order_the_parts(tmp_path):
    """A review's [5] is shown as [P2-5] and listed after the main text's references."""
    from refverify.report.derive import ordered_refs, ref_label
    from refverify.state import Ref, State
    state = State(refs={rid: Ref(ref_id=rid, number=n, key="" if rid.isdigit() else rid)
                        for rid, n in [("P2-1", 1), ("2", 2), ("1", 1), ("P2-5", 5)]})
    assert [ref_label(r) for r in ordered_refs(state)] == ["[1]", "[2]", "[P2-1]", "[P2-5]"]
