"""The names of RIS, EndNote XML and MEDLINE records read the way each format documents them,
written for the benches and independent of refverify's readers (nothing here imports refverify):
a bench compares what refverify read against these to catch a wrong split of a name.

- RIS (``AU`` / ``A1``; ``A2`` / ``ED`` / ``A3`` when a record has no author): "Lastname,
  Firstname, Suffix"; a name without a comma is an organisation (one word, or words naming a body),
  or a person written "Given Family" / "Family Initials" by a careless exporter.
- EndNote XML (``<contributors><authors><author>``): the same "Lastname, Firstname" strings.
- MEDLINE (.nbib): ``FAU`` "Lastname, Firstname Middle" (``AU`` "Lastname Initials" when a record
  has no ``FAU``), ``CN`` a group author, all in the record's order.

``records(text)`` → the format and, for each record, the line it starts on (1-based) and its names
as ``(given, family, suffix, group)`` — None when a value cannot be split into persons.
"""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

_PARTICLES = {"van", "von", "de", "der", "den", "da", "del", "di", "du", "la", "le", "ten", "ter", "dos", "das"}
_SUFFIXES = {"jr", "sr", "ii", "iii", "iv", "2nd", "3rd"}
_INITIALS = re.compile(r"^(?:[A-Z]\.?-?){1,4}$")
_RIS_TAG = re.compile(r"^([A-Z][A-Z0-9])  -(?: (.*))?$")
_MEDLINE_TAG = re.compile(r"^([A-Z][A-Z0-9 ]{1,3})- (.*)$")


def kind(text: str) -> str:
    """ris | medline | endnote | "" (another format)."""
    head = text.lstrip("\ufeff")[:20000]
    if re.search(r"(?m)^TY  - ", head):
        return "ris"
    if re.search(r"(?m)^PMID- ", head):
        return "medline"
    if re.search(r"<record[\s>]", head, re.I) and re.search(r"<(?:xml|records)[\s>]", head, re.I):
        return "endnote"
    return ""


# words that name a body, not a person ("International Society for …", "WHO Collaborative Group")
_BODY = re.compile(r"(?i)\b(?:society|association|organi[sz]ation|group|consortium|collaboration|committee|"
                   r"council|institute|university|ministry|department|agency|foundation|commission|network|"
                   r"team|board|office|centre|center|federation|union|bureau|investigators|initiative)\b")


def written(name: str, family_first: bool = False) -> tuple[str, str, str, bool]:
    """(given, family, suffix, group) of one name as these formats write it."""
    name = " ".join(name.split()).strip(" ,;")
    if "," not in name and _BODY.search(name):
        return "", name, "", True
    if "," in name:
        parts = [p.strip() for p in name.split(",")]
        family, rest = parts[0], [p for p in parts[1:] if p]
        suffix = [p for p in rest if p.lower().rstrip(".") in _SUFFIXES]
        given = " ".join(p for p in rest if p not in suffix)
        words = given.split()
        if words and words[-1].lower().rstrip(".") in _SUFFIXES:     # MEDLINE "Ray, Charles E Jr"
            suffix, given = suffix + [words[-1]], " ".join(words[:-1])
        return given, family, " ".join(suffix), False
    words = name.split()
    if len(words) == 1:
        return "", name, "", True
    if family_first or _INITIALS.match(words[-1]):       # "Smith JA" / "Smith J. A." / MEDLINE's AU
        cut = len(words) - 1
        while cut > 1 and "." in words[cut] and _INITIALS.match(words[cut - 1]) and "." in words[cut - 1]:
            cut -= 1          # "Smith J. A.": every dotted initial; "Smith JA" / "BS EN ISO": the last word
        return " ".join(words[cut:]), " ".join(words[:cut]), "", False
    cut = len(words) - 1
    while cut > 1 and words[cut - 1] in _PARTICLES:       # "A. K. van der Vegt": the particles go with it
        cut -= 1
    return " ".join(words[:cut]), " ".join(words[cut:]), "", False


