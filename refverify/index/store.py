"""The index's files: the manifest, the Parquet parts, and the query index derived from them.

``DIR/parts/NNNNNN.<kind>.KKK.parquet`` (kind: works, abstracts, deletes, flags) hold what one
input file (sequence number NNNNNN, in import order) gave: the columnar store of record, which
DuckDB reads without loading it. ``finalize`` derives ``DIR/index.sqlite`` from all parts: for
each (source, key) the record of the latest file, unless a later-or-same file deleted it;
identifier indexes; the title-search tokens (FTS5); Retraction Watch's flags; the snapshot
dates. ``DIR/abstracts.sqlite`` holds the abstracts by ``wid`` (apart, so the size without
abstracts is the size of ``index.sqlite``).
"""
from __future__ import annotations

import hashlib
import json
import os
import sqlite3
from pathlib import Path

from ..errors import RefverifyError

MANIFEST = "manifest.json"
INDEX_DB = "index.sqlite"
ABSTRACT_DB = "abstracts.sqlite"
MEMORY_LIMIT = os.environ.get("REFVERIFY_INDEX_MEMORY", "2GB")   # a shared machine: bounded


def load_manifest(folder: Path) -> dict:
    path = folder / MANIFEST
    if not path.exists():
        return {"version": 1, "next_seq": 1, "files": {}}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise RefverifyError(f"{path}: unreadable index manifest ({exc})") from None
    if not isinstance(data, dict) or not isinstance(data.get("files"), dict):
        raise RefverifyError(f"{path}: not a refverify index manifest")
    return data


def save_manifest(folder: Path, manifest: dict) -> None:
    path = folder / MANIFEST
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(manifest, indent=1, sort_keys=True), encoding="utf-8")
    os.replace(tmp, path)


class PartWriter:
    """Rows of one kind from one input file, written in Parquet parts of ``batch`` rows."""

    def __init__(self, folder: Path, seq: int, kind: str, schema, batch: int):
        self.folder, self.seq, self.kind, self.schema, self.batch = folder, seq, kind, schema, batch
        self.rows: list[dict] = []
        self.count = self.parts = 0

    def add(self, row: dict) -> None:
        self.rows.append(row)
        if len(self.rows) >= self.batch:
            self.flush()

    def flush(self) -> None:
        if not self.rows:
            return
        import pyarrow as pa
        import pyarrow.parquet as pq
        table = pa.Table.from_pylist(self.rows, schema=self.schema)
        final = self.folder / f"{self.seq:06d}.{self.kind}.{self.parts:03d}.parquet"
        tmp = final.with_suffix(".tmp")
        pq.write_table(table, tmp, compression="zstd")
        os.replace(tmp, final)
        self.count += len(self.rows)
        self.parts += 1
        self.rows = []


def drop_parts(parts: Path, keep: set[int]) -> None:
    """Parts of a file whose import did not finish (not in the manifest): removed, redone."""
    for p in parts.glob("*.parquet"):
        if int(p.name.split(".", 1)[0]) not in keep:
            p.unlink()
    for p in parts.glob("*.tmp"):
        p.unlink()


def _glob(parts: Path, kind: str) -> str | None:
    return str(parts / f"*.{kind}.*.parquet") if any(parts.glob(f"*.{kind}.*.parquet")) else None


def title_hash(title_key: str) -> int:
    """A stable 32-bit key of a normalised title (the exact-title lookup; a collision only adds a
    candidate, which the title comparison then ranks)."""
    return int.from_bytes(hashlib.blake2b(title_key.encode("utf-8"), digest_size=4).digest(), "big", signed=True)


_SCHEMA = """
CREATE TABLE works (wid INTEGER PRIMARY KEY, kind INTEGER, key TEXT, seq INTEGER, ta BLOB, tkey INTEGER,
    year INTEGER, venue INTEGER, volume TEXT, issue TEXT, pages TEXT, doi TEXT, pmid TEXT, arxiv TEXT,
    dblp TEXT, extra TEXT);
CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB);
CREATE TABLE venues (id INTEGER PRIMARY KEY, name TEXT UNIQUE);
CREATE TABLE kinds (id INTEGER PRIMARY KEY, source TEXT, type TEXT, article_types TEXT, language TEXT,
    venue_mode INTEGER);
CREATE TABLE files (seq INTEGER PRIMARY KEY, snapshot TEXT);
CREATE TABLE flags (doi TEXT, pmid TEXT, kind TEXT, notice TEXT, date TEXT);
CREATE TABLE snapshots (source TEXT PRIMARY KEY, snapshot TEXT, files INTEGER);
CREATE VIRTUAL TABLE title_fts USING fts5(tokens, content='', detail='none', columnsize=0);
CREATE VIRTUAL TABLE title_vocab USING fts5vocab(title_fts, 'row');
"""
_INDEXES = """
CREATE INDEX works_doi ON works(doi) WHERE doi IS NOT NULL;
CREATE INDEX works_pmid ON works(pmid) WHERE pmid IS NOT NULL;
CREATE INDEX works_arxiv ON works(arxiv) WHERE arxiv IS NOT NULL;
CREATE INDEX works_dblp ON works(dblp) WHERE dblp IS NOT NULL;
CREATE INDEX works_tkey ON works(tkey);
CREATE INDEX flags_doi ON flags(doi) WHERE doi IS NOT NULL;
CREATE INDEX flags_pmid ON flags(pmid) WHERE pmid IS NOT NULL;
"""
_TEXT = ("key", "volume", "issue", "pages", "doi", "pmid", "arxiv", "dblp")
#: the fields few records have, kept together as one JSON text (NULL when none): a column less each
EXTRA = ("year_online", "journal_abbrev", "pmcid", "updates", "notice_of", "published_doi", "preprint_doi",
         "journal_ref", "is_preprint", "alt_titles", "languages", "oa_url", "oa_licence")
