"""A reference list under a heading that names it in other words (issue 20, held-out batch 23).

"6. Resources", "Sources", "Works Consulted", "Further Reading", "参考资料": words that head a
reference list in some reports and mean something else in others (the computing resources of a
project). When a document has no list under a reference heading, the last such heading is taken
for the list's only if what follows it, up to the next heading, reads as reference entries (three
or more, nearly all with a year and an entry's opening); a note says so. A Markdown page reads the
lines under the heading its own way (``read_region``): Zotero's HTML bibliography under "## Citations"
(batch 94) is one block of ``<div class="csl-entry">`` lines, one entry each.
"""
from __future__ import annotations

import re
from typing import Callable

from .documents import Block
from .reflist_markup import as_text
from .reflist_group import ENTRY_START, group_reference_entries, looks_like_entry_start

_WEAK_HEADING = re.compile(
    r"^(?:(?:\d+(?:\.\d+)*|[IVX]+|[A-Z])[.、．)]?\s*)?(?:list of\s+)?"
    r"(?:resources|sources(?: consulted| used)?|works consulted|further reading|reading list|citations|"
    r"reference materials|参考资料|参考书目|引用资料)\s*[:：]?$", re.IGNORECASE)
_YEAR = re.compile(r"(?<!\d)(?:1[89]|20)\d\d(?!\d)|\bn\.\s?d\.", re.IGNORECASE)
MIN_ENTRIES = 3


Lines = list[tuple[int, str]]


def split_weak_headed_list(blocks: list[Block], file: str, unit: str = "paragraphs",
                           read_region: Callable[[list[Block]], Lines] | None = None
                           ) -> tuple[list[Block], Lines, str]:
    """(body blocks, reference lines, note); no such list: the blocks unchanged, no lines, no note.
    ``read_region`` gives the entries of the blocks under the heading (default: one per paragraph)."""
    for index in range(len(blocks) - 1, -1, -1):
        heading = blocks[index]
        if heading.kind != "heading" or not _WEAK_HEADING.match(" ".join(heading.text.split())):
            continue
        end = index + 1
        while end < len(blocks) and blocks[end].kind != "heading":
            end += 1
        region = blocks[index + 1:end]
        entries = read_region(region) if read_region else [(b.line, b.text.strip()) for b in region
                                                             if b.text.strip()]
        # an entry opens with its authors and has a year, or opens with its number
        texts = [as_text(text) for _, text in entries]
        starts = sum(1 for text in texts if (_YEAR.search(text) and looks_like_entry_start(text))
                     or ENTRY_START.match(text))
        if len(entries) < MIN_ENTRIES or starts < 0.7 * len(entries):
            return blocks, [], ""
        lines = entries if read_region else group_reference_entries(entries, paragraphs=True)
        note = (f"{file}: no reference heading; the {len(entries)} entries under '{heading.text.strip()}' "
                f"({unit} {entries[0][0]}-{entries[-1][0]}) are read as the reference list")
        return blocks[:index] + blocks[end:], lines, note
    return blocks, [], ""
