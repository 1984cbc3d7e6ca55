"""The single source of truth: ``verification_state.json``.

Every step loads the state, adds its fields and saves it back atomically. The schema is a
superset of the one in seed ``000`` (``meta`` + ``refs`` keyed by reference id, each with its
claims, the ``api_*`` fields of Step B and the ``judgments`` of Step C). Its schema, and the
migration of an older one, are here; reading and writing the file are in ``state_file.py``.
"""
from __future__ import annotations

import json
import os
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Literal

from pydantic import (BaseModel, ConfigDict, Field, PrivateAttr, field_serializer, field_validator,
                      model_serializer, model_validator)

from .core.records import MetadataIssue  # noqa: F401  (part of the state's schema)
from .core.runs import FetchRun, JudgeRun, ParseChecks
from .core.outcome import legacy_status as _legacy_judgment_status
from .core.vocab import CONFIDENCES, EXISTENCE_ORDER, SEVERITIES, VERDICTS, Confidence, JudgmentStatus, NotJudged
from .core.fulltext_store import FullTextRef
from .core.work import API_FIELDS, BibSide, Work
from .errors import RefverifyError

SCHEMA_VERSION = 3   # 2: SourceResult.status / reason; 3: Judgment.status / reason, typed meta runs

# The vocabularies' values, as the state file holds them (core/vocab.py)
Severity = Literal[SEVERITIES]
Verdict = Literal[VERDICTS]
Existence = Literal[EXISTENCE_ORDER]
ConfidenceLevel = Literal[CONFIDENCES]
Status = Literal[tuple(s.value for s in JudgmentStatus)]
NotJudgedCode = Literal[("", *(r.value for r in NotJudged))]
STEPS = ("", "A", "B", "C", "D")


def now_iso() -> str:
    """The time stamped into the state (and so the reports). ``SOURCE_DATE_EPOCH`` (the
    reproducible-builds convention) pins it, so a run can be repeated byte for byte."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "").strip()
    if epoch.isdigit():
        return datetime.fromtimestamp(int(epoch), timezone.utc).isoformat()
    return datetime.now(timezone.utc).replace(microsecond=0).isoformat()


class _Model(BaseModel):
    # Unknown keys survive a load/save round trip, so a newer minor writer never loses data.
    model_config = ConfigDict(extra="allow", validate_assignment=False)


class Claim(_Model):
    claim_id: str
    ref_id: str
    chapter: str = ""
    line: int = 0
    line_kind: Literal["line", "paragraph"] = "line"  # docx: paragraph index
    file: str = ""                  # source file relative to the manuscript folder
    block_kind: str = "paragraph"   # paragraph | table | footnote: where the citing text stands
    context_raw: str = ""           # citing sentence ± 2 sentences
    citing_sentence: str = ""
    claim_text: str = ""            # the part of the sentence this citation carries (markers blanked)
    cite_marker: str = ""           # the marker as written: "[21,22,29]", "\\citep{a,b}"
    group_refs: list[str] = Field(default_factory=list)  # every ref of the same citation group
    context_confidence: Literal["high", "low"] = "high"
    claim_summary: str = ""
    severity: Severity = "Lenient"
    summary_source: Literal["rules", "llm", "human"] = "rules"
    has_numeric: bool = False
    numeric_values: list[str] = Field(default_factory=list)
    section_kind: str = ""          # intro | methods | results | discussion | conclusion | other
    fulltext_likely: bool = False
    fulltext_trigger: str | None = None  # code_safeguard | severity_rule | both
    method_needs_human_confirm: bool = False
    locator: str = ""               # "p. 3" from \cite[p.~3]{a} or [@a, p. 3]


def _legacy_status(result: dict) -> tuple[str, str]:
    """A version-1 source result's status and reason, read once from its error text."""
    if result.get("found"):
        return "found", ""
    error = result.get("error") or ""
    if error.startswith("not found"):
        if "DOI does not resolve" in error or " not in " in error:
            return "missing", "id_unknown"
        if "nothing to look up" in error or " only" in error:
            return "missing", "not_asked"
        if "skipped" in error:
            return "missing", "skipped"
        return "missing", "no_match"
    return "failed", "offline" if "not in cache" in error else (
        "invalid_response" if "invalid response" in error else "unreachable")


SourceStatus = Literal["found", "missing", "failed"]
# Why a service did not find the work (``SourceResult.reason``): the identifier is unknown to it,
# no close title, it was not asked (nothing it can look up) or skipped (no key); or why it failed.
REASONS = ("", "id_unknown", "no_match", "not_asked", "skipped", "unreachable", "offline", "invalid_response")


