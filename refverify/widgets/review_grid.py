"""The Step A checkpoint as a table: one row per claim — id, chapter, severity (a dropdown),
summary (editable), method flag, verdict — sortable by a click on a column title, filtered
and paged like the card view, with the same Save, unsaved count and decision log.

Only the visible page has widgets (25 rows by default); paging, filtering and sorting re-bind
them to other claims, so a 300-claim thesis renders a page as fast as a 25-claim one.
``review_claims`` opens either view: the cards (review.py) or this table.
"""
from __future__ import annotations

import html
import os

import ipywidgets as widgets

from ..errors import RefverifyError
from ..core.vocab import SEVERITIES
from .common import StateOrPath
from .review import NOT_JUDGED, SORT_KEYS, ReviewTable

# Column widths; the summary takes what is left.
WIDTHS = {"claim": "10em", "chapter": "13em", "severity": "9em", "method": "5em",
          "verdict": "7em"}


def _cell(width: str) -> widgets.Layout:
    return widgets.Layout(width=width, flex="0 0 auto", margin="0 4px 0 0")


class GridRow:
    """The widgets of one table row; same interface as the card view's ClaimRow."""

    def __init__(self, labels):
        self.claim_id: str | None = None
        self.claim = widgets.HTML(layout=_cell(WIDTHS["claim"]))
        self.chapter = widgets.HTML(layout=_cell(WIDTHS["chapter"]))
        self.severity = widgets.Dropdown(options=list(SEVERITIES), layout=_cell(WIDTHS["severity"]))
        self.summary = widgets.Text(placeholder=labels["summary"],
                                    layout=widgets.Layout(flex="1 1 auto", width="auto"))
        self.method = widgets.Checkbox(indent=False, layout=_cell(WIDTHS["method"]))
        self.verdict = widgets.HTML(layout=_cell(WIDTHS["verdict"]))
        self.box = widgets.HBox(
            [self.claim, self.chapter, self.severity, self.summary, self.method, self.verdict],
            layout=widgets.Layout(border_bottom="1px solid #eee", align_items="center"))

    @property
    def controls(self) -> dict[str, widgets.ValueWidget]:
        return {"claim_summary": self.summary, "severity": self.severity,
                "method_needs_human_confirm": self.method}


class ReviewGrid(ReviewTable):
    """Displays directly in a notebook; see ``review_claims(..., view="table")``."""

    def _make_row(self) -> GridRow:
        return GridRow(self.labels)

    def _body(self) -> list[widgets.Widget]:
        lab = self.labels
        titles = {"claim": lab["claim"], "chapter": lab["chapter"], "severity": lab["severity"],
                  "summary": lab["summary"], "method": lab["method_short"],
                  "verdict": lab["verdict"]}
        self.sort_buttons: dict[str, widgets.Button] = {}
        header = []
        for key, title in titles.items():
            if key in SORT_KEYS:
                button = widgets.Button(description=title, tooltip=lab["sort_hint"],
                                        layout=_cell(WIDTHS[key]))
                button.on_click(lambda _b, k=key: self._on_sort(k))
                self.sort_buttons[key] = button
                header.append(button)
            else:
                header.append(widgets.HTML(f"<b>{html.escape(title)}</b>",
                                           layout=widgets.Layout(flex="1 1 auto", width="auto")))
        self.header = widgets.HBox(header, layout=widgets.Layout(
            border_bottom="2px solid #999", align_items="center"))
        return [self.header, *[row.box for row in self.rows]]

    def _on_sort(self, key: str) -> None:
        descending = self.sort_by == key and not self.descending
        self.sort(key, descending)

    def sort(self, by: str | None, descending: bool = False) -> None:
        super().sort(by, descending)
        for key, button in self.sort_buttons.items():
            title = button.description.rstrip(" ▲▼")
            button.description = title + ((" ▼" if descending else " ▲") if key == by else "")

    def _show_claim(self, row: GridRow, claim_id: str) -> None:
        ref, claim = self._claims[claim_id]
        context = claim.context_raw or claim.citing_sentence
        # The citing context is the id's tooltip: the row stays one line high.
        row.claim.value = (f"<span title='{html.escape(context, quote=True)}'>"
                           f"{html.escape(claim_id)}</span>")
        row.chapter.value = html.escape(claim.chapter or "—")
        verdict = self._verdict(claim_id)
        row.verdict.value = html.escape(self.labels["not_judged"] if verdict == NOT_JUDGED
                                        else verdict)


def review_grid(state_or_path: StateOrPath, *, page_size: int = 25, language: str | None = None,
                who: str | None = None, path: str | os.PathLike | None = None) -> ReviewGrid:
    return ReviewGrid(state_or_path, page_size=page_size, language=language, who=who, path=path)


def review_claims(state_or_path: StateOrPath, *, page_size: int = 25,
                  language: str | None = None, who: str | None = None,
                  path: str | os.PathLike | None = None, view: str = "cards") -> ReviewTable:
    """The claim review form. Given a state file (or its folder), Save writes back to it; given a
    State object, pass ``path=`` to save to a file (without it, edits stay in memory).
    ``view="table"``: one sortable row per claim instead of a card with its context."""
    if view == "table":
        return ReviewGrid(state_or_path, page_size=page_size, language=language, who=who,
                          path=path)
    if view != "cards":
        raise RefverifyError(f"review_claims: view {view!r} is not 'cards' or 'table'")
    return ReviewTable(state_or_path, page_size=page_size, language=language, who=who,
                       path=path)
