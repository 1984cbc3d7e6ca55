"""Where a reference's open full text is, and the record the state keeps of it (issue 25).

The fetched full text (JATS XML or PDF bytes) is stored once, content-addressed, in a blob store
beside the HTTP cache (``<cache folder>/fulltext``); the state keeps only a small ``FullTextRef``
per reference: what kind of document it is, where it came from, its licence, its hash and size.

    ft = load_fulltext(ref, cache_dir)     # ("jats" | "pdf" | "html", bytes) or None

Nothing here imports the HTTP stack: the state and the readers of the full text use it alone.
"""
from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict

from .blobs import PREFIX, BlobStore
from .files import atomic_write

FullTextKind = Literal["jats", "pdf", "html"]
FullTextSource = Literal["pmc", "europepmc", "arxiv", "openalex", "s2", "unpaywall", "user"]
FullTextStatus = Literal["fetched", "none_open", "too_large", "failed", "skipped"]
FOLDER = "fulltext"          # the blob store's folder, beside the HTTP cache


class FullTextRef(BaseModel):
    """The state's pointer to a reference's full text (the bytes are in the blob store).

    ``status``: fetched (the bytes are stored under ``sha256``) | none_open (no open version
    was found) | too_large (over ``fulltext_max_mb``) | failed (an open version exists but could
    not be fetched or read: ``reason`` says why; the next run asks again) | skipped (not looked
    for: ``reason`` says why)."""
    model_config = ConfigDict(extra="allow")
    status: FullTextStatus
    kind: FullTextKind | None = None
    source: FullTextSource | None = None
    url: str = ""
    licence: str = ""
    version: str = ""            # arXiv: the version fetched ("v2")
    sha256: str = ""             # "sha256:<hex>" of the bytes, the blob store's key
    bytes: int = 0
    reason: str = ""

    @property
    def fetched(self) -> bool:
        return self.status == "fetched" and bool(self.sha256)


def fulltext_dir(cache: str | os.PathLike | object) -> Path | None:
    """The blob folder for the HTTP cache's folder, the cache file's path or a Config (its
    ``cache_path``); None when the cache lives in memory (nothing can be kept)."""
    path = getattr(cache, "cache_path", cache)
    if str(path) == ":memory:":
        return None
    p = Path(path).expanduser()
    if p.name == FOLDER:
        return p
    # an existing folder is the cache folder; anything else is the cache file's path
    return (p if p.is_dir() else p.parent) / FOLDER


def store_for(cache) -> BlobStore | None:
    folder = fulltext_dir(cache)
    return BlobStore(folder) if folder is not None else None


def digest_of(data: bytes) -> str:
    return PREFIX + hashlib.sha256(data).hexdigest()


def _url_record(store: BlobStore, url: str) -> Path:
    h = hashlib.sha256(url.encode("utf-8")).hexdigest()
    return store.root / "urls" / h[:2] / f"{h[2:]}.json"


def remember(store: BlobStore, url: str, ft: FullTextRef) -> None:
    """Note which blob ``url`` gave, so that it is never fetched again (the HTTP cache does not
    keep full texts: they are stored once, here)."""
    atomic_write(_url_record(store, url), ft.model_dump_json(), prefix=".url-")


def recall(store: BlobStore, url: str) -> FullTextRef | None:
    """The full text ``url`` gave before, when its blob is still stored."""
    try:
        ft = FullTextRef.model_validate_json(_url_record(store, url).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return ft if ft.fetched and store.has(ft.sha256) else None


def load_fulltext(ref, cache_dir) -> tuple[str, bytes] | None:
    """The full text fetched for ``ref`` as (kind, bytes), or None when there is none (not
    fetched, or its blob is missing or damaged — the next Step B fetches it again).

    ``cache_dir``: the folder of the HTTP cache, the cache file's path, or the Config. A PDF the
    user supplied (``--pdfs``) is read from its file when its blob is not stored."""
    ft = getattr(ref, "fulltext", None)
    if ft is None or not ft.fetched or ft.kind is None:
        return None
    store = store_for(cache_dir)
    if store is not None:
        try:
            return ft.kind, store.get(ft.sha256)
        except (KeyError, ValueError):
            pass
    if ft.source == "user" and ref.fulltext_pdf:
        try:
            data = Path(ref.fulltext_pdf).read_bytes()
        except OSError:
            return None
        return (ft.kind, data) if digest_of(data) == ft.sha256 else None
    return None


__all__ = ["FullTextRef", "FullTextKind", "FullTextSource", "FullTextStatus", "fulltext_dir",
           "store_for", "digest_of", "load_fulltext", "remember", "recall"]
