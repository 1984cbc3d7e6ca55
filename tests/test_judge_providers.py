"""LLM throughput per provider (issue 24 item 5): requests in flight and per second default to
what the model's provider allows, and the user's settings override them."""
from refverify.config import Config, load_config
from refverify.llm.calls import resolve_settings
from refverify.llm.providers import limits_for, provider_of


def _limits(model: str, **settings):
    s = resolve_settings(Config(**settings), model)
    return s.concurrency, s.rate_per_s


def test_each_provider_has_its_own_pace():
    assert _limits("openai/gpt-4o-mini") == (8, 8.0)
    assert _limits("anthropic/claude-3-5-haiku-20241022") == (4, 0.8)
    assert _limits("gemini/gemini-1.5-flash") == (4, 2.0)
    assert _limits("deepseek/deepseek-chat") == (8, 10.0)
    assert _limits("someprovider/some-model") == (4, 5.0)        # a provider not listed
    # a server on this machine: its own queue is the limit, no rate
    assert _limits("openai/judge", llm_api_base="http://127.0.0.1:8080/v1") == (4, 0.0)
    assert _limits("ollama/qwen2.5:0.5b") == (4, 0.0)


def test_a_bare_model_name_goes_to_the_provider_litellm_names():
    assert provider_of("gpt-4o-mini") == "openai"
    assert provider_of("gpt-4o-mini", local=True) == "local"


def test_the_users_settings_override_the_providers_defaults():
    assert _limits("anthropic/claude-3-5-haiku-20241022", llm_provider_rates={"anthropic": 4.0},
                   llm_provider_concurrency={"anthropic": 16}) == (16, 4.0)
    # the run's own settings win over the tables; a rate of 0 is no limit
    assert _limits("anthropic/claude-3-5-haiku-20241022", llm_provider_rates={"anthropic": 4.0},
                   llm_concurrency=2, llm_rate_per_s=0) == (2, 0.0)
    assert limits_for("openai/gpt-4o", False, Config(llm_rate_per_s=3.5)) == (8, 3.5)


def test_provider_tables_are_read_from_the_config_file(tmp_path, monkeypatch):
    for name in ("REFVERIFY_LLM_CONCURRENCY", "REFVERIFY_LLM_RATE"):
        monkeypatch.delenv(name, raising=False)
    path = tmp_path / "refverify.toml"
    path.write_text("llm_provider_rates = {anthropic = 2.5}\nllm_provider_concurrency = {anthropic = 6}\n",
                    encoding="utf-8")
    cfg = load_config(path)
    assert (cfg.llm_provider_rates, cfg.llm_provider_concurrency) == ({"anthropic": 2.5}, {"anthropic": 6.0})
    assert resolve_settings(cfg, "anthropic/claude-3-5-haiku-20241022").concurrency == 6
    monkeypatch.setenv("REFVERIFY_LLM_RATE", "0.5")
    assert resolve_settings(load_config(path), "anthropic/claude-3-5-haiku-20241022").rate_per_s == 0.5