def persons(value: str, family_first: bool = False) -> list[tuple[str, str, str, bool]] | None:
    """The persons of one value. The formats give one person a value; a value someone typed
    several into ("Lee, K.; Ng, P.", "K. Lee and P. Ng", "Lee, K., Ng, P.", "Kai Lee et al") is
    split at its semicolons and "and"s, a trailing "et al." dropped, and a comma list paired
    (family, initials) or taken name by name ("K. Lee, P. Ng"); None when it cannot be split so."""
    value = re.sub(r"\s*,?\s*\bet\.?\s*al\b\.?\s*$", "", " ".join(value.split()).strip(" ,;"))
    if not value:
        return []
    if "," not in value and _BODY.search(value):
        return [written(value)]
    pieces = [p.strip(" ,") for p in re.split(r";|,?\s+(?:and|&)\s+", value) if p.strip(" ,")]
    out = []
    for piece in pieces:
        chunks = [c.strip() for c in piece.split(",") if c.strip()]
        if len(chunks) <= 2 or (len(chunks) == 3 and chunks[2].lower().rstrip(".") in _SUFFIXES):
            out.append(written(piece, family_first))
        elif len(chunks) % 2 == 0 and all(_INITIALS.match(c.replace(" ", "")) for c in chunks[1::2]):
            out += [written(f"{f}, {g}") for f, g in zip(chunks[::2], chunks[1::2])]
        elif all(" " in c for c in chunks):
            out += [written(c) for c in chunks]
        else:
            return None
    return out


def ris_records(text: str) -> list[tuple[int, list]]:
    out, current, start = [], None, 0
    for number, line in enumerate(text.lstrip("\ufeff").split("\n"), start=1):
        tag = _RIS_TAG.match(line.rstrip("\r"))
        if not tag:
            continue
        if tag.group(1) == "TY":
            current, start = [], number
        elif tag.group(1) == "ER":
            if current is not None:
                out.append((start, current))
            current = None
        elif current is not None and (tag.group(2) or "").strip():
            current.append((tag.group(1), tag.group(2)))
    if current is not None:
        out.append((start, current))
    return [(start, _ris_names(tagged)) for start, tagged in out]


def _ris_names(tagged: list[tuple[str, str]]) -> list:
    """The authors (AU, A1); a record without them names its editors or secondary authors (A2, ED, A3)."""
    names = [v for t, v in tagged if t in ("AU", "A1")] or [v for t, v in tagged if t in ("A2", "ED", "A3")]
    return _all(names)


def _all(values: list[str], family_first: bool = False) -> list | None:
    out = []
    for value in values:
        found = persons(value, family_first)
        if found is None:
            return None
        out += found
    return out


def medline_records(text: str) -> list[tuple[int, list]]:
    out = []
    lines = text.lstrip("\ufeff").split("\n")
    record: list[tuple[str, str]] = []
    start = 0

    def flush():
        if record:
            full = [(t, v) for t, v in record if t in ("FAU", "CN")]
            if not any(t == "FAU" for t, _ in full):
                full = [(t, v) for t, v in record if t in ("AU", "CN")]
            names = []
            for t, v in full:
                found = [("", v, "", True)] if t == "CN" else persons(v, family_first=(t == "AU"))
                if found is None:
                    names = None
                    break
                names += found
            out.append((start, names))

    for number, line in enumerate(lines, start=1):
        line = line.rstrip("\r")
        tag = _MEDLINE_TAG.match(line)
        if tag and tag.group(1).strip() == "PMID":
            flush()
            record, start = [], number
        if tag:
            record.append((tag.group(1).strip(), tag.group(2).strip()))
        elif line.startswith("      ") and record:          # a value going on
            record[-1] = (record[-1][0], record[-1][1] + " " + line.strip())
    flush()
    return out


def endnote_records(text: str) -> list[tuple[int, list]]:
    text = text.lstrip("\ufeff")
    starts = [m.start() for m in re.finditer(r"<record[\s>]", text, re.I)]
    out = []
    for index, offset in enumerate(starts):
        end = starts[index + 1] if index + 1 < len(starts) else len(text)
        chunk = text[offset:end]
        close = re.search(r"</record\s*>", chunk, re.I)
        try:
            record = ET.fromstring(chunk[:close.end()] if close else chunk)
        except ET.ParseError:
            continue
        for element in record.iter():
            element.tag = element.tag.lower()
        # EndNote's export, and its upper-case variant (<RECORD><AUTHORS><AUTHOR>) without <contributors>
        people = record.findall("./contributors/authors/author") or record.findall("./authors/author")
        names = ["".join(a.itertext()) for a in people]
        out.append((text.count("\n", 0, offset) + 1, _all([n for n in names if n.strip()])))
    return out


def records(text: str) -> tuple[str, list[tuple[int, list]]]:
    found = kind(text)
    reader = {"ris": ris_records, "medline": medline_records, "endnote": endnote_records}.get(found)
    return found, reader(text) if reader else []
