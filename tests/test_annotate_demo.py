"""`refverify demo` writes annotated copies of both demo documents; every planted problem of
data/demo/EXPECTED.md that has a place in the thesis is a comment at that place."""
from pathlib import Path

import docx
import pytest

from refverify.parse.pipeline import parse_manuscript
from tests.test_annotate_docx import anchors
from tests.test_demo_data import parse_expected

DEMO = Path(__file__).resolve().parent.parent / "data" / "demo"

# planted kind -> (reference, the marker the comment is anchored on, how the comment opens)
THESIS = {
    "orphan": ("46", "[46]", "ORPHAN · REMOVE — [46] 在此被引用，但参考文献表中没有 [46] 这一条"),
    "uncited": ("45", "[45]", "UNCITED — [45] 列于参考文献表但正文从未引用：请引用或删去"),
    "out_of_order": ("28", "[28]", "ORDER — [28] 首次引用的编号不按顺序"),
    "fabricated": ("44", "[44]", "FAIL · REMOVE — [44] 在 PubMed、CrossRef、Semantic Scholar、OpenAlex "
                                 "中均未找到：请提供 PDF 或 DOI，或删去该引用"),
    "wrong_year": ("24", "[24]", "FIX — [24] 年份 2015 → 2016（PubMed 27633186）"),
    "wrong_doi": ("20", "[16–22]", "FAIL · REMOVE — [20] 的 DOI 10.1001/jama.2013.168118 属于另一篇文献"
                                   "《Prevalence and control of diabetes in Chinese adults》（PubMed 24002281）"),
    # Step B records the notice from PubMed or from CrossRef (whichever answers first)
    "retracted": ("43", "[43]", "REPLACE — [43] 已被撤稿（撤稿声明 "),
    "overstated": ("6", "【6】", "PARTIAL-A — [6] supports only part of this sentence: Partly supported: the claim states "
                               "causation, the source does not (§5)."),
    "wrong_number": ("3", "[3]", "PARTIAL-A — [3] supports only part of this sentence: Partly supported: number(s) not found "
                                 "in the source: 45.7%.；来源中没有 45.7%"),
    "off_topic": ("42", "[42]", "FAIL · REPLACE — [42] does not support this sentence: Off topic"),
    "dropped_coauthor": ("14", "[14]", "FIX — [14] 作者 Nissen, S. E. → Nissen S; Wolski K（PubMed 17517853）"),
    "bib_list_disagreement": ("17", "[16–22]", "FIX — [17] 年份：references.bib 为 2017，文中参考文献表为 2018；请统一"),
    "wrong_context": ("40", "[40]", "CONFLICT — [40]：第一轮判为 PARTIAL-A，第二轮判为 FAIL；请裁决（notebook 03）"),
}


@pytest.fixture(scope="module")
def demo_out(tmp_path_factory):
    from refverify.demo import run_demo
    out = tmp_path_factory.mktemp("demo_annotated")
    assert run_demo(out, progress=False) == 0
    return out


def test_every_planted_thesis_problem_is_a_comment_at_its_citation(demo_out):
    copy = demo_out / "thesis" / "thesis.refverify.docx"
    expected = parse_expected((DEMO / "EXPECTED.md").read_text(encoding="utf-8"))
    planted = {p["kind"]: p["ref"] for p in expected["problems"] if p["document"] == "thesis"}
    assert {kind: ref for kind, (ref, _, _) in THESIS.items()} == planted
    comments = {str(c.comment_id): c for c in docx.Document(str(copy)).comments}
    placed = [(anchor, comments[cid].text) for cid, anchor in anchors(copy, "document").items()]
    assert {c.author for c in comments.values()} == {"refverify"}
    for kind, (ref, marker, opening) in THESIS.items():
        assert any(anchor == marker and text.startswith(opening) for anchor, text in placed), kind
    assert len(comments) == 18
    retracted = [text for anchor, text in placed if anchor == "[43]"]
    assert len(retracted) == 1 and "10.1056/NEJMc2021225" in retracted[0]
    assert retracted[0].endswith("）：请替换，或在文中说明仍引用的理由")


