"""A LaTeX reference list written as a plain section, not a ``thebibliography`` environment
(issue 20): ``\\section*{References}`` (or ``\\chapter*``, ``\\subsection*``, a bold line alone)
followed by ``\\item``s of an enumerate / itemize / description list, or by ``[1] …`` / ``1. …``
paragraphs or lines. Its entries are read like the Markdown and Word lists (numbered lines
grouped, wrapped lines joined) and its LaTeX becomes plain text; the document says how the list
was found."""
from __future__ import annotations

import re

from .documents import ListLine, line_file, is_back_matter_heading, is_reference_heading
from .reflist import latex_emphasis_as_markdown
from .reflist_group import group_reference_entries
from .tex_blocks import _Line, braced

_RANKS = {"part": 0, "chapter": 1, "section": 2, "subsection": 3, "subsubsection": 4, "paragraph": 5,
          "subparagraph": 6}
_SECTIONING = re.compile(r"\\(part|chapter|section|subsection|subsubsection|paragraph|subparagraph)\*?"
                         r"\s*(?:\[[^\]]*\])?\s*\{")
# "\textbf{References}", "{\bf References}", "\noindent\textbf{\large References:}" alone on a line
_BOLD_LINE = re.compile(r"^\s*(?:\\noindent\s*)?(?:\\(?:textbf|textsc|underline)\s*\{|\{\s*\\(?:bf|bfseries|large|Large)\b\s*)"
                        r"(?:\\(?:large|Large|bf|bfseries|small)\b\s*)?(?P<title>[^{}\\]{3,60}?)\s*\}\s*(?:\\\\|\\par\b)?\s*$")
_APPENDIX = re.compile(r"\\appendix\b|\\begin\s*\{(?:appendix|appendices)\}")
_LIST_BEGIN = re.compile(r"\\begin\s*\{(enumerate|itemize|description|list)\}(?:\s*\[([^\]]*)\])?")
_LIST_END = re.compile(r"\\end\s*\{(?:enumerate|itemize|description|list)\}")
_ITEM = re.compile(r"\\item\b\s*")
_SETCOUNTER = re.compile(r"\\setcounter\s*\{enumi\}\s*\{(\d+)\}")
# a numeric item label: "[1]", "{[1]}", "1.", "(1)"
_NUMBER_LABEL = re.compile(r"^\s*\{?\s*[\[(]?\s*(\d{1,4})\s*[\])]?\.?\s*\}?\s*$")
# layout commands before an entry's text: "\noindent", "\hangindent=2em", "\par", "\small"
_LAYOUT = re.compile(r"\\(?:noindent|indent|par|hangindent\s*=?\s*[\d.]+\s*\w+|hangafter\s*=?\s*-?\d+|"
                     r"setlength\s*\{[^{}]*\}\s*\{[^{}]*\}|vspace\*?\s*\{[^{}]*\}|small|footnotesize|"
                     r"scriptsize|normalsize|medskip|smallskip|bigskip|raggedright|sloppy)\b\s*")
_ONLY_COMMANDS = re.compile(r"^\s*(?:\\[A-Za-z@]+\*?(?:\s*\[[^\]]*\])?(?:\s*\{[^{}]*\})*\s*)*$")


def _title_of(text: str) -> tuple[str, int] | None:
    """(title, rank) when the line is a heading: a sectioning command or a bold line alone."""
    heading = _SECTIONING.search(text)
    if heading:
        return braced(text, heading.end())[0].strip(), _RANKS[heading.group(1)]
    bold = _BOLD_LINE.match(text)
    if bold:
        return bold.group("title").strip().rstrip(":"), 9
    return None


def split_reference_section(lines: list[_Line]) -> tuple[list[_Line], list[tuple[int, str]], str]:
    """(body without the list, the list's entries as ``(line, text)``, a note saying how the list
    was found); the body unchanged, ``[]`` and "" when no reference section holds a list. The
    last reference heading counts (a table of contents or an outline names it before)."""
    start = rank = None
    for index, line in enumerate(lines):
        found = _title_of(line.text) if "\\" in line.text else None
        if found and is_reference_heading(found[0].replace("\\", "")):
            start, rank, title = index, found[1], found[0]
    if start is None:
        return lines, [], ""
    end = len(lines)
    for index in range(start + 1, len(lines)):
        text = lines[index].text
        found = _title_of(text) if "\\" in text else None
        if _APPENDIX.search(text) or (found and (found[1] <= rank or is_back_matter_heading(found[0]))):
            end = index
            break
    region = lines[start + 1:end]
    entries, how = _entries(region)
    if not entries or not _looks_like_references([t for _, t in entries]):
        return lines, [], ""
    head = lines[start]
    note = (f"{head.file}:{head.number}: no thebibliography environment; the reference list is read "
            f"from the section '{title}' ({len(entries)} {how})")
    return lines[:start] + lines[end:], entries, note


