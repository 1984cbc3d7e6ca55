"""The ``author`` / ``editor`` field of a .bib entry read into "Family, Given" names, the way
exporters and people actually write it (issue 20, item 3).

bibtexparser's name splitter knows BibTeX's own grammar ("Last, First and First Last"). Real
files also hold: DBLP homonym numbers (``Rohit Agrawal 0002``), lists written with commas
(``Yunwen Lei, Puyu Wang, and Ding-Xuan Zhou``, common in LLM-written files), APA lists
(``Smith, J., Jones, K., \\& Lee, M.``), "et al." at the end, unbraced group authors
(``World Health Organization``) and accents written with a space (``Kone\\v cn\\'y``). Each
reading that is a guess says so (``guessed`` and a note), never silently.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from bibtexparser.middlewares.names import (InvalidNameError, parse_single_name_into_parts,
                                            split_multiple_persons_names)

from ..core.compare_text import GROUP_WORDS

TRUNCATION_WORDS = {"others", "et al", "et al.", "et. al.", "etal", "等", "et alii"}
_TRAILING_ET_AL = re.compile(r"[,\s]+et\.?\s+al(?:ii)?\.?\s*$", re.I)
# DBLP disambiguates homonyms with a 4-digit number after the name ("Wei Wang 0001").
_HOMONYM = re.compile(r"(?<=\S)\s+\d{4}(?=\s*(?:,|$))")
# An accent macro followed by a space or a bare letter (\v c, \'y) would be split at the space.
_ACCENT = re.compile(r"\\(?:([`'^\"~=.])\s*|([uvHtcdbrk])(?:\s+|(?=\{)))(?:\{\s*(\w)\s*\}|(\w))")
_LETTER_MACRO = re.compile(r"(?<!\{)\\(ss|ae|AE|oe|OE|aa|AA|o|O|l|L|i|j)(?![A-Za-z])\s*")
_SUFFIX = re.compile(r"^(?:jr|sr|ii|iii|iv|2nd|3rd)\.?$", re.I)
# Initials only: "J.", "J. A.", "J.-P.", "JA", "M.A" (an APA / Vancouver given name).
_INITIALS = re.compile(r"^(?:[^\W\d_]\.?[\s\-]*){1,4}$")


@dataclass
class People:
    names: list[str] = field(default_factory=list)      # "Family, Given" (CJK names as written)
    truncated: bool = False                             # "and others" / "et al." ended the list
    guessed: bool = False                               # the split is a guess: see notes
    notes: list[str] = field(default_factory=list)


def _top_level_split(text: str, sep: str = ",") -> list[str]:
    """``text`` cut at ``sep`` outside braces."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth = max(0, depth - 1)
        elif ch == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [p.strip() for p in parts]


def _words(text: str) -> list[str]:
    return [w for w in re.split(r"\s+", re.sub(r"[{}]", "", text).strip()) if w]


def is_initials(text: str) -> bool:
    text = text.strip()
    letters = [c for c in text if c.isalpha()]
    return (bool(_INITIALS.match(text)) and all(c.isupper() for c in letters)
            and ("." in text or len(letters) <= 3))


def is_group(text: str) -> bool:
    words = [w.lower().strip(".,") for w in _words(text)]
    return len(words) >= 2 and any(w in GROUP_WORDS for w in words)


def _full_name(text: str) -> bool:
    """"Yunwen Lei", "Ding-Xuan Zhou": two or three capitalised words, not initials alone."""
    words = _words(text)
    return (2 <= len(words) <= 4 and all(w[:1].isupper() for w in words)
            and not is_initials(text) and not _SUFFIX.match(words[-1]))


def _comma_list(chunks: list[str]) -> tuple[list[str], str] | None:
    """The persons of an author field written with commas, and which shape it had; None when
    the field is BibTeX's own "Last, First" form."""
    segments = []
    for chunk in chunks:
        segments += [s for s in _top_level_split(chunk) if s]
    segments = [re.sub(r"^(?:and|&|\\&)\s+", "", s).strip() for s in segments]
    segments = [s for s in segments if s]
    if len(segments) < 2:
        return None
    if len(segments) % 2 == 0 and all(is_initials(s) for s in segments[1::2]) \
            and not any(is_initials(s) for s in segments[0::2]) and len(segments) >= 4:
        return [f"{segments[i]}, {segments[i + 1]}" for i in range(0, len(segments), 2)], "APA"
    if all(_vancouver(s) for s in segments):
        return [_family_first(s) for s in segments], "Vancouver"
    if all(_full_name(s) or (s.startswith("{") and s.endswith("}")) for s in segments):
        return segments, "comma"
    return None


def _needs_comma_reading(chunks: list[str]) -> bool:
    counts = [len(_top_level_split(c)) - 1 for c in chunks]
    if any(n >= 2 for n in counts):
        # "Ford, Jr., Henry" is BibTeX's own three-part form
        return not all(n <= 2 and _SUFFIX.match(_top_level_split(c)[1] if n == 2 else "x")
                       for c, n in zip(chunks, counts) if n >= 2)
    if any(n == 1 for n in counts):
        # "Yunwen Lei, Puyu Wang and Yiming Ying": both sides of every comma are full names
        return all(_full_name(a) and _full_name(b) and not is_group(a) for c, n in zip(chunks, counts)
                   if n == 1 for a, b in [_top_level_split(c)])
    return False


def _brace_accents(value: str) -> str:
    value = _ACCENT.sub(lambda m: "{\\" + (m.group(1) or m.group(2)) + "{" + (m.group(3) or m.group(4)) + "}}",
                        value)
    return _LETTER_MACRO.sub(lambda m: "{\\" + m.group(1) + "}", value)


