"""A small cohort for the batch tests: five manuscripts in department / year folders against the
planted world (tests/simulators/fixtures.py), one unreadable, one LaTeX part, all written here."""
from __future__ import annotations

from pathlib import Path

TRIAL = """@article{lindqvist2019,
  title = {Supervised exercise for adults with type 2 diabetes in primary care: a pragmatic randomised trial},
  author = {Lindqvist, Maria and Okafor, Chidi and Brennan, Paul J. and Sato, Keiko},
  journal = {The Lancet. Diabetes \\& endocrinology},
  year = {YEAR}, volume = {7}, number = {4}, pages = {271--279},
  doi = {10.1016/s2213-8587(19)30001-1}
}
"""
REVIEW = """@article{haddad2021,
  title = {Gut microbiota composition and response to metformin: a systematic review},
  author = {Haddad, Rania and Novak, Tomas},
  journal = {Diabetologia}, year = {2021}, volume = {64}, number = {2}, pages = {245--258},
  doi = {10.1007/s00125-020-05300-2}
}
"""
INVENTED = """@article{quantum2020,
  title = {Quantum entanglement of gut bacteria predicts marathon performance},
  author = {Nobody, Alex}, journal = {Journal of Imaginary Results}, year = {2020}
}
"""
SUPPORTED = ("Supervised exercise added to usual care lowered glycated haemoglobin and the need for "
             "drugs over two years in primary care patients with type 2 diabetes [@lindqvist2019].\n\n"
             "Studies of how intestinal bacteria change the effect of metformin were collected and "
             "compared [@haddad2021].\n")


def _md(folder: Path, name: str, body: str, bib: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "refs.bib").write_text(bib, encoding="utf-8")
    (folder / name).write_text(f"---\nbibliography: refs.bib\n---\n\n# Background\n\n{body}", encoding="utf-8")


def write_cohort(root: Path) -> Path:
    """med/2024/a/a.md and med/2025/b/b.md cite the same two works the same way (both PASS);
    cs/2025/c/c.tex cites an invented work and the trial with a wrong year; cs/2024/d/d.md cites
    the invented work; cs/2024/e/e.docx is not a Word file; cs/2025/c/chapter.tex is a part."""
    trial = TRIAL.replace("YEAR", "2019")
    _md(root / "med" / "2024" / "a", "a.md", SUPPORTED, trial + REVIEW)
    _md(root / "med" / "2025" / "b", "b.md", "In primary care, " + SUPPORTED[0].lower() + SUPPORTED[1:],
        trial + REVIEW)
    c = root / "cs" / "2025" / "c"
    c.mkdir(parents=True)
    (c / "refs.bib").write_text(INVENTED + TRIAL.replace("YEAR", "2022"), encoding="utf-8")
    (c / "chapter.tex").write_text("Results follow \\cite{quantum2020}.\n", encoding="utf-8")
    (c / "c.tex").write_text(
        "\\documentclass{article}\n\\begin{document}\n\\section{Related work}\n"
        "Entangled gut bacteria predict how fast marathon runners finish \\cite{quantum2020}.\n\n"
        "Supervised exercise lowered glycated haemoglobin in type 2 diabetes \\cite{lindqvist2019}.\n\n"
        "\\input{chapter}\n\\bibliography{refs}\n\\end{document}\n", encoding="utf-8")
    _md(root / "cs" / "2024" / "d", "d.md",
        "Entangled gut bacteria predict how fast marathon runners finish [@quantum2020].\n", INVENTED)
    e = root / "cs" / "2024" / "e"
    e.mkdir(parents=True)
    (e / "e.docx").write_bytes(b"this is not a Word file")
    return root
