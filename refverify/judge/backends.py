"""The two judges behind one interface: `run(state, batches)` yields (batch, {claim_id: Judgment})
as each batch finishes, round 2 of cross-validation included."""
from __future__ import annotations

import html
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from typing import Iterator

from ..state import Claim, Judgment, Ref, State, now_iso
from . import heuristic
from .batching import Batch
from .crossval import apply_round2, heuristic_round2, needs_cross_validation
from .llm import LLMClient
from .prompt import ROUND1, ROUND2, build_messages
from .schema import ClaimAnswer

Results = dict[str, Judgment]


def _items(state: State, batch: Batch) -> list[tuple[Ref, list[Claim]]]:
    out = []
    for rid, ids in batch.items:
        ref = state.refs[rid]
        wanted = set(ids)
        out.append((ref, [c for c in ref.claims if c.claim_id in wanted]))
    return out


class HeuristicBackend:
    name = "heuristic"
    model = ""

    def judge_batch(self, state: State, batch: Batch) -> Results:
        results: Results = {}
        for ref, claims in _items(state, batch):
            for claim in claims:
                j = heuristic.judge_claim(ref, claim)
                if needs_cross_validation(j):
                    heuristic_round2(ref, claim, j)
                results[claim.claim_id] = j
        return results

    def run(self, state: State, batches: list[Batch]) -> Iterator[tuple[Batch, Results]]:
        for batch in batches:
            yield batch, self.judge_batch(state, batch)

    def usage(self) -> dict:
        return {"calls": 0, "cached_calls": 0, "prompt_tokens": 0, "completion_tokens": 0, "cost_usd": 0.0}


def judgment_from_answer(a: ClaimAnswer, model: str) -> Judgment:
    return Judgment(claim_id=a.claim_id, verdict=a.verdict, confidence=a.confidence,
                    fulltext_required=a.fulltext_required, reasoning=a.reasoning,
                    numeric_check=a.numeric_check, anchor_quote=html.unescape(a.anchor_quote).strip(),
                    anchor_location=a.anchor_location.strip(),
                    flags=["secondary_citation"] if a.secondary_citation else [],
                    judge="llm", model=model, judged_at=now_iso())


def _cv_reasoning(a: ClaimAnswer) -> str:
    parts = "; ".join(a.unsupported_parts) if a.unsupported_parts else "none listed"
    return f"Unsupported parts: {parts}. {a.reasoning}"


class LLMBackend:
    name = "llm"

    def __init__(self, client: LLMClient):
        self.client = client
        self.model = client.s.model

    def judge_batch(self, state: State, batch: Batch) -> Results:
        items = _items(state, batch)
        ids = [c.claim_id for _, cs in items for c in cs]
        answers, problems = self.client.ask(build_messages(items, ROUND1), ids)
        results: Results = {cid: judgment_from_answer(a, self.model) for cid, a in answers.items()}
        for cid, why in problems.items():
            results[cid] = Judgment(claim_id=cid, verdict=None, judge="llm", model=self.model,
                                    skipped_reason=f"unjudged: {why}", judged_at=now_iso())
        # Round 2 sees only the source and the claim, never round 1's verdict (independence).
        again = [(ref, [c for c in cs if needs_cross_validation(results[c.claim_id])]) for ref, cs in items]
        again = [(ref, cs) for ref, cs in again if cs]
        if again:
            cv_ids = [c.claim_id for _, cs in again for c in cs]
            cv_answers, cv_problems = self.client.ask(build_messages(again, ROUND2), cv_ids)
            for cid in cv_ids:
                a = cv_answers.get(cid)
                apply_round2(results[cid], a.verdict if a else None,
                             _cv_reasoning(a) if a else f"round 2 unavailable: {cv_problems.get(cid, '')}")
        return results

    def run(self, state: State, batches: list[Batch]) -> Iterator[tuple[Batch, Results]]:
        """Batches run concurrently; at most `concurrency` are in flight, so stopping the loop
        (a crash, Ctrl-C) loses at most those."""
        pending = list(batches)
        with ThreadPoolExecutor(max_workers=self.client.s.concurrency,
                                thread_name_prefix="refverify-llm") as pool:
            running: dict[Future, Batch] = {}
            try:
                while pending or running:
                    while pending and len(running) < self.client.s.concurrency:
                        b = pending.pop(0)
                        running[pool.submit(self.judge_batch, state, b)] = b
                    done, _ = wait(running, return_when=FIRST_COMPLETED)
                    for fut in sorted(done, key=lambda f: running[f].index):
                        batch = running.pop(fut)
                        yield batch, fut.result()
            finally:
                for fut in running:
                    fut.cancel()

    def usage(self) -> dict:
        u = self.client.usage
        return {"calls": u.calls, "cached_calls": u.cached_calls, "prompt_tokens": u.prompt_tokens,
                "completion_tokens": u.completion_tokens, "cost_usd": round(u.cost_usd, 10),
                "failed_calls": u.failed_calls}
