"""Step C over a state: choose the claims, skip what cannot be judged, run the batches, apply the
code checks, store the judgments, report progress (C4), and never touch a human resolution.

Fail-safe: a claim the judge could not answer keeps its previous verdict (a failed LLM re-run never
wipes the heuristic's); without one it stays unjudged, which the audit counts as an error. The
meta records what actually produced the verdicts in the state, not what was asked for."""
from __future__ import annotations

from collections import Counter
from types import SimpleNamespace
from typing import Callable, Literal

from ..config import Config, load_config
from ..core.outcome import is_unjudged, judged_by  # noqa: F401
from ..core.runs import JudgeRun
from ..core.vocab import CONFLICT, VERDICTS, Confidence
from ..fulltext.embeddings import backend as embeddings_backend
from ..fulltext.source import use_cache as use_fulltext_cache
from ..journal import Journal
from ..llm.cache import LLMCache
from ..llm.calls import resolve_settings
from ..state import Judgment, Ref, State, now_iso
from . import rules
from .backends import HeuristicBackend, LLMBackend
from .batching import plan_batches, skip_code, skip_reason, skipped_judgment
from .llm import LLMClient



def _needs_judgment(ref: Ref, claim_id: str, mode: str) -> bool:
    existing = ref.judgment_for(claim_id)
    if mode == "rejudge":
        return True                       # explicit: refreshed, the resolution is carried over
    if existing is not None and existing.resolved_verdict:
        return False                      # a person decided: a re-run never overrides it
    if mode == "batch":
        return True
    return existing is None or existing.verdict is None   # resume: skipped / unjudged get retried


def store(ref: Ref, new: Judgment) -> None:
    """Replace the claim's judgment, carrying a human resolution over."""
    for i, old in enumerate(ref.judgments):
        if old.claim_id == new.claim_id:
            if old.resolution:
                new.resolution = old.resolution
            ref.judgments[i] = new
            break
    else:
        ref.judgments.append(new)
    order = {c.claim_id: n for n, c in enumerate(ref.claims)}
    ref.judgments.sort(key=lambda j: order.get(j.claim_id, len(order)))


def replay_decisions(state: State, refs=None, last=None) -> None:
    """Re-apply the people's decisions to judgments just made: after a re-parse a resolved
    claim has no judgment until Step C runs, and its resolution comes back here (``refs``: only
    theirs, with ``last`` the decisions read once for the run)."""
    from ..decisions import replay
    if last is None or last:
        replay(state, refs=refs, last=last)


def counts(state: State) -> dict[str, int]:
    c = Counter()
    for ref in state.refs.values():
        for j in ref.judgments:
            c[j.final_verdict or ("unjudged" if is_unjudged(j) else "skipped")] += 1
            if j.verdict and j.confidence == Confidence.PRELIMINARY:
                c["preliminary"] += 1
    return {k: c.get(k, 0) for k in (*VERDICTS, CONFLICT, "skipped", "unjudged", "preliminary")}


def summary(state: State) -> str:
    m = state.meta.judge or JudgeRun()
    c = counts(state)
    verdicts = " · ".join(f"{k} {c[k]}" for k in (*VERDICTS, CONFLICT))
    judge = m.judge or "nothing judged"
    line = (f"Step C ({judge}{' ' + m.model if m.model else ''}): {verdicts}; "
            f"preliminary {c['preliminary']}; skipped {c['skipped']}")
    if c["unjudged"]:
        line += f"; UNJUDGED {c['unjudged']} (the judge failed on them: the audit reports ERROR)"
    if m.kept_prior:
        line += f"; {m.kept_prior} kept their previous verdict (the new judge failed on them)"
    if m.requested.startswith("llm"):
        line += (f"; {m.calls} LLM calls ({m.cached_calls} cached), "
                 f"{m.prompt_tokens}+{m.completion_tokens} tokens, ${m.cost_usd:.4f}")
    return line


def _backend(judge: str, config: Config, model: str | None, llm_options: dict | None, backoff_s: float):
    if judge == "heuristic":
        return HeuristicBackend(), None
    if judge != "llm":
        raise ValueError(f"judge must be 'heuristic' or 'llm', not {judge!r}")
    settings = resolve_settings(config, model, llm_options, backoff_s)
    cache = LLMCache(config.llm_cache)
    return LLMBackend(LLMClient(settings, cache)), cache


def _plan(state: State, wanted: dict[str, list[str]], backend):
    if not isinstance(backend, LLMBackend):
        return plan_batches(state, wanted)

    def tokens(rid: str, ids: list[str]) -> int:
        ref = state.refs[rid]
        chosen = set(ids)
        return backend.ref_tokens(ref, [c for c in ref.claims if c.claim_id in chosen])
    return plan_batches(state, wanted, tokens=tokens, fits=backend.fits)


def _progress_bar(total: int, enabled: bool):
    if not enabled:
        return None
    from tqdm.auto import tqdm
    return tqdm(total=total, desc="Step C batches", unit="batch")


