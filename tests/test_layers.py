"""The layer map of docs/internals.md holds in the code (issue 21): every module of refverify/
stands on one line of the map, imports only the lines below its own (or its own line), never a
sibling step, and no files import each other round a circle. Every import counts, a lazy one
inside a function too."""
from __future__ import annotations

import ast
import re
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "refverify"
INTERNALS = PACKAGE.parent / "docs" / "internals.md"

# Imports that still run against the map, each with why (ideally none).
EXCEPTIONS: dict[tuple[str, str], str] = {}


def read_map(text: str) -> list[list[tuple[str, bool]]]:
    """The map's lines, top first: each a list of (place, is_step). A place is a file (`x.py`)
    or a folder (`x/`) under refverify/; one followed by `(A)`..`(D)` is a step."""
    section = text.split("## Layers", 1)[1]
    block = section.split("```", 2)[1]
    lines = []
    for row in block.splitlines():
        places: list[tuple[str, bool]] = []
        for word in row.split():           # the places open the line; the first other word ends them
            if re.fullmatch(r"\([A-D]\)", word) and places:
                places[-1] = (places[-1][0], True)
            elif re.fullmatch(r"[\w/]+(?:/|\.py)", word):
                places.append((word, False))
            elif word != "·":
                break
        if places:
            lines.append(places)
    return lines


def place_of(module: str, lines) -> tuple[int, str, bool] | None:
    """(line number, place, is_step) of a module path such as `judge/llm.py`: the longest place
    that names it (a file, or a folder holding it)."""
    best = None
    for number, places in enumerate(lines):
        for place, step in places:
            if module == place or (place.endswith("/") and module.startswith(place)):
                if best is None or len(place) > len(best[1]):
                    best = (number, place, step)
    return best


def _module_file(dotted: str) -> str | None:
    path = PACKAGE.parent / dotted.replace(".", "/")
    if path.with_suffix(".py").is_file():
        return str(path.with_suffix(".py").relative_to(PACKAGE))
    if (path / "__init__.py").is_file():
        return str((path / "__init__.py").relative_to(PACKAGE))
    return None


def imports_of(path: Path) -> list[tuple[int, str]]:
    """(line, imported file) for each import of a refverify module in one file, as paths under
    refverify/ (`sources/base.py`, `index/__init__.py`)."""
    module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    package = package.removesuffix(".__init__")
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[:len(parts) - (node.level - 1)]
                base = ".".join(parts + ([node.module] if node.module else []))
            # `from pkg import name`: the submodule when `name` is one, else the package itself
            targets = [f"{base}.{alias.name}" if _module_file(f"{base}.{alias.name}") else base
                       for alias in node.names]
        else:
            continue
        for target in targets:
            if target.split(".")[0] == "refverify" and (file := _module_file(target)):
                found.append((node.lineno, file))
    return found


def crossings(edges, lines) -> dict[tuple[str, str], str]:
    """Each import from a file to one on a higher line of the map, or to a sibling step."""
    bad = {}
    for source, target in edges:
        (low, src_place, src_step), (high, dst_place, dst_step) = place_of(source, lines), place_of(target, lines)
        if high < low:
            bad[(source, target)] = f"{src_place} imports {dst_place}, a line above it"
        elif high == low and src_place != dst_place and src_step and dst_step:
            bad[(source, target)] = f"step {src_place} imports step {dst_place}"
    return bad


def circles(edges) -> list[list[str]]:
    """The files that import each other round a loop (strongly connected components of 2+)."""
    graph: dict[str, set[str]] = {}
    for source, target in edges:
        if source != target:
            graph.setdefault(source, set()).add(target)
    index, low, stack, on_stack, found, counter = {}, {}, [], set(), [], [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def _edges():
    return sorted({(str(path.relative_to(PACKAGE)), target)
                   for path in sorted(PACKAGE.rglob("*.py")) for _, target in imports_of(path)})


LINES = read_map(INTERNALS.read_text(encoding="utf-8"))


def test_the_map_is_read_from_internals():
    assert LINES[0] == [("cli.py", False)]
    assert [("parse/", True), ("sources/", True), ("judge/", True), ("report/", True)] in LINES
    assert LINES[-2] == [("core/", False)]


def test_the_scan_finds_an_import_up_and_one_between_steps():
    lines = read_map("## Layers\n```\n  api.py   face\n  parse/ (A)   judge/ (C)   steps\n"
                     "  index/   lookups\n  core/  vocab\n```\n")
    edges = [("parse/a.py", "core/b.py"), ("parse/a.py", "judge/llm.py"), ("index/x.py", "parse/a.py"),
             ("api.py", "index/x.py"), ("parse/a.py", "parse/c.py")]
    assert crossings(edges, lines) == {("parse/a.py", "judge/llm.py"): "step parse/ imports step judge/",
                                       ("index/x.py", "parse/a.py"): "index/ imports parse/, a line above it"}
    assert circles([("a.py", "b.py"), ("b.py", "c.py"), ("c.py", "a.py"), ("c.py", "d.py")]) == \
        [["a.py", "b.py", "c.py"]]


def test_the_scan_reads_relative_and_lazy_imports():
    found = dict((target, line) for line, target in imports_of(PACKAGE / "cli.py"))
    assert "api.py" in found and "inline.py" in found        # `from .inline import` inside main()


def test_every_module_stands_on_the_map():
    unmapped = [str(p.relative_to(PACKAGE)) for p in sorted(PACKAGE.rglob("*.py"))
                if place_of(str(p.relative_to(PACKAGE)), LINES) is None]
    assert unmapped == []


def test_no_import_runs_up_the_map_or_between_steps():
    found = crossings(_edges(), LINES)
    assert {edge: why for edge, why in found.items() if edge not in EXCEPTIONS} == {}
    assert [edge for edge in EXCEPTIONS if edge not in found] == []    # a mended one leaves the list


def test_no_files_import_each_other_round_a_circle():
    assert circles(_edges()) == []
