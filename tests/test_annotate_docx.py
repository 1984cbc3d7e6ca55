"""The annotated Word copy: each comment's anchor and text, the user's document unchanged
outside the inserted comments, the copy read by Step A as the original."""
import hashlib
import re
import subprocess
import sys
import zipfile
from collections import Counter

import docx
import pytest
from lxml import etree

from refverify.annotate import annotate
from refverify.errors import RefverifyError
from refverify.parse.pipeline import parse_manuscript
from tests.annotate_fixture import EXPECTED_NOTES, build_state

W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


@pytest.fixture
def annotated(tmp_path):
    manuscript, out = build_state(tmp_path)
    before = hashlib.sha256(manuscript.read_bytes()).hexdigest()
    result = annotate(out)
    return manuscript, out, result, before


def anchors(path, part):
    """Comment id -> the text between its commentRangeStart and commentRangeEnd."""
    package = zipfile.ZipFile(path)
    if f"word/{part}.xml" not in package.namelist():
        return {}
    root = etree.fromstring(package.read(f"word/{part}.xml"))
    open_ranges, out = {}, {}
    for element in root.iter():
        cid = element.get(W + "id")
        if element.tag == W + "commentRangeStart":
            open_ranges[cid] = []
        elif element.tag == W + "commentRangeEnd":
            out[cid] = "".join(open_ranges.pop(cid))
        elif element.tag == W + "t":
            for parts in open_ranges.values():
                parts.append(element.text or "")
    return out


def notes_of(path):
    """(part, anchor, text) of every refverify comment, read with python-docx and the XML."""
    comments = {str(c.comment_id): c for c in docx.Document(str(path)).comments}
    out = []
    for part in ("document", "footnotes"):
        for cid, anchor in anchors(path, part).items():
            if comments[cid].author == "refverify":
                out.append((part, anchor, comments[cid].text))
    return out


def test_each_comment_sits_on_its_marker_with_its_text(annotated):
    _, out, result, _ = annotated
    assert result.path == out / "paper.refverify.docx"
    assert Counter(notes_of(result.path)) == Counter(EXPECTED_NOTES)
    assert result.unplaced == []
    comments = list(docx.Document(str(result.path)).comments)
    # the reviewer's own comment is kept, first, untouched
    assert [(c.author, c.text) for c in comments[:1]] == [("Reviewer", "Check this against the 2019 update.")]
    assert {c.author for c in comments[1:]} == {"refverify"}
    assert len(comments) == 1 + len(EXPECTED_NOTES)
    # the footnote's note spans exactly the footnote reference mark
    xml = zipfile.ZipFile(result.path).read("word/document.xml").decode()
    note_id = next(str(c.comment_id) for c in comments if "in the footnote" in c.text)
    assert re.search(f'<w:commentRangeStart w:id="{note_id}"/><w:r><w:rPr><w:vertAlign w:val="superscript"/>'
                     f'</w:rPr><w:footnoteReference w:id="1"/></w:r><w:commentRangeEnd w:id="{note_id}"/>', xml)
    # the note on the Zotero citation goes around the whole field, not inside its result
    field_id = next(str(c.comment_id) for c in comments if c.text.startswith("FIX — [2]"))
    assert re.search(f'<w:commentRangeStart w:id="{field_id}"/><w:r><w:fldChar w:fldCharType="begin"/></w:r>'
                     f'.*?<w:r><w:fldChar w:fldCharType="end"/></w:r><w:commentRangeEnd w:id="{field_id}"/>',
                     xml)


