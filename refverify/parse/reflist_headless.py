"""A reference list with no heading of its own, in the middle of a document (issue 20).

A draft may put its numbered list right after the introduction, with no "References" line
above it and more body text after it. When a document has no list under a heading, a run of
paragraphs numbered "[1]", "[2]", … in order (each with a year, a DOI or a link) is taken for
the list, with the unnumbered entries that follow it (a year and an entry's form) up to the
next heading or the next paragraph of prose. The paragraphs leave the body, so their numbers
are no citations; a note says where the list was found.
"""
from __future__ import annotations

import re

from .documents import Block
from .reflist_annotated import is_prose
from .reflist_group import group_reference_entries, looks_like_entry_start

_NUMBERED = re.compile(r"^\s*[\[［]\s*(\d{1,4})\s*[\]］]\s*\S")
_YEAR = re.compile(r"(?<!\d)(?:1[89]|20)\d\d(?!\d)")
# GB/T 7714's document type: "[J]", "[M]", "[D]", "[EB/OL]"
_GBT_TYPE = re.compile(r"\[(?:[A-Z]{1,2})(?:/OL)?\]")
# "Fan C, Wang J, Huang W, et al. Title" (GB/T, Vancouver): family names and initials
_INITIALS_START = re.compile(r"^[A-Z][\w'’-]+(?: [A-Z][\w'’-]+)* [A-Z]{1,3}(?:,| et al| \.|\.)"
                             # (and the initials first, as Elsevier's numbered styles write them: "C. Kofler, M. Larson, …")
                             r"|^(?:[A-Z]\.[\s\-]?){1,3}[A-Z][^\W\d_]+(?:[\-'’][^\W\d_]+)?,\s(?:[A-Z]\.|and\s)")
MIN_ENTRIES = 5


def _reference_like(text: str) -> bool:
    return bool(_YEAR.search(text) or "http" in text or "doi" in text.lower())


def _unnumbered_entry(text: str) -> bool:
    # (a writer's label before it is no part of its shape: "[a2] C. Kofler, M. Larson, …", "[lifeifei] Zhu Y, …")
    text = re.sub(r"^\[[^\[\]]{1,16}\]\s*(?=\S)", "", text.strip())
    return bool(_YEAR.search(text)) and len(text) < 600 and bool(
        _GBT_TYPE.search(text) or _INITIALS_START.match(text) or looks_like_entry_start(text))


def _followed_by(blocks: list[Block], index: int, number: int) -> bool:
    """The paragraph at ``index`` is entry ``number`` of the list and reads like a reference
    ("[6] 参考百度百科关于…的名词解释." between "[5] …2012年3月." and "[7] …2014.")."""
    if index >= len(blocks) or blocks[index].kind != "paragraph":
        return False
    match = _NUMBERED.match(blocks[index].text)
    return bool(match and int(match.group(1)) == number and _reference_like(blocks[index].text))


def _continued(blocks: list[Block], index: int, expected: int) -> bool:
    """The unnumbered paragraph at ``index`` goes on with the entry before: the next numbered entry
    (``expected``) comes within two paragraphs."""
    for ahead in blocks[index + 1:index + 3]:
        match = _NUMBERED.match(ahead.text) if ahead.kind == "paragraph" else None
        if match:
            return expected <= int(match.group(1)) <= expected + 1
    return False


def _numbered_runs(blocks: list[Block]) -> list[tuple[int, int]]:
    """(first, end) block indexes of every run "[1]" … "[n]" in order, n >= MIN_ENTRIES."""
    runs = []
    index = 0
    while index < len(blocks):
        match = _NUMBERED.match(blocks[index].text)
        if not (blocks[index].kind == "paragraph" and match and match.group(1) == "1"):
            index += 1
            continue
        expected, end = 1, index
        while end < len(blocks) and blocks[end].kind == "paragraph":
            match = _NUMBERED.match(blocks[end].text)
            if not match and end > index and _continued(blocks, end, expected):
                end += 1    # an entry over two or three paragraphs: "[18]A. J. Guillen, …," / "Building …"
                continue
            # a number left out ("[21]" then "[23]") does not end the list
            if not match or not expected <= int(match.group(1)) <= expected + 1:
                break
            number = int(match.group(1))
            whole = " ".join([blocks[end].text, *_continuation(blocks, end)])
            if not _reference_like(whole) and not _followed_by(blocks, end + 1, number + 1):
                break       # an item with no year nor link is the list's only when the numbering goes on after it
            expected, end = number + 1, end + 1
        if end - index >= MIN_ENTRIES:
            runs.append((index, end))
        index = max(end, index + 1)
    return runs


