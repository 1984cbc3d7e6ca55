"""Bookkeeping checks of seeds 001/003: orphans, uncited entries, numbering order, duplicates."""
from __future__ import annotations

from bisect import bisect_left

from rapidfuzz import fuzz, process

from ..core.compare_text import normalize_text
from ..core.runs import ParseChecks
from ..state import State


def orphans(state: State) -> list[str]:
    """Cited ids with no bibliography entry."""
    return [rid for rid, ref in state.refs.items() if ref.bib.origin == "none"]


def uncited(state: State, nocite=()) -> list[str]:
    """Entries never cited in the body. A \\nocite does not count as a use, but it says the
    entry is kept on purpose, so it is not reported as uncited either."""
    kept = set(nocite)
    if "*" in kept:          # \nocite{*}: every entry is in the bibliography on purpose
        return []
    return [rid for rid, ref in state.refs.items()
            if not ref.claims and ref.bib.origin != "none" and rid not in kept]


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


MAX_DUPLICATE_GROUPS = 200     # findings kept in the state; a count says how many more


def _blocking_keys(title: str) -> set[str]:
    """Near-identical titles (fuzz.ratio ≥ 95) differ by a few characters, so they share their
    first or their last three significant words: only titles sharing a key are compared."""
    words = [w for w in title.split() if len(w) > 3] or title.split()
    return {"<" + " ".join(words[:3]), ">" + " ".join(words[-3:])}


def near_identical_groups(titles: list[tuple[str, str]]) -> list[list[str]]:
    """Groups of ids whose normalised titles are near-identical, each title compared with the
    first title of the groups it shares a blocking key with. Time and memory grow with the
    number of entries, not with the number of similar pairs (10,000 copies of one title make
    one group, not 50 million pairs)."""
    reps: list[str] = []
    groups: list[list[str]] = []
    by_key: dict[str, list[int]] = {}
    for rid, title in titles:
        keys = _blocking_keys(title)
        cands = sorted({g for k in keys for g in by_key.get(k, ())})
        best = process.extractOne(title, [reps[g] for g in cands], scorer=fuzz.ratio,
                                  score_cutoff=95) if cands else None
        if best is not None:
            groups[cands[best[2]]].append(rid)
            continue
        reps.append(title)
        groups.append([rid])
        for k in keys:
            by_key.setdefault(k, []).append(len(groups) - 1)
    return [g for g in groups if len(g) > 1]


def duplicates(state: State) -> list[dict]:
    """Groups of entries with the same DOI or near-identical titles (≥ 0.95): one finding per
    group, at most MAX_DUPLICATE_GROUPS of them (the last finding counts the rest)."""
    found = []
    refs = [r for r in state.refs.values() if r.bib.origin != "none"]
    by_doi: dict[str, list[str]] = {}
    for ref in refs:
        if ref.bib.doi:
            by_doi.setdefault(ref.bib.doi.lower(), []).append(ref.ref_id)
    for doi, ids in by_doi.items():
        if len(ids) > 1:
            found.append({"refs": ids, "reason": f"same DOI {state.refs[ids[0]].bib.doi}"})
    covered = [set(d["refs"]) for d in found]
    titled = [(r.ref_id, normalize_text(r.bib.title)) for r in refs if r.bib.title]
    for group in near_identical_groups(titled):
        if not any(set(group) <= ids for ids in covered):
            found.append({"refs": group, "reason": "near-identical titles"})
    if len(found) > MAX_DUPLICATE_GROUPS:
        rest = found[MAX_DUPLICATE_GROUPS:]
        found = found[:MAX_DUPLICATE_GROUPS] + [{
            "refs": [], "reason": f"{len(rest)} more groups of duplicates not listed "
                                  f"({sum(len(d['refs']) for d in rest)} entries)"}]
    return found


def bookkeeping_checks(state: State, *, numeric: bool, first_use_order: list[str],
                       bib_enumerated: bool = True, nocite=()) -> ParseChecks:
    order = [int(r) for r in first_use_order if r.isdigit()] if numeric else []
    return ParseChecks(orphans=orphans(state), uncited=uncited(state, nocite), nocite=sorted(set(nocite)),
                       out_of_order=[str(n) for n in out_of_order(order)],
                       duplicates=duplicates(state), bib_enumerated=bib_enumerated)
