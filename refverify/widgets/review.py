"""The Step A checkpoint: page through the claims, fix severity / summary / method flag, save.

The page's row widgets are built once and re-bound to other claims on page or filter change
(building widgets is what costs time), and unsaved values live in ``pending`` keyed by claim id,
so paging or filtering never loses an edit.
"""
from __future__ import annotations

import html
import math
import os
from typing import Any

import ipywidgets as widgets
import pandas as pd

from ..errors import RefverifyError
from ..state import Claim, Edit, Ref, State
from ..core.vocab import FINAL_VERDICTS as VERDICT_ORDER, SEVERITIES
from ..views import EDITABLE_CLAIM_FIELDS, default_user
from .common import StateOrPath, highlight, label_button
from .edit_set import edit_set_for
from .labels import Labels, labels_for

ALL = "__all__"
NOT_JUDGED = "none"
SORT_KEYS = ("claim", "chapter", "severity", "method", "verdict")


class ClaimRow:
    """The widgets of one row; ``claim_id`` is the claim currently bound (None when hidden)."""

    def __init__(self, labels: Labels):
        self.claim_id: str | None = None
        self.header = widgets.HTML()
        self.context = widgets.HTML(layout=widgets.Layout(width="100%"))
        self.summary = widgets.Textarea(
            placeholder=labels["summary"], layout=widgets.Layout(width="100%", height="4.5em"))
        self.severity = widgets.Dropdown(options=list(SEVERITIES), description=labels["severity"],
                                         layout=widgets.Layout(width="14em"))
        self.method = widgets.Checkbox(description=labels["confirm_method"], indent=False)
        self.box = widgets.VBox(
            [self.header, self.context, self.summary, widgets.HBox([self.severity, self.method])],
            layout=widgets.Layout(border="1px solid #ddd", padding="4px", margin="2px 0"))

    @property
    def controls(self) -> dict[str, widgets.ValueWidget]:
        return {"claim_summary": self.summary, "severity": self.severity,
                "method_needs_human_confirm": self.method}


