"""DataFrame views of the state, and human edits made on them written back with who/when.

A notebook reads the state as tables (``claims_df``, ``refs_df``, ``judgments_df``), edits the
claims table (severity, summary, method flag) and hands it to ``apply_edits``: each changed
value lands on its claim and in ``state.edits``, so a re-run of Step A can ``replay_edits``
instead of overwriting the human decision (ARCHITECTURE invariant 3).
"""
from __future__ import annotations

import math
from typing import Any, Iterable

import pandas as pd

from .errors import RefverifyError
from .state import Claim, Edit, Judgment, Ref, State, now_iso

SEVERITIES = ("Strict", "Standard", "Lenient")
EDITABLE_CLAIM_FIELDS = ("severity", "claim_summary", "method_needs_human_confirm")

CLAIM_COLUMNS = [
    "claim_id", "ref_id", "chapter", "line", "line_kind", "file", "severity", "claim_summary",
    "method_needs_human_confirm", "has_numeric", "numeric_values", "fulltext_likely",
    "context_raw", "citing_sentence", "cite_marker", "context_confidence", "section_kind",
    "summary_source",
]
JUDGMENT_CLAIM_COLUMNS = [
    "verdict", "final_verdict", "confidence", "numeric_check", "anchor_quote", "judge",
]
REF_CONTEXT_COLUMNS = ["existence", "bib_title"]

REF_STEP_B_COLUMNS = [
    "existence", "api_source", "api_title", "title_match_score", "api_year", "api_journal",
    "api_article_type", "abstract_source", "abstract_words",
]


def _joined(values: Iterable[Any]) -> str:
    return "; ".join(str(v) for v in values)


def claims_df(state: State) -> pd.DataFrame:
    """One row per claim, in reference order then claim order."""
    judged = any(ref.judgments for ref in state.refs.values())
    rows = []
    for ref, claim in state.iter_claims():
        row = {col: getattr(claim, col) for col in CLAIM_COLUMNS}
        row["numeric_values"] = _joined(claim.numeric_values)
        if judged:
            row.update(_judgment_cells(ref.judgment_for(claim.claim_id)))
        row["existence"] = ref.existence
        row["bib_title"] = ref.bib_title
        rows.append(row)
    columns = CLAIM_COLUMNS + (JUDGMENT_CLAIM_COLUMNS if judged else []) + REF_CONTEXT_COLUMNS
    return pd.DataFrame(rows, columns=columns)


def _judgment_cells(judgment: Judgment | None) -> dict[str, Any]:
    if judgment is None:
        return dict.fromkeys(JUDGMENT_CLAIM_COLUMNS)
    return {
        "verdict": judgment.verdict,
        "final_verdict": judgment.final_verdict,
        "confidence": judgment.confidence,
        "numeric_check": judgment.numeric_check,
        "anchor_quote": judgment.anchor_quote,
        "judge": judgment.judge,
    }


def _bib_cells(ref: Ref) -> dict[str, Any]:
    cells: dict[str, Any] = {}
    for name in type(ref).model_fields:
        if not name.startswith("bib_"):
            continue
        value = getattr(ref, name)
        if name == "bib_discrepancies":
            cells["n_bib_discrepancies"] = len(value)
        elif isinstance(value, list):
            cells[name] = _joined(value)
        else:
            cells[name] = value
    return cells


def refs_df(state: State) -> pd.DataFrame:
    """One row per reference: bibliography fields, claim count and the Step B findings."""
    rows = []
    for ref in state.refs.values():
        row: dict[str, Any] = {"ref_id": ref.ref_id, "number": ref.number, "key": ref.key,
                               "entry_type": ref.entry_type}
        row.update(_bib_cells(ref))
        row["needs_manual_id"] = ref.needs_manual_id
        row["n_claims"] = len(ref.claims)
        row.update({col: getattr(ref, col) for col in REF_STEP_B_COLUMNS})
        row["n_issues"] = len(ref.metadata_issues)
        row["retraction"] = (ref.retraction or {}).get("kind")
        row["fulltext_required_stepB"] = ref.fulltext_required_stepB
        rows.append(row)
    if not rows:
        return pd.DataFrame(columns=["ref_id", "number", "key", "entry_type",
                                     *_bib_cells(Ref(ref_id="")), "needs_manual_id",
                                     "n_claims", *REF_STEP_B_COLUMNS, "n_issues", "retraction",
                                     "fulltext_required_stepB"])
    return pd.DataFrame(rows)


JUDGMENT_COLUMNS = [
    "ref_id", "claim_id", "verdict", "final_verdict", "confidence", "fulltext_required",
    "reasoning", "numeric_check", "anchor_quote", "anchor_location", "quote_verified", "flags",
    "cross_validated", "cv_verdict", "cv_reasoning", "conflict", "resolution_verdict",
    "resolution_note", "resolution_who", "resolution_when", "judge", "model", "judged_at",
    "skipped_reason",
]


