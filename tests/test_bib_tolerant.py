"""Never drop, never guess silently (issue 20, item 1): every .bib entry bibtexparser refuses or
mis-reads is read tolerantly, with a note, or kept as unreadable — in the state, never looked
up as a fabrication, and named "could not read this entry" in every report that lists entries."""
from __future__ import annotations

import json

import pytest

from refverify.parse.bibliography import bib_entry_to_ref_fields, read_bib_files
from refverify.parse.bibtex_tolerant import read_entry
from refverify.state import Ref
from refverify.state_file import STATE_FILENAME, load_state
from tests.faults_fixtures import BIB_OK, cli, paper, sim_env
from tests.simulators import start_simulators
from tests.simulators.fixtures import planted_world


@pytest.mark.parametrize("raw, fields, notes, guessed", [
    # a field given three times (LLM-written): the first kept, the others named
    ("@article{k, title={T}, doi={10.1/a}, doi={10.1/b}, doi = \"10.1/c\", year=2020}",
     {"title": "T", "doi": "10.1/a", "year": "2020"},
     ["field 'doi' given 3 times: kept the first ('10.1/a'), ignored '10.1/b', '10.1/c'"], set()),
    # one person an author field (an exporter's style): one list of names, in file order
    ("@article{k, author={Quill T. R.}, author={Marsh E.}, author={Oduya P.}, title={T}}",
     {"author": "Quill T. R. and Marsh E. and Oduya P.", "title": "T"},
     ["field 'author' given 3 times with one name each: read as one list of names, in file order"],
     {"author"}),
    # the same name twice is no list: the first kept, the other named
    ("@article{k, author={Quill T. R.}, author={Quill T. R.}, title={T}}",
     {"author": "Quill T. R.", "title": "T"},
     ["field 'author' given 2 times: kept the first ('Quill T. R.'), ignored 'Quill T. R.'"], set()),
    # a repeated list with 'and' is a second list, not one more name: the first kept
    ("@article{k, author={Quill T. and Marsh E.}, author={Oduya P.}, title={T}}",
     {"author": "Quill T. and Marsh E.", "title": "T"},
     ["field 'author' given 2 times: kept the first ('Quill T. and Marsh E.'), ignored 'Oduya P.'"],
     set()),
    # a missing comma between two fields
    ("@article{k, author={A B} title={T}, year={2021}}", {"author": "A B", "title": "T", "year": "2021"},
     ["missing comma after field 'author'"], set()),
    # one field whose braces never close: read up to the next field
    ("@article{k, title={Half {open, year={2021}, journal={J}}",
     {"title": "Half open", "year": "2021", "journal": "J"},
     ["entry not closed (the file ends or the next entry starts inside it)",
      "field 'title': unbalanced braces, read up to the next field"], {"title"}),
    # an entry cut off at the end of the file: what was read whole is kept
    ("@article{k, year = 2019,\n  title = {Cut off here",
     {"year": "2019", "title": "Cut off here"},
     ["entry not closed (the file ends or the next entry starts inside it)",
      "field 'title': unbalanced braces, read up to the end of its line"], {"title"}),
    # parentheses as delimiters, @string macros and # concatenation
    ("@article(k, journal = nejm # { Suppl}, title = {T})", {"journal": "N Engl J Med Suppl", "title": "T"},
     [], set()),
    # junk between fields
    ("@article{k, title={T}, ;;; stray words, year=2020}", {"title": "T", "year": "2020"},
     ["text that is no field skipped: ';;; stray words,'"], set()),
])
def test_tolerant_reader(raw, fields, notes, guessed):
    reading = read_entry(raw, {"NEJM": "N Engl J Med"})
    assert (reading.key, reading.fields, reading.notes, reading.guessed, reading.unreadable) == (
        "k", fields, notes, guessed, "")


@pytest.mark.parametrize("raw, key, cause", [
    ("@article{zz, }", "zz", "no field could be read"),
    ("@ {broken", "", "no '@type{key,' header"),
])
def test_tolerant_reader_says_what_it_could_not_read(raw, key, cause):
    reading = read_entry(raw)
    assert (reading.key, reading.fields, reading.unreadable) == (key, {}, cause)


BROKEN_BIB = r"""@article{lei2021,
  author = {Yunwen Lei, Puyu Wang, Yiming Ying, and Ding-Xuan Zhou},
  title = {Sharper generalization bounds for learning with gradient-dominated objective functions},
  journal = {ICLR}, year = {2021}, doi = {10.48550/arXiv.2007.04185}, doi = {10.48550/arXiv.2007.04185},
  doi = {10.48550/arxiv.2007.04185}}
@article{apa2020, author = {Smith, J., Jones, K., \& Lee, M.}, title = {A study}, year = {2020}}
@article{nocomma2019, author = {Horel, Thibaut} title = {Another study}, year = {2019}}
@article{empty2018, }
"""


