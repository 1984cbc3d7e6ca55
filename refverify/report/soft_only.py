"""--soft-only (seed 003): the bibliography is frozen, so every finding becomes a sentence-level
suggestion. Rewrites come from a caller's ``rewrite_fn`` (an LLM when one is configured);
without one, or when the model fails, a REPLACE lists the sentence for a manual rewrite and a
REMOVE drops the cite marker by rule."""
from __future__ import annotations

import re
from typing import Callable

from ..core.vocab import Action
from ..state import Claim, Ref, State
from .derive import cited_refs, entry_key, one_line

SOFT_ACTION = {Action.KEEP: "keep_unchanged", Action.FIX: "keep_metadata_drift_acknowledged",
               Action.REPLACE: "soften_citing_sentence", Action.REMOVE: "drop_cite_in_body_only"}
LATEX_CITE = re.compile(r"(?P<pre>[\s~]*)\\(?P<cmd>[A-Za-z]*cite[A-Za-z]*\*?)"
                        r"(?P<opts>(?:\[[^\]]*\]){0,2})\{(?P<keys>[^}]*)\}")
PANDOC_CITE = re.compile(r"(?P<pre>\s*)\[(?P<body>[^\[\]]*@[^\[\]]*)\]")
NUMERIC_CITE = re.compile(r"(?P<pre>\s*)(?P<open>[\[【［])(?P<body>[\d\s,，\-–—]+)(?P<close>[\]】］])")


def _expand(body: str) -> list[int]:
    numbers: list[int] = []
    for part in re.split(r"[,，]", body):
        part = part.strip()
        bounds = re.split(r"\s*[-–—]\s*", part)
        if len(bounds) == 2 and all(b.isdigit() for b in bounds):
            numbers += range(int(bounds[0]), int(bounds[1]) + 1)
        elif part.isdigit():
            numbers.append(int(part))
    return numbers


def _compress(numbers: list[int]) -> str:
    runs: list[list[int]] = []
    for n in numbers:
        if runs and n == runs[-1][-1] + 1:
            runs[-1].append(n)
        else:
            runs.append([n])
    return ",".join(f"{r[0]}-{r[-1]}" if len(r) > 2 else ",".join(map(str, r)) for r in runs)


def drop_marker(marker: str, ref: Ref) -> str | None:
    """The marker without this reference ('' when it cited nothing else); None if unparsed."""
    target = entry_key(ref)
    if m := LATEX_CITE.fullmatch(marker.strip()):
        keys = [k.strip() for k in m["keys"].split(",") if k.strip()]
        if target not in keys:
            return None
        rest = [k for k in keys if k != target]
        return f"\\{m['cmd']}{m['opts']}{{{','.join(rest)}}}" if rest else ""
    if m := NUMERIC_CITE.fullmatch(marker.strip()):
        numbers = _expand(m["body"])
        if ref.number not in numbers:
            return None
        rest = [n for n in numbers if n != ref.number]
        return f"{m['open']}{_compress(rest)}{m['close']}" if rest else ""
    if m := PANDOC_CITE.fullmatch(marker.strip()):
        items = [i.strip() for i in m["body"].split(";")]
        rest = [i for i in items if not re.search(rf"@{re.escape(target)}\b", i)]
        if len(rest) == len(items):
            return None
        return f"[{'; '.join(rest)}]" if rest else ""
    return None


def drop_cite(sentence: str, claim: Claim, ref: Ref) -> str | None:
    marker = claim.cite_marker
    if not marker or marker not in sentence:
        return None
    replacement = drop_marker(marker, ref)
    if replacement is None:
        return None
    if replacement:
        return sentence.replace(marker, replacement, 1)
    start = sentence.index(marker)
    head = sentence[:start].rstrip(" ~\t")
    return head + sentence[start + len(marker):]


def _occurrence(claim: Claim, ref: Ref, action: str, reason: str,
                rewrite_fn: Callable | None) -> dict:
    sentence = one_line(claim.citing_sentence or claim.context_raw)
    rewrite, rationale = None, f"manual rewrite needed: {reason}"
    if rewrite_fn is not None:
        rewrite, rationale = rewrite_fn(sentence, entry_key(ref), reason)
    # The rule-based removal stands whenever the model gave nothing (no model, or it failed).
    if rewrite is None and action == "drop_cite_in_body_only" and (dropped := drop_cite(sentence, claim, ref)):
        failed = f" (the model's rewrite failed: {rationale})" if rewrite_fn is not None else ""
        rewrite = dropped
        rationale = (f"cite of {entry_key(ref)} removed ({reason}); check that the sentence "
                     f"still stands without it{failed}")
    occ = {"file": claim.file, "line": claim.line, "current_sentence": sentence,
           "proposed_rewrite": rewrite, "rationale": rationale}
    if action == "drop_cite_in_body_only":
        occ["bib_entry_action"] = "leave_as_is_per_soft_only"
    return occ


def soft_only_actions(state: State, entries: list[dict], rewrite_fn: Callable | None) -> list[dict]:
    refs = {entry_key(r): r for r in cited_refs(state)}
    actions = []
    for entry in entries:
        ref, action = refs[entry["key"]], SOFT_ACTION[entry["verdict"]]
        record = {"citekey": entry["key"], "base_verdict": entry["verdict"],
                  "soft_action": action, "occurrences": []}
        if action == "keep_metadata_drift_acknowledged":
            record["note"] = "metadata drift detected but not fixed under --soft-only"
        for claim, use in zip(ref.claims, entry["uses"]):
            if action == "drop_cite_in_body_only" or (
                    action == "soften_citing_sentence" and use["verdict"] == "WRONG"):
                reason = entry["note"] if action == "drop_cite_in_body_only" else use["note"]
                record["occurrences"].append(_occurrence(claim, ref, action, reason, rewrite_fn))
        actions.append(record)
    return actions
