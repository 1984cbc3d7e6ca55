"""Step A end to end on small manuscripts written here: exact claims, chapters, lines, checks."""
import json
import subprocess
import sys

import docx
import pytest

from refverify import api
from refverify.errors import RefverifyError
from refverify.parse.checks import out_of_order
from refverify.parse.pipeline import parse_manuscript
from refverify.state_file import load_state

BIB = """@article{smith2020, title={Diabetes prevalence in adults}, author={Smith, John and Doe, Jane},
  journal={Lancet}, year={2020}, doi={10.1016/x.2020.1}}
@article{lee2019, title={A method for counting}, author={Lee, Kim}, journal={BMJ}, year={2019}}
@article{unused2018, title={Never cited}, author={Nobody, A}, journal={BMJ}, year={2018}}
"""

MD = """---
bibliography: refs.bib
---
# Introduction

Diabetes affects 10% of adults [@smith2020]. Others disagree [@lee2019; @smith2020, p. 3].

# Methods

We used the method of Lee [@lee2019].
"""


@pytest.fixture
def md_paper(tmp_path):
    (tmp_path / "refs.bib").write_text(BIB, encoding="utf-8")
    path = tmp_path / "paper.md"
    path.write_text(MD, encoding="utf-8")
    return path


def test_markdown_claims_exact(md_paper):
    state = parse_manuscript(md_paper)
    rows = [(c.claim_id, c.chapter, c.line, c.severity, c.numeric_values, c.group_refs)
            for _, c in state.iter_claims()]
    assert rows == [
        ("C_lee2019_001", "Introduction", 6, "Standard", [], ["lee2019", "smith2020"]),
        ("C_lee2019_002", "Methods", 10, "Standard", [], ["lee2019"]),
        ("C_smith2020_001", "Introduction", 6, "Strict", ["10%"], ["smith2020"]),
        ("C_smith2020_002", "Introduction", 6, "Standard", [], ["lee2019", "smith2020"]),
    ]
    _, method = state.claim("C_lee2019_002")
    assert method.method_needs_human_confirm is True
    assert method.claim_summary.startswith("Cites [lee2019] to provide methodological provenance for")
    assert state.claim("C_smith2020_002")[1].locator == "p. 3"
    assert state.meta.citation_style == "pandoc"
    assert state.meta.checks.uncited == ["unused2018"]
    assert state.meta.checks.orphans == []
    assert state.meta.bib_files == ["refs.bib"]
    assert sorted(state.meta.input_hashes) == ["paper.md", "refs.bib"]
    assert state.refs["smith2020"].bib.doi == "10.1016/x.2020.1"
    assert state.refs["lee2019"].needs_manual_id is True
    assert state.meta.last_step == "A"
    assert (state.meta.total_refs, state.meta.total_claims) == (3, 4)


def _thesis_docx(path):
    d = docx.Document()
    d.add_heading("第一章 前言", level=1)
    p = d.add_paragraph("糖尿病患病率为11.2%")
    p.add_run("[1]").font.superscript = True
    p.add_run("。多项研究表明二甲双胍可降低心血管风险［2，3］。")
    d.add_paragraph("本研究参照既往标准[3-4]进行诊断。该病常见")
    d.add_heading("第二章 材料与方法", level=1)
    d.add_paragraph("采用Lee等提出的量表【5】评估生活质量，随访12个月[6]。")
    d.add_heading("参考文献", level=1)
    for n, title in enumerate(["Prevalence of diabetes in China", "Metformin and outcomes",
                               "Cardiovascular risk of metformin", "Diagnostic criteria",
                               "A quality of life scale", "Follow-up study design",
                               "An entry nobody cites"], start=1):
        d.add_paragraph(f"[{n}] SMITH J, LEE K. {title}[J]. Lancet, 2020, 1(2): 3-4.")
    d.save(path)


