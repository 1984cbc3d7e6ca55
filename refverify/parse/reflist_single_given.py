"""One author written given name first before a plainnat-like rest (issue 20, held-out batch 30):

- "Martin Riedmiller. Title. In Machine Learning: ECML 2005 , pages 317–328. Springer, 2005."
- "Ada Lovelace. Title. In Proceedings of Something, pages 1–9, 2019."

The full-names reader takes one name alone only when it opens with initials ("R.P. Feynman."): a
single "Given Family." could be a title's first words. Here it is taken when the rest has the
plainnat venue ("In …, pages x–y"), which no title's second sentence starts with.
"""
from __future__ import annotations

import re

from .entry import BibEntry
from . import reflist_heads as heads

_LINE = re.compile(rf"^(?P<name>{heads._FULL_NAME})\.\s+(?P<rest>[^.]{{3,}}?[.?!]\s+In\s+[^.]+?\s*,\s*pages\s+\d+\s*[–\-]+\s*\d+[.,].*)$")


def parse_single_given_first(text: str, entry: BibEntry) -> bool:
    line = _LINE.match(text.strip())
    if not line or len(line.group("name").split()) > 4:
        return False
    return heads._fill(entry, [line.group("name")], False, line.group("rest"))
