"""python-docx cannot write footnotes: copy a saved .docx and add a word/footnotes.xml part, its
content type and its relationship (shared by the docx tests that need footnotes)."""
from __future__ import annotations

import zipfile
from pathlib import Path

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"


def add_footnotes_part(src: Path, dst: Path, footnotes: bytes,
                       body_edit: tuple[bytes, bytes] | None = None) -> Path:
    """Write dst: the package at src plus `footnotes` as word/footnotes.xml; with body_edit=(old, new)
    the first `old` in word/document.xml becomes `new` (e.g. to place a footnote reference)."""
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            data = zin.read(item.filename)
            if item.filename == "[Content_Types].xml":
                data = data.replace(b"</Types>", b'<Override PartName="/word/footnotes.xml" '
                                    b'ContentType="application/vnd.openxmlformats-officedocument.'
                                    b'wordprocessingml.footnotes+xml"/></Types>')
            elif item.filename == "word/_rels/document.xml.rels":
                data = data.replace(b"</Relationships>", b'<Relationship Id="rIdFn1" Type="http://'
                                    b'schemas.openxmlformats.org/officeDocument/2006/relationships/'
                                    b'footnotes" Target="footnotes.xml"/></Relationships>')
            elif item.filename == "word/document.xml" and body_edit is not None:
                data = data.replace(body_edit[0], body_edit[1], 1)
            zout.writestr(item, data)
        zout.writestr("word/footnotes.xml", footnotes)
    return dst
