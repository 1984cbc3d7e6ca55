"""The judge's LLM client: one completion per batch of claims with the structured-output ladder
(json_schema → json_object → plain JSON asked for in the prompt), the rate limit, retries with
backoff, one repair round for an invalid or self-contradictory answer, and token / cost
accounting. The call's settings, errors and server messages are `llm.calls`.
"""
from __future__ import annotations

import threading
import time

from ..errors import RefverifyError
from ..llm.batch_api import BatchQueue
from ..llm.cache import LLMCache
from ..llm.calls import (
    CUT_NOTE, FATAL_STATUS, FORMAT_ERROR_RE, FORMAT_MODES, FORMAT_STATUS, CallFailed, ContextOverflow,
    LLMSettings, Usage, is_overflow, retryable, server_message, status_code,
)
from ..llm.litellm_lib import load_litellm
from ..llm.repair import AnswerError
from ..ratelimit import Spacer
from .schema import ClaimAnswer, answer_model, parse_answer, response_format


class LLMClient:
    def __init__(self, settings: LLMSettings, cache: LLMCache | None):
        self.s = settings
        self.cache = cache
        self.usage = Usage()
        self.format_mode = FORMAT_MODES[0]
        self.notes: list[str] = []            # what the server said when a format was refused
        self._lock = threading.Lock()
        self._limiter = Spacer(settings.rate_per_s)
        self.batches = None
        if settings.batch_provider:
            self.batches = BatchQueue(settings.model, settings.batch_provider, settings.api_base,
                                      settings.api_key, poll_s=settings.batch_poll_s)

    def add(self, **deltas) -> None:
        with self._lock:
            for name, value in deltas.items():
                setattr(self.usage, name, getattr(self.usage, name) + value)

    _add = add

    def _cost(self, litellm, resp) -> float:
        try:
            return float(litellm.completion_cost(completion_response=resp, model=self.s.model) or 0.0)
        except Exception:  # model not in the price list (local or custom models): cost unknown
            return 0.0

    def _downgrade(self, mode: str, message: str) -> bool:
        """Step down the response_format ladder after the server refused `mode`."""
        with self._lock:
            if self.format_mode != mode:
                return True                     # another batch already stepped down
            i = FORMAT_MODES.index(mode)
            if i + 1 >= len(FORMAT_MODES):
                return False
            self.format_mode = FORMAT_MODES[i + 1]
            self.notes.append(f"the server refused response_format {mode} ({message}); "
                              f"using {self.format_mode}")
            return True

    def _kwargs(self, messages, round_name: str, n_claims: int) -> dict:
        kwargs = dict(model=self.s.model, messages=messages, temperature=0,
                      timeout=self.s.timeout_for(n_claims), num_retries=0,
                      max_tokens=self.s.max_tokens_for(n_claims, round_name), **self.s.extra)
        fmt = response_format(round_name, self.format_mode)
        if fmt is not None:
            kwargs["response_format"] = fmt
        if self.s.api_base:
            kwargs["api_base"] = self.s.api_base
        if self.s.api_key:
            kwargs["api_key"] = self.s.api_key
        return kwargs

    def _send(self, messages: list[dict], round_name: str = "round1", n_claims: int = 1) -> str:
        """One completion with retries on 429 / 5xx / timeouts (exponential backoff). Raises
        ContextOverflow, RefverifyError (credentials, unknown model), or CallFailed."""
        litellm = load_litellm()
        attempt = 0
        while True:
            kwargs = self._kwargs(messages, round_name, n_claims)
            mode = self.format_mode
            self._limiter.wait()
            self.add(calls=1)
            try:
                resp = self.batches.submit(kwargs) if self.batches is not None else litellm.completion(**kwargs)
            except Exception as exc:
                self.add(failed_calls=1)
                message, status = server_message(exc), status_code(exc)
                if is_overflow(exc, message):
                    raise ContextOverflow(message) from None
                if (status in FORMAT_STATUS and FORMAT_ERROR_RE.search(message)
                        and self._downgrade(mode, message)):
                    continue
                if status in FATAL_STATUS:
                    raise RefverifyError(f"LLM {self.s.model}: {type(exc).__name__} ({message})") from None
                if not retryable(exc) or attempt >= self.s.max_retries:
                    raise CallFailed(f"LLM call failed after retries: {type(exc).__name__} "
                                     f"({message})") from None
                time.sleep(min(30.0, self.s.backoff_s * 2 ** attempt))
                attempt += 1
                continue
            choice = resp.choices[0]
            text = choice.message.content or ""
            u = getattr(resp, "usage", None)
            self.add(prompt_tokens=int(getattr(u, "prompt_tokens", 0) or 0),
                     completion_tokens=int(getattr(u, "completion_tokens", 0) or 0),
                     cost_usd=self._cost(litellm, resp))
            if getattr(choice, "finish_reason", None) == "length":
                text += CUT_NOTE
            return text

    def ask(self, messages: list[dict], claim_ids: list[str],
            round_name: str = "round1") -> tuple[dict[str, ClaimAnswer], dict[str, str]]:
        """Valid answers by claim id, and a reason for every claim left without one."""
        n = len(claim_ids)
        try:
            text = self._send(messages, round_name, n)
        except CallFailed as exc:
            return {}, {cid: str(exc) for cid in claim_ids}
        valid, problems = self._parse(text, claim_ids, round_name)
        if problems:
            # One repair round: show the model its answer and what was wrong with it.
            first_problem = next(iter(problems.values()))
            retry = messages + [
                {"role": "assistant", "content": text[:4000]},
                {"role": "user", "content": f"That answer could not be used ({first_problem}). "
                                            "Return only the JSON object described, one entry per claim id."}]
            try:
                text2 = self._send(retry, round_name, len(problems))
            except CallFailed as exc:
                return valid, {cid: f"{why}; retry failed: {exc}" for cid, why in problems.items()}
            more, problems2 = self._parse(text2, list(problems), round_name)
            valid.update(more)
            problems = {cid: f"{problems[cid]}; after retry: {why}" for cid, why in problems2.items()}
        return valid, problems

    @staticmethod
    def _parse(text: str, claim_ids: list[str], round_name: str = "round1"):
        cut = "answer cut at max_tokens: " if text.endswith(CUT_NOTE) else ""
        try:
            valid, problems = parse_answer(text, claim_ids, round_name)
        except AnswerError as exc:
            return {}, {cid: f"{cut}invalid JSON answer ({exc})" for cid in claim_ids}
        return valid, {cid: f"{cut}{why}" for cid, why in problems.items()}

    # --- the per-claim cache: one valid answer is never paid for twice ---
    def cached_answer(self, key: str, round_name: str) -> ClaimAnswer | None:
        hit = self.cache.get(key) if self.cache is not None else None
        if hit is None:
            return None
        try:
            return answer_model(round_name).model_validate_json(hit["text"])
        except ValueError:
            return None

    def store_answers(self, answers: dict[str, ClaimAnswer]) -> None:
        """{cache key: valid answer}, stored together."""
        if self.cache is not None and answers:
            self.cache.put_many([(k, self.s.model, a.model_dump_json()) for k, a in answers.items()])
