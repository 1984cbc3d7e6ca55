"""Cases that held, kept so: empty, random and truncated inputs end in one line and exit 3 (a
bibliography in a BLOCKED audit); XXE in a .docx reads no file; \\input loops are refused and
\\input outside the folder is skipped with a note; a cite key with ../ writes nowhere; no API key
or e-mail reaches an output or a cache."""
from __future__ import annotations

import json
import os
import sqlite3
import zipfile

import docx
import pytest

from refverify.state_file import load_state
from tests.faults_fixtures import cli, one_error_line, paper, sim_env
from tests.llm_server import ScriptedLLM
from tests.simulators import start_simulators
from tests.simulators.fixtures import planted_world


def _all_bytes(folder):
    return b"".join(p.read_bytes() for p in folder.rglob("*") if p.is_file())


def _reference_docx(path):
    d = docx.Document()
    d.add_paragraph("Exercise lowers glycated haemoglobin [1].")
    d.add_paragraph("参考文献")
    d.add_paragraph("[1] Lindqvist M. Supervised exercise[J]. Lancet Diabetes Endocrinol, 2019, 7(4): 271-279.")
    d.save(path)
    return path


@pytest.mark.parametrize("name, content, message", [
    ("empty.txt", b"", "file is empty"),
    ("blank.md", b"\n \n\t\n", "file is empty"),
    ("random.md", bytes(range(256)) * 3 + os.urandom(0)[:0], "cannot decode text (no byte-order "
     "mark, not UTF-8, and no other encoding fits); save it as UTF-8"),
    ("random.docx", b"\x93\x11" * 600, "not a .docx file (not a zip archive)"),
    ("random.tex", b"\xff\xfe\x00\xd8" * 400, None),
])
def test_empty_and_random_manuscripts_are_one_line(tmp_path, name, content, message):
    ms = tmp_path / name
    ms.write_bytes(content)
    line = one_error_line(cli(["parse", str(ms), "--out", str(tmp_path / "out")], sim_env(None, tmp_path)))
    assert line.startswith(f"refverify: error: {ms}: ")
    if message:
        assert line == f"refverify: error: {ms}: {message}"