def test_all_adds_the_passing_uses(annotated, tmp_path):
    _, out, _, _ = annotated
    done = subprocess.run([sys.executable, "-m", "refverify.cli", "annotate", str(out), "--all",
                           "--out", str(tmp_path / "all")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"annotated copy: {tmp_path / 'all' / 'paper.refverify.docx'} (12 notes)"
    notes = notes_of(tmp_path / "all" / "paper.refverify.docx")
    passing = "PASS — [{}] supports this sentence; anchor: “The cohort showed the effect.”"
    assert Counter(notes) - Counter(EXPECTED_NOTES) == Counter({
        ("document", "6", passing.format(6)): 1, ("document", "[2]", passing.format(2)): 1,
        ("document", "[5]", passing.format(5)): 2})   # the retracted [5]: in the text and the table


def _strip_and_join(xml: bytes, ids: set[str]) -> bytes:
    """The part without refverify's comment marks, with the runs cut for them joined again, and
    every w:t start tag in one form (a cut adds xml:space="preserve")."""
    for cid in ids:
        xml = xml.replace(f'<w:commentRangeStart w:id="{cid}"/>'.encode(), b"")
        xml = xml.replace(f'<w:commentRangeEnd w:id="{cid}"/>'.encode(), b"")
        xml = re.sub(rb'<w:r>(<w:rPr><w:rStyle w:val="CommentReference"/></w:rPr>)?<w:commentReference w:id="'
                     + cid.encode() + rb'"/></w:r>', b"", xml)
    xml = re.sub(rb"<w:t(?: xml:space=\"preserve\")?>", b'<w:t xml:space="preserve">', xml)
    run = re.compile(rb'(<w:r(?: [^>]*)?>(?:<w:rPr>(?:(?!</w:rPr>).)*</w:rPr>)?)<w:t xml:space="preserve">'
                     rb'((?:(?!</w:t>).)*)</w:t></w:r>\1<w:t xml:space="preserve">', re.S)
    while True:
        joined = run.sub(rb'\1<w:t xml:space="preserve">\2', xml)
        if joined == xml:
            return xml
        xml = joined


def test_document_unchanged_outside_the_comments(annotated):
    manuscript, _, result, before = annotated
    assert hashlib.sha256(manuscript.read_bytes()).hexdigest() == before   # the original untouched
    original, copy = zipfile.ZipFile(manuscript), zipfile.ZipFile(result.path)
    assert copy.namelist() == original.namelist()        # comments.xml existed: no new part
    ours = {str(c.comment_id) for c in docx.Document(str(result.path)).comments if c.author == "refverify"}
    for name in original.namelist():
        old, new = original.read(name), copy.read(name)
        if name == "word/document.xml":
            assert new != old
            assert _strip_and_join(new, ours) == _strip_and_join(old, ours), name
        elif name == "word/comments.xml":
            closing = old.rindex(b"</w:comments>")
            assert new.startswith(old[:closing]) and new.endswith(b"</w:comments>")
        else:
            assert new == old, name          # styles, numbering, settings, rels, content types …
    # runs without a marker keep their exact bytes: the field code, the tracked insertion's author
    assert b'<w:ins w:id="901" w:author="Co-author" w:date="2026-01-05T09:00:00Z">' in copy.read("word/document.xml")
    assert b"ADDIN ZOTERO_ITEM CSL_CITATION" in copy.read("word/document.xml")


def test_step_a_reads_the_copy_as_the_original(annotated):
    manuscript, _, result, _ = annotated

    def places(path):
        state = parse_manuscript(path)
        return sorted((c.claim_id, c.line, c.block_kind, c.cite_marker, c.claim_text)
                      for _, c in state.iter_claims())
    assert places(result.path) == places(manuscript)
    assert len(places(manuscript)) == 8


def test_same_state_gives_the_same_bytes(annotated, tmp_path):
    _, out, result, _ = annotated
    again = annotate(out, tmp_path / "again")
    assert again.path.read_bytes() == result.path.read_bytes()


def test_changed_manuscript_is_refused_with_one_line(annotated):
    manuscript, out, _, _ = annotated
    manuscript.write_bytes(manuscript.read_bytes() + b"\0")
    with pytest.raises(RefverifyError, match=r"paper\.docx: changed since Step A; run `refverify parse`"):
        annotate(out)
    done = subprocess.run([sys.executable, "-m", "refverify.cli", "annotate", str(out)],
                          capture_output=True, text=True)
    assert done.returncode == 3
    assert done.stderr.strip() == (f"refverify: error: {manuscript}: changed since Step A; run "
                                   "`refverify parse` (or run) again before annotating")


def test_a_document_without_comments_gets_the_comments_part(tmp_path):
    """The demo-like case: no comments yet, so comments.xml, its content type and its
    relationship are added, and nothing else changes."""
    d = docx.Document()
    d.add_paragraph("Statins lowered events by 25% [1].")
    d.add_heading("References", level=1)
    d.add_paragraph("[1] Stone N. Statins and events. Circulation. 2014;129(25):S1-S45.")
    d.save(tmp_path / "short.docx")
    from refverify.state_file import save_state
    state = parse_manuscript(tmp_path / "short.docx")
    state.refs["1"].existence = "id_mismatch"
    from refverify.state import MetadataIssue
    state.refs["1"].metadata_issues = [MetadataIssue(
        field="doi", bib="10.1000/x.1", source_value="A different work", source="crossref",
        record="https://doi.org/10.1000/x.1", severity="error")]
    save_state(state, tmp_path / "out")
    result = annotate(tmp_path / "out")
    assert notes_of(result.path) == [("document", "[1]", "FAIL · REMOVE — [1]: the DOI 10.1000/x.1 belongs "
                                      "to another work, “A different work” (CrossRef 10.1000/x.1); correct "
                                      "the identifier or replace the entry")]
    original, copy = zipfile.ZipFile(tmp_path / "short.docx"), zipfile.ZipFile(result.path)
    assert copy.namelist() == original.namelist() + ["word/comments.xml"]
    types = copy.read("[Content_Types].xml")
    assert types.startswith(original.read("[Content_Types].xml")[:-len(b"</Types>")])
    assert types.endswith(b'<Override PartName="/word/comments.xml" ContentType="application/vnd.'
                          b'openxmlformats-officedocument.wordprocessingml.comments+xml"/></Types>')
    rels = copy.read("word/_rels/document.xml.rels")
    assert re.search(rb'<Relationship Id="rId\d+" Type="http://schemas.openxmlformats.org/'
                     rb'officeDocument/2006/relationships/comments" Target="comments.xml"/>'
                     rb"</Relationships>$", rels)


def test_marker_with_an_invisible_character_inside(tmp_path):
    """Step A drops a zero-width space pasted into "[1,​2]"; the comment still spans the
    whole marker as written in the document."""
    d = docx.Document()
    d.add_paragraph("Both cohorts agreed on the direction of the effect [1,\u200b2] in adults.")
    d.add_heading("References", level=1)
    d.add_paragraph("[1] Alpha A. One cohort. J Epi. 2010;1:1-9.")
    d.add_paragraph("[2] Beta B. Another cohort. J Epi. 2011;2:1-9.")
    d.save(tmp_path / "zw.docx")
    from refverify.state import Judgment
    from refverify.state_file import save_state
    state = parse_manuscript(tmp_path / "zw.docx")
    assert [c.cite_marker for _, c in state.iter_claims()] == ["[1,2]", "[1,2]"]
    for ref in state.refs.values():
        ref.existence = "verified"
        ref.judgments = [Judgment(claim_id=ref.claims[0].claim_id, verdict="FAIL", confidence="confirmed",
                                  reasoning="Another outcome.")]
    save_state(state, tmp_path / "out")
    result = annotate(tmp_path / "out")
    assert notes_of(result.path) == [
        ("document", "[1,\u200b2]", "FAIL · REPLACE — [1] does not support this sentence: Another outcome."),
        ("document", "[1,\u200b2]", "FAIL · REPLACE — [2] does not support this sentence: Another outcome.")]


def test_human_severity_edit_appears_as_decided(tmp_path):
    from refverify.state import Edit
    from refverify.state_file import load_state, save_state
    _, out = build_state(tmp_path)
    state = load_state(out)
    state.edits.append(Edit(target="C003_001", field="severity", old="Standard", new="Strict", who="bob",
                            when="2026-01-02T09:00:00+00:00"))
    save_state(state, out)
    result = annotate(out)
    texts = [text for _, anchor, text in notes_of(result.path) if anchor == "[3]"]
    assert texts == ["PARTIAL-A — [3] supports only part of this sentence: Partly supported.; the source "
                     "reports 8.1%, the sentence says 8%; anchor: “Weight fell by 8.1% at one year.”; "
                     "severity set to Strict by bob"]