def test_no_entry_is_dropped(tmp_path):
    bib = tmp_path / "refs.bib"
    bib.write_text(BROKEN_BIB, encoding="utf-8")
    result = read_bib_files([bib])
    by_key = {e.key: e for e in result.entries}
    assert list(by_key) == ["lei2021", "apa2020", "nocomma2019", "empty2018"]
    lei = by_key["lei2021"]
    assert lei.authors == ["Lei, Yunwen", "Wang, Puyu", "Ying, Yiming", "Zhou, Ding-Xuan"]
    assert lei.arxiv == "2007.04185"
    assert lei.certainty == {"authors": "guessed"}
    assert lei.notes == [
        "read by the tolerant reader (bibtexparser: Duplicate field keys on entry: 'doi')",
        "field 'doi' given 3 times: kept the first ('10.48550/arXiv.2007.04185'), ignored "
        "'10.48550/arXiv.2007.04185', '10.48550/arxiv.2007.04185'",
        "author list written with commas (comma style): read as 4 names"]
    assert by_key["apa2020"].authors == ["Smith, J.", "Jones, K.", "Lee, M."]
    assert by_key["nocomma2019"].authors == ["Horel, Thibaut"]
    assert by_key["nocomma2019"].title == "Another study"
    empty = by_key["empty2018"]
    assert (empty.unreadable, empty.raw, empty.notes) == (
        True, "@article{empty2018, }", ["could not read this entry: no field could be read"])
    assert result.errors[-1] == f"{bib}:8: could not read entry 'empty2018': no field could be read"
    fields = bib_entry_to_ref_fields(empty)
    ref = Ref(ref_id="empty2018", **fields)
    assert (ref.bib.unreadable, ref.existence, ref.existence_note) == (
        True, "unreadable", "could not read this entry: no field could be read")


def test_a_bibliography_of_unreadable_entries_only_is_unreadable(tmp_path):
    bib = tmp_path / "refs.bib"
    bib.write_text("@article{lindqvist2019,\n  title = {Supervised exercise for adults", encoding="utf-8")
    (entry,) = read_bib_files([bib]).entries
    assert (entry.key, entry.unreadable) == ("lindqvist2019", True)
    assert entry.notes == ["could not read this entry: entry not closed (the file ends or the next entry "
                           "starts inside it); field 'title': unbalanced braces, read up to the end of its line"]


UNREADABLE = "@article{ghost2020, }\n"


def test_unreadable_entry_reaches_state_and_reports_never_looked_up(tmp_path):
    sims = start_simulators(planted_world())
    try:
        ms = paper(tmp_path / "p", bib=BIB_OK + "\n" + UNREADABLE,
                   text="Exercise lowered glycated haemoglobin [@lindqvist2019]. "
                        "Fasting reversed retinopathy [@ghost2020].")
        out = tmp_path / "out"
        r = cli(["run", str(ms), "--out", str(out)], sim_env(sims, tmp_path))
        assert r.returncode != 3, r.stderr
        assert "0 REMOVE" in r.stdout
    finally:
        sims.stop()
    state = load_state(out / STATE_FILENAME)
    ghost = state.refs["ghost2020"]
    assert (ghost.bib.unreadable, ghost.existence) == (True, "unreadable")
    assert ghost.existence_note == "could not read this entry: no field could be read"
    assert ghost.sources == {} and ghost.claims
    assert state.meta.fetch.existence == {"triangulated": 1, "unreadable": 1}
    assert state.refs["lindqvist2019"].existence == "triangulated"
    report = (out / "verification_report.md").read_text(encoding="utf-8")
    assert ("`unreadable` — could not read this entry — fix it in the bibliography "
            "(could not read this entry: no field could be read)") in report
    audit = json.loads((out / "CITATION_AUDIT.json").read_text(encoding="utf-8"))
    entry = next(e for e in audit["details"]["per_entry"] if e["key"] == "ghost2020")
    assert entry["verdict"] == "FIX"
    assert entry["note"].startswith("could not read this entry: no field could be read")
    html = (out / "report.html").read_text(encoding="utf-8")
    assert "✗ could not read this entry: no field could be read" in html


JUNK_BIB = """Written by an assistant; paste below.
junk @ here {
@article{a1, title={One}, year=2020}
}
@comment{jabref-meta: databaseType:bibtex;}
stray text @book{b2, title={Two}, year=2001}
@Misc{c3,
  title = {Three},
  year = 2003,
}
@article{d4, title={Four}, year=2004}}
@article{e5, title={Five}, year=2005}
"""


def test_junk_between_entries_loses_none(tmp_path):
    bib = tmp_path / "refs.bib"
    bib.write_text(JUNK_BIB, encoding="utf-8")
    result = read_bib_files([bib])
    assert [(e.key, e.title, e.year) for e in result.entries] == [
        ("a1", "One", 2020), ("b2", "Two", 2001), ("c3", "Three", 2003), ("d4", "Four", 2004),
        ("e5", "Five", 2005)]
    assert result.errors == []


def test_keyless_entry_with_one_name_per_field_reaches_the_state_whole(tmp_path):
    bib = tmp_path / "refs.bib"
    bib.write_text("@article {quill-2019,\n  author = {Quill T. R.},\n  title = {Ledgers},\n"
                   "  year = {2019},\n}\n\n"
                   "@article {,\n  author = {Marsh E.},\n  author = {Oduya P.},\n  year = {2011},\n"
                   "  urldate = {2020-01-01}\n  title = {Spreadsheet Dates Gone Wrong}\n}\n",
                   encoding="utf-8")
    result = read_bib_files([bib])
    assert [(e.key, e.title, e.authors, e.year) for e in result.entries] == [
        ("quill-2019", "Ledgers", ["Quill, T. R."], 2019),
        ("nokey-L7", "Spreadsheet Dates Gone Wrong", ["Marsh, E.", "Oduya, P."], 2011)]
    keyless = result.entries[1]
    assert keyless.certainty == {"authors": "guessed"}
    assert "entry without a key" in keyless.notes
    assert "missing comma after field 'urldate'" in keyless.notes
    assert "field 'author' given 2 times with one name each: read as one list of names, in file order" \
        in keyless.notes
