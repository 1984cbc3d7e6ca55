"""Where a person's decision applies: the reference and the citing place it was made on.

Claim ids shift when the author edits the manuscript (a sentence added before a citation
renumbers the claims, a new reference renumbers a numeric list). So every decision keeps, with
itself, what it decides — the reference (its key, DOI, title) and a fingerprint of the text the
citation carries, with its occurrence — and a re-parse re-attaches it to the claim with the same
place. When that place is not found exactly once (the sentence changed, it now appears twice, the
reference is gone) the decision is *pending*: kept in the state, applied to nothing, listed in the
reports and the notebooks until a person re-attaches or dismisses it. Never applied to a guess.
"""
from __future__ import annotations

import hashlib
import json
import re
import unicodedata
from difflib import SequenceMatcher
from typing import Any

from .state import Claim, Edit, Ref, State

DECISION_FIELDS = ("severity", "claim_summary", "method_needs_human_confirm", "resolution")
# A marker left in the citing sentence ("[12]", "¹²", "\cite{a}"), dropped from the fingerprint
# when the claim's own text is too short to stand alone.
_MARKERS = re.compile(r"\\\w*cite\w*\*?(?:\[[^\]]*\])*\{[^}]*\}|\[[\d,\s\-–—]+\]|［[\d,\s\-–—，]+］"
                      r"|[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+")
MIN_OWN = 12              # normalised characters the claim's own text needs to be its fingerprint
SIMILAR = 0.5             # a candidate shown to the person for a sentence that changed


def _norm(text: str) -> str:
    return re.sub(r"[\W_]+", "", unicodedata.normalize("NFKC", text or "").casefold())


def fingerprint(claim: Claim) -> str:
    """The text this citation carries (markers blanked), normalised and hashed: the same after
    the claim's id, line, marker number or the sentence's other clauses change."""
    own = _norm(claim.claim_text)
    if len(own) < MIN_OWN:
        own = _norm(_MARKERS.sub(" ", claim.citing_sentence))
    return hashlib.sha256(own.encode("utf-8")).hexdigest()[:16]


def ref_identity(ref: Ref) -> dict[str, str]:
    return {"id": ref.ref_id, "key": ref.key, "doi": (ref.bib.doi or "").lower(),
            "title": _norm(ref.bib.title)[:120]}


def ref_matches(identity: dict, ref: Ref) -> bool:
    """The first identity both sides have decides: cite key, then DOI, then title, then id."""
    mine = ref_identity(ref)
    for name in ("key", "doi", "title", "id"):
        if identity.get(name) and mine[name]:
            return identity[name] == mine[name]
    return False


def place_of(state: State, ref: Ref, claim: Claim) -> dict[str, Any]:
    """The anchor stored with a decision on ``claim``."""
    fp = fingerprint(claim)
    same = [c.claim_id for c in ref.claims if fingerprint(c) == fp]
    return {"ref": ref_identity(ref), "text": fp, "occurrence": same.index(claim.claim_id),
            "of": len(same), "sentence": " ".join(claim.citing_sentence.split())[:300],
            "marker": claim.cite_marker}


def locate(state: State, anchor: dict) -> tuple[str | None, str, list[str]]:
    """(claim id, "", []) when the anchor's place is found once; else (None, why, candidates)."""
    refs = [r for r in state.refs.values() if ref_matches(anchor.get("ref") or {}, r)]
    if not refs:
        return None, "its reference is no longer in the manuscript", []
    same = [c.claim_id for r in refs for c in r.claims if fingerprint(c) == anchor.get("text")]
    if len(same) == anchor.get("of", 1) and anchor.get("occurrence", 0) < len(same):
        return same[anchor.get("occurrence", 0)], "", []
    if same:
        return None, (f"its citing sentence now appears {len(same)} times "
                      f"(it appeared {anchor.get('of', 1)})"), same
    sentence = anchor.get("sentence", "")
    scored = sorted(((SequenceMatcher(None, sentence, c.citing_sentence).ratio(), c.claim_id)
                     for r in refs for c in r.claims), reverse=True)
    return None, "its citing sentence changed or was removed", [
        cid for score, cid in scored[:3] if score >= SIMILAR]


def edit_id(edit: Edit) -> str:
    """A decision's identity, from what it was when made (so two copies of the log agree)."""
    raw = json.dumps([edit.target, edit.field, edit.who, edit.when, edit.new], sort_keys=True,
                     ensure_ascii=False, default=str)
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()[:16]


def stamp(state: State, edit: Edit) -> Edit:
    """Give a decision its id and, when its claim is in ``state``, its place."""
    if not edit.id:
        edit.id = edit_id(edit)
    if edit.anchor is None and edit.field in DECISION_FIELDS:
        try:
            ref, claim = state.claim(edit.target)
        except KeyError:
            return edit
        edit.anchor = place_of(state, ref, claim)
    return edit


def migrate(state: State) -> None:
    """Decisions written before places were kept (an older refverify): their place is read from
    the claims of the state they were saved with, which still carry the ids they name."""
    for edit in state.edits:
        stamp(state, edit)


def reattach(state: State, edits: list[Edit] | None = None) -> list[Edit]:
    """Point each decision at the claim of its place in ``state`` (claims rebuilt by a re-parse),
    or make it pending. Returns the pending ones."""
    pending = []
    for edit in state.edits if edits is None else edits:
        if edit.field not in DECISION_FIELDS or (edit.pending or {}).get("dismissed"):
            continue
        if edit.anchor is None:
            edit.pending = {"reason": "made before refverify kept the citing place of a decision, "
                                      "and its claim is gone", "candidates": []}
            pending.append(edit)
            continue
        claim_id, why, candidates = locate(state, edit.anchor)
        if claim_id is None:
            edit.pending = {"reason": why, "candidates": candidates}
            pending.append(edit)
        else:
            edit.target, edit.pending = claim_id, None
    return pending


def pending(state: State) -> list[dict[str, Any]]:
    """Decisions waiting for a person to re-attach them (``index`` is the log position)."""
    out = []
    for index, edit in enumerate(state.edits):
        if edit.pending and not edit.pending.get("dismissed"):
            anchor = edit.anchor or {}
            value = edit.new.get("verdict") if isinstance(edit.new, dict) else edit.new
            out.append({"index": index, "field": edit.field, "value": value, "who": edit.who,
                        "when": edit.when, "was": edit.target, "sentence": anchor.get("sentence", ""),
                        "reason": edit.pending.get("reason", ""),
                        "candidates": list(edit.pending.get("candidates") or [])})
    return out


def pending_lines(state: State) -> list[str]:
    """One line per pending decision, for the reports and the notebooks."""
    lines = []
    for p in pending(state):
        where = f" — candidates: {', '.join(p['candidates'])}" if p["candidates"] else ""
        lines.append(f"{p['field']} {p['value']!s} by {p['who'] or '?'} ({p['when'][:10]}) on "
                     f"“{p['sentence'][:160]}”: not applied, {p['reason']}{where}")
    return lines
