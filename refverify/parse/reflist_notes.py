"""Prose between a reference heading and entry 1 ("Papers marked * are reviews.", "Note: …") is
said of the list, not an entry of it (issue 20)."""
from __future__ import annotations

import re

from .reflist import _split_number, parse_reference_line


# Prose a writer puts between the "References" heading and entry 1 ("Papers marked * are
# reviews.", "Note: …", "带*号者为综述"): said of the list, not an entry of it.
_NOTE_WORDS = re.compile(r"^(?:[*†‡#]|注|说明|其中|带|标)|\b(?:marked|denoted?|indicated?|asterisks?|"
                         r"daggers?|note|notes|listed|order(?:ed)?|sorted|numbered)\b", re.I)


def _is_note(line: str, numbered_list: bool) -> bool:
    entry = parse_reference_line(0, line, "")
    styled = any(level == "style" for field, level in entry.certainty.items()
                 if field not in ("doi", "pmid", "arxiv", "url"))
    if entry.number is not None or entry.key and not entry.authors or styled \
            or any((entry.doi, entry.pmid, entry.arxiv, entry.url)):
        return False     # numbered, a \bibitem, a style recognised it, or it names a work
    return numbered_list or bool(_NOTE_WORDS.search(line))


def split_leading_notes(lines: list[tuple[int, str]]) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """(notes, entries): the prose lines before the first entry of a reference list, and the rest.
    In a numbered list an unnumbered line that no style reads is a note; in an unnumbered list,
    only one that says something of the list ("marked", "note", "order", "*")."""
    numbered = any(_split_number(text.strip())[0] is not None for _, text in lines)
    count = 0
    for _, text in lines:
        if not text.strip():
            count += 1
            continue
        if not _is_note(text, numbered):
            break
        count += 1
    return [item for item in lines[:count] if item[1].strip()], lines[count:]
