"""Legacy Western files (issue 20, held-out batch 70): a Portuguese LaTeX dissertation saved in Latin-1 is read as
Windows-1252 (not cp1250, where 'não' reads 'nă o'), and a chapter no guess fits is read as Latin-1 with its
encoding recorded, never skipped with its citations.

The files here are written for the test."""
from __future__ import annotations

from refverify.core.decode import _western_fallback, detect_encoding
from refverify.parse.pipeline import parse_manuscript

PORTUGUESE = ("\\chapter{Introdução}\nA física dos pontos quânticos não é nova: a aplicação em dispositivos "
              "ópticos é discutida em \\cite{lind}, e a caracterização em \\cite{sand}. Também há comparações com "
              "medições de transporte e fotoluminescência, além de simulações numéricas.\n") * 3


def test_latin1_portuguese_is_read_as_windows_western():
    data = PORTUGUESE.encode("latin-1")
    assert detect_encoding(data) == "cp1252"
    assert "não é nova" in data.decode(detect_encoding(data))


def test_a_text_no_guess_fits_is_read_as_latin1_and_binary_is_not():
    assert _western_fallback("Física e ação".encode("latin-1") + b"\x81" + b" texto simples" * 20) == "latin-1"
    assert _western_fallback("Física e ação".encode("cp1252")) == "cp1252"
    assert _western_fallback(bytes(range(256)) * 4 + b"\x81") is None


def test_a_latin1_chapter_keeps_its_citations(tmp_path):
    (tmp_path / "cap1.tex").write_bytes(PORTUGUESE.encode("latin-1"))
    (tmp_path / "main.tex").write_text(
        "\\documentclass{book}\n\\usepackage[latin1]{inputenc}\n\\begin{document}\n\\input{cap1}\n"
        "\\begin{thebibliography}{9}\n\\bibitem{lind} A.~Lind, \\textit{Gull dots}, Springer, Berlin 2001.\n"
        "\\bibitem{sand} B.~Sand, \\textit{Tern dots}, Wiley, 2003.\n\\end{thebibliography}\n\\end{document}\n",
        encoding="ascii")
    state = parse_manuscript(tmp_path / "main.tex")
    assert {k: len(r.claims) for k, r in state.refs.items()} == {"lind": 3, "sand": 3}
    assert "cap1.tex: read as cp1252" in state.meta.messages
