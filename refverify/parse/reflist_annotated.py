"""An annotated bibliography: prose under each entry is the author's, not the list's (issue 20,
held-out batch 25).

A student's annotated bibliography puts one to three paragraphs of prose under each reference
("This scoping review maps how … I will use it to …"), and may group the entries under
"Part 1: Personal Reflection". Read as list lines, every annotation became a reference that
could not be read. Here a list whose entries are each followed by prose is split: the entries stay
the list, the prose paragraphs go back to the body (their citations, "Snowden (2024) shows …",
count), and a note names them. A list without such prose is unchanged.

A title page that repeats the list's heading ("…: Bibliography", then name, school, date, then the
heading again over the entries) is no part of the list: ``reads_as_references`` tells the reader
whether the lines before the second heading hold any reference at all.
"""
from __future__ import annotations

import re

from .documents import Block

_YEAR = re.compile(r"(?<!\d)(?:1[6-9]|20)\d\d(?!\d)")
# an entry's marks: "(2022).", "(n.d.).", a DOI or link, "vol. 3" / "pp. 12", a year closing the line,
# GB/T's type code ("[C]", "[J]", "[EB/OL]"), a page range closing the line ("2016, 38-44."), a Harvard
# author opening the line ("Crotty, M. (1998) The …", "Golder, S., Ahmed, S. and …"), Vancouver's date and
# names ("2021;9:43.", "Huang F, Ni M, …")
_ENTRY_MARK = re.compile(r"\(\s*(?:(?:1[6-9]|20)\d\d[a-z]?|n\.\s?d\.)(?:,[^)]{0,30})?\s*\)\s*[.,]|\bdoi\b|https?://|"
                         r"\b(?:vol|pp|no)\.\s*\d|(?:1[6-9]|20)\d\d[a-z]?\.?\s*$|(?-i:\[[A-Z]{1,2}(?:/OL)?\])|"
                         r"(?<![\d.])\d{1,6}\s*[-–]\s*\d{1,6}\.?\s*$|"
                         r"(?-i:^\s*[A-Z][\w'’\-]+(?:\s[A-Z][\w'’\-]+)?,\s+(?:[A-Z]\.\s?-?)+(?:,|\s+and\s|\s*&|\s*\())|"
                         # Vancouver / AMA: "2021;9:43." and names with bare initials "17. Huang F, Ni M,"
                         r"(?:1[6-9]|20)\d\d\s*(?:[A-Z][a-z]{2}\s*)?;\s*\d|"
                         # Chicago author-date's year between the names and the title: "… Richard E. Mayer. 2016. E-learning …"
                         r"(?-i:[a-z]\.\s(?:1[6-9]|20)\d\d[a-z]?\.\s+[A-Z“\"])|"
                         r"(?-i:^\s*(?:\[?\d{1,4}[.)\]]\s*)?[A-Z][\w'’\-]+\s[A-Z]{1,3},\s+[A-Z][\w'’\-]+\s[A-Z]{1,3}[,.])",
                         re.IGNORECASE)
_SENTENCE_END = re.compile(r"[.!?。！？][\"”’)]?\s*$")
_MIN_PROSE = 2          # prose paragraphs under entries before a list is an annotated one


def reads_as_references(lines: list[tuple[int, str]]) -> bool:
    """Whether any of the lines is long enough and dated like a reference (a title page's "April 30,
    2025." is not)."""
    return any(len(text.strip()) >= 40 and _YEAR.search(text) for _, text in lines)


def is_prose(text: str) -> bool:
    """A paragraph of sentences: a dozen words or more, mostly lower-case, closed like a sentence,
    and with none of an entry's marks."""
    words = text.split()
    if len(words) < 12 or not _SENTENCE_END.search(text) or _ENTRY_MARK.search(text):
        return False
    lower = sum(1 for w in words if w[:1].islower())
    return lower >= 0.55 * len(words)


_NUMBERED = re.compile(r"^\s*\[?(\d{1,3})[.)\]]\s+\S")
# what an entry puts on a line or paragraph of its own and is still the entry's: its link, DOI or access date
# (Word's Harvard after a line break inside one entry: "[Online] <br> Available at: … <br> [Accessed …].")
GOES_ON = re.compile(r"^\s*(?:Available\s+(?:at|from|online)|\[?\s*Accessed\b|\(\s*Accessed\b|Retrieved\b|Viewed\b|"
                     r"doi\s*:|DOI\b|https?://|www\.|URL\b|\[Online\]|\(Online\))", re.IGNORECASE)


def _between_numbered(filled: list[tuple[int, str]], prose: list[int]) -> list[int]:
    """In a list numbered 1, 2, 3 … whose entries carry prose, every unnumbered paragraph after an entry's first
    prose paragraph is its annotation, prose or not ("Sample: 2,873 patients …", a list of the study's
    variables); a link or DOI on a paragraph of its own stays with the entry."""
    numbered = [i for i, (_, t) in enumerate(filled) if _NUMBERED.match(t)]
    numbers = [int(_NUMBERED.match(filled[i][1]).group(1)) for i in numbered]
    if len(numbered) < 2 or numbered[0] != 0 or numbers != list(range(1, len(numbers) + 1)):
        return prose
    # (before an entry's first prose paragraph, what follows its number is still the entry: "1. Baldick (2015) —
    # Definition of Tone" over "Source" and "Baldick, C. (2015). The Oxford Dictionary …")
    out, annotating = [], False
    for i, (_, text) in enumerate(filled):
        if i in numbered:
            annotating = False
        elif i in prose or annotating and not GOES_ON.match(text):
            out.append(i)
            annotating = True
    return out


def split_annotations(lines: list[tuple[int, str]], file: str,
                      unit: str = "paragraphs") -> tuple[list[tuple[int, str]], list[Block], str]:
    """(list lines, annotation blocks for the body, note). Only a list whose every prose paragraph
    follows an entry or another annotation, with two or more of them, is split."""
    filled = [(n, t) for n, t in lines if t.strip()]
    prose = [i for i, (_, t) in enumerate(filled) if is_prose(t.strip())]
    if len(prose) < _MIN_PROSE or not filled or 0 in prose:
        return lines, [], ""
    numbered = _between_numbered(filled, prose)
    numbered_list = numbered is not prose       # (the numbers mark the entries)
    prose = numbered
    entries = [(n, t) for i, (n, t) in enumerate(filled) if i not in set(prose)]
    if len(entries) < 2 or not numbered_list and sum(1 for _, t in entries if _ENTRY_MARK.search(t)) < 0.7 * len(entries):
        return lines, [], ""
    taken = {filled[i] for i in prose}
    kept = [(n, t) for n, t in lines if not (t.strip() and (n, t) in taken)]
    notes = [Block(filled[i][1].strip(), filled[i][0], file, "paragraph") for i in prose]
    note = (f"{file}: an annotated bibliography: {len(notes)} {unit} of prose under its {len(entries)} entries "
            f"({unit} {notes[0].line}-{notes[-1].line}) are read as the author's annotations, not as entries")
    return kept, notes, note
