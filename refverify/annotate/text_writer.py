"""LaTeX and Markdown: the same notes as text right after each flagged citation.

LaTeX gets ``\\refverifynote{…}`` (a \\marginpar) after the citation command, or
``\\refverifyinline{…}`` where a margin note cannot go (footnotes, captions, floats, tables); both
are defined on the line of ``\\begin{document}`` in the main file, so no line moves and Step A
finds the same citing places in the copy. The project folder is copied so that the copy compiles
as the original does. Markdown gets CriticMarkup ``{>> … <<}`` or ``<!-- … -->``.
"""
from __future__ import annotations

import logging
import os
import re
import shutil
from collections import OrderedDict
from pathlib import Path

from ..errors import RefverifyError
from ..parse.readers_tex import blank_inline_verbatim, strip_comment
from ..report.derive import md_escape
from ..state import State
from ..state_file import STATE_FILENAME
from .findings import Note, Place
from .result import AnnotateResult, annotated_path

log = logging.getLogger(__name__)

PREAMBLE = (r"\makeatletter\DeclareRobustCommand{\refverifynote}[1]{\marginpar{\raggedright"
            r"\tiny\sffamily #1}}\DeclareRobustCommand{\refverifyinline}[1]{\textsuperscript"
            r"{\sffamily\scriptsize[#1]}}\makeatother")
_INNER_ENVS = ("figure", "figure*", "table", "table*", "tabular", "tabular*", "tabularx", "longtable",
               "minipage", "wrapfigure", "sidewaystable", "sidewaysfigure", "align", "equation")
_INNER_COMMANDS = re.compile(r"\\(footnote|footnotetext|caption|marginpar|mbox|fbox|parbox|"
                             r"makebox|framebox|title|author|thanks)\*?\s*(\[[^\]]*\]\s*)*\{")
_TEX_ESCAPES = {"\\": r"\textbackslash{}", "{": r"\{", "}": r"\}", "%": r"\%", "&": r"\&",
                "#": r"\#", "$": r"\$", "_": r"\_", "~": r"\textasciitilde{}",
                "^": r"\textasciicircum{}", "→": r"$\rightarrow$", "—": "---", "·": r"\textperiodcentered{}",
                "“": "``", "”": "''", "…": r"\ldots{}", "§": r"\S{}", "\"": "''"}
# Folders never copied into the annotated LaTeX project.
_SKIP_DIRS = {".git", ".hg", ".svn", "__pycache__", "node_modules"}
MAX_COPY_BYTES = 200 * 1024 * 1024


def tex_escape(text: str) -> str:
    return "".join(_TEX_ESCAPES.get(ch, ch) for ch in " ".join(text.split()))


def _read(path: Path) -> tuple[str, str, bool]:
    """(text with \\n line ends, encoding, had CRLF line ends)."""
    data = path.read_bytes()
    for encoding in (["utf-8-sig"] if data.startswith(b"\xef\xbb\xbf") else ["utf-8", "gb18030"]):
        try:
            text = data.decode(encoding)
        except UnicodeDecodeError:
            continue
        return text.replace("\r\n", "\n"), encoding, "\r\n" in text
    raise RefverifyError(f"{path}: cannot decode text (tried utf-8, gb18030)")


def _write(path: Path, text: str, encoding: str, crlf: bool) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes((text.replace("\n", "\r\n") if crlf else text).encode(encoding))


def _line_starts(text: str) -> list[int]:
    starts = [0]
    for match in re.finditer("\n", text):
        starts.append(match.end())
    return starts


def _tex_code(text: str) -> str:
    """The text with comments and inline verbatim blanked, columns kept (as Step A reads it)."""
    out = []
    for line in text.split("\n"):
        code, _comment = strip_comment(blank_inline_verbatim(line))
        out.append(code + " " * (len(line) - len(code)))
    return "\n".join(out)


def _find(code: str, starts: list[int], place: Place) -> int | None:
    """Offset just after the ``occurrence``-th marker that starts on the place's line."""
    if not 1 <= place.line <= len(starts):
        return None
    first = starts[place.line - 1]
    last = starts[place.line] if place.line < len(starts) else len(code) + 1
    seen, at = 0, code.find(place.marker, first)
    while 0 <= at < last:
        if seen == place.occurrence:
            return at + len(place.marker)
        seen += 1
        at = code.find(place.marker, at + 1)
    return None


