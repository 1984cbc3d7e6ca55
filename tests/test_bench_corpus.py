"""The corpus benches (bench/bib_corpus.py, bench/reflines_corpus.py) and their helpers run on a
tiny corpus written here: the independent scanner's counts, the 'looks wrong' rules, the
extraction from a git mirror and the figures the benches write."""
from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench" / "corpus"))

from bench import bib_corpus  # noqa: E402
from bibscan import scan  # noqa: E402
from fieldcheck import family, looks_wrong, norm, norm_pages, title_is_names  # noqa: E402
import prepare_bib  # noqa: E402

# Four openings, three distinct keys: one follows '}' on the same line, one repeats a key; the
# entry inside @comment and the @string are not entries.
BIB = """@string{jcb = {Journal of Cell Biology}}
@comment{ @article{hidden, title={Not an entry}} }
@article{roe2020, author = {Roe, Ann and Poe, Bo}, title = {Cells in motion},
  journal = jcb, year = {2020}}@book{lee2019, author = {Lee, Kim}, title = {2019}, year = {2019}}
@misc{site, title = {A web page}}
@article{Roe2020, author = {Roe, Ann}, title = {Again}, year = {2021}}
"""
RIS = "TY  - JOUR\nAU  - Roe, Ann\nTI  - Cells\nPY  - 2020\nER  - \n\nTY  - BOOK\nTI  - Book\nER  - \n"


def test_scanner_counts_entries_as_bibtex_does():
    entries = scan("bibtex", BIB)
    assert [(e.key, e.entry_type, e.line) for e in entries] == [
        ("roe2020", "article", 3), ("lee2019", "book", 4), ("site", "misc", 5), ("Roe2020", "article", 6)]
    assert entries[0].fields == frozenset({"author", "title", "year"})
    assert entries[2].fields == frozenset({"title"})
    assert [e.entry_type for e in scan("ris", RIS)] == ["jour", "book"]
    csl = json.dumps([{"id": "a", "type": "article-journal", "title": "T", "issued": {"date-parts": [[2020]]}}])
    assert [(e.key, e.fields) for e in scan("csl-json", csl)] == [("a", frozenset({"title", "year"}))]


# Two records on one line and one on its own, as EndNote writes them; the second has no author, the
# third an empty year.
ENDNOTE = ('<?xml version="1.0" encoding="UTF-8" ?><xml><records><record><rec-number>7</rec-number>'
           '<ref-type name="Journal Article">17</ref-type><contributors><authors><author>'
           '<style face="normal" font="default" size="100%">Roe, Ann</style></author></authors></contributors>'
           '<titles><title><style face="normal" font="default" size="100%">Cells in motion</style></title>'
           '</titles><dates><year><style face="normal" font="default" size="100%">2020</style></year></dates>'
           '</record><record><rec-number>9</rec-number><ref-type name="Report">27</ref-type><titles><title>'
           'Annual report</title></titles><dates><year>2019</year></dates></record>\n'
           '<record><rec-number>12</rec-number><ref-type name="Book">6</ref-type><contributors><authors>'
           '<author>Lee, Kim</author></authors></contributors><titles><title>A book</title></titles>'
           '<dates><year></year></dates></record></records></xml>\n')


def test_scanner_counts_endnote_xml_records():
    entries = scan("endnote-xml", ENDNOTE)
    assert [(e.key, e.entry_type, e.line, e.fields) for e in entries] == [
        ("7", "journal article", 1, frozenset({"author", "title", "year"})),
        ("9", "report", 1, frozenset({"title", "year"})),
        ("12", "book", 2, frozenset({"author", "title"}))]


# Two MEDLINE records as PubMed's "Save → PubMed format" writes them; the second has no author.
NBIB = ("\nPMID- 30514039\nOWN - NLM\nDP  - 2019 Jan\nTI  - Bone healing after\n      fixation.\n"
        "FAU - Roe, Ann\nAU  - Roe A\n\nPMID- 31000001\nTI  - A consensus statement.\nDP  - 2020\n")