def test_demo_writes_the_annotated_latex_project(demo_out):
    folder = demo_out / "paper" / "main.refverify"
    assert sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()) == [
        "extra.bib", "main.tex", "refs.bib", "sections/background.tex", "sections/conclusion.tex",
        "sections/experiments.tex", "sections/intro.tex", "sections/method.tex"]
    background = (folder / "sections" / "background.tex").read_text(encoding="utf-8").split("\n")
    assert background[8] == (
        r"so that shallow networks remain preferable \autocite{he2016deep}\refverifynote{FAIL "
        r"\textperiodcentered{} REPLACE --- [he2016deep] does not support this sentence: Contradicted: "
        r"the relationship differs: the claim says down, the source up. Closest sentence quoted.; "
        r"preliminary: read the full text to confirm}.")
    method = (folder / "sections" / "method.tex").read_text(encoding="utf-8").split("\n")
    assert method[6] == (r"Parameters are optimised with Adam \citep{kingma2015adam}\refverifynote{FIX --- "
                         r"[kingma2015adam] authors Anonymous $\rightarrow$ Kingma DP; Ba J (Semantic Scholar "
                         r"c7e6e4d95bba)} with a learning rate of")
    main = (folder / "main.tex").read_text(encoding="utf-8").split("\n")
    original = (DEMO / "paper" / "main.tex").read_text(encoding="utf-8").split("\n")
    assert len(main) == len(original)
    assert main[16].endswith(r"\makeatother\begin{document}") and main[16].startswith(r"\makeatletter")
    # the untouched files are copied byte for byte
    for name in ("refs.bib", "extra.bib", "sections/conclusion.tex"):
        assert (folder / name).read_bytes() == (DEMO / "paper" / name).read_bytes()


def _places(state):
    return sorted((c.ref_id, c.file, c.line, c.cite_marker) for _, c in state.iter_claims())


def test_step_a_finds_the_same_citing_places_in_the_copies(demo_out):
    paper = parse_manuscript(demo_out / "paper" / "main.refverify" / "main.tex")
    assert _places(paper) == _places(parse_manuscript(DEMO / "paper" / "main.tex"))
    assert paper.meta.checks == parse_manuscript(DEMO / "paper" / "main.tex").meta.checks
    bib = [DEMO / "thesis" / "references.bib"]
    thesis = parse_manuscript(demo_out / "thesis" / "thesis.refverify.docx", bib)
    original = parse_manuscript(DEMO / "thesis" / "thesis.docx", bib)
    strip = [(r, line, m) for r, _f, line, m in _places(original)]
    assert [(r, line, m) for r, _f, line, m in _places(thesis)] == strip
    assert len(strip) == 96



def test_needs_reading_is_a_note_only_when_every_note_is_asked_for(demo_out, tmp_path):
    """The offline judge's 'needs reading' triage is not a finding: silent by default (as in the
    audit, where the entry stays KEEP), a note with --all."""
    from refverify.annotate import annotate
    from refverify.state_file import load_state
    state = load_state(demo_out / "paper")
    triaged = [j.claim_id for r in state.refs.values() for j in r.judgments
               if "needs_reading" in j.flags]
    assert triaged, "the demo paper has claims the offline judge could not decide"
    default = (demo_out / "paper" / "main.refverify" / "main.tex").read_text(encoding="utf-8")
    assert "needs reading" not in default
    every = annotate(demo_out / "paper", tmp_path / "all", include_all=True)
    texts = "".join(p.read_text(encoding="utf-8") for p in every.path.rglob("*.tex"))
    assert texts.count("needs reading --- the offline judge found no strong evidence") == len(triaged)
