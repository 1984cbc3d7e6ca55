"""Fault cases 4 and 5: encodings are detected (BOM, UTF-8, then charset-normalizer) and kept in
corrected.bib with the user's line endings; no output ever takes the name of the user's file."""
from __future__ import annotations

from refverify.api import parse
from refverify.parse.documents import detect_encoding
from refverify.report import write_reports
from refverify.state import Judgment, MetadataIssue

BIB = """% my references\r
@article{wang2018,\r
  title = {针刺治疗原发性失眠的随机对照试验},\r
  author = {王明 and 李华},\r
  journal = {中国针灸}, year = {2017}}\r
"""
TEXT = "针刺可以改善失眠患者的睡眠质量 [@wang2018]。\n"


def _project(folder, bib_bytes, text=TEXT, name="paper.md"):
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "refs.bib").write_bytes(bib_bytes)
    ms = folder / name
    ms.write_text(f"---\nbibliography: refs.bib\n---\n# 引言\n\n{text}", encoding="utf-8")
    return ms


def _with_year_fix(state):
    """As if Step B had found the year 2018 and Step C had judged the claim."""
    ref = state.refs["wang2018"]
    ref.existence = "single_source"
    ref.metadata_issues = [MetadataIssue(field="year", bib=2017, source_value=2018, source="crossref",
                                         severity="error")]
    ref.judgments = [Judgment(claim_id=c.claim_id, verdict="PASS") for c in ref.claims]
    state.meta.judge = {"judge": "heuristic"}
    return state


def test_utf16_text_without_bom_is_read_not_empty(tmp_path):
    ms = tmp_path / "paper.txt"
    ms.write_bytes("Exercise lowers glycated haemoglobin [1].\n\nReferences\n"
                   "[1] Lindqvist M, Okafor C. Supervised exercise for adults with type 2 diabetes. "
                   "Lancet Diabetes Endocrinol. 2019;7(4):271-9.\n".encode("utf-16-le"))
    state = parse(ms, out=tmp_path / "out")
    assert (state.meta.total_refs, state.meta.total_claims) == (1, 1)
    assert state.meta.encodings == {"paper.txt": "utf-16-le"}
    assert "paper.txt: read as utf-16-le" in state.meta.messages


def test_detection_order():
    assert detect_encoding("é".encode("utf-8")) == "utf-8"
    assert detect_encoding(b"\xef\xbb\xbfabc") == "utf-8-sig"
    assert detect_encoding("abc".encode("utf-16")) == "utf-16"
    assert detect_encoding("References [1] Smith".encode("utf-16-be")) == "utf-16-be"
    assert detect_encoding(BIB.encode("gbk")) == "gb18030"


def test_gbk_bib_with_crlf_gives_a_gbk_crlf_corrected_bib(tmp_path):
    ms = _project(tmp_path / "p", BIB.encode("gbk"))
    state = parse(ms, out=tmp_path / "out")
    assert state.meta.encodings == {"paper.md": "utf-8", "refs.bib": "gb18030"}
    assert state.refs["wang2018"].bib.title == "针刺治疗原发性失眠的随机对照试验"
    written = write_reports(_with_year_fix(state), tmp_path / "out")
    data = (tmp_path / "out" / "corrected.bib").read_bytes()
    assert tmp_path / "out" / "corrected.bib" in written
    assert data.decode("gb18030") == BIB.replace(
        "@article{wang2018",
        "% refverify: year 2017 -> 2018 (crossref)\r\n@article{wang2018").replace("2017}}", "2018}}")
    assert data.count(b"\r\n") == data.count(b"\n") == 6


def test_utf16_bib_keeps_utf16(tmp_path):
    ms = _project(tmp_path / "p", BIB.replace("\r\n", "\n").encode("utf-16"))
    state = parse(ms, out=tmp_path / "out")
    assert state.meta.encodings["refs.bib"] == "utf-16"
    write_reports(_with_year_fix(state), tmp_path / "out")
    data = (tmp_path / "out" / "corrected.bib").read_bytes()
    assert data.startswith(b"\xff\xfe") and "year = {2018}" in data.decode("utf-16")
    assert "\r\n" not in data.decode("utf-16")


def test_a_correction_the_encoding_cannot_hold_turns_the_file_utf8_and_says_so(tmp_path):
    latin = BIB.replace("针刺治疗原发性失眠的随机对照试验", "Akupunktur bei Schlafstörungen")
    latin = latin.replace("王明 and 李华", "Müller, Jürgen").replace("中国针灸", "Zeitschrift")
    ms = _project(tmp_path / "p", latin.encode("latin-1"), text="Akupunktur hilft [@wang2018].\n")
    state = parse(ms, out=tmp_path / "out")
    enc = state.meta.encodings["refs.bib"]
    assert enc not in ("utf-8", "utf-8-sig")
    state = _with_year_fix(state)
    state.refs["wang2018"].metadata_issues.append(MetadataIssue(
        field="title", bib="Akupunktur bei Schlafstörungen", source_value="針灸 and sleep",
        source="crossref", severity="error"))
    write_reports(state, tmp_path / "out")
    text = (tmp_path / "out" / "corrected.bib").read_bytes().decode("utf-8")
    assert text.startswith(f"% refverify: written as UTF-8: a correction has characters that {enc} "
                           "cannot hold\r\n")
    assert "Müller, Jürgen" in text and "title = {針灸 and sleep}" in text


def test_users_own_corrected_bib_is_never_overwritten(tmp_path, caplog):
    folder = tmp_path / "p"
    ms = _project(folder, BIB.encode("utf-8"))
    mine = folder / "corrected.bib"
    mine.write_bytes(b"@misc{mine, note = {my own file}}\n")
    state = _with_year_fix(parse(ms, out=folder))
    written = write_reports(state, folder)
    assert mine.read_bytes() == b"@misc{mine, note = {my own file}}\n"
    assert folder / "corrected.refverify.bib" in written
    assert "corrected.bib is one of your files, not overwritten; wrote corrected.refverify.bib instead" in caplog.text
    # a second report overwrites its own corrected.refverify.bib, still not the user's file
    write_reports(state, folder)
    assert mine.read_bytes() == b"@misc{mine, note = {my own file}}\n"
    assert not (folder / "corrected.refverify-2.bib").exists()


def test_an_input_named_like_a_report_is_never_overwritten(tmp_path):
    folder = tmp_path / "p"
    ms = _project(folder, BIB.encode("utf-8"), name="backlog.md")
    before = ms.read_bytes()
    state = _with_year_fix(parse(ms, out=folder))
    written = write_reports(state, folder)
    assert ms.read_bytes() == before
    assert folder / "backlog.refverify.md" in written and folder / "backlog.md" not in written


def test_a_bib_named_corrected_bib_as_input_is_not_overwritten(tmp_path):
    folder = tmp_path / "p"
    folder.mkdir()
    (folder / "corrected.bib").write_bytes(BIB.encode("utf-8"))
    ms = folder / "paper.md"
    ms.write_text(f"---\nbibliography: corrected.bib\n---\n# 引言\n\n{TEXT}", encoding="utf-8")
    state = _with_year_fix(parse(ms, out=folder))
    write_reports(state, folder)
    assert (folder / "corrected.bib").read_bytes() == BIB.encode("utf-8")
    assert b"year = {2018}" in (folder / "corrected.refverify.bib").read_bytes()
