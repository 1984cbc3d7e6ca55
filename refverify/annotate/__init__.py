"""The findings where the author works: an annotated copy of the manuscript.

``annotate(state_dir)`` writes a copy of the manuscript named for what it is
(``thesis.refverify.docx``, ``main.refverify/`` for LaTeX, ``paper.refverify.md``) with one
margin note per finding at the citing place it concerns: Word comments, ``\\refverifynote{…}``
margin notes, CriticMarkup ``{>> … <<}`` (or HTML comments). The original is never touched.
"""
from __future__ import annotations

import hashlib
import os
from pathlib import Path

from ..errors import RefverifyError
from ..state import State
from ..state_file import load_state, state_path
from .findings import Note, Place, collect_notes
from .result import AnnotateResult, annotated_path
from .wording import words

AUTHOR = "refverify"
FORMATS = {".docx": "docx", ".tex": "tex", ".md": "md", ".markdown": "md", ".txt": "md"}

__all__ = ["annotate", "AnnotateResult", "Note", "Place", "collect_notes", "annotated_path"]


def _comment_date(state: State) -> str:
    stamp = state.meta.updated or state.meta.created or "1970-01-01T00:00:00+00:00"
    return stamp.replace("+00:00", "Z")[:19] + "Z" if "T" in stamp else "1970-01-01T00:00:00Z"


def _max_number(state: State) -> int | None:
    numbers = [r.number for r in state.refs.values()
               if r.number is not None and r.bib.origin in ("document", "both")]
    return max(numbers) * 2 + 20 if numbers else None


def _check_source(state: State, state_file: Path) -> Path:
    meta = state.meta
    if meta.citation_style == "bibliography-only" or not meta.source_file:
        raise RefverifyError(f"{state_file}: a bibliography was audited alone; there is no "
                             "manuscript to annotate")
    source = Path(meta.manuscript_dir) / meta.source_file
    if not source.is_file():
        raise RefverifyError(f"{source}: manuscript not found (the state {state_file} was made from it)")
    recorded = meta.input_hashes.get(meta.source_file, "")
    if recorded:
        digest = "sha256:" + hashlib.sha256(source.read_bytes()).hexdigest()
        if digest != (recorded if recorded.startswith("sha256:") else f"sha256:{recorded}"):
            raise RefverifyError(f"{source}: changed since Step A; run `refverify parse` (or run) "
                                 "again before annotating")
    return source


def annotate(state_or_dir: str | os.PathLike, out_dir: str | os.PathLike | None = None, *,
             include_all: bool = False, md_comments: str = "critic") -> AnnotateResult:
    """Write the annotated copy of the manuscript of the state in ``state_or_dir``.

    ``out_dir`` defaults to the state's folder. ``include_all`` adds PASS / PARTIAL-B notes;
    ``md_comments`` is ``"critic"`` ({>> … <<}) or ``"html"`` (<!-- … -->) for Markdown."""
    if md_comments not in ("critic", "html"):
        raise RefverifyError(f"markdown comment style {md_comments!r}: choose critic or html")
    state_file = state_path(state_or_dir)
    state = load_state(state_file)
    source = _check_source(state, state_file)
    fmt = FORMATS.get(source.suffix.lower())
    if fmt is None:
        raise RefverifyError(f"{source}: cannot annotate a '{source.suffix}' manuscript")
    out = Path(out_dir) if out_dir is not None else state_file.parent
    if fmt == "docx":
        return _annotate_docx(state, source, out, include_all)
    from .text_writer import write_annotated_md, write_annotated_tex
    notes = collect_notes(state, include_all=include_all)
    if fmt == "tex":
        return write_annotated_tex(state, source, out, notes)
    return write_annotated_md(state, source, out, notes, style=md_comments)


def _annotate_docx(state: State, source: Path, out: Path, include_all: bool) -> AnnotateResult:
    from ..parse.manuscript import read_document
    from .docx_writer import list_places, write_annotated_docx

    uncited = state.meta.checks.uncited and state.meta.citation_style == "numeric"
    places = list_places(read_document(source), state.refs) if uncited else {}
    notes = collect_notes(state, include_all=include_all, list_places=places)
    target = annotated_path(source, out)
    placed, unplaced = write_annotated_docx(source, target, notes, author=AUTHOR,
                                            date=_comment_date(state), max_number=_max_number(state),
                                            in_note=words(state.meta.language)["in_note"])
    return AnnotateResult(target, "docx", placed, unplaced, target)
