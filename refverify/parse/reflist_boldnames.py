"""A reading list that sets its authors' names in bold before the title, with no year and nothing after the title
(issue 20, held-out batch 88: a sociology student's Markdown reading log):

    "**Sharon** et **Gellert**. Regulating Big Tech expansionism? Sphere transgressions and the limits of …"
    "**Lahire**. _Dans les plis singuliers du social. Individus, institutions, socialisations_"
    "**Béraud**, **Coulmont**. _Les courants contemporains de la sociologie_"  /  "**Le blog de l'Insee**. En balade …"

The bold says where the names are; all that follows them is the title, its own sentences and quotes kept.
A line with a year, or with a venue's marks after the title, is another reader's.
"""
from __future__ import annotations

import re

from .entry import BibEntry

_JOIN = r"\s*(?:,|&|\bet\b|\band\b|\bund\b|\by\b|\be\b)\s*"
_HEAD = re.compile(r"^(?P<names>\*\*[^*\d]{2,80}?\*\*(?:" + _JOIN + r"\*\*[^*\d]{2,80}?\*\*)*)(?P<etal>,?\s*et\s+al\.?)?\s*\.\s+(?P<rest>\S.*)$")


def parse(text: str, entry: BibEntry) -> bool:
    """Fill ``entry`` from such a line (its number or list mark already off); False, ``entry`` untouched, otherwise."""
    head = _HEAD.match(text.strip())
    if not head or re.search(r"(?<!\d)(?:1[5-9]|20)\d\d(?!\d)|\b(?:vol|pp|no)\.\s*\d|https?://", head.group("rest")):
        return False
    entry.authors = [name.strip() for name in re.findall(r"\*\*([^*]+)\*\*", head.group("names"))]
    entry.authors_truncated = bool(head.group("etal"))
    title = head.group("rest").strip()
    title = re.sub(r"^([_*])(?=\S)(.+?)(?<=\S)\1\.?$", r"\2", title)      # "_Title. Subtitle_" set in italics whole
    entry.title = title.rstrip(" .")
    entry.entry_type = "misc"
    return True
