"""The local index: importing each real snapshot format, updates with deletions, resuming, lookups."""
from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

pytest.importorskip("duckdb", reason="the 'index' extra (duckdb, pyarrow) is not installed")

from bench.index_synth import (crossref_item, openalex_work, pubmed_article, PUBMED_HEAD, write_retractions,
                               write_snapshots)
from refverify.errors import RefverifyError
from refverify.index import LocalIndex, build_index, index_info
from refverify.index import build as build_module
from tests.index_fixtures import WORKS, work

QUIET = dict(log=lambda m: None)


@pytest.fixture
def built(tmp_path):
    write_snapshots(WORKS, tmp_path / "snap", date="2026-11-01", per_file=2)
    write_retractions([WORKS[3]], tmp_path / "snap" / "rw" / "retraction_watch_2026-11-20.csv")
    info = build_index([tmp_path / "snap"], tmp_path / "idx", **QUIET)
    with LocalIndex(tmp_path / "idx") as index:
        yield info, index


def test_every_format_is_imported_with_its_snapshot_date(built):
    info, _ = built
    # OpenAlex: all 5; Crossref: the 4 with a DOI; PubMed: the 4 with a PMID; DBLP and arXiv: work 3
    assert info["by_source"] == {"arxiv": 1, "crossref": 4, "dblp": 1, "openalex": 5, "pubmed": 4}
    assert info["works"] == 15 and info["flags"] == 1 and info["unread"] == 0
    assert {s: v["snapshot"] for s, v in info["snapshots"].items()} == {
        "arxiv": "2026-11-01", "crossref": "2026-11-01", "dblp": "2026-11-01", "openalex": "2026-11-01",
        "pubmed": "2026-11-01", "retractionwatch": "2026-11-20"}
    assert info["snapshots"]["openalex"]["files"] == 3     # part_000 … part_002 of 2 works each


def test_lookup_by_doi_pmid_arxiv_and_dblp_key(built):
    _, index = built
    hits = index.by_doi("https://doi.org/10.5555/IDX.2")
    assert [(h.source, h.snapshot) for h in hits] == [("crossref", "2026-11-01"), ("openalex", "2026-11-01"),
                                                       ("pubmed", "2026-11-01")]
    crossref, openalex, pubmed = (h.work for h in hits)
    assert openalex.title == crossref.title == "A randomized trial of walking breaks for office workers"
    assert pubmed.title == "A randomized trial of walking breaks for office workers."   # as MEDLINE writes it
    assert [a.model_dump() for a in crossref.authors] == [{"family": "Okafor", "given": "Ngozi"},
                                                          {"family": "Lindqvist", "given": "Per"}]
    assert (pubmed.year, pubmed.journal, pubmed.volume, pubmed.issue, pubmed.pages) == (
        2019, "Journal of Invented Results", "12", "3", "102-112")
    assert pubmed.abstract == "We describe finding number 2 in plain words for the index tests."
    assert hits[1].url == "https://openalex.org/W2" and hits[2].url == "https://pubmed.ncbi.nlm.nih.gov/31000002/"
    assert [h.source for h in index.by_pmid("PMID: 31000005")] == ["openalex", "pubmed"]
    arx = index.by_arxiv("arXiv:2101.00003v2")
    assert [(h.source, h.work.arxiv, h.work.doi) for h in arx] == [("arxiv", "2101.00003", "10.5555/idx.3"),
                                                                  ("dblp", "2101.00003", "10.5555/idx.3")]
    (d,) = index.by_dblp("journals/corr/abs-2101-00003")
    # DBLP's HTML entities (&uuml; &Oslash;) read back as the letters
    assert [a.model_dump() for a in d.work.authors] == [{"family": "Müller", "given": "Jürgen"},
                                                        {"family": "Ødegaard", "given": "Siri"}]
    assert d.work.is_preprint and d.work.journal == "CoRR"
    assert index.by_doi("10.5555/idx.99") == [] and index.by_pmid("") == []


def test_retraction_watch_notice_is_attached_to_every_source(built):
    _, index = built
    hits = index.by_doi("10.5555/idx.4")
    assert {h.source for h in hits} == {"openalex", "crossref", "pubmed"}
    assert all([u.model_dump() for u in h.work.updates] == [{"kind": "retracted", "notice": "10.9999/retraction.1"}]
               for h in hits)
    assert all(h.work.updates == [] for h in index.by_doi("10.5555/idx.1"))


