"""Build the chat messages of one batch from the prompt templates in `prompts/`.

Source and manuscript text is data: it goes inside <source> / <context> / <summary> tags with
&, < and > escaped, so no text can close its tag and pose as an instruction (RUBRIC §8).
"""
from __future__ import annotations

import html
from functools import lru_cache
from importlib import resources
from string import Template

from ..llm.calls import escape_data
from ..state import Claim, Ref
from .claim_source import claim_source
from ..core.work import NO_WORK

ROUND1, ROUND2 = "round1", "round2"


@lru_cache(maxsize=None)
def template(name: str) -> str:
    return resources.files(__package__).joinpath("prompts", f"{name}.txt").read_text(encoding="utf-8")


def _attr(value) -> str:
    return html.escape(str(value if value is not None else ""), quote=True)


def source_id(ref: Ref) -> str:
    return f"S{ref.ref_id}"


MAX_PASSAGES = 10      # per source in one prompt, over all its claims (each claim brings its best few)


def render_source(ref: Ref, claims: list[Claim] | None = None) -> str:
    """The source as the model reads it: the stored abstract, and, when the full text was read,
    the passages that most likely carry the given claims, each named by its section."""
    rec = ref.record or NO_WORK
    head = (f'<source id="{_attr(source_id(ref))}" article_type="{_attr(rec.type or "unknown")}"'
            f' abstract_source="{_attr(ref.abstract_source)}" title="{_attr(rec.title or ref.bib.title)}">\n')
    sources = [claim_source(ref, c) for c in (claims or [])]
    if not any(cs.fulltext for cs in sources):
        return f"{head}{escape_data(rec.abstract)}\n</source>"
    chosen: dict[int, object] = {}
    for round_ in range(max(len(cs.passages) for cs in sources)):
        for cs in sources:       # each claim's best passage first, then each one's second ...
            if round_ < len(cs.passages) and len(chosen) < MAX_PASSAGES:
                chosen.setdefault(cs.passages[round_].passage.index, cs.passages[round_].passage)
    body = "\n".join(f'<passage section="{_attr(p.label)}">{escape_data(p.text)}</passage>'
                     for _, p in sorted(chosen.items()))
    note = ('<note>Full text: the abstract, then passages of the full text chosen for these claims. '
            'Give a passage\'s section as anchor_location.</note>\n')
    return f"{head}{note}{escape_data(sources[0].abstract)}\n{body}\n</source>"


def render_claim(claim: Claim, ref: Ref) -> str:
    numbers = ", ".join(claim.numeric_values) if claim.has_numeric else "none"
    return (f'<claim id="{_attr(claim.claim_id)}" source="{_attr(source_id(ref))}"'
            f' severity="{_attr(claim.severity)}" numbers="{_attr(numbers)}">\n'
            f"<context>{escape_data(claim.context_raw or claim.citing_sentence)}</context>\n"
            f"<summary>{escape_data(claim.claim_summary)}</summary>\n</claim>")


def build_messages(items: list[tuple[Ref, list[Claim]]], round_name: str = ROUND1) -> list[dict]:
    """One system + one user message; each source appears once, before its claims."""
    sources = "\n\n".join(render_source(ref, cs) for ref, cs in items)
    claims = "\n\n".join(render_claim(c, ref) for ref, cs in items for c in cs)
    ids = ", ".join(c.claim_id for _, cs in items for c in cs)
    user = Template(template(round_name)).substitute(sources=sources, claims=claims, claim_ids=ids)
    return [{"role": "system", "content": template("system")}, {"role": "user", "content": user}]