class SourceResult(_Model):
    """One service's answer for one reference. Its record and raw excerpt (the bulk of a large
    state) are kept out of the state file: ``save_state`` stores them once per reference in the
    state folder's content-addressed blob store (``.refverify-blobs/``) and writes ``payload`` (the blob's
    digest) with ``record`` {} and ``raw`` ""; a loaded result reads them back from the blob the
    first time ``record`` or ``raw`` is asked for (``payloads.py``)."""
    model_config = ConfigDict(extra="allow", validate_assignment=False, validate_by_name=True,
                              validate_by_alias=True, serialize_by_alias=True)

    found: bool = False
    status: SourceStatus = "missing"   # found | missing (the service answered: no such work) | failed
    reason: str = ""                # one of REASONS for missing / failed
    matched_by: str = ""            # pmid | doi | arxiv | title_search | ...
    # the service's record (serialised as {} when there is none, or when it is in the blob)
    record_value: Work | None = Field(default=None, alias="record")
    raw_value: str = Field(default="", alias="raw")   # raw response excerpt for audit
    url: str = ""
    error: str = ""                 # reason when not found / failed
    fetched_at: str = ""
    payload: str = ""               # "sha256:…": the blob holding record and raw (.refverify-blobs/)
    # (BlobStore, service name) while the record and raw are still in the blob, not read yet
    _lazy: tuple | None = PrivateAttr(default=None)

    @model_validator(mode="before")
    @classmethod
    def _typed(cls, data):
        # Built without a status (an older writer, a hand-made result): read it from the text once.
        if isinstance(data, dict) and "status" not in data:
            data = {**data}
            data["status"], reason = _legacy_status(data)
            data.setdefault("reason", reason)
        if isinstance(data, dict) and data.get("record") == {}:
            data = {**data, "record": None}
        return data

    @property
    def record(self) -> Work | None:
        if self._lazy is not None:
            self._unpack()
        return self.record_value

    @record.setter
    def record(self, value: Work | None) -> None:
        self.unpack()
        self.record_value, self.payload = value, ""

    @property
    def raw(self) -> str:
        if self._lazy is not None:
            self._unpack()
        return self.raw_value

    @raw.setter
    def raw(self, value: str) -> None:
        self.unpack()
        self.raw_value, self.payload = value, ""

    def unpack(self) -> None:
        """Read the record and raw excerpt from the blob now, if they are still there."""
        if self._lazy is not None:
            self._unpack()

    def _unpack(self) -> None:
        from .payloads import read_payload
        lazy, self._lazy = self._lazy, None
        if lazy is not None:
            self.__dict__["record_value"], self.__dict__["raw_value"] = read_payload(*lazy, self.payload)

    @field_serializer("record_value")
    def _record(self, record: Work | None, info):
        # the same JSON as schema 2's record dicts: {} when nothing was found; in the state file
        # ({"lean": True}) {} also when the record is in the blob named by ``payload``
        if self.payload and (info.context or {}).get("lean"):
            return {}
        if self._lazy is not None:
            record = self.record
        return record.model_dump(mode="json") if record is not None else {}

    @field_serializer("raw_value")
    def _raw(self, raw: str, info):
        if self.payload and (info.context or {}).get("lean"):
            return ""
        return self.raw if self._lazy is not None else raw


class Resolution(_Model):
    """A person's verdict on a judged claim (``decisions.resolve``): later runs never override it."""
    verdict: Verdict | None = None
    note: str = ""
    who: str = ""
    when: str = ""


class Judgment(_Model):
    claim_id: str
    verdict: Verdict | None = None  # None when skipped
    confidence: ConfidenceLevel = Confidence.PRELIMINARY.value
    fulltext_required: bool = False
    reasoning: str = ""
    numeric_check: Literal["NUM_OK", "NUM_MISS", "N/A"] = "N/A"
    numeric_details: list[dict[str, Any]] = Field(default_factory=list)
    anchor_quote: str = ""
    anchor_location: str = ""
    quote_verified: bool | None = None
    flags: list[str] = Field(default_factory=list)   # quote_unverified, secondary_citation, ...
    cross_validated: bool = False
    cv_verdict: Verdict | None = None
    cv_reasoning: str | None = None
    conflict: bool = False
    resolution: Resolution | None = None  # a human decision
    judge: str = ""                 # heuristic | llm
    model: str = ""
    judged_at: str = ""
    status: Status = "judged"       # judged | unjudged (the judge failed) | skipped (nothing to judge against)
    reason: NotJudgedCode = ""      # why not judged (core.vocab.NotJudged); "" when judged
    skipped_reason: str = ""        # the same, as the reports show it

    @model_validator(mode="before")
    @classmethod
    def _typed(cls, data):
        # Built without a status (a schema-2 state, a hand-made judgment): from verdict and text, once.
        if isinstance(data, dict) and "status" not in data:
            data = {**data}
            data["status"], data["reason"] = _legacy_judgment_status(data.get("verdict"),
                                                                     data.get("skipped_reason", ""))
        return data

    @property
    def resolved_verdict(self) -> str | None:
        """The verdict a person decided, or None."""
        return (self.resolution.verdict or None) if self.resolution is not None else None

    @property
    def final_verdict(self) -> str | None:
        """The verdict that counts: a human resolution, else CONFLICT while undecided."""
        if self.resolved_verdict:
            return self.resolved_verdict
        if self.conflict:
            return "CONFLICT"
        return self.verdict


