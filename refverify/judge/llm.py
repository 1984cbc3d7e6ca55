"""The LLM call: any litellm provider, structured JSON output, rate limit, retries with backoff,
one repair round for invalid JSON, refverify's SQLite cache, and token / cost accounting.

litellm is imported only inside `_litellm()` (its import costs seconds), after
LITELLM_LOCAL_MODEL_COST_MAP=True is set so it never downloads its price list.
"""
from __future__ import annotations

import os
import threading
import time
from dataclasses import dataclass, field

from ..config import Config
from ..errors import RefverifyError
from ..ratelimit import Spacer
from .cache import LLMCache, cache_key
from .schema import AnswerError, BatchAnswer, ClaimAnswer, parse_answer, response_format

RETRY_STATUS = {408, 409, 425, 429, 500, 502, 503, 504, 529}
FATAL_STATUS = {400, 401, 403, 404}
RETRY_NAMES = {"Timeout", "APIConnectionError", "RateLimitError", "ServiceUnavailableError",
               "InternalServerError", "APIError"}


def _litellm():
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm  # lazy: several seconds to import
    litellm.suppress_debug_info = True
    return litellm


@dataclass
class LLMSettings:
    model: str
    api_base: str | None = None
    api_key: str | None = None
    timeout: float = 60.0
    max_retries: int = 4
    concurrency: int = 4
    rate_per_s: float = 5.0
    backoff_s: float = 1.0
    extra: dict = field(default_factory=dict)    # passed to litellm.completion (e.g. mock_response)


def resolve_settings(config: Config, model: str | None = None, extra: dict | None = None,
                     backoff_s: float = 1.0) -> LLMSettings:
    name = model or config.model or os.environ.get("REFVERIFY_MODEL", "")
    if not name:
        raise RefverifyError("refverify.toml: no LLM model set (config `model`, REFVERIFY_MODEL, or "
                             "--model), e.g. openai/gpt-4o-mini; or use the offline heuristic judge")
    return LLMSettings(
        model=name,
        api_base=config.llm_api_base or os.environ.get("REFVERIFY_LLM_API_BASE") or None,
        # None lets litellm read the provider's own variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, ...)
        api_key=config.llm_api_key or os.environ.get("REFVERIFY_LLM_API_KEY") or None,
        timeout=config.timeout, max_retries=config.max_retries,
        concurrency=max(1, config.llm_concurrency), rate_per_s=config.llm_rate_per_s,
        backoff_s=backoff_s, extra=dict(extra or {}))


@dataclass
class Usage:
    calls: int = 0
    cached_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    failed_calls: int = 0


def _status(exc: Exception) -> int | None:
    code = getattr(exc, "status_code", None)
    return code if isinstance(code, int) else None


def _retryable(exc: Exception) -> bool:
    code = _status(exc)
    if code is not None:
        return code in RETRY_STATUS
    return type(exc).__name__ in RETRY_NAMES or "timeout" in type(exc).__name__.lower()


