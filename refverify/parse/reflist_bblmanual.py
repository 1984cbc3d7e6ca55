"""IEEEtran's @manual and @misc .bbl items whose author is an organisation in braces (issue 20, held-out
batch 31), with the link after a word of the thesis's language:

    \\bibitem{ref} {Acme Devices, Inc.}, \\emph{{AXI} Reference Guide}, Acme Devices, Inc., 2021, tersedia: \\url{https://…}.
    \\bibitem{ref} ------, \\emph{Board Manual}, Acme Devices, Inc., 2017, [Online]. Available: \\url{https://…}.

The braces keep the organisation's comma ("Devices, Inc.") from parting it into a family name and
initials; the emphasised block is the title; the organisation after it, before the year, publishes.
"""
from __future__ import annotations

import re

from .braces import closing_brace
from .entry import BibEntry, clean_space, latex_to_text, set_names_and_year

_HEAD = re.compile(r"^\s*(?:\{(?P<org>[^{}]{2,120})\}|(?P<dash>-{3,}|\\textemdash|—+))\s*,\s*\\(?:emph|textit)\s*\{")
_LINK = re.compile(r",?\s*(?:\[Online\]\.?\s*)?(?:Available|tersedia|disponible|verfügbar|dostupné|diakses)\s*(?:at|di|en|unter)?\s*:?\s*"
                   r"\\url\s*\{[^{}]*\}\.?\s*$", re.I)
_TAIL = re.compile(r"^\s*,\s*(?P<publisher>[^\\{}]{2,150}?)\s*,\s*(?:(?:[A-Z][a-z]{2,8}\.?)\s+)?(?P<year>(?:19|20)\d\d[a-z]?)\s*\.?\s*$")


def _plain(text: str) -> str:
    return clean_space(latex_to_text(text.replace("\\/", "")).replace("~", " "))


def parse(item: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from an item in this shape (``item``: the LaTeX after ``\\bibitem{key}``); False otherwise."""
    head = _HEAD.match(item)
    if not head:
        return False
    end = closing_brace(item, head.end())
    if end < 0:
        return False
    rest = item[end + 1:]
    link = _LINK.search(rest)
    tail = _TAIL.match(rest[:link.start()] if link else rest)
    if not tail:
        return False
    entry.title = _plain(item[head.end():end]).strip(" ,.")
    entry.publisher = _plain(tail.group("publisher")).strip(" ,")
    entry.entry_type = "manual"
    names = [_plain(head.group("org"))] if head.group("org") else []
    set_names_and_year(entry, names, tail.group("year"))
    return bool(entry.title)
