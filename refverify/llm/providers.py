"""How fast Step C may call an LLM provider: requests in flight and requests per second.

Defaults per provider (the litellm prefix of the model name) sit under the limits the providers
publish for a first paid tier, so a run does not live on 429s; a larger account, or a provider's
free tier, sets its own in ``refverify.toml``:

    llm_provider_concurrency = {anthropic = 8}
    llm_provider_rates = {anthropic = 4.0, gemini = 0.25}

or for the run's model alone ``llm_concurrency`` / ``llm_rate_per_s`` (0: no rate limit). A
server on this machine or the local network (``llm.calls.is_local``) is paced by nothing but its
own queue.
"""
from __future__ import annotations

from .litellm_lib import load_litellm

# provider -> (requests in flight, requests per second; 0: no limit)
PROVIDER_LIMITS: dict[str, tuple[int, float]] = {
    "openai": (8, 8.0),        # first tier: 500 requests a minute for the small models
    "azure": (8, 8.0),
    "anthropic": (4, 0.8),     # first tier: 50 requests a minute
    "gemini": (4, 2.0),        # paid first tier: 150+ a minute for the large models
    "vertex_ai": (4, 2.0),
    "deepseek": (8, 10.0),     # publishes no request limit; answers slow down under load instead
    "mistral": (2, 1.0),       # one request a second on the first tier
    "groq": (4, 0.5),          # 30 requests a minute on the free tier
    "local": (4, 0.0),         # one's own server: its queue is the limit
}
OTHER = (4, 5.0)               # any other provider


def provider_of(model: str, local: bool = False) -> str:
    """``local`` for a server of one's own, else the provider litellm routes ``model`` to."""
    if local:
        return "local"
    if "/" in model:
        return model.split("/", 1)[0].lower()
    try:
        return load_litellm().get_llm_provider(model)[1]
    except Exception:  # noqa: BLE001 — a name litellm does not know: the other providers' default
        return ""


def limits_for(model: str, local: bool, config) -> tuple[int, float]:
    """(concurrency, requests per second) for ``model``: the run's ``llm_concurrency`` /
    ``llm_rate_per_s`` when set, else the provider's line in ``llm_provider_concurrency`` /
    ``llm_provider_rates``, else PROVIDER_LIMITS."""
    provider = provider_of(model, local)
    concurrency, rate = PROVIDER_LIMITS.get(provider, OTHER)
    concurrency = int((getattr(config, "llm_provider_concurrency", None) or {}).get(provider, concurrency))
    rate = float((getattr(config, "llm_provider_rates", None) or {}).get(provider, rate))
    if getattr(config, "llm_concurrency", 0) > 0:
        concurrency = config.llm_concurrency
    if getattr(config, "llm_rate_per_s", -1.0) >= 0:
        rate = config.llm_rate_per_s
    return max(1, concurrency), rate
