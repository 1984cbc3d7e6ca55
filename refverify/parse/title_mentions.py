"""MLA cites a work with no author by its title, in parentheses and without a year (issue 20,
held-out batch 23): "(Medical big data: promise and challenges)", or by the site that is its author:
"(Electronic Health Reporter)". In an author-date text these parentheses are citations of the
list entry whose title opens with those words (three words or more) or whose author they name;
parentheses that name no entry stay prose.
"""
from __future__ import annotations

import re
import unicodedata

from .citation_types import CitationMatch

_PAREN = re.compile(r"[(（]\s*[\"“‘']?(?P<words>[^()（）\d\"“”‘’']{6,160}?)[\"”’']?\s*[)）]")
GRAMMAR = "title_mention"


def _fold(text: str) -> str:
    text = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return " ".join(re.findall(r"\w+", text.casefold()))


def _targets(entries, keyed: bool = True, authored: bool = True) -> list[tuple[str, str, bool]]:
    """(key, folded words, whole only) for each entry: its title (cited by its opening words) and its
    one group author (cited whole); ``keyed=False`` keeps the entries without a key yet (as their place);
    ``authored=False`` leaves out the titles of works with authors (a text citing by author and year cites
    them so: its "LDA（Latent Dirichlet Allocation）" names a method)."""
    out = []
    for place, entry in enumerate(entries):
        key = getattr(entry, "key", "") or ("" if keyed else f"#{place}")
        if not key:
            continue
        title = _fold(getattr(entry, "title", "") or "")
        authors = getattr(entry, "authors", None) or []
        if len(title.split()) >= 3 and (authored or not authors):
            out.append((key, title, False))
        if len(authors) == 1 and "," not in authors[0] and len(authors[0].split()) >= 2:
            out.append((key, _fold(authors[0]), True))
    return out


def find_title_mentions(text: str, entries, taken, keyed: bool = True, authored: bool = True) -> list[CitationMatch]:
    """The parentheses of ``text`` (outside the spans ``taken``) that name one listed entry by the
    opening words of its title or by its group author; a parenthesis naming several is left alone."""
    targets = _targets(entries, keyed, authored)
    if not targets or "(" not in text and "（" not in text:
        return []
    found = []
    for m in _PAREN.finditer(text):
        if taken.overlaps(m.start(), m.end()):
            continue
        words = _fold(m.group("words"))
        if len(words.split()) < 2:
            continue
        keys = {key for key, target, whole in targets
                if (target == words if whole else len(words.split()) >= 3 and (target + " ").startswith(words + " "))}
        if len(keys) == 1:
            found.append(CitationMatch(m.start(), m.end(), m.group(0), sorted(keys), GRAMMAR))
    return found
