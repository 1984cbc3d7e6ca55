"""The notebooks' plots, from the views' tables and the thresholds Step B applies; with
nothing to plot, a one-line explanation instead of a matplotlib error."""
from __future__ import annotations

from .state import State
from .views import Note, pass_rates, refs_df, why_not_judged


def title_scores(state: State, ax=None):
    """Histogram of the title match scores with the OK / warning lines Step B applies
    (RUBRIC §3.1). Returns the axes, or a Note when no reference has a score."""
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


def pass_rate_bars(state: State, by=("chapter", "severity")):
    """PASS rate bars per chapter and per severity; a Note when no claim is judged."""
    rates = pass_rates(state)
    judged = {name: rates[name]["pass_rate"].dropna() for name in by}
    if all(series.empty for series in judged.values()):
        why = why_not_judged(state)
        return Note("No PASS rates: no claim is judged yet." + (f" Not judged — {why}." if why else ""))
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, len(by), figsize=(5.5 * len(by), 3.5), squeeze=False)
    for ax, name in zip(axes[0], by):
        series = judged[name]
        if series.empty:
            ax.set_axis_off()
            continue
        series.plot.barh(ax=ax, title=f"PASS rate by {name}", xlim=(0, 1))
    fig.tight_layout()
    return fig


def show(result) -> None:
    """Display a plot function's result in a notebook: the figure, or its one-line Note."""
    if isinstance(result, Note):
        print(result)
        return
    import matplotlib.pyplot as plt
    plt.show()
