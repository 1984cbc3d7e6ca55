"""The cohort report: the verdict of every manuscript, the problem references most cited across
the cohort, PASS rates by department / year (a DataFrame and a plot).

Everything is read from the manuscripts' own states and audits, and every verdict and count
comes from the one outcome policy (``core.outcome``, through ``report.audit.per_entry``): a
manuscript's verdict is its audit's; a *problem reference* is an entry whose action is not KEEP
(REMOVE / REPLACE / FIX); the PASS rate of a group is the share of its manuscripts whose audit is
PASS among those that have a verdict (a manuscript that failed to run is counted apart, never as
a pass nor as a fail)."""
from __future__ import annotations

import re
from pathlib import Path

import pandas as pd

from ..core.vocab import ACTIONS as ENTRY_ACTIONS
from .progress import Progress

REPORT_MD = "cohort_report.md"
MANUSCRIPTS_CSV = "cohort_manuscripts.csv"
PROBLEMS_CSV = "cohort_problem_refs.csv"
RATES_CSV = "cohort_pass_rates.csv"
RATES_PNG = "cohort_pass_rates.png"
GROUPS = ("department", "year")
UNKNOWN = "(unknown)"
NOT_CHECKED = "NOT_CHECKED"


def manuscripts_df(out) -> pd.DataFrame:
    """One row per manuscript (files passed over left out): its status, verdict, the counts of
    entries per action, the group columns."""
    table = Progress(out).table()
    table = table[table["status"] != "skipped"].reset_index(drop=True)
    counts = [_action_counts(Path(out) / o) if s == "done" else {}
              for o, s in zip(table["out"], table["status"])]
    for action in ENTRY_ACTIONS:
        table[action] = [c.get(action, 0) for c in counts]
    table["NOT_CHECKED"] = [c.get(NOT_CHECKED, 0) for c in counts]
    table["entries"] = [sum(c.values()) for c in counts]
    return table