def test_title_search_finds_a_misspelt_shortened_title_first(built):
    _, index = built
    hits = index.by_title("Coffe consumption and liver enzymes: a cohort")
    assert hits[0].work.doi == "10.5555/idx.4" and hits[0].score == 0.8462
    exact = index.by_title("SLEEP DURATION AND BLOOD PRESSURE IN NIGHT SHIFT NURSES.")
    assert {(h.source, h.work.doi, h.score) for h in exact[:3]} == {
        (s, "10.5555/idx.1", 1.0) for s in ("openalex", "crossref", "pubmed")}
    # a Chinese title (no spaces) is found by its character pairs
    zh = index.by_title("新冠肺炎患者睡眠质量调查")
    assert zh[0].work.pmid == "31000005" and zh[0].score >= 0.9
    assert index.by_title("") == []


def test_update_applies_revisions_and_deletions_in_order(tmp_path):
    snap = tmp_path / "snap"
    write_snapshots(WORKS[:4], snap, date="2026-10-01", sources=("openalex", "pubmed"))
    build_index([snap], tmp_path / "idx", **QUIET)
    # PubMed's daily update: a revised record of work 1, DeleteCitation of work 2
    revised = work(1, "Sleep duration and blood pressure in night-shift nurses: corrected", year=2020)
    update = tmp_path / "upd" / "pubmed26n1400.xml.gz"
    update.parent.mkdir(parents=True)
    with gzip.open(update, "wt", encoding="utf-8") as f:
        f.write(PUBMED_HEAD + pubmed_article(revised, "2026-11-15")
                + "<DeleteCitation><PMID Version=\"1\">31000002</PMID></DeleteCitation></PubmedArticleSet>\n")
    # OpenAlex: a newer partition changes work 4; merged_ids withdraws W1
    part = tmp_path / "upd" / "openalex" / "works" / "updated_date=2026-11-16" / "part_000.gz"
    part.parent.mkdir(parents=True)
    with gzip.open(part, "wt", encoding="utf-8") as f:
        f.write(json.dumps(openalex_work(work(4, "Coffee consumption and liver enzymes (2nd version)"), 4,
                                         "2026-11-16")) + "\n")
    merged = tmp_path / "upd" / "openalex" / "merged_ids" / "works" / "2026-11-16.csv.gz"
    merged.parent.mkdir(parents=True)
    with gzip.open(merged, "wt", encoding="utf-8") as f:
        f.write("merge_date,id,merge_into_id\n2026-11-16,W1,W4\n")
    info = build_index([tmp_path / "upd"], tmp_path / "idx", update=True, **QUIET)
    assert len(info["imported"]) == 3
    with LocalIndex(tmp_path / "idx") as index:
        (pm,) = [h for h in index.by_pmid("31000001") if h.source == "pubmed"]
        assert (pm.work.title, pm.work.year, pm.snapshot) == (revised["title"] + ".", 2020, "2026-11-15")
        assert [h.source for h in index.by_pmid("31000002")] == ["openalex"]       # deleted from PubMed
        assert [h.source for h in index.by_doi("10.5555/idx.1")] == ["pubmed"]     # W1 merged away
        (oa,) = [h for h in index.by_doi("10.5555/idx.4") if h.source == "openalex"]
        assert oa.work.title == "Coffee consumption and liver enzymes (2nd version)"
        assert index.snapshots == {"openalex": "2026-11-16", "pubmed": "2026-11-15"}
    again = build_index([snap, tmp_path / "upd"], tmp_path / "idx", update=True, **QUIET)
    assert again["imported"] == [] and len(again["skipped"]) == 5


def test_an_interrupted_build_resumes_with_the_files_not_done(tmp_path, monkeypatch):
    write_snapshots(WORKS, tmp_path / "snap", sources=("crossref",), per_file=2)
    real = build_module.import_file
    calls = []

    def stop_on_second(path, *a, **k):
        calls.append(path.name)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(path, *a, **k)
    monkeypatch.setattr(build_module, "import_file", stop_on_second)
    with pytest.raises(KeyboardInterrupt):
        build_index([tmp_path / "snap"], tmp_path / "idx", **QUIET)
    monkeypatch.setattr(build_module, "import_file", real)
    info = build_index([tmp_path / "snap"], tmp_path / "idx", **QUIET)
    assert [Path(p).name for p in info["imported"]] == ["1.json.gz"] and len(info["skipped"]) == 1
    assert info["by_source"] == {"crossref": 4}


