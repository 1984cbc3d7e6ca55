"""The snapshot importers read the real records (../shared/conformance/) as the live providers do:
an OpenAlex work is a line of the works snapshot, a Crossref ``/works`` message an item of the
public data file, an efetch answer a PubMed baseline file, Retraction Watch's CSV itself."""
from __future__ import annotations

import gzip
import hashlib
import html.entities
import json
import re
from pathlib import Path

import pytest

pytest.importorskip("duckdb", reason="the 'index' extra (duckdb, pyarrow) is not installed")

from refverify.index import LocalIndex, build_index
from refverify.index.xml_formats import _entity_refs
from refverify.records import crossref, openalex, pubmed
from tests.test_sources_conformance import ROOT, body, cassette

pytestmark = pytest.mark.skipif(not ROOT.is_dir(), reason=f"conformance recordings not present at {ROOT}")
QUIET = dict(log=lambda m: None)


def _same(a, b):
    """Two records alike in every field Step B reads (the index keeps no article_types order)."""
    a, b = a.model_dump(mode="json"), b.model_dump(mode="json")
    return {k: v for k, v in a.items() if k != "venue"} == {k: v for k, v in b.items() if k != "venue"}


def test_real_records_of_four_sources_read_back_as_the_providers_read_them(tmp_path):
    snap = tmp_path / "snap"
    work = json.loads((ROOT / "openalex" / "W2741809807.json").read_text())
    part = snap / "openalex" / "works" / "updated_date=2025-06-11" / "part_000.gz"
    part.parent.mkdir(parents=True)
    part.write_bytes(gzip.compress((json.dumps(work) + "\n").encode()))
    message = json.loads(body(cassette("crossref/test_works_with_one_id.yaml")[0]))["message"]
    (snap / "crossref").mkdir()
    (snap / "crossref" / "0.json.gz").write_bytes(gzip.compress(json.dumps({"items": [message]}).encode()))
    (snap / "pubmed").mkdir()
    for name, n in (("23657305.xml", 1), ("34843274.xml", 2), ("35649368.xml", 3)):
        (snap / "pubmed" / f"pubmed25n{n:04d}.xml.gz").write_bytes(gzip.compress((ROOT / "pubmed" / name).read_bytes()))
    info = build_index([snap, ROOT / "retractions" / "stub_retractions.csv"], tmp_path / "idx", **QUIET)
    assert info["by_source"] == {"crossref": 1, "openalex": 1, "pubmed": 3}
    assert info["snapshots"]["openalex"]["snapshot"] == "2025-06-11"
    assert info["snapshots"]["pubmed"]["snapshot"] == "2025-07-28"   # the newest DateRevised of the three
    with LocalIndex(tmp_path / "idx") as index:
        (oa,) = [h for h in index.by_doi("10.7717/peerj.4375") if h.source == "openalex"]
        assert _same(oa.work, openalex.parse_work(work)) and oa.url == "https://openalex.org/W2741809807"
        (cr,) = index.by_doi(message["DOI"])
        assert _same(cr.work, crossref.parse_work(message))
        assert [u.kind for u in cr.work.updates] == ["erratum"]
        for name in ("23657305.xml", "34843274.xml", "35649368.xml"):
            (live,) = pubmed.parse_efetch((ROOT / "pubmed" / name).read_bytes())
            (hit,) = index.by_pmid(live.pmid)
            assert _same(hit.work, live), name
        # the Retraction Watch rows whose originals are in the index: none of these three
        assert info["flags"] > 0


def test_retraction_watch_csv_flags_by_doi_and_pmid(tmp_path):
    info = build_index([ROOT / "retractions" / "stub_retractions.csv"], tmp_path / "idx", **QUIET)
    manifest = json.loads((tmp_path / "idx" / "manifest.json").read_text())
    (entry,) = manifest["files"].values()
    assert entry["format"] == "retractionwatch" and info["flags"] == entry["flags"] > 0
    import sqlite3
    con = sqlite3.connect(tmp_path / "idx" / "index.sqlite")
    # the first row of the file: original 10.1155/2022/9172719 (PMID 36035816), notice 10.1155/2023/9756480
    assert con.execute("SELECT kind, notice, date FROM flags WHERE doi = '10.1155/2022/9172719'").fetchall() == [
        ("retracted", "10.1155/2023/9756480", "2023-07-12")]
    assert con.execute("SELECT doi FROM flags WHERE pmid = '36035816'").fetchall() == [("10.1155/2022/9172719",)]


