"""The annotated LaTeX copies compile as the originals do (pdflatex; Debian's TeX Live packages
are installed when missing and the test runs as root), and the notes are in the PDF: margin
notes beside the text, inline ones in footnotes and captions."""
import subprocess
from pathlib import Path

import pytest

from refverify.annotate import annotate
from tests.debian_tools import ensure_tool
from tests.test_annotate_latex import _project
from refverify.parse.pipeline import parse_manuscript
from refverify.state import Judgment
from refverify.state_file import save_state

PACKAGES = ["texlive-latex-base", "texlive-latex-recommended", "texlive-fonts-recommended"]
DEMO = Path(__file__).resolve().parent.parent / "data" / "demo"


def ensure_pdflatex() -> str:
    return ensure_tool("pdflatex", PACKAGES)


def compile_pdf(main: Path) -> str:
    pdflatex = ensure_pdflatex()
    done = subprocess.run([pdflatex, "-interaction=nonstopmode", "-halt-on-error", main.name],
                          cwd=main.parent, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:]
    pymupdf = pytest.importorskip("pymupdf")
    with pymupdf.open(main.with_suffix(".pdf")) as pdf:
        return " ".join("".join(page.get_text() for page in pdf).split())


def test_demo_paper_copy_compiles_with_its_notes(tmp_path):
    from refverify.demo import run_demo
    assert run_demo(tmp_path, which="paper", progress=False) == 0
    text = compile_pdf(tmp_path / "paper" / "main.refverify" / "main.tex")
    assert "[he2016deep] does not support this sentence" in text
    assert "[kingma2015adam] authors Anonymous" in text


def test_notes_in_footnotes_and_captions_compile(tmp_path):
    main = _project(tmp_path / "paper")
    state = parse_manuscript(main)
    uses = [c for ref in state.refs.values() for c in ref.claims]
    for ref in state.refs.values():
        ref.existence = "verified"
        ref.judgments = [Judgment(claim_id=c.claim_id, verdict="FAIL", confidence="confirmed",
                                  reasoning=f"Wrong use {uses.index(c) + 1}.") for c in ref.claims]
    save_state(state, tmp_path / "out")
    text = compile_pdf(annotate(tmp_path / "out").document)
    note = "FAIL · REPLACE — [{}] does not support this sentence: Wrong use {}."
    # margin notes in the text; inline ones in the table's caption and in the footnote
    assert note.format("a", 1) in text and note.format("a", 2) in text
    assert f"Gamma in trials (?)[{note.format('a', 3)}]" in text
    assert f"Beta fell, as shown by ?[{note.format('b', 4)}]." in text