def test_docx_numeric_claims_and_checks(tmp_path):
    path = tmp_path / "thesis.docx"
    _thesis_docx(path)
    state = parse_manuscript(path)
    assert state.meta.citation_style == "numeric"
    assert state.meta.line_kind == "paragraph"
    counts = {rid: len(ref.claims) for rid, ref in state.refs.items()}
    assert counts == {"1": 1, "2": 1, "3": 2, "4": 1, "5": 1, "6": 1, "7": 0}
    one = state.refs["1"].claims[0]
    assert (one.claim_id, one.chapter, one.line, one.numeric_values) == ("C001_001", "第一章 前言", 2, ["11.2%"])
    assert one.severity == "Strict"
    five = state.refs["5"].claims[0]
    assert (five.chapter, five.section_kind, five.method_needs_human_confirm) == ("第二章 材料与方法", "methods", True)
    six = state.refs["6"].claims[0]
    assert six.fulltext_likely is True and six.fulltext_trigger in ("code_safeguard", "both")
    assert state.meta.checks.uncited == ["7"]
    assert state.meta.checks.out_of_order == []
    assert state.refs["3"].bib.title == "Cardiovascular risk of metformin"
    assert state.meta.language == "zh"


def test_out_of_order_flags_only_the_jump():
    assert out_of_order([1, 2, 30] + list(range(3, 30)) + [31]) == [30]
    assert out_of_order([1, 2, 3, 4]) == []
    assert out_of_order([2, 1, 3]) == [2]


def test_orphan_number_is_kept_and_reported(tmp_path):
    path = tmp_path / "t.txt"
    path.write_text("Intro\n\nA finding [1]. Another one [2].\n\nReferences\n\n"
                    "[1] Smith J. A title. Lancet. 2020;1:2-3.\n", encoding="utf-8")
    state = parse_manuscript(path)
    assert state.meta.checks.orphans == ["2"]
    assert state.refs["2"].bib.origin == "none"
    assert [c.claim_id for c in state.refs["2"].claims] == ["C002_001"]


def test_bibliography_alone_is_audited(tmp_path):
    bib = tmp_path / "refs.bib"
    bib.write_text(BIB, encoding="utf-8")
    state = parse_manuscript(bib)
    assert state.meta.citation_style == "bibliography-only"
    assert list(state.refs) == ["lee2019", "smith2020", "unused2018"]
    assert state.meta.total_claims == 0


def test_no_citations_gives_empty_state_and_message(tmp_path):
    path = tmp_path / "plain.txt"
    path.write_text("Just some prose without any citation at all.\n", encoding="utf-8")
    state = parse_manuscript(path)
    assert state.meta.total_claims == 0
    assert state.meta.messages[-1] == "plain.txt: no citations found (audit verdict NOT_APPLICABLE)"


def test_human_edits_survive_a_reparse(md_paper, tmp_path):
    from refverify.views import apply_edits, claims_df
    out = tmp_path / "out"
    state = api.parse(md_paper, out=out)
    df = claims_df(state)
    df.loc["C_smith2020_001", "severity"] = "Lenient"
    apply_edits(state, df, who="tester")
    from refverify.state_file import save_state
    save_state(state, out)
    again = api.parse(md_paper, out=out)
    assert again.claim("C_smith2020_001")[1].severity == "Lenient"
    assert [(e.target, e.field, e.new, e.who) for e in again.edits] == [
        ("C_smith2020_001", "severity", "Lenient", "tester")]


