"""MLA cites a work with no author by its title, in parentheses and without a year (issue 20,
held-out batch 23): "(Medical big data: promise and challenges)", or by the site that is its author:
"(Electronic Health Reporter)"; a work with authors by its first author's family name and a page
(held-out batch 79): "(Barrett 116)", "(Coogan, Genesis 27)". In an author-date text these parentheses are citations of the
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


# MLA's author and page, no year: "(Barrett 116)", "(Coogan, Genesis 27)", "(Newberg and D'Aquili 45-47)", "(Mendia-Landa)"
# (the initials after the family name too, as a student types them: "(Bradlow, D.B)")
_AUTHOR_PAGE = re.compile(r"\(\s*(?P<family>[A-Z][\w'’\-]{2,40})(?:,\s*(?:[A-Z]\.\s?){1,2}[A-Z]?\.?(?=\s*\)))?"
                          r"(?:\s+(?:and|&)\s+[A-Z][\w'’\-]{2,40}|\s+et\s+al\.)?"
                          r"(?P<locator>,?\s+(?:pp?\.\s*)?\d{1,4}(?:\s*[-–]\s*\d{1,4})?|,\s+[A-Z][\w.]{1,20}\s+\d{1,3}(?:[:.]\d{1,3})?)?"
                          r"\s*\)")


def _first_families(entries, keyed: bool) -> dict[str, set[tuple[str, bool]]]:
    """The first author's family name (folded) of each entry that has authors → (key, a person's name
    "Family, Given" rather than a body's or a product's) for the entries naming it."""
    out: dict[str, set[tuple[str, bool]]] = {}
    for place, entry in enumerate(entries):
        key = getattr(entry, "key", "") or ("" if keyed else f"#{place}")
        family = first_family(entry)
        if key and family:
            out.setdefault(family, set()).add((key, "," in entry.authors[0]))
    return out


def first_family(entry) -> str:
    """The first author's family name, folded ("Juárez, Sol Pía" → "juarez"; "World Bank" → "bank"); "" for none."""
    authors = getattr(entry, "authors", None) or []
    if not authors or not authors[0].strip():
        return ""
    return _fold(authors[0].split(",")[0] if "," in authors[0] else authors[0].split()[-1])


def _author_page_mentions(text: str, entries, taken, keyed: bool) -> list[CitationMatch]:
    """MLA's parentheses naming a listed entry's first author (and a page), with no year: one entry only."""
    families = _first_families(entries, keyed)
    found = []
    for m in _AUTHOR_PAGE.finditer(text):
        named = families.get(_fold(m.group("family")), set())
        # (the name alone only for a person's: "(Pinecone)" names a product as often as its maker's page)
        if len(named) == 1 and not taken.overlaps(m.start(), m.end()) and (m.group("locator") or next(iter(named))[1]):
            found.append(CitationMatch(m.start(), m.end(), m.group(0), [next(iter(named))[0]], GRAMMAR,
                                       locator=(m.group("locator") or "").strip(" ,")))
    return found


def find_title_mentions(text: str, entries, taken, keyed: bool = True, authored: bool = True) -> list[CitationMatch]:
    """The parentheses of ``text`` (outside the spans ``taken``) that name one listed entry by the
    opening words of its title or by its group author, or by its first author's family name and a page
    (MLA); a parenthesis naming several is left alone."""
    if "(" not in text and "（" not in text:
        return []
    targets = _targets(entries, keyed, authored)
    found = _author_page_mentions(text, entries, taken, keyed)
    if not targets:
        return found
    for m in _PAREN.finditer(text):
        if taken.overlaps(m.start(), m.end()):
            continue
        words = _fold(m.group("words"))
        if len(words.split()) < 2:
            continue
        keys = {key for key, target, whole in targets
                if (target == words if whole else len(words.split()) >= 3 and (target + " ").startswith(words + " "))}
        if len(keys) == 1 and not any(f.start < m.end() and m.start() < f.end for f in found):
            found.append(CitationMatch(m.start(), m.end(), m.group(0), sorted(keys), GRAMMAR))
    return sorted(found, key=lambda f: f.start)
