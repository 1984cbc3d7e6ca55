"""The annotated Word copies open in LibreOffice (headless) and keep their comments: each one is
exported as a PDF annotation with its author and text, and the document still renders."""
import subprocess
from pathlib import Path

import docx
import pytest

from refverify.annotate import annotate
from tests.annotate_fixture import build_state
from tests.debian_tools import ensure_tool

# Debian's Writer without the GUI parts (the headless converter of libreoffice-writer).
PACKAGE = "libreoffice-writer-nogui"
PDF_WITH_COMMENTS = 'pdf:writer_pdf_Export:{"ExportNotes":{"type":"boolean","value":"true"}}'


def ensure_soffice() -> str:
    return ensure_tool("soffice", [PACKAGE])


def to_pdf(docx_path: Path, folder: Path) -> Path:
    soffice = ensure_soffice()
    profile = folder / "lo-profile"      # its own profile: no clash with another soffice
    done = subprocess.run([soffice, f"-env:UserInstallation=file://{profile}", "--headless",
                           "--convert-to", PDF_WITH_COMMENTS, "--outdir", str(folder), str(docx_path)],
                          capture_output=True, text=True, timeout=300)
    pdf = folder / (docx_path.stem + ".pdf")
    assert pdf.exists(), done.stdout + done.stderr
    return pdf


def pdf_notes(pdf: Path):
    pymupdf = pytest.importorskip("pymupdf")
    with pymupdf.open(pdf) as document:
        notes = [(a.info["title"].split(",")[0], a.info["content"])
                 for page in document for a in page.annots()]
        text = "".join(page.get_text() for page in document)
    return notes, text


def test_comments_survive_libreoffice(tmp_path):
    _, out = build_state(tmp_path)
    result = annotate(out)
    notes, text = pdf_notes(to_pdf(result.path, tmp_path))
    ours = sorted(c.text for c in docx.Document(str(result.path)).comments if c.author == "refverify")
    assert len(ours) == 8
    assert sorted(content for author, content in notes if author == "refverify") == ours
    assert [content for author, content in notes if author == "Reviewer"] == [
        "Check this against the 2019 update."]
    # it renders: the body, the table and the reference list are on the page
    for words in ("Metformin lowered all-cause mortality", "Admissions fell by a third [5]",
                  "[8] Dubois C. An entry nobody cites."):
        assert words in " ".join(text.split())


@pytest.mark.slow
def test_demo_thesis_copy_renders_with_every_comment(tmp_path):
    from refverify.demo import run_demo
    assert run_demo(tmp_path, which="thesis", progress=False) == 0
    copy = tmp_path / "thesis" / "thesis.refverify.docx"
    notes, text = pdf_notes(to_pdf(copy, tmp_path))
    ours = sorted(c.text for c in docx.Document(str(copy)).comments)
    assert len(ours) == 18
    assert sorted(content for _, content in notes) == ours
    assert "参考文献" in text
