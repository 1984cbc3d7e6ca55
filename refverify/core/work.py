"""One typed record for a work: the bibliography's entry, the query and every service's answer.

A ``Work`` is built by each provider (``make_record``) and normalised once, here: DOIs lower-case
without a resolver prefix, PMIDs and arXiv ids bare, years as integers. It serialises to the same
JSON keys as the record dicts of state schema 2, so a saved state loads unchanged.

A reference carries two records (``state.Ref``): ``Ref.bib``, a ``BibSide`` (the entry exactly as
Step A read it, with its bib-only extras: raw line, origin, file, line, certainty, notes), and
``Ref.record``, the ``Work`` Step B found (None until found). The state file stores them flat as
the seed's ``bib_*`` / ``api_*`` keys (``BibSide`` field ``title`` is ``bib_title``; ``API_FIELDS``).

A ``BibWork`` is the bibliography's side as the drift checks compare it (``BibSide.work``): the
same normalised fields as any ``Work``, plus what the user wrote (``written``: the identifiers as
typed; the author names as written are its ``Author.name``s), which the checks show.
"""
from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_serializer, model_validator

from .text import valid_unicode
from ..ids import normalize_arxiv, normalize_doi, normalize_pmcid, normalize_pmid


class Author(BaseModel):
    """A person (``family``, ``given``) or a group / unsplit name (``name``)."""
    model_config = ConfigDict(frozen=True)
    family: str = ""
    given: str = ""
    name: str = ""

    @model_serializer
    def _keys(self) -> dict[str, str]:
        # the keys the services gave: a person keeps family+given, a group only its name
        if self.family or self.given:
            out = {"family": self.family, "given": self.given}
            return {**out, "name": self.name} if self.name else out
        return {"name": self.name}


class Update(BaseModel):
    """A notice attached to a work: retracted | concern | erratum | correction, and its id."""
    kind: str
    notice: str = ""


def _year(v):
    if v in (None, ""):
        return None
    try:
        return int(str(v).strip()[:4])
    except ValueError:
        return None


class Work(BaseModel):
    """A service's record of one work; as ``Ref.record``, the record Step B settled on (``source``
    names its service, ``type`` the article type in ``resolve.ARTICLE_TYPE_PRIORITY``'s words, the
    authors are the "Smith JA" names shown, an identifier may come from another agreeing source)."""
    source: str = ""                   # Ref.record only: the service it came from (api_source)
    id: str = ""                       # the service's own id (PMID, S2 paper id, DBLP key, ...)
    title: str = ""
    alt_titles: list[str] = Field(default_factory=list)
    authors: list[Author] = Field(default_factory=list)
    venue: str = ""
    notice_of: str = ""
    year: int | None = None
    year_online: int | None = None
    journal: str = ""
    journal_abbrev: str = ""
    volume: str = ""
    issue: str = ""
    pages: str = ""
    doi: str = ""
    pmid: str = ""
    arxiv: str = ""
    type: str = ""
    article_types: list[str] = Field(default_factory=list)
    abstract: str = ""
    language: str = ""
    languages: list[str] = Field(default_factory=list)
    updates: list[Update] = Field(default_factory=list)          # retraction, expression of concern, erratum, correction
    published_doi: str = ""             # a preprint's published version
    preprint_doi: str = ""              # a published work's preprint
    journal_ref: str = ""               # arXiv's pointer to the published version
    is_preprint: bool = False
    pmcid: str = ""                     # PubMed Central id (PMC…): its open full text may be in PMC
    oa_url: str = ""                    # the open-access copy the service points to (a PDF first)
    oa_licence: str = ""                # its licence as the service gives it (cc-by, …)

    @model_serializer(mode="wrap")
    def _keys(self, handler):
        # schema 2's record dicts had "languages" only when PubMed gave them: the same JSON keys;
        # the open-access fields only when the service gave them (the state stays as small)
        out = handler(self)
        for key in ("source", "languages", "pmcid", "oa_url", "oa_licence"):
            if not getattr(self, key):
                out.pop(key, None)
        return out

    @model_validator(mode="before")
    @classmethod
    def _valid_unicode(cls, data, info):
        # every service's strings enter here: a lone surrogate (a broken emoji) becomes U+FFFD
        # (not again for a record read back from the state file, which was written valid)
        if (info.context or {}).get("stored"):
            return data
        return valid_unicode(data)

    @field_validator("doi", "published_doi", "preprint_doi", mode="before")
    @classmethod
    def _doi(cls, v):
        return normalize_doi(v or "")

    @field_validator("pmid", mode="before")
    @classmethod
    def _pmid(cls, v):
        return normalize_pmid(v or "")

    @field_validator("pmcid", mode="before")
    @classmethod
    def _pmcid(cls, v):
        return normalize_pmcid(v or "")

    @field_validator("arxiv", mode="before")
    @classmethod
    def _arxiv(cls, v):
        return normalize_arxiv(v or "")

    @field_validator("year", "year_online", mode="before")
    @classmethod
    def _years(cls, v):
        return _year(v)

    @field_validator("authors", mode="before")
    @classmethod
    def _authors(cls, v):
        return [{"name": a} if isinstance(a, str) else a for a in v or []]

    @field_validator("source", "id", "title", "venue", "notice_of", "journal", "journal_abbrev", "volume", "issue",
                     "pages", "type", "abstract", "language", "journal_ref", mode="before")
    @classmethod
    def _text(cls, v):
        return "" if v is None else str(v)

    @property
    def ids(self) -> dict[str, str]:
        return {k: v for k, v in (("doi", self.doi), ("pmid", self.pmid), ("arxiv", self.arxiv)) if v}

    def titles(self) -> list[str]:
        return [self.title] + list(self.alt_titles)

    def names(self) -> list[str]:
        """The author names: a bibliography's as written, a split name as "Family, Given"."""
        return [a.name or ", ".join(p for p in (a.family, a.given) if p) for a in self.authors]


