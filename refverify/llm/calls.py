"""One LLM call through litellm, shared by Step A's summaries and the judge: the settings
(`resolve_settings`: model, provider limits, context window, timeouts and max_tokens sized per
batch, longer for local models), the errors and the server's own message, and `complete_json`,
one cached JSON completion for the small passes. The judge's client (`judge.llm.LLMClient`) adds
the response-format ladder, retries with backoff, the repair round and the token / cost accounting.

A failure never turns into a verdict: the claim stays unjudged with the reason, the server's own
message included. A context overflow raises `ContextOverflow` so the caller can split the batch.

litellm is imported only inside `litellm_lib.load_litellm()` (its import costs seconds), after
LITELLM_LOCAL_MODEL_COST_MAP=True is set so it never downloads its price list.
"""
from __future__ import annotations

import html
import math
import os
import re
from dataclasses import dataclass, field
from urllib.parse import urlparse

from ..config import Config
from ..core.secrets import redact
from ..errors import RefverifyError
from .batch_api import BATCH_IN_FLIGHT, batch_provider
from .cache import LLMCache, cache_key
from .litellm_lib import load_litellm
from .providers import limits_for
from .repair import repair_json

RETRY_STATUS = {408, 409, 425, 429, 500, 502, 503, 504, 529}
FATAL_STATUS = {400, 401, 403, 404}
RETRY_NAMES = {"Timeout", "APIConnectionError", "RateLimitError", "ServiceUnavailableError",
               "InternalServerError", "APIError"}
FORMAT_MODES = ("json_schema", "json_object", "none")
FORMAT_STATUS = {400, 415, 422, 500, 501}
FORMAT_ERROR_RE = re.compile(r"response[_ ]format|json[_ ]schema|json[_ ]object|structured output|grammar"
                             r"|\bschema\b", re.IGNORECASE)
OVERFLOW_RE = re.compile(r"context[ _](?:length|window|size)|maximum context|too many tokens|n_ctx"
                         r"|exceeds? (?:the )?(?:available |model's )?context|prompt is too long"
                         r"|input is too long", re.IGNORECASE)
LOCAL_PREFIXES = ("ollama/", "ollama_chat/", "llamafile/", "lm_studio/", "hosted_vllm/", "llamacpp/")
DEFAULT_CONTEXT, DEFAULT_LOCAL_CONTEXT = 8192, 4096
OUT_TOKENS = {"round1": 260, "round2": 320}       # answer tokens reserved per claim
OUT_BASE = 160
CUT_NOTE = "\n[answer cut at max_tokens]"


def estimate_tokens(text: str) -> int:
    """A deliberately high token estimate: one per CJK character, one per 3.5 other characters."""
    text = text or ""
    cjk = sum(1 for ch in text if "\u2e80" <= ch <= "\u9fff" or "\uf900" <= ch <= "\uffef")
    return cjk + math.ceil((len(text) - cjk) / 3.5)


def is_local(model: str, api_base: str | None) -> bool:
    if model.startswith(LOCAL_PREFIXES):
        return True
    host = (urlparse(api_base).hostname or "") if api_base else ""
    return host in ("localhost", "0.0.0.0", "::1") or host.startswith("127.")


class ContextOverflow(Exception):
    """The prompt did not fit the model's context window (the server's message is kept)."""


class CallFailed(Exception):
    """The call failed for good (retries spent); `str(exc)` says why, with the server's words."""


