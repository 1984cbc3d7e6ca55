"""What every form shares: opening the state, highlighting text safely, buttons."""
from __future__ import annotations

import html
import os
from pathlib import Path

import ipywidgets as widgets

from ..state import State
from ..state_file import load_state, state_path

StateOrPath = State | str | os.PathLike


def open_state(state_or_path: StateOrPath, path: str | os.PathLike | None = None
               ) -> tuple[State, Path | None]:
    """A form works on a State; it saves to the file it was loaded from or to ``path``."""
    if isinstance(state_or_path, State):
        return state_or_path, state_path(path) if path is not None else None
    target = state_path(path if path is not None else state_or_path)
    return load_state(state_or_path), target


def highlight(text: str, needle: str, within: str = "") -> str:
    """``text`` HTML-escaped, with the first occurrence of ``needle`` wrapped in ``<mark>``;
    with ``within`` (the citing sentence in its context), the first one inside it, so a
    paragraph citing the same work twice marks the citation in question.

    Escaping each piece separately keeps a marker such as ``[3]`` or a quote with ``<`` intact.
    A case-insensitive match is the fallback, since anchor quotes are often re-cased.
    """
    text = text or ""
    if needle:
        offset = max(text.find(within), 0) if within else 0
        start = text.find(needle, offset)
        if start < 0:
            start = text.find(needle)
        if start < 0:
            start = text.lower().find(needle.lower())
        if start >= 0:
            end = start + len(needle)
            return (html.escape(text[:start]) + "<mark>" + html.escape(text[start:end])
                    + "</mark>" + html.escape(text[end:]))
    return html.escape(text)


def label_button(description: str, **kwargs) -> widgets.Button:
    """A button as wide as its label: ipywidgets' fixed default width cuts a longer label
    ("Write the annotat…"), in English as in Chinese."""
    kwargs.setdefault("layout", widgets.Layout(width="auto", min_width="fit-content"))
    return widgets.Button(description=description, **kwargs)
