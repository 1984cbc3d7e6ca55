"""One config object: ``refverify.toml`` (current folder, or the path in ``REFVERIFY_CONFIG``)
overridden by environment variables, overridden by explicit keyword arguments."""
from __future__ import annotations

import getpass
import os
import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path

from .errors import RefverifyError

DEFAULT_URLS = {
    "pubmed": "https://eutils.ncbi.nlm.nih.gov/entrez/eutils",
    "crossref": "https://api.crossref.org",
    "semanticscholar": "https://api.semanticscholar.org/graph/v1",
    "openalex": "https://api.openalex.org",
    "arxiv": "http://export.arxiv.org/api",
    "dblp": "https://dblp.org",
}

# Where the open full text is looked for and fetched (issue 25): Europe PMC's JATS XML (PMC's
# OAI-PMH service when Europe PMC cannot be reached), NCBI's
# ID converter (PMID / DOI -> PMCID), Unpaywall's open copies, arXiv's PDFs. A config whose
# ``urls`` name none of them (one built with only the six services above) skips the pass.
FULLTEXT_URLS = {
    "europepmc": "https://www.ebi.ac.uk/europepmc/webservices/rest",
    "pmc_oai": "https://pmc.ncbi.nlm.nih.gov/api/oai/v1/mh",
    "idconv": "https://pmc.ncbi.nlm.nih.gov/tools/idconv/api/v1/articles",
    "unpaywall": "https://api.unpaywall.org/v2",
    "arxiv_pdf": "https://arxiv.org/pdf",
}

# The seed's chain (PubMed by PMID -> Crossref by DOI -> Semantic Scholar by title), then the others.
DEFAULT_SOURCE_ORDER = ["pubmed", "crossref", "semanticscholar", "openalex", "arxiv", "dblp"]

# environment variable -> config attribute
ENV_VARS = {
    "REFVERIFY_EMAIL": "email",
    "REFVERIFY_CACHE": "cache_path",
    "REFVERIFY_LLM_CACHE": "llm_cache_path",
    "REFVERIFY_MODEL": "model",
    "REFVERIFY_LLM_API_BASE": "llm_api_base",
    "REFVERIFY_LLM_API_KEY": "llm_api_key",
    "REFVERIFY_LANGUAGE": "language",
    "REFVERIFY_USER": "user",
    "REFVERIFY_INDEX": "index",
    "NCBI_API_KEY": "ncbi_api_key",
    "REFVERIFY_NCBI_API_KEY": "ncbi_api_key",
    "S2_API_KEY": "s2_api_key",
    "REFVERIFY_S2_API_KEY": "s2_api_key",
    "OPENALEX_API_KEY": "openalex_api_key",
    "REFVERIFY_OPENALEX_API_KEY": "openalex_api_key",
    "REFVERIFY_OFFLINE": "offline",
    "REFVERIFY_SOURCES": "source_order",
    "REFVERIFY_LLM_CONCURRENCY": "llm_concurrency",
    "REFVERIFY_LLM_RATE": "llm_rate_per_s",
    "REFVERIFY_LLM_BATCH": "llm_batch",
    "REFVERIFY_TIMEOUT": "timeout",
    "REFVERIFY_RETRY_AFTER_CAP": "retry_after_cap",
    "REFVERIFY_REQUEST_DEADLINE": "request_deadline",
    "REFVERIFY_FETCH_DEADLINE": "fetch_deadline",
    "REFVERIFY_RATE_MARGIN": "rate_margin",
    "REFVERIFY_LLM_TIMEOUT": "llm_timeout",
    "REFVERIFY_LLM_CONTEXT_TOKENS": "llm_context_tokens",
    "REFVERIFY_LLM_MAX_TOKENS": "llm_max_tokens",
    "REFVERIFY_FULLTEXT": "fulltext",
    "REFVERIFY_FULLTEXT_MAX_MB": "fulltext_max_mb",
    "REFVERIFY_CACHE_BACKEND": "cache_backend",
    "REFVERIFY_CACHE_URL": "cache_url",
    "REFVERIFY_SCHEDULER": "scheduler",
    "REFVERIFY_WORKERS": "workers",
    "REFVERIFY_DASK_ADDRESS": "dask_address",
    "REFVERIFY_RAY_ADDRESS": "ray_address",
    "REFVERIFY_PACE_BACKEND": "pace_backend",
    "REFVERIFY_PACE_URL": "pace_url",
}


def _default_cache() -> str:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return str(Path(base) / "refverify" / "http_cache.sqlite")