def _continuation(blocks: list[Block], index: int) -> list[str]:
    """The unnumbered paragraphs (at most two) that carry on entry ``index`` ("[19]A. J. Guillen, …," /
    "Building Information Modeling as …," / "Volume 49, Issue 28, 2016, …"): its year may be in the last."""
    texts = []
    for block in blocks[index + 1:index + 3]:
        if block.kind != "paragraph" or _NUMBERED.match(block.text):
            break
        texts.append(block.text)
    return texts


def _group_heading(text: str) -> bool:
    """A short line naming a group of references ("知识融合参考文献[b1-bn]", "References (part 2)"), no year in it."""
    text = text.strip()
    return len(text) <= 40 and not _YEAR.search(text) and bool(re.search(r"参考文献|(?i:\breferences\b|\bbibliography\b)", text))


def all_entries(blocks: list[Block]) -> bool:
    """Every block is a paragraph that reads as a reference entry (numbered or not, with a year or a link)."""
    return bool(blocks) and all(b.kind == "paragraph" and (_unnumbered_entry(b.text) or _NUMBERED.match(b.text)
                                                           and _reference_like(b.text)) for b in blocks)


def only_entries(blocks: list[Block], file: str, unit: str = "paragraphs") -> tuple[list[tuple[int, str]], list[str]]:
    """(reference lines, notes) of a document that holds nothing but entries in more than one numbered
    run (a thesis's scrap file of short lists, each numbered from [1] again): all of them, in order."""
    lines = group_reference_entries([(b.line, b.text.strip()) for b in blocks], paragraphs=True)
    return lines, [f"{file}: the document holds only reference entries ({unit} {blocks[0].line}-"
                   f"{blocks[-1].line}), not one numbered run; all are read as its reference list"]


def split_headless_list(blocks: list[Block], file: str,
                        unit: str = "lines") -> tuple[list[Block], list[tuple[int, str]], str]:
    """(body blocks, reference lines, notes). No run: the blocks unchanged, no lines, no notes.

    Reference lines are ``(first line, text)`` per entry: one a paragraph (its wrapped lines joined).
    The longest run is read; any other run (a second copy of the list, an older draft of it) leaves
    the body too (its numbers are no citations) and is named in a second note, never dropped silently."""
    runs = _numbered_runs(blocks)
    if not runs:
        return blocks, [], []
    # (a heading of a group inside such a file, "知识融合参考文献[b1-bn]", is no entry and no body text)
    listed = [b for b in blocks if not _group_heading(b.text)]
    if sum(stop - start for start, stop in runs) < len(listed) and all_entries(listed):
        # a file of nothing but short lists, each numbered from [1] again (a thesis's scrap file): all of it
        return [], *only_entries(listed, file, unit)
    first, end = max(runs, key=lambda run: run[1] - run[0])
    others = [run for run in runs if run[0] != first]
    run_end = end
    while end < len(blocks) and blocks[end].kind == "paragraph" and _unnumbered_entry(blocks[end].text):
        end += 1
    taken = blocks[first:end]
    entries: list[tuple[int, str]] = []
    for position, block in enumerate(taken):
        read = group_reference_entries([(block.line + offset, text) for offset, text in enumerate(block.text.split("\n"))])
        if entries and first + position < run_end and not _NUMBERED.match(block.text):
            # inside the numbered run, a paragraph without a number goes on with the entry before it
            entries[-1] = (entries[-1][0], " ".join([entries[-1][1], *(text for _, text in read)]))
        else:
            entries.extend(read)
    last = taken[-1].line + taken[-1].text.count("\n")
    after = "more body text after it" if end < len(blocks) else "nothing after it"
    notes = [f"{file}: reference list found without a heading at {unit} {taken[0].line}-{last} "
             f"({end - first} paragraphs, {after}); read as the document's reference list"]
    notes += [f"{file}: another numbered list at {unit} {blocks[start].line}-{blocks[stop - 1].line} "
              f"({stop - start} paragraphs) is not read: check which list is the document's"
              for start, stop in others]
    gone = {*range(first, end), *(k for start, stop in others for k in range(start, stop))}
    return [block for k, block in enumerate(blocks) if k not in gone], entries, notes


