"""A reStructuredText manuscript (Sphinx documentation, a README.rst, a report): read as the Markdown it
says, line for line, so the Markdown reader's rules (headings, the list, citations) serve it too.

    The theory is presented in [BrHe16]_.          (a citation reference)
    .. [BrHe16] Brookes, D. H. and Head-Gordon, T. "Experimental …". *J. Am. Chem. Soc.*, **2016**, …

The citation targets (``.. [Label] text``, wrapped over indented lines) are the reference list wherever they
stand; a reference ``[Label]_`` cites the target of that label. Sphinx resolves labels across the project, so
a page citing labels it does not define reads the targets of the other ``.rst`` files of its folder (and of
the folder holding ``conf.py`` above it), and says which. sphinxcontrib-bibtex's roles cite keys of a
``.bib``: ``:cite:`a,b``` / ``:cite:p:`` as "[@a; @b]", ``:cite:t:`` as "@a"; the ``.bib`` is the one a
``.. bibliography::`` directive names, else ``bibtex_bibfiles`` of ``conf.py``. Footnotes, comments,
code and math are no text to cite from; section titles under their adornment lines are headings."""
from __future__ import annotations

import re
from functools import partial
from pathlib import Path

from .documents import Document, ListLine, ParseContext, is_reference_heading, read_text_file

# a section title's adornment: one punctuation character repeated
_ADORNMENT = re.compile(r"^([=\-`:.'\"~^_*+#<>])\1{2,}\s*$")
_DIRECTIVE = re.compile(r"^(\s*)\.\.\s+([\w:-]+)::\s*(.*)$")
_TARGET = re.compile(r"^\.\.\s+\[(?P<label>[^\]\s]+)\]\s*(?P<text>.*)$")
_COMMENT = re.compile(r"^(\s*)\.\.(?:\s|$)")
_CITE_ROLE = re.compile(r":(?:foot)?cite(?::(?P<kind>[a-z]+))?:`(?P<keys>[^`]+)`")
_CITATION_REF = re.compile(r"\[(?P<label>[^\]\s]+)\]_(?![\w])")
_LINK = re.compile(r"`(?P<text>[^`<>]+?)\s*<(?P<url>[^<>`]+)>`__?")
_LINK_NAME = re.compile(r"`(?P<text>[^`<>]+)`__?(?![\w])")
_ROLE = re.compile(r":[\w:-]+:`(?P<text>[^`]+)`")
_LITERAL = re.compile(r"``(?P<text>[^`]+)``")
# directives whose indented body is code, math or markup, never text that cites
_CODE = {"code", "code-block", "sourcecode", "literalinclude", "math", "raw", "highlight", "doctest", "testcode",
         "testoutput", "ipython", "jupyter-execute", "graphviz", "plot", "csv-table", "bibliography", "toctree",
         "image", "include", "automodule", "autoclass", "autofunction", "automethod", "autosummary"}
_BIB_FILES = re.compile(r"bibtex_bibfiles\s*=\s*\[([^\]]*)\]")


_OPTION = re.compile(r"^\s+:[\w-]+:(?:\s|$)")
# a footnote that holds a reference: a year, and names first, a quoted or emphasised title, or an address
_REFERENCE_LIKE = re.compile(r"(?=.*(?<!\d)(?:1[6-9]|20)\d\d(?!\d))(?:[A-Z][^\s,]+,\s|[A-Z]\.\s|.*[“\"*]|.*(?:doi|https?://))")


def _reference_notes(lines: list[str]) -> frozenset:
    """The numbered footnotes whose text is a reference (".. [1] Smith, J. (2018). Title. …"), as reports and PEPs
    cite with "[1]_"; a note in words (".. [2] Timing measured on one core.") stays a note."""
    found = set()
    for index, line in enumerate(lines):
        target = _TARGET.match(line)
        if target and target.group("label").isdigit():
            end = _indented_end(lines, index, 0)
            body = " ".join([target.group("text"), *(t.strip() for t in lines[index + 1:end])])
            if _REFERENCE_LIKE.match(body):
                found.add(target.group("label"))
    return frozenset(found)


def _footnote(label: str) -> bool:
    """"[1]", "[#]", "[#note]", "[*]": a footnote's label, not a citation's."""
    return label.isdigit() or label[0] in "#*"


def _indented_end(lines: list[str], start: int, indent: int) -> int:
    """The index after the block indented deeper than ``indent`` that follows line ``start``."""
    end = start + 1
    while end < len(lines) and (not lines[end].strip() or len(lines[end]) - len(lines[end].lstrip()) > indent):
        end += 1
    while end > start + 1 and not lines[end - 1].strip():
        end -= 1
    return end


