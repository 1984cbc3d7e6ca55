"""LaTeX reader: resolves \\input / \\include / \\subfile inside the project folder, strips
comments while keeping each file's line numbers, and splits the body into paragraph and
heading blocks."""
from __future__ import annotations

import re
from pathlib import Path

from .braces import closing_brace
from .case_paths import case_note, same_name_other_case
from ..errors import RefverifyError
from .bbl_biblatex import is_biblatex_bbl
from .documents import Document, ListLine, ParseContext, context_or_default, read_text_file
from .tex_blocks import _Line, heading_levels, tex_blocks
from .tex_reflist import split_reference_section
from .tex_macros import _DEFINITION, _NAME, _definition_end, scan_definitions

# \input{f} \include{f} \subfile{f} \InputIfFileExists{f}{…}{…}, the TeX primitive "\input f", and
# the import package's \import{dir/}{f} (\subimport: dir relative to the current file's directory).
# a command with one file-like argument, and the commands that name files without reading them as text
_NAMED_FILE = re.compile(r"\\([A-Za-z@]{3,})\*?\s*\{([^{}#\\%]+)\}")
_NOT_INCLUDES = frozenset((
    "input", "include", "subfile", "InputIfFileExists", "import", "subimport", "includeonly", "excludeonly",
    "includegraphics", "includepdf", "includesvg", "includestandalone", "lstinputlisting", "verbatiminput",
    "inputminted", "VerbatimInput", "bibliography", "addbibresource", "bibliographystyle", "usepackage",
    "RequirePackage", "documentclass", "LoadClass", "graphicspath", "label", "ref", "eqref", "pageref",
    "autoref", "cref", "Cref", "nameref", "url", "href", "cite", "nocite", "citep", "citet", "todo",
    "chapter", "section", "subsection", "subsubsection", "paragraph", "part", "caption", "title"))
# a command named for reading a file, when its argument is a bare name ("\\chapterappendix{a}", "\\loadchapter{b}")
_READING_NAME = re.compile(r"input|include|file|load|append", re.I)
_INCLUDE = re.compile(r"\\(input|include|subfile|InputIfFileExists)\*?\s*\{([^}]*)\}"
                      r"|\\(input)\s+([A-Za-z0-9_][\w./\-]*)"
                      r"|\\((?:sub)?(?:import|inputfrom|includefrom))\*?\s*\{([^}]*)\}\s*\{([^}]*)\}")
_BIB_COMMAND = re.compile(r"\\(bibliography|addbibresource|addglobalbib|addsectionbib)\s*(?:\[[^\]]*\])?"
                          r"\s*\{([^}]*)\}|\\(?:begin\s*\{refsection\}|newrefsection)\s*\[([^\]]*)\]")
# A filecontents environment writes a file (often the .bib) when LaTeX runs.
_FILECONTENTS = re.compile(r"\\begin\s*\{filecontents\*?\}\s*(?:\[[^\]]*\]\s*)?\{([^}]*)\}(.*?)"
                           r"\\end\s*\{filecontents\*?\}", re.S)
# the label may run over lines and hold brackets ("{[n.\\,d.]}"); the key may follow on the next line
_BIBITEM = re.compile(r"\\bibitem\s*(?:\[(?:[^\[\]]|\[[^\]]*\])*\])?\s*\{([^}]*)\}")
_TEXT_MACRO = re.compile(r"\\(?:re)?newcommand\*?\s*\{?\\([A-Za-z@]+)\}?\s*\{([^{}\\#]*)\}"
                         r"|\\def\s*\\([A-Za-z@]+)\s*\{([^{}\\#]*)\}")
# inside a macro body: the command that reads the file named by argument #n ("\input{parts/#1}")
_INCLUDE_IN_BODY = re.compile(r"\\(?:input|include|subfile|InputIfFileExists)\*?\s*\{([^{}#]*)#(\d)([^{}#]*)\}")
_TODO = re.compile(r"\bTODO\b", re.IGNORECASE)
_KEY_TOKEN = re.compile(r"[A-Za-z0-9][\w:\-./+]*")





