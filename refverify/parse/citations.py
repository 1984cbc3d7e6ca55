"""Find citation markers in a block of body text, and resolve author-year citations to keys.

Each grammar is a small class with `name` and `find(text, superscripts)`; `find_citations` runs
them in priority order and drops a later match that overlaps an earlier one (a superscript "[1]"
is a superscript citation, not also a bracket one; "\\cite[p.~3]{a}" is not also a bracket).
"""
from __future__ import annotations

import re
import unicodedata

from .citation_types import CitationMatch
from .spans import Spans
from .grammars_authoryear import AuthorYear, EndNoteTemp
from .grammars_latex import LatexCite, Pandoc
from .reflist_names import COMPANY_SUFFIX
from .tex_macros import MacroCite
from .grammars_numeric import FullwidthBrackets, LabelBrackets, NumericBrackets, ParenNumeric, Superscript

__all__ = ["CitationMatch", "find_citations", "resolve_author_year", "resolve_compound_surname", "GRAMMAR_NAMES", "grammars"]

GRAMMAR_NAMES = ("latex_cite", "pandoc", "superscript", "fullwidth_brackets", "numeric_brackets",
                 "endnote_temp", "author_year", "numeric_parens", "label_brackets")
_FAMILIES = {
    "numeric": {"superscript", "fullwidth_brackets", "numeric_brackets", "numeric_parens", "label_brackets"},
    "latex": {"latex_cite"},
    "author-year": {"author_year", "endnote_temp"},
    "author_year": {"author_year", "endnote_temp"},
    "pandoc": {"pandoc"},
}


def grammars(max_number: int | None = None, styles=None, paren_max: int | None = None,
             macros=None, labels=None) -> list:
    """The grammar objects in priority order, limited to `styles` (grammar or family names).
    Parenthesized numbers "(1, 2)" are read only when ``paren_max`` (the highest number of the
    document's numbered list) is given: the pipeline decides that per document."""
    wanted = None
    if styles is not None:
        wanted = set()
        for s in styles:
            wanted |= _FAMILIES.get(s, {s})
    every = [LatexCite(), *([MacroCite(macros)] if macros else []), Pandoc(), *([LabelBrackets(labels)] if labels else []),
             Superscript(max_number), FullwidthBrackets(max_number),
             NumericBrackets(max_number), EndNoteTemp(), AuthorYear()]
    if paren_max:
        every.append(ParenNumeric(paren_max))
    return [g for g in every if wanted is None or g.name in wanted]


def find_citations(text: str, superscripts=(), *, max_number: int | None = None,
                   styles=None, paren_max: int | None = None,
                   macros=None, labels=None) -> list[CitationMatch]:
    """Every citation marker of `text`, in reading order, without overlaps. ``macros`` are the
    author's citing macros (``tex_macros.CiteMacro`` by name) of a LaTeX document; ``labels`` an alpha list's
    labels (label → entry number)."""
    accepted: list[CitationMatch] = []
    taken = Spans()
    for grammar in grammars(max_number, styles, paren_max, macros, labels):
        for m in grammar.find(text, superscripts):
            if not taken.overlaps(m.start, m.end):
                accepted.append(m)
                taken.add(m.start, m.end)
    accepted.sort(key=lambda m: m.start)
    return accepted


# --- author-year resolution ----------------------------------------------------------------------
def _fold(s: str) -> str:
    s = unicodedata.normalize("NFKD", s)
    s = "".join(c for c in s if not unicodedata.combining(c))
    return re.sub(r"[\s'’.\-{}\\]", "", s).casefold()


def _is_cjk(s: str) -> bool:
    return any("\u4e00" <= c <= "\u9fff" for c in s)


_COMPANY = re.compile(rf",?\s+{COMPANY_SUFFIX}\.?$")


def _bare_name(author: str) -> str:
    """A listed author without a group's abbreviation ("International Association of Public Transport (UITP)") or a
    company's suffix ("Via Transportation, Inc.")."""
    return _COMPANY.sub("", re.sub(r"(?<=\w)\s*[(\[][A-Z][A-Za-z&]{1,11}[)\]]$", "", author.strip()))