def judgments_df(state: State) -> pd.DataFrame:
    """One row per judgment, with its cross-validation and any human resolution."""
    rows = []
    for ref in state.refs.values():
        for judgment in ref.judgments:
            resolution = judgment.resolution or {}
            row = {col: getattr(judgment, col, None) for col in JUDGMENT_COLUMNS}
            row.update(
                ref_id=ref.ref_id,
                final_verdict=judgment.final_verdict,
                flags=_joined(judgment.flags),
                resolution_verdict=resolution.get("verdict"),
                resolution_note=resolution.get("note"),
                resolution_who=resolution.get("who"),
                resolution_when=resolution.get("when"),
            )
            rows.append(row)
    return pd.DataFrame(rows, columns=JUDGMENT_COLUMNS)


# ---------------------------------------------------------------- human edits

def default_user() -> str:
    """The config user (REFVERIFY_USER / refverify.toml), else the OS user."""
    from .config import _os_user, load_config
    try:
        return load_config().user or _os_user()
    except RefverifyError:
        return _os_user()


def _is_missing(value: Any) -> bool:
    return value is None or (isinstance(value, float) and math.isnan(value))


def _cell_value(field: str, value: Any, claim_id: str) -> Any:
    """Normalise one edited cell (numpy scalars, NaN) and validate it."""
    if hasattr(value, "item") and not isinstance(value, (str, bytes)):
        value = value.item()  # numpy scalar -> Python, so the JSON state stays plain
    if field == "severity":
        if value not in SEVERITIES:
            raise RefverifyError(
                f"claim {claim_id}: severity {value!r} is not one of {', '.join(SEVERITIES)}")
        return value
    if field == "claim_summary":
        return "" if _is_missing(value) else str(value)
    if _is_missing(value) or value not in (True, False, 0, 1):
        raise RefverifyError(
            f"claim {claim_id}: method_needs_human_confirm {value!r} is not true or false")
    return bool(value)


def _set_claim_field(claim: Claim, field: str, value: Any) -> None:
    setattr(claim, field, value)
    if field == "claim_summary":
        claim.summary_source = "human"


def apply_edits(state: State, df: pd.DataFrame, *, who: str | None = None,
                when: str | None = None) -> list[Edit]:
    """Write the changed severity / summary / method-flag cells of ``df`` into ``state``.

    Every cell is validated before anything is written, so a bad value leaves the state as it
    was. Returns the new ``Edit`` records (also appended to ``state.edits``).
    """
    if "claim_id" not in df.columns:
        raise RefverifyError("edited claims table: no claim_id column")
    fields = [f for f in EDITABLE_CLAIM_FIELDS if f in df.columns]
    claims = {claim.claim_id: claim for _, claim in state.iter_claims()}
    changes: list[tuple[Claim, str, Any]] = []
    for record in df[["claim_id", *fields]].to_dict("records"):
        claim_id = str(record["claim_id"])
        claim = claims.get(claim_id)
        if claim is None:
            raise RefverifyError(f"edited claims table: claim {claim_id} is not in the state")
        for field in fields:
            new = _cell_value(field, record[field], claim_id)
            if new != getattr(claim, field):
                changes.append((claim, field, new))
    who = who or default_user()
    when = when or now_iso()
    edits = []
    for claim, field, new in changes:
        edits.append(Edit(target=claim.claim_id, field=field, old=getattr(claim, field), new=new,
                          who=who, when=when, step="A"))
        _set_claim_field(claim, field, new)
    state.edits.extend(edits)
    return edits


def latest_claim_edits(state: State) -> dict[tuple[str, str], Edit]:
    """The last human edit per (claim id, field); later entries in the log win."""
    latest: dict[tuple[str, str], Edit] = {}
    for edit in state.edits:
        if edit.field in EDITABLE_CLAIM_FIELDS:
            latest[(edit.target, edit.field)] = edit
    return latest


def replay_edits(state: State) -> int:
    """Re-apply the latest human edit per (claim, field) after claims were rebuilt.

    Returns how many edits were applied; edits whose claim no longer exists are kept in the log
    but not applied.
    """
    claims = {claim.claim_id: claim for _, claim in state.iter_claims()}
    applied = 0
    for (claim_id, field), edit in latest_claim_edits(state).items():
        claim = claims.get(claim_id)
        if claim is None:
            continue
        _set_claim_field(claim, field, edit.new)
        applied += 1
    return applied


# ---------------------------------------------------------------- summaries

VERDICT_ORDER = ("PASS", "PARTIAL-A", "PARTIAL-B", "FAIL", "CONFLICT")