def test_scanner_counts_medline_records():
    assert [(e.key, e.line, e.fields) for e in scan("nbib", NBIB)] == [
        ("30514039", 2, frozenset({"author", "title", "year"})),
        ("31000001", 10, frozenset({"title", "year"}))]


def test_an_unbalanced_field_does_not_swallow_the_next_entry():
    text = "@article{a, title = {Open {brace}, year = 2020}\n@article{b, title = {Fine}}\n"
    assert [e.key for e in scan("bibtex", text)] == ["a", "b"]


@pytest.mark.parametrize("title, expected", [
    ("Smith J, Lee K", True), ("J. Smith and K. Lee", True), ("Smith, J. A., & Lee, K.", True),
    ("Yunwen Lei, Puyu Wang, Yiming Ying, Ding-Xuan Zhou", True),
    ("Attention is all you need", False), ("Practical Regression and ANOVA Using R", False),
    ("MIRA: An Automated Genome and EST Assembler", False), ("Tips and FAQ", False),
])
def test_title_that_is_a_list_of_names(title, expected):
    assert title_is_names(title) is expected


def test_looks_wrong_reasons():
    assert looks_wrong("2021", ["Roe, A"], 2021, author_expected=True, year_expected=True) == ["title is a year"]
    assert looks_wrong("Cells", [], 1700, author_expected=True, year_expected=True) == [
        "empty author list", "year outside 1800-next year"]
    assert looks_wrong("Cells", [], None, author_expected=False, year_expected=True) == ["year lost"]
    assert looks_wrong("Cells", ["Roe, A"], 2020, author_expected=True, year_expected=True) == []


def test_light_normalisation():
    assert norm("Attention  Is All You Need.") == norm("attention is all you need")
    assert norm_pages("1649–1668") == norm_pages("1649--1668") == "1649-1668"
    assert norm_pages("2806~2810") == norm_pages("2806～2810") == "2806-2810"
    assert [family(n) for n in ("Smith, J. A.", "Smith JA", "J. A. van der Berg", "张三")] == [
        "smith", "smith", "van der berg", "张三"]


