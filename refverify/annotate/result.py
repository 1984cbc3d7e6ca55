"""What an annotation gives back: the annotated copy, the notes placed and those that could not be,
and where the copy is written."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .findings import Note


@dataclass
class AnnotateResult:
    path: Path                       # the annotated copy (a file, or a folder for LaTeX)
    format: str
    placed: list[Note] = field(default_factory=list)
    unplaced: list[Note] = field(default_factory=list)
    document: Path | None = None     # the annotated main file (== path unless a folder)
    not_copied: list[str] = field(default_factory=list)   # links out of the manuscript's folder

    def summary(self) -> str:
        text = f"annotated copy: {self.path} ({len(self.placed)} notes"
        if self.unplaced:
            where = ", ".join(sorted({f"{n.place.file}:{n.place.line} {n.place.marker}"
                                      for n in self.unplaced}))
            text += f"; {len(self.unplaced)} could not be placed: {where}"
        if self.not_copied:
            text += (f"; not copied, links out of the manuscript's folder: "
                     f"{', '.join(self.not_copied)}")
        return text + ")"


def annotated_path(source: Path, out_dir: Path, folder: bool = False) -> Path:
    """``thesis.docx`` -> ``out/thesis.refverify.docx``; a LaTeX project -> ``out/main.refverify/``."""
    if folder:
        return out_dir / f"{source.stem}.refverify"
    return out_dir / f"{source.stem}.refverify{source.suffix}"