def _inner_context(code: str, offset: int) -> bool:
    """Inside a float, a table, a minipage, or the argument of \\footnote / \\caption / a box."""
    before = code[:offset]
    for env in _INNER_ENVS:
        if before.count(f"\\begin{{{env}}}") > before.count(f"\\end{{{env}}}"):
            return True
    for match in _INNER_COMMANDS.finditer(before):
        depth = 1
        for ch in before[match.end():]:
            depth += {"{": 1, "}": -1}.get(ch, 0)
            if depth == 0:
                break
        if depth > 0:
            return True
    return False


def _group(notes: list[Note]) -> OrderedDict[str, OrderedDict[Place, list[Note]]]:
    files: OrderedDict[str, OrderedDict[Place, list[Note]]] = OrderedDict()
    for note in notes:
        files.setdefault(note.place.file, OrderedDict()).setdefault(note.place, []).append(note)
    return files


def _annotate_text(path: Path, places: OrderedDict[Place, list[Note]], render, *, code_of=None,
                   prefix_at=None):
    """Insert ``render(code, offset, notes)`` after each place's marker; return the new text,
    encoding, CRLF flag, placed and unplaced notes."""
    text, encoding, crlf = _read(path)
    code = code_of(text) if code_of else text
    starts = _line_starts(code)
    inserts: list[tuple[int, str]] = []
    placed, unplaced = [], []
    for place, group in places.items():
        offset = _find(code, starts, place)
        if offset is None:
            unplaced += group
            continue
        inserts.append((offset, render(code, offset, group)))
        placed += group
    if prefix_at is not None:
        inserts.append(prefix_at(code))
    for offset, insert in sorted(inserts, key=lambda i: i[0], reverse=True):
        text = text[:offset] + insert + text[offset:]
    return text, encoding, crlf, placed, unplaced


def inside(path: Path, root: Path) -> bool:
    """Whether ``path``, every link followed, is in the folder ``root``."""
    try:
        return path.resolve().is_relative_to(root.resolve())
    except (OSError, RuntimeError):          # a link loop
        return False


def _project_files(root: Path) -> tuple[list[Path], list[Path], list[str]]:
    """(files, links to folders inside ``root``, links out of ``root``) below ``root``, walked
    without following links and without the folders never copied. A link out of the folder is
    never copied: a ``sections/x.tex`` link to ``/etc/passwd`` would put that file into the copy."""
    files, folder_links, outside = [], [], []
    for folder, dirs, names in os.walk(root, followlinks=False):
        here = Path(folder)
        dirs[:] = [d for d in dirs if d not in _SKIP_DIRS and ".refverify" not in d]
        for name in dirs + names:
            path = here / name
            if path.is_symlink() and not inside(path, root):
                outside.append(path.relative_to(root).as_posix())
            elif path.is_symlink() and path.is_dir():
                folder_links.append(path)
            elif name in names and path.is_file():
                files.append(path)
    return sorted(files), sorted(folder_links), sorted(outside)


def _copy_project(root: Path, target: Path, out_dir: Path) -> list[str]:
    """Copy the manuscript folder (without version-control folders, refverify output folders,
    state files, earlier annotated copies), so \\input files, .bib, .bst, .sty and figures are
    where the copy needs them. A link is copied as the file it names only when that file is in
    the folder; the links out of it are returned, not copied. A linked folder is not entered."""
    found, folder_links, outside = _project_files(root)
    for rel in outside:
        log.warning("%s: not copied into the annotated project: a link out of the manuscript's "
                    "folder", root / rel)
    files = []
    for path in found:
        rel = path.relative_to(root)
        if any(part in _SKIP_DIRS or ".refverify" in part for part in rel.parts):
            continue
        if path.name in (STATE_FILENAME, f".{STATE_FILENAME}.lock") or _inside_output(path, root, out_dir):
            continue
        files.append(path)
    if sum(p.stat().st_size for p in files) > MAX_COPY_BYTES:
        raise RefverifyError(f"{root}: more than {MAX_COPY_BYTES // 2**20} MB to copy for the "
                             "annotated LaTeX project; give --out a folder and a smaller project")
    if target.exists():
        shutil.rmtree(target)
    for path in files:
        dest = target / path.relative_to(root)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, dest)
    for link in folder_links:      # the same link in the copy, to the copy's own folder
        dest = target / link.relative_to(root)
        named = target / link.resolve().relative_to(root.resolve())
        dest.parent.mkdir(parents=True, exist_ok=True)
        os.symlink(os.path.relpath(named, dest.parent), dest, target_is_directory=True)
    return outside


