"""The author block of a ``\\bibitem`` written by ``chicago.bst`` and the economics styles built like
it (``aer``, ``ecta``, ``jf``, ``chicagoa``; issue 20): the first author inverted, the others not,
then the year: "Alsan, M., M.~Durvasula, H.~Gupta, and H.~Williams (2024). \\newblock Title." —
the initials after a family name are the first author's, every later name is "Given Family".
A report's type written before its institution ("\\newblock Technical report, NBER.") is no part
of the publisher.
"""
from __future__ import annotations

import re

from .entry import BibEntry, clean_space, latex_to_text

_HEAD = re.compile(r"^(?P<names>[^\\{}()]+?)\s*\((?P<year>(?:1[5-9]|20)\d\d[a-z]?|n\.d\.|forthcoming)\)\.?\s*$")
_GIVEN = r"(?:[A-Z][a-z]?\.(?:\s*-?\s*[A-Z][a-z]?\.)*|[A-Z][a-z'’\-]+)"
_FIRST_GIVEN = re.compile(rf"^{_GIVEN}(?:\s+{_GIVEN})*$")
_PARTICLES = {"van", "von", "de", "der", "den", "da", "del", "di", "du", "la", "le", "ten", "ter", "dos", "das"}
_REPORT = re.compile(r"^(?:Technical|Tech\.|Research|Working|Discussion|Policy Research Working)\s+"
                     r"(?:[Rr]eport|[Pp]aper|[Rr]ep\.)\s*(?:No\.\s*\S+\s*)?,\s*")


def _plain_head(raw: str) -> str:
    """The text of the first block of a ``\\bibitem`` (its authors and year), its LaTeX undone."""
    body = re.sub(r"^\s*\\bibitem\s*(?:\[(?:[^\[\]]|\[(?:[^\[\]]|\[[^\]]*\])*\])*\])?\s*%?\s*\{[^}]*\}", "", raw)
    head = body.split("\\newblock", 1)[0]
    return clean_space(latex_to_text(head.replace("~", " ")))


def _later(name: str) -> str:
    """"A. N. Meier" → "Meier, A. N."; "M. van Dijk" → "van Dijk, M."; "" when it is no "Given Family"."""
    words = name.split()
    if len(words) < 2 or not re.match(_GIVEN + "$", words[0]):
        return ""
    start = next((i for i, w in enumerate(words[1:], 1) if w in _PARTICLES), len(words) - 1)
    given, family = words[:start], words[start:]
    if not all(re.fullmatch(_GIVEN, g) for g in given) or not re.match(r"[^\W\d_]", family[-1]) \
            or re.fullmatch(r"(?:[A-Z][a-z]?\.-?)+|[A-Z]{1,2}", family[-1]):    # "Doe J.": a family name before its initials
        return ""
    return f"{' '.join(family)}, {' '.join(given)}"


def names(raw: str) -> tuple[list[str], bool] | None:
    """The authors of a chicago.bst first block and whether "et al." ended them; None for another shape."""
    head = _HEAD.match(_plain_head(raw))
    if not head:
        return None
    text = re.sub(r",?\s+and\s+", ", ", head.group("names"))
    truncated = bool(re.search(r",?\s*et\s+al\.?$", text))
    text = re.sub(r",?\s*et\s+al\.?$", "", text)
    parts = [p.strip() for p in text.split(",") if p.strip()]
    if len(parts) < 3 or " " in parts[0] and not re.match(r"^(?:[a-z]+\s+)+\S+$", parts[0]) \
            or not _FIRST_GIVEN.match(parts[1]):
        return None
    later = [_later(p) for p in parts[2:]]
    if not all(later):
        return None
    return [f"{parts[0]}, {parts[1]}", *later], truncated


def refine(raw: str, entry: BibEntry) -> bool:
    """Read the authors of a chicago.bst item again from its first block; a report's type goes
    from the publisher. False when the item has another shape."""
    read = names(raw)
    entry.publisher = _REPORT.sub("", entry.publisher)
    if read is None:
        return False
    entry.authors, truncated = read
    entry.authors_truncated = entry.authors_truncated or truncated
    return True