# Arguments where "%" is a character of a URL, not a comment.
_URL_ARG = re.compile(r"\\(?:url|href|path|nolinkurl)\s*\{[^{}]*\}")
# Inline verbatim: the content is code, never a citation (blanked, columns kept).
_INLINE_VERBATIM = re.compile(r"\\verb\*?([^\sA-Za-z*])(.*?)\1"
                              r"|\\(?:lstinline|mintinline\{[^}]*\})(?:\[[^\]]*\])?"
                              r"(?:\{((?:[^{}]|\{[^{}]*\})*)\}|([^\s{A-Za-z])(.*?)\4)")


def strip_comment(line: str) -> tuple[str, str]:
    """Split a line at its first unescaped ``%``: (code, comment). ``\\%`` is a percent sign,
    ``\\\\%`` a line break followed by a comment; a ``%`` inside ``\\url{}`` / ``\\href{}`` is
    part of the address."""
    protected = [(m.start(), m.end()) for m in _URL_ARG.finditer(line)] if "\\" in line else []
    for match in re.finditer("%", line):
        if any(s <= match.start() < e for s, e in protected):
            continue
        backslashes = len(line[:match.start()]) - len(line[:match.start()].rstrip("\\"))
        if backslashes % 2 == 0:
            return line[:match.start()], line[match.start() + 1:]
    return line, ""


def blank_inline_verbatim(line: str) -> str:
    r"""``\verb|\cite{x}|`` and ``\lstinline{...}`` keep their length but lose their content."""
    if "\\verb" not in line and "\\lstinline" not in line and "\\mintinline" not in line:
        return line

    def blank(match: re.Match) -> str:
        return match.group(0)[:1] + " " * (len(match.group(0)) - 1)
    return _INLINE_VERBATIM.sub(blank, line)


# Environments whose content is not prose: nothing inside is read (citations, headings).
_HIDDEN_ENVS = ("comment", "verbatim", "verbatim*", "Verbatim", "BVerbatim", "LVerbatim",
                "lstlisting", "minted", "spverbatim", "filecontents", "filecontents*", "code")
_HIDE_START = re.compile(r"\\begin\s*\{(?P<env>" + "|".join(re.escape(e) for e in _HIDDEN_ENVS)
                         + r")\}|\\iffalse(?![A-Za-z@])")
# Inside \iffalse: nested conditionals open with \if… and close with \fi (\iff and \ifthenelse
# are not conditionals that need \fi).
_IF_OR_FI = re.compile(r"\\fi(?![A-Za-z@])|\\if(?!f(?![A-Za-z@])|thenelse)[A-Za-z@]+")


class _HiddenRegions:
    r"""Per file: the parts of each line that are inside a comment / verbatim environment or an
    \iffalse … \fi block are dropped; the rest of the line stays (line numbers are kept)."""

    def __init__(self):
        self.env: str | None = None
        self.if_depth = 0

    def visible(self, line: str) -> str:
        if not self.env and not self.if_depth and "\\begin" not in line and "\\iffalse" not in line:
            return line
        out, pos = [], 0
        while pos <= len(line):
            if self.env:
                end = re.compile(r"\\end\s*\{" + re.escape(self.env) + r"\}").search(line, pos)
                if not end:
                    break
                self.env, pos = None, end.end()
            elif self.if_depth:
                match = _IF_OR_FI.search(line, pos)
                if not match:
                    break
                self.if_depth += -1 if match.group(0) == "\\fi" else 1
                pos = match.end()
            else:
                start = _HIDE_START.search(line, pos)
                if not start:
                    out.append(line[pos:])
                    break
                out.append(line[pos:start.start()])
                if start.group("env"):
                    self.env = start.group("env")
                else:
                    self.if_depth = 1
                pos = start.end()
                if self.env in ("lstlisting", "minted"):
                    # a listing's caption is prose: "[language=Java,caption={Deadlock \cite{x}}]"
                    caption, pos = _listing_caption(line, pos)
                    out.append(caption)
        return "".join(out)