def _family(author: str) -> str:
    """"Smith, John" -> smith; "John Smith" -> smith; "张三" -> 张三 (the whole CJK name)."""
    author = _bare_name(author)
    if _is_cjk(author):
        return re.sub(r"[\s,，]", "", author)
    if "," in author:
        return _fold(author.split(",", 1)[0])
    parts = author.split()
    return _fold(parts[-1]) if parts else ""


def _name_matches(cited: str, author: str) -> bool:
    if not author:
        return False
    if _is_cjk(cited):
        # the cited text may carry a few characters before the name; the surname is the first
        # character (or two, for a compound surname) of the full name
        return cited.endswith(author) or cited.endswith(author[:2]) or cited == author[:1] or (
            len(cited) == 1 and author.startswith(cited))
    cited = _COMPANY.sub("", cited)
    return _fold(cited) == author or _fold(cited.split()[-1]) == author


def _first_author_matches(cited: str, author: str) -> bool:
    """``_name_matches`` against a listed first author as written; a name of several words written without a comma
    (a group, or a person given name first) must end with all of a cited name of several words: "(R Core Team, 2021)"
    is not "RStudio Team", "(van der Berg, 2019)" is "Jan van der Berg"."""
    if not _name_matches(cited, _family(author)):
        return False
    whole = _bare_name(author)
    cited = _COMPANY.sub("", cited)
    if "," in whole or len(whole.split()) < 2 or len(cited.split()) < 2 or _is_cjk(whole):
        return True
    if _fold(whole).endswith(_fold(cited)):
        return True
    # the same last words, and the cited name's first ones the listed name's shortened: "(US Department of Labor [DOL],
    # 2025)" for "United States Department of Labor"; never one word alone in common ("Team")
    # ("The Cochrane Collaboration" for "Cochrane Collaboration"; "UK Department of Health" for "Department of Health")
    listed, said = ([w for w in (_fold(w) for w in name.split()) if w] for name in (whole, cited))
    listed, said = (words[1:] if words[:1] == ["the"] else words for words in (listed, said))
    common = 0
    while common < min(len(listed), len(said)) and listed[-1 - common] == said[-1 - common]:
        common += 1
    rest_listed, rest_said = listed[:len(listed) - common], said[:len(said) - common]
    if common >= 2 and not rest_said:
        return True
    return common >= 2 and len(rest_said) == 1 and (
        "".join(w[0] for w in rest_listed) == rest_said[0] or not rest_listed and len(rest_said[0]) <= 3)


_ACRONYM = re.compile(r"^[A-Z][A-Z&]{1,9}$")


def _abbreviates(acronym: str, group: str) -> bool:
    """"CDC" abbreviates "Centers for Disease Control and Prevention", "WHO" "World Health Organization",
    "UKHSA" "UK Health Security Agency", "NICE" "National Institute for Health and Care Excellence": its
    letters are, in order, among the capitals that open the group's words (an acronym word gives all its
    letters), starting with the first. A person's name ("Smith, J.") is no group."""
    words = [w for w in re.split(r"[\s\-/]+", group.strip()) if w]
    if len(words) < 2 or "," in group:
        return False
    capitals = "".join(w if w.isupper() else w[0] for w in words if w[0].isupper())
    letters = acronym.replace("&", "")
    if not capitals or capitals[0] != letters[0]:
        return False
    rest = iter(capitals[1:])
    return all(letter in rest for letter in letters[1:])


def _title_matches(cited: str, entry) -> bool:
    """APA and Harvard cite a work with no author by its title, shortened or whole:
    "(Admin Matters: The Impact of NHS Administration on Patient Care, n.d.)"."""
    title, cited = (re.sub(r"\W", "", _fold(t)) for t in (getattr(entry, "title", "") or "", cited))
    return len(cited) >= 6 and title.startswith(cited)


def _entry_year(entry) -> tuple[int | None, str]:
    year = getattr(entry, "year", None)
    suffix = getattr(entry, "year_suffix", "") or ""
    if isinstance(year, str):
        m = re.match(r"(\d{4})([a-z]?)", year.strip())
        year, suffix = (int(m.group(1)), suffix or m.group(2)) if m else (None, suffix)
    return year, suffix


