"""The two judges behind one interface: `run(state, batches)` yields (batch, {claim_id: Judgment})
as each batch finishes, round 2 of cross-validation included."""
from __future__ import annotations

import html
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from typing import Iterator

from ..core.outcome import UNJUDGED_PREFIX
from ..core.vocab import JudgmentStatus, NotJudged
from ..state import Claim, Judgment, Ref, State, now_iso
from . import heuristic
from .batching import Batch
from .crossval import apply_round2, heuristic_round2, needs_cross_validation
from ..errors import RefverifyError
from ..llm.cache import cache_key
from ..llm.calls import ContextOverflow, estimate_tokens, server_message
from .llm import LLMClient
from .prompt import ROUND1, ROUND2, build_messages, render_claim, render_source, template
from .schema import SCHEMA_VERSION, ClaimAnswer

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
                # "needs reading" is no finding to confirm: a person reads it, round 2 adds nothing
                if needs_cross_validation(j) and heuristic.NEEDS_READING not in j.flags:
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
    parts = "; ".join(a.parts) if a.parts else "none listed"
    return f"Unsupported parts: {parts}. {a.reasoning}"


Items = list[tuple[Ref, list[Claim]]]


def _halve(items: Items) -> tuple[Items, Items]:
    """Split a batch in two by claim count, each reference keeping its claims in order."""
    pairs = [(ref, c) for ref, cs in items for c in cs]
    cut = len(pairs) // 2

    def group(part):
        out: Items = []
        for ref, c in part:
            if out and out[-1][0] is ref:
                out[-1][1].append(c)
            else:
                out.append((ref, [c]))
        return out
    return group(pairs[:cut]), group(pairs[cut:])


def unjudged(cid: str, why: str, model: str) -> Judgment:
    return Judgment(claim_id=cid, verdict=None, judge="llm", model=model, status=JudgmentStatus.UNJUDGED,
                    reason=NotJudged.JUDGE_FAILED, skipped_reason=f"{UNJUDGED_PREFIX}: {why}",
                    judged_at=now_iso())


class LLMBackend:
    name = "llm"

    def __init__(self, client: LLMClient):
        self.client = client
        self.model = client.s.model

    # --- batch planning by token count ---
    def overhead_tokens(self) -> int:
        return estimate_tokens(template("system") + template(ROUND2)) + 64

    def ref_tokens(self, ref: Ref, claims: list[Claim]) -> int:
        return (estimate_tokens(render_source(ref, claims)) + 8
                + sum(estimate_tokens(render_claim(c, ref)) + 8 for c in claims))

    def fits(self, prompt_tokens: int, n_claims: int) -> bool:
        return self.client.s.fits(self.overhead_tokens() + prompt_tokens, n_claims)

    # --- one round over some claims: the per-claim cache first, then the model ---
    def _key(self, ref: Ref, claim: Claim, round_name: str) -> str:
        return cache_key(self.model, [{"role": "system", "content": template("system")},
                                      {"round": round_name, "template": template(round_name),
                                       "source": render_source(ref, [claim]), "claim": render_claim(claim, ref)}],
                         SCHEMA_VERSION)

    def ask_round(self, items: Items, round_name: str) -> tuple[dict[str, ClaimAnswer], dict[str, str]]:
        answers: dict[str, ClaimAnswer] = {}
        keys: dict[str, str] = {}
        todo: Items = []
        for ref, claims in items:
            left = []
            for c in claims:
                keys[c.claim_id] = self._key(ref, c, round_name)
                hit = self.client.cached_answer(keys[c.claim_id], round_name)
                if hit is not None and hit.claim_id == c.claim_id:
                    answers[c.claim_id] = hit
                else:
                    left.append(c)
            if left:
                todo.append((ref, left))
        if not todo:
            self.client.add(cached_calls=1)
            return answers, {}
        self.client.add(cached_claims=len(answers))
        got, problems = self._ask_split(todo, round_name)
        self.client.store_answers({keys[cid]: a for cid, a in got.items()})
        answers.update(got)
        return answers, problems

    def _ask_split(self, items: Items, round_name: str):
        """Ask; on a context overflow, ask each half (down to one claim, then give up on it)."""
        ids = [c.claim_id for _, cs in items for c in cs]
        try:
            return self.client.ask(build_messages(items, round_name), ids, round_name)
        except ContextOverflow as exc:
            if len(ids) == 1:
                return {}, {ids[0]: f"context overflow: source and claim do not fit the model's "
                                    f"context window ({exc})"}
            first, second = _halve(items)
            a1, p1 = self._ask_split(first, round_name)
            a2, p2 = self._ask_split(second, round_name)
            return {**a1, **a2}, {**p1, **p2}

    def judge_batch(self, state: State, batch: Batch) -> Results:
        items = _items(state, batch)
        answers, problems = self.ask_round(items, ROUND1)
        results: Results = {cid: judgment_from_answer(a, self.model) for cid, a in answers.items()}
        for cid, why in problems.items():
            results[cid] = unjudged(cid, why, self.model)
        # Round 2 sees only the source and the claim, never round 1's verdict (independence).
        again = [(ref, [c for c in cs if needs_cross_validation(results[c.claim_id])]) for ref, cs in items]
        again = [(ref, cs) for ref, cs in again if cs]
        if again:
            cv_ids = [c.claim_id for _, cs in again for c in cs]
            cv_answers, cv_problems = self.ask_round(again, ROUND2)
            for cid in cv_ids:
                a = cv_answers.get(cid)
                apply_round2(results[cid], a.verdict if a else None,
                             _cv_reasoning(a) if a else f"round 2 unavailable: {cv_problems.get(cid, '')}")
        return results

    def safe_judge_batch(self, state: State, batch: Batch) -> Results:
        """A batch that breaks (an unexpected answer shape, a network error not retried) leaves
        its own claims unjudged and the other batches running. Credentials / unknown model
        (RefverifyError) stop the run: every batch would fail the same way."""
        try:
            return self.judge_batch(state, batch)
        except RefverifyError:
            raise
        except Exception as exc:
            why = f"judge error: {type(exc).__name__} ({server_message(exc)})"
            return {cid: unjudged(cid, why, self.model) for _, ids in batch.items for cid in ids}

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
                        running[pool.submit(self.safe_judge_batch, state, b)] = b
                    done, _ = wait(running, return_when=FIRST_COMPLETED)
                    for fut in sorted(done, key=lambda f: running[f].index):
                        batch = running.pop(fut)
                        yield batch, fut.result()
            finally:
                for fut in running:
                    fut.cancel()
                if running and self.client.batches is not None:
                    self.client.batches.stop()      # interrupted: no call waits on a job any more

    def usage(self) -> dict:
        u = self.client.usage
        return {"calls": u.calls, "cached_calls": u.cached_calls, "cached_claims": u.cached_claims,
                "prompt_tokens": u.prompt_tokens, "completion_tokens": u.completion_tokens,
                "cost_usd": round(u.cost_usd, 10), "failed_calls": u.failed_calls,
                "response_format": self.client.format_mode, "server_notes": list(self.client.notes),
                **({"batch_jobs": list(self.client.batches.jobs)} if self.client.batches is not None else {})}
