"""The LLM calls that Step A's summaries and the judge share: litellm, the settings and limits,
the cache of answers, the repair of almost-JSON, a provider's batch API."""