class _NoWork(Work):
    model_config = ConfigDict(frozen=True)


# What a reference without a record reads (``(ref.record or NO_WORK).doi``): every field empty.
NO_WORK: Work = _NoWork()


class BibWork(Work):
    """The bibliography's entry as a ``Work``: compared normalised, shown as written.

    Authors are unsplit names (``Author(name=...)``) exactly as the entry gives them, so the name
    rules read what the user wrote; ``written`` keeps each identifier as typed (case, resolver
    prefix) when the validators changed it."""
    authors_truncated: bool = False    # the list ended with "et al." / "and others" / 等
    written: dict[str, str] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _keep_written(cls, data):
        if isinstance(data, dict):
            written = dict(data.get("written") or {})
            for name in WRITTEN_IDS:
                if data.get(name):
                    written.setdefault(name, str(data[name]))
            data = {**data, "written": written}
        return data

    def shown(self, name: str):
        """A field as the user wrote it (for an issue's ``bib`` value); the normalised value otherwise."""
        return self.written.get(name, getattr(self, name))



class BibSide(BaseModel):
    """The bibliography's entry as Step A read it (``Ref.bib``): every value as written, nothing
    normalised; ``work()`` gives the normalised ``BibWork`` the checks compare. Stored flat as
    ``bib_<field>`` (the seed's keys), in this order."""
    title: str = ""
    authors: str = ""                  # as written, joined with "; "
    author_list: list[str] = Field(default_factory=list)
    authors_truncated: bool = False    # the list ended with "et al." / "and others" / 等
    year: int | None = None
    year_suffix: str = ""              # the "a" of 2020a
    journal: str = ""
    volume: str = ""
    issue: str = ""
    pages: str = ""
    pmid: str = ""
    doi: str = ""
    arxiv: str = ""
    url: str = ""
    publisher: str = ""
    language: str = ""                 # zh for Chinese-language works
    raw: str = ""                      # the entry / reference line as written
    origin: str = ""                   # bib | document | both | fields (Zotero fields) | none (orphan)
    file: str = ""
    line: int | None = None
    discrepancies: list[dict[str, Any]] = Field(default_factory=list)   # bib vs in-document list; cited year
    # how sure Step A is of each field (core.certainty: field | style | guessed; absent = field)
    certainty: dict[str, str] = Field(default_factory=dict)
    notes: list[str] = Field(default_factory=list)              # how the entry was read, when not plainly
    unreadable: bool = False           # an entry no field of which could be read: kept, shown as such

    def names(self) -> list[str]:
        """The author names as written: the list, else the joined text split at ";"."""
        return list(self.author_list) or [a.strip() for a in self.authors.split(";") if a.strip()]

    def work(self, entry_type: str = "") -> BibWork:
        """The entry as a normalised ``BibWork`` (``entry_type``: the reference's, as its ``type``)."""
        return BibWork(title=self.title, authors=self.names(), authors_truncated=self.authors_truncated,
                       year=self.year, journal=self.journal, volume=self.volume, issue=self.issue,
                       pages=self.pages, doi=self.doi, pmid=self.pmid, arxiv=self.arxiv,
                       type=entry_type, language=self.language)


# Ref.record's fields under their flat state keys (api_<name>): None when there is no record, or
# when the record's value is empty (title and year as they are; authors a list, [] when none)
API_FIELDS = {"api_source": "source", "api_title": "title", "api_authors": "authors", "api_year": "year",
              "api_journal": "journal", "api_volume": "volume", "api_issue": "issue", "api_pages": "pages",
              "api_doi": "doi", "api_pmid": "pmid", "api_arxiv": "arxiv", "api_article_type": "type",
              "api_abstract": "abstract"}


def make_record(**fields) -> Work:
    """A provider's record: one ``Work``, normalised by its validators (DOIs, ids, years)."""
    return Work(**{k: v for k, v in fields.items() if v is not None})


WRITTEN_IDS = ("doi", "pmid", "arxiv")


def as_bib(work: "Work | dict | None") -> BibWork:
    """A ``BibWork`` from any work: the checks read either side the same way."""
    if isinstance(work, BibWork):
        return work
    return BibWork.model_validate(dict(as_work(work)))


def as_work(record: "Work | dict | None") -> Work:
    """A ``Work`` from a record that may still be a dict (a saved state, a hand-made test record)."""
    if isinstance(record, Work):
        return record
    return Work.model_validate(record or {})
