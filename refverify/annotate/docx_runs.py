"""Cut Word runs at character positions and put comment marks into the cuts, byte-exactly.

A comment range can only start or end between runs, so a run holding ``…风险增加[6]。`` is
written as three runs with the same properties (``…风险增加`` / ``[6]`` / ``。``) and the
range marks go between them. A run no cut falls inside keeps its bytes.
"""
from __future__ import annotations

from collections import defaultdict

from ..parse import docx_text as dt
from .docx_places import CharRef
from .ooxml import Spans, SpanError, text_units

_RPR = dt.W + "rPr"


class RunCutter:
    """Collects the marks to insert at cut points of the runs of one XML part."""

    def __init__(self, spans: Spans):
        self.spans = spans
        self.data = spans.data
        self._atoms: dict[object, list[tuple]] = {}
        # run -> cut index -> {"end": [bytes], "start": [bytes]}
        self.cuts: dict[object, dict[int, dict[str, list[bytes]]]] = defaultdict(
            lambda: defaultdict(lambda: {"end": [], "start": []}))
        self.around: list[tuple[int, bytes]] = []

    def atoms(self, run) -> list[tuple]:
        """The run's content after its properties: ("char", w:t, k) per character of a w:t,
        ("child", element) for every other child."""
        if run not in self._atoms:
            atoms: list[tuple] = []
            for child in run:
                if not isinstance(child.tag, str) or child.tag == _RPR:
                    continue
                if child.tag == dt.T:
                    units = text_units(self.data, self.spans[child])
                    if len(units) != len(child.text or ""):
                        raise SpanError("w:t text and bytes disagree")
                    atoms += [("char", child, k) for k in range(len(units))]
                else:
                    atoms.append(("child", child))
            self._atoms[run] = atoms
        return self._atoms[run]

    def index_of(self, char: CharRef) -> int:
        key = ("char", char.item, char.index) if char.item.tag == dt.T else ("child", char.item)
        return self.atoms(char.run).index(key)

    def mark(self, first: CharRef, last: CharRef, start: bytes, end: bytes) -> None:
        """``start`` goes just before ``first``, ``end`` just after ``last``."""
        self.cuts[first.run][self.index_of(first)]["start"].append(start)
        self.cuts[last.run][self.index_of(last) + 1]["end"].append(end)

    def mark_around(self, first_el, last_el, start: bytes, end: bytes) -> None:
        """``start`` just before element ``first_el``, ``end`` just after ``last_el`` (a whole
        field: no run inside it is cut)."""
        self.around.append((self.spans[first_el].start, start))
        self.around.append((self.spans[last_el].end, end))

    def edits(self) -> list[tuple[int, int, bytes]]:
        out = [(at, at, content) for at, content in self.around]
        for run, cuts in self.cuts.items():
            out += self._run_edits(run, {k: b"".join(v["end"] + v["start"]) for k, v in cuts.items()})
        return out

    def _run_edits(self, run, inserts: dict[int, bytes]):
        atoms = self.atoms(run)
        n = len(atoms)
        span = self.spans[run]
        inner = sorted(k for k in inserts if 0 < k < n)
        if not inner:
            edits = []
            if 0 in inserts:
                edits.append((span.start, span.start, inserts[0]))
            if n in inserts:
                edits.append((span.end, span.end, inserts[n]))
            return edits
        open_tag = self.data[span.start:span.open_end]
        close_tag = self.data[span.close_start:span.end]
        rpr = run.find(_RPR)
        rpr_raw = self.spans.raw(rpr) if rpr is not None else b""
        bounds = [0, *inner, n]
        out = [inserts.get(0, b"")]
        for a, b in zip(bounds, bounds[1:]):
            out.append(open_tag + rpr_raw + self._render(atoms[a:b]) + close_tag)
            out.append(inserts.get(b, b""))
        return [(span.start, span.end, b"".join(out))]

    def _render(self, atoms: list[tuple]) -> bytes:
        out = []
        index = 0
        while index < len(atoms):
            atom = atoms[index]
            if atom[0] == "child":
                out.append(self.spans.raw(atom[1]))
                index += 1
                continue
            t = atom[1]
            group_end = index
            while group_end < len(atoms) and atoms[group_end][0] == "char" and atoms[group_end][1] is t:
                group_end += 1
            units = text_units(self.data, self.spans[t])
            ks = [a[2] for a in atoms[index:group_end]]
            if len(ks) == len(units):
                out.append(self.spans.raw(t))
            else:
                span = self.spans[t]
                open_tag = self.data[span.start:span.open_end]
                if b"xml:space" not in open_tag:
                    open_tag = open_tag[:-1] + b' xml:space="preserve">'
                body = self.data[units[ks[0]][0]:units[ks[-1]][1]]
                out.append(open_tag + body + self.data[span.close_start:span.end])
            index = group_end
        return b"".join(out)