#: the column a source's key repeats (stored once: the key is NULL then)
KEY_COLUMN = {"crossref": "doi", "pubmed": "pmid", "arxiv": "arxiv", "dblp": "dblp"}


DICT_SAMPLES, DICT_SIZE = 20_000, 16_384


class TitleCodec:
    """Title and author names of a record, together as one zstd frame compressed with a
    dictionary trained on a sample of the index's own records (short texts share their words
    and names: about half the bytes); the abstracts likewise, with their own dictionary. The
    dictionaries are kept in the index (``meta``)."""

    def __init__(self, dictionary: bytes | None):
        import zstandard
        data = zstandard.ZstdCompressionDict(dictionary) if dictionary else None
        self.dictionary = dictionary or b""
        self._c = zstandard.ZstdCompressor(level=3, dict_data=data, write_content_size=False,
                                           write_checksum=False, write_dict_id=False)
        self._d = zstandard.ZstdDecompressor(dict_data=data) if data else zstandard.ZstdDecompressor()

    @classmethod
    def trained(cls, samples: list[bytes], size: int = DICT_SIZE) -> "TitleCodec":
        import zstandard
        if len(samples) < 1000:        # too few to learn from: plain zstd frames
            return cls(None)
        return cls(zstandard.train_dictionary(size, samples).as_bytes())

    def pack_text(self, text: str) -> bytes:
        return self._c.compress(text.encode("utf-8"))

    def unpack_text(self, blob: bytes) -> str:
        return self._d.decompress(blob, max_output_size=1 << 24).decode("utf-8")

    def pack(self, title: str, authors: str) -> bytes:
        return self._c.compress(f"{title}\x1e{authors}".encode("utf-8"))

    def unpack(self, blob: bytes) -> tuple[str, str]:
        title, _, authors = self._d.decompress(blob, max_output_size=1 << 20).decode("utf-8").partition("\x1e")
        return title, authors


def _sqlite(path: Path) -> sqlite3.Connection:
    path.unlink(missing_ok=True)
    db = sqlite3.connect(str(path))
    db.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA cache_size=-200000;")
    return db


