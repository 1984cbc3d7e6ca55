"""Comparison of bibliographic fields: titles (RUBRIC §3.1), names, venues, pages.

Every function takes two plain values and answers a plain value, so the drift rules in
``checks.py`` stay one-liners over them.
"""
from __future__ import annotations

import re
import unicodedata

from rapidfuzz import fuzz

from ..core.compare_text import GROUP_WORDS, normalize_text
from ..core.names import NAME_SUFFIXES
from ..core.work import Author

TITLE_OK = 0.85
TITLE_WARN = 0.60

_CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")

_MINOR_WORDS = {"a", "an", "the", "of", "for", "in", "on", "to", "and", "with", "via", "by", "from", "at"}


def changed_words(a: str | None, b: str | None) -> tuple[list[str], list[str]] | None:
    """The words of ``a`` and ``b`` that differ (word-level diff), spelling variants
    ("modelling"/"modeling") and small words (a, the, of …) ignored; None when a changed word is
    not a plain word (formulas, Greek letters, markup residue): then no word-level verdict."""
    from difflib import SequenceMatcher
    ta, tb = normalize_text(a).split(), normalize_text(b).split()
    out_a, out_b = [], []
    for op, i1, i2, j1, j2 in SequenceMatcher(None, ta, tb, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        wa, wb = ta[i1:i2], tb[j1:j2]
        if len(wa) == len(wb) and all(fuzz.ratio(x, y) >= 80 for x, y in zip(wa, wb)):
            continue  # spelling variants
        wa, wb = [w for w in wa if w not in _MINOR_WORDS], [w for w in wb if w not in _MINOR_WORDS]
        if any(not (w.isascii() and w.isalpha()) for w in wa + wb):
            return None
        out_a += wa
        out_b += wb
    return out_a, out_b


def title_verdict(score: float) -> str:
    """ok | warning | mismatch at the RUBRIC §3.1 thresholds."""
    if score >= TITLE_OK:
        return "ok"
    if score >= TITLE_WARN:
        return "warning"
    return "mismatch"


def has_cjk(text: str | None) -> bool:
    return bool(text and _CJK.search(text))


# ---- names ----

PLACEHOLDER_AUTHORS = {"anonymous", "anon", "et al", "others", "and others", "et al.", "等", "佚名"}


_PLACEHOLDERS = {normalize_text(p) for p in PLACEHOLDER_AUTHORS} | {"等", "佚名"}


def is_placeholder_author(name: str) -> bool:
    return normalize_text(name) in _PLACEHOLDERS or name.strip() in _PLACEHOLDERS


def _plain(name):
    """An ``Author`` as the {"family", "given"} / {"name"} dict the name rules read."""
    return name.model_dump() if isinstance(name, Author) else name


# A name's parts that are not its family name: DBLP homonym numbers ("Wei Wang 0001") and
# generational suffixes ("Jr.", "III": `core.names.NAME_SUFFIXES`).
_HOMONYM = re.compile(r"(?<=\S)\s+\d{4}(?=\s*(?:,|$))")
def _group(words: list[str]) -> str:
    """A group author's normalised name without a leading "the"; "" for a person."""
    if len(words) >= 2 and any(w in GROUP_WORDS for w in words):
        return " ".join(words[1:] if words[0] == "the" else words)
    return ""


def family_name(name: "str | dict | Author") -> str:
    """The normalised family name of "Smith, John A.", "John A. Smith", "Smith JA" or a dict;
    a group author ("The CMS Collaboration") whole, without "the"."""
    name = _plain(name)
    if isinstance(name, dict):
        fam = name.get("family") or name.get("name") or ""
        if not name.get("family") or not name.get("given") and ("," in fam or has_cjk(fam)):
            return family_name(fam)     # a whole name in one field: read it as a string
        group = _group(normalize_text(f"{name.get('given') or ''} {fam}").split())
        return group or _drop_suffix(normalize_text(_HOMONYM.sub("", fam)).split())
    text = _HOMONYM.sub("", str(name).strip())
    if has_cjk(text) and " " not in text:
        # Chinese: the family name is the first character of a personal name (2-4 characters);
        # a longer one is a group author (中华医学会糖尿病学分会), compared whole.
        return text[:1] if len(text) <= 4 else normalize_text(text)
    group = _group(normalize_text(text.replace(",", " ")).split())
    if group:
        return group
    if "," in text:
        head, rest = text.split(",", 1)
        if re.fullmatch(r"(?:[A-Z]\.?\s*){1,3}", head.strip()) and re.fullmatch(r"\s*[A-Z][\w'\-]+\s*", rest):
            return normalize_text(rest)     # "I.E., Dzyaloshinski": the initials where the family name goes
        if normalize_text(head) in NAME_SUFFIXES and len(normalize_text(rest).split()) >= 2:
            return normalize_text(rest).split()[-1]    # ACM's "III, Barry W. Peddycord"
        return _drop_suffix(normalize_text(head).split())
    words = text.split()
    parts = normalize_text(text).split()
    while len(parts) > 1 and parts[-1] in NAME_SUFFIXES:
        parts, words = parts[:-1], words[:-1]
    if not parts:
        return ""
    # "Smith JA" / "Smith J A": trailing initials follow the family name (Vancouver, PubMed).
    if len(parts) >= 2 and words and all(len(p) <= 2 and p.isalpha() for p in parts[1:]) \
            and words[-1].isupper():
        return parts[0]
    # … and a family name of several words: "Abd ElHafeez S", "de Figueiredo L H", "Van Soest AB"
    head = _before_initials(words)
    if head:
        return normalize_text(" ".join(head))
    return parts[-1]


def _before_initials(words: list[str]) -> list[str]:
    """The words before a run of trailing initials ("JA", "L", "H") when each of them is a
    written-out word (has a lower-case letter): a Vancouver family name of several words."""
    cut = len(words)
    while cut > 0 and words[cut - 1].isupper() and len(normalize_text(words[cut - 1])) <= 2 \
            and normalize_text(words[cut - 1]).isalpha():
        cut -= 1
    head = words[:cut]
    if cut == len(words) or not head or not all(any(c.islower() for c in w) for w in head):
        return []
    return head


def _drop_suffix(parts: list[str]) -> str:
    while len(parts) > 1 and parts[-1] in NAME_SUFFIXES:
        parts = parts[:-1]
    return " ".join(parts)


_GROUP_STOP = {"the", "of", "and", "for", "on", "in", "de", "et"}


def _group_tokens(name) -> set[str]:
    """The words of a group author's name (no small words), empty for a person."""
    if isinstance(name, dict):
        name = f"{name.get('given') or ''} {name.get('family') or name.get('name') or ''}"
    words = normalize_text(str(name).replace(",", " ")).split()
    return set(words) - _GROUP_STOP if _group(words) else set()


def _umlaut_free(family: str) -> str:
    return re.sub(r"([aou])e", r"\1", family)


def name_tokens(name: "str | dict | Author") -> set[str]:
    name = _plain(name)
    if isinstance(name, dict):
        name = f"{name.get('given', '')} {name.get('family', '')}"
    return set(normalize_text(name).split())


def same_person(a: str | dict, b: str | dict) -> bool:
    """Family names agree; tolerant of given/family order (Chinese names in pinyin) and initials."""
    a, b = _plain(a), _plain(b)
    whole_a = normalize_text(a.get("family") or a.get("name") or "" if isinstance(a, dict) else a)
    whole_b = normalize_text(b.get("family") or b.get("name") or "" if isinstance(b, dict) else b)
    if len(whole_a.split()) >= 3 and whole_a == whole_b:
        return True  # a group author written the same way on both sides
    ga, gb = _group_tokens(a), _group_tokens(b)
    if ga and gb:
        # group authors, each side in its own order ("Team, The LHCb DIRAC" / "The LHCb DIRAC Team")
        return ga <= gb or gb <= ga
    fa, fb = family_name(a), family_name(b)
    if fa and (fa == fb or _umlaut_free(fa) == _umlaut_free(fb)):
        return True   # "Müller" is also written "Mueller"
    # Particles split differently by each side: "van der Schaar, Mihaela" is DBLP's "Mihaela van der
    # Schaar", "Giacomo, Giuseppe De" Crossref's "De Giacomo": the last word of the family name decides.
    la, lb = fa.split()[-1:] , fb.split()[-1:]
    if la and la == lb and (len(fa.split()) > 1 or len(fb.split()) > 1):
        return True
    ta, tb = name_tokens(a), name_tokens(b)
    # "Zhang San" vs "San Zhang": the family name of one side is a full token of the other.
    return bool(fa and fb and (fa in tb and fb in ta))


def format_author(a: dict) -> str:
    """Seed style "Smith JA" from {"family", "given"}; a group name is kept whole."""
    a = _plain(a)
    family = (a.get("family") or "").strip()
    given = (a.get("given") or "").strip()
    if not family:
        return (a.get("name") or given).strip()
    initials = "".join(p[0] for p in re.split(r"[\s\-.]+", given) if p)
    return f"{family} {initials.upper()}".strip()


# ---- venues ----

_VENUE_STOP = {"the", "of", "and", "for", "in", "on", "de", "la", "des", "der", "und", "&"}
PREPRINT_VENUES = ("arxiv", "biorxiv", "medrxiv", "ssrn", "preprint", "research square", "chemrxiv", "psyarxiv")


def _venue_tokens(v: str) -> list[str]:
    return [t for t in normalize_text(v).split() if t not in _VENUE_STOP]


def _abbrev_of(short: list[str], full: list[str]) -> bool:
    """Each token of `short` is a prefix of the next tokens of `full`, in order."""
    if not short or len(short) > len(full):
        return False
    j = 0
    for tok in short:
        while j < len(full) and not full[j].startswith(tok):
            j += 1
        if j == len(full):
            return False
        j += 1
    return True


def same_venue(a: str | None, b: str | None) -> bool:
    """Same journal, allowing ISO abbreviations ("N Engl J Med" ~ "The New England journal of medicine")."""
    ta, tb = _venue_tokens(a or ""), _venue_tokens(b or "")
    if not ta or not tb:
        return True  # nothing to compare is not drift
    if ta == tb:
        return True
    if _abbrev_of(ta, tb) or _abbrev_of(tb, ta):
        return True
    return fuzz.ratio(" ".join(ta), " ".join(tb)) >= 90


def is_preprint_venue(v: str | None) -> bool:
    """arXiv, bioRxiv, … — and "CoRR", DBLP's name for arXiv's computing repository."""
    n = normalize_text(v)
    return any(p in n for p in PREPRINT_VENUES) or "corr" in n.split()


# ---- pages, volume ----

def normalize_pages(p: str | None) -> str:
    """ "727-33" → "727-733", "e33693" kept, en dashes and "pp." removed."""
    if not p:
        return ""
    s = unicodedata.normalize("NFKC", str(p)).strip().lower()
    s = re.sub(r"^pp?\.?\s*", "", s)
    # a range written with a tilde, a wave dash or a minus sign ("431~447", "44～45", "481−494") is the same range
    s = re.sub(r"\s*[-~\u2010-\u2015\u2212\u301c]+\s*", "-", s)
    m = re.fullmatch(r"([a-z]?)(\d+)-([a-z]?)(\d+)", s)
    if not m:
        return s
    p1, start, p2, end = m.groups()
    if len(end) < len(start):
        end = start[: len(start) - len(end)] + end
    if start == end:
        return f"{p1}{start}"
    return f"{p1}{start}-{p2 or p1}{end}"


def _article_pages(pages: str) -> str:
    """DBLP's "35:1-35:52" (article 35, its pages 1 to 52) → "1-52", the range JMLR's own BibTeX
    writes beside ``number = {35}``; any other range as it is."""
    m = re.fullmatch(r"(\w+):(\w+)-\1:(\w+)", pages)
    return f"{m.group(2)}-{m.group(3)}" if m else pages


def _article_number(pages: str) -> str:
    """The article number of "35:1-35:52" ("35"); "" for any other pages."""
    m = re.fullmatch(r"(\w+):\w+-\1:\w+", pages)
    return m.group(1) if m else ""


def same_pages(a: str | None, b: str | None) -> bool:
    if re.search(r"[;,]", f"{a or ''}{b or ''}"):
        # several ranges ("1338-46; discussion 1346-7", "431-456, 791-823"): MEDLINE writes them
        # all, a service often one range or the whole span; the first page decides
        first = lambda p: normalize_pages(re.split(r"[;,]", p or "")[0]).split("-")[0]
        return not first(a) or not first(b) or first(a) == first(b)
    na, nb = normalize_pages(a), normalize_pages(b)
    if not na or not nb:
        return True
    if na == nb or _article_pages(na) == nb or na == _article_pages(nb):
        return True
    if _article_number(na) == nb or na == _article_number(nb):
        return True     # ACM's "8:1-8:27" written as its article number, "8"
    # A source that gives only the first page agrees with a full range starting there.
    return na.split("-")[0] == nb.split("-")[0] and ("-" not in na or "-" not in nb)


def same_number(a: str | None, b: str | None) -> bool:
    """Volume / issue: "7" == "07" == "Vol. 7"; empty on either side is not drift."""
    na = re.sub(r"^(vol|no|issue)\.?\s*", "", normalize_text(a)).lstrip("0")
    nb = re.sub(r"^(vol|no|issue)\.?\s*", "", normalize_text(b)).lstrip("0")
    return not na or not nb or na == nb
