"""A small English Word manuscript with the places citations hide in (one run, a marker split
over runs, a reference-manager field, a tracked insertion, a superscript number, a table, a
footnote, text next to an existing reviewer comment) and a state carrying one finding of each
kind, set by hand (no network)."""
from __future__ import annotations

from pathlib import Path

import docx
from lxml import etree

from refverify.parse.pipeline import parse_manuscript
from refverify.state import Judgment, MetadataIssue, SourceResult
from refverify.state_file import save_state
from tests.docx_footnotes import W_NS, add_footnotes_part

SUP = '<w:rPr><w:vertAlign w:val="superscript"/></w:rPr>'
BOLD = "<w:rPr><w:b/></w:rPr>"


def _r(text, rpr=""):
    return f'<w:r>{rpr}<w:t xml:space="preserve">{text}</w:t></w:r>'


def _field(result):
    return ('<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve">'
            ' ADDIN ZOTERO_ITEM CSL_CITATION {"citationID":"z1"} </w:instrText></w:r>'
            '<w:r><w:fldChar w:fldCharType="separate"/></w:r>' + _r(result)
            + '<w:r><w:fldChar w:fldCharType="end"/></w:r>')


PARAGRAPHS = [
    _r("Metformin lowered all-cause mortality by 36% in overweight patients [1]."),
    _r("Glucose control improved with the newer agents ") + _field("[2]") + _r("."),
    _r("Body weight fell by 8% ") + _r("[") + _r("3", BOLD) + _r("]") + _r(" within one year."),
    _r("Details of the assay are given in the note.")
    + '<w:r><w:rPr><w:vertAlign w:val="superscript"/></w:rPr><w:footnoteReference w:id="1"/></w:r>',
    _r("Admissions for heart failure fell by a third ")
    + '<w:ins w:id="901" w:author="Co-author" w:date="2026-01-05T09:00:00Z">' + _r("[5]") + "</w:ins>"
    + _r("."),
    _r("Renal outcomes improved in the same trials") + _r("6", SUP) + _r("."),
    _r("Earlier cohort work reported a smaller effect [7]."),
]
REFERENCES = [
    "[1] Smith J, Brown A. Metformin and mortality in overweight adults. J Clin Med. 2019;8(2):101-109.",
    "[2] Lee K, Park S. Glucose control with newer agents. Diabetes Care. 2015;38(4):600-607.",
    "[3] Garcia M. Weight change over one year of treatment. Obesity. 2018;26(1):40-48.",
    "[4] Chen L. An assay for glycated haemoglobin. Clin Chem. 2017;63(5):900-908.",
    "[5] Novak P. Heart failure admissions in a registry. Eur Heart J. 2020;41(9):950-958.",
    "[6] Ito T. Renal outcomes of glucose lowering. Kidney Int. 2016;90(3):500-510.",
    "[7] Rossi F. A cohort of treated adults. BMJ. 2014;349:g5000.",
    "[8] Dubois C. An entry nobody cites. Lancet. 2012;380(9841):1000-1008.",
]
FOOTNOTE = "As measured with the method of the earlier assay study [4]."


def build_docx(path: Path) -> Path:
    d = docx.Document()
    d.add_heading("Introduction", level=1)
    body = d.element.body
    sect = body[-1]
    for xml in PARAGRAPHS:
        sect.addprevious(etree.fromstring(f'<w:p xmlns:w="{W_NS}">{xml}</w:p>'))
    table = d.add_table(rows=1, cols=2)
    table.cell(0, 0).text = "Registry"
    table.cell(0, 1).text = "Admissions fell by a third [5]"
    reviewer = [p for p in d.paragraphs if p.text.startswith("Earlier cohort")][0]
    d.add_comment(reviewer.runs[0], text="Check this against the 2019 update.", author="Reviewer",
                  initials="RV")
    d.add_heading("References", level=1)
    for line in REFERENCES:
        d.add_paragraph(line)
    plain = path.with_suffix(".plain.docx")
    d.save(plain)
    _add_footnote(plain, path)
    plain.unlink()
    return path