# a book line without a type code: "… 北京:  机械工业出版社, 2022.", "… Palo Alto, CA: EPRI, 2004."
_BOOK_LINE = re.compile(r"(?:出版社|Press|Publishers?|Verlag)\s*[,，.]?\s*(?:19|20)\d\d|[^\W\d_]{2,20}\s*[:：]\s*[^:：,，]{2,40}[,，]\s*(?:19|20)\d\d")
MIN_TRAILING = 3


def _trailing_entry(text: str) -> bool:
    # "Smith (2020) found that …" ending a text is prose, no entry
    return not is_prose(text) and (_unnumbered_entry(text) or (bool(_BOOK_LINE.search(text)) and len(text.strip()) < 400))


def split_trailing_list(blocks: list[Block], file: str,
                        unit: str = "paragraphs") -> tuple[list[Block], list[tuple[int, str]], str]:
    """(body blocks, reference lines, note): the paragraphs that end a document with no reference heading
    and no numbers, when three or more read as entries (a year and an entry's form: a type code, names
    with initials, a publisher), are its list; one paragraph among them with a year (an entry of another
    form) goes with them. None: the blocks unchanged, no lines, no note."""
    start, labels = len(blocks), []
    while start > 0 and blocks[start - 1].kind == "paragraph":
        text = blocks[start - 1].text
        if _trailing_entry(text):
            start -= 1
        elif (start - 1 > 0 and start < len(blocks) and _reference_like(text) and len(text) < 400
              and blocks[start - 2].kind == "paragraph" and _trailing_entry(blocks[start - 2].text)):
            start -= 1      # "EPRI. Technical and system requirements …" between two entries
        elif start < len(blocks) and _broken_entry(text, blocks[start].text):
            start -= 1      # an entry broken over two paragraphs: "[9]Manolakis D, … for automatic" | "target detection …[J]. …"
        elif _group_label(blocks, start - 1) and len(blocks) - start >= MIN_TRAILING:
            start -= 1      # "Japanese works:" between the entries of two languages: a label of the list
            labels.append(blocks[start])
        else:
            break
    while labels and blocks[start] is labels[-1]:      # a label that opens the run is the body's
        start += 1
        labels.pop()
    taken = blocks[start:]
    if sum(1 for block in taken if _trailing_entry(block.text)) < MIN_TRAILING:
        return blocks, [], ""
    lines = group_reference_entries([(block.line, block.text.strip()) for block in taken if block not in labels],
                                    paragraphs=True)
    note = (f"{file}: no reference heading; the {len(taken)} paragraphs that end the document "
            f"({unit} {taken[0].line}-{taken[-1].line}) read as reference entries and are read as its list")
    if labels:
        note += "; " + ", ".join(f"“{b.text.strip()}” ({unit[:-1]} {b.line})" for b in reversed(labels)) + \
                " read as a label between its entries, no entry"
    return blocks[:start], lines, note


def _broken_entry(text: str, following: str) -> bool:
    """``text`` opens an entry that ``following`` goes on with: it opens like one (a number, names with initials), ends
    without a stop, and the paragraph after it starts with a lower-case word."""
    text = text.strip()
    return (0 < len(text) < 300 and not re.search(r"[.。]$", text) and bool(re.match(r"[a-z]", following.strip()))
            and bool(_NUMBERED.match(text) or _INITIALS_START.match(text) or looks_like_entry_start(text)))


def _group_label(blocks: list[Block], index: int) -> bool:
    """A short paragraph without a year between two reference entries ("日本語文献：", "Other works"):
    a label that parts a list by language or kind."""
    text = blocks[index].text.strip()
    return (0 < len(text) <= 80 and not _YEAR.search(text) and not is_prose(text) and index > 0
            and blocks[index - 1].kind == "paragraph" and _trailing_entry(blocks[index - 1].text))