class ReviewTable(widgets.VBox):
    """Displays directly in a notebook; see ``review_claims``."""

    def __init__(self, state_or_path: StateOrPath, *, page_size: int = 25,
                 language: str | None = None, who: str | None = None,
                 path: str | os.PathLike | None = None):
        # the cards and the table over one state file share one edit set (edit_set.py)
        self.edits = edit_set_for(state_or_path, path)
        self.path = self.edits.path
        self.labels = labels_for(language, self.state.meta.language)
        self.who = who or default_user()
        self.page_size = page_size
        self.page = 0
        self.sort_by: str | None = None      # a key of SORT_KEYS; None: manuscript order
        self.descending = False
        self._binding = False
        self.visible_ids: list[str] = list(self._claims)

        lab = self.labels
        self.filters = self._build_filters()
        self.prev_button = label_button(lab["prev"])
        self.next_button = label_button(lab["next"])
        self.page_label = widgets.Label()
        self.count_label = widgets.Label()
        self.save_button = label_button(lab["save"], button_style="primary",
                                          icon="save")
        self.status = widgets.Label()
        self.message = widgets.Label()
        self.rows = [self._make_row() for _ in range(page_size)]
        for row in self.rows:
            for field, control in row.controls.items():
                control.observe(self._on_change(row, field), names="value")
        for dropdown in self.filters.values():
            dropdown.observe(lambda _change: self.apply_filters(), names="value")
        self.prev_button.on_click(lambda _b: self.show_page(self.page - 1))
        self.next_button.on_click(lambda _b: self.show_page(self.page + 1))
        self.save_button.on_click(self._on_save)

        super().__init__([
            widgets.HBox(list(self.filters.values())),
            # Save and the unsaved count sit at the top, in view while the first rows are edited.
            widgets.HBox([self.prev_button, self.page_label, self.next_button, self.count_label,
                          self.save_button, self.status]),
            self.message,
            *self._body(),
        ])
        self.show_page(0)
        self._update_status()
        self.edits.subscribe(self.refresh)

    # ------------------------------------------------------------ the shared edit set
    @property
    def state(self) -> State:
        return self.edits.state

    @property
    def pending(self) -> dict[str, dict[str, Any]]:
        return self.edits.pending

    @property
    def _claims(self) -> dict[str, tuple[Ref, Claim]]:
        return self.edits.claims

    def refresh(self) -> None:
        """Show what another form on the same state changed (an edit, or a save)."""
        self.show_page(self.page)
        self._update_status()

    # ------------------------------------------------------------ layout (the grid view overrides)
    def _make_row(self):
        return ClaimRow(self.labels)

    def _body(self) -> list[widgets.Widget]:
        return [row.box for row in self.rows]

    # ------------------------------------------------------------ filters and paging
    def _build_filters(self) -> dict[str, widgets.Dropdown]:
        lab = self.labels
        chapters = list(dict.fromkeys(c.chapter for _, c in self._claims.values()))
        verdicts = {self._verdict(cid) for cid in self._claims}
        verdict_options = [(v, v) for v in VERDICT_ORDER if v in verdicts]
        if NOT_JUDGED in verdicts:
            verdict_options.append((lab["not_judged"], NOT_JUDGED))
        return {
            "chapter": widgets.Dropdown(
                options=[(lab["all"], ALL)] + [(c or "—", c) for c in chapters],
                description=lab["chapter"]),
            "severity": widgets.Dropdown(
                options=[(lab["all"], ALL)] + [(s, s) for s in SEVERITIES],
                description=lab["severity"]),
            "method": widgets.Dropdown(
                options=[(lab["all"], ALL), (lab["method_yes"], True), (lab["method_no"], False)],
                description=lab["method"]),
            "verdict": widgets.Dropdown(
                options=[(lab["all"], ALL)] + verdict_options, description=lab["verdict"]),
        }

    def _verdict(self, claim_id: str) -> str:
        ref, _claim = self._claims[claim_id]
        judgment = ref.judgment_for(claim_id)
        return (judgment.final_verdict if judgment else None) or NOT_JUDGED

    def value(self, claim_id: str, field: str) -> Any:
        """The value the user sees: a pending edit, else the claim's."""
        return self.edits.value(claim_id, field)

    def _matches(self, claim_id: str) -> bool:
        wanted = {name: f.value for name, f in self.filters.items()}
        claim = self._claims[claim_id][1]
        return ((wanted["chapter"] == ALL or claim.chapter == wanted["chapter"])
                and (wanted["severity"] == ALL
                     or self.value(claim_id, "severity") == wanted["severity"])
                and (wanted["method"] == ALL
                     or self.value(claim_id, "method_needs_human_confirm") == wanted["method"])
                and (wanted["verdict"] == ALL or self._verdict(claim_id) == wanted["verdict"]))

    def apply_filters(self) -> None:
        ids = [cid for cid in self._claims if self._matches(cid)]
        if self.sort_by is not None:
            key = self._sort_key(self.sort_by)
            ids.sort(key=key, reverse=self.descending)   # stable: ties keep manuscript order
        self.visible_ids = ids
        self.show_page(0)

    def sort(self, by: str | None, descending: bool = False) -> None:
        """Order the rows by claim, chapter, severity, method or verdict (rubric order);
        None: manuscript order."""
        if by is not None and by not in SORT_KEYS:
            raise RefverifyError(f"sort by {by!r}: one of {', '.join(SORT_KEYS)}")
        self.sort_by, self.descending = by, descending
        self.apply_filters()

    def _sort_key(self, by: str):
        chapters = {c: i for i, c in enumerate(dict.fromkeys(
            claim.chapter for _, claim in self._claims.values()))}
        position = {cid: i for i, cid in enumerate(self._claims)}
        verdicts = {v: i for i, v in enumerate((*VERDICT_ORDER, NOT_JUDGED))}
        return {
            "claim": lambda cid: position[cid],
            "chapter": lambda cid: chapters[self._claims[cid][1].chapter],
            "severity": lambda cid: SEVERITIES.index(self.value(cid, "severity")),
            "method": lambda cid: not self.value(cid, "method_needs_human_confirm"),
            "verdict": lambda cid: verdicts[self._verdict(cid)],
        }[by]

    @property
    def n_pages(self) -> int:
        return max(1, math.ceil(len(self.visible_ids) / self.page_size))

    def show_page(self, page: int) -> None:
        self.page = min(max(page, 0), self.n_pages - 1)
        start = self.page * self.page_size
        ids = self.visible_ids[start:start + self.page_size]
        self._binding = True
        try:
            for i, row in enumerate(self.rows):
                self._bind(row, ids[i] if i < len(ids) else None)
        finally:
            self._binding = False
        self.page_label.value = self.labels("page", page=self.page + 1, pages=self.n_pages)
        self.count_label.value = self.labels("shown", n=len(self.visible_ids))
        self.prev_button.disabled = self.page == 0
        self.next_button.disabled = self.page >= self.n_pages - 1

    def _bind(self, row: ClaimRow, claim_id: str | None) -> None:
        row.claim_id = claim_id
        if claim_id is None:
            row.box.layout.display = "none"
            return
        row.box.layout.display = None
        self._show_claim(row, claim_id)
        for field, control in row.controls.items():
            control.value = self.value(claim_id, field)

    def _show_claim(self, row: ClaimRow, claim_id: str) -> None:
        ref, claim = self._claims[claim_id]
        where = self.labels[claim.line_kind] if claim.line_kind in ("line", "paragraph") else ""
        parts = [claim.claim_id, f"[{ref.ref_id}] {ref.bib.title}", claim.chapter,
                 f"{claim.file} {where} {claim.line}".strip()]
        verdict = self._verdict(claim_id)
        if verdict != NOT_JUDGED:
            parts.append(verdict)
        row.header.value = "<b>" + " · ".join(html.escape(p) for p in parts if p) + "</b>"
        row.context.value = highlight(claim.context_raw or claim.citing_sentence,
                                      claim.cite_marker, claim.citing_sentence)

    # ------------------------------------------------------------ edits
    def _on_change(self, row: ClaimRow, field: str):
        def handler(change: dict) -> None:
            if self._binding or row.claim_id is None:
                return
            self.edits.set(row.claim_id, field, change["new"], by=self)
            self._update_status()
        return handler

    @property
    def n_unsaved(self) -> int:
        return self.edits.n_unsaved

    def _update_status(self) -> None:
        self.status.value = self.labels.unsaved(self.n_unsaved)

    def pending_df(self, state: State | None = None) -> pd.DataFrame:
        """The edited claims as a claims table, ready for ``apply_edits`` on ``state``.

        Cells the user did not touch take ``state``'s values, so they record no edit there.
        """
        self.edits.check_claims(state or self.state)
        claims = {c.claim_id: c for _, c in (state or self.state).iter_claims()}
        rows = []
        for claim_id, fields in self.pending.items():
            claim = claims[claim_id]
            rows.append({"claim_id": claim_id,
                         **{f: fields.get(f, getattr(claim, f)) for f in EDITABLE_CLAIM_FIELDS}})
        return pd.DataFrame(rows, columns=["claim_id", *EDITABLE_CLAIM_FIELDS])

    def save(self) -> list[Edit]:
        """Apply the pending edits with who/when and write the state file atomically."""
        n = self.n_unsaved
        if n == 0:
            self.message.value = self.labels.unsaved(0)
            return []
        # Under the folder's lock, on the file as it is now (another notebook may have saved it
        # since the form opened it); every form on this state then shows the saved values.
        edits = self.edits.save(self.who)
        self.message.value = (self.labels("saved", n=n, path=self.path) if self.path is not None
                              else self.labels("saved_memory", n=n))
        self._update_status()
        return edits

    def _on_save(self, _button) -> None:
        try:
            self.save()
        except Exception as exc:  # shown in the form: a button callback has nowhere to raise to
            self.message.value = str(exc) if isinstance(exc, RefverifyError) \
                else f"{type(exc).__name__}: {exc}"
