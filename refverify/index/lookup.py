"""Reading the index: works by DOI / PMID / arXiv id / DBLP key, and by title.

Title search: the exact normalised title (``core.compare_text.normalize_text``, looked up by its hash),
plus candidates sharing the query's rarest title tokens (SQLite FTS5), ranked by the
project's own ``title_similarity`` — the same measure Step B uses to accept a service's hit.
Every answer carries the source and the snapshot date it came from, and the Retraction Watch
notices filed under its DOI or PMID.
"""
from __future__ import annotations

import json
import sqlite3
import threading
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from ..core.work import Work
from ..errors import RefverifyError
from ..core.compare_text import normalize_text, title_similarity
from . import store
from .rows import record_url, row_work, search_tokens

TOKENS_ASKED = 6           # the rarest title tokens whose works are candidates
POSTINGS_BUDGET = 20_000   # stop adding tokens once this many postings are asked
CANDIDATES = 60            # candidates ranked by title similarity
_COLUMNS = ("w.wid, k.source, w.key, f.snapshot, w.ta, w.year, v.name, w.volume, w.issue, w.pages, "
            "w.doi, w.pmid, w.arxiv, w.dblp, k.type, k.article_types, k.language, k.venue_mode, w.extra")
_NAMES = [c.strip().split(".")[-1] for c in _COLUMNS.split(",")]
_NAMES[_NAMES.index("name")] = "journal"
_SELECT = (f"SELECT {_COLUMNS} FROM works w JOIN kinds k ON k.id = w.kind LEFT JOIN files f ON f.seq = w.seq "
           "LEFT JOIN venues v ON v.id = w.venue")


def _marks(values) -> str:
    return ",".join("?" * len(values))


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
        self.folder = Path(folder)
        db = self.folder / store.INDEX_DB
        if not db.is_file():
            raise RefverifyError(f"{self.folder}: not a refverify index (no {store.INDEX_DB}; "
                                 f"run 'refverify index build SNAPSHOT... --index {self.folder}')")
        try:
            self.con = sqlite3.connect(f"file:{db}?mode=ro", uri=True, check_same_thread=False)
            self.snapshots = dict(self.con.execute("SELECT source, snapshot FROM snapshots").fetchall())
            # an index of notices only (a Retraction Watch CSV alone) has no title dictionary
            row = self.con.execute("SELECT value FROM meta WHERE key = 'title_dictionary'").fetchone()
            dictionary = row[0] if row else None
            if abstracts and (self.folder / store.ABSTRACT_DB).is_file():
                self.con.execute("ATTACH DATABASE ? AS ab", (f"file:{self.folder / store.ABSTRACT_DB}?mode=ro",))
                self.abstracts = True
            else:
                self.abstracts = False
        except sqlite3.Error as exc:
            raise RefverifyError(f"{db}: unreadable index ({exc})") from None
        from .command import require_extra
        require_extra(("zstandard",))
        self.codec = store.TitleCodec(dictionary)
        if self.abstracts:
            row = self.con.execute("SELECT value FROM ab.meta WHERE key = 'abstract_dictionary'").fetchone()
            self.abstract_codec = store.TitleCodec(row[0] if row else None)
        self._lock = threading.Lock()

    def close(self) -> None:
        self.con.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _rows(self, where: str, params: list) -> list[dict]:
        with self._lock:
            rows = [dict(zip(_NAMES, r)) for r in self.con.execute(f"{_SELECT} WHERE {where}", params).fetchall()]
        for r in rows:
            r["key"] = r["key"] or r.get(store.KEY_COLUMN.get(r["source"], "")) or ""
            mode = r.pop("venue_mode")
            r.update(json.loads(r.pop("extra") or "{}"))
            if mode == 1:
                r["venue"] = ""
            r["title"], r["authors"] = self.codec.unpack(r.pop("ta"))
        return rows

    def _hits(self, rows: list[dict], score=None) -> list[Hit]:
        if not rows:
            return []
        wids = [r["wid"] for r in rows]
        dois = [r["doi"] for r in rows if r["doi"]]
        pmids = [r["pmid"] for r in rows if r["pmid"]]
        with self._lock:
            abstracts = {w: self.abstract_codec.unpack_text(a) for w, a in self.con.execute(
                f"SELECT wid, abstract FROM ab.abstracts WHERE wid IN ({_marks(wids)})", wids)} if self.abstracts else {}
            flags = self.con.execute(
                f"SELECT doi, pmid, kind, notice FROM flags WHERE doi IN ({_marks(dois)}) "
                f"UNION SELECT doi, pmid, kind, notice FROM flags WHERE pmid IN ({_marks(pmids)})",
                dois + pmids).fetchall() if dois or pmids else []
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
        return self._hits(sorted(self._rows(f"w.{column} = ?", [value]), key=lambda r: (r["source"], r["wid"])))

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
        with self._lock:
            df = dict(self.con.execute(f"SELECT term, doc FROM title_vocab WHERE term IN ({_marks(tokens)})",
                                       tokens).fetchall())
        chosen, budget = [], 0
        for tok in sorted(df, key=lambda t: (df[t], t)):
            if len(chosen) >= TOKENS_ASKED or (chosen and budget + df[tok] > POSTINGS_BUDGET):
                break
            chosen.append(tok)
            budget += df[tok]
        shared: Counter = Counter()
        with self._lock:
            for tok in chosen:
                shared.update(w for w, in self.con.execute("SELECT rowid FROM title_fts WHERE title_fts MATCH ?",
                                                           ['"' + tok.replace('"', '""') + '"']))
        return [w for w, _ in sorted(shared.items(), key=lambda wc: (-wc[1], wc[0]))[:CANDIDATES]]

    def by_title(self, title: str, limit: int = 5) -> list[Hit]:
        """Of each source, the ``limit`` works whose titles are closest to ``title``, closest first."""
        key = normalize_text(title)
        if not key:
            return []
        with self._lock:
            exact = [w for w, in self.con.execute("SELECT wid FROM works WHERE tkey = ?", [store.title_hash(key)])]
        wids = list(dict.fromkeys(exact + self.candidate_wids(key)))
        if not wids:
            return []
        rows = self._rows(f"w.wid IN ({_marks(wids)})", wids)
        scored = sorted(((title_similarity(title, r["title"]), r) for r in rows),
                        key=lambda sr: (-sr[0], sr[1]["source"], sr[1]["wid"]))
        kept, per_source = [], Counter()
        for _, r in scored:
            if per_source[r["source"]] < limit:
                per_source[r["source"]] += 1
                kept.append(r)
        return self._hits(kept, score=lambda w: title_similarity(title, w.title))


def open_index(folder: str | Path | None) -> LocalIndex | None:
    return LocalIndex(folder) if folder else None
