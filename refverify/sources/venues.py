"""Venues compared as venues: ``ICML`` is *International Conference on Machine Learning*, ``NIPS``
is ``NeurIPS``, ``Mach. Learn.`` is *Machine Learning*.

A bibliography's venue is checked against every spelling the services gave for the work (DBLP's
short name, Semantic Scholar's venue, the Crossref / OpenAlex container title, PubMed's ISO
abbreviation): it matches when it is one of them, an abbreviation of one (ISO 4 style prefixes),
the acronym one carries (``… (CVPR)``) or spells by its initials, or a known renaming of one.
"""
from __future__ import annotations

import re

from ..core.compare_text import normalize_text
from ..core.work import as_work
from . import compare

# Renamings and acronyms the services' own names do not show (NIPS became NeurIPS in 2018, …).
ALIASES: list[set[str]] = [
    {"neurips", "nips", "neural information processing systems", "advances in neural information processing systems"},
    {"icml", "international conference on machine learning"},
    {"iclr", "international conference on learning representations"},
    {"cvpr", "computer vision and pattern recognition", "ieee cvf conference on computer vision and pattern recognition"},
    {"iccv", "international conference on computer vision", "ieee international conference on computer vision"},
    {"eccv", "european conference on computer vision"},
    {"aaai", "aaai conference on artificial intelligence", "national conference on artificial intelligence"},
    {"ijcai", "international joint conference on artificial intelligence"},
    {"acl", "annual meeting of the association for computational linguistics"},
    {"emnlp", "conference on empirical methods in natural language processing", "empirical methods in natural language processing"},
    {"naacl", "north american chapter of the association for computational linguistics", "naacl hlt"},
    {"kdd", "sigkdd", "knowledge discovery and data mining"},
    {"aistats", "international conference on artificial intelligence and statistics"},
    {"colt", "conference on learning theory", "annual conference on computational learning theory"},
    {"uai", "conference on uncertainty in artificial intelligence", "uncertainty in artificial intelligence"},
    {"www", "the web conference", "thewebconf", "international world wide web conference"},
    {"jmlr", "j mach learn res", "journal of machine learning research"},
    {"tmlr", "trans mach learn res", "transactions on machine learning research"},
    {"cacm", "communications of the acm", "commun acm"},
    {"tpami", "pami", "ieee transactions on pattern analysis and machine intelligence"},
    {"corl", "conference on robot learning"},
    {"icra", "ieee international conference on robotics and automation"},
    {"sigir", "international acm sigir conference on research and development in information retrieval"},
]
# Words that dress a venue's name without naming it ("Proceedings of the 35th Annual …").
_DRESS = {"proceedings", "proc", "annual", "ieee", "cvf", "acm", "the", "of", "on", "and", "in", "for",
          "conference", "international", "workshop", "symposium", "journal", "transactions"}
_ORDINAL = re.compile(r"^\d+(st|nd|rd|th)?$")
_KEY = {}
for group in ALIASES:
    canonical = sorted(group)[0]
    for name in group:
        _KEY[normalize_text(name)] = canonical


def _tokens(v: str) -> list[str]:
    return [t for t in normalize_text(v).split() if not _ORDINAL.match(t)]


def alias_key(v: str) -> str:
    """The canonical name of a known venue ("" when unknown), years and ordinals ignored."""
    toks = _tokens(v)
    text = " ".join(toks)
    if text in _KEY:
        return _KEY[text]
    # "Proceedings of the AAAI Conference on Artificial Intelligence", "2022 IEEE/CVF … (CVPR)"
    for n in range(len(toks), 0, -1):
        for i in range(0, len(toks) - n + 1):
            key = _KEY.get(" ".join(toks[i:i + n]))
            if key and (n > 1 or toks[i] not in _DRESS):
                return key
    # ISO 4 abbreviations ("Adv. Neural Inf. Process. Syst.", "Proc. Int. Conf. Mach. Learn."): the
    # one known venue whose name the words abbreviate, in order ("Int. Conf. Learn." names none)
    short = compare._venue_tokens(_undressed(v))
    if len(short) >= 2:
        keys = {key for name, key in _KEY.items() if len(name.split()) >= 2
                and compare._abbrev_of(short, full := compare._venue_tokens(name))
                and not set(short) <= set(full)}      # a word cut short, not a shorter name
        if len(keys) == 1:
            return keys.pop()
    return ""