def _listing_caption(line: str, pos: int) -> tuple[str, str | int]:
    """The caption (and title) of a listing's options at ``pos``, blank-padded, and where the options end."""
    options = re.compile(r"\s*(?:\{[^{}]*\}\s*)?\[").match(line, pos)     # minted's {lang} before its options
    if not options:
        return "", pos
    end = closing_brace(line, options.end(), "[", "]") + 1 or -1
    if end < 0:
        return "", pos
    shown = []
    for key in re.finditer(r"\b(?:caption|title)\s*=\s*(?=\{)", line[:end]):
        if key.start() < pos:
            continue
        close = closing_brace(line, key.end() + 1) + 1 or -1
        if close > 0:
            shown.append(line[key.end() + 1:close - 1])
    return (" " + " ".join(shown) + " ") if shown else "", end


def _todo_tokens(comment: str) -> list[str]:
    """Every key-like token after TODO; the caller filters them against the bib keys."""
    match = _TODO.search(comment)
    if not match:
        return []
    rest = re.sub(r"\\[A-Za-z]+\*?", " ", comment[match.end():])
    return [t.rstrip(".:/") for t in _KEY_TOKEN.findall(rest) if t.rstrip(".:/")]


class _TexProject:
    def __init__(self, main: Path, ctx: ParseContext):
        self.main, self.ctx = main, ctx
        self.root = main.parent.resolve()
        self.files: list[Path] = []
        self.warnings: list[str] = []
        self.todo_keys: dict[str, str] = {}
        self.filecontents: dict[Path, tuple[str, str, int]] = {}
        # \jobname and argument-free text macros (\newcommand{\PATH}{.}) used in file names
        self.names: dict[str, str] = {"jobname": main.stem}
        # macros the author defined to read a file: name -> (arguments, file argument, prefix, suffix)
        self.include_macros: dict[str, tuple[int, int, str, str]] = {}
        self._macro_re: re.Pattern | None = None

    def learn_names(self, code: str) -> None:
        if "\\newcommand" in code or "\\def" in code or "\\renewcommand" in code:
            for match in _TEXT_MACRO.finditer(code):
                self.names[match.group(1) or match.group(3)] = match.group(2) or match.group(4) or ""

    def learn_include_macros(self, text: str) -> None:
        r"""A macro the author defined to read a file (``\newcommand{\inputfile}[1]{\InputIfFileExists
        {#1}{}{}}``, ``\def\chapter#1{\include{chapters/#1}}``) includes the file at each use."""
        if "#" not in text or not _DEFINITION.search(text):
            return
        for match in _DEFINITION.finditer(text):
            name = _NAME.match(text, match.end())
            if not name or match.group("cmd") in ("let", "DeclareCiteCommand"):
                continue
            _, groups, nargs = _definition_end(text, match.group("cmd"), name.end())
            found = _INCLUDE_IN_BODY.search(groups[-1]) if groups and nargs else None
            if found and 1 <= int(found.group(2)) <= nargs and len(name.group("name")) > 1:
                self.include_macros[name.group("name")] = (nargs, int(found.group(2)),
                                                           found.group(1), found.group(3))
        self._macro_re = None
        if self.include_macros:
            names = "|".join(re.escape(n) for n in sorted(self.include_macros, key=len, reverse=True))
            self._macro_re = re.compile(rf"\\({names})(?![A-Za-z@])\*?\s*")

    def macro_includes(self, code: str) -> list[tuple[int, int, str, str]]:
        """(start, end, macro, file name) of each use of an include macro on a line."""
        if not self._macro_re or "\\" not in code:
            return []
        out = []
        for match in self._macro_re.finditer(code):
            nargs, arg, prefix, suffix = self.include_macros[match.group(1)]
            index, args = match.end(), []
            while len(args) < nargs:
                while index < len(code) and code[index] in " \t":
                    index += 1
                close = code.find("}", index)
                if index >= len(code) or code[index] != "{" or close == -1 or "{" in code[index + 1:close]:
                    break
                args.append(code[index + 1:close])
                index = close + 1
            if len(args) == nargs:
                out.append((match.start(), index, match.group(1), prefix + args[arg - 1].strip() + suffix))
        return out

    def expand_names(self, name: str) -> str:
        if "\\" not in name:
            return name
        return re.sub(r"\\([A-Za-z@]+)(?![A-Za-z@])\s*(?:\{\})?",
                      lambda m: self.names.get(m.group(1), m.group(0)), name)

    def relative(self, path: Path) -> str:
        return path.resolve().relative_to(self.root).as_posix()

    def resolve_include(self, command: str, name: str, where: str,
                        base: Path | None = None) -> Path | None:
        """The included file, or None (with a warning) when it points outside the project."""
        name = self.expand_names(name.strip())
        candidate = Path(name)
        if candidate.is_absolute() or ".." in candidate.parts:
            self.warnings.append(f"{where}: skipped \\{command}{{{name}}}: outside the project folder")
            return None
        target = ((base or self.root) / candidate)
        if target.suffix != ".tex" and not target.is_file():
            target = target.with_name(target.name + ".tex")
        resolved = target.resolve()
        if not resolved.is_relative_to(self.root):  # a symlink pointing outside
            self.warnings.append(f"{where}: skipped \\{command}{{{name}}}: outside the project folder")
            return None
        if not resolved.is_file():
            other_case = same_name_other_case(resolved, self.root)
            if other_case:      # "\\include{Kap6/Kap6}" for Kap6/kap6.tex: found on Windows and macOS, not on Linux
                self.warnings.append(case_note(where, f"\\{command}{{{name}}}", other_case, self.root))
                return other_case
            # LaTeX users check partial trees (a figure or chapter not shipped): note it, read on
            self.warnings.append(f"{where}: skipped \\{command}{{{name}}}: file not found")
            return None
        return resolved

    def _include(self, match: re.Match, where: str, base: Path, current: Path):
        """(file, base directory for its own includes, is a subfile) of one include command."""
        if match.group(1) or match.group(3):
            command = match.group(1) or match.group(3)
            target = self.resolve_include(command, match.group(2) or match.group(4), where, base)
            return target, base, command == "subfile"
        command, folder, name = match.group(5), self.expand_names(match.group(6).strip()), match.group(7)
        # \import{dir}{f}: dir from the project folder; \subimport: from the current file
        start = current.parent if command.startswith("sub") else self.root
        if Path(folder).is_absolute() or ".." in Path(folder).parts:
            self.warnings.append(f"{where}: skipped \\{command}{{{folder}}}{{{name}}}: outside the "
                                 "project folder")
            return None, base, False
        new_base = (start / folder).resolve()
        target = self.resolve_include(command, name, where, new_base)
        return target, new_base, False

    def _includes(self, code: str, where: str, base: Path, current: Path) -> list[tuple]:
        r"""(start, end, file or None, base, is a subfile) of each include on a line, in order. A
        file name holding a macro parameter ("\input{#1}" in a definition) is no include."""
        found = []
        for match in _INCLUDE.finditer(code):
            if "#" in match.group(0):
                continue
            found.append((match.start(), match.end(), *self._include(match, where, base, current)))
        for start, end, macro, name in self.macro_includes(code):
            if "#" in name or any(s <= start < e for s, e, *_ in found):
                continue
            found.append((start, end, self.resolve_include(macro, name, where, base), base, False))
        for match in _NAMED_FILE.finditer(code):
            # a template's own command that reads a chapter ("\chapterappendix{contents/appendix/a}", defined in
            # its .cls): its argument names a .tex file of the project, so the file is read, with a note
            command, name = match.group(1), match.group(2).strip()
            if command in _NOT_INCLUDES or command in self.include_macros or \
                    not ("/" in name or _READING_NAME.search(command)) or \
                    any(s <= match.start() < e for s, e, *_ in found):
                continue
            target = (base / name) if Path(name).suffix == ".tex" else (base / (name + ".tex"))
            if ".." in Path(name).parts or not target.is_file() or not target.resolve().is_relative_to(self.root) \
                    or target.resolve() in self.files:
                continue
            self.warnings.append(f"{where}: \\{command}{{{name}}} read as an include: it names "
                                 f"{self.relative(target)}, a file of the project")
            found.append((match.start(), match.end(), target.resolve(), base, False))
        return sorted(found, key=lambda item: item[0])

    def expand(self, path: Path, stack: tuple[Path, ...] = (), base: Path | None = None,
               subfile: bool = False) -> list[_Line]:
        if path in stack:
            raise RefverifyError(f"{self.relative(path)}: \\input cycle")
        base = base or self.root
        self.files.append(path)
        rel = self.relative(path)
        out: list[_Line] = []
        hidden = _HiddenRegions()
        try:
            text = read_text_file(path, self.ctx)
        except RefverifyError as exc:
            if not stack:
                raise
            # an included figure or data file that is not text: a note, the rest is read
            self.warnings.append(f"{self.relative(stack[-1])}: skipped {rel}: "
                                 f"{str(exc).split(': ', 1)[-1]}")
            return []
        if "filecontents" in text:
            for found in _FILECONTENTS.finditer(text):
                line = text[:found.start(2)].count("\n") + 1
                target = (self.root / self.expand_names(found.group(1).strip())).resolve()
                self.filecontents.setdefault(target, (found.group(2), rel, line))
        self.learn_include_macros("\n".join(strip_comment(t)[0] for t in text.split("\n")))
        # a \subfile carries its own preamble: only its document body belongs to the text
        in_body = not (subfile and "\\begin{document}" in text)
        for number, raw in enumerate(text.split("\n"), start=1):
            code, comment = strip_comment(blank_inline_verbatim(raw))
            for token in _todo_tokens(comment):
                self.todo_keys.setdefault(token, rel)
            code = hidden.visible(code)
            if subfile:
                code, in_body = _subfile_body(code, in_body)
            self.learn_names(code)
            position = 0
            for start, end, target, new_base, is_subfile in self._includes(code, f"{rel}:{number}",
                                                                           base, path):
                out.append(_Line(rel, number, code[position:start]))
                if target is not None:
                    out.extend(self.expand(target, stack + (path,), new_base, is_subfile))
                position = end
            out.append(_Line(rel, number, code[position:]))
        return out


