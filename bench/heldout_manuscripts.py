"""Whole manuscripts of a held-out batch against the counts made by hand before any run.

    python bench/heldout.py --batch 2        # runs this as part of the batch

For every manuscript of bench/corpus/heldout2_manuscripts.json (its files under the batch
manifest's root), Step A (``refverify.parse.pipeline.parse_manuscript``, with the bibliography
files the entry names) builds the state, and the state is compared with the hand counts: list
entries that reached it (references that are not orphans), citing places found (distinct
markers at a place of the text), citations (claims: a marker and one work it cites), and which
of the cited keys or list numbers carry at least one claim. A refusal is a result: every count
is then 0 and the error is kept.
"""
from __future__ import annotations

import time
from pathlib import Path


def state_counts(state) -> dict:
    """What Step A put in the state: list entries (references read from a bibliography or a
    reference list, not orphans), citations (claims), citing places (distinct file, line, marker
    and group, a marker repeated there counted each time), and the keys and list numbers that carry a claim."""
    refs = list(state.refs.values())
    entries = sum(1 for r in refs if (r.bib.origin or "none") != "none")
    citations = sum(len(r.claims) for r in refs)
    # a marker written twice on one line / in one paragraph ("[5] … [5]") is two places: per
    # (file, line, marker, group), as many places as the most claims one of its works got there
    per_work: dict[tuple, int] = {}
    for r in refs:
        for c in r.claims:
            spot = (c.file, c.line, c.cite_marker, tuple(sorted(c.group_refs)))
            per_work[spot, r.ref_id] = per_work.get((spot, r.ref_id), 0) + 1
    places: dict[tuple, int] = {}
    for (spot, _), n in per_work.items():
        places[spot] = max(places.get(spot, 0), n)
    # an unnumbered list (APA, Harvard in Word) is labelled by position: its entries in line order
    listed = sorted((r.bib.file or "", r.bib.line, r.ref_id) for r in refs
                    if (r.bib.origin or "none") == "document" and r.number is None and r.bib.line is not None)
    position = {rid: i for i, (_, _, rid) in enumerate(listed, 1)}
    cited = set()
    for r in refs:
        if r.claims:
            cited.add(r.key.casefold() if r.key else "")
            if r.number is not None:
                cited.add(str(r.number))
            elif r.ref_id in position:
                cited.add(str(position[r.ref_id]))
    # a cited work that reached no list entry (an orphan): a numbered list read with the wrong numbers
    # leaves every citation of the shifted entries here while each number still "has a claim"
    orphans = {(str(r.number) if r.number is not None else (r.key or "").casefold()) for r in refs
               if r.claims and (r.bib.origin or "none") == "none"}
    return {"entries": entries, "citations": citations, "places": sum(places.values()), "cited": cited,
            "orphans": orphans}


def compare(item: dict, counts: dict) -> dict:
    """One manuscript's row: each hand count beside what the state holds; the cited keys or
    numbers the state misses (no claim) and those it has beyond the hand count."""
    wanted = {str(c).casefold() for c in item["cited"]}
    found = {c for c in counts["cited"] if c}
    numeric = all(c.isdigit() for c in wanted)  # a numbered list: compare numbers, else keys
    found_kind = {c for c in found if c.isdigit() == numeric}
    return {"id": item["id"], "format": item["format"],
            "list_entries": item["list_entries"], "entries_in_state": counts["entries"],
            "citing_places": item["citing_places"], "places_found": counts["places"],
            "citations": item["citations"], "claims": counts["citations"],
            "cited": len(wanted), "cited_found": len(wanted & found),
            "cited_missing": sorted(wanted - found, key=lambda c: (len(c), c)),
            "cited_extra": sorted(found_kind - wanted, key=lambda c: (len(c), c)),
            "cited_orphans": sorted(counts.get("orphans", set()), key=lambda c: (len(c), c))}


def measure_one(item: dict, root: Path) -> dict:
    from refverify.parse.pipeline import parse_manuscript
    started = time.perf_counter()
    try:
        state = parse_manuscript(root / item["file"], [root / b for b in item["bib"]] or None)
    except Exception as exc:  # a refusal is a result
        counts = {"entries": 0, "citations": 0, "places": 0, "cited": set()}
        row = compare(item, counts)
        row["failed"] = f"{type(exc).__name__}: {exc}"
    else:
        row = compare(item, state_counts(state))
    row["seconds"] = round(time.perf_counter() - started, 3)
    return row


def summarise(rows: list[dict]) -> dict:
    total = {k: sum(r[k] for r in rows) for k in ("list_entries", "entries_in_state", "citing_places",
                                                   "places_found", "citations", "claims", "cited", "cited_found")}
    total["manuscripts"] = len(rows)
    total["failed"] = sum(1 for r in rows if "failed" in r)
    return total


def measure(spec: dict, root: Path) -> dict:
    rows = []
    for item in spec["manuscripts"]:
        if not (root / item["file"]).is_file():
            rows.append({**compare(item, {"entries": 0, "citations": 0, "places": 0, "cited": set()}),
                         "absent": str(root / item["file"])})
            continue
        rows.append(measure_one(item, root))
    return {"summary": summarise(rows), "manuscripts": rows}


def report(result: dict) -> None:
    for r in result["manuscripts"]:
        said = r.get("failed") or r.get("absent") or ""
        print(f"{r['id']} ({r['format']}): {r['entries_in_state']} of {r['list_entries']} list entries in the "
              f"state; {r['places_found']} citing places for {r['citing_places']} counted; {r['claims']} claims "
              f"for {r['citations']} citations; {r['cited_found']} of {r['cited']} cited works with a claim"
              + (f"; missing {r['cited_missing']}" if r["cited_missing"] else "")
              + (f"; beyond the count {r['cited_extra']}" if r["cited_extra"] else "")
              + (f"; cited but in no list entry {r['cited_orphans']}" if r.get("cited_orphans") else "")
              + (f" — {said}" if said else ""))
    s = result["summary"]
    print(f"Manuscripts: {s['entries_in_state']} of {s['list_entries']} list entries in the state, "
          f"{s['places_found']} of {s['citing_places']} citing places, {s['claims']} claims for "
          f"{s['citations']} citations, {s['cited_found']} of {s['cited']} cited works found "
          f"({s['manuscripts']} manuscripts, {s['failed']} refused)")