@dataclass
class Config:
    email: str = ""                     # polite pools (Crossref mailto, NCBI email)
    tool: str = "refverify"
    ncbi_api_key: str = ""
    s2_api_key: str = ""
    openalex_api_key: str = ""
    urls: dict[str, str] = field(default_factory=lambda: {**DEFAULT_URLS, **FULLTEXT_URLS})
    source_order: list[str] = field(default_factory=lambda: list(DEFAULT_SOURCE_ORDER))
    cache_path: str = field(default_factory=_default_cache)
    llm_cache_path: str = ""            # default: beside cache_path, llm_cache.sqlite
    offline: bool = False
    index: str = ""                     # a local index of the snapshots (refverify index build), asked first
    timeout: float = 20.0
    max_retries: int = 4
    retry_after_cap: float = 60.0       # a Retry-After longer than this: the service is api_fail for the run
    request_deadline: float = 120.0     # seconds for one request (each attempt); past it the service is given up for the run
    fulltext: bool = True               # Step B looks for the open full text (--no-fulltext: not)
    fulltext_max_mb: float = 20.0       # a full text larger is not kept (status too_large)
    fetch_deadline: float = 7200.0      # seconds for Step B; what is left is api_fail, retried next run
    rate_limits: dict[str, float] = field(default_factory=dict)   # requests/s per service (overrides)
    rate_margin: float = 0.05           # pace this share under each service's published rate (a 429 widens it)
    model: str = ""
    llm_api_base: str = ""
    llm_api_key: str = ""
    llm_concurrency: int = 0            # LLM requests in flight; 0: the provider's default (llm.providers)
    llm_rate_per_s: float = -1.0        # LLM requests per second (0: no limit); unset: the provider's default
    llm_provider_concurrency: dict[str, float] = field(default_factory=dict)  # provider -> in flight
    llm_provider_rates: dict[str, float] = field(default_factory=dict)        # provider -> requests/s
    llm_batch: bool = False             # Step C through the provider's batch API (llm/batch_api.py)
    llm_batch_poll_s: float = 30.0      # seconds between two looks at a batch job's status
    llm_timeout: float = 0.0            # seconds per LLM call; 0: sized per batch, longer when local
    llm_context_tokens: int = 0         # the model's context window; 0: litellm's figure, 4096 local
    llm_max_tokens: int = 0             # cap on answer tokens per call; 0: sized per batch
    language: str = ""                  # en | zh; empty: from the manuscript
    max_input_mb: float = 20.0          # a text input (.tex / .md / .txt / .bib) larger is refused
    max_docx_xml_mb: float = 100.0      # a .docx whose XML expands beyond this is refused
    user: str = field(default_factory=lambda: os.environ.get("USER") or _os_user())
    # Several processes or machines (`refverify batch`): the HTTP cache in a shared backend, the
    # per-host pace kept in a shared folder, the scheduler that runs the manuscripts.
    cache_backend: str = "sqlite"       # sqlite (cache_path) | redis (cache_url)
    cache_url: str = ""                 # redis://host:6379/0 for cache_backend = "redis"
    pace_dir: str = ""                  # a folder every process shares: one per-host pace for all
    pace_backend: str = "files"         # files (pace_dir, one machine or a shared file system) | redis
    pace_url: str = ""                  # redis://… for pace_backend = "redis"; empty: cache_url
    lookup_memo: str = ""               # batch: each service's answer per query (sqlite path or redis:// URL)
    scheduler: str = "processes"        # batch: processes | dask | ray
    workers: int = 2                    # batch: manuscripts run at once
    dask_address: str = ""              # batch on Dask: a running scheduler; empty: a LocalCluster
    ray_address: str = ""               # batch on Ray: a running cluster (host:port); empty: a local one

    def url(self, service: str) -> str:
        return self.urls[service].rstrip("/")

    def with_(self, **changes) -> "Config":
        return replace(self, **changes)

    def __post_init__(self):
        self.register_secrets()

    def register_secrets(self) -> None:
        """The configured API keys are removed from every message stored or printed."""
        from .core.secrets import SECRET_SETTINGS, register_secrets
        register_secrets(*(str(getattr(self, name, "") or "") for name in SECRET_SETTINGS))

    @property
    def llm_cache(self) -> str:
        return self.llm_cache_path or str(Path(self.cache_path).with_name("llm_cache.sqlite"))


def _os_user() -> str:
    try:
        return getpass.getuser()
    except Exception:  # no passwd entry in some containers
        return "unknown"


LANGUAGES = ("", "en", "zh")
CACHE_BACKENDS = ("sqlite", "redis")
SCHEDULERS = ("processes", "dask", "ray")
PACE_BACKENDS = ("files", "redis")


