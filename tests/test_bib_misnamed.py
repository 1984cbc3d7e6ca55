"""A BibTeX file saved under another name (issue 20, held-out batch 15: an LLM-assisted paper's
`references.bbl` holding `@inproceedings{…}` records): read as the BibTeX it is, whatever its extension;
a real `.bbl` (biblatex's `\\entry`, `\\bibitem`) keeps its own reader."""
from __future__ import annotations

from refverify.parse.bib_formats import holds_bibtex
from refverify.parse.bibliography import read_bib_files
from refverify.parse.pipeline import parse_manuscript

BIBTEX = ("@inproceedings{okafor2024mesh,\n  author = {Okafor, Nadia and Lind, Per},\n"
          "  title = {{Mesh-RAG}: Retrieval for Meshes},\n  booktitle = {Proceedings of ICLR},\n  year = {2024}\n}\n\n"
          "@article{lind2020salt,\n  author = {Lind, Per},\n  title = {Salt and Strain},\n  journal = {Meshes},\n  year = {2020}\n}\n")


def test_a_bbl_holding_bibtex_is_audited_as_a_bibliography(tmp_path):
    path = tmp_path / "references.bbl"
    path.write_text(BIBTEX, encoding="utf-8")
    state = parse_manuscript(path)
    assert state.meta.citation_style == "bibliography-only"
    assert {k: (r.bib.title, r.bib.year) for k, r in state.refs.items()} == {
        "okafor2024mesh": ("Mesh-RAG: Retrieval for Meshes", 2024), "lind2020salt": ("Salt and Strain", 2020)}


def test_a_bbl_holding_bibtex_given_with_bib_is_read(tmp_path):
    path = tmp_path / "references.bbl"
    path.write_text(BIBTEX, encoding="utf-8")
    assert sorted(e.key for e in read_bib_files([path]).entries) == ["lind2020salt", "okafor2024mesh"]


def test_real_bbl_content_is_not_taken_for_bibtex():
    assert holds_bibtex(BIBTEX)
    assert not holds_bibtex("\\begin{thebibliography}{1}\n\\bibitem{a} A. Okafor, ``Title,'' 2020.\n% @article{x,\n")
    assert not holds_bibtex("\\refsection{0}\n\\entry{okafor2024}{article}{}\n\\field{title}{T}\n")
    assert not holds_bibtex("@comment{jabref-meta: databaseType:bibtex;}\n")
