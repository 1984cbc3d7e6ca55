"""Issue 20: whole documents embedded in a Word body (Word altChunk: a merged file, R's officedown) are read
in their place. Before, their text, citations and reference list were named as not read, and a package that
declared them with an XML type (officedown) was refused as corrupt."""
import io
import re
import zipfile

import docx
import pytest
from docx.opc.constants import RELATIONSHIP_TYPE as RT
from docx.opc.packuri import PackURI
from docx.opc.part import Part
from docx.oxml import parse_xml

from refverify.parse.pipeline import parse_manuscript

_DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"


def _embedded() -> bytes:
    inner = docx.Document()
    inner.add_paragraph("Deep networks learn features from raw data [1], and recurrent ones model sequences [2].")
    inner.add_heading("References", level=1)
    inner.add_paragraph("[1] LeCun Y, Bengio Y, Hinton G. Deep learning[J]. Nature, 2015, 521(7553): 436-444.")
    inner.add_paragraph("[2] Hochreiter S, Schmidhuber J. Long short-term memory[J]. Neural Computation, 1997, "
                        "9(8): 1735-1780.")
    out = io.BytesIO()
    inner.save(out)
    return out.getvalue()


def _merged(path, declared_as_xml: bool):
    outer = docx.Document()
    outer.add_heading("Mid-term report", level=1)
    part = Part(PackURI("/word/afchunk1.docx"), _DOCX, _embedded(), outer.part.package)
    rid = outer.part.relate_to(part, RT.A_F_CHUNK)
    outer.element.body.insert(1, parse_xml(
        f'<w:altChunk xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
        f'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:id="{rid}"/>'))
    outer.save(path)
    if declared_as_xml:     # as R's officedown writes it: the embedded .docx with the main document's XML type
        with zipfile.ZipFile(path) as package:
            files = {name: package.read(name) for name in package.namelist()}
        types = files["[Content_Types].xml"].decode()
        types = re.sub(r'(PartName="/word/afchunk1.docx" ContentType=")[^"]+"', r'\1' + _DOCX + '.main+xml"', types)
        files["[Content_Types].xml"] = types.encode()
        with zipfile.ZipFile(path, "w") as package:
            for name, data in files.items():
                package.writestr(name, data)
    return path


@pytest.mark.parametrize("declared_as_xml", [False, True])
def test_an_embedded_document_is_read_in_its_place(tmp_path, declared_as_xml):
    state = parse_manuscript(_merged(tmp_path / "merged.docx", declared_as_xml))
    assert {k: (r.bib.year, len(r.claims)) for k, r in state.refs.items()} == {"1": (2015, 1), "2": (1997, 1)}
    assert "merged.docx: 1 document(s) embedded in the body (Word altChunk) are read in their place" in state.meta.messages
    repaired = [m for m in state.meta.messages if "declares non-XML parts" in m]
    assert repaired == (["merged.docx: the package declares non-XML parts (afchunk1.docx) as XML; read with their "
                         "declared type corrected, as Word reads it"] if declared_as_xml else [])


def test_an_embedded_part_of_another_format_is_named_not_read(tmp_path):
    outer = docx.Document()
    outer.add_paragraph("Text before the pasted web page.")
    part = Part(PackURI("/word/afchunk2.htm"), "text/html", b"<html><body><p>Pasted [3]</p></body></html>",
                outer.part.package)
    rid = outer.part.relate_to(part, RT.A_F_CHUNK)
    outer.element.body.insert(1, parse_xml(
        f'<w:altChunk xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" '
        f'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" r:id="{rid}"/>'))
    outer.save(tmp_path / "pasted.docx")
    state = parse_manuscript(tmp_path / "pasted.docx")
    assert [m for m in state.meta.messages if "altChunk" in m] == [
        "pasted.docx: 1 document(s) embedded in the body (Word altChunk, not a .docx) are not read: their text, "
        "citations and any reference list in them are not checked"]