def test_unreadable_records_are_counted_and_named_never_dropped_silently(tmp_path):
    part = tmp_path / "works" / "updated_date=2026-11-01" / "part_000.gz"
    part.parent.mkdir(parents=True)
    with gzip.open(part, "wt", encoding="utf-8") as f:
        f.write(json.dumps(openalex_work(WORKS[0], 1, "2026-11-01")) + "\n{not json\n"
                + json.dumps({"title": "no id here", "authorships": []}) + "\n")
    info = build_index([tmp_path / "works"], tmp_path / "idx", **QUIET)
    assert info["works"] == 1 and info["unread"] == 2
    entry = json.loads((tmp_path / "idx" / "manifest.json").read_text())["files"][str(part.resolve())]
    assert entry["unread_examples"][0].startswith("part_000.gz line 2: invalid JSON")
    assert entry["unread_examples"][1] == "part_000.gz line 3: an OpenAlex work without an id"


def test_bad_input_is_one_line_naming_the_file(tmp_path):
    odd = tmp_path / "notes.csv"
    odd.write_text("a,b\n1,2\n")
    with pytest.raises(RefverifyError, match=r"notes\.csv: not a snapshot format refverify reads"):
        build_index([odd], tmp_path / "idx", **QUIET)
    broken = tmp_path / "pubmed26n0001.xml.gz"
    broken.write_bytes(gzip.compress(b"<PubmedArticleSet><PubmedArticle><MedlineCitation>"))
    with pytest.raises(RefverifyError, match=r"pubmed26n0001\.xml\.gz: unreadable PubMed XML"):
        build_index([broken], tmp_path / "idx", **QUIET)
    # in a folder, a file of another kind is named in the manifest and the summary, the rest imported
    write_snapshots(WORKS[:1], tmp_path / "mixed", sources=("crossref",))
    (tmp_path / "mixed" / "authors_part.gz").write_bytes(gzip.compress(b'{"id": "https://openalex.org/A1"}\n'))
    info = build_index([tmp_path / "mixed"], tmp_path / "idx2", **QUIET)
    assert info["works"] == 1 and info["not_imported"] == [str((tmp_path / "mixed" / "authors_part.gz").resolve())]
    with pytest.raises(RefverifyError, match=r"no index to update"):
        build_index([odd], tmp_path / "none", update=True, **QUIET)
    with pytest.raises(RefverifyError, match=r"not a refverify index"):
        LocalIndex(tmp_path / "none")
    with pytest.raises(RefverifyError, match=r"not a refverify index"):
        index_info(tmp_path / "none")


def test_crossref_items_and_a_snapshot_date_from_the_records(tmp_path):
    # no date in the path: the newest record's 'indexed' date is the snapshot's
    path = tmp_path / "0.json.gz"
    items = [crossref_item(WORKS[0], "2026-09-30"), crossref_item(WORKS[1], "2026-10-02")]
    path.write_bytes(gzip.compress(json.dumps({"items": items}).encode()))
    info = build_index([path], tmp_path / "idx", **QUIET)
    assert info["snapshots"] == {"crossref": {"snapshot": "2026-10-02", "files": 1}}
    entry = json.loads((tmp_path / "idx" / "manifest.json").read_text())["files"][str(path.resolve())]
    assert entry["snapshot_from"] == "newest record's date"


def test_command_line_build_info_and_a_bad_folder(tmp_path, capsys):
    from refverify.cli import main
    write_snapshots(WORKS[:2], tmp_path / "snap", sources=("crossref",))
    assert main(["index", "build", str(tmp_path / "snap"), "--index", str(tmp_path / "idx"), "--quiet"]) == 0
    out = capsys.readouterr().out
    assert f"index {tmp_path / 'idx'}: 1 files imported, 0 already done" in out
    assert "2 works (Crossref 2), 0 retraction notices, 1 files, 0 records unread" in out
    assert "  Crossref snapshot 2026-11-01 (1 files)" in out
    assert main(["index", "info", "--index", str(tmp_path / "idx"), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["by_source"] == {"crossref": 2}
    assert main(["index", "info", "--index", str(tmp_path / "none")]) == 3
    assert capsys.readouterr().err.strip() == (f"refverify: error: {tmp_path / 'none'}: not a refverify index "
                                               "(no manifest.json)")
