"""DataFrame views of the state, and human edits made on them written back with who/when.

A notebook reads the state as tables (``claims_df`` indexed by ``claim_id``, ``refs_df`` by
``ref_id``, ``judgments_df``): severity, verdicts and existence are ordered categoricals in the
rubric's order, list fields stay lists. It edits the claims table (severity, summary, method
flag) and hands it to ``apply_edits``: each changed value is recorded by ``refverify.decisions``
(who, when, replayed after any re-run). An edit to any other claim column is refused by name.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

import pandas as pd

from . import decisions
from .decisions import CLAIM_FIELDS as EDITABLE_CLAIM_FIELDS
from .decisions import default_user  # noqa: F401  (re-exported)
from .core.outcome import ClaimKind, claim_outcome
from .core.vocab import EXISTENCE_ORDER, FINAL_VERDICTS as VERDICT_ORDER, SEVERITIES, VERDICTS, Confidence, Existence, label
from .errors import RefverifyError
from .core.work import BibSide, NO_WORK
from .state import Edit, Judgment, State, api_cells

SEVERITY_TYPE = pd.CategoricalDtype(list(SEVERITIES), ordered=True)
VERDICT_TYPE = pd.CategoricalDtype(list(VERDICTS), ordered=True)
FINAL_VERDICT_TYPE = pd.CategoricalDtype(list(VERDICT_ORDER), ordered=True)
EXISTENCE_TYPE = pd.CategoricalDtype(list(EXISTENCE_ORDER), ordered=True)
CATEGORIES = {"severity": SEVERITY_TYPE, "verdict": VERDICT_TYPE, "cv_verdict": VERDICT_TYPE,
              "final_verdict": FINAL_VERDICT_TYPE, "resolution_verdict": VERDICT_TYPE,
              "existence": EXISTENCE_TYPE}

CLAIM_COLUMNS = [
    "claim_id", "ref_id", "chapter", "line", "line_kind", "file", "severity", "claim_summary",
    "method_needs_human_confirm", "has_numeric", "numeric_values", "fulltext_likely",
    "context_raw", "citing_sentence", "cite_marker", "context_confidence", "section_kind",
    "summary_source",
]
# Columns Step A derives from the manuscript: an edit to one of them would be silently lost.
FIXED_CLAIM_COLUMNS = [c for c in CLAIM_COLUMNS
                       if c not in (*EDITABLE_CLAIM_FIELDS, "claim_id", "summary_source")]
JUDGMENT_CLAIM_COLUMNS = [
    "verdict", "final_verdict", "confidence", "numeric_check", "anchor_quote", "judge",
]
REF_CONTEXT_COLUMNS = ["existence", "bib_title"]

REF_STEP_B_COLUMNS = [
    "existence", "api_source", "api_title", "title_match_score", "api_year", "api_journal",
    "api_article_type", "abstract_source", "abstract_words",
]


def _typed(df: pd.DataFrame) -> pd.DataFrame:
    for column, dtype in CATEGORIES.items():
        if column in df.columns:
            df[column] = df[column].astype(dtype)
    return df


def claims_df(state: State) -> pd.DataFrame:
    """One row per claim indexed by ``claim_id``, in reference order then claim order."""
    judged = any(ref.judgments for ref in state.refs.values())
    rows = []
    for ref, claim in state.iter_claims():
        row = {col: getattr(claim, col) for col in CLAIM_COLUMNS}
        row["numeric_values"] = list(claim.numeric_values)
        if judged:
            row.update(_judgment_cells(ref.judgment_for(claim.claim_id)))
        row["existence"] = ref.existence
        row["bib_title"] = ref.bib.title
        rows.append(row)
    columns = CLAIM_COLUMNS + (JUDGMENT_CLAIM_COLUMNS if judged else []) + REF_CONTEXT_COLUMNS
    return _typed(pd.DataFrame(rows, columns=columns)).set_index("claim_id")


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


def _bib_cells(bib: BibSide) -> dict[str, Any]:
    # the entry's fields as the bib_* columns (the state file's names)
    cells: dict[str, Any] = {}
    for name in BibSide.model_fields:
        value = getattr(bib, name)
        if name == "discrepancies":
            cells["n_bib_discrepancies"] = len(value)
        elif isinstance(value, list):
            cells["bib_" + name] = list(value)
        else:
            cells["bib_" + name] = value
    return cells


def refs_df(state: State) -> pd.DataFrame:
    """One row per reference indexed by ``ref_id``: bibliography fields, claim count and the
    Step B findings."""
    rows = []
    for ref in state.refs.values():
        row: dict[str, Any] = {"ref_id": ref.ref_id, "number": ref.number, "key": ref.key,
                               "entry_type": ref.entry_type}
        row.update(_bib_cells(ref.bib))
        row["needs_manual_id"] = ref.needs_manual_id
        row["n_claims"] = len(ref.claims)
        cells = {**api_cells(ref.record), "existence": ref.existence, "title_match_score": ref.title_match_score,
                 "abstract_source": ref.abstract_source, "abstract_words": ref.abstract_words}
        row.update({col: cells[col] for col in REF_STEP_B_COLUMNS})
        row["n_issues"] = len(ref.metadata_issues)
        row["retraction"] = (ref.retraction or {}).get("kind")
        row["fulltext_required_stepB"] = ref.fulltext_required_stepB
        rows.append(row)
    columns = ["ref_id", "number", "key", "entry_type", *_bib_cells(BibSide()),
               "needs_manual_id", "n_claims", *REF_STEP_B_COLUMNS, "n_issues", "retraction",
               "fulltext_required_stepB"]
    return _typed(pd.DataFrame(rows, columns=columns)).set_index("ref_id")


JUDGMENT_COLUMNS = [
    "ref_id", "claim_id", "verdict", "final_verdict", "confidence", "fulltext_required",
    "reasoning", "numeric_check", "anchor_quote", "anchor_location", "quote_verified", "flags",
    "cross_validated", "cv_verdict", "cv_reasoning", "conflict", "resolution_verdict",
    "resolution_note", "resolution_who", "resolution_when", "judge", "model", "judged_at",
    "skipped_reason",
]


def judgments_df(state: State) -> pd.DataFrame:
    """One row per judgment (one per judged claim) indexed by ``claim_id``, with its
    cross-validation and any human resolution."""
    rows = []
    for ref in state.refs.values():
        for judgment in ref.judgments:
            r = judgment.resolution
            row = {col: getattr(judgment, col, None) for col in JUDGMENT_COLUMNS}
            row.update(
                ref_id=ref.ref_id,
                final_verdict=judgment.final_verdict,
                flags=list(judgment.flags),
                resolution_verdict=r.verdict if r else None,
                resolution_note=r.note if r else None,
                resolution_who=r.who if r else None,
                resolution_when=r.when if r else None,
            )
            rows.append(row)
    return _typed(pd.DataFrame(rows, columns=JUDGMENT_COLUMNS)).set_index("claim_id")


def decisions_df(state: State) -> pd.DataFrame:
    """Every human decision, oldest first: what, old and new value, who, when, from where."""
    return pd.DataFrame(decisions.log(state),
                        columns=["target", "field", "old", "new", "who", "when", "step", "via"])


def pending_decisions_df(state: State) -> pd.DataFrame:
    """Decisions a re-parse could not place on a claim (the manuscript changed): kept, applied
    to nothing until a person re-attaches (``decisions.reattach_decision``) or dismisses them.
    ``index`` is what those functions take."""
    from .decision_places import pending
    return pd.DataFrame(pending(state), columns=["index", "field", "value", "who", "when", "was",
                                                 "sentence", "reason", "candidates"])


# ---------------------------------------------------------------- human edits

def _claim_ids(df: pd.DataFrame) -> list[str]:
    if "claim_id" in df.columns:
        return [str(v) for v in df["claim_id"]]
    if df.index.name == "claim_id":
        return [str(v) for v in df.index]
    raise RefverifyError("edited claims table: no claim_id column or index "
                         "(pass a table from claims_df)")


def _same(a: Any, b: Any) -> bool:
    if isinstance(a, (list, tuple)) or isinstance(b, (list, tuple)):
        return list(a) == list(b) if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)) \
            else False
    if decisions._missing(a) or a is pd.NA:
        return decisions._missing(b) or b is pd.NA or b == ""
    if decisions._missing(b) or b is pd.NA:
        return a == ""
    if hasattr(a, "item") and not isinstance(a, (str, bytes)):
        a = a.item()
    return a == b


def apply_edits(state: State, df: pd.DataFrame, *, who: str | None = None,
                when: str | None = None) -> list[Edit]:
    """Write the changed severity / summary / method-flag cells of ``df`` into ``state``.

    ``df`` is a table from ``claims_df`` (indexed by ``claim_id``, or with a ``claim_id``
    column, e.g. after ``reset_index()``). Every cell is validated before anything is written,
    so a bad value leaves the state as it was; a changed cell in a column that cannot be edited
    (``chapter``, ``context_raw``, …) is refused with the column's name rather than dropped.
    Returns the new ``Edit`` records (also appended to ``state.edits``).
    """
    ids = _claim_ids(df)
    claims = {claim.claim_id: claim for _, claim in state.iter_claims()}
    for claim_id in ids:
        if claim_id not in claims:
            raise RefverifyError(f"edited claims table: claim {claim_id} is not in the state")
    fixed = [c for c in FIXED_CLAIM_COLUMNS if c in df.columns]
    for column in fixed:
        for claim_id, value in zip(ids, df[column].tolist()):
            if not _same(value, getattr(claims[claim_id], column)):
                raise RefverifyError(
                    f"edited claims table: column {column!r} cannot be edited (claim "
                    f"{claim_id}: {getattr(claims[claim_id], column)!r} → {value!r}); editable: "
                    f"{', '.join(EDITABLE_CLAIM_FIELDS)}")
    fields = [f for f in EDITABLE_CLAIM_FIELDS if f in df.columns]
    changes = [(claim_id, field, value) for field in fields
               for claim_id, value in zip(ids, df[field].tolist())]
    # Row order, then field order: the log reads like the table.
    order = {cid: i for i, cid in enumerate(ids)}
    changes.sort(key=lambda c: (order[c[0]], fields.index(c[1])))
    try:
        return decisions.edit_claims(state, changes, who=who, when=when, via="apply_edits")
    except decisions.DecisionError as exc:
        raise RefverifyError(str(exc)) from None


def latest_claim_edits(state: State) -> dict[tuple[str, str], Edit]:
    """The last human edit per (claim id, field); later entries in the log win."""
    return {key: edit for key, edit in decisions.latest(state).items()
            if key[1] in EDITABLE_CLAIM_FIELDS}


def replay_edits(state: State) -> int:
    """Re-apply every latest human decision after claims were rebuilt (decisions.replay)."""
    return decisions.replay(state)


# ---------------------------------------------------------------- summaries


def _final_verdicts(state: State) -> pd.DataFrame:
    rows = []
    for ref, claim in state.iter_claims():
        judgment = ref.judgment_for(claim.claim_id)
        rows.append({"chapter": claim.chapter, "severity": claim.severity,
                     "source": (ref.record or NO_WORK).source or "none",
                     "article_type": (ref.record or NO_WORK).type or "unknown",
                     "final_verdict": judgment.final_verdict if judgment else None})
    return pd.DataFrame(rows, columns=["chapter", "severity", "source", "article_type",
                                       "final_verdict"])


def why_not_judged(state: State) -> str:
    """Why the claims Step C left without a verdict have none, most common first ("79 claims:
    sources could not be reached (§3); retry Step B, then judge"); "" when every claim that has a
    judgment has a verdict (or Step C has not run)."""
    reasons = Counter(j.skipped_reason or "no verdict" for ref, claim in state.iter_claims()
                      if (j := ref.judgment_for(claim.claim_id)) is not None and not j.final_verdict)
    return "; ".join(f"{n} claim{'s' if n > 1 else ''}: {why}" for why, n in reasons.most_common())


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


# the existence statuses that are an action for the user (worded as in the reports)
ACTION_EXISTENCE = (Existence.NOT_FOUND, Existence.ID_MISMATCH, Existence.API_FAIL)
# the claims that are an action, most urgent first: the two findings, then a conflict to decide
ACTION_PRIORITY = {ClaimKind.WRONG: 2, ClaimKind.WEAK: 3, ClaimKind.CONFLICT: 4}


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
            rows.append({**base, "priority": 1, "action": label(ref.existence)})
        for claim in ref.claims:
            judgment = ref.judgment_for(claim.claim_id)
            verdict = judgment.final_verdict if judgment is not None else None
            if verdict is None:         # a person's decision counts without a Step C verdict
                continue
            here = {**base, "claim_id": claim.claim_id, "chapter": claim.chapter, "line": claim.line}
            outcome = claim_outcome(judgment)
            if outcome.kind in ACTION_PRIORITY:
                why = judgment.reasoning or (judgment.resolution.note if outcome.resolved else "")
                rows.append({**here, "priority": ACTION_PRIORITY[outcome.kind], "action": f"{verdict}: {why}"})
            elif outcome.kind is ClaimKind.NEEDS_READING:
                rows.append({**here, "priority": 5, "action": "needs reading (not a finding): "
                             + judgment.reasoning.removeprefix("Needs reading: ")})
            elif outcome.kind is ClaimKind.QUOTE_NOT_FOUND:
                rows.append({**here, "priority": 5, "action": f"{verdict} (preliminary) quote not found in the "
                             "source: read the source"})
            elif judgment.confidence == Confidence.PRELIMINARY and judgment.fulltext_required:
                doi = (ref.record or NO_WORK).doi or ref.bib.doi
                rows.append({**here, "priority": 5, "action": f"{verdict} (preliminary) needs the full text"
                             + (f" (https://doi.org/{doi})" if doi else "")})
    df = pd.DataFrame(rows, columns=["priority", "ref_id", "claim_id", "chapter", "line", "action"])
    return df.sort_values(["priority"], kind="stable").reset_index(drop=True)


# ---------------------------------------------------------------- notebook tables

class Note(str):
    """A one-line explanation shown instead of an empty table (a notebook cell's result)."""

    def _repr_html_(self) -> str:
        import html
        return f"<p><i>{html.escape(self)}</i></p>"

    def __repr__(self) -> str:
        return str(self)


def no_problems(state: State, message: str) -> str:
    """``message`` ("No metadata problems.") only when every cited reference was looked up;
    otherwise what could not be checked, first (issue 23: unchecked is never "no problems")."""
    from .report.bottom_line import cited_refs, lookups_not_checked
    unchecked = lookups_not_checked(state)
    if not unchecked:
        return message
    none_looked_up = sum(u.count for u in unchecked) >= len(cited_refs(state))
    return "\n".join(f"NOT CHECKED: {u.text()}" for u in unchecked) + (
        "\nNo reference could be looked up: no metadata was checked." if none_looked_up else
        "\nNo problem found in the references that were looked up.")


def explain(df: pd.DataFrame, why: str) -> pd.DataFrame | Note:
    """``df``, or ``why`` as a one-line Note when it has no rows."""
    return Note(why) if df.empty else df


def parse_summary(state: State) -> str:
    """Step A in two lines: counts and style, then the numbering checks."""
    checks = state.meta.checks
    return (f"{state.meta.total_refs} references, {state.meta.total_claims} claims, "
            f"style {state.meta.citation_style or 'none'}\n"
            f"orphans: {checks.orphans} | uncited: {checks.uncited} | "
            f"out of order: {checks.out_of_order}")


def claims_by_chapter(state: State) -> pd.DataFrame | Note:
    """Claims counted per chapter (rows, in the order the chapters start in the manuscript)
    and severity (columns)."""
    df = claims_df(state)
    if df.empty:
        return Note("No claims: the manuscript has no citation that refverify recognised.")
    order = df.groupby("chapter", sort=False)["line"].min().sort_values(kind="stable").index
    table = pd.crosstab(pd.Categorical(df["chapter"], list(order)), df["severity"],
                        dropna=False)
    table.index.name, table.columns.name = "chapter", "severity"
    return table


def verdicts_df(state: State) -> pd.DataFrame | Note:
    """The verdict columns of the claims table (notebook 03), or why there are none."""
    df = claims_df(state)
    if df.empty:
        return Note("No claims to judge.")
    if "verdict" not in df.columns:
        return Note("No claim is judged yet: run Step C.")
    return df[["severity", "verdict", "final_verdict", "confidence", "numeric_check",
               "anchor_quote", "citing_sentence"]]


def existence_counts(state: State) -> pd.Series | Note:
    """References per existence status, in the rubric's order (statuses that occur)."""
    refs = refs_df(state)
    if refs.empty:
        return Note("No references found.")
    counts = refs["existence"].value_counts(sort=False)
    return counts[counts > 0]


def severity_verdict_crosstab(state: State) -> pd.DataFrame | Note:
    """Every claim by severity × final verdict (rubric order, 'not judged' last), with totals."""
    df = claims_df(state)
    if df.empty:
        return Note("No claims: nothing to cross-tabulate.")
    verdict = (df["final_verdict"].astype(object) if "final_verdict" in df.columns
               else pd.Series(None, index=df.index, dtype=object))
    columns = [*VERDICT_ORDER, "not judged"]
    verdict = pd.Categorical(verdict.where(verdict.notna(), "not judged"), columns, ordered=True)
    table = pd.crosstab(df["severity"], verdict, margins=True, margins_name="Total")
    table.index.name, table.columns.name = "severity", "final_verdict"
    return table
