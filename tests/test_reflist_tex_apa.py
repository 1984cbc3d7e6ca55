"""An APA list typed by hand into a .tex (``[5] Roe, J. (2018). \\textit{Title} (2nd ed.). Press.``): its
LaTeX italics read like Markdown's, so the italic title and the italic venue are found the same way;
APA 7's works without an author put the title first. Each line is written for this test (the people
and works are invented)."""
from __future__ import annotations

import pytest

from refverify.parse.reflist import parse_reference_line

FIELDS = ("authors", "title", "journal", "volume", "pages", "year", "publisher")

CASES = {
    "textit-journal-volume-pages": (
        r"[1] Okafor, Y., et al. (2022). Training meshes to follow instructions. \textit{MeshIPS}, 35, 27730-27744.",
        (["Okafor, Y."], "Training meshes to follow instructions", "MeshIPS", "35", "27730-27744", 2022, "")),
    "textit-arxiv-venue": (
        r"[2] Roe, L., et al. (2024). A survey of self-evolving meshes. \textit{arXiv preprint arXiv:2507.01234}.",
        (["Roe, L."], "A survey of self-evolving meshes", "arXiv preprint arXiv:2507.01234", "", "", 2024, "")),
    "textit-book-title-edition": (
        r"[5] Brandt, R. S., \& Roe, A. G. (2018). \textit{Mesh learning: An introduction} (2nd ed.). MIT Press.",
        (["Brandt, R. S.", "Roe, A. G."], "Mesh learning: An introduction", "", "", "", 2018, "MIT Press")),
    "emph-venue-alone-is-no-publisher": (
        r"[6] Snell, C., et al. (2022). Offline meshes for language generation. \emph{ICLM}.",
        (["Snell, C."], "Offline meshes for language generation", "ICLM", "", "", 2022, "")),
    "no-author-subtitle": (
        r"[10] Endless Meshes: Scaling Environments for Mesh Agents. (2026). \textit{arXiv preprint arXiv:2601.01234}.",
        ([], "Endless Meshes: Scaling Environments for Mesh Agents", "arXiv preprint arXiv:2601.01234", "", "", 2026, "")),
    "no-author-question": (
        r"[11] Mesh-Bench: Can Language Models Resolve Real-World Mesh Issues? (2024). \textit{ICLM}.",
        ([], "Mesh-Bench: Can Language Models Resolve Real-World Mesh Issues?", "ICLM", "", "", 2024, "")),
}


@pytest.mark.parametrize("line, expected", [
    pytest.param(line, dict(zip(FIELDS, values)), id=name) for name, (line, values) in CASES.items()])
def test_hand_typed_tex_apa_line(line, expected):
    entry = parse_reference_line(1, line, "paper.tex")
    assert {f: getattr(entry, f) for f in FIELDS} == expected


# APA 7's work without an author, no colon or question to tell the title by: all that follows the year
# is the italic venue, so the long name before it is the title — a guess, said in a note
@pytest.mark.parametrize("line, expected", [
    (r"[7] Expanded Action Spaces for Mesh Agents. (2025). \textit{arXiv preprint}.",
     ([], "Expanded Action Spaces for Mesh Agents", "arXiv preprint", "guessed")),
    (r"[16] Hindsight Credit Assignment for Long-Horizon Mesh Agents. (2026). \textit{arXiv preprint arXiv:2603.01234}.",
     ([], "Hindsight Credit Assignment for Long-Horizon Mesh Agents", "arXiv preprint arXiv:2603.01234", "guessed")),
    (r"World Mesh Organization. (2020). \textit{Guidelines on meshes}.",
     (["World Mesh Organization"], "Guidelines on meshes", "", "style")),
    (r"[9] Wing VC. (2026). Mesh Environments for Agents: Who Will Win.",
     (["Wing, VC"], "Mesh Environments for Agents: Who Will Win", "", "style")),
])
def test_apa_title_in_the_authors_place(line, expected):
    entry = parse_reference_line(1, line, "paper.tex")
    assert (entry.authors, entry.title, entry.journal, entry.certainty["title"].value) == expected