def _action_counts(folder: Path) -> dict[str, int]:
    import json
    try:
        audit = json.loads((folder / "CITATION_AUDIT.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    counts = {a: 0 for a in ENTRY_ACTIONS}
    details = audit.get("details", {})
    for entry in details.get("per_entry", []):
        counts[entry["verdict"]] = counts.get(entry["verdict"], 0) + 1
    # entries whose lookup failed: counted NOT CHECKED, never KEEP (as the audit's summary)
    counts[NOT_CHECKED] = int(details.get("not_checked", 0))
    counts["KEEP"] -= counts[NOT_CHECKED]
    return counts


def work_key(ref) -> str:
    """One cited work across manuscripts, as the entries name it: DOI, else PMID, else arXiv
    id, else the normalised title and year."""
    from ..ids import normalize_arxiv, normalize_doi, normalize_pmid
    from ..core.compare_text import normalize_text
    doi = normalize_doi(ref.bib.doi)
    if doi:
        return f"doi:{doi}"
    pmid = normalize_pmid(ref.bib.pmid)
    if pmid:
        return f"pmid:{pmid}"
    arxiv = normalize_arxiv(ref.bib.arxiv)
    if arxiv:
        return f"arxiv:{arxiv}"
    title = re.sub(r"\s+", " ", normalize_text(ref.bib.title or ref.bib.raw or ref.ref_id)).strip()
    return f"title:{title}|{ref.bib.year or ''}"


def problem_refs_df(out) -> pd.DataFrame:
    """The entries that are not KEEP, one row per cited work, the most cited first: how many
    manuscripts cite it with a problem, the actions and failed axes, which manuscripts."""
    from ..report.audit import per_entry
    from ..report.derive import cited_refs
    from ..state_file import load_state

    seen: dict[str, dict] = {}
    table = Progress(out).table()
    for name, folder, status in zip(table["manuscript"], table["out"], table["status"]):
        if status != "done":
            continue
        try:
            state = load_state(Path(out) / folder)
        except Exception:  # noqa: BLE001 — a state that cannot be read is the manuscript's row's business
            continue
        for ref, entry in zip(cited_refs(state), per_entry(state)):
            if entry["verdict"] == "KEEP":
                continue
            key = work_key(ref)
            row = seen.setdefault(key, {"work": key, "title": ref.bib.title or ref.bib.raw or "",
                                        "year": ref.bib.year or "", "manuscripts": 0,
                                        "actions": set(), "axes": set(), "cited_in": []})
            row["manuscripts"] += 1
            row["actions"].add(entry["verdict"])
            row["axes"].update(entry["axis_failures"])
            row["cited_in"].append(f"{name}#{entry['key']}")
    rows = [{**r, "actions": ", ".join(a for a in ENTRY_ACTIONS if a in r["actions"]),
             "axes": ", ".join(sorted(r["axes"])), "cited_in": "; ".join(r["cited_in"])}
            for r in seen.values()]
    df = pd.DataFrame(rows, columns=["work", "title", "year", "manuscripts", "actions", "axes",
                                     "cited_in"])
    return df.sort_values(["manuscripts", "work"], ascending=[False, True],
                          kind="stable").reset_index(drop=True)


def pass_rates_df(manuscripts: pd.DataFrame, by: str) -> pd.DataFrame:
    """Per value of ``by``: manuscripts, those with a verdict (``checked``), PASS among them,
    ``pass_rate`` (None when none is checked), and the ones that did not finish."""
    if by not in manuscripts.columns:
        values = pd.Series([UNKNOWN] * len(manuscripts), index=manuscripts.index)
    else:
        values = manuscripts[by].replace("", UNKNOWN).fillna(UNKNOWN).astype(str)
    done = (manuscripts["status"] == "done") & (manuscripts["verdict"] != "")
    rows = []
    for value in sorted(values.unique(), key=lambda v: (v == UNKNOWN, v)):
        here = values == value
        checked = int((here & done).sum())
        passed = int((here & done & (manuscripts["verdict"] == "PASS")).sum())
        rows.append({by: value, "manuscripts": int(here.sum()), "checked": checked,
                     "passed": passed, "pass_rate": round(passed / checked, 4) if checked else None,
                     "not_finished": int((here & ~done).sum())})
    return pd.DataFrame(rows, columns=[by, "manuscripts", "checked", "passed", "pass_rate",
                                       "not_finished"]).set_index(by)


def pass_rate_plot(rates: dict[str, pd.DataFrame]):
    """Bars of the PASS rate per department and per year (``plots.pass_rate_bars`` style; CJK
    labels in a CJK font). A Note when no manuscript has a verdict."""
    from ..views import Note
    judged = {by: df["pass_rate"].dropna() for by, df in rates.items()}
    if all(s.empty for s in judged.values()):
        return Note("No PASS rates: no manuscript of the cohort has a verdict yet.")
    import matplotlib
    matplotlib.use("Agg", force=False)
    import matplotlib.pyplot as plt

    from ..fonts import font_families
    labels = [str(k) for s in judged.values() for k in s.index]
    with plt.rc_context({"font.family": font_families(labels)}):
        fig, axes = plt.subplots(1, len(judged), figsize=(5.5 * len(judged), 3.5), squeeze=False)
        for ax, (by, series) in zip(axes[0], judged.items()):
            if series.empty:
                ax.set_axis_off()
                continue
            ax.barh(range(len(series)), series.to_numpy(dtype=float), color="#4c72b0")
            ax.set_yticks(range(len(series)), [str(k) for k in series.index])
            ax.invert_yaxis()
            ax.set_xlim(0, 1)
            ax.set_title(f"PASS rate by {by}")
        fig.tight_layout()
    return fig


def cohort_tables(out) -> dict[str, pd.DataFrame]:
    manuscripts = manuscripts_df(out)
    tables = {"manuscripts": manuscripts, "problem_refs": problem_refs_df(out)}
    for by in GROUPS:
        tables[f"pass_rate_by_{by}"] = pass_rates_df(manuscripts, by)
    return tables


def write_cohort_report(out) -> list[Path]:
    """cohort_report.md, the three CSV tables and the plot, in ``out``."""
    out = Path(out)
    tables = cohort_tables(out)
    paths = [out / MANUSCRIPTS_CSV, out / PROBLEMS_CSV, out / RATES_CSV]
    tables["manuscripts"].to_csv(paths[0], index=False)
    tables["problem_refs"].to_csv(paths[1], index=False)
    rates = pd.concat([tables[f"pass_rate_by_{by}"].reset_index().rename(columns={by: "value"})
                       .assign(group=by) for by in GROUPS], ignore_index=True)
    rates[["group", "value", "manuscripts", "checked", "passed", "pass_rate",
           "not_finished"]].to_csv(paths[2], index=False)
    fig = pass_rate_plot({by: tables[f"pass_rate_by_{by}"] for by in GROUPS})
    if not isinstance(fig, str):
        import matplotlib.pyplot as plt
        fig.savefig(out / RATES_PNG, dpi=100)
        plt.close(fig)
        paths.append(out / RATES_PNG)
    (out / REPORT_MD).write_text(cohort_markdown(tables), encoding="utf-8")
    return [out / REPORT_MD, *paths]


def cohort_markdown(tables: dict[str, pd.DataFrame], top: int = 20) -> str:
    m = tables["manuscripts"]
    verdicts = m.loc[m["status"] == "done", "verdict"].value_counts()
    lines = ["# Cohort report", "",
             f"{len(m)} manuscripts: " + ", ".join(f"{n} {s}" for s, n in m["status"].value_counts().items()),
             "Verdicts: " + (", ".join(f"{n} {v}" for v, n in verdicts.items()) or "none yet"), ""]
    unfinished = m[m["status"] != "done"]
    if len(unfinished):
        lines += ["## Not finished (run the same command again to resume)", ""]
        lines += [f"- {r.manuscript}: {r.status}" + (f" — {r.error}" if r.error else "")
                  for r in unfinished.itertuples()]
        lines.append("")
    lines += ["## Manuscripts", "", "| manuscript | department | year | verdict | entries | REMOVE | REPLACE | FIX | NOT CHECKED |",
              "|---|---|---|---|---|---|---|---|---|"]
    for r in m.to_dict("records"):
        lines.append(f"| {_cell(r['manuscript'])} | {_cell(r.get('department', ''))} | "
                     f"{_cell(r.get('year', ''))} | {r['verdict'] or r['status']} | {r['entries']} | "
                     f"{r['REMOVE']} | {r['REPLACE']} | {r['FIX']} | {r['NOT_CHECKED']} |")
    problems = tables["problem_refs"]
    lines += ["", f"## Problem references most cited across the cohort (top {top})", ""]
    if problems.empty:
        lines.append("None: every entry of every finished manuscript is KEEP.")
    else:
        lines += ["| manuscripts | action | work | title |", "|---|---|---|---|"]
        for r in problems.head(top).to_dict("records"):
            lines.append(f"| {r['manuscripts']} | {r['actions']} | {_cell(r['work'])} | {_cell(r['title'])} |")
    for by in GROUPS:
        rates = tables[f"pass_rate_by_{by}"]
        lines += ["", f"## PASS rate by {by}", "", f"| {by} | manuscripts | with a verdict | PASS | rate |",
                  "|---|---|---|---|---|"]
        for value, r in zip(rates.index, rates.to_dict("records")):
            rate = "—" if pd.isna(r["pass_rate"]) else f"{r['pass_rate']:.0%}"
            lines.append(f"| {_cell(value)} | {r['manuscripts']} | {r['checked']} | {r['passed']} | {rate} |")
    return "\n".join(lines) + "\n"


def _cell(value) -> str:
    return str(value if value is not None else "").replace("|", "\\|").replace("\n", " ")
