r"""Macro definitions in a LaTeX project: citations written inside a definition are not citing
places (``\newcommand{\foo}{… \cite{x}}`` cites nothing until \foo is used), and a macro the
author defined to cite (``\newcommand{\mycite}[1]{\citep{#1}}``, ``\DeclareCiteCommand{\citejrnl}``,
``\let\oldcite\cite``) is a citing command where it is used.

``scan_definitions(text)`` blanks every definition (same length, newlines kept, so line numbers
and columns stay) and returns the citing macros found, each with its number of mandatory
arguments and which of them holds the keys.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from .bbl_biblatex import _group

# Commands that cite (natbib, biblatex, apacite, …); a definition using one defines a citing macro.
CITE_COMMAND = re.compile(r"\\(?:[Cc]ite[A-Za-z]*|[Pp]arencites?|[Tt]extcites?|[Aa]utocites?|"
                          r"[Ff]ootcites?|footcitetext|[Ss]upercites?|[Ss]martcites?|fullcite|"
                          r"footfullcite|tcite|pcite|shortcite[A-Za-z]*)(?![A-Za-z@])\*?")
# Citing commands whose output is only a name, year or title: a mention, not a claim.
MENTION_COMMANDS = frozenset({
    "citeauthor", "Citeauthor", "citeyear", "citeauthorNP", "citeyearNP", "citetitle",
    "Citetitle", "citeurl", "citedate", "citename", "citefield", "citelist", "citeauthoronline"})

# Mentions that name the work (its authors or title): "\citeauthor{x} introduced …" says
# something of x, so with no other citation of x in its sentence it is a citing place.
NAMING_MENTIONS = frozenset({"citeauthor", "Citeauthor", "citeauthorNP", "citetitle", "Citetitle", "citeauthoronline"})

_DEFINITION = re.compile(
    r"\\(?P<cmd>(?:re)?newcommand|providecommand|DeclareRobustCommand|(?:New|Renew|Provide|Declare)"
    r"DocumentCommand|DeclareCiteCommand|[egx]?def|let)(?![A-Za-z@])\*?\s*")
_NAME = re.compile(r"\{?\s*\\(?P<name>[A-Za-z@]+|.)\s*\}?")


@dataclass(frozen=True)
class CiteMacro:
    name: str
    nargs: int = 1        # mandatory brace arguments at a use
    key_arg: int = 1      # the argument holding the keys (1-based)
    mention: bool = False
    names_work: bool = False  # a \citeauthor / \citetitle mention (see NAMING_MENTIONS)


def _group_end(text: str, start: int) -> int:
    """End of the brace group opening at ``text[start] == "{"`` (or len(text) if unclosed)."""
    return _group(text, start)[1]


def _skip_space(text: str, index: int) -> int:
    while index < len(text) and text[index] in " \t\n":
        index += 1
    return index


def _definition_end(text: str, cmd: str, index: int) -> tuple[int, list[str], int]:
    """(end, brace groups of the body, number of declared arguments) after the macro name."""
    nargs, groups = 0, []
    if cmd == "let":
        match = re.compile(r"\s*=?\s*(\\[A-Za-z@]+|\S)").match(text, index)
        return (match.end(), [match.group(1)], 0) if match else (index, [], 0)
    if cmd.endswith("def"):                    # \def\foo#1#2{body}
        params = re.compile(r"[^{]*").match(text, index)
        nargs = params.group(0).count("#")
        index = params.end()
        wanted = 1
    elif cmd.endswith("DocumentCommand"):      # {spec}{body}
        wanted = 2
    elif cmd == "DeclareCiteCommand":          # [wrapper]{pre}{loop}{sep}{post}
        wanted = 4
    else:                                      # [n][default]{body}
        wanted = 1
    while True:
        index = _skip_space(text, index)
        if index < len(text) and text[index] == "[":
            close = text.find("]", index)
            if close == -1:
                break
            option = text[index + 1:close].strip()
            if option.isdigit() and not nargs:
                nargs = int(option)
            index = close + 1
            continue
        break
    for _ in range(wanted):
        index = _skip_space(text, index)
        if index >= len(text) or text[index] != "{":
            break
        end = _group_end(text, index)
        groups.append(text[index + 1:end - 1])
        index = end
    if cmd == "DeclareCiteCommand":            # an optional fifth group (the post code)
        after = _skip_space(text, index)
        if after < len(text) and text[after] == "{":
            end = _group_end(text, after)
            groups.append(text[after + 1:end - 1])
            index = end
    if cmd.endswith("DocumentCommand") and groups:
        nargs = len(re.findall(r"(?<![A-Za-z])[mr]\b|\bm", groups[0]))
    return index, groups, nargs


def _cite_macro(name: str, cmd: str, groups: list[str], nargs: int, known: dict) -> CiteMacro | None:
    if cmd == "DeclareCiteCommand":
        return CiteMacro(name, 1, 1, mention=False)
    if cmd == "let":
        target = groups[0].lstrip("\\") if groups else ""
        if target in known:
            old = known[target]
            return CiteMacro(name, old.nargs, old.key_arg, old.mention, old.names_work)
        if CITE_COMMAND.fullmatch(groups[0] if groups else ""):
            return CiteMacro(name, 1, 1, target in MENTION_COMMANDS, target in NAMING_MENTIONS)
        return None
    body = groups[-1] if groups else ""
    call = CITE_COMMAND.search(body)
    if not call:
        for other in known.values():
            if re.search(r"\\" + re.escape(other.name) + r"(?![A-Za-z@])", body):
                call = other
                break
        if not call:
            return None
    if isinstance(call, CiteMacro):
        mention, names_work = call.mention, call.names_work
        rest = body
    else:
        command = call.group(0).lstrip("\\").rstrip("*")
        mention, names_work = command in MENTION_COMMANDS, command in NAMING_MENTIONS
        rest = body[call.end():]
    keys = re.search(r"\{\s*#(\d)\s*\}", rest)
    if nargs and not keys:
        return None                              # the keys are fixed inside the definition
    if not nargs:
        return None                              # "\newcommand{\foo}{\cite{x}}": no argument
    return CiteMacro(name, nargs, int(keys.group(1)), mention, names_work)


def scan_definitions(text: str) -> tuple[str, dict[str, CiteMacro]]:
    """Blank every macro definition of ``text``; the citing macros it defines, by name."""
    if "\\" not in text or not _DEFINITION.search(text):
        return text, {}
    macros: dict[str, CiteMacro] = {}
    out, position = [], 0
    for match in _DEFINITION.finditer(text):
        if match.start() < position:
            continue
        name = _NAME.match(text, match.end())
        if not name:
            continue
        end, groups, nargs = _definition_end(text, match.group("cmd"), name.end())
        if end >= len(text) and match.group("cmd") != "let":
            continue                               # an unclosed definition: leave the text
        found = _cite_macro(name.group("name"), match.group("cmd"), groups, nargs, macros)
        if found:
            macros[found.name] = found
        out.append(text[position:match.start()])
        out.append(re.sub(r"[^\n]", " ", text[match.start():end]))
        position = end
    out.append(text[position:])
    return "".join(out), macros


class MacroCite:
    """Uses of the author's citing macros: ``\\mycite{a,b}``, ``\\mycite[p.~3]{a}``, or the
    key argument of a macro with several (``\\citefig{2}{a}`` when #2 holds the keys)."""
    name = "latex_cite"

    def __init__(self, macros: dict[str, CiteMacro]):
        self.macros = macros
        names = "|".join(re.escape(n) for n in sorted(macros, key=len, reverse=True))
        self._re = re.compile(rf"\\({names})(?![A-Za-z@])\*?\s*((?:\[[^\[\]]*\]\s*)*)")

    def find(self, text: str, superscripts=()):
        from .citation_types import CitationMatch
        if "\\" not in text:
            return []
        out = []
        for m in self._re.finditer(text):
            macro = self.macros[m.group(1)]
            index, args = m.end(), []
            while len(args) < macro.nargs:
                index = _skip_space(text, index)
                if index >= len(text) or text[index] != "{":
                    break
                end = _group_end(text, index)
                args.append(text[index + 1:end - 1])
                index = end
            if len(args) < macro.nargs:
                continue
            keys = [k.strip() for k in args[macro.key_arg - 1].split(",") if k.strip()]
            if keys and all(re.fullmatch(r"[^\s{}\\#]+", k) for k in keys):
                out.append(CitationMatch(m.start(), index, text[m.start():index], keys,
                                         self.name, is_use=not macro.mention,
                                         names_work=macro.names_work))
        return out
