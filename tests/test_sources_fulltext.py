"""PDFs supplied by the user: matched to references by DOI, else by title; key sections kept."""
from __future__ import annotations

import pytest

from refverify.errors import RefverifyError
from refverify.sources.fulltext import attach_pdfs, key_sections, pdf_text
from refverify.state import Ref, State

pymupdf = pytest.importorskip("pymupdf", reason="pymupdf (the optional PDF extra) is not installed")


def make_pdf(path, lines):
    doc = pymupdf.open()
    page = doc.new_page()
    y = 60
    for ln in lines:
        page.insert_text((50, y), ln, fontsize=10)
        y += 14
    doc.save(str(path))


def state():
    s = State()
    s.refs = {
        "1": Ref(ref_id="1", bib_title="Supervised exercise for adults with type 2 diabetes", bib_doi="10.1000/abc.1",
                 fulltext_required_stepB=True),
        "2": Ref(ref_id="2", bib_title="Hip fracture surgery within 24 hours and one-year mortality",
                 fulltext_required_stepB=True),
        "3": Ref(ref_id="3", bib_title="Something nobody supplied", fulltext_required_stepB=True),
    }
    return s


def test_pdfs_matched_by_doi_then_title(tmp_path):
    make_pdf(tmp_path / "a.pdf", ["A title that differs from the bibliography", "https://doi.org/10.1000/ABC.1",
                                  "Abstract", "We trained adults.", "Results", "HbA1c fell by 0.6 points.",
                                  "References", "[1] Someone else."])
    make_pdf(tmp_path / "b.pdf", ["Hip fracture surgery within 24 hours", "and one-year mortality",
                                  "Introduction", "Hip fractures are common.", "Conclusion", "Early surgery helps."])
    make_pdf(tmp_path / "c.pdf", ["An unrelated paper", "Abstract", "Nothing to see."])
    s = state()
    assert attach_pdfs(s, tmp_path) == {"1": str(tmp_path / "a.pdf"), "2": str(tmp_path / "b.pdf")}
    r1, r2, r3 = s.refs["1"], s.refs["2"], s.refs["3"]
    assert r1.record.abstract == "ABSTRACT: We trained adults. RESULTS: HbA1c fell by 0.6 points."
    assert r1.abstract_source == "full_text_pdf" and r1.fulltext_required_stepB is False
    assert r2.record.abstract == "CONCLUSIONS: Early surgery helps."
    assert r3.fulltext_pdf == "" and r3.fulltext_required_stepB is True


def test_text_and_errors(tmp_path):
    make_pdf(tmp_path / "x.pdf", ["Line one", "Line two"])
    assert pdf_text(tmp_path / "x.pdf").split() == ["Line", "one", "Line", "two"]
    (tmp_path / "bad.pdf").write_bytes(b"not a pdf")
    with pytest.raises(RefverifyError, match="bad.pdf: cannot read PDF"):
        pdf_text(tmp_path / "bad.pdf")
    with pytest.raises(RefverifyError, match="PDF folder not found"):
        attach_pdfs(state(), tmp_path / "missing")


def test_key_sections_without_headings_keeps_the_start():
    assert key_sections("just some words here") == "just some words here"
