"""The annotated LaTeX project: margin notes after the flagged \\cite (inline where a margin note
cannot go), the definitions on the \\begin{document} line of the main file only, \\input files
copied, no line moved; `refverify run --annotate` writes it."""
import os
import shutil
import subprocess
import sys
from pathlib import Path

from refverify.annotate import annotate
from refverify.annotate.text_writer import tex_escape
from refverify.parse.pipeline import parse_manuscript
from refverify.state import Judgment
from refverify.state_file import save_state

MAIN = r"""\documentclass{article}
\usepackage{natbib}
\begin{document}
\input{chapters/one}
\bibliography{refs}
\end{document}
"""
ONE = r"""\section{One}
Alpha rose by 20\% \citep{a}; later work says alpha rose by 30\% \citep{a}. % \citep{a}

A note follows.\footnote{Beta fell, as shown by \citet{b}.}
\begin{table}[h]
\caption{Gamma in trials \citep{a}}
\end{table}
"""
BIB = """@article{a, title={Alpha}, author={Smith, J.}, journal={J}, year={2020}}
@article{b, title={Beta}, author={Lee, K.}, journal={J}, year={2019}}
"""


def _project(folder: Path) -> Path:
    (folder / "chapters").mkdir(parents=True)
    (folder / "main.tex").write_text(MAIN, encoding="utf-8")
    (folder / "chapters" / "one.tex").write_text(ONE.replace("\n", "\r\n"), encoding="utf-8", newline="")
    (folder / "refs.bib").write_text(BIB, encoding="utf-8")
    return folder / "main.tex"


def test_notes_after_the_flagged_cites(tmp_path):
    main = _project(tmp_path / "paper")
    state = parse_manuscript(main)
    a, b = state.refs["a"], state.refs["b"]
    for ref in (a, b):
        ref.existence = "verified"
    assert [(c.line, c.cite_marker) for c in a.claims] == [(2, r"\citep{a}"), (2, r"\citep{a}"),
                                                          (6, r"\citep{a}")]
    a.judgments = [Judgment(claim_id=a.claims[0].claim_id, verdict="PASS", confidence="confirmed"),
                   Judgment(claim_id=a.claims[1].claim_id, verdict="FAIL", confidence="confirmed",
                            reasoning="The source reports 20% & no later rise."),
                   Judgment(claim_id=a.claims[2].claim_id, verdict="FAIL", confidence="confirmed",
                            reasoning="Not about gamma_1.")]
    b.judgments = [Judgment(claim_id=b.claims[0].claim_id, verdict="FAIL", confidence="confirmed",
                            reasoning="Beta rose.")]
    save_state(state, tmp_path / "out")
    result = annotate(tmp_path / "out")
    assert result.path == tmp_path / "out" / "main.refverify"
    assert result.document == result.path / "main.tex"
    one = (result.path / "chapters" / "one.tex").read_bytes().decode("utf-8")
    assert one.count("\r\n") == ONE.count("\n")            # CRLF kept, no line added
    lines = one.split("\r\n")
    assert lines[1] == (r"Alpha rose by 20\% \citep{a}; later work says alpha rose by 30\% \citep{a}"
                        r"\refverifynote{FAIL \textperiodcentered{} REPLACE --- [a] does not support this "
                        r"sentence: The source reports 20\% \& no later rise.}. % \citep{a}")
    assert lines[3] == (r"A note follows.\footnote{Beta fell, as shown by \citet{b}\refverifyinline{FAIL "
                        r"\textperiodcentered{} REPLACE --- [b] does not support this sentence: Beta rose.}.}")
    assert lines[5] == (r"\caption{Gamma in trials \citep{a}\refverifyinline{FAIL \textperiodcentered{} "
                        r"REPLACE --- [a] does not support this sentence: Not about gamma\_1.}}")
    copied_main = (result.path / "main.tex").read_text(encoding="utf-8").split("\n")
    assert copied_main[2].startswith(r"\makeatletter\DeclareRobustCommand{\refverifynote}[1]")
    assert copied_main[2].endswith(r"\makeatother\begin{document}")
    assert [line for i, line in enumerate(copied_main) if i != 2] == \
        [line for i, line in enumerate(MAIN.split("\n")) if i != 2]
    assert (result.path / "refs.bib").read_text(encoding="utf-8") == BIB
    # Step A finds the same citing places in the copy, and the original is untouched
    def places(path):
        return sorted((c.claim_id, c.file, c.line, c.cite_marker) for _, c in parse_manuscript(path).iter_claims())
    assert places(result.document) == places(main)
    assert (tmp_path / "paper" / "chapters" / "one.tex").read_bytes() == ONE.replace("\n", "\r\n").encode()


def test_tex_escape():
    assert tex_escape("50% of #1 & $2_x ~ {a}^b \\ “q” → …") == (
        r"50\% of \#1 \& \$2\_x \textasciitilde{} \{a\}\textasciicircum{}b \textbackslash{} ``q'' "
        r"$\rightarrow$ \ldots{}")


def test_run_annotate_writes_the_copy(tmp_path):
    demo = Path(__file__).resolve().parent.parent / "data" / "demo"
    shutil.copyfile(demo / "http_cache.sqlite", tmp_path / "cache.sqlite")
    env = {**os.environ, "REFVERIFY_CACHE": str(tmp_path / "cache.sqlite"),
           "REFVERIFY_OPENALEX_API_KEY": "demo-key"}
    done = subprocess.run([sys.executable, "-m", "refverify.cli", "run", str(demo / "paper" / "main.tex"),
                           "--offline", "--quiet", "--annotate", "--out", str(tmp_path / "out")],
                          capture_output=True, text=True, env=env)
    assert done.returncode == 2, done.stderr
    # 9 notes: without full text, the 7 of before and the two CIFAR-10 numbers, which wait for the ResNet paper's
    # results section (the demo reads it from its recorded full-text hosts; this run has only the metadata cache)
    assert done.stdout.strip().split("\n")[-1] == f"annotated copy: {tmp_path / 'out' / 'main.refverify'} (9 notes)"
    assert (tmp_path / "out" / "main.refverify" / "sections" / "intro.tex").is_file()


def test_output_folder_inside_or_equal_to_the_project(tmp_path):
    main = _project(tmp_path / "paper")
    state = parse_manuscript(main)
    ref = state.refs["b"]
    ref.existence = "not_found"
    for out in (tmp_path / "paper" / "out", tmp_path / "paper"):
        save_state(state, out)
        result = annotate(out)
        assert result.path == out / "main.refverify"
        files = sorted(p.relative_to(result.path).as_posix() for p in result.path.rglob("*") if p.is_file())
        assert files == ["chapters/one.tex", "main.tex", "refs.bib"], out
        assert r"\citet{b}\refverifyinline{FAIL \textperiodcentered{} REMOVE --- [b] could not be found" in \
            (result.path / "chapters" / "one.tex").read_text(encoding="utf-8")