def _add_footnote(src: Path, dst: Path) -> None:
    footnotes = (f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:footnotes xmlns:w="{W_NS}">'
                 '<w:footnote w:type="separator" w:id="-1"><w:p><w:r><w:separator/></w:r></w:p></w:footnote>'
                 '<w:footnote w:type="continuationSeparator" w:id="0"><w:p><w:r><w:continuationSeparator/>'
                 '</w:r></w:p></w:footnote>'
                 f'<w:footnote w:id="1"><w:p>{_r(FOOTNOTE)}</w:p></w:footnote></w:footnotes>').encode()
    add_footnotes_part(src, dst, footnotes)


def _judgment(claim_id, verdict, *, reasoning="", anchor="", confidence="confirmed", **extra):
    return Judgment(claim_id=claim_id, verdict=verdict, reasoning=reasoning, anchor_quote=anchor,
                    confidence=confidence, judge="llm", model="test-model", **extra)


def build_state(folder: Path):
    """Parse the manuscript and set one finding of each kind by hand; save the state."""
    manuscript = build_docx(folder / "paper.docx")
    state = parse_manuscript(manuscript)
    refs = state.refs
    for ref in refs.values():
        ref.existence = "triangulated"
        ref.judgments = [_judgment(c.claim_id, "PASS", reasoning="Supported.",
                                   anchor="The cohort showed the effect.") for c in ref.claims]
    refs["1"].existence = "not_found"
    refs["1"].sources = {"pubmed": SourceResult(), "crossref": SourceResult()}
    refs["1"].judgments = []
    refs["2"].metadata_issues = [MetadataIssue(field="year", bib=2015, source_value=2016, source="pubmed",
                                               record="https://pubmed.ncbi.nlm.nih.gov/26000001/",
                                               severity="error")]
    refs["3"].judgments = [_judgment("C003_001", "PARTIAL-A", reasoning="Partly supported.",
                                     anchor="Weight fell by 8.1% at one year.", numeric_check="NUM_MISS",
                                     numeric_details=[{"claim": "8%", "found": False, "source": "8.1%"}])]
    refs["4"].judgments = [_judgment("C004_001", "FAIL", reasoning="Off topic: the study is about an assay.")]
    refs["5"].retraction = {"kind": "retracted", "notice": "10.1000/retraction.5", "source": "pubmed"}
    refs["7"].judgments = [_judgment("C007_001", "FAIL", reasoning="Overstated.", anchor="A smaller effect.",
                                     cross_validated=True, cv_verdict="PASS", conflict=True,
                                     resolution={"verdict": "PASS", "note": "checked the full text",
                                                 "who": "alice", "when": "2026-01-02T10:00:00+00:00"})]
    state.meta.updated = "2026-01-03T08:00:00+00:00"
    state.mark_step("C")
    state.meta.updated = "2026-01-03T08:00:00+00:00"
    save_state(state, folder / "out")
    return manuscript, folder / "out"


# The notes the annotated copy must carry: (part, anchor text, comment text).
EXPECTED_NOTES = [
    ("document", "[1]", "FAIL · REMOVE — [1] not found in PubMed, CrossRef: provide the PDF or DOI, "
                        "or delete the citation"),
    ("document", "[2]", "FIX — [2] year 2015 → 2016 (PubMed 26000001)"),
    ("document", "[3]", "PARTIAL-A — [3] supports only part of this sentence: Partly supported.; the "
                        "source reports 8.1%, the sentence says 8%; anchor: “Weight fell by 8.1% at one year.”"),
    # on the footnote's mark in the text (LibreOffice does not open comments inside footnotes)
    ("document", "", "FAIL · REPLACE — in the footnote: [4] does not support this sentence: Off topic: "
                     "the study is about an assay."),
    ("document", "[5]", "REPLACE — [5] was retracted (notice 10.1000/retraction.5, PubMed): replace it, "
                        "or say why it is still cited"),
    ("document", "[5]", "REPLACE — [5] was retracted (notice 10.1000/retraction.5, PubMed): replace it, "
                        "or say why it is still cited"),
    ("document", "[7]", "PASS (decided) — [7] decided by alice (2026-01-02 10:00): PASS: checked the full "
                        "text; anchor: “A smaller effect.”"),
    ("document", "[8]", "UNCITED — [8] is in the reference list but never cited: cite it or remove it"),
]
