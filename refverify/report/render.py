"""The Jinja2 environments: Markdown (no escaping, cells made table-safe) and HTML (autoescape)."""
from __future__ import annotations

from functools import lru_cache

from jinja2 import Environment, PackageLoader, StrictUndefined

from .derive import md_cell, md_escape, one_line


@lru_cache(maxsize=2)
def environment(html: bool = False) -> Environment:
    env = Environment(
        loader=PackageLoader("refverify.report", "templates"),
        autoescape=html,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
        # Markdown has no autoescape: every printed value goes through md_escape instead.
        **({} if html else {"finalize": md_escape}),
    )
    env.filters["cell"] = md_cell
    env.filters["one_line"] = one_line
    return env


def render(template: str, **context) -> str:
    text = environment(template.endswith(".html.j2")).get_template(template).render(**context)
    # One trailing newline, whatever the template's blank lines: stable bytes.
    return text.rstrip("\n") + "\n"