def _cite_role(match: re.Match) -> str:
    keys = [k.strip() for k in match.group("keys").split(",") if k.strip()]
    if (match.group("kind") or "").startswith("t"):      # :cite:t:`a,b`: "@a and @b", each named in the text
        return " and ".join("@" + k for k in keys)
    return "[" + "; ".join("@" + k for k in keys) + "]"


def _inline(text: str, notes: frozenset = frozenset()) -> str:
    """Inline markup as Markdown writes it: citations, links, roles and literals. ``notes``: the numbered
    footnotes that hold a reference ("[1]_" over ".. [1] Smith, J. (2018). …"), cited as citations are."""
    text = _CITE_ROLE.sub(_cite_role, text)
    text = _CITATION_REF.sub(lambda m: "" if _footnote(m.group("label")) and m.group("label") not in notes
                             else f"\\cite{{{m.group('label')}}}", text)
    text = _LINK.sub(lambda m: f"[{m.group('text')}]({m.group('url')})", text)
    text = _LITERAL.sub(lambda m: f"`{m.group('text')}`", text)
    text = _ROLE.sub(lambda m: m.group("text"), text)
    return _LINK_NAME.sub(lambda m: m.group("text"), text)


def _as_latex(text: str) -> str:
    """A target's text as the LaTeX of a \\bibitem: its emphasis, strong emphasis and links."""
    text = _LINK.sub(lambda m: f"{m.group('text')} <{m.group('url')}>", text)
    text = re.sub(r"\*\*(?=\S)(.+?)(?<=\S)\*\*", r"\\textbf{\1}", _LINK_NAME.sub(lambda m: m.group("text"), text))
    text = re.sub(r"(?<![\w*])\*(?=\S)(.+?)(?<=\S)\*(?![\w*])", r"\\emph{\1}", text)
    text = _LITERAL.sub(lambda m: m.group("text"), text)
    # LaTeX's own characters stay what they are ("~doe/", "$5 million", "R&D"); an address is set as one
    parts = re.split(r"<?((?:https?|ftp)://[^\s<>]+?)>?(?=[\s,;]|\.?$)", text)
    return "".join(f"\\url{{{p}}}" if i % 2 else re.sub(r"([%&$#_])", r"\\\1", p).replace("~", "\\textasciitilde{}")
                   for i, p in enumerate(parts))


def as_markdown(text: str, file: str = "") -> tuple[str, list[ListLine], list[str]]:
    """(the text as Markdown with the same line numbers, the citation targets as list lines
    "\\bibitem{label} text", the .bib files its bibliography directives name)."""
    lines = text.split("\n")
    out = list(lines)
    notes = _reference_notes(lines)
    cited_inline = partial(_inline, notes=notes)
    has_targets = any((m := _TARGET.match(line)) and (not _footnote(m.group("label")) or m.group("label") in notes)
                      for line in lines)
    targets: list[ListLine] = []
    bibs: list[str] = []
    levels: list[str] = []
    index = 0
    while index < len(lines):
        line = lines[index]
        target = _TARGET.match(line)
        directive = _DIRECTIVE.match(line)
        if target and (not _footnote(target.group("label")) or target.group("label") in notes):
            end = _indented_end(lines, index, 0)
            body = " ".join([target.group("text"), *(t.strip() for t in lines[index + 1:end])]).split()
            targets.append(ListLine(index + 1, f"\\bibitem{{{target.group('label')}}} " + _as_latex(" ".join(body)), file))
            out[index:end] = [""] * (end - index)
            index = end
            continue
        if target:                                  # a footnote: its text, no list entry
            end = _indented_end(lines, index, 0)
            out[index:end] = [cited_inline(target.group("text"))] + [cited_inline(t.strip()) for t in lines[index + 1:end]]
            index = end
            continue
        if directive:
            indent, name, argument = len(directive.group(1)), directive.group(2).lower(), directive.group(3)
            end = _indented_end(lines, index, indent)
            if name == "bibliography":
                bibs += [a for a in argument.split() if a.endswith(".bib")]
            if name in ("rubric", "topic"):
                out[index] = "" if has_targets and is_reference_heading(argument) else "###### " + argument
            elif name in _CODE:
                out[index:end] = [""] * (end - index)
            else:                                   # a note, a figure's caption: its text, read on (not its options)
                out[index] = cited_inline(argument)
                out[index + 1:end] = ["" if _OPTION.match(t) else cited_inline(t) for t in lines[index + 1:end]]
            index = end
            continue
        if _COMMENT.match(line):                    # a comment, or a link's target ".. _name: url"
            end = _indented_end(lines, index, len(line) - len(line.lstrip()))
            out[index:end] = [""] * (end - index)
            index = end
            continue
        if line.rstrip().endswith("::") and not line.lstrip().startswith(".."):
            # a literal block follows: code, no text
            out[index] = cited_inline(line.rstrip()[:-1])
            end = index + 1
            while end < len(lines) and not lines[end].strip():
                end += 1
            indent = len(line) - len(line.lstrip())
            if end < len(lines) and len(lines[end]) - len(lines[end].lstrip()) > indent:
                stop = _indented_end(lines, end - 1, indent)
                out[index + 1:stop] = [""] * (stop - index - 1)
                index = stop
                continue
            index += 1
            continue
        under = _ADORNMENT.match(lines[index + 1]) if index + 1 < len(lines) and line.strip() else None
        if under and not _ADORNMENT.match(line) and len(lines[index + 1].strip()) >= len(line.strip()) - 1:
            style = under.group(1) + ("o" if index > 0 and _ADORNMENT.match(lines[index - 1]) else "")
            levels += [style] if style not in levels else []
            out[index] = "#" * min(levels.index(style) + 1, 6) + " " + cited_inline(line.strip())
            if has_targets and is_reference_heading(line.strip()):
                out[index] = ""     # the targets are the list wherever they stand: the text after them reads on
            out[index + 1] = ""
            if style.endswith("o"):
                out[index - 1] = ""
            index += 2
            continue
        if _ADORNMENT.match(line):
            out[index] = ""
        else:
            out[index] = cited_inline(re.sub(r"^(\s*)\|\s", r"\1", line))
        index += 1
    return "\n".join(out), targets, bibs


