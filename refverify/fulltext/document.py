"""A full text as the judge sees it: labelled sections of paragraphs, in reading order.

`kind` says what a section is: "abstract", "body", "table" (caption, header and rows, one row a
paragraph), "figure" (its caption). Back matter and the reference list are never kept: a number
or a sentence found there is another work's, not this one's.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

ABSTRACT, BODY, TABLE, FIGURE = "abstract", "body", "table", "figure"

# Heads that open the results of a study: numbers found there are the study's own findings.
_RESULTS_RE = re.compile(r"\bresults?\b|\bfindings\b|结果|\btable\b|表", re.IGNORECASE)


@dataclass(frozen=True)
class Section:
    label: str                      # "Results > Glycaemic control", "Table 2", "Abstract"
    kind: str = BODY
    paragraphs: tuple[str, ...] = ()
    page: int | None = None         # PDF page (1-based) where the section starts

    @property
    def text(self) -> str:
        return "\n".join(self.paragraphs)

    @property
    def is_results(self) -> bool:
        return self.kind == TABLE or bool(_RESULTS_RE.search(self.label))


@dataclass
class Document:
    kind: str                       # jats | pdf | html | text
    sections: list[Section] = field(default_factory=list)
    title: str = ""
    notes: list[str] = field(default_factory=list)   # what could not be read, said plainly
    key: str = ""                   # the digest of the bytes it was read from

    @property
    def abstract(self) -> str:
        return "\n".join(s.text for s in self.sections if s.kind == ABSTRACT)

    @property
    def body_sections(self) -> list[Section]:
        return [s for s in self.sections if s.kind != ABSTRACT]

    def text(self) -> str:
        """Every kept section, each paragraph on its own line: what a quote is checked against."""
        return "\n".join(s.text for s in self.sections if s.paragraphs)

    def words(self) -> int:
        return len(self.text().split())

    def section_of(self, needle: str) -> str:
        """The label of the first section whose text holds `needle` (whitespace folded), or ''."""
        want = _fold(needle)
        if not want:
            return ""
        for s in self.sections:
            if want in _fold(s.text):
                return s.label
        return ""


def _fold(text: str) -> str:
    return re.sub(r"\s+", " ", text or "").strip()
