"""A Markdown page cites a listed work by a link that names its first author and points at the work
(issue 20, held-out batch 94):

    … are not well understood. [[Jaddoe](https://doi.org/10.1111/j.1365-3016.2007.00916.x),
     [Juarez](https://doi.org/10.1371/journal.pone.0061734)]

A link is a citation of the one list entry whose DOI (or arXiv id, or address) is the link's target
and whose first author's family name the link's text names ("Juarez" for "Juárez, Sol Pía"; "Smith et
al."; "Smith 2019"). Links side by side in one pair of brackets are one citing place. A link whose text
names no author of its target ("see this [paper](https://arxiv.org/abs/…)") is an ordinary link.
"""
from __future__ import annotations

import re

from ..ids import find_doi, normalize_arxiv
from .citation_types import CitationMatch
from .title_mentions import _fold, first_family

GRAMMAR = "link_mention"
_LINK = r"\[(?P<text>[^\[\]()]{2,80})\]\(\s*<?(?P<url>https?://[^\s()<>]+(?:\([^\s()]*\)[^\s()<>]*)*)>?\s*\)"
_ONE = re.compile(_LINK)
_ONE_PLAIN = _LINK.replace("?P<text>", "").replace("?P<url>", "")
# "[[A](u), [B](v)]": links in one pair of brackets, parted by commas or semicolons
_GROUP = re.compile(rf"\[\s*{_ONE_PLAIN}(?:\s*[,;]\s*{_ONE_PLAIN})*\s*\]")
_ARXIV_URL = re.compile(r"arxiv\.org/(?:abs|pdf)/([^\s?#]+?)(?:\.pdf)?$", re.I)


def _address(url: str) -> str:
    """A URL as it is compared: no scheme, no "www.", no trailing slash, lower case."""
    return re.sub(r"^https?://(?:www\.)?", "", url.strip().lower()).rstrip("/")


def _targets(url: str) -> set[str]:
    url = re.sub(r"[?#].*$", "", url)       # a link's query or anchor ("…?utm_source=x") names the same work
    out = {"url:" + _address(url)}
    doi = find_doi(url)
    if doi:
        out.add("doi:" + doi)
    arxiv = _ARXIV_URL.search(url)
    if arxiv and normalize_arxiv(arxiv.group(1)):
        out.add("arxiv:" + normalize_arxiv(arxiv.group(1)))
    return out


def _entry_targets(entry) -> set[str]:
    out = set()
    doi = find_doi(getattr(entry, "doi", "") or "")
    if doi:
        out.add("doi:" + doi)
    arxiv = normalize_arxiv(getattr(entry, "arxiv", "") or "")
    if arxiv:
        out.add("arxiv:" + arxiv)
    url = getattr(entry, "url", "") or ""
    if url:
        out |= _targets(url)
    return out


def _cited(text: str, url: str, works: list[tuple[str, set[str], str]]) -> str:
    """The key of the one work the link points at and whose first author its text names; else ""."""
    named = _fold(text).split()
    while len(named) > 1 and len(named[0]) == 1:
        named = named[1:]       # the initials before the name: "[J. Smith](…)"
    targets = _targets(url)
    keys = {key for key, where, family in works
            if family and where & targets and family.split() == named[:len(family.split())]}
    return next(iter(keys)) if len(keys) == 1 else ""


def find_link_mentions(text: str, entries, taken, keyed: bool = True) -> list[CitationMatch]:
    """The links of ``text`` (outside the spans ``taken``) that cite a listed work by its first
    author's name and its address; a bracketed group of them is one match."""
    if "](" not in text:
        return []
    works = []
    for place, entry in enumerate(entries):
        key = getattr(entry, "key", "") or ("" if keyed else f"#{place}")
        where = _entry_targets(entry)
        if key and where:
            works.append((key, where, first_family(entry)))
    if not works:
        return []
    found: list[CitationMatch] = []
    for group in _GROUP.finditer(text):
        keys = [_cited(m.group("text"), m.group("url"), works) for m in _ONE.finditer(group.group(0))]
        if keys and all(keys) and not taken.overlaps(group.start(), group.end()):
            found.append(CitationMatch(group.start(), group.end(), group.group(0), list(dict.fromkeys(keys)), GRAMMAR))
    for m in _ONE.finditer(text):
        if any(f.start <= m.start() < f.end for f in found) or taken.overlaps(m.start(), m.end()):
            continue
        key = _cited(m.group("text"), m.group("url"), works)
        if key:
            found.append(CitationMatch(m.start(), m.end(), m.group(0), [key], GRAMMAR))
    return sorted(found, key=lambda f: f.start)
