"""A local index of the open bibliographic snapshots (issue 26).

``refverify index build SNAPSHOT... --index DIR`` streams the sources' bulk files (OpenAlex works,
Crossref's public data file, PubMed baseline / update files, ``dblp.xml.gz``, arXiv's metadata
snapshot, Retraction Watch's CSV) into Parquet parts under ``DIR/parts`` (one set per input file,
recorded in ``DIR/manifest.json`` so an interrupted build resumes), then derives with DuckDB
``DIR/index.sqlite`` (current records, identifier indexes, FTS5 title tokens; no abstracts) and
``DIR/abstracts.sqlite``. Building needs the 'index' extra (duckdb, pyarrow); reading does not.

Step B's ``local`` provider (``sources/local.py``) answers from it before any request.
"""
__all__ = ["Hit", "LocalIndex", "open_index", "build_index", "index_info"]


def __getattr__(name):
    # duckdb and pyarrow (the 'index' extra) are imported only when an index is built
    if name in ("Hit", "LocalIndex", "open_index"):
        from . import lookup
        return getattr(lookup, name)
    if name in ("build_index", "index_info"):
        from . import build
        return getattr(build, name)
    raise AttributeError(name)
