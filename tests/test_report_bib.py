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


HOSTILE_BIB = ('@article{k,\n  title = {Old title},\n  year = 2019,\n  volume = "5",\n'
               '  pages = {1--2},\n}\n\n@book{other,\n  title = {Kept},\n}\n')


def _hostile_ref() -> Ref:
    def issue(field, value, bib):
        return MetadataIssue(field=field, bib=bib, source_value=value, source="crossref",
                             record="https://api.crossref.org/works/10.1/x\n@misc{rec,", severity="error")
    return Ref(ref_id="k", key="k", metadata_issues=[
        issue("volume", '5}, note = {owned', "5"),
        issue("pages", "3--4\n@misc{evil,\n  title = {injected}", "1--2"),
        issue("title", "New \"title\" with 50% & \\input{/etc/passwd} ~ $x_1^2$ #1", "Old title"),
        issue("year", "2020, note = {x}", "2019"),
        issue("doi", "10.1/a b}\n@misc{d,", "")])


def test_hostile_source_values_add_no_field_and_no_entry():
    """Issue 22, item 9: a record's volume / pages / title carrying ``}, note = {…}`` or
    ``\\n@misc{evil,`` changes only the value it corrects."""
    import bibtexparser
    text, applied = corrected_text(HOSTILE_BIB, [_hostile_ref()])
    assert applied == 5
    library = bibtexparser.parse_string(text)
    assert [e.key for e in library.entries] == ["k", "other"]
    assert not library.failed_blocks
    fields = {f.key: f.value for f in library.entries[0].fields}
    assert fields == {
        "doi": "10.1/ab@miscd,",
        "title": 'New "title" with 50\\% \\& \\textbackslash{}input/etc/passwd \\~{} \\$x\\_1\\^{}2\\$ \\#1',
        "year": "2020, note = x",
        "volume": "5, note = owned",
        "pages": "3--4 @miscevil, title = injected"}
    assert text.count("\n@") == 2        # the two entries; the values' '@' sit inside braces
    comments = [line for line in text.splitlines() if line.startswith("%")]
    assert comments[1] == ("% refverify: pages 1--2 -> 3--4 (at)misc{evil, title = {injected} "
                           "(crossref https://api.crossref.org/works/10.1/x (at)misc{rec,)")
    assert all(line.startswith(("%", "@", "  ", "}")) or not line for line in text.splitlines())


def test_a_quoted_or_bare_value_keeps_its_delimiters_safe():
    entry = '@article{k,\n  volume = "5",\n  year = 2019,\n}'
    entry = set_field(entry, "volume", 'a "b"')
    entry = set_field(entry, "year", "2020, note = x")
    assert entry == '@article{k,\n  volume = "a {"}b{"}",\n  year = {2020, note = x},\n}'


def test_no_corrected_bib_from_a_ris_or_csl_json_bibliography(tmp_path):
    """corrected.bib edits a copy of BibTeX text; a RIS or CSL-JSON library is not rewritten
    as a .bib (its FIX corrections stay in the reports)."""
    for name, text in (("refs.ris", "TY  - JOUR\nTI  - A title\nPY  - 2015\nER  - \n"),
                       ("refs.json", '[{"id": "k", "title": "A title"}]')):
        folder = tmp_path / name.replace(".", "_")
        state = write_manuscript(folder)
        (folder / name).write_text(text, encoding="utf-8")
        state.meta.bib_files = [name]
        for ref in state.refs.values():
            if ref.bib.file:
                ref.bib.file = name
        paths = write_reports(state, folder / "out")
        assert not list((folder / "out").glob("corrected*.bib"))
        assert all(not p.name.endswith(".bib") for p in paths)
        assert (folder / "out" / "CITATION_AUDIT.json").is_file()