class LLMClient:
    def __init__(self, settings: LLMSettings, cache: LLMCache | None):
        self.s = settings
        self.cache = cache
        self.usage = Usage()
        self._lock = threading.Lock()
        self._limiter = Spacer(settings.rate_per_s)

    def _add(self, **deltas) -> None:
        with self._lock:
            for name, value in deltas.items():
                setattr(self.usage, name, getattr(self.usage, name) + value)

    def _cost(self, litellm, resp) -> float:
        try:
            return float(litellm.completion_cost(completion_response=resp, model=self.s.model) or 0.0)
        except Exception:  # model not in the price list (local or custom models): cost unknown
            return 0.0

    def _send(self, messages: list[dict]) -> tuple[str, dict, float]:
        """One completion with retries on 429 / 5xx / timeouts (exponential backoff)."""
        litellm = _litellm()
        kwargs = dict(model=self.s.model, messages=messages, response_format=response_format(),
                      temperature=0, timeout=self.s.timeout, num_retries=0, **self.s.extra)
        if self.s.api_base:
            kwargs["api_base"] = self.s.api_base
        if self.s.api_key:
            kwargs["api_key"] = self.s.api_key
        for attempt in range(self.s.max_retries + 1):
            self._limiter.wait()
            self._add(calls=1)
            try:
                resp = litellm.completion(**kwargs)
            except Exception as exc:
                self._add(failed_calls=1)
                if _status(exc) in FATAL_STATUS:
                    raise RefverifyError(f"LLM {self.s.model}: {type(exc).__name__} "
                                         f"({str(exc).splitlines()[0][:200]})") from None
                if not _retryable(exc) or attempt == self.s.max_retries:
                    raise
                time.sleep(min(30.0, self.s.backoff_s * 2 ** attempt))
                continue
            text = resp.choices[0].message.content or ""
            u = getattr(resp, "usage", None)
            usage = {"prompt_tokens": int(getattr(u, "prompt_tokens", 0) or 0),
                     "completion_tokens": int(getattr(u, "completion_tokens", 0) or 0)}
            cost = self._cost(litellm, resp)
            self._add(prompt_tokens=usage["prompt_tokens"],
                      completion_tokens=usage["completion_tokens"], cost_usd=cost)
            return text, usage, cost
        raise AssertionError("unreachable")

    def ask(self, messages: list[dict], claim_ids: list[str]) -> tuple[dict[str, ClaimAnswer], dict[str, str]]:
        """Valid answers by claim id, and a reason for every claim left without one."""
        key = cache_key(self.s.model, messages)
        hit = self.cache.get(key) if self.cache else None
        if hit is not None:
            try:
                valid, problems = parse_answer(hit["text"], claim_ids)
                if not problems:
                    self._add(cached_calls=1)
                    return valid, problems
            except AnswerError:
                pass
        try:
            text, usage, cost = self._send(messages)
        except RefverifyError:
            raise
        except Exception as exc:
            reason = f"LLM call failed after retries: {type(exc).__name__}"
            return {}, {cid: reason for cid in claim_ids}
        valid, problems = self._parse(text, claim_ids)
        if problems:
            # One repair round: show the model its answer and what was wrong with it.
            first_problem = next(iter(problems.values()))
            retry = messages + [
                {"role": "assistant", "content": text[:4000]},
                {"role": "user", "content": f"That answer could not be used ({first_problem}). "
                                            "Return only the JSON object described, one entry per claim id."}]
            try:
                text2, usage, cost = self._send(retry)
            except RefverifyError:
                raise
            except Exception as exc:
                text2 = ""
                problems = {cid: f"{why}; retry failed: {type(exc).__name__}" for cid, why in problems.items()}
            if text2:
                more, problems2 = self._parse(text2, list(problems))
                valid.update(more)
                problems = {cid: f"{problems[cid]}; after retry: {why}" for cid, why in problems2.items()}
        if not problems and self.cache is not None:
            self.cache.put(key, self.s.model, _merge_text(valid), usage, cost)
        return valid, problems

    @staticmethod
    def _parse(text: str, claim_ids: list[str]):
        try:
            return parse_answer(text, claim_ids)
        except AnswerError as exc:
            return {}, {cid: f"invalid JSON answer ({exc})" for cid in claim_ids}


def _merge_text(valid: dict[str, ClaimAnswer]) -> str:
    """The validated answers as one canonical JSON text (two replies may have been combined)."""
    return BatchAnswer(judgments=list(valid.values())).model_dump_json()


def complete_json(settings: LLMSettings, cache: LLMCache | None, messages: list[dict],
                  schema_version: str, response_format: dict | None = None, validate=None):
    """One cached JSON completion for the small LLM passes (claim summaries, --soft-only
    rewrites). Answers ``validate(parsed JSON)`` (the JSON itself without ``validate``); raises on
    a failed call or an unusable answer, so the caller keeps its rule-based result. Only answers
    that validate are cached."""
    from .schema import repair_json

    key = cache_key(settings.model, messages, schema_version)
    hit = cache.get(key) if cache is not None else None
    check = validate or (lambda data: data)
    if hit is not None:
        return check(repair_json(hit["text"]))
    kwargs = dict(model=settings.model, messages=messages, temperature=0,
                  response_format=response_format or {"type": "json_object"},
                  timeout=settings.timeout, num_retries=settings.max_retries, **settings.extra)
    if settings.api_base:
        kwargs["api_base"] = settings.api_base
    if settings.api_key:
        kwargs["api_key"] = settings.api_key
    text = _litellm().completion(**kwargs).choices[0].message.content or ""
    result = check(repair_json(text))
    if cache is not None:
        cache.put(key, settings.model, text, {}, 0.0)
    return result
