"""A document's reference list read into entries, whole (issue 20: never drop, never silent).

``read_list`` is the one place Step A turns a list's grouped lines into ``BibEntry`` records:
prose before entry 1 is set apart as notes, an entry that seems to hold several references run
together is said (in its notes and the run's messages), and every entry of an author–date list
gets a key of its own — an entry without an author, or a second "Smith 2020" without its a/b
suffix, is kept under a key made unique, never merged into another and lost.
"""
from __future__ import annotations

import re
from dataclasses import replace

from .documents import line_file
from .entry import BibEntry, clean_space
from .reflist import alpha_label, parse_reference_lines
from .reflist_group import run_together
from .reflist_notes import split_leading_notes


def read_list(lines: list[tuple[int, str]], file: str) -> tuple[list[BibEntry], list[str]]:
    """(entries, messages) of one reference list."""
    notes, lines = split_leading_notes(lines)
    messages = [f"{line_file(item, file)}: line {item[0]}: a note before the first reference, not read "
                f"as an entry: {clean_space(item[1])[:90]!r}" for item in notes]
    entries = parse_reference_lines(lines, file)
    messages += _alpha_numbers(entries)
    for entry in entries:
        several = run_together(entry.raw)
        if several:
            note = (f"this entry seems to hold {several} references run together: check the list's "
                    "layout (each reference its own paragraph or line)")
            entry.notes.append(note)
            messages.append(f"{entry.file}: line {entry.line}: {note}")
    return entries, messages


def _alpha_numbers(entries: list[BibEntry]) -> list[str]:
    """An alpha list ("[MüS03] MÜLLER, Hans …", "[Smi10a] …") typed in a document: the text cites its labels
    ("wie in [MüS03] gezeigt"). Its entries are numbered in the list's order, each keeping its label, so a
    label cites the entry under that number. (Not for a list with numbers of its own, nor with one label.)"""
    labels = [alpha_label(e.raw) for e in entries]
    if any(e.number is not None for e in entries) or sum(1 for x in labels if x) < 2 \
            or len(set(x for x in labels if x)) < sum(1 for x in labels if x):
        return []
    for number, (entry, label) in enumerate(zip(entries, labels), 1):
        entry.number, entry.label = number, label
    return [f"{entries[0].file}: the list's entries open with labels ([{labels[0] or '…'}] …): numbered 1–"
            f"{len(entries)} in the list's order; the text's [label] cites the entry of that label"]


def unique_keys(entries: list[BibEntry], taken: set[str]) -> None:
    """Give every keyed-by-author entry a key of its own (``taken``: keys already used, e.g. by a
    .bib file, which keep their entries). An entry without one is keyed by its first words and
    line; a repeated key gets "-2", "-3", … and a note saying which citation goes where."""
    seen = set(taken)
    for entry in entries:
        if not entry.key and entry.number is not None and str(entry.number) not in seen:
            # a numbered list in a text that cites by author and year: the number keys it
            entry.key = str(entry.number)
        elif not entry.key:
            words = re.sub(r"[^a-z0-9]+", "", clean_space(entry.title or entry.raw).casefold()[:24])
            entry.key = f"{words or 'entry'}{entry.year or ''}-line{entry.line}"
            entry.notes.append("no author read from this line: keyed by its first words and line")
        elif entry.key in seen:
            base, n = entry.key, 2
            while f"{base}-{n}" in seen:
                n += 1
            entry.key = f"{base}-{n}"
            entry.notes.append(f"a second entry read as {base!r} (same first author and year, no a/b "
                               f"suffix): kept as {entry.key!r}; a citation of that author and year cannot tell "
                               "the two apart")
        seen.add(entry.key)


def keyed_copies(entries: list[BibEntry], taken: set[str]) -> list[BibEntry]:
    """Copies of ``entries`` under the keys ``unique_keys`` gives them once the citation style is
    known (a numbered entry of an author–year text: its number), so author–year citations can
    be matched to them before; the entries themselves are left as they are."""
    copies = [replace(e, notes=[]) for e in entries]
    unique_keys([c for c in copies if not c.key or c.key not in taken], set(taken))
    return copies