def _initials(v: str) -> str:
    return "".join(t[0] for t in _tokens(v) if t not in _DRESS - {"conference", "international", "journal",
                                                                      "transactions", "symposium", "workshop"}
                   and t not in {"the", "of", "on", "and", "in", "for"})


def _acronym(v: str) -> str:
    """A one-word venue (``CVPR``, ``NeurIPS``) in lower case, else ""."""
    toks = _tokens(v)
    return toks[0] if len(toks) == 1 and toks[0].isalpha() and len(toks[0]) >= 2 else ""


def _undressed(v: str) -> str:
    """The venue without "Proceedings of" and the year or edition: ISO 4's "Proc. IEEE/CVF Conf. Comput.
    Vis. Pattern Recognit." then abbreviates "2022 IEEE/CVF Conference on … (CVPR)" word by word."""
    toks = [t for t in normalize_text(v).split() if t not in ("proc", "proceedings") and not t.isdigit()
            and not _ORDINAL.match(t)]
    return " ".join(toks)


def same_venue(bib: str, name: str) -> bool:
    """Does ``bib`` name the venue the service calls ``name``?"""
    if not normalize_text(bib) or not normalize_text(name):
        return True
    ka, kb = alias_key(bib), alias_key(name)
    if ka and kb:
        return ka == kb
    if compare.same_venue(bib, name) or compare.same_venue(_undressed(bib), _undressed(name)):
        return True
    acro = _acronym(bib) or _acronym(name)
    full = name if acro == _acronym(bib) else bib
    if acro and acro != normalize_text(full):
        if acro in _tokens(full) or _initials(full) == acro:
            return True
    return False


def matches_any(bib: str, names: list[str]) -> bool:
    names = [n for n in names if normalize_text(n)]
    return not names or any(same_venue(bib, n) for n in names)


def venue_names(records: list) -> list[str]:
    """Every spelling of the venue the records give, preprint servers left out."""
    out = []
    for rec in map(as_work, records):
        if rec.is_preprint:
            continue
        for key in ("journal", "venue", "journal_abbrev"):
            v = getattr(rec, key) or ""
            if v and not compare.is_preprint_venue(v) and v not in out:
                out.append(v)
    return out


def _contraction(short: str, word: str) -> bool:
    """``short`` writes ``word`` shortened: its first letter, then some of its letters in order."""
    if not short or not word or short[0] != word[0]:
        return False
    rest = iter(word[1:])
    return all(c in rest for c in short[1:])


def unresolved(bib: str, names: list[str]) -> bool:
    """Is a mismatch of ``bib`` with the record's ``names`` uncertain? An abbreviation written with
    periods that no venue rule resolves but whose every word may shorten a word of the record's
    venue, or an acronym no rule knows beside a record venue no rule knows either: refverify
    cannot tell it is another venue."""
    if alias_key(bib):
        return False
    if re.search(r"[A-Za-z]\.(\s|$)", bib):
        # every word may shorten a word of the record's venue ("Intl. J. Comput. Vis.": "Intl" is
        # a contraction, not a prefix, of "International"); one word that shortens none of them
        # ("J. Artif. Intell. Res." beside "Artificial Intelligence") makes it another venue
        short = compare._venue_tokens(_undressed(bib))
        return bool(short) and any(all(any(_contraction(a, b) for b in compare._venue_tokens(n)) for a in short)
                                   for n in names)
    return bool(_acronym(bib)) and not any(alias_key(n) for n in names)

