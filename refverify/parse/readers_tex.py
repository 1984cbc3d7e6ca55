"""LaTeX reader: resolves \\input / \\include / \\subfile inside the project folder, strips
comments while keeping each file's line numbers, and splits the body into paragraph and
heading blocks."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..errors import RefverifyError
from .documents import Block, Document, read_text_file

_INCLUDE = re.compile(r"\\(input|include|subfile)\s*\{([^}]*)\}")
_BIB_COMMAND = re.compile(r"\\(bibliography|addbibresource|addglobalbib)\s*(?:\[[^\]]*\])?\s*\{([^}]*)\}")
_HEADING = re.compile(r"\\(part|chapter|section|subsection|subsubsection|paragraph)\*?\s*(?:\[[^\]]*\])?\s*\{")
_BIBITEM = re.compile(r"\\bibitem\s*(?:\[[^\]]*\])?\s*\{([^}]*)\}")
_TODO = re.compile(r"\bTODO\b", re.IGNORECASE)
_KEY_TOKEN = re.compile(r"[A-Za-z0-9][\w:\-./+]*")


@dataclass
class _Line:
    file: str  # relative to the project folder
    number: int
    text: str


def strip_comment(line: str) -> tuple[str, str]:
    """Split a line at its first unescaped ``%``: (code, comment). ``\\%`` is a percent sign,
    ``\\\\%`` a line break followed by a comment."""
    for match in re.finditer("%", line):
        backslashes = len(line[:match.start()]) - len(line[:match.start()].rstrip("\\"))
        if backslashes % 2 == 0:
            return line[:match.start()], line[match.start() + 1:]
    return line, ""


def _todo_tokens(comment: str) -> list[str]:
    """Every key-like token after TODO; the caller filters them against the bib keys."""
    match = _TODO.search(comment)
    if not match:
        return []
    rest = re.sub(r"\\[A-Za-z]+\*?", " ", comment[match.end():])
    return [t.rstrip(".:/") for t in _KEY_TOKEN.findall(rest) if t.rstrip(".:/")]


class _TexProject:
    def __init__(self, main: Path):
        self.main = main
        self.root = main.parent.resolve()
        self.files: list[Path] = []
        self.warnings: list[str] = []
        self.todo_keys: dict[str, str] = {}

    def relative(self, path: Path) -> str:
        return path.resolve().relative_to(self.root).as_posix()

    def resolve_include(self, command: str, name: str, where: str) -> Path | None:
        """The included file, or None (with a warning) when it points outside the project."""
        name = name.strip()
        candidate = Path(name)
        if candidate.is_absolute() or ".." in candidate.parts:
            self.warnings.append(f"{where}: skipped \\{command}{{{name}}}: outside the project folder")
            return None
        target = (self.root / candidate)
        if target.suffix != ".tex" and not target.is_file():
            target = target.with_name(target.name + ".tex")
        resolved = target.resolve()
        if not resolved.is_relative_to(self.root):  # a symlink pointing outside
            self.warnings.append(f"{where}: skipped \\{command}{{{name}}}: outside the project folder")
            return None
        if not resolved.is_file():
            raise RefverifyError(f"{where}: \\{command}{{{name}}}: file not found")
        return resolved

    def expand(self, path: Path, stack: tuple[Path, ...] = ()) -> list[_Line]:
        if path in stack:
            raise RefverifyError(f"{self.relative(path)}: \\input cycle")
        self.files.append(path)
        rel = self.relative(path)
        out: list[_Line] = []
        in_comment_env = False
        for number, raw in enumerate(read_text_file(path).split("\n"), start=1):
            code, comment = strip_comment(raw)
            for token in _todo_tokens(comment):
                self.todo_keys.setdefault(token, rel)
            # The verbatim `comment` environment hides its text like % does.
            if re.search(r"\\begin\{comment\}", code):
                in_comment_env = True
            if in_comment_env:
                if re.search(r"\\end\{comment\}", code):
                    in_comment_env = False
                out.append(_Line(rel, number, ""))
                continue
            position = 0
            for match in _INCLUDE.finditer(code):
                target = self.resolve_include(match.group(1), match.group(2), f"{rel}:{number}")
                out.append(_Line(rel, number, code[position:match.start()]))
                if target is not None:
                    out.extend(self.expand(target, stack + (path,)))
                position = match.end()
            out.append(_Line(rel, number, code[position:]))
        return out


def _braced(text: str, start: int) -> tuple[str, int]:
    """The content of the brace group opening at ``text[start - 1] == "{"``."""
    depth, index = 1, start
    while index < len(text) and depth:
        depth += {"{": 1, "}": -1}.get(text[index], 0)
        index += 1
    return text[start:index - 1] if depth == 0 else text[start:], index


def _bib_paths(lines: list[_Line], root: Path) -> list[Path]:
    paths: list[Path] = []
    for line in lines:
        for match in _BIB_COMMAND.finditer(line.text):
            for name in match.group(2).split(","):
                name = name.strip()
                if not name:
                    continue
                if not name.endswith(".bib"):
                    name += ".bib"
                target = (root / name).resolve()
                if target not in paths:
                    paths.append(target)
    return paths


def _split_thebibliography(lines: list[_Line]) -> tuple[list[_Line], list[tuple[int, str]]]:
    """Remove the thebibliography environment from the body; return its \\bibitem entries."""
    body: list[_Line] = []
    entries: list[list] = []
    inside = False
    for line in lines:
        text = line.text
        if not inside and "\\begin{thebibliography}" in text:
            inside = True
            body.append(_Line(line.file, line.number, text.split("\\begin{thebibliography}")[0]))
            continue
        if not inside:
            body.append(line)
            continue
        if "\\end{thebibliography}" in text:
            inside = False
            text = text.split("\\end{thebibliography}")[0]
        items = list(_BIBITEM.finditer(text))
        if not items and entries and text.strip():
            entries[-1][1] += " " + text.strip()
        for index, match in enumerate(items):
            end = items[index + 1].start() if index + 1 < len(items) else len(text)
            entries.append([line.number, f"\\bibitem{{{match.group(1).strip()}}} "
                            + text[match.end():end].strip()])
    return body, [(n, t.strip()) for n, t in entries]


def _heading_levels(lines: list[_Line]) -> dict[str, int]:
    uses_chapters = any("\\chapter" in line.text for line in lines)
    order = ["chapter", "section", "subsection", "subsubsection", "paragraph"]
    if not uses_chapters:
        order = order[1:]
    levels = {name: index + 1 for index, name in enumerate(order)}
    levels["part"] = 1
    return levels


def _blocks(lines: list[_Line], levels: dict[str, int]) -> list[Block]:
    blocks: list[Block] = []
    current: list[_Line] = []

    def flush():
        if current and any(line.text.strip() for line in current):
            blocks.append(Block("\n".join(line.text for line in current), current[0].number,
                                current[0].file, "paragraph"))
        current.clear()

    for line in lines:
        if current and line.file != current[-1].file:
            flush()
        heading = _HEADING.search(line.text)
        if heading:
            before = line.text[:heading.start()]
            title, end = _braced(line.text, heading.end())
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


def read_tex(path: Path) -> Document:
    project = _TexProject(path)
    lines = project.expand(path.resolve())
    bib_paths = _bib_paths(lines, project.root)
    begin = next((i for i, line in enumerate(lines) if "\\begin{document}" in line.text), None)
    if begin is not None:
        first = lines[begin]
        lines = [_Line(first.file, first.number, first.text.split("\\begin{document}", 1)[1])] \
            + lines[begin + 1:]
    end = next((i for i, line in enumerate(lines) if "\\end{document}" in line.text), None)
    if end is not None:
        last = lines[end]
        lines = lines[:end] + [_Line(last.file, last.number, last.text.split("\\end{document}")[0])]
    body, references = _split_thebibliography(lines)
    blocks = _blocks(body, _heading_levels(body))
    return Document(path=path, format="tex", line_kind="line", blocks=blocks,
                    reference_lines=references, bib_paths=bib_paths, files=project.files,
                    todo_keys=project.todo_keys, warnings=project.warnings)
