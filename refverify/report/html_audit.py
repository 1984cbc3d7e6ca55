"""What report.html shows of the audit (issue 23): one row per cited entry — its action, why,
links to its card, its record, the DOI and PubMed pages, and the correction corrected.bib
applies — and the claims that need reading, apart from the findings. The decisions come from
``build_audit`` (the outcome policy); this module only lays them out."""
from __future__ import annotations

import re

from ..core.outcome import ClaimKind, claim_outcome, entry_outcome
from ..core.vocab import Action
from ..state import Ref, State
from .bottom_line import NOT_CHECKED
from .corrected_bib import corrections
from .derive import claim_views, cited_refs, doi, doi_url, one_line, pmid, ref_label

ACTION_ORDER = (Action.REMOVE, Action.REPLACE, Action.FIX, NOT_CHECKED, Action.KEEP)
TO_READ_WHY = {
    ClaimKind.CONFLICT: "CONFLICT: the two rounds disagree — decide",
    ClaimKind.QUOTE_NOT_FOUND: "the judge's quote is not in the source — check the verdict",
    ClaimKind.NEEDS_READING: "needs reading: no strong evidence either way",
}


def card_id(ref: Ref) -> str:
    """The anchor of a reference's card in report.html."""
    return f"ref-{re.sub(r'[^A-Za-z0-9_-]', '_', ref.ref_id)}"


def _links(ref: Ref) -> list[tuple[str, str]]:
    links = []
    found = ref.sources.get(ref.record.source) if ref.record and ref.record.source else None
    record = found.url if found is not None and found.found and found.url else ""
    if record.startswith(("http://", "https://")):
        links.append(("record", record))
    if doi(ref):
        links.append(("DOI", doi_url(doi(ref))))
    if pmid(ref):
        links.append(("PubMed", f"https://pubmed.ncbi.nlm.nih.gov/{pmid(ref)}/"))
    return links


def entry_rows(state: State, audit: dict) -> list[dict]:
    """The audit per entry, the entries needing a person first (REMOVE, REPLACE, FIX, NOT
    CHECKED), each with its reason, links and proposed correction."""
    views = claim_views(state)
    rows = []
    for ref, entry in zip(cited_refs(state), audit["details"]["per_entry"]):
        outcome = entry_outcome(ref, [claim_outcome(v.judgment) for v in views if v.ref is ref])
        action = NOT_CHECKED if not outcome.checked and not outcome.finding else entry["verdict"]
        changes = corrections(ref)[0] if entry["verdict"] == "FIX" else []
        rows.append({"action": action, "key": entry["key"], "label": ref_label(ref),
                     "title": one_line(ref.bib.title), "reason": entry["note"] or "—",
                     "card": card_id(ref) if ref.claims else "", "links": _links(ref),
                     "correction": [f"{field} = {{{value}}}" for field, value in changes]})
    rank = {a: i for i, a in enumerate(ACTION_ORDER)}
    return sorted(rows, key=lambda r: rank[r["action"]])


def needs_reading(state: State) -> list[dict]:
    """Claims to read although nothing is known to be wrong (needs reading, conflicts)."""
    out = []
    for v in claim_views(state):
        outcome = claim_outcome(v.judgment)
        if outcome.to_read:
            out.append({"id": v.claim.claim_id, "ref": ref_label(v.ref), "card": card_id(v.ref),
                        "why": TO_READ_WHY.get(outcome.kind, TO_READ_WHY[ClaimKind.NEEDS_READING]),
                        "context": one_line(v.claim.citing_sentence or v.claim.context_raw)})
    return out