def test_dblp_entities_are_the_characters_its_dtd_declares():
    # dblp.dtd declares the ISO 8879 Latin-1 set (&Agrave; … &yuml;, U+00C0–U+00FF without × ÷)
    # plus &reg; &micro; &times;
    declared = {html.entities.codepoint2name[c]: c for c in range(0xC0, 0x100) if c not in (0xD7, 0xF7)}
    declared.update(reg=0xAE, micro=0xB5, times=0xD7)
    for name, code in declared.items():
        assert _entity_refs(f"&{name};".encode()) == f"&#{code};".encode(), name
    assert _entity_refs(b"&amp; &lt; &unknownthing;") == b"&amp; &lt; &amp;unknownthing;"


SAMPLES = Path(__file__).resolve().parents[1] / "bench" / "corpus" / "index_samples_manifest.json"


def _sample(name: str) -> Path:
    manifest = json.loads(SAMPLES.read_text(encoding="utf-8"))
    path = Path(manifest["root"]) / name
    entry = next(f for f in manifest["files"] if f["id"] == name)
    if not path.is_file() or hashlib.sha256(path.read_bytes()).hexdigest() != entry["sha256"]:
        pytest.skip(f"real sample {path} absent or changed (bench/corpus/index_samples_manifest.json)")
    return path


def test_a_real_dblp_xml_excerpt_with_its_entities(tmp_path):
    info = build_index([_sample("dblp/dblp.xml")], tmp_path / "idx", **QUIET)
    assert info["by_source"] == {"dblp": 131} and info["unread"] == 0
    with LocalIndex(tmp_path / "idx") as index:
        (b,) = index.by_dblp("reference/vision/Beyerer14")
        assert (b.work.title, b.work.doi, b.work.pages, b.work.year, b.work.type) == (
            "Mirrors", "10.1007/978-0-387-31439-6_100", "483-486", 2014, "incollection")
        assert [a.model_dump() for a in b.work.authors] == [{"family": "Beyerer", "given": "Jürgen"}]   # &uuml;
        (s,) = index.by_dblp("reference/vision/SrivastavaPKTA14")
        assert s.work.authors[0].model_dump() == {"family": "Srivastava", "given": "Gaurav"}   # not "… 0004"
        assert len(s.work.authors) == 5
        (c,) = index.by_doi(index.by_dblp("reference/vision/Chaumette14")[0].work.doi)
        assert c.work.authors[0].given == "François"                                            # &ccedil;


def test_every_entity_the_real_dblp_dtd_declares_is_read_as_declared():
    dtd = _sample("dblp/dblp.dtd").read_text(encoding="utf-8", errors="replace")
    declared = dict(re.findall(r'<!ENTITY\s+([A-Za-z][A-Za-z0-9]*)\s+"&#(\d+);"', dtd))
    assert len(declared) >= 60
    for name, code in declared.items():
        assert _entity_refs(f"&{name};".encode()) == f"&#{code};".encode(), name


def test_an_index_of_retraction_notices_alone_opens_and_answers(tmp_path):
    # a Retraction Watch CSV alone makes an index without works (and without a title dictionary)
    build_index([ROOT / "retractions" / "stub_retractions.csv"], tmp_path / "idx", **QUIET)
    with LocalIndex(tmp_path / "idx") as index:
        assert index.by_doi("10.1155/2022/9172719") == []
        assert index.by_title("The Feature Recognition of Motor Noise Based on the Improved EEMD Model") == []


MEDLINE_2016 = b"""<?xml version="1.0" encoding="UTF-8"?>
<MedlineCitationSet>
<MedlineCitation Owner="NLM" Status="MEDLINE">
<PMID Version="1">11111111</PMID>
<DateRevised><Year>2015</Year><Month>12</Month><Day>26</Day></DateRevised>
<Article PubModel="Print">
<Journal><JournalIssue CitedMedium="Print"><Volume>7</Volume><Issue>2</Issue>
<PubDate><Year>2007</Year></PubDate></JournalIssue><Title>A journal of tests</Title></Journal>
<ArticleTitle>Old layout records read as articles.</ArticleTitle>
<Pagination><MedlinePgn>10-9</MedlinePgn></Pagination>
<ELocationID EIdType="doi" ValidYN="Y">10.5555/old.layout</ELocationID>
<AuthorList><Author><LastName>Okafor</LastName><ForeName>Ada</ForeName></Author></AuthorList>
<PublicationTypeList><PublicationType>Journal Article</PublicationType></PublicationTypeList>
</Article>
</MedlineCitation>
<DeleteCitation><PMID Version="1">22222222</PMID></DeleteCitation>
</MedlineCitationSet>
"""