def split_people(value: str, to_text) -> People:
    """The persons of a BibTeX name field; ``to_text`` turns a name part's LaTeX into text."""
    out = People()
    value = re.sub(r"\s+", " ", _brace_accents(str(value or ""))).strip()
    if not value:
        return out
    chunks = [c for c in split_multiple_persons_names(value) if c.strip()]
    if len(chunks) == 1 and len(parts := [c.strip() for c in _top_level_split(chunks[0], ";")
                                          if c.strip()]) >= 2:
        # Web of Science / Scopus exports: "Luna, JP; Perez, C; Lee, K" (BibTeX reads one name)
        chunks = parts
        out.guessed = True
        out.notes.append(f"author list written with semicolons: read as {len(chunks)} names")
    if any(_TRAILING_ET_AL.search(c) for c in chunks):
        # "Smith et al" last, or "GW Moe and J Howlett and Januzzi et al and … Investigators"
        chunks = [_TRAILING_ET_AL.sub("", c).strip() for c in chunks]
        out.truncated = True
        chunks = [c for c in chunks if c]
    kept = []
    for chunk in chunks:
        if chunk.lower().strip(" {}") in TRUNCATION_WORDS:
            out.truncated = True
        else:
            kept.append(chunk)
    chunks = kept
    if _needs_comma_reading(chunks):
        reading = _comma_list(chunks)
        if reading is not None:
            chunks, shape = reading
            out.guessed = True
            out.notes.append(f"author list written with commas ({shape} style): read as "
                             f"{len(chunks)} names")
        else:
            out.guessed = True
            out.notes.append("author field could not be split into names (too many commas): "
                             "names kept as written")
            out.names = [to_text(c) for c in chunks]
            return out
    vancouver = [c for c in chunks if _vancouver(c)]
    if vancouver and any(_given_first(c) for c in chunks):
        # "Zaid Khan and Vijay Kumar B. G", "Mallikarjun B. R. and Ayush Tewari" (DBLP): beside
        # names written given name first, a name ending in initials is read by BibTeX's rule (the
        # last word the family name, as DBLP and the records have it); the name rules compare
        # either order ("JA, Lee" is still Lee JA), so the reading needs no softening
        out.notes.append(f"name {vancouver[0].strip()!r} ends in initials among names written given "
                         "name first: read by BibTeX's rule (the last word is the family name)")
    elif vancouver:
        # "Smith JA and Jones K", "Wiviott and de Lemos JA and Morrow DA" (PubMed style in a
        # .bib): BibTeX would read "JA" / "DA" as the surname
        chunks = [_family_first(c) if _vancouver(c) else c for c in chunks]
        out.notes.append("names written family name first with initials (Smith JA): read so")
    for chunk in chunks:
        out.names.append(_one_name(chunk, to_text, out))
    return out


def _initials_at(words: list[str]) -> int | None:
    """Where the trailing initials of "Smith JA" / "Voogt J. A." start (None: not that form)."""
    if len(words) < 2 or is_initials(words[0]):
        return None
    tail = next((i for i in range(1, len(words)) if is_initials(" ".join(words[i:]))), None)
    return tail if tail is not None and not any(is_initials(w) for w in words[:tail]) else None


def _vancouver(chunk: str) -> bool:
    """"Smith JA", "Voogt J. A.": a family name, then initials ("{Schrödinger LLC}", braced, is
    a name as written)."""
    return "," not in chunk and not chunk.strip().startswith("{") and _initials_at(_words(chunk)) is not None


def _given_first(chunk: str) -> bool:
    """"Zaid Khan", "Samuel Schulter": a person written given name first, in full words."""
    words = _words(chunk)
    return ("," not in chunk and not chunk.strip().startswith("{") and len(words) >= 2 and not is_group(chunk)
            and not any(is_initials(w) for w in words) and _full_name(chunk))


def _family_first(chunk: str) -> str:
    words = _words(chunk)
    tail = _initials_at(words)
    return " ".join(words[:tail]) + ", " + " ".join(words[tail:])


def _one_name(chunk: str, to_text, out: People) -> str:
    chunk = _HOMONYM.sub("", chunk.strip())
    if "," not in chunk and is_group(chunk):
        return to_text(chunk)              # "World Health Organization" is no "Organization, W. H."
    try:
        parts = parse_single_name_into_parts(chunk)
    except InvalidNameError:
        out.guessed = True
        out.notes.append(f"name {chunk!r} could not be split: kept as written")
        return to_text(chunk)
    return person_name(parts, to_text)


def person_name(parts, to_text) -> str:
    """"Family, Given[, Jr]" from bibtexparser NameParts; CJK names as written ("张三")."""
    from ..core.text import has_cjk
    family = to_text(" ".join(parts.von + parts.last))
    given = to_text(" ".join(parts.first))
    if has_cjk(family + given):
        if family and given and not has_cjk(given):
            return f"{family}, {given}"     # "昂温, S": a transliterated name, its initial kept apart
        return family + given             # "张, 三" is 张三 (no letter of either part dropped)
    suffix = ", " + to_text(" ".join(parts.jr)) if parts.jr else ""
    words = given.split()
    if is_initials(family) and not _SUFFIX.match(family) and len(words) >= 2 and not is_initials(words[-1]):
        # "Ronald D. Aponte A.": a second family name abbreviated ("Aponte A."), never a family "A."
        family, given, words = f"{words[-1]} {family}", " ".join(words[:-1]), words[:-1]
    if _SUFFIX.match(family) and len(words) >= 2 and not suffix:
        # ACM's "III, Barry W. Peddycord": the suffix written where the family name goes
        family, given, suffix = words[-1], " ".join(words[:-1]), ", " + family
    return f"{family}, {given}{suffix}" if given else family
