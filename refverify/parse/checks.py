"""Bookkeeping checks of seeds 001/003: orphans, uncited entries, numbering order, duplicates."""
from __future__ import annotations

from bisect import bisect_left

from rapidfuzz import fuzz, process

from ..sources.compare import normalize_text
from ..state import State


def orphans(state: State) -> list[str]:
    """Cited ids with no bibliography entry."""
    return [rid for rid, ref in state.refs.items() if ref.bib_origin == "none"]


def uncited(state: State, nocite=()) -> list[str]:
    """Entries never cited in the body. A \\nocite does not count as a use, but it says the
    entry is kept on purpose, so it is not reported as uncited either."""
    kept = set(nocite)
    if "*" in kept:          # \nocite{*}: every entry is in the bibliography on purpose
        return []
    return [rid for rid, ref in state.refs.items()
            if not ref.claims and ref.bib_origin != "none" and rid not in kept]


def out_of_order(first_use_order: list[int]) -> list[int]:
    """Numbers whose first citation breaks the order of first citation: those outside the
    longest increasing run of first uses (1,2,30,3,…,29 flags 30 only)."""
    if not first_use_order:
        return []
    tails: list[int] = []
    tail_index: list[int] = []
    parent = [-1] * len(first_use_order)
    for i, n in enumerate(first_use_order):
        pos = bisect_left(tails, n)
        if pos == len(tails):
            tails.append(n)
            tail_index.append(i)
        else:
            tails[pos] = n
            tail_index[pos] = i
        parent[i] = tail_index[pos - 1] if pos else -1
    keep = set()
    i = tail_index[-1]
    while i != -1:
        keep.add(i)
        i = parent[i]
    return [n for i, n in enumerate(first_use_order) if i not in keep]


def duplicates(state: State) -> list[dict]:
    """Pairs of entries with the same DOI or near-identical titles (≥ 0.95)."""
    found = []
    refs = [r for r in state.refs.values() if r.bib_origin != "none"]
    by_doi: dict[str, str] = {}
    for ref in refs:
        if ref.bib_doi:
            doi = ref.bib_doi.lower()
            if doi in by_doi:
                found.append({"refs": [by_doi[doi], ref.ref_id], "reason": f"same DOI {ref.bib_doi}"})
            else:
                by_doi[doi] = ref.ref_id
    seen = {frozenset(d["refs"]) for d in found}
    titled = [r for r in refs if r.bib_title]
    if len(titled) > 1:
        # One C-speed matrix of similarities instead of a Python double loop (2,000 entries).
        names = [normalize_text(r.bib_title) for r in titled]
        scores = process.cdist(names, names, scorer=fuzz.ratio, score_cutoff=95, workers=1)
        for i, j in zip(*scores.nonzero()):
            if i < j and frozenset((titled[i].ref_id, titled[j].ref_id)) not in seen:
                found.append({"refs": [titled[i].ref_id, titled[j].ref_id],
                              "reason": "near-identical titles"})
    return found


def bookkeeping_checks(state: State, *, numeric: bool, first_use_order: list[str],
                       bib_enumerated: bool = True, nocite=()) -> dict:
    order = [int(r) for r in first_use_order if r.isdigit()] if numeric else []
    return {
        "orphans": orphans(state),
        "uncited": uncited(state, nocite),
        "nocite": sorted(set(nocite)),
        "out_of_order": [str(n) for n in out_of_order(order)],
        "duplicates": duplicates(state),
        "bib_enumerated": bib_enumerated,
    }