def test_truncated_docx_is_one_line(tmp_path):
    whole = _reference_docx(tmp_path / "whole.docx").read_bytes()
    cut = tmp_path / "cut.docx"
    cut.write_bytes(whole[: len(whole) // 2])
    line = one_error_line(cli(["parse", str(cut)], sim_env(None, tmp_path)))
    assert line == f"refverify: error: {cut}: not a .docx file (not a zip archive)"


@pytest.mark.parametrize("bib, start", [
    (b"@article{lindqvist2019,\n  title = {Supervised exercise for adults", "refs.bib:1: could not read entry "
     "'lindqvist2019': "),
    (os.urandom(64) + bytes(range(128, 256)) * 4, "refs.bib: cannot decode text"),
    (b"", "refs.bib: file is empty"),
])
def test_broken_bibliography_is_blocked_not_passed(tmp_path, bib, start):
    ms = paper(tmp_path)
    (tmp_path / "refs.bib").write_bytes(bib)
    out = tmp_path / "out"
    line = one_error_line(cli(["run", str(ms), "--out", str(out), "--offline"], sim_env(None, tmp_path)))
    assert line.startswith("refverify: error: ") and start in line
    audit = json.loads((out / "CITATION_AUDIT.json").read_text())
    assert (audit["verdict"], audit["reason_code"]) == ("BLOCKED", "bib_unreadable")


def test_xxe_in_document_xml_reads_no_file(tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("XXE-SECRET-TOKEN", encoding="utf-8")
    plain = _reference_docx(tmp_path / "plain.docx")
    evil = tmp_path / "evil.docx"
    with zipfile.ZipFile(plain) as src, zipfile.ZipFile(evil, "w") as dst:
        for item in src.infolist():
            data = src.read(item.filename)
            if item.filename == "word/document.xml":
                decl, rest = data.split(b"?>", 1)
                data = (decl + b"?>" + f'<!DOCTYPE d [<!ENTITY x SYSTEM "file://{secret}">]>'.encode()
                        + rest.replace(b"Exercise lowers", b"&x; Exercise lowers", 1))
            dst.writestr(item, data)
    out = tmp_path / "out"
    r = cli(["parse", str(evil), "--out", str(out)], sim_env(None, tmp_path))
    assert r.returncode in (0, 3) and "Traceback" not in r.stderr
    assert b"XXE-SECRET-TOKEN" not in _all_bytes(out) if out.exists() else True
    assert "XXE-SECRET-TOKEN" not in r.stdout + r.stderr


def _tex_project(tmp_path, body):
    ms = tmp_path / "ms"
    ms.mkdir()
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.tex").write_text("OUTSIDE-SECRET-TOKEN \\cite{a}\n")
    (ms / "refs.bib").write_text("@article{a, title={Supervised exercise for adults}, author={Smith, "
                                 "John}, year={2020}, journal={J}}\n@article{../../etc/evil, title="
                                 "{Evil key}, author={X, Y}, year={2020}, journal={J}}\n")
    (ms / "main.tex").write_text("\\documentclass{article}\\begin{document}\n" + body +
                                 "\n\\bibliography{refs}\n\\end{document}\n")
    return ms / "main.tex"


def test_input_loop_is_one_line(tmp_path):
    main = _tex_project(tmp_path, "Intro \\cite{a}.\n\\input{loop}")
    (main.parent / "loop.tex").write_text("Again \\cite{a}.\n\\input{main}\n")
    line = one_error_line(cli(["parse", str(main), "--out", str(tmp_path / "out")], sim_env(None, tmp_path)))
    assert line == "refverify: error: main.tex: \\input cycle"


def test_input_outside_the_folder_is_skipped_with_a_note_and_evil_keys_write_nowhere(tmp_path):
    main = _tex_project(tmp_path, "Intro \\cite{a}.\n\\input{../outside/secret}\n\\input{/etc/hostname}\n"
                                  "Key \\cite{../../etc/evil}.")
    out = tmp_path / "out"
    before = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    r = cli(["run", str(main), "--out", str(out), "--offline"], sim_env(None, tmp_path))
    assert r.returncode == 3 and "Traceback" not in r.stderr           # offline: lookups failed
    state = load_state(out)
    assert state.meta.messages[:2] == [
        "main.tex:3: skipped \\input{../outside/secret}: outside the project folder",
        "main.tex:4: skipped \\input{/etc/hostname}: outside the project folder"]
    assert sorted(state.refs) == ["../../etc/evil", "a"]
    assert b"OUTSIDE-SECRET-TOKEN" not in _all_bytes(out)
    after = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*"))
    new = [str(p) for p in after if p not in before]
    assert all(p.startswith("out") or p.startswith("cache") for p in new), new


SECRETS = {"NCBI_API_KEY": "ncbi-SECRET-4711", "S2_API_KEY": "s2-SECRET-4712",
           "OPENALEX_API_KEY": "oa-SECRET-4713", "REFVERIFY_LLM_API_KEY": "sk-SECRET-4714",
           "REFVERIFY_EMAIL": "secret.person@example.org"}


def test_no_secret_in_any_output_or_cache(tmp_path):
    sims = start_simulators(planted_world())
    try:
        with ScriptedLLM() as llm:
            env = sim_env(sims, tmp_path, **SECRETS, REFVERIFY_LLM_API_BASE=llm.url,
                          REFVERIFY_LLM_CACHE=str(tmp_path / "llm.sqlite"))
            out = tmp_path / "out"
            r = cli(["run", str(paper(tmp_path / "ms")), "--out", str(out), "--judge", "llm",
                     "--model", "openai/scripted"], env)
            assert r.returncode in (1, 2), r.stderr
            assert llm.count >= 1
            asked = b" ".join(path.encode() + body for _, _, path, body in sims.log)
    finally:
        sims.stop()
    assert b"SECRET-4711" in asked                    # the key was really sent to the service…
    blobs = _all_bytes(out) + r.stdout.encode() + r.stderr.encode()
    for db in (tmp_path / "cache.sqlite", tmp_path / "llm.sqlite"):
        assert db.exists()
        with sqlite3.connect(db) as con:
            for (table,) in con.execute("SELECT name FROM sqlite_master WHERE type='table'"):
                for row in con.execute(f"SELECT * FROM {table}"):
                    blobs += b" ".join(v if isinstance(v, bytes) else str(v).encode() for v in row)
    for secret in SECRETS.values():                   # …and is nowhere on disk or in the output
        assert secret.encode() not in blobs, secret