def _subfile_body(code: str, in_body: bool) -> tuple[str, bool]:
    """The part of a subfile's line inside its document environment, and the new state."""
    if not in_body:
        if "\\begin{document}" not in code:
            return "", False
        code, in_body = code.split("\\begin{document}", 1)[1], True
    if "\\end{document}" in code:
        return code.split("\\end{document}", 1)[0], False
    return code, in_body


def _bib_paths(lines: list[_Line], project: _TexProject) -> list[Path]:
    root = project.root
    paths: list[Path] = []
    # one pass over the whole text: "\\bibliography{a,%\n b}" spans lines
    text = "\n".join(line.text for line in lines)
    if "\\" in text:
        for match in _BIB_COMMAND.finditer(text):
            for name in (match.group(2) or match.group(3)).split(","):
                name = project.expand_names(name.strip())
                if not name:
                    continue
                if not name.endswith(".bib"):
                    name += ".bib"
                target = (root / name).resolve()
                if target not in paths:
                    paths.append(target)
    return paths


def _split_thebibliography(lines: list[_Line]) -> tuple[list[_Line], list[tuple[int, str]]]:
    """Remove the thebibliography environment from the body; return its \\bibitem entries. The
    environment is read whole, not line by line: apsrev's label runs over several lines
    ("\\bibitem [{\\citenamefont {Moon}\\ \\emph {et~al.}(1969)…}]{key}") and ACM-Reference-Format puts
    the key on the line after the label ("\\bibitem[…]%" then "{key}")."""
    body: list[_Line] = []
    entries: list[tuple[int, str]] = []
    inside: list[_Line] | None = None
    for line in lines:
        text = line.text
        if inside is None and "\\begin{thebibliography}" in text:
            inside = []
            body.append(_Line(line.file, line.number, text.split("\\begin{thebibliography}")[0]))
            continue
        if inside is None:
            body.append(line)
            continue
        if "\\end{thebibliography}" in text:
            inside.append(_Line(line.file, line.number, text.split("\\end{thebibliography}")[0]))
            entries += _bibitems(inside)
            inside = None
            continue
        inside.append(line)
    if inside:
        entries += _bibitems(inside)
    return body, entries


