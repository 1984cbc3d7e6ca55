"""The provider interface: a query per reference in, a ``SourceResult`` per reference out.

A *record* is a ``Work`` (``core/work.py``), the same typed shape whatever the service, so the checks
compare records without knowing where they came from.
"""
from __future__ import annotations

import re
from abc import ABC, abstractmethod

from ..core.secrets import CONTACT_PARAMS, SECRET_PARAMS, redact
from ..core.text import valid_text
from ..core.work import Work
from ..state import SourceResult, now_iso
from .http import ServiceError

RAW_LIMIT = 4096
_SECRET_PARAMS = re.compile(r"([?&](?:" + "|".join(re.escape(n) for n in SECRET_PARAMS + CONTACT_PARAMS)
                            + r")=)[^&]*", re.IGNORECASE)


class Query(Work):
    """What we ask the services about one reference: the bibliography's ``Work`` (title, author
    names, year, journal, ``type`` = the entry type, language; identifiers normalised by ``Work``'s
    validators) and the reference it is for."""
    ref_id: str
    arxiv_from_doi: bool = False    # the arXiv id is the one the reference's arXiv DOI names
    raw: str = ""                   # the reference line as written, when its title was guessed

    @property
    def has_id(self) -> bool:
        return bool(self.doi or self.pmid or self.arxiv)

    def title_only(self) -> "Query":
        return self.model_copy(update={"doi": "", "pmid": "", "arxiv": ""})


def empty_record() -> Work:
    return Work()


def public_url(url: str) -> str:
    """The URL a person may open: keys and e-mail addresses removed."""
    return _SECRET_PARAMS.sub(lambda m: m.group(1).rstrip("=") + "=", url or "").replace("?&", "?")


def message(text: str) -> str:
    """A service's error as it may be stored: valid Unicode, secrets redacted."""
    return redact(valid_text(text))


def excerpt(text: str | bytes) -> str:
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    return redact(valid_text(text[:RAW_LIMIT]))


def found(record: Work, matched_by: str, raw: str | bytes = "", url: str = "") -> SourceResult:
    return SourceResult(found=True, status="found", matched_by=matched_by, record=record, raw=excerpt(raw),
                        url=public_url(url), fetched_at=now_iso())


NOT_FOUND = "not found"


def missing(reason: str = "", url: str = "", raw: str | bytes = "", code: str = "no_match") -> SourceResult:
    """The service answered, and it has no such work. ``code``: id_unknown (the identifier is not
    its), no_match (no close title), not_asked (nothing it can look up), skipped (no key)."""
    error = NOT_FOUND + (f": {reason}" if reason else "")
    return SourceResult(found=False, status="missing", reason=code, error=message(error), url=public_url(url),
                        raw=excerpt(raw), fetched_at=now_iso())


def failed(reason: str, url: str = "", raw: str | bytes = "", code: str = "unreachable") -> SourceResult:
    """The service could not answer; never to be read as "the work does not exist".
    ``code``: unreachable, offline (not in the cache), invalid_response."""
    return SourceResult(found=False, status="failed", reason=code, error=message(reason), url=public_url(url),
                        raw=excerpt(raw), fetched_at=now_iso())


def is_failure(result: SourceResult | None) -> bool:
    return bool(result and result.status == "failed")


def supersedes(old: SourceResult | None, new: SourceResult) -> bool:
    """Whether a later answer of a service replaces its earlier one for the same reference: a hit
    replaces a miss or a failure; a miss never hides an earlier answer, nor an earlier failure (a
    title-search miss after a failed identifier lookup is no proof that the work does not exist:
    it stays a failure, never a false not_found)."""
    return old is None or (new.found and not old.found)


def id_unknown(result: SourceResult | None) -> bool:
    """The service answered that the identifier asked is not one of its works."""
    return bool(result and result.status == "missing" and result.reason == "id_unknown")


class Provider(ABC):
    """One metadata service. ``lookup`` is batched and never raises: a failure is a result."""
    name = ""
    #: services answer by identifier; "search" says whether title-only queries are supported
    search = False

    def lookup(self, queries: list[Query], session, config) -> dict[str, SourceResult]:
        try:
            return self._lookup(queries, session, config)
        except ServiceError as exc:
            return {q.ref_id: failed(str(exc), code=exc.code) for q in queries}
        except Exception as exc:  # an unexpected payload (HTML, truncated XML) must not stop Step B
            reason = f"{self.name}: invalid response ({type(exc).__name__}: {str(exc)[:200]})"
            return {q.ref_id: failed(reason, code="invalid_response") for q in queries}

    @abstractmethod
    def _lookup(self, queries, session, config) -> dict[str, SourceResult]:
        """The service-specific batched lookup; may raise, ``lookup`` turns that into results."""


def run_batch(results: dict[str, SourceResult], queries: list[Query], fn, name: str) -> None:
    """Run one batched request; if it fails, only the queries of that batch fail."""
    try:
        results.update(fn())
    except ServiceError as exc:
        for q in queries:
            results.setdefault(q.ref_id, failed(str(exc), code=exc.code))
    except Exception as exc:  # HTML instead of JSON, truncated XML: fail this batch, keep the rest
        reason = f"{name}: invalid response ({type(exc).__name__}: {str(exc)[:200]})"
        for q in queries:
            results.setdefault(q.ref_id, failed(reason, code="invalid_response"))


def best_by_title(query: Query, records: list[Work]) -> tuple[Work | None, float]:
    """The record whose title is closest to the query's, with its similarity."""
    from ..core.compare_text import title_similarity
    best, score = None, 0.0
    for rec in records:
        s = title_similarity(query.title, rec.title)
        if s > score:
            best, score = rec, s
    return best, score


SEARCH_FLOOR = 0.5   # below this a search hit is noise, not a candidate worth showing


def batches_by(queries: list[Query], has, reason: str, size: int):
    """The queries a service can answer (``has(q)``), in batches of ``size``, and the results
    of the others already filled: missing with ``reason`` (e.g. "asked by DOI only")."""
    results = {q.ref_id: missing(reason, code="not_asked") for q in queries if not has(q)}
    wanted = [q for q in queries if has(q)]
    return results, [wanted[i:i + size] for i in range(0, len(wanted), size)]
