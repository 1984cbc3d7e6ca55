"""Brace matching for LaTeX text read line by line: one function, used by the .bbl readers and
the LaTeX reader."""
from __future__ import annotations


def closing_brace(text: str, start: int, opening: str = "{", closing: str = "}") -> int:
    """The index of the ``closing`` bracket that closes the one opened just before ``start``;
    -1 when the text ends first."""
    depth = 1
    for index in range(start, len(text)):
        depth += (text[index] == opening) - (text[index] == closing)
        if depth == 0:
            return index
    return -1