def _final_verdicts(state: State) -> pd.DataFrame:
    rows = []
    for ref, claim in state.iter_claims():
        judgment = ref.judgment_for(claim.claim_id)
        rows.append({"chapter": claim.chapter, "severity": claim.severity,
                     "source": ref.api_source or "none",
                     "article_type": ref.api_article_type or "unknown",
                     "final_verdict": judgment.final_verdict if judgment else None})
    return pd.DataFrame(rows, columns=["chapter", "severity", "source", "article_type",
                                       "final_verdict"])


def severity_verdict_table(state: State) -> pd.DataFrame:
    """Judged claims counted by severity (rows) × final verdict (columns), with totals."""
    df = _final_verdicts(state).dropna(subset=["final_verdict"])
    table = pd.crosstab(df["severity"], df["final_verdict"])
    table = table.reindex(index=list(SEVERITIES),
                          columns=[v for v in VERDICT_ORDER if v in table.columns], fill_value=0)
    table["Total"] = table.sum(axis=1)
    table.loc["Total"] = table.sum(axis=0)
    table.index.name, table.columns.name = "severity", "verdict"
    return table.astype(int)


def pass_rate_by(state: State, by: str) -> pd.DataFrame:
    """Per value of ``by`` (chapter | severity | source | article_type), in order of first
    appearance: claims, judged claims, PASS count and PASS share of the judged."""
    df = _final_verdicts(state)
    keys = list(dict.fromkeys(df[by]))
    grouped = df.assign(judged=df["final_verdict"].notna(),
                        passed=df["final_verdict"].eq("PASS")).groupby(by, sort=False)
    table = pd.DataFrame({
        "claims": grouped.size(),
        "judged": grouped["judged"].sum(),
        "PASS": grouped["passed"].sum(),
    }).reindex(keys).astype(int)
    table["pass_rate"] = (table["PASS"] / table["judged"].where(table["judged"] > 0)).round(3)
    table.index.name = by
    return table


def pass_rate_by_chapter(state: State) -> pd.DataFrame:
    return pass_rate_by(state, "chapter")


def pass_rates(state: State) -> dict[str, pd.DataFrame]:
    """The four PASS-rate tables of notebook 04."""
    return {by: pass_rate_by(state, by) for by in ("chapter", "severity", "source", "article_type")}


def issues_df(state: State) -> pd.DataFrame:
    """One row per metadata issue, bib value beside source value, with the record to check."""
    from .report.derive import issues_of
    rows = [{"ref_id": ref.ref_id, "existence": ref.existence, "field": issue.field,
             "severity": issue.severity, "bib": issue.bib, "source_value": issue.source_value,
             "source": issue.source, "record": issue.record, "message": issue.message}
            for ref in state.refs.values() for issue in issues_of(ref)]
    return pd.DataFrame(rows, columns=["ref_id", "existence", "field", "severity", "bib",
                                       "source_value", "source", "record", "message"])


ACTION_EXISTENCE = {"not_found": "unverified: provide a PDF/DOI or delete the claim",
                    "id_mismatch": "identifier points to another work",
                    "api_fail": "lookup failed: retry later"}


def actions_df(state: State) -> pd.DataFrame:
    """What a person must act on: retractions and existence problems first, then FAIL,
    PARTIAL-A, CONFLICT and preliminary verdicts, each with where it stands."""
    rows = []
    for ref in state.refs.values():
        where = ref.claims[0] if ref.claims else None
        base = {"ref_id": ref.ref_id, "claim_id": "", "chapter": where.chapter if where else "",
                "line": where.line if where else None}
        if ref.retraction:
            rows.append({**base, "priority": 0, "action": f"{ref.retraction.get('kind')}: "
                         "replace the work or justify citing it"})
        if ref.existence in ACTION_EXISTENCE:
            rows.append({**base, "priority": 1, "action": ACTION_EXISTENCE[ref.existence]})
        for claim in ref.claims:
            judgment = ref.judgment_for(claim.claim_id)
            if judgment is None or judgment.verdict is None:
                continue
            verdict = judgment.final_verdict
            here = {**base, "claim_id": claim.claim_id, "chapter": claim.chapter, "line": claim.line}
            if verdict in ("FAIL", "PARTIAL-A", "CONFLICT"):
                rows.append({**here, "priority": {"FAIL": 2, "PARTIAL-A": 3, "CONFLICT": 4}[verdict],
                             "action": f"{verdict}: {judgment.reasoning}"})
            elif judgment.confidence == "preliminary" and judgment.fulltext_required:
                doi = ref.api_doi or ref.bib_doi
                rows.append({**here, "priority": 5, "action": f"{verdict} ⏳ needs the full text"
                             + (f" (https://doi.org/{doi})" if doi else "")})
    df = pd.DataFrame(rows, columns=["priority", "ref_id", "claim_id", "chapter", "line", "action"])
    return df.sort_values(["priority"], kind="stable").reset_index(drop=True)