@dataclass
class LLMSettings:
    model: str
    api_base: str | None = None
    api_key: str | None = None
    timeout: float = 0.0              # seconds per call; 0: sized per batch (longer when local)
    max_retries: int = 4
    concurrency: int = 4
    rate_per_s: float = 5.0
    backoff_s: float = 1.0
    context_tokens: int = DEFAULT_CONTEXT
    max_tokens: int = 0               # cap on answer tokens per call; 0: sized per batch
    local: bool = False
    extra: dict = field(default_factory=dict)    # passed to litellm.completion (e.g. mock_response)
    batch_provider: str = ""          # set: the calls go through this provider's batch API (batch_api.py)
    batch_poll_s: float = 30.0        # seconds between two looks at a batch job's status

    def timeout_for(self, n_claims: int) -> float:
        if self.timeout > 0:
            return self.timeout
        base, per_claim = (300.0, 60.0) if self.local else (60.0, 5.0)
        return base + per_claim * max(1, n_claims)

    def max_tokens_for(self, n_claims: int, round_name: str = "round1") -> int:
        wanted = OUT_BASE + OUT_TOKENS.get(round_name, 320) * max(1, n_claims)
        return min(wanted, self.max_tokens) if self.max_tokens > 0 else wanted

    def fits(self, prompt_tokens: int, n_claims: int) -> bool:
        """Whether a batch of this prompt size and claim count fits the context with its answer
        (round 2's larger answer reserved), and within a max_tokens cap."""
        out = OUT_BASE + OUT_TOKENS["round2"] * max(1, n_claims)
        if self.max_tokens > 0 and out > self.max_tokens and n_claims > 1:
            return False
        return prompt_tokens + min(out, self.max_tokens or out) <= self.context_tokens


def _context_of(model: str, local: bool, api_base: str | None = None) -> int:
    """The model's context window: what a local server says of itself (its model list or its
    properties), else litellm's model info for a hosted model, else a cautious default."""
    if local:
        return (server_context(api_base, model) if api_base else 0) or DEFAULT_LOCAL_CONTEXT
    try:
        info = load_litellm().get_model_info(model)
        return int(info.get("max_input_tokens") or info.get("max_tokens") or DEFAULT_CONTEXT)
    except Exception:   # a model litellm does not know
        return DEFAULT_CONTEXT


# What OpenAI-compatible servers say of a model's context: vLLM's model list (`max_model_len`),
# LM Studio's (`max_context_length`), others' `context_length`; llama.cpp's `/props` gives the
# context each slot really has (`default_generation_settings.n_ctx`), its model list only the
# training context (`meta.n_ctx_train`), used when nothing better is said.
_LIST_KEYS = ("max_model_len", "max_context_length", "context_length", "context_window")


def server_context(api_base: str, model: str, timeout: float = 3.0) -> int:
    """The context window a local OpenAI-compatible server reports for ``model`` (0: none)."""
    import requests
    base = api_base.rstrip("/")
    name = model.split("/", 1)[1] if "/" in model else model

    def get(url: str) -> dict:
        try:
            response = requests.get(url, timeout=timeout)
            return response.json() if response.ok else {}
        except (requests.RequestException, ValueError):
            return {}

    listed = get(f"{base}/models").get("data") or []
    entries = [e for e in listed if isinstance(e, dict)]
    entry = next((e for e in entries if e.get("id") == name), entries[0] if len(entries) == 1 else {})
    for key in _LIST_KEYS:
        if isinstance(entry.get(key), int) and entry[key] > 0:
            return entry[key]
    root = base[: -len("/v1")] if base.endswith("/v1") else base
    props = get(f"{root}/props").get("default_generation_settings") or {}
    if isinstance(props.get("n_ctx"), int) and props["n_ctx"] > 0:
        return props["n_ctx"]
    trained = (entry.get("meta") or {}).get("n_ctx_train")
    return trained if isinstance(trained, int) and trained > 0 else 0


def resolve_settings(config: Config, model: str | None = None, extra: dict | None = None,
                     backoff_s: float = 1.0) -> LLMSettings:
    name = model or config.model or os.environ.get("REFVERIFY_MODEL", "")
    if not name:
        raise RefverifyError("refverify.toml: no LLM model set (config `model`, REFVERIFY_MODEL, or "
                             "--model), e.g. openai/gpt-4o-mini; or use the offline heuristic judge")
    api_base = config.llm_api_base or os.environ.get("REFVERIFY_LLM_API_BASE") or None
    local = is_local(name, api_base)
    concurrency, rate = limits_for(name, local, config)
    batch = ""
    if getattr(config, "llm_batch", False):
        # every batch of claims asks at once: the queue gathers their calls into one job
        batch, concurrency, rate = batch_provider(name, local), BATCH_IN_FLIGHT, 0.0
    return LLMSettings(
        model=name, api_base=api_base,
        # None lets litellm read the provider's own variable (OPENAI_API_KEY, ANTHROPIC_API_KEY, ...)
        api_key=config.llm_api_key or os.environ.get("REFVERIFY_LLM_API_KEY") or None,
        timeout=config.llm_timeout, max_retries=config.max_retries,
        concurrency=concurrency, rate_per_s=rate,
        backoff_s=backoff_s, context_tokens=config.llm_context_tokens or _context_of(name, local, api_base),
        max_tokens=config.llm_max_tokens, local=local, extra=dict(extra or {}),
        batch_provider=batch, batch_poll_s=getattr(config, "llm_batch_poll_s", 30.0))