def test_cli_parse_writes_state_and_contexts(md_paper, tmp_path):
    out = tmp_path / "o"
    r = subprocess.run([sys.executable, "-m", "refverify.cli", "parse", str(md_paper), "--out", str(out)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "3 references, 4 claims (pandoc)" in r.stdout
    assert json.loads((out / "verification_state.json").read_text())["meta"]["last_step"] == "A"
    assert (out / "citation_contexts.md").exists()


@pytest.mark.parametrize("content,cause", [
    (None, "file not found"),
    (b"", "file is empty"),
])
def test_cli_bad_input_one_line_error(tmp_path, content, cause):
    path = tmp_path / "x.docx"
    if content is not None:
        path.write_bytes(content)
    r = subprocess.run([sys.executable, "-m", "refverify.cli", "parse", str(path), "--out", str(tmp_path / "o")],
                       capture_output=True, text=True)
    assert r.returncode == 3
    assert r.stderr.strip() == f"refverify: error: {path}: {cause}"
    assert "Traceback" not in r.stderr
    assert not (tmp_path / "o" / "verification_state.json").exists()


def test_missing_bib_named_by_the_manuscript_is_a_note(tmp_path):
    path = tmp_path / "p.md"
    path.write_text("---\nbibliography: nothere.bib\n---\nText [@a].\n", encoding="utf-8")
    state = parse_manuscript(path)
    assert state.meta.messages[0] == ("p.md: bibliography nothere.bib not found; its entries "
                                      "are missing (give --bib)")
    assert [(r.ref_id, len(r.claims)) for r in state.refs.values()] == [("a", 1)]


def test_missing_bib_given_by_the_user_is_an_error(tmp_path):
    path = tmp_path / "p.md"
    path.write_text("Text [@a].\n", encoding="utf-8")
    with pytest.raises(RefverifyError, match="nothere.bib: bibliography file not found"):
        parse_manuscript(path, tmp_path / "nothere.bib")


def test_state_roundtrip_and_schema_version(md_paper, tmp_path):
    out = tmp_path / "o"
    api.parse(md_paper, out=out)
    data = json.loads((out / "verification_state.json").read_text())
    assert data["schema_version"] == 3
    data["schema_version"] = 99
    (out / "verification_state.json").write_text(json.dumps(data))
    with pytest.raises(RefverifyError, match="schema_version 99 is not supported"):
        load_state(out)


def test_claim_text_is_the_clause_its_citation_carries(tmp_path):
    from refverify.parse.records import claim_segment
    text = "UKPDS 强化降糖使微血管终点风险降低25%[8]；二甲双胍使全因死亡风险降低36%[9]。"
    s8, e8 = text.index("[8]"), text.index("[8]") + 3
    s9, e9 = text.index("[9]"), text.index("[9]") + 3
    spans = [(s8, e8), (s9, e9)]
    a, b = claim_segment(text, 0, len(text), s8, e8, spans)
    assert text[a:b] == "UKPDS 强化降糖使微血管终点风险降低25%[8]"
    a, b = claim_segment(text, 0, len(text), s9, e9, spans)
    assert text[a:b] == "；二甲双胍使全因死亡风险降低36%[9]"
    english = "Tokens use the WordPiece vocabulary of \\citet{devlin} (30,000 entries). Next one."
    s, e = english.index("\\citet"), english.index("}") + 1
    a, b = claim_segment(english, 0, english.index(" Next"), s, e, [(s, e)])
    assert english[a:b] == "Tokens use the WordPiece vocabulary of \\citet{devlin} (30,000 entries)"


def test_a_latex_command_can_open_a_sentence():
    from refverify.parse.sentences import split_sentences
    text = "trained as pairs\n\\citep{a, b}.\n\\citet{v} replaced recurrence. See e.g. \\cite{x} too."
    assert [text[s:e] for s, e in split_sentences(text)] == [
        "trained as pairs\n\\citep{a, b}.", "\\citet{v} replaced recurrence.", "See e.g. \\cite{x} too."]


def test_a_state_in_the_seeds_own_layout_is_migrated(tmp_path):
    seed_state = {
        "meta": {"source_file": "论文.docx", "bib_file": "refs.bib", "created": "2026-03-27T10:00:00",
                 "last_step": "A", "total_refs": 1, "total_claims": 1},
        "refs": {"29": {
            "bib_title": "A trial", "bib_authors": "Smith J", "bib_year": 2023, "bib_journal": "NEJM",
            "bib_pmid": "36000000", "bib_doi": "10.1000/x",
            "claims": [{"claim_id": "C029_001", "chapter": "前言", "line": 162,
                        "context_raw": "缓解率报道从 10% 到 45% 不等[21,22,29]",
                        "claim_summary": "Cites [29] as one of 3 refs supporting remission rate range → This ref reports 28%",
                        "severity": "Standard", "has_numeric": True, "numeric_values": ["10%", "45%"],
                        "fulltext_likely": False, "method_needs_human_confirm": False}]}}}
    (tmp_path / "verification_state.json").write_text(json.dumps(seed_state, ensure_ascii=False), encoding="utf-8")
    state = load_state(tmp_path)
    assert state.schema_version == 3 and state.meta.last_step == "A"
    ref, claim = state.claim("C029_001")
    assert (ref.ref_id, claim.ref_id, claim.severity, claim.line) == ("29", "29", "Standard", 162)


def test_citations_without_any_bibliography_are_not_applicable(tmp_path):
    from refverify.report.audit import build_audit
    path = tmp_path / "b.tex"
    path.write_text("Text with \\cite{x} but no bibliography.\n", encoding="utf-8")
    state = parse_manuscript(path)
    assert state.meta.checks.no_bibliography is True
    assert state.meta.messages[-1].startswith("b.tex: citations but no bibliography")
    audit = build_audit(state)
    assert (audit["verdict"], audit["reason_code"]) == ("NOT_APPLICABLE", "no_bibliography")


def test_the_bisected_claim_segment_agrees_with_a_scan_of_every_marker():
    """parse/spans.py: the look-ups made once per citation give what scanning every marker of
    the block gave (issue 22 item 15), on random blocks."""
    import random
    from refverify.parse.records import claim_segment
    from refverify.parse.spans import Spans

    def scanned(text, s_start, s_end, start, end, spans):
        before = [e for s, e in spans if s_start <= e <= start and (s, e) != (start, end)]
        after = [s for s, e in spans if end <= s <= s_end and (s, e) != (start, end)]
        return max(before) if before else s_start, after

    rng = random.Random(7)
    for _ in range(300):
        words = [rng.choice(["rose 25%", "fell", "in adults", "[3]", "[4]", ";", ",", "and"]) for _ in range(30)]
        text = " ".join(words) + "."
        spans = [(i, i + 3) for i in range(len(text)) if text.startswith(("[3]", "[4]"), i)]
        if not spans:
            continue
        start, end = rng.choice(spans)
        index = Spans(spans)
        assert claim_segment(text, 0, len(text), start, end, spans) == \
            claim_segment(text, 0, len(text), start, end, index)
        seg_start = scanned(text, 0, len(text), start, end, spans)[0]
        assert claim_segment(text, 0, len(text), start, end, index)[0] == seg_start
        assert index.overlaps(start + 1, start + 2) and not index.overlaps(end, end)


def test_a_reference_list_numbering_two_entries_alike_keeps_both(tmp_path):
    """Held-out measurement: a thesis list numbering two lines alike lost the second without a word."""
    from refverify.api import parse
    doc = tmp_path / "paper.md"
    doc.write_text("# Intro\n\nExercise helps [1]. Fasting helps [2].\n\n# References\n\n"
                   "[1] Baig M, Lee K. Exercise in adults. Lancet. 2019;7:271-279.\n"
                   "[1] Potter J, Ruiz A. Sleep in teens. BMJ. 2018;3:10-19.\n"
                   "[2] Zhou L, Marsh O. Fasting and retinopathy. JAMA. 2020;5:1-9.\n", encoding="utf-8")
    state = parse(doc, out=tmp_path / "out")
    assert sorted(state.refs) == ["1", "1-2", "2"]
    second = state.refs["1-2"]
    assert second.bib.title == "Sleep in teens" and second.claims == []
    assert second.bib.notes[-1] == ("the reference list numbers another entry [1] too: this one is "
                                    "kept as 1-2; citations of [1] go to the first")
    assert [c.claim_id for c in state.refs["1"].claims] == ["C001_001"]
    assert state.refs["1"].bib.title == "Exercise in adults"
