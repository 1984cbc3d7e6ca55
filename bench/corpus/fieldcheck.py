"""Checks shared by the bibliography and reference-line benches: fields that look wrong after
reading, and the light normalisation under which a read field matches a hand label.

Written independently of refverify's readers on purpose: the benches measure those readers.
"""
from __future__ import annotations

import datetime
import re
import unicodedata

NEXT_YEAR = datetime.date.today().year + 1
_YEARISH = re.compile(r"^\s*[\[(]?\s*(?:1[5-9]|20)\d\d[a-z]?\s*[\])]?\s*\.?\s*$")
_INITIALS = re.compile(r"^(?:[A-Z]\.?[\s\-]*){1,4}$")
_PARTICLES = {"van", "von", "de", "der", "den", "la", "le", "du", "da", "di", "del", "dos", "y", "al", "el",
              "bin", "ten", "ter"}


_STOP = {"a", "an", "the", "of", "for", "in", "on", "with", "to", "and", "by", "from", "using", "via",
         "is", "are", "at", "as", "toward", "towards", "into", "study", "analysis", "model", "models"}
_VANCOUVER = re.compile(r"^[A-Z][\w'\-]+(?: [A-Z][\w'\-]+)? (?:[A-Z]\.?){1,3}$")           # Smith JA
_INITIAL_FIRST = re.compile(r"^(?:[A-Z]\.[\s\-]?){1,3}\s*(?:[a-z]+ )*[A-Z][\w'\-]+$")    # J. A. Smith
_FAMILY_INITIALS = re.compile(r"^[A-Z][\w'\-]+(?: [A-Z][\w'\-]+)?,? (?:[A-Z]\.\s?){1,3}$")  # Smith, J. A.


def _full_name(part: str) -> bool:
    """Two or three capitalised words, none of them a title's small word ("Yann LeCun")."""
    words = part.split()
    return 2 <= len(words) <= 3 and all(w[0].isupper() and w.lower() not in _STOP for w in words)


def title_is_names(title: str) -> bool:
    """"Smith J, Lee K" / "J. Smith and K. Lee" / "Smith, J. A., & Lee, K." read as a title: at
    least two parts, every part a person's name, at least one written with initials (or three and
    more full names and no colon, as an author list written out)."""
    text = title.strip(" .")
    text = re.sub(r"\s*,?\s*(?:et al\.?|等)$", "", text)
    parts = [p.strip() for p in re.split(r"\s*(?:;|\band\b|&|，|、)\s*|,\s+(?=[A-Z][\w'\-]+[ ,])", text) if p.strip(" ,")]
    parts = [p.strip(" ,") for p in parts]
    if len(parts) < 2:
        return False
    initials = [bool(_VANCOUVER.match(p) or _INITIAL_FIRST.match(p) or _FAMILY_INITIALS.match(p))
                and not any(w.lower() in _STOP for w in p.split()) for p in parts]
    if all(i or _full_name(p) for i, p in zip(initials, parts)):
        return any(initials) or (len(parts) >= 3 and ":" not in title)
    return False


def title_is_year(title: str) -> bool:
    return bool(_YEARISH.match(title or ""))


def looks_wrong(title: str, authors: list[str], year: int | None, *, author_expected: bool,
                year_expected: bool) -> list[str]:
    """Reasons a read entry looks wrong (empty list when it looks right)."""
    reasons = []
    if title_is_year(title):
        reasons.append("title is a year")
    elif title and title_is_names(title):
        reasons.append("title is a list of names")
    if author_expected and not authors:
        reasons.append("empty author list")
    if year is not None and not 1800 <= year <= NEXT_YEAR:
        reasons.append("year outside 1800-next year")
    elif year is None and year_expected:
        reasons.append("year lost")
    return reasons


_DASHES = dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uff0d"), "-")


def norm(value) -> str:
    """Case, punctuation, whitespace and dashes do not count; letters (any script) and digits do."""
    text = unicodedata.normalize("NFKC", str(value or "")).translate(_DASHES).casefold()
    text = re.sub(r"[{}\\$]", "", text)
    text = re.sub(r"[^\w\-]+", " ", text).replace("_", " ")
    text = re.sub(r"\s*-+\s*", "-", text)
    return " ".join(text.split())


def norm_pages(value) -> str:
    # GB/T's "2~13" (a tilde between the pages) is the range "2-13"
    return re.sub(r"-+", "-", norm(re.sub(r"(?<=\w)\s*[~～∼]\s*(?=\w)", "-", str(value or ""))).replace(" ", ""))


def norm_doi(value) -> str:
    text = str(value or "").strip().lower()
    text = re.sub(r"^(?:https?://(?:dx\.)?doi\.org/|doi:\s*)", "", text)
    return text.rstrip(".,;")


def family(name: str) -> str:
    """The family name of a read author ("Smith, J. A." / "Smith JA" / "Abd ElHafeez S" /
    "J. A. Smith" / "J. A. van der Berg" / "张三"), normalised."""
    name = unicodedata.normalize("NFKC", name or "").strip(" .,;")
    if not name:
        return ""
    if "," in name:
        return norm(name.split(",", 1)[0])
    if re.search(r"[\u3400-\u9fff]", name):
        return norm(name)
    words = name.split()
    initials = [bool(_INITIALS.match(w)) for w in words]
    if all(initials):
        return norm(words[-1])          # "M. U": a one-letter family name
    if not initials[0] and any(initials[1:]):
        cut = initials.index(True)    # Vancouver "Smith JA", "Driesch A von den" (not "Michael D Ernst")
        if all(i or w in _PARTICLES for i, w in zip(initials[cut:], words[cut:])):
            return norm(" ".join(words[:cut]))
    # "J. van der Berg" / "Ludwig van Beethoven": the particles go with the family name
    start = len(words) - 1
    while start > 0 and words[start - 1] in _PARTICLES:   # written in lower case ("Bin Li" is no particle)
        start -= 1
    return norm(" ".join(words[start:]))


def written_first(name: str) -> str:
    """The first word of a name written without a comma ("YANG Jinqiu", "Gupta Samir" in a GB/T
    list put the family name first): the other reading of a two- or three-word name."""
    words = unicodedata.normalize("NFKC", name or "").strip(" .,;").split()
    return norm(words[0]) if "," not in name and 2 <= len(words) <= 3 else ""