@dataclass
class Usage:
    calls: int = 0
    cached_calls: int = 0
    cached_claims: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0
    cost_usd: float = 0.0
    failed_calls: int = 0


def status_code(exc: Exception) -> int | None:
    code = getattr(exc, "status_code", None)
    return code if isinstance(code, int) else None


def retryable(exc: Exception) -> bool:
    code = status_code(exc)
    if code is not None:
        return code in RETRY_STATUS
    return type(exc).__name__ in RETRY_NAMES or "timeout" in type(exc).__name__.lower()


_PREFIX_RE = re.compile(r"^(?:litellm\.)?\w+(?:Error|Exception|Timeout)?:\s*")


def server_message(exc: Exception) -> str:
    """The server's own words, on one line: litellm's class-name prefixes and any traceback the
    server appended are dropped; secrets redacted (a server may echo the Authorization header);
    at most 300 characters."""
    lines = []
    for line in str(exc).strip().splitlines():
        if line.strip().startswith(("File \"", "Traceback")):
            break
        if line.strip():
            lines.append(line.strip())
    text = " ".join(lines)
    for _ in range(4):
        stripped = _PREFIX_RE.sub("", text, count=1)
        stripped = re.sub(r"^\w+Exception - ", "", stripped)
        if stripped == text:
            break
        text = stripped
    return redact(text)[:300] or type(exc).__name__


def is_overflow(exc: Exception, message: str) -> bool:
    return type(exc).__name__ == "ContextWindowExceededError" or bool(OVERFLOW_RE.search(message))


def complete_json(settings: LLMSettings, cache: LLMCache | None, messages: list[dict],
                  schema_version: str, response_format: dict | None = None, validate=None):
    """One cached JSON completion for the small LLM passes (claim summaries, --soft-only
    rewrites). Answers ``validate(parsed JSON)`` (the JSON itself without ``validate``); raises on
    a failed call or an unusable answer, so the caller keeps its rule-based result. Only answers
    that validate are cached. A server that refuses the response_format is asked again without it."""
    key = cache_key(settings.model, messages, schema_version)
    hit = cache.get(key) if cache is not None else None
    check = validate or (lambda data: data)
    if hit is not None:
        return check(repair_json(hit["text"]))
    kwargs = dict(model=settings.model, messages=messages, temperature=0,
                  response_format=response_format or {"type": "json_object"},
                  timeout=settings.timeout_for(1), num_retries=settings.max_retries, **settings.extra)
    if settings.max_tokens > 0:
        kwargs["max_tokens"] = settings.max_tokens
    if settings.api_base:
        kwargs["api_base"] = settings.api_base
    if settings.api_key:
        kwargs["api_key"] = settings.api_key
    litellm = load_litellm()
    try:
        resp = litellm.completion(**kwargs)
    except Exception as exc:
        if status_code(exc) not in FORMAT_STATUS or not FORMAT_ERROR_RE.search(server_message(exc)):
            raise
        kwargs.pop("response_format")
        resp = litellm.completion(**kwargs)
    text = resp.choices[0].message.content or ""
    result = check(repair_json(text))
    if cache is not None:
        cache.put(key, settings.model, text, {}, 0.0)
    return result


def escape_data(text: str) -> str:
    """Text put inside a prompt's data tags: markup escaped, so it reads as data."""
    return html.escape(text or "", quote=False)