def _project_targets(path: Path, cited: set[str], ctx: ParseContext | None) -> tuple[list[ListLine], list[str], list[Path]]:
    """The targets the other pages of a Sphinx project define for the labels this page cites (``cited``, in
    lower case: docutils reads labels so): the .rst files of its folder, and of the folder holding conf.py
    above it; a label defined twice is read where it is first found (files in name order)."""
    folders = [path.parent]
    for parent in list(path.parents)[:3]:
        if (parent / "conf.py").is_file():
            folders.append(parent)
            break
    found, names, files, taken = [], [], [], set()
    for other in sorted({f.resolve() for folder in folders for f in folder.glob("*.rst")}):
        if other == path.resolve():
            continue
        _, targets, _ = as_markdown(read_text_file(other, ctx), other.name)
        mine = [t for t in targets if _label(t).lower() in cited - taken]
        if mine:
            where = str(other.relative_to(path.parent.resolve())) if path.parent.resolve() in other.parents else str(other)
            found += [ListLine(t[0], t[1], where) for t in mine]
            taken |= {_label(t).lower() for t in mine}
            names.append(other.name)
            files.append(other)
    return found, names, files


def _label(line) -> str:
    return re.match(r"\\bibitem\{([^}]*)\}", line[1]).group(1)


def _conf_bibs(path: Path, ctx: ParseContext | None) -> list[Path]:
    for parent in list(path.parents)[:3]:
        conf = parent / "conf.py"
        if conf.is_file():
            listed = _BIB_FILES.search(read_text_file(conf, ctx))
            names = re.findall(r"[\"']([^\"']+\.bib)[\"']", listed.group(1)) if listed else []
            return [(parent / n).resolve() for n in names]
    return []


_CITED = re.compile(r"\\cite\{([^}]+)\}")


def read_rst(path: Path, ctx: ParseContext | None, read_markdown) -> Document:
    """``read_markdown(path, ctx, text=…)`` reads the converted text."""
    markdown, targets, bibs = as_markdown(read_text_file(path, ctx), "")
    notes = []
    spelled = {_label(t).lower(): _label(t) for t in targets}
    cited = {label.lower() for label in _CITED.findall(markdown)} - set(spelled)
    more, names, files = _project_targets(path, cited, ctx) if cited else ([], [], [])
    if more:
        spelled.update({_label(t).lower(): _label(t) for t in more})
        notes.append(f"{path.name}: {len(more)} citation target(s) read from {', '.join(names)} "
                     f"(Sphinx resolves citation labels across the project)")
    # a label is cited in any case ("[smith2018]_" for ".. [Smith2018]"): as its target spells it
    markdown = _CITED.sub(lambda m: "\\cite{" + spelled.get(m.group(1).lower(), m.group(1)) + "}", markdown)
    doc = read_markdown(path, ctx, text=markdown)
    if targets or more:
        doc.reference_lines = [*targets, *doc.reference_lines, *more]
        doc.files = [*doc.files, *files]
    if "@" in markdown and not doc.bib_paths:
        doc.bib_paths = [(path.parent / b).resolve() for b in bibs] or _conf_bibs(path, ctx)
        if doc.bib_paths:
            notes.append(f"{path.name}: bibliography {', '.join(p.name for p in doc.bib_paths)} "
                         f"({'its bibliography directive' if bibs else 'bibtex_bibfiles of conf.py'})")
    doc.warnings += notes
    return doc
