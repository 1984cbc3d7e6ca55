"""The family names a ``.bbl`` item's citation label spells out, against the names read from its text
(issue 20). Every author–year style BibTeX runs for natbib writes the whole list of family names into the
label ("\\bibitem[Schaye et~al.(2015)Schaye, Crain, Dalla~Vecchia, and Trayford]{key}"), mnras and the
styles built like it as the first argument of ``\\citeauthoryear`` ("\\bibitem[\\protect\\citeauthoryear{{Berry},
{Reinhold} \\& {Economou}}{{Berry} et~al.}{2007}]"). BibTeX wrote it from the ``.bib`` itself, so where the
names read from the text do not agree with it (a name missed, a family name of two words cut, an author block
read into the title) the label's names stand, each with the given names read beside it; the label's year
stands where none was read. An item whose text cuts its list ("Berry D. S. et al.") agrees when its names are
the label's first ones. A label whose names the text does not hold (edited by hand, or a "---" repeat of the names
before) is left aside.
"""
from __future__ import annotations

import re
import unicodedata

from .braces import closing_brace
from .entry import BibEntry, clean_space, latex_to_text, split_year
from .grammars_authoryear import NAME_PARTICLES

_LABEL = re.compile(r"^\s*\\bibitem\s*\[")
_YEAR = r"(?P<year>(?:1[5-9]|20)\d\d)(?P<suffix>[a-z]?)(?:\{\\natexlab\{(?P<natex>[a-z])\}\})?"
_NATBIB = re.compile(rf"\({_YEAR}\)(?P<long>.*)$", re.S)
_CITEAUTHORYEAR = re.compile(r"\\citeauthoryear\s*\{")
_ET_AL = re.compile(r"\bet\.?(?:~|\s|\\\s)*al\b|\\etal\b|\bothers\b|\\BOthers\b")


def _label(raw: str) -> str:
    """The optional argument of ``\\bibitem`` (brackets nested inside it kept); "" when there is none."""
    start = _LABEL.match(raw)
    end = closing_brace(raw, start.end(), "[", "]") if start else -1
    return raw[start.end():end] if end >= 0 else ""


def _group(text: str, start: int) -> str:
    """The braced group whose opening brace is just before ``start``."""
    end = closing_brace(text, start)
    return text[start:end] if end >= 0 else ""


def _split_names(names: str) -> list[str]:
    """"{Berry}, {Reinhold} \\& {Economou}" → the names, split only outside braces (a group's comma is its own)."""
    parts, depth, current = [], 0, ""
    for char in names:
        depth += {"{": 1, "}": -1}.get(char, 0)
        if char == "," and not depth:
            parts.append(current)
            current = ""
            continue
        current += char
    parts.append(current)
    out = []
    conjunction = r"(?:^|\s+)(?:and|\\&|&|e|y|und|et)\s+(?![^{]*\})"     # Portuguese, Spanish, German and French labels too
    for part in parts:
        # " and " / " \& " between the last two, outside braces
        pieces = re.split(conjunction, part.strip())
        out += [p for p in pieces if p.strip()]
    return [clean_space(latex_to_text(p)).strip(" .,{}") for p in out]


def label_names(raw: str) -> tuple[list[str], int | None, str]:
    """(the label's family names in order, its year, its letter) of a ``\\bibitem`` line; no names when the label
    gives no whole list (a short label only, or one cut by "et al.")."""
    # apacite's label: "{% De~Vos% , Theeuwes% \\BCBL {}\\ \\BBA {} Co{\\"e}met% }" — its line ends and macros for ", &"
    label = re.sub(r"%\s*", "", _label(raw)).replace("\\BBA {}", "\\&").replace("\\BBA{}", "\\&")
    label = re.sub(r"\\BCBL\s*\{\}|\\(?=\s)", "", label).strip()
    if label.startswith("{") and _group(label, 1) == label[1:-1]:
        label = label[1:-1]
    call = _CITEAUTHORYEAR.search(label)
    if call:
        long = _group(label, call.end())
        rest = label[call.end() + len(long) + 1:]
        args = re.findall(r"\{((?:[^{}]|\{(?:[^{}]|\{[^{}]*\})*\})*)\}", rest)
        year = re.search(rf"(?<!\d){_YEAR}(?!\d)", args[-1]) if args else None     # ("{\\protect \\APACyear {1997}}")
    else:
        natbib = _NATBIB.search(label)
        if not natbib:
            return [], None, ""
        long, year = natbib.group("long"), natbib
    if not long.strip() or _ET_AL.search(long):
        return [], None, ""
    names = [n for n in _split_names(long) if re.search(r"[^\W\d_]", n)]
    if not names or any(len(n) > 80 or "\\" in n or len(n.split()) > 6 for n in names):
        return [], None, ""
    return names, int(year.group("year")) if year else None, (year.group("suffix") or year.group("natex") or "") if year else ""


