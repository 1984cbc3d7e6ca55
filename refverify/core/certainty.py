"""How sure the reader is of a bibliographic field (issue 20: parse certainty travels with the fields).

A field read from a structured source (a ``.bib`` field, a CSL-JSON / RIS / EndNote field) is
``field``; a field cut out of a reference-list line by a recognised style is ``style``; a field
guessed (a tolerant fallback, a line no style recognised, a heuristic split) is ``guessed``. A
metadata discrepancy whose bibliography side is not ``field`` or ``style`` is at most a warning.
"""
from __future__ import annotations

from enum import StrEnum


class Certainty(StrEnum):
    FIELD = "field"
    STYLE = "style"
    GUESSED = "guessed"


def field_certainty(certainty: dict[str, str] | None, field: str) -> Certainty:
    """The certainty of ``field`` in an entry's ``certainty`` map (absent means read from a
    structured field)."""
    return Certainty((certainty or {}).get(field) or Certainty.FIELD)


def is_certain(certainty: dict[str, str] | None, field: str) -> bool:
    """A discrepancy on ``field`` may be an error only when the field was read, not guessed."""
    return field_certainty(certainty, field) is not Certainty.GUESSED
