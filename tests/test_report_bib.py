"""corrected.bib: FIX corrections edited into a copy of the user's text, never the original."""
from __future__ import annotations

from refverify.report import write_reports
from refverify.report.corrected_bib import corrected_text, set_field
from refverify.state import MetadataIssue, Ref
from tests.report_fixture import BIB_TEXT, write_manuscript


def test_original_bib_untouched_and_only_fix_entries_change(tmp_path):
    state = write_manuscript(tmp_path / "ms")
    write_reports(state, tmp_path / "ms" / "out")
    assert (tmp_path / "ms" / "refs.bib").read_text(encoding="utf-8") == BIB_TEXT
    new = (tmp_path / "ms" / "out" / "corrected.bib").read_text(encoding="utf-8")
    removed = [l for l in BIB_TEXT.splitlines() if l not in new.splitlines()]
    added = [l for l in new.splitlines() if l not in BIB_TEXT.splitlines()]
    assert removed == ["  year    = {2015},", "  volume  = {56},"]
    assert added == [
        "% refverify: year 2015 -> 2016 (crossref https://doi.org/10.1000/jah.2016.001)",
        "% refverify: volume 56 -> 58 (crossref https://doi.org/10.1000/jah.2016.001)",
        "  year    = {2016},", "  volume  = {58},",
        "% refverify: RETRACTED (notice 10.1000/hl.2021.retract, crossref): replace the work "
        "or justify citing it"]


def test_no_corrected_bib_under_soft_only(tmp_path):
    state = write_manuscript(tmp_path / "ms")
    paths = write_reports(state, tmp_path / "out", soft_only=True)
    assert not (tmp_path / "out" / "corrected.bib").exists()
    assert all(p.name != "corrected.bib" for p in paths)


def test_field_styles_kept_and_missing_field_added():
    entry = '@article{k,\n  year = 2019,\n  title = "Old {T}itle",\n  pages={1--2}}'
    entry = set_field(entry, "year", "2020")
    entry = set_field(entry, "title", "New {T}itle")
    entry = set_field(entry, "pages", "3--4")
    entry = set_field(entry, "doi", "10.1/x")
    assert entry == ('@article{k,\n  doi = {10.1/x},\n  year = 2020,\n  title = "New {T}itle",'
                     '\n  pages={3--4}}')


def test_uncertain_fields_are_commented_not_applied():
    ref = Ref(ref_id="k", key="k", metadata_issues=[
        MetadataIssue(field="authors", bib="Anonymous", source_value=["Lee, K"], source="dblp",
                      record="https://dblp.example/k", severity="error"),
        MetadataIssue(field="pages", bib="1-2", source_value="1–9", source="crossref",
                      severity="warning"),
        MetadataIssue(field="issue", bib="", source_value="3", source="crossref", severity="info")])
    text, applied = corrected_text("@article{k,\n  pages = {1-2},\n}\n", [ref])
    assert applied == 1
    assert text == ("% refverify: not applied, check by hand: authors Anonymous vs ['Lee, K'] "
                    "(dblp https://dblp.example/k)\n"
                    "% refverify: pages 1-2 -> 1--9 (crossref)\n"
                    "@article{k,\n  pages = {1--9},\n}\n")
