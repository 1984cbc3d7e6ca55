"""The notebooks' plots, from the views' tables and the thresholds Step B applies; with
nothing to plot, a one-line explanation instead of a matplotlib error."""
from __future__ import annotations

from .state import State
from .views import Note, pass_rates, refs_df, why_not_judged


def title_scores(state: State, ax=None):
    """Histogram of the title match scores with the OK / warning lines Step B applies
    (``sources.compare.TITLE_OK`` / ``TITLE_WARN``). Returns the axes, or a Note when no reference has a score."""
    from .sources.compare import TITLE_OK, TITLE_WARN

    refs = refs_df(state)
    scores = refs["title_match_score"].dropna().astype(float)
    if scores.empty:
        if refs.empty:
            return Note("No title scores: no references found.")
        counts = refs["existence"].astype(str).value_counts()
        why = ", ".join(f"{n} {status}" for status, n in counts.items())
        hint = (" — the sources could not be reached: check the network or the services' "
                "URLs, then run this notebook again" if counts.get("api_fail") else "")
        return Note(f"No title scores: no reference was matched to a record ({why}){hint}.")
    import matplotlib.pyplot as plt

    if ax is None:
        _fig, ax = plt.subplots(figsize=(7, 3))
    ax.hist(scores, bins=20, range=(0, 1), color="#4c72b0")
    ax.axvline(TITLE_OK, color="green", ls="--", label=f"OK ≥ {TITLE_OK:g}")
    ax.axvline(TITLE_WARN, color="red", ls="--", label=f"mismatch < {TITLE_WARN:g}")
    ax.set_xlabel("title similarity")
    ax.set_ylabel("references")
    ax.legend(loc="upper left")
    return ax


def plot_order(state: State, by: str) -> list:
    """The order the bars are drawn in, top to bottom: chapters as they come in the document,
    severities Strict → Standard → Lenient (the vocabulary's order), others as in the table."""
    if by == "chapter":
        from .report.derive import chapters, claim_views
        return [c for c, _ in chapters(claim_views(state), list(state.meta.input_hashes))]
    if by == "severity":
        from .core.vocab import SEVERITIES
        return list(SEVERITIES)
    return list(pass_rates(state)[by].index)


def pass_rate_bars(state: State, by=("chapter", "severity")):
    """PASS rate bars per chapter and per severity, top to bottom in the tables' order; a Note
    when no claim is judged. A value with no judged claim has no bar (never a NaN). Labels in
    Chinese (or any CJK script) are set in a CJK font (``fonts.cjk_font``)."""
    rates = pass_rates(state)
    judged = {}
    for name in by:
        series = rates[name]["pass_rate"].dropna()
        order = [k for k in plot_order(state, name) if k in series.index]
        judged[name] = series.reindex(order + [k for k in series.index if k not in order])
    if all(series.empty for series in judged.values()):
        why = why_not_judged(state)
        return Note("No PASS rates: no claim is judged yet." + (f" Not judged — {why}." if why else ""))
    import matplotlib.pyplot as plt

    from .fonts import font_families

    labels = [str(k) for series in judged.values() for k in series.index]
    with plt.rc_context({"font.family": font_families(labels)}):
        fig, axes = plt.subplots(1, len(by), figsize=(5.5 * len(by), 3.5), squeeze=False)
        for ax, name in zip(axes[0], by):
            series = judged[name]
            if series.empty:
                ax.set_axis_off()
                continue
            ax.barh(range(len(series)), series.to_numpy(), color="#4c72b0")
            ax.set_yticks(range(len(series)), [str(k) for k in series.index])
            ax.invert_yaxis()            # the first chapter / Strict at the top, as in the tables
            ax.set_xlim(0, 1)
            ax.set_title(f"PASS rate by {name}")
        fig.tight_layout()
    return fig


def show(result) -> None:
    """Display a plot function's result in a notebook: the figure, or its one-line Note."""
    if isinstance(result, Note):
        print(result)
        return
    import matplotlib.pyplot as plt
    plt.show()