def _coerce(name: str, value, where: str):
    """``value`` as the type of setting ``name``, or a RefverifyError naming ``where`` it came from."""
    kind = {f.name: f.type for f in fields(Config)}[name]
    try:
        if kind == "bool":
            if isinstance(value, str):
                value = value.strip().lower()
                if value not in {"1", "true", "yes", "on", "0", "false", "no", "off", ""}:
                    raise ValueError
                return value in {"1", "true", "yes", "on"}
            if not isinstance(value, bool):
                raise ValueError
            return value
        if kind in ("int", "float"):
            if isinstance(value, bool) or not isinstance(value, (str, int, float)):
                raise ValueError
            number = int(value) if kind == "int" else float(value)
            if number < 0 or number != number:
                raise ValueError
            return number
        if kind.startswith("list"):
            if isinstance(value, str):
                return [v.strip() for v in value.split(",") if v.strip()]
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise ValueError
            return value
        if kind.startswith("dict[str, float]"):
            if not isinstance(value, dict) or not all(
                    isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0 for v in value.values()):
                raise ValueError
            return {str(k): float(v) for k, v in value.items()}
        if kind == "str" and not isinstance(value, str):
            raise ValueError
    except ValueError:
        expected = {"bool": "true or false", "int": "a whole number ≥ 0", "float": "a number ≥ 0",
                    "str": "a string", "dict[str, float]": "a table of service = requests per second"}.get(kind, "a list of names")
        raise RefverifyError(f"{where}: setting '{name}' must be {expected}, not "
                             f"{value!r}") from None
    return value


def _validate(cfg: "Config", where: str) -> None:
    unknown = [s for s in cfg.source_order if s not in DEFAULT_URLS]
    if unknown:
        raise RefverifyError(f"{where}: source_order names unknown service(s) {', '.join(unknown)} "
                             f"(known: {', '.join(DEFAULT_URLS)})")
    if cfg.language not in LANGUAGES:
        raise RefverifyError(f"{where}: setting 'language' must be en or zh, not {cfg.language!r}")
    if cfg.cache_backend not in CACHE_BACKENDS:
        raise RefverifyError(f"{where}: setting 'cache_backend' must be {' or '.join(CACHE_BACKENDS)}, "
                             f"not {cfg.cache_backend!r}")
    if cfg.cache_backend == "redis" and not cfg.cache_url.startswith(("redis://", "rediss://", "unix://")):
        raise RefverifyError(f"{where}: cache_backend = \"redis\" needs cache_url = \"redis://host:port/db\"")
    if cfg.pace_backend not in PACE_BACKENDS:
        raise RefverifyError(f"{where}: setting 'pace_backend' must be {' or '.join(PACE_BACKENDS)}, "
                             f"not {cfg.pace_backend!r}")
    if cfg.pace_backend == "redis" and not (cfg.pace_url or cfg.cache_url).startswith(("redis://", "rediss://", "unix://")):
        raise RefverifyError(f"{where}: pace_backend = \"redis\" needs pace_url (or cache_url) = \"redis://host:port/db\"")
    if cfg.scheduler not in SCHEDULERS:
        raise RefverifyError(f"{where}: setting 'scheduler' must be {', '.join(SCHEDULERS)}, "
                             f"not {cfg.scheduler!r}")
    if cfg.timeout <= 0:
        raise RefverifyError(f"{where}: setting 'timeout' must be more than 0 seconds")
    for name, url in cfg.urls.items():
        if not isinstance(url, str) or not url.startswith(("http://", "https://")):
            raise RefverifyError(f"{where}: [urls] {name} must be an http(s) address, not {url!r}")


def load_config(path: str | os.PathLike | None = None, **overrides) -> Config:
    """Build the config: file, then environment, then keyword overrides."""
    cfg = Config()
    file = Path(path) if path else Path(os.environ.get("REFVERIFY_CONFIG", "refverify.toml"))
    if path and not file.is_file():
        raise RefverifyError(f"{file}: config file not found (--config)")
    if file.is_file():
        try:
            data = tomllib.loads(file.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise RefverifyError(f"{file}: invalid TOML ({exc})") from None
        except OSError as exc:
            raise RefverifyError(f"{file}: cannot read the config file ({exc.strerror or exc})") from None
        data = data.get("refverify", data)
        if not isinstance(data, dict):
            raise RefverifyError(f"{file}: [refverify] must be a table of settings")
        urls = data.pop("urls", {})
        if not isinstance(urls, dict):
            raise RefverifyError(f"{file}: [urls] must be a table of service = address")
        known = {f.name for f in fields(Config)}
        for key, value in data.items():
            if key not in known:
                raise RefverifyError(f"{file}: unknown setting '{key}'")
            setattr(cfg, key, _coerce(key, value, str(file)))
        cfg.urls.update(urls)
        _validate(cfg, str(file))
    for var, attr in ENV_VARS.items():
        if os.environ.get(var):
            setattr(cfg, attr, _coerce(attr, os.environ[var], f"environment variable {var}"))
    if any(os.environ.get(v) for v in ENV_VARS):
        _validate(cfg, "environment")
    for service in {**DEFAULT_URLS, **FULLTEXT_URLS}:
        env = os.environ.get(f"REFVERIFY_{service.upper()}_URL")
        if env:
            cfg.urls[service] = env
    for key, value in overrides.items():
        if value is not None:
            setattr(cfg, key, value)
    cfg.register_secrets()
    return cfg