def finalize(folder: Path, snapshots: dict[str, dict], dates: dict[int, str]) -> dict:
    """(Re)derive ``index.sqlite`` and ``abstracts.sqlite`` from the parts; their counts.

    DuckDB reads the Parquet parts and keeps, per (source, key), the record of the latest file
    unless a later-or-same file withdrew it; the lookups are served by SQLite (row and FTS5
    access by key in microseconds, where a columnar scan decompresses whole vectors)."""
    import duckdb

    parts = folder / "parts"
    tmp, tmp_abs = folder / (INDEX_DB + ".tmp"), folder / (ABSTRACT_DB + ".tmp")
    con = duckdb.connect()
    con.execute(f"SET memory_limit='{MEMORY_LIMIT}'")
    con.execute(f"SET temp_directory='{folder / 'tmp'}'")
    db, ab = _sqlite(tmp), _sqlite(tmp_abs)
    db.executescript(_SCHEMA)
    ab.executescript("CREATE TABLE abstracts (wid INTEGER PRIMARY KEY, abstract BLOB);"
                     "CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB);")
    db.executemany("INSERT INTO files VALUES (?, ?)", sorted(dates.items()))
    db.executemany("INSERT INTO snapshots VALUES (?, ?, ?)",
                   [(s, v["snapshot"], v["files"]) for s, v in sorted(snapshots.items())])
    works, deletes, abstracts = _glob(parts, "works"), _glob(parts, "deletes"), _glob(parts, "abstracts")
    counts = {"works": 0, "abstracts": 0, "by_source": {}}
    if works:
        gone = (f"(SELECT source, key, max(seq) AS dseq FROM read_parquet('{deletes}') GROUP BY ALL)"
                if deletes else "(SELECT NULL::VARCHAR AS source, NULL::VARCHAR AS key, NULL::INTEGER AS dseq "
                                "WHERE false)")
        con.execute(f"""
            CREATE TABLE cur AS
            WITH latest AS (SELECT * FROM read_parquet('{works}', union_by_name = true)
                            QUALIFY row_number() OVER (PARTITION BY source, key ORDER BY seq DESC, pos DESC) = 1)
            SELECT (row_number() OVER (ORDER BY source, key))::INTEGER AS wid, latest.*
            FROM latest LEFT JOIN {gone} g USING (source, key)
            WHERE g.dseq IS NULL OR g.dseq < latest.seq""")
        venues: dict[str, int] = {}
        kinds: dict[tuple, int] = {}
        columns = ["wid", "source", "seq", "title_key", "search_tokens", "journal", "year", "type",
                   "article_types", "language", "title", "authors", "venue", *_TEXT, *EXTRA]
        codec = TitleCodec.trained([f"{t or ''}\x1e{a or ''}".encode("utf-8") for t, a in con.execute(
            f"SELECT title, authors FROM cur USING SAMPLE reservoir({DICT_SAMPLES} ROWS) REPEATABLE (7)").fetchall()])
        db.execute("INSERT INTO meta VALUES ('title_dictionary', ?)", (codec.dictionary,))
        cursor = con.execute(f"SELECT {', '.join(columns)} FROM cur ORDER BY wid")
        while True:
            batch = cursor.fetchmany(50_000)
            if not batch:
                break
            rows, fts = [], []
            for r in batch:
                rec = dict(zip(columns, r))
                venue = venues.setdefault(rec["journal"] or "", len(venues) + 1)
                extra = {c: rec[c] for c in EXTRA if rec[c]}
                # the venue a source gives: its journal (OpenAlex, DBLP), none (PubMed, Crossref), other
                venue_mode = 0 if (rec["venue"] or "") == (rec["journal"] or "") else 1 if not rec["venue"] else 2
                if venue_mode == 2:
                    extra["venue"] = rec["venue"]
                kind = kinds.setdefault((rec["source"], rec["type"], rec["article_types"], rec["language"],
                                         venue_mode), len(kinds) + 1)
                if rec["key"] == rec.get(KEY_COLUMN.get(rec["source"], "")):
                    rec["key"] = None
                rows.append((rec["wid"], kind, *(rec[c] or None for c in _TEXT), rec["seq"],
                             codec.pack(rec["title"] or "", rec["authors"] or ""),
                             title_hash(rec["title_key"] or ""), rec["year"], venue,
                             json.dumps(extra, ensure_ascii=False, separators=(",", ":")) if extra else None))
                if rec["search_tokens"]:
                    fts.append((rec["wid"], rec["search_tokens"]))
            db.executemany(f"INSERT INTO works (wid, kind, {', '.join(_TEXT)}, seq, ta, tkey, year, venue, extra) "
                           f"VALUES ({', '.join('?' * (len(_TEXT) + 8))})", rows)
            db.executemany("INSERT INTO title_fts (rowid, tokens) VALUES (?, ?)", fts)
            counts["works"] += len(batch)
        db.executemany("INSERT INTO venues VALUES (?, ?)", [(i, n) for n, i in venues.items()])
        db.executemany("INSERT INTO kinds VALUES (?, ?, ?, ?, ?, ?)", [(i, *k) for k, i in kinds.items()])
        counts["by_source"] = dict(con.execute("SELECT source, count(*) FROM cur GROUP BY source ORDER BY source")
                                   .fetchall())
        if abstracts:
            source = f"read_parquet('{abstracts}')"
            texts = TitleCodec.trained([a.encode("utf-8") for a, in con.execute(
                f"SELECT abstract FROM {source} USING SAMPLE reservoir({DICT_SAMPLES} ROWS) REPEATABLE (7)").fetchall()],
                size=4 * DICT_SIZE)
            ab.execute("INSERT INTO meta VALUES ('abstract_dictionary', ?)", (texts.dictionary,))
            cursor = con.execute(f"""SELECT c.wid, a.abstract FROM {source} a
                                     JOIN cur c USING (source, key, seq, pos) ORDER BY c.wid""")
            while True:
                batch = cursor.fetchmany(50_000)
                if not batch:
                    break
                ab.executemany("INSERT INTO abstracts VALUES (?, ?)", [(w, texts.pack_text(a)) for w, a in batch])
                counts["abstracts"] += len(batch)
    flags = _glob(parts, "flags")
    if flags:
        db.executemany("INSERT INTO flags VALUES (?, ?, ?, ?, ?)", con.execute(
            f"SELECT DISTINCT NULLIF(doi, ''), NULLIF(pmid, ''), kind, notice, date FROM read_parquet('{flags}')"
        ).fetchall())
    counts["flags"] = db.execute("SELECT count(*) FROM flags").fetchone()[0]
    db.executescript(_INDEXES + "INSERT INTO title_fts(title_fts) VALUES ('optimize');")
    db.commit()
    ab.commit()
    db.close()
    ab.close()
    con.close()
    os.replace(tmp, folder / INDEX_DB)
    os.replace(tmp_abs, folder / ABSTRACT_DB)
    for p in (folder / "tmp").glob("*"):
        if p.is_file():
            p.unlink(missing_ok=True)
    return counts