class Ref(_Model):
    ref_id: str
    number: int | None = None       # numeric styles
    key: str = ""                   # cite key (LaTeX / pandoc / author-year / bib)
    entry_type: str = ""            # article | book | inproceedings | thesis | misc ... ; GB/T: J M D ...
    # the entry as written (Step A): stored flat as the seed's bib_* keys (core/work.py BibSide)
    bib: BibSide = Field(default_factory=BibSide)
    orphan_of: str = ""             # an orphan (cited, not listed): the listed entry it likely means
    needs_manual_id: bool = False
    claims: list[Claim] = Field(default_factory=list)

    # --- Step B ---
    existence: Existence = "pending"
    existence_note: str = ""
    # the record found (Step B) is ``record`` (a Work, None until found), stored flat as the seed's
    # api_* keys (API_FIELDS). A loaded reference keeps those keys as read (``stored_api``) until its
    # record is first asked for: a load builds no record nobody reads, a save writes them back as read.
    record_value: Work | None = Field(default=None, exclude=True)
    stored_api: dict[str, Any] | None = Field(default=None, exclude=True)
    abstract_source: str = "none"   # pubmed | crossref | semantic_scholar | openalex | arxiv | full_text_pdf | none
    abstract_words: int = 0
    title_match_score: float | None = None
    title_match_ok: bool | None = None
    metadata_issues: list[MetadataIssue] = Field(default_factory=list)
    retraction: dict[str, Any] | None = None   # {kind: retracted|concern|erratum, notice, source}
    candidate: dict[str, Any] | None = None    # best search candidate shown to the user (FIX)
    fulltext_required_stepB: bool = False
    fulltext_pdf: str = ""
    fulltext: FullTextRef | None = None   # the open full text found in Step B (bytes in the blob store)
    sources: dict[str, SourceResult] = Field(default_factory=dict)

    # --- Step C ---
    judgments: list[Judgment] = Field(default_factory=list)

    def judgment_for(self, claim_id: str) -> Judgment | None:
        return next((j for j in self.judgments if j.claim_id == claim_id), None)

    @model_validator(mode="before")
    @classmethod
    def _nest(cls, data):
        # the file's (and the seed's) flat bib_* / api_* keys into ``bib`` and ``record``
        if not isinstance(data, dict):
            return data
        data = dict(data)
        bib = {name: data.pop(key) for key, name in BIB_KEYS.items() if key in data}
        if bib:
            given = data.get("bib")
            if isinstance(given, BibSide):
                given = given.model_dump()
            data["bib"] = {**(given or {}), **bib}
        if "record" in data:
            data["record_value"] = data.pop("record")
        api = {key: data.pop(key) for key in API_FIELDS if key in data}
        if "record_value" not in data and any(v is not None and v != [] for v in api.values()):
            data["stored_api"] = api
        return data

    @property
    def record(self) -> Work | None:
        """The record Step B found (None: none found)."""
        if self.stored_api is not None:
            stored, self.__dict__["stored_api"] = self.stored_api, None
            self.__dict__["record_value"] = Work.model_validate(
                {API_FIELDS[key]: value for key, value in stored.items() if value is not None},
                context={"stored": True})
        return self.record_value

    @record.setter
    def record(self, value: Work | None) -> None:
        self.__dict__["record_value"], self.__dict__["stored_api"] = value, None

    def _picked(self, values: dict) -> dict:
        out = {}
        for name, value in values.items():
            if name == "bib":
                out.update(("bib_" + field_name, field_value) for field_name, field_value in value.items())
                continue
            out[name] = value
            if name == "existence_note":
                stored = self.stored_api
                out.update(api_cells(self.record_value) if stored is None else {**NO_API_CELLS, **stored})
        return out

    def __setattr__(self, name: str, value) -> None:
        # the flat names are the file's, not attributes: never a silent extra beside ``bib`` / ``record``
        if name in BIB_KEYS or name in API_FIELDS:
            raise AttributeError(f"Ref.{name} is stored in ref.bib / ref.record (state.BIB_KEYS, API_FIELDS)")
        super().__setattr__(name, value)

    def __eq__(self, other) -> bool:
        if isinstance(other, Ref):
            self.record, other.record  # noqa: B018 (the same record, read back or built)
        return super().__eq__(other)

    @model_serializer(mode="wrap")
    def _flat(self, handler, info):
        # the seed's flat layout, in the order of schema 2's fields: bib_* where ``bib`` stands,
        # api_* after ``existence_note``. A plain dump (a save, a copy) lays the values out itself
        # and leaves the claims, judgments and answers to their own (typed) serializers, which is
        # as fast as main's flat fields; a dump that picks fields goes through ``handler``.
        if info.include or info.exclude or info.exclude_none or info.exclude_defaults or info.exclude_unset:
            return self._picked(handler(self))
        d = self.__dict__
        out = {key: d[key] for key in REF_HEAD}
        bib = d["bib"].__dict__
        out.update(zip(BIB_KEYS, map(bib.__getitem__, BIB_NAMES)))
        out.update({key: d[key] for key in REF_MIDDLE})
        stored = d["stored_api"]
        out.update(api_cells(d["record_value"]) if stored is None else {**NO_API_CELLS, **stored})
        out.update({key: d[key] for key in REF_TAIL})
        if self.__pydantic_extra__:
            out.update(self.__pydantic_extra__)
        return out


