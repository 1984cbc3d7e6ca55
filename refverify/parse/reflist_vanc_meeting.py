"""A conference paper in the Vancouver (NLM/AMA) lines of Chinese theses (issue 20, held-out batch 31),
after whichever reader took the line:

    "… Title. In: 2021 Conference on Robots (CR). IEEE; 2021. p. 1–5."  (the publisher before the year)
    "… Title. Paper presented at: 2023 IEEE Workshop (MLSP); 2023; Xi’an, China."
    "… Title. Paper presented at: Proceedings of the Conference on Vision. 2021."

"Paper presented at:" is no part of the meeting's name, nor are the date and place after it.
"""
from __future__ import annotations

import re

from .entry import BibEntry

_YEAR = r"(?:19|20)\d\d"
_IN_PUBLISHER = re.compile(rf"\bIn:\s*(?P<venue>[^;]+?)\.\s+(?P<publisher>[A-Z][\w&.\- ]{{1,40}}?);\s*{_YEAR}\b[^;]*?\.\s*p\.\s*\d")
_PRESENTED = re.compile(rf"\bPaper presented at:\s*(?P<venue>[^;]+?)\s*(?:;|\.\s*{_YEAR}\b|\.?\s*$)")


def refine(entry: BibEntry) -> None:
    presented = _PRESENTED.search(entry.raw or "")
    if presented:
        venue = presented.group("venue").strip()
        if entry.journal.startswith("Paper presented at:") or (not entry.journal and entry.publisher == venue):
            entry.journal, entry.entry_type = venue, "inproceedings"
            entry.publisher = "" if entry.publisher == venue else entry.publisher
        return
    placed = _IN_PUBLISHER.search(entry.raw or "")
    if placed and not entry.publisher and entry.journal == placed.group("venue").strip():
        entry.publisher, entry.entry_type = placed.group("publisher").strip(), "inproceedings"
