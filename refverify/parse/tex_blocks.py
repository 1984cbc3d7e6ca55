"""LaTeX body lines → heading and paragraph blocks (a heading's title may go on over several
lines); the line record shared with the LaTeX reader."""
from __future__ import annotations

import re
from dataclasses import dataclass

from .documents import Block

_HEADING = re.compile(r"\\(part|chapter|section|subsection|subsubsection|paragraph)\*?\s*(?:\[[^\]]*\])?\s*\{")


@dataclass
class _Line:
    file: str  # relative to the project folder
    number: int
    text: str


def braced(text: str, start: int) -> tuple[str, int]:
    """The content of the brace group opening at ``text[start - 1] == "{"``."""
    depth, index = 1, start
    while index < len(text) and depth:
        depth += {"{": 1, "}": -1}.get(text[index], 0)
        index += 1
    return text[start:index - 1] if depth == 0 else text[start:], index


def heading_levels(lines: list[_Line]) -> dict[str, int]:
    uses_chapters = any("\\chapter" in line.text for line in lines)
    order = ["chapter", "section", "subsection", "subsubsection", "paragraph"]
    if not uses_chapters:
        order = order[1:]
    levels = {name: index + 1 for index, name in enumerate(order)}
    levels["part"] = 1
    return levels


def _join_open_headings(lines: list[_Line], limit: int = 8) -> list[_Line]:
    """A heading whose title goes on over the next lines ("\\section{A \\cite[published\n
    in][]{k}}") becomes one line holding the whole title (newlines kept in it)."""
    out: list[_Line] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        heading = _HEADING.search(line.text) if "\\" in line.text else None
        text, used = line.text, 1
        while heading and _open_depth(text, heading.end()) > 0 and used <= limit \
                and index + used < len(lines) and lines[index + used].file == line.file:
            text += "\n" + lines[index + used].text
            used += 1
        if used > 1 and _open_depth(text, heading.end()) == 0:
            out.append(_Line(line.file, line.number, text))
            out.extend(_Line(n.file, n.number, "") for n in lines[index + 1:index + used])
            index += used
            continue
        out.append(line)
        index += 1
    return out


def _open_depth(text: str, start: int) -> int:
    depth = 1
    for char in text[start:]:
        depth += {"{": 1, "}": -1}.get(char, 0)
        if depth == 0:
            return 0
    return depth


def tex_blocks(lines: list[_Line], levels: dict[str, int]) -> list[Block]:
    blocks: list[Block] = []
    current: list[_Line] = []

    def flush():
        if current and any(line.text.strip() for line in current):
            blocks.append(Block("\n".join(line.text for line in current), current[0].number,
                                current[0].file, "paragraph"))
        current.clear()

    lines = _join_open_headings(lines)
    for line in lines:
        if current and line.file != current[-1].file:
            flush()
        heading = _HEADING.search(line.text)
        if heading:
            before = line.text[:heading.start()]
            title, end = braced(line.text, heading.end())
            if before.strip():
                current.append(_Line(line.file, line.number, before))
            flush()
            blocks.append(Block(title.strip(), line.number, line.file, "heading",
                                levels.get(heading.group(1), 1)))
            after = line.text[end:]
            if after.strip():
                current.append(_Line(line.file, line.number, after))
            continue
        if not line.text.strip():
            flush()
        else:
            current.append(line)
    flush()
    return blocks