_PARTICLES = {*NAME_PARTICLES, "st", "saint"}


def _words(text: str) -> list[str]:
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return re.findall(r"[^\W\d_]+", plain.casefold().replace("ı", "i"))


def _holds(name: str, family: str) -> bool:
    """The read ``name`` has the words of ``family`` in a row."""
    words, wanted = _words(name), _words(family)
    return bool(wanted) and any(words[i:i + len(wanted)] == wanted for i in range(len(words) - len(wanted) + 1))


def _is_family(name: str, family: str) -> bool:
    """``family`` is what the name is filed under: "Family, Given", or "Given Family" ending in it, or the name whole."""
    head = name.split(",", 1)[0] if "," in name else re.sub(r"(?:\s+(?:[A-Z]{1,3}|(?:[A-Z]\.\s?-?)+))+\s*$", "", name)
    words, wanted = _words(head), _words(family)      # (Vancouver's "Burrell A" filed under "Burrell")
    if "," in name:     # "Family, Given": the family whole, a particle aside ("De Groot, M." filed under "Groot")
        return words[-len(wanted):] == wanted and set(words[:-len(wanted)]) <= _PARTICLES
    return words[-len(wanted):] == wanted


def _agrees(read: list[str], families: list[str], cut: bool) -> bool:
    if len(read) > len(families) or len(read) < len(families) and not cut:
        return False
    return all(_is_family(r, f) for r, f in zip(read, families))


def _with_given(family: str, read: str) -> str:
    """"Dalla Vecchia" and "Claudio Dalla Vecchia" → "Dalla Vecchia, Claudio"; the family alone when the read name
    holds nothing else."""
    if not _holds(read, family):
        return family
    wanted = _words(family)
    shown = re.findall(r"\S+", read.replace(",", " "))
    for i, size in ((i, size) for size in range(1, len(wanted) + 1) for i in range(len(shown) - size + 1)):
        if [w for s in shown[i:i + size] for w in _words(s)] == wanted:      # ("O'Neal" one token, two words)
            # the given names before the family name, else those after it ("P. Bern, J.": "J." is the next name's)
            given = " ".join(shown[:i] or shown[i + size:]).strip(" .,;:")
            if given and len(given) <= 40 and not re.search(r"\d|[^\W\d_]{3,}\s+[^\W\d_]{3,}\s+[^\W\d_]{3,}", given):
                return f"{family}, {given}"
            return family
    return family


def _initials_after(family: str, text: str) -> str:
    """The family name with the initials the item's text writes after it ("{Reinhold} K.," → "Reinhold, K."); the
    family name alone when none follow."""
    after = re.search(rf"(?<![^\W\d_]){re.escape(family)},?\s+((?:[A-Z]\.\s?-?){{1,4}})(?=[,;\s]|$)", text)
    return f"{family}, {after.group(1).strip()}" if after else family


def refine(raw: str, entry: BibEntry) -> bool:
    """Set the authors (and a missing year) of a ``\\bibitem`` from its label where the text's reading disagrees
    with it; True when something was set."""
    families, year, suffix = label_names(raw)
    changed = False
    if year and not entry.year:
        entry.year, entry.year_suffix = split_year(f"{year}{suffix}")
        changed = True
    body = raw[raw.find(_label(raw)) + len(_label(raw)):] if families else ""
    plain = latex_to_text(body) if families else ""
    if not families or not all(_holds(plain, f) for f in families):
        return changed      # (a label whose names the text does not hold: written by hand, or a "---" repeat)
    read = list(entry.authors)
    cut = bool(entry.authors_truncated or _ET_AL.search(body) or "等" in body)     # the text cuts the list the label gives whole
    if _agrees(read, families, cut) and not any(" " in f and "," not in r for r, f in zip(read, families)):
        return changed
    if len(read) > len(families) and all(_is_family(r, f) for r, f in zip(read, families)):
        return changed      # a label that names fewer than the text: cut by a macro not known here, the text stands
    if _agrees(read, families, cut):
        entry.authors = [_with_given(f, r) for r, f in zip(read, families)]
        return True
    # the read names that hold a label name, in order, lend it their given names
    out, at = [], 0
    for family in families:
        found = next((j for j in range(at, len(read)) if _holds(read[j], family)), None)
        out.append(_with_given(family, read[found]) if found is not None else _initials_after(family, plain))
        at = found + 1 if found is not None else at
    entry.authors = out
    entry.authors_truncated = False
    return True