def judge_state(state: State, config: Config | None = None, *,
                judge: Literal["heuristic", "llm"] = "heuristic", model: str | None = None,
                mode: Literal["resume", "batch", "rejudge"] = "resume",
                on_batch_done: Callable[[State], None] | None = None, progress: bool = True,
                claim_ids: set[str] | None = None, ref_ids: set[str] | None = None,
                llm_options: dict | None = None, backoff_s: float = 1.0) -> State:
    """Judge the claims of `state` in place and return it.

    mode "resume" judges only claims without a verdict (skipped ones are retried); "batch" re-judges
    all but those a person resolved; "rejudge" (used by `rejudge`) includes those too, keeping the
    resolution. `on_batch_done(state)` runs after each batch so the caller can save atomically.
    `llm_options` go to litellm.completion as is (e.g. {"mock_response": "..."} in tests).
    """
    config = config or load_config()
    use_fulltext_cache(config)
    wanted: dict[str, list[str]] = {}
    skipped = 0
    for rid, ref in state.refs.items():
        if ref_ids is not None and rid not in ref_ids:
            continue
        ids = [c.claim_id for c in ref.claims
               if (claim_ids is None or c.claim_id in claim_ids) and _needs_judgment(ref, c.claim_id, mode)]
        reason = skip_reason(ref)
        if reason:
            for cid in ids:
                store(ref, skipped_judgment(cid, reason, skip_code(ref)))
            skipped += len(ids)
        elif ids:
            wanted[rid] = ids
    replay_decisions(state)
    from ..decisions import latest
    decided = latest(state)           # the log does not change while Step C runs
    backend, cache = _backend(judge, config, model, llm_options, backoff_s)
    batches = _plan(state, wanted, backend)
    requested = ":".join(x for x in (backend.name, backend.model) if x)
    previous = state.meta.judge or JudgeRun()
    meta = JudgeRun(judge=previous.judge, model=previous.model, requested=requested, mode=mode,
                    batches=len(batches), claims=sum(len(v) for v in wanted.values()), skipped=skipped,
                    anchors=embeddings_backend() if judge == "heuristic" else "llm",
                    **backend.usage(), failed_claims=0, kept_prior=0, first_failure="",
                    started=now_iso(), finished=None)
    state.meta.judge = meta
    bar = _progress_bar(len(batches), progress)
    runner = backend.run(state, batches)

    def settle(refs=None, **more) -> None:
        """The run's record; after a batch (``refs``) the judges of its references join those seen
        so far, at the end they are read again from every judgment (one pass, not one a batch)."""
        for key, value in {**backend.usage(), **more}.items():
            setattr(meta, key, value)
        if refs is None:
            meta.judge, meta.model = judged_by(state)
            return
        judge, model = judged_by(SimpleNamespace(refs={ref.ref_id: ref for ref in refs}))
        judges = {*filter(None, meta.judge.split("+")), *filter(None, judge.split("+"))}
        models = {*filter(None, meta.model.split(", ")), *filter(None, model.split(", "))}
        meta.judge, meta.model = "+".join(sorted(judges)), ", ".join(sorted(models))

    try:
        for done, (batch, results) in enumerate(runner, 1):
            for rid, ids in batch.items:
                ref = state.refs[rid]
                by_id = {c.claim_id: c for c in ref.claims}
                for cid in ids:
                    new = results[cid]
                    if is_unjudged(new):
                        meta.failed_claims += 1
                        meta.first_failure = meta.first_failure or new.skipped_reason
                        old = ref.judgment_for(cid)
                        if old is not None and old.verdict:
                            meta.kept_prior += 1      # never wipe a verdict for a failure
                            continue
                    store(ref, rules.finalize(new, ref, by_id[cid]))
            touched = [state.refs[rid] for rid, _ in batch.items]
            replay_decisions(state, touched, decided)   # a claim re-parsed since its resolution gets it back
            settle(touched, batches_done=done)
            if bar is not None:
                c = counts(state)
                bar.set_postfix({k: c[k] for k in (*VERDICTS, "preliminary")}, refresh=False)
                bar.update(1)
            if isinstance(on_batch_done, Journal):
                on_batch_done(state, [ref.ref_id for ref in touched])
            elif on_batch_done is not None:
                on_batch_done(state)
    finally:
        runner.close()
        if bar is not None:
            bar.close()
        if cache is not None:
            cache.close()
        settle()
    meta.finished, meta.counts = now_iso(), counts(state)
    if progress:
        print(summary(state))
    return state


def rejudge(state: State, config: Config | None = None, *, claim_id: str | None = None,
            ref_id: str | None = None, **kwargs) -> State:
    """Re-judge one claim or every claim of one reference (a human resolution is kept)."""
    if not claim_id and not ref_id:
        raise ValueError("rejudge needs claim_id or ref_id")
    if claim_id:
        state.claim(claim_id)            # KeyError for an unknown claim, before any work
    if ref_id and ref_id not in state.refs:
        raise KeyError(ref_id)
    return judge_state(state, config, mode="rejudge", claim_ids={claim_id} if claim_id else None,
                       ref_ids={ref_id} if ref_id else None, **kwargs)


def resolve_conflict(state: State, claim_id: str, verdict: str, note: str, who: str) -> None:
    """Store a person's decision on a claim (conflict or not); later runs never overwrite it.
    Recorded, with who and when, by ``refverify.decisions`` like every human decision."""
    from ..decisions import resolve
    resolve(state, claim_id, verdict, note, who=who, via="library", create=True)
