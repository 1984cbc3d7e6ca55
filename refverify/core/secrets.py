"""Secrets never reach a file or a terminal (issue 22, item 12).

One list of secret names, used for the HTTP cache's keys (``sources.http``), for the URLs shown
to a person (``sources.base.public_url``) and for ``redact``, the one function every message goes
through before it is stored (state, reports) or printed (stderr, logs): an LLM server that echoes
the ``Authorization`` header in its error, a URL with ``api_key=`` in an exception's text.

``redact`` removes the configured keys' values (``Config``'s LLM / NCBI / S2 / OpenAlex keys, and
the provider variables litellm reads: ``*_API_KEY``, ``*_TOKEN``, ``*_SECRET``), then whatever
has the shape of a secret: ``Bearer …``, ``sk-…``, ``Authorization: …``, ``api_key=…`` / ``key=…``.
"""
from __future__ import annotations

import os
import re
import sys

# Query parameters and header / JSON names that carry a secret.
SECRET_PARAMS = ("api_key", "apikey", "api-key", "x-api-key", "key", "access_token", "token")
# Query parameters that carry who is asking (the polite pools): kept out of cache keys and of the
# URLs shown, not secret.
CONTACT_PARAMS = ("mailto", "email", "tool")
# Config settings that hold a secret, and the environment variables that may.
SECRET_SETTINGS = ("llm_api_key", "ncbi_api_key", "s2_api_key", "openalex_api_key")
_SECRET_ENV = re.compile(r"(?:_API_KEY|_TOKEN|_SECRET|_SECRET_KEY|_ACCESS_KEY)$")
MIN_SECRET = 6          # shorter values are not searched for (they would hit ordinary words)
REDACTED = "[redacted]"

_known: set[str] = set()

_names = "|".join(re.escape(n) for n in sorted(SECRET_PARAMS, key=len, reverse=True))
_PATTERNS = [
    # Authorization: Bearer xyz / 'Authorization': 'Basic xyz' / "x-api-key": "xyz"
    (re.compile(r"(?i)(\b(?:proxy-)?authorization\b[\"']?\s*[:=]\s*[\"']?)(?:(?:bearer|basic|token)\s+)?"
                r"[^\s\"',;}]+"), rf"\1{REDACTED}"),
    # api_key=xyz (a query, a form), "key": "xyz" (JSON, a dict), X-Api-Key: xyz (a header)
    (re.compile(rf"(?i)((?<![\w-])(?:{_names})=)[^\s\"',;&}}<>)]+"), rf"\1{REDACTED}"),
    (re.compile(rf"(?i)([\"'](?:{_names})[\"']\s*:\s*[\"']?)[^\s\"',;&}}<>)]+"), rf"\1{REDACTED}"),
    (re.compile(r"(?i)((?<![\w-])(?:x-)?api[-_]?key\s*:\s*)[^\s\"',;&}<>)]+"), rf"\1{REDACTED}"),
    (re.compile(r"(?i)\b(bearer)\s+[A-Za-z0-9._~+/=-]{6,}"), rf"\1 {REDACTED}"),
    (re.compile(r"\bsk-[A-Za-z0-9_-]{6,}"), f"sk-{REDACTED}"),
]


def register_secrets(*values: str) -> None:
    """Values to remove from every message from now on (the configured API keys)."""
    _known.update(v.strip() for v in values if v and len(v.strip()) >= MIN_SECRET)


def secret_values() -> list[str]:
    """The known secrets, longest first: the registered keys and the secret environment
    variables' values."""
    found = set(_known)
    found.update(v.strip() for k, v in os.environ.items()
                 if _SECRET_ENV.search(k.upper()) and v and len(v.strip()) >= MIN_SECRET)
    return sorted(found, key=len, reverse=True)


def redact_values(text: str) -> str:
    """``text`` without any known secret value (a catch-all for whole files: no pattern, so
    nothing but a configured key can change)."""
    for value in secret_values():
        if value in text:
            text = text.replace(value, REDACTED)
    return text


def redact(text: object) -> str:
    """A message fit to store or print: known secret values, and every secret-shaped value
    (``Bearer …``, ``sk-…``, ``Authorization: …``, ``api_key=…``, ``key=…``), replaced by
    ``[redacted]``."""
    text = redact_values("" if text is None else str(text))
    for pattern, replacement in _PATTERNS:
        text = pattern.sub(replacement, text)
    return text


class _RedactingStream:
    """A text stream that writes through ``redact``."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text):
        return self._stream.write(redact(text))

    def __getattr__(self, name):
        return getattr(self._stream, name)


def redact_output() -> None:
    """From now on, what this process prints to stdout / stderr (messages, warnings, logs) goes
    through ``redact`` (the command line calls it once)."""
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        if stream is not None and not isinstance(stream, _RedactingStream):
            setattr(sys, name, _RedactingStream(stream))
