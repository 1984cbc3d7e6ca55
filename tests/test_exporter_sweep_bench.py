"""bench/exporter_sweep.py writes each real work as an exporter does without changing a fact: read
back by refverify's own .bib reader, every variant keeps the work's title words, first author,
year (arXiv's: its id's), DOI and arXiv id. Two records in the world's format, written here."""
from __future__ import annotations

import re

import pytest

from bench.exporter_sweep import EXPORTERS, WRITERS, write_bib
from refverify.core.compare_text import normalize_text
from refverify.parse.bibliography import read_bib_files

PUBLISHED = {
    "id": "hm-t1", "title": "Sparse Lattice Routing for Streaming Graph Learners", "year": 2022,
    "authors": [{"given": "Wei", "family": "Chen", "dblp_suffix": "0002"}, {"given": "Jörg", "family": "Müller"},
                {"given": "Ana María", "family": "de la Cruz"}],
    "venue": "IEEE/CVF Conference on Computer Vision and Pattern Recognition", "venue_short": "CVPR",
    "venue_s2": "Computer Vision and Pattern Recognition",
    "container_title": "2022 IEEE/CVF Conference on Computer Vision and Pattern Recognition (CVPR)",
    "venue_type": "conference", "publisher": "IEEE", "doi": "10.1109/cvpr52688.2022.09999", "arxiv_id": "2111.00042",
    "pages": "100-110", "indexed_by": ["arxiv", "crossref", "dblp", "openalex", "s2"]}
JOURNAL = {
    "id": "hm-t2", "title": "Calibrated Forecasts Don&apos;t Need Warmup", "year": 2023,
    "authors": [{"given": "Lena", "family": "Hofmann"}, {"given": "Raj", "family": "Iyer"}],
    "venue": "Journal of Machine Learning Research", "venue_short": "J. Mach. Learn. Res.", "venue_type": "journal",
    "volume": "24", "pages": "35:1-35:20", "url": "https://jmlr.org/papers/v24/22-0001.html",
    "indexed_by": ["dblp", "openalex", "s2"]}


def _read(tmp_path, exporter, works):
    text, keys = write_bib(exporter, works)
    path = tmp_path / f"{exporter}.bib"
    path.write_text(text, encoding="utf-8")
    result = read_bib_files([path])
    assert result.errors == [] and sorted(e.key for e in result.entries) == sorted(keys)
    return {keys[e.key]: e for e in result.entries}


@pytest.mark.parametrize("exporter", EXPORTERS)
def test_every_variant_keeps_the_facts(tmp_path, exporter):
    from bench.exporter_sweep import real_works  # the same cleaning of titles as the bench
    path = tmp_path / "world.jsonl"
    import json
    path.write_text("\n".join(json.dumps(w) for w in (PUBLISHED, JOURNAL)) + "\n", encoding="utf-8")
    works = real_works(path)
    entries = _read(tmp_path, exporter, works)
    for w in works:
        if WRITERS[exporter](w) is None:
            assert w["id"] not in entries
            continue
        e = entries[w["id"]]
        words = lambda t: normalize_text(re.sub(r"[{}]", "", t)).split()  # noqa: E731
        assert words(e.title) == words(w["title"])
        assert normalize_text(e.authors[0]).split()[0] == normalize_text(w["authors"][0]["family"])
        year = int("20" + w["arxiv_id"][:2]) if exporter == "arxiv" else w["year"]
        assert e.year == year
        assert e.doi in ("", w.get("doi", ""), f"10.48550/arxiv.{w.get('arxiv_id', '')}")
        assert e.arxiv in ("", w.get("arxiv_id", ""))


def test_exporters_hold_only_what_their_service_holds():
    held = {e: [w["id"] for w in (PUBLISHED, JOURNAL) if WRITERS[e](dict(w, raw_title=w["title"]))] for e in EXPORTERS}
    assert held == {"dblp": ["hm-t1", "hm-t2"], "dblp_api": ["hm-t1", "hm-t2"], "scholar": ["hm-t1", "hm-t2"],
                    "s2": ["hm-t1", "hm-t2"], "crossref": ["hm-t1"], "acm": ["hm-t1"], "arxiv": ["hm-t1"],
                    "zotero": ["hm-t1", "hm-t2"], "mendeley": ["hm-t1", "hm-t2"], "llm": ["hm-t1", "hm-t2"],
                    "site": ["hm-t1", "hm-t2"]}
