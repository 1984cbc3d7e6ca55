"""report.html: one self-contained page (no network): the summary table, a filterable claims
table (itables, offline bundle embedded), one card per reference with its anchor quotes marked in
the source text. Every string from the user's files or the services is escaped."""
from __future__ import annotations

import re
from functools import lru_cache

import pandas as pd
from markupsafe import Markup, escape

from ..state import State
from ..core.vocab import VERDICTS, Confidence
from .derive import (
    claim_views, generated_at, is_heuristic, one_line, ordered_refs, ref_label,
    short_time,
)
from .audit import build_audit
from .bottom_line import bottom_line, bottom_line_html
from .html_audit import ACTION_ORDER, card_id, entry_rows, needs_reading
from .labels import PRECISION, labels
from .render import render
from .sections import abstract_line, metadata_check, ref_heading, retraction_lines
from .verification import summary_table

# Emoji need an emoji font that a fresh Linux machine lacks: they showed as boxes (issue 23).
# The page writes the confidence as a word and the metadata check with signs text fonts have.
PLAIN_SIGNS = str.maketrans({"✅": "✓", "❌": "✗", "⏳": "", "\ufe0f": ""})
HTML_MARKS = {"ok": "✓", "warn": "⚠", "error": "✗"}     # signs of ordinary text fonts


def plain(text: str) -> str:
    """``text`` without emoji (see PLAIN_SIGNS), its spacing tidied where one was dropped."""
    return re.sub(r"(?<=\S) {2,}", " ", text.translate(PLAIN_SIGNS)).strip()


def confidence(view) -> str:
    """'preliminary' / 'confirmed' (the words the reports use), '' for an unjudged claim."""
    if not view.judgment or not view.judgment.verdict:
        return ""
    return Confidence.PRELIMINARY if view.preliminary else Confidence.CONFIRMED


# Key columns first (issue 23): at 400 px the page hides the columns after Context.
CLAIM_COLUMNS = ["Verdict", "Claim", "Summary", "Context", "Ref", "Severity", "Chapter", "Line",
                 "Conf."]


@lru_cache(maxsize=1)
def offline_bundle() -> str:
    from itables import options
    from itables.javascript import generate_init_offline_itables_html
    return generate_init_offline_itables_html(options.dt_bundle)


def claims_frame(state: State) -> pd.DataFrame:
    rows = [[v.verdict or "not judged", v.claim.claim_id, one_line(v.claim.claim_summary),
             one_line(v.claim.context_raw), ref_label(v.ref), v.claim.severity, v.claim.chapter,
             v.line, confidence(v)] for v in claim_views(state)]
    return pd.DataFrame(rows, columns=CLAIM_COLUMNS)


def claims_table(state: State) -> str:
    from itables.javascript import to_html_datatable
    # A fixed table id keeps the page byte-identical between runs; itables escapes the cells.
    return to_html_datatable(claims_frame(state), connected=False, table_id="claims",
                             paging=False, classes="display compact")


def _quote_pattern(quote: str) -> re.Pattern | None:
    words = quote.split()
    if not words:
        return None
    return re.compile(r"\s+".join(re.escape(w) for w in words), re.IGNORECASE)


def highlight(text: str, quotes: list[str]) -> Markup:
    """The text escaped, each quote found in it (whitespace-insensitive) wrapped in <mark>."""
    spans: list[tuple[int, int]] = []
    for quote in quotes:
        pattern = _quote_pattern(quote)
        m = pattern.search(text) if pattern else None
        if m and not any(m.start() < e and s < m.end() for s, e in spans):
            spans.append((m.start(), m.end()))
    out, pos = [], 0
    for start, end in sorted(spans):
        out.append(escape(text[pos:start]))
        out.append(Markup("<mark>") + escape(text[start:end]) + Markup("</mark>"))
        pos = end
    out.append(escape(text[pos:]))
    return Markup("").join(out)


def cards(state: State, language: str) -> list[dict]:
    lab = labels(language)
    views = claim_views(state)
    out = []
    for ref in ordered_refs(state):
        mine = [v for v in views if v.ref is ref]
        if not mine:
            continue
        quotes = [v.judgment.anchor_quote for v in mine if v.judgment and v.judgment.anchor_quote]
        out.append({
            "id": card_id(ref),
            "heading": ref_heading(ref), "title": one_line(ref.bib.title),
            "check": plain(metadata_check(ref, language, HTML_MARKS)), "abstract_line": abstract_line(ref, lab),
            "source_text": highlight(ref.record.abstract, quotes) if ref.record and ref.record.abstract else None,
            "claims": [{"id": v.claim.claim_id, "where": f"{v.claim.chapter} {v.where}",
                        "severity": v.claim.severity, "verdict": v.verdict or lab["not_judged"],
                        "symbol": confidence(v), "context": one_line(v.claim.context_raw),
                        "reason": one_line(v.judgment.reasoning) if v.judgment else "",
                        "anchor": one_line(v.judgment.anchor_quote) if v.judgment else ""}
                       for v in mine]})
    return out


def html_report(state: State, language: str) -> str:
    lab = labels(language)
    views = claim_views(state)
    audit = build_audit(state)
    entries = entry_rows(state, audit)
    filters = [("", lab["html_all"], len(entries))] + [
        (a, a, n) for a in ACTION_ORDER if (n := sum(1 for e in entries if e["action"] == a))]
    precision = plain(PRECISION[language])
    return render(
        "report.html.j2", lab=lab, language=language, precision=precision,
        generated=short_time(generated_at(state)), source=state.meta.source_file,
        heuristic=is_heuristic(state),
        retractions=[line.removeprefix("- ").replace("**", "") for line in retraction_lines(state)],
        table=summary_table(views), verdicts=VERDICTS,
        bundle=Markup(offline_bundle()), claims_table=Markup(claims_table(state)),
        cards=cards(state, language),
        bottom_line=bottom_line_html(bottom_line(state, audit, language=language)), entries=entries,
        filters=filters, to_read=needs_reading(state))