def _bibitems(lines: list[_Line]) -> list[tuple[int, str]]:
    """(line of its \\bibitem, "\\bibitem{key} body") for each item of an environment's lines."""
    text, starts, offset = "", [], 0
    for line in lines:
        starts.append((offset, line.number, line.file))
        text += line.text + "\n"
        offset = len(text)
    items = list(_BIBITEM.finditer(text))
    out = []
    for index, match in enumerate(items):
        end = items[index + 1].start() if index + 1 < len(items) else len(text)
        number, file = next((n, f) for o, n, f in reversed(starts) if o <= match.start())
        out.append(ListLine(number, f"\\bibitem{{{match.group(1).strip()}}} "
                            + " ".join(text[match.end():end].split()), file))
    return out


def _bbl_fallback(main: Path, bib_paths: list[Path], project: _TexProject, embedded=()):
    """arXiv sources ship the compiled ``main.bbl`` without the ``.bib``: when a named .bib is
    missing and the .bbl is there, its \\bibitem list is the reference list. A biblatex .bbl
    (biber's \\entry blocks) takes the missing .bib's place as a bibliography file."""
    missing = [p for p in bib_paths if not p.is_file() and p not in embedded]
    bbl = main.with_suffix(".bbl")
    if not missing or not bbl.is_file():
        return bib_paths, []
    text = read_text_file(bbl, project.ctx)
    warnings = project.warnings
    present = [p for p in bib_paths if p.is_file() or p in embedded]
    note = (f"{main.name}: {', '.join(p.name for p in missing)} not found; the reference "
            f"list is read from {bbl.name}")
    if is_biblatex_bbl(text):
        warnings.append(note)
        return present + [bbl.resolve()], []
    lines = [_Line(project.relative(bbl), n, strip_comment(t)[0]) for n, t in enumerate(text.split("\n"), start=1)]
    _, references = _split_thebibliography(lines)
    if not references:
        return bib_paths, []
    warnings.append(note)
    return present, references