def _inside_output(path: Path, root: Path, out_dir: Path) -> bool:
    """In a refverify output folder below the project (the one written to now, or any folder
    holding a state file) — the project folder itself may be the output folder."""
    out = out_dir.resolve()
    if out != root.resolve() and path.resolve().is_relative_to(out):
        return True
    parent = path.parent
    while parent != root and parent.is_relative_to(root):
        if (parent / STATE_FILENAME).exists():
            return True
        parent = parent.parent
    return False


def write_annotated_tex(state: State, source: Path, out_dir: Path, notes: list[Note]):
    root = source.parent
    target = annotated_path(source, out_dir, folder=True)
    not_copied = _copy_project(root, target, out_dir)
    main_rel = source.name
    files = _group(notes)
    files.setdefault(main_rel, OrderedDict())
    placed_all, unplaced_all = [], []
    for rel, places in files.items():
        path = root / rel
        if not path.is_file() or not inside(path, root):
            unplaced_all += [n for group in places.values() for n in group]
            continue

        def render(code, offset, group):
            command = "refverifyinline" if _inner_context(code, offset) else "refverifynote"
            return "".join(f"\\{command}{{{tex_escape(n.full_text)}}}" for n in group)

        def preamble(code):
            at = code.find("\\begin{document}")
            return (max(at, 0), PREAMBLE)

        text, encoding, crlf, placed, unplaced = _annotate_text(
            path, places, render, code_of=_tex_code,
            prefix_at=preamble if rel == main_rel else None)
        _write(target / rel, text, encoding, crlf)
        placed_all += placed
        unplaced_all += unplaced
    return AnnotateResult(target, "tex", placed_all, unplaced_all, target / main_rel, not_copied)


def md_comment(text: str, style: str) -> str:
    """A note as a Markdown comment. An HTML comment's text is inert; CriticMarkup's is rendered by
    a viewer that does not know it, so it is escaped as the Markdown reports are (no raw HTML, no
    image, no link but http(s))."""
    text = " ".join(text.split())
    if style == "html":
        return f"<!-- refverify: {text.replace('--', '- -')} -->"
    return "{>> " + md_escape(text).replace("<<}", "<< }") + " <<}"


def write_annotated_md(state: State, source: Path, out_dir: Path, notes: list[Note], *,
                       style: str = "critic"):
    target = annotated_path(source, out_dir)
    places = _group(notes).get(source.name, OrderedDict())
    others = [n for rel, group in _group(notes).items() if rel != source.name
              for ns in group.values() for n in ns]

    def render(_code, _offset, group):
        return "".join(md_comment(n.full_text, style) for n in group)

    text, encoding, crlf, placed, unplaced = _annotate_text(source, places, render)
    _write(target, text, encoding, crlf)
    # relative bibliography files beside the copy, so pandoc finds them as before (never a link
    # out of the manuscript's folder)
    not_copied = []
    for name in state.meta.bib_files:
        bib = source.parent / name
        dest = target.parent / name
        if not bib.is_file() or Path(name).is_absolute() or ".." in Path(name).parts or dest.exists():
            continue
        if not inside(bib, source.parent):
            log.warning("%s: not copied beside the annotated copy: a link out of the manuscript's "
                        "folder", bib)
            not_copied.append(name)
            continue
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(bib, dest)
    return AnnotateResult(target, "md", placed, unplaced + others, target, not_copied)
