"""Issue 12, case 9: a manuscript must not make refverify read files outside its own folder.
`\\bibliography{../../outside/secret}` is refused with a note (as `\\input` outside the folder
already is); nothing of the outside file reaches the state or any report."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

SECRET_TITLE = "Password list of the lab server"


def _tree(tmp_path: Path) -> Path:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "secret.bib").write_text(
        "@article{s1,\n  title = {" + SECRET_TITLE + "},\n  author = {Doe, Jane},\n"
        "  year = {2020}\n}\n", encoding="utf-8")
    (outside / "chapter.tex").write_text(f"{SECRET_TITLE} \\cite{{s1}}.\n", encoding="utf-8")
    paper = tmp_path / "a" / "b"
    paper.mkdir(parents=True)
    (paper / "refs.bib").write_text("@article{k1,\n  title = {Ordinary work},\n  author = {Roe, "
                                    "Ann},\n  year = {2019}\n}\n", encoding="utf-8")
    (paper / "main.tex").write_text(
        "\\documentclass{article}\n\\begin{document}\n"
        "A result \\cite{k1} and another \\cite{s1}.\n"
        "\\input{../../outside/chapter}\n"
        "\\bibliography{../../outside/secret,refs}\n"
        "\\end{document}\n", encoding="utf-8")
    return paper / "main.tex"


def test_bibliography_outside_the_folder_is_refused_with_a_note(tmp_path):
    from refverify.parse.pipeline import parse_manuscript
    state = parse_manuscript(_tree(tmp_path))
    assert state.meta.messages == [
        "main.tex:4: skipped \\input{../../outside/chapter}: outside the project folder",
        "main.tex: skipped bibliography ../../outside/secret.bib: outside the manuscript folder",
    ]
    assert state.meta.bib_files == ["refs.bib"]
    assert (state.refs["k1"].bib.title, state.refs["k1"].bib.origin) == ("Ordinary work", "bib")
    # s1 is cited but has no entry: an orphan key, not the secret file's record
    assert (state.refs["s1"].bib.title, state.refs["s1"].bib.origin) == ("", "none")
    assert list(state.meta.input_hashes) == ["main.tex", "refs.bib"]


def test_nothing_from_outside_reaches_the_reports(tmp_path):
    main = _tree(tmp_path)
    out = tmp_path / "out"
    env = dict(os.environ, REFVERIFY_CACHE=str(tmp_path / "cache.sqlite"))
    r = subprocess.run([sys.executable, "-m", "refverify.cli", "parse", str(main), "--out", str(out)],
                       capture_output=True, text=True, env=env)
    assert r.returncode == 0, r.stderr
    assert ("  note: main.tex: skipped bibliography ../../outside/secret.bib: outside the "
            "manuscript folder") in r.stdout.splitlines()
    from refverify.report import write_reports
    from refverify.state_file import load_state
    state = load_state(out / "verification_state.json")
    written = write_reports(state, out)
    assert written
    for path in out.iterdir():
        assert SECRET_TITLE not in path.read_text(encoding="utf-8", errors="replace"), path.name
    report = (out / "verification_report.md").read_text(encoding="utf-8")
    assert ("- main.tex: skipped bibliography ../../outside/secret.bib: outside the manuscript "
            "folder") in report.splitlines()
    assert json.loads((out / "verification_state.json").read_text())["meta"]["bib_files"] == ["refs.bib"]
