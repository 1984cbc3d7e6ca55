"""Free text made comparable across records: entities decoded, markup dropped, diacritics and
punctuation folded (``normalize_text``), and the similarity of two titles. Step A (a .bib against
the document's list, orphan hints), Step B (records against the bibliography) and the local index
all compare by these rules.
"""
from __future__ import annotations

import html
import re
import unicodedata
from functools import lru_cache

from rapidfuzz import fuzz

_TAG = re.compile(r"<[^>]+>")
_LATEX_CMD = re.compile(r"\\[a-zA-Z]+\*?\s*")
_NON_WORD = re.compile(r"[^\w\s]", re.UNICODE)
_SPACES = re.compile(r"\s+")


# What a LaTeX-minded reader leaves of an HTML entity in a .bib field ("Networks&apos; Implicit"
# read as "Networks apos; Implicit": the & taken for a table separator).
_ENTITY_RESIDUE = re.compile(r"(?:&|\s)(apos|quot|amp|lt|gt);")
_RESIDUE_CHARS = {"apos": "'", "quot": '"', "amp": " &", "lt": " <", "gt": " >"}


# Letters NFKD does not split into a base letter and a mark: folded by hand, never dropped
# ("Łukasz" is "Lukasz", "Ørsted" is "Orsted", "Straße" is "Strasse").
_FOLD = str.maketrans({"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "đ": "d", "Đ": "D", "ß": "ss",
                       "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ı": "i", "þ": "th", "Þ": "TH",
                       "ð": "d", "Ð": "D", "ħ": "h", "Ħ": "H", "ŧ": "t", "Ŧ": "T"})


def decode_entities(text: str | None) -> str:
    """HTML / XML entities decoded (``&apos;`` → ``'``, ``&amp;`` → ``&``), their residues too."""
    if not text:
        return text or ""
    return html.unescape(_ENTITY_RESIDUE.sub(lambda m: _RESIDUE_CHARS[m.group(1)], str(text)))


def normalize_text(text: str | None) -> str:
    """Lower case, no markup, no diacritics, no punctuation, single spaces."""
    if not text:
        return ""
    return _normalize(str(text))


@lru_cache(maxsize=65536)
def _normalize(text: str) -> str:
    s = decode_entities(text)
    # A tag stands between words ("the<i>TERT</i>gene"), so it becomes a space.
    s = _TAG.sub(" ", s)
    if "\\" in s:
        s = _latex_to_text(s)
    s = _LATEX_CMD.sub(" ", s).replace("{", "").replace("}", "").replace("$", "")
    # NFKC folds full-width forms (ＡＢＣ, ，) into ASCII; NFKD then splits off the accents.
    s = unicodedata.normalize("NFKC", s)
    s = "".join(c for c in unicodedata.normalize("NFKD", s) if not unicodedata.combining(c))
    s = s.translate(_FOLD)
    s = _NON_WORD.sub(" ", s.lower()).replace("_", " ")
    return _SPACES.sub(" ", s).strip()


def _latex_to_text(s: str) -> str:
    try:
        from pylatexenc.latex2text import LatexNodes2Text
        return LatexNodes2Text(math_mode="verbatim").latex_to_text(s)
    except Exception:  # malformed markup: the regex fallback below still strips commands
        return s


def title_similarity(a: str | None, b: str | None) -> float:
    """0..1 after normalisation; 0.0 when either side is empty."""
    na, nb = normalize_text(a), normalize_text(b)
    if not na or not nb:
        return 0.0
    if na == nb:
        return 1.0
    return round(fuzz.ratio(na, nb) / 100.0, 4)


# Words that make an author a group ("World Health Organization", "The CMS Collaboration").
GROUP_WORDS = {"organization", "organisation", "collaboration", "consortium", "group", "association",
               "society", "committee", "institute", "council", "agency", "team", "network",
               "foundation", "commission", "investigators", "initiative", "programme", "program",
               "federation", "ministry", "office", "bureau", "center", "centre", "university",
               "department", "working", "panel", "alliance", "board", "academy", "college",
               "academies", "organizations", "associations", "societies", "institutes", "agencies",
               "nations", "laboratory", "laboratories", "administration", "authority", "consortia",
               "collaborations", "union", "corporation", "company", "inc", "ltd", "gmbh", "llc"}