def test_medline_files_before_2017_are_read_citation_by_citation(tmp_path):
    # the MEDLINE layout of 2016 and before: MedlineCitationSet of bare MedlineCitation records
    path = tmp_path / "medline16n0001.xml.gz"
    path.write_bytes(gzip.compress(MEDLINE_2016))
    info = build_index([path], tmp_path / "idx", **QUIET)
    assert info["by_source"] == {"pubmed": 1} and info["unread"] == 0
    with LocalIndex(tmp_path / "idx") as index:
        (hit,) = index.by_pmid("11111111")
        w = hit.work
        assert (w.title, w.year, w.journal, w.volume, w.issue, w.pages, w.doi) == (
            "Old layout records read as articles.", 2007, "A journal of tests", "7", "2", "10-9", "10.5555/old.layout")
        assert [a.model_dump() for a in w.authors] == [{"family": "Okafor", "given": "Ada"}]
        assert hit.snapshot == "2015-12-26"


def test_a_real_medline_2016_file_every_citation_read(tmp_path):
    info = build_index([_sample("pubmed/medline16n0902.xml.gz")], tmp_path / "idx", **QUIET)
    assert info["by_source"] == {"pubmed": 604} and info["unread"] == 0
    with LocalIndex(tmp_path / "idx") as index:
        (hit,) = index.by_pmid("17942999")
        assert hit.work.title.startswith("Neuroplasticity in the processing of pitch dimensions")
        assert [a.family for a in hit.work.authors] == ["Chandrasekaran", "Gandour", "Krishnan"]
        assert (hit.work.year, hit.work.volume, hit.work.pages) == (2007, "25", "195-210")


def test_a_real_arxiv_metadata_snapshot_head(tmp_path):
    info = build_index([_sample("arxiv/arxiv-metadata-oai-snapshot.json")], tmp_path / "idx", **QUIET)
    assert info["by_source"] == {"arxiv": 200} and info["unread"] == 0
    with LocalIndex(tmp_path / "idx") as index:
        (hit,) = index.by_arxiv("0704.0001")
        w = hit.work
        assert w.title == "Calculation of prompt diphoton production cross sections at Tevatron and LHC energies"
        assert [a.model_dump() for a in w.authors] == [
            {"family": "Balázs", "given": "C."}, {"family": "Berger", "given": "E. L."},
            {"family": "Nadolsky", "given": "P. M."}, {"family": "Yuan", "given": "C. -P."}]
        assert (w.year, w.doi, w.journal_ref) == (2007, "10.1103/physrevd.76.013009", "Phys.Rev.D76:013009,2007")


@pytest.mark.parametrize("name", ["dblp/dblp.xml", "arxiv/arxiv-metadata-oai-snapshot.json",
                                  "pubmed/medline16n0902.xml.gz", "pubmed/test_current_medline.xml.gz",
                                  "pubmed/pubmed-29768149.xml"])
def test_every_record_of_each_real_sample_reads_back(name):
    from bench.index_samples import check_file
    path = _sample(name)
    expected = {"dblp/dblp.xml": 131, "arxiv/arxiv-metadata-oai-snapshot.json": 200,
                "pubmed/medline16n0902.xml.gz": 604, "pubmed/test_current_medline.xml.gz": 4,
                "pubmed/pubmed-29768149.xml": 1}[name]
    r = check_file(path)
    assert (r["records"], r["read"], r["failed"], r["failures"]) == (expected, expected, 0, [])


def test_every_record_of_the_conformance_recordings_reads_back_from_snapshot_files(tmp_path):
    from bench.index_samples import check_file, conformance_samples
    got = {Path(p).name: (lambda r: (r["format"], r["records"], r["read"], r["failed"]))(check_file(p))
           for _, p in conformance_samples(tmp_path)}
    assert got == {"0.json.gz": ("crossref", 79, 79, 0), "part_000.gz": ("openalex", 1, 1, 0),
                   "stub_retractions.csv": ("retractionwatch", 20, 20, 0)}
