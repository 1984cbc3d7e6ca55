"""A content-addressed store for large payloads kept out of the state file (full texts, raw
service records): each blob is written once under its SHA-256, gzip-compressed, atomically.

    store = BlobStore(folder)
    digest = store.put("… long text …")      # "sha256:…"
    text = store.get_text(digest)
"""
from __future__ import annotations

import gzip
import hashlib
import os
from pathlib import Path

from .files import atomic_write

PREFIX = "sha256:"


class BlobStore:
    def __init__(self, root: str | os.PathLike):
        self.root = Path(root)

    def _path(self, digest: str) -> Path:
        hexdigest = digest.removeprefix(PREFIX)
        if len(hexdigest) != 64 or any(c not in "0123456789abcdef" for c in hexdigest):
            raise ValueError(f"not a blob digest: {digest!r}")
        return self.root / hexdigest[:2] / f"{hexdigest[2:]}.gz"

    def put(self, data: bytes | str) -> str:
        raw = data.encode("utf-8") if isinstance(data, str) else data
        digest = PREFIX + hashlib.sha256(raw).hexdigest()
        path = self._path(digest)
        if path.exists():
            return digest
        # mtime=0: the same content gives the same bytes on disk
        atomic_write(path, gzip.compress(raw, mtime=0), prefix=".blob-")
        return digest

    def has(self, digest: str) -> bool:
        return self._path(digest).exists()

    def get(self, digest: str) -> bytes:
        """The blob's bytes; KeyError when it is not stored, ValueError when it is damaged."""
        path = self._path(digest)
        try:
            raw = gzip.decompress(path.read_bytes())
        except FileNotFoundError:
            raise KeyError(digest) from None
        except (OSError, EOFError) as exc:
            raise ValueError(f"{path}: damaged blob ({exc})") from None
        if PREFIX + hashlib.sha256(raw).hexdigest() != digest:
            raise ValueError(f"{path}: damaged blob (content does not match its digest)")
        return raw

    def get_text(self, digest: str) -> str:
        return self.get(digest).decode("utf-8")