def _without_definitions(lines: list[_Line]) -> tuple[list[_Line], dict]:
    """Macro definitions blanked (their citations are not citing places); the citing macros."""
    if not any("\\" in line.text for line in lines):
        return lines, {}
    text, macros = scan_definitions("\n".join(line.text for line in lines))
    return [_Line(line.file, line.number, t) for line, t in zip(lines, text.split("\n"))], macros


def _with_case_of_disk(path: Path, project: _TexProject) -> Path:
    """A bibliography named with another case of its letters ("\\bibliography{Library}" for library.bib)."""
    found = None if path.is_file() else same_name_other_case(path.resolve(), project.root)
    if found is None:
        return path
    project.warnings.append(case_note(project.main.name, f"bibliography {path.name}", found, project.root))
    return found


def _embedded(bib_paths: list[Path], project: _TexProject) -> dict:
    """The named .bib files that are missing but written by a filecontents environment."""
    out = {}
    for p in bib_paths:
        held = project.filecontents.get(p)
        if held and not p.is_file():
            out[p] = held
            project.warnings.append(f"{held[1]}:{held[2]}: {p.name} read from its filecontents "
                                    "environment")
    return out


def read_tex(path: Path, ctx: ParseContext | None = None) -> Document:
    project = _TexProject(path, context_or_default(ctx))
    lines = project.expand(path.resolve())
    bib_paths = [_with_case_of_disk(p, project) for p in _bib_paths(lines, project)]
    embedded = _embedded(bib_paths, project)
    lines, macros = _without_definitions(lines)
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
    if not references:
        body, references, note = split_reference_section(body)
        if note:
            project.warnings.append(note)
    if not references:
        bib_paths, references = _bbl_fallback(path, bib_paths, project, embedded)
    blocks = tex_blocks(body, heading_levels(body))
    return Document(path=path, format="tex", line_kind="line", blocks=blocks,
                    reference_lines=references, bib_paths=bib_paths, files=project.files,
                    todo_keys=project.todo_keys, warnings=project.warnings,
                    cite_macros=macros, embedded_bibs=embedded)