def _looks_like_references(texts: list[str]) -> bool:
    """Most entries carry a year, an address or a DOI (not a section of prose about sources)."""
    hits = sum(bool(re.search(r"\b(?:1[5-9]\d\d|20\d\d)\b|https?:|doi", t, re.I)) for t in texts)
    return hits * 2 >= len(texts)


def _entries(region: list[_Line]) -> tuple[list[tuple[int, str]], str]:
    if any(_ITEM.search(line.text) for line in region):
        return _items(region), "list items"
    lines: list[tuple[int, str]] = []
    for line in region:
        if _title_of(line.text) or _ONLY_COMMANDS.match(line.text):
            lines.append(ListLine(line.number, "", line.file))  # a sub-heading or a layout line: a break
            continue
        # "\\" ends a line, "\par" a paragraph
        for piece in re.split(r"\\\\(?:\s*\[[^\]]*\])?|\\par\b", line.text):
            lines.append(ListLine(line.number, _LAYOUT.sub("", piece).strip(), line.file))
            lines.append(ListLine(line.number, "", line.file))
        if not re.search(r"\\\\|\\par\b", line.text):
            lines.pop()                          # a wrapped line goes on
    grouped = [ListLine(item[0], _plain(item[1]), line_file(item, ""))
               for item in group_reference_entries(lines)]
    return [item for item in grouped if item[1]], "paragraphs"


def _plain(text: str) -> str:
    """The entry as text: LaTeX's dashes, accents and markup resolved, its italics kept as Markdown's
    ("\\textit{NeurIPS}" → "*NeurIPS*": an APA list's venue and book titles are told by them)."""
    return latex_emphasis_as_markdown(text.replace("---", "—").replace("--", "–"), latex=True).strip()


def _items(region: list[_Line]) -> list[tuple[int, str]]:
    """Each ``\\item`` one entry; an enumerate's items numbered from 1 (or its ``start=``), an
    item's numeric label (``\\item[{[3]}]``) its number."""
    text, starts = "", []
    for line in region:
        starts.append((len(text), line.number, line.file))
        text += line.text + "\n"
    events = sorted([(m.start(), "begin", m) for m in _LIST_BEGIN.finditer(text)]
                    + [(m.start(), "end", m) for m in _LIST_END.finditer(text)]
                    + [(m.start(), "item", m) for m in _ITEM.finditer(text)]
                    + [(m.start(), "counter", m) for m in _SETCOUNTER.finditer(text)], key=lambda e: e[0])
    stack: list[list] = []                     # [kind, counter]
    items: list[list] = []                     # [offset, number, body start, body end]
    for position, kind, match in events:
        if items and items[-1][3] is None and kind in ("begin", "end", "item"):
            items[-1][3] = position
        if kind == "begin":
            start = re.search(r"start\s*=\s*(\d+)", match.group(2) or "")
            stack.append([match.group(1), int(start.group(1)) - 1 if start else 0])
        elif kind == "end":
            if stack:
                stack.pop()
        elif kind == "counter":
            if stack:
                stack[-1][1] = int(match.group(1))
        else:
            body = match.end()
            label, number = "", None
            if text[body:body + 1] == "[":
                label, body = _bracketed(text, body)
            numeric = _NUMBER_LABEL.match(label) if label else None
            if stack and stack[-1][0] == "enumerate":
                stack[-1][1] += 1
                number = stack[-1][1]
            if numeric:
                number = int(numeric.group(1))
            items.append([position, number, body, None])
    out = []
    for position, number, body, end in items:
        entry = _plain(_LAYOUT.sub("", text[body:end if end is not None else len(text)]))
        if not entry:
            continue
        line, file = next((n, f) for o, n, f in reversed(starts) if o <= position)
        out.append(ListLine(line, f"[{number}] {entry}" if number is not None else entry, file))
    return out


def _bracketed(text: str, start: int) -> tuple[str, int]:
    """The optional argument opening at ``text[start] == "["`` (braces and one inner bracket pair
    allowed: ``[{[1]}]``) and the offset after it."""
    depth, brace, index = 0, 0, start
    while index < len(text):
        char = text[index]
        brace += {"{": 1, "}": -1}.get(char, 0)
        if not brace:
            depth += {"[": 1, "]": -1}.get(char, 0)
            if depth == 0:
                return text[start + 1:index], index + 1
        index += 1
    return "", start