def _git_mirror(tmp_path: Path, files: dict) -> tuple[Path, str]:
    repo = tmp_path / "mirrors" / "someone+papers"
    repo.mkdir(parents=True)
    for name, text in files.items():
        (repo / name).write_text(text, encoding="utf-8")
    run = lambda *a: subprocess.run(["git", "-C", str(repo), *a], check=True, capture_output=True, text=True)
    run("init", "-q")
    run("add", ".")
    run("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "corpus")
    return repo, run("rev-parse", "HEAD").stdout.strip()


def _manifest(tmp_path: Path, commit: str, files: dict) -> Path:
    items = [{"repository": "someone/papers", "commit": commit, "path": name,
              "file": f"someone+papers/{name}", "kind": kind, "exporter": "hand-written",
              "sha256": hashlib.sha256(files[name].encode()).hexdigest(), "licence": "CC0-1.0"}
             for name, kind in (("refs.bib", "bibtex"), ("refs.ris", "ris"))]
    path = tmp_path / "bib_manifest.json"
    path.write_text(json.dumps({"root": str(tmp_path / "corpus"), "files": items}), encoding="utf-8")
    return path


def test_prepare_and_bib_bench_on_a_tiny_corpus(tmp_path, capsys):
    files = {"refs.bib": BIB, "refs.ris": RIS}
    mirror, commit = _git_mirror(tmp_path, files)
    manifest = _manifest(tmp_path, commit, files)
    assert prepare_bib.main(["--mirrors", str(mirror.parent), "--manifest", str(manifest)]) == 0
    assert (tmp_path / "corpus" / "someone+papers" / "refs.bib").read_text(encoding="utf-8") == BIB
    out = tmp_path / "bib_corpus.json"
    assert bib_corpus.main(["--manifest", str(manifest), "--out", str(out), "--sample", "1"]) == 0
    result = json.loads(out.read_text(encoding="utf-8"))
    bib = next(r for r in result["files"] if r["kind"] == "bibtex")
    assert (bib["scanned"], bib["distinct"], bib["reached"], bib["missing"]) == (4, 3, 3, 0)
    assert [(w["key"], w["reasons"]) for w in bib["wrong_examples"]] == [("lee2019", ["title is a year"])]
    ris = next(r for r in result["files"] if r["kind"] == "ris")
    assert ris["scanned"] == ris["distinct"] == 2
    assert ris["reached"] + ris["missing"] == 2
    assert result["overall"]["files"] == 2 and result["overall"]["repositories"] == 1
    assert result["api_sample"]["rows"] == [{"file": "someone+papers/refs.bib", "distinct": 3, "in_state": 3}]
    assert "Bibliographies by others: 2 files from 1 repositories; 6 entries scanned" in capsys.readouterr().out


def test_prepare_refuses_a_changed_file(tmp_path):
    files = {"refs.bib": BIB, "refs.ris": RIS}
    mirror, commit = _git_mirror(tmp_path, files)
    manifest = _manifest(tmp_path, commit, {"refs.bib": BIB + " ", "refs.ris": RIS})
    assert prepare_bib.main(["--mirrors", str(mirror.parent), "--manifest", str(manifest)]) == 1


# --- reference lines -----------------------------------------------------------------------

from bench import reflines_corpus  # noqa: E402
from reflines_extract import line_hash, reference_lines  # noqa: E402
from refverify.parse.bibliography import BibEntry  # noqa: E402

_W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"'
GBT_LINE = "[1] 张三, 李四. 高血压患者的随访研究[J]. 中华医学杂志, 2020, 100(5): 321-325."
VANCOUVER_LINE = "2. Roe A, Poe B. Cells in motion. J Cell Biol. 2019;12(3):45-50."


def _docx(path: Path, paragraphs: list[str]) -> None:
    import zipfile
    body = "".join(f"<w:p><w:r><w:t>{p}</w:t></w:r></w:p>" for p in paragraphs)
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("word/document.xml", f"<w:document {_W}><w:body>{body}</w:body></w:document>")


def test_reference_lines_from_docx_bbl_and_text(tmp_path):
    _docx(tmp_path / "t.docx", ["Intro", "参考文献", GBT_LINE, "", "[2] Broken over", "two paragraphs."])
    source = {"id": "t", "format": "docx", "from": 2, "to": 6, "continues": [5]}
    assert reference_lines(source, tmp_path / "t.docx") == [
        (2, GBT_LINE), (4, "[2] Broken over two paragraphs.")]
    (tmp_path / "t.bbl").write_text("\\begin{thebibliography}{2}\n\\bibitem{a} A. Roe.\n\\newblock Cells.\n"
                                    "\n\\bibitem{b} B. Poe.\n\\end{thebibliography}\n", encoding="utf-8")
    assert reference_lines({"id": "b", "format": "bbl"}, tmp_path / "t.bbl") == [
        (2, "\\bibitem{a} A. Roe. \\newblock Cells."), (5, "\\bibitem{b} B. Poe.")]
    (tmp_path / "t.md").write_text("# Refs\n\nline one\n\nline two\nafter\n", encoding="utf-8")
    assert reference_lines({"id": "m", "format": "text", "from": 3, "to": 5}, tmp_path / "t.md") == [
        (3, "line one"), (5, "line two")]
    assert line_hash(" x \n") == line_hash("x") == "11f6ad8ec52a"


def test_field_matching_rules():
    entry = BibEntry(authors=["Roe, A.", "Poe B", "YANG Jinqiu"], authors_truncated=True,
                     title="Cells in Motion.", year=2019, journal="J. Cell Biol.",
                     pages="45–50", doi="10.1/ABC")
    label = {"authors": ["Roe", "Poe", "YANG"], "etal": True, "title": "cells in motion",
             "year": 2019, "journal": "J Cell Biol", "pages": "45-50", "doi": "https://doi.org/10.1/abc"}
    assert [f for f in reflines_corpus.FIELDS if f in label and
            not reflines_corpus.field_right(f, label, entry)] == []
    assert not reflines_corpus.field_right("authors", {"authors": ["Roe"]}, entry)
    assert not reflines_corpus.field_right("year", {"year": 2020}, entry)


@pytest.mark.parametrize("raws, expected", [
    (["roeacellsinmotion2020"], "own"),                      # the reference is the line
    (["roeacellsinmotion"], "own"),                          # the line, its year cut off
    (["roeacellsinmotion2020poebmoreonc" * 3], "merged"),    # inside a block of several lines
    (["leekother2019"], ""),
    (["roeacellsinmotion2020poebmoreonc" * 3, "roeacellsinmotion2020"], "own"),
])
def test_a_line_swallowed_by_another_entry_is_not_in_the_state(raws, expected):
    assert reflines_corpus.line_in_state("Roe A. Cells in motion. 2020", raws) == expected


def test_reflines_bench_on_a_tiny_corpus(tmp_path):
    _docx(tmp_path / "t.docx", ["参考文献", GBT_LINE, VANCOUVER_LINE])
    manifest = {"reflines_roots": {"docx": str(tmp_path)},
                "reflines": [{"id": "t", "format": "docx", "file": "t.docx", "root": "docx",
                              "from": 1, "to": 3, "style": "mixed", "language": "zh"}]}
    labels = {"labels": [
        {"source": "t", "locator": 1, "line_sha1": line_hash(GBT_LINE), "style": "gbt7714",
         "language": "zh", "authors": ["张三", "李四"], "title": "高血压患者的随访研究", "year": 2020,
         "journal": "中华医学杂志", "volume": "100", "issue": "5", "pages": "321-325"},
        {"source": "t", "locator": 2, "line_sha1": "000000000000", "style": "vancouver",
         "language": "en", "title": "Cells in motion"}]}
    (tmp_path / "m.json").write_text(json.dumps(manifest), encoding="utf-8")
    (tmp_path / "l.json").write_text(json.dumps(labels), encoding="utf-8")
    out = tmp_path / "r.json"
    assert reflines_corpus.main(["--manifest", str(tmp_path / "m.json"), "--labels",
                                 str(tmp_path / "l.json"), "--out", str(out)]) == 0
    result = json.loads(out.read_text(encoding="utf-8"))
    summary = result["summary"]
    assert (summary["lines"], summary["read"], summary["documents"]) == (2, 2, 1)
    # the second label's line changed (hash): not scored, reported
    assert result["stale_labels"] == ["t:2"]
    assert summary["accuracy"] == {"right": 8, "scored": 8, "percent": 100.0}
    assert sorted(summary["by_field"]) == ["authors", "etal", "issue", "journal", "pages", "title",
                                           "volume", "year"]


def test_heldout_figures_apart_for_repositories_no_development_manifest_names():
    from bench import heldout
    bibs = {"files": [
        {"repository": "Seen/repo", "distinct": 5, "reached": 4, "scanned": 5, "notes": 1, "wrong": 0},
        {"repository": "new/Repo", "distinct": 3, "reached": 3, "scanned": 3, "notes": 2, "wrong": 1}]}
    lines = {"summary": {"by_source": {"a": {"right": 9, "scored": 10}, "b": {"right": 1, "scored": 4}}}}
    manifest = {"reflines": [{"id": "a", "repository": "seen/repo"}, {"id": "b", "repository": "New/repo"}]}
    unseen = heldout.unseen_figures(bibs, lines, manifest, {"seen/repo"})
    assert (unseen["bibliographies"]["files"], unseen["bibliographies"]["distinct"],
            unseen["bibliographies"]["reached"], unseen["bibliographies"]["notes"]) == (1, 3, 3, 2)
    assert unseen["reflines_sources"] == ["b"]
    assert unseen["reflines_accuracy"] == {"right": 1, "scored": 4, "percent": 25.0}
    assert "05gash/dissertation" in heldout.development_repositories()
