"""A reference list under a heading that names it in other words (issue 20, held-out batch 23).

"6. Resources", "Sources", "Works Consulted", "Further Reading", "参考资料": words that head a
reference list in some reports and mean something else in others (the computing resources of a
project). When a document has no list under a reference heading, the last such heading is taken
for the list's only if what follows it, up to the next heading, reads as reference entries (three
or more, nearly all with a year and an entry's opening); a note says so.
"""
from __future__ import annotations

import re

from .documents import Block
from .reflist_group import ENTRY_START, group_reference_entries, looks_like_entry_start

_WEAK_HEADING = re.compile(
    r"^(?:(?:\d+(?:\.\d+)*|[IVX]+|[A-Z])[.、．)]?\s*)?(?:list of\s+)?"
    r"(?:resources|sources(?: consulted| used)?|works consulted|further reading|reading list|citations|"
    r"reference materials|参考资料|参考书目|引用资料)\s*[:：]?$", re.IGNORECASE)
_YEAR = re.compile(r"(?<!\d)(?:1[89]|20)\d\d(?!\d)|\bn\.\s?d\.", re.IGNORECASE)
MIN_ENTRIES = 3


def split_weak_headed_list(blocks: list[Block], file: str,
                           unit: str = "paragraphs") -> tuple[list[Block], list[tuple[int, str]], str]:
    """(body blocks, reference lines, note); no such list: the blocks unchanged, no lines, no note."""
    for index in range(len(blocks) - 1, -1, -1):
        heading = blocks[index]
        if heading.kind != "heading" or not _WEAK_HEADING.match(" ".join(heading.text.split())):
            continue
        end = index + 1
        while end < len(blocks) and blocks[end].kind != "heading":
            end += 1
        entries = [b for b in blocks[index + 1:end] if b.text.strip()]
        # an entry opens with its authors and has a year, or opens with its number
        starts = sum(1 for b in entries if (_YEAR.search(b.text) and looks_like_entry_start(b.text))
                     or ENTRY_START.match(b.text))
        if len(entries) < MIN_ENTRIES or starts < 0.7 * len(entries):
            return blocks, [], ""
        lines = group_reference_entries([(b.line, b.text.strip()) for b in entries], paragraphs=True)
        note = (f"{file}: no reference heading; the {len(entries)} entries under '{heading.text.strip()}' "
                f"({unit} {entries[0].line}-{entries[-1].line}) are read as the reference list")
        return blocks[:index] + blocks[end:], lines, note
    return blocks, [], ""
