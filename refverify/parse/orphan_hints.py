"""A citation with no entry in the reference list, and the entry it most likely means (issue 20).

"Buffalo et al. (1996)" cited where the list has "Buffolo, E., … (1996)" is a misspelt citation,
not a fabricated work: the orphan is told which entry it probably means, so the report says
"correct the citation or add the entry" with that entry named, instead of "work not found".
Only author–year citations get a hint (a number outside a numbered list means nothing else), and a
citation key written in another case than its entry's ("Hmisc" for "hmisc").
"""
from __future__ import annotations

import re
import unicodedata

from rapidfuzz import fuzz

from ..core.text import has_cjk

_YEAR = re.compile(r"^(.*?)\s+((?:1[5-9]|20)\d\d)([a-z]?)$")
MIN_SIMILARITY = 80          # a spelling slip ("Buffalo" / "Buffolo" 86, "Bouchez" / "Bouchezs" 93)


def _fold(name: str) -> str:
    name = unicodedata.normalize("NFKD", name)
    return re.sub(r"[^a-z\u4e00-\u9fff]", "", "".join(c for c in name if not unicodedata.combining(c)).casefold())


def _family(author: str) -> str:
    author = author.strip()
    if has_cjk(author):
        return _fold(author)
    if "," in author:
        return _fold(author.split(",", 1)[0])
    parts = re.split(r"[\s.]+", author.strip(". "))
    return _fold(parts[0] if len(parts) > 1 and len(parts[-1]) <= 2 else parts[-1]) if parts else ""


def _given(author: str) -> str:
    """The first word of a name written given-first ("Dev Shah", "Yong’an Zhang"), folded; "" otherwise."""
    parts = author.split()
    return _fold(parts[0]) if "," not in author and len(parts) >= 2 and len(parts[0].strip(".")) > 2 else ""


def near_entry(orphan_id: str, refs) -> str:
    """The id of the listed entry an author–year orphan ("Buffalo 1996") most likely means, or
    "": same first author up to a spelling slip and the same year, or the same name where the
    entry's year could not be read or is one off."""
    match = _YEAR.match(orphan_id)
    if not match or orphan_id[:1].isdigit():
        return ""
    # (a preposition read as a particle: "o modelo de Bollerslev (1986)" cites "Bollerslev")
    name = re.sub(r"^(?:de|da|do|van|von|der|di|du|la|le)\s+(?=\S)", "", match.group(1).split(" & ")[0], flags=re.I)
    cited = _fold(name)
    # (a name cited given name first, as the list writes it: "(Lars Klint, 2021)" for "Lars Klink (2021)")
    last = _fold(name.split()[-1]) if len(name.split()) == 2 and not has_cjk(name) else cited
    year = int(match.group(2))
    if not cited:
        return ""
    best, best_score = "", 0.0
    for ref in refs:
        if ref.bib.origin == "none" or not ref.bib.author_list:
            continue
        family = _family(ref.bib.author_list[0])
        if not family:
            continue
        score = max(fuzz.ratio(cited, family), fuzz.ratio(last, family))
        same_year = ref.bib.year == year
        if same_year and score < MIN_SIMILARITY and cited == _given(ref.bib.author_list[0]):
            # the given name of a name written given-first cited ("(Dev, 2018)" for "Dev Shah (2018), …")
            score = MIN_SIMILARITY
        if same_year and score >= MIN_SIMILARITY or score == 100 and (
                ref.bib.year is None or abs(ref.bib.year - year) == 1):
            rank = score + (5 if same_year else 0) + (2 if not ref.claims else 0)
            if rank > best_score:
                best, best_score = ref.ref_id, rank
    return best


def hint_orphans(state, prefix: str = "") -> None:
    """Note on each author–year orphan the entry it most likely means (``Ref.orphan_of``); ``prefix``: a
    later part's ("P2-"), which every id of ``state`` carries and the cited name does not."""
    listed = [r for r in state.refs.values() if r.bib.origin != "none"]
    keys = {}
    for r in listed:
        keys.setdefault(r.ref_id.casefold(), []).append(r.ref_id)
    for ref in state.refs.values():
        if ref.bib.origin != "none":
            continue
        # a key cited in another case ("\citep{Hmisc}" for the entry "hmisc"): BibTeX takes it with a
        # warning, biber and pandoc find nothing — the entry it means is named
        same = keys.get(ref.ref_id.casefold(), [])
        ref.orphan_of = same[0] if len(same) == 1 else near_entry(ref.ref_id.removeprefix(prefix), listed)
