"""A second, independent scanner of LaTeX citing places, used only to label the corpus.

It shares no code with refverify's parser and works differently on purpose: it reads the
project as one character stream (files pushed on a stack as ``\\input`` & co. are met), tokenises
TeX control words, and reads arguments by counting braces; refverify works line by line with
regular expressions. What it counts follows LaTeX's own meaning:

* a citing place is one citing command in the document body (after ``\\begin{document}``);
  every distinct key in it is cited once there;
* ``\\citeauthor`` / ``\\citeyear`` / ``\\citetitle`` & co. print a name, year or title: mentions;
  a ``\\citeauthor`` / ``\\citetitle`` names the work, and one whose sentence (up to ". ", "? ",
  "! " or a blank line) holds no citing command of its key is a citing place, once per sentence;
* ``\\nocite`` keeps entries (``\\nocite{*}`` all of them);
* nothing inside comments, ``\\iffalse … \\fi``, verbatim-like or ``filecontents`` environments,
  or a macro definition is typeset where it stands; a macro defined to cite cites where used;
* a ``filecontents`` environment writes its file; bibliography keys are read from the named
  ``.bib`` files (or from ``\\bibitem``s, or the ``.bbl`` when a ``.bib`` is missing).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

CITE = set("cite citep citet citealp citealt citenum citetext Cite Citep Citet Citealp Citealt "
           "parencite Parencite textcite Textcite autocite Autocite footcite Footcite footcitetext "
           "supercite smartcite Smartcite fullcite footfullcite citeA citeNP shortcite shortciteNP "
           "tcite pcite citeyearpar upcite pagescite yearpagescite yearcite authornumcite citec "
           "citepns citetns inlinecite".split())
MENTION = set("citeauthor Citeauthor citeyear citeyearNP citeauthorNP citetitle Citetitle citeurl "
              "citedate citename citefield citelist".split())
NAMING = set("citeauthor Citeauthor citeauthorNP citetitle Citetitle".split())
VOLCITE = {p + "volcite" for p in ("", "p", "f", "ft", "s", "t", "a", "P", "F", "Ft", "S", "T", "A")}
MULTI = set("cites Cites parencites Parencites textcites Textcites autocites Autocites footcites "
            "supercites smartcites authornumcites citecs citets".split())
DEFINERS = set("newcommand renewcommand providecommand DeclareRobustCommand NewDocumentCommand "
               "RenewDocumentCommand ProvideDocumentCommand DeclareDocumentCommand DeclareCiteCommand "
               "def gdef edef xdef let".split())
SKIP_ENVS = set("comment verbatim verbatim* Verbatim BVerbatim LVerbatim lstlisting minted "
                "spverbatim filecontents filecontents* code".split())
INCLUDES = {"input", "include", "subfile"}
BIBS = {"bibliography", "addbibresource", "addglobalbib", "addsectionbib"}


@dataclass
class Labels:
    cited: dict[str, int] = field(default_factory=dict)
    mentions: set[str] = field(default_factory=set)
    nocite: set[str] = field(default_factory=set)
    bib_names: list[str] = field(default_factory=list)
    bibitems: list[str] = field(default_factory=list)
    written: dict[str, str] = field(default_factory=dict)   # filecontents: name -> text
    sentence: int = 0                                       # sentences of the body so far
    cited_in: set[tuple[int, str]] = field(default_factory=set)   # (sentence, key) of citing commands
    named_in: list[tuple[int, str]] = field(default_factory=list)  # (sentence, key) of \citeauthor & co.


class _Stream:
    """Characters of the project with comments removed, as one stream over a file stack."""

    def __init__(self, root: Path):
        self.root = root
        self.stack: list[list] = []     # [text, position, directory]

    def push(self, path: Path) -> None:
        self.stack.append([_uncomment(path.read_text(encoding="utf-8", errors="replace")), 0,
                           path.parent])

    def peek(self) -> str:
        while self.stack and self.stack[-1][1] >= len(self.stack[-1][0]):
            self.stack.pop()
        return self.stack[-1][0][self.stack[-1][1]] if self.stack else ""

    def take(self) -> str:
        char = self.peek()
        if char:
            self.stack[-1][1] += 1
        return char

    def rest(self) -> str:
        top = self.stack[-1]
        return top[0][top[1]:]

    def skip(self, count: int) -> None:
        self.stack[-1][1] += count


def _uncomment(text: str) -> str:
    out = []
    for line in text.split("\n"):
        cut, index = len(line), 0
        while index < len(line):
            if line[index] == "\\":
                if line.startswith(("\\url{", "\\href{"), index):
                    close = line.find("}", index)
                    index = close + 1 if close != -1 else len(line)
                    continue
                index += 2
                continue
            if line[index] == "%":
                cut = index
                break
            index += 1
        out.append(line[:cut])
    return "\n".join(out)


def _word(stream: _Stream) -> str:
    name = ""
    while stream.peek().isalpha() or stream.peek() == "@":
        name += stream.take()
    if not name:
        name = stream.take()
    return name


def _space(stream: _Stream) -> None:
    while stream.peek() in (" ", "\t", "\n") and stream.peek():
        stream.take()


def _group(stream: _Stream, open_char="{", close_char="}") -> str | None:
    _space(stream)
    if stream.peek() != open_char:
        return None
    stream.take()
    depth, out = 1, []
    while stream.peek():
        char = stream.take()
        if char == "\\":
            out.append(char + stream.take())
            continue
        if char == open_char:
            depth += 1
        elif char == close_char:
            depth -= 1
            if not depth:
                return "".join(out)
        out.append(char)
    return "".join(out)


def _options(stream: _Stream) -> list[str]:
    found = []
    while True:
        _space(stream)
        if stream.peek() != "[":
            return found
        found.append(_group(stream, "[", "]") or "")


def _keys(text: str) -> list[str]:
    return list(dict.fromkeys(k.strip() for k in text.split(",") if k.strip()))


def scan(main: Path) -> Labels:
    labels = Labels()
    stream = _Stream(main.parent)
    stream.push(main)
    names = {"jobname": main.stem}
    cite_macros: dict[str, tuple[int, int, bool]] = {}    # name -> (args, key arg, mention)
    in_body = False

    def expand(text: str) -> str:
        return re.sub(r"\\([A-Za-z@]+)\s*", lambda m: names.get(m.group(1), m.group(0)), text)

    def push_file(name: str, directory: Path) -> None:
        target = (directory / expand(name).strip())
        for candidate in (target, target.with_name(target.name + ".tex")):
            if candidate.is_file() and candidate.resolve().is_relative_to(stream.root.resolve()):
                stream.push(candidate)
                return

    while stream.peek():
        char = stream.take()
        if char != "\\":
            following = stream.peek()
            if in_body and ((char in ".!?" and (not following or following.isspace()))
                            or (char == "\n" and following == "\n")):
                labels.sentence += 1
            continue
        word = _word(stream)
        directory = stream.stack[-1][2] if stream.stack else stream.root
        if word == "begin":
            env = _group(stream) or ""
            if env == "document":
                in_body = True
            elif env.strip() in SKIP_ENVS:
                end = stream.rest().find("\\end{" + env.strip() + "}")
                body = stream.rest()[:end if end != -1 else None]
                if env.startswith("filecontents"):
                    named = re.match(r"\s*(?:\[[^\]]*\])?\s*\{([^}]*)\}", body)
                    if named:
                        labels.written[expand(named.group(1)).strip()] = \
                            body[named.end():]
                stream.skip(len(body))
            elif env == "refsection":
                labels.bib_names.extend(n for o in _options(stream) for n in o.split(","))
            elif env == "thebibliography":
                _group(stream)
        elif word == "end":
            if (_group(stream) or "") == "document":
                break
        elif word == "iffalse":
            depth = 1
            while depth and stream.peek():
                if stream.take() == "\\":
                    token = _word(stream)
                    depth += 1 if token.startswith("if") and token not in ("iff",) else 0
                    depth -= 1 if token == "fi" else 0
        elif word in ("verb", "lstinline"):
            delimiter = stream.take()
            while stream.peek() and stream.take() != delimiter:
                pass
        elif word in DEFINERS:
            _definition(stream, word, cite_macros, names)
        elif word in INCLUDES:
            _space(stream)
            if stream.peek() == "{":
                push_file(_group(stream) or "", stream.root)
            else:
                name = ""
                while stream.peek() and not stream.peek().isspace():
                    name += stream.take()
                push_file(name, stream.root)
        elif word in ("import", "subimport", "inputfrom", "subinputfrom", "includefrom",
                      "subincludefrom"):
            _options(stream)
            folder, name = _group(stream) or "", _group(stream) or ""
            base = directory if word.startswith("sub") else stream.root
            push_file(expand(folder).rstrip("/") + "/" + name, base)
        elif word in BIBS:
            _options(stream)
            labels.bib_names.extend((_group(stream) or "").split(","))
        elif word == "bibitem":
            _options(stream)
            labels.bibitems.append((_group(stream) or "").strip())
        elif not in_body:
            continue
        elif word == "nocite":
            labels.nocite.update(_keys(_group(stream) or ""))
        elif word in VOLCITE:          # \volcite[pre]{volume}[pages]{key}
            _options(stream)
            _group(stream)
            _options(stream)
            for key in _keys(_group(stream) or ""):
                labels.cited[key] = labels.cited.get(key, 0) + 1
                labels.cited_in.add((labels.sentence, key))
        elif word in CITE or word in MENTION or word in MULTI or word in cite_macros:
            _citation(stream, word, labels, cite_macros)
    for sentence, key in dict.fromkeys(labels.named_in):
        if (sentence, key) not in labels.cited_in:
            labels.cited[key] = labels.cited.get(key, 0) + 1
    return labels


def _definition(stream: _Stream, word: str, cite_macros: dict, names: dict) -> None:
    if stream.peek() == "*":
        stream.take()
    _space(stream)
    if stream.peek() == "{":
        name = (_group(stream) or "").strip().lstrip("\\")
    elif stream.take() == "\\":
        name = _word(stream)
    else:
        return
    if word == "let":
        _space(stream)
        if stream.peek() == "=":
            stream.take()
            _space(stream)
        if stream.take() == "\\":
            target = _word(stream)
            if target in cite_macros:
                cite_macros[name] = cite_macros[target]
            elif target in CITE or target in MENTION:
                cite_macros[name] = (1, 1, _mention(target))
        return
    if word.endswith("def"):
        params = ""
        while stream.peek() and stream.peek() != "{":
            params += stream.take()
        bodies, count = [_group(stream) or ""], params.count("#")
    elif word == "DeclareCiteCommand":
        _options(stream)
        bodies = [_group(stream) or "" for _ in range(4)]
        _space(stream)
        if stream.peek() == "{":
            bodies.append(_group(stream) or "")
        cite_macros[name] = (1, 1, False)
        return
    elif word.endswith("DocumentCommand"):
        spec = _group(stream) or ""
        bodies, count = [_group(stream) or ""], len(re.findall(r"\bm\b|(?<![A-Za-z])m", spec))
    else:
        options = _options(stream)
        count = int(options[0]) if options and options[0].strip().isdigit() else 0
        bodies = [_group(stream) or ""]
    body = bodies[-1]
    if not count and "\\" not in body and "#" not in body:
        names[name] = body
        return
    found = re.search(r"\\([A-Za-z@]+)\*?\s*(?:\[[^\]]*\]\s*)*\{\s*#(\d)\s*\}", body)
    if count and found and (found.group(1) in CITE or found.group(1) in MENTION
                            or found.group(1) in cite_macros):
        inner = cite_macros.get(found.group(1), (1, 1, _mention(found.group(1))))
        cite_macros[name] = (count, int(found.group(2)), inner[2])


def _citation(stream: _Stream, word: str, labels: Labels, cite_macros: dict) -> None:
    if stream.peek() == "*":
        stream.take()
    keys: list[str] = []
    if word in MULTI:
        for _ in range(2):
            _space(stream)
            if stream.peek() == "(":
                _group(stream, "(", ")")
        while True:
            _options(stream)
            _space(stream)
            if stream.peek() != "{":
                break
            keys += _keys(_group(stream) or "")
        mention = False
    elif word in cite_macros:
        count, key_arg, mention = cite_macros[word]
        args = []
        _options(stream)
        for _ in range(count):
            group = _group(stream)
            if group is None:
                return
            args.append(group)
        keys = _keys(args[key_arg - 1])
    else:
        _options(stream)
        keys = _keys(_group(stream) or "")
        mention = _mention(word)
    keys = list(dict.fromkeys(keys))
    if mention:
        labels.mentions.update(keys)
        if mention == "naming":
            labels.named_in.extend((labels.sentence, key) for key in keys)
    else:
        for key in keys:
            labels.cited[key] = labels.cited.get(key, 0) + 1
            labels.cited_in.add((labels.sentence, key))


def _mention(word: str):
    """False for a citing command; "naming" for \\citeauthor & co.; "mention" for the others."""
    return "naming" if word in NAMING else "mention" if word in MENTION else False


def bib_keys(text: str) -> list[str]:
    """Entry keys of a .bib text (not @string / @comment / @preamble)."""
    return [m.group(2).strip() for m in re.finditer(r"@\s*(\w+)\s*[{(]\s*([^,\s{}()]+)\s*,", text)
            if m.group(1).lower() not in ("string", "comment", "preamble")]


def bbl_keys(text: str) -> list[str]:
    return re.findall(r"\\(?:bibitem(?:\[[^\]]*\])?|entry)\s*\{([^}]*)\}", text)
