"""The Step C checkpoint: a human decides each CONFLICT (round 1 and round 2 disagree).

One conflict at a time, with everything needed to decide it: the citing context, the claim
summary, the source text with the anchor quote marked, and both rounds' verdicts and reasons.
A decision is stored on the judgment as a ``Resolution`` (verdict, note, who, when) and logged in
``state.edits``, and the state file is written at once, so nothing decided is lost.
"""
from __future__ import annotations

import html
import os

import ipywidgets as widgets

from ..errors import RefverifyError
from .. import decisions, state_file
from ..decisions import default_user
from ..core.vocab import VERDICTS, Verdict
from ..state import Judgment, State
from .common import StateOrPath, highlight, label_button, open_state
from .labels import labels_for

VERDICT_STYLES = {Verdict.PASS: "success", Verdict.PARTIAL_A: "warning", Verdict.PARTIAL_B: "info",
                  Verdict.FAIL: "danger"}


def pending_conflicts(state: State) -> list[str]:
    """Claim ids whose judgment is a conflict nobody has resolved yet, in state order."""
    return [j.claim_id for ref in state.refs.values() for j in ref.judgments
            if j.conflict and not j.resolved_verdict]


def store_resolution(state: State, claim_id: str, verdict: str, note: str = "",
                     who: str | None = None, when: str | None = None,
                     via: str = "library") -> Judgment:
    """Record a human verdict for one claim's judgment (with who/when), logged in
    ``state.edits`` by ``refverify.decisions``; one-line RefverifyError on bad input."""
    return decisions.resolve(state, claim_id, verdict, note, who=who or default_user(),
                             when=when, via=via)


class ConflictForm(widgets.VBox):
    """Displays directly in a notebook; see ``resolve_conflicts``."""

    def __init__(self, state_or_path: StateOrPath, *, language: str | None = None,
                 who: str | None = None, path: str | os.PathLike | None = None):
        self.state, self.path = open_state(state_or_path, path)
        self.labels = labels_for(language, self.state.meta.language)
        self.who = who or default_user()
        self.queue = pending_conflicts(self.state)
        self.index = 0
        self.notes: dict[str, str] = {}
        lab = self.labels

        self.title = widgets.HTML()
        self.context = widgets.HTML()
        self.summary = widgets.HTML()
        self.source = widgets.HTML()
        self.round1 = widgets.HTML()
        self.round2 = widgets.HTML()
        # No description label: beside a 100%-wide box it pushed the box past the right edge.
        self.note = widgets.Textarea(placeholder=lab["note"], layout=widgets.Layout(width="98%"))
        self.verdict_buttons = {
            v: label_button(v, button_style=VERDICT_STYLES[v]) for v in VERDICTS}
        for verdict, button in self.verdict_buttons.items():
            button.on_click(lambda _b, v=verdict: self._on_decide(v))
        self.prev_button = label_button(lab["prev"])
        self.next_button = label_button(lab["next"])
        self.prev_button.on_click(lambda _b: self.go(self.index - 1))
        self.next_button.on_click(lambda _b: self.go(self.index + 1))
        self.status = widgets.Label()
        self.body = widgets.VBox([
            self.context, self.summary, self.source,
            widgets.HBox([self.round1, self.round2]),
            self.note, widgets.HBox(list(self.verdict_buttons.values())),
        ])
        super().__init__([self.title, self.body,
                          widgets.HBox([self.prev_button, self.next_button]), self.status])
        self.show()

    @property
    def current(self) -> str | None:
        return self.queue[self.index] if self.queue else None

    def go(self, index: int) -> None:
        if self.current is not None:
            self.notes[self.current] = self.note.value
        self.index = index
        self.show()

    def show(self) -> None:
        lab = self.labels
        self.index = min(max(self.index, 0), max(len(self.queue) - 1, 0))
        claim_id = self.current
        self.prev_button.disabled = claim_id is None or self.index == 0
        self.next_button.disabled = claim_id is None or self.index >= len(self.queue) - 1
        for button in self.verdict_buttons.values():
            button.disabled = claim_id is None
        if claim_id is None:
            self.title.value = f"<b>{html.escape(lab['no_conflicts'])}</b>"
            self.body.layout.display = "none"
            return
        self.body.layout.display = None
        ref, claim = self.state.claim(claim_id)
        judgment = ref.judgment_for(claim_id)
        self.title.value = "<b>{}</b> · {} · [{}] {}".format(
            html.escape(lab("conflict_of", i=self.index + 1, n=len(self.queue))),
            html.escape(claim_id), html.escape(ref.ref_id), html.escape(ref.bib.title))
        self.context.value = (f"<b>{html.escape(lab['context'])}</b> "
                              f"({html.escape(claim.chapter)})<br>"
                              + highlight(claim.context_raw or claim.citing_sentence,
                                          claim.cite_marker, claim.citing_sentence))
        self.summary.value = (f"<b>{html.escape(lab['summary'])}</b> [{claim.severity}]<br>"
                              + html.escape(claim.claim_summary))
        if ref.record and ref.record.abstract:
            source = html.escape(lab("source_text", source=ref.abstract_source))
            self.source.value = (f"<b>{source}</b><br>"
                                 + highlight(ref.record.abstract, judgment.anchor_quote))
        else:
            self.source.value = f"<i>{html.escape(lab['no_source_text'])}</i>"
        self.round1.value = _round_html(lab["round1"], judgment.verdict, judgment.reasoning)
        self.round2.value = _round_html(lab["round2"], judgment.cv_verdict, judgment.cv_reasoning)
        self.note.value = self.notes.get(claim_id, "")

    def decide(self, verdict: str, note: str | None = None) -> Judgment:
        """Resolve the conflict on screen, save the state, move on to the next one."""
        claim_id = self.current
        if claim_id is None:
            raise RefverifyError("no conflict left to resolve")
        note = self.note.value if note is None else note

        def record(state: State) -> Judgment:
            return store_resolution(state, claim_id, verdict, note, who=self.who,
                                    via="conflict_form")
        if self.path is not None:
            # Under the folder's lock, on the file as it is now: another notebook (Step B or
            # C) may have saved it since the form opened it.
            self.state, judgment = state_file.update(self.path, record, state=self.state)
        else:
            judgment = record(self.state)
        self.queue.remove(claim_id)
        self.notes.pop(claim_id, None)
        self.status.value = self.labels("decided", claim=claim_id, verdict=verdict,
                                        who=self.who)
        self.show()
        return judgment

    def _on_decide(self, verdict: str) -> None:
        try:
            self.decide(verdict)
        except Exception as exc:  # shown in the form: a button callback has nowhere to raise to
            self.status.value = str(exc) if isinstance(exc, RefverifyError) \
                else f"{type(exc).__name__}: {exc}"


def _round_html(title: str, verdict: str | None, reasoning: str | None) -> str:
    return (f"<div style='margin-right:1em'><b>{html.escape(title)}: "
            f"{html.escape(verdict or '—')}</b><br>{html.escape(reasoning or '')}</div>")


def resolve_conflicts(state_or_path: StateOrPath, *, language: str | None = None,
                      who: str | None = None,
                      path: str | os.PathLike | None = None) -> ConflictForm:
    """The conflict resolution form; decisions are saved to the state file as they are made."""
    return ConflictForm(state_or_path, language=language, who=who, path=path)