_PARTICLES = {"van", "von", "de", "del", "della", "di", "da", "das", "do", "dos", "du", "la", "le", "ten", "ter", "den", "der"}


def resolve_compound_surname(work: tuple[str, int, str], entries) -> tuple[str, object] | None:
    """Spanish and Portuguese writers have two family names and are often cited by the first alone, or with
    the two taken for two writers: "(Ramírez, 2021)" and "(González & Pérez, 2022)" for "Ramírez Vivanco, J.
    (2021)" and "González Pérez, A. (2022)". The one entry of that year whose first writer's family names
    (two or more words before the comma) begin with the cited name, or are the two cited names: (key, entry),
    or None. The caller says so, never silently."""
    first, _, second = work[0].partition(" & ")
    cited = [_fold(first)] if not second else [_fold(first), _fold(second)]
    found = []
    for entry in entries:
        authors = getattr(entry, "authors", None) or []
        if _entry_year(entry)[0] != work[1] or not authors or "," not in authors[0] or _is_cjk(authors[0]):
            continue
        words = [_fold(w) for w in authors[0].split(",", 1)[0].split()]
        if (len(words) >= 2 and words[:len(cited)] == cited and (second or len(words) == 2)
                and words[0] not in _PARTICLES):
            found.append(entry)
    return (found[0].key, found[0]) if len(found) == 1 else None


def resolve_author_year(match: CitationMatch, entries) -> list[str]:
    """Keys of `entries` cited by an author-year match (surname + year, suffix when written).

    "Smith & Lee" picks the entries whose first author is Smith and, when some exist, whose
    second author is Lee. A work with several candidates (2019a / 2019b cited without a suffix)
    yields them all, so the caller can report the ambiguity."""
    keys: list[str] = []
    for surname, year, suffix in match.author_year:
        first, _, second = surname.partition(" & ")
        cands = []
        for entry in entries:
            authors = [_family(a) for a in (getattr(entry, "authors", None) or [])]
            e_year, e_suffix = _entry_year(entry)
            if (e_year or 0) != year or not (_first_author_matches(first, entry.authors[0]) if authors
                                             else _title_matches(first, entry)):
                continue
            if suffix and e_suffix and suffix != e_suffix:
                continue
            cands.append((entry, authors, e_suffix))
        if not cands and _ACRONYM.match(first):
            # APA's "(CDC, 2020)" after "(Centers for Disease Control and Prevention [CDC], 2020)": the one entry
            # of that year whose group author the letters abbreviate
            cands = [(entry, [], _entry_year(entry)[1]) for entry in entries
                     if _entry_year(entry)[0] == year and (getattr(entry, "authors", None) or [])
                     and _abbreviates(first, entry.authors[0])]
            cands = cands if len(cands) == 1 else []
        if second:
            with_second = [c for c in cands if len(c[1]) > 1 and _name_matches(second, c[1][1])]
            cands = with_second or cands
        if suffix:
            exact = [c for c in cands if c[2] == suffix]
            cands = exact or cands
        keys.extend(c[0].key for c in cands)
    return list(dict.fromkeys(keys))


def resolve_despite_year(work: tuple[str, int, str], entries) -> tuple[str, object] | None:
    """The one entry an author-year work most likely means when none has its author and year:
    the only entry of that first author (or, with no author, that title), whatever its year —
    "Stanford University (2018)" with "Stanford University (2012)" listed — or else the only
    undated entry whose text names it ("Unstructured.io (2023)"). Returns (key, entry) or None;
    the caller says so, never silently."""
    first = work[0].partition(" & ")[0]
    same = [e for e in entries if (_first_author_matches(first, e.authors[0]) if getattr(e, "authors", None)
                                   else _title_matches(first, e))]
    if len(same) == 1:
        return same[0].key, same[0]
    if same or not re.search(r"\w{4}", first):
        return None
    named = re.compile(rf"(?<![\w.]){re.escape(first)}(?![\w])")
    undated = [e for e in entries if _entry_year(e)[0] is None and named.search(getattr(e, "raw", "") or "")]
    return (undated[0].key, undated[0]) if len(undated) == 1 else None
