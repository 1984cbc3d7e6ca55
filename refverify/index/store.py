"""The index's files: the manifest, the Parquet parts, and the DuckDB query index derived from them.

``DIR/parts/NNNNNN.<kind>.KKK.parquet`` (kind: works, abstracts, deletes, flags) hold what one
input file (sequence number NNNNNN, in import order) gave. ``finalize`` derives
``DIR/index.duckdb`` from all parts: for each (source, key) the record of the latest file, unless
a later-or-same file deleted it; identifier columns with ART indexes; the title-search tokens;
Retraction Watch's flags; the snapshot dates. ``DIR/abstracts.duckdb`` holds the abstracts by
``wid`` (apart, so the size without abstracts is the size of ``index.duckdb``).
"""
from __future__ import annotations

import json
import os
from pathlib import Path

import pyarrow as pa
import pyarrow.parquet as pq

from ..errors import RefverifyError

MANIFEST = "manifest.json"
INDEX_DB = "index.duckdb"
ABSTRACT_DB = "abstracts.duckdb"
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

    def __init__(self, folder: Path, seq: int, kind: str, schema: pa.Schema, batch: int):
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


def finalize(folder: Path, snapshots: dict[str, dict], dates: dict[int, str]) -> dict:
    """(Re)derive ``index.duckdb`` and ``abstracts.duckdb`` from the parts; their counts."""
    import duckdb

    parts = folder / "parts"
    tmp, tmp_abs = folder / (INDEX_DB + ".tmp"), folder / (ABSTRACT_DB + ".tmp")
    for p in (tmp, tmp_abs):
        p.unlink(missing_ok=True)
    con = duckdb.connect(str(tmp))
    con.execute(f"SET memory_limit='{MEMORY_LIMIT}'")
    con.execute(f"SET temp_directory='{folder / 'tmp'}'")
    con.execute("SET preserve_insertion_order=false")
    con.execute("CREATE TEMP TABLE file_dates (seq INTEGER, snapshot VARCHAR)")
    con.executemany("INSERT INTO file_dates VALUES (?, ?)", sorted(dates.items()))
    works, deletes = _glob(parts, "works"), _glob(parts, "deletes")
    if works:
        gone = (f"(SELECT source, key, max(seq) AS dseq FROM read_parquet('{deletes}') GROUP BY ALL)"
                if deletes else "(SELECT NULL::VARCHAR AS source, NULL::VARCHAR AS key, NULL::INTEGER AS dseq "
                                "WHERE false)")
        con.execute(f"""
            CREATE TEMP TABLE cur AS
            WITH latest AS (SELECT * FROM read_parquet('{works}')
                            QUALIFY row_number() OVER (PARTITION BY source, key ORDER BY seq DESC, pos DESC) = 1)
            SELECT latest.* REPLACE (d.snapshot AS snapshot) FROM latest LEFT JOIN {gone} g USING (source, key)
            LEFT JOIN file_dates d ON d.seq = latest.seq
            WHERE g.dseq IS NULL OR g.dseq < latest.seq
            ORDER BY source, key""")
        con.execute("""
            CREATE TABLE works AS SELECT (row_number() OVER ())::INTEGER AS wid, source, key, snapshot,
                title, title_key, hash(title_key) AS tkey, authors, year, year_online, journal,
                journal_abbrev, volume, issue, pages, NULLIF(doi, '') AS doi, NULLIF(pmid, '') AS pmid,
                NULLIF(pmcid, '') AS pmcid, NULLIF(arxiv, '') AS arxiv, NULLIF(dblp, '') AS dblp, type,
                article_types, language, updates, notice_of, published_doi, preprint_doi, journal_ref,
                is_preprint, seq, pos, search_tokens
            FROM cur""")
        con.execute("DROP TABLE cur")
        con.execute("""CREATE TABLE tokens AS SELECT token, wid FROM
                       (SELECT wid, unnest(string_split(search_tokens, ' ')) AS token FROM works)
                       WHERE token <> '' ORDER BY token""")
        con.execute("ALTER TABLE works DROP COLUMN search_tokens")
    else:
        con.execute("CREATE TABLE works (wid INTEGER, source VARCHAR, key VARCHAR, snapshot VARCHAR, "
                    "title VARCHAR, title_key VARCHAR, tkey UBIGINT, authors VARCHAR, year SMALLINT, "
                    "year_online SMALLINT, journal VARCHAR, journal_abbrev VARCHAR, volume VARCHAR, "
                    "issue VARCHAR, pages VARCHAR, doi VARCHAR, pmid VARCHAR, pmcid VARCHAR, arxiv VARCHAR, "
                    "dblp VARCHAR, type VARCHAR, article_types VARCHAR, language VARCHAR, updates VARCHAR, "
                    "notice_of VARCHAR, published_doi VARCHAR, preprint_doi VARCHAR, journal_ref VARCHAR, "
                    "is_preprint BOOLEAN, seq INTEGER, pos INTEGER)")
        con.execute("CREATE TABLE tokens (token VARCHAR, wid INTEGER)")
    con.execute("CREATE TABLE token_df AS SELECT token, count(*)::INTEGER AS df FROM tokens GROUP BY token")
    for column in ("doi", "pmid", "arxiv", "dblp", "tkey", "wid"):
        con.execute(f"CREATE INDEX works_{column} ON works({column})")
    con.execute("CREATE INDEX tokens_token ON tokens(token)")
    con.execute("CREATE INDEX token_df_token ON token_df(token)")
    flags = _glob(parts, "flags")
    con.execute(f"CREATE TABLE flags AS SELECT DISTINCT NULLIF(doi, '') AS doi, NULLIF(pmid, '') AS pmid, kind, "
                f"notice, date FROM read_parquet('{flags}')" if flags else
                "CREATE TABLE flags (doi VARCHAR, pmid VARCHAR, kind VARCHAR, notice VARCHAR, date VARCHAR)")
    con.execute("CREATE INDEX flags_doi ON flags(doi)")
    con.execute("CREATE INDEX flags_pmid ON flags(pmid)")
    con.execute("CREATE TABLE snapshots (source VARCHAR, snapshot VARCHAR, files INTEGER, note VARCHAR)")
    con.executemany("INSERT INTO snapshots VALUES (?, ?, ?, ?)",
                    [(s, v["snapshot"], v["files"], v.get("note", "")) for s, v in sorted(snapshots.items())])
    counts = {"works": con.execute("SELECT count(*) FROM works").fetchone()[0],
              "flags": con.execute("SELECT count(*) FROM flags").fetchone()[0],
              "by_source": dict(con.execute("SELECT source, count(*) FROM works GROUP BY source ORDER BY source")
                                .fetchall())}
    abstracts = _glob(parts, "abstracts")
    con.execute(f"ATTACH '{tmp_abs}' AS ab")
    if abstracts:
        con.execute(f"""CREATE TABLE ab.abstracts AS SELECT w.wid, a.abstract
                        FROM read_parquet('{abstracts}') a JOIN works w USING (source, key, seq, pos)
                        ORDER BY w.wid""")
    else:
        con.execute("CREATE TABLE ab.abstracts (wid INTEGER, abstract VARCHAR)")
    con.execute("CREATE INDEX abstracts_wid ON ab.abstracts(wid)")
    counts["abstracts"] = con.execute("SELECT count(*) FROM ab.abstracts").fetchone()[0]
    con.execute("DETACH ab")
    con.execute("CHECKPOINT")
    con.close()
    os.replace(tmp, folder / INDEX_DB)
    os.replace(tmp_abs, folder / ABSTRACT_DB)
    for p in (folder / "tmp").glob("*"):
        p.unlink(missing_ok=True)
    return counts