# Ref's bib fields under their flat state keys; the fields a Ref's dump writes, in order
BIB_NAMES = tuple(BibSide.model_fields)
BIB_KEYS = {"bib_" + name: name for name in BIB_NAMES}
REF_KEYS = tuple(name for name, field in Ref.model_fields.items() if not field.exclude)
REF_HEAD = REF_KEYS[:REF_KEYS.index("bib")]
REF_MIDDLE = REF_KEYS[REF_KEYS.index("bib") + 1:REF_KEYS.index("existence_note") + 1]
REF_TAIL = REF_KEYS[REF_KEYS.index("existence_note") + 1:]


NO_API_CELLS = {key: [] if name == "authors" else None for key, name in API_FIELDS.items()}


def api_cells(record: Work | None) -> dict[str, Any]:
    """A found record as the flat api_* values of the state file and the tables."""
    if record is None:
        return dict(NO_API_CELLS)
    cells = {key: getattr(record, name) or None for key, name in API_FIELDS.items()}
    cells["api_authors"] = record.names()
    cells["api_year"] = record.year
    return cells


class Edit(_Model):
    """A human decision. Never overwritten by a re-run of an earlier step."""
    target: str                     # claim_id, ref_id
    field: str
    old: Any = None
    new: Any = None
    who: str = ""
    when: str = ""
    step: str = "A"
    via: str = ""                   # entry point: review_form | conflict_form | apply_edits | library
    # What the decision decides, so it follows its claim across a re-parse (decision_places):
    id: str = ""                    # identity from what it was when made (merging two copies)
    anchor: dict[str, Any] | None = None    # reference + fingerprint of the citing text
    pending: dict[str, Any] | None = None   # {reason, candidates}: not re-attached, applied to nothing


class Meta(_Model):
    # a step may assign its run record as a dict (the schema 2 way): it is validated into the model
    model_config = ConfigDict(extra="allow", validate_assignment=True)

    source_file: str = ""
    bib_file: str = ""              # seed compatibility: the bib files joined with ", "
    bib_files: list[str] = Field(default_factory=list)
    manuscript_dir: str = ""
    created: str = ""
    updated: str = ""
    last_step: str = ""
    total_refs: int = 0
    total_claims: int = 0
    language: str = "en"            # en | zh: report language default
    citation_style: str = ""        # numeric | latex | pandoc | author-year | bibliography-only
    line_kind: str = "line"
    input_hashes: dict[str, str] = Field(default_factory=dict)
    encodings: dict[str, str] = Field(default_factory=dict)  # text input -> encoding it was read in
    messages: list[str] = Field(default_factory=list)
    checks: ParseChecks = Field(default_factory=ParseChecks)   # orphans, uncited, out_of_order, duplicates
    fetch: FetchRun | None = None   # Step B's run (None: not run; {} on disk)
    judge: JudgeRun | None = None   # Step C's run: judge, model, calls, tokens, cost (None: not run)
    todo_keys: dict[str, str] = Field(default_factory=dict)  # key -> file where a TODO comment names it

    @field_validator("fetch", "judge", mode="before")
    @classmethod
    def _not_run(cls, value):
        return None if value == {} else value

    @field_serializer("fetch", "judge")
    def _not_run_on_disk(self, run):
        return {} if run is None else run


