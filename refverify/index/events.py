"""The events the snapshot readers yield, and how they open a plain or gzip file.

``Rec`` (a work of a source, under the source's own key), ``Delete`` (a key the source withdrew),
``Flag`` (a Retraction Watch notice by DOI / PMID) and ``Bad`` (a record that could not be read:
counted and named in the manifest, never dropped silently).
"""
from __future__ import annotations

import gzip
import io
from dataclasses import dataclass, field
from pathlib import Path

from ..core.work import Work


@dataclass
class Rec:
    source: str
    key: str
    work: Work
    date: str = ""                   # the record's own last-change date (YYYY-MM-DD), if it has one
    extra: dict = field(default_factory=dict)   # pmcid, dblp


@dataclass
class Delete:
    source: str
    key: str


@dataclass
class Flag:
    doi: str
    pmid: str
    kind: str
    notice: str
    date: str = ""


@dataclass
class Bad:
    where: str
    reason: str


def open_text(path: Path):
    """A text stream of a plain or gzip file."""
    raw = open(path, "rb")
    head = raw.read(2)
    raw.seek(0)
    stream = gzip.GzipFile(fileobj=raw) if head == b"\x1f\x8b" else raw
    return io.TextIOWrapper(stream, encoding="utf-8", errors="replace", newline="")


def open_binary(path: Path):
    raw = open(path, "rb")
    head = raw.read(2)
    raw.seek(0)
    return gzip.GzipFile(fileobj=raw) if head == b"\x1f\x8b" else raw
