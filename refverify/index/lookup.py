"""Reading the index: works by DOI / PMID / arXiv id / DBLP key, and by title.

Title search: the exact normalised title (``compare.normalize_text``, looked up by its hash),
plus candidates sharing the query's rarest title tokens (a word index in DuckDB), ranked by the
project's own ``title_similarity`` — the same measure Step B uses to accept a service's hit.
Every answer carries the source and the snapshot date it came from, and the Retraction Watch
notices filed under its DOI or PMID.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path

from ..errors import RefverifyError
from ..sources.compare import normalize_text, title_similarity
from ..sources.work import Work
from . import store
from .rows import record_url, row_work, search_tokens

TOKENS_ASKED = 6           # the rarest title tokens whose works are candidates
POSTINGS_BUDGET = 50_000   # stop adding tokens once this many postings are asked
CANDIDATES = 60            # candidates ranked by title similarity
_COLUMNS = ("wid, source, key, snapshot, title, authors, year, year_online, journal, journal_abbrev, volume, "
            "issue, pages, doi, pmid, pmcid, arxiv, dblp, type, article_types, language, updates, notice_of, "
            "published_doi, preprint_doi, journal_ref, is_preprint")
_NAMES = [c.strip() for c in _COLUMNS.split(",")]


@dataclass
class Hit:
    """One indexed record: which source's snapshot (and its date) said so, and how close its
    title is to the one asked (1.0 for an identifier lookup)."""
    source: str
    snapshot: str
    work: Work
    url: str
    score: float = 1.0
    wid: int = 0


class LocalIndex:
    """An index folder opened read-only (``refverify index build`` made it)."""

    def __init__(self, folder: str | Path, abstracts: bool = True):
        from .command import require_extra
        require_extra()
        import duckdb

        self.folder = Path(folder)
        db = self.folder / store.INDEX_DB
        if not db.is_file():
            raise RefverifyError(f"{self.folder}: not a refverify index (no {store.INDEX_DB}; "
                                 f"run 'refverify index build SNAPSHOT... --index {self.folder}')")
        try:
            self.con = duckdb.connect(str(db), read_only=True)
            self.snapshots = dict(self.con.execute("SELECT source, snapshot FROM snapshots").fetchall())
        except duckdb.Error as exc:
            raise RefverifyError(f"{db}: unreadable index ({str(exc).splitlines()[0]})") from None
        self.abstracts = abstracts and (self.folder / store.ABSTRACT_DB).is_file()
        if self.abstracts:
            self.con.execute(f"ATTACH '{self.folder / store.ABSTRACT_DB}' AS ab (READ_ONLY)")
        self._lock = threading.Lock()

    def close(self) -> None:
        self.con.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _rows(self, sql: str, params: list) -> list[dict]:
        with self._lock:
            return [dict(zip(_NAMES, r)) for r in self.con.execute(sql, params).fetchall()]

    def _hits(self, rows: list[dict], score=None) -> list[Hit]:
        if not rows:
            return []
        wids = [r["wid"] for r in rows]
        marks = ",".join("?" * len(wids))
        with self._lock:
            abstracts = dict(self.con.execute(f"SELECT wid, abstract FROM ab.abstracts WHERE wid IN ({marks})",
                                              wids).fetchall()) if self.abstracts else {}
            dois = [r["doi"] for r in rows if r["doi"]]
            pmids = [r["pmid"] for r in rows if r["pmid"]]
            flags = self.con.execute(
                "SELECT doi, pmid, kind, notice FROM flags WHERE doi IN (SELECT unnest(?::VARCHAR[])) "
                "OR pmid IN (SELECT unnest(?::VARCHAR[]))", [dois, pmids]).fetchall() if dois or pmids else []
        out = []
        for r in rows:
            work = row_work(r, abstracts.get(r["wid"], ""))
            notices = [{"kind": k, "notice": n} for d, p, k, n in flags
                       if (d and d == r["doi"]) or (p and p == r["pmid"])]
            have = {u.kind for u in work.updates if u.notice}
            extra = [n for n in notices if n["kind"] not in have]
            if extra:
                kept = [u.model_dump() for u in work.updates if u.kind not in {n["kind"] for n in extra}]
                work = work.model_copy(update={"updates": Work(updates=kept + extra).updates})
            out.append(Hit(r["source"], r["snapshot"] or self.snapshots.get(r["source"], ""), work,
                           record_url(r["source"], r), score(work) if score else 1.0, r["wid"]))
        return out

    def _by(self, column: str, value: str) -> list[Hit]:
        if not value:
            return []
        return self._hits(self._rows(f"SELECT {_COLUMNS} FROM works WHERE {column} = ? ORDER BY source", [value]))

    def by_doi(self, doi: str) -> list[Hit]:
        from ..ids import normalize_doi
        return self._by("doi", normalize_doi(doi))

    def by_pmid(self, pmid: str) -> list[Hit]:
        from ..ids import normalize_pmid
        return self._by("pmid", normalize_pmid(pmid))

    def by_arxiv(self, arxiv: str) -> list[Hit]:
        from ..ids import normalize_arxiv
        return self._by("arxiv", normalize_arxiv(arxiv))

    def by_dblp(self, key: str) -> list[Hit]:
        return self._by("dblp", (key or "").strip())

    def candidate_wids(self, key: str) -> list[int]:
        """Works sharing the rarest tokens of a normalised title, most shared first."""
        tokens = search_tokens(key)
        if not tokens:
            return []
        marks = ",".join("?" * len(tokens))
        with self._lock:
            df = dict(self.con.execute(f"SELECT token, df FROM token_df WHERE token IN ({marks})", tokens).fetchall())
        chosen, budget = [], 0
        for tok in sorted(df, key=lambda t: (df[t], t)):
            if len(chosen) >= TOKENS_ASKED or (chosen and budget + df[tok] > POSTINGS_BUDGET):
                break
            chosen.append(tok)
            budget += df[tok]
        if not chosen:
            return []
        union = " UNION ALL ".join("SELECT wid FROM tokens WHERE token = ?" for _ in chosen)
        with self._lock:
            return [w for w, in self.con.execute(
                f"SELECT wid FROM ({union}) GROUP BY wid ORDER BY count(*) DESC, wid LIMIT {CANDIDATES}",
                chosen).fetchall()]

    def by_title(self, title: str, limit: int = 5) -> list[Hit]:
        """Of each source, the ``limit`` works whose titles are closest to ``title``, closest first."""
        key = normalize_text(title)
        if not key:
            return []
        with self._lock:
            exact = [w for w, in self.con.execute(
                "SELECT wid FROM works WHERE tkey = hash(?::VARCHAR) AND title_key = ?", [key, key]).fetchall()]
        wids = list(dict.fromkeys(exact + self.candidate_wids(key)))
        if not wids:
            return []
        marks = ",".join("?" * len(wids))
        rows = self._rows(f"SELECT {_COLUMNS} FROM works WHERE wid IN ({marks})", wids)
        scored = sorted(((title_similarity(title, r["title"]), r) for r in rows),
                        key=lambda sr: (-sr[0], sr[1]["source"], sr[1]["wid"]))
        kept, per_source = [], {}
        for _, r in scored:
            if per_source.get(r["source"], 0) < limit:
                per_source[r["source"]] = per_source.get(r["source"], 0) + 1
                kept.append(r)
        return self._hits(kept, score=lambda w: title_similarity(title, w.title))


def open_index(folder: str | Path | None) -> LocalIndex | None:
    return LocalIndex(folder) if folder else None