class State(_Model):
    schema_version: int = SCHEMA_VERSION
    meta: Meta = Field(default_factory=Meta)
    refs: dict[str, Ref] = Field(default_factory=dict)
    edits: list[Edit] = Field(default_factory=list)
    # (mtime, size, inode) of the file this state was loaded from / last saved to: when the file
    # still has it at the next save, nobody else wrote in between and there is nothing to merge.
    _disk_stamp: tuple | None = PrivateAttr(default=None)

    # ---- convenience ----
    def iter_claims(self):
        for ref in self.refs.values():
            for claim in ref.claims:
                yield ref, claim

    def claim(self, claim_id: str) -> tuple[Ref, Claim]:
        for ref, claim in self.iter_claims():
            if claim.claim_id == claim_id:
                return ref, claim
        raise KeyError(claim_id)

    def recount(self) -> None:
        self.meta.total_refs = len(self.refs)
        self.meta.total_claims = sum(len(r.claims) for r in self.refs.values())

    def mark_step(self, step: str) -> None:
        self.meta.last_step = step
        self.meta.updated = now_iso()


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 types each service's answer: ``status`` found / missing / failed and a ``reason``."""
    for ref in (data.get("refs") or {}).values():
        for result in (ref.get("sources") or {}).values():
            if isinstance(result, dict) and "status" not in result:
                result["status"], result["reason"] = _legacy_status(result)
    data["schema_version"] = 2
    return data


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 types each judgment: ``status`` judged / unjudged / skipped and a ``reason``
    code, read once from its ``skipped_reason`` text (kept for display). The meta run records
    (``checks``, ``fetch``, ``judge``) keep their keys; they are typed on load (core/runs.py)."""
    for ref in (data.get("refs") or {}).values():
        for judgment in ref.get("judgments") or []:
            if isinstance(judgment, dict) and "status" not in judgment:
                judgment["status"], judgment["reason"] = _legacy_judgment_status(
                    judgment.get("verdict"), judgment.get("skipped_reason") or "")
    data["schema_version"] = 3
    return data


def migrate(data: dict[str, Any], source: Path) -> dict[str, Any]:
    """Bring an older state up to SCHEMA_VERSION, or refuse clearly."""
    version = data.get("schema_version")
    if version is None:
        # The seed's own layout (no schema_version): meta + refs with the same field names.
        if "refs" in data and "meta" in data:
            _check_shape(data, source)
            for rid, ref in data["refs"].items():
                ref.setdefault("ref_id", rid)
                for claim in ref.get("claims", []):
                    claim.setdefault("ref_id", rid)
            version = 1  # the seed's layout is version 1's
        else:
            raise RefverifyError(f"{source}: not a refverify state file (no schema_version, meta or refs)")
    if isinstance(version, bool) or not isinstance(version, int):
        raise RefverifyError(
            f"{source}: state schema_version must be a whole number (this refverify writes "
            f"{SCHEMA_VERSION}), found {json.dumps(version, ensure_ascii=False)}")
    if version == 1:
        data = _v1_to_v2(data)
        version = 2
    if version == 2:
        data = _v2_to_v3(data)
        version = 3
    if version == SCHEMA_VERSION:
        _check_shape(data, source)
        return data
    raise RefverifyError(
        f"{source}: state schema_version {version} is not supported by this refverify "
        f"(it reads version {SCHEMA_VERSION}); re-run `refverify parse` or upgrade refverify")


def _check_shape(data: dict[str, Any], source: Path) -> None:
    """The containers the loader walks, checked before it walks them."""
    if not isinstance(data.get("meta", {}), dict):
        raise RefverifyError(f"{source}: invalid state: 'meta' must be an object")
    refs = data.get("refs", {})
    if not isinstance(refs, dict):
        raise RefverifyError(f"{source}: invalid state: 'refs' must be an object keyed by reference id, "
                             f"found a {type(refs).__name__}")
    for rid, ref in refs.items():
        if not isinstance(ref, dict):
            raise RefverifyError(f"{source}: invalid state: refs['{rid}'] must be an object")
        if not isinstance(ref.get("claims", []), list) or not all(
                isinstance(c, dict) for c in ref.get("claims", [])):
            raise RefverifyError(f"{source}: invalid state: refs['{rid}'].claims must be a list of objects")
