"""A tolerant reader for the .bib entries bibtexparser refuses or mis-reads (issue 20, item 1).

BibTeX itself accepts much that bibtexparser rejects: a field given twice (``doi`` three times),
a missing comma between two fields, one field whose braces do not balance. Such an entry is
read here field by field; every liberty taken is a note, and a field read by a guess is named
in ``guessed``. What cannot be read at all (no ``@type{``, no field) is ``unreadable`` with its
cause: the entry is still kept, never dropped.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

_HEADER = re.compile(r"\s*@\s*([A-Za-z][\w\-]*)\s*([{(])")
_KEY = re.compile(r"\s*([^\s,{}()=\"#]+)\s*,")
# in a braced entry a key may hold parentheses, as BibTeX reads it: "@article{doi:10.1061/(ASCE)0733-9429(2002)128:3(306),"
_BRACED_KEY = re.compile(r"\s*([^\s,{}=\"#]+)\s*,")
_NAME = re.compile(r"\s*([A-Za-z][\w\-:.+]*)\s*=\s*")
# A field name with its "=" starting at a point: where a value without its closing brace ends.
_NEXT_FIELD = re.compile(r",?\s*\n?\s*[A-Za-z][\w\-:.]*\s*=\s*[{\"\d]")
# What a mis-read value betrays: a closing delimiter followed by another field ("{A B} title={T}").
SWALLOWED_FIELD = re.compile(r"[}\"]\s*[A-Za-z][\w\-]*\s*=\s*[{\"]")


@dataclass
class Tolerant:
    entry_type: str = ""
    key: str = ""
    fields: dict[str, str] = field(default_factory=dict)   # name (lower case) -> value, first kept
    notes: list[str] = field(default_factory=list)
    guessed: set[str] = field(default_factory=set)          # fields read by a guess
    unreadable: str = ""                                    # why nothing could be read


def _braced(text: str, start: int) -> int | None:
    """The index just after the brace closing the one at ``start``; None when it never closes."""
    depth = 0
    for i in range(start, len(text)):       # BibTeX counts every brace, escaped or not
        if text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i + 1
    return None


def _quoted(text: str, start: int) -> int | None:
    depth = 0
    for i in range(start + 1, len(text)):
        ch = text[i]
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth = max(0, depth - 1)
        elif ch == '"' and depth == 0 and text[i - 1] != "\\":
            return i + 1
    return None


def _cut_unbalanced(text: str, start: int, end: int) -> int:
    """Where a value whose braces never balance most likely ends: before the next field, or at
    the end of its line."""
    match = _NEXT_FIELD.search(text, start + 1, end)
    line_end = text.find("\n", start)
    candidates = [m for m in (match.start() if match else None, line_end if line_end > 0 else None) if m]
    return min(candidates) if candidates else end


def _value(text: str, pos: int, end: int, name: str, out: Tolerant, strings: dict) -> tuple[str, int]:
    """One value (pieces joined with #) from ``pos``; the position after it."""
    pieces = []
    while True:
        while pos < end and text[pos].isspace():
            pos += 1
        if pos >= end:
            break
        ch = text[pos]
        if ch in "{\"":
            close = _braced(text, pos) if ch == "{" else _quoted(text, pos)
            if close is None or close > end:
                cut = _cut_unbalanced(text, pos, end)
                inner = text[pos + 1:cut].strip().rstrip(",").rstrip("}").strip()
                pieces.append(inner.replace("{", "").replace("}", "") if inner.count("{") != inner.count("}")
                              else inner)
                out.notes.append(f"field '{name}': unbalanced braces, read up to "
                                 + ("the next field" if cut < end and text[cut] != "\n" else "the end of its line"))
                out.guessed.add(name)
                pos = cut
                break
            pieces.append(text[pos + 1:close - 1])
            pos = close
        else:
            match = re.compile(r"[^\s,#{}()\"]+").match(text, pos)
            if not match:
                break
            word = match.group(0)
            pieces.append(strings.get(word.lower(), word))
            pos = match.end()
        rest = re.compile(r"\s*#").match(text, pos)
        if not rest:
            break
        pos = rest.end()
    return "".join(pieces).strip(), pos


def _one_name_each(fname: str, values: list[str]) -> bool:
    """A name field given several times, each time one person (no 'and', distinct values)."""
    if fname not in ("author", "editor"):
        return False
    names = [v.strip() for v in values]
    return all(names) and len(set(names)) > 1 and \
        not any(re.search(r"\sand\s", v, re.IGNORECASE) for v in names)


def read_entry(raw: str, strings: dict | None = None) -> Tolerant:
    """The fields of one entry's raw text, read tolerantly."""
    strings = {k.lower(): v for k, v in (strings or {}).items()}
    out = Tolerant()
    header = _HEADER.match(raw)
    if not header:
        out.unreadable = "no '@type{key,' header"
        return out
    out.entry_type = header.group(1).lower()
    closer = "}" if header.group(2) == "{" else ")"
    pos = header.end()
    key = (_BRACED_KEY if closer == "}" else _KEY).match(raw, pos)
    if key and not _NAME.match(raw, pos):
        out.key, pos = key.group(1), key.end()
    else:
        out.notes.append("entry without a key")
    close = _braced(raw, header.end() - 1) if closer == "}" else None
    if close is None and closer == ")" and raw.rstrip().endswith(")"):
        close = len(raw.rstrip())
    if close is not None:
        end = close - 1
    else:
        end = len(raw.rstrip())
        out.notes.append("entry not closed (the file ends or the next entry starts inside it)")
    repeated: dict[str, list[str]] = {}
    while pos < end:
        while pos < end and (raw[pos].isspace() or raw[pos] == ","):
            pos += 1
        if pos >= end:
            break
        name = _NAME.match(raw, pos)
        if not name:
            skip = re.compile(r"[^,\n]*[,\n]?").match(raw, pos)
            junk = raw[pos:skip.end()].strip()
            if junk.strip("})"):
                out.notes.append(f"text that is no field skipped: {junk[:40]!r}")
            pos = max(skip.end(), pos + 1)
            continue
        fname = name.group(1).lower()
        value, pos = _value(raw, name.end(), end, fname, out, strings)
        if fname in out.fields:
            repeated.setdefault(fname, []).append(value)
        else:
            out.fields[fname] = value
        after = re.compile(r"\s*").match(raw, pos).end()
        if after < end and raw[after] != "," and _NAME.match(raw, after):
            out.notes.append(f"missing comma after field '{fname}'")
    for fname, others in repeated.items():
        if _one_name_each(fname, [out.fields[fname], *others]):
            # "author = {Zeeberg B. R.}, author = {Riss J.}": an exporter writing one person a field
            out.fields[fname] = " and ".join(dict.fromkeys([out.fields[fname], *others]))
            out.guessed.add(fname)
            out.notes.append(f"field '{fname}' given {len(others) + 1} times with one name each: "
                             "read as one list of names, in file order")
            continue
        out.notes.append(f"field '{fname}' given {len(others) + 1} times: kept the first "
                         f"({out.fields[fname][:60]!r}), ignored " + ", ".join(repr(o[:60]) for o in others))
    out.fields = {k: v for k, v in out.fields.items() if v}
    if not out.fields:
        out.unreadable = "no field could be read"
    return out
